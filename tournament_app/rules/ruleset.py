"""The rule set: every option a league can choose, typed, immutable and JSON round-trippable.

Points options are integers: scores in points (multiples of 100), game points in tenths
(``300`` = 30.0). See RULES.md §5 for what each option means in the seed rule books.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from tournament_app.words.messages import N_, Message, UserError

CTX = "rules"

# Abortive draws a rule set may allow; three rons (sanchahou) is ``three_ron_abort``.
ABORTIVE_KINDS = ("kyuushu", "suufon", "suukan", "suucha")
PAO_YAKU = ("daisangen", "daisuushii", "suukantsu")
DOUBLE_YAKUMAN_HANDS = ("suuankou_tanki", "daburu_kokushi", "daburu_chuuren_poutou", "daisuushi")


@dataclass(frozen=True)
class Option:
    """What one option means and which values it takes."""

    name: str
    label: str  # the item as a rule sheet names it
    meaning: str  # what it does and what its choices are: the tooltip
    choices: tuple[Any, ...] = ()  # for choice options: the allowed values
    minimum: int | None = None  # for integers
    maximum: int | None = None
    subset_of: tuple[str, ...] = ()  # for set options: the allowed members


@dataclass(frozen=True)
class RuleSet:
    """A complete rule set. Build one with :func:`tournament_app.rules.presets.resolve`."""

    id: str = "jpml"
    # the preset's title (English, translated where shown: rules_text.rules_title), or the league's own
    name: str = "Japan Professional Mahjong Association (NPM) competition rules (default)"
    # Points and settlement
    start_points: int = 25000
    return_points: int = 30000
    oka: int = 200  # tenths of a game point, added to first place
    uma: tuple[int, int, int, int] = (300, 100, -100, -300)  # tenths, by place
    # Uma chosen by how many players finish at or above the return points (index 0-4);
    # an empty tuple means the fixed ``uma`` always applies.
    uma_by_floaters: tuple[tuple[int, int, int, int], ...] = ()
    ties: str = "share"
    rounding: str = "exact"
    leftover_deposits: str = "stay"
    # Payments at the table
    counter_value: int = 300
    riichi_deposit: int = 1000
    noten_total: int = 3000
    kiriage: str = "4-30"
    counted_yakuman: int = 0  # han from which a hand counts as yakuman; 0: never
    max_yakuman: int = 6  # the highest yakuman multiple (1: no double yakuman)
    multiple_ron: str = "head_bump"
    multiple_ron_counters: str = "first"
    three_ron_abort: bool = False
    abortive_draws: frozenset[str] = field(default_factory=frozenset)
    abortive_deal: str = "dealer_keeps"
    nagashi_mangan: bool = False
    nagashi_noten_payments: bool = False
    nagashi_priority: str = "all"  # several nagashi at one draw: all paid, or the first from the dealer
    # seed 002 3-17-01-01: nagashi mangan as a draw (流局扱い) or a win (和り役) with counters and deposits
    nagashi_as: str = "draw"
    two_han_from_renchan: int = 0  # a win needs 2 han without dora from this dealer repeat on; 0: never
    pao_yaku: frozenset[str] = field(default_factory=frozenset)
    yakuman_prize: int = 0  # tenths of a game point from each payer of a yakuman
    # Hand value from the tiles (seed 002 3-xx; defaults seed 001): only the value helper reads them
    open_tanyao: bool = True  # 002 3-01-01-02 食い断 (001 第54条 ⑥: 断幺九 is not limited to 門前)
    open_pinfu: bool = False  # 002 3-01-01-01 食い平和 (001 第54条 ⑤: 平和 門前清)
    open_pinfu_fu: bool = True  # 001 第42条 ニ: an open pinfu-shaped ron counts 30 fu
    atozuke: bool = True  # 後付け (002 ありあり; 004 後ヅケあり)
    double_wind_pair_fu: int = 2  # 連風牌の雀頭 (001 第42条: a 翻牌 pair is 2 fu); 4 on Tenhou
    renhou: str = "none"  # 002 3-15-01 人和: none, mangan (d), 5 han added to the others, yakuman
    double_yakuman: frozenset[str] = field(default_factory=frozenset)  # single yakuman worth two
    red_fives: int = 0  # 赤ドラ in the set (0: none, 001 and 004)
    ippatsu: bool = True  # 002 3-02-01 一発 (001 第54条 ③)
    ura_dora: bool = True  # 001 第41条 ハ
    kan_dora: bool = True  # 001 第41条 ロ
    chiitoitsu: str = "25-2"  # 001 第55条 ⑫ 25符２翻相当; or 50 fu 1 han
    rinshan_fu: bool = True  # the tsumo fu for a rinshan win (001 第33条: 嶺上牌によるアガリは全てツモアガリ)
    # Chombo
    chombo_penalty: int = 400  # tenths off the offender's total
    chombo_payment: str = "none"
    chombo_returns_deposits: bool = True  # the void hand's riichi deposits go back (001 art. 52)
    chombo_ends_game: bool = False  # any chombo ends the game, settled as it stands (no preset sets it)
    # Length and end of the game
    length: str = "east_south"
    busting: str = "none"
    agari_yame: bool = False
    tenpai_yame: bool = False
    yame_min_score: int = 0
    yame_by: str = "rule"  # who ends the game at 和了止め/聴牌止め: the rule itself, or the dealer's choice
    riichi_bust: bool = False  # riichi by a player without the deposit's points ends the game as a bust
    dealer_noten_keeps: str = "never"  # the noten dealer keeps the deal at a draw: never, or in South
    time_limit: str = "after_hand"  # when the round's time is up: this hand is the last, or one more
    time_up_chombo_ends: bool = False  # a chombo in the last hand after time: no re-deal (WRC 2015 §8.2)
    west_extension: int = 0  # goal score that ends the extension; 0: no extension
    extension_rounds: int = 4  # how many extra hands-in-wind the extension may use at most

    # -- derived helpers ------------------------------------------------------------------
    @property
    def total_points(self) -> int:
        """The four starting scores together (100,000 with 25,000 each)."""
        return 4 * self.start_points

    @property
    def last_round(self) -> int:
        """Index of the game's last regular hand-in-wind: E4 = 3, S4 = 7."""
        return 3 if self.length == "east" else 7

    def uma_for(self, floaters: int) -> tuple[int, int, int, int]:
        if self.uma_by_floaters:
            return self.uma_by_floaters[floaters]
        return self.uma

    # -- JSON -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Every option as plain JSON data (lists for tuples and sets)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, frozenset):
                value = sorted(value)
            elif isinstance(value, tuple):
                value = [list(v) if isinstance(v, tuple) else v for v in value]
            out[f.name] = value
        return out

    def overrides(self, base: RuleSet) -> dict[str, Any]:
        """The options that differ from ``base``, as JSON data."""
        mine, theirs = self.to_dict(), base.to_dict()
        return {k: v for k, v in mine.items() if theirs[k] != v and k not in ("id", "name")}


