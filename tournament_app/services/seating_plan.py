"""The rest of the schedule, kept between rounds.

Seating one round at a time greedily paints itself into corners: 32 players seated round by round for
8 rounds meet a few pairs twice, where 8 rounds planned together meet none. So when the tournament
knows how many rounds it will play, seating a round plans every remaining round, seats the first and
stores the others. The next round takes the stored plan as long as nothing moved since (same players,
same tables in the rounds seated so far, compared as sets so wind balancing does not matter);
otherwise (a swap, a withdrawal, a round deleted, a round seated by standings) it first tries to
carry the plan over by renaming players (a swap in the only round seated so far maps the plan onto the
new seating exactly), and failing that plans the remaining rounds afresh against what was seated.

The plan holds the seats too: its seat winds are planned with it (``seating.balance_winds_plan``),
so that a round taken from it keeps them; balancing each round on its own as it came let a player sit
in one seat two more times than in another after 8 rounds, where the plan gives everyone each wind
twice.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence

from tournament_app.files.progress import Progress
from tournament_app.seating import plan as seating
from tournament_app.storage.models import Tournament

Layout = list[list[int]]


def plan_key(players: Sequence[int], history: Sequence[Sequence[Sequence[int]]]) -> str:
    """What a stored plan was made for: the players and the tables seated so far (seat order ignored)."""
    shape = {"players": sorted(players),
             "history": [sorted(sorted(t) for t in rnd) for rnd in history]}
    return hashlib.sha256(json.dumps(shape).encode()).hexdigest()


def stored_rounds(tournament: Tournament, players: Sequence[int],
                  history: Sequence[Sequence[Sequence[int]]]) -> list[Layout]:
    """The rounds planned ahead for this state of the tournament, renamed onto it where the seated
    rounds changed in a way a renaming of players explains; empty when the plan does not fit.
    Players sit in the seats the plan gave them (a plan stored without seat winds gets them now)."""
    if not tournament.seating_plan:
        return []
    try:
        plan = json.loads(tournament.seating_plan)
        rounds = [[[int(p) for p in t] for t in rnd] for rnd in plan["rounds"]]
        if plan.get("key") != plan_key(players, history):
            seated = [[[int(p) for p in t] for t in rnd] for rnd in plan["seated"]]
            rename = _renaming(seated, history, players)
            if rename is None:
                return []
            rounds = [[[rename[p] for p in t] for t in rnd] for rnd in rounds]
    except (ValueError, KeyError, TypeError, AttributeError):
        # an unreadable plan, or one naming someone the seated rounds never did: only a lost head start
        return []
    if not plan.get("winds"):
        rounds = seating.balance_winds_plan(rounds, history)
    return rounds


def _renaming(planned: Sequence[Sequence[Sequence[int]]], actual: Sequence[Sequence[Sequence[int]]],
              players: Sequence[int]) -> dict[int, int] | None:
    """A one-to-one renaming of players that turns the ``planned`` rounds into the ``actual`` ones
    (tables as sets), built table by table from the first round; None when there is none.

    Renaming keeps who-meets-whom intact, so a zero-repeat plan stays zero-repeat for the new names.
    """
    if len(planned) != len(actual) or not actual:
        return None
    rename: dict[int, int] = {}
    for p_round, a_round in zip(planned, actual, strict=True):
        left = [set(t) for t in a_round]
        for table in p_round:
            # the actual table sharing the most already-renamed players (or any when none is renamed)
            best = max(left, key=lambda t: sum(rename.get(p) in t for p in table), default=None)
            if best is None:
                return None
            left.remove(best)
            fresh = sorted(best - {rename[p] for p in table if p in rename})
            for p in table:
                if p not in rename:
                    if not fresh:
                        return None
                    rename[p] = fresh.pop(0)
    images = [[sorted(rename[p] for p in t) for t in rnd] for rnd in planned]
    if [sorted(r) for r in images] != [sorted(sorted(t) for t in rnd) for rnd in actual]:
        return None
    # who left hands their place in the plan to who arrived (a substitute has met nobody yet)
    current = set(players)
    leaving = [p for p in sorted(rename) if rename[p] not in current]
    arriving = sorted(current - set(rename.values()))
    if len(leaving) != len(arriving):
        return None
    rename.update(zip(leaving, arriving, strict=True))
    return rename


def rounds_ahead(tournament: Tournament, players: Sequence[int],
                 history: Sequence[Sequence[Sequence[int]]], count: int, remaining: int,
                 rng: random.Random, *, counted: Sequence[Sequence[Sequence[int]]] | None = None,
                 apart: Sequence[Sequence[Sequence[int]]] = (), progress: Progress | None = None
                 ) -> list[Layout]:
    """``count`` rounds to seat now, and after them the rest of the ``remaining`` rounds planned
    (possibly none), every player in the seat the plan gives them.

    Uses the stored plan when it still fits; otherwise plans the remaining rounds together, and
    their seat winds with them, so that seating them one at a time gives the winds of seating them
    all at once. ``counted``: the seated rounds whose meetings count as repeats (those of the
    current stage; default all of ``history``); ``apart``: virtual rounds of players to keep apart
    (teammates), counted as meetings by the search.
    """
    remaining = max(count, remaining)
    ahead = stored_rounds(tournament, players, history)
    if len(ahead) >= count and len(ahead) >= remaining:
        return ahead
    meetings = history if counted is None else counted
    plan = seating.plan_rounds(players, remaining, rng, [*meetings, *apart], progress=progress)
    return seating.balance_winds_plan(plan, history, rng)


def store(tournament: Tournament, players: Sequence[int], history: Sequence[Sequence[Sequence[int]]],
          rest: Sequence[Sequence[Sequence[int]]]) -> None:
    """Keep ``rest`` as the plan after ``history`` (the rounds now seated); nothing left: no plan."""
    tournament.seating_plan = (json.dumps({"key": plan_key(players, history),
                                           "seated": [[list(t) for t in rnd] for rnd in history],
                                           "rounds": [[list(t) for t in rnd] for rnd in rest],
                                           "winds": True})  # players in their planned seats
                               if rest else None)
    Tournament.update(seating_plan=tournament.seating_plan).where(Tournament.id == tournament.id).execute()
