"""Shared pieces of the view tests: a context, patched modal dialogs, captured message boxes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QMessageBox

from tournament_app.ui.context import AppContext


def make_ctx(tmp_path: Path, tournament_id: int | None = None) -> AppContext:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, str(tmp_path / "tournament.sqlite3"))
    ctx.tournament_id = tournament_id
    return ctx


def patch_exec(monkeypatch: pytest.MonkeyPatch, dialog_class: type[QDialog],
               fill: Callable[[Any], None]) -> list[Any]:
    """Replace ``dialog_class.exec``: ``fill(dialog)`` plays the user's part (it presses OK or Cancel
    itself); returns the dialogs that were 'shown'."""
    shown: list[Any] = []

    def fake_exec(self: QDialog) -> int:
        shown.append(self)
        self.show()  # shown, not modal: clicks reach it and the test goes on
        fill(self)
        self.hide()
        return int(self.result())

    monkeypatch.setattr(dialog_class, "exec", fake_exec)
    return shown


@dataclass
class Boxes:
    """Message boxes that would have been shown: (kind, title, text)."""

    shown: list[tuple[str, str, str]] = field(default_factory=list)
    answer: QMessageBox.StandardButton = QMessageBox.StandardButton.Yes

    def texts(self) -> str:
        return "\n".join(text for _kind, _title, text in self.shown)


def capture_boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    boxes = Boxes()

    def static(kind: str) -> Callable[..., QMessageBox.StandardButton]:
        def show(_parent: Any, title: str, text: str, *_args: Any, **_kw: Any) -> QMessageBox.StandardButton:
            boxes.shown.append((kind, title, text))
            return boxes.answer if kind == "question" else QMessageBox.StandardButton.Ok
        return show

    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(static(kind)))
    return boxes
