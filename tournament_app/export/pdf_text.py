"""The text layer of the PDFs Qt writes: each font's ToUnicode map mended so that copying or searching
gives the characters as typed.

A CJK font draws 木 and the Kangxi radical ⽊ (U+2F4A), or 青 and ⻘ (U+2ED8), with one glyph. Qt's
PDF writer maps each glyph back to the lowest code point the font maps to it (``QFontSubset::
getReverseMap``), so the radical wins, and every PDF viewer copies and finds ⽊ where 木 was printed
(the same happens to ・, which becomes ‧ U+2027, to the ideographic space, and to the space, which
becomes a tab). The glyph cannot tell which was typed; the ideograph (the kana, the full-width form)
is what names and words hold, so where the document's font shares a glyph between a code point
below the Japanese blocks and one in them, the one in them is written instead.

The file is mended before it is published: its ToUnicode streams replaced and the cross-reference
table made anew. Qt writes the fonts after the pages, so only the end of the file is written again,
and no trace of the radicals is left for a viewer (or a search tool) that reads the file another way.
"""

from __future__ import annotations

import mmap
import re
import zlib
from collections.abc import Mapping
from functools import cache
from pathlib import Path

# What Japanese text is typed in: CJK symbols and kana, the ideographs (Extension A, the URO), the
# full-width forms. A code point below them that the font draws with one of their glyphs was not typed.
JAPANESE = (range(0x3000, 0x3100), range(0x3400, 0x4DC0), range(0x4E00, 0xA000), range(0xFF00, 0xFFF0))
_BELOW = range(0x21, 0x3000)
_BFCHAR_BLOCK = 100  # entries per beginbfchar block (the CMap format's limit)


@cache
def lookalikes(family: str | None) -> Mapping[int, int]:
    """The code points ``family`` draws with the glyph of another that text holds instead: each code
    point below the Japanese blocks that shares its glyph with one in them (the lowest such): the
    radicals (⽊ for 木), ‧ U+2027 for ・, the em space for the ideographic space; and the tab, which
    shares the space's."""
    from PySide6.QtGui import QFont, QRawFont

    raw = QRawFont.fromFont(QFont(family) if family else QFont())
    if not raw.isValid():
        return {}

    def glyphs(code_points: list[int]) -> list[int]:
        return list(raw.glyphIndexesForString("".join(map(chr, code_points))))

    typed = [c for r in JAPANESE for c in r]
    first: dict[int, int] = {}
    for code, glyph in zip(typed, glyphs(typed), strict=True):
        if glyph:
            first.setdefault(glyph, code)
    below = [c for c in _BELOW if not 0xD800 <= c < 0xE000]
    out = {code: first[glyph] for code, glyph in zip(below, glyphs(below), strict=True)
           if glyph and glyph in first}
    tab, space = glyphs([0x09, 0x20])
    if tab and tab == space:
        out[0x09] = 0x20
    return out


# -- the ToUnicode CMap --------------------------------------------------------------------------
_HEX = rb"<([0-9A-Fa-f]*)>"
_BFCHAR = re.compile(rb"beginbfchar(.*?)endbfchar", re.S)
_BFRANGE = re.compile(rb"beginbfrange(.*?)endbfrange", re.S)
_RANGE = re.compile(_HEX + rb"\s*" + _HEX + rb"\s*(?:" + _HEX + rb"|\[(.*?)\])", re.S)


def _text(hex_digits: bytes) -> str:
    return bytes.fromhex(hex_digits.decode("ascii")).decode("utf-16-be", "surrogatepass")


def _code(hex_digits: bytes) -> int:
    return int(hex_digits, 16) if hex_digits else 0


def parse_cmap(cmap: bytes) -> dict[int, str]:
    """A ToUnicode CMap's code → text (its bfchar and bfrange entries)."""
    out: dict[int, str] = {}
    for block in _BFCHAR.findall(cmap):
        pairs = re.findall(_HEX, block)
        for src, dst in zip(pairs[::2], pairs[1::2], strict=False):
            out[_code(src)] = _text(dst)
    for block in _BFRANGE.findall(cmap):
        for low, high, start, array in _RANGE.findall(block):
            codes = range(_code(low), _code(high) + 1)
            if start:
                base = _text(start)
                for offset, code in enumerate(codes):  # the last UTF-16 unit counts up
                    out[code] = base[:-1] + chr(ord(base[-1]) + offset) if base else ""
            else:
                for code, dst in zip(codes, re.findall(_HEX, array), strict=False):
                    out[code] = _text(dst)
    return out


def write_cmap(entries: Mapping[int, str]) -> bytes:
    """A ToUnicode CMap of ``entries`` (two-byte codes, as Qt's Identity-H fonts have)."""
    items = sorted(entries.items())
    blocks = []
    for start in range(0, len(items), _BFCHAR_BLOCK):
        chunk = items[start:start + _BFCHAR_BLOCK]
        lines = "".join(f"<{code:04X}> <{text.encode('utf-16-be', 'surrogatepass').hex().upper()}>\n"
                        for code, text in chunk)
        blocks.append(f"{len(chunk)} beginbfchar\n{lines}endbfchar\n")
    return ("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
            f"{''.join(blocks)}endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"
            ).encode("ascii")


