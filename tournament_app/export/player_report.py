"""The printed player reports: one A4 page per player to take home.

Each page: the player's final place and total, how often they finished 1st–4th, their club rating
after every event in the database (a chart, as on the player's page), their statistics from the
recorded hands (each figure with what it rests on, as on the player's page), their total and place
after every round (a chart), and their games round by round. A :class:`~.paged.Document` of a
part per player; the charts are ``chart_objects`` images, drawn as vectors when printed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from tournament_app.export import stats_text
from tournament_app.export.chart_objects import places_img, player_progress_img, rating_img
from tournament_app.export.documents import (
    _GAP,
    PAGE_WIDTH_PX,
    Document,
    PageMeasure,
    _cell,
    _e,
    _heading,
    _page,
    _row,
    _table,
)
from tournament_app.export.workbook import round_header, seat_winds
from tournament_app.services.charts import PlayerProgress
from tournament_app.services.player_stats import figures
from tournament_app.services.ratings import PersonRating
from tournament_app.services.rows import GameResult, PlayerStats, StandingRow, TournamentInfo
from tournament_app.texts.display import names_list, points, rating, score, separated
from tournament_app.words.i18n import tr

PROGRESS_HEIGHT_PX = 420
PROGRESS_MIN_HEIGHT_PX = 220
PLACES_SIZE_PX = (160, 170)
# The top row: the summary, the places chart, the rating (its line over its chart), in percent of the
# page's width; the rating's chart as tall as the places chart less its line, so that the row keeps
# the height it had without it and a long league's report stays one sheet.
TOP_COLUMNS = (33, 25, 42)
RATING_SIZE_PX = (round(PAGE_WIDTH_PX * TOP_COLUMNS[2] / 100) - 8, PLACES_SIZE_PX[1] - 20)
COLUMNS_OF_FIGURES = 3
ON_THE_PAGE = ("games", "average_place", "place_1", "place_2", "place_3", "place_4", "points")


def players_document(info: TournamentInfo, standings: Sequence[StandingRow],
                     progress: Sequence[PlayerProgress], games: Iterable[GameResult],
                     stats: Mapping[int, PlayerStats] | None = None,
                     ratings: Sequence[PersonRating] | None = None,
                     person_keys: Mapping[int, Any] | None = None) -> Document:
    """A page per player who has finished a game, in the order of their readings (as the reports
    are handed out), from the standings, each player's progress, the games, (by player id) their
    statistics, and the club rating of every person in the database (``services.ratings``, made
    once for the document; None: the reports leave the rating out) with each player's person
    (``people.person_keys``, the player id when not given)."""
    by_player = {p.player_id: p for p in progress}
    played: dict[int, list[GameResult]] = {}
    for game in sorted(games, key=lambda g: (g.round, g.table)):
        if game.points is None:  # the standings count finished games only
            continue
        for pid in game.player_ids:
            played.setdefault(pid, []).append(game)
    rows = sorted((r for r in standings if r.games and r.player_id in by_player),
                  key=lambda r: (r.reading or r.name, r.name))
    by_person = {r.person: r for r in ratings or ()}
    keys = person_keys or {}

    def rating(row: StandingRow) -> str:
        if ratings is None:
            return ""
        return _rating_cell(by_person.get(keys.get(row.player_id, row.player_id)), len(ratings))
    title = tr("export", "Player reports")

    def parts() -> Iterator[str]:
        if not rows:
            yield _page(info, title, [_heading(info, title),
                                      f"<p>{_e(tr('export', 'No finished games yet.'))}</p>"])
        measure = PageMeasure()
        for row in rows:
            yield _page(info, title, _player_page(info, row, len(standings), by_player[row.player_id],
                                                  played.get(row.player_id, []), measure=measure,
                                                  stats=(stats or {}).get(row.player_id),
                                                  rating=rating(row)))

    return Document(parts, max(len(rows), 1))


def players_html(info: TournamentInfo, standings: Sequence[StandingRow], progress: Sequence[PlayerProgress],
                 games: Sequence[GameResult], stats: Mapping[int, PlayerStats] | None = None,
                 ratings: Sequence[PersonRating] | None = None,
                 person_keys: Mapping[int, Any] | None = None) -> str:
    return players_document(info, standings, progress, games, stats, ratings, person_keys).html()


def rating_line(person: PersonRating, rated: int) -> str:
    """``Rating 1499.31 · place 3 of 40 · 12 games rated`` (``rated``: the persons of the table), the
    words of the player page's rating summary."""
    return separated([tr("export", "Rating {rating}").format(rating=rating(person.rating)),
                      tr("export", "place {rank} of {players}").format(rank=person.rank, players=rated),
                      tr("export", "%n games rated", person.games)])


def _rating_cell(person: PersonRating | None, rated: int) -> str:
    """The rating's line over its chart; a player without a rated game gets the line saying so."""
    if person is None:
        return f"<p class='sub'>{_e(tr('export', 'No rated game yet.'))}</p>"
    # small type: a long line ("place 112 of 140 · 123 games rated") stays one line in its column
    line = _e(rating_line(person, rated))
    return (f"<p style='font-size: 8pt; margin-top: 0; margin-bottom: 2px'>{line}</p>"
            f"<p align='center' style='margin: 0'>{rating_img(person, *RATING_SIZE_PX)}</p>")


