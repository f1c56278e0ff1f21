"""Tabs whose pages are built the first time they are shown (issue 26, item 5).

The main window opens on one tab; building the other four (standings with charts, the rounds, the
players' list, penalties) and importing their modules took most of its start. A tab holds an empty
page until it becomes current, or until code asks for its page, then gets its real one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QTabWidget, QWidget


class LazyTabs(QTabWidget):
    def __init__(self) -> None:
        super().__init__()
        self._factories: dict[int, Callable[[], QWidget]] = {}
        self.currentChanged.connect(self._build_current)

    def add_lazy(self, title: str, factory: Callable[[], QWidget]) -> int:
        """A tab titled ``title`` whose page ``factory`` makes when it is first needed."""
        blocked = self.blockSignals(True)  # the first tab becoming current must not build it yet
        try:
            index = self.addTab(QWidget(), title)
        finally:
            self.blockSignals(blocked)
        self._factories[index] = factory
        return index

    def open(self, index: int) -> None:
        """Make tab ``index`` current, built."""
        self.setCurrentIndex(index)
        self.page(self.currentIndex())

    def page(self, index: int) -> QWidget:
        """Tab ``index``'s real page, built now if it was not yet."""
        factory = self._factories.pop(index, None)
        if factory is None:
            return self.widget(index)
        page = factory()
        placeholder, title, current = self.widget(index), self.tabText(index), self.currentIndex()
        blocked = self.blockSignals(True)  # the same tab stays current: nothing to announce
        try:
            self.removeTab(index)
            self.insertTab(index, page, title)
            self.setCurrentIndex(current)
        finally:
            self.blockSignals(blocked)
        placeholder.deleteLater()
        return page

    def _build_current(self, index: int) -> None:
        if index >= 0:
            self.page(index)
