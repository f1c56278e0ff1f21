"""The workbook and the printed documents of a tournament: rows from the services, rendered here."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tournament_app import display
from tournament_app.messages import N_
from tournament_app.services import event_format, players, rounds, standings, tournaments
from tournament_app.services.base import CTX, fail
from tournament_app.services.event_standings import ranked, team_standings
from tournament_app.services.rows import GameResult, HandLine
from tournament_app.services.standings import RoundRange

KINDS = ("standings", "seating", "scoresheets")


def _round_numbers(tournament_id: int, rounds_range: RoundRange) -> list[int]:
    visible = event_format.visible_rounds(tournament_id, None)  # hidden standings stay hidden on paper
    numbers = [n for n in rounds.round_numbers(tournament_id) if visible is None or n <= visible[1]]
    if rounds_range is not None:
        numbers = [n for n in numbers if rounds_range[0] <= n <= rounds_range[1]]
        if not numbers:  # an empty document for rounds that do not exist helps nobody
            fail(N_(CTX, "no round from {first} to {last} has been seated"), first=rounds_range[0],
                 last=rounds_range[1])
    return numbers


def score_sheets(tournament_id: int, rounds_range: RoundRange = None) -> list[GameResult]:
    """Every game with its score sheet's lines, in the language in force."""
    return [replace(game, hands=tuple(
        HandLine(o.number, display.round_label(o.round, o.honba), display.result_name(o.hand.result),
                 display.outcome_text(o, game.names), o.deltas, o.scores, o.left)  # type: ignore[arg-type]
        for o in game.outcomes)) for game in standings.results(tournament_id, rounds_range, with_hands=True)]


def export_workbook(tournament_id: int, path: Path, rounds_range: RoundRange = None) -> None:
    """The tournament workbook (standings, league sheet, results, score sheets, players)."""
    from tournament_app.export.workbook import write_workbook

    write_workbook(path, tournaments.tournament_info(tournament_id),
                   ranked(tournament_id, rounds_range),
                   _round_numbers(tournament_id, rounds_range),
                   score_sheets(tournament_id, rounds_range),
                   players.list_players(tournament_id), teams=team_standings(tournament_id))


def document_html(tournament_id: int, kind: str, rounds_range: RoundRange = None) -> str:
    """The printable HTML of ``kind``: standings, seating or scoresheets."""
    from tournament_app.export import documents

    info = tournaments.tournament_info(tournament_id)
    if kind == "standings":
        return documents.standings_html(info, ranked(tournament_id, rounds_range),
                                        _round_numbers(tournament_id, rounds_range),
                                        teams=team_standings(tournament_id))
    if kind == "seating":
        if rounds_range is not None:
            _round_numbers(tournament_id, rounds_range)
        tables = [t for t in rounds.seating_of(tournament_id)
                  if rounds_range is None or rounds_range[0] <= t.round <= rounds_range[1]]
        return documents.seating_html(info, tables, players.list_players(tournament_id))  # by reading
    if kind == "scoresheets":
        if rounds_range is not None:
            _round_numbers(tournament_id, rounds_range)
        return documents.scoresheets_html(info, score_sheets(tournament_id, rounds_range))
    fail(N_(CTX, "unknown document {kind}; expected one of {allowed}"), kind=kind,
         allowed=", ".join(KINDS))


def print_document(tournament_id: int, kind: str, path: Path, rounds_range: RoundRange = None) -> None:
    """Write ``kind`` as an A4 PDF (works headless)."""
    from tournament_app.export import documents

    html = document_html(tournament_id, kind, rounds_range)
    documents.ensure_gui_app()
    documents.write_pdf(html, path, landscape=kind == "standings")
