"""A player's page (double-click in the standings): points and rank after each round, places, games,
the statistics from the recorded hands (each figure with what it rests on) and the club rating after
every event in the database.

Everything comes from ``services.charts``, ``services.standings``, ``services.player_stats`` and
``services.ratings``, hidden rounds left out as in the standings; the page follows the record while it
stays open. Esc closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.export import stats_text
from tournament_app.export.chart_paint import ChartStyle, paint_places, paint_player_progress, paint_rating
from tournament_app.services import standings
from tournament_app.services.charts import PlayerProgress, player_progress
from tournament_app.services.people import person_keys, person_of
from tournament_app.services.person_stats import person_statistics
from tournament_app.services.player_stats import Figure, figures, statistics
from tournament_app.services.ratings import PersonRating, ratings
from tournament_app.services.rows import GameResult, PlayerStats
from tournament_app.texts import display
from tournament_app.ui.chart_widgets import ChartWidget
from tournament_app.ui.context import AppContext, ConnectionLine, guarded_refresh, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.placement import fit_to_screen
from tournament_app.ui.stats_table import NO_VALUE_LOW
from tournament_app.ui.styled_rows import StyledRowsModel, sorted_table
from tournament_app.ui.table_model import Column
from tournament_app.words.i18n import tr

CTX = "ui.player_page"


@dataclass(frozen=True)
class PlayerGame:
    """One of the player's games, from the player's seat."""

    round: int
    table: int
    seat: int  # 0 = the first East
    opponents: tuple[str, ...]
    state: str
    score: int | None
    rank: int | None
    points: int | None  # tenths


def player_games(results: Sequence[GameResult], player_id: int) -> list[PlayerGame]:
    out = []
    for g in results:
        if player_id not in g.player_ids:
            continue
        seat = g.player_ids.index(player_id)
        out.append(PlayerGame(
            g.round, g.table, seat, tuple(n for s, n in enumerate(g.names) if s != seat), g.state,
            g.final_scores[seat] if g.final_scores else None, g.ranks[seat] if g.ranks else None,
            g.points[seat] if g.points else None))
    return out


def _state_text(game: PlayerGame) -> str:
    return {"planned": tr(CTX, "not started"), "in_progress": tr(CTX, "in progress")}.get(game.state, "")


def game_columns() -> list[Column[PlayerGame]]:
    return [
        Column(lambda: tr(CTX, "Round"), lambda g: str(g.round), lambda g: g.round * 10_000 + g.table,
               align_right=True),
        Column(lambda: tr(CTX, "Table"), lambda g: str(g.table), lambda g: g.table, align_right=True),
        Column(lambda: tr(CTX, "Seat"), lambda g: display.wind_names()[g.seat], lambda g: g.seat),
        Column(lambda: tr(CTX, "Opponents"), lambda g: display.names_list(g.opponents)),
        Column(lambda: tr(CTX, "Score"),
               lambda g: _state_text(g) if g.score is None else display.score(g.score),
               lambda g: NO_VALUE_LOW if g.score is None else g.score, align_right=True),
        Column(lambda: tr(CTX, "Place"), lambda g: "" if g.rank is None else str(g.rank),
               lambda g: 9 if g.rank is None else g.rank, align_right=True),
        Column(lambda: tr(CTX, "Points"), lambda g: "" if g.points is None else display.points(g.points),
               lambda g: NO_VALUE_LOW if g.points is None else g.points, align_right=True),
    ]


StatsRow = tuple[Figure, Figure | None]  # this event's figure, the same over every event of the person


def figure_columns(events: Callable[[], int]) -> list[Column[StatsRow]]:
    """The figure, this event's value and what it rests on; then, for a person with ``events()`` events
    in the database (hidden when fewer than two), the value over all of them and what that rests on."""
    def this_event() -> str:
        return tr(CTX, "This event") if events() > 1 else tr(CTX, "Value")

    return [
        Column(lambda: tr(CTX, "Figure"), lambda r: stats_text.label(r[0].key)),
        Column(this_event, lambda r: stats_text.value(r[0]), align_right=True),
        Column(lambda: tr(CTX, "Rests on"), lambda r: stats_text.basis(r[0])),
        Column(lambda: tr(CTX, "All events ({n})").format(n=events()),
               lambda r: "" if r[1] is None else stats_text.value(r[1]), align_right=True),
        Column(lambda: tr(CTX, "Rests on"), lambda r: "" if r[1] is None else stats_text.basis(r[1])),
    ]


def _paint_progress(p: QPainter, rect: QRectF, progress: PlayerProgress, style: ChartStyle) -> None:
    paint_player_progress(p, rect, progress, style)


def _paint_places(p: QPainter, rect: QRectF, places: tuple[int, int, int, int], style: ChartStyle) -> None:
    paint_places(p, rect, places, style)


def _paint_rating(p: QPainter, rect: QRectF, person: PersonRating, style: ChartStyle) -> None:
    paint_rating(p, rect, person, style)


class PlayerPage(QDialog):
    """Non-modal: several players' pages can stay open beside the standings."""

    def __init__(self, ctx: AppContext, player_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.player_id = player_id
        self.progress: PlayerProgress | None = None
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.summary = QLabel()
        self.summary.setStyleSheet("font-size: 12pt;")
        empty = tr(CTX, "No finished game yet.")
        self.progress_chart: ChartWidget[PlayerProgress] = ChartWidget(
            _paint_progress, minimum=QSize(360, 260), preferred=QSize(720, 360), empty_text=empty)
        self.places_chart: ChartWidget[tuple[int, int, int, int]] = ChartWidget(
            _paint_places, minimum=QSize(200, 260), preferred=QSize(300, 360), empty_text=empty)
        charts = QHBoxLayout()
        charts.addWidget(self.progress_chart, 5)
        charts.addWidget(self.places_chart, 2)
        self.games_model: StyledRowsModel[PlayerGame] = StyledRowsModel(
            game_columns(), signed={6: lambda g: g.points}, bold=(6,), parent=self)
        self.games, self.games_proxy = sorted_table(self.games_model, self)
        self.games.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.events = 0  # the person's events in the database, once the Statistics tab has been shown
        self.event_stats: PlayerStats | None = None
        self.all_stats: PlayerStats | None = None
        self.stats_model: StyledRowsModel[StatsRow] = StyledRowsModel(
            figure_columns(lambda: self.events), parent=self)
        self.stats, stats_proxy = sorted_table(self.stats_model, self)
        self.stats.setSortingEnabled(False)  # the figures in the order a league's 成績表 gives them
        stats_proxy.sort(-1)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.games, tr(CTX, "Games"))
        stats_tab = QWidget()
        stats_layout = QVBoxLayout(stats_tab)
        stats_layout.setContentsMargins(0, 0, 0, 0)
        stats_layout.addWidget(self.stats)
        self.not_recorded = QLabel(stats_text.not_recorded())
        self.not_recorded.setWordWrap(True)
        stats_layout.addWidget(self.not_recorded)
        self.stats_tab = self.tabs.addTab(stats_tab, tr(CTX, "Statistics"))
        self.rating_summary = QLabel()
        # its one line whole, however little room the page leaves: the chart takes what is left
        self.rating_summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.rating_summary.setToolTip(tr(CTX, "Tenhou's R over every event in the database: from 1500, "
                                               "each game moves it by the place and by the table's average "
                                               "rating, less as games add up."))
        self.rating_chart: ChartWidget[PersonRating] = ChartWidget(
            _paint_rating, minimum=QSize(360, 160), preferred=QSize(720, 300),
            empty_text=tr(CTX, "No rated game yet."))
        rating_page = QWidget()
        rating_layout = QVBoxLayout(rating_page)
        rating_layout.setContentsMargins(4, 4, 4, 0)
        rating_layout.addWidget(self.rating_summary)
        rating_layout.addWidget(self.rating_chart, 1)
        self.rating_tab = self.tabs.addTab(rating_page, tr(CTX, "Rating"))
        self.tabs.currentChanged.connect(self._tab_shown)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addLayout(charts, 5)
        layout.addWidget(self.tabs, 2)
        layout.addWidget(ConnectionLine(ctx))  # a window of its own: says so when the database is away
        # a header and five games in view; the charts take what a taller window adds
        self.games.setMinimumHeight(self.games.verticalHeader().defaultSectionSize() * 6 + 4)
        layout.addWidget(buttons)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        fit_to_screen(self, QSize(1000, 720))
        self.lazy = watch(ctx, self, self.refresh)
        self.refresh()

    @guarded_refresh
    def refresh(self) -> None:
        tid = self.ctx.tournament_id
        if tid is None:
            return
        with user_errors(self) as failed:
            progress = player_progress(tid, self.player_id)
            games = player_games(standings.results(tid), self.player_id)
            stats = statistics([(tid, self.player_id)]).get((tid, self.player_id))
        if failed:
            return
        self.progress = progress
        self.setWindowTitle(tr(CTX, "Player: {name}").format(name=progress.name))
        self.heading.setText(progress.name)
        self.summary.setText(self._summary(progress, games))
        self.progress_chart.set_data(progress if progress.rounds else None)
        self.places_chart.set_data(progress.places if any(progress.places) else None)
        self.games_model.set_rows(games)
        self.games.resizeColumnsToContents()
        self.event_stats = stats
        self._show_stats()
        if self.tabs.currentIndex() == self.stats_tab:
            self._show_all_events()
        if self.tabs.currentIndex() == self.rating_tab:
            self._show_rating()

    def _tab_shown(self, index: int) -> None:
        if index == self.stats_tab:
            self._show_all_events()
        if index == self.rating_tab:
            self._show_rating()

    def _show_stats(self) -> None:
        mine = figures(self.event_stats) if self.event_stats is not None else []
        every: list[Figure | None] = [None] * len(mine)
        if self.all_stats is not None and self.events > 1:
            every = list(figures(self.all_stats))
        self.stats_model.set_rows(list(zip(mine, every, strict=True)))
        for column in (3, 4):
            self.stats.setColumnHidden(column, self.events < 2)
        self.stats.resizeColumnsToContents()

    def _show_all_events(self) -> None:
        """Over every event of the person: read when its tab is shown, not with every page."""
        with user_errors(self) as failed:
            person = person_of(self.player_id)
            found = person_statistics(person.id) if person is not None else None
        if failed:
            return
        self.events = 0 if found is None else len(found.events)
        self.all_stats = None if found is None else found.total
        self._show_stats()

    def _show_rating(self) -> None:
        """Over every event in the database: read when its tab is shown, not with every page."""
        with user_errors(self) as failed:
            table = ratings()
            key = person_keys([self.player_id])[self.player_id]
        if failed:
            return
        person = next((r for r in table if r.person == key), None)
        self.rating_chart.set_data(person)
        if person is None:
            self.rating_summary.setText(tr(CTX, "No rated game yet."))
            return
        self.rating_summary.setText(display.separated([
            tr(CTX, "Rating {rating}").format(rating=display.rating(person.rating)),
            tr(CTX, "Place {rank} of {players}").format(rank=person.rank, players=len(table)),
            tr(CTX, "%n games rated", person.games)]))

    @staticmethod
    def _summary(progress: PlayerProgress, games: Sequence[PlayerGame]) -> str:
        finished = sum(g.state == "finished" for g in games)
        if not progress.rounds:
            return tr(CTX, "%n games finished", finished)
        last = progress.rounds[-1]
        return display.separated([
            tr(CTX, "Place {rank} of {players}").format(rank=last.rank, players=progress.players),
            tr(CTX, "{total} after round {round}").format(total=display.points(last.cumulative),
                                                          round=last.round),
            tr(CTX, "%n games finished", finished)])
