"""Rounds (回戦): seating a round, reading the seating, changing it before play starts."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from peewee import Case, fn

from tournament_app.checks.limits import MAX_PLANNED_ROUNDS, MAX_PLAYERS
from tournament_app.files.progress import Progress
from tournament_app.seating import fives as seating_fives
from tournament_app.seating import plan as seating
from tournament_app.services import event_format, seating_plan, stage_entries
from tournament_app.services.base import (
    CTX,
    SEATING_CHANGED,
    ConflictError,
    audit,
    fail,
    lock_tournament,
    transaction,
)
from tournament_app.services.rows import TableSeating
from tournament_app.storage.models import Game, Player, Registration, Round, Table, Tournament, db_proxy
from tournament_app.words.messages import N_, UserError

METHODS = ("random", "standings", "manual")


def history(tournament_id: int) -> list[list[list[int]]]:
    """Every seated round so far: tables of player ids in seat order (inside a transaction)."""
    return _history(tournament_id)


def active_players(tournament_id: int) -> list[int]:
    """The players to seat at tables of four and five (refused when they cannot be)."""
    return _players_to_seat(tournament_id, True)


def _history(tournament_id: int) -> list[list[list[int]]]:
    """Every seated round so far: tables of player ids in seat order."""
    query = (Game.select(Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3)
             .join(Table).join(Round).where(Round.tournament == tournament_id)
             .order_by(Round.number, Table.number))
    rounds: dict[int, list[list[int]]] = {}
    for number, *seats in db_proxy.execute(query).fetchall():  # raw rows: fast on a big league
        rounds.setdefault(number, []).append(seats)
    return [rounds[n] for n in sorted(rounds)]


def _players_to_seat(tournament_id: int, fives: bool = False) -> list[int]:
    """Active players, completed with substitutes when the count is not a multiple of four (with
    ``fives``: the active players only, some at tables of five); in a stage that takes the top N or
    a list (event_format), exactly those players."""
    stage = event_format.stage_of_round(tournament_id, len(round_numbers_now(tournament_id)) + 1)
    if stage:
        from tournament_app.services.event_standings import entry_order

        chosen = entry_order(tournament_id, stage)  # fixed once the stage's first round is seated
        if chosen is not None:
            return sorted(chosen)
    regs = list(Registration.select(Registration.player, Registration.status)
                .where(Registration.tournament == tournament_id).order_by(Registration.id))
    active = [r.player_id for r in regs if r.status == "active"]
    subs = [r.player_id for r in regs if r.status == "substitute"]
    if fives:
        check_fives(len(active))
        return active
    missing = -len(active) % 4
    if missing and len(subs) >= missing:
        active += subs[:missing]
    if len(active) < 4 or len(active) % 4:
        fail(N_(CTX, "%n players cannot be seated at tables of four: register {add} more "
                     "(substitutes count) or withdraw {remove}"),
             len(active), add=-len(active) % 4 or 4, remove=len(active) % 4)
    if len(active) > MAX_PLAYERS:
        fail(N_(CTX, "{count} players are more than the {most} one tournament can seat"),
             count=len(active), most=MAX_PLAYERS)
    return active


def fives_fit(tournament_id: int) -> bool:
    """The active players do not fill tables of four, and tables of four and five seat them."""
    try:
        with transaction():
            return len(_players_to_seat(tournament_id, True)) % 4 != 0
    except UserError:
        return False


def check_fives(count: int) -> None:
    """Refuse ``count`` players when tables of four and five cannot seat them (or one tournament)."""
    if count > MAX_PLAYERS:
        fail(N_(CTX, "{count} players are more than the {most} one tournament can seat"),
             count=count, most=MAX_PLAYERS)
    if seating_fives.table_sizes(count) is None:
        add = next(a for a in range(1, 5) if seating_fives.table_sizes(count + a))
        remove = next((r for r in range(1, count) if seating_fives.table_sizes(count - r)), None)
        if remove is None:
            fail(N_(CTX, "%n players cannot be seated at tables of four and five: register {add} more"),
                 count, add=add)
        fail(N_(CTX, "%n players cannot be seated at tables of four and five: register {add} more "
                     "or withdraw {remove}"), count, add=add, remove=remove)


def _check_next(tournament_id: int, expected: int | None) -> None:
    """Lock the tournament's seating; ``expected``: the round the organiser means to seat (or delete)."""
    lock_tournament(tournament_id)
    if expected is not None and len(round_numbers_now(tournament_id)) + 1 != expected:
        raise ConflictError(SEATING_CHANGED)


