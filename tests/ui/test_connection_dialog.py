"""File → Connect to a shared database… and File → Copy tournament to… with a server that asks for a
password (issue 35, item 15): typed in its field, the password goes to the driver apart and is kept in
memory only, never in the address the app shows and works with, the window title or the settings; an
empty field leaves libpq to find it (the password file, PGPASSWORD)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.backends import PasswordRole, create_password_role, drop_password_role
from tests.ui.ui_helpers import patch_exec
from tournament_app.services import tournaments
from tournament_app.storage.database import close_database, open_database
from tournament_app.storage.models import db_proxy
from tournament_app.ui.connection_dialog import ConnectDialog, CopyDialog, ServerFields
from tournament_app.ui.main_window import MainWindow


@pytest.fixture
def role(monkeypatch: pytest.MonkeyPatch) -> Iterator[PasswordRole]:
    for name in ("PGPASSWORD", "PGPASSFILE", "PGSERVICE", "PGSERVICEFILE"):
        monkeypatch.delenv(name, raising=False)
    made = create_password_role()
    yield made
    close_database()
    drop_password_role(made)


def _mark(role: PasswordRole) -> str:
    return role.password[3:35]  # in every spelling of the password


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    laptop = tmp_path / "laptop.sqlite3"
    open_database(laptop)
    tournaments.create_tournament("Laptop cup", "jpml")
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), str(laptop))
    qtbot.addWidget(window)
    window.show()
    return window


def _type(qtbot: QtBot, fields: ServerFields, role: PasswordRole, password: str) -> None:
    """Fill the server's fields from the keyboard, as a referee does."""
    typed = ((fields.host, role.host), (fields.port, str(role.port)), (fields.database, role.database),
             (fields.user, role.user), (fields.password, password))
    for widget, text in typed:
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(widget, Qt.Key.Key_Delete)
        qtbot.keyClicks(widget, text)


def _button(dialog: QWidget, text: str) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text() == text)


def _shown_text(widget: QWidget) -> str:
    """Everything the dialog shows as text, its password field aside."""
    from PySide6.QtWidgets import QLabel

    texts = [w.text() for w in widget.findChildren(QLabel)]
    texts += [w.text() for w in widget.findChildren(QLineEdit) if w.echoMode() == QLineEdit.EchoMode.Normal]
    return "\n".join([widget.windowTitle(), *texts])


def test_connecting_with_the_typed_password_keeps_it_out_of_address_title_and_settings(
        qtbot: QtBot, role: PasswordRole, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path)
    seen: dict[str, str] = {}

    def connect(dialog: ConnectDialog) -> None:
        _type(qtbot, dialog.fields, role, "not the password")
        qtbot.mouseClick(_button(dialog, "&Test connection"), Qt.MouseButton.LeftButton)
        seen["wrong"] = dialog.result_label.text()
        _type(qtbot, dialog.fields, role, role.password)
        assert dialog.fields.password.echoMode() == QLineEdit.EchoMode.Password
        qtbot.mouseClick(_button(dialog, "&Test connection"), Qt.MouseButton.LeftButton)
        seen["right"], seen["shown"] = dialog.result_label.text(), _shown_text(dialog)
        qtbot.mouseClick(dialog.connect_button, Qt.MouseButton.LeftButton)

    patch_exec(monkeypatch, ConnectDialog, connect)
    window.connect_shared()
    assert seen["wrong"].startswith("✗ Cannot connect to the database server "
                                    f"postgresql://{role.host}:{role.port}/{role.database}: ")
    assert "password authentication failed" in seen["wrong"]
    assert seen["right"] == "✓ Connected: an empty database, ready for a tournament."
    assert window.ctx.db_path == role.url()  # what the app works with: the address without the password
    assert f"(postgresql://{role.host}:{role.port}/{role.database})" in window.windowTitle()
    window.ctx.settings.sync()
    settings = (tmp_path / "settings.ini").read_text()
    assert role.database in settings and role.user in settings  # the address is remembered …
    mark = _mark(role)
    for text in (seen["wrong"], seen["shown"], window.windowTitle(), settings, window.ctx.db_path):
        assert mark not in text  # … never the password
    # the password stays in this process's memory: a new connection to the address gets it
    tid = tournaments.create_tournament("Server cup", "jpml")
    db_proxy.obj.close()
    open_database(window.ctx.db_path)
    assert [t.id for t in tournaments.list_tournaments()] == [tid]


def test_an_empty_password_field_leaves_the_password_file_to_give_it(
        qtbot: QtBot, role: PasswordRole, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    passwords = tmp_path / "pgpass"
    escaped = role.password.replace("\\", "\\\\").replace(":", "\\:")
    passwords.write_text(f"{role.host}:{role.port}:{role.database}:{role.user}:{escaped}\n")
    passwords.chmod(0o600)
    dialog = ConnectDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    dialog.show()
    _type(qtbot, dialog.fields, role, "")
    assert dialog.fields.password.placeholderText() == "empty: from the password file or PGPASSWORD"
    qtbot.mouseClick(_button(dialog, "&Test connection"), Qt.MouseButton.LeftButton)
    assert dialog.result_label.text().startswith("✗ The database server") and "~/.pgpass" in (
        dialog.result_label.text())  # no password anywhere yet: where one goes
    monkeypatch.setenv("PGPASSFILE", str(passwords))
    qtbot.mouseClick(_button(dialog, "&Test connection"), Qt.MouseButton.LeftButton)
    assert dialog.result_label.text() == "✓ Connected: an empty database, ready for a tournament."


def test_copying_to_the_server_with_the_typed_password(qtbot: QtBot, role: PasswordRole,
                                                       tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    dialog = CopyDialog(window.ctx.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.to_server.setFocus()  # "An empty database on a server": reached with Tab, chosen with Space
    qtbot.keyClick(dialog.to_server, Qt.Key.Key_Space)
    assert dialog.to_server.isChecked()
    _type(qtbot, dialog.fields, role, role.password)
    assert dialog.target() == role.url()  # the address the copy names: no password in it
    qtbot.mouseClick(_button(dialog, "&Copy"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.result_label.text() != "", timeout=60_000)
    assert dialog.result_label.text() == f"✓ Copied to postgresql://{role.host}:{role.port}/{role.database}."
    assert _mark(role) not in _shown_text(dialog)
    with psycopg.connect(host=role.host, port=role.port, user=role.user, password=role.password,
                         dbname=role.database) as conn:
        assert conn.execute("SELECT name FROM tournament").fetchall() == [("Laptop cup",)]
