"""How scores, points and hands read for a referee, in the language in force.

Shared by the command line, the windows and the printed documents.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from tournament_app.platform.console import ambiguous_is_wide
from tournament_app.words.i18n import language, tr
from tournament_app.words.messages import N_

if TYPE_CHECKING:  # (only named: the rules' modules load with the screens that show hands)
    from tournament_app.rules.game import HandOutcome
    from tournament_app.rules.values import HandValue, WinPayment

CTX = "display"


MINUS_SIGNS = ("△", "▲")  # how leagues write a negative: △ (the app's, 協会), ▲ (連盟's published tables)


def points(tenths: int, minus: str = "△") -> str:
    """Game points as leagues write them: ``+12.3``, ``△4.5``, ``0.0`` (001 art. 38)."""
    whole, tenth = divmod(abs(tenths), 10)
    body = f"{whole}.{tenth}"
    if tenths > 0:
        return "+" + body
    if tenths < 0:
        return minus + body
    return body


def rating(hundredths: int) -> str:
    """A club rating (rules.rating) as Tenhou writes it: ``1523.45``."""
    whole, part = divmod(abs(hundredths), 100)
    return f"{'-' if hundredths < 0 else ''}{whole}.{part:02d}"


def width(text: str) -> int:
    """Columns a text takes in a terminal: full-width (Japanese) characters take two, and so do the
    East Asian ambiguous ones (``△``, ``←``, ``→``) where the console draws them so (a Japanese
    Windows console: :func:`tournament_app.platform.console.ambiguous_is_wide`)."""
    return sum(_console_columns(ch) for ch in text)


def _console_columns(ch: str) -> int:
    kind = unicodedata.east_asian_width(ch)
    return 2 if kind in "WF" or (kind == "A" and ambiguous_is_wide(ch)) else 1


def page_width(text: str) -> int:
    """Columns a text takes on a page or in a sheet's cell: full-width characters take two, whatever
    console the program that writes it has."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def shorten(text: str, columns: int) -> str:
    """``text`` cut in the middle to ``columns`` (full-width characters count two) when it is longer:
    a long name on a button or a column header must not widen the window past the screen, and the
    end of a name often tells two players apart ("Alexan…hausen 1", "Alexan…hausen 2")."""
    if page_width(text) <= columns:
        return text

    def take(chars: str, room: int) -> str:
        out, used = [], 0
        for ch in chars:
            used += 2 if unicodedata.east_asian_width(ch) in "WF" else 1
            if used > room:
                break
            out.append(ch)
        return "".join(out)

    head_room = (columns - 1) // 2
    head = take(text, head_room)
    tail = take(text[::-1], columns - 1 - page_width(head))[::-1]
    return f"{head.rstrip()}…{tail.lstrip()}"


def pad(text: str, columns: int, *, right: bool = False) -> str:
    """``text`` padded to ``columns`` terminal columns (``right``: aligned right)."""
    fill = " " * max(0, columns - width(text))
    return fill + text if right else text + fill


def score(value: int) -> str:
    """A score with thousands separators: ``25,000``, ``-1,200``; in Japanese a negative score is
    ``△1,200``, as Japanese score sheets write it beside the △ of points (001 art. 38)."""
    return score_minus() + f"{-value:,}" if value < 0 else f"{value:,}"


def score_minus() -> str:
    """The sign of a negative score in the language in force (a change of score keeps ``-``)."""
    return "△" if language() == "ja" else "-"


def delta(value: int) -> str:
    return f"{value:+,}" if value else "0"


def wind_names() -> tuple[str, str, str, str]:
    """East, South, West, North: round winds and seat winds alike."""
    return (tr(CTX, "East"), tr(CTX, "South"), tr(CTX, "West"), tr(CTX, "North"))


