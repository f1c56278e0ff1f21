"""What a tournament is, as the services hand it out: the first screen's read model.

Apart from the other read models (:mod:`.rows`, which re-exports it): the main window's start lists
the tournaments and shows one, and needs none of the others (eight frozen dataclasses, 5 ms to make).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tournament_app.rules.ruleset import RuleSet


@dataclass(frozen=True)
class TournamentInfo:
    id: int
    name: str
    starts_on: dt.date | None
    ends_on: dt.date | None
    venue: str
    rules: RuleSet
    players: int  # active registrations
    rounds: int  # rounds seated so far
    planned_rounds: int | None = None  # how many the event will play, when the organiser said
    round_minutes: int = 90  # the round clock's length
