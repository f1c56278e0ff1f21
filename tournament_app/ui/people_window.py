"""People across events (issue 40, item 1): the organiser's window on the person registry.

One tab lists every person with their players in each event (50音順, searchable); a chosen player can
be unlinked or split off into a person of its own, and two chosen people merged. The other lists the
links the records propose, each with its reason: only those ticked are linked, and only by the
button. Every write names the versions shown when the rows were chosen (``seen``): a person changed
at another desk meanwhile is refused, said once, and the lists are read again. The window follows
the record while it is open.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament_app.platform import colours
from tournament_app.services import people
from tournament_app.services.base import ConflictError
from tournament_app.services.people_proposals import accept, proposals
from tournament_app.ui.context import AppContext, ConnectionLine, guarded_refresh, watch
from tournament_app.ui.errors import user_errors
from tournament_app.ui.people_lists import Chosen, PeopleTree, ProposalsTree
from tournament_app.ui.placement import fit_to_screen
from tournament_app.words.i18n import language, tr

CTX = "ui.people"


class PeopleWindow(QWidget):
    """See the module's docstring. A window of its own beside the main window (its child: it closes
    with it)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(tr(CTX, "People across events"))
        self.ctx = ctx
        self.language = language()  # its texts' (the main window opens it anew after a switch)

        self.people = PeopleTree()
        self.people.itemSelectionChanged.connect(self._chosen_changed)
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr(CTX, "name or reading"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        find = QLabel(tr(CTX, "&Find:"))
        find.setBuddy(self.search)
        self.count = QLabel()
        top = QHBoxLayout()
        top.addWidget(find)
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        self.unlink_button = QPushButton(tr(CTX, "&Unlink player…"))
        self.unlink_button.setToolTip(tr(CTX, "The chosen player is linked to nobody again."))
        self.unlink_button.clicked.connect(self.unlink)
        self.split_button = QPushButton(tr(CTX, "&Split into a person of their own…"))
        self.split_button.setToolTip(tr(CTX, "The chosen player's record leaves its person and becomes a "
                                             "new person, made from the player's details."))
        self.split_button.clicked.connect(self.split)
        self.merge_button = QPushButton(tr(CTX, "&Merge the two chosen…"))
        self.merge_button.setToolTip(tr(CTX, "Choose two people (Ctrl+click) who are one: the players "
                                             "of the newer join the older."))
        self.merge_button.clicked.connect(self.merge)
        people_buttons = QHBoxLayout()
        for button in (self.unlink_button, self.split_button, self.merge_button):
            people_buttons.addWidget(button)
        people_buttons.addStretch()
        people_page = QWidget()
        people_layout = QVBoxLayout(people_page)
        people_layout.addLayout(top)
        people_layout.addWidget(self.people, 1)
        people_layout.addLayout(people_buttons)

        self.proposed = ProposalsTree()
        self.proposed.itemChanged.connect(lambda *_a: self._ticked_changed())
        hint = QLabel(tr(CTX, "Tick the links that are right, then press Link the chosen: nothing is "
                              "linked until then. A link that would put one person twice in an event is "
                              "not proposed."))
        hint.setWordWrap(True)
        self.all_button = QPushButton(tr(CTX, "Choose &all"))
        self.all_button.clicked.connect(lambda: self.proposed.tick_all(True))
        self.none_button = QPushButton(tr(CTX, "Choose &none"))
        self.none_button.clicked.connect(lambda: self.proposed.tick_all(False))
        self.link_button = QPushButton(tr(CTX, "&Link the chosen"))
        self.link_button.clicked.connect(self.link_chosen)
        proposal_buttons = QHBoxLayout()
        proposal_buttons.addWidget(self.all_button)
        proposal_buttons.addWidget(self.none_button)
        proposal_buttons.addStretch()
        proposal_buttons.addWidget(self.link_button)
        proposals_page = QWidget()
        proposals_layout = QVBoxLayout(proposals_page)
        proposals_layout.addWidget(hint)
        proposals_layout.addWidget(self.proposed, 1)
        proposals_layout.addLayout(proposal_buttons)

        self.tabs = QTabWidget()
        self.tabs.addTab(people_page, "")
        self.tabs.addTab(proposals_page, "")
        self.notice = QLabel()  # what the last action did, or why a choice was dropped
        self.notice.setWordWrap(True)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.notice)
        layout.addWidget(ConnectionLine(ctx))  # a window of its own: says so when the database is away
        layout.addWidget(close)
        watch(ctx, self, self.refresh)
        fit_to_screen(self, QSize(1100, 700))
        self.refresh()

    # -- reading ------------------------------------------------------------------------------------
    @guarded_refresh
    def refresh(self, *, keep: bool = True) -> None:
        """Read the people and the proposals again; what was chosen stays chosen while its person is as
        it was when chosen (``keep`` False: nothing stays chosen)."""
        chosen = self.people.chosen() if keep else []
        with user_errors(self) as failed:
            listed = people.list_people()
            found = proposals()
        if failed:
            return
        kept = self.people.show_people(listed, chosen)
        if len(kept) < len(chosen):
            self._say(tr(CTX, "A person you had chosen was changed at another desk: look again and choose "
                              "anew."), "notice")
        self.proposed.show_proposals(found, keep)
        self.tabs.setTabText(0, tr(CTX, "&People (%n)", len(listed)))
        self.tabs.setTabText(1, tr(CTX, "Pr&oposed links (%n)", len(found)))
        self._filter()
        self._chosen_changed()
        self._ticked_changed()

    def _filter(self) -> None:
        shown = self.people.filter(self.search.text())
        self.count.setText(tr(CTX, "%n people shown", shown))

    def _chosen_changed(self) -> None:
        chosen = self.people.chosen()
        player = self._one_player(chosen)
        self.unlink_button.setEnabled(player is not None)
        person = None if player is None else self.people.person(player.person_id)
        self.split_button.setEnabled(person is not None and len(person.players) > 1)
        self.merge_button.setEnabled(len({c.person_id for c in chosen}) == 2)

    def _ticked_changed(self) -> None:
        self.link_button.setEnabled(bool(self.proposed.ticked()))

    @staticmethod
    def _one_player(chosen: list[Chosen]) -> Chosen | None:
        return chosen[0] if len(chosen) == 1 and chosen[0].player_id is not None else None

    def _say(self, text: str, role: str = "positive") -> None:
        self.notice.setText(text)
        colours.paint(self.notice, role)

    # -- writing ------------------------------------------------------------------------------------
    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _written(self, failed: list[Exception], done: str) -> None:
        """After a write: said and read again; refused as changed meanwhile, read again with nothing
        chosen (the message said "look again")."""
        if failed and isinstance(failed[0], ConflictError):
            self._say("")  # the message said it: one message
            self.refresh(keep=False)
            return
        if failed:
            return
        self.people.clearSelection()  # done: what was chosen is chosen afresh, by a look at it now
        self.proposed.tick_all(False)
        self.ctx.notify()  # every window reads again, this one too (watch)
        self._say(done)

    def _player_of(self, chosen: Chosen) -> tuple[str, str, str]:
        """The player's name, its tournaments and its person's "#N name", as shown."""
        person = self.people.person(chosen.person_id)
        assert person is not None
        player = next(p for p in person.players if p.player_id == chosen.player_id)
        return player.name, ", ".join(player.tournaments), f"#{person.id} {person.name}"

    def unlink(self) -> None:
        chosen = self._one_player(self.people.chosen())
        if chosen is None:
            return
        name, events, person = self._player_of(chosen)
        others = len(self.people.person(chosen.person_id).players) - 1  # type: ignore[union-attr]
        text = tr(CTX, "Unlink {player} ({tournaments}) from {person}? The player is then linked to "
                       "nobody.").format(player=name, tournaments=events, person=person)
        if others == 0:
            text += " " + tr(CTX, "{person} has no other player: it goes.").format(person=person)
        if not self._ask(tr(CTX, "Unlink player"), text):
            return
        with user_errors(self) as failed:
            people.unlink(chosen.player_id, seen=chosen.version)  # type: ignore[arg-type]
        self._written(failed, tr(CTX, "{player} is no longer linked to {person}.").format(
            player=name, person=person))

    def split(self) -> None:
        chosen = self._one_player(self.people.chosen())
        if chosen is None:
            return
        name, events, person = self._player_of(chosen)
        if not self._ask(tr(CTX, "Split into a person of their own"), tr(
                CTX, "Split {player} ({tournaments}) off {person}? {player} becomes a new person of their "
                     "own, made from the player's details; {person} keeps its other players.").format(
                player=name, tournaments=events, person=person)):
            return
        with user_errors(self) as failed:
            number = people.split(chosen.player_id, seen=chosen.version)  # type: ignore[arg-type]
        self._written(failed, "" if failed else tr(CTX, "{player} is person #{number}.").format(
            player=name, number=number))

    def merge(self) -> None:
        chosen = self.people.chosen()
        seen = {c.person_id: c.version for c in chosen}
        if len(seen) != 2:
            return
        keep_id, gone_id = sorted(seen)  # the older person stays: its number is the one known
        keep, gone = self.people.person(keep_id), self.people.person(gone_id)
        assert keep is not None and gone is not None
        text = tr(CTX, "Merge #{other} {other_name} into #{number} {name}? They are one person: the %n "
                       "players of #{other} join #{number}, and #{other} goes. The name and details of "
                       "#{number} stay; those it lacks are taken from #{other}.", len(gone.players)).format(
            other=gone.id, other_name=gone.name, number=keep.id, name=keep.name)
        if not self._ask(tr(CTX, "Merge two people"), text):
            return
        with user_errors(self) as failed:
            people.merge(keep_id, gone_id, seen=(seen[keep_id], seen[gone_id]))
        self._written(failed, tr(CTX, "#{other} {other_name} merged into #{number} {name}.").format(
            other=gone.id, other_name=gone.name, number=keep.id, name=keep.name))

    def link_chosen(self) -> None:
        """The ticked proposals, as shown: all of them linked, or none when one changed meanwhile."""
        ticked = self.proposed.ticked()
        if not ticked:
            return
        with user_errors(self) as failed:
            made = accept(ticked)
        self._written(failed, "" if failed else tr(CTX, "%n links made.", len(made)))
