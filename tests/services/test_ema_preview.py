"""The EMA ranking preview (issue 40 item 3a) on both back ends: an event's weight from its dates,
players and countries, base ranks from its standings, and a person's rating over two events."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

import pytest

from tests.services.helpers import quick_game
from tournament_app.services import ema_preview, games, players, rounds, tournaments
from tournament_app.services.event_standings import ranked
from tournament_app.words.messages import UserError

NAMES = [f"Player {c}" for c in "ABCDEFGH"]
COUNTRIES = ["NL", "DK", "nl", "FR", "DE", "", "AT", "IT"]  # six countries (nl = NL), one blank


def _event(name: str, starts: dt.date | None, ends: dt.date | None,
           names: list[str]) -> tuple[int, list[int]]:
    tid = tournaments.create_tournament(name, "ema", starts_on=starts, ends_on=ends)
    ids = [players.add_player(tid, n) for n in names]
    for pid, country in zip(ids, COUNTRIES, strict=False):
        players.set_ema_details(tid, pid, country=country)
    rounds.seat_round(tid, "manual", tables=[ids[i:i + 4] for i in range(0, len(ids), 4)])
    for gid in games.games_of_round(tid, 1):
        games.append_hands(gid, quick_game(), finish=True)
    return tid, ids


def test_weight_and_base_ranks_of_an_event(backend_db: str) -> None:
    tid, _ids = _event("Open", dt.date(2026, 5, 2), dt.date(2026, 5, 3), NAMES)
    p = ema_preview.preview(tid)
    w = p.weight
    assert (w.days, w.players, w.countries, w.no_country) == (2, 8, 6, 1)
    # two days +2, eight players +0, six countries +0.5, no qualification
    assert w.weight.total == Fraction(5, 2)
    assert ema_preview.preview(tid, days=1, qualification=True).weight.weight.total == Fraction(5, 2)
    standing = ranked(tid)
    assert [(r.player_id, r.place) for r in p.rows] == [(s.player_id, s.rank) for s in standing]
    for row in p.rows:  # 1000 · (8 − place) / 7, listed whole
        assert row.exact == Fraction(1000 * (8 - row.place), 7)
        assert row.base_rank == int(row.exact + Fraction(1, 2))
    assert p.rows[0].base_rank == 1000


def test_an_event_without_dates_needs_its_days(backend_db: str) -> None:
    tid, _ids = _event("Club night", None, None, NAMES[:4])
    with pytest.raises(UserError, match="has no dates"):
        ema_preview.preview(tid)
    assert ema_preview.preview(tid, days=1).weight.days == 1
    with pytest.raises(UserError, match="1 or more"):
        ema_preview.preview(tid, days=0)


def test_a_persons_rating_over_two_events_joined_by_person_keys(backend_db: str) -> None:
    first, ids1 = _event("Spring", dt.date(2025, 4, 5), dt.date(2025, 4, 6), NAMES)  # over a year: half
    second, ids2 = _event("Autumn", dt.date(2026, 3, 1), None, NAMES[:4])
    on = dt.date(2026, 6, 1)
    # each player is their own person by default: one event each, not on the ranking
    alone = ema_preview.person_rating(ids2[0], on)
    assert len(alone.events) == 1 and alone.rating is None
    keys = {a: 100 + i for i, a in enumerate(ids1)} | {b: 100 + i for i, b in enumerate(ids2)}
    both = ema_preview.person_rating(100, on, keys)
    assert [e.tournament_id for e, _row in both.events] == [first, second]
    r = both.rating
    assert r is not None
    spring = next(row for row in ema_preview.preview(first).rows if row.player_id == ids1[0])
    autumn = next(row for row in ema_preview.preview(second).rows if row.player_id == ids2[0])
    w1 = Fraction(5, 2) / 2  # Spring's weight, halved by age
    w2 = Fraction(1)  # one day, four players, four countries
    results = sorted([(spring.base_rank, w1), (autumn.base_rank, w2)], reverse=True)
    num = sum(b * w for b, w in results)
    assert r.part_a == num / (w1 + w2 + 3)  # three fillers of 0, weight 1
    assert r.part_b == num / (w1 + w2 + 2)
    assert r.value == (r.part_a + r.part_b) / 2
    # an event without dates is named, not counted
    _tid, ids3 = _event("Undated", None, None, NAMES[:4])
    keys[ids3[0]] = 100
    later = ema_preview.person_rating(100, on, keys)
    assert later.undated == ["Undated"] and later.rating == r
