"""Announced points back to a value: what the desk accepts as the referee types what was said."""

from __future__ import annotations

import pytest

from tournament_app.rules.announce import parse_announced
from tournament_app.rules.errors import HandError
from tournament_app.rules.presets import preset
from tournament_app.rules.values import hand_value, win_payment

JPML = preset("jpml")


@pytest.mark.parametrize(
    ("text", "dealer", "tsumo", "record"),
    [
        ("7700", False, False, {"han": 3, "fu": 60}),
        ("3900", False, False, {"han": 3, "fu": 30}),
        ("2000", False, False, {"han": 2, "fu": 30}),
        ("1600", False, False, {"han": 2, "fu": 25}),
        ("8000", False, False, {"han": 5}),
        ("１２０００", True, False, {"han": 5}),
        ("18,000", True, False, {"han": 6}),
        ("32000", False, False, {"yakuman": 1}),
        ("96000", True, False, {"yakuman": 2}),
        ("1300・2600", False, True, {"han": 3, "fu": 40}),
        ("400/700", False, True, {"han": 1, "fu": 40}),
        ("2000 4000", False, True, {"han": 5}),
        ("2600オール", True, True, {"han": 3, "fu": 40}),
        ("4000 all", True, True, {"han": 5}),
    ],
)
def test_announcements_become_values_that_pay_them(text: str, dealer: bool, tsumo: bool,
                                                   record: dict) -> None:
    assert parse_announced(text, JPML, dealer=dealer, tsumo=tsumo).as_record() == record


def test_every_payment_of_the_table_reads_back_to_the_same_payment() -> None:
    """001 art. 44: whatever han/fu the parser picks, it pays exactly what was announced."""
    for dealer in (False, True):
        for tsumo in (False, True):
            for han in range(1, 14):
                for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
                    try:
                        value = hand_value(JPML, han=han, fu=fu, tsumo=tsumo)
                    except HandError:
                        continue
                    pay = win_payment(JPML, value, dealer=dealer, tsumo=tsumo)
                    if pay.ron is not None:
                        text = str(pay.ron)
                    elif pay.each_pays is not None:
                        text = f"{pay.each_pays}オール"
                    else:
                        text = f"{pay.non_dealer_pays}・{pay.dealer_pays}"
                    got = parse_announced(text, JPML, dealer=dealer, tsumo=tsumo)
                    again = hand_value(JPML, han=got.han, fu=got.fu, yakuman=got.yakuman, tsumo=tsumo)
                    assert win_payment(JPML, again, dealer=dealer, tsumo=tsumo) == pay


def test_announcement_with_counters_is_read_too() -> None:
    """001 art. 41 ハ: 「1300・2600は1400・2700」 at one counter."""
    got = parse_announced("1300・2600は1400・2700", JPML, dealer=False, tsumo=True, honba=1)
    assert got.as_record() == {"han": 3, "fu": 40}
    assert parse_announced("4200", JPML, dealer=False, tsumo=False, honba=1).as_record() == {
        "han": 3, "fu": 30}


@pytest.mark.parametrize(
    ("text", "dealer", "tsumo", "words"),
    [
        ("5700", False, False, "5700 is not a possible non-dealer ron"),
        ("2100", True, False, "2100 is not a possible dealer ron"),
        ("1000・1900", False, True, "1000・1900 is not a possible non-dealer tsumo"),
        ("2600", False, True, "give the announced points"),
    ],
)
def test_values_that_cannot_exist_are_refused(text: str, dealer: bool, tsumo: bool, words: str) -> None:
    with pytest.raises(HandError) as e:
        parse_announced(text, JPML, dealer=dealer, tsumo=tsumo)
    assert e.value.field == "points"
    assert words in str(e.value)


def test_kiriage_and_counted_yakuman_follow_the_rules() -> None:
    """Without kiriage (tenhou) 4 han 30 fu pays 7,700; with it (jpml, art. 45) only 3 han 60 fu does."""
    tenhou = preset("tenhou")
    assert parse_announced("7700", tenhou, dealer=False, tsumo=False).as_record() == {"han": 4, "fu": 30}
    assert parse_announced("7700", JPML, dealer=False, tsumo=False).as_record() == {"han": 3, "fu": 60}
