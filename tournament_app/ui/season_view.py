"""The league season window (issue 31): a tab per division with its league table (成績表), the lines
drawn, the standings after any day; seating the next day, the prints, the workbook, the projector,
the next season and, before a season starts, its players' divisions.

A division's games are those of its own tournament: "Open division" shows it in the main window,
where its rounds and tables open at the desk like any other game.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.export import league_text
from tournament_app.export.league_final import final_subtitle
from tournament_app.export.league_sheet import legend, line_after, subtitle
from tournament_app.platform import colours
from tournament_app.services import seasons
from tournament_app.services.season_standings import DivisionTable, LeagueRow, division_table
from tournament_app.texts import display
from tournament_app.ui.context import AppContext, ConnectionLine, guarded_refresh, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.help_window import add_help_key
from tournament_app.ui.placement import fit_to_screen
from tournament_app.ui.styled_rows import StyledRowsModel
from tournament_app.ui.table_model import Column
from tournament_app.words.i18n import tr

CTX = "ui.season"
SEASON_SO_FAR = 0  # the "after" choice: every day seated so far


def league_columns(days: int, complete: bool, *, final: bool = False, lowest: bool = False,
                   minus: str = "△") -> tuple[list[Column[LeagueRow]], dict]:
    """Rank, name, total, (carried,) a column per day, games, note; and the signed columns
    (``minus``: the season's sign of a negative figure)."""
    columns: list[Column[LeagueRow]] = [
        Column(lambda: tr(CTX, "Rank"), lambda r: str(r.rank), align_right=True),
        Column(lambda: tr(CTX, "Name"), lambda r: r.name),
        Column(lambda: tr(CTX, "Total"), lambda r: display.points(r.total, minus), align_right=True),
    ]
    signed = {2: lambda r: r.total}
    if final:
        columns.append(Column(lambda: tr(CTX, "Carried"), lambda r: display.points(r.carried, minus),
                              align_right=True))
        signed[3] = lambda r: r.carried
    for n in range(days):
        columns.append(Column(lambda n=n: league_text.final_day_header(n + 1, days) if final
                              else league_text.day_header(n + 1),
                              lambda r, n=n: league_text.day_cell(r.days[n], r.day_mark(n), minus),
                              align_right=True))
        signed[len(columns) - 1] = lambda r, n=n: r.days[n]
    columns.append(Column(lambda: tr(CTX, "Games"), lambda r: str(r.games), align_right=True))
    if not final:
        columns.append(Column(lambda: tr(CTX, "Note"), lambda r: _note(r, complete, lowest)))
    return columns, signed


def _note(row: LeagueRow, complete: bool, lowest: bool) -> str:
    text = league_text.mark_note(row.mark, row.tied_at_line, complete, lowest)
    if row.tie_break and not text:
        text = display.tie_break_text(row.tie_break)
    return text


class LineDelegate(QStyledItemDelegate):
    """Draws the promotion (blue) and relegation (red) lines under their rows (``lines``: row ->
    "up" or "down"), in the screen's scheme's shade of each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lines: dict[int, str] = {}

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        line = self.lines.get(index.row())
        if line is not None:
            painter.save()
            painter.setPen(QPen(colours.qcolour(line), 3))
            rect: QRect = option.rect  # type: ignore[attr-defined]
            painter.drawLine(rect.left(), rect.bottom() - 1, rect.right(), rect.bottom() - 1)
            painter.restore()


class LeagueTable(QWidget):
    """One division's (or the final's) league table, its subtitle and the lines' legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model: StyledRowsModel[LeagueRow] = StyledRowsModel([], bold=(2,))
        self.view = QTableView()
        self.view.setModel(self.model)
        self.delegate = LineDelegate(self.view)
        self.view.setItemDelegate(self.delegate)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().lineSpacing() + 8)
        self.view.horizontalHeader().setHighlightSections(False)
        self.sub = QLabel()
        self.sub.setWordWrap(True)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.sub)
        layout.addWidget(self.view, stretch=1)
        layout.addWidget(self.legend)

    def show_table(self, table: DivisionTable, levels: int, *, final: bool = False) -> None:
        div = table.division
        rows = table.final_rows if final else table.rows
        days = len(div.final_days) if final else len(div.league_days)
        columns, signed = league_columns(days, table.complete, final=final, lowest=table.lowest,
                                         minus=table.minus)
        self.model.set_columns(columns, rows, signed)
        self.delegate.lines = {} if final else {
            i: line for i in range(len(rows)) if (line := line_after(table, i)) is not None}
        self.sub.setText(league_text.joined([display.final_name(div.final_name), final_subtitle(table)])
                         if final else subtitle(table, levels))
        self.legend.setText("" if final else legend(table, levels))
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def lines(self) -> dict[int, str]:
        """Row -> "up"/"down" of the lines drawn (for tests and the projector)."""
        return dict(self.delegate.lines)


