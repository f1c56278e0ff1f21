"""The people window (issue 40, item 1) on a real database: proposals linked only when ticked and the
button pressed, merge and split by its buttons once confirmed, a version gone stale refused with
"look again" and nothing stored, the record followed, 50音順 and search, and the window whole on a
1366×768 screen in English and Japanese."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests import children
from tournament_app.services import people, players, tournaments
from tournament_app.services.people_proposals import accept, proposals
from tournament_app.storage.models import Person, Player
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.people_window import PeopleWindow
from tournament_app.words.i18n import set_language, tr

from ..services.helpers import tournament_with_players
from .screens import inside, screen_env
from .test_mnemonics import window_clashes
from .ui_helpers import capture_boxes, make_ctx

ROOT = Path(__file__).resolve().parents[2]


def _links() -> dict[int, int | None]:
    return dict(Player.select(Player.id, Player.person).tuples())


@pytest.fixture
def events(tournament_db: Path) -> tuple[list[int], list[int]]:
    """Two events with the same four players (by name and reading): four proposals."""
    _spring, first = tournament_with_players(4, name="Spring")
    _autumn, second = tournament_with_players(4, name="Autumn")
    return first, second


def _window(qtbot: QtBot, tmp_path: Path) -> PeopleWindow:
    window = PeopleWindow(make_ctx(tmp_path))
    qtbot.addWidget(window)
    window.show()
    return window


def test_only_the_ticked_proposals_are_linked_by_the_button(qtbot: QtBot, tmp_path: Path,
                                                            events: tuple[list[int], list[int]]) -> None:
    first, second = events
    window = _window(qtbot, tmp_path)
    shown = window.proposed
    assert shown.topLevelItemCount() == 4
    assert shown.topLevelItem(0).text(0) == "same name and reading (Player 00 / player 00)"
    assert shown.topLevelItem(0).text(1) == "one new person"
    assert [shown.topLevelItem(0).child(i).text(1) for i in range(2)] == ["Player 00 (Spring)",
                                                                           "Player 00 (Autumn)"]
    assert not window.link_button.isEnabled()  # nothing ticked: nothing to link
    assert set(_links().values()) == {None}  # shown, not linked

    shown.tick(0)
    shown.tick(2)
    qtbot.mouseClick(window.link_button, Qt.MouseButton.LeftButton)
    links = _links()
    assert links[first[0]] == links[second[0]] is not None
    assert links[first[2]] == links[second[2]] is not None and links[first[0]] != links[first[2]]
    assert links[first[1]] is links[second[1]] is links[first[3]] is None  # not ticked: not linked
    assert "2 links made" in window.notice.text()
    assert shown.topLevelItemCount() == 2
    tree = window.people
    assert tree.topLevelItemCount() == 2 and window.tabs.tabText(0) == "&People (2)"
    person = tree.topLevelItem(0)
    assert (person.text(1), person.text(2), person.childCount()) == ("Player 00", "player 00", 2)
    assert [person.child(i).text(3) for i in range(2)] == ["Spring", "Autumn"]


def test_a_proposal_linked_meanwhile_says_look_again_and_links_none(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        events: tuple[list[int], list[int]]) -> None:
    _first, second = events
    boxes = capture_boxes(monkeypatch)
    window = _window(qtbot, tmp_path)
    window.proposed.tick(0)
    window.proposed.tick(1)
    people.link(second[1], None)  # another desk: Player 01 of the autumn is a person now
    before = _links()
    qtbot.mouseClick(window.link_button, Qt.MouseButton.LeftButton)
    assert len(boxes.shown) == 1 and "look again" in boxes.texts()
    assert _links() == before  # Player 00's link was ticked too: all or none
    assert window.proposed.ticked() == []  # read again, nothing ticked that nobody looked at
    assert window.proposed.topLevelItemCount() == 4  # Player 01 proposed to join its person now
    assert window.proposed.topLevelItem(1).text(1).startswith("join #")


def _two_people(first: list[int], second: list[int]) -> tuple[int, int]:
    return people.link(first[0], None), people.link(second[0], None)


def test_two_people_merge_by_the_button_once_confirmed(qtbot: QtBot, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch,
                                                       events: tuple[list[int], list[int]]) -> None:
    first, second = events
    keep, gone = _two_people(first, second)
    boxes = capture_boxes(monkeypatch)
    window = _window(qtbot, tmp_path)
    assert not window.merge_button.isEnabled()
    window.people.choose(keep)
    assert not window.merge_button.isEnabled()  # one person: nothing to merge with
    window.people.choose(gone, second[0])  # a player's row chooses its person
    assert window.merge_button.isEnabled()

    boxes.answer = boxes.answer.No
    qtbot.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    assert Person.select().count() == 2  # not confirmed: nothing done
    boxes.answer = boxes.answer.Yes
    qtbot.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    _kind, title, text = boxes.shown[-1]
    assert title == "Merge two people"
    assert f"Merge #{gone} Player 00 into #{keep} Player 00?" in text
    assert f"the 1 player of #{gone} joins #{keep}, and #{gone} goes" in text
    assert [p.id for p in Person.select()] == [keep]
    assert window.notice.text() == f"#{gone} Player 00 merged into #{keep} Player 00."
    assert _links()[first[0]] == _links()[second[0]] == keep
    assert window.people.topLevelItemCount() == 1 and window.people.topLevelItem(0).childCount() == 2


def test_a_player_splits_off_and_unlinks_by_the_buttons(qtbot: QtBot, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        events: tuple[list[int], list[int]]) -> None:
    first, second = events
    accept(proposals())  # four people, each with its spring and autumn player
    person = _links()[first[1]]
    boxes = capture_boxes(monkeypatch)
    window = _window(qtbot, tmp_path)
    window.people.choose(person)
    assert not window.split_button.isEnabled() and not window.unlink_button.isEnabled()
    window.people.clearSelection()
    window.people.choose(person, second[1])
    assert window.split_button.isEnabled() and window.unlink_button.isEnabled()
    qtbot.mouseClick(window.split_button, Qt.MouseButton.LeftButton)
    assert "Split Player 01 (Autumn) off #" in boxes.texts()
    new = _links()[second[1]]
    assert new not in (None, person) and _links()[first[1]] == person
    assert Person.get_by_id(new).name == "Player 01"

    window.people.choose(new, second[1])
    assert not window.split_button.isEnabled()  # its only player: nothing to split
    qtbot.mouseClick(window.unlink_button, Qt.MouseButton.LeftButton)
    assert "has no other player: it goes" in boxes.shown[-1][2]
    assert _links()[second[1]] is None and Person.get_or_none(Person.id == new) is None
    assert window.people.topLevelItemCount() == 4 and window.proposed.topLevelItemCount() == 1


def test_a_person_changed_meanwhile_says_look_again_and_nothing_is_stored(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        events: tuple[list[int], list[int]]) -> None:
    first, second = events
    keep, gone = _two_people(first, second)
    boxes = capture_boxes(monkeypatch)
    window = _window(qtbot, tmp_path)
    window.people.choose(keep)
    window.people.choose(gone)
    people.link(first[1], gone, seen=Person.get_by_id(gone).version)  # another desk, not seen here yet
    before = (_links(), {p.id: p.version for p in Person.select()})
    qtbot.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    assert [kind for kind, _t, _x in boxes.shown] == ["question", "warning"]  # confirmed, then one message
    assert "changed at another desk" in boxes.shown[1][2] and "look again" in boxes.shown[1][2]
    assert (_links(), {p.id: p.version for p in Person.select()}) == before
    assert window.people.chosen() == [] and not window.merge_button.isEnabled()  # read again
    assert window.people.topLevelItem(1).childCount() == 2  # as it now is

    window.people.choose(gone, first[1])
    people.unlink(first[0], seen=Person.get_by_id(keep).version)  # this one was not chosen: no matter
    _winter, [third] = tournament_with_players(1, name="Winter")
    people.link(third, gone, seen=Person.get_by_id(gone).version)  # the chosen one's person changes
    qtbot.mouseClick(window.split_button, Qt.MouseButton.LeftButton)
    assert boxes.shown[-1][0] == "warning" and "look again" in boxes.shown[-1][2]
    assert _links()[first[1]] == gone  # not split


def test_the_window_follows_the_record_and_drops_a_choice_changed_elsewhere(
        qtbot: QtBot, tmp_path: Path, events: tuple[list[int], list[int]]) -> None:
    first, second = events
    keep, gone = _two_people(first, second)
    window = _window(qtbot, tmp_path)
    window.people.choose(keep)
    window.people.choose(gone)
    people.link(second[1], keep, seen=Person.get_by_id(keep).version)
    window.ctx.notify()  # as when the watcher sees another desk's change
    assert window.people.topLevelItem(0).childCount() == 2
    assert [c.person_id for c in window.people.chosen()] == [gone]  # still as it was chosen
    assert "changed at another desk" in window.notice.text()
    assert window.proposed.topLevelItemCount() == 2


def test_people_are_in_reading_order_and_found_by_name_or_reading(qtbot: QtBot, tmp_path: Path,
                                                                  tournament_db: Path) -> None:
    names = (("佐藤 太郎", "さとう たろう"), ("伊藤 彩", "いとう あや"), ("阿部 健", "あべ けん"))
    for event in ("Spring", "Autumn"):
        tid = tournaments.create_tournament(event, "jpml")
        for i, (name, reading) in enumerate(names):
            pid = players.add_player(tid, name, reading=reading, member_no=f"{event[0]}-{i}")
            players.set_ema_details(tid, pid, ema_number=f"0700000{i}")
    accept(proposals())
    window = _window(qtbot, tmp_path)
    tree = window.people
    assert [tree.topLevelItem(i).text(1) for i in range(3)] == ["阿部 健", "伊藤 彩", "佐藤 太郎"]
    abe = tree.topLevelItem(0)
    assert [(abe.child(i).text(4), abe.child(i).text(5)) for i in range(2)] == [("07000002", "S-2"),
                                                                                 ("07000002", "A-2")]
    window.search.setText("いとう")
    assert [tree.topLevelItem(i).isHidden() for i in range(3)] == [True, False, True]
    window.search.setText("佐藤")
    assert [tree.topLevelItem(i).isHidden() for i in range(3)] == [True, True, False]
    assert window.count.text() == "1 person shown"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_menu_opens_one_window_whose_alt_keys_are_unique(qtbot: QtBot, tmp_path: Path, lang: str,
                                                            events: tuple[list[int], list[int]]) -> None:
    set_language(lang)
    main = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                      str(tmp_path / "tournament.sqlite3"))
    qtbot.addWidget(main)
    wanted = tr("ui.main", "People &across events…")
    action = next(a for menu in main.menuBar().actions() if menu.menu() is not None
                  for a in menu.menu().actions() if a.text() == wanted)
    action.trigger()
    window = main.findChild(PeopleWindow)
    assert window is not None and window.isVisible()
    action.trigger()
    assert main.findChildren(PeopleWindow) == [window]  # shown again, not a second one
    assert window_clashes(qtbot, window) == {}
    main.switch_language("en" if lang == "ja" else "ja")
    again = main.show_people()
    assert again is not window and main.findChildren(PeopleWindow) == [again]  # in the new language
    assert again.windowTitle() == tr("ui.people", "People across events") != window.windowTitle()


def test_a_merge_the_records_refuse_is_said_once_and_stores_nothing(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        events: tuple[list[int], list[int]]) -> None:
    first, _second = events
    one, other = people.link(first[0], None), people.link(first[1], None)  # both play in the spring
    boxes = capture_boxes(monkeypatch)
    window = _window(qtbot, tmp_path)
    window.people.choose(one)
    window.people.choose(other)
    qtbot.mouseClick(window.merge_button, Qt.MouseButton.LeftButton)
    assert [(kind, title) for kind, title, _x in boxes.shown] == [("question", "Merge two people"),
                                                                  ("warning", "Cannot do that")]
    assert "Player 00 and Player 01 both play in Spring: they are two people" in boxes.shown[1][2]
    assert Person.select().count() == 2 and _links()[first[1]] == other


OPEN = r"""
import json, sys
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QAbstractButton, QTreeWidget
from tournament_app.words.i18n import set_language, tr
from tournament_app.services import players, tournaments
from tournament_app.storage.database import open_database
from tournament_app.ui.app import application
from tournament_app.ui.main_window import MainWindow
from tournament_app.ui.placement import placed
from tournament_app.services.people_proposals import accept, proposals

