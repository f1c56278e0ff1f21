"""The app's read-only tables: a rows model with the looks a desk needs (△ values in red, bold columns,
muted rows, header tips) in a view that sorts numbers as numbers. Used by the standings, a player's
page, the season and the penalties; below them all."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from tournament_app.platform import colours
from tournament_app.ui.table_model import SORT_ROLE, Column, Index, RowsModel

Row = TypeVar("Row")


class StyledRowsModel(RowsModel[Row]):
    """RowsModel plus the looks a desk needs: △ values in red, bold columns, muted rows.

    ``signed`` maps a column to the tenths it shows, so that a negative value can be coloured
    without parsing the text back. A row for which ``muted`` is true is greyed out, and its
    ``bold`` columns are struck through instead (the value no longer counts, yet stays legible).
    """

    def __init__(self, columns: Sequence[Column[Row]], *,
                 signed: dict[int, Callable[[Row], int | None]] | None = None,
                 bold: Iterable[int] = (), muted: Callable[[Row], bool] | None = None,
                 header_tips: dict[int, Callable[[], str]] | None = None, parent: Any = None) -> None:
        super().__init__(columns, parent)
        self.signed = dict(signed or {})
        self.bold = set(bold)
        self.muted = muted
        self.header_tips = dict(header_tips or {})

    def set_columns(self, columns: Sequence[Column[Row]], rows: Sequence[Row],
                    signed: dict[int, Callable[[Row], int | None]] | None = None) -> None:
        """New columns and rows in one reset (the per-round columns follow the round filter)."""
        self.beginResetModel()
        self.columns = list(columns)
        self.rows = list(rows)
        if signed is not None:
            self.signed = dict(signed)
        self.endResetModel()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.ForegroundRole:
            if self.muted is not None and self.muted(row):
                return colours.qcolour("muted")  # rows that no longer count (a cancelled penalty)
            value = self.signed.get(index.column())
            if value is not None and (value(row) or 0) < 0:
                # △ values on screen only: printed sheets keep them black, as Japanese leagues do
                return colours.qcolour("negative")
            return None
        if role == Qt.ItemDataRole.FontRole and index.column() in self.bold:
            font = QFont()
            if self.muted is not None and self.muted(row):
                font.setStrikeOut(True)
            else:
                font.setBold(True)
            return font
        return super().data(index, role)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt API
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        tip = self.header_tips.get(section)
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal and tip:
            return tip()
        return super().headerData(section, orientation, role)


def sorted_table(model: RowsModel[Any],
                 parent: QWidget | None = None) -> tuple[QTableView, QSortFilterProxyModel]:
    """A read-only table sorting on SORT_ROLE (numbers sort as numbers, not as text)."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.setSortLocaleAware(True)
    view = QTableView(parent)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    # The style's default row is roomy; a desk wants to see a whole field of players at once.
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().lineSpacing() + 8)
    view.horizontalHeader().setHighlightSections(False)
    return view, proxy
