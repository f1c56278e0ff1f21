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


# --- Presets, rule texts and guide (issue 28) ---
GUIDE = ROOT / "docs" / "guide"
# A seed number ("seed 001", "001 第39条", "(seeds 000, 003)") or a compendium code ("002 3-17-01-01"):
# internal references that mean nothing to a referee. The guide names the real documents once, in its
# sources note.
SEED_REF = re.compile(r"seeds? 0|(?<![\d,.\-/])00[0-4](?![\d,])|(?<![\d\-])3-\d\d-\d\d")
SOURCES_NOTE = {"ja": "**出典**", "en": "**Sources**"}
PRESET_TITLES_JA = {
    "jpml": "日本プロ麻雀協会 競技規定（既定）", "tenhou": "天鳳（段位戦）", "ema": "EMA ルール（2016年版）",
    "wrc": "WRC ルール（2015年版）", "casual": "クラブルール", "classic": "Wikibooks ルール",
    "renmei": "日本プロ麻雀連盟 Aルール（二次資料）",
}


def _guide(lang: str) -> str:
    """The guide's prose without code blocks, code spans, link targets and its sources note."""
    text = (GUIDE / f"{lang}.md").read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    note = text.find(SOURCES_NOTE[lang])
    return text if note < 0 else text[:note] + text[text.find("\n\n", note):]


