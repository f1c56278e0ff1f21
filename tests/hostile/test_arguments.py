"""Every command's arguments, hostile: huge and odd numbers, deep JSON, bad bytes, absurd sizes."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.systems import devices
from tournament_app.cli.main import main
from tournament_app.storage.database import close_database
from tournament_app.words.messages import UserError

from .conftest import content

HUGE = "99999999999999999999999"
TABLE = [
    (["seating", "--round", HUGE], "--round"),
    (["seating", "--round", str(10**30)], "--round"),
    (["standings", "--rounds", f"1-{HUGE}"], "--rounds"),
    (["export", "--rounds", str(10**30), "--out", "x.xlsx"], "--rounds"),
    (["print", "scoresheets", "--rounds", "7", "--out", "x.pdf"], "--rounds: there is no round 7"),
    (["final", str(10**20), str(-10**20), "50000", "50000", "--round", "1", "--table", "1"], "argument S"),
    (["final", "25000", "25000", "25000", "25000", "--round", HUGE, "--table", "1"], "--round"),
    (["record", "-", "--round", "1", "--table", str(2**70)], "--table"),
    (["hand", "{}", "--round", "1", "--table", "1", "--number", HUGE], "--number"),
    (["hand", "[" * 100_000 + "]" * 100_000, "--round", "1", "--table", "1", "--number", "9"], "nested"),
    (["hand", '{"result": "draw"}', "--round", "1", "--table", "1", "--number", "1"], "is finished"),
    (["seat", "--rounds", "41"], "--rounds"),
    (["seat", "--seed", HUGE], "--seed"),
    (["demo", "--players", "1000000000"], "--players"),
    (["demo", "--rounds", str(10**9)], "--rounds"),
    (["add-player", "bad\udcffbytes"], "not UTF-8"),
    (["add-player", "nul\x00name"], "control character"),
    (["add-player", "tab\x07bell"], "control character"),
    (["new", "bad\udcffbytes"], "not UTF-8"),
    (["new", "X", "--venue", "bad\udcff"], "not UTF-8"),
    (["import-players", "/dev/zero"], "is not a regular file"),
    (["import-players", "/nonexistent/players.csv"], "no such file"),
]


@pytest.mark.parametrize(("argv", "words"), [
    pytest.param(a, w, marks=[devices] if "/dev/zero" in a else [], id=" ".join(a)[:40]) for a, w in TABLE])
def test_refused_in_one_line_and_nothing_stored(refused: Callable[..., str], league: Path,
                                                 monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                 argv: list[str], words: str) -> None:
    monkeypatch.chdir(tmp_path)
    assert words in refused(*argv, db=league)
    assert not (tmp_path / "x.xlsx").exists() and not (tmp_path / "x.pdf").exists()


def test_a_full_width_name_is_the_same_name(refused: Callable[..., str], league: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "--db", str(league), "add-player", "Ｐ１"]) == 0
    capsys.readouterr()
    assert "already registered" in refused("add-player", "P1", db=league)
    assert "already registered" in refused("add-player", " P1 ", db=league)


def test_full_width_digits_are_numbers(league: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "--db", str(league), "seating", "--round", "１", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["round"] == 1
    assert main(["--lang", "en", "score", "--han", "３", "--fu", "３０", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 3900


@pytest.mark.parametrize(("argv", "words"), [
    (["replay", "RECORD"], "hands: missing"),
    (["score", "--han", "1", "--fu", "30", "--honba", HUGE], "--honba"),
    (["settle", "25000", "25000", "25000", "24500", "--left", "500"], "come in 1000s"),
    (["settle", "25000", "25000", "25000", str(10**30)], "argument S"),
])
def test_rules_input_that_used_to_pass_silently(refused: Callable[..., str], tmp_path: Path,
                                                 argv: list[str], words: str) -> None:
    record = tmp_path / "r.json"
    record.write_text(json.dumps({"rules": "jpml", "players": ["a", "b", "c", "d"]}))
    assert words in refused(*[str(record) if a == "RECORD" else a for a in argv])


def test_a_draw_must_say_who_was_tenpai(refused: Callable[..., str], tmp_path: Path) -> None:
    record = tmp_path / "r.json"
    record.write_text(json.dumps({"rules": "jpml", "players": ["a", "b", "c", "d"],
                                  "hands": [{"result": "draw", "riichi": []}]}))
    assert "hand 1: tenpai: missing" in refused("replay", str(record))


def test_deeply_nested_records_from_a_file_and_stdin(refused: Callable[..., str], tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    assert "nested more than" in refused("replay", str(deep))
    import io
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"a":' * 50_000 + "1" + "}" * 50_000))
    assert "nested more than" in refused("replay", "-")


# Any text where a number is expected: a clean refusal or a number, never a traceback.
NUMBER_TEXTS = st.one_of(st.text(max_size=30), st.integers().map(str),
                         st.integers(min_value=10**18, max_value=10**40).map(str),
                         st.text(alphabet="０１２３４５６７８９-＋−.△eE", max_size=25),
                         st.sampled_from(["inf", "-inf", "nan", "1e308", "1e309", "9" * 5000, "1_000"]))


@settings(max_examples=1000, deadline=None)
@given(value=NUMBER_TEXTS)
def test_the_number_rule_gives_a_number_within_its_limits_or_one_refusal(value: str) -> None:
    """The rule itself, fast and often: every text the argument types below see."""
    from tournament_app.checks import numbers
    from tournament_app.cli.args import rounds_range

    for parse, low, high in ((lambda t: numbers.whole(t, 1, 10_000), 1, 10_000),
                             (lambda t: numbers.scaled(t, -10_000, 10_000, 1), -10_000, 10_000),
                             (lambda t: numbers.scaled(t, 0, 1000, 3), 0, 1000)):
        try:
            got = parse(value)
        except numbers.NumberError as e:
            assert "\n" not in str(e) and len(str(e)) < 200
        else:
            assert type(got) is int and low <= got <= high
    try:
        first, last = rounds_range(value) or (1, 1)
    except UserError:
        pass
    else:
        assert 1 <= first <= last <= 10_000


# The whole command (its parser, its handler, the database): fewer examples, each costs three commands.
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=NUMBER_TEXTS)
def test_number_options_never_crash(league_template: Path, tmp_path_factory: pytest.TempPathFactory,
                                    capsys: pytest.CaptureFixture[str], value: str) -> None:
    if "\x00" in value:
        value = value.replace("\x00", "")
    db = tmp_path_factory.mktemp("fuzz") / "t.sqlite3"
    db.write_bytes(league_template.read_bytes())
    before = content(db)
    for argv in (["seating", "--round", value], ["standings", "--rounds", value],
                 ["final", value, "25000", "25000", "25000", "--round", "1", "--table", "1"]):
        code = main(["--lang", "en", "--db", str(db), *argv])
        close_database()
        out, err = capsys.readouterr()
        assert code in (0, 2), (argv, err)
        if code == 2:
            assert out == "" and err.count("\n") == 1
    if content(db) != before:  # only a valid final-scores game may have been stored
        assert value.strip() and int(__import__("unicodedata").normalize("NFKC", value)) % 100 == 0


def test_demo_refuses_absurd_sizes_before_creating_anything(refused: Callable[..., str],
                                                            tmp_path: Path) -> None:
    db = tmp_path / "never.sqlite3"
    assert "--players" in refused("--db", str(db), "demo", "--players", "1000000000")
    assert "--players" in refused("--db", str(db), "demo", "--players", "10")
    assert not db.exists()
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize(("typed", "expected"), [
    ("７７００", {"han": 3, "fu": 60}), ("３　３０", {"han": 3, "fu": 30}), ("ｍ", {"han": 5})])
def test_the_desk_reads_full_width_values(typed: str, expected: dict) -> None:
    from tournament_app.rules.entry import parse_value
    from tournament_app.rules.presets import resolve

    assert parse_value(typed, resolve("jpml"), dealer=False, tsumo=False, honba=0) == expected


def test_the_desk_refuses_absurdly_long_numbers() -> None:
    from tournament_app.rules.entry import parse_value
    from tournament_app.rules.errors import HandError
    from tournament_app.rules.presets import resolve

    with pytest.raises(HandError, match="cannot read"):
        parse_value("9" * 5000, resolve("jpml"), dealer=False, tsumo=False, honba=0)