db, ini, shots, lang = sys.argv[1:5]
app = application()
set_language(lang)
open_database(db)
NAMES = [("佐藤 太郎", "さとう たろう"), ("鈴木 花子", "すずき はなこ"), ("高橋 健一", "たかはし けんいち"),
         ("田中 美咲", "たなか みさき"), ("伊藤 翔", "いとう しょう"), ("渡辺 彩", "わたなべ あや"),
         ("山本 大輔", "やまもと だいすけ"), ("中村 優子", "なかむら ゆうこ")]
for event in ("春季リーグ 第1節", "夏季オープン", "秋季リーグ 第1節"):
    tid = tournaments.create_tournament(event, "jpml")
    for i, (name, reading) in enumerate(NAMES):
        pid = players.add_player(tid, name, reading=reading, member_no=f"JP-{i + 100}")
        players.set_ema_details(tid, pid, ema_number=f"070{i:05d}")
accept(proposals()[:4])
window = MainWindow(QSettings(ini, QSettings.Format.IniFormat), db)
window.show()
people = window.show_people()
for _ in range(200):
    app.processEvents()
    if placed(people):
        break
area, frame = people.screen().availableGeometry(), people.frameGeometry()
out = {"area": [area.x(), area.y(), area.width(), area.height()],
       "frame": [frame.x(), frame.y(), frame.width(), frame.height()], "tabs": []}
