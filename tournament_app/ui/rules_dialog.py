"""The rules dialog: every option of a rule set, grouped as the rule books do, with the preset's
values to compare against; and how option values read on screen."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament_app.checks.numbers import normalise
from tournament_app.rules.presets import aliases, canonical_id, preset, preset_ids, resolve
from tournament_app.rules.ruleset import CTX as RULES_CTX
from tournament_app.rules.ruleset import OPTIONS, Option, RuleSet
from tournament_app.services import tournaments
from tournament_app.texts.rules_text import (
    POINT_OPTIONS,
    TENTH_OPTIONS,
    ZERO_IS_NONE,
    choice_label,
    floater_uma_text,
    member_label,
    option_label,
    option_meaning,
    option_text,
    preset_summary,
    preset_title,
    uma_text,
)
from tournament_app.ui.context import AppContext
from tournament_app.ui.errors import user_errors
from tournament_app.ui.help_window import add_help_key
from tournament_app.ui.labels import wrapped_label
from tournament_app.ui.penalties_view import parse_tenths
from tournament_app.ui.placement import fit_to_screen
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_, Message, UserError

CTX = "ui.tournament"  # the same translation context as the tournament tab it opens from

# Options in points (scores) step by 100; counters must be multiples of 300 (a tsumo splits them
# between three payers); options in tenths of a game point get a preview in points.
STEPS = {"counter_value": 300}
# Options held in tenths of a point that the dialog shows and takes in points.
TYPED_IN_POINTS = TENTH_OPTIONS | {"uma", "uma_by_floaters"}
# The rules dialog groups options as the rule books do; an option missing here goes to "Other".
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("points", ("start_points", "return_points", "oka", "uma", "uma_by_floaters", "ties", "rounding",
                "leftover_deposits")),
    ("table", ("counter_value", "riichi_deposit", "noten_total", "kiriage", "counted_yakuman",
               "max_yakuman", "multiple_ron", "multiple_ron_counters", "three_ron_abort",
               "abortive_draws", "abortive_deal", "nagashi_mangan", "nagashi_noten_payments",
               "nagashi_priority", "nagashi_as", "two_han_from_renchan", "pao_yaku", "yakuman_prize")),
    ("chombo", ("chombo_penalty", "chombo_payment", "chombo_returns_deposits", "chombo_ends_game")),
    ("value", ("open_tanyao", "open_pinfu", "open_pinfu_fu", "atozuke", "double_wind_pair_fu", "renhou",
               "double_yakuman", "red_fives", "ippatsu", "ura_dora", "kan_dora", "chiitoitsu", "rinshan_fu")),
    ("length", ("length", "busting", "riichi_bust", "dealer_noten_keeps", "agari_yame", "tenpai_yame",
                "yame_min_score", "yame_by", "time_limit", "time_up_chombo_ends", "west_extension",
                "extension_rounds")),
)


def group_title(group: str) -> str:
    return {
        "points": tr(CTX, "Points and settlement"),
        "table": tr(CTX, "Payments at the table"),
        "chombo": tr(CTX, "Chombo"),
        "length": tr(CTX, "Length and end of the game"),
        "value": tr(CTX, "Hand value from the tiles (the Check a hand helper)"),
    }.get(group, tr(CTX, "Other"))


def _ui_error(source: str, **params: Any) -> UserError:
    return UserError(Message(CTX, source, params))


# -- the overview -------------------------------------------------------------------------------


class PresetCombo(QComboBox):
    """The shipped presets by name; the summary of the current one is in ``summary_label``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for pid in preset_ids():
            self.addItem(preset_title(pid), pid)
            ids = ", ".join([pid, *aliases(pid)])  # what --rules and a record's "rules" take
            self.setItemData(self.count() - 1, tr(CTX, "{summary}\nID: {ids}").format(
                summary=preset_summary(pid), ids=ids), Qt.ItemDataRole.ToolTipRole)
        self.summary_label = wrapped_label()
        self.currentIndexChanged.connect(self._show_summary)
        self._show_summary()

    def preset_id(self) -> str:
        return str(self.currentData())

    def set_preset_id(self, preset_id: str) -> None:
        index = self.findData(canonical_id(preset_id))
        if index >= 0:
            self.setCurrentIndex(index)

    def _show_summary(self) -> None:
        self.summary_label.setText(preset_summary(self.preset_id()))


