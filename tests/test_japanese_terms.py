"""Japanese as referees speak it (issue 18): one vocabulary from seed 001, no internal names.

The catalogue is checked as a whole, and the messages the desk really produces are rendered in
Japanese and read back.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
from pathlib import Path

import pytest

from tournament_app.words.i18n import render, set_language

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
# The record's own seat numbers (0-3), said to be the record's where no player's name can stand in.
RECORD_SEATS = {"seat {n} (0–3 in the record, 0 = the first dealer)",
                "seat {value} is not a seat: the record numbers them 0 to 3 (0 = the first dealer)"}
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
    # The screen numbers seats 1-4; 0-3 belongs to the JSON record and the command line only, and
    # the record's messages say it is the record's numbering.
    found = [f"[{ctx}] {ja}" for (ctx, src), ja in catalogue.items()
             if ctx not in CLI_CONTEXTS and "0〜3" in ja and src not in RECORD_SEATS]
    assert not found, found


@pytest.mark.parametrize(("word", "instead"), [
    ("局目", "No.N or 東N局 (「3局目」 reads like 東3局)"),
    ("聴牌", "テンパイ"), ("荒牌平局", "流局"), ("素点", "持ち点"), ("トップ賞", "オカ"),
    ("違反者", "チョンボ者"), ("テンパイの人", "テンパイ者"), ("チョンボした人", "チョンボ者"),
    ("すでに", "既に (one spelling, issue 28 row 47)"),
    ("シード", "抽選番号 (an organiser's word for the draw, issue 38 row N10)"),
])
def test_one_word_for_one_thing(catalogue, word: str, instead: str) -> None:
    if word == "違反者":  # 違反者 stays right for general penalties, not for a chombo
        found = [src for (ctx, src), ja in catalogue.items() if word in ja and "chombo" in src.lower()]
    elif word == "シード":  # the draw's number; a league's seeded players (シード選手, シード順) stay
        found = [src for (ctx, src), ja in catalogue.items() if word in ja
                 and not any(k in src.lower() for k in ("seeded", "seed order", "first seed"))]
    else:
        found = [src for (ctx, src), ja in catalogue.items() if word in ja]
    assert not found, f"{word} where the rule book says {instead}: {found}"


def test_reopening_a_game_is_not_called_resuming_play(catalogue) -> None:
    reopen = {src: ja for (ctx, src), ja in catalogue.items() if src.startswith("Reopen")}
    assert reopen and all("再開" not in ja for ja in reopen.values()), reopen


def test_japanese_running_text_uses_full_width_parentheses(catalogue) -> None:
    # Half-width ( ) stay only in file-dialog filters, which Qt parses, and around key hints.
    # (any run of spaces: 「対局を開く(&O)  (Enter)」 read 「対局を開く  (Enter)」, issue 38 row N13)
    bad = [ja for ja in catalogue.values()
           if re.search(r"[ぁ-んァ-ヶ一-龯]\s*\(|\)[ぁ-んァ-ヶ一-龯]", _visible(ja)) and "(*" not in ja]
    assert not bad, bad


def test_minutes_are_written_against_their_number(catalogue) -> None:
    """「90分」「延長0分」, not 「90 分」 (issue 38 row N13): a space box's suffix and prefix too."""
    spaced = [f"[{ctx}] {src!r} → {ja!r}" for (ctx, src), ja in catalogue.items()
              if re.search(r"\d\s+分|^\s+分|延長\s+$", ja)]
    assert not spaced, spaced


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
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand
    from tournament_app.texts.display import outcome_text

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
    assert command_line.startswith("No.1: テンパイ者: 記録の席 3（0〜3、0 = 起家）は"), command_line
    set_language("en")
    assert render(caught.value.message).startswith("hand 1: tenpai: seat 3 (0–3 in the record, 0 = the first "
                                                   "dealer) declared riichi")


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
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand
    from tournament_app.texts.display import outcome_text

    set_language("ja")
    names = ("甲", "乙", "丙", "丁")
    _, outcomes = play(resolve("jpml"), [parse_hand({"result": "ron", "winner": 1, "loser": 0, "han": 5}),
                                        parse_hand({"result": "ron", "winner": 2, "loser": 0, "han": 4,
                                                    "fu": 30})])
    assert outcome_text(outcomes[0], names) == "ロン: 乙 ← 甲 満貫 8000"
    assert outcome_text(outcomes[1], names).startswith("ロン: 丙 ← 甲 4翻30符 満貫")  # as announced