# Each option: the short label a rule sheet gives the item (the rules dialog's form, ``rules show``)
# and its meaning, the explanation a tooltip gives (with the choices spelled out).
OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        Option("start_points", N_(CTX, "Starting score"), N_(CTX, "Score each player starts with"),
               minimum=1000, maximum=1000000),
        Option("return_points", N_(CTX, "Return score"),
               N_(CTX, "Score a player must reach to break even (返し)"), minimum=1000, maximum=1000000),
        Option("oka", N_(CTX, "Oka"), N_(CTX, "Bonus to first place in tenths of a point (オカ)"),
               minimum=0, maximum=100000),
        Option("uma", N_(CTX, "Uma"),
               N_(CTX, "Rank points for 1st to 4th without the oka, in tenths of a point (ウマ)")),
        Option("uma_by_floaters", N_(CTX, "Uma by players above return"),
               N_(CTX, "Uma chosen by how many players finish at or above the return points (0 to 4); "
                       "empty for the fixed uma")),
        Option("ties", N_(CTX, "Tied scores"),
               N_(CTX, "Equal final scores: share the rank points, or rank by seat order"),
               choices=("share", "seat_order")),
        Option("rounding", N_(CTX, "Points conversion (rounding)"),
               N_(CTX, "Final scores to points: exact tenths, or each non-top score rounded to "
                       "thousands (五捨六入, 四捨五入, 切り捨て) with the top taking the rest"),
               choices=("exact", "gosha_rokunyu", "shisha_gonyu", "kirisute")),
        Option("leftover_deposits", N_(CTX, "Deposits at the end"),
               N_(CTX, "Riichi deposits left at the end of the game: stay on the table, go to "
                       "the top player, or go back to their owners"),
               choices=("stay", "top", "owners")),
        Option("counter_value", N_(CTX, "Counter value"), N_(CTX, "Points each counter (本場) adds to a win"),
               minimum=0, maximum=3000),
        Option("riichi_deposit", N_(CTX, "Riichi deposit"),
               N_(CTX, "Points a player puts on the table to declare riichi"), minimum=0, maximum=10000),
        Option("noten_total", N_(CTX, "Noten payments"),
               N_(CTX, "Points the noten players pay in an exhaustive draw, in all"),
               minimum=0, maximum=12000),
        Option("kiriage", N_(CTX, "Kiriage mangan"),
               N_(CTX, "Rounding up to mangan: none, 4 han 30 fu, or 4 han 30 fu and 3 han 60 fu"),
               choices=("none", "4-30", "4-30+3-60")),
        Option("counted_yakuman", N_(CTX, "Counted yakuman"),
               N_(CTX, "Han from which a hand counts as yakuman (0: never)"), minimum=0, maximum=99),
        Option("max_yakuman", N_(CTX, "Highest yakuman multiple"),
               N_(CTX, "Highest yakuman multiple (1: no double yakuman)"), minimum=1, maximum=10),
        Option("multiple_ron", N_(CTX, "Double ron"),
               N_(CTX, "Several ron winners on one discard: head bump, or all are paid"),
               choices=("head_bump", "allowed")),
        Option("multiple_ron_counters", N_(CTX, "Counters at a double ron"),
               N_(CTX, "With several ron winners, who gets the counters: the first winner after "
                       "the discarder, or each winner"),
               choices=("first", "each")),
        Option("three_ron_abort", N_(CTX, "Three rons abort"),
               N_(CTX, "Three rons on one discard abort the hand"), choices=(False, True)),
        Option("abortive_draws", N_(CTX, "Abortive draws"), N_(CTX, "Abortive draws allowed"),
               subset_of=ABORTIVE_KINDS),
        Option("abortive_deal", N_(CTX, "Deal after an abortive draw"),
               N_(CTX, "After an abortive draw: the dealer keeps the deal with one more counter, "
                       "or the deal passes with no counter"),
               choices=("dealer_keeps", "passes")),
        Option("nagashi_mangan", N_(CTX, "Nagashi mangan"),
               N_(CTX, "Nagashi mangan, paid as a mangan tsumo without counters"), choices=(False, True)),
        Option("nagashi_noten_payments", N_(CTX, "Noten payments with nagashi"),
               N_(CTX, "With nagashi mangan the noten payments are made too"), choices=(False, True)),
        Option("nagashi_priority", N_(CTX, "Several nagashi mangan"),
               N_(CTX, "Several nagashi mangan at one draw: all are paid, or only the first in turn "
                       "order from the dealer (上家のみ)"),
               choices=("all", "first_from_dealer")),
        Option("nagashi_as", N_(CTX, "Nagashi mangan counts as"),
               N_(CTX, "Nagashi mangan counts as a draw (counters added, deposits stay) or as a win "
                       "(the counters and the deposits go to it, the deal passes unless the dealer "
                       "made it)"),
               choices=("draw", "win")),
        Option("two_han_from_renchan", N_(CTX, "Two-han minimum after repeats"),
               N_(CTX, "From this consecutive dealer repeat on, a win needs 2 han not counting dora "
                       "(0: never)"),
               minimum=0, maximum=20),
        Option("pao_yaku", N_(CTX, "Pao"), N_(CTX, "Yakuman with a responsible player (pao)"),
               subset_of=PAO_YAKU),
        Option("yakuman_prize", N_(CTX, "Yakuman prize"),
               N_(CTX, "Yakuman prize in tenths of a point, from the discarder or from each "
                       "other player on tsumo"),
               minimum=0, maximum=10000),
        Option("open_tanyao", N_(CTX, "Open tanyao"), N_(CTX, "Open tanyao (食い断)"), choices=(False, True)),
        Option("open_pinfu", N_(CTX, "Open pinfu"), N_(CTX, "Open pinfu counts 1 han (食い平和)"),
               choices=(False, True)),
        Option("open_pinfu_fu", N_(CTX, "30 fu for an open pinfu-shaped ron"),
               N_(CTX, "An open pinfu-shaped ron counts 30 fu"), choices=(False, True)),
        Option("atozuke", N_(CTX, "Atozuke"), N_(CTX, "A yaku completed by the winning tile only (後付け)"),
               choices=(False, True)),
        Option("double_wind_pair_fu", N_(CTX, "Double wind pair"),
               N_(CTX, "Fu for a pair of the double wind (連風牌の雀頭)"), minimum=2, maximum=4),
        Option("renhou", N_(CTX, "Renhou"),
               N_(CTX, "Renhou (人和): none, a mangan (or the hand's own value when higher), "
                       "5 han added to the other yaku, or yakuman"),
               choices=("none", "mangan", "5han", "yakuman")),
        Option("double_yakuman", N_(CTX, "Double yakuman hands"),
               N_(CTX, "Yakuman that count double on their own"), subset_of=DOUBLE_YAKUMAN_HANDS),
        Option("red_fives", N_(CTX, "Red fives"), N_(CTX, "Red fives in the set (赤ドラ)"),
               minimum=0, maximum=4),
        Option("ippatsu", N_(CTX, "Ippatsu"), N_(CTX, "Ippatsu (一発)"), choices=(False, True)),
        Option("ura_dora", N_(CTX, "Ura dora"), N_(CTX, "Ura dora (裏ドラ)"), choices=(False, True)),
        Option("kan_dora", N_(CTX, "Kan dora"), N_(CTX, "Kan dora (槓ドラ)"), choices=(False, True)),
        Option("chiitoitsu", N_(CTX, "Chiitoitsu"),
               N_(CTX, "Chiitoitsu (七対子): 25 fu 2 han, or 50 fu 1 han"), choices=("25-2", "50-1")),
        Option("rinshan_fu", N_(CTX, "Tsumo fu for rinshan"),
               N_(CTX, "A rinshan win gets the 2 fu of a tsumo"), choices=(False, True)),
        Option("chombo_penalty", N_(CTX, "Chombo penalty"),
               N_(CTX, "Chombo penalty off the total, in tenths of a point"), minimum=0, maximum=10000),
        Option("chombo_payment", N_(CTX, "Chombo payment at the table"),
               N_(CTX, "Chombo payment at the table: none, or a mangan (non-dealer 2,000/4,000, "
                       "dealer 4,000 all)"),
               choices=("none", "mangan")),
        Option("chombo_returns_deposits", N_(CTX, "Riichi deposits back after a chombo"),
               N_(CTX, "After a chombo the same dealer deals again with the same counters; the "
                       "riichi deposits of the chombo hand go back to their owners (otherwise they "
                       "stay on the table)"),
               choices=(False, True)),
        Option("chombo_ends_game", N_(CTX, "Chombo ends the game"),
               N_(CTX, "A chombo ends the game at once: the penalty is taken and the game is settled "
                       "on the scores as they stand (no re-deal); otherwise the same dealer deals again"),
               choices=(False, True)),
        Option("length", N_(CTX, "Game length"),
               N_(CTX, "An East round only (東風戦), or East and South rounds (半荘戦)"),
               choices=("east", "east_south")),
        Option("busting", N_(CTX, "Busting"),
               N_(CTX, "The game ends when a score goes below zero, or at zero or below"),
               choices=("none", "below_zero", "zero_or_below")),
        Option("agari_yame", N_(CTX, "Agari yame"),
               N_(CTX, "The last dealer in first place may end the game by winning"), choices=(False, True)),
        Option("tenpai_yame", N_(CTX, "Tenpai yame"),
               N_(CTX, "The last dealer in first place may end the game by being tenpai in a draw"),
               choices=(False, True)),
        Option("yame_min_score", N_(CTX, "Score needed to stop"),
               N_(CTX, "Score the last dealer needs to end the game by winning or tenpai"),
               minimum=0, maximum=1000000),
        Option("yame_by", N_(CTX, "Who decides to stop"),
               N_(CTX, "Who ends the game when the last dealer may stop: the rule (at once), or the "
                       "dealer's choice (a following hand means the dealer played on)"),
               choices=("rule", "dealer")),
        Option("riichi_bust", N_(CTX, "Riichi without the deposit busts"),
               N_(CTX, "Riichi by a player with less than the deposit ends the game there as a bust"),
               choices=(False, True)),
        Option("dealer_noten_keeps", N_(CTX, "Noten dealer keeps the deal"),
               N_(CTX, "At an exhaustive draw a noten dealer keeps the deal: never, or in the South "
                       "round"),
               choices=("never", "south")),
        Option("time_limit", N_(CTX, "Time limit"),
               N_(CTX, "When the round's time is up: the hand in play is the game's last, or one more "
                       "hand is played after it"),
               choices=("after_hand", "one_more")),
        Option("time_up_chombo_ends", N_(CTX, "Chombo in the last hand after time"),
               N_(CTX, "A chombo in the game's last hand after the time was called ends the game (no "
                       "re-deal); otherwise the hand is dealt again and the replay is the last"),
               choices=(False, True)),
        Option("west_extension", N_(CTX, "West extension"),
               N_(CTX, "If nobody has this score after the last hand, play goes on until someone "
                       "does (0: no extension)"),
               minimum=0, maximum=1000000),
        Option("extension_rounds", N_(CTX, "Most extension hands"),
               N_(CTX, "Most hands-in-wind the extension may add"), minimum=1, maximum=8),
    )
}

