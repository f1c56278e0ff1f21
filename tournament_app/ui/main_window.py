"""The main window: the tournament's tabs, menus for files, printing and language, the desks."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QPushButton, QVBoxLayout, QWidget

from tournament_app import __version__
from tournament_app.platform import colours, screen
from tournament_app.services import connection, tournaments
from tournament_app.services.base import author, default_author, set_author
from tournament_app.ui import placement
from tournament_app.ui.context import AppContext, ConnectionLine
from tournament_app.ui.errors import user_errors
from tournament_app.ui.lazy_tabs import LazyTabs
from tournament_app.words.i18n import language, set_language, tr

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QScreen

    from tournament_app.services.tournament_info import TournamentInfo
    from tournament_app.ui.rounds_view import RoundsView
    from tournament_app.ui.standings_view import StandingsView

CTX = "ui.main"
ROUNDS_TAB, STANDINGS_TAB = 2, 3


class WelcomePage(QWidget):
    """First run: a new tournament or the demo tournament."""

    def __init__(self, window: MainWindow) -> None:
        from PySide6.QtCore import Qt  # (here: an open tournament's start names no Qt enum, see labels)

        super().__init__()
        layout = QVBoxLayout(self)
        layout.addStretch()
        title = QLabel(tr(CTX, "Welcome to the tournament desk"))
        title.setStyleSheet("font-size: 20pt; font-weight: bold;")
        layout.addWidget(title, alignment=Qt.AlignmentFlag.AlignCenter)
        hint = QLabel(tr(CTX, "This database holds no tournament yet. Start a new one, or look "
                              "around in a demo tournament."))
        hint.setWordWrap(True)
        hint.setFixedWidth(560)
        hint.setMinimumHeight(hint.heightForWidth(560))  # the centred layout would squeeze it
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint, alignment=Qt.AlignmentFlag.AlignCenter)
        new = QPushButton(tr(CTX, "&New tournament…"))
        new.clicked.connect(window.new_tournament)
        demo = QPushButton(tr(CTX, "&Demo tournament"))
        demo.clicked.connect(window.demo_tournament)
        for button in (new, demo):
            button.setMinimumWidth(260)
            layout.addWidget(button, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addStretch()


class MainWindow(QMainWindow):
    def __init__(self, settings: QSettings, db_path: str) -> None:
        super().__init__()
        self.ctx = AppContext(settings, db_path, self)
        self.ctx.follow_changes()  # other desks' hands appear here within a second
        set_author(str(settings.value("desk/name", "") or ""))  # the change history's "who"
        self.auto_backup = self._start_backups()
        self.desks: dict[int, QWidget] = {}
        self.projector: QWidget | None = None
        self.seasons: QWidget | None = None
        self.tabs: LazyTabs | None = None
        # there from the start: a first message must not move the buttons under the mouse
        self.connection_line = ConnectionLine(self.ctx)  # the database not answering, as on the desks
        self.connection_line.setWordWrap(False)  # one line high, as the bar is (the window is wide enough)
        self.statusBar().addPermanentWidget(self.connection_line, 1)
        known = tournaments.list_tournaments()  # once: each costs queries per tournament
        self._choose_tournament(known)
        self._build(known)
        placement.restore(self, settings, "main", least=QSize(1200, 780))  # its frame inside its screen

    # -- building ---------------------------------------------------------------------------
    def _choose_tournament(self, listed: list[TournamentInfo] | None = None) -> None:
        known = [t.id for t in (tournaments.list_tournaments() if listed is None else listed)]
        last = self.ctx.settings.value("last_tournament")
        try:
            last_id = int(last) if last is not None else None
        except (TypeError, ValueError):
            last_id = None
        self.ctx.tournament_id = last_id if last_id in known else (known[0] if known else None)

    def _build(self, known: list[TournamentInfo] | None = None) -> None:
        """(Re)build menus and tabs: also how a language switch takes effect at once. A tab's page
        is built when it is first shown (:class:`LazyTabs`): the window opens on one of them.
        ``known``: the tournaments, when the caller has just listed them."""
        known = tournaments.list_tournaments() if known is None else known
        self.menuBar().clear()
        self._build_menus(known)
        old_tab = self.tabs.currentIndex() if self.tabs is not None else 0
        if self.ctx.tournament_id is None:
            self.tabs = None
            self.setCentralWidget(WelcomePage(self))
        else:
            tabs = LazyTabs()
            tabs.add_lazy(tr(CTX, "Tournament"), self._tournament_page)
            tabs.add_lazy(tr(CTX, "Players"), self._players_page)
            tabs.add_lazy(tr(CTX, "Rounds && tables"), self._rounds_page)
            tabs.add_lazy(tr(CTX, "Standings"), self._standings_page)
            tabs.add_lazy(tr(CTX, "Penalties"), self._penalties_page)
            self.tabs = tabs
            self.setCentralWidget(_with_read_only_banner(tabs, self.ctx.db_path))
            tabs.open(old_tab)
        self._update_title(known)

    def _tournament_page(self) -> QWidget:
        from tournament_app.ui.tournament_view import TournamentView

        return TournamentView(self.ctx)

    def _players_page(self) -> QWidget:
        from tournament_app.ui.players_view import PlayersView

        return PlayersView(self.ctx)

    def _rounds_page(self) -> QWidget:
        from tournament_app.ui.rounds_view import RoundsView

        view = RoundsView(self.ctx)
        view.open_game.connect(self.open_desk)
        view.print_requested.connect(self.print_kind)
        return view

    def _standings_page(self) -> QWidget:
        from tournament_app.ui.standings_view import StandingsView

        view = StandingsView(self.ctx)
        view.projector_requested.connect(self.show_projector)
        view.print_requested.connect(self.print_kind)
        return view

    def _penalties_page(self) -> QWidget:
        from tournament_app.ui.penalties_view import PenaltiesView

        view = PenaltiesView(self.ctx)
        view.open_game.connect(self.open_desk)  # a chombo is corrected at its game's desk
        return view

    @property
    def rounds_view(self) -> RoundsView:
        assert self.tabs is not None
        return self.tabs.page(ROUNDS_TAB)  # type: ignore[return-value]

    @property
    def standings_view(self) -> StandingsView:
        assert self.tabs is not None
        return self.tabs.page(STANDINGS_TAB)  # type: ignore[return-value]

    def _build_menus(self, known: list[TournamentInfo]) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(tr(CTX, "&File"))
        self._action(file_menu, tr(CTX, "&New tournament…"), self.new_tournament, "Ctrl+Shift+N")
        switch = file_menu.addMenu(tr(CTX, "&Switch tournament"))
        for info in known:
            action = switch.addAction(info.name)
            action.setMenuRole(QAction.MenuRole.NoRole)  # a tournament called "Settings" stays here
            action.setCheckable(True)
            action.setChecked(info.id == self.ctx.tournament_id)
            action.triggered.connect(lambda _=False, tid=info.id: self.switch_tournament(tid))
        self._action(file_menu, tr(CTX, "&Demo tournament"), self.demo_tournament)
        file_menu.addSeparator()
        self._action(file_menu, tr(CTX, "&Open database…"), self.open_database, QKeySequence.StandardKey.Open)
        self._action(file_menu, tr(CTX, "&Connect to a shared database…"), self.connect_shared)
        self._action(file_menu, tr(CTX, "&Back up database…"), self.backup)
        self._action(file_menu, tr(CTX, "&Restore from backup…"), self.restore_backup)
        self._action(file_menu, tr(CTX, "Backup &folder…"), self.choose_backup_folder)
        self._action(file_menu, tr(CTX, "Cop&y tournament to…"), self.copy_database)
        self._action(file_menu, tr(CTX, "Des&k name…"), self.name_desk)
        file_menu.addSeparator()
        has_tournament = self.ctx.tournament_id is not None
        export = self._action(file_menu, tr(CTX, "&Export workbook (Excel)…"), self.export_workbook,
                              "Ctrl+E")
        ema = self._action(file_menu, tr(CTX, "Export E&MA results…"), self.export_ema)
        print_menu = file_menu.addMenu(tr(CTX, "&Print"))
        self._action(print_menu, tr(CTX, "&Standings…"), lambda: self.print_kind("standings"), "Ctrl+P")
        self._action(print_menu, tr(CTX, "S&eating…"), lambda: self.print_kind("seating"))
        self._action(print_menu, tr(CTX, "Score s&heets…"), lambda: self.print_kind("scoresheets"))
        self._action(print_menu, tr(CTX, "&Player reports…"), lambda: self.print_kind("players"))
        self._action(print_menu, tr(CTX, "&Awards…"), lambda: self.print_kind("awards"))
        export.setEnabled(has_tournament)
        ema.setEnabled(has_tournament)
        print_menu.setEnabled(has_tournament)
        file_menu.addSeparator()
        self._action(file_menu, tr(CTX, "&Quit"), self.close, QKeySequence.StandardKey.Quit,
                     role=QAction.MenuRole.QuitRole)

        tournament_menu = bar.addMenu(tr(CTX, "&Tournament"))
        phones = self._action(tournament_menu, tr(CTX, "Tables on &phones…"), self.show_phones)
        phones.setEnabled(has_tournament)
        online = self._action(tournament_menu, tr(CTX, "&Import online round…"), self.import_online_round)
        online.setEnabled(has_tournament)

        view = bar.addMenu(tr(CTX, "&View"))
        projector = self._action(view, tr(CTX, "&Projector"), self.show_projector, screen.keys("projector"))
        projector.setEnabled(has_tournament)
        self._action(view, tr(CTX, "League &seasons…"), self.show_seasons, "Ctrl+L")
        self._action(view, tr(CTX, "People &across events…"), self.show_people)
        lang = view.addMenu(tr(CTX, "&Language"))
        for code, name in (("ja", "日本語"), ("en", "English")):
            action = lang.addAction(name)
            action.setMenuRole(QAction.MenuRole.NoRole)
            action.setCheckable(True)
            action.setChecked(language() == code)
            action.triggered.connect(lambda _=False, c=code: self.switch_language(c))

        help_menu = bar.addMenu(tr(CTX, "&Help"))
        self._action(help_menu, tr(CTX, "&User's guide"), self.show_guide, screen.keys("guide"))
        self._action(help_menu, tr(CTX, "&Keyboard shortcuts"), lambda: self.show_guide(keys_only=True))
        self._action(help_menu, tr(CTX, "&About"), self.about, role=QAction.MenuRole.AboutRole)

    def _action(self, menu: QMenu, text: str, slot: object, shortcut: object = None, *,
                role: QAction.MenuRole = QAction.MenuRole.NoRole) -> QAction:
        """A menu item; ``shortcut``: a key, or several (the first is the one a Mac's menu shows).
        ``role``: where a Mac puts it. Qt would otherwise guess from the text: a tournament or an item
        whose name reads like "Settings" would move into the application menu, and the Japanese
        "このアプリについて(&A)" was not recognised as About and stayed under Help."""
        action = menu.addAction(text)
        action.setMenuRole(role)
        action.triggered.connect(slot)
        if shortcut is not None:
            keys = shortcut if isinstance(shortcut, tuple | list) else [shortcut]
            # (setShortcut would create Qt's enums: labels)
            action.setShortcuts([QKeySequence(k) for k in keys])
        return action

    def _update_title(self, known: list[TournamentInfo]) -> None:
        name = next((t.name + " — " for t in known if t.id == self.ctx.tournament_id), "")
        self.setWindowTitle(name + tr(CTX, "Tournament desk") + f" ({_short_name(self.ctx.db_path)})")

    # -- actions ----------------------------------------------------------------------------
    def switch_tournament(self, tournament_id: int | None) -> None:
        with user_errors(self) as failed:
            known = tournaments.list_tournaments()
        if failed:
            return
        for desk in list(self.desks.values()):
            desk.close()
        self.ctx.set_tournament(tournament_id)
        self._build(known)

    def new_tournament(self) -> None:
        from tournament_app.ui.tournament_dialog import create_tournament_dialog

        tid = create_tournament_dialog(self.ctx, self)
        if tid is not None:
            self.switch_tournament(tid)

    def demo_tournament(self) -> None:
        from PySide6.QtCore import Qt

        from tournament_app.services.demo import create_demo

        with user_errors(self):
            existing = {t.name for t in tournaments.list_tournaments()}
            n = 1
            while tr(CTX, "Demo tournament {n}").format(n=n) in existing:
                n += 1
            self.setCursor(Qt.CursorShape.WaitCursor)
            try:
                tid = create_demo(players_count=16, rounds_count=3, seed=n,
                                  name=tr(CTX, "Demo tournament {n}").format(n=n))
            finally:
                self.unsetCursor()
            self.switch_tournament(tid)

    def show_phones(self) -> None:
        from tournament_app.ui.phones_dialog import show_phones

        show_phones(self, self.ctx)

    def import_online_round(self) -> None:
        """A whole online round from a folder of logs; then its tables are shown, finished."""
        from PySide6.QtWidgets import QDialog

        from tournament_app.ui.round_import_dialog import RoundImportDialog

        if self.ctx.tournament_id is None or self.tabs is None:
            return
        with user_errors(self) as failed:  # the dialog reads the rounds
            dialog = RoundImportDialog(self.ctx, self)
        if failed or dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.rounds_view.wanted_round = dialog.round_number()
        self.tabs.open(ROUNDS_TAB)
        self.statusBar().showMessage(tr(CTX, "%n games imported", dialog.imported), 10_000)

    def connect_shared(self) -> None:
        from tournament_app.ui.connection_dialog import ConnectDialog

        dialog = ConnectDialog(self.ctx.settings, self)
        if dialog.exec():
            self.reopen(dialog.address())

    def name_desk(self) -> None:
        """The name the change history shows for this computer's changes (default: user@computer)."""
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getText(
            self, tr(CTX, "Desk name"),
            tr(CTX, "Name this desk in the change history (for example “Desk 3 – Suzuki”); leave it "
                    "empty for {default}:").format(default=default_author()),
            text=str(self.ctx.settings.value("desk/name", "") or ""))
        if ok:
            self.ctx.settings.setValue("desk/name", name.strip())
            set_author(name)
            self.statusBar().showMessage(tr(CTX, "This desk's changes are recorded as {name}").format(
                name=author()), 5000)

    def copy_database(self) -> None:
        from tournament_app.ui.connection_dialog import CopyDialog

        CopyDialog(self.ctx.settings, self).exec()

    def _start_backups(self) -> QObject | None:
        from tournament_app.ui.auto_backup import AutoBackupTimer

        if connection.read_only():
            return None  # nothing will change, and the file may be the backup medium itself
        return AutoBackupTimer(self.ctx, self)

    def restore_backup(self) -> None:
        from tournament_app.ui.backup_ui import RestoreDialog, backup_folders

        dialog = RestoreDialog(backup_folders(self.ctx.settings, self.ctx.db_path), self)
        if dialog.exec() and dialog.restored is not None:
            from tournament_app.ui.opening import open_or_choose

            opened = open_or_choose(str(dialog.restored), self)
            if opened is not None:
                self.reopen(opened)

    def choose_backup_folder(self) -> None:
        from tournament_app.ui.backup_ui import choose_folder

        if choose_folder(self.ctx.settings, self.ctx.db_path, self) is not None:
            self._restart_backups()

    def _restart_backups(self) -> None:
        if self.auto_backup is not None:
            self.auto_backup.stop()  # type: ignore[attr-defined]
            self.auto_backup.deleteLater()
        self.auto_backup = self._start_backups()

    def reopen(self, opened: str) -> None:
        """Show the database now open at ``opened`` (a file or a server address)."""
        self.ctx.db_path = opened
        self.ctx.follow_changes()
        self._restart_backups()
        self._choose_tournament()
        self.switch_tournament(self.ctx.tournament_id)

    def open_database(self) -> None:
        from tournament_app.ui.file_dialogs import DATABASES_KEY, database_folder, open_file
        from tournament_app.ui.opening import open_or_choose

        path = open_file(self, tr(CTX, "Open a tournament database"),
                         tr(CTX, "Tournament databases (*.sqlite3 *.db);;All files (*)"), self.ctx.settings,
                         DATABASES_KEY, then=database_folder(self.ctx.db_path))
        if path is None:
            return
        opened = open_or_choose(str(path), self, self.ctx.settings)
        if opened is None:
            opened = self.ctx.db_path
            open_or_choose(opened, self, self.ctx.settings)
        self.reopen(opened)

    def backup(self) -> None:
        from tournament_app.ui.file_dialogs import BACKUPS_KEY, save_file
        from tournament_app.ui.progress import run_job
        from tournament_app.ui.saved_note import announce_saved

        path = save_file(self, tr(CTX, "Back up the database"), tr(CTX, "Tournament databases (*.sqlite3)"),
                         self.ctx.settings, BACKUPS_KEY, "tournament-backup", ".sqlite3")
        if path:
            with user_errors(self) as failed:
                run_job(self, tr(CTX, "Backing up the database…"),
                        lambda progress: tournaments.backup(path, progress))
            if not failed:
                announce_saved(self, path)

    def _tournament_name(self) -> str | None:
        """The open tournament's name (for a file's name), None when there is none or it cannot be
        read (said)."""
        if self.ctx.tournament_id is None:
            return None
        with user_errors(self):
            return tournaments.tournament_info(self.ctx.tournament_id).name
        return None

    def export_workbook(self) -> None:
        from tournament_app.export.outputs import export_workbook
        from tournament_app.ui.file_dialogs import DOCUMENTS_KEY, save_file
        from tournament_app.ui.progress import run_job
        from tournament_app.ui.saved_note import announce_saved

        name = self._tournament_name()
        if name is None:
            return
        path = save_file(self, tr(CTX, "Export the workbook"), tr(CTX, "Excel workbooks (*.xlsx)"),
                         self.ctx.settings, DOCUMENTS_KEY, name, ".xlsx")
        if path:
            tid = self.ctx.tournament_id
            with user_errors(self) as failed:
                run_job(self, tr(CTX, "Exporting the workbook…"),
                        lambda progress: export_workbook(tid, path, progress=progress))
            if not failed:
                announce_saved(self, path)

    def export_ema(self) -> None:
        """The results file for the EMA ranking (MERS) of a European event."""
        from tournament_app.export.ema import write_ema
        from tournament_app.ui.file_dialogs import DOCUMENTS_KEY, save_file
        from tournament_app.ui.progress import run_job
        from tournament_app.ui.saved_note import announce_saved

        name = self._tournament_name()
        if name is None:
            return
        path = save_file(self, tr(CTX, "Export EMA results"), tr(CTX, "Excel workbooks (*.xlsx)"),
                         self.ctx.settings, DOCUMENTS_KEY, f"{name} EMA", ".xlsx")
        if path:
            tid = self.ctx.tournament_id
            with user_errors(self) as failed:
                run_job(self, tr(CTX, "Exporting the EMA results…"),
                        lambda progress: write_ema(tid, path, progress))
            if not failed:
                announce_saved(self, path)

    def print_kind(self, kind: str) -> None:
        from tournament_app.ui.printing import print_kind

        if self.ctx.tournament_id is not None:
            print_kind(self, self.ctx, kind)

    def open_desk(self, game_id: int, screen: QScreen | None = None) -> None:
        """The game's desk, on ``screen`` (the finished desk's, for a table's next hanchan) or this
        window's (not always the first)."""
        from tournament_app.ui.desk import DeskWindow

        desk = self.desks.get(game_id)
        if desk is None or not desk.isVisible():
            desk = DeskWindow(self.ctx, game_id)
            desk.place_on(screen or self.screen())
            desk.open_game.connect(lambda next_id, d=desk: self.open_desk(next_id, d.screen()))
            self.desks[game_id] = desk
        desk.show()
        desk.raise_()
        desk.activateWindow()

    def show_projector(self) -> None:
        from tournament_app.ui.projector import ProjectorView

        if self.ctx.tournament_id is None:
            return
        if self.projector is None or not self.projector.isVisible():
            self.projector = ProjectorView(self.ctx)
            self.projector.show_on()  # a second screen (the projector) when there is one
        self.projector.raise_()

    def show_seasons(self) -> QWidget:
        """The league seasons' window (issue 31); "Open division" shows a division here."""
        from tournament_app.ui.season_view import SeasonView

        if self.seasons is None or not self.seasons.isVisible():
            self.seasons = SeasonView(self.ctx)
            self.seasons.open_division.connect(self.switch_tournament)
        self.seasons.show()
        self.seasons.raise_()
        return self.seasons

    def show_people(self) -> QWidget:
        """One person across events (issue 40): the person registry and the proposed links, in a
        window of its own (this one's child: it closes with it, and is shown again when reopened)."""
        from tournament_app.ui.people_window import PeopleWindow

        window = self.findChild(PeopleWindow)
        if window is not None and window.language != language():  # opened before a switch: anew
            window.close()
            window.setParent(None)  # type: ignore[call-overload]  # not found again before it goes
            window.deleteLater()
            window = None
        if window is None:
            window = PeopleWindow(self.ctx, self)
        window.show()
        window.raise_()
        return window

    def switch_language(self, code: str) -> None:
        with user_errors(self) as failed:
            known = tournaments.list_tournaments()  # (before the switch: a failure leaves all as it was)
        if failed:
            return
        set_language(code)
        self.ctx.settings.setValue("language", code)
        self._build(known)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, tr(CTX, "About"), tr(CTX, "Tournament desk for riichi mahjong, version "
                                                          "{version}.").format(version=__version__))

    def show_guide(self, *, keys_only: bool = False) -> QWidget:
        """The guide at the chapter of what the active window shows: on a Mac the Help menu's ⌘? is
        one menu bar's for every window, so it comes here also from a desk or the seasons window."""
        from PySide6.QtWidgets import QApplication

        from tournament_app.ui.help_window import GuideWindow, topic_shown

        active = QApplication.activeWindow()
        topic = topic_shown(active) if active is not None and active is not self else None
        window = GuideWindow(self, topic=topic, keys_only=keys_only)
        window.show()  # beside the app, not in its way
        return window

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        placement.save(self, self.ctx.settings, "main")
        if self.auto_backup is not None:
            self.auto_backup.stop()  # type: ignore[attr-defined]  # its database closes after the window
        self.ctx.stop_following()
        for desk in list(self.desks.values()):
            desk.close()
        for window in (self.projector, self.seasons):
            if window is not None:
                window.close()
        super().closeEvent(event)


