"""A compiled Qt translation catalogue (``.qm``) read without Qt.

The command line must not load Qt (0.1 s and more) to print a translated line, yet it has to speak
exactly as the app does: both read the ``.qm`` that ``pyside6-lrelease`` compiles from the ``.ts``.
The format (Qt's ``qtranslator.cpp``): a 16-byte magic, then blocks of (tag: 1 byte, length: 4 bytes
big-endian, data). The messages block is a run of records, each a run of (tag, value) ending with
tag 1; source text, context and comment are UTF-8, a translation UTF-16BE. A message with plural
forms (``numerus``) has one translation per form; the numerus-rules block is the little program
(compiled by lrelease from the catalogue's language) that picks the form for a count.

A message is looked up as Qt looks it up, through the hashes block (the ELF hash of its source text,
sorted, each with its record's offset), and read when first asked for: reading all of the Japanese
catalogue's 2,000 records at once took 6 ms of every start, of the app and of each command.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_HASHES, _MESSAGES, _NUMERUS_RULES = 0x42, 0x69, 0x88
_END, _SOURCE16, _TRANSLATION, _CONTEXT16, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT, _OBSOLETE2 = range(1, 10)
_NULL = 0xFFFFFFFF
# The numerus rules' byte code (qtranslator_p.h)
_EQ, _LT, _LEQ, _BETWEEN = 1, 2, 3, 4
_OPERATOR, _NOT, _MOD_10, _MOD_100, _LEAD_1000 = 0x07, 0x08, 0x10, 0x20, 0x40
_AND, _OR, _NEWRULE = 0xFD, 0xFE, 0xFF


class CatalogueError(ValueError):
    """The file is not a .qm catalogue this reader understands."""


@dataclass(frozen=True)
class Catalogue:
    """The messages of one language, read when asked for: ``messages`` is the catalogue's messages
    block, ``hashes`` its hashes block (pairs of hash and offset into ``messages``); ``rules``: the
    numerus rules that choose the form for a count (none: one form)."""

    messages: bytes = b""
    hashes: bytes = b""
    rules: bytes = b""
    _found: dict[tuple[str, str], tuple[str, ...] | None] = field(default_factory=dict, compare=False,
                                                                   repr=False)

    def translate(self, context: str, text: str, n: int = -1) -> str | None:
        """The translation as Qt's QTranslator gives it, None where Qt falls back to the source:
        ``n`` >= 0 picks the plural form by the rules, as ``QTranslator::translate(…, n)`` does."""
        key = (context, text)
        if key in self._found:
            forms = self._found[key]
        else:
            forms = self._found[key] = self._look_up(context, text)
        if not forms:
            return None
        index = plural_form(n, self.rules) if n >= 0 else 0
        return forms[index] if index < len(forms) and forms[index] else None

    def _look_up(self, context: str, text: str) -> tuple[str, ...] | None:
        """The translations of (context, text), as Qt's ``do_translate`` finds them: a binary search
        of the hashes for the text's hash, then each record with that hash until one matches."""
        wanted, hashes = elf_hash(text.encode("utf-8")), self.hashes
        low, high = 0, len(hashes) // 8
        while low < high:
            middle = (low + high) // 2
            if struct.unpack_from(">I", hashes, middle * 8)[0] < wanted:
                low = middle + 1
            else:
                high = middle
        while low < len(hashes) // 8:
            found, offset = struct.unpack_from(">II", hashes, low * 8)
            if found != wanted:
                return None
            try:
                record_context, source, comment, translations = _record(self.messages, offset)
            except (struct.error, UnicodeDecodeError, CatalogueError):
                return None  # a damaged record: the source text, as Qt shows it then
            # the app never gives a comment (disambiguation); a record without a context fits any
            if source == text and not comment and record_context in (context, None) and any(translations):
                return translations
            low += 1
        return None

    def __len__(self) -> int:
        return len(self.hashes) // 8


def read_qm(path: str | Path) -> Catalogue:
    """The catalogue's blocks (its messages are read when looked up), and its numerus rules."""
    data = Path(path).read_bytes()
    if not data.startswith(MAGIC):
        raise CatalogueError(f"{path}: not a Qt translation catalogue")
    pos = len(MAGIC)
    blocks: dict[int, bytes] = {}
    while pos + 5 <= len(data):
        tag = data[pos]
        (length,) = struct.unpack_from(">I", data, pos + 1)
        pos += 5
        blocks[tag] = data[pos:pos + length]
        pos += length
    if blocks.get(_MESSAGES) and not blocks.get(_HASHES):
        raise CatalogueError(f"{path}: a catalogue without its hashes (lrelease writes them)")
    return Catalogue(blocks.get(_MESSAGES, b""), blocks.get(_HASHES, b""), blocks.get(_NUMERUS_RULES, b""))


def elf_hash(data: bytes) -> int:
    """Qt's ``elfHash`` of a message's source text (and comment, here always empty), never 0."""
    h = 0
    for byte in data:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1


def plural_form(n: int, rules: bytes) -> int:
    """The index of the plural form for ``n`` (Qt's ``numerusHelper``): the rules are a run of
    conditions, one per form but the last, separated by NEWRULE; the first that holds names the form.
    A condition is comparisons of n (or n mod 10, n mod 100, n's leading group of three digits)
    joined by AND, then OR. Malformed rules give form 0, as in Qt."""
    form, i, size = 0, 0, len(rules)
    if not size:
        return 0
    try:
        while True:
            any_true = False
            while True:
                all_true = True
                while True:
                    opcode, right = rules[i], rules[i + 1]
                    i += 2
                    left = n
                    if opcode & _MOD_10:
                        left %= 10
                    elif opcode & _MOD_100:
                        left %= 100
                    elif opcode & _LEAD_1000:
                        while left >= 1000:
                            left //= 1000
                    operator = opcode & _OPERATOR
                    if operator == _EQ:
                        truth = left == right
                    elif operator == _LT:
                        truth = left < right
                    elif operator == _LEQ:
                        truth = left <= right
                    elif operator == _BETWEEN:
                        truth = right <= left <= rules[i]
                        i += 1
                    else:
                        return 0
                    if opcode & _NOT:
                        truth = not truth
                    all_true = all_true and truth
                    if i == size or rules[i] != _AND:
                        break
                    i += 1
                any_true = any_true or all_true
                if i == size or rules[i] != _OR:
                    break
                i += 1
            if any_true:
                return form
            form += 1
            if i == size:
                return form
            if rules[i] != _NEWRULE:
                return 0
            i += 1
    except IndexError:
        return 0


def _record(block: bytes, pos: int) -> tuple[str | None, str, str, tuple[str, ...]]:
    """The record at ``pos``: its context (None: none written), source text, comment and
    translations (one per plural form)."""
    context: str | None = None
    source = comment = ""
    translations: list[str] = []
    while pos < len(block):
        tag = block[pos]
        pos += 1
        if tag == _END:
            break
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
    return context, source, comment, tuple(translations)
