"""Plain read models the services hand to the UI, the exports and the command line.

Nothing here touches the database: screens and documents are built from these rows only.
Points are integers in tenths of a game point; scores in points.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tournament_app.services.tournament_info import TournamentInfo

if TYPE_CHECKING:  # (only named: a list of tournaments needs none of the rules' modules)
    from tournament_app.rules.game import GameState, HandOutcome
    from tournament_app.rules.ruleset import RuleSet

__all__ = ["GameResult", "GameView", "HandLine", "PlayerRow", "PlayerStats", "StandingRow", "TableSeating",
           "TournamentInfo"]


@dataclass(frozen=True)
class PlayerRow:
    id: int
    name: str
    reading: str
    affiliation: str
    member_no: str
    status: str  # active | withdrawn | substitute


@dataclass(frozen=True)
class StandingRow:
    rank: int  # equal totals share a rank
    player_id: int
    name: str
    reading: str
    affiliation: str
    total: int  # tenths: game points + penalties
    games: int
    places: tuple[int, int, int, int]  # how many 1st, 2nd, 3rd, 4th places
    rank_sum: int  # sum of places, for the average
    score_sum: int  # sum of final scores, for the average
    best: int | None  # tenths, best single game
    worst: int | None
    # tenths, every penalty: those given outside the games (added to the total) and the chombo penalties,
    # which are inside the games' points (shown here, counted once)
    penalties: int
    by_round: dict[int, int] = field(default_factory=dict)  # round number -> tenths
    tie_break: str | None = None  # the tie-break that set this place (event_standings.ranked)
    # an event with stages, ranked by the stage reached (event_standings.ranked): that stage's name,
    # and the player's total there (carried points included), which set the place within it
    stage: str | None = None
    stage_total: int | None = None

    @property
    def average_rank_x100(self) -> int | None:
        """Average place × 100, rounded half up (2.35 -> 235); None before the first game."""
        return (self.rank_sum * 200 + self.games) // (2 * self.games) if self.games else None

    @property
    def average_score(self) -> int | None:
        """Average final score rounded half up to a whole point."""
        return (self.score_sum * 2 + self.games) // (2 * self.games) if self.games else None


@dataclass(frozen=True)
class PlayerStats:
    player_id: int
    name: str
    hands: int
    wins: int
    tsumo_wins: int
    deal_ins: int
    riichi: int
    chombo: int
    win_points: int  # total points won by wins (bare values, counters and deposits excluded)
    deal_in_points: int  # total paid on deal-ins
    reading: str = ""  # the name's reading (よみがな), which names sort by
    # places and points rest on every finished game (final scores too); the hand figures above and
    # below rest on the games recorded hand by hand only (``hand_games``, ``hands``)
    games: int = 0
    places: tuple[int, int, int, int] = (0, 0, 0, 0)
    rank_sum: int = 0
    points: int = 0  # tenths: the games' points
    hand_games: int = 0
    draws: int = 0  # exhaustive draws (流局) played: what 流局時聴牌率 rests on
    draw_tenpai: int = 0
    yakuman: int = 0  # yakuman wins
    largest: int | None = None  # the bare value of the largest win

    def rate_x1000(self, count: int) -> int | None:
        """``count`` per hand in thousandths (per mille), rounded half up."""
        return (count * 2000 + self.hands) // (2 * self.hands) if self.hands else None

    @property
    def average_rank_x100(self) -> int | None:
        """Average place × 100, rounded half up (2.35 -> 235); None before the first game."""
        return (self.rank_sum * 200 + self.games) // (2 * self.games) if self.games else None


@dataclass(frozen=True)
class TableSeating:
    round: int
    table: int
    game_id: int | None
    player_ids: tuple[int, int, int, int]  # in seat order, seat 0 = East (first dealer)
    names: tuple[str, str, str, str]
    state: str = "planned"  # planned | in_progress | finished
    out_id: int | None = None  # at a table of five: the player sitting out this hanchan (抜け番)
    out_name: str | None = None


@dataclass(frozen=True)
class HandLine:
    """One hand of a score sheet, as the referee reads it."""

    number: int
    label: str  # 東1局 1本場
    result: str  # translated result name
    text: str  # who won from whom, value and announcement
    deltas: tuple[int, int, int, int]
    scores: tuple[int, int, int, int]
    left: int


@dataclass(frozen=True)
class GameResult:
    """A game's settlement per seat, for result tables and score sheets."""

    round: int
    table: int
    game_id: int
    player_ids: tuple[int, int, int, int]
    names: tuple[str, str, str, str]
    state: str
    mode: str  # hands | final
    final_scores: tuple[int, ...] | None
    left: int
    ranks: tuple[int, ...] | None
    rank_points: tuple[int, ...] | None  # tenths: uma + oka as shared
    penalties: tuple[int, ...] | None  # tenths, inside the points: chombo (however entered), prizes
    points: tuple[int, ...] | None  # tenths, the game's total per seat
    hands: tuple[HandLine, ...] = ()  # the score sheet's lines, written by the export layer
    outcomes: tuple[HandOutcome, ...] = ()  # the replayed hands (``results(with_hands=True)``)


@dataclass(frozen=True)
class GameView:
    """Everything the score desk shows for one game, replayed from its stored hands."""

    game_id: int
    tournament_id: int
    round: int
    table: int
    player_ids: tuple[int, int, int, int]
    names: tuple[str, str, str, str]
    state: str  # planned | in_progress | finished
    mode: str  # hands | final
    version: int  # changes with every write: a stale view can be detected
    rules: RuleSet
    hands: tuple[dict, ...]  # the game record's hands (CONTRACT.md form)
    outcomes: tuple[HandOutcome, ...]
    current: GameState  # where the game stands after the last hand
    result: GameResult | None  # the stored settlement once finished
    sitting_out: str | None = None  # at a table of five: who sits this hanchan out (抜け番)

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1
