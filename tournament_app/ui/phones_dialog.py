"""Tournament → Tables on phones…: start and stop the venue server, what phones may do, each table's
link with its QR code, renewing the links, printing the table cards.

The server is the one ``tournament-app serve`` runs (web.server), here in a thread of the app; it
keeps serving while the dialog is closed, and stops with the app.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.services import rounds, table_links
from tournament_app.services.table_links import PHONE_MODES, TableLink
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.placement import fit_to_screen
from tournament_app.words.i18n import tr

CTX = "ui.phones"
QR_PX = 260


def qr_pixmap(text: str, size: int = QR_PX) -> QPixmap:
    import io

    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=8, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.FastTransformation)  # sharp modules, no blur


class PhonesDialog(QDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.server = None  # web.server.VenueServer while serving
        self.links: list[TableLink] = []
        self.setWindowTitle(tr(CTX, "Tables on phones"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.host = QComboBox()
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(table_links.DEFAULT_PORT)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.toggle_server)
        serve_row = QHBoxLayout()
        serve_row.addWidget(self.host, 1)
        serve_row.addWidget(QLabel(tr(CTX, "port")))
        serve_row.addWidget(self.port)
        serve_row.addWidget(self.start_button)
        form.addRow(tr(CTX, "Serve to"), serve_row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(tr(CTX, "Server"), self.status)
        self.warning = QLabel()  # what serve warns of on stderr: more than private networks served
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("font-weight: bold;")
        self.warning.hide()
        form.addRow(self.warning)
        self.mode = QComboBox()
        for mode, text in zip(PHONE_MODES, (tr(CTX, "View only: phones show their table"),
                                            tr(CTX, "Final scores only"),
                                            tr(CTX, "Hand by hand, as at a desk")), strict=True):
            self.mode.addItem(text, mode)
        self.mode.activated.connect(self.set_mode)
        form.addRow(tr(CTX, "Phones may"), self.mode)
        self.round = QComboBox()
        self.round.activated.connect(self.show_links)
        form.addRow(tr(CTX, "Round"), self.round)
        layout.addLayout(form)
        middle = QHBoxLayout()
        self.tables = QListWidget()
        self.tables.currentRowChanged.connect(self.show_code)
        middle.addWidget(self.tables, 1)
        side = QVBoxLayout()
        self.code = QLabel()
        self.code.setFixedSize(QR_PX, QR_PX)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_text = QLabel()
        self.code_text.setWordWrap(True)
        self.code_text.setMaximumWidth(QR_PX)
        self.code_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        side.addWidget(self.code)
        side.addWidget(self.code_text)
        side.addStretch()
        middle.addLayout(side)
        layout.addLayout(middle, 1)
        buttons = QHBoxLayout()
        self.copy_button = QPushButton(tr(CTX, "&Copy link"))
        self.copy_button.clicked.connect(self.copy_link)
        self.renew_button = QPushButton(tr(CTX, "&Renew links…"))
        self.renew_button.clicked.connect(self.renew)
        self.print_button = QPushButton(tr(CTX, "&Print table cards…"))
        self.print_button.clicked.connect(self.print_cards)
        close = QPushButton(tr(CTX, "Close"))
        close.clicked.connect(self.hide)
        for button in (self.copy_button, self.renew_button, self.print_button):
            buttons.addWidget(button)
        buttons.addStretch()
        buttons.addWidget(close)
        layout.addLayout(buttons)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_server)
        fit_to_screen(self, QSize(860, 560))
        self.reload()

    # -- what is shown ------------------------------------------------------------------------
    def reload(self) -> None:
        from tournament_app.platform.sockets import venue_addresses

        current = self.host.currentData()
        self.host.clear()
        self.host.addItem(tr(CTX, "This computer only (127.0.0.1)"), "127.0.0.1")
        for found in venue_addresses():  # the adapter with the venue's router first, each by its name
            text = (tr(CTX, "The venue's network at {address} ({adapter})") if found.adapter
                    else tr(CTX, "The venue's network at {address}"))
            self.host.addItem(text.format(address=found.address, adapter=found.adapter), found.address)
        self.host.addItem(tr(CTX, "Every network of this computer (0.0.0.0)"), "0.0.0.0")
        if current is not None and self.host.findData(current) >= 0:
            self.host.setCurrentIndex(self.host.findData(current))
        tid = self.ctx.tournament_id
        if tid is None:
            return
        self.mode.setCurrentIndex(max(0, self.mode.findData(table_links.phone_mode(tid))))
        chosen = self.round.currentData()
        self.round.clear()
        for number in reversed(rounds.round_numbers(tid)):
            self.round.addItem(tr(CTX, "Round {n}").format(n=number), number)
        if chosen is None or self.round.findData(chosen) < 0:
            chosen = rounds.round_in_play(tid)  # the cards and links of the round being played
        if self.round.findData(chosen) >= 0:
            self.round.setCurrentIndex(self.round.findData(chosen))
        self.show_links()
        self.show_status()

    def show_status(self) -> None:
        serving = self.server is not None and self.server.running
        self.start_button.setText(tr(CTX, "&Stop") if serving else tr(CTX, "&Start"))
        self.host.setEnabled(not serving)
        self.port.setEnabled(not serving)
        warning = " ".join(self._exposure()) if serving else ""
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))
        if serving:
            text = tr(CTX, "Serving at {address}/ — the players' page is there; each table's link is "
                           "below.").format(address=self.server.address)
            self.status.setText(text)
        else:
            self.status.setText(tr(CTX, "Not serving. Phones need this computer's address on the venue's "
                                        "network; 127.0.0.1 reaches this computer only."))

    def _exposure(self) -> list[str]:
        """The warning ``serve`` prints, when more than this computer and private networks are served."""
        exposure = self.server.exposure() if self.server is not None else None
        if exposure is None:
            return []
        if exposure.everywhere:
            return [tr(CTX, "Warning: every network of this computer is served: anyone on any of them can "
                            "open the pages, and a table's link records hands. Serve the venue's network "
                            "instead.")]
        text = tr(CTX, "Warning: {public} is not a private network's address: the internet may reach the "
                       "pages, and a table's link records hands. Serve the venue's own network only.")
        return [text.format(public=", ".join(exposure.public))]

    def show_links(self, *_args: object) -> None:
        self.tables.clear()
        tid, number = self.ctx.tournament_id, self.round.currentData()
        self.links = []
        if tid is not None and number is not None:
            with user_errors(self):
                self.links = table_links.table_links(tid, number, create=None)
        address = table_links.web_address()
        for link in self.links:
            item = QListWidgetItem(tr(CTX, "Table {table}: {names}").format(
                table=link.table, names=" / ".join(link.names)))
            item.setToolTip(link.url(address))
            self.tables.addItem(item)
        for button in (self.copy_button, self.renew_button, self.print_button):
            button.setEnabled(bool(self.links))
        if self.links:
            self.tables.setCurrentRow(0)
        else:
            self.show_code(-1)

    def show_code(self, row: int) -> None:
        if 0 <= row < len(self.links):
            url = self.links[row].url(table_links.web_address())
            self.code.setPixmap(qr_pixmap(url))
            self.code_text.setText(url)
        else:
            self.code.clear()
            self.code_text.setText("")

    # -- actions ------------------------------------------------------------------------------
    def toggle_server(self) -> None:
        if self.server is not None and self.server.running:
            self.stop_server()
            self.show_status()
            return
        from tournament_app.web.server import VenueServer

        tid = self.ctx.tournament_id
        if tid is None:
            return
        with user_errors(self):
            server = VenueServer(tid, str(self.host.currentData()), self.port.value())
            address = server.bind()
            server.start()
            self.server = server
            table_links.set_web_address(address)  # the links and the cards name it from now on
        self.show_links()
        self.show_status()

    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def set_mode(self) -> None:
        tid = self.ctx.tournament_id
        if tid is not None:
            with user_errors(self):
                table_links.set_phone_mode(tid, str(self.mode.currentData()))

    def copy_link(self) -> None:
        row = self.tables.currentRow()
        if 0 <= row < len(self.links):
            QGuiApplication.clipboard().setText(self.links[row].url(table_links.web_address()))

    def renew(self) -> None:
        tid, number = self.ctx.tournament_id, self.round.currentData()
        if tid is None or number is None:
            return
        answer = QMessageBox.question(self, tr(CTX, "Renew links"), tr(
            CTX, "Give every table of round {n} a new link? The links and cards handed out so far stop "
                 "working at once; print the new cards.").format(n=number))
        if answer != QMessageBox.StandardButton.Yes:
            return
        with user_errors(self):
            table_links.table_links(tid, number, renew=True)
        self.show_links()

    def print_cards(self) -> None:
        from tournament_app.ui.printing import print_kind

        number = self.round.currentData()
        if number is not None:
            print_kind(self, self.ctx, "tablecards", (number, number))


def show_phones(parent: QWidget, ctx: AppContext) -> PhonesDialog:
    """The window's one dialog (its server lives as long as the window or until stopped)."""
    dialog = parent.findChild(PhonesDialog)
    if dialog is None:
        dialog = PhonesDialog(ctx, parent)
    dialog.reload()
    dialog.show()
    dialog.raise_()
    return dialog