class OptionEditor(QWidget):
    """Edits one option's JSON value; ``edited`` fires on every change by the user."""

    edited = Signal()

    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.option = option
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError


class ChoiceEditor(OptionEditor):
    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(option, parent)
        self.combo = QComboBox()
        for choice in option.choices:
            self.combo.addItem(choice_label(option.name, choice))
        self.combo.currentIndexChanged.connect(self.edited)
        self.layout_.addWidget(self.combo)
        self.layout_.addStretch()
        self.setFocusProxy(self.combo)

    def value(self) -> Any:
        return self.option.choices[self.combo.currentIndex()]

    def set_value(self, value: Any) -> None:
        # compare with the type too: True == 1 must not pick an integer choice
        for i, choice in enumerate(self.option.choices):
            if choice == value and type(choice) is type(value):
                self.combo.setCurrentIndex(i)


class PointsSpinBox(QSpinBox):
    """Tenths of a point, shown and typed in points as rule books write them (オカ 20p: ``20``,
    ``20.0``); the value stays an integer of tenths."""

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return ("-" if value < 0 else "") + f"{abs(value) // 10:,}.{abs(value) % 10}"

    def valueFromText(self, text: str) -> int:  # noqa: N802
        value = parse_tenths(self._bare(text))
        return self.value() if value is None else value

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        bare = self._bare(text)
        if bare in ("", "-", "+"):
            return QValidator.State.Intermediate, text, pos
        value = parse_tenths(bare)
        if value is None:
            return QValidator.State.Invalid, text, pos
        inside = self.minimum() <= value <= self.maximum()
        return (QValidator.State.Acceptable if inside else QValidator.State.Intermediate), text, pos

    def _bare(self, text: str) -> str:
        return normalise(text.removesuffix(self.suffix()).replace(",", ""))


class IntEditor(OptionEditor):
    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(option, parent)
        tenths = option.name in TENTH_OPTIONS
        self.spin = PointsSpinBox() if tenths else QSpinBox()
        self.spin.setRange(option.minimum if option.minimum is not None else 0,
                           option.maximum if option.maximum is not None else 1_000_000)
        self.spin.setSingleStep(STEPS.get(option.name, 100 if option.name in POINT_OPTIONS else
                                          10 if tenths else 1))
        self.spin.setGroupSeparatorShown(True)
        self.spin.setAccelerated(True)
        self.spin.setMinimumWidth(110)
        if tenths:  # the unit beside the number, as the rule book writes 20p
            self.spin.setSuffix(tr(CTX, " points"))
        if option.name in ZERO_IS_NONE and self.spin.minimum() == 0:  # 0 is "not played": なし, as rules show
            self.spin.setSpecialValueText(option_text(option.name, 0))
        self.spin.valueChanged.connect(self.edited)
        self.layout_.addWidget(self.spin)
        self.layout_.addStretch()
        self.setFocusProxy(self.spin)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(int(value))


def parse_tenths_row(text: str) -> list[int]:
    """``30 10 -10 -30`` points (commas, slashes or spaces between; △ or ▲ as minus; one decimal at
    most) -> four ints in tenths."""
    parts = [p for p in re.split(r"[\s,/、，]+", text.strip()) if p]
    out = []
    for part in parts:
        value = parse_tenths(normalise(part))
        if value is None:
            raise _ui_error(N_(CTX, "{text} is not a number of points (one decimal at most)"), text=part)
        out.append(value)
    if len(out) != 4:
        raise _ui_error(N_(CTX, "rank points need four numbers, for 1st to 4th place; got {text}"),
                        text=text.strip() or "—")
    return out


def tenths_row_text(row: Any) -> str:
    """Four tenths as points typed: ``30, 10, -10, -30`` (``7.5`` where there is a tenth)."""
    return ", ".join(("-" if v < 0 else "") + f"{abs(v) // 10}" + (f".{abs(v) % 10}" if v % 10 else "")
                     for v in row)


