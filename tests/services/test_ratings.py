"""The club rating over the database's events (Tenhou's R), recomputed by hand from the games' places.

Ratings in hundredths: R1500.00 is 150000. A newcomer's first game moves them by the whole place base
(30/10/−10/−30); a second game by 0.998 × (base + (table average − own) / 40).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tournament_app.services import event_format, games, people, ratings, rounds, tournaments

from .helpers import tournament_with_players


def _event(name: str, day: dt.date, results: list[list[int]], n: int = 4) -> tuple[int, list[int]]:
    """A tournament dated ``day`` whose players 0-3 play one final-scores game per entry of ``results``
    (scores in seat order, seat i = player i)."""
    tid, ids = tournament_with_players(n, name=name)
    tournaments.update_tournament(tid, name=name, starts_on=day, ends_on=day, venue="")
    for scores in results:
        rounds.seat_round(tid, "manual", tables=[ids[:4]])
        game = games.games_of_round(tid, rounds.round_numbers(tid)[-1])[0]
        games.record_final_scores(game, scores)
    return tid, ids


def test_events_are_rated_in_date_order_and_a_person_spans_them(tournament_db: Path) -> None:
    # created first, played last
    _spring, s = _event("Spring", dt.date(2026, 4, 1), [[10000, 40000, 30000, 20000]])
    _winter, w = _event("Winter", dt.date(2026, 1, 10), [[40000, 30000, 20000, 10000]])
    person = {s[0]: w[0]}  # Spring's player 0 is Winter's player 0
    table = {r.person: r for r in ratings.ratings(person)}
    me = table[w[0]]
    # Winter: a newcomer 1st, +30 → 1530.00. Spring: 4th at a table averaging (1530 + 3 × 1500) / 4
    # = 1507.5 after one game: 0.998 × (−30 + (1507.5 − 1530) / 40) = −30.501375 → −30.50 → 1499.50
    assert [(p.tournament, p.rating, p.games, p.event_games) for p in me.history] == [
        ("Winter", 153_000, 1, 1), ("Spring", 149_950, 2, 1)]
    assert (me.rating, me.games, me.player_id) == (149_950, 2, s[0])
    assert me.history[0].date == dt.date(2026, 1, 10)
    # Spring's newcomers gain (avg − own) / 40 = 7.5 / 40 = 0.1875 beyond their base: 30.1875 → 30.19
    assert [table[pid].rating for pid in s[1:4]] == [153_019, 151_019, 149_019]
    assert [table[pid].rating for pid in w[1:4]] == [151_000, 149_000, 147_000]
    assert [r.rating for r in ratings.ratings(person)] == [153_019, 151_019, 151_000, 149_950, 149_019,
                                                           149_000, 147_000]


def test_without_person_keys_each_player_is_a_person(tournament_db: Path) -> None:
    _spring, s = _event("Spring", dt.date(2026, 4, 1), [[10000, 40000, 30000, 20000]])
    _winter, w = _event("Winter", dt.date(2026, 1, 10), [[40000, 30000, 20000, 10000]])
    table = {r.player_id: r for r in ratings.ratings()}
    assert len(table) == 8
    assert [r.rank for r in ratings.ratings()] == [1, 1, 3, 3, 5, 5, 7, 7]  # equal ratings share
    assert (table[w[0]].rating, table[s[0]].rating) == (153_000, 147_000)
    assert table[s[0]].history[0].tournament == "Spring" and table[s[0]].games == 1
    assert ratings.person_rating(f"player:{s[0]}") == table[s[0]]
    assert ratings.person_rating("player:1000000") is None
    # linked in the registry, the two events' players are one person without any keys passed
    person = people.link(s[0], None)
    people.link(w[0], person)
    [linked] = [r for r in ratings.ratings() if r.person == f"person:{person}"]
    assert linked.games == 2 and [h.tournament for h in linked.history] == ["Winter", "Spring"]
    assert len(ratings.ratings()) == 7


def test_a_player_after_every_event_and_shared_places(tournament_db: Path) -> None:
    # one event of two games: the first shares 1st (32,000 each under jpml), the second in order
    _tid, ids = _event("Club night", dt.date(2026, 5, 1),
                      [[32000, 32000, 20000, 16000], [40000, 30000, 20000, 10000]])
    table = {r.player_id: r for r in ratings.ratings()}
    # game 1: (30 + 10) / 2 = +20 each, −10, −30 → 1520, 1520, 1490, 1470 (average 1500)
    # game 2, factor 0.998: 1st 0.998 × (30 + (1500 − 1520) / 40) = 29.441 → 29.44 → 1549.44
    # 2nd 0.998 × (10 − 0.5) = 9.481 → 9.48; 3rd 0.998 × (−10 + 0.25) = −9.7305 → −9.73;
    # 4th 0.998 × (−30 + 0.75) = −29.1915 → −29.19
    assert [table[pid].rating for pid in ids] == [154_944, 152_948, 148_027, 144_081]
    assert [len(table[pid].history) for pid in ids] == [1] * 4  # one point per event, after its last game
    assert table[ids[0]].history[0].event_games == 2


def test_unfinished_games_and_hidden_rounds_are_not_rated(tournament_db: Path) -> None:
    tid, ids = _event("Open", dt.date(2026, 6, 1), [[40000, 30000, 20000, 10000]] * 2)
    rounds.seat_round(tid, "manual", tables=[ids])  # round 3: seated, not played
    event_format.hide_standings(tid, 2)
    assert [r.games for r in ratings.ratings()] == [1, 1, 1, 1]
    event_format.show_standings(tid)
    top = ratings.ratings()[0]
    assert (top.player_id, top.games) == (ids[0], 2)
