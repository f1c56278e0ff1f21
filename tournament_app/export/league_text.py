"""How a league season reads (issue 31), in the language in force: days (節), the marks of the
promotion, relegation, final and drop lines, and the lines' legend. Shared by the command line, the
windows, the projector and the printed and exported league sheets."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tournament_app.texts import display
from tournament_app.words.i18n import tr

if TYPE_CHECKING:
    from tournament_app.services.season_standings import DivisionTable

CTX = "league"


def day_header(number: int, *, final: bool = False) -> str:
    """``第3節`` / ``Day 3``; a day of the title final: ``決定戦 第2日`` / ``Final day 2``."""
    if final:
        return tr(CTX, "Final day {n}").format(n=number)
    return tr(CTX, "Day {n}").format(n=number)


def mark_name(mark: str | None, lowest: bool = False) -> str:
    """The mark a league sheet writes beside a player: 昇級, 降級 (リーグ外 from the ``lowest``
    division, as its legend says), 決定戦, 敗退, 棄権, 休場."""
    if mark == "down" and lowest:
        return tr(CTX, "Leaves the league")
    return {
        "up": tr(CTX, "Promoted"),
        "down": tr(CTX, "Relegated"),
        "final": tr(CTX, "To the final"),
        "out": tr(CTX, "Out"),
        "withdrew": tr(CTX, "Withdrew"),
        "absent": tr(CTX, "Absent"),
    }.get(mark or "", "")


def final_day_header(number: int, days: int) -> str:
    """A title final's day as the finals' published tables head it: ``1日目`` … ``最終日``."""
    if number == days and days > 1:
        return tr(CTX, "Last day")
    return tr(CTX, "Day {n} of the final").format(n=number)


def champion_text(name: str) -> str:
    return tr(CTX, "Champion: {name}").format(name=name)


def final_after_text(played: int, days: int) -> str:
    if played == days:
        return tr(CTX, "final over")
    return tr(CTX, "after final day {day} of {days}").format(day=played, days=days)


def points_note(points: tuple[int, int], before: tuple[int, int]) -> str:
    """``昇級点2 (前期1)`` / ``up points 2 (1 before)``: a player's 昇級点 and 降級点."""
    parts = []
    for earned, brought, text, text_before in (
            (points[0], before[0], tr(CTX, "up points {n}"), tr(CTX, "up points {n} ({before} before)")),
            (points[1], before[1], tr(CTX, "down points {n}"), tr(CTX, "down points {n} ({before} before)"))):
        if brought:
            parts.append(text_before.format(n=earned, before=brought))
        elif earned:
            parts.append(text.format(n=earned))
    return joined(parts)


def mark_note(mark: str | None, tied: bool, complete: bool, lowest: bool = False) -> str:
    """The mark with what qualifies it: provisional while days remain, or level at the line."""
    text = mark_name(mark, lowest)
    if tied:
        text = (text + " " if text else "") + tr(CTX, "(tie at the line)")
    if text and not complete and mark and mark not in ("withdrew", "absent"):  # those are not provisional
        text = tr(CTX, "{mark} (so far)").format(mark=text)
    return text


def lines_legend(promote: int, relegate: int, final_top: int | None, top: bool, lowest: bool) -> str:
    """``上位2名昇級・下位2名降級`` / ``top 2 promoted, bottom 2 relegated``."""
    parts = []
    if top and final_top:
        parts.append(tr(CTX, "top {n} to the title final").format(n=final_top))
    elif promote:
        parts.append(tr(CTX, "top {n} promoted").format(n=promote))
    if relegate:
        parts.append(tr(CTX, "bottom {n} leave the league").format(n=relegate) if lowest
                     else tr(CTX, "bottom {n} relegated").format(n=relegate))
    return joined(parts, tr(CTX, ", "))


def joined(parts: list[str], separator: str | None = None) -> str:
    """The non-empty ``parts`` in one line: ``A · B`` / ``A・B``."""
    return (separator if separator is not None else tr(CTX, " · ")).join(p for p in parts if p)


def drop_text(after_day: int, below: str, each: bool = False) -> str:
    if each:
        return tr(CTX, "after day {day} and every day after it, players below {points} are out").format(
            day=after_day, points=below)
    return tr(CTX, "after day {day}, players below {points} are out").format(day=after_day, points=below)


def division_title(season: str, division: str) -> str:
    return tr(CTX, "{season} — division {division}").format(season=season, division=division)


def after_text(after_day: int, days: int) -> str:
    if after_day == 0:
        return tr(CTX, "before the first day")
    return tr(CTX, "after day {day} of {days}").format(day=after_day, days=days)


def as_of_text(day: int, days: int, finished: int, games: int) -> str:
    """Where a table counted to ``day`` (of ``days``) stands, true while the day is played: ``全10節中
    第2節途中（12対局中5対局終了）`` until its last game ends, ``全10節中 第2節終了時点`` after; a day
    seated with no game finished is not begun: the table stands after the day before."""
    if day and games and not finished:
        return after_text(day - 1, days)
    if day and finished < games:
        return tr(CTX, "during day {day} of {days} ({finished} of {games} games finished)").format(
            day=day, days=days, finished=finished, games=games)
    return after_text(day, days)


def as_of(table: DivisionTable) -> str:
    """Where a league table stands: after a day, or during one (how many of its games are finished)."""
    league = table.division.league_days
    if not table.after_day:
        return after_text(0, len(league))
    day = league[table.after_day - 1]
    return as_of_text(day.number, len(league), day.finished, day.games)


def division_label(division: str) -> str:
    """A division as the screens name it: ``Aリーグ`` / ``Division A``."""
    return tr(CTX, "Division {name}").format(name=division)


def printed_text(day: str) -> str:
    return tr(CTX, "printed {date}").format(date=day)


def day_mark(code: str | None) -> str:
    """What a day's mark (``season_standings.DAY_MARKS``) means: the sheets' legend."""
    return {
        "sit_out": tr(CTX, "sat out"),
        "stood_in": tr(CTX, "replaced"),
        "absent": tr(CTX, "absent"),
        "withdrew": tr(CTX, "withdrawn"),
        "out": tr(CTX, "out"),
    }.get(code or "", code or "")


def day_mark_short(code: str | None) -> str:
    """The mark in a day's cell, beside its points: ``抜`` / ``S`` (the legend says what it means); a
    cell without points shows the whole word (``day_mark``)."""
    return {
        "sit_out": tr(CTX, "S"),
        "stood_in": tr(CTX, "R"),
        "absent": tr(CTX, "A"),
        "withdrew": tr(CTX, "W"),
    }.get(code or "", code or "")


def day_cell(tenths: int | None, code: str | None, minus: str = "△") -> str:
    """A day's cell as text: the points and the day's short mark beside them; a day without points
    (not played: absent, withdrawn, out) shows the mark's whole word."""
    if tenths is None:
        return day_mark(code) if code else ""
    points = display.points(tenths, minus)
    return f"{points} {day_mark_short(code)}" if code else points


def marks_legend(codes: Iterable[str]) -> str:
    """``抜: 抜け番・休: 休場`` for the marks a sheet shows, in DAY_MARKS' order."""
    return joined([tr(CTX, "{mark}: {meaning}").format(mark=day_mark_short(c), meaning=day_mark(c))
                   for c in dict.fromkeys(codes)])
