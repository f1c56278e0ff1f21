"""How a player's statistics read (issue 40 item 2), in the language in force: each figure's name,
its value and what it rests on. Shared by the command line, the player's page and the workbook."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.texts import display
from tournament_app.words.i18n import tr

if TYPE_CHECKING:
    from tournament_app.services.player_stats import Figure

CTX = "stats"
AWARD_CTX = "stats.award"


def label(key: str) -> str:
    """The figure's name as a league publishes it (和了率, 放銃率 …)."""
    return {
        "games": tr(CTX, "Games"),
        "average_place": tr(CTX, "Average place"),
        "place_1": tr(CTX, "1st places"),
        "place_2": tr(CTX, "2nd places"),
        "place_3": tr(CTX, "3rd places"),
        "place_4": tr(CTX, "4th places"),
        "points": tr(CTX, "Points"),
        "hands": tr(CTX, "Hands played"),
        "win_rate": tr(CTX, "Win rate"),
        "deal_in_rate": tr(CTX, "Deal-in rate"),
        "riichi_rate": tr(CTX, "Riichi rate"),
        "tsumo_rate": tr(CTX, "Tsumo rate"),
        "average_win": tr(CTX, "Average win"),
        "average_deal_in": tr(CTX, "Average deal-in"),
        "draws": tr(CTX, "Draws"),
        "draw_tenpai_rate": tr(CTX, "Tenpai rate at draws"),
        "wins": tr(CTX, "Wins"),
        "deal_ins": tr(CTX, "Deal-ins"),
        "yakuman": tr(CTX, "Yakuman"),
        "largest_hand": tr(CTX, "Largest hand"),
        "chombo": tr(CTX, "Chombo"),
    }[key]


def percent(per_mille: int | None) -> str:
    """``235`` thousandths -> ``23.5%`` (integers only: no float rounding surprises)."""
    return "" if per_mille is None else f"{per_mille // 10}.{per_mille % 10}%"


def value(figure: Figure) -> str:
    """The value as the figure's unit writes it; empty when there is nothing to rest on."""
    v = figure.value
    if v is None:
        return ""
    if figure.unit == "per_mille":
        return percent(v)
    if figure.unit == "place_x100":
        return f"{v // 100}.{v % 100:02d}"
    if figure.unit == "tenths":
        return display.points(v)
    if figure.unit == "points":
        return display.score(v)
    return str(v)


def basis(figure: Figure) -> str:
    """What the figure rests on: ``of 120 hands``, ``of 8 games`` …"""
    text = {
        "games": tr(CTX, "of %n games", figure.rests_on),
        "hand_games": tr(CTX, "of %n games by hands", figure.rests_on),
        "hands": tr(CTX, "of %n hands", figure.rests_on),
        "wins": tr(CTX, "of %n wins", figure.rests_on),
        "deal_ins": tr(CTX, "of %n deal-ins", figure.rests_on),
        "draws": tr(CTX, "of %n draws", figure.rests_on),
    }[figure.basis]
    return text


def award_label(key: str) -> str:
    """An award's name, as the prize-giving reads it."""
    return {  # (a context of their own: the award 最高打点賞 is not the figure 最高打点)
        "largest_hand": tr(AWARD_CTX, "Largest hand"),
        "most_wins": tr(AWARD_CTX, "Most wins"),
        "best_win_rate": tr(AWARD_CTX, "Best win rate"),
        "lowest_deal_in_rate": tr(AWARD_CTX, "Lowest deal-in rate"),
    }[key]


def award_pool(min_hands: int) -> str:
    """Who a rate's award is among (a substitute's few hands cannot win it)."""
    return tr(CTX, "Among the players who played at least %n hands (half the hands of the one who played "
                   "most).", min_hands)


def not_recorded() -> str:
    """Said wherever the figures are listed: a league's 一発 and 裏ドラ counts cannot be given."""
    return tr(CTX, "Ippatsu and ura dora are not counted: the game record holds neither.")


# the figures a league publishes that the game record cannot give (``stats --json`` names them)
NOT_RECORDED = ("ippatsu", "ura_dora")


def rests_on(basis_key: str) -> str:
    """What every value of a column rests on, for a table's header (each cell has its own count)."""
    return {
        "games": tr(CTX, "Rests on the player's finished games."),
        "hand_games": tr(CTX, "Rests on the player's games recorded hand by hand."),
        "hands": tr(CTX, "Rests on the hands the player played in games recorded hand by hand."),
        "wins": tr(CTX, "Rests on the player's wins in games recorded hand by hand."),
        "deal_ins": tr(CTX, "Rests on the player's deal-ins in games recorded hand by hand."),
        "draws": tr(CTX, "Rests on the exhaustive draws of the player's games recorded hand by hand."),
    }[basis_key]
