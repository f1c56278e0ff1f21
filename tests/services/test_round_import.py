"""A whole online round from a folder of real Tenhou logs (issue 39), on both back ends: each log goes to
the table whose players its names are (online names, else registered names), the lobby's seats taken,
every game settled as its log ends it; an unmatched name, a table without a log, a log of other rules or
a log that fits no table refuse the whole round and store nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import aliases, games, players, rounds, tournaments
from tournament_app.services.base import ConflictError
from tournament_app.services.round_import import RoundImportError, import_round, preview_round
from tournament_app.words.i18n import render
from tournament_app.words.messages import UserError

from .round_logs import EXACT, RULES, SHISHA, json_game, sc, write_json, write_mjlog

ONLINE = [["Aさん", "Bさん", "Cさん", "Dさん"], ["Eさん", "Fさん", "Gさん", "Hさん"]]


def _round(n_tables: int = 4) -> tuple[int, list[int]]:
    """Round 1 of a tournament on the 2019 games' rules: table t seats players 4t-4 … 4t-1 in order;
    players 0-7 have online names (Aさん … Hさん), the others play under their registered names."""
    tid = tournaments.create_tournament("Online cup", RULES)
    ids = [players.add_player(tid, f"Player {i:02d}", reading=f"player {i:02d}") for i in range(4 * n_tables)]
    rounds.seat_round(tid, "manual", tables=[ids[4 * t:4 * t + 4] for t in range(n_tables)])
    for table, names in enumerate(ONLINE):
        for seat, name in enumerate(names):
            aliases.add_aliases(tid, f"Player {4 * table + seat:02d}", [name])
    return tid, ids


def _folder(tmp_path: Path) -> Path:
    """The round's four logs in both formats, table 3's and 4's in one file of JSON lines; table 2's
    lobby seated its players in another order than the draw did."""
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "table-1.json", json_game(SHISHA[0], ONLINE[0]))
    write_mjlog(folder / "table-2.mjlog", SHISHA[1], ["Gさん", "Eさん", "Hさん", "Fさん"])
    write_json(folder / "tables-3-4.json", json_game(SHISHA[2], [f"Player {i:02d}" for i in range(8, 12)]),
               json_game(SHISHA[3], ["Player 12", "Player 13", "Player 14", "Player 15"]))
    (folder / ".hidden").write_text("not a log", encoding="utf-8")  # hidden files are not the round's
    return folder


def _untouched(tid: int) -> bool:
    return all(games.game_view(t.game_id).hands == () and t.state == "planned"
               for t in rounds.seating_of(tid, 1) if t.game_id is not None)


def test_a_round_of_logs_goes_to_its_tables_and_settles_every_game(tournament_db: str,
                                                                    tmp_path: Path) -> None:
    tid, _ = _round()
    preview = import_round(tid, 1, _folder(tmp_path))
    assert [(p.table, p.log.label) for p in preview.placed] == [
        (1, "table-1.json"), (2, "table-2.mjlog"), (3, "tables-3-4.json #1"), (4, "tables-3-4.json #2")]
    seating = rounds.seating_of(tid, 1)
    # table 2: the seats the lobby gave (the log's East first), not the draw's
    assert seating[1].names == ("Player 06", "Player 04", "Player 07", "Player 05")
    assert seating[0].names == ("Player 00", "Player 01", "Player 02", "Player 03")
    for table, game in zip(seating, SHISHA, strict=False):
        view = games.game_view(table.game_id)
        assert view.state == "finished"
        assert view.result is not None and list(view.result.final_scores) == sc(game)


def test_the_preview_stores_nothing_and_says_where_each_log_goes(tournament_db: str, tmp_path: Path) -> None:
    tid, _ = _round()
    preview = preview_round(tid, 1, _folder(tmp_path))
    assert preview.problems == []
    data = preview.to_json()
    assert data["placed"][1] == {"log": "table-2.mjlog", "table": 2,
                                 "log_players": ["Gさん", "Eさん", "Hさん", "Fさん"],
                                 "players": ["Player 06", "Player 04", "Player 07", "Player 05"], "hands": 13}
    assert _untouched(tid)


def test_unmatched_name_missing_table_and_wrong_rules_refuse_the_round(tournament_db: str,
                                                                     tmp_path: Path) -> None:
    tid, _ = _round()
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "table-1.json", json_game(SHISHA[0], ONLINE[0]))
    write_mjlog(folder / "table-2.mjlog", SHISHA[1], ["Gさん", "Eさん", "Xさん", "Fさん"])  # Xさん: nobody
    write_mjlog(folder / "table-3.mjlog", EXACT, [f"Player {i:02d}" for i in range(8, 12)])  # exact rounding
    # no log of table 4
    with pytest.raises(RoundImportError) as e:
        import_round(tid, 1, folder)
    assert [render(m) for m in e.value.problems] == [
        "table-2.mjlog: Xさん is nobody's online name and no registered player",
        "table-3.mjlog: the log was played with other rules: Points conversion (rounding): Exact tenths in "
        "the log, Round to thousands (四捨五入) in the tournament",
        "table 2 of round 1 has no log",
        "table 4 of round 1 has no log",
    ]
    assert render(e.value.message).startswith("nothing was imported: the round's logs have 4 problems; the "
                                               "first: table-2.mjlog: Xさん")
    preview = preview_round(tid, 1, folder)
    assert preview.unmatched == [("table-2.mjlog", "Xさん")]
    assert preview.tables_without_log == [2, 4]
    assert [(log, option) for log, option, _l, _t in preview.rules_differ] == [("table-3.mjlog", "rounding")]
    assert _untouched(tid)  # table 1's good log was not imported either


def test_a_log_of_players_who_share_no_table_fits_none(tournament_db: str, tmp_path: Path) -> None:
    tid, _ = _round(2)
    folder = tmp_path / "round 1"
    folder.mkdir()
    write_json(folder / "a.json", json_game(SHISHA[0], ["Aさん", "Bさん", "Cさん", "Eさん"]))
    write_json(folder / "b.json", json_game(SHISHA[1], ONLINE[1]), json_game(SHISHA[2], ONLINE[1]))
    preview = preview_round(tid, 1, folder)
    assert [render(m) for m in preview.problems] == [
        "a.json: no table of round 1 has these four players (Player 00, Player 01, Player 02, Player 04)",
        "b.json #2: table 2 already has a log (b.json #1)",
        "table 1 of round 1 has no log",
    ]
    assert preview.logs_without_table == ["a.json"]


def test_a_file_that_is_no_log_is_named_and_a_begun_game_refused(tournament_db: str, tmp_path: Path) -> None:
    tid, _ = _round(2)
    folder = _folder(tmp_path)
    for name in ("tables-3-4.json",):
        (folder / name).unlink()
    (folder / "notes.txt").write_text("table 2 was late", encoding="utf-8")
    first = rounds.seating_of(tid, 1)[0].game_id
    games.record_hand(first, 1, {"result": "draw", "tenpai": [0]})
    with pytest.raises(RoundImportError) as e:
        import_round(tid, 1, folder)
    problems = [render(m) for m in e.value.problems]
    assert problems[0].startswith("notes.txt: ")
    assert problems[1:] == ["table-1.json: table 1's game has already begun"]
    assert len(games.game_view(first).hands) == 1
    assert games.game_view(rounds.seating_of(tid, 1)[1].game_id).hands == ()


def test_an_online_name_naming_two_players_is_refused(tournament_db: str) -> None:
    tid, _ = _round(2)
    with pytest.raises(UserError) as e:
        aliases.add_aliases(tid, "Player 05", ["Ａさん"])  # Aさん in full width: the same name
    assert render(e.value.message) == "the online name Aさん names two players: Player 00 and Player 05"
    assert aliases.player_aliases(tid, players.list_players(tid)[5].id) == ["Fさん"]


def test_aliases_are_listed_removed_and_set_per_player(tournament_db: str) -> None:
    tid, ids = _round(2)
    assert aliases.add_aliases(tid, "Player 00", ["Aさん", "aさん_soul"]) == 1  # Aさん: had it already
    listed = dict(aliases.list_aliases(tid))
    assert listed["Player 00"] == ["Aさん", "aさん_soul"] and len(listed) == 8
    assert aliases.remove_aliases(tid, ["aさん_soul", "Bさん"]) == 2
    assert dict(aliases.list_aliases(tid))["Player 00"] == ["Aさん"] and "Player 01" not in dict(
        aliases.list_aliases(tid))
    with pytest.raises(UserError) as e:
        aliases.remove_aliases(tid, ["Zさん"])
    assert render(e.value.message) == "no player has the online name Zさん"
    aliases.set_player_aliases(tid, ids[1], ["雀魂B", "Bさん"])
    assert aliases.player_aliases(tid, ids[1]) == ["Bさん", "雀魂B"]
    with pytest.raises(UserError):
        aliases.set_player_aliases(tid, ids[1], ["Cさん"])  # Player 02's
    assert aliases.player_aliases(tid, ids[1]) == ["Bさん", "雀魂B"]


def test_an_alias_list_is_imported_all_or_nothing(tournament_db: str) -> None:
    tid, _ = _round(2)
    with pytest.raises(aliases.AliasImportError) as e:
        aliases.import_aliases(tid, [(2, "Player 00", "tenhou00"), (3, "Nobody", "x"),
                                     (4, "Player 01", "Aさん")])
    assert [render(m) for m in e.value.problems] == ["row 3: Nobody is not registered in this tournament"]
    assert "tenhou00" not in dict(aliases.list_aliases(tid))["Player 00"]
    with pytest.raises(aliases.AliasImportError) as e:
        aliases.import_aliases(tid, [(2, "Player 00", "tenhou00"), (3, "Player 01", "Aさん")])
    assert [render(m) for m in e.value.problems] == ["the online name Aさん names two players: Player 00 and "
                                                     "Player 01"]
    assert aliases.import_aliases(tid, [(2, "Player 00", "tenhou00"), (3, "Player 01", "tenhou01")]) == 2
    assert dict(aliases.list_aliases(tid))["Player 01"] == ["Bさん", "tenhou01"]


@pytest.mark.parametrize("backend_db", ["sqlite", "postgresql"], indirect=True)
def test_an_import_sent_with_the_preview_seen_stores_only_that_plan(backend_db: str, tmp_path: Path) -> None:
    """The app's dialog sends the preview's token: the round changed since (a seat swapped at a desk, a
    log replaced in the folder) refuses the import with "look again" and stores nothing."""
    tid, _ = _round()
    folder = _folder(tmp_path)
    seen = preview_round(tid, 1, folder).seen
    assert preview_round(tid, 1, folder).seen == seen  # the same round read again: the same plan
    games.swap_seats(rounds.seating_of(tid, 1)[2].game_id, 0, 1)  # table 3's game: not begun, changed
    with pytest.raises(ConflictError) as e:
        import_round(tid, 1, folder, seen=seen)
    assert render(e.value.message) == ("the round or its logs changed since the preview: nothing was "
                                       "imported; look again")
    assert _untouched(tid)
    seen = preview_round(tid, 1, folder).seen
    write_mjlog(folder / "table-2.mjlog", SHISHA[1], ["Eさん", "Gさん", "Hさん", "Fさん"])  # another seating
    with pytest.raises(ConflictError):
        import_round(tid, 1, folder, seen=seen)
    assert _untouched(tid)
    preview = import_round(tid, 1, folder, seen=preview_round(tid, 1, folder).seen)
    assert len(preview.placed) == 4
    assert all(t.state == "finished" for t in rounds.seating_of(tid, 1))


def test_a_player_removed_or_moved_in_a_season_takes_their_online_names(tournament_db: str) -> None:
    """Removing a player from a season's division takes their online names with them (the name is free
    again for anyone); moving them to another division takes the names there, where a round's logs are
    matched by them; a name someone there already has refuses the move, nothing changed."""
    from tournament_app.services.seasons import (
        add_player,
        create_season,
        find_member,
        move_player,
        remove_player,
        season_info,
    )

    sid = create_season("Online league", ["A", "B"], days=1, hanchan=1, promote=0, relegate=0)
    for name in ("Ann", "Bob", "Cid"):
        add_player(sid, "A", name)
    add_player(sid, "B", "Dee")
    a, b = (d.tournament_id for d in season_info(sid).divisions)
    aliases.add_aliases(a, "Ann", ["ann_tenhou", "ann_soul"])
    aliases.add_aliases(a, "Cid", ["cid_tenhou"])
    aliases.add_aliases(b, "Dee", ["cid_soul"])
    remove_player(sid, "Ann")
    assert dict(aliases.list_aliases(a)) == {"Cid": ["cid_tenhou"]}
    aliases.add_aliases(a, "Bob", ["ann_tenhou"])  # Ann's name, free again
    move_player(sid, "Cid", "B")
    assert dict(aliases.list_aliases(a)) == {"Bob": ["ann_tenhou"]}
    assert dict(aliases.list_aliases(b)) == {"Cid": ["cid_tenhou"], "Dee": ["cid_soul"]}
    aliases.add_aliases(b, "Dee", ["bob_soul"])
    aliases.add_aliases(a, "Bob", ["bob_soul"])  # in A, Bob's; in B, Dee's already
    with pytest.raises(UserError) as e:
        move_player(sid, "Bob", "B")
    assert render(e.value.message) == "the online name bob_soul names two players: Dee and Bob"
    assert dict(aliases.list_aliases(a)) == {"Bob": ["ann_tenhou", "bob_soul"]}
    assert find_member(sid, "Bob")[1] == "A"
