"""Japanese as referees speak it (issue 18): one vocabulary from seed 001, no internal names.

The catalogue is checked as a whole, and the messages the desk really produces are rendered in
Japanese and read back.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tournament_app.i18n import render, set_language

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402

# Keys of the game record and of the code that must never reach a Japanese reader.
INTERNAL = re.compile(r"(?<![A-Za-z_-])(tenpai|noten|wins|winner|loser|kyuushu|suufon|suukan|suucha|"
                      r"sanchahou|nagashi|pao|riichi|tsumo|ron|yakuman|han|fu|honba|chombo|"
                      r"result|kind|seat|hands?)(?![A-Za-z_])")
# Contexts a command-line user reads: option names such as --round are what they type; and the
# refusals of the phones' JSON that only a program writing it meets (its fields, its seats 0-3).
CLI_CONTEXTS = {"cli", "web.json"}
# Messages about the JSON record format itself, read only by whoever wrote the JSON.
RECORD_FORMAT = {
    "give either player or players, not both", "give either wins or a single winner, not both",
    "rules must be a preset id or an object with a preset",
    "four riichi (suucha) needs all four seats in riichi",
    "standings, seating or scoresheets",
}


@pytest.fixture(scope="module")
def catalogue() -> dict[tuple[str, str], str]:
    return update_translations.read_ts()


def _visible(text: str) -> str:
    """The translation without its placeholders and key hints such as [Enter] or (&A)."""
    return re.sub(r"\{[^}]*\}|\[[^\]]*\]|\(&.\)|&", "", text)


def test_no_internal_key_in_a_japanese_message(catalogue) -> None:
    leaks = [f"[{ctx}] {src!r} → {ja!r}" for (ctx, src), ja in catalogue.items()
             if ctx not in CLI_CONTEXTS and src not in RECORD_FORMAT and INTERNAL.search(_visible(ja))]
    assert not leaks, "\n".join(leaks)


def test_no_zero_based_seat_numbers_outside_the_command_line(catalogue) -> None:
    # The screen numbers seats 1-4; 0-3 belongs to the JSON record and the command line only.
    found = [f"[{ctx}] {ja}" for (ctx, src), ja in catalogue.items()
             if ctx not in CLI_CONTEXTS and "0〜3" in ja and src != "seat {value} is not a seat (0 to 3)"]
    assert not found, found


@pytest.mark.parametrize(("word", "instead"), [
    ("局目", "No.N or 東N局 (「3局目」 reads like 東3局)"),
    ("聴牌", "テンパイ"), ("荒牌平局", "流局"), ("素点", "持ち点"), ("トップ賞", "オカ"),
    ("違反者", "チョンボ者"), ("テンパイの人", "テンパイ者"), ("チョンボした人", "チョンボ者"),
])
def test_one_word_for_one_thing(catalogue, word: str, instead: str) -> None:
    if word == "違反者":  # 違反者 stays right for general penalties, not for a chombo
        found = [src for (ctx, src), ja in catalogue.items() if word in ja and "chombo" in src.lower()]
    else:
        found = [src for (ctx, src), ja in catalogue.items() if word in ja]
    assert not found, f"{word} where the rule book says {instead}: {found}"


def test_reopening_a_game_is_not_called_resuming_play(catalogue) -> None:
    reopen = {src: ja for (ctx, src), ja in catalogue.items() if src.startswith("Reopen")}
    assert reopen and all("再開" not in ja for ja in reopen.values()), reopen


def test_japanese_running_text_uses_full_width_parentheses(catalogue) -> None:
    # Half-width ( ) stay only in file-dialog filters, which Qt parses, and around key hints.
    bad = [ja for ja in catalogue.values()
           if re.search(r"[ぁ-んァ-ヶ一-龯]\s?\(|\)[ぁ-んァ-ヶ一-龯]", _visible(ja)) and "(*" not in ja]
    assert not bad, bad


def test_one_product_name(catalogue) -> None:
    names = {ja for (ctx, src), ja in catalogue.items() if src.startswith("Tournament desk")
             or src == "Welcome to the tournament desk"}
    assert names and all("麻雀大会運営システム" in ja for ja in names), names


def test_record_error_in_japanese_names_the_field_as_a_referee_would() -> None:
    from tournament_app.rules.errors import RecordError
    from tournament_app.rules.record import parse_record

    set_language("ja")
    record = {"rules": "jpml", "players": ["甲", "乙", "丙", "丁"],
              "hands": [{"result": "ron", "winner": 1, "loser": 1, "han": 1, "fu": 30}]}
    with pytest.raises(RecordError) as caught:
        parse_record(record)
    text = render(caught.value.message)
    assert text.startswith("No.1: 放銃者: "), text
    assert not INTERNAL.search(text), text


def test_record_error_keeps_the_record_key_in_english() -> None:
    from tournament_app.rules.errors import RecordError
    from tournament_app.rules.record import parse_record

    record = {"rules": "jpml", "players": ["a", "b", "c", "d"],
              "hands": [{"result": "ron", "winner": 1, "loser": 1, "han": 1, "fu": 30}]}
    with pytest.raises(RecordError) as caught:
        parse_record(record)
    assert render(caught.value.message).startswith("hand 1: loser: ")  # CONTRACT.md: names the field


def test_hand_log_lists_names_with_the_japanese_comma() -> None:
    from tournament_app.display import outcome_text
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand

    set_language("ja")
    names = ("岡田 葵", "石川 由美", "中島 剛", "佐藤 一郎")
    _, outcomes = play(resolve("jpml"), [parse_hand({"result": "draw", "tenpai": [0, 1]}),
                                        parse_hand({"result": "draw", "tenpai": []})])
    assert outcome_text(outcomes[0], names) == "流局 テンパイ: 岡田 葵、石川 由美"
    assert outcome_text(outcomes[1], names) == "流局 全員ノーテン"


def test_a_noten_riichi_names_the_player_not_the_record_seat() -> None:
    from tournament_app.rules.errors import RecordError
    from tournament_app.rules.presets import resolve
    from tournament_app.services.games import replay_hands
    from tournament_app.ui.errors import user_text

    names = ("岡田 葵", "石川 由美", "中島 剛", "佐藤 一郎")
    hands = [{"result": "draw", "tenpai": [2], "riichi": [3]}]
    set_language("ja")
    with pytest.raises(RecordError) as caught:
        replay_hands(resolve("jpml"), hands)
    shown = user_text(caught.value, names)
    assert shown.startswith("No.1: 佐藤 一郎はリーチしていますがノーテンです"), shown
    assert "席" not in shown and not INTERNAL.search(shown)
    command_line = render(caught.value.message)  # the record's own numbering stays on the command line
    assert command_line.startswith("No.1: テンパイ者: 席 3は"), command_line
    set_language("en")
    assert render(caught.value.message).startswith("hand 1: tenpai: seat 3 declared riichi")


def test_an_abortive_draw_kind_is_named_as_referees_say_it() -> None:
    from tournament_app.rules.errors import RecordError
    from tournament_app.rules.presets import resolve
    from tournament_app.services.games import replay_hands

    set_language("ja")
    rules = resolve({"preset": "tenhou", "abortive_draws": ["kyuushu"]})
    with pytest.raises(RecordError) as caught:
        replay_hands(rules, [{"result": "abortive", "kind": "suufon"}])
    assert "四風連打" in render(caught.value.message) and "suufon" not in render(caught.value.message)


def test_a_limit_is_logged_as_announced_not_as_han() -> None:
    """Issue 10 (7): 満貫 entered as m or 12000 is logged 満貫, never 「5翻 満貫」."""
    from tournament_app.display import outcome_text
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand

    set_language("ja")
    names = ("甲", "乙", "丙", "丁")
    _, outcomes = play(resolve("jpml"), [parse_hand({"result": "ron", "winner": 1, "loser": 0, "han": 5}),
                                        parse_hand({"result": "ron", "winner": 2, "loser": 0, "han": 4,
                                                    "fu": 30})])
    assert outcome_text(outcomes[0], names) == "ロン: 乙 ← 甲 満貫 8000"
    assert outcome_text(outcomes[1], names).startswith("ロン: 丙 ← 甲 4翻30符 満貫")  # as announced


def test_who_declared_riichi_is_in_the_log_and_the_score_sheet() -> None:
    """Issue 10 (9): the hand log, the score sheets (PDF, Excel) read the riichi from outcome_text."""
    from tournament_app.display import outcome_text
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand

    names = ("甲", "乙", "丙", "丁")
    _, outcomes = play(resolve("jpml"), [parse_hand({"result": "ron", "winner": 1, "loser": 0, "han": 1,
                                                     "fu": 30, "riichi": [1, 3]})])
    set_language("ja")
    assert outcome_text(outcomes[0], names).endswith("（リーチ: 乙、丁）")
    set_language("en")
    assert outcome_text(outcomes[0], names).endswith("(riichi: 乙, 丁)")


@pytest.mark.parametrize(("name", "short"), [
    ("Alexandra-Maximiliane von Testhausen 1", "Alexandr…thausen 1"),
    ("長谷川 明日香子之介左衛門", "長谷川…之介左衛門"),  # full-width characters count two columns
    ("佐藤 太郎", "佐藤 太郎"),
])
def test_long_names_are_cut_in_the_middle_for_buttons_and_headers(name: str, short: str) -> None:
    from tournament_app.display import shorten, width

    assert shorten(name, 18) == short
    assert width(shorten(name, 18)) <= 18
