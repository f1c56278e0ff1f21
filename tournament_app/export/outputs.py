"""The workbook and the printed documents of a tournament: rows from the services, rendered here.

Every file goes through the output rule (:mod:`tournament_app.output_files`); the target is checked
before the games are read, so that a refused one costs nothing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tournament_app import display
from tournament_app.messages import N_
from tournament_app.output_files import check_target
from tournament_app.progress import Progress, part
from tournament_app.services import charts, event_format, players, rounds, standings, tournaments
from tournament_app.services.base import CTX, fail
from tournament_app.services.event_standings import ranked, team_standings
from tournament_app.services.rows import GameResult, HandLine, TournamentInfo
from tournament_app.services.standings import RoundRange

KINDS = ("standings", "seating", "scoresheets", "players", "tablecards")


def _round_numbers(tournament_id: int, rounds_range: RoundRange) -> list[int]:
    visible = event_format.visible_rounds(tournament_id, None)  # hidden standings stay hidden on paper
    numbers = [n for n in rounds.round_numbers(tournament_id) if visible is None or n <= visible[1]]
    if rounds_range is not None:
        numbers = [n for n in numbers if rounds_range[0] <= n <= rounds_range[1]]
        if not numbers:  # an empty document for rounds that do not exist helps nobody
            fail(N_(CTX, "no round from {first} to {last} has been seated"), first=rounds_range[0],
                 last=rounds_range[1])
    return numbers


def score_sheets(tournament_id: int, rounds_range: RoundRange = None,
                 progress: Progress | None = None) -> list[GameResult]:
    """Every game with its score sheet's lines, in the language in force."""
    return [replace(game, hands=tuple(
        HandLine(o.number, display.round_label(o.round, o.honba), display.result_name(o.hand.result),
                 display.outcome_text(o, game.names), o.deltas, o.scores, o.left)  # type: ignore[arg-type]
        for o in game.outcomes))
        for game in standings.results(tournament_id, rounds_range, with_hands=True, progress=progress)]


def export_workbook(tournament_id: int, path: Path, rounds_range: RoundRange = None,
                    progress: Progress | None = None) -> None:
    """The tournament workbook (standings, league sheet, results, score sheets, players).

    ``progress``: reading the games is the first half, writing them the second; Cancelled from it
    leaves ``path`` as it was."""
    from tournament_app.export.workbook import write_workbook

    check_target(path)
    info = tournaments.tournament_info(tournament_id)
    standing_rows = ranked(tournament_id, rounds_range)
    numbers = _round_numbers(tournament_id, rounds_range)
    games = score_sheets(tournament_id, rounds_range, part(progress, 0, 500))
    field = charts.field_progress(tournament_id)  # the next stage's cut, drawn on the field chart
    cut = (field.cut, field.cut_stage or "") if field.cut is not None else None
    write_workbook(path, info, standing_rows, numbers, games, players.list_players(tournament_id),
                   teams=team_standings(tournament_id), progress=part(progress, 500, 1000), cut=cut)


def document_html(tournament_id: int, kind: str, rounds_range: RoundRange = None,
                  progress: Progress | None = None, *, charts: bool = True) -> str:
    """The printable HTML of ``kind``: standings, seating or scoresheets (``progress``: the score
    sheets' games as they are read; ``charts``: each score sheet with its score line)."""
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
        from tournament_app.export.tablecards import seating_codes

        return documents.seating_html(info, tables, players.list_players(tournament_id),  # by reading
                                      seating_codes(tournament_id))
    if kind == "scoresheets":
        if rounds_range is not None:
            _round_numbers(tournament_id, rounds_range)
        return documents.scoresheets_html(info, score_sheets(tournament_id, rounds_range, progress),
                                          charts=charts)
    if kind == "players":
        return _player_reports(tournament_id, info, rounds_range)
    if kind == "tablecards":
        from tournament_app.export.tablecards import tablecards_document

        return tablecards_document(tournament_id, rounds_range)
    fail(N_(CTX, "unknown document {kind}; expected one of {allowed}"), kind=kind,
         allowed=", ".join(KINDS))


def print_document(tournament_id: int, kind: str, path: Path, rounds_range: RoundRange = None,
                   progress: Progress | None = None, *, charts: bool = True) -> None:
    """Write ``kind`` as an A4 PDF (works headless); ``progress``: the document, then its pages."""
    from tournament_app.export import documents

    check_target(path)
    html = document_html(tournament_id, kind, rounds_range, part(progress, 0, 200), charts=charts)
    documents.ensure_gui_app()
    documents.write_pdf(html, path, landscape=kind == "standings", progress=part(progress, 200, 1000))


def _player_reports(tournament_id: int, info: TournamentInfo, rounds_range: RoundRange) -> str:
    """A page per player: their place, total, progress round by round, places and games."""
    from tournament_app.export.player_report import players_html
    from tournament_app.services.charts import players_progress

    if rounds_range is not None:  # a report of some rounds only would give a misleading final place
        fail(N_(CTX, "the player reports cover every round played: leave out the rounds"))
    return players_html(info, ranked(tournament_id), players_progress(tournament_id),
                        standings.results(tournament_id))


# -- league seasons (issue 31) ----------------------------------------------------------------------
def export_season_workbook(season_id: int, path: Path, progress: Progress | None = None) -> None:
    """The season workbook: a league sheet per division, the title final, every game's result."""
    from tournament_app.export.league_sheet import write_season_workbook
    from tournament_app.services import seasons
    from tournament_app.services.season_standings import season_tables

    check_target(path)
    season = seasons.season_info(season_id)
    tables = season_tables(season_id)
    infos = {div.name: tournaments.tournament_info(div.tournament_id) for div in season.divisions}
    results = {div.name: standings.results(div.tournament_id) for div in season.divisions}
    write_season_workbook(path, season, tables, infos, results, progress)


def league_sheets(season_id: int, division: str | None = None, after_day: int | None = None) -> str:
    """The printable league sheets (HTML) of every division, or of one; after a day, or so far."""
    from tournament_app.export.league_sheet import league_sheets_html
    from tournament_app.services import seasons
    from tournament_app.services.season_standings import division_table, season_tables

    season = seasons.season_info(season_id)
    if division is not None:
        tables = [division_table(season, division, after_day)]
    else:
        tables = season_tables(season_id, after_day)
    return league_sheets_html(season, tables)


def print_league_sheets(season_id: int, path: Path, *, division: str | None = None,
                        after_day: int | None = None, progress: Progress | None = None) -> None:
    """The league sheets as an A4 landscape PDF, a page per division."""
    from tournament_app.export import documents

    check_target(path)
    html = league_sheets(season_id, division, after_day)
    documents.ensure_gui_app()
    documents.write_pdf(html, path, landscape=True, progress=progress)
