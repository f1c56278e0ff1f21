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
    assert parse_announced("2600オールは2700オール", JPML, dealer=True, tsumo=True, honba=1).as_record() == {
        "han": 3, "fu": 40}
    with pytest.raises(HandError, match="the winner is the dealer"):
        parse_announced("1300・2600は1400・2700", JPML, dealer=True, tsumo=True, honba=1)


@pytest.mark.parametrize(
    ("text", "dealer", "tsumo", "words"),
    [
        ("5700", False, False, "5700 is not a possible non-dealer ron"),
        ("2100", True, False, "2100 is not a possible dealer ron"),
        ("1000・1900", False, True, "1000・1900 is not a possible non-dealer tsumo"),
        ("2600", False, True, "a non-dealer's tsumo is two figures"),
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


# Every form an announcement takes, against each winner's role (issue 24): what belongs to another
# role or kind of win is refused naming the slip, never read as something else.
ROLES = {"ron": (False, False), "dealer ron": (True, False), "tsumo": (False, True),
         "dealer tsumo": (True, True)}


@pytest.mark.parametrize(
    ("role", "text", "expected"),
    [
        # a dealer's tsumo is one figure: a split is a non-dealer's, whatever the figures
        ("dealer tsumo", "2600オール", {"han": 3, "fu": 40}),
        ("dealer tsumo", "2600 all", {"han": 3, "fu": 40}),
        ("dealer tsumo", "２６００オール", {"han": 3, "fu": 40}),
        ("dealer tsumo", "2600", {"han": 3, "fu": 40}),
        ("dealer tsumo", "700 1300", "the winner is the dealer: give one figure"),
        ("dealer tsumo", "400 700", "the winner is the dealer: give one figure"),
        ("dealer tsumo", "1300・2600", "the winner is the dealer: give one figure"),
        ("dealer tsumo", "7700", "7700 is a dealer's ron, not a tsumo"),
        ("dealer tsumo", "8000", {"han": 8}),  # 8000オール: a dealer's baiman
        ("dealer tsumo", "5200", "5200 is a ron, not a dealer's tsumo"),
        ("dealer tsumo", "11600", "11600 is a dealer's ron, not a tsumo"),
        # a non-dealer's tsumo is two figures
        ("tsumo", "1300・2600", {"han": 3, "fu": 40}),
        ("tsumo", "1300 2600", {"han": 3, "fu": 40}),
        ("tsumo", "1300/2600", {"han": 3, "fu": 40}),
        ("tsumo", "1300-2600", {"han": 3, "fu": 40}),
        ("tsumo", "1300オール", "the winner is not the dealer: give both figures"),
        ("tsumo", "2600 all", "the winner is not the dealer: give both figures"),
        ("tsumo", "1300all", "the winner is not the dealer: give both figures"),
        ("tsumo", "1300おーる", "the winner is not the dealer: give both figures"),  # not converted yet
        ("tsumo", "1300オ－ル", "the winner is not the dealer: give both figures"),  # a dash for ー
        ("dealer tsumo", "2600all", {"han": 3, "fu": 40}),
        ("dealer tsumo", "2600おーる", {"han": 3, "fu": 40}),
        ("tsumo", "2600", "a non-dealer's tsumo is two figures"),
        # a ron is one figure, and belongs to the dealer or not
        ("ron", "7700", {"han": 3, "fu": 60}),
        ("ron", "1300 2600", "this is a ron: give one figure"),
        ("ron", "2600オール", "this is a ron: give one figure"),
        ("ron", "11600", "11600 is a dealer's ron, but the winner is not the dealer"),
        ("ron", "18000", "18000 is a dealer's ron, but the winner is not the dealer"),
        ("dealer ron", "11600", {"han": 3, "fu": 60}),
        ("dealer ron", "5200", "5200 is a non-dealer's ron, but the winner is the dealer"),
        ("dealer ron", "8000", "8000 is a non-dealer's ron, but the winner is the dealer"),
        ("dealer ron", "500 1000", "this is a ron: give one figure"),
        ("dealer ron", "5700", "5700 is not a possible dealer ron"),
    ],
)
def test_every_form_against_the_winners_role(role: str, text: str, expected: dict | str) -> None:
    dealer, tsumo = ROLES[role]
    if isinstance(expected, dict):
        assert parse_announced(text, JPML, dealer=dealer, tsumo=tsumo).as_record() == expected
        return
    with pytest.raises(HandError) as e:
        parse_announced(text, JPML, dealer=dealer, tsumo=tsumo)
    assert expected in str(e.value)


def test_a_dealers_split_value_is_never_taken_for_any_figure_of_it() -> None:
    """Every non-dealer tsumo payment typed for a dealer is refused (it used to be read as its larger
    figure オール: 700・1300 stored as 1300 all)."""
    for han in range(1, 5):
        for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
            try:
                value = hand_value(JPML, han=han, fu=fu, tsumo=True)
            except HandError:
                continue
            pay = win_payment(JPML, value, dealer=False, tsumo=True)
            with pytest.raises(HandError, match="the winner is the dealer"):
                parse_announced(f"{pay.non_dealer_pays} {pay.dealer_pays}", JPML, dealer=True, tsumo=True)


# The desk's value field (rules.entry.parse_value) with every form an announcement takes, as a referee
# types it in either language (full-width digits, 点, オール, counters after は), against each winner's
# role, and what the referee reads when it cannot be theirs: the slip named in English and in Japanese.
# (role, counters, typed, the value read) — accepted as that value
ACCEPTED = [
    ("ron", 0, "7700", {"han": 3, "fu": 60}), ("ron", 0, "7,700", {"han": 3, "fu": 60}),
    ("ron", 0, "７７００", {"han": 3, "fu": 60}), ("ron", 0, "7700点", {"han": 3, "fu": 60}),
    ("ron", 1, "8000は8300", {"han": 5}), ("ron", 1, "8300", {"han": 5}), ("ron", 1, "8000", {"han": 5}),
    ("dealer ron", 0, "12000", {"han": 5}), ("dealer ron", 0, "１２，０００点", {"han": 5}),
    ("dealer ron", 2, "12000→12600", {"han": 5}),
    ("tsumo", 0, "1300・2600", {"han": 3, "fu": 40}), ("tsumo", 0, "1300、2600", {"han": 3, "fu": 40}),
    ("tsumo", 0, "１３００・２６００", {"han": 3, "fu": 40}),
    ("tsumo", 0, "1300点・2600点", {"han": 3, "fu": 40}),
    ("tsumo", 1, "1300・2600は1400・2700", {"han": 3, "fu": 40}),
    ("tsumo", 1, "1400・2700", {"han": 3, "fu": 40}),
    ("tsumo", 1, "1300 2600 1400 2700", {"han": 3, "fu": 40}),
    ("dealer tsumo", 0, "2600オール", {"han": 3, "fu": 40}),
    ("dealer tsumo", 0, "２６００オール", {"han": 3, "fu": 40}),
    ("dealer tsumo", 0, "2600点オール", {"han": 3, "fu": 40}),
    ("dealer tsumo", 0, "2600 all", {"han": 3, "fu": 40}),
    ("dealer tsumo", 1, "2600オールは2700オール", {"han": 3, "fu": 40}),
    ("dealer tsumo", 1, "2700オール", {"han": 3, "fu": 40}),
]

# (role, counters, typed, English, Japanese) — refused, nothing read; the words name the slip
REFUSED = [
    # the winner is the dealer, the figures a non-dealer's (or the other way round)
    ("dealer tsumo", 0, "700 1300",
     "the winner is the dealer: give one figure, e.g. 2600オール (700・1300 is what a non-dealer's tsumo",
     "和了者は親です。1つの点数で入力してください（例: 2600オール）。700・1300 は子のツモの支払いです"),
    ("dealer tsumo", 1, "1300・2600は1400・2700", "the winner is the dealer: give one figure",
     "和了者は親です"),
    ("tsumo", 0, "1300オール",
     "the winner is not the dealer: give both figures, e.g. 1300・2600 (1300オール is a dealer's tsumo)",
     "和了者は子です。2つの点数で入力してください（例: 1300・2600）。1300オールは親のツモの点数です"),
    ("ron", 0, "11600", "11600 is a dealer's ron, but the winner is not the dealer",
     "11600 は親のロンの点数ですが、和了者は子です"),
    ("ron", 2, "12200", "12200 is a dealer's ron, but the winner is not the dealer",  # 11600 with counters
     "12200 は親のロンの点数ですが、和了者は子です"),
    ("dealer ron", 0, "8000", "8000 is a non-dealer's ron, but the winner is the dealer",
     "8000 は子のロンの点数ですが、和了者は親です"),
    # a ron typed for a tsumo, a tsumo for a ron
    ("dealer tsumo", 0, "7700", "7700 is a dealer's ron, not a tsumo: is this a ron?",
     "7700 は親のロンの点数で、ツモの点数ではありません。ロン和了ではありませんか？"),
    ("dealer tsumo", 0, "5200", "5200 is a ron, not a dealer's tsumo (オール): is this a ron?",
     "5200 はロンの点数で、親のツモ（オール）の点数ではありません。ロン和了ではありませんか？"),
    ("ron", 0, "4000", "4000 is a dealer's tsumo (オール), not a ron: is this a tsumo?",
     "4000 は親のツモ（オール）の点数で、ロンの点数ではありません。ツモ和了ではありませんか？"),
    ("dealer ron", 0, "4000", "4000 is a dealer's tsumo (オール), not a ron: is this a tsumo?",
     "4000 は親のツモ（オール）の点数で"),
    ("ron", 0, "1300 2600", "this is a ron: give one figure, e.g. 7700 (1300・2600 is a non-dealer's tsumo)",
     "ロンの点数は1つです（例: 7700）。1300・2600 は子のツモの点数です"),
    ("ron", 0, "2600オール", "this is a ron: give one figure, e.g. 7700 (2600オール is a dealer's tsumo)",
     "ロンの点数は1つです（例: 7700）。2600オールは親のツモの点数です"),
    ("dealer ron", 0, "500・1000", "this is a ron: give one figure, e.g. 7700 (500・1000 is",
     "ロンの点数は1つです（例: 7700）。500・1000 は子のツモの点数です"),
    ("tsumo", 0, "2600", "a non-dealer's tsumo is two figures, the non-dealers' and the dealer's payment",
     "子のツモは子の支払いと親の支払いの2つの点数で入力してください"),
    # figures that are no payment of the other kind: the count is named, not a kind they are not
    ("ron", 1, "8000 8300", "this is a ron: give one figure, e.g. 7700", "ロンの点数は1つです（例: 7700）"),
    ("dealer tsumo", 0, "2600オール 2700オール", "the winner is the dealer: give one figure, e.g. 2600オール",
     "和了者は親です。1つの点数で入力してください（例: 2600オール）"),
    ("tsumo", 0, "1100オール", "the winner is not the dealer: give both figures, e.g. 1300・2600",
     "和了者は子です。2つの点数で入力してください（例: 1300・2600）"),
    # figures no winner is paid
    ("ron", 0, "5700", "5700 is not a possible non-dealer ron", "5700 は子のロンの点数としてありえません"),
    ("tsumo", 0, "1000・1900", "1000・1900 is not a possible non-dealer tsumo",
     "1000・1900 は子のツモの点数としてありえません"),
]


NO_PAYMENT = {("ron", 1, "8000 8300"), ("dealer tsumo", 0, "2600オール 2700オール"),
              ("tsumo", 0, "1100オール")}


@pytest.mark.parametrize(("role", "honba", "typed", "expected"), ACCEPTED)
def test_the_desk_reads_every_form_an_announcement_takes(role: str, honba: int, typed: str,
                                                          expected: dict) -> None:
    from tournament_app.rules.entry import parse_value

    dealer, tsumo = ROLES[role]
    assert parse_value(typed, JPML, dealer=dealer, tsumo=tsumo, honba=honba) == expected


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("role", "honba", "typed", "en", "ja"), REFUSED)
def test_the_desk_names_the_slip_in_the_referees_language(role: str, honba: int, typed: str, en: str,
                                                          ja: str, language: str) -> None:
    from tournament_app.rules.entry import parse_value
    from tournament_app.words.i18n import render, set_language

    dealer, tsumo = ROLES[role]
    set_language(language)
    with pytest.raises(HandError) as e:
        parse_value(typed, JPML, dealer=dealer, tsumo=tsumo, honba=honba)
    words = {"en": en, "ja": ja}[language]
    text = render(e.value.reason)
    if (role, honba, typed) in NO_PAYMENT:  # the whole message: it names no kind the figures are not
        assert text == words
    else:
        assert words in text
