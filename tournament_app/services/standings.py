"""Standings and per-game results, computed from the stored games (player statistics:
:mod:`tournament_app.services.player_stats`)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from peewee import fn

from tournament_app.files.progress import Progress, report
from tournament_app.services import event_format
from tournament_app.services.base import CTX, fail_setting, transaction
from tournament_app.services.game_feed import GameFeed
from tournament_app.services.penalties import game_chombos
from tournament_app.services.rows import GameResult, StandingRow
from tournament_app.storage.models import Game, Penalty, Player, Registration, Round, Table, db_proxy
from tournament_app.words.messages import N_

RoundRange = tuple[int, int] | None


def _in_range(number: int, rounds: RoundRange) -> bool:
    return rounds is None or rounds[0] <= number <= rounds[1]


def check_rounds(tournament_id: int, rounds: RoundRange) -> None:
    """A range of rounds the tournament has seated: beyond its last round a range would rank every
    player level on nothing, so it is refused, as a round that does not exist is."""
    if rounds is None:
        return
    with transaction():
        last = Round.select(fn.MAX(Round.number)).where(Round.tournament == tournament_id).scalar()
    if last is None:
        fail_setting("rounds", N_(CTX, "there is no round {round}: no round is seated yet"), round=rounds[1])
    if rounds[1] > last:
        fail_setting("rounds", N_(CTX, "there is no round {round}: the tournament has rounds 1 to {last}"),
                     round=rounds[1], last=last)


def _finished_games(tournament_id: int, rounds: RoundRange) -> Iterable[tuple]:
    query = (Game.select(Round.number, Game.seat0, Game.seat1, Game.seat2, Game.seat3,
                         Game.s0, Game.s1, Game.s2, Game.s3, Game.p0, Game.p1, Game.p2, Game.p3,
                         Game.r0, Game.r1, Game.r2, Game.r3)
             .join(Table).join(Round)
             .where((Round.tournament == tournament_id) & (Game.state == "finished")))
    if rounds is not None:
        query = query.where(Round.number.between(rounds[0], rounds[1]))
    # raw rows: these columns are plain integers, and peewee's per-value conversion would be
    # most of the time on a big league (12,800 games); read as they are used (inside the caller's
    # transaction), not all at once: 50,000 games' rows took 24 MB
    return db_proxy.execute(query)


def standings(tournament_id: int, rounds: RoundRange = None, *, reveal: bool = False) -> list[StandingRow]:
    """Every player who is registered or has played, best total first; equal totals share a rank.

    ``rounds``: restrict to rounds ``(first, last)`` inclusive (penalties of those rounds, and
    penalties attached to no round only when the range starts at round 1). Hidden rounds
    (event_format.hide_standings) are left out unless ``reveal`` (the organiser's own view).
    """
    if not reveal:
        rounds = event_format.visible_rounds(tournament_id, rounds)
    acc: dict[int, dict] = defaultdict(lambda: {"total": 0, "games": 0, "places": [0, 0, 0, 0],
                                                "rank_sum": 0, "score_sum": 0, "best": None,
                                                "worst": None, "penalties": 0, "outside": 0,
                                                "by_round": {}})
    with transaction():
        players = {p.id: p for p in Player.select(Player, Registration.status).join(Registration)
                   .where(Registration.tournament == tournament_id)}
        for number, *row in _finished_games(tournament_id, rounds):
            for seat in range(4):
                pid, score, points, rank = row[seat], row[4 + seat], row[8 + seat], row[12 + seat]
                a = acc[pid]
                a["total"] += points
                a["games"] += 1
                a["places"][rank - 1] += 1
                a["rank_sum"] += rank
                a["score_sum"] += score
                a["best"] = points if a["best"] is None else max(a["best"], points)
                a["worst"] = points if a["worst"] is None else min(a["worst"], points)
                a["by_round"][number] = a["by_round"].get(number, 0) + points
        round_of = {r.id: r.number for r in Round.select().where(Round.tournament == tournament_id)}
        penalties = list(Penalty.select(Penalty.player, Penalty.round, Penalty.points)
                         .where((Penalty.tournament == tournament_id) & Penalty.cancelled_at.is_null())
                         .tuples())
        chombos = [(c.player_id, c.round, c.points) for c in game_chombos(tournament_id, rounds)]
    for pid, round_id, points in penalties:
        number = round_of.get(round_id) if round_id is not None else None
        if number is None and rounds is not None and rounds[0] > 1:
            continue
        if number is not None and not _in_range(number, rounds):
            continue
        a = acc[pid]
        a["total"] += points
        a["penalties"] += points
        a["outside"] += points
        if number is not None:
            a["by_round"][number] = a["by_round"].get(number, 0) + points
    for pid, _number, points in chombos:  # in the games' points already: shown, not added again
        acc[pid]["penalties"] += points
    subs = event_format.substitute_policy(tournament_id)
    rows = []
    for pid, p in players.items():
        a = acc[pid]
        if p.registration.status == "withdrawn" and not a["games"]:
            continue
        if p.registration.status == "substitute":
            if not subs["in_standings"]:
                continue
            if subs["policy"] == "fixed":  # each game scored the fixed result, whatever was played
                fixed = int(subs["points"])
                a["by_round"] = dict.fromkeys(a["by_round"], fixed)
                a["total"] = fixed * a["games"] + a["outside"]
                a["best"] = a["worst"] = fixed if a["games"] else None
        rows.append((pid, p, a))
    rows.sort(key=lambda r: (-r[2]["total"], r[1].reading or r[1].name, r[1].name))
    out = []
    for i, (pid, p, a) in enumerate(rows):
        rank = out[-1].rank if out and out[-1].total == a["total"] else i + 1
        out.append(StandingRow(rank, pid, p.name, p.reading, p.affiliation, a["total"], a["games"],
                               tuple(a["places"]), a["rank_sum"], a["score_sum"], a["best"],
                               a["worst"], a["penalties"], dict(a["by_round"])))
    return out


def results(tournament_id: int, rounds: RoundRange = None, *, with_hands: bool = False,
            reveal: bool = False, progress: Progress | None = None) -> list[GameResult]:
    """Every game (finished or not) with its settlement; ``with_hands`` adds its replayed hands
    (``outcomes``), from which the export layer writes the score sheets. Hidden rounds are left out
    unless ``reveal``. ``progress``: games settled (and replayed), of all. (A long league's games
    one batch at a time: :class:`~tournament_app.services.game_feed.GameFeed`.)"""
    feed = GameFeed(tournament_id, rounds, with_hands=with_hands, reveal=reveal, whole=True)
    out = []
    for index, row in enumerate(feed):
        report(progress, index, len(feed))
        out.append(row)
    report(progress, len(feed), len(feed))
    return out
