"""Seats as the command line shows them to people: as the desk does (CONTRACT.md).

The desk shows the four seats as keys [1]-[4] with their winds counted from the first dealer (起家);
the game record and every ``--json`` output number them 0-3. Human output names a seat by its key and
wind (``seat 4 (North)``, ``[4] 北家``); ``--chombo`` keeps the contract's 0-3 and its help and
refusals say what 0-3 means.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from tournament_app.checks import numbers
from tournament_app.texts import display
from tournament_app.words.i18n import tr

CTX = "cli"


def seat_label(seat: int) -> str:
    """Seat 0-3 as people read it: ``seat 1 (East)`` / ``[1] 東家``, the desk's key and the wind from
    the first dealer."""
    return tr(CTX, "seat {key} ({wind})").format(key=seat + 1, wind=display.wind_names()[seat])


def seated(names: Sequence[str]) -> str:
    """Four names in seat order with their winds: ``East A / South B / …`` (``東 A / 南 B / …``)."""
    return " / ".join(f"{wind} {name}" for wind, name in zip(display.wind_names(), names, strict=True))


def chombo_help() -> str:
    return tr(CTX, "a chombo by this player, given as 0 to 3: the position among the four scores S "
                   "(0 = the first dealer, the desk's [1]; 3 = the desk's [4]); may repeat")


def score_index(text: str) -> int:
    """An argparse ``type`` for ``--chombo``: the index 0-3 of a score among S0 S1 S2 S3 (CONTRACT.md);
    a refusal says what the index means, so nobody types the desk's key 1-4 by mistake."""
    try:
        return numbers.whole(text, 0, 3)  # the one number rule: ３ is 3
    except numbers.NumberError:
        refusal = tr(CTX, "{value} is not 0 to 3: give the position among the four scores (0 = the first "
                          "dealer, the desk's [1]; 3 = the desk's [4])")
        raise argparse.ArgumentTypeError(refusal.format(value=numbers.shown(text))) from None
