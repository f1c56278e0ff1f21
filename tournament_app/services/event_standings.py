"""Standings as the event's format ranks them: per stage with carry-over, tie-breaks applied and named,
the whole event by the stage reached, and team standings (see event_format.py for the format itself,
stage_entries.py for who entered each stage)."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from peewee import fn

from tournament_app.services import event_format, stage_entries
from tournament_app.services.base import CTX, fail, transaction
from tournament_app.services.rows import StandingRow
from tournament_app.services.stage_entries import Entry
from tournament_app.services.standings import results, standings
from tournament_app.storage.models import Round
from tournament_app.words.messages import N_


@dataclass(frozen=True)
class EventRow:
    rank: int
    row: StandingRow  # the player's own games in the stage (or the whole event)
    total: int  # tenths: the stage's points plus what was carried over (the whole event: every game)
    carried: int  # tenths carried from the previous stage (into the stage reached)
    tie_break: str | None  # the tie-break that placed this player among equal totals
    team: str | None
    stage: int | None = None  # the whole event of an event with stages: the stage reached (0-based)
    stage_total: int | None = None  # … and the total there (carried included) that set the place


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
    (each row naming the one that set its place) and, once a later stage has started, by the stage
    reached first (each row naming that stage and its total there); for a range of rounds, their
    plain totals."""
    if rounds is not None:
        return standings(tournament_id, rounds, reveal=reveal)
    stages = event_format.stages_of(tournament_id)
    names = [str(s["name"]) for s in stages]
    return [replace(r.row, rank=r.rank, tie_break=r.tie_break,
                    stage=names[r.stage] if r.stage is not None else None, stage_total=r.stage_total)
            for r in event_standings(tournament_id, reveal=reveal)]


def stage_rounds(stages: list[dict[str, Any]], index: int) -> tuple[int, int]:
    first = stages[index]["first_round"]
    last = stages[index + 1]["first_round"] - 1 if index + 1 < len(stages) else 10**6
    return first, last


def event_standings(tournament_id: int, stage: int | None = None, *, reveal: bool = False) -> list[EventRow]:
    """The standings of ``stage`` (0-based; None: the whole event), best first.

    The whole event of an event whose later stages have started ranks by the stage reached: the last
    stage's players in its order, then those who went out in the stage before in that stage's order,
    and so on (as tournaments publish a final ranking)."""
    fmt = event_format.load(tournament_id)
    team_of = _teams(fmt)
    stages = fmt.get("stages") or []
    if stage is not None and not 0 <= stage < max(1, len(stages)):  # without stages, stage 1 is all
        fail(N_(CTX, "there is no stage {stage}"), stage=stage + 1)
    if stage is None:
        reached = _last_seated_stage(tournament_id, stages)
        if not reached:
            rows = standings(tournament_id, reveal=reveal)
            return _ranked(tournament_id, fmt, [(r, r.total, 0) for r in rows], team_of, reveal)
        return _by_stage_reached(tournament_id, _stage_tables(tournament_id, fmt, reached, team_of, reveal),
                                 reveal)
    if not stages:
        rows = standings(tournament_id, reveal=reveal)
        return _ranked(tournament_id, fmt, [(r, r.total, 0) for r in rows], team_of, reveal)
    return _stage_tables(tournament_id, fmt, stage, team_of, reveal)[stage]


def ranked_rounds(tournament_id: int, rounds: tuple[int, int], *, reveal: bool = False) -> list[EventRow]:
    """The plain totals of rounds ``(first, last)`` ranked by the event's tie-breaks over those rounds
    (a league's standings after one of its days, services.season_standings)."""
    fmt = event_format.load(tournament_id)
    rows = standings(tournament_id, rounds, reveal=reveal)
    return _ranked(tournament_id, fmt, [(r, r.total, 0) for r in rows], _teams(fmt), reveal, rounds=rounds)


def _teams(fmt: dict[str, Any]) -> dict[int, str]:
    return {pid: t["name"] for t in fmt.get("teams") or [] for pid in t["members"]}


