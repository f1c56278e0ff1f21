"""The standings' Statistics tab: every player's figures with the names, in the order, of the player's
page (``player_stats.figures``, ``stats_text``); each header says what its values rest on."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle, QTableView

from tournament_app.export import stats_text
from tournament_app.services.player_stats import Figure, figures
from tournament_app.services.rows import PlayerStats
from tournament_app.ui.table_model import Column
from tournament_app.words.i18n import tr

CTX = "ui.standings"
NO_VALUE_LOW = -(10**9)
NO_VALUE_HIGH = 10**9
_EMPTY = PlayerStats(0, "", 0, 0, 0, 0, 0, 0, 0, 0)
HEADER_WRAP = 5  # characters of a Japanese name without a space that still fit one line


def figure_keys() -> list[tuple[str, str]]:
    """(key, basis) of every figure, in the published order."""
    return [(f.key, f.basis) for f in figures(_EMPTY)]


def _script(c: str) -> str:
    return "kana" if "\u30a0" <= c <= "\u30ff" else "other"


def header_text(text: str) -> str:
    """A name on two lines, so that every column fits 1366 pixels: English at the space nearest the
    middle, a long Japanese name where katakana meets kanji (流局時 / テンパイ率)."""
    if " " in text:
        cuts = [i for i, c in enumerate(text) if c == " "]
        skip = 1
    elif len(text) > HEADER_WRAP:
        cuts = [i for i in range(1, len(text)) if _script(text[i]) != _script(text[i - 1])]
        skip = 0
    else:
        return text
    if not cuts:
        return text
    cut = min(cuts, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + skip:]


@lru_cache(maxsize=1024)
def _figures(s: PlayerStats) -> tuple[Figure, ...]:
    """Every cell, its tip and its sort key read a row's figures: worked out once per row (a frozen line)."""
    return tuple(figures(s))


def _figure(s: PlayerStats, index: int) -> Figure:
    return _figures(s)[index]


def _column(index: int, key: str) -> Column[PlayerStats]:
    # without a value (nothing to rest on) a row sorts after the real values when sorted up: the
    # average place reads best low, so its blank sorts high
    blank = NO_VALUE_HIGH if key == "average_place" else NO_VALUE_LOW

    def sort(s: PlayerStats) -> int:
        v = _figure(s, index).value
        return blank if v is None else v

    return Column(lambda: header_text(stats_text.label(key)), lambda s: stats_text.value(_figure(s, index)),
                  sort, align_right=True)


def stats_columns() -> list[Column[PlayerStats]]:
    return [Column(lambda: tr(CTX, "Name"), lambda s: s.name, lambda s: (s.reading or s.name, s.name)),
            *(_column(i, key) for i, (key, _basis) in enumerate(figure_keys()))]


def stats_tips() -> dict[int, Callable[[], str]]:
    """Each figure column's header tip: its name and what it rests on."""
    return {i + 1: (lambda key=key, basis=basis: stats_text.label(key) + "\n" + stats_text.rests_on(basis))
            for i, (key, basis) in enumerate(figure_keys())}


def cell_tip(s: PlayerStats, column: int) -> str | None:
    """A figure cell's tip: the value with what this player's value rests on (``of 12 hands``)."""
    if column < 1:
        return None
    f = _figure(s, column - 1)
    return stats_text.label(f.key) + ": " + display_value(f) + " " + stats_text.basis(f)


def display_value(f: Figure) -> str:
    return stats_text.value(f) or "–"


def fit_columns(view: QTableView) -> None:
    """Each column as wide as its values and its header's longest line: Qt's own fit keeps room for the
    sort arrow in every header, which 22 columns cannot spare at 1366 pixels (the sorted one keeps it)."""
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    model = view.model()
    arrow = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize) + 4
    for c in range(model.columnCount()):
        text = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
        wanted = max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 12
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == c:
            wanted += arrow
        view.setColumnWidth(c, max(view.sizeHintForColumn(c), wanted))