def test_who_declared_riichi_is_in_the_log_and_the_score_sheet() -> None:
    """Issue 10 (9): the hand log, the score sheets (PDF, Excel) read the riichi from outcome_text."""
    from tournament_app.rules.game import play
    from tournament_app.rules.presets import resolve
    from tournament_app.rules.record import parse_hand
    from tournament_app.texts.display import outcome_text

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
    from tournament_app.texts.display import shorten, width

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
    "renmei": "日本プロ麻雀連盟 Aルール（二次資料）", "ema2025": "EMA ルール（2025年版、二次資料）",
    "mleague": "Mリーグ公式ルール（二次資料）",
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
    from tournament_app.texts.rules_text import preset_summary, preset_title

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
    from tournament_app.texts.rules_text import preset_title

    set_language("ja")
    assert {pid: preset_title(pid) for pid in preset_ids()} == PRESET_TITLES_JA
    assert preset_title("npm") == preset_title("kyokai") == PRESET_TITLES_JA["jpml"]


def test_one_summary_style_for_every_preset() -> None:
    """Issue 28 (row 34): 25,000点持ち30,000点返し、順位点 +40/+10/△10/△20（オカ込み） for all."""
    from tournament_app.rules.presets import preset, preset_ids
    from tournament_app.texts.rules_text import preset_summary

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
        # a label with a key shows the key as the system writes it (F11 on Windows, ⇧⌘F on a Mac)
        assert label in guide and label.replace("（F11）", "（{key}）") in shown, label
    for wrong in ("「ポイント推移」", "成績 → ポイント推移", "「途中で終了」", "実行できません（操作中）",
                  "重複した組み合わせ", "端数なし", "流局（D）を選んだ後に", "席0", "−15,000点"):
        assert wrong not in guide, wrong
    assert "ポイントは丸めなし（0.1単位" in guide  # tenhou: exact tenths, the opposite of rounded
    assert "リーチ者は自動でテンパイ者として指定されます" in guide


def test_the_guide_calls_the_draw_number_as_the_seating_dialog_does(catalogue) -> None:
    assert "抽選番号" in catalogue[("ui.rounds", "S&eed (optional):")] and "「抽選番号」" in _guide("ja")
    assert not any(w in _guide("ja") for w in ("シード値", "乱数のシード"))  # シード選手 of a final stays


def test_the_guides_type_oka_and_uma_in_points_as_the_rules_dialog_takes_them() -> None:
    """The rules dialog takes オカ and ウマ in points (20 is +20.0): both guides' examples, typed there."""
    from tournament_app.ui.rules_dialog import parse_tenths_row

    for lang, oka in (("ja", "`20` = +20.0ポイント"), ("en", "`20` is +20.0 points")):
        text = (GUIDE / f"{lang}.md").read_text(encoding="utf-8")
        assert oka in text and "`30, 10, -10, -30`" in text, lang
        assert "`200`" not in text and "300, 100, -100, -300" not in text, lang
    assert parse_tenths_row("30, 10, -10, -30") == [300, 100, -100, -300]


def test_japanese_prose_in_the_guide_uses_full_width_brackets_and_question_marks() -> None:
    """Issue 28 (row 41): （） and ？ next to Japanese, as the screens the guide quotes."""
    bad = [line for line in _guide("ja").splitlines()
           if re.search(r"[ぁ-んァ-ヶ一-龯]\s?\(|\)[ぁ-んァ-ヶ一-龯]|[ぁ-んァ-ヶ一-龯]\?", line)]
    assert not bad, "\n".join(bad)


# --- Command line (issue 28) ---
# Real commands, in-process, under a Japanese and an English locale (LANG, as a terminal sets it):
# seats named as the desk names them, argparse's own text in Japanese, no Python repr or English
# reason in Japanese output; JSON keeps the record's seats 0-3 (CONTRACT.md).

