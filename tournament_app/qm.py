"""A compiled Qt translation catalogue (``.qm``) read without Qt.

The command line must not load Qt (0.1 s and more) to print a translated line, yet it has to speak
exactly as the app does: both read the one ``.qm`` that ``pyside6-lrelease`` compiles from the
``.ts``. The format (Qt's ``qtranslator.cpp``): a 16-byte magic, then blocks of (tag: 1 byte,
length: 4 bytes big-endian, data). The messages block is a run of records, each a run of
(tag, value) ending with tag 1; source text, context and comment are UTF-8, a translation UTF-16BE.
"""

from __future__ import annotations

import struct
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES = 0x69
_END, _SOURCE16, _TRANSLATION, _CONTEXT16, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT, _OBSOLETE2 = range(1, 10)
_NULL = 0xFFFFFFFF

Catalogue = dict[tuple[str, str], str]


class CatalogueError(ValueError):
    """The file is not a .qm catalogue this reader understands."""


def read_qm(path: str | Path) -> Catalogue:
    """(context, source text) -> translation, for every message with a non-empty translation."""
    data = Path(path).read_bytes()
    if not data.startswith(MAGIC):
        raise CatalogueError(f"{path}: not a Qt translation catalogue")
    pos = len(MAGIC)
    while pos + 5 <= len(data):
        tag = data[pos]
        (length,) = struct.unpack_from(">I", data, pos + 1)
        pos += 5
        if tag == _MESSAGES:
            return _messages(data[pos:pos + length])
        pos += length
    return {}


def _messages(block: bytes) -> Catalogue:
    out: Catalogue = {}
    pos, end = 0, len(block)
    context = source = comment = ""
    translations: list[str] = []
    while pos < end:
        tag = block[pos]
        pos += 1
        if tag == _END:
            # Qt looks a message up by source and comment; the app never gives a comment (disambiguation)
            if translations and translations[0] and not comment:
                out.setdefault((context, source), translations[0])
            context = source = comment = ""
            translations = []
            continue
        if tag == _OBSOLETE1:
            pos += 4
            continue
        if tag == _OBSOLETE2:
            continue
        (length,) = struct.unpack_from(">I", block, pos)
        pos += 4
        if length == _NULL:
            value = b""
        else:
            value = block[pos:pos + length]
            pos += length
        if tag == _TRANSLATION:
            translations.append(value.decode("utf-16-be"))
        elif tag in (_SOURCE, _SOURCE16):
            source = value.decode("utf-8") if tag == _SOURCE else value.decode("utf-16-be")
        elif tag in (_CONTEXT, _CONTEXT16):
            context = value.decode("utf-8") if tag == _CONTEXT else value.decode("utf-16-be")
        elif tag == _COMMENT:
            comment = value.decode("utf-8")
        else:
            raise CatalogueError(f"unknown tag {tag} in a .qm catalogue")
    return out
