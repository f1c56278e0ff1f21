"""`value` on the command line (CONTRACT.md, wave 2)."""

from __future__ import annotations

import json

import pytest

from tournament_app.cli.main import main


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_value_json_as_the_contract_says(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "value", "234789m12345666p", "--tsumo", "--riichi", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["han"], data["fu"], data["yakuman"]) == (3, 20, 0)
    names = sorted((y["name"], y["han"]) for y in data["yaku"])
    assert names == [("平和", 1), ("立直", 1), ("門前清自摸和", 1)]
    assert data["payment"] == {"total": 2700, "dealer_pays": 1300, "non_dealer_pays": 700, "limit": None,
                               "text": "700・1300"}


def test_value_of_a_dealer_yakuman_with_melds_and_dora(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "value", "555z666z11m", "--meld", "pon:777z", "--meld", "chi:234p",
                        "--dealer", "--dora", "4z", "--json")
    data = json.loads(out)
    assert code == 0 and data["yakuman"] == 1 and data["payment"]["total"] == 48000


@pytest.mark.parametrize(("args", "reason"), [
    (["123m456p789s234s55s", "--win", "5s"], "value: TILES: the hand has no yaku under these rules"),
    (["123m456p789s11223z"], "these tiles are not a complete hand"),
    (["11111m456p789s234s"], "1m is used more than four times"),
    (["123m456p789s234s55s", "--win", "9m"], "the winning tile 9m is not in the hand"),
    (["234p22p567s345s", "--meld", "chi:678m", "--rules", "renmei", "--riichi"],
     "an open hand cannot have declared riichi"),
])
def test_refusals_are_one_line(capsys: pytest.CaptureFixture[str], args: list[str], reason: str) -> None:
    code, out, err = _run(capsys, "value", *args)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert reason.split("value: ")[-1] in err


def test_value_text_names_each_fu(capsys: pytest.CaptureFixture[str]) -> None:
    """立直 断幺九 on a 8s 単騎 with a closed kan 5555p: 30 + 16 + 2 = 48 → 50 fu, 2 han: 3,200."""
    code, out, err = _run(capsys, "value", "234m567m345s88s", "--meld", "ankan:5555p", "--riichi")
    assert (code, err) == (0, "")
    assert "2 han 50 fu  (Base + closed ron 30 + Closed kan 16 + Pair wait 2)" in out
    assert "3200" in out.replace(",", "")


def test_value_text_in_japanese_has_one_bracket_and_full_width_plus(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The same hand as a Japanese referee writes the fu: one full-width bracket, ＋ between the items, and
    副底・門前加符 as the two names of the 30 (001 第42条)."""
    code = main(["--lang", "ja", "value", "234m567m345s88s", "--meld", "ankan:5555p", "--riichi"])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert "2翻50符（副底・門前加符 30 ＋ 中張牌の暗槓 16 ＋ 単騎待ち 2）" in out.splitlines(), out
