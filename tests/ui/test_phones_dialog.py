"""Tournament → Tables on phones…: the server started and stopped from the app, what phones may do, the
links with their QR code, renewing them."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.services.helpers import tournament_with_players
from tournament_app.services import rounds, table_links
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.phones_dialog import PhonesDialog


@pytest.fixture
def window(qtbot: QtBot, tournament_db: Path, tmp_path: Path) -> MainWindow:
    tid, ids = tournament_with_players(8)
    rounds.seat_round(tid, "manual", tables=[ids[:4], ids[4:]])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings, str(tournament_db))
    qtbot.addWidget(w)
    return w


def _menu_action(window: MainWindow, text: str):
    for menu_action in window.menuBar().actions():
        for action in menu_action.menu().actions():
            if action.text() == text:
                return action
    raise AssertionError(text)


def test_serving_from_the_app(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    _menu_action(window, "Tables on &phones…").trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.port.setValue(0 if dialog.port.minimum() == 0 else _free_port())
    assert dialog.tables.count() == 2 and dialog.code.pixmap() is not None
    assert dialog.code_text.text().startswith("http://127.0.0.1:8000/t/")
    dialog.start_button.click()
    try:
        assert dialog.server is not None and dialog.server.running
        address = dialog.server.address
        assert address in dialog.status.text()
        assert httpx.get(address + "/", timeout=5).status_code == 200
        url = dialog.code_text.text()
        assert url.startswith(address + "/t/")  # the links now name the address served
        assert httpx.get(url + "/game", timeout=5).json()["phones"] == "hands"
        dialog.mode.setCurrentIndex(dialog.mode.findData("view"))
        dialog.mode.activated.emit(dialog.mode.currentIndex())
        assert table_links.phone_mode(window.ctx.tournament_id) == "view"
        assert httpx.get(url + "/game", timeout=5).json()["phones"] == "view"
        dialog.grab().save("/tmp/tournament-app-phones-dialog.png")
        from PySide6.QtWidgets import QMessageBox

        monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
        dialog.renew_button.click()
        assert dialog.code_text.text() != url
        assert httpx.get(url + "/game", timeout=5).status_code == 404  # the old link stopped
    finally:
        dialog.start_button.click()
    assert dialog.server is None
    with pytest.raises(httpx.ConnectError):
        httpx.get(address + "/", timeout=2)


def test_the_venue_addresses_are_offered_by_their_adapters_the_one_with_a_gateway_first(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Windows laptop lists its virtual adapters (WSL, VirtualBox) before the Wi-Fi: the address the
    phones can reach comes first all the same, and every one says which adapter it is on."""
    from tournament_app.platform import sockets
    from tournament_app.platform.adapters import Adapter

    monkeypatch.setattr(sockets, "read_adapters", lambda: [
        Adapter("vEthernet (WSL)", ("172.20.0.1",)),
        Adapter("VirtualBox Host-Only Network", ("192.168.56.1",)),
        Adapter("Ethernet", ("10.0.0.5",), gateway=True, up=False),  # the cable is out
        Adapter("Wi-Fi", ("192.168.1.23",), gateway=True),
        Adapter("", ("192.168.7.7",))])  # (a system that gave no name)
    _menu_action(window, "Tables on &phones…").trigger()
    dialog = window.findChild(PhonesDialog)
    assert [(dialog.host.itemText(i), dialog.host.itemData(i)) for i in range(dialog.host.count())] == [
        ("This computer only (127.0.0.1)", "127.0.0.1"),
        ("The venue's network at 192.168.1.23 (Wi-Fi)", "192.168.1.23"),
        ("The venue's network at 172.20.0.1 (vEthernet (WSL))", "172.20.0.1"),
        ("The venue's network at 192.168.56.1 (VirtualBox Host-Only Network)", "192.168.56.1"),
        ("The venue's network at 192.168.7.7", "192.168.7.7"),
        ("Every network of this computer (0.0.0.0)", "0.0.0.0")]
    dialog.host.setCurrentIndex(1)
    dialog.grab().save("/tmp/tournament-app-phones-adapters.png")


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_serving_every_network_from_the_app_is_warned_of(window: MainWindow, qtbot: QtBot) -> None:
    """As ``serve`` warns on stderr, the dialog says so beside its address: every network is served, and
    a table's link records hands; this computer only has no warning."""
    _menu_action(window, "Tables on &phones…").trigger()
    dialog = window.findChild(PhonesDialog)
    for host, warned in (("127.0.0.1", False), ("0.0.0.0", True)):
        dialog.host.setCurrentIndex(dialog.host.findData(host))
        dialog.port.setValue(_free_port())
        dialog.start_button.click()
        try:
            assert dialog.server is not None and dialog.server.running
            assert dialog.server.address in dialog.status.text()
            assert ("Warning: every network of this computer is served" in dialog.warning.text()) is warned
            assert dialog.warning.isVisible() is warned
            if warned:
                dialog.grab().save("/tmp/tournament-app-phones-warning.png")
        finally:
            dialog.start_button.click()
