"""Exports cancelled half way (issue 17, item 5): the file that was there is untouched, no temporary
file is left beside it, and a new target is never created."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.export import outputs
from tournament_app.export.ema import write_ema
from tournament_app.files.progress import PARTS, Cancelled, Progress, part
from tournament_app.services.demo import create_demo

OLD = b"the workbook of last week, which must survive"


class StopAt:
    """A progress reporter that records the reports and cancels once ``share`` per mille is done."""

    def __init__(self, share: int) -> None:
        self.share = share
        self.seen: list[tuple[int, int]] = []

    def __call__(self, done: int, total: int) -> None:
        self.seen.append((done, total))
        if total and done * 1000 >= self.share * total:
            raise Cancelled


@pytest.fixture(autouse=True)
def _widgets_app(qapp: object) -> None:
    """The QApplication of the other tests: printing would otherwise make a bare QGuiApplication,
    and a later test's window could not be built in this process."""


@pytest.fixture
def league(tournament_db: Path) -> int:
    return create_demo(players_count=8, rounds_count=3, seed=7, name="Autumn league")


def _jobs(tid: int) -> dict[str, Callable[[Path, Progress], None]]:
    return {
        "workbook": lambda path, progress: outputs.export_workbook(tid, path, progress=progress),
        "ema": lambda path, progress: write_ema(tid, path, progress),
        "scoresheets": lambda path, progress: outputs.print_document(tid, "scoresheets", path,
                                                                     progress=progress),
        "standings": lambda path, progress: outputs.print_document(tid, "standings", path, progress=progress),
    }


@pytest.mark.parametrize("job", ["workbook", "ema", "scoresheets", "standings"])
@pytest.mark.parametrize("existed", [True, False])
def test_a_cancelled_export_leaves_the_folder_as_it_was(league: int, tmp_path: Path, job: str,
                                                       existed: bool) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / ("result.pdf" if job in ("scoresheets", "standings") else "result.xlsx")
    if existed:
        target.write_bytes(OLD)
    # half way; a page of standings is prepared at once: stopped while its PDF is being painted
    stop = StopAt(200 if job == "standings" else 500)
    with pytest.raises(Cancelled):
        _jobs(league)[job](target, stop)
    assert stop.seen and stop.seen[-1][0] < stop.seen[-1][1]  # it was under way, not at its end
    assert sorted(p.name for p in folder.iterdir()) == (["result.pdf" if target.suffix == ".pdf"
                                                          else "result.xlsx"] if existed else [])
    if existed:
        assert target.read_bytes() == OLD


@pytest.mark.parametrize("job", ["workbook", "ema", "scoresheets"])
def test_an_export_reports_steadily_and_then_writes_the_file(league: int, tmp_path: Path, job: str) -> None:
    target = tmp_path / ("result.pdf" if job == "scoresheets" else "result.xlsx")
    target.write_bytes(OLD)
    seen: list[tuple[int, int]] = []
    _jobs(league)[job](target, lambda done, total: seen.append((done, total)))
    assert target.read_bytes() != OLD and target.stat().st_size > 1000
    shares = [done * 1000 // total for done, total in seen if total]
    assert len(shares) >= 5 and shares == sorted(shares)  # forwards only
    assert all(0 <= done <= total for done, total in seen)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".~")] == []


def test_the_parts_of_a_job_add_up_to_one_whole() -> None:
    seen: list[tuple[int, int]] = []

    def whole(done: int, total: int) -> None:
        seen.append((done, total))

    first, second = part(whole, 0, 400), part(whole, 400, PARTS)
    assert first is not None and second is not None
    for done in range(4):
        first(done, 3)
    for done in range(11):
        second(done, 10)
    assert seen[0] == (0, PARTS) and (400, PARTS) in seen and seen[-1] == (PARTS, PARTS)
    assert [d for d, _t in seen] == sorted(d for d, _t in seen) and {t for _d, t in seen} == {PARTS}
    second(0, 0)  # a part with nothing to do reports where it starts
    assert seen[-1] == (400, PARTS)
    assert part(None, 0, 10) is None  # nobody listening: the job reports nothing