LOG = ROOT / "tests" / "data" / "tenhou" / "east_game.mjlog"
# argparse's own English, which a Japanese reader must never meet
ARGPARSE_ENGLISH = re.compile(r"usage:|positional arguments|options:|show this help|show program's|"
                              r"the following arguments|invalid choice|unrecognized arguments|expected "
                              r"(one|at most|at least|\d)|ambiguous option|ignored explicit|argument [-A-Z]")
NOTEN_RIICHI = {"rules": "jpml", "players": ["甲", "乙", "丙", "丁"],
                "hands": [{"result": "draw", "tenpai": [2], "riichi": [3]}]}


def _cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str,
         *args: str) -> tuple[int, str, str]:
    """``tournament-app ARGS`` with LANG set as a terminal sets it (no --lang); --help's exit is 0."""
    from tournament_app.cli.main import main

    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8" if lang == "ja" else "en_US.UTF-8")
    monkeypatch.setenv("COLUMNS", "80")
    try:
        code = main(list(args))
    except SystemExit as e:  # argparse's --help
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def cli_db(tmp_path_factory: pytest.TempPathFactory) -> str:
    from tournament_app.cli.main import main

    db = str(tmp_path_factory.mktemp("cli_terms") / "t.sqlite3")
    assert main(["--lang", "en", "--db", db, "demo", "--players", "8", "--rounds", "1"]) == 0
    return db


def _subcommands() -> list[tuple[str, ...]]:
    """Every command and subcommand, as typed (``season seat``, ``rules show`` …)."""
    import argparse

    from tournament_app.cli.main import build_parser

    found: list[tuple[str, ...]] = []

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    found.append((*path, name))
                    walk(sub, (*path, name))

    walk(build_parser(), ())
    return found


def test_cli_settle_names_the_seats_as_the_desk_does(monkeypatch, capsys) -> None:
    scores = ("41200", "28900", "20000", "9900")
    code, out, _ = _cli(monkeypatch, capsys, "ja", "settle", *scores, "--chombo", "3")
    assert code == 0 and not re.search(r"席\s?\d", out), out
    rows = {line.split()[1]: line for line in out.splitlines()[1:]}
    assert list(rows) == ["[1]", "[2]", "[3]", "[4]"] and "東家" in rows["[1]"] and "北家" in rows["[4]"]
    assert "ペナルティ" in rows["[4]"]  # --chombo 3: the 4th score, the desk's [4]
    code, out, _ = _cli(monkeypatch, capsys, "en", "settle", *scores, "--chombo", "3")
    assert code == 0 and set(re.findall(r"seat (\d)", out)) == {"1", "2", "3", "4"}, out
    assert "seat 4 (North)" in next(line for line in out.splitlines() if "penalty" in line)
    code, out, _ = _cli(monkeypatch, capsys, "en", "settle", *scores, "--chombo", "3", "--json")
    assert json.loads(out)["penalties"] == [0, 0, 0, -40.0]  # the JSON keeps 0-3


def test_cli_refusals_name_the_seat_or_say_what_0_to_3_means(monkeypatch, capsys) -> None:
    code, _, err = _cli(monkeypatch, capsys, "ja", "settle", "41200", "28900", "20000", "9950")
    assert code == 2 and "[4] 北家" in err and not re.search(r"席\s?\d", err), err
    even = ("25000", "25000", "25000", "25000")
    code, _, err = _cli(monkeypatch, capsys, "ja", "settle", *even, "--chombo", "4")
    assert code == 2 and "0〜3" in err and "起家" in err and "[1]" in err and "argument" not in err, err
    code, _, err = _cli(monkeypatch, capsys, "en", "settle", *even, "--chombo", "4")
    assert code == 2 and "0 to 3" in err and "first dealer" in err and "[1]" in err, err
    for lang, words in (("ja", ("0〜3", "起家", "[1]")), ("en", ("0 to 3", "first dealer", "[1]"))):
        _, out, _ = _cli(monkeypatch, capsys, lang, "settle", "--help")
        chombo = " ".join(out.split()).split("--chombo SEAT", 2)[-1]
        assert all(word in chombo for word in words), out