def _last_seated_stage(tournament_id: int, stages: list[dict[str, Any]]) -> int:
    """The index of the last stage whose first round is seated (0 without stages)."""
    if len(stages) < 2:
        return 0
    with transaction():
        last = Round.select(fn.MAX(Round.number)).where(Round.tournament == tournament_id).scalar() or 0
    return max(i for i, s in enumerate(stages) if i == 0 or s["first_round"] <= last)


def _stage_tables(tournament_id: int, fmt: dict[str, Any], upto: int, team_of: dict[int, str],
                  reveal: bool) -> list[list[EventRow]]:
    """The standings of stages 0 … ``upto``, each from the one before: who entered (fixed once seated),
    what they carried, and their place in it, which breaks ties nothing in the stage itself breaks."""
    stages = fmt["stages"]
    tables: list[list[EventRow]] = []
    for index in range(upto + 1):
        span = stage_rounds(stages, index)
        rows = standings(tournament_id, span, reveal=reveal)
        if index == 0:
            tables.append(_ranked(tournament_id, fmt, [(r, r.total, 0) for r in rows], team_of, reveal,
                                  rounds=span))
            continue
        previous = tables[-1]
        entry = _entry(tournament_id, stages, index, previous)
        places = dict(entry)
        everyone = stages[index].get("entry", "all") == "all"
        chosen = [r for r in rows if everyone or r.player_id in places]
        permille = int(stages[index].get("carry", 0))
        carried = {p.row.player_id: p.total * permille // 1000 for p in previous}  # tenths, rounded down
        items = [(r, r.total + carried.get(r.player_id, 0), carried.get(r.player_id, 0)) for r in chosen]
        tables.append(_ranked(tournament_id, fmt, items, team_of, reveal, rounds=span, earlier=places))
    return tables


def _entry(tournament_id: int, stages: list[dict[str, Any]], index: int, previous: list[EventRow]) -> Entry:
    """Who plays stage ``index`` in the order of the previous stage's standings, with their places
    there: as stored when the stage was seated, or as the standings decide it now."""
    entry = stages[index].get("entry", "all")
    if entry != "all":
        fixed = stage_entries.stored(tournament_id, int(stages[index]["first_round"]))
        if fixed is not None:
            return fixed
    order = [(r.row.player_id, r.rank) for r in previous]
    if entry == "all":
        return order
    if "players" in entry:
        listed = set(entry["players"])
        chosen = [item for item in order if item[0] in listed]
        seen = {pid for pid, _rank in chosen}
        return chosen + [(pid, len(order) + 1) for pid in entry["players"] if pid not in seen]
    return order[:int(entry["top"])]


def entry_order(tournament_id: int, stage: int) -> list[int] | None:
    """Who plays ``stage``, in the order of the ranking that decided it (the cut's order): None for
    everyone (the first stage, or a stage that takes everyone)."""
    fmt = event_format.load(tournament_id)
    stages = fmt.get("stages") or []
    if stage == 0 or not stages or stages[stage].get("entry", "all") == "all":
        return None
    fixed = stage_entries.stored(tournament_id, int(stages[stage]["first_round"]))
    if fixed is not None:
        return [pid for pid, _rank in fixed]
    team_of = _teams(fmt)
    previous = _stage_tables(tournament_id, fmt, stage - 1, team_of, True)[-1]
    return [pid for pid, _rank in _entry(tournament_id, stages, stage, previous)]


def enter_stage(tournament_id: int, round_number: int) -> None:
    """Fix who plays the stage that starts at ``round_number`` (called as that round is seated, in
    its transaction); nothing for other rounds or for stages that take everyone."""
    stages = event_format.stages_of(tournament_id)
    index = next((i for i, s in enumerate(stages) if i and s["first_round"] == round_number), None)
    if index is None or stages[index].get("entry", "all") == "all":
        return
    fmt = event_format.load(tournament_id)
    team_of = _teams(fmt)
    previous = _stage_tables(tournament_id, fmt, index - 1, team_of, True)[-1]
    stage_entries.fix(tournament_id, round_number, _entry(tournament_id, stages, index, previous))


def _by_stage_reached(tournament_id: int, tables: list[list[EventRow]], reveal: bool) -> list[EventRow]:
    """The whole event ranked by the stage reached, each group in its stage's order (places shared
    within a stage stay shared); each row carries the player's games of the whole event."""
    whole = {r.player_id: r for r in standings(tournament_id, reveal=reveal)}
    out: list[EventRow] = []
    placed: set[int] = set()
    for index in range(len(tables) - 1, -1, -1):
        group = [r for r in tables[index] if r.row.player_id not in placed]
        for i, r in enumerate(group):
            rank = out[-1].rank if i and r.rank == group[i - 1].rank else len(out) + 1
            row = whole.get(r.row.player_id, r.row)
            out.append(EventRow(rank, row, row.total, r.carried, r.tie_break, r.team, index, r.total))
        placed.update(r.row.player_id for r in group)
    return out


def _ranked(tournament_id: int, fmt: dict[str, Any], rows: list[tuple[StandingRow, int, int]],
            team_of: dict[int, str], reveal: bool, *, rounds: tuple[int, int] | None = None,
            earlier: dict[int, int] | None = None) -> list[EventRow]:
    """Best total first; equal totals by the tie-breaks over ``rounds``' games, then (a later stage)
    by the ``earlier`` place in the stage before, which carries the tie-breaks that already separated
    players at the start of a stage, before the lottery; equal on all: the place is shared."""
    rules = [r for r in fmt.get("tie_breaks") or [] if r in event_format.TIE_BREAKS]
    if earlier:  # the previous stage's place comes before the lottery, which is always the last resort
        drawn = ["lottery"] if "lottery" in rules else []
        rules = [r for r in rules if r != "lottery"] + ["previous_stage"] + drawn
    lottery = {int(k): v for k, v in (fmt.get("lottery") or {}).items()}
    groups: dict[int, list[tuple[StandingRow, int, int]]] = defaultdict(list)
    for item in rows:
        groups[item[1]].append(item)
    h2h: dict[int, int] = {}
    if "head_to_head" in rules and any(len(g) > 1 for g in groups.values()):
        h2h = _head_to_head(tournament_id, [[r.player_id for r, _t, _c in g] for g in groups.values()
                                            if len(g) > 1], reveal, rounds)
    places = earlier or {}
    out: list[EventRow] = []
    for total in sorted(groups, reverse=True):
        group = groups[total]

        def keys(item: tuple[StandingRow, int, int]) -> tuple[Any, ...]:
            return tuple(_key(rule, item[0], h2h, lottery, places) for rule in rules)

        ordered = sorted(((keys(item), item) for item in group),
                         key=lambda k_item: (k_item[0], k_item[1][0].reading or k_item[1][0].name,
                                             k_item[1][0].name))
        # how many of the group share each leading part of the keys: read once, not per pair (a
        # field of thousands level at 0.0 before the first game)
        sharing = Counter(k[:n] for k, _item in ordered for n in range(len(rules) + 1))
        start = len(out) + 1
        for i, (mine, (row, t, carried)) in enumerate(ordered):
            rank = start + i
            if i and ordered[i - 1][0] == mine:
                rank = out[-1].rank  # equal on every tie-break: the place is shared
            out.append(EventRow(rank, row, t, carried, _broken_by(mine, sharing, rules),
                                team_of.get(row.player_id)))
    return out


def _broken_by(mine: tuple[Any, ...], sharing: Counter[tuple[Any, ...]], rules: list[str]) -> str | None:
    """The tie-break that separated this player from some of those still level with it: the first
    whose value fewer of the group share than share everything before it."""
    for n, rule in enumerate(rules):
        if sharing[mine[:n + 1]] < sharing[mine[:n]]:
            return rule
    return None


def _key(rule: str, row: StandingRow, h2h: dict[int, int], lottery: dict[int, int],
         places: dict[int, int]) -> Any:
    """Smaller sorts first (so better is smaller)."""
    if rule == "previous_stage":
        return places.get(row.player_id, 10**9)
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


def _head_to_head(tournament_id: int, groups: list[list[int]], reveal: bool,
                  rounds: tuple[int, int] | None = None) -> dict[int, int]:
    """Each tied player's points in the games (of ``rounds``) they played against others of their tie."""
    group_of = {pid: i for i, g in enumerate(groups) for pid in g}
    out: dict[int, int] = defaultdict(int)
    for game in results(tournament_id, rounds, reveal=reveal):
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
