"""The workbook and the printed documents of a tournament: rows from the services, rendered here.

Every file goes through the output rule (:mod:`tournament_app.files.output_files`); the target is checked
before the games are read, so that a refused one costs nothing."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from tournament_app.files.output_files import check_target
from tournament_app.files.progress import Progress, report
from tournament_app.services import charts, event_format, players, rounds, standings, tournaments
from tournament_app.services.base import CTX, fail
from tournament_app.services.event_standings import ranked, team_standings
from tournament_app.services.game_feed import GameFeed
from tournament_app.services.player_stats import AWARDS, tournament_stats
from tournament_app.services.player_stats import awards as event_awards
from tournament_app.services.rows import GameResult, HandLine, TournamentInfo
from tournament_app.services.standings import RoundRange
from tournament_app.texts import display
from tournament_app.words.messages import N_

if TYPE_CHECKING:  # (Qt is imported when a document is made, not with this module)
    from tournament_app.export.paged import Document

KINDS = ("standings", "seating", "scoresheets", "players", "tablecards", "awards")


def _round_numbers(tournament_id: int, rounds_range: RoundRange) -> list[int]:
    visible = event_format.visible_rounds(tournament_id, None)  # hidden standings stay hidden on paper
    numbers = [n for n in rounds.round_numbers(tournament_id) if visible is None or n <= visible[1]]
    if rounds_range is not None:
        numbers = [n for n in numbers if rounds_range[0] <= n <= rounds_range[1]]
        if not numbers:  # an empty document for rounds that do not exist helps nobody
            fail(N_(CTX, "no round from {first} to {last} has been seated"), first=rounds_range[0],
                 last=rounds_range[1])
    return numbers


class ScoreSheetFeed(GameFeed):
    """The games with their score sheets' lines (in the language in force), read batch by batch."""

    def __init__(self, tournament_id: int, rounds_range: RoundRange = None, *, whole: bool = False) -> None:
        super().__init__(tournament_id, rounds_range, with_hands=True, whole=whole)

    def __iter__(self) -> Iterator[GameResult]:
        for game in super().__iter__():
            yield replace(game, hands=tuple(
                HandLine(o.number, display.round_label(o.round, o.honba), display.result_name(o.hand.result),
                         display.outcome_text(o, game.names), o.deltas, o.scores, o.left)  # type: ignore[arg-type]
                for o in game.outcomes))


def score_sheets(tournament_id: int, rounds_range: RoundRange = None,
                 progress: Progress | None = None) -> list[GameResult]:
    """Every game with its score sheet's lines, in the language in force."""
    feed = ScoreSheetFeed(tournament_id, rounds_range, whole=True)
    out = []
    for index, game in enumerate(feed):
        report(progress, index, len(feed))
        out.append(game)
    return out


def export_workbook(tournament_id: int, path: Path, rounds_range: RoundRange = None,
                    progress: Progress | None = None) -> None:
    """The tournament workbook (standings, league sheet, results, score sheets, players).

    The games are read as they are written (``progress``: the sheets and the games); Cancelled from
    it leaves ``path`` as it was."""
    from tournament_app.export.workbook import write_workbook

    check_target(path)
    info = tournaments.tournament_info(tournament_id)
    standing_rows = ranked(tournament_id, rounds_range)
    numbers = _round_numbers(tournament_id, rounds_range)
    top, stage = charts.next_cut(tournament_id)  # drawn on the field chart
    cut = (top, stage or "") if top is not None else None
    teams = team_standings(tournament_id) if event_format.load(tournament_id).get("teams") else []
    write_workbook(path, info, standing_rows, numbers, ScoreSheetFeed(tournament_id, rounds_range),
                   players.list_players(tournament_id), teams=teams, progress=progress, cut=cut,
                   stats=tournament_stats(tournament_id, rounds_range))