def test_cli_replay_and_its_refusals_name_seats_without_a_bare_0_to_3(monkeypatch, capsys, tmp_path) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps({**NOTEN_RIICHI, "hands": [{"result": "draw", "tenpai": [0, 2]}]}),
                      encoding="utf-8")
    code, out, _ = _cli(monkeypatch, capsys, "ja", "replay", str(record))
    assert code == 0 and "東 甲 / 南 乙 / 西 丙 / 北 丁" in out and not re.search(r"席\s?\d", out), out
    record.write_text(json.dumps(NOTEN_RIICHI), encoding="utf-8")
    code, _, err = _cli(monkeypatch, capsys, "ja", "replay", str(record))
    assert code == 2 and "記録の席 3（0〜3、0 = 起家）" in err, err  # the record's index, said to be one
    code, _, err = _cli(monkeypatch, capsys, "en", "replay", str(record))
    assert code == 2 and "seat 3 (0–3 in the record, 0 = the first dealer)" in err, err


def test_cli_seating_shows_the_winds(monkeypatch, capsys, cli_db) -> None:
    code, out, _ = _cli(monkeypatch, capsys, "ja", "--db", cli_db, "seating")
    assert code == 0 and out
    assert all(re.fullmatch(r"1回戦 \d卓: 東 .+ / 南 .+ / 西 .+ / 北 .+", line)
               for line in out.splitlines()), out
    code, out, _ = _cli(monkeypatch, capsys, "en", "--db", cli_db, "seating")
    assert all(re.fullmatch(r"round 1 table \d: East .+ / South .+ / West .+ / North .+", line)
               for line in out.splitlines()), out
    code, out, _ = _cli(monkeypatch, capsys, "ja", "--db", cli_db, "seating", "--json")
    assert all(not any(w in name for w in "東南西北") for t in json.loads(out) for name in t["seats"])


def test_cli_table_cards_before_the_links_say_where_they_are_made(monkeypatch, capsys, tmp_path) -> None:
    db = str(tmp_path / "t.sqlite3")
    assert _cli(monkeypatch, capsys, "en", "--db", db, "demo", "--players", "8", "--rounds", "1")[0] == 0
    code, out, err = _cli(monkeypatch, capsys, "ja", "--db", db, "print", "tablecards", "--out",
                          str(tmp_path / "卓カード.pdf"))
    assert (code, out) == (2, "") and "読み取り専用" not in err, err  # the file can be written
    assert "先に table-links（画面では「大会 → スマホで卓入力…」）でリンクを作成してから印刷" in err, err


def test_floating_uma_names_each_case_by_how_many_float(monkeypatch, capsys, qtbot, tournament_db,
                                                       tmp_path) -> None:
    from tests.ui.ui_helpers import make_ctx
    from tournament_app.services import tournaments
    from tournament_app.ui.rules_dialog import RulesDialog

    code, out, _ = _cli(monkeypatch, capsys, "ja", "rules", "show", "renmei")
    line = next(line for line in out.splitlines() if "浮き人数別のウマ" in line and "[" in line)
    assert code == 0 and ";" not in line, line
    assert "0人浮き: +8.0 / +4.0 / △4.0 / △8.0 ／ 1人浮き: +12.0 / △1.0 / △3.0 / △8.0 ／ 2人浮き:" in line
    set_language("ja")
    dialog = RulesDialog(make_ctx(tmp_path, tournaments.create_tournament("春", "renmei")))
    qtbot.addWidget(dialog)
    assert "3人浮き: +8.0 / +3.0 / +1.0 / △12.0" in dialog.editors["uma_by_floaters"].preview.text()
    set_language("en")


