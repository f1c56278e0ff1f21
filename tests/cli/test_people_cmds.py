"""`people` and `stats --person` (issue 40): two events sharing their players, linked from the
proposals, and a person's figures over both recounted here from the hand-written records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament_app.cli.main import main

NAMES = (("Sato", "さとう"), ("Suzuki", "すずき"), ("Tanaka", "たなか"), ("Ito", "いとう"))
# Whole jpml games (every hand a non-dealer win or a draw the dealer is noten in: the deal moves each
# hand, and the game ends after South 4), each hand with the bare value of its win.
SPRING = [
    ({"result": "ron", "winner": 1, "loser": 0, "han": 3, "fu": 40, "riichi": [1]}, 5200),
    ({"result": "tsumo", "winner": 2, "han": 1, "fu": 30}, 1100),  # 300/500
    ({"result": "ron", "winner": 3, "loser": 0, "han": 2, "fu": 30, "riichi": [3, 0]}, 2000),
    ({"result": "ron", "winner": 0, "loser": 2, "han": 3, "fu": 30}, 3900),
    ({"result": "draw", "tenpai": [1]}, None),
    ({"result": "ron", "winner": 2, "loser": 3, "han": 1, "fu": 30}, 1000),
    ({"result": "ron", "winner": 3, "loser": 1, "han": 2, "fu": 30, "riichi": [3]}, 2000),
    ({"result": "ron", "winner": 1, "loser": 0, "han": 1, "fu": 30}, 1000),
]
AUTUMN = [({"result": "ron", "winner": (i + 1) % 4, "loser": (i + 3) % 4, "han": 2, "fu": 30,
            "riichi": [(i + 1) % 4] if i % 3 == 0 else []}, 2000) for i in range(8)]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["--lang", "en", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _event(db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
           hands: list[tuple[dict, int | None]]) -> list[str]:
    """The event with the four players, its one game recorded from ``hands``; the names by seat."""
    assert _run(capsys, "--db", db, "new", name, "--rules", "jpml")[0] == 0
    for player, reading in NAMES:
        added = _run(capsys, "--db", db, "add-player", player, "--reading", reading, "--tournament", name)
        assert added[0] == 0
    assert _run(capsys, "--db", db, "seat", "--tournament", name)[0] == 0
    seated = json.loads(_run(capsys, "--db", db, "seating", "--json", "--tournament", name)[1])[0]["seats"]
    record = tmp_path / f"{name}.json"
    record.write_text(json.dumps({"rules": "jpml", "players": seated, "hands": [h for h, _v in hands]}),
                      encoding="utf-8")
    code, _out, err = _run(capsys, "--db", db, "record", str(record), "--round", "1", "--table", "1",
                           "--finish", "--tournament", name)
    assert code == 0, err
    return seated


def _recount(seat: int, hands: list[tuple[dict, int | None]]) -> dict[str, int | None]:
    """One seat's counts straight from the written records."""
    won = [v for h, v in hands if h.get("winner") == seat and v is not None]
    return {"hands": len(hands), "wins": len(won), "deal_ins": sum(h.get("loser") == seat for h, _v in hands),
            "riichi": sum(seat in h.get("riichi", []) for h, _v in hands),
            "draws": sum(h["result"] == "draw" for h, _v in hands),
            "tsumo": sum(h["result"] == "tsumo" and h["winner"] == seat for h, _v in hands),
            "win_points": sum(won), "largest": max(won, default=None)}


def _shown(figures: dict) -> dict[str, int | None]:
    return {"hands": figures["hands"]["value"], "wins": figures["wins"]["value"],
            "deal_ins": figures["deal_ins"]["value"], "draws": figures["draws"]["value"],
            "largest": figures["largest_hand"]["value"], "games": figures["games"]["value"],
            "riichi_rests_on": figures["riichi_rate"]["rests_on"]}


