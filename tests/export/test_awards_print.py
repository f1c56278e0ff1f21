"""The awards for the prize-giving (issue 40 item 2): the chosen awards, their winners with ties, the
figure and what it rests on, read back from the PDF."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.services.helpers import stats_event
from tournament_app.cli.main import main
from tournament_app.export.outputs import print_document
from tournament_app.words.i18n import set_language
from tournament_app.words.messages import UserError

from . import helpers as h


def _lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def test_the_chosen_awards_print_in_their_order_with_ties_and_what_they_rest_on(
        qapp: Any, backend_db: str, tmp_path: Path) -> None:
    tid, _ids = stats_event()  # players 01-03 win once each in 6 hands, player 03 a yakuman
    pdf = tmp_path / "awards.pdf"
    print_document(tid, "awards", pdf, awards=["most_wins", "largest_hand", "lowest_deal_in_rate"])
    lines = _lines(h.pdf_text(pdf))
    body = lines[lines.index("Most wins"):]
    assert "Best win rate" not in body  # not chosen
    assert body.index("Most wins") < body.index("Largest hand") < body.index("Lowest deal-in rate")
    wins = body[body.index("Most wins"):body.index("Largest hand")]
    assert [line for line in wins if line.startswith("Player")] == [
        "Player 01 1 of 6 hands", "Player 02 1 of 6 hands", "Player 03 1 of 6 hands"]
    assert "Shared by 3 players with the same figure." in wins
    largest = body[body.index("Largest hand"):body.index("Lowest deal-in rate")]
    assert "Player 03 32,000 of 1 win" in largest and "Shared by" not in " ".join(largest)
    deal_in = body[body.index("Lowest deal-in rate"):]
    assert "Player 01 0.0% of 6 hands" in deal_in  # player 00 dealt in once: out of it
    assert not any(line.startswith("Player 00") for line in deal_in)
    assert any(line.startswith("Among the players who played at least 3 hands") for line in deal_in)
    assert "Ippatsu and ura dora are not counted: the game record holds neither." in body


def test_the_awards_print_in_japanese(qapp: Any, backend_db: str, tmp_path: Path) -> None:
    tid, _ids = stats_event()
    set_language("ja")
    pdf = tmp_path / "awards.pdf"
    print_document(tid, "awards", pdf, awards=["largest_hand", "best_win_rate"])
    text = h.pdf_text(pdf)
    assert "最高打点賞" in text and "最高和了率賞" in text and "最多和了賞" not in text
    assert "和了1回中" in text.replace(" ", "") or "1和了中" in text.replace(" ", "")
    assert "一発・裏ドラ" in text


def test_an_award_with_no_hands_says_so(qapp: Any, backend_db: str, tmp_path: Path) -> None:
    from tests.services.helpers import tournament_with_players

    tid, _ids = tournament_with_players(4)
    pdf = tmp_path / "awards.pdf"
    print_document(tid, "awards", pdf, awards=["most_wins"])
    assert "No hand has been recorded for this award yet." in " ".join(_lines(h.pdf_text(pdf)))


@pytest.mark.parametrize("chosen", [["most_wins", "best_hair"], []])
def test_an_unknown_or_empty_choice_is_refused_and_nothing_is_written(
        qapp: Any, backend_db: str, tmp_path: Path, chosen: list[str]) -> None:
    tid, _ids = stats_event()
    pdf = tmp_path / "awards.pdf"
    with pytest.raises(UserError, match=r"best_hair|at least one award"):
        print_document(tid, "awards", pdf, awards=chosen)
    assert not pdf.exists()


def test_print_awards_on_the_command_line(qapp: Any, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    from tests.cli.test_stats_cmds import _event

    db = _event(tmp_path, capsys)
    pdf = tmp_path / "a.pdf"
    assert main(["--lang", "en", "--db", db, "print", "awards", "--out", str(pdf), "--award",
                 "largest_hand,most_wins"]) == 0
    capsys.readouterr()
    lines = _lines(h.pdf_text(pdf))
    assert "Largest hand" in lines and "Most wins" in lines and "Best win rate" not in lines
    for args in (["print", "awards", "--out", str(tmp_path / "b.pdf"), "--award", "most_wins,nope"],
                 ["print", "standings", "--out", str(tmp_path / "b.pdf"), "--award", "most_wins"]):
        code = main(["--lang", "en", "--db", db, *args])
        out, err = capsys.readouterr()
        assert (code, out) == (2, "") and len(err.strip().splitlines()) == 1
        assert "nope" in err or "--award is for print awards only" in err
    assert not (tmp_path / "b.pdf").exists()