def _player_page(info: TournamentInfo, row: StandingRow, ranked: int, progress: PlayerProgress,
                 games: list[GameResult], *, measure: PageMeasure,
                 stats: PlayerStats | None = None, rating: str = "") -> list[str]:
    """The page's parts; the chart as tall as the page has room for (a long league's table of games
    leaves less), so that a player's report stays one sheet of paper."""
    last = progress.rounds[-1].round if progress.rounds else None
    extra = tr("export", "after round {n}").format(n=last) if last is not None else ""
    title = tr("export", "Player report: {name}").format(name=row.name)
    body = [_heading(info, title, extra=extra)]
    x100 = row.average_rank_x100
    summary = [
        (tr("export", "Rank"), tr("export", "{rank} of {players}").format(rank=row.rank, players=ranked)),
        (tr("export", "Total"), points(row.total)),
        (tr("export", "Games"), str(row.games)),
        (tr("export", "Average rank"), "" if x100 is None else f"{x100 // 100}.{x100 % 100:02d}"),
        (tr("export", "Average score"), "" if row.average_score is None else score(row.average_score)),
        (tr("export", "Best game"), "" if row.best is None else points(row.best)),
        (tr("export", "Worst game"), "" if row.worst is None else points(row.worst)),
    ]
    lines = "".join(_row([_cell(label, "label"), _cell(value, "total")]) for label, value in summary)
    summary_table = ("<table class='grid' width='100%' border='1' cellspacing='0' cellpadding='3'>"
                     f"{lines}</table>")
    places = places_img(progress.places, *PLACES_SIZE_PX)
    summary_width, places_width, rating_width = TOP_COLUMNS
    body.append("<table width='100%' cellspacing='0' cellpadding='0'><tr>"
                f"<td width='{summary_width}%' valign='top'>{summary_table}</td>"
                f"<td width='{places_width}%' align='center' valign='top'>{places}</td>"
                f"<td width='{rating_width}%' valign='top'>{rating}</td></tr></table>")
    if stats is not None:
        body += [_GAP, _stats_table(stats), f"<p class='sub'>{_e(stats_text.not_recorded())}</p>"]
    table = _games_table(row.player_id, games, progress)
    room = measure.room_left(_page(info, "", [*body, _GAP, _GAP, table]))
    height = PROGRESS_HEIGHT_PX
    if PROGRESS_MIN_HEIGHT_PX <= room < height:
        height = int(room)
    chart = player_progress_img(progress, PAGE_WIDTH_PX, height)
    body += [_GAP, f"<p align='center'>{chart}</p>", _GAP, table]
    return body


def _games_table(player_id: int, games: list[GameResult], progress: PlayerProgress) -> str:
    """The player's games: where they sat, against whom, the result, and the standing after the round."""
    winds = seat_winds()
    after = {r.round: r for r in progress.rounds}
    last_of_round = {g.round: i for i, g in enumerate(games)}  # the round's total goes on its last game
    rows = []
    for i, game in enumerate(games):
        seat = game.player_ids.index(player_id)
        others = [game.names[s] for s in range(4) if s != seat]
        standing = after.get(game.round) if last_of_round[game.round] == i else None
        cells = [_cell(round_header(game.round), "mid"), _cell(game.table, "mid"), _cell(winds[seat], "mid"),
                 _cell(names_list(others)),
                 _cell(score(game.final_scores[seat]) if game.final_scores else "", "num"),
                 _cell(game.ranks[seat] if game.ranks else "", "mid"),
                 _cell(points(game.points[seat]) if game.points else "", "total"),
                 _cell(points(standing.cumulative) if standing else "", "num"),
                 _cell(standing.rank if standing else "", "mid")]
        rows.append(_row(cells, i))
    headers = [tr("export", "Round"), tr("export", "Table"), tr("export", "Seat"), tr("export", "Opponents"),
               tr("export", "Final score"), tr("export", "Place"), tr("export", "Points"),
               tr("export", "Running total"), tr("export", "Rank so far")]
    return _table(headers, rows, widths=(11, 7, 7, 33, 10, 7, 9, 9, 7), cls="fit")


def _stats_table(stats: PlayerStats) -> str:
    """The figures of the player's page, three to a row in small type, each with what it rests on; the
    ones of every finished game (games, places, points) are the summary's and the places chart's
    already, and leaving them out keeps a long league's report one sheet of paper."""
    shown = [f for f in figures(stats) if f.key not in ON_THE_PAGE]
    per_column = -(-len(shown) // COLUMNS_OF_FIGURES)
    rows = []
    for i in range(per_column):
        cells = []
        for c in range(COLUMNS_OF_FIGURES):
            k = c * per_column + i
            f = shown[k] if k < len(shown) else None
            cells += ([_cell(stats_text.label(f.key)), _cell(stats_text.value(f), "num"),
                       _cell(stats_text.basis(f))] if f is not None else [_cell("")] * 3)
        rows.append(_row(cells, i))
    # no header row: each cell says what it is (和了率 | 31.3% | 48局中), and the line saved is the chart's
    sizes = "".join(f"<col width='{w}%'>" for w in (14, 7, 12) * COLUMNS_OF_FIGURES)
    return (f"<table class='grid log fit' width='100%' border='1' cellspacing='0' cellpadding='2'>{sizes}"
            f"{''.join(rows)}</table>")
