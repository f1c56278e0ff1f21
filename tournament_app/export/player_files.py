"""Reading a list of players from a CSV or XLSX file, as organisers keep them.

CSV comes as UTF-8 (with or without BOM), as Shift_JIS (cp932, what Japanese Excel writes for
"CSV") or as UTF-16 (Excel's "Unicode text"); separated by commas, semicolons or tabs. XLSX: the
first sheet. The header row may sit below a title: it is looked for among the first rows by its
column names, in English or Japanese.

Nothing is stored here: the services insert the rows all or nothing, and refuse the file while
``errors`` is not empty.

A player list comes from outside, so reading it never fails with anything but one line naming the file
(or the row): only a regular file is read (:mod:`tournament_app.files.input_files`), bounded in
bytes, unpacked bytes, lines, columns and players; its XML has no DTD or entity (refused before
parsing, and openpyxl parses through defusedxml); whatever else a damaged or hostile workbook makes
the reader raise is the file's problem, not a crash.
"""

from __future__ import annotations

import csv
import io
import os
import unicodedata
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tournament_app.files.input_files import read_input
from tournament_app.services.base import CTX as CTX_SERVICES
from tournament_app.services.players import FIELD_NAMES, row_problem
from tournament_app.services.text import text_refusal
from tournament_app.words.messages import N_, Message, UserError

HEADER_SEARCH_ROWS = 10
MAX_FIELD_LENGTH = 100
# Limits, stated rather than hit: a player list of a big event is some 100 KB and 1,000 rows.
MAX_FILE_BYTES = 10_000_000
MAX_UNPACKED_BYTES = 50_000_000  # all the parts of an XLSX file together, unpacked (zip bombs)
MAX_ROWS = 20_000  # players (rows below the header, blank lines aside)
MAX_LINES = 5 * MAX_ROWS  # rows of any kind, blank ones too
MAX_COLUMNS = 100
FIELDS = ("name", "reading", "affiliation", "member_no", "status", "ema_number", "country", "first_name",
          "last_name")
# Column names as organisers write them, compared after normalising (see _key).
_ALIASES: dict[str, tuple[str, ...]] = {
    "name": ("name", "players", "player", "playername", "名前", "氏名", "選手名", "プレイヤー名", "選手",
             "参加者名"),
    "reading": ("reading", "kana", "furigana", "よみ", "読み", "ふりがな", "フリガナ", "よみがな", "ヨミ",
                "読み仮名", "カナ"),
    "affiliation": ("affiliation", "team", "club", "所属", "所属団体", "チーム", "団体"),
    "member_no": ("member_no", "memberno", "membernumber", "membershipnumber", "number", "no", "会員番号",
                  "会員no", "番号", "登録番号"),
    "status": ("status", "状態", "ステータス", "区分", "参加状況"),
    # the EMA results file's columns (issue 15)
    "ema_number": ("ema_number", "ema", "emaid", "emano", "ema番号"),
    "country": ("country", "nation", "国", "国名", "国籍"),
    "first_name": ("first_name", "firstname", "givenname", "名"),
    "last_name": ("last_name", "lastname", "surname", "familyname", "姓"),
}
_STATUSES_BY_NAME = {
    "active": "active", "参加": "active", "出場": "active", "有効": "active", "○": "active",
    "withdrawn": "withdrawn", "棄権": "withdrawn", "辞退": "withdrawn", "欠場": "withdrawn",
    "substitute": "substitute", "補欠": "substitute", "代走": "substitute", "代打ち": "substitute",
}
_DELIMITERS = (",", ";", "\t")
ENCRYPTED = N_("export", "{path} is protected by a password: save it without one")
_CFB_ENCRYPTED = "EncryptionInfo".encode("utf-16-le")  # the stream naming how Excel encrypted the book


