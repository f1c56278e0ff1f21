"""Files a hostile tester hands over (issue 25): broken and malicious workbooks, game logs with absurd
numbers, game records with huge integers and lone surrogates."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

LOG = Path(__file__).resolve().parents[1] / "data" / "tenhou" / "east_game.mjlog"
OWARI = 'owari="320,12.0,273,-12.7,71,-42.9,336,43.6"'

_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '</Types>')
_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    'officeDocument" Target="xl/workbook.xml"/></Relationships>')
_WORKBOOK = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
    '<sheets>{sheets}</sheets></workbook>')
_SHEET_ENTRY = '<sheet name="Players" sheetId="1" r:id="rId1"/>'
_WORKBOOK_RELS = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    'worksheet" Target="worksheets/sheet1.xml"/></Relationships>')


def _cell(ref: str, text: str) -> str:
    return f'<c r="{ref}" t="inlineStr"><is><t>{text}</t></is></c>'


def sheet_xml(names: list[str], doctype: str = "") -> str:
    rows = [f'<row r="1">{_cell("A1", "name")}</row>']
    rows += [f'<row r="{n}">{_cell(f"A{n}", name)}</row>' for n, name in enumerate(names, start=2)]
    return ('<?xml version="1.0" encoding="UTF-8"?>' + doctype
            + '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
            + "<sheetData>" + "".join(rows) + "</sheetData></worksheet>")


def xlsx_parts(names: list[str] | None = None) -> dict[str, str | bytes]:
    """The parts of a minimal valid workbook listing ``names`` below a "name" header."""
    return {"[Content_Types].xml": _CONTENT_TYPES, "_rels/.rels": _RELS,
            "xl/workbook.xml": _WORKBOOK.format(sheets=_SHEET_ENTRY),
            "xl/_rels/workbook.xml.rels": _WORKBOOK_RELS,
            "xl/worksheets/sheet1.xml": sheet_xml(names or ["Sato", "Suzuki"])}


def xlsx_bytes(parts: dict[str, str | bytes], encrypted: tuple[str, ...] = ()) -> bytes:
    """A zip of ``parts``; the ``encrypted`` ones flagged as encrypted, as in a password-protected zip
    (Python's zipfile writes no such flag: it is set in the headers afterwards)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in parts.items():
            z.writestr(name, data)
    data = bytearray(buffer.getvalue())
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as z:
        offsets = {info.filename: info.header_offset for info in z.infolist()}
    for name in encrypted:
        data[offsets[name] + 6] |= 0x1  # the local header's general purpose flags
    start = data.rfind(b"PK\x05\x06")  # the end of the central directory says where it begins
    entry = int.from_bytes(data[start + 16:start + 20], "little")
    while data[entry:entry + 4] == b"PK\x01\x02":
        size = [int.from_bytes(data[entry + k:entry + k + 2], "little") for k in (28, 30, 32)]
        if data[entry + 46:entry + 46 + size[0]].decode() in encrypted:
            data[entry + 8] |= 0x1
        entry += 46 + sum(size)
    return bytes(data)


def hostile_workbooks() -> dict[str, bytes]:
    """The issue's broken and malicious player workbooks, by name."""
    secret = "/etc/hostname"
    entity = sheet_xml(["&xxe;"], f'<!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file://{secret}">]>')
    lol = "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">' for i in range(1, 10))
    laughs = sheet_xml(["&lol9;"], f'<!DOCTYPE worksheet [<!ENTITY lol0 "lol">{lol}]>')
    whole = sheet_xml(["Sato", "Suzuki"])
    out = {
        "external entity": {**xlsx_parts(), "xl/worksheets/sheet1.xml": entity},
        "billion laughs": {**xlsx_parts(), "xl/worksheets/sheet1.xml": laughs},
        "cut-off sheet": {**xlsx_parts(), "xl/worksheets/sheet1.xml": whole[: len(whole) // 2]},
        "no sheet part": {k: v for k, v in xlsx_parts().items() if k != "xl/worksheets/sheet1.xml"},
        "broken [Content_Types].xml": {**xlsx_parts(), "[Content_Types].xml": "<Types><Default"},
        "no sheets": {**{k: v for k, v in xlsx_parts().items() if k != "xl/worksheets/sheet1.xml"},
                      "xl/workbook.xml": _WORKBOOK.format(sheets="")},
    }
    books = {name: xlsx_bytes(parts) for name, parts in out.items()}
    books["encrypted zip entries"] = xlsx_bytes(xlsx_parts(), encrypted=("xl/worksheets/sheet1.xml",
                                                                         "xl/workbook.xml"))
    return books


def log_with_owari(owari: str) -> bytes:
    """The test game log with its owari replaced."""
    text = LOG.read_text(encoding="utf-8")
    assert OWARI in text
    return text.replace(OWARI, f'owari="{owari}"').encode("utf-8")


def log_with_name(encoded: str) -> bytes:
    """The test game log with its first player's name replaced (URL-encoded, as Tenhou writes it)."""
    text = LOG.read_text(encoding="utf-8")
    first = text.index('n0="') + 4
    return (text[:first] + encoded + text[text.index('"', first):]).encode("utf-8")


def excel_encrypted() -> bytes:
    """The start of a workbook Excel saved with a password: the compound file of the old .xls format,
    holding the stream that says how the workbook in it is encrypted (and the workbook, here noise)."""
    header = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504)
    return header + "EncryptionInfo".encode("utf-16-le") + bytes(50) + bytes(range(256)) * 8


def record_text(han: str = "3", player: str = "Sato") -> str:
    """A game record of one ron, with ``han`` and the first player's name as raw JSON text."""
    return ('{"rules": "jpml", "players": [' + json.dumps(player, ensure_ascii=True) + ', "b", "c", "d"], '
            '"hands": [{"result": "ron", "winner": 1, "loser": 2, "han": ' + han + ', "fu": 30}]}')