_META = ("id", "name")


def _bad(option: str, reason: str, **params: Any) -> UserError:
    return UserError(Message(CTX, N_(CTX, "rule option {option}: {reason}"),
                             {"option": option, "reason": Message(CTX, reason, params)}))


def _convert(name: str, value: Any) -> Any:
    """Check one option's JSON value and convert it to the dataclass field's type."""
    if name in _META:
        if not isinstance(value, str) or not value:
            raise _bad(name, N_(CTX, "must be a non-empty text"))
        return value
    opt = OPTIONS[name]
    if opt.subset_of:
        if not isinstance(value, list | tuple | set | frozenset) or not all(
            isinstance(v, str) for v in value
        ):
            raise _bad(name, N_(CTX, "must be a list of names"))
        unknown = sorted(set(value) - set(opt.subset_of))
        if unknown:
            raise _bad(name, N_(CTX, "unknown value {value}; allowed: {allowed}"),
                       value=unknown[0], allowed=", ".join(opt.subset_of))
        return frozenset(value)
    if name == "uma":
        return _uma(name, value)
    if name == "uma_by_floaters":
        if not isinstance(value, list | tuple) or len(value) not in (0, 5):
            raise _bad(name, N_(CTX, "must be empty or list five rank-point rows (0 to 4 players "
                                     "at or above the return points)"))
        return tuple(_uma(name, row) for row in value)
    if opt.choices:
        if value not in opt.choices or type(value) is not type(opt.choices[0]):
            raise _bad(name, N_(CTX, "unknown value {value}; allowed: {allowed}"), value=value,
                       allowed=", ".join(str(c).lower() for c in opt.choices))
        return value
    if type(value) is not int:
        raise _bad(name, N_(CTX, "must be a whole number"))
    if (opt.minimum is not None and value < opt.minimum) or (
        opt.maximum is not None and value > opt.maximum
    ):
        raise _bad(name, N_(CTX, "must be between {low} and {high}"), low=opt.minimum,
                   high=opt.maximum)
    if name in ("start_points", "return_points", "counter_value", "riichi_deposit",
                "noten_total", "yame_min_score", "west_extension") and value % 100:
        raise _bad(name, N_(CTX, "must be a multiple of 100"))
    if name == "counter_value" and value % 300:
        # a tsumo splits the counter bonus between three payers
        raise _bad(name, N_(CTX, "must be a multiple of 300"))
    return value