def document(tournament_id: int, kind: str, rounds_range: RoundRange = None, *,
             charts: bool = True, awards: Sequence[str] | None = None) -> Document:
    """The print of ``kind`` (KINDS): its parts are made from the database as the print goes
    (``charts``: each score sheet with its score line; ``awards``: the awards printed, every one
    when None)."""
    from tournament_app.export import documents

    info = tournaments.tournament_info(tournament_id)
    if kind == "awards":
        return _awards(tournament_id, info, rounds_range, AWARDS if awards is None else awards)
    if kind == "standings":
        numbers = _round_numbers(tournament_id, rounds_range)
        return documents.Document.of(documents.standings_html(
            info, ranked(tournament_id, rounds_range), numbers, teams=team_standings(tournament_id),
            tables=rounds.round_summaries(tournament_id)), landscape=True)
    if kind == "seating":
        if rounds_range is not None:
            _round_numbers(tournament_id, rounds_range)
        tables = [t for t in rounds.seating_of(tournament_id)
                  if rounds_range is None or rounds_range[0] <= t.round <= rounds_range[1]]
        from tournament_app.export.tablecards import seating_codes

        return documents.seating_document(info, tables, players.list_players(tournament_id),  # by reading
                                          seating_codes(tournament_id))
    if kind == "scoresheets":
        if rounds_range is not None:
            _round_numbers(tournament_id, rounds_range)
        games = ScoreSheetFeed(tournament_id, rounds_range)
        return documents.scoresheets_document(info, games, len(games), charts=charts)
    if kind == "players":
        return _player_reports(tournament_id, info, rounds_range)
    if kind == "tablecards":
        from tournament_app.export.tablecards import tablecards_document

        if rounds_range is None:  # (the latest round seated)
            return documents.Document.of(tablecards_document(tournament_id))
        numbers = [n for n in rounds.round_numbers(tournament_id) if rounds_range[0] <= n <= rounds_range[1]]
        if not numbers:
            return documents.Document.of(tablecards_document(tournament_id, rounds_range))  # (its refusal)
        return documents.Document(lambda: (tablecards_document(tournament_id, (n, n)) for n in numbers),
                                  len(numbers))  # a part per round, however many rounds
    fail(N_(CTX, "unknown document {kind}; expected one of {allowed}"), kind=kind,
         allowed=", ".join(KINDS))


def document_html(tournament_id: int, kind: str, rounds_range: RoundRange = None, *,
                  charts: bool = True, awards: Sequence[str] | None = None) -> str:
    """The printable HTML of ``kind`` as one text (a short print's, to read or search)."""
    return document(tournament_id, kind, rounds_range, charts=charts, awards=awards).html()


def print_document(tournament_id: int, kind: str, path: Path, rounds_range: RoundRange = None,
                   progress: Progress | None = None, *, charts: bool = True,
                   awards: Sequence[str] | None = None) -> None:
    """Write ``kind`` as an A4 PDF (works headless); ``progress``: the parts laid out, then the pages
    printed. Every part is in it, however many pages they take."""
    from tournament_app.export import documents

    check_target(path)
    # (a bad database fails here first)
    made = document(tournament_id, kind, rounds_range, charts=charts, awards=awards)
    documents.ensure_gui_app()
    documents.write_pdf(made, path, progress=progress)


def _player_reports(tournament_id: int, info: TournamentInfo, rounds_range: RoundRange) -> Document:
    """A page per player: their place, total, progress round by round, places, club rating and games."""
    from tournament_app.export.player_report import players_document
    from tournament_app.services.charts import players_progress
    from tournament_app.services.people import person_keys
    from tournament_app.services.ratings import ratings

    if rounds_range is not None:  # a report of some rounds only would give a misleading final place
        fail(N_(CTX, "the player reports cover every round played: leave out the rounds"))
    stats = {s.player_id: s for s in tournament_stats(tournament_id)}
    rows = ranked(tournament_id)
    # the rating is over every event in the database: read once for the whole document
    return players_document(info, rows, players_progress(tournament_id), standings.results(tournament_id),
                            stats, ratings(), person_keys(r.player_id for r in rows))


def _awards(tournament_id: int, info: TournamentInfo, rounds_range: RoundRange,
            chosen: Sequence[str]) -> Document:
    """The chosen awards for the prize-giving, in the order the organiser gave them."""
    from tournament_app.export.awards_print import awards_document

    unknown = [key for key in chosen if key not in AWARDS]
    if unknown:
        fail(N_(CTX, "unknown award {award}; expected one of {allowed}"), award=unknown[0],
             allowed=", ".join(AWARDS))
    if not chosen:
        fail(N_(CTX, "choose at least one award to print"))
    if rounds_range is not None:
        _round_numbers(tournament_id, rounds_range)  # (a range of no seated round is refused)
    return awards_document(info, event_awards(tournament_stats(tournament_id, rounds_range)),
                           list(dict.fromkeys(chosen)))


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


def league_sheets(season_id: int, division: str | None = None, after_day: int | None = None,
                  minus: str | None = None) -> str:
    """The printable league sheets (HTML) of every division, or of one; after a day, or so far
    (``minus``: the sign of a negative, the season's own unless given)."""
    from tournament_app.export.league_sheet import league_sheets_html
    from tournament_app.services import seasons
    from tournament_app.services.season_standings import division_table, season_tables

    season = seasons.season_info(season_id)
    if division is not None:
        tables = [division_table(season, division, after_day)]
    else:
        tables = season_tables(season_id, after_day)
    return league_sheets_html(season, tables, minus=minus or season.minus)


def print_league_sheets(season_id: int, path: Path, *, division: str | None = None,
                        after_day: int | None = None, progress: Progress | None = None,
                        minus: str | None = None) -> None:
    """The league sheets as an A4 landscape PDF, a page per division (``minus``: △ or ▲, the
    season's own unless given)."""
    from tournament_app.export import documents

    check_target(path)
    html = league_sheets(season_id, division, after_day, minus)
    documents.ensure_gui_app()
    documents.write_pdf(html, path, landscape=True, progress=progress)
