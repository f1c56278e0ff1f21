"""Screenshots for the user's guides (docs/guide/ja.md, docs/guide/en.md).

Run from the repository root, with the app installed (``pip install -e .``):

    python docs/make_screenshots.py            # both languages
    python docs/make_screenshots.py --lang ja  # one language

Everything happens offscreen (``QT_QPA_PLATFORM=offscreen``) on a temporary database holding a demo
tournament (16 players, 3 rounds played) plus a fourth round in progress. The real windows and
dialogs are opened and grabbed into ``docs/guide/<lang>/NN_name.png``. Japanese text needs a CJK
font on the machine (Debian: ``fonts-noto-cjk``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
WIDTH, HEIGHT = 1280, 800

TEXT = {
    "ja": {"name": "春季リーグ 2026", "venue": "東京・麻雀会館", "new": "秋季リーグ 2026",
           "new_venue": "大阪・麻雀会館", "penalty": "遅刻（開始に5分遅れ）",
           "penalty2": "マナー違反（強打）", "cancel": "審判長の判断で取り消し"},
    "en": {"name": "Spring league 2026", "venue": "Tokyo mahjong hall", "new": "Autumn league 2026",
           "new_venue": "Osaka mahjong hall", "penalty": "Late (five minutes after the start)",
           "penalty2": "Manners (slamming tiles)", "cancel": "Cancelled by the head referee"},
}

# The fourth round's first table: a few hands played (seat 0 deals first).
HANDS = [
    {"result": "ron", "winner": 1, "loser": 3, "han": 3, "fu": 30, "riichi": [1]},
    {"result": "tsumo", "winner": 2, "han": 2, "fu": 40, "riichi": []},
    {"result": "draw", "tenpai": [0, 2], "riichi": [0]},
    {"result": "ron", "winner": 0, "loser": 1, "han": 5, "riichi": [0]},
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("ja", "en"))
    args = parser.parse_args()
    if args.lang is None:  # one process per language: a fresh QApplication and database each
        for lang in ("ja", "en"):
            done = subprocess.run([sys.executable, __file__, "--lang", lang], check=False)
            if done.returncode:
                return done.returncode
        return 0
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    with tempfile.TemporaryDirectory(prefix="tournament-app-shots-") as tmp:
        Shooter(args.lang, Path(tmp)).run()
    return 0


class Shooter:
    def __init__(self, lang: str, folder: Path) -> None:
        from tournament_app.ui.app import application
        from tournament_app.words.i18n import set_language

        self.app = application()
        set_language(lang)
        self.lang = lang
        self.text = TEXT[lang]
        self.folder = folder
        self.out = HERE / "guide" / lang
        self.out.mkdir(parents=True, exist_ok=True)
        self.written: list[str] = []

    # -- helpers ----------------------------------------------------------------------------------
    def settle(self, rounds: int = 6) -> None:
        from PySide6.QtTest import QTest

        for _ in range(rounds):
            self.app.processEvents()
            QTest.qWait(30)

    def shot(self, widget, name: str, size: tuple[int, int] | None = None) -> None:
        if size is not None:
            widget.resize(*size)
        widget.show()
        self.settle()
        path = self.out / f"{name}.png"
        widget.grab().save(str(path))
        self.written.append(path.name)

    def dialog(self, dialog, name: str, size: tuple[int, int] | None = None) -> None:
        dialog.setModal(False)
        if size is None:
            hint = dialog.sizeHint()
            size = (max(hint.width(), 520), hint.height())
        self.shot(dialog, name, size)
        dialog.close()
        dialog.deleteLater()

    def with_menu(self, window, menu_index: int, name: str, submenu: int | None = None) -> None:
        """The window with one of its menus pulled down (offscreen: painted onto its picture)."""
        from PySide6.QtGui import QPainter

        bar = window.menuBar()
        action = bar.actions()[menu_index]
        menu = action.menu()
        menu.popup(window.mapToGlobal(bar.actionGeometry(action).bottomLeft()))
        self.settle()
        picture = window.grab()
        painter = QPainter(picture)
        origin = bar.mapTo(window, bar.actionGeometry(action).bottomLeft())
        painter.drawPixmap(origin, menu.grab())
        if submenu is not None:
            sub_action = [a for a in menu.actions() if a.menu() is not None][submenu]
            sub = sub_action.menu()
            sub.popup(menu.mapToGlobal(menu.actionGeometry(sub_action).topRight()))
            self.settle()
            at = origin + menu.actionGeometry(sub_action).topRight()
            painter.drawPixmap(at, sub.grab())
            sub.hide()
        painter.end()
        menu.hide()
        path = self.out / f"{name}.png"
        picture.save(str(path))
        self.written.append(path.name)

    # -- the guide's pictures ---------------------------------------------------------------------
    def run(self) -> None:
        from PySide6.QtCore import QSettings

        from tournament_app.services import games, penalties, players, rounds, tournaments
        from tournament_app.services.demo import create_demo
        from tournament_app.storage.database import close_database, open_database
        from tournament_app.ui.main_window import MainWindow

        db_path = self.folder / "tournament.sqlite3"
        open_database(db_path)
        settings = QSettings(str(self.folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, str(db_path))
        window.resize(WIDTH, HEIGHT)
        self.shot(window, "01_welcome")

        tid = create_demo(players_count=16, rounds_count=3, seed=2, name=self.text["name"])
        tournaments.update_tournament(tid, name=self.text["name"], starts_on=dt.date(2026, 4, 5),
                                      ends_on=dt.date(2026, 6, 28), venue=self.text["venue"])
        ids = [p.id for p in players.list_players(tid)]
        penalties.add_penalty(tid, ids[5], -50, self.text["penalty"], 2)
        cancelled = penalties.add_penalty(tid, ids[9], -100, self.text["penalty2"], 3)
        penalties.cancel_penalty(cancelled, self.text["cancel"])
        window.switch_tournament(tid)
        window.resize(WIDTH, HEIGHT)
        self.settle()

        self.organiser(window, tid)
        self.rounds_and_desk(window, tid, games, rounds)
        self.results(window, tid)
        self.phones(window, tid)
        self.season(window)
        self.database_message()

        for desk in list(window.desks.values()):
            desk.close()
        window.close()
        self.settle()
        close_database()
        print(f"{self.lang}: {len(self.written)} pictures in {self.out}")

    def organiser(self, window, tid: int) -> None:
        from tournament_app.ui.players_view import PlayerDialog
        from tournament_app.ui.rounds_view import ManualSeatingDialog, SeatRoundDialog
        from tournament_app.ui.rules_dialog import RulesDialog
        from tournament_app.ui.tournament_dialog import TournamentDialog

        self.with_menu(window, 0, "02_file_menu")
        dialog = TournamentDialog(window.ctx, None, window)
        dialog.name.setText(self.text["new"])
        dialog.venue.setText(self.text["new_venue"])
        self.dialog(dialog, "03_new_tournament", (620, dialog.sizeHint().height()))

        window.tabs.setCurrentIndex(0)
        self.shot(window, "04_tournament_tab")
        rules = RulesDialog(window.ctx, window)
        self.dialog(rules, "05_rules", (980, 760))

        window.tabs.setCurrentIndex(1)
        self.shot(window, "06_players_tab")
        add = PlayerDialog(window.ctx, None, window)
        add.name.setText("山田 花子" if self.lang == "ja" else "Hanako Yamada")
        add.reading.setText("やまだ はなこ")
        add.affiliation.setText("東京支部")
        add.member_no.setText("1024")
        self.dialog(add, "07_add_player")

        window.tabs.setCurrentIndex(2)
        self.settle()
        seat = SeatRoundDialog(window.ctx, window)
        self.dialog(seat, "08_seat_round")
        manual = ManualSeatingDialog(window.ctx, window)
        candidates = manual.candidates
        for seat_no, combo in enumerate(manual.rows[0]):
            combo.set_player(candidates[seat_no].id)
        for seat_no, combo in enumerate(manual.rows[1][:2]):
            combo.set_player(candidates[4 + seat_no].id)
        manual._update_summary()
        self.dialog(manual, "09_seat_by_hand", (960, 360))

    def rounds_and_desk(self, window, tid: int, games, rounds) -> None:
        from tournament_app.ui.desk.actions import Shown
        from tournament_app.ui.desk.dialogs import FinalScoresDialog, SwapSeatsDialog
        from tournament_app.ui.rounds_view import SwapDialog

        number = rounds.seat_round(tid, "random", seed=7)
        table_games = games.games_of_round(tid, number)
        games.append_hands(table_games[0], HANDS)
        window.ctx.notify()
        window.rounds_view.wanted_round = number
        window.tabs.setCurrentIndex(2)
        self.settle()
        window.rounds_view.refresh()
        window.rounds_view.select_table(1)
        self.shot(window, "10_rounds_tab")
        swap = SwapDialog(window.ctx, number, window.rounds_view.round_tables(), window, first_table=2)
        swap.second.setCurrentIndex(swap.second.count() - 2)
        self.dialog(swap, "11_edit_seats")

        # the desk: a ron being entered, with its preview
        window.open_desk(table_games[0])
        desk = window.desks[table_games[0]]
        desk.resize(WIDTH, HEIGHT)
        desk.toggle_riichi(3)
        desk.set_result("ron")
        desk.press_seat(3)
        desk.press_seat(1)
        desk.value_edit.setText("3 30")
        desk._value_typed("3 30")
        self.shot(desk, "12_desk_ron")
        desk.value_edit.setText("5700")
        desk._value_typed("5700")
        self.shot(desk, "13_desk_refused")
        desk.set_result("draw")
        desk.press_seat(0)
        desk.press_seat(2)  # the riichi player is tenpai already: D marks every riichi player (row 5)
        self.shot(desk, "14_desk_draw")
        desk.clear_entry()
        desk.log.selectRow(0)
        desk.edit_selected()
        self.shot(desk, "15_desk_edit")
        desk.clear_entry()
        swap_seats = SwapSeatsDialog(desk.view.names, desk)
        self.dialog(swap_seats, "16_desk_swap_seats")

        final = FinalScoresDialog(Shown(games.game_view(table_games[1])), lambda *a: False, window)
        for spin, value in zip(final.scores, (41200, 28600, 19300, 10900), strict=True):
            spin.setValue(value)
        self.dialog(final, "17_final_scores")
        final = FinalScoresDialog(Shown(games.game_view(table_games[1])), lambda *a: False, window)
        for spin, value in zip(final.scores, (41200, 28600, 19300, 9900), strict=True):
            spin.setValue(value)
        self.dialog(final, "18_final_scores_wrong")

        # a finished game of round 3: its result, and Reopen game
        finished = games.games_of_round(tid, number - 1)[0]
        window.open_desk(finished)
        done = window.desks[finished]
        done.resize(WIDTH, HEIGHT)
        self.shot(done, "19_desk_finished")
        done.score_line.toggle.setChecked(True)  # Ctrl+G: the score line, under the log when tall
        self.shot(done, "30_desk_score_line", (1600, 1000))
        done.score_line.toggle.setChecked(False)
        done.close()
        desk.close()

    def results(self, window, tid: int) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from tournament_app.export import outputs
        from tournament_app.services.players import list_players
        from tournament_app.services.rounds import round_numbers
        from tournament_app.ui.penalties_view import AddPenaltyDialog
        from tournament_app.ui.printing import a4_printer, render
        from tournament_app.ui.projector import ProjectorView

        window.tabs.setCurrentIndex(3)
        self.settle()
        self.shot(window, "20_standings")
        window.standings_view.tabs.setCurrentIndex(1)
        self.settle()
        self.shot(window, "21_statistics")
        window.standings_view.tabs.setCurrentIndex(0)

        window.tabs.setCurrentIndex(4)
        self.shot(window, "22_penalties")
        add = AddPenaltyDialog(list_players(tid), round_numbers(tid), window)
        add.player_combo.setCurrentIndex(3)
        add.points_spin.setValue(2.0)
        add.round_combo.setCurrentIndex(4)
        add.reason_edit.setText(self.text["penalty"])
        self.dialog(add, "23_add_penalty")

        projector = ProjectorView(window.ctx)
        self.shot(projector, "24_projector", (WIDTH, HEIGHT))
        projector.field_mode = True  # G: every player's total after each round
        projector.refresh()
        self.shot(projector, "33_projector_field", (WIDTH, HEIGHT))
        projector.close()

        from tournament_app.ui.player_page import PlayerPage

        window.tabs.setCurrentIndex(3)
        standings = window.standings_view
        standings.tabs.setCurrentWidget(standings.field_panel)
        self.settle()
        self.shot(window, "32_standings_progress")
        standings.tabs.setCurrentIndex(0)
        page = PlayerPage(window.ctx, standings.model.rows[2].player_id, window)
        self.dialog(page, "31_player_page", (WIDTH, 720))

        for kind, name in (("standings", "25_print_standings"), ("seating", "26_print_seating"),
                           ("scoresheets", "27_print_scoresheets")):
            html = outputs.document_html(tid, kind, None)
            printer = a4_printer(kind == "standings")
            preview = QPrintPreviewDialog(printer, window)
            preview.paintRequested.connect(lambda target, html=html: render(html, target))
            preview.printer_ref = printer
            self.dialog(preview, name, (WIDTH, HEIGHT))
        html = outputs.document_html(tid, "players", None)
        printer = a4_printer(False)
        preview = QPrintPreviewDialog(printer, window)
        preview.paintRequested.connect(lambda target, html=html: render(html, target))
        preview.printer_ref = printer
        self.dialog(preview, "34_print_player_report", (WIDTH, HEIGHT))
        window.tabs.setCurrentIndex(3)
        self.with_menu(window, 0, "28_print_menu", submenu=1)

    def phones(self, window, tid: int) -> None:
        """Tournament → Tables on phones…, and a table's page as a phone shows it (Debian's chromium
        through Selenium, 390×844), a ron being entered with every seat's change."""
        import shutil

        from tournament_app.services import rounds, table_links
        from tournament_app.ui.phones_dialog import show_phones
        from tournament_app.web.server import VenueServer

        number = rounds.round_numbers(tid)[-1]
        links = table_links.table_links(tid, number)
        table_links.set_web_address("http://192.168.1.10:8000")  # the address the guide's text names
        dialog = show_phones(window, window.ctx)
        self.dialog(dialog, "38_phones_dialog", (860, 560))
        browser, driver = shutil.which("chromium"), shutil.which("chromedriver")
        if browser is None or driver is None:
            print("no chromium/chromedriver: the phone's page is not pictured")
            return
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service

        server = VenueServer(tid, port=0)
        server.bind()
        server.start()
        options = Options()
        options.binary_location = browser
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    f"--user-data-dir={self.folder / 'chromium'}", "--window-size=390,844",
                    f"--lang={self.lang}"):
            options.add_argument(arg)
        options.add_experimental_option("prefs", {"intl.accept_languages": self.lang})
        phone = webdriver.Chrome(service=Service(driver), options=options)
        try:
            phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                  {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
            phone.get(server.address + links[-1].path)  # a table not started yet: a ron being entered
            for selector in ("[data-riichi='2']", ".seat[data-seat='1'] .name", ".seat[data-seat='2'] .name",
                             "[data-han='3']", "[data-fu='30']"):
                self._tap(phone, selector)
            self._wait(phone, lambda: phone.find_element("css selector", "#confirm").is_enabled())
            # the page down to Record hand N: the seats, the entry and its preview
            bottom = phone.execute_script("return document.querySelector('#confirm')"
                                          ".getBoundingClientRect().bottom + window.scrollY")
            phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                  {"width": 390, "height": max(844, int(bottom) + 16), "deviceScaleFactor": 1,
                                   "mobile": True})
            path = self.out / "39_phone_table.png"
            phone.save_screenshot(str(path))
            self.written.append(path.name)
        finally:
            phone.quit()
            server.stop()

    @staticmethod
    def _wait(phone, ready, seconds: float = 10.0) -> None:
        import time

        end = time.monotonic() + seconds
        while time.monotonic() < end:
            try:
                if ready():
                    return
            except Exception:  # the page was redrawn under the lookup: look again
                pass
            time.sleep(0.05)
        raise RuntimeError("the phone's page did not get ready")

    def _tap(self, phone, selector: str) -> None:
        def tapped() -> bool:
            phone.find_element("css selector", selector).click()
            return True

        self._wait(phone, tapped)

    def season(self, window) -> None:
        """A league season (3 divisions of 12, 5 days of 4 hanchan, 3 days played): its window, the
        printed league sheet and the projector page."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from tournament_app.export import outputs
        from tournament_app.services.season_demo import create_season_demo
        from tournament_app.ui.printing import a4_printer, render
        from tournament_app.ui.season_projector import SeasonProjector

        name = {"ja": "2026年度リーグ", "en": "2026 League"}[self.lang]
        sid = create_season_demo(name, divisions=3, players_each=12, days=5, hanchan=4, seed=3, play_days=3)
        view = window.show_seasons()
        view.refresh(select=sid)
        view.tabs.setCurrentIndex(1)
        self.shot(view, "35_season", (WIDTH, HEIGHT))
        html = outputs.league_sheets(sid)
        printer = a4_printer(True)
        preview = QPrintPreviewDialog(printer, window)
        preview.paintRequested.connect(lambda target: render(html, target))
        preview.printer_ref = printer
        self.dialog(preview, "36_print_league_sheet", (WIDTH, HEIGHT))
        projector = SeasonProjector(window.ctx, sid)
        self.shot(projector, "37_season_projector", (WIDTH, HEIGHT))
        projector.close()
        view.close()

    def database_message(self) -> None:
        """The message shown when the database is locked (the same box as ui.opening.open_or_choose)."""
        from PySide6.QtWidgets import QMessageBox

        from tournament_app.storage.database import DatabaseError
        from tournament_app.words.i18n import render, tr

        path = ("C:\\Users\\referee\\AppData\\Local\\tournament-app\\tournament.sqlite3")
        error = DatabaseError("locked", path)
        box = QMessageBox(QMessageBox.Icon.Warning, tr("ui.app", "Cannot open the database"),
                          render(error.message))
        box.addButton(tr("ui.app", "Open another file…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("ui.app", "Create a new file…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("ui.app", "Quit"), QMessageBox.ButtonRole.RejectRole)
        box.setModal(False)
        self.shot(box, "29_database_locked")
        box.close()


if __name__ == "__main__":
    sys.exit(main())