def test_the_lowest_league_bottom_is_one_word_everywhere(monkeypatch, capsys, qapp, tournament_db,
                                                        tmp_path) -> None:
    import random
    import unicodedata

    from tests.export.helpers import pdf_text
    from tournament_app.export.outputs import print_league_sheets
    from tournament_app.services import games
    from tournament_app.services.season_demo import play_season_days
    from tournament_app.services.seasons import add_player, create_season, season_info

    sid = create_season("春季リーグ", ["A", "B"], days=1, hanchan=1, promote=1, relegate=1)
    for div in season_info(sid).divisions:
        for n in range(4):
            add_player(sid, div.name, f"{div.name}選手{n}")
    play_season_days(sid, 1, random.Random(1), lambda game, _hands: games.record_final_scores(
        game, [40000, 30000, 20000, 10000]))
    set_language("ja")
    pdf = tmp_path / "リーグ成績表.pdf"
    print_league_sheets(sid, pdf)
    text = unicodedata.normalize("NFKC", pdf_text(pdf))
    b = text[text.index("Bリーグ"):]
    assert "リーグ外" in b and "降級" not in b and "リーグ戦から外れる" not in text, b  # legend and mark
    code, out, _ = _cli(monkeypatch, capsys, "ja", "--db", str(tournament_db), "season", "standings")
    b = out[out.index("Bリーグ"):]
    assert code == 0 and "リーグ外" in b and "降級" not in b, out  # the CLI says what the print says
    assert "降級" in out[:out.index("Bリーグ")]  # Aリーグ's bottom does go down


def test_cli_import_log_names_the_seats_as_the_desk_does(monkeypatch, capsys, tmp_path) -> None:
    db = str(tmp_path / "t.sqlite3")
    assert _cli(monkeypatch, capsys, "en", "--db", db, "new", "Online", "--rules", "tenhou")[0] == 0
    for name in ("A", "B", "C", "D"):
        assert _cli(monkeypatch, capsys, "en", "--db", db, "add-player", name)[0] == 0
    assert _cli(monkeypatch, capsys, "en", "--db", db, "seat")[0] == 0
    code, out, err = _cli(monkeypatch, capsys, "ja", "--db", db, "import-log", str(LOG), "--round", "1",
                          "--table", "1")
    assert code == 0, err
    assert "[1] 東家: 牌譜では 佐藤" in out and not re.search(r"席\s?\d", out), out


def test_cli_help_of_every_command_is_japanese(monkeypatch, capsys) -> None:
    """Every command's --help under a Japanese locale: argparse's own text in Japanese, and a Japanese
    line for every option and argument (an option with no help tells a Japanese reader nothing)."""
    import argparse

    from tournament_app.cli.main import build_parser

    set_language("ja")
    parser = build_parser()
    parsers = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            parsers.extend(action.choices.values())
    bare = []
    while parsers:
        p = parsers.pop()
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                parsers.extend(action.choices.values())
            elif not re.search(r"[ぁ-んァ-ヶ一-龯]", action.help or ""):
                bare.append(f"{p.prog} {'/'.join(action.option_strings) or action.metavar or action.dest}")
    assert not bare, bare
    commands = _subcommands()
    assert ("season", "seat") in commands and ("rules", "show") in commands
    for command in [(), *commands]:
        code, out, err = _cli(monkeypatch, capsys, "ja", *command, "--help")
        assert code == 0 and out.startswith("使い方: tournament-app") and not err, command
        assert not ARGPARSE_ENGLISH.search(out), (command, ARGPARSE_ENGLISH.search(out))
        assert "オプション:" in out, command
    _, out, _ = _cli(monkeypatch, capsys, "ja", "--help")
    assert "average_rank" in out  # wrapped between characters, never inside an id
    assert all(len(line) <= 80 for line in out.splitlines())
    _, out, _ = _cli(monkeypatch, capsys, "en", "settle", "--help")
    assert out.startswith("usage: tournament-app settle") and "positional arguments:" in out
    assert "show this help message and exit" in out  # English reads as argparse's own


def _option_helps() -> dict[str, str]:
    """Every option's help as --help prints it, by ``command --option`` (``season seat --seed`` …)."""
    import argparse

    from tournament_app.cli.main import build_parser

    found: dict[str, str] = {}

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, (*path, name))
            elif action.help and action.help is not argparse.SUPPRESS:
                found[" ".join((*path, action.option_strings[-1] if action.option_strings
                                else action.dest))] = action.help

    walk(build_parser(), ())
    return found