def _with_read_only_banner(content: QWidget, db_path: str) -> QWidget:
    """A database that cannot be written (read-only file, folder or medium) says so above everything;
    one in a synced folder (OneDrive, Dropbox …) says what is safe there."""
    if connection.read_only():
        text = tr(CTX, "Read-only: this database cannot be written (a read-only file, folder or "
                       "medium). You can look, print and export; to record anything, copy it to a "
                       "writable folder (File → Copy tournament to…) and open the copy.")
        name = "readOnlyBanner"
    elif (service := _synced_folder(db_path)) is not None:
        text = tr(CTX, "This database is in a {service} folder: fine while this computer alone uses it. "
                       "Never open it from a second computer too: each would work in its own copy, and "
                       "{service} keeps only one of them. For several desks use a PostgreSQL database "
                       "(File → Copy tournament to…).").format(service=service)
        name = "syncedBanner"
    else:
        return content
    holder = QWidget()
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    banner = QLabel(text)
    banner.setWordWrap(True)
    banner.setObjectName(name)
    colours.paint(banner, "notice", "padding: 6px; font-weight: bold;")
    layout.addWidget(banner)
    layout.addWidget(content, stretch=1)
    return holder


def _synced_folder(db_path: str) -> str | None:
    from tournament_app.storage.database import database_file
    from tournament_app.storage.health import synced_folder

    return synced_folder(database_file(db_path))


def _short_name(address: str) -> str:
    """The file's name, or a server address without its password (nor user)."""
    if "://" in address:
        from tournament_app.files.server_address import shown

        return shown(address)
    return Path(address).name