def mended(entries: Mapping[int, str], swaps: Mapping[int, int]) -> dict[int, str] | None:
    """``entries`` with each look-alike replaced (None: nothing to replace). A radical whose ideograph
    another code of the same font already gives was drawn with a glyph of its own: it stays."""
    given = {text for text in entries.values()}
    out, changed = dict(entries), False
    for code, text in entries.items():
        if len(text) == 1 and ord(text) in swaps:
            instead = chr(swaps[ord(text)])
            if instead not in given or ord(text) == 0x09:
                out[code], changed = instead, True
    return out if changed else None


# -- the file ------------------------------------------------------------------------------------
class _Pdf:
    """The objects of a PDF written with a classic cross-reference table (as Qt writes them)."""

    def __init__(self, data: mmap.mmap | bytes) -> None:
        self.data = data
        tail = bytes(data[-1024:])
        found = re.search(rb"startxref\s+(\d+)\s+%%EOF\s*$", tail)
        if found is None:
            raise ValueError("no startxref at the end of the PDF")
        self.xref_at = int(found.group(1))
        self.offsets: dict[int, int] = {}
        at = self.xref_at
        if data[at:at + 4] != b"xref":
            raise ValueError("the PDF has no classic cross-reference table")
        head = re.compile(rb"\s*(\d+) (\d+)\s*\r?\n")
        at += 4
        while (match := head.match(data, at)) is not None:
            first, count = int(match.group(1)), int(match.group(2))
            at = match.end()
            for n in range(count):
                entry = data[at + 20 * n:at + 20 * n + 20]
                if entry[17:18] == b"n":
                    self.offsets[first + n] = int(entry[:10])
            at += 20 * count
        end = data.find(b"startxref", at)
        self.trailer = bytes(data[at:end])

    def stream(self, number: int) -> bytes | None:
        """Object ``number``'s stream, decoded (None: no such object, or not a stream)."""
        at = self.offsets.get(number)
        if at is None:
            return None
        head = re.compile(rb"\s*%d 0 obj\s*<<(.*?)>>\s*stream\r?\n" % number, re.S)
        match = head.match(self.data, at)
        if match is None:
            return None
        length = re.search(rb"/Length (\d+)(?: 0 R)?", match.group(1))
        if length is None:
            return None
        size = int(length.group(1))
        if length.group(0).endswith(b"R"):
            size = int(re.match(rb"\s*\d+ 0 obj\s*(\d+)", self.data, self.offsets[size]).group(1))  # type: ignore[union-attr]
        raw = bytes(self.data[match.end():match.end() + size])
        return zlib.decompress(raw) if b"/FlateDecode" in match.group(1) else raw

    def to_unicode(self) -> list[int]:
        return sorted({int(n) for n in re.findall(rb"/ToUnicode (\d+) 0 R", self.data)})

    def span(self, number: int) -> tuple[int, int]:
        """Where object ``number`` starts, and where its ``endobj`` ends."""
        at = self.offsets[number]
        length = re.search(rb"/Length (\d+)(?! 0 R)", self.data[at:at + 200])
        skip = int(length.group(1)) if length is not None else 0  # (stream data may hold "endobj")
        end = self.data.find(b"endobj", self.data.find(b"stream", at) + skip)
        return at, end + len(b"endobj")

    def rewritten(self, objects: Mapping[int, bytes]) -> tuple[int, bytes]:
        """The file from the first of ``objects`` on, with each of them replaced and the
        cross-reference table made anew: (where it starts, what goes there)."""
        spans = sorted((*self.span(number), number) for number in objects)
        first = spans[0][0]
        out, at, shifts = bytearray(), first, []
        for start, end, number in spans:
            out += self.data[at:start]
            out += objects[number]
            shifts.append((end, len(objects[number]) - (end - start)))
            at = end
        out += self.data[at:self.xref_at]

        def moved(offset: int) -> int:
            return offset + sum(delta for end, delta in shifts if end <= offset)

        xref_at = first + len(out)
        out += b"xref\n0 %d\n" % (max(self.offsets) + 1)
        for number in range(max(self.offsets) + 1):
            offset = self.offsets.get(number)
            out += (b"%010d 00000 n \n" % moved(offset) if offset is not None
                    else b"0000000000 65535 f \n")
        out += self.trailer + b"startxref\n%d\n%%%%EOF\n" % xref_at
        return first, bytes(out)


def _stream_object(number: int, content: bytes) -> bytes:
    packed = zlib.compress(content)
    return (b"%d 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n" % (number, len(packed))
            + packed + b"\nendstream\nendobj")


def mend_text_layer(path: Path, swaps: Mapping[int, int]) -> int:
    """Mend the ToUnicode maps of the PDF at ``path`` (written by Qt, not yet published) in place;
    the number of codes whose text changed."""
    if not swaps:
        return 0
    with path.open("r+b") as file:
        with mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
            pdf = _Pdf(data)
            streams, changed = {}, 0
            for number in pdf.to_unicode():
                cmap = pdf.stream(number)
                if cmap is None or b"begincmap" not in cmap:
                    continue
                entries = parse_cmap(cmap)
                new = mended(entries, swaps)
                if new is not None:
                    changed += sum(1 for code in entries if entries[code] != new[code])
                    streams[number] = _stream_object(number, write_cmap(new))
            tail = pdf.rewritten(streams) if streams else None
        if tail is not None:  # (Qt writes the fonts last: only the end of the file is written again)
            file.seek(tail[0])
            file.write(tail[1])
            file.truncate()
    return changed