class SeasonView(QWidget):
    """The seasons of the database, one at a time: see the module's docstring."""

    open_division = Signal(int)  # a division's tournament, to show in the main window

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(tr(CTX, "League seasons"))
        self.ctx = ctx
        self.info: seasons.SeasonInfo | None = None
        self.tables: list[DivisionTable] = []
        self.projector: QWidget | None = None

        self.season_box = QComboBox()
        self.season_box.activated.connect(lambda _i: self.refresh())
        self.after_box = QComboBox()
        self.after_box.activated.connect(lambda _i: self.refresh(keep_after=True))
        self.status = QLabel()
        self.notice = QLabel()  # what the last action did (seated, saved): kept across refreshes
        colours.paint(self.notice, "positive")
        top = QHBoxLayout()
        top.addWidget(QLabel(tr(CTX, "Season:")))
        top.addWidget(self.season_box, stretch=1)
        top.addWidget(QLabel(tr(CTX, "Standings:")))
        top.addWidget(self.after_box)
        self.tabs = QTabWidget()

        self.buttons: dict[str, QPushButton] = {}
        from tournament_app.ui import season_actions as act

        rows = [[("seat", tr(CTX, "&Seat next day…"), act.seat_next_day),
                 ("open", tr(CTX, "&Open division"), SeasonView.open_current_division),
                 ("print", tr(CTX, "&Print league sheets…"), act.print_sheets),
                 ("export", tr(CTX, "E&xport workbook…"), act.export_workbook),
                 ("projector", tr(CTX, "Pro&jector"), SeasonView.show_projector)],
                [("new", tr(CTX, "&New season…"), act.new_season),
                 ("next", tr(CTX, "Nex&t season…"), act.next_season),
                 ("add", tr(CTX, "&Add player…"), act.add_player),
                 ("move", tr(CTX, "&Move player…"), act.move_player),
                 ("remove", tr(CTX, "&Remove player…"), act.remove_player),
                 ("leave", tr(CTX, "&Withdrawal or absence…"), act.withdraw_player),
                 ("substitute", tr(CTX, "S&ubstitute…"), act.add_substitute),
                 ("minus", tr(CTX, "Ne&gative figures…"), act.set_minus)]]
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, stretch=1)
        layout.addWidget(self.notice)
        layout.addWidget(ConnectionLine(ctx))  # a window of its own: says so when the database is away
        for row in rows:
            line = QHBoxLayout()
            for key, text, slot in row:
                button = QPushButton(text)
                button.clicked.connect(lambda _=False, s=slot: s(self))
                self.buttons[key] = button
                line.addWidget(button)
            line.addStretch()
            layout.addLayout(line)
        watch(ctx, self, self.refresh)
        add_help_key(self, "seasons")  # a window of its own: the main window's F1 does not reach it
        fit_to_screen(self, QSize(1100, 700))
        self.refresh()

    # -- content ----------------------------------------------------------------------------------
    def season_id(self) -> int | None:
        value = self.season_box.currentData()
        return int(value) if value is not None else None

    def current_division(self) -> str | None:
        index = self.tabs.currentIndex()
        if self.info is None or not 0 <= index < len(self.info.divisions):
            return self.info.divisions[0].name if self.info and self.info.divisions else None
        return self.info.divisions[index].name

    @guarded_refresh
    def refresh(self, *, keep_after: bool = False, select: int | None = None) -> None:
        """Read the seasons and the chosen one's tables again (another desk may have recorded)."""
        with user_errors(self):
            chosen = select if select is not None else self.season_id()
            all_seasons = seasons.list_seasons()
            self.season_box.clear()
            for s in all_seasons:
                self.season_box.addItem(s.name, s.id)
            if not all_seasons:
                self.info, self.tables = None, []
                self._show()
                return
            ids = [s.id for s in all_seasons]
            position = ids.index(chosen) if chosen in ids else len(ids) - 1
            self.season_box.setCurrentIndex(position)
            self.info = all_seasons[position]
            after = self.after_box.currentData() if keep_after else SEASON_SO_FAR
            days = max((sum(d.first_round is not None for d in div.league_days)
                        for div in self.info.divisions), default=0)
            self.after_box.clear()
            self.after_box.addItem(tr(CTX, "Season so far"), SEASON_SO_FAR)
            for n in range(1, days + 1):
                self.after_box.addItem(tr(CTX, "After day {n}").format(n=n), n)
            self.after_box.setCurrentIndex(max(0, self.after_box.findData(after)))
            after_day = self.after_box.currentData() or None
            self.tables = [division_table(self.info, div.name, after_day) for div in self.info.divisions
                           if after_day is None or after_day <= sum(d.first_round is not None
                                                                    for d in div.league_days)]
        self._show()

    def _show(self) -> None:
        current = self.tabs.currentIndex()
        self.tabs.clear()
        info = self.info
        draft = info is not None and not info.started
        for key in ("add", "move", "remove"):
            self.buttons[key].setEnabled(draft)
        for key in ("seat", "open", "print", "export", "projector", "next", "leave", "substitute"):
            self.buttons[key].setEnabled(info is not None)
        if info is None:
            self.status.setText(tr(CTX, "No league season yet: start one with New season…"))
            return
        levels = len(info.divisions)
        for table in self.tables:
            page = LeagueTable()
            page.show_table(table, levels)
            self.tabs.addTab(page, league_text.division_label(table.division.name))
            if table.final_rows:
                final = LeagueTable()
                final.show_table(table, levels, final=True)
                self.tabs.addTab(final, display.final_name(table.division.final_name))
        self.tabs.setCurrentIndex(max(0, min(current, self.tabs.count() - 1)))
        self.status.setText(league_text.joined([
            info.name, tr(CTX, "draft: players can still be moved") if draft else tr(CTX, "under way"),
            tr(CTX, "after {season}").format(season=info.previous) if info.previous else ""]))

    def table_pages(self) -> list[LeagueTable]:
        return [self.tabs.widget(i) for i in range(self.tabs.count())]  # type: ignore[misc]

    def open_current_division(self) -> None:
        name = self.current_division()
        if self.info is not None and name is not None:
            self.open_division.emit(self.info.division(name).tournament_id)

    def show_projector(self) -> None:
        from tournament_app.ui.season_projector import SeasonProjector

        if self.season_id() is None:
            return
        if self.projector is None or not self.projector.isVisible():
            self.projector = SeasonProjector(self.ctx, self.season_id())
            self.projector.show_on()  # type: ignore[attr-defined]
        self.projector.raise_()

    def choose_file(self, title: str, name: str, suffix: str, filters: str) -> Path | None:
        from tournament_app.ui.file_dialogs import DOCUMENTS_KEY, save_file

        return save_file(self, title, filters, self.ctx.settings, DOCUMENTS_KEY, name, suffix)

    def division_names(self) -> Sequence[str]:
        return [d.name for d in self.info.divisions] if self.info else []