UMA_LIMIT = 100000  # tenths: 10,000.0 points for one place, as the oka's limit


def _uma(name: str, value: Any) -> tuple[int, int, int, int]:
    if (not isinstance(value, list | tuple) or len(value) != 4
            or not all(type(v) is int for v in value)):
        raise _bad(name, N_(CTX, "must be four whole numbers (tenths of a point)"))
    if not all(-UMA_LIMIT <= v <= UMA_LIMIT for v in value):
        raise _bad(name, N_(CTX, "each must be between {low} and {high}"), low=-UMA_LIMIT, high=UMA_LIMIT)
    return (value[0], value[1], value[2], value[3])


def with_options(base: RuleSet, options: dict[str, Any]) -> RuleSet:
    """``base`` with ``options`` (JSON data) applied; an unknown option or bad value raises."""
    changes: dict[str, Any] = {}
    for name, value in options.items():
        if name not in OPTIONS and name not in _META:
            raise UserError(Message(CTX, N_(CTX, "unknown rule option {option}"),
                                    {"option": name}))
        changes[name] = _convert(name, value)
    rules = dataclasses.replace(base, **changes)
    if rules.return_points < rules.start_points and rules.oka:
        raise _bad("oka", N_(CTX, "must be 0 when the return points are below the start points"))
    return rules
