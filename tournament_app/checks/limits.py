"""The limits of a tournament, in one place: the command line's argument types and the app's boxes
state them where a value is typed, and the services check them again before anything is stored.

Plain numbers with no imports, so a command can state them without loading what checks them.
"""

from __future__ import annotations

MAX_PLAYERS = 1000  # seated in one round; the seating search is sized (time, the pair matrix) for this
MAX_TABLES = MAX_PLAYERS // 4
MAX_PLANNED_ROUNDS = 40  # planned ahead, or seated at once
MAX_DEMO_ROUNDS = 200  # a sample league: the biggest benchmark's rounds
MAX_ROUND_MINUTES = 600  # the round clock
MAX_EXTRA_MINUTES = 120  # one table's extra time
MAX_PENALTY_TENTHS = 9999  # a penalty or bonus: 999.9 points, far beyond any real one, still a typo guard
MAX_REASON = 200  # characters of a penalty's reason (one line)
MAX_SEASON_DAYS = 40  # a league season's days (節)
MAX_SEASON_HANCHAN = 20  # hanchan a table plays on one day
MAX_LOG_GAMES = 1000  # games in one game log file (a whole event's online games, one a line)
CARRY = {"full": 1000, "half": 500, "none": 0}  # a stage's carry-over by its word, in permille
