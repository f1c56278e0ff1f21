"""Japanese as referees speak it (issue 18): one vocabulary from seed 001, no internal names.

The catalogue is checked as a whole, and the messages the desk really produces are rendered in
Japanese and read back.
"""

from __future__ import annotations

import datetime as dt
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


# --- App, prints and English (issue 28) ---
# One name for each thing on the screens, prints and services (the command line's own texts, context
# "cli", are checked with its arguments); English that counts ("1 player", never "1 player(s)"),
# messages shown alone begin with a capital; Japanese prints write a negative score △ and dates in
# Japanese form.

APP_TERMS = [  # (word to use, words for the same thing that must not appear, also in the cli context)
    ("通過ライン", re.compile(r"ボーダー|カット"), True),
    ("配席", re.compile(r"卓組み|組み合わせ"), False),
    ("再同卓", re.compile(r"再戦|再対戦|同卓の重複|重複した組"), True),
    ("時間切れ", re.compile(r"時間終了"), True),
    ("名", re.compile(r"上位[^、。]{0,6}人(?!卓)|人中|(?:\{(?:n|count|players|top)\}|%n|[NK])人(?!卓)"),
     False),
    ("端末", re.compile(r"記録席"), True),
]


@pytest.mark.parametrize(("word", "others", "with_cli"), APP_TERMS, ids=[t[0] for t in APP_TERMS])
def test_one_name_for_each_thing_in_the_app(catalogue, word: str, others: re.Pattern[str],
                                             with_cli: bool) -> None:
    found = [f"[{ctx}] {ja}" for (ctx, _src), ja in catalogue.items()
             if others.search(ja) and (with_cli or ctx not in CLI_CONTEXTS)]
    assert not found, f"{word} is the word: {found}"
    assert any(word in ja for ja in catalogue.values())


def test_the_desk_in_the_change_history_is_a_terminal(catalogue) -> None:
    assert catalogue[("ui.history", "Desk")] == "端末" and catalogue[("ui.main", "Desk name")] == "端末名"
    assert "3番席" not in "".join(catalogue.values())  # an example that reads as a seat


def test_no_maybe_plural_in_english() -> None:
    """"1 counter(s)", "8 player(s) added": a count is said with Qt's plural forms instead."""
    sources = update_translations.extract()
    assert not [text for _ctx, text in sources if "(s)" in text]
    english = update_translations.read_forms(update_translations.TS_EN)
    assert not [form for forms in english.values() for form in forms if "(s)" in form]


def test_english_counts_one_and_many() -> None:
    from tournament_app.display import round_label
    from tournament_app.i18n import tr

    set_language("en")
    assert [round_label(0, n) for n in (1, 2)] == ["East 1, 1 counter", "East 1, 2 counters"]
    assert [tr("ui.players", "%n players added", n) for n in (1, 8)] == ["1 player added", "8 players added"]
    assert [tr("ui.standings", "%n players", n) for n in (1, 16)] == ["1 player", "16 players"]


def test_english_messages_shown_alone_begin_with_a_capital(tournament_db: Path) -> None:
    from tournament_app.i18n import user_text
    from tournament_app.messages import Message, UserError
    from tournament_app.services import players, tournaments
    from tournament_app.services.players import PlayerImportError

    set_language("en")
    tid = tournaments.create_tournament("Cup")
    players.add_player(tid, "anna")
    with pytest.raises(UserError) as caught:
        players.add_player(tid, "anna")
    assert render(caught.value.message).startswith("a player named anna")  # after "tournament-app: "
    assert user_text(caught.value).startswith("A player named anna is already registered")  # a dialog
    refused = PlayerImportError([Message("services", "{name} is listed twice", {"name": "bob"})])
    assert user_text(refused) == "Nothing was imported: the file has 1 problem: bob is listed twice"
    set_language("ja")
    assert user_text(caught.value).startswith("anna という選手は既に登録されています")  # the name as typed


@pytest.fixture
def japanese_event(tournament_db: Path) -> int:
    """A finished game with a negative final score (箱下), at an event with dates."""
    from tournament_app.services import games, players, rounds, tournaments

    tid = tournaments.create_tournament("春季大会", starts_on=dt.date(2026, 4, 5),
                                        ends_on=dt.date(2026, 6, 28), venue="東京会場")
    for name in ("甲", "乙", "丙", "丁"):
        players.add_player(tid, name)
    rounds.seat_round(tid, "random", seed=1)
    games.record_final_scores(games.games_of_round(tid, 1)[0], [61200, 27800, 21000, -10000])
    return tid


def test_a_negative_score_is_printed_with_the_triangle_in_japanese(qapp, japanese_event: int,
                                                                    tmp_path: Path) -> None:
    import unicodedata

    from tests.export.helpers import pdf_text
    from tournament_app.display import score
    from tournament_app.export.outputs import print_document

    set_language("ja")
    pdf = tmp_path / "記録用紙.pdf"
    print_document(japanese_event, "scoresheets", pdf)
    text = unicodedata.normalize("NFKC", pdf_text(pdf))
    assert "△10,000" in text and "-10,000" not in text, text  # the 持ち点 beside △ points
    assert score(-10000) == "△10,000"
    set_language("en")
    assert score(-10000) == "-10,000"  # English keeps the minus sign


def test_dates_are_written_in_japanese_form(qapp, japanese_event: int, tmp_path: Path) -> None:
    import unicodedata

    from tests.export.helpers import pdf_text
    from tournament_app.export.outputs import print_document
    from tournament_app.ui.tournament_view import dates_text

    set_language("ja")
    pdf = tmp_path / "成績表.pdf"
    print_document(japanese_event, "standings", pdf)
    text = unicodedata.normalize("NFKC", pdf_text(pdf))
    assert "2026年4月5日〜6月28日" in text and "2026-04-05" not in text, text
    info_dates = (dt.date(2026, 4, 5), dt.date(2026, 6, 28))
    assert dates_text(*info_dates) == "2026年4月5日〜6月28日"  # the 大会 tab
    set_language("en")
    assert dates_text(*info_dates) == "2026-04-05 – 2026-06-28"