def test_no_seed_numbers_or_compendium_codes_anywhere_a_user_looks(
        catalogue, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 28 (rows 4, 11): "seed 001" and "002 3-17-01-01" are the project's own references."""
    from tournament_app.cli.main import main
    from tournament_app.rules.presets import preset_ids
    from tournament_app.rules_text import preset_summary, preset_title

    found = [f"[{ctx}] {src} → {ja}" for (ctx, src), ja in catalogue.items()
             if SEED_REF.search(src) or SEED_REF.search(ja)]
    for lang in ("en", "ja"):
        set_language(lang)
        found += [text for pid in preset_ids() for text in (preset_title(pid), preset_summary(pid))
                  if SEED_REF.search(text)]
        for argv in (["rules"], ["rules", "--json"], ["rules", "show", "jpml"], ["rules", "show", "casual"]):
            assert main(["--lang", lang, *argv]) == 0
            found += [f"{lang} {argv}: {line}" for line in capsys.readouterr().out.splitlines()
                      if SEED_REF.search(line)]
        found += [f"guide {lang}: {line}" for line in _guide(lang).splitlines() if SEED_REF.search(line)]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found += [f"README: {line}" for line in readme.splitlines() if re.search(r"seeds? 0", line)]
    assert not found, "\n".join(found)


def test_presets_are_titled_by_their_rule_books_in_japanese() -> None:
    """Issue 28 (rows 4, 12): the 協会 preset is not called JPML, the 連盟 one says where it comes from."""
    from tournament_app.rules.presets import preset_ids
    from tournament_app.rules_text import preset_title

    set_language("ja")
    assert {pid: preset_title(pid) for pid in preset_ids()} == PRESET_TITLES_JA
    assert preset_title("npm") == preset_title("kyokai") == PRESET_TITLES_JA["jpml"]


def test_one_summary_style_for_every_preset() -> None:
    """Issue 28 (row 34): 25,000点持ち30,000点返し、順位点 +40/+10/△10/△20（オカ込み） for all."""
    from tournament_app.rules.presets import preset, preset_ids
    from tournament_app.rules_text import preset_summary

    set_language("ja")
    for pid in preset_ids():
        rules, text = preset(pid), preset_summary(pid)
        head = f"{rules.start_points:,}点持ち{rules.return_points:,}点返し、"
        assert text.startswith(head), text
        if rules.uma_by_floaters:
            assert "浮き人数別のウマ（オカなし）" in text, text
        else:
            first = rules.uma[0] + rules.oka
            points = "/".join(f"{'+' if v > 0 else '△'}{abs(v) // 10}" for v in (first, *rules.uma[1:]))
            assert f"順位点 {points}（{'オカ込み' if rules.oka else 'オカなし'}）" in text, text


def test_double_yakuman_has_one_name_everywhere(catalogue) -> None:
    """Issue 28 (row 14): the desk's button says 2倍役満; no message says ダブル役満, the guide names it
    once, in its glossary."""
    assert not [src for (ctx, src), ja in catalogue.items() if "ダブル役満" in ja]
    guide = (GUIDE / "ja.md").read_text(encoding="utf-8")
    assert guide.count("ダブル役満") == 1 and "2倍役満（ダブル役満）" in guide
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "ダブル役満" not in readme and "`yy` 2倍役満" in readme


def test_a_win_is_always_the_same_word(catalogue) -> None:
    """Issue 28 (row 15): ロン和了, ツモ和了, 全員の和了を認める; アガリ止め stays the fixed term."""
    mixed = re.compile(r"アガ(?!リ止め)|和了り|和がり|上がり")
    found = [f"[{ctx}] {ja}" for (ctx, src), ja in catalogue.items() if mixed.search(ja)]
    guide = _guide("ja")
    # the club rule sheet's own words are quoted as written (ルールの解釈); everything else says アガリ止め
    found += [line for line in guide.splitlines()
              if mixed.search(line) and not line.startswith("| クラブルール |")]
    assert not found, "\n".join(found)
    assert catalogue[("rules", "20 fu never wins by ron")] == "20符のロン和了はありません"
    assert "全員の和了を認める" in catalogue[("ui.tournament", "All winners are paid")]


def test_the_uma_field_has_one_name(catalogue) -> None:
    """Issue 28 (row 21): the uma (without oka) is ウマ in its label, its tooltip and the summaries;
    順位点 is uma and oka together."""
    uma = {(ctx, src): ja for (ctx, src), ja in catalogue.items()
           if ctx in ("rules", "ui.tournament") and re.search(r"\buma\b", src, re.I)}
    assert len(uma) >= 6, uma
    assert all("ウマ" in ja and "順位点" not in ja for ja in uma.values()), uma


def test_round_time_and_game_length_are_named_as_referees_say(catalogue) -> None:
    """Issue 28 (row 26): 対局時間 and 対局形式, not 対局時計の長さ / 対局の長さ."""
    assert not [ja for ja in catalogue.values() if "対局の長さ" in ja or "時計の長さ" in ja]
    assert catalogue[("rules", "Game length")] == "対局形式"
    assert catalogue[("ui.tournament", "The round clock's length (a round may be set apart on the Rounds "
                                       "& tables tab)")].startswith("対局時間")


def test_the_guide_quotes_labels_the_app_shows(catalogue) -> None:
    """Issue 28 (rows 3, 5, 7, 8, 41, 44): every label the guide quotes for these cases is on screen."""
    guide = _guide("ja")
    shown = "\n".join(catalogue.values())
    for label in ("成績推移", "対局の打ち切り", "プロジェクター表示（F11）", "（親）", "再同卓した組",
                  "A4でプレビューして印刷しますか、それとも PDF ファイルに保存しますか？", "実行できません",
                  "同点時の順位", "切り上げ満貫", "終局時の供託", "途中流局後の親", "南場の親ノーテン",
                  "アガリ止め・テンパイ止めの最低点", "時間打ち切り", "対局形式"):
        assert label in guide and label in shown, label
    for wrong in ("「ポイント推移」", "成績 → ポイント推移", "「途中で終了」", "実行できません（操作中）",
                  "重複した組み合わせ", "端数なし", "流局（D）を選んだ後に", "席0", "−15,000点"):
        assert wrong not in guide, wrong
    assert "ポイントは丸めなし（0.1単位" in guide  # tenhou: exact tenths, the opposite of rounded
    assert "リーチ者は自動でテンパイ者として指定されます" in guide


def test_japanese_prose_in_the_guide_uses_full_width_brackets_and_question_marks() -> None:
    """Issue 28 (row 41): （） and ？ next to Japanese, as the screens the guide quotes."""
    bad = [line for line in _guide("ja").splitlines()
           if re.search(r"[ぁ-んァ-ヶ一-龯]\s?\(|\)[ぁ-んァ-ヶ一-龯]|[ぁ-んァ-ヶ一-龯]\?", line)]
    assert not bad, "\n".join(bad)