def test_cli_help_states_each_range_in_the_options_one_bracket() -> None:
    """Issue 38 row N9: 「選手数（4の倍数、4〜1000）」, never two bracketed groups in a row; and no machine
    limit (2³¹) where a person reads 「0以上の整数」."""
    set_language("ja")
    helps = _option_helps()
    doubled = {k: v for k, v in helps.items() if re.search(r"[)）]\s*[(（]", v) or "2147483648" in v}
    assert not doubled, doubled
    assert helps["demo --players"] == "選手数（4の倍数、4〜1000）"
    assert helps["score --fu"] == "符（5翻以上なら省略可、0〜1000）"
    assert helps["settle scores"] == "最終持ち点（起家から席順に4つ、-10000000〜10000000）"
    assert helps["seat --seed"] == helps["season seat --seed"]
    assert helps["seat --seed"] == "抽選番号（同じ番号なら同じ配席、0以上の整数）"
    assert helps["demo --seed"] == "抽選番号（同じ番号なら同じ配席・同じ対局結果、0以上の整数）"
    assert helps["seating --round"] == "この回戦のみ（1〜10000）"  # a help without brackets gets its own
    set_language("en")
    helps = _option_helps()
    assert helps["score --fu"] == "fu (may be left out from 5 han up; from 0 to 1000)"
    assert helps["seat --seed"] == "the random draw's seed (the same seed draws the same tables; 0 or more)"
    assert helps["demo --players"] == "players, a multiple of 4 (from 4 to 1000)"


@pytest.mark.parametrize(("args", "ja", "en"), [
    (["print", "foo", "--out", "x.pdf"],
     "KIND: foo は指定できません（standings、seating、scoresheets、players、tablecards、awards のいずれか）",
     "argument KIND: invalid choice: 'foo' (choose from 'standings', 'seating', 'scoresheets', 'players', "
     "'tablecards', 'awards')"),
    (["record", "-"], "必須の引数がありません: --round, --table",
     "the following arguments are required: --round, --table"),
    (["seating", "--minutes", "3"], "不明な引数: --minutes 3", "unrecognized arguments: --minutes 3"),
    (["score", "--han"], "--han: 値を1つ指定してください", "argument --han: expected one argument"),
    (["score", "--json=x"], "--json: このオプションに値 x は指定できません",
     "argument --json: ignored explicit argument 'x'"),
    (["score", "--han", "x"], "--han: x は", "argument --han: x is not"),
    (["nonsense"], "COMMAND: nonsense は指定できません（rules、score、", "invalid choice: 'nonsense'"),
    (["season"], "必須の引数がありません: ACTION", "the following arguments are required: ACTION"),
])
def test_cli_argparse_refusals_speak_japanese(monkeypatch, capsys, args: list[str], ja: str, en: str) -> None:
    code, out, err = _cli(monkeypatch, capsys, "ja", *args)
    assert (code, out) == (2, "") and err.count("\n") == 1 and ja in err, err
    assert not ARGPARSE_ENGLISH.search(err) and "'" not in err, err  # no Python quoting either
    code, out, err = _cli(monkeypatch, capsys, "en", *args)
    assert (code, out) == (2, "") and en in err, err