class UmaEditor(OptionEditor):
    """Four rank points typed in points as rule books write them (``30, 10, -10, -30``), held in tenths
    as the option is, with a preview."""

    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(option, parent)
        self.line = QLineEdit()
        self.line.setPlaceholderText("30, 10, -10, -30")
        self.line.setMinimumWidth(200)
        self.preview = QLabel()
        self.line.textChanged.connect(self._show_points)
        self.line.textEdited.connect(self.edited)
        self.layout_.addWidget(self.line)
        self.layout_.addWidget(self.preview, 1)
        self.setFocusProxy(self.line)

    def _show_points(self) -> None:
        try:
            self.preview.setText(tr(CTX, "= {points} points").format(points=uma_text(self.value())))
        except UserError:
            self.preview.setText(tr(CTX, "four numbers of points, e.g. 20, 10, -10, -20"))

    def value(self) -> Any:
        return parse_tenths_row(self.line.text())

    def set_value(self, value: Any) -> None:
        self.line.setText(tenths_row_text(value))


class UmaRowsEditor(OptionEditor):
    """Five rows of uma separated by ``;`` (0 to 4 players at or above the return points)."""

    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(option, parent)
        self.line = QLineEdit()
        self.line.setPlaceholderText(tr(CTX, "empty: the fixed uma above"))
        self.line.setToolTip(tr(CTX, "Five rows of four numbers separated by “;”: the uma when 0, 1, "
                                     "2, 3 or 4 players finish at or above the return points"))
        self.line.textEdited.connect(self.edited)
        self.preview = wrapped_label("")  # each row labelled by its case: 0人浮き, 1人浮き …
        self.line.textChanged.connect(self._show_cases)
        column = QVBoxLayout()
        column.addWidget(self.line)
        column.addWidget(self.preview)
        self.layout_.addLayout(column)
        self.setFocusProxy(self.line)

    def _show_cases(self) -> None:
        try:
            self.preview.setText(floater_uma_text(self.value()))
        except UserError:
            self.preview.setText(tr(CTX, "four numbers of points, e.g. 20, 10, -10, -20"))

    def value(self) -> Any:
        text = self.line.text().strip()
        return [parse_tenths_row(row) for row in text.split(";")] if text else []

    def set_value(self, value: Any) -> None:
        self.line.setText("; ".join(tenths_row_text(row) for row in value))


class SetEditor(OptionEditor):
    """A checkable list of the members the option allows."""

    def __init__(self, option: Option, parent: QWidget | None = None) -> None:
        super().__init__(option, parent)
        self.list = QListWidget()
        for member in option.subset_of:
            item = QListWidgetItem(member_label(option.name, member))
            item.setData(Qt.ItemDataRole.UserRole, member)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        # as tall as its items: a scroll bar inside the scrolling form would hide choices
        rows = self.list.sizeHintForRow(0) * self.list.count() + 2 * self.list.frameWidth() + 4
        self.list.setFixedHeight(rows)
        self.list.itemChanged.connect(self.edited)
        self.layout_.addWidget(self.list)
        self.setFocusProxy(self.list)

    def items(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())]

    def value(self) -> list[str]:
        return sorted(item.data(Qt.ItemDataRole.UserRole) for item in self.items()
                      if item.checkState() == Qt.CheckState.Checked)

    def set_value(self, value: Any) -> None:
        chosen = set(value)
        self.list.blockSignals(True)
        for item in self.items():
            checked = item.data(Qt.ItemDataRole.UserRole) in chosen
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)


def editor_for(option: Option) -> OptionEditor:
    factory: Callable[[Option], OptionEditor]
    if option.name == "uma":
        factory = UmaEditor
    elif option.name == "uma_by_floaters":
        factory = UmaRowsEditor
    elif option.subset_of:
        factory = SetEditor
    elif option.choices:
        factory = ChoiceEditor
    else:
        factory = IntEditor
    return factory(option)