def round_numbers_now(tournament_id: int) -> list[int]:
    return [r.number for r in Round.select(Round.number).where(Round.tournament == tournament_id)]


def seat_round(tournament_id: int, method: str = "random", *, seed: int | None = None,
               tables: Sequence[Sequence[int]] | None = None, expected: int | None = None,
               progress: Progress | None = None, fives: bool = False) -> int:
    """Seat the next round: ``random`` (fewest repeated opponents), ``standings`` (1st-4th at
    table 1 …) or ``manual`` (``tables`` of player ids in seat order). Returns its number.
    ``expected``: the number the organiser saw as next; another desk's seating meanwhile refuses.
    With a planned number of rounds, ``random`` plans the rest of the schedule with this round
    (``progress``: that search, which Cancelled stops before anything is stored).
    ``fives``: seat the active players at tables of four and five rather than fill tables of four with
    substitutes; at each table of five the player who sat out fewest rounds so far sits this one out
    (by hand: the first of a table of five)."""
    if method not in METHODS:
        fail(N_(CTX, "unknown seating method {method}; expected one of {allowed}"), method=method,
             allowed=", ".join(METHODS))
    with transaction():
        active = _players_to_seat(tournament_id, True) if fives else []
    if fives and len(active) % 4 == 0:
        fives = False  # tables of four seat them all
    if method == "random" and not fives and _rounds_left(tournament_id) >= 1 \
            and not _seats_by_rank(tournament_id):
        return _seat_ahead(tournament_id, 1, seed, expected, "random", progress)[0]
    with transaction():
        _check_next(tournament_id, expected)
        tournament = Tournament.get_by_id(tournament_id)
        players = _players_to_seat(tournament_id, fives)
        history = _history(tournament_id)
        rng = random.Random(seed)
        out: dict[int, int] = {}  # table index -> the player sitting out there
        if method == "manual":
            layout, out = check_manual(players, tables or [], len(players) % 4 if fives else 0)
            number = _create_round(tournament, len(history) + 1, layout, method, _fives_of(layout, out))
            return number
        if fives:
            sitters = _next_sitters(tournament_id, players, len(players) % 4, rng)
            players = [p for p in players if p not in sitters]
        if _seats_by_rank(tournament_id):  # the stage says so, whatever the method asked
            method = "rank"
            layout = seating.by_standings(_rank_order(tournament_id, players, len(history) + 1))
        elif method == "standings":
            layout = _by_standings(tournament_id, players, history)
        elif len(players) < seating.MIN_PLAYERS:  # one table: only the winds can vary
            layout = seating.balance_winds([players], history, rng)
        else:  # teammates are kept apart as if they had met three times already
            counted = _counted(tournament_id, history)
            tables = seating.random_round(players, [*counted, *_teams_apart(tournament_id)], rng)
            layout = seating.balance_winds(tables, history, rng)
        if fives:  # the tables of five are the last ones
            out = {len(layout) - len(sitters) + i: p for i, p in enumerate(sitters)}
        number = _create_round(tournament, len(history) + 1, layout, method, _fives_of(layout, out))
    return number


def _fives_of(layout: Sequence[Sequence[int]], out: dict[int, int]) -> dict[int, list[int]]:
    """A round's tables of five, numbered from 1: who sits out, then the game's seats."""
    return {i + 1: [p, *layout[i]] for i, p in out.items()}