def test_cli_japanese_output_has_no_python_repr_or_internal_names(monkeypatch, capsys, tmp_path) -> None:
    from tournament_app.rules.presets import preset_ids

    for pid in preset_ids():
        code, out, _ = _cli(monkeypatch, capsys, "ja", "rules", "show", pid)
        assert code == 0 and not re.search(r"\b(True|False|None)\b", out), (pid, out)
    _, out, _ = _cli(monkeypatch, capsys, "ja", "rules", "show", "jpml")
    assert re.search(r"なし +\[three_ron_abort\]", out) and re.search(r"あり +\[ippatsu\]", out), out
    _, out, _ = _cli(monkeypatch, capsys, "en", "rules", "show", "jpml")
    assert re.search(r"No +\[three_ron_abort\]", out) and "True" not in out, out
    code, _, err = _cli(monkeypatch, capsys, "ja", "value", "123m456p789s11z", "--win", "3z")
    assert code == 2 and err.startswith("tournament-app: --win: "), err
    code, _, err = _cli(monkeypatch, capsys, "ja", "value", "123m456p789s1z")
    assert code == 2 and err.startswith("tournament-app: TILES: "), err
    bad = tmp_path / "bad.json"
    for text, reason in (('{\n x: 1}', "（2行 2桁: 項目名は \" で囲んでください）"),
                         ('{"players": [', "（1行 14桁: 値がありません）"),
                         ('[1] [2]', "（1行 5桁: JSON の終わりの後に余分な文字があります）")):
        bad.write_text(text, encoding="utf-8")
        code, _, err = _cli(monkeypatch, capsys, "ja", "replay", str(bad))
        assert code == 2 and reason in err and not re.search(r"[A-Z][a-z]+ing|delimiter|Extra", err), err
    bad.write_text('{\n x: 1}', encoding="utf-8")
    code, _, err = _cli(monkeypatch, capsys, "en", "replay", str(bad))
    assert "not valid JSON (line 2, column 2: a name in double quotes" in err and "Expecting" not in err, err


def test_cli_json_reasons_are_ours_whatever_the_decoder_says() -> None:
    """Every reason Python's json module gives for these texts has our wording; one we do not know
    shows the line and column alone."""
    from tournament_app.cli.args import json_reason

    for text in ("", "{", '{"a" 1}', '{"a": 1 "b": 2}', '"abc', '"a\nb"', '"\\u12"', '"\\q"', "1 2", "[1,]",
                 "nul", "[1 2]"):
        with pytest.raises(json.JSONDecodeError) as caught:
            json.loads(text)
        assert json_reason(caught.value.msg) is not None, caught.value.msg
    assert json_reason("Some new reason") is None


def test_cli_score_writes_adjacent_numbers_alike(monkeypatch, capsys) -> None:
    for lang in ("ja", "en"):
        code, out, _ = _cli(monkeypatch, capsys, lang, "score", "--yakuman", "2")
        announcement, total = out.splitlines()
        assert code == 0 and "64000" in announcement and total.endswith(" 64000"), out  # not 64,000


# --- App, prints and English (issue 28) ---
# One name for each thing on the screens, prints and services (the command line's own texts, context
# "cli", are checked with its arguments); English that counts ("1 player", never "1 player(s)"),
# messages shown alone begin with a capital; Japanese prints write a negative score △ and dates in
# Japanese form.

APP_TERMS = [  # (word to use, words for the same thing that must not appear), in every context
    ("通過ライン", re.compile(r"ボーダー|(?<!ショート)カット")),
    ("配席", re.compile(r"卓組み|組み合わせ")),
    ("再同卓", re.compile(r"再戦|再対戦|同卓の重複|重複した組")),
    ("時間切れ", re.compile(r"時間終了")),
    ("名", re.compile(r"上位[^、。]{0,6}人(?!卓)|人中|(?:\{(?:n|count|players|top)\}|%n|[NK])人(?!卓)")),
    ("端末", re.compile(r"記録席")),
    ("終了対局数", re.compile(r"終了した対局 ?(?:\{|\d|$)")),  # a count after a noun phrase (row 33)
]


@pytest.mark.parametrize(("word", "others"), APP_TERMS, ids=[t[0] for t in APP_TERMS])
def test_one_name_for_each_thing_in_the_app(catalogue, word: str, others: re.Pattern[str]) -> None:
    """The command line's context too: a referee reads its output as they read the screens."""
    found = [f"[{ctx}] {ja}" for (ctx, _src), ja in catalogue.items() if others.search(ja)]
    assert not found, f"{word} is the word: {found}"
    assert any(word in ja for ja in catalogue.values())


