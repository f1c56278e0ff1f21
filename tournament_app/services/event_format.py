"""How an event is run beyond its rounds: stages with cuts and carry-over, the tie-breaks, hidden
standings, teams. Stored as one JSON object on the tournament (``Tournament.event_format``).

- ``tie_breaks``: ordered list from TIE_BREAKS; empty: equal totals share a place (the default).
- ``lottery``: player id -> drawn number, drawn once the first time ``lottery`` is needed.
- ``hidden_from``: standings, prints, exports and the projector show only the rounds before it.
- ``stages``: ``{"name", "first_round", "entry": "all" | {"top": N} | {"players": [ids]},
  "carry": permille of the previous stage's total carried over (1000 full, 500 half, 0 none),
  "final_seats": "rank" (1st sits East) | "random"}``, in round order; stage 1 starts at round 1.
  Who entered a stage is fixed when its first round is seated (stage_entries.py); the whole event
  then ranks by the stage reached (event_standings.py).
- ``teams``: ``{"name", "members": [ids]}``; ``team_score``: 0 (sum of all members) or K (best K).
- ``substitutes``: ``{"policy": "as_played" | "fixed", "points": tenths, "in_standings": bool}``: a
  substitute's game counts as played, or the substitute's seat is scored a fixed result (Pantheon's and
  EMA's −15,000 points with −15 rank points: −30.0); and whether substitutes are listed at all.
"""

from __future__ import annotations

import json
import random
from typing import Any

from tournament_app.checks import numbers
from tournament_app.checks.limits import CARRY
from tournament_app.services.base import CTX, audit, fail, lock_tournament, transaction
from tournament_app.services.text import clean_name
from tournament_app.storage.models import Player, Registration, Round, Tournament
from tournament_app.words.messages import N_

TIE_BREAKS = ("best_game", "more_firsts", "average_rank", "head_to_head", "last_game", "lottery")


def load(tournament_id: int) -> dict[str, Any]:
    with transaction():
        t = Tournament.get_or_none(Tournament.id == tournament_id)
        if t is None:
            fail(N_(CTX, "that tournament no longer exists"))
        try:
            data = json.loads(t.event_format) if t.event_format else {}
        except ValueError:
            data = {}
    return data if isinstance(data, dict) else {}


def _save(tournament_id: int, action: str, change: dict[str, Any]) -> dict[str, Any]:
    """Apply ``change`` (keys replaced; None removes) in one transaction, the tournament locked."""
    with transaction():
        lock_tournament(tournament_id)
        t = Tournament.get_by_id(tournament_id)
        data = json.loads(t.event_format) if t.event_format else {}
        before = dict(data)
        for key, value in change.items():
            if value is None:
                data.pop(key, None)
            else:
                data[key] = value
        Tournament.update(event_format=json.dumps(data, ensure_ascii=False)).where(
            Tournament.id == tournament_id).execute()
        audit(f"tournament.{action}", "tournament", tournament_id, before, data, tournament=tournament_id)
    return data


# -- tie-breaks ---------------------------------------------------------------------------------------
def set_tie_breaks(tournament_id: int, rules: list[str]) -> list[str]:
    """The tie-breaks in the order they apply; ``[]`` (or ``["shared"]``): equal totals share."""
    if len(rules) > 1 and any(not r.strip() for r in rules):  # "a,,b" or ",,,": a slip, not "shared"
        fail(N_(CTX, "an empty tie-break between commas"))
    rules = [r.strip() for r in rules if r.strip() and r.strip() != "shared"]
    unknown = [r for r in rules if r not in TIE_BREAKS]
    if unknown:
        fail(N_(CTX, "unknown tie-break {name}; known: shared, {known}"), name=unknown[0],
             known=", ".join(TIE_BREAKS))
    if len(set(rules)) != len(rules):
        fail(N_(CTX, "a tie-break is listed twice"))
    change: dict[str, Any] = {"tie_breaks": rules}
    if "lottery" in rules and "lottery" not in load(tournament_id):
        ids = _registered(tournament_id)
        draw = random.SystemRandom().sample(range(1, len(ids) + 1), len(ids))
        change["lottery"] = {str(pid): n for pid, n in zip(ids, draw, strict=True)}  # drawn once
    _save(tournament_id, "tie_breaks", change)
    return rules


def _registered(tournament_id: int) -> list[int]:
    with transaction():
        return [r.player_id for r in Registration.select(Registration.player)
                .where(Registration.tournament == tournament_id).order_by(Registration.id)]


# -- hidden standings -----------------------------------------------------------------------------
def hide_standings(tournament_id: int, from_round: int) -> None:
    if from_round < 1:
        fail(N_(CTX, "standings can be hidden from round 1 on"))
    _save(tournament_id, "hide", {"hidden_from": from_round})


def show_standings(tournament_id: int) -> None:
    _save(tournament_id, "show", {"hidden_from": None})


def visible_rounds(tournament_id: int, rounds: tuple[int, int] | None) -> tuple[int, int] | None:
    """``rounds`` cut to the rounds before the hidden ones (``(1, 0)``: nothing is visible)."""
    hidden = load(tournament_id).get("hidden_from")
    if not hidden:
        return rounds
    first, last = rounds if rounds is not None else (1, 10**6)
    return first, min(last, int(hidden) - 1)


