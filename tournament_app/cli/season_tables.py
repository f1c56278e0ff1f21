"""How a season's league tables read on the command line: ``season standings`` as text and as JSON
(the README documents the JSON's fields)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tournament_app.export import league_text
from tournament_app.rules.settlement import tenths_to_json
from tournament_app.texts import display
from tournament_app.words.i18n import tr

if TYPE_CHECKING:
    from tournament_app.services.season_rows import DivisionInfo
    from tournament_app.services.season_standings import DivisionTable

CTX = "cli"


def drop_json(div: DivisionInfo) -> dict[str, Any] | None:
    if div.drop_after is None or div.drop_below is None:
        return None
    return {"after_day": div.drop_after, "below": tenths_to_json(div.drop_below),
            "applied": div.dropped is not None, "each_day": div.drop_each}


def seeded_json(div: DivisionInfo) -> list[str]:
    """The title final's seeded players, as named."""
    from tournament_app.services.seasons import player_names

    return list(player_names(div.final_seeded).values())


def left_json(div: DivisionInfo) -> list[dict[str, Any]]:
    """Who left the division's league days: ``{"name", "mark": out | withdrew | absent, "from_day"}``."""
    from tournament_app.services.seasons import player_names

    names = player_names(list(div.leaves))
    return [{"name": names.get(pid), "mark": "out" if kind == "drop" else kind, "from_day": day}
            for pid, (kind, day) in sorted(div.leaves.items(), key=lambda item: (item[1][1], item[0]))]


def division_json(table: DivisionTable) -> dict[str, Any]:
    from tournament_app.services.season_standings import LeagueRow

    div = table.division

    def day_points(row: LeagueRow) -> list[float | None]:
        return [None if v is None else tenths_to_json(v) for v in row.days]

    return {
        "season": table.season, "division": div.name, "level": div.level, "tournament": div.tournament,
        "days": len(div.league_days), "days_played": sum(d.complete for d in div.league_days),
        "after_day": table.after_day, "complete": table.complete, "promote": div.promote,
        "relegate": div.relegate, "final_top": div.final_top, "drop": drop_json(div),
        "standings": [{"rank": r.rank, "name": r.name, "total": tenths_to_json(r.total), "games": r.games,
                       "days": day_points(r), "mark": r.mark, "tie_break": r.tie_break,
                       "tied_at_line": r.tied_at_line,
                       "day_marks": [r.day_mark(n) for n in range(len(div.league_days))],
                       "points": {"up": r.points[0], "down": r.points[1], "up_before": r.points_in[0],
                                  "down_before": r.points_in[1]} if table.points else None}
                      for r in table.rows],
        "final": [{"rank": r.rank, "name": r.name, "total": tenths_to_json(r.total),
                   "carried": tenths_to_json(r.carried), "games": r.games, "days": day_points(r)}
                  for r in table.final_rows],
        "final_seeded": seeded_json(div),
        "final_days_played": table.final_played,
        "champion": table.champion.name if table.champion else None,
    }


def print_table(table: DivisionTable) -> None:
    div = table.division
    pad = display.pad
    print(league_text.division_title(table.season, div.name) + "  "
          + league_text.as_of(table))
    days = [league_text.day_header(d.number) for d in div.league_days]
    cells = [[league_text.day_cell(v, r.day_mark(n), table.minus) for n, v in enumerate(r.days)]
             for r in table.rows]
    # a day column as wide as its widest cell, marks (S, 棄権 …) included, a space between columns
    wide = 1 + max([7, *(display.width(c) for row in cells for c in row), *map(display.width, days)])
    print(pad(tr(CTX, "Rank"), 4, right=True) + "  " + pad(tr(CTX, "Player"), 16)
          + pad(tr(CTX, "Total"), 9, right=True) + "".join(pad(d, wide, right=True) for d in days)
          + pad(tr(CTX, "Games"), 8, right=True))
    for i, r in enumerate(table.rows):
        if i and i in (table.up_line, table.down_line):
            print("-" * (4 + 2 + 16 + 9 + wide * len(days) + 8))
        row = "".join(pad(c, wide, right=True) for c in cells[i])
        note = league_text.mark_note(r.mark, r.tied_at_line, table.complete, table.lowest)
        if r.tie_break:
            note += ("  " if note else "") + display.tie_break_text(r.tie_break)
        if table.points and any((*r.points, *r.points_in)):
            note += ("  " if note else "") + league_text.points_note(r.points, r.points_in)
        print(pad(str(r.rank), 4, right=True) + "  " + pad(display.shorten(r.name, 16), 16)
              + pad(display.points(r.total, table.minus), 9, right=True) + row
              + pad(str(r.games), 8, right=True)
              + ("  " + note if note else ""))
    if table.final_rows:
        print(display.final_name(div.final_name))
        for r in table.final_rows:
            print(pad(str(r.rank), 4, right=True) + "  " + pad(display.shorten(r.name, 16), 16)
                  + pad(display.points(r.total, table.minus), 9, right=True)
                  + "  " + tr(CTX, "carried {points}").format(points=display.points(r.carried, table.minus)))
        if table.champion:
            print(league_text.champion_text(table.champion.name))