def _next_sitters(tournament_id: int, players: list[int], count: int, rng: random.Random) -> list[int]:
    """The ``count`` players to sit out the next round: the fewest sit-outs so far, then by lot."""
    sat = sit_out_counts(tournament_id)
    lots = {p: rng.random() for p in players}
    return sorted(players, key=lambda p: (sat.get(p, 0), lots[p]))[:count]


def five_tables(tournament_id: int) -> dict[int, dict[int, list[int]]]:
    """Round number -> table number -> its five players in their order of sitting out."""
    with transaction():
        return {n: {int(t): list(o) for t, o in json.loads(f).items()} for n, f in Round.select(
            Round.number, Round.fives).where((Round.tournament == tournament_id)
                                             & Round.fives.is_null(False)).tuples()}


def store_five(tournament_id: int, number: int, table: int, order: Sequence[int]) -> None:
    """Round ``number``'s table ``table`` of five, with a new order of sitting out."""
    rnd = Round.get((Round.tournament == tournament_id) & (Round.number == number))
    fives = json.loads(rnd.fives or "{}")
    fives[str(table)] = list(order)
    Round.update(fives=json.dumps(fives)).where(Round.id == rnd.id).execute()


def random_tables(players: list[int], history: list[list[list[int]]], rng: random.Random) -> list[list[int]]:
    """Tables of four for ``players`` (a multiple of four, maybe none), fewest repeats, winds balanced."""
    if not players:
        return []
    if len(players) < seating.MIN_PLAYERS:
        return seating.balance_winds([players], history, rng)
    return seating.balance_winds(seating.random_round(players, history, rng), history, rng)


def sitting_out(tournament_id: int) -> dict[int, dict[int, int]]:
    """Round number -> table number -> the player sitting out there (tables of five only)."""
    with transaction():
        fives = five_tables(tournament_id)
        if not fives:
            return {}
        seats = {(n, t): (s0, s1, s2, s3) for n, t, s0, s1, s2, s3 in (
            Game.select(Round.number, Table.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3)
            .join(Table).join(Round).where((Round.tournament == tournament_id)
                                           & Round.number.in_(sorted(fives))).tuples())}
    out: dict[int, dict[int, int]] = {}
    for number, tables in fives.items():
        for table, order in tables.items():
            out_now = seating_fives.sitter(order, seats.get((number, table), ()))
            if out_now is not None:
                out.setdefault(number, {})[table] = out_now
    return out


def sit_out_counts(tournament_id: int, before: int | None = None) -> dict[int, int]:
    """How many rounds each player sat out (before round ``before``, when given)."""
    counts: dict[int, int] = {}
    for number, tables in sitting_out(tournament_id).items():
        if before is None or number < before:
            for p in tables.values():
                counts[p] = counts.get(p, 0) + 1
    return counts


def _by_standings(tournament_id: int, players: list[int], history: list[list[list[int]]]) -> list[list[int]]:
    """1st to 4th at table 1 …, by the current stage's standings, the winds balanced."""
    order = standings_order(tournament_id, players, len(history) + 1)
    return seating.balance_winds(seating.by_standings(order), history)


def standings_order(tournament_id: int, players: list[int], number: int) -> list[int]:
    """``players`` in the order of the standings of round ``number``'s stage."""
    from tournament_app.services.event_standings import event_standings

    stage = event_format.stage_of_round(tournament_id, number)
    order = [r.row.player_id for r in event_standings(tournament_id, stage, reveal=True)]
    return _complete(order, players)


# -- a stage seated by rank ----------------------------------------------------------------------
def next_stage_by_rank(tournament_id: int) -> str | None:
    """The name of the stage the next round belongs to when it is seated by rank (``final_seats``:
    1st East … 4th North, whichever method is asked for); None otherwise."""
    with transaction():
        stages = event_format.stages_of(tournament_id)
        stage = event_format.stage_of_round(tournament_id, len(round_numbers_now(tournament_id)) + 1)
    if stage is None or stages[stage].get("final_seats") != "rank":
        return None
    return str(stages[stage]["name"])


