"""Standings as the event's format ranks them: per stage with carry-over, tie-breaks applied and named,
and team standings (see event_format.py for the format itself)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from tournament_app.messages import N_
from tournament_app.services import event_format
from tournament_app.services.base import CTX, fail
from tournament_app.services.rows import StandingRow
from tournament_app.services.standings import results, standings


@dataclass(frozen=True)
class EventRow:
    rank: int
    row: StandingRow  # the player's own games in the stage (or the whole event)
    total: int  # tenths: the stage's points plus what was carried over
    carried: int  # tenths carried from the previous stage
    tie_break: str | None  # the tie-break that placed this player among equal totals
    team: str | None


@dataclass(frozen=True)
class TeamRow:
    rank: int
    name: str
    total: int  # tenths
    members: tuple[str, ...]
    counted: tuple[str, ...]  # the members whose points count (best K)


def ranked(tournament_id: int, rounds: tuple[int, int] | None = None, *,
           reveal: bool = False) -> list[StandingRow]:
    """The standings every screen, print and export shows: the whole event ranked by its tie-breaks
    (each row naming the one that set its place); for a range of rounds, their plain totals."""
    if rounds is not None:
        return standings(tournament_id, rounds, reveal=reveal)
    return [replace(r.row, rank=r.rank, tie_break=r.tie_break) for r in event_standings(tournament_id,
                                                                                          reveal=reveal)]


def stage_rounds(stages: list[dict[str, Any]], index: int) -> tuple[int, int]:
    first = stages[index]["first_round"]
    last = stages[index + 1]["first_round"] - 1 if index + 1 < len(stages) else 10**6
    return first, last


def event_standings(tournament_id: int, stage: int | None = None, *, reveal: bool = False) -> list[EventRow]:
    """The standings of ``stage`` (0-based; None: the whole event), best first."""
    fmt = event_format.load(tournament_id)
    team_of = {pid: t["name"] for t in fmt.get("teams") or [] for pid in t["members"]}
    stages = fmt.get("stages") or []
    if stage is not None and not 0 <= stage < max(1, len(stages)):  # without stages, stage 1 is all
        fail(N_(CTX, "there is no stage {stage}"), stage=stage + 1)
    if stage is None or not stages:
        rows = standings(tournament_id, reveal=reveal)
        return _ranked(tournament_id, fmt, [(r, r.total, 0) for r in rows], team_of, reveal)
    rows = standings(tournament_id, stage_rounds(stages, stage), reveal=reveal)
    entrants = stage_players(tournament_id, stage, reveal=reveal)
    carried: dict[int, int] = {}
    permille = int(stages[stage].get("carry", 0))
    if stage > 0 and permille:
        for prev in event_standings(tournament_id, stage - 1, reveal=reveal):
            carried[prev.row.player_id] = prev.total * permille // 1000  # integer tenths, rounded down
    chosen = [(r, r.total + carried.get(r.player_id, 0), carried.get(r.player_id, 0)) for r in rows
              if entrants is None or r.player_id in entrants]
    return _ranked(tournament_id, fmt, chosen, team_of, reveal)


def stage_players(tournament_id: int, stage: int, *, reveal: bool = False) -> set[int] | None:
    """Who plays ``stage``: None for everyone."""
    stages = event_format.stages_of(tournament_id)
    entry = stages[stage].get("entry", "all") if stages else "all"
    if entry == "all" or stage == 0:
        return None
    if "players" in entry:
        return set(entry["players"])
    previous = event_standings(tournament_id, stage - 1, reveal=reveal)
    return {r.row.player_id for r in previous[:int(entry["top"])]}


def _ranked(tournament_id: int, fmt: dict[str, Any], rows: list[tuple[StandingRow, int, int]],
            team_of: dict[int, str], reveal: bool) -> list[EventRow]:
    rules = [r for r in fmt.get("tie_breaks") or [] if r in event_format.TIE_BREAKS]
    lottery = {int(k): v for k, v in (fmt.get("lottery") or {}).items()}
    groups: dict[int, list[tuple[StandingRow, int, int]]] = defaultdict(list)
    for item in rows:
        groups[item[1]].append(item)
    h2h: dict[int, int] = {}
    if "head_to_head" in rules and any(len(g) > 1 for g in groups.values()):
        h2h = _head_to_head(tournament_id, [[r.player_id for r, _t, _c in g] for g in groups.values()
                                            if len(g) > 1], reveal)
    out: list[EventRow] = []
    for total in sorted(groups, reverse=True):
        group = groups[total]

        def keys(item: tuple[StandingRow, int, int]) -> tuple[Any, ...]:
            return tuple(_key(rule, item[0], h2h, lottery) for rule in rules)

        group.sort(key=lambda item: (keys(item), item[0].reading or item[0].name, item[0].name))
        start = len(out) + 1
        for i, item in enumerate(group):
            row, t, carried = item
            mine = keys(item)
            rank = start + i
            if i and keys(group[i - 1]) == mine:
                rank = out[-1].rank  # equal on every tie-break: the place is shared
            broken = _broken_by(mine, [keys(g) for j, g in enumerate(group) if j != i], rules)
            out.append(EventRow(rank, row, t, carried, broken, team_of.get(row.player_id)))
    return out


def _broken_by(mine: tuple[Any, ...], others: list[tuple[Any, ...]], rules: list[str]) -> str | None:
    """The tie-break that separated this player from some of those still level with it."""
    level = others
    for n, rule in enumerate(rules):
        still = [o for o in level if o[n] == mine[n]]
        if len(still) < len(level):
            return rule
        level = still
    return None


def _key(rule: str, row: StandingRow, h2h: dict[int, int], lottery: dict[int, int]) -> Any:
    """Smaller sorts first (so better is smaller)."""
    if rule == "best_game":
        return -(row.best if row.best is not None else -10**9)
    if rule == "more_firsts":
        return tuple(-n for n in row.places)
    if rule == "average_rank":
        return Fraction(row.rank_sum, row.games) if row.games else Fraction(5)
    if rule == "head_to_head":
        return -h2h.get(row.player_id, 0)
    if rule == "last_game":
        return -row.by_round[max(row.by_round)] if row.by_round else 10**9
    return lottery.get(row.player_id, 10**9)


def _head_to_head(tournament_id: int, groups: list[list[int]], reveal: bool) -> dict[int, int]:
    """Each tied player's points in the games they played against others of their tie."""
    group_of = {pid: i for i, g in enumerate(groups) for pid in g}
    out: dict[int, int] = defaultdict(int)
    for game in results(tournament_id, reveal=reveal):
        if game.points is None:
            continue
        for seat, pid in enumerate(game.player_ids):
            g = group_of.get(pid)
            if g is None:
                continue
            if any(group_of.get(other) == g for other in game.player_ids if other != pid):
                out[pid] += game.points[seat]
    return out


def team_standings(tournament_id: int, *, reveal: bool = False) -> list[TeamRow]:
    fmt = event_format.load(tournament_id)
    best = int(fmt.get("team_score") or 0)
    by_player = {r.row.player_id: r for r in event_standings(tournament_id, reveal=reveal)}
    rows = []
    for team in fmt.get("teams") or []:
        members = [by_player[m] for m in team["members"] if m in by_player]
        members.sort(key=lambda r: -r.total)
        counted = members[:best] if best else members
        rows.append((sum(r.total for r in counted), team["name"], tuple(r.row.name for r in members),
                     tuple(r.row.name for r in counted)))
    rows.sort(key=lambda r: (-r[0], r[1]))
    out: list[TeamRow] = []
    for i, (total, name, members_names, counted_names) in enumerate(rows):
        rank = out[-1].rank if out and out[-1].total == total else i + 1
        out.append(TeamRow(rank, name, total, members_names, counted_names))
    return out
