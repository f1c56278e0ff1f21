"""How a league season reads (issue 31), in the language in force: days (節), the marks of the
promotion, relegation, final and drop lines, and the lines' legend. Shared by the command line, the
windows, the projector and the printed and exported league sheets."""

from __future__ import annotations

from tournament_app.i18n import tr

CTX = "league"


def day_header(number: int, *, final: bool = False) -> str:
    """``第3節`` / ``Day 3``; a day of the title final: ``決定戦 第2日`` / ``Final day 2``."""
    if final:
        return tr(CTX, "Final day {n}").format(n=number)
    return tr(CTX, "Day {n}").format(n=number)


def mark_name(mark: str | None) -> str:
    """The mark a league sheet writes beside a player: 昇級, 降級, 決定戦, 敗退, 棄権, 休場."""
    return {
        "up": tr(CTX, "Promoted"),
        "down": tr(CTX, "Relegated"),
        "final": tr(CTX, "To the final"),
        "out": tr(CTX, "Out"),
        "withdrew": tr(CTX, "Withdrew"),
        "absent": tr(CTX, "Absent"),
    }.get(mark or "", "")


def day_mark(mark: str | None) -> str:
    """A day's cell of a player who no longer plays the league: 棄権, 休場, 敗退 (the mark, short)."""
    return {
        "out": tr(CTX, "out"),
        "withdrew": tr(CTX, "W/D"),
        "absent": tr(CTX, "abs."),
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


def mark_note(mark: str | None, tied: bool, complete: bool) -> str:
    """The mark with what qualifies it: provisional while days remain, or level at the line."""
    text = mark_name(mark)
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
