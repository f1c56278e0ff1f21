"""Fuzzing what comes from outside (issue 25): game records (JSON with any structure, any number, any
text) and player files (CSV in any encoding, any bytes, damaged workbooks). Whatever comes, the answer
is a result or one clear line: never a traceback, never a hang."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament_app.cli.main import main
from tournament_app.export.player_files import PlayerFile, read_players
from tournament_app.words.messages import UserError

from .hostile_files import xlsx_bytes, xlsx_parts

FUZZ = settings(max_examples=80, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
# Numbers as a hostile file writes them: beyond every limit, beyond floats, beyond Python's own limit.
WILD_NUMBERS = ["1e999", "-1e999", "1e308", "NaN", "Infinity", "-Infinity", "9" * 5000, "-" + "9" * 400,
                "0.1e-99999", "12345678901234567890", "3.0", "-0"]

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-10**30, max_value=10**30),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=20)
seats = st.one_of(st.integers(min_value=-2, max_value=5), values)
hands = st.fixed_dictionaries(
    {"result": st.one_of(st.sampled_from(["ron", "tsumo", "draw", "abortive", "chombo"]), values)},
    optional={"winner": seats, "loser": seats, "han": st.one_of(st.integers(min_value=-5, max_value=10**20),
                                                                values),
              "fu": st.one_of(st.sampled_from([20, 25, 30, 40, 110]), values), "yakuman": seats,
              "riichi": st.lists(seats, max_size=5), "tenpai": st.lists(seats, max_size=5), "player": seats,
              "time_up": values, "wins": st.lists(values, max_size=3), "kind": values})
records = st.fixed_dictionaries({
    "rules": st.one_of(st.sampled_from(["jpml", "tenhou", "ema", "nope"]),
                       st.dictionaries(st.sampled_from(["preset", "uma", "start_points", "oka", "x"]), values,
                                       max_size=3)),
    "players": st.one_of(st.lists(st.text(max_size=10), min_size=4, max_size=4), values),
    "hands": st.one_of(st.lists(st.one_of(hands, values), max_size=12), values)})


@st.composite
def record_texts(draw: st.DrawFn) -> str:
    text = json.dumps(draw(records))  # ensure_ascii: a lone surrogate travels as \\udXXX
    if draw(st.booleans()):  # a wild number in place of one of the record's numbers
        digits = [i for i, ch in enumerate(text) if ch.isdigit() and not text[i - 1].isdigit()]
        if digits:
            at = draw(st.sampled_from(digits))
            end = at
            while end < len(text) and (text[end].isdigit() or text[end] in ".eE+-"):
                end += 1
            text = text[:at] + draw(st.sampled_from(WILD_NUMBERS)) + text[end:]
    return text


@FUZZ
@given(text=record_texts())
def test_a_game_record_replays_or_is_refused_in_one_line(text: str,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(text, encoding="utf-8")
        code = main(["--lang", "en", "replay", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code in (0, 2), (code, err)
    if code == 2:
        assert out == "" and err.count("\n") == 1 and err.startswith("tournament-app: "), err
    else:
        assert err == "" and isinstance(json.loads(out)["points"], list)


def _answer(data: bytes, suffix: str) -> PlayerFile | None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"players{suffix}"
        path.write_bytes(data)
        try:
            return read_players(path)
        except UserError as e:  # the one thing a file may make the reader raise: one line
            assert "\n" not in str(e) and str(e)
            return None


cells = st.text(alphabet=st.characters(codec="utf-8"), max_size=12)
tables = st.lists(st.lists(cells, max_size=5), max_size=25)


@FUZZ
@given(header=st.lists(st.sampled_from(["name", "名前", "reading", "status", "所属", "x", ""]), max_size=4),
       rows=tables, delimiter=st.sampled_from([",", ";", "\t"]),
       encoding=st.sampled_from(["utf-8", "utf-8-sig", "cp932", "utf-16"]))
def test_a_csv_player_list_is_read_or_refused(header: list[str], rows: list[list[str]], delimiter: str,
                                              encoding: str) -> None:
    text = "\n".join(delimiter.join(row) for row in [header, *rows])
    found = _answer(text.encode(encoding, "replace"), ".csv")
    if found is not None:
        assert all(row["name"] and row["status"] in ("active", "withdrawn", "substitute")
                   for row in found.rows)


@FUZZ
@given(data=st.binary(max_size=600))
def test_any_bytes_as_a_player_list(data: bytes) -> None:
    _answer(data, ".csv")


@FUZZ
@given(names=st.lists(st.text(alphabet=st.characters(codec="utf-8", exclude_characters="<&"), max_size=8),
                      max_size=6),
       flips=st.lists(st.tuples(st.integers(min_value=0), st.integers(min_value=0, max_value=255)),
                      max_size=6),
       cut=st.one_of(st.none(), st.integers(min_value=0)))
def test_a_damaged_workbook_is_read_or_refused(names: list[str], flips: list[tuple[int, int]],
                                               cut: int | None) -> None:
    data = bytearray(xlsx_bytes(xlsx_parts(names or ["Sato"])))
    for at, value in flips:
        data[at % len(data)] = value
    if cut is not None:
        data = data[: cut % len(data)]
    _answer(bytes(data), ".xlsx")
