"""A hand being edited (F2) or inserted (Insert) at the desk, named by what it is, not by its number.

An edit is decided on the hand as shown: its record and the hands before it (they give it its round,
dealer and honba, and so the meaning of the value typed). While hands 1..N are what they were, the
edit follows the game (another desk's hand at the end is only looked at again); once another desk
undoes, deletes or corrects hand N, or changes a hand before it, the edit is refused for good: it says
what became of the hand, keeps what was typed on screen, and Enter never applies it to the hand that
now has the number.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tournament_app.rules.game import HandOutcome
from tournament_app.services.history import hand_changes
from tournament_app.services.rows import GameView
from tournament_app.texts import display
from tournament_app.words.i18n import tr

CTX = "ui.desk"


@dataclass(frozen=True)
class Editing:
    mode: str  # "edit": hand ``number`` is replaced; "insert": a hand goes in before it
    number: int
    hands: tuple[dict[str, Any], ...]  # the stored records of hands 1..number when it began
    shown: HandOutcome  # hand ``number`` as it was then: its round, dealer, honba, the scores before it
    refused: str = ""  # why it can no longer be saved (the hand is gone or moved): Esc drops it

    @classmethod
    def of(cls, mode: str, number: int, view: GameView) -> Editing:
        return cls(mode, number, tuple(view.hands[:number]), view.outcomes[number - 1])

    @property
    def label(self) -> str:
        return display.round_label(self.shown.round, self.shown.honba)

    def holds_in(self, view: GameView) -> bool:
        """Hand ``number`` of ``view`` is still the hand this edit was decided on."""
        return not self.refused and tuple(view.hands[:self.number]) == self.hands


def what_became(editing: Editing, old: GameView, new: GameView, *, phone: bool = False) -> str:
    """The sentence that refuses ``editing`` after another desk's change from ``old`` to ``new``
    (hand N undone, deleted, changed, or moved by a change before it); "" while the edit still holds."""
    if editing.refused or editing.holds_in(new):
        return editing.refused
    n, basis, now = editing.number, editing.hands, tuple(new.hands)
    changes = hand_changes(new.rules, list(old.hands), list(new.hands))
    first = changes[0].number if changes else n
    if len(now) < n and now == basis[:len(now)]:
        what = "undone"  # taken back from the end, hand N with them
    elif first < n or (changes and changes[0].before is None):
        what = "moved"  # a hand before it was changed, inserted or removed
    elif changes and changes[0].after is None:
        what = "deleted"
    else:
        what = "changed"  # corrected, or undone and another hand recorded in its place
    where = tr(CTX, "from the table's phone") if phone else tr(CTX, "at another desk")
    if editing.mode == "edit":
        text = {
            "undone": tr(CTX, "Hand {n} ({label}), which you were editing, was undone {where}: nothing "
                              "saved."),
            "deleted": tr(CTX, "Hand {n} ({label}), which you were editing, was deleted {where}: nothing "
                               "saved."),
            "changed": tr(CTX, "Hand {n} ({label}), which you were editing, was changed {where}: nothing "
                               "saved."),
            "moved": tr(CTX, "Hand {n} ({label}), which you were editing, is no longer hand {n}: a hand "
                             "before it was changed {where}. Nothing saved."),
        }[what]
    else:
        text = {
            "undone": tr(CTX, "Hand {n} ({label}), before which you were inserting a hand, was undone "
                              "{where}: nothing saved."),
            "deleted": tr(CTX, "Hand {n} ({label}), before which you were inserting a hand, was deleted "
                               "{where}: nothing saved."),
            "changed": tr(CTX, "Hand {n} ({label}), before which you were inserting a hand, was changed "
                               "{where}: nothing saved."),
            "moved": tr(CTX, "Hand {n} ({label}), before which you were inserting a hand, is no longer "
                             "hand {n}: a hand before it was changed {where}. Nothing saved."),
        }[what]
    return text.format(n=n, label=editing.label, where=where)
