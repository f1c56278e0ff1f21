"""File → Connect to a shared database… and File → Copy tournament to…"""

from __future__ import annotations

from urllib.parse import quote

from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.files.progress import Cancelled
from tournament_app.services import connection
from tournament_app.ui.placement import fit_to_screen
from tournament_app.ui.progress import run_job
from tournament_app.words.i18n import render, tr
from tournament_app.words.messages import UserError

CTX = "ui.connection"
SETTINGS_KEY = "shared_db"


class ServerFields(QWidget):
    """Host, port, database, user and password of a PostgreSQL server; remembered without the password,
    which stays out of the address too (it goes to the driver apart, and is kept in memory only)."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.host = QLineEdit(str(settings.value(f"{SETTINGS_KEY}/host", "")))
        self.host.setPlaceholderText(tr(CTX, "e.g. 192.168.1.10 (the organiser's laptop)"))
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(int(settings.value(f"{SETTINGS_KEY}/port", 5432)))
        self.database = QLineEdit(str(settings.value(f"{SETTINGS_KEY}/database", "tournament")))
        self.user = QLineEdit(str(settings.value(f"{SETTINGS_KEY}/user", "desk")))
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(tr(CTX, "empty: from the password file or PGPASSWORD"))
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(tr(CTX, "&Server:"), self.host)
        form.addRow(tr(CTX, "P&ort:"), self.port)
        form.addRow(tr(CTX, "&Database:"), self.database)
        form.addRow(tr(CTX, "&User:"), self.user)
        form.addRow(tr(CTX, "Pass&word:"), self.password)

    def address(self) -> str:
        """The server's address, without the password (:meth:`typed_password`)."""
        user = quote(self.user.text().strip(), safe="")
        auth = f"{user}@" if user else ""
        return (f"postgresql://{auth}{self.host.text().strip() or 'localhost'}:{self.port.value()}/"
                f"{quote(self.database.text().strip(), safe='')}")

    def typed_password(self) -> str:
        return self.password.text()

    def remember(self) -> None:
        for key, value in (("host", self.host.text().strip()), ("port", self.port.value()),
                           ("database", self.database.text().strip()), ("user", self.user.text().strip())):
            self.settings.setValue(f"{SETTINGS_KEY}/{key}", value)


def _say(dialog: ConnectDialog | CopyDialog, text: str) -> None:
    """The dialog's result line; the dialog grows to show it whole (a server's message wraps over
    lines, and the fields above it would be squeezed)."""
    dialog.result_label.setText(text)
    needed = dialog.layout().totalHeightForWidth(dialog.width())
    if needed > dialog.height():
        fit_to_screen(dialog, QSize(dialog.width(), needed))


class ConnectDialog(QDialog):
    """The address of the shared database; "Test connection" says at once whether it will work."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(CTX, "Connect to a shared database"))
        self.fields = ServerFields(settings, self)
        self.result_label = QLabel(tr(CTX, "Every desk of the event types the same address."))
        self.result_label.setWordWrap(True)
        test = QPushButton(tr(CTX, "&Test connection"))
        test.clicked.connect(self.test)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.connect_button = buttons.addButton(tr(CTX, "&Connect"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self._connect)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.fields)
        row = QHBoxLayout()
        row.addWidget(test)
        row.addStretch()
        layout.addLayout(row)
        layout.addWidget(self.result_label)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(520, self.sizeHint().height()))

    def address(self) -> str:
        return self.fields.address()

    def test(self) -> bool:
        try:
            version = connection.probe(self.address(), self.fields.typed_password())
        except UserError as e:
            _say(self, "✗ " + render(e.message, sentence=True))
            return False
        _say(self, "✓ " + (tr(CTX, "Connected: an empty database, ready for a tournament.")
                                          if version is None else
                                          tr(CTX, "Connected: a tournament database.")))
        return True

    def _connect(self) -> None:
        if not self.test():
            return
        try:
            connection.open_shared(self.address(), self.fields.typed_password())
        except UserError as e:
            _say(self, "✗ " + render(e.message, sentence=True))
            return
        self.fields.remember()
        self.accept()


class CopyDialog(QDialog):
    """Copy every tournament of the open database into a new file or an empty server database."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(tr(CTX, "Copy tournament to…"))
        self.to_file = QRadioButton(tr(CTX, "A new &file (take the tournament home)"))
        self.to_server = QRadioButton(tr(CTX, "An empty database on a ser&ver"))
        self.to_file.setChecked(True)
        self.file_edit = QLineEdit()
        browse = QPushButton(tr(CTX, "&Browse…"))
        browse.clicked.connect(self._browse)
        self.fields = ServerFields(settings, self)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = buttons.addButton(tr(CTX, "&Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.to_file)
        row = QHBoxLayout()
        row.addWidget(self.file_edit)
        row.addWidget(browse)
        layout.addLayout(row)
        layout.addWidget(self.to_server)
        layout.addWidget(self.fields)
        layout.addWidget(self.result_label)
        layout.addWidget(buttons)
        self.to_file.toggled.connect(self._switch)
        self._switch()
        fit_to_screen(self, QSize(560, self.sizeHint().height()))

    def _switch(self) -> None:
        self.fields.setEnabled(self.to_server.isChecked())
        self.file_edit.setEnabled(self.to_file.isChecked())

    def _browse(self) -> None:
        from tournament_app.ui.file_dialogs import DATABASES_KEY, save_file

        path = save_file(self, tr(CTX, "Copy tournament to…"), tr(CTX, "Tournament databases (*.sqlite3)"),
                         self.settings, DATABASES_KEY, "tournament", ".sqlite3")
        if path:
            self.file_edit.setText(str(path))

    def target(self) -> str:
        return self.fields.address() if self.to_server.isChecked() else self.file_edit.text().strip()

    def copy(self) -> bool:
        if not self.target():
            _say(self, "✗ " + tr(CTX, "Choose a file to copy to."))
            return False
        target = self.target()
        password = self.fields.typed_password() if self.to_server.isChecked() else None
        try:
            shown = run_job(self, tr(CTX, "Copying the tournament…"),
                            lambda progress: connection.copy_to(target, progress, password))
        except Cancelled:
            _say(self, tr(CTX, "Copy cancelled: nothing was copied."))
            return False
        except UserError as e:
            _say(self, "✗ " + render(e.message, sentence=True))
            return False
        _say(self, "✓ " + tr(CTX, "Copied to {target}.").format(target=shown))
        return True
