"""The title final's page and sheet as the finals' published tables read (issue 37): TOTAL, then
1日目 … 最終日, how far the final has gone, and the champion once it is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.export import league_text
from tournament_app.words.i18n import tr

if TYPE_CHECKING:
    from tournament_app.services.season_standings import DivisionTable, LeagueRow

CTX = "export"


def final_headers(table: DivisionTable) -> list[str]:
    days = table.division.final_days
    return [tr(CTX, "Rank"), tr(CTX, "Name"), tr(CTX, "TOTAL"), tr(CTX, "Carried"),
            *(league_text.final_day_header(d.number, len(days)) for d in days), tr(CTX, "Games"),
            tr(CTX, "Note")]


def final_subtitle(table: DivisionTable) -> str:
    """The division, how far the final has gone, and its champion once it is over."""
    champion = table.champion
    days = len(table.division.final_days)
    return league_text.joined([table.division.name, league_text.final_after_text(table.final_played, days),
                               league_text.champion_text(champion.name) if champion else ""])


def final_note(table: DivisionTable, row: LeagueRow) -> str:
    return tr(CTX, "Champion") if table.champion == row else ""
