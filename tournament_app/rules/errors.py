"""Errors of the rules layer: what is wrong with a record, a hand or a value."""

from __future__ import annotations

from typing import Any

from tournament_app.messages import N_, Message, UserError

CTX = "rules"


class HandError(UserError):
    """A hand or value the rules do not allow; ``field`` names the offending field."""

    def __init__(self, field: str, reason: str, **params: Any) -> None:
        self.field = field
        self.reason = Message(CTX, reason, params)
        super().__init__(Message(CTX, N_(CTX, "{field}: {reason}"),
                                 {"field": field, "reason": self.reason}))


class RecordError(UserError):
    """A problem in a game record, naming the hand (counting from 1) when there is one."""

    def __init__(self, hand: int | None, field: str, reason: Message) -> None:
        self.hand = hand
        self.field = field
        self.reason = reason
        if hand is None:
            msg = Message(CTX, N_(CTX, "{field}: {reason}"), {"field": field, "reason": reason})
        else:
            msg = Message(CTX, N_(CTX, "hand {hand}: {field}: {reason}"),
                          {"hand": hand, "field": field, "reason": reason})
        super().__init__(msg)
