"""Promotion and relegation points carried from season to season (昇級点, 降級点; issue 37), a season
setting where a league uses them. 最高位戦: 2 points for the first place outside promotion, 1 for
the next, and 3 points over two seasons promote.

The places right after those promoted (or, for 降級点, right before those relegated) earn the rule's
points in turn; a player whose points of this season and of the seasons before it (``seasons`` in
all) reach the rule's count goes up (or down) besides those promoted (relegated) by place. Points are
kept while a player stays in the division: ``season next`` carries them into the new season's
registration (``Registration.points_in``) and drops them once a player goes up or down.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from tournament_app.services.base import CTX, audit, fail_setting, transaction
from tournament_app.services.seasons import touch_season
from tournament_app.storage.models import Season
from tournament_app.words.messages import N_

MAX_PLACES = 5
MAX_POINT = 9
MAX_SEASONS = 10


@dataclass(frozen=True)
class PointsRule:
    up: tuple[int, ...]  # 昇級点 for the places after the promoted, in turn
    up_needed: int  # promoted once the points reach it (0: no 昇級点)
    down: tuple[int, ...]  # 降級点 for the places before the relegated, from the bottom up
    down_needed: int
    seasons: int  # points count over this many seasons, this one included

    def to_json(self) -> dict[str, object]:
        return {"up": list(self.up), "up_needed": self.up_needed, "down": list(self.down),
                "down_needed": self.down_needed, "seasons": self.seasons}


def load(text: str | None) -> PointsRule | None:
    if not text:
        return None
    data = json.loads(text)
    return PointsRule(tuple(data["up"]), data["up_needed"], tuple(data["down"]), data["down_needed"],
                      data["seasons"])


def check_rule(up: Sequence[int], up_needed: int, down: Sequence[int], down_needed: int,
               seasons: int) -> PointsRule | None:
    """The rule as given (nothing given: no rule), each part within what a league uses."""
    for key, points, needed in (("up_points", up, up_needed), ("down_points", down, down_needed)):
        if len(points) > MAX_PLACES or any(not 1 <= p <= MAX_POINT for p in points):
            fail_setting(key, N_(CTX, "give at most {places} places' points, each from 1 to {most}"),
                         places=MAX_PLACES, most=MAX_POINT)
        if bool(points) != bool(needed):
            fail_setting(key, N_(CTX, "points for places and the points that decide go together"))
        if needed and not 1 <= needed <= MAX_POINT * MAX_PLACES * MAX_SEASONS:
            fail_setting(key, N_(CTX, "the points that decide are a whole number from 1 to {most}"),
                         most=MAX_POINT * MAX_PLACES * MAX_SEASONS)
    if not 1 <= seasons <= MAX_SEASONS:
        fail_setting("seasons", N_(CTX, "points count over 1 to {most} seasons"), most=MAX_SEASONS)
    if not up and not down:
        return None
    return PointsRule(tuple(up), up_needed, tuple(down), down_needed, seasons)


def set_points(season_id: int, *, up: Sequence[int] = (), up_needed: int = 0, down: Sequence[int] = (),
               down_needed: int = 0, seasons: int = 2, seen: int | None = None) -> PointsRule | None:
    """The season's 昇級点/降級点 rule (nothing given: none); ``season next`` keeps it."""
    rule = check_rule(up, up_needed, down, down_needed, seasons)
    with transaction():
        touch_season(season_id, seen)
        Season.update(points=json.dumps(rule.to_json()) if rule else None).where(
            Season.id == season_id).execute()
        audit("season.points", "season", season_id, None, rule.to_json() if rule else None)
    return rule


def carried(points_in: str | None, rule: PointsRule | None) -> tuple[int, int]:
    """(昇級点, 降級点) a player brings into this season from the seasons before it that count."""
    if not points_in or rule is None:
        return 0, 0
    data = json.loads(points_in)
    keep = rule.seasons - 1
    return (sum(data.get("up", [])[-keep:]) if keep else 0, sum(data.get("down", [])[-keep:]) if keep else 0)


def carry_on(points_in: str | None, earned: tuple[int, int], rule: PointsRule | None) -> str | None:
    """A staying player's ``points_in`` for the next season: this season's points after those
    before, as many seasons as still count."""
    if rule is None or rule.seasons < 2:
        return None
    data = json.loads(points_in) if points_in else {}
    keep = rule.seasons - 1
    out = {"up": [*data.get("up", []), earned[0]][-keep:], "down": [*data.get("down", []), earned[1]][-keep:]}
    return json.dumps(out) if any(out["up"]) or any(out["down"]) else None


Points = dict[int, tuple[int, int]]  # player -> (昇級点, 降級点)


def award(rule: PointsRule, order: Sequence[int], marks: dict[int, str | None], *, can_go_up: bool,
          can_go_down: bool, brought: Points) -> tuple[dict[int, str], Points]:
    """The points the places earn and the marks they give: ``order``, the players who stayed in
    rank order; ``marks``, the marks by place (up, final, down or None). Returns the marks the
    points add (player -> up | down) and each player's points of this season (up, down)."""
    earned: Points = {}
    added: dict[int, str] = {}
    if can_go_up and rule.up:
        after = [p for p in order if marks.get(p) not in ("up", "final")]
        for pid, points in zip(after, rule.up, strict=False):
            if marks.get(pid) == "down":
                break
            earned[pid] = (points, 0)
            if brought.get(pid, (0, 0))[0] + points >= rule.up_needed:
                added[pid] = "up"
    if can_go_down and rule.down:
        before = [p for p in reversed(order) if marks.get(p) != "down"]
        for pid, points in zip(before, rule.down, strict=False):
            if marks.get(pid) in ("up", "final") or pid in earned:
                break
            earned[pid] = (0, points)
            if brought.get(pid, (0, 0))[1] + points >= rule.down_needed:
                added[pid] = "down"
    return added, earned
