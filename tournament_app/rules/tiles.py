"""Tiles in the usual notation: ``123m456p789s11z`` (honours ``1z``–``7z`` = 東南西北白發中, ``0m``/``0p``/
``0s`` red fives) and melds ``chi:123m``, ``pon:555z``, ``kan:1111p`` (open), ``ankan:1111p``.

Tiles become the 136-tile indices the ``mahjong`` package evaluates: kind × 4 + copy, the red five
being copy 0 of its five.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tournament_app.rules.errors import CTX, HandError
from tournament_app.words.messages import N_

SUITS = "mpsz"
MELD_KINDS = ("chi", "pon", "kan", "ankan")
HONOURS = "東南西北白發中"
# A written tile: (kind 0-33, red five)
Tile = tuple[int, bool]


def tile_name(kind: int) -> str:
    """``5m``, ``1z`` … as written."""
    suit, number = divmod(kind, 9)
    return f"{number + 1}{SUITS[suit]}"


def parse_tiles(text: str, field: str = "tiles") -> list[Tile]:
    """``123m0p11z`` → tiles; a character out of place is named with its position."""
    out: list[Tile] = []
    digits: list[tuple[int, int]] = []  # (digit, position)
    text = text.strip()
    for pos, ch in enumerate(text, start=1):
        if ch.isdigit() and ch.isascii():
            digits.append((int(ch), pos))
        elif ch in SUITS:
            if not digits:
                raise HandError(field, N_(CTX, "'{char}' at position {pos} follows no digits"), char=ch,
                                pos=pos)
            for digit, at in digits:
                out.append(_tile(digit, ch, at, field))
            digits = []
        elif ch in " ,":
            continue
        else:
            raise HandError(field, N_(CTX, "'{char}' at position {pos} is not a tile digit or m, p, s, z"),
                            char=ch, pos=pos)
    if digits:
        raise HandError(field, N_(CTX, "the digits at the end need a suit letter (m, p, s or z)"))
    return out


def _tile(digit: int, suit: str, pos: int, field: str) -> Tile:
    if suit == "z":
        if not 1 <= digit <= 7:
            raise HandError(field, N_(CTX, "{digit}z at position {pos}: honours are 1z to 7z"), digit=digit,
                            pos=pos)
        return 27 + digit - 1, False
    base = SUITS.index(suit) * 9
    if digit == 0:
        return base + 4, True
    return base + digit - 1, False


@dataclass(frozen=True)
class MeldSpec:
    kind: str  # chi / pon / kan / ankan
    tiles: tuple[Tile, ...]

    @property
    def opened(self) -> bool:
        return self.kind != "ankan"


def parse_meld(text: str) -> MeldSpec:
    kind, sep, rest = text.partition(":")
    kind = kind.strip().lower()
    if not sep or kind not in MELD_KINDS:
        raise HandError("meld", N_(CTX, "{meld}: write a meld as chi:123m, pon:555z, kan:1111p or "
                                       "ankan:1111p"), meld=text)
    tiles = parse_tiles(rest, "meld")
    kinds = sorted(k for k, _red in tiles)
    if kind == "chi":
        ok = len(kinds) == 3 and kinds[0] < 27 and kinds[0] // 9 == kinds[2] // 9 and \
            kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
    else:
        ok = len(kinds) == (3 if kind == "pon" else 4) and len(set(kinds)) == 1
    if not ok:
        raise HandError("meld", N_(CTX, "{meld} is not a {kind}"), meld=text, kind=kind)
    return MeldSpec(kind, tuple(tiles))


def to_136(tiles: Iterable[Tile], *, red_fives: bool) -> list[int]:
    """136-format indices, each copy used once; five of one tile, or a red five twice, is refused."""
    used: dict[int, int] = {}
    red_used: set[int] = set()
    out = []
    for kind, red in tiles:
        if red:
            if not red_fives:
                raise HandError("tiles", N_(CTX, "these rules have no red fives (0m, 0p, 0s)"))
            if kind in red_used:
                raise HandError("tiles", N_(CTX, "there is only one red {tile}"), tile=tile_name(kind))
            red_used.add(kind)
            out.append(kind * 4)
            continue
        n = used.get(kind, 0)
        first = 1 if red_fives and kind in (4, 13, 22) else 0  # copy 0 of a five is its red one
        if first + n > 3:
            raise HandError("tiles", N_(CTX, "{tile} is used more than four times"), tile=tile_name(kind))
        used[kind] = n + 1
        out.append(kind * 4 + first + n)
    for kind in red_used:
        if used.get(kind, 0) > 3:
            raise HandError("tiles", N_(CTX, "{tile} is used more than four times"), tile=tile_name(kind))
    return out
