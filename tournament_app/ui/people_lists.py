"""The two lists of the people window (ui.people_window): the people with their players, and the links
the records propose. They show what they are given and say what the organiser chose; the window reads
and writes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from tournament_app.services.people import PersonRow
from tournament_app.services.people_proposals import Proposal
from tournament_app.services.text import name_key
from tournament_app.words.i18n import tr

CTX = "ui.people"
ROLE = Qt.ItemDataRole.UserRole
COLUMN_ROOM = 16  # px beside a column's widest text


@dataclass(frozen=True)
class Chosen:
    """A row the organiser chose: a person (``player_id`` None) or one of its players, with the
    person's version as shown when it was chosen (what a write names as ``seen``)."""

    person_id: int
    version: int
    player_id: int | None = None


def reason_text(proposal: Proposal) -> str:
    """The reason as the command line says it (people propose), with the shared value."""
    reason = {"ema": tr(CTX, "same EMA number"), "member": tr(CTX, "same member number"),
              "name": tr(CTX, "same name and reading")}[proposal.reason]
    return tr(CTX, "{reason} ({value})").format(reason=reason, value=proposal.value)


def into_text(proposal: Proposal) -> str:
    if proposal.person_id is None:
        return tr(CTX, "one new person")
    return tr(CTX, "join #{number} {name}").format(number=proposal.person_id, name=proposal.person_name)


class PeopleTree(QTreeWidget):
    """Each person (number, name, reading, numbers) with its players under it (name, tournaments,
    numbers). Several rows can be chosen: a player, or two people to merge."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels([tr(CTX, "No."), tr(CTX, "Name"), tr(CTX, "Reading"), tr(CTX, "Tournaments"),
                              tr(CTX, "EMA number"), tr(CTX, "Member number")])
        self.setAlternatingRowColors(True)
        self.setSortingEnabled(False)  # in the order given: 50音順, as every list of names
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.header().setStretchLastSection(False)
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.people: list[PersonRow] = []

    def show_people(self, people: Sequence[PersonRow], keep: Sequence[Chosen]) -> list[Chosen]:
        """Show ``people``; the rows of ``keep`` whose person is still at the version chosen stay
        chosen (a person changed meanwhile is chosen afresh, by a look at it as it now is). Returns
        what stays chosen."""
        self.blockSignals(True)
        try:
            self.clear()
            self.people = list(people)
            wanted = {(c.person_id, c.version, c.player_id) for c in keep}
            kept = []
            for person in people:
                top = QTreeWidgetItem(self, [f"#{person.id}", person.name, person.reading, "",
                                             person.ema_number, person.member_no])
                font = top.font(1)
                font.setBold(True)
                top.setFont(1, font)
                top.setData(0, ROLE, Chosen(person.id, person.version))
                top.setText(3, tr(CTX, "%n players", len(person.players)))
                for player in person.players:
                    child = QTreeWidgetItem(top, ["", player.name, "", ", ".join(player.tournaments),
                                                  player.ema_number, player.member_no])
                    child.setData(0, ROLE, Chosen(person.id, person.version, player.player_id))
                top.setExpanded(True)
            for item in self._items():
                chosen: Chosen = item.data(0, ROLE)
                if (chosen.person_id, chosen.version, chosen.player_id) in wanted:
                    item.setSelected(True)
                    kept.append(chosen)
            for column in (0, 1, 2, 4, 5):  # (with room: the bold names are measured in the plain font)
                self.resizeColumnToContents(column)
                self.setColumnWidth(column, self.columnWidth(column) + COLUMN_ROOM)
        finally:
            self.blockSignals(False)
        return kept

    def _items(self) -> list[QTreeWidgetItem]:
        out = []
        for i in range(self.topLevelItemCount()):
            top = self.topLevelItem(i)
            out.append(top)
            out += [top.child(j) for j in range(top.childCount())]
        return out

    def filter(self, text: str) -> int:
        """Only the people whose name or reading (or a player's name) holds ``text``; returns how many
        are shown."""
        needle = name_key(text).casefold()
        shown = 0
        for i, person in enumerate(self.people):
            names = [person.name, person.reading, *(p.name for p in person.players)]
            hit = not needle or any(needle in name_key(n).casefold() for n in names)
            self.topLevelItem(i).setHidden(not hit)
            shown += hit
        return shown

    def chosen(self) -> list[Chosen]:
        return [item.data(0, ROLE) for item in self.selectedItems()]

    def person(self, person_id: int) -> PersonRow | None:
        return next((p for p in self.people if p.id == person_id), None)

    def choose(self, person_id: int, player_id: int | None = None) -> None:
        """Add a person's row (or one of its players') to what is chosen, as a Ctrl+click does."""
        for item in self._items():
            chosen: Chosen = item.data(0, ROLE)
            if chosen.person_id == person_id and chosen.player_id == player_id:
                item.setSelected(True)


class ProposalsTree(QTreeWidget):
    """Each proposed link with its reason and its players under it; a box to tick for each: nothing
    is linked but what is ticked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels([tr(CTX, "Reason"), tr(CTX, "Link")])
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.header().setStretchLastSection(True)
        self.proposals: list[Proposal] = []

    def show_proposals(self, proposals: Sequence[Proposal], keep: bool = True) -> None:
        """Show ``proposals``; one ticked before stays ticked when it is proposed as it was (``keep``
        False: none stays ticked)."""
        ticked = set(self.ticked()) if keep else set()
        self.blockSignals(True)  # (its boxes set as built: the window hears once, after)
        try:
            self.clear()
            self.proposals = list(proposals)
            for proposal in proposals:
                top = QTreeWidgetItem(self, [reason_text(proposal), into_text(proposal)])
                top.setFlags(top.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                top.setCheckState(0, Qt.CheckState.Checked if proposal in ticked else Qt.CheckState.Unchecked)
                for label in proposal.labels:
                    QTreeWidgetItem(top, ["", label])
                top.setExpanded(True)
        finally:
            self.blockSignals(False)
        self.resizeColumnToContents(0)

    def ticked(self) -> list[Proposal]:
        return [p for i, p in enumerate(self.proposals)
                if self.topLevelItem(i).checkState(0) == Qt.CheckState.Checked]

    def tick_all(self, on: bool) -> None:
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        for i in range(self.topLevelItemCount()):
            self.topLevelItem(i).setCheckState(0, state)

    def tick(self, index: int, on: bool = True) -> None:
        self.topLevelItem(index).setCheckState(0, Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
