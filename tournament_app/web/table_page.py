"""A table's page: the frame of ``static/table.js``, and the texts it shows, in the reader's language.

The script draws the page from the game's JSON; its fixed texts come from here (every one through
``tr``), so the phone speaks the language of the desk's translations.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from tournament_app.services.table_links import LinkTarget
from tournament_app.texts import display
from tournament_app.web.html import e, page
from tournament_app.words.i18n import in_language, tr

CTX = "web"


def strings() -> dict[str, object]:
    """Every text of the table page, in the language in force."""
    return {
        "winds": list(display.wind_names()), "dealer": tr(CTX, "dealer"),
        "title": tr(CTX, "Round {round} · Table {table}"), "separator": display.separator(),
        "sitting_out": tr(CTX, "sitting out: {name}"),
        "deposits": tr(CTX, "deposits {left}"), "time_left": tr(CTX, "time left"),
        "time_over": tr(CTX, "time is up"), "loading": tr(CTX, "Loading the game…"),
        "ron": display.result_name("ron"), "tsumo": display.result_name("tsumo"),
        "draw": display.result_name("draw"), "abortive": tr(CTX, "Abortive"),
        "chombo": display.result_name("chombo"),
        "riichi": tr(CTX, "Riichi"), "tenpai": tr(CTX, "Tenpai"),
        "p_ron_winner": tr(CTX, "Ron: tap the winner."), "p_ron_loser": tr(CTX, "Ron: tap the discarder."),
        "p_tsumo_winner": tr(CTX, "Tsumo: tap the winner."),
        "p_value": tr(CTX, "Tap the value (han and fu, or a limit) or type the announced points."),
        "p_draw": tr(CTX, "Draw: tap the players who were tenpai, then tap Record."),
        "p_chombo": tr(CTX, "Chombo: tap who made it, then tap Record."),
        "p_abortive": tr(CTX, "Abortive draw: choose the kind if it matters, then tap Record."),
        "p_other_winner": tr(CTX, "Tap the other winner."),
        "p_final": tr(CTX, "Enter the four final scores and the points left on the table."),
        "value_of": tr(CTX, "Value of {name}"), "han": tr(CTX, "Han"), "fu": tr(CTX, "Fu"),
        # the limits as the desk's log names them
        "limit": tr(CTX, "Limit"), "mangan": tr("display", "mangan"), "haneman": tr("display", "haneman"),
        "baiman": tr("display", "baiman"), "sanbaiman": tr("display", "sanbaiman"),
        "yakuman": tr("display", "yakuman"),
        "double_yakuman": tr(CTX, "Double yakuman"),
        "announced": tr(CTX, "Or the announced points"), "points_hint": tr(CTX, "e.g. 7700"),
        "non_dealers_pay": tr(CTX, "non-dealers pay"), "dealer_pays": tr(CTX, "the dealer pays"),
        "no_pao": tr(CTX, "No pao"), "pao_of": tr(CTX, "Pao: {name}"),
        "another_winner": tr(CTX, "Another winner (double ron)"),
        "no_nagashi": tr(CTX, "No nagashi mangan"), "nagashi_of": tr(CTX, "Nagashi mangan: {name}"),
        "abortive_kind": tr(CTX, "Kind of abortive draw"), "time_up": tr(CTX, "Time up in this hand"),
        "clear": tr(CTX, "Clear"), "confirm": tr(CTX, "Record hand {n}"),
        "looked_again": tr(CTX, "Looked again"),
        "cancel": tr(CTX, "Cancel"),
        "kept": tr(CTX, "Your entry is kept, not stored: check it against the game as it is now, then tap "
                        "Looked again (the next tap records it as hand {n})."),
        "checked": tr(CTX, "Checked: the next tap records your entry as hand {n}."),
        "checked_final": tr(CTX, "Checked: the next tap saves the final scores."),
        "recorded": tr(CTX, "Hand {n} ({label}) recorded."),
        "changed": tr(CTX, "The game was changed at another desk or phone."),
        "undo": tr(CTX, "Undo hand {n}"), "undo_yes": tr(CTX, "Undo it"),
        "undo_q": tr(CTX, "Undo hand {n} ({label})?"), "undone": tr(CTX, "Hand {n} was undone."),
        "nothing_undone": tr(CTX, "Nothing was undone: look again."),
        "nothing_stored": tr(CTX, "Nothing was stored: look again."),
        "finish": tr(CTX, "Finish the game"), "finish_yes": tr(CTX, "Finish and settle"),
        "finish_q": tr(CTX, "Finish the game and settle it as shown? After this only a desk can change it."),
        "finished_now": tr(CTX, "The game is finished and settled."),
        "rank": tr(CTX, "{rank}."),  # a place in the standing: 1位 in Japanese
        "hand_head": tr(CTX, "{n}. {label}"),  # a hand in the log: No.2 東2局
        "standing": tr(CTX, "Standing now"), "game_over": tr(CTX, "The game is over: check the result "
                                                                 "and finish it."),
        "may_stop": tr(CTX, "The last dealer is first and may end the game here: Finish ends it, the next "
                            "hand recorded plays on."),
        "finished": tr(CTX, "Final result"), "hands": tr(CTX, "Hands"),
        "left": tr(CTX, "Points left on the table"), "save_final": tr(CTX, "Save the final scores"),
        "saved_final": tr(CTX, "The final scores are saved and settled."),
        "link_stopped": tr(CTX, "The game is finished: this link no longer records. A desk can reopen it."),
        "view_only": tr(CTX, "View only: at this tournament phones show the table; hands are recorded at a "
                             "desk."),
        "offline": tr(CTX, "No connection to the server: trying again…"),
        "offline_kept": tr(CTX, "No connection to the server: your entry is kept and nothing may have been "
                                "stored. Tap again when the connection is back (it is stored once)."),
        "server_problem": tr(CTX, "The server did not answer as expected: try again."),
        "busy_retrying": tr(CTX, "The tournament's database is busy (another program is writing to it): "
                                 "nothing is stored yet. Trying again by itself ({n})…"),
        "busy_kept": tr(CTX, "The tournament's database is still busy: nothing was stored. Your entry is "
                             "kept: tap again in a moment (it is stored once)."),
    }


def table_page(request: Request, lang: str, target: LinkTarget) -> Response:
    with in_language(lang):
        title = tr(CTX, "Round {round} · Table {table}").format(round=target.round, table=target.table)
        body = (f"<main id='app'><p>{e(tr(CTX, 'Loading the game…'))}</p>"
                f"<noscript>{e(tr(CTX, 'This page needs JavaScript.'))}</noscript></main>")
        boot = {"base": f"/t/{target.table_id}/{request.path_params['secret']}", "strings": strings(),
                "score_minus": display.score_minus()}  # △1,200 in Japanese, as the desk shows it
    return page(request, lang, title, body, script="table.js", boot=boot)