def test_the_seating_repeats_line_is_one_message_on_screen_and_command_line(catalogue, monkeypatch,
                                                                            capsys, tmp_path) -> None:
    repeats = {(ctx, src) for (ctx, src), ja in catalogue.items() if "最多同卓" in ja}
    assert {ctx for ctx, _src in repeats} == {"display"} and len(repeats) == 2, repeats  # with a stage or not
    db = str(tmp_path / "t.sqlite3")
    assert _cli(monkeypatch, capsys, "en", "--db", db, "new", "春")[0] == 0
    for name in "甲乙丙丁":
        assert _cli(monkeypatch, capsys, "en", "--db", db, "add-player", name)[0] == 0
    code, out, _ = _cli(monkeypatch, capsys, "ja", "--db", db, "seat")
    assert code == 0 and out.splitlines()[-1] == "再同卓した組: 0組・同じ2人の最多同卓: 1回", out


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
    from tournament_app.texts.display import round_label
    from tournament_app.words.i18n import tr

    set_language("en")
    assert [round_label(0, n) for n in (1, 2)] == ["East 1, 1 counter", "East 1, 2 counters"]
    assert [tr("ui.players", "%n players added", n) for n in (1, 8)] == ["1 player added", "8 players added"]
    assert [tr("ui.standings", "%n players", n) for n in (1, 16)] == ["1 player", "16 players"]


def test_english_messages_shown_alone_begin_with_a_capital(tournament_db: Path) -> None:
    from tournament_app.services import players, tournaments
    from tournament_app.services.players import PlayerImportError
    from tournament_app.words.i18n import user_text
    from tournament_app.words.messages import Message, UserError

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
    from tournament_app.export.outputs import print_document
    from tournament_app.texts.display import score

    set_language("ja")
    pdf = tmp_path / "記録用紙.pdf"
    print_document(japanese_event, "scoresheets", pdf)
    text = unicodedata.normalize("NFKC", pdf_text(pdf))
    assert "△10,000" in text and "-10,000" not in text, text  # the 持ち点 beside △ points
    assert score(-10000) == "△10,000"
    set_language("en")
    assert score(-10000) == "-10,000"  # English keeps the minus sign


def test_a_negative_score_in_the_workbook_is_a_number_shown_with_the_triangle(qapp, japanese_event: int,
                                                                              tmp_path: Path) -> None:
    import unicodedata

    from openpyxl import load_workbook

    from tests.export import helpers as h
    from tournament_app.export.outputs import export_workbook

    set_language("ja")
    book = tmp_path / "成績.xlsx"
    export_workbook(japanese_event, book)
    cells = [c for ws in load_workbook(book) for row in ws.iter_rows() for c in row if c.value == -10000]
    assert len(cells) >= 2 and all(c.number_format == '#,##0;"△"#,##0' for c in cells), \
        [(c.parent.title, c.coordinate, c.number_format) for c in cells]  # the score sheet and 対局結果
    text = unicodedata.normalize("NFKC", h.pdf_text(h.soffice_pdf(book, tmp_path)))
    assert "△10,000" in text and "-10,000" not in text, text  # as LibreOffice shows it
    set_language("en")
    export_workbook(japanese_event, book)
    assert {c.number_format for ws in load_workbook(book) for row in ws.iter_rows() for c in row
            if c.value == -10000} == {"#,##0"}  # English keeps the minus sign, as on screen


def test_no_middle_dot_in_the_japanese_workbook_or_phone_page(qapp, japanese_event: int,
                                                             tmp_path: Path) -> None:
    from openpyxl import load_workbook

    from tournament_app.export.outputs import export_workbook
    from tournament_app.web.table_page import strings

    set_language("ja")
    book = tmp_path / "成績.xlsx"
    export_workbook(japanese_event, book)
    dotted = [(ws.title, c.coordinate, c.value) for ws in load_workbook(book) for row in ws.iter_rows()
              for c in row if isinstance(c.value, str) and "\u00b7" in c.value]
    assert not dotted, dotted  # the score sheets' subtitle: 春季大会・終了
    assert strings()["separator"] == "・"  # the phone page's subtitle joins with it: 東1局・供託 0
    script = (ROOT / "tournament_app" / "web" / "static" / "table.js").read_text(encoding="utf-8")
    assert "\u00b7" not in script  # no separator of its own


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