def next_round_size(tournament_id: int) -> int | None:
    """How many players the next round seats (a stage's entrants only); None when they cannot be
    seated as they stand (the seating itself says why)."""
    try:
        with transaction():
            return len(_players_to_seat(tournament_id))
    except UserError:
        return None


def _seats_by_rank(tournament_id: int) -> bool:
    return next_stage_by_rank(tournament_id) is not None


def _rank_order(tournament_id: int, players: list[int], number: int) -> list[int]:
    """The order a stage seated by rank seats round ``number`` in: its first round by the ranking
    that decided who entered (whatever the carry-over: with none everyone starts level), a later round
    by the stage's standings (which break a level start by that same ranking)."""
    from tournament_app.services.event_standings import entry_order, event_standings

    stages = event_format.stages_of(tournament_id)
    stage = event_format.stage_of_round(tournament_id, number)
    assert stage is not None
    order = entry_order(tournament_id, stage) if number == stages[stage]["first_round"] else None
    if order is None:
        order = [r.row.player_id for r in event_standings(tournament_id, stage, reveal=True)]
    return _complete(order, players)


def _complete(order: list[int], players: list[int]) -> list[int]:
    """``order`` kept to ``players``, then any player it does not rank."""
    chosen = set(players)
    ranked = [p for p in order if p in chosen]
    return ranked + [p for p in players if p not in set(ranked)]


def _check_stages_ahead(tournament_id: int, count: int) -> None:
    """Several rounds at once stay within a stage: the next stage's players come from the results
    before it, and a stage seated by rank needs the results of each round for the next."""
    stages = event_format.stages_of(tournament_id)
    first = len(round_numbers_now(tournament_id)) + 1
    later = [s for s in stages if first < s["first_round"] < first + count]
    if later:
        fail(N_(CTX, "round {round} starts {stage}, whose players come from the results before it: "
                     "seat up to round {last} now"),
             round=later[0]["first_round"], stage=later[0]["name"], last=later[0]["first_round"] - 1)
    if _seats_by_rank(tournament_id):
        fail(N_(CTX, "a stage seated by rank is seated one round at a time"))


def _teams_apart(tournament_id: int) -> list[list[list[int]]]:
    """Virtual rounds in which each team sits at one 'table' three times: the seating search then
    keeps teammates apart wherever the numbers allow (a fourth meeting costs 16² times a second)."""
    teams = [t["members"] for t in event_format.load(tournament_id).get("teams") or []
             if len(t["members"]) > 1]
    return [[list(m) for m in teams]] * 3 if teams else []


def seat_rounds(tournament_id: int, count: int, *, seed: int | None = None,
                expected: int | None = None, progress: Progress | None = None) -> list[int]:
    """Seat ``count`` rounds at once, planned together: the way to reach zero repeated opponents
    (a whole schedule can move a pair's meeting from one round to another; perfect designs are
    used when nobody has met yet). Seat winds rotate fairly over each block of four rounds.
    ``progress``: the search; Cancelled from it stores nothing."""
    if not 1 <= count <= MAX_PLANNED_ROUNDS:
        fail(N_(CTX, "seat between 1 and {most} rounds at once"), most=MAX_PLANNED_ROUNDS)
    if count > 1:
        with transaction():
            _check_stages_ahead(tournament_id, count)
    elif _seats_by_rank(tournament_id):
        return [seat_round(tournament_id, "random", seed=seed, expected=expected)]
    return _seat_ahead(tournament_id, count, seed, expected, "plan", progress)


def _counted(tournament_id: int, history: list[list[list[int]]]) -> list[list[list[int]]]:
    """The seated rounds whose meetings count as repeats for the next round: those of its stage.

    Repeats count within a stage: the 16 players of a semi-final have mostly met in the qualifying
    rounds already, and counting those would only spread the meetings they cannot avoid over the
    semi-final (12 repeated pairs) instead of giving them new opponents within it."""
    stage = event_format.stage_of_round(tournament_id, len(history) + 1)
    if stage is None:
        return history
    return history[event_format.stages_of(tournament_id)[stage]["first_round"] - 1:]


