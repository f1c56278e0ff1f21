"""What the league season window's buttons do: small dialogs, then one service call each.

Every change names the season's version the window showed (``seen``): another desk's change
meanwhile refuses it ("changed at another desk"), and the window reloads.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from tournament_app.export import league_text
from tournament_app.services import seasons
from tournament_app.services.season_days import next_day, seat_next_days
from tournament_app.services.season_next import next_season as fill_next_season
from tournament_app.texts.display import MINUS_SIGNS, names_list
from tournament_app.ui.errors import user_errors
from tournament_app.ui.progress import run_job
from tournament_app.words.i18n import tr

CTX = "ui.season"


class FormDialog(QDialog):
    """A titled form with OK and Cancel."""

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def finish(self) -> None:
        self.form.addRow(self.buttons)


def spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


def _after_change(view: QWidget, select: int | None = None) -> None:
    view.refresh(select=select)  # type: ignore[attr-defined]
    view.ctx.notify()  # type: ignore[attr-defined]


# -- seasons ------------------------------------------------------------------------------------------
class NewSeasonDialog(FormDialog):
    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent, tr(CTX, "New season"))
        self.name = QLineEdit()
        self.divisions = QLineEdit("A,B,C")
        self.divisions.setToolTip(tr(CTX, "The divisions' names, top first, separated by commas"))
        self.days = spin(1, seasons.MAX_DAYS, 5)
        self.hanchan = spin(1, seasons.MAX_HANCHAN, 4)
        self.up = spin(0, 200, 2)
        self.down = spin(0, 200, 2)
        self.form.addRow(tr(CTX, "Name:"), self.name)
        self.form.addRow(tr(CTX, "Divisions (top first):"), self.divisions)
        self.form.addRow(tr(CTX, "Days (節):"), self.days)
        self.form.addRow(tr(CTX, "Hanchan per table and day:"), self.hanchan)
        self.form.addRow(tr(CTX, "Promoted from each division:"), self.up)
        self.form.addRow(tr(CTX, "Relegated from each division:"), self.down)
        self.finish()


def new_season(view: QWidget) -> int | None:
    dialog = NewSeasonDialog(view)
    if not dialog.exec():
        return None
    with user_errors(view) as failed:
        sid = seasons.create_season(dialog.name.text(), dialog.divisions.text().split(","),
                                    days=dialog.days.value(), hanchan=dialog.hanchan.value(),
                                    promote=dialog.up.value(), relegate=dialog.down.value())
    if failed:
        return None
    _after_change(view, sid)
    return sid


class NextSeasonDialog(FormDialog):
    def __init__(self, parent: QWidget | None, previous: str) -> None:
        super().__init__(parent, tr(CTX, "Next season after {season}").format(season=previous))
        self.name = QLineEdit()
        self.new_players = QPlainTextEdit()
        self.new_players.setPlaceholderText(tr(CTX, "One name a line: they join the lowest division"))
        self.form.addRow(tr(CTX, "Name:"), self.name)
        self.form.addRow(tr(CTX, "New players:"), self.new_players)
        self.finish()


def next_season(view: QWidget) -> int | None:
    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return None
    dialog = NextSeasonDialog(view, info.name)
    if not dialog.exec():
        return None
    names = [line.strip() for line in dialog.new_players.toPlainText().splitlines() if line.strip()]
    with user_errors(view) as failed:
        sid = fill_next_season(info.id, dialog.name.text(), new_players=[{"name": n} for n in names])
    if failed:
        return None
    _after_change(view, sid)
    return sid


# -- days ---------------------------------------------------------------------------------------------
class SeatDayDialog(FormDialog):
    def __init__(self, parent: QWidget | None, divisions: list[str]) -> None:
        super().__init__(parent, tr(CTX, "Seat the next day"))
        self.division = QComboBox()
        self.division.addItem(tr(CTX, "Every division"), None)
        for name in divisions:
            self.division.addItem(tr(CTX, "Division {name}").format(name=name), name)
        self.method = QComboBox()
        self.method.addItem(tr(CTX, "At random (fewest repeated opponents)"), "random")
        self.method.addItem(tr(CTX, "By standings (1st–4th at table 1 …)"), "standings")
        self.form.addRow(tr(CTX, "Division:"), self.division)
        self.form.addRow(tr(CTX, "Seating:"), self.method)
        note = tr(CTX, "All the day's hanchan are seated at once: each table keeps its four players all "
                       "day, and the first dealer moves on by one seat each hanchan.")
        self.form.addRow(note_label(note))
        self.finish()


def note_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def seat_next_day(view: QWidget) -> None:
    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = SeatDayDialog(view, [d.name for d in info.divisions])
    if not dialog.exec():
        return
    chosen = dialog.division.currentData()
    pending = {d.name: next_day(d) for d in info.divisions}
    names = [chosen] if chosen else [n for n, day in pending.items() if day is not None]
    expected = {n: (day.final, day.number) for n, day in pending.items() if day is not None}
    with user_errors(view) as failed:
        seated = seat_next_days(info.id, names or [info.divisions[0].name],
                                method=dialog.method.currentData(), expected=expected)
    view.refresh()  # type: ignore[attr-defined]
    view.ctx.notify()  # type: ignore[attr-defined]
    if not failed:
        view.notice.setText(tr(CTX, "Seated: {days}").format(days=names_list(  # type: ignore[attr-defined]
            tr(CTX, "division {division} rounds {first}–{last}").format(
                division=d.division, first=d.rounds[0], last=d.rounds[1]) for d in seated)))


# -- files --------------------------------------------------------------------------------------------
def print_sheets(view: QWidget) -> None:
    from tournament_app.export.outputs import league_sheets
    from tournament_app.ui.printing import choose_action, print_preview, save_pdf

    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    title = tr(CTX, "League sheets")
    action = choose_action(view, title)
    if action is None:
        return
    with user_errors(view) as failed:
        html = league_sheets(info.id, None, view.after_box.currentData() or None)  # type: ignore[attr-defined]
    if failed:
        return
    if action == "preview":
        print_preview(view, html, title, True)
    else:
        save_pdf(view, html, f"{info.name} {title}", True, view.ctx.settings)  # type: ignore[attr-defined]


def export_workbook(view: QWidget) -> None:
    from tournament_app.export.outputs import export_season_workbook

    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    path = view.choose_file(tr(CTX, "Export the season workbook"), info.name, ".xlsx",  # type: ignore
                            tr(CTX, "Excel workbooks (*.xlsx)"))
    if path is None:
        return
    with user_errors(view) as failed:
        run_job(view, tr(CTX, "Exporting the workbook…"),
                lambda progress: export_season_workbook(info.id, path, progress))
    if not failed:
        view.notice.setText(tr(CTX, "Saved {file}").format(file=path))  # type: ignore[attr-defined]


# -- players of a draft season ------------------------------------------------------------------------
class PlayerDialog(FormDialog):
    """Add a player (name fields), or choose one of the season's players (and a division)."""

    def __init__(self, parent: QWidget | None, title: str, info: seasons.SeasonInfo, *, new: bool,
                 division: bool) -> None:
        super().__init__(parent, title)
        self.player = QComboBox()
        self.name, self.reading, self.affiliation = QLineEdit(), QLineEdit(), QLineEdit()
        if new:
            self.form.addRow(tr(CTX, "Name:"), self.name)
            self.form.addRow(tr(CTX, "Reading:"), self.reading)
            self.form.addRow(tr(CTX, "Affiliation:"), self.affiliation)
        else:
            members = sorted(seasons.member_names(info.id).values(), key=lambda m: (m[1], m[0]))
            for name, div in members:
                self.player.addItem(f"{name} ({div})", name)
            self.form.addRow(tr(CTX, "Player:"), self.player)
        self.division = QComboBox()
        for div in info.divisions:
            self.division.addItem(tr(CTX, "Division {name}").format(name=div.name), div.name)
        if division:
            self.form.addRow(tr(CTX, "Division:"), self.division)
        self.finish()


