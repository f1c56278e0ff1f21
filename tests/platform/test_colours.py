"""The colours of the app's states (issue 36, "Screens"; platforms.md row 22): every role at 4.5:1
(WCAG 2, AA) in the light and the dark scheme, on its own background or on each system's window; the
projectors' own colours too. The rendered desk is measured in tests/ui/test_dark_mode.py."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from tournament_app.platform import colours
from tournament_app.platform.colours import MINIMUM_CONTRAST, ROLES, SEAT_CARDS, WINDOWS, contrast


def test_the_contrast_is_wcags() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # the AA grey on white
    assert contrast("#ffffff", "#767676") == contrast("#767676", "#ffffff")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_role_reads_in_both_schemes(scheme: str) -> None:
    poor = {}
    for name, role in ROLES.items():
        pair = role.light if scheme == "light" else role.dark
        grounds = [pair.background] if pair.background else list(WINDOWS[scheme])
        if name == "mark":  # also on every seat card
            grounds += [getattr(ROLES[card], scheme).background for card in SEAT_CARDS]
        for ground in grounds:
            if contrast(pair.text, ground) < MINIMUM_CONTRAST:
                poor[f"{name} on {ground}"] = round(contrast(pair.text, ground), 2)
    assert poor == {}


def test_the_projectors_colours_read_on_their_own_dark_ground() -> None:
    from tournament_app.ui import projector

    for ink in (projector.TEXT, projector.DIM, projector.ACCENT, projector.NEGATIVE, projector.CLOCK_WARNING,
                projector.CLOCK_OVER):
        for ground in (projector.BACKGROUND, projector.BAND):
            assert contrast(ink.name(), ground.name()) >= MINIMUM_CONTRAST, (ink.name(), ground.name())


def test_the_scheme_is_the_palettes(qapp: object) -> None:
    dark, light = QPalette(), QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    light.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    assert colours.dark(dark) and not colours.dark(light)
    assert colours.colours("winner", dark) == ROLES["winner"].dark
    assert colours.colours("winner", light) == ROLES["winner"].light


def test_a_seat_cards_sheet_colours_the_labels_on_it_too(qapp: object) -> None:
    """The bug: the card's own background, the palette's (white) text on it."""
    sheet = colours.sheet("winner", selector="QFrame#seat")
    pair = colours.colours("winner")
    assert f"QFrame#seat {{ color: {pair.text}; background: {pair.background}; }}" in sheet
    assert f"QFrame#seat QLabel {{ color: {pair.text}; }}" in sheet
    assert colours.sheet(None, selector="QFrame#seat") == ""
    back = colours.colours("back").text
    assert colours.sheet("back", "font-weight: bold;") == f"color: {back}; font-weight: bold;"