def repeat_stats(tournament_id: int) -> seating.RepeatStats:
    """How often players met the same opponents: repeated pairs and the most meetings of a pair,
    within the stage of the last round seated (the whole event when it has no stages)."""
    with transaction():
        history = _history(tournament_id)
        stage = event_format.stage_of_round(tournament_id, len(history))
        if stage is not None:
            history = history[event_format.stages_of(tournament_id)[stage]["first_round"] - 1:]
        return seating.repeat_stats(history)


def repeats_stage(tournament_id: int) -> str | None:
    """The stage whose rounds :func:`repeat_stats` counts, named so the count can say so (a
    semi-final's players met in the qualifying rounds); None for an event without stages."""
    with transaction():
        stages = event_format.stages_of(tournament_id)
        stage = event_format.stage_of_round(tournament_id, len(round_numbers_now(tournament_id)))
    return str(stages[stage]["name"]) if stage is not None and len(stages) > 1 else None


def _rounds_left(tournament_id: int) -> int:
    """Rounds still to seat of the tournament's planned number (0 when none is set), up to the end
    of the stage the next round belongs to (the next stage seats other players)."""
    with transaction():
        planned = Tournament.get_by_id(tournament_id).planned_rounds or 0
        seated = len(round_numbers_now(tournament_id))
        later = [s["first_round"] - 1 for s in event_format.stages_of(tournament_id)
                 if s["first_round"] > seated + 1]
        return min([planned, *later]) - seated


def _seat_ahead(tournament_id: int, count: int, seed: int | None, expected: int | None,
                method: str, progress: Progress | None = None) -> list[int]:
    """Seat ``count`` rounds from a plan of every remaining round; keep the rest for later rounds.

    The plan is searched outside any transaction (it may take seconds and other desks keep
    writing); the write then checks that nobody seated, swapped or withdrew meanwhile."""
    with transaction():
        tournament = Tournament.get_by_id(tournament_id)
        players = _players_to_seat(tournament_id)
        history = _history(tournament_id)
        counted = _counted(tournament_id, history)
    remaining = _rounds_left(tournament_id)
    rng = random.Random(seed)
    if len(players) < seating.MIN_PLAYERS:  # one table: only the winds can vary
        ahead = seating.balance_winds_plan([[list(players)] for _ in range(count)], history, rng)
    else:  # the seats come planned with the rounds (winds balanced over the plan, not round by round)
        ahead = seating_plan.rounds_ahead(tournament, players, history, count, remaining, rng,
                                          counted=counted, apart=_teams_apart(tournament_id),
                                          progress=progress)
    with transaction():
        _check_next(tournament_id, expected)
        tournament = Tournament.get_by_id(tournament_id)
        now_players, now_history = _players_to_seat(tournament_id), _history(tournament_id)
        if seating_plan.plan_key(now_players, now_history) != seating_plan.plan_key(players, history):
            raise ConflictError(SEATING_CHANGED)
        layouts = ahead[:count]
        numbers = [_create_round(tournament, len(history) + 1 + i, layout, method)
                   for i, layout in enumerate(layouts)]
        seating_plan.store(tournament, players, [*history, *layouts], ahead[count:])
    return numbers


def _create_round(tournament: Tournament, number: int, layout: Sequence[Sequence[int]],
                  method: str, fives: dict[int, list[int]] | None = None,
                  numbers: Sequence[int] | None = None) -> int:
    """Round ``number`` with the games ``layout`` at tables ``numbers`` (1, 2 … unless given);
    ``fives``: table number -> its five players in their order of sitting out."""
    from tournament_app.services.event_standings import enter_stage

    enter_stage(tournament.id, number)  # the first round of a stage fixes who plays it
    stored = json.dumps({str(t): list(o) for t, o in fives.items()}) if fives else None
    rnd = Round.create(tournament=tournament, number=number, fives=stored)
    for table_number, seats in zip(numbers or range(1, len(layout) + 1), layout, strict=True):
        table = Table.create(round=rnd, number=table_number)
        Game.create(table=table, seat0=seats[0], seat1=seats[1], seat2=seats[2], seat3=seats[3],
                    rules=tournament.rules)
    detail: dict[str, object] = {"number": number, "method": method, "tables": [list(t) for t in layout]}
    if fives:
        detail["fives"] = {str(t): list(o) for t, o in fives.items()}
    audit("round.seat", "round", rnd.id, None, detail, tournament=tournament.id)
    return number


