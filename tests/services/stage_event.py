"""A 32-player event with a semi-final and a final (issue 27): qualifying rounds 1-4, the top 16 in
rounds 5-6 with half their total carried, the top 4 at the final table in rounds 7-8 from zero, seated
by rank. Every game is settled from the players' strengths in that stage, so that results do not
depend on who happens to sit together: the stronger player always finishes higher, by a margin that
grows with the difference. P01 is the strongest qualifier and collapses in the semi-final; the final
is won by the weakest finalist (its strengths run the other way)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tournament_app.services import event_format, games, players, rounds, tournaments

PLAYERS = 32
SEMI, FINAL = 5, 7  # their first rounds
STAGE_OF_ROUND = {1: 0, 2: 0, 3: 0, 4: 0, 5: 1, 6: 1, 7: 2, 8: 2}


def name(number: int) -> str:
    return f"P{number:02d}"


def strength(stage: int, number: int) -> int:
    if number == 1 and stage < 2:  # far ahead in qualifying, last in the semi-final
        return 200 if stage == 0 else 0
    return number if stage == 2 else 60 - number


def scores(strengths: Sequence[int]) -> list[int]:
    """Four final scores adding up to 100,000, ordered as the strengths (all distinct)."""
    total = sum(strengths)
    return [25000 + 100 * (4 * v - total) for v in strengths]


def table_scores(round_number: int, seat_names: Sequence[str]) -> list[int]:
    stage = STAGE_OF_ROUND[round_number]
    return scores([strength(stage, int(n[1:])) for n in seat_names])


def build(rules: str = "jpml") -> tuple[int, dict[str, int]]:
    """The tournament with its players and stages, nothing seated; (id, player id by name)."""
    tid = tournaments.create_tournament("Stage Cup", rules)
    ids = {name(n): players.add_player(tid, name(n), reading=name(n).lower()) for n in range(1, PLAYERS + 1)}
    event_format.add_stage(tid, "Semi-final", SEMI, top=16, carry="half")
    event_format.add_stage(tid, "Final", FINAL, top=4, carry="none", final_seats="rank")
    return tid, ids


def play(tid: int, number: int, result: Callable[[int, Sequence[str]], list[int]] = table_scores) -> None:
    """Record every table of round ``number`` by its final scores."""
    for table in rounds.seating_of(tid, number):
        games.record_final_scores(table.game_id, result(number, table.names))