def round_name(round_index: int) -> str:
    """``東1局`` / ``East 1``."""
    return tr(CTX, "{wind} {number}").format(wind=wind_names()[round_index // 4 % 4],
                                             number=round_index % 4 + 1)


def round_label(round_index: int, honba: int) -> str:
    """``東1局 1本場`` / ``East 1, 1 counter``, ``East 1, 2 counters``."""
    if not honba:
        return round_name(round_index)
    return tr(CTX, "{round}, %n counters", honba).format(round=round_name(round_index))


def announcement(payment: WinPayment, honba: int, *, japanese: bool | None = None) -> str:
    """What the winner announces (001 art. 41 ハ): ``3900``, ``1300・2600は1400・2700``, ``4000オール``.

    ``japanese`` (default: when the language in force is Japanese) gives the table's convention;
    otherwise ``1300/2600 (1400/2700 with counters)``. JSON output always uses the Japanese form.
    """
    ja = language() == "ja" if japanese is None else japanese
    per = payment.counters // 3
    if payment.ron is not None:
        parts = (str(payment.ron - payment.counters), str(payment.ron))
    elif payment.each_pays is not None:
        each = (payment.each_pays - per, payment.each_pays)
        parts = tuple(f"{v}オール" if ja else tr(CTX, "{points} all").format(points=v) for v in each)
    else:
        assert payment.dealer_pays is not None and payment.non_dealer_pays is not None
        sep = "・" if ja else "/"
        parts = (f"{payment.non_dealer_pays - per}{sep}{payment.dealer_pays - per}",
                 f"{payment.non_dealer_pays}{sep}{payment.dealer_pays}")
    if not honba or parts[0] == parts[1]:
        return parts[0]
    if ja:
        return f"{parts[0]}は{parts[1]}"
    return tr(CTX, "{bare} ({with_counters} with counters)").format(bare=parts[0], with_counters=parts[1])


def limit_name(value: HandValue) -> str:
    if value.limit is None:
        return ""
    names = {
        "mangan": tr(CTX, "mangan"),
        "haneman": tr(CTX, "haneman"),
        "baiman": tr(CTX, "baiman"),
        "sanbaiman": tr(CTX, "sanbaiman"),
        "yakuman": tr(CTX, "yakuman"),
    }
    name = names[value.limit]
    if value.yakuman > 1:
        return tr(CTX, "{name} ×{n}").format(name=name, n=value.yakuman)
    return name


def value_text(value: HandValue) -> str:
    """``3翻30符`` / ``3 han 30 fu``, with the limit when one is reached. A limit entered as such
    (``m``, ``12000``) reads as the limit alone: nobody announced a number of han."""
    if value.yakuman or (value.fu is None and value.limit is not None):
        return limit_name(value)
    if value.fu is None:
        base = tr(CTX, "{han} han").format(han=value.han)
    else:
        base = tr(CTX, "{han} han {fu} fu").format(han=value.han, fu=value.fu)
    return f"{base} {limit_name(value)}".rstrip()


def fu_breakdown(details: Iterable[tuple[str, int]]) -> str:
    """The fu item by item: ``副底・門前加符 30 ＋ 単騎待ち 2`` (the CLI's value and the hand check)."""
    from tournament_app.rules.yaku_names import fu_name  # (the scoring package loads with its users)

    lang = language()
    return tr(CTX, " + ").join(f"{fu_name(reason, fu, lang)} {fu}" for reason, fu in details)


def result_name(result: str) -> str:
    return {
        "ron": tr(CTX, "Ron"),
        "tsumo": tr(CTX, "Tsumo"),
        "draw": tr(CTX, "Draw"),
        "abortive": tr(CTX, "Abortive draw"),
        "chombo": tr(CTX, "Chombo"),
    }[result]


def abortive_name(kind: str | None) -> str:
    names = {
        "kyuushu": tr(CTX, "nine terminals (九種九牌)"),
        "suufon": tr(CTX, "four winds (四風連打)"),
        "suukan": tr(CTX, "four kans (四槓散了)"),
        "suucha": tr(CTX, "four riichi (四家立直)"),
        "sanchahou": tr(CTX, "three rons (三家和)"),
    }
    return names.get(kind or "", "")


def names_list(names: Iterable[str]) -> str:
    """Names joined as the language writes a list: ``A, B`` / ``A、B``."""
    return tr(CTX, ", ").join(names)


def repeats_text(pairs: int, most: int, stage: str | None = None) -> str:
    """The seating's repeats in one line, on the rounds tab and after ``seat`` alike."""
    text = (tr(CTX, "Repeated pairs within {stage}: {pairs} · most meetings of one pair: {most}") if stage
            else tr(CTX, "Repeated pairs: {pairs} · most meetings of one pair: {most}"))
    return text.format(stage=stage_name(stage or ""), pairs=pairs, most=most)


def separator() -> str:
    """What stands between the details of a line: `` · `` / ``・``."""
    return tr(CTX, " · ")


def separated(parts: Iterable[str]) -> str:
    """The non-empty ``parts`` of a line of details: ``A · B`` / ``A・B``."""
    return separator().join(p for p in parts if p)


def date_text(day: dt.date) -> str:
    """A date as the language writes it in running text: ``2026-04-05`` / ``2026年4月5日``."""
    if language() == "ja":
        return f"{day.year}年{day.month}月{day.day}日"
    return day.isoformat()


def dates_text(first: dt.date | None, last: dt.date | None) -> str:
    """An event's days: ``2026-04-05 – 2026-06-28`` / ``2026年4月5日〜6月28日`` (one date when they
    are the same or one is missing; the year once when it does not change)."""
    if first is None or last is None or first == last:
        day = first or last
        return "" if day is None else date_text(day)
    if language() == "ja":
        end = f"{last.month}月{last.day}日" if last.year == first.year else date_text(last)
        return f"{date_text(first)}〜{end}"
    return f"{first.isoformat()} – {last.isoformat()}"


def moment_text(moment: dt.datetime, *, seconds: bool = False) -> str:
    """A date and time in a table's column: ``2026-04-05 14:30`` / ``2026/04/05 14:30``."""
    day = f"{moment:%Y/%m/%d}" if language() == "ja" else f"{moment:%Y-%m-%d}"
    return f"{day} {moment:%H:%M:%S}" if seconds else f"{day} {moment:%H:%M}"


def day_text(day: dt.date) -> str:
    """A date in a table's column: ``2026-04-05`` / ``2026/04/05`` (of a moment too: the day alone)."""
    return f"{day:%Y/%m/%d}" if language() == "ja" else f"{day:%Y-%m-%d}"


def outcome_text(outcome: HandOutcome, names: tuple[str, ...] | list[str]) -> str:
    """One line describing a hand: who won from whom, the value and the announcement, and who declared
    riichi (the desk's log, the score sheets and the workbook all read it from here)."""
    text = _outcome_text(outcome, names)
    if outcome.hand.riichi:
        riichi = names_list([names[s] for s in outcome.hand.riichi])
        text += tr(CTX, " (riichi: {names})").format(names=riichi)  # Japanese: no space before （
    if outcome.hand.time_up:
        text += tr(CTX, " — time up")
    return text


def _outcome_text(outcome: HandOutcome, names: tuple[str, ...] | list[str]) -> str:
    hand = outcome.hand
    if outcome.riichi_bust:
        return tr(CTX, "Riichi without the points for the deposit: the game ends here as a bust")
    if hand.result in ("ron", "tsumo"):
        parts = []
        for win in outcome.wins:
            who = names[win.winner]
            if hand.result == "ron":
                assert hand.loser is not None
                who = tr(CTX, "{winner} from {loser}").format(winner=who, loser=names[hand.loser])
            parts.append(f"{who} {value_text(win.value)} {announcement(win.payment, win.honba)}")
        return f"{result_name(hand.result)}: " + tr(CTX, "; ").join(parts)
    if hand.result == "draw":
        if not hand.tenpai:
            text = tr(CTX, "Draw, nobody tenpai")
        elif len(hand.tenpai) == 4:
            text = tr(CTX, "Draw, everybody tenpai")
        else:
            text = tr(CTX, "Draw, tenpai: {seats}").format(seats=names_list([names[s] for s in hand.tenpai]))
        if hand.nagashi:
            text += " " + tr(CTX, "nagashi mangan: {seats}").format(
                seats=names_list([names[s] for s in hand.nagashi]))
        return text
    if hand.result == "abortive":
        return f"{result_name('abortive')} {abortive_name(hand.kind)}".rstrip()
    offenders = [names[s] + (f" {points(outcome.penalties[s])}" if outcome.penalties[s] else "")
                 for s in hand.players]  # the △40.0 the offender loses, where the rules take points
    return f"{result_name('chombo')}: " + names_list(offenders)


_TIE_BREAKS = {
    "best_game": N_(CTX, "best single game"), "more_firsts": N_(CTX, "more 1st places"),
    "average_rank": N_(CTX, "better average rank"), "head_to_head": N_(CTX, "head-to-head points"),
    "last_game": N_(CTX, "higher last game"), "lottery": N_(CTX, "lottery"),
    "previous_stage": N_(CTX, "place in the previous stage"),  # a stage's ties at its start
    "seed": N_(CTX, "last season's place"),  # a league season's divisions (services.season_standings)
}


def stage_name(name: str) -> str:
    """A stage's name as shown: the first stage, named by the app when the second was added, and a
    title final the app named, in the reader's language."""
    if name == FIRST_STAGE:
        return tr(CTX, "Stage 1")
    return tr(CTX, "Title final") if name == FINAL_STAGE else name


FIRST_STAGE = "Stage 1"  # services.event_format names the first stage so
FINAL_STAGE = "Title final"  # services.season_final names a title final so, unless told otherwise


def final_name(name: str | None) -> str:
    """A season's title final as shown (``Division.final_name``)."""
    return stage_name(name or FINAL_STAGE)


def tie_break_name(rule: str) -> str:
    """"best single game" …"""
    return tr(CTX, _TIE_BREAKS.get(rule, rule))


def tie_break_text(rule: str) -> str:
    """"tie broken by best single game", as screens and printouts say it."""
    return tr(CTX, "tie broken by {rule}").format(rule=tie_break_name(rule))
