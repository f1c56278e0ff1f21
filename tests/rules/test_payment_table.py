"""The whole `jpml` payment table, recomputed independently from RULES.md §2 (001 art. 42-45).

Nothing here calls the engine's helpers to compute an expected value: the table below is written
from RULES.md §2 (base points, art. 44 rounding of each payment, the art. 45 limits converted to
modern han, art. 18 ハ counters), and a second, hard-coded table of well-known Japanese score-table
values checks the same engine functions from another source.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tournament_app.rules.errors import HandError
from tournament_app.rules.presets import preset
from tournament_app.rules.values import hand_value, win_payment

JPML = preset("jpml")

HANS = range(1, 14)
FUS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)  # RULES.md §2: the legal fu
HONBAS = (0, 1, 2)

# RULES.md §2 limit table for jpml (art. 45 in modern han): name -> (non-dealer, dealer) totals
LIMIT_TOTALS = {
    "mangan": (8000, 12000),
    "haneman": (12000, 18000),
    "baiman": (16000, 24000),
    "sanbaiman": (24000, 36000),
    "yakuman": (32000, 48000),
}


def _up100(points: int) -> int:
    """Art. 44: 支払いの10の位の端数は100の位に切り上げる (each payment)."""
    return (points + 99) // 100 * 100


def impossible(han: int, fu: int, tsumo: bool) -> bool:
    """RULES.md §2: 20 fu never wins by ron; 25 fu needs ≥ 2 han (≥ 3 by tsumo: chiitoitsu, art. 55
    ⑫ 25符２翻相当, plus 門前清自摸和); 1 han needs ≥ 30 fu."""
    return ((fu == 20 and not tsumo) or (fu == 25 and han < (3 if tsumo else 2))
            or (han == 1 and fu < 30))


def jpml_limit(han: int, fu: int) -> str | None:
    """Art. 45 converted (RULES.md §2): 11+ sanbaiman, 8-10 baiman, 6-7 haneman, 5 mangan,
    4 han ≥ 30 fu mangan (kiriage for 4/30 only), any base ≥ 2,000 mangan; 3/60 is NOT mangan."""
    if han >= 11:
        return "sanbaiman"
    if han >= 8:
        return "baiman"
    if han >= 6:
        return "haneman"
    if han == 5:
        return "mangan"
    if han == 4 and fu >= 30:
        return "mangan"
    if fu * 2 ** (han + 2) >= 2000:
        return "mangan"
    return None


def expected_payment(han: int | None, fu: int | None, *, dealer: bool, tsumo: bool, honba: int,
                     yakuman: int = 0) -> dict[str, Any]:
    """Who pays what, computed from RULES.md §2/§3 alone."""
    if yakuman:
        limit: str | None = "yakuman"
        nd_total, d_total = (32000 * yakuman, 48000 * yakuman)
    else:
        assert han is not None and fu is not None
        limit = jpml_limit(han, fu)
        if limit is not None:
            nd_total, d_total = LIMIT_TOTALS[limit]
    if limit is not None:
        # a limit is paid in exact thousands: ron the whole; tsumo 1/2 dealer + 1/4 each, or 1/3 each
        if not tsumo:
            ron = d_total if dealer else nd_total
            return {"limit": limit, "total": ron + 300 * honba, "ron": ron + 300 * honba}
        if dealer:
            each = d_total // 3 + 100 * honba
            return {"limit": limit, "total": 3 * each, "each_pays": each}
        dp, ndp = nd_total // 2 + 100 * honba, nd_total // 4 + 100 * honba
        return {"limit": limit, "total": dp + 2 * ndp, "dealer_pays": dp, "non_dealer_pays": ndp}
    assert han is not None and fu is not None
    base = fu * 2 ** (han + 2)
    if not tsumo:
        ron = _up100(base * (6 if dealer else 4)) + 300 * honba  # art. 18 ハ: +300 per counter
        return {"limit": None, "total": ron, "ron": ron}
    if dealer:
        each = _up100(2 * base) + 100 * honba  # art. 18 ハ: +100 from each payer
        return {"limit": None, "total": 3 * each, "each_pays": each}
    dp = _up100(2 * base) + 100 * honba
    ndp = _up100(base) + 100 * honba
    return {"limit": None, "total": dp + 2 * ndp, "dealer_pays": dp, "non_dealer_pays": ndp}


def actual_payment(han: int | None, fu: int | None, *, dealer: bool, tsumo: bool, honba: int,
                   yakuman: int | None = None) -> dict[str, Any]:
    value = hand_value(JPML, han=han, fu=fu, yakuman=yakuman, tsumo=tsumo)
    pay = win_payment(JPML, value, dealer=dealer, tsumo=tsumo, honba=honba)
    out: dict[str, Any] = {"limit": value.limit, "total": pay.total}
    for key in ("ron", "dealer_pays", "non_dealer_pays", "each_pays"):
        if getattr(pay, key) is not None:
            out[key] = getattr(pay, key)
    return out


# -- the whole table ---------------------------------------------------------------------------
@pytest.mark.parametrize("fu", FUS)
@pytest.mark.parametrize("han", HANS)
def test_art44_art45_art18_whole_jpml_table(han: int, fu: int) -> None:
    """001 art. 44 (each payment rounded up to 100), art. 45 (limits), art. 18 ハ (counters):
    every dealer/non-dealer × ron/tsumo × honba 0-2 for this han and fu."""
    mismatches = []
    for dealer in (False, True):
        for tsumo in (False, True):
            for honba in HONBAS:
                if impossible(han, fu, tsumo):
                    continue
                want = expected_payment(han, fu, dealer=dealer, tsumo=tsumo, honba=honba)
                got = actual_payment(han, fu, dealer=dealer, tsumo=tsumo, honba=honba)
                if want != got:
                    mismatches.append((dealer, tsumo, honba, want, got))
    assert mismatches == []


@pytest.mark.parametrize("yakuman", [1, 2, 3, 4])
def test_art45_yakuman_multiples(yakuman: int) -> None:
    """001 art. 45 ホ-チ: 32,000/48,000 per genuine yakuman, doubled, tripled, quadrupled."""
    for dealer in (False, True):
        for tsumo in (False, True):
            for honba in HONBAS:
                want = expected_payment(None, None, dealer=dealer, tsumo=tsumo, honba=honba,
                                        yakuman=yakuman)
                got = actual_payment(None, None, dealer=dealer, tsumo=tsumo, honba=honba,
                                     yakuman=yakuman)
                assert got == want, (dealer, tsumo, honba)


@pytest.mark.parametrize("han", range(5, 14))
def test_art45_fu_may_be_left_out_from_5_han(han: int) -> None:
    """CONTRACT.md: `fu` may be left out from 5 han up; the limit alone fixes the payment."""
    for dealer in (False, True):
        for tsumo in (False, True):
            want = expected_payment(han, 30, dealer=dealer, tsumo=tsumo, honba=1)
            assert actual_payment(han, None, dealer=dealer, tsumo=tsumo, honba=1) == want


IMPOSSIBLE = [(han, fu, tsumo) for han in HANS for fu in FUS for tsumo in (False, True)
              if impossible(han, fu, tsumo)]


@pytest.mark.parametrize(("han", "fu", "tsumo"), IMPOSSIBLE)
def test_rules2_impossible_values_raise_hand_error_on_fu(han: int, fu: int, tsumo: bool) -> None:
    """RULES.md §2 (art. 42): 20 fu never wins by ron; 25 fu needs ≥ 2 han; 1 han needs ≥ 30 fu."""
    with pytest.raises(HandError) as e:
        hand_value(JPML, han=han, fu=fu, tsumo=tsumo)
    assert e.value.field == "fu"


@pytest.mark.parametrize("fu", [0, 10, 22, 35, 120, -30])
def test_rules2_fu_outside_the_legal_list_raise(fu: int) -> None:
    """RULES.md §2: legal fu are 20, 25, 30, 40 … 110."""
    with pytest.raises(HandError) as e:
        hand_value(JPML, han=2, fu=fu, tsumo=True)
    assert e.value.field == "fu"


# -- a second source: well-known Japanese score tables ---------------------------------------
# (han, fu) -> payment. Standard tables, with jpml's kiriage for 4/30 only (art. 45 イ).
NON_DEALER_RON = {
    (1, 30): 1000, (1, 40): 1300, (1, 50): 1600, (1, 60): 2000, (1, 70): 2300, (1, 80): 2600,
    (1, 90): 2900, (1, 100): 3200, (1, 110): 3600,
    (2, 25): 1600, (2, 30): 2000, (2, 40): 2600, (2, 50): 3200, (2, 60): 3900, (2, 70): 4500,
    (2, 80): 5200, (2, 90): 5800, (2, 100): 6400, (2, 110): 7100,
    (3, 25): 3200, (3, 30): 3900, (3, 40): 5200, (3, 50): 6400, (3, 60): 7700, (3, 70): 8000,
    (4, 25): 6400, (4, 30): 8000, (4, 40): 8000,
    (5, 30): 8000, (6, 30): 12000, (7, 30): 12000, (8, 30): 16000, (10, 30): 16000,
    (11, 30): 24000, (13, 30): 24000,
}
DEALER_RON = {
    (1, 30): 1500, (1, 40): 2000, (1, 50): 2400, (1, 60): 2900, (1, 70): 3400, (1, 80): 3900,
    (1, 90): 4400, (1, 100): 4800, (1, 110): 5300,
    (2, 25): 2400, (2, 30): 2900, (2, 40): 3900, (2, 50): 4800, (2, 60): 5800, (2, 70): 6800,
    (2, 80): 7700, (2, 90): 8700, (2, 100): 9600, (2, 110): 10600,
    (3, 25): 4800, (3, 30): 5800, (3, 40): 7700, (3, 50): 9600, (3, 60): 11600, (3, 70): 12000,
    (4, 25): 9600, (4, 30): 12000,
    (5, 30): 12000, (6, 30): 18000, (8, 30): 24000, (11, 30): 36000,
}
# non-dealer tsumo: (each non-dealer pays, the dealer pays) = the "300・500" announcement; no 2 han 25 fu:
# chiitoitsu by tsumo is 3 han (門前清自摸和)
NON_DEALER_TSUMO = {
    (1, 30): (300, 500), (1, 40): (400, 700), (1, 50): (400, 800), (1, 60): (500, 1000),
    (1, 70): (600, 1200), (1, 80): (700, 1300), (1, 90): (800, 1500), (1, 100): (800, 1600),
    (1, 110): (900, 1800),
    (2, 20): (400, 700), (2, 30): (500, 1000), (2, 40): (700, 1300),
    (2, 50): (800, 1600), (2, 60): (1000, 2000), (2, 70): (1200, 2300), (2, 80): (1300, 2600),
    (2, 90): (1500, 2900), (2, 100): (1600, 3200), (2, 110): (1800, 3600),
    (3, 20): (700, 1300), (3, 25): (800, 1600), (3, 30): (1000, 2000), (3, 40): (1300, 2600),
    (3, 50): (1600, 3200), (3, 60): (2000, 3900), (3, 70): (2000, 4000),
    (4, 20): (1300, 2600), (4, 25): (1600, 3200), (4, 30): (2000, 4000),
    (5, 20): (2000, 4000), (6, 30): (3000, 6000), (8, 30): (4000, 8000), (11, 30): (6000, 12000),
}
DEALER_TSUMO_ALL = {
    (1, 30): 500, (1, 40): 700, (1, 50): 800, (1, 60): 1000, (1, 70): 1200, (1, 80): 1300,
    (1, 90): 1500, (1, 100): 1600, (1, 110): 1800,
    (2, 20): 700, (2, 30): 1000, (2, 40): 1300, (2, 50): 1600, (2, 60): 2000,
    (2, 70): 2300, (2, 80): 2600, (2, 90): 2900, (2, 100): 3200, (2, 110): 3600,
    (3, 20): 1300, (3, 25): 1600, (3, 30): 2000, (3, 40): 2600, (3, 50): 3200, (3, 60): 3900,
    (3, 70): 4000,
    (4, 20): 2600, (4, 25): 3200, (4, 30): 4000,
    (5, 20): 4000, (6, 30): 6000, (8, 30): 8000, (11, 30): 12000,
}


@pytest.mark.parametrize(("han", "fu", "amount"), [(h, f, a) for (h, f), a in NON_DEALER_RON.items()])
def test_art44_score_table_non_dealer_ron(han: int, fu: int, amount: int) -> None:
    """Known table values, non-dealer ron (art. 44; art. 45 イ kiriage 4/30 only; 3/60 = 7700)."""
    pay = win_payment(JPML, hand_value(JPML, han=han, fu=fu), dealer=False, tsumo=False)
    assert (pay.ron, pay.total) == (amount, amount)


@pytest.mark.parametrize(("han", "fu", "amount"), [(h, f, a) for (h, f), a in DEALER_RON.items()])
def test_art44_score_table_dealer_ron(han: int, fu: int, amount: int) -> None:
    """Known table values, dealer ron (art. 44; 3/60 = 11600, 4/25 = 9600)."""
    pay = win_payment(JPML, hand_value(JPML, han=han, fu=fu), dealer=True, tsumo=False)
    assert (pay.ron, pay.total) == (amount, amount)


@pytest.mark.parametrize(("han", "fu", "amounts"),
                         [(h, f, a) for (h, f), a in NON_DEALER_TSUMO.items()])
def test_art44_score_table_non_dealer_tsumo(han: int, fu: int, amounts: tuple[int, int]) -> None:
    """Known table values, non-dealer tsumo "non-dealer・dealer" (art. 44 rounds each payment)."""
    pay = win_payment(JPML, hand_value(JPML, han=han, fu=fu, tsumo=True), dealer=False, tsumo=True)
    assert (pay.non_dealer_pays, pay.dealer_pays) == amounts
    assert pay.total == 2 * amounts[0] + amounts[1]


@pytest.mark.parametrize(("han", "fu", "each"), [(h, f, a) for (h, f), a in DEALER_TSUMO_ALL.items()])
def test_art44_score_table_dealer_tsumo(han: int, fu: int, each: int) -> None:
    """Known table values, dealer tsumo "…オール" (art. 44)."""
    pay = win_payment(JPML, hand_value(JPML, han=han, fu=fu, tsumo=True), dealer=True, tsumo=True)
    assert (pay.each_pays, pay.total) == (each, 3 * each)


@pytest.mark.parametrize(
    ("han", "fu", "dealer", "tsumo", "honba", "fields"),
    [
        # art. 18 ハ: 300 per counter; on tsumo 100 from each payer
        (3, 30, False, False, 2, {"ron": 4500}),
        (3, 30, True, False, 1, {"ron": 6100}),
        (3, 40, False, True, 1, {"non_dealer_pays": 1400, "dealer_pays": 2700}),  # art. 41 ハ
        (1, 30, False, True, 1, {"non_dealer_pays": 400, "dealer_pays": 600}),
        (2, 20, True, True, 2, {"each_pays": 900}),
        (4, 30, True, True, 1, {"each_pays": 4100}),
    ],
)
def test_art18_counters_in_known_values(han: int, fu: int, dealer: bool, tsumo: bool, honba: int,
                                        fields: dict[str, int]) -> None:
    """001 art. 18 ハ and art. 41 ハ (「1300・2600は1400・2700」)."""
    pay = win_payment(JPML, hand_value(JPML, han=han, fu=fu, tsumo=tsumo), dealer=dealer,
                      tsumo=tsumo, honba=honba)
    assert {k: getattr(pay, k) for k in fields} == fields


def test_art45_limit_names_of_spot_values() -> None:
    """Art. 45: 4/30 mangan (kiriage), 3/60 not mangan, 3/70 mangan (base ≥ 2,000)."""
    assert hand_value(JPML, han=4, fu=30).limit == "mangan"
    assert hand_value(JPML, han=3, fu=60).limit is None
    assert hand_value(JPML, han=3, fu=70).limit == "mangan"
    assert hand_value(JPML, han=4, fu=25).limit is None
    assert hand_value(JPML, han=4, fu=20, tsumo=True).limit is None
    assert [hand_value(JPML, han=h, fu=40).limit for h in (5, 6, 7, 8, 10, 11, 13)] == [
        "mangan", "haneman", "haneman", "baiman", "baiman", "sanbaiman", "sanbaiman"]


def test_art45_no_counted_yakuman_in_jpml() -> None:
    """RULES.md §2: 11 han and more is sanbaiman, never a counted yakuman."""
    for han in (13, 14, 20, 26):
        value = hand_value(JPML, han=han, fu=30)
        assert value.limit == "sanbaiman"
        assert win_payment(JPML, value, dealer=False, tsumo=False).total == 24000


# -- CLI: score --json (CONTRACT.md) ----------------------------------------------------------
def cli(argv: list[str]) -> int:
    """The CLI entry point, imported here so that the table tests do not depend on the CLI."""
    from tournament_app.cli.main import main

    return main(argv)


def score_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code = cli(["--lang", "en", "score", *args, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert err == ""
    return json.loads(out)


def test_cli_score_json_non_dealer_tsumo_with_a_counter(capsys: pytest.CaptureFixture[str]) -> None:
    """Art. 41 ハ announcement with counters, art. 18 ハ: 300・500は400・600."""
    data = score_json(capsys, "--han", "1", "--fu", "30", "--tsumo", "--honba", "1")
    assert data == {"total": 1400, "dealer_pays": 600, "non_dealer_pays": 400, "limit": None,
                    "text": "300・500は400・600"}


def test_cli_score_json_dealer_tsumo(capsys: pytest.CaptureFixture[str]) -> None:
    """Art. 44: dealer tsumo 3/30 = 2000 all."""
    data = score_json(capsys, "--han", "3", "--fu", "30", "--dealer", "--tsumo")
    assert data["each_pays"] == 2000
    assert data["total"] == 6000
    assert data["limit"] is None
    assert not {"ron", "dealer_pays", "non_dealer_pays"} & set(data)


def test_cli_score_json_ron(capsys: pytest.CaptureFixture[str]) -> None:
    """CONTRACT.md: {"total": 5200, "ron": 5200} for a ron (3 han 40 fu)."""
    data = score_json(capsys, "--han", "3", "--fu", "40")
    assert {k: data[k] for k in ("total", "ron", "limit")} == {"total": 5200, "ron": 5200,
                                                              "limit": None}
    assert not {"dealer_pays", "non_dealer_pays", "each_pays"} & set(data)


def test_cli_score_json_contract_example(capsys: pytest.CaptureFixture[str]) -> None:
    """CONTRACT.md / art. 41 ハ: 1300・2600は1400・2700 (3 han 40 fu tsumo, one counter)."""
    data = score_json(capsys, "--han", "3", "--fu", "40", "--tsumo", "--honba", "1")
    assert data == {"total": 5500, "dealer_pays": 2700, "non_dealer_pays": 1400, "limit": None,
                    "text": "1300・2600は1400・2700"}


@pytest.mark.parametrize(
    ("args", "limit", "total"),
    [
        (["--han", "4", "--fu", "30"], "mangan", 8000),
        (["--han", "3", "--fu", "60"], None, 7700),
        (["--han", "3", "--fu", "60", "--dealer"], None, 11600),
        (["--han", "6"], "haneman", 12000),
        (["--han", "8", "--dealer"], "baiman", 24000),
        (["--han", "11"], "sanbaiman", 24000),
        (["--yakuman", "2", "--dealer"], "yakuman", 96000),
    ],
)
def test_cli_score_json_limits(capsys: pytest.CaptureFixture[str], args: list[str], limit: str | None,
                               total: int) -> None:
    """Art. 45 limits through the CLI."""
    data = score_json(capsys, *args)
    assert (data["limit"], data["total"], data["ron"]) == (limit, total, total)


@pytest.mark.parametrize(
    "args",
    [
        ["--han", "1", "--fu", "20", "--tsumo"],  # 1 han needs ≥ 30 fu
        ["--han", "2", "--fu", "20"],  # 20 fu never wins by ron
        ["--han", "1", "--fu", "25"],  # 25 fu needs ≥ 2 han
        ["--han", "2", "--fu", "35"],  # not a legal fu
    ],
)
def test_cli_score_impossible_value_exits_2_with_one_line(capsys: pytest.CaptureFixture[str],
                                                          args: list[str]) -> None:
    """CONTRACT.md: bad input exits 2, one clear line on stderr naming the field, nothing on stdout."""
    code = cli(["--lang", "en", "score", *args, "--json"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.strip()
    assert "fu" in err