def add_player(view: QWidget) -> None:
    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = PlayerDialog(view, tr(CTX, "Add a player"), info, new=True, division=True)
    if dialog.exec():
        with user_errors(view):
            seasons.add_player(info.id, dialog.division.currentData(), dialog.name.text(),
                               reading=dialog.reading.text(), affiliation=dialog.affiliation.text(),
                               seen=info.version)
        _after_change(view, info.id)


def move_player(view: QWidget) -> None:
    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = PlayerDialog(view, tr(CTX, "Move a player"), info, new=False, division=True)
    if dialog.exec():
        with user_errors(view):
            seasons.move_player(info.id, dialog.player.currentData(), dialog.division.currentData(),
                                seen=info.version)
        _after_change(view, info.id)


def remove_player(view: QWidget) -> None:
    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = PlayerDialog(view, tr(CTX, "Remove a player"), info, new=False, division=False)
    if not dialog.exec():
        return
    name = dialog.player.currentData()
    answer = QMessageBox.question(view, tr(CTX, "Remove a player"),
                                  tr(CTX, "Take {name} out of {season}?").format(name=name, season=info.name))
    if answer == QMessageBox.StandardButton.Yes:
        with user_errors(view):
            seasons.remove_player(info.id, name, seen=info.version)
        _after_change(view, info.id)