for index in range(people.tabs.count()):
    people.tabs.setCurrentIndex(index)
    app.processEvents()
    buttons = [b for b in people.findChildren(QAbstractButton) if b.isVisible()]
    tree = next(t for t in people.findChildren(QTreeWidget) if t.isVisible())
    whole = {b.text() or type(b).__name__: b.visibleRegion().boundingRect().size() == b.size()
             and people.rect().contains(QRect(b.mapTo(people, QPoint(0, 0)), b.size())) for b in buttons}
    glob = [[r.x(), r.y(), r.width(), r.height()] for r in
            (QRect(b.mapToGlobal(QPoint(0, 0)), b.size()) for b in buttons)]
    first = tree.visualItemRect(tree.topLevelItem(0))
    out["tabs"].append({"whole": whole, "buttons": glob, "tree": [tree.width(), tree.viewport().height()],
                        "row": first.height(), "sideways": tree.horizontalScrollBar().maximum()})
    if shots:
        people.grab().save(f"{shots}/people-{lang}-{index}.png")
print(json.dumps(out))
"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_window_is_whole_on_a_1366x768_screen(tmp_path: Path, lang: str) -> None:
    env = screen_env(tmp_path, [(1366, 768)])
    env["PYTHONPATH"] = str(ROOT)
    done = children.run([sys.executable, "-c", OPEN, str(tmp_path / "t.sqlite3"), str(tmp_path / "s.ini"),
                         env.get("SCREEN_SHOTS", ""), lang], capture_output=True, env=env, timeout=300,
                        check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["area"][2:] == [1366, 768]
    assert inside(shown["frame"], shown["area"])
    for tab in shown["tabs"]:
        assert all(tab["whole"].values()), tab["whole"]
        assert all(inside(b, shown["area"]) for b in tab["buttons"])
        assert tab["tree"][1] >= 12 * tab["row"]  # a dozen rows of the list in view
        assert tab["sideways"] == 0  # every column in view