class RulesDialog(QDialog):
    """Every rule option with its meaning, starting from a preset; Save stores preset + overrides."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        assert ctx.tournament_id is not None
        self.ctx = ctx
        self.tournament_id = ctx.tournament_id
        self.setWindowTitle(tr(CTX, "Rules"))
        add_help_key(self, "rules")  # modal: the main window's F1 is blocked while it is open
        current = tournaments.tournament_info(self.tournament_id).rules
        self.original = current
        self.preset = PresetCombo()
        self.preset.set_preset_id(current.id)
        self.preset.currentIndexChanged.connect(self._start_from_preset)
        self.preset.setToolTip(tr(CTX, "Choosing a preset loads all of its values into the form"))
        top = QFormLayout()
        top.addRow(tr(CTX, "Start from &preset:"), self.preset)
        note = wrapped_label(tr(CTX, "Games already under way keep the rules they started with; games not "
                                "yet started and every later round play the rules saved here. "
                                "Options in bold differ from the preset."))
        self.editors: dict[str, OptionEditor] = {}
        self.labels: dict[str, QLabel] = {}
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._build_form())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setText(tr(CTX, "Save"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.preset.summary_label)
        layout.addWidget(note)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(940, 720))
        self.load(current)

    def _build_form(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        placed = {name for _, names in GROUPS for name in names}
        groups = [*GROUPS, ("other", tuple(n for n in OPTIONS if n not in placed))]
        for group, names in groups:
            names = tuple(n for n in names if n in OPTIONS)
            if not names:
                continue
            box = QGroupBox(group_title(group))
            form = QFormLayout(box)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            for name in names:
                option = OPTIONS[name]
                # the item as rule sheets name it; what it means is in the tooltip (_mark_changes)
                label = wrapped_label(option_label(name))
                label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                label.setMinimumWidth(260)
                editor = editor_for(option)
                editor.setToolTip(option_meaning(name) if name not in TYPED_IN_POINTS else
                                  tr(CTX, "{meaning}\nTyped here in points, as the rule book writes them: "
                                          "20 for +20.0").format(meaning=option_meaning(name)))
                editor.edited.connect(self._mark_changes)
                label.setBuddy(editor)
                form.addRow(label, editor)
                self.editors[name], self.labels[name] = editor, label
            layout.addWidget(box)
        layout.addStretch()
        return page

    def load(self, rules: RuleSet) -> None:
        data = rules.to_dict()
        for name, editor in self.editors.items():
            editor.blockSignals(True)
            editor.set_value(data[name])
            editor.blockSignals(False)
        self._mark_changes()

    def _start_from_preset(self) -> None:
        self.load(preset(self.preset.preset_id()))

    def _mark_changes(self) -> None:
        """Bold labels for the options that differ from the chosen preset."""
        base = preset(self.preset.preset_id()).to_dict()
        for name, editor in self.editors.items():
            try:
                changed = editor.value() != base[name]
            except UserError:
                changed = True
            font = self.labels[name].font()
            font.setBold(changed)
            self.labels[name].setFont(font)
            # the meaning, the id the command line and the JSON files use, and the preset's value
            tip = tr(CTX, "{meaning}\nOption: {option}").format(meaning=option_meaning(name), option=name)
            if changed:
                tip += "\n" + tr(CTX, "Preset: {value}").format(value=option_text(name, base[name]))
            self.labels[name].setToolTip(tip)

    def values(self) -> dict[str, Any]:
        """Every option's value from the editors (raises UserError for an unreadable one)."""
        out = {}
        for name, editor in self.editors.items():
            try:
                out[name] = editor.value()
            except UserError as e:
                raise UserError(Message(CTX, N_(CTX, "{meaning}: {reason}"),
                                        {"meaning": Message(RULES_CTX, OPTIONS[name].label),
                                         "reason": e.message})) from None
        return out

    def spec(self) -> dict[str, Any]:
        """``{"preset": id, **overrides}``: only what differs from the preset is stored."""
        preset_id = self.preset.preset_id()
        rules = resolve({"preset": preset_id, **self.values()})
        spec = {"preset": preset_id, **rules.overrides(preset(preset_id))}
        if preset_id == self.original.id and self.original.name != rules.name:
            spec["name"] = self.original.name  # a league's own name for its rules is kept
        return spec

    def accept(self) -> None:
        with user_errors(self) as failed:
            tournaments.set_rules(self.tournament_id, self.spec())
        if not failed:
            super().accept()
