"""File → Print → Awards…: the organiser ticks the awards to print for the prize-giving, each shown
with who takes it now, and the print follows (preview or PDF, as every print)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from tournament_app.export import stats_text
from tournament_app.services.player_stats import AWARDS, Award
from tournament_app.texts import display
from tournament_app.words.i18n import tr

CTX = "ui.awards"
CHOSEN_KEY = "printing/awards"  # the awards last printed: the next prize-giving likely wants the same


class AwardsDialog(QDialog):
    """A checkbox per award, ticked as last printed (every one the first time); Print takes the ticked
    ones, in the order listed, and is greyed out while none is ticked."""

    def __init__(self, found: list[Award], settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr(CTX, "Print awards"))
        by_key = {a.key: a for a in found}
        last = settings.value(CHOSEN_KEY, list(AWARDS), type=list)
        grid = QGridLayout()
        self.boxes: dict[str, QCheckBox] = {}
        for row, key in enumerate(AWARDS):
            box = QCheckBox(stats_text.award_label(key))
            box.setChecked(key in last)
            box.toggled.connect(self._enable)
            self.boxes[key] = box
            award = by_key.get(key)
            who = (tr(CTX, "no hand recorded yet") if award is None else
                   f"{display.names_list(award.names)} ({stats_text.value(award.figure)})")
            grid.addWidget(box, row, 0)
            grid.addWidget(QLabel(who), row, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.print_button = self.buttons.addButton(tr(CTX, "&Print…"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.print_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr(CTX, "The awards to print for the prize-giving:")))
        layout.addLayout(grid)
        note = QLabel(stats_text.not_recorded())
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self._enable()

    def chosen(self) -> list[str]:
        return [key for key, box in self.boxes.items() if box.isChecked()]

    def _enable(self) -> None:
        self.print_button.setEnabled(bool(self.chosen()))

    def accept(self) -> None:
        self.settings.setValue(CHOSEN_KEY, self.chosen())
        super().accept()


def choose_awards(parent: QWidget | None, tournament_id: int, settings: QSettings) -> list[str] | None:
    """The awards the organiser ticked, or None when cancelled."""
    from tournament_app.services.player_stats import awards, tournament_stats

    dialog = AwardsDialog(awards(tournament_stats(tournament_id)), settings, parent)
    return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