def create_round(tournament_id: int, number: int, layout: Sequence[Sequence[int]], method: str,
                 fives: dict[int, list[int]] | None = None, numbers: Sequence[int] | None = None) -> int:
    """Store a round seated elsewhere (a league day's tables of five; inside its transaction)."""
    _check_next(tournament_id, number)
    return _create_round(Tournament.get_by_id(tournament_id), number, layout, method, fives, numbers)


def check_manual(players: list[int], tables: Sequence[Sequence[int]],
                  fives: int = 0) -> tuple[list[list[int]], dict[int, int]]:
    """The games of tables given by hand, and who sits out at each of the ``fives`` tables of five
    (the first player listed there)."""
    seated = [p for t in tables for p in t]
    if fives and (any(len(t) not in (4, 5) for t in tables) or sum(len(t) == 5 for t in tables) != fives):
        fail(N_(CTX, "{count} players sit at %n tables of five and the others at tables of four"), fives,
             count=len(players))
    if not fives and any(len(t) != 4 for t in tables):
        fail(N_(CTX, "every table needs exactly four players"))
    if len(set(seated)) != len(seated):
        fail(N_(CTX, "a player is seated twice"))
    missing = set(players) - set(seated)
    extra = set(seated) - set(players)
    if missing or extra:
        names = {p.id: p.name for p in Player.select().where(Player.id.in_(list(missing | extra)))}
        if missing:
            fail(N_(CTX, "{names} not seated"), names=", ".join(sorted(names[p] for p in missing)))
        fail(N_(CTX, "{names} cannot play: not an active player"),
             names=", ".join(sorted(names.get(p, str(p)) for p in extra)))
    out = {i: t[0] for i, t in enumerate(tables) if len(t) == 5}
    return [list(t[1:]) if len(t) == 5 else list(t) for t in tables], out


def seating_of(tournament_id: int, round_number: int | None = None) -> list[TableSeating]:
    """The tables of one round (or of every round), players in seat order."""
    with transaction():
        query = (Game.select(Round.number, Table.number, Game.id, Game.seat0, Game.seat1, Game.seat2,
                             Game.seat3, Game.state)
                 .join(Table).join(Round)
                 .where(Round.tournament == tournament_id).order_by(Round.number, Table.number))
        if round_number is not None:
            query = query.where(Round.number == round_number)
        rows = db_proxy.execute(query).fetchall()
        names = dict(db_proxy.execute(
            Player.select(Player.id, Player.name).join(Registration)
            .where(Registration.tournament == tournament_id)).fetchall())
        out_of = sitting_out(tournament_id)
    out = []
    for number, table, game_id, s0, s1, s2, s3, state in rows:
        sitter = out_of.get(number, {}).get(table)
        out.append(TableSeating(number, table, game_id, (s0, s1, s2, s3),
                                (names[s0], names[s1], names[s2], names[s3]), state, sitter,
                                names.get(sitter) if sitter is not None else None))
    return out


class RoundSummary(NamedTuple):
    number: int
    tables: int
    finished: int
    started: int  # tables whose game has started, the finished ones included


def round_summaries(tournament_id: int) -> list[RoundSummary]:
    """Every round's tables, finished and started, in one query: the rounds list's labels."""
    finished = fn.SUM(Case(None, [(Game.state == "finished", 1)], 0))
    started = fn.SUM(Case(None, [(Game.state != "planned", 1)], 0))
    query = (Game.select(Round.number, fn.COUNT(Game.id), finished, started).join(Table).join(Round)
             .where(Round.tournament == tournament_id).group_by(Round.number).order_by(Round.number))
    with transaction():
        return [RoundSummary(n, t, f or 0, s or 0) for n, t, f, s in db_proxy.execute(query).fetchall()]


