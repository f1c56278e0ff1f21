"""*Check a hand…*: the referee's helper when players disagree about a hand's value.

Tiles are typed in the usual notation or clicked on the tile buttons; the dialog shows every yaku
with its han, the fu breakdown, the limit and the payment as announced, under the tournament's own
rule options, and can hand the value to the desk's entry.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament_app.platform import colours
from tournament_app.rules.errors import HandError
from tournament_app.rules.hand_value import HandResult, Situation, evaluate
from tournament_app.rules.ruleset import RuleSet
from tournament_app.rules.tiles import HONOURS
from tournament_app.rules.yaku_names import yaku_name
from tournament_app.texts import display
from tournament_app.words.i18n import language, render, tr
from tournament_app.words.messages import UserError

CTX = "ui.handcheck"
OUTCOME = "font-size: 12pt;"
WIND_KEYS = ("E", "S", "W", "N")


def _tile_labels() -> list[tuple[str, str]]:
    """(label, notation) for the 34 tiles and the three red fives."""
    out = [(f"{n}{suit}", f"{n}{suit}") for suit in "mps" for n in range(1, 10)]
    out += [(HONOURS[i], f"{i + 1}z") for i in range(7)]
    out += [(tr(CTX, "red 5{suit}").format(suit=suit), f"0{suit}") for suit in "mps"]
    return out


class HandCheckDialog(QDialog):
    """``chosen_value()`` after Accept: the desk's value text (``3 30``, ``y`` …)."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None, *, dealer: bool = False,
                 round_wind: str = "E", seat_wind: str = "S", tsumo: bool = False, honba: int = 0) -> None:
        super().__init__(parent)
        self.rules = rules
        self.honba = honba
        self.hand_result: HandResult | None = None
        self.setWindowTitle(tr(CTX, "Check a hand"))
        self.tiles = QLineEdit()
        self.tiles.setPlaceholderText(tr(CTX, "e.g. 234789m12345666p (the winning tile last)"))
        self.melds = QLineEdit()
        self.melds.setPlaceholderText(tr(CTX, "e.g. chi:123m pon:555z kan:1111p ankan:9999s"))
        self.win = QLineEdit()
        self.win.setPlaceholderText(tr(CTX, "default: the last tile"))
        self.dora = QLineEdit()
        self.ura = QLineEdit()
        self.target = self.tiles  # where the tile buttons type
        for edit in (self.tiles, self.melds, self.win, self.dora, self.ura):
            edit.textChanged.connect(self.recompute)
        self.tsumo = QCheckBox(tr(CTX, "&Tsumo"))
        self.tsumo.setChecked(tsumo)
        self.riichi = QCheckBox(tr(CTX, "&Riichi"))
        self.double_riichi = QCheckBox(tr(CTX, "&Double riichi"))
        self.ippatsu = QCheckBox(tr(CTX, "&Ippatsu"))
        self.last = QCheckBox(tr(CTX, "&Last tile (haitei / houtei)"))
        self.rinshan = QCheckBox(tr(CTX, "Ri&nshan"))
        self.chankan = QCheckBox(tr(CTX, "&Chankan"))
        self.renhou = QCheckBox(tr(CTX, "Ren&hou"))
        self.flags = (self.tsumo, self.riichi, self.double_riichi, self.ippatsu, self.last, self.rinshan,
                      self.chankan, self.renhou)
        for box in self.flags:
            box.toggled.connect(self.recompute)
        self.dealer = QCheckBox(tr(CTX, "D&ealer"))
        self.dealer.setChecked(dealer)
        self.dealer.toggled.connect(self.recompute)
        self.round_wind = QComboBox()
        self.seat_wind = QComboBox()
        for combo, chosen in ((self.round_wind, round_wind), (self.seat_wind, seat_wind)):
            for key, name in zip(WIND_KEYS, display.wind_names(), strict=True):
                combo.addItem(name, key)
            combo.setCurrentIndex(WIND_KEYS.index(chosen))
            combo.currentIndexChanged.connect(self.recompute)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setMinimumHeight(140)
        self.outcome.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        colours.paint(self.outcome, None, OUTCOME)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.use_button = buttons.addButton(tr(CTX, "&Use this value"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(tr(CTX, "Concealed tile&s:"), self.tiles)
        form.addRow(tr(CTX, "&Melds:"), self.melds)
        form.addRow(tr(CTX, "&Winning tile:"), self.win)
        form.addRow(tr(CTX, "D&ora indicators:"), self.dora)
        form.addRow(tr(CTX, "Ura dora indic&ators:"), self.ura)
        winds = QHBoxLayout()
        winds.addWidget(QLabel(tr(CTX, "Round wind:")))
        winds.addWidget(self.round_wind)
        winds.addWidget(QLabel(tr(CTX, "Seat wind:")))
        winds.addWidget(self.seat_wind)
        winds.addWidget(self.dealer)
        winds.addStretch()
        flags = QGridLayout()
        for i, box in enumerate(self.flags):
            flags.addWidget(box, i // 4, i % 4)
        layout = QVBoxLayout(self)
        layout.addWidget(self._tile_pad())
        layout.addLayout(form)
        layout.addLayout(winds)
        layout.addLayout(flags)
        layout.addWidget(self.outcome, 1)
        layout.addWidget(buttons)
        for edit in (self.tiles, self.dora, self.ura, self.win):
            edit.installEventFilter(self)
        self.recompute()

    def _tile_pad(self) -> QWidget:
        pad = QWidget()
        grid = QGridLayout(pad)
        grid.setSpacing(2)
        self.tile_buttons: dict[str, QPushButton] = {}
        for i, (label, code) in enumerate(_tile_labels()):
            b = QPushButton(label)
            b.setAutoDefault(False)
            b.setMinimumWidth(34)
            b.clicked.connect(lambda _=False, c=code: self.type_tile(c))
            row, column = divmod(i, 9) if i < 34 else (4, i - 34)  # red fives on a row of their own
            grid.addWidget(b, row, column)
            self.tile_buttons[code] = b
        back = QPushButton("⌫")
        back.setAutoDefault(False)
        back.setToolTip(tr(CTX, "Take the last tile back"))
        back.clicked.connect(self.backspace)
        grid.addWidget(back, 4, 8)
        return pad

    def eventFilter(self, watched: object, event: object) -> bool:  # noqa: N802 - Qt API
        focused = isinstance(event, QEvent) and event.type() == QEvent.Type.FocusIn
        if isinstance(watched, QLineEdit) and focused:
            self.target = watched  # the tile buttons type where the referee last clicked
        return False

    def type_tile(self, code: str) -> None:
        self.target.setText(self.target.text() + code)

    def backspace(self) -> None:
        self.target.setText(self.target.text()[:-2])

    def situation(self) -> Situation:
        seat = str(self.seat_wind.currentData())
        return Situation(
            tsumo=self.tsumo.isChecked(), riichi=self.riichi.isChecked(),
            double_riichi=self.double_riichi.isChecked(), ippatsu=self.ippatsu.isChecked(),
            haitei=self.last.isChecked(), rinshan=self.rinshan.isChecked(), chankan=self.chankan.isChecked(),
            renhou=self.renhou.isChecked(), dealer=self.dealer.isChecked() or seat == "E",
            round_wind=str(self.round_wind.currentData()), seat_wind=seat, honba=self.honba)

    def recompute(self) -> None:
        self.hand_result = None
        if not self.tiles.text().strip():
            self.outcome.setText(tr(CTX, "Type or click the concealed tiles, the winning tile last."))
            self.use_button.setEnabled(False)
            return
        try:
            self.hand_result = evaluate(self.rules, self.tiles.text(), win=self.win.text().strip() or None,
                                   melds=self.melds.text().split(), dora=self.dora.text(),
                                   ura=self.ura.text(), situation=self.situation())
        except UserError as e:
            # the reason alone: "tiles:", "win:" … name the command line's fields, not this dialog's
            reason = render(e.reason if isinstance(e, HandError) else e.message, sentence=True)
            self.outcome.setText(html.escape(reason))
            colours.paint(self.outcome, "negative", OUTCOME)
            self.use_button.setEnabled(False)
            return
        self.use_button.setEnabled(True)
        self.outcome.setText(self.describe(self.hand_result))
        colours.paint(self.outcome, None, OUTCOME)

    def describe(self, r: HandResult) -> str:
        lang = language()
        rows = []
        for y in r.yaku:
            amount = (tr(CTX, "yakuman") if y.han == 13 else tr(CTX, "double yakuman") if y.han == 26
                      else tr(CTX, "{n} han").format(n=y.han))
            rows.append(f"{yaku_name(y.key, lang)} — {amount}")
        lines = ["<br>".join(rows)]
        if not r.yakuman:
            lines.append(tr(CTX, "Fu: {parts} → {fu}").format(parts=display.fu_breakdown(r.fu_details) or "–",
                                                              fu=r.fu))
        announced = display.announcement(r.payment, self.honba)
        lines.append(f"<b>{display.value_text(r.value)}  {announced}</b>")
        return "<br><br>".join(lines)

    def chosen_value(self) -> str:
        """The value as the desk's entry takes it: ``3 30``, ``6``, ``y``, ``yy``."""
        r = self.hand_result
        if r is None:
            return ""
        if r.yakuman:  # the desk reads "y", "yy", "y3" (not "3y": that is 3 han)
            return "y" * r.yakuman if r.yakuman <= 2 else f"y{r.yakuman}"
        return f"{r.han} {r.fu}" if r.han is not None and r.han < 5 else str(r.han)
