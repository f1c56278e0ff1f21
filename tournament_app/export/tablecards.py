"""Table cards: one page per table of a round, with the QR code of the table's link for its phone;
and the same codes beside each table of the printed seating (``seating_codes``).

A QR code is a PNG (segno) inside the HTML as a ``data:`` image, so the print preview, the printer and
the PDF all read one self-contained text, as with the other documents.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Callable
from html import escape

import segno

from tournament_app.export.workbook import seat_winds
from tournament_app.export.xlsx_cells import clean_text
from tournament_app.services import rounds, table_links, tournaments
from tournament_app.services.base import CTX, fail
from tournament_app.services.rows import TableSeating, TournamentInfo
from tournament_app.services.standings import RoundRange
from tournament_app.services.table_links import TableLink
from tournament_app.texts.display import separated
from tournament_app.words.i18n import tr
from tournament_app.words.messages import N_

CARD_QR_PX = 300  # CSS pixels: about 8 cm on A4
SEATING_QR_PX = 96  # beside a table's row of the seating: about 2.5 cm, still read by any phone

_CSS = """
body { font-size: 11pt; }
h1 { font-size: 30pt; font-weight: bold; margin-top: 0; margin-bottom: 4px; }
p.sub { color: #555555; margin-top: 0; margin-bottom: 12px; }
table.seats { border-collapse: collapse; }
table.seats td { border: 1px solid #999999; padding: 6px 10px; font-size: 16pt; }
td.wind { font-weight: bold; width: 18%; }
p.url { font-size: 10pt; color: #333333; }
p.how { font-size: 11pt; }
"""


def _e(text: object) -> str:
    return escape(clean_text(str(text)))


def qr_data_uri(text: str) -> str:
    """The QR code of ``text`` as a PNG ``data:`` address (error correction M, a quiet zone of 4)."""
    code = segno.make(text, error="m", micro=False)
    out = io.BytesIO()
    code.save(out, kind="png", scale=10, border=4)
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode("ascii")


def qr_img(text: str, size: int) -> str:
    return f"<img src='{qr_data_uri(text)}' width='{size}' height='{size}'>"


def _round_in_play(tournament_id: int) -> int:
    number = rounds.round_in_play(tournament_id)
    if number is None:
        fail(N_(CTX, "no round has been seated yet: seat a round first"))
    return number


def tablecards_html(info: TournamentInfo, links: list[TableLink], address: str) -> str:
    """One card per table: the round and table in large type, the four players by their seat winds,
    the QR code of the table's link and the link itself, and how the card is used."""
    winds = seat_winds()
    how = tr("export", "Scan this code with the phone that stays on this table: it opens the table's "
                       "page, where the hands are entered. The code is this table's key: keep the card at "
                       "the table.")
    body = []
    for index, link in enumerate(links):
        style = " style='page-break-before: always'" if index else ""
        title = tr("export", "Round {round} · Table {table}").format(round=link.round, table=link.table)
        details = separated((info.name, info.venue))
        seats = "".join(f"<tr><td class='wind'>{_e(winds[s])}</td><td>{_e(name)}</td></tr>"
                        for s, name in enumerate(link.names))
        url = link.url(address)
        body.append(f"<h1{style}>{_e(title)}</h1><p class='sub'>{_e(details)}</p>"
                    f"<table class='seats' width='100%' border='1' cellspacing='0' cellpadding='6'>"
                    f"{seats}</table>"
                    f"<p align='center'>{qr_img(url, CARD_QR_PX)}</p>"
                    f"<p class='url' align='center'>{_e(url)}</p><p class='how'>{_e(how)}</p>")
    title = tr("export", "Table cards")
    return (f"<html><head><meta charset='utf-8'><title>{_e(info.name)} — {_e(title)}</title>"
            f"<style>{_CSS}</style></head><body>{''.join(body)}</body></html>")


def tablecards_document(tournament_id: int, rounds_range: RoundRange = None) -> str:
    """The cards of the round(s) asked for (default: the round in play). Tables without a link
    get one, unless the database is only read: then only the tables that have one are printed."""
    first, last = rounds_range or (_round_in_play(tournament_id),) * 2
    numbers = [n for n in rounds.round_numbers(tournament_id) if first <= n <= last]
    if not numbers:
        fail(N_(CTX, "no round from {first} to {last} has been seated"), first=first, last=last)
    links = [link for n in numbers for link in table_links.table_links(tournament_id, n, create=None)]
    if not links:
        table_links.no_links()
    return tablecards_html(tournaments.tournament_info(tournament_id), links, table_links.web_address())


def seating_codes(tournament_id: int) -> Callable[[TableSeating], str] | None:
    """For the printed seating: each table's QR code, for the tables that have a link (none is made
    here: the seating prints as before until the organiser makes the links)."""
    if not rounds.round_numbers(tournament_id):
        return None
    links = {(link.round, link.table): link for link in table_links.table_links(tournament_id, create=False)}
    if not links:
        return None
    address = table_links.web_address()

    def code(seating: TableSeating) -> str:
        link = links.get((seating.round, seating.table))
        return f"<br>{qr_img(link.url(address), SEATING_QR_PX)}" if link is not None else ""

    return code