def round_status(summaries: Iterable[RoundSummary]) -> tuple[int | None, RoundSummary | None]:
    """The last round whose tables have all finished, and the latest round under way after it (a game
    started, not every one finished: none finished yet too); None for either when there is none.
    What the printed standings and the projector say the standings are after."""
    summaries = list(summaries)
    last = max((s.number for s in summaries if s.tables and s.finished == s.tables), default=None)
    later = [s for s in summaries
             if s.started and s.finished < s.tables and (last is None or s.number > last)]
    return last, max(later, default=None)


def round_in_play(tournament_id: int) -> int | None:
    """The round being played: the first with a game not finished (rounds are often seated ahead,
    for the fewest repeats), else the last; None before any round is seated."""
    summaries = round_summaries(tournament_id)
    unfinished = [s.number for s in summaries if s.finished < s.tables]
    return unfinished[0] if unfinished else summaries[-1].number if summaries else None


def round_numbers(tournament_id: int) -> list[int]:
    with transaction():
        return [r.number for r in Round.select(Round.number)
                .where(Round.tournament == tournament_id).order_by(Round.number)]


def swap_players(tournament_id: int, round_number: int, player_a: int, player_b: int) -> None:
    """Exchange two players' places in a round whose games have not started."""
    with transaction():
        lock_tournament(tournament_id)
        games = list(Game.select(Game).join(Table).join(Round)
                     .where((Round.tournament == tournament_id) & (Round.number == round_number)))
        places = {}
        for g in games:
            for s in range(4):
                places[getattr(g, f"seat{s}_id")] = (g, s)
        if player_a not in places or player_b not in places:
            fail(N_(CTX, "both players must be seated in round {round}"), round=round_number)
        (ga, sa), (gb, sb) = places[player_a], places[player_b]
        if ga.state != "planned" or gb.state != "planned":
            fail(N_(CTX, "a game has started: swap seats at the desk instead"))
        Game.update(**{f"seat{sa}": player_b}).where(Game.id == ga.id).execute()
        Game.update(**{f"seat{sb}": player_a}).where(Game.id == gb.id).execute()
        _swap_in_fives(ga.table.round_id, player_a, player_b)
        audit("round.swap", "round", ga.table.round_id, [player_a, player_b], None,
              tournament=tournament_id)


def _swap_in_fives(round_id: int, a: int, b: int) -> None:
    """The players swapped change tables of five too, so that who sits out stays the same player."""
    stored = Round.get_by_id(round_id).fives
    if stored:
        swapped = {t: [b if p == a else a if p == b else p for p in o] for t, o in json.loads(stored).items()}
        Round.update(fives=json.dumps(swapped)).where(Round.id == round_id).execute()


def delete_last_round(tournament_id: int, *, expected: int | None = None) -> None:
    """Take back the last seating, as long as none of its games has started. ``expected``: the round
    the organiser saw as the last; if another desk seated or deleted one meanwhile, nothing happens."""
    with transaction():
        lock_tournament(tournament_id)
        rnd = (Round.select().where(Round.tournament == tournament_id)
               .order_by(Round.number.desc()).first())
        if rnd is None:
            fail(N_(CTX, "no round has been seated yet"))
        if expected is not None and rnd.number != expected:
            raise ConflictError(SEATING_CHANGED)
        games = list(Game.select(Game).join(Table).where(Table.round == rnd))
        if any(g.state != "planned" for g in games):
            fail(N_(CTX, "round {round} has games under way or finished; it cannot be deleted"),
                 round=rnd.number)
        layout = [[g.seat0_id, g.seat1_id, g.seat2_id, g.seat3_id] for g in games]
        for g in games:
            g.delete_instance()
        Table.delete().where(Table.round == rnd).execute()
        rnd.delete_instance()
        stage_entries.release(tournament_id, rnd.number)  # a stage's first round: decided again
        audit("round.delete", "round", rnd.id, json.dumps(layout), None, tournament=tournament_id)