def test_two_events_linked_from_the_proposals_and_a_persons_figures_over_both(
        backend_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    seats = {"Spring": _event(db, tmp_path, capsys, "Spring", SPRING),
             "Autumn": _event(db, tmp_path, capsys, "Autumn", AUTUMN)}
    code, out, err = _run(capsys, "--db", db, "people", "propose", "--json")
    assert (code, err) == (0, "")
    proposed = json.loads(out)
    assert [(p["reason"], p["value"], p["person"], p["players"]) for p in proposed] == [
        ("name", f"{name} / {reading}", None, [f"{name} (Spring)", f"{name} (Autumn)"])
        for name, reading in sorted(NAMES, key=lambda n: n[0].casefold())]
    assert json.loads(_run(capsys, "--db", db, "people", "--json")[1]) == []  # proposing links nobody
    code, out, err = _run(capsys, "--db", db, "people", "link", "--accept-all-proposed")
    assert (code, out, err) == (0, "4 links made\n", "")
    listed = json.loads(_run(capsys, "--db", db, "people", "--json")[1])
    assert sorted((p["name"], [q["tournaments"] for q in p["players"]]) for p in listed) == sorted(
        (name, [["Spring"], ["Autumn"]]) for name, _r in NAMES)

    for name, _reading in NAMES:
        code, out, err = _run(capsys, "--db", db, "stats", "--person", name, "--json")
        assert (code, err) == (0, "")
        got = json.loads(out)
        assert [e["tournament"] for e in got["events"]] == ["Spring", "Autumn"]
        assert got["not_recorded"] == ["ippatsu", "ura_dora"]
        counts = [_recount(seats[t].index(name), hands)
                  for t, hands in (("Spring", SPRING), ("Autumn", AUTUMN))]
        for event, mine in zip(got["events"], counts, strict=True):
            assert _shown(event["figures"]) == {**{k: mine[k] for k in ("hands", "wins", "deal_ins", "draws",
                                                                     "largest")},
                                                "games": 1, "riichi_rests_on": 8}
        total = got["all_events"]
        won = counts[0]["wins"] + counts[1]["wins"]
        deal_ins = counts[0]["deal_ins"] + counts[1]["deal_ins"]
        assert _shown(total) == {"hands": 16, "wins": won, "deal_ins": deal_ins, "draws": 1, "games": 2,
                                 "riichi_rests_on": 16,
                                 "largest": max((c["largest"] for c in counts if c["largest"]), default=None)}
        riichi = counts[0]["riichi"] + counts[1]["riichi"]
        assert total["riichi_rate"]["value"] == (riichi * 2000 + 16) // 32  # per mille, half up
        points = counts[0]["win_points"] + counts[1]["win_points"]
        assert total["average_win"]["value"] == ((points * 2 + won) // (2 * won) if won else None)
        tsumo = counts[0]["tsumo"] + counts[1]["tsumo"]
        assert total["tsumo_rate"]["value"] == ((tsumo * 2000 + won) // (2 * won) if won else None)
        places = [total[f"place_{i}"]["value"] for i in range(1, 5)]
        assert sum(places) == 2 and places == [sum(e["figures"][f"place_{i}"]["value"] for e in got["events"])
                                               for i in range(1, 5)]

    code, out, err = _run(capsys, "--db", db, "stats", "--person", "Sato")
    assert code == 0 and err == ""
    assert out.splitlines()[1].split() == ["Spring", "Autumn", "All", "events"]
    assert out.splitlines()[2].split()[:4] == ["Games", "1", "1", "2"]
    assert out.splitlines()[-1] == "Ippatsu and ura dora are not counted: the game record holds neither."


def test_merge_and_split_on_the_command_line(backend_db: str, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    db = backend_db
    for event in ("Spring", "Autumn"):
        assert _run(capsys, "--db", db, "new", event, "--rules", "jpml")[0] == 0
        assert _run(capsys, "--db", db, "add-player", "Sato", "--tournament", event)[0] == 0
    code, out, _err = _run(capsys, "--db", db, "people", "link", "--player", "Sato", "--tournament", "Spring")
    assert out == "Sato is person #1\n"
    assert _run(capsys, "--db", db, "people", "link", "--player", "Sato", "--tournament", "Autumn")[1] == \
        "Sato is person #2\n"
    code, out, err = _run(capsys, "--db", db, "stats", "--person", "Sato")
    assert (code, out) == (2, "")
    assert err == "tournament-app: 2 people are named Sato: give the number the people list shows (#1)\n"
    assert _run(capsys, "--db", db, "people", "merge", "#1", "#2")[:2] == (0, "#2 merged into #1 Sato\n")
    [person] = json.loads(_run(capsys, "--db", db, "people", "--json")[1])
    assert (person["number"], len(person["players"]), person["version"]) == (1, 2, 1)
    code, out, err = _run(capsys, "--db", db, "people", "split", "--player", "Sato", "--tournament", "Autumn")
    assert (code, err) == (0, "")
    listed = json.loads(_run(capsys, "--db", db, "people", "--json")[1])
    assert out == f"Sato is person #{listed[1]['number']}\n" and listed[0]["number"] == 1
    assert [[q["tournaments"] for q in p["players"]] for p in listed] == [[["Spring"]], [["Autumn"]]]
    code, out, err = _run(capsys, "--db", db, "people", "merge", "#1", "#9")
    assert (code, out, err) == (2, "", "tournament-app: there is no person #9\n")
    code, out, err = _run(capsys, "--db", db, "people", "link", "--player", "Nobody",
                          "--tournament", "Spring")
    assert (code, out, err) == (2, "", "tournament-app: no player named Nobody in this tournament\n")
    code, out, err = _run(capsys, "--db", db, "stats", "--person", "#1", "--tournament", "Spring")
    assert (code, out) == (2, "") and "--person goes over every event" in err