# -- a started season's players (issue 37) ------------------------------------------------------------
class LeaveDialog(FormDialog):
    """A player who withdraws (棄権) or is absent (休場) from a day on."""

    def __init__(self, parent: QWidget | None, info: seasons.SeasonInfo) -> None:
        super().__init__(parent, tr(CTX, "Withdrawal or absence"))
        self.player = QComboBox()
        names = seasons.member_names(info.id)
        for div in info.divisions:
            for pid in div.players:
                if pid not in div.leaves and pid in names:
                    self.player.addItem(f"{names[pid][0]} ({div.name})", names[pid][0])
        self.kind = QComboBox()
        self.kind.addItem(league_text.mark_name("withdrew"), "withdrew")
        self.kind.addItem(league_text.mark_name("absent"), "absent")
        first = min((next((d.number for d in div.league_days if d.first_round is None), len(div.league_days))
                     for div in info.divisions), default=1)
        self.day = spin(1, max(len(d.league_days) for d in info.divisions), first)
        self.form.addRow(tr(CTX, "Player:"), self.player)
        self.form.addRow(tr(CTX, "What:"), self.kind)
        self.form.addRow(tr(CTX, "From day (節):"), self.day)
        self.finish()


def withdraw_player(view: QWidget) -> None:
    from tournament_app.services.season_members import leave

    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = LeaveDialog(view, info)
    if dialog.exec() and dialog.player.currentData():
        with user_errors(view) as failed:
            leave(info.id, dialog.player.currentData(), dialog.kind.currentData(), dialog.day.value(),
                  seen=info.version)
        if not failed:
            view.notice.setText(tr(CTX, "{name}: {mark} from day {day}").format(  # type: ignore[attr-defined]
                name=dialog.player.currentData(), mark=dialog.kind.currentText(), day=dialog.day.value()))
        _after_change(view, info.id)


def add_substitute(view: QWidget) -> None:
    from tournament_app.services.season_members import add_substitute as register

    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = PlayerDialog(view, tr(CTX, "Add a substitute (代走)"), info, new=True, division=True)
    if dialog.exec():
        with user_errors(view) as failed:
            register(info.id, dialog.division.currentData(), dialog.name.text(),
                     reading=dialog.reading.text(), seen=info.version)
        if not failed:
            view.notice.setText(tr(CTX, "{name}: a substitute in division {division}").format(  # type: ignore[attr-defined]
                name=dialog.name.text(), division=dialog.division.currentData()))
        _after_change(view, info.id)


# -- the season's sheets ------------------------------------------------------------------------------
class MinusDialog(FormDialog):
    """The sign a season writes before a negative figure: △ (協会) or ▲ (連盟's published tables)."""

    def __init__(self, parent: QWidget | None, info: seasons.SeasonInfo) -> None:
        super().__init__(parent, tr(CTX, "Negative figures"))
        self.sign = QComboBox()
        for sign in MINUS_SIGNS:
            self.sign.addItem(tr(CTX, "{sign}  (e.g. {sign}12.3)").format(sign=sign), sign)
        self.sign.setCurrentIndex(max(0, self.sign.findData(info.minus)))
        self.form.addRow(tr(CTX, "&Sign before a negative figure:"), self.sign)
        self.form.addRow(note_label(tr(CTX, "On the league sheets, the workbook, the tables, this window "
                                            "and the projector.")))
        self.finish()


def set_minus(view: QWidget) -> None:
    info = view.info  # type: ignore[attr-defined]
    if info is None:
        return
    dialog = MinusDialog(view, info)
    if dialog.exec():
        with user_errors(view):
            seasons.set_minus(info.id, dialog.sign.currentData(), seen=info.version)
        _after_change(view, info.id)
