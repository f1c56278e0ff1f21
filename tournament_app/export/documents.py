"""Printable documents: standings, seating lists and score sheets as HTML, printed through Qt.

The HTML keeps to the subset that ``QTextDocument`` renders (tables, a few CSS properties), so the
same text feeds the print preview, the printer and the PDF. A document is a :class:`paged.Document`
of parts, each starting on a page of its own (a round's seating, a game's score sheet), made one at
a time as the print goes: :mod:`.paged` lays each out and paints it alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from html import escape

from tournament_app.export.chart_objects import game_line_img
from tournament_app.export.paged import (  # (the printing's names, where the documents' users look)
    CSS_DPI,
    FONT_SIZE_PT,
    MARGIN_MM,
    Document,
    PageMeasure,
    Part,
    ensure_gui_app,
    paint_on,
    text_document,
    write_pdf,
)
from tournament_app.export.workbook import game_check, round_header, seat_winds, state_text
from tournament_app.export.xlsx_cells import clean_text
from tournament_app.services.charts import line_from_outcomes
from tournament_app.services.event_standings import TeamRow
from tournament_app.services.rounds import RoundSummary, round_status
from tournament_app.services.rows import GameResult, PlayerRow, StandingRow, TableSeating, TournamentInfo
from tournament_app.texts.display import (
    dates_text,
    delta,
    names_list,
    points,
    round_label,
    score,
    separated,
    tie_break_text,
)
from tournament_app.texts.display import page_width as display_width
from tournament_app.words.i18n import tr

__all__ = ["CSS_DPI", "FONT_SIZE_PT", "MARGIN_MM", "Document", "PageMeasure", "ensure_gui_app", "paint_on",
           "text_document", "write_pdf"]

# Per-round columns that fit a printed standings page; a longer league shows its latest rounds
# (the workbook has them all).
MAX_ROUND_COLUMNS = 10
PAGE_WIDTH_PX = round((210 - 2 * MARGIN_MM) / 25.4 * CSS_DPI)  # a portrait page's text
SCORE_LINE_HEIGHT_PX = 300
SCORE_LINE_MIN_HEIGHT_PX = 200  # below, upright hand labels would be cut short ("East 3, 1 count…")
# Rounds per table of the "where do I sit" list before it continues in a further table.
ROUNDS_PER_TABLE = 8
LANDSCAPE_WIDTH_PT = (297 - 2 * MARGIN_MM) / 25.4 * 72  # a landscape page's text
CELL_PAD_PT = 10  # a cell's padding and borders, and some room to spare
ROWS_PER_PART = 2000  # rows of "where do I sit" laid out together: some 40 pages

_CSS = """
body { font-size: 9pt; }
h1 { font-size: 15pt; font-weight: bold; margin-top: 0; margin-bottom: 2px; }
h2 { font-size: 12pt; font-weight: bold; margin-top: 10px; margin-bottom: 4px; }
p.sub { color: #555555; margin-top: 0; margin-bottom: 8px; }
table.grid { border-collapse: collapse; border-color: #999999; }
table.grid th { background-color: #d9e1f2; border: 1px solid #999999; padding: 2px 4px; font-weight: bold; }
table.grid td { border: 1px solid #bbbbbb; padding: 2px 4px; }
td.num { text-align: right; }
td.mid { text-align: center; }
td.label { text-align: right; font-weight: bold; }
td.total { text-align: right; font-weight: bold; }
tr.alt td { background-color: #f3f5fa; }
tr.check td { color: #555555; font-style: italic; }
table.log td { font-size: 8pt; padding: 1px 3px; }
table.big td { font-size: 12pt; padding: 4px 6px; }
table.fit th { white-space: nowrap; }
table.fit td.num, table.fit td.mid, table.fit td.total, table.fit td.word { white-space: nowrap; }
"""
_GAP = "<p style='font-size: 4pt'>&nbsp;</p>"  # a little space between two tables


# -- HTML ----------------------------------------------------------------------------------------
def _e(text: object) -> str:
    return escape(clean_text(str(text)))


def _page(info: TournamentInfo, title: str, body: Iterable[str]) -> str:
    # <title> becomes the running page header of write_pdf.
    return (f"<html><head><meta charset='utf-8'><title>{_e(info.name)} — {_e(title)}</title>"
            f"<style>{_CSS}</style></head><body>{''.join(body)}</body></html>")


def _heading(info: TournamentInfo, title: str, *, extra: str = "") -> str:
    """A part's first element (Document.html puts a page break before it)."""
    details = separated((info.name, dates_text(info.starts_on, info.ends_on), info.venue, extra))
    return f"<h1>{_e(title)}</h1><p class='sub'>{_e(details)}</p>"


def _cell(value: object, cls: str = "") -> str:
    attr = f" class='{cls}'" if cls else ""
    return f"<td{attr}>{_e(value)}</td>"


def _table(headers: Sequence[str], rows: Iterable[str], *, widths: Sequence[int] = (), cls: str = "") -> str:
    """A bordered table over the page's width; ``widths`` in percent per column, when given."""
    sizes = [f" width='{w}%'" for w in widths] or [""] * len(headers)
    fit = "fit" in cls.split()  # headers and numbers never broken inside a word: a line per word
    head = "".join(f"<th{size}>{_header(h, fit)}</th>" for h, size in zip(headers, sizes, strict=True))
    return (f"<table class='grid {cls}' width='100%' border='1' cellspacing='0' cellpadding='3'>"
            f"<thead><tr>{head}</tr></thead>{''.join(rows)}</table>")


def _header(text: str, words_apart: bool) -> str:
    """A header's HTML: a newline breaks it; ``words_apart``: each word on a line of its own (the
    cell does not wrap: Qt would otherwise break "Average" into "Avera" and "ge", 累計ポイント
    into 累計ポイ and ント, when the column is narrow)."""
    lines = text.split("\n")
    if words_apart:
        lines = [word for line in lines for word in line.split()]
    return "<br>".join(_e(line) for line in lines)


def _row(cells: Iterable[str], index: int = 0, cls: str = "") -> str:
    classes = " ".join(c for c in (cls, "alt" if index % 2 else "") if c)
    attr = f" class='{classes}'" if classes else ""
    return f"<tr{attr}>{''.join(cells)}</tr>"


def _points(tenths: int | None) -> str:
    return "" if tenths is None else points(tenths)


def _score(value: int | None) -> str:
    return "" if value is None else score(value)


# -- standings -----------------------------------------------------------------------------------
def _standings_title(standings: Sequence[StandingRow], round_numbers: Sequence[int],
                     tables: Sequence[RoundSummary]) -> str:
    """"Standings after round 2", and the round under way: "· round 3 under way: 0 of 4 tables
    finished" (a round seated ahead whose games have not started says nothing)."""
    visible = set(round_numbers)
    summaries = [s for s in tables if s.number in visible]
    if not summaries:  # (no seating known: the last round with results)
        played = [n for n in round_numbers if any(n in row.by_round for row in standings)]
        return (tr("export", "Standings after round {n}").format(n=played[-1]) if played
                else tr("export", "Standings"))
    complete, under_way = round_status(summaries)
    title = (tr("export", "Standings after round {n}").format(n=complete) if complete is not None
             else tr("export", "Standings"))
    if under_way is not None:
        title = tr("export", "{title} · round {n} under way: {done} of %n tables finished",
                   under_way.tables).format(title=title, n=under_way.number, done=under_way.finished)
    return title


def _text_pt(text: str, bold: bool = False) -> float:
    """About how wide ``text`` prints in points at the documents' size (a little generous: a
    half-width character taken as 0.55 em, a full-width one as 1 em; bold a tenth wider)."""
    full = display_width(text) - len(text)  # (a full-width character counts two)
    return (full + (len(text) - full) * 0.55) * FONT_SIZE_PT * (1.1 if bold else 1.0)


def _fitted_columns(columns: Sequence[tuple[str, Sequence[str], bool]],
                    extra: Sequence[tuple[str, Sequence[str]]], page_pt: float,
                    stretch: Sequence[int]) -> tuple[list[int], int]:
    """Widths in percent for a table whose header words and numbers must not break, and how many of
    the ``extra`` columns (the latest rounds, from the end) fit beside ``columns``.

    ``columns``: (header, cell texts, bold); the ``stretch`` columns (names) take what is left and
    may wrap between words when even one extra column would not fit otherwise."""
    def need(header: str, texts: Iterable[str], bold: bool, whole: bool) -> float:
        words = [w for line in header.split("\n") for w in line.split()] or [""]
        cells = [t if whole else max(t.split() or [""], key=display_width) for t in texts]
        widest = max([_text_pt(w, True) for w in words] + [_text_pt(t, bold) for t in cells])
        return widest + CELL_PAD_PT

    def fixed(whole: bool) -> list[float]:
        return [need(h, texts, bold, whole or i not in stretch) for i, (h, texts, bold) in enumerate(columns)]

    rounds = [need(h, texts, False, True) for h, texts in extra]
    for whole in (True, False):  # names on one line when they can be
        base = fixed(whole)
        for count in range(len(rounds), 0, -1):
            if sum(base) + sum(rounds[len(rounds) - count:]) <= page_pt:
                break
        else:
            count = 0
        if count or not rounds or not whole:
            break
    needs = base + rounds[len(rounds) - count:]
    spare = max(page_pt - sum(needs), 0.0)
    grow = sum(needs[i] for i in stretch) or 1.0
    sizes = [n + (spare * n / grow if i in stretch else 0.0) for i, n in enumerate(needs)]
    total = sum(sizes)
    percent = [max(1, int(100 * size / total)) for size in sizes]
    percent[stretch[0]] += 100 - sum(percent)  # (what rounding down left over)
    return percent, count


def standings_html(info: TournamentInfo, standings: list[StandingRow], round_numbers: list[int],
                   teams: Sequence[TeamRow] = (), tables: Sequence[RoundSummary] = ()) -> str:
    """The standings table, with each round's points (the latest rounds that fit beside the rest).

    ``tables``: each round's tables, finished and started (rounds.round_summaries): the title
    names the last round complete and the one under way, as the projector does. A Penalties
    column when a penalty is in a total."""
    penalties = any(row.penalties for row in standings)
    staged = any(row.stage is not None for row in standings)  # ranked by the stage reached first
    headers = [tr("export", "Rank"), tr("export", "Name"), tr("export", "Affiliation"), tr("export", "Total"),
               *([tr("export", "Stage reached"), tr("export", "Stage total")] if staged else []),
               tr("export", "Games"), tr("export", "Average rank"), tr("export", "1st"), tr("export", "2nd"),
               tr("export", "3rd"), tr("export", "4th"), tr("export", "Average score"),
               *([tr("export", "Penalties")] if penalties else [])]
    table: list[list[tuple[str, str]]] = []  # per row: (text, class) of the columns before the rounds
    for row in standings:
        x100 = row.average_rank_x100
        average_rank = "" if x100 is None else f"{x100 // 100}.{x100 % 100:02d}"
        name = row.name if not row.tie_break else f"{row.name} ({tie_break_text(row.tie_break)})"
        table.append([(str(row.rank), "mid"), (name, ""), (row.affiliation, ""), (points(row.total), "total"),
                      *([(row.stage or "", "word"), (_points(row.stage_total), "num")] if staged else []),
                      (str(row.games), "mid"), (average_rank, "mid"), *((str(n), "mid") for n in row.places),
                      (_score(row.average_score), "num"),
                      *([(_points(row.penalties or None), "num")] if penalties else [])])
    by_round = [(round_header(n), [_points(row.by_round.get(n)) for row in standings])
                for n in round_numbers[-MAX_ROUND_COLUMNS:]]
    widths, shown = _fitted_columns(
        [(h, [r[i][0] for r in table], table[0][i][1] == "total" if table else False)
         for i, h in enumerate(headers)], by_round, LANDSCAPE_WIDTH_PT, stretch=(1, 2))
    rounds_shown = round_numbers[len(round_numbers) - shown:] if shown else []
    rows = []
    for i, (cells, row) in enumerate(zip(table, standings, strict=True)):
        rows.append(_row([*(_cell(text, cls) for text, cls in cells),
                          *(_cell(_points(row.by_round.get(n)), "num") for n in rounds_shown)], i))
    headers += [round_header(n) for n in rounds_shown]
    title = _standings_title(standings, round_numbers, tables)
    body = [_heading(info, title), _table(headers, rows, widths=widths, cls="fit")]
    if len(rounds_shown) < len(round_numbers):
        note = tr("export", "Only the latest %n rounds are shown.", len(rounds_shown))
        body.append(f"<p class='sub'>{_e(note)}</p>")
    if teams:  # team standings (event_standings.TeamRow) below the players'
        team_rows = [_row([_cell(t.rank, "mid"), _cell(t.name), _cell(points(t.total), "total"),
                           _cell(names_list(t.counted))], i) for i, t in enumerate(teams)]
        body += [f"<h2>{_e(tr('export', 'Teams'))}</h2>",
                 _table([tr("export", "Rank"), tr("export", "Team"), tr("export", "Total"),
                         tr("export", "Members counted")], team_rows)]
    return _page(info, title, body)


# -- seating -------------------------------------------------------------------------------------
def seating_document(info: TournamentInfo, tables: list[TableSeating], players: Sequence[PlayerRow] = (),
                     table_extra: Callable[[TableSeating], str] | None = None) -> Document:
    """Each round's tables on a page of its own, then "where do I sit": every player's table and
    seat wind in each round, in the order of the players' readings when ``players`` gives them.
    ``table_extra``: HTML under each table's number (its phone's QR code: export.tablecards)."""
    by_round: dict[int, list[TableSeating]] = {}
    for seating in sorted(tables, key=lambda t: (t.round, t.table)):
        by_round.setdefault(seating.round, []).append(seating)
    title = tr("export", "Seating")

    def parts() -> Iterator[str]:
        winds = seat_winds()
        for number, seatings in by_round.items():
            rows = [_row([f"<td class='mid'>{_e(s.table)}{table_extra(s)}{_sitting_out(s)}</td>"
                          if table_extra or s.out_name is not None else _cell(s.table, "mid"),
                          *(_cell(name) for name in s.names)], i)
                    for i, s in enumerate(seatings)]
            yield _page(info, title, [
                _heading(info, tr("export", "Seating: {round}").format(round=round_header(number))),
                _table([tr("export", "Table"), *winds], rows, widths=(12, 22, 22, 22, 22), cls="big")])
        if by_round:
            yield from (_page(info, title, body) for body in _where_do_i_sit(info, by_round, players))
        else:
            yield _page(info, title, [_heading(info, title)])

    return Document(parts, len(by_round) + 1 + len(by_round) // ROUNDS_PER_TABLE)


def seating_html(info: TournamentInfo, tables: list[TableSeating], players: Sequence[PlayerRow] = (),
                 table_extra: Callable[[TableSeating], str] | None = None) -> str:
    return seating_document(info, tables, players, table_extra).html()


def _sitting_out(s: TableSeating) -> str:
    """Under a table of five's number: who sits this round out (抜け番)."""
    if s.out_name is None:
        return ""
    return f"<br><span class='sub'>{_e(tr('export', 'sitting out: {name}').format(name=s.out_name))}</span>"


def _where_do_i_sit(info: TournamentInfo, by_round: dict[int, list[TableSeating]],
                    players: Sequence[PlayerRow]) -> Iterator[list[str]]:
    """The list's parts: tables of ROUNDS_PER_TABLE rounds, as many in a part as keep it to about
    ROWS_PER_PART rows (a part is laid out whole: 1,000 players × 200 rounds would be too long)."""
    winds = seat_winds()
    places: dict[int, dict[int, str]] = {}  # player -> round -> "table wind"
    names: dict[int, str] = {}
    for number, seatings in by_round.items():
        for s in seatings:
            for seat, (player, name) in enumerate(zip(s.player_ids, s.names, strict=True)):
                names[player] = name
                places.setdefault(player, {})[number] = tr("export", "T{table} {wind}").format(
                    table=s.table, wind=winds[seat])
            if s.out_id is not None and s.out_name is not None:
                names[s.out_id] = s.out_name
                places.setdefault(s.out_id, {})[number] = tr("export", "T{table} out").format(table=s.table)
    readings = {p.id: p.reading for p in players}
    order = sorted(places, key=lambda p: (readings.get(p) or names[p], names[p]))
    rounds = list(by_round)
    chunks_per_part = max(1, ROWS_PER_PART // max(len(order), 1))
    step = ROUNDS_PER_TABLE * chunks_per_part
    for first in range(0, len(rounds), step):
        body = [_heading(info, tr("export", "Where do I sit?"))]
        for start in range(first, min(first + step, len(rounds)), ROUNDS_PER_TABLE):
            chunk = rounds[start:start + ROUNDS_PER_TABLE]
            rows = [_row([_cell(names[p]), *(_cell(places[p].get(n, "—"), "mid") for n in chunk)], i)
                    for i, p in enumerate(order)]
            body.append(_table([tr("export", "Name"), *(round_header(n) for n in chunk)], rows))
            body.append(_GAP)
        yield body


# -- score sheets --------------------------------------------------------------------------------
def scoresheets_document(info: TournamentInfo, games: Iterable[GameResult], count: int, *,
                         charts: bool = True) -> Document:
    """One game per page (``games`` in order, ``count`` of them; read as the print goes): the hand
    log, the settlement and the four players' signature boxes, then the game's score line
    (``charts``; without it a 10–15-hand game keeps to one sheet of paper)."""
    title = tr("export", "Score sheets")

    def parts() -> Iterator[str | Part]:
        measure = PageMeasure()
        empty = True
        for game in games:
            empty = False
            yield _score_sheet(info, title, game, measure=measure, chart=charts)
        if empty:
            yield _page(info, title, [_heading(info, title)])

    return Document(parts, max(count, 1))


def scoresheets_html(info: TournamentInfo, results: list[GameResult], *, charts: bool = True) -> str:
    games = sorted(results, key=lambda g: (g.round, g.table))
    return scoresheets_document(info, games, len(games), charts=charts).html()


def _score_sheet(info: TournamentInfo, doc_title: str, game: GameResult, *,
                 measure: PageMeasure | None = None, chart: bool = True) -> str | Part:
    """A game's part: its heading, hand log, settlement and signatures, then its score line (a Part,
    whose pages were counted while sizing the line)."""
    winds = seat_winds()
    title = tr("export", "Score sheet: round {round}, table {table}").format(round=game.round,
                                                                           table=game.table)
    body = [_heading(info, title, extra=state_text(game))]
    seats = [f"{winds[s]}\n{game.names[s]}" for s in range(4)]
    if game.hands:
        # The hand's description goes under its label and each seat's change above its score, so
        # that the log fits a portrait page with room for the names.
        rows = []
        for i, hand in enumerate(game.hands):
            moves = [f"<td class='num'>{_e(delta(d)) if d else '&nbsp;'}<br>{_e(score(s))}</td>"
                     for d, s in zip(hand.deltas, hand.scores, strict=True)]
            rows.append(_row([_cell(hand.number, "mid"),
                              f"<td><b>{_e(hand.label)}</b><br>{_e(hand.text)}</td>", *moves,
                              _cell(score(hand.left) if hand.left else "", "num")], i))
        headers = [tr("export", "No."), tr("export", "Hand"), *seats, tr("export", "Left")]
        body.append(_table(headers, rows, widths=(5, 39, 12, 12, 12, 12, 8), cls="log"))
    elif game.mode == "final":
        body.append("<p>" + _e(tr("export", "Final scores only")) + "</p>")
    body += [_GAP, _settlement(info, game, seats), _GAP, _signatures(game.names)]
    if not (chart and game.outcomes):
        return _page(info, doc_title, body)
    # Last, so that a long game's chart, not its signatures, goes over the page: at full height
    # where it fits, else as tall as the room left on the sheet's page allows (at least the height
    # that reads well; below that, at full height on a page of its own).
    measure = measure or PageMeasure()
    html = _page(info, doc_title, [*body, _GAP, _score_line(info, game, SCORE_LINE_HEIGHT_PX)])
    pages, room = measure.last_object(html)
    if room is not None and room >= SCORE_LINE_MIN_HEIGHT_PX:
        html = _page(info, doc_title, [*body, _GAP, _score_line(info, game, int(room))])
        pages = measure.pages(html)
    return Part(html, pages)


def _score_line(info: TournamentInfo, game: GameResult, height: int) -> str:
    """The game's score line, ``height`` CSS pixels tall."""
    line = line_from_outcomes(game.game_id, game.round, game.table, game.names, game.outcomes,
                              info.rules.start_points)
    labels = [round_label(h.round_index, h.honba) for h in line.hands]
    height = min(height, SCORE_LINE_HEIGHT_PX)
    return f"<p align='center'>{game_line_img(line, labels, PAGE_WIDTH_PX, height)}</p>"


def _settlement(info: TournamentInfo, game: GameResult, seats: list[str]) -> str:
    rows = [_settlement_line(tr("export", "Final score"), game.final_scores, score),
            *_left_line(game),
            _settlement_line(tr("export", "Rank"), game.ranks, str),
            _settlement_line(tr("export", "Rank points"), game.rank_points, points),
            _settlement_line(tr("export", "Penalty"), game.penalties, points),
            _settlement_line(tr("export", "Points"), game.points, points, "total")]
    ok, problems = game_check(game, info.rules.start_points, info.rules.rounding)
    if game.final_scores is not None and not ok:
        rows.append(_row([_cell(tr("export", "Check")), f"<td colspan='4'>NG: {_e(problems)}</td>"],
                         cls="check"))
    return _table([tr("export", "Settlement"), *seats], rows)


def _left_line(game: GameResult) -> list[str]:
    """The points left on the table (riichi deposits nobody won), so that the sheet adds up."""
    if game.final_scores is None or not game.left:
        return []
    text = tr("export", "{left} (with the final scores: {total})").format(
        left=score(game.left), total=score(sum(game.final_scores) + game.left))
    return [_row([_cell(tr("export", "Left on the table"), "label"), f"<td colspan='4'>{_e(text)}</td>"])]


def _settlement_line(label: str, values: tuple[int, ...] | None, fmt: Callable[[int], str],
                     cls: str = "num") -> str:
    shown = [""] * 4 if values is None else [fmt(v) for v in values]
    return _row([_cell(label, "label"), *(_cell(v, cls) for v in shown)])


def _signatures(names: Sequence[str]) -> str:
    cells = "".join(f"<td class='sign' width='25%'>{_e(name)}<br><br><br><br></td>" for name in names)
    title = _e(tr("export", "Signatures"))
    return (f"<table class='grid' width='100%' border='1' cellspacing='0' cellpadding='4'>"
            f"<thead><tr><th colspan='4'>{title}</th></tr></thead><tr>{cells}</tr></table>")


