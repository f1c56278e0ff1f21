"""Issue 38 item 1-2: with rounds seated ahead (the guide's way to the fewest repeats), every place that
chooses a round for the organiser opens on the round being played, not the last one seated; the score
sheets are printed for a chosen round."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QWidget

from tournament_app.export import outputs
from tournament_app.services import games, players, rounds, tournaments
from tournament_app.ui import printing
from tournament_app.ui.context import AppContext
from tournament_app.ui.penalties_view import AddPenaltyDialog
from tournament_app.ui.phones_dialog import PhonesDialog
from tournament_app.ui.rounds_view import RoundsView

SCORES = [41200, 31000, 18600, 9200]


def three_rounds_seated(finished_rounds: int) -> int:
    """Eight players, rounds 1-3 seated, the games of the first ``finished_rounds`` rounds finished."""
    tid = tournaments.create_tournament("Ahead", "jpml")
    ids = [players.add_player(tid, f"Player {i}", reading=f"player {i}") for i in range(8)]
    for order in (ids, ids[::2] + ids[1::2], ids[::-1]):
        rounds.seat_round(tid, "manual", tables=[order[:4], order[4:]])
    for number in range(1, finished_rounds + 1):
        for gid in games.games_of_round(tid, number):
            games.record_final_scores(gid, SCORES)
    return tid


@pytest.mark.parametrize("backend_db", ["sqlite", "postgresql"], indirect=True)
@pytest.mark.parametrize(("finished", "expected"), [(0, 1), (1, 2), (2, 3), (3, 3)])
def test_the_round_in_play_is_the_first_with_a_game_left(backend_db: str, finished: int,
                                                          expected: int) -> None:
    assert rounds.round_in_play(three_rounds_seated(finished)) == expected


@pytest.mark.parametrize("backend_db", ["sqlite"], indirect=True)
def test_one_game_left_keeps_its_round_in_play(backend_db: str) -> None:
    tid = three_rounds_seated(1)
    games.record_final_scores(games.games_of_round(tid, 2)[0], SCORES)  # 1 of round 2's 2 tables
    assert rounds.round_in_play(tid) == 2
    assert rounds.round_in_play(tournaments.create_tournament("Empty", "jpml")) is None


@pytest.fixture
def ctx(tournament_db: Path, tmp_path: Path) -> AppContext:
    context = AppContext(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), str(tournament_db))
    context.set_tournament(three_rounds_seated(1))
    return context


def test_rounds_and_tables_open_on_the_round_in_play_and_keep_a_choice(ctx: AppContext, qtbot) -> None:
    view = RoundsView(ctx)
    qtbot.addWidget(view)
    view.refresh()
    assert view.current_round() == 2  # Enter opens a round-2 game, not round 3's
    assert all(row.seating.round == 2 for row in view.model.rows)
    view.round_list.setCurrentRow(2)  # the organiser looks at round 3 …
    view.refresh()  # … and another desk's change refreshes the view: the choice stays
    assert view.current_round() == 3


def test_tables_on_phones_open_on_the_round_in_play(ctx: AppContext, qtbot) -> None:
    dialog = PhonesDialog(ctx)
    qtbot.addWidget(dialog)
    assert dialog.round.currentData() == 2


def test_a_penalty_is_offered_for_the_round_in_play(ctx: AppContext, qtbot) -> None:
    tid = ctx.tournament_id
    dialog = AddPenaltyDialog(players.list_players(tid), rounds.round_numbers(tid),
                              in_play=rounds.round_in_play(tid))
    qtbot.addWidget(dialog)
    assert dialog.round_combo.currentData() == 2


@pytest.mark.parametrize("kind", ["seating", "tablecards", "scoresheets"])
def test_printing_asks_the_round_with_the_round_in_play_first(ctx: AppContext, qtbot, monkeypatch,
                                                              kind: str) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    asked: list[tuple[str, list[str], int]] = []

    def answer(_parent, title, _label, items, current, _editable):
        asked.append((title, list(items), current))
        return items[current], True

    monkeypatch.setattr(QInputDialog, "getItem", answer)
    built: list[object] = []

    class BuiltError(Exception):
        pass

    def job(_parent, _text, work):  # the document's job, run here and stopped once its round is known
        work(None)
        raise BuiltError

    monkeypatch.setattr(outputs, "document",
                        lambda _tid, _kind, rounds_range, **_kw: built.append(rounds_range))
    monkeypatch.setattr(printing, "run_job", job)
    monkeypatch.setattr(printing, "choose_action", lambda *_a: "pdf")
    with pytest.raises(BuiltError):
        printing.print_kind(parent, ctx, kind)
    ((title, items, current),) = asked
    assert title == printing.kind_title(kind)
    assert items == ["Round 3", "Round 2", "Round 1", "Every round"]
    assert items[current] == "Round 2"
    assert built == [(2, 2)]


def test_the_score_sheets_of_one_round_are_that_rounds_only(ctx: AppContext) -> None:
    """After round 1 the PDF had 13 pages, 8 of them blank sheets of rounds 2 and 3."""
    tid = ctx.tournament_id
    assert outputs.document(tid, "scoresheets", None).count == 6  # 3 rounds of 2 tables
    assert outputs.document(tid, "scoresheets", (2, 2)).count == 2


def test_the_table_cards_without_a_round_are_the_round_in_plays(ctx: AppContext) -> None:
    from tournament_app.export.tablecards import tablecards_document

    html = tablecards_document(ctx.tournament_id)
    assert "Round 2 · Table 1" in html and "Round 2 · Table 2" in html
    assert "Round 3" not in html and "Round 1 ·" not in html
