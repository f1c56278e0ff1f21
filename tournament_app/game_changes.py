"""What another desk (or a table's phone) changed in a game, as a referee would say it.

Told by the score desk when it follows another desk's change, and by the phones' pages when their
entry meets a game that moved on (the 409 of ``POST {table link}/hands``): both read it from here.
"""

from __future__ import annotations

from tournament_app import display
from tournament_app.i18n import tr
from tournament_app.services.history import hand_changes
from tournament_app.services.rows import GameView

CTX = "ui.desk"  # the desk's wording, first written for the desk: its translations are kept


def changed_numbers(old: GameView, new: GameView) -> set[int]:
    """The hands of ``new`` that ``old`` did not show as they are (added, corrected, moved)."""
    changes = hand_changes(new.rules, list(old.hands), list(new.hands))
    return {c.number for c in changes if c.after is not None}


def change_summary(old: GameView, new: GameView, *, brief: bool = False) -> str:
    """What another desk changed between two views of one game, as a referee would say it.
    ``brief``: a hand recorded is named by its number and round only (the desk highlights it in its
    log, and its notice has two lines on a laptop for this and what becomes of the referee's entry)."""
    parts = []
    changes = hand_changes(new.rules, list(old.hands), list(new.hands))
    added = [c for c in changes if c.before is None and c.after is not None]
    if changes and len(added) == len(changes) and added[0].number == len(old.hands) + 1:
        for c in added:
            o = c.after
            label = display.round_label(o.round, o.honba)
            parts.append(tr(CTX, "hand {n} ({label}) was recorded").format(n=c.number, label=label) if brief
                         else tr(CTX, "hand {n} ({label}: {text}) was recorded").format(
                             n=c.number, label=label, text=display.outcome_text(o, new.names)))
    elif changes and all(c.after is None for c in changes) and changes[0].number == len(new.hands) + 1:
        parts.append(tr(CTX, "hand {n} was undone").format(n=changes[0].number))
    elif len(changes) == 1 and changes[0].before is not None and changes[0].after is not None:
        c = changes[0]
        parts.append(tr(CTX, "hand {n} ({label}) was corrected").format(
            n=c.number, label=display.round_label(c.after.round, c.after.honba)))
    elif changes:
        parts.append(tr(CTX, "hands {first}–{last} were changed").format(
            first=changes[0].number, last=max(len(old.hands), len(new.hands))))
    if old.player_ids != new.player_ids:
        parts.append(tr(CTX, "seats were swapped"))
    if old.state != "finished" and new.state == "finished":
        parts.append(tr(CTX, "the game was finished"))
    elif old.state == "finished" and new.state != "finished":
        parts.append(tr(CTX, "the game was reopened"))
    if not parts:
        parts.append(tr(CTX, "the game was changed"))
    return tr(CTX, "At another desk meanwhile: {what}.").format(what=tr(CTX, "; ").join(parts))