# -- stages ---------------------------------------------------------------------------------------
def add_stage(tournament_id: int, name: str, first_round: int, *, top: int | None = None,
              players: list[int] | None = None, carry: str | int = "none",
              final_seats: str = "random") -> list[dict[str, Any]]:
    """A stage from ``first_round`` on: the top ``top`` of the previous stage, or ``players``, or
    everyone; ``carry``: full, half, none, or a factor in permille of the previous stage's total."""
    name = clean_name(name, "stage")
    first = {"name": "Stage 1", "first_round": 1, "entry": "all"}
    stages = list(load(tournament_id).get("stages") or [first])
    if first_round <= stages[-1]["first_round"]:
        fail(N_(CTX, "a new stage starts after round {round}, where the last stage starts"),
             round=stages[-1]["first_round"])
    with transaction():
        seated = Round.select().where((Round.tournament == tournament_id)
                                      & (Round.number >= first_round)).exists()
    if seated:  # its players would no longer be the ones it chose
        fail(N_(CTX, "round {round} is already seated: a new stage starts after the last seated round"),
             round=first_round)
    permille = carry_permille(carry)
    if top is not None and players:
        fail(N_(CTX, "a stage takes either the top N or a list of players, not both"))
    if top is not None and (top < 4 or top % 4):
        fail(N_(CTX, "the top {top} cannot sit at tables of four"), top=top)
    if players is not None and (len(players) < 4 or len(players) % 4):
        fail(N_(CTX, "%n players cannot sit at tables of four"), len(players))
    if final_seats not in ("random", "rank"):
        fail(N_(CTX, "final seats are random or by rank"))
    entry: Any = {"top": top} if top is not None else {"players": players} if players else "all"
    stages.append({"name": name, "first_round": first_round, "entry": entry, "carry": permille,
                   "final_seats": final_seats})
    _save(tournament_id, "stage", {"stages": stages})
    return stages


def carry_permille(carry: str | int) -> int:
    """``full``, ``half``, ``none``, a factor such as 0.3 (at most 3 decimals, read by the one number
    rule: exactly, never through a float), or permille already: in permille."""
    permille = CARRY.get(str(carry)) if not isinstance(carry, int) else carry
    if permille is None:
        try:
            permille = numbers.scaled(str(carry), 0, 1000, 3)
        except numbers.NumberError:
            permille = -1
    if not 0 <= permille <= 1000:
        fail(N_(CTX, "carry-over is full, half, none or a factor between 0 and 1"))
    return permille


def stages_of(tournament_id: int) -> list[dict[str, Any]]:
    return list(load(tournament_id).get("stages") or [])


def stage_of_round(tournament_id: int, number: int) -> int | None:
    """The index of the stage round ``number`` belongs to (None without stages)."""
    stages = stages_of(tournament_id)
    if not stages:
        return None
    return max(i for i, s in enumerate(stages) if s["first_round"] <= number)


# -- teams ----------------------------------------------------------------------------------------
def add_team(tournament_id: int, name: str, member_names: list[str]) -> dict[str, Any]:
    name = clean_name(name, "team")
    data = load(tournament_id)
    teams = list(data.get("teams") or [])
    if any(t["name"] == name for t in teams):
        fail(N_(CTX, "a team named {name} already exists"), name=name)
    with transaction():
        by_name = {p.name: p.id for p in Player.select(Player.id, Player.name).join(Registration)
                   .where(Registration.tournament == tournament_id)}
    members = []
    for member in member_names:
        member = member.strip()
        if member not in by_name:
            fail(N_(CTX, "{name} is not a player of this tournament"), name=member)
        if by_name[member] in members:
            fail(N_(CTX, "{name} is listed twice"), name=member)
        members.append(by_name[member])
    if not members:
        fail(N_(CTX, "a team needs members"))
    taken = {m for t in teams for m in t["members"]}
    if taken & set(members):
        fail(N_(CTX, "a player can be in one team only"))
    teams.append({"name": name, "members": members})
    _save(tournament_id, "team", {"teams": teams})
    return teams[-1]


def set_team_score(tournament_id: int, best: int) -> None:
    """Team standings: the sum of every member's points (0), or of the best ``best`` members."""
    if best < 0:
        fail(N_(CTX, "the number of members counted cannot be negative"))
    _save(tournament_id, "team_score", {"team_score": best})


# -- substitutes ----------------------------------------------------------------------------------
def set_substitutes(tournament_id: int, policy: str, *, points: int = -300,
                    in_standings: bool = True) -> None:
    """How a substitute's games count (see the module's docstring)."""
    if policy not in ("as_played", "fixed"):
        fail(N_(CTX, "substitutes count as_played or fixed"))
    if not -10000 <= points <= 10000:
        fail(N_(CTX, "a fixed result is between -1000.0 and 1000.0 points"))
    _save(tournament_id, "substitutes", {"substitutes": {"policy": policy, "points": points,
                                                         "in_standings": in_standings}})


def substitute_policy(tournament_id: int) -> dict[str, Any]:
    return {"policy": "as_played", "points": -300, "in_standings": True,
            **(load(tournament_id).get("substitutes") or {})}
