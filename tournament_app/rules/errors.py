"""Errors of the rules layer: what is wrong with a record, a hand or a value."""

from __future__ import annotations

from typing import Any

from tournament_app.words.messages import N_, Message, SeatRef, UserError

CTX = "rules"
FIELD_CTX = "rules.field"
RECORD_FIELD_CTX = "rules.record_field"

# How a referee names each field in a message; English keeps the record's own key (CONTRACT.md), so
# these texts are their own English source and only other languages translate them.
_HAND_FIELDS = {
    N_(FIELD_CTX, "hand"), N_(FIELD_CTX, "result"), N_(FIELD_CTX, "winner"), N_(FIELD_CTX, "loser"),
    N_(FIELD_CTX, "wins"), N_(FIELD_CTX, "han"), N_(FIELD_CTX, "fu"), N_(FIELD_CTX, "yakuman"),
    N_(FIELD_CTX, "riichi"), N_(FIELD_CTX, "tenpai"), N_(FIELD_CTX, "nagashi"), N_(FIELD_CTX, "kind"),
    N_(FIELD_CTX, "pao"), N_(FIELD_CTX, "player"), N_(FIELD_CTX, "players"), N_(FIELD_CTX, "value"),
    N_(FIELD_CTX, "points"),
}
_RECORD_FIELDS = {
    N_(RECORD_FIELD_CTX, "record"), N_(RECORD_FIELD_CTX, "rules"), N_(RECORD_FIELD_CTX, "players"),
    N_(RECORD_FIELD_CTX, "hands"),
}


# The record's own seat number, where no player name can stand in for it (the command line, the
# phones' JSON): said to be the record's 0-3, since the desk and every other screen count 1-4.
SEAT_TEXT = N_(CTX, "seat {n} (0–3 in the record, 0 = the first dealer)")
# Abortive draws as referees name them, for messages (display.abortive_name has the same names).
ABORTIVE_NAMES = {
    "kyuushu": N_(CTX, "nine terminals (九種九牌)"), "suufon": N_(CTX, "four winds (四風連打)"),
    "suukan": N_(CTX, "four kans (四槓散了)"), "suucha": N_(CTX, "four riichi (四家立直)"),
    "sanchahou": N_(CTX, "three rons (三家和)"),
}


def seat_ref(seat: int) -> Message:
    """A seat in a message: ``seat 2 (0–3 in the record …)`` on the command line; a window that knows the
    players renders it as the player's name instead (``i18n.render(..., seat_names=…)``)."""
    return SeatRef(CTX, SEAT_TEXT, {"n": seat})


def abortive_ref(kind: str) -> Message | str:
    text = ABORTIVE_NAMES.get(kind)
    return Message(CTX, text) if text else kind


def field_name(field: str, *, record_level: bool = False) -> Message | str:
    """The field as a translatable name when it is one of the record's keys, else as given."""
    known, ctx = (_RECORD_FIELDS, RECORD_FIELD_CTX) if record_level else (_HAND_FIELDS, FIELD_CTX)
    return Message(ctx, field) if field in known else field


class HandError(UserError):
    """A hand or value the rules do not allow; ``field`` names the offending field."""

    def __init__(self, field: str, reason: str, **params: Any) -> None:
        self.field = field
        self.reason = Message(CTX, reason, params)
        super().__init__(Message(CTX, N_(CTX, "{field}: {reason}"),
                                 {"field": field_name(field), "reason": self.reason}))


class RecordError(UserError):
    """A problem in a game record, naming the hand (counting from 1) when there is one."""

    def __init__(self, hand: int | None, field: str, reason: Message) -> None:
        self.hand = hand
        self.field = field
        self.reason = reason
        if hand is None:
            msg = Message(CTX, N_(CTX, "{field}: {reason}"),
                          {"field": field_name(field, record_level=True), "reason": reason})
        else:
            msg = Message(CTX, N_(CTX, "hand {hand}: {field}: {reason}"),
                          {"hand": hand, "field": field_name(field), "reason": reason})
        super().__init__(msg)
