"""What another desk (or a table's phone) changed in a game, as a referee would say it.

Told by the score desk when it follows another desk's change, and by the phones' pages when their
entry meets a game that moved on (the 409 of ``POST {table link}/hands``): both read it from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.services.history import hand_changes
from tournament_app.services.rows import GameView
from tournament_app.texts import display
from tournament_app.words.i18n import LANGUAGES, in_language, tr

CTX = "ui.desk"  # the desk's wording, first written for the desk: its translations are kept
# how the venue server names a table's phone in the audit trail (web.site, in the server's language,
# then the phone's address): the desk reads it back to say a change came from the table's phone
PHONE_CTX, PHONE_NAME = "web", "table {table} phone"


def changed_numbers(old: GameView, new: GameView) -> set[int]:
    """The hands of ``new`` that ``old`` did not show as they are (added, corrected, moved)."""
    changes = hand_changes(new.rules, list(old.hands), list(new.hands))
    return {c.number for c in changes if c.after is not None}


def by_phone(authors: Sequence[str], table: int) -> bool:
    """Every one of ``authors`` (audit entries' "who") is table ``table``'s phone, in any language the
    server spoke."""
    names = []
    for lang in LANGUAGES:
        with in_language(lang):
            names.append(tr(PHONE_CTX, PHONE_NAME).format(table=table) + " ")
    return bool(authors) and all(a.startswith(tuple(names)) for a in authors)


def change_summary(old: GameView, new: GameView, *, brief: bool = False, phone: bool = False) -> str:
    """What another desk changed between two views of one game, as a referee would say it.
    ``brief``: a hand recorded is named by its number and round only (the desk highlights it in its
    log, and its notice has two lines on a laptop for this and what becomes of the referee's entry).
    ``phone``: the change came from the table's phone (said so, not "at another desk")."""
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
    elif old.state == new.state == "finished" and _finished_again(old, new):
        parts.append(tr(CTX, "the game was reopened and finished again"))
    if not parts:
        parts.append(tr(CTX, "the game was changed"))
    what = tr(CTX, "; ").join(parts)
    if phone:
        return tr(CTX, "From the table's phone meanwhile: {what}.").format(what=what)
    return tr(CTX, "At another desk meanwhile: {what}.").format(what=what)


def _finished_again(old: GameView, new: GameView) -> bool:
    """A finished game that moved on and is finished still: only a reopen lets its hands or its
    result change, and apart from a seat swap nothing else moves a finished game's version."""
    if old.version == new.version:
        return False
    scores = [(v.result.final_scores, v.result.points) if v.result else None for v in (old, new)]
    return old.hands != new.hands or scores[0] != scores[1] or old.player_ids == new.player_ids
