"""A table model fed with plain rows (Vorta's pattern): no database access, easy to test."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Row = TypeVar("Row")
SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # a value that sorts right (numbers, readings)
ROW_ROLE = Qt.ItemDataRole.UserRole + 2  # the row object itself
Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column(Generic[Row]):
    header: Callable[[], str]  # called each time, so a language switch shows at once
    text: Callable[[Row], str]
    sort: Callable[[Row], Any] | None = None
    align_right: bool = False


class RowsModel(QAbstractTableModel, Generic[Row]):
    def __init__(self, columns: Sequence[Column[Row]], parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.rows: list[Row] = []

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt API
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], self.columns[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return column.text(row)  # the tooltip: the whole text where a narrow column cuts it
        if role == SORT_ROLE:
            return column.sort(row) if column.sort else column.text(row)
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.TextAlignmentRole and column.align_right:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt API
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].header()
        return None

    def row_at(self, row: int) -> Row:
        return self.rows[row]