def _key(text: str) -> str:
    """Column names compared without case, width, spaces, underscores, dots or a BOM."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in text if ch not in " _-.\ufeff\u3000:：")


_COLUMNS = {_key(alias): column for column, aliases in _ALIASES.items() for alias in aliases}
_STATUSES = {_key(text): status for text, status in _STATUSES_BY_NAME.items()}


@dataclass(frozen=True)
class RowError:
    """A problem in one row: its row number as a spreadsheet shows it, and what is wrong (naming the
    field as the problems the import finds name it: the file's own column names vary)."""

    row_number: int
    message: Message

    def located(self) -> Message:
        """``row 3: the name is missing``: the form of every row problem (players.row_problem)."""
        return row_problem(self.row_number, self.message)


@dataclass
class PlayerFile:
    """The players of a file: ``rows`` has those without error, ``errors`` every problem."""

    rows: list[dict[str, str]] = field(default_factory=list)
    errors: list[RowError] = field(default_factory=list)
    header_row: int = 0  # where the header was found, counting from 1
    row_numbers: list[int] = field(default_factory=list)  # each row's number in the file, as ``rows``


def read_players(path: str | os.PathLike[str]) -> PlayerFile:
    """Read players from ``path``: rows of ``name``, ``reading``, ``affiliation``, ``member_no`` and
    ``status`` (``active``, ``withdrawn`` or ``substitute``; ``active`` when the file has none).

    Raises :class:`UserError` when the file cannot be read at all or has no header row.
    """
    return parse_table(read_rows(path))


def read_rows(path: str | os.PathLike[str]) -> list[list[Any]]:
    """The rows of a CSV or XLSX file (its first sheet), bounded, as :func:`read_players` reads them
    (also the players' online names list, ``export.alias_files``)."""
    file = Path(path)
    data = read_input(file, MAX_FILE_BYTES)  # a device, a pipe or a folder is refused: no list at all
    if len(data) > MAX_FILE_BYTES:
        raise UserError(_message(N_("export", "{path} is larger than {limit} MB: not a player list"),
                                 path=file.name, limit=MAX_FILE_BYTES // 1_000_000))
    if data.startswith(b"PK\x03\x04"):  # a zip container: XLSX whatever the file is called
        return _xlsx_rows(data, file)
    if data.startswith(b"\xd0\xcf\x11\xe0") and _CFB_ENCRYPTED in data:  # Excel's password: in a
        raise _refuse(ENCRYPTED, path=file.name)  # container of the old kind, the workbook encrypted in it
    if data.startswith(b"\xd0\xcf\x11\xe0"):  # the old binary .xls
        raise UserError(_message(N_("export", "{path} is an old Excel file (.xls): save it as .xlsx or CSV"),
                                 path=file.name))
    return _csv_rows(_decode(data, file))


def _message(text: str, **params: Any) -> Message:
    return Message("export", text, params)


def _refuse(text: str, **params: Any) -> UserError:
    return UserError(_message(text, **params))


# -- reading -------------------------------------------------------------------------------------
def _decode(data: bytes, file: Path) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:  # e.g. an odd number of bytes: cut off, or not UTF-16 at all
            raise _refuse(N_("export", "{path} is not valid UTF-16 text"), path=file.name) from None
    for encoding in ("utf-8-sig", "cp932"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise UserError(_message(N_("export", "{path} is neither UTF-8 nor Shift_JIS text"), path=file.name))


def _csv_rows(text: str) -> list[list[str]]:
    """The rows of ``text`` split by the delimiter under which a header row is found."""
    best: tuple[int, list[list[str]]] | None = None
    for delimiter in _DELIMITERS:
        try:
            rows = _bounded(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
        except csv.Error as exc:  # e.g. a field longer than the csv module's limit
            raise _refuse(N_("export", "Not a readable CSV file: {reason}"), reason=str(exc)) from None
        found = _find_header(rows)
        score = len(found[1]) if found else 0
        if best is None or score > best[0]:
            best = (score, rows)
    assert best is not None
    return best[1]


def _xlsx_rows(data: bytes, file: Path) -> list[list[Any]]:
    from openpyxl import load_workbook  # only when a workbook comes: the import is slow

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:  # before openpyxl unpacks anything
            _check_archive(archive, file)
        wb = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            if not wb.worksheets:
                raise _refuse(N_("export", "{path} is not a readable Excel workbook: it has no sheet"),
                              path=file.name)
            rows = wb.worksheets[0].iter_rows(max_row=MAX_LINES + 1, max_col=MAX_COLUMNS, values_only=True)
            return _bounded(list(row) for row in rows)
        finally:
            wb.close()
    except UserError:
        raise
    except Exception as exc:  # a damaged or hostile workbook: whatever the reader raises, the file's problem
        raise _refuse(N_("export", "{path} is not a readable Excel workbook ({reason})"), path=file.name,
                      reason=_reason(exc)) from exc


_DTD_MARKS = (b"<!DOCTYPE", b"<!ENTITY", "<!DOCTYPE".encode("utf-16-le"), "<!ENTITY".encode("utf-16-le"))


def _check_archive(archive: zipfile.ZipFile, file: Path) -> None:
    """Before any part is parsed: the unpacked size (zip bombs), and no DTD or entity in any part
    (external files, entity expansion: a spreadsheet program never writes them)."""
    parts = archive.infolist()
    if sum(info.file_size for info in parts) > MAX_UNPACKED_BYTES:
        raise _refuse(N_("export", "{path} unpacks to more than {limit} MB: not a player list"),
                      path=file.name, limit=MAX_UNPACKED_BYTES // 1_000_000)
    if any(info.flag_bits & 0x1 for info in parts):  # a zip's own password: nothing can be read
        raise _refuse(ENCRYPTED, path=file.name)
    for info in parts:
        if not info.filename.endswith((".xml", ".rels")):
            continue
        with archive.open(info) as part:
            tail = b""
            while chunk := part.read(1 << 20):
                if any(mark in tail + chunk for mark in _DTD_MARKS):
                    raise _refuse(N_("export", "{path} is not a readable Excel workbook ({reason})"),
                                  path=file.name, reason=f"{info.filename}: DOCTYPE")
                tail = chunk[-20:]


def _reason(exc: BaseException) -> str:
    """An exception as a few words for the user: its first line, short."""
    text = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
    return text if len(text) <= 120 else text[:120] + "…"


def _bounded(rows: Iterable[list[Any]]) -> list[list[Any]]:
    """The rows, bounded in memory: at most MAX_ROWS + HEADER_SEARCH_ROWS rows with anything in them
    and MAX_LINES rows in all, else one clear refusal (:func:`parse_table` counts the players
    exactly)."""
    out = []
    filled = 0
    for row in rows:
        out.append(row)
        filled += any(_text(v) for v in row)
        if filled > MAX_ROWS + HEADER_SEARCH_ROWS:
            raise _refuse(N_("export", "More than {limit} rows: not a player list"), limit=MAX_ROWS)
        if len(out) > MAX_LINES:
            raise _refuse(N_("export", "More than {limit} lines: not a player list"), limit=MAX_LINES)
    return out


def _text(value: Any) -> str:
    """A cell as text: Excel stores member numbers as numbers (12 or 12.0)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


# -- header and rows -----------------------------------------------------------------------------
def _find_header(rows: Sequence[Sequence[Any]]) -> tuple[int, dict[int, str]] | None:
    """The first of the first rows with a name column and the most known columns: (index, columns)."""
    best: tuple[int, dict[int, str]] | None = None
    for index, row in enumerate(rows[:HEADER_SEARCH_ROWS]):
        columns: dict[int, str] = {}
        for position, cell in enumerate(row):
            column = _COLUMNS.get(_key(_text(cell)))
            if column and column not in columns.values():
                columns[position] = column
        if "name" in columns.values() and (best is None or len(columns) > len(best[1])):
            best = (index, columns)
    return best


def parse_table(rows: Sequence[Sequence[Any]]) -> PlayerFile:
    """Players from the rows of a sheet or CSV file (header somewhere in the first rows)."""
    found = _find_header(rows)
    if found is None:
        raise UserError(_message(N_("export", "No header row with a name column (name, 名前, 氏名) in the "
                                              "first {n} rows"), n=HEADER_SEARCH_ROWS))
    header_index, columns = found
    players = sum(1 for row in rows[header_index + 1:] if any(_text(v) for v in row))
    if players > MAX_ROWS:  # exactly: 20,000 players pass, 20,001 do not
        raise _refuse(N_("export", "More than {limit} rows: not a player list"), limit=MAX_ROWS)
    result = PlayerFile(header_row=header_index + 1)
    first_seen: dict[str, int] = {}
    for index in range(header_index + 1, len(rows)):
        values = {column: _text(rows[index][p]) if p < len(rows[index]) else ""
                  for p, column in columns.items()}
        if not any(values.values()) and not any(_text(v) for v in rows[index]):
            continue  # blank lines between blocks of players are common
        errors = _check(index + 1, values, first_seen)
        result.errors += errors
        if not errors:
            result.rows.append(_player(values))
            result.row_numbers.append(index + 1)
    if not result.rows and not result.errors:
        raise UserError(_message(N_("export", "No players below the header row (row {row})"),
                                 row=header_index + 1))
    return result


def _player(values: dict[str, str]) -> dict[str, str]:
    player = {f: values.get(f, "") for f in FIELDS if f in FIELDS[:5] or f in values}  # EMA: when given
    player["status"] = _STATUSES[_key(player["status"])] if player["status"] else "active"
    return player


def _check(row_number: int, values: dict[str, str], first_seen: dict[str, int]) -> list[RowError]:
    # a field's text and length refused as the import refuses them (clean_text), in the same words
    errors = [RowError(row_number, refusal) for column, value in values.items()
              if (refusal := text_refusal(value, Message(CTX_SERVICES, FIELD_NAMES[column]),
                                          MAX_FIELD_LENGTH)) is not None]
    name = values.get("name", "")
    if not name:
        errors.append(RowError(row_number, _message(N_("export", "the name is missing"))))
    else:
        key = " ".join(unicodedata.normalize("NFKC", name).split())  # 佐藤　太郎 is 佐藤 太郎
        if key in first_seen:
            errors.append(RowError(row_number, _message(
                N_("export", "{name} is already in row {row}"), name=name, row=first_seen[key])))
        else:
            first_seen[key] = row_number
    status = values.get("status", "")
    if status and _key(status) not in _STATUSES:
        errors.append(RowError(row_number, _message(
            N_("export", "unknown status {status}: use active, withdrawn or substitute"), status=status)))
    return errors
