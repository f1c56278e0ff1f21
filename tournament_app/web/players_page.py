"""The players' page at the server's root, read only: where do I sit, the round's tables, the standings
(hidden standings stay hidden), a player's games. Drawn on the server: it works without scripts."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any, TypeVar

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from tournament_app.export import stats_text
from tournament_app.services import event_format, players, rounds, standings, tournaments
from tournament_app.services.base import reading
from tournament_app.services.event_standings import ranked
from tournament_app.services.player_stats import figures, statistics
from tournament_app.services.rows import GameResult, TableSeating
from tournament_app.texts import display
from tournament_app.web.html import e, not_found_page, page
from tournament_app.web.requests import MAX_NUMBER
from tournament_app.web.site import Site, with_language_cookie
from tournament_app.words.i18n import tr

CTX = "web"
MAX_QUERY = 50
MAX_FOUND = 30
REFRESH_S = 60  # the round's tables and the standings follow the desks by themselves
T = TypeVar("T")


def routes(site: Site) -> list[Route]:
    pages = PlayersPages(site)
    return [Route("/", pages.home), Route("/find", pages.find), Route("/round/{number:int}", pages.round),
            Route("/standings", pages.standings), Route("/player/{player_id:int}", pages.player)]


def _read(build: Callable[..., T], *args: Any) -> T:
    """A page's reads as one read-only transaction: on SQLite it takes no write lock, so a page is
    shown while another program writes (the services' own transactions nest inside it)."""
    with reading():
        return build(*args)


def folded(text: str) -> str:
    """For matching a search: full-width and half-width alike, case ignored, katakana as hiragana."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)
    return text.replace(" ", "").replace("　", "")


class PlayersPages:
    def __init__(self, site: Site) -> None:
        self.site = site

    async def _page(self, request: Request, build: Callable[..., tuple[str, str] | None], *args: Any,
                    refresh: int | None = None) -> Response:
        lang = self.site.language(request)
        built = await self.site.run(request, _read, build, *args)
        if built is None:
            text = await self.site.run(request, tr, CTX, "There is no such page.")
            return with_language_cookie(request, not_found_page(request, lang, text))
        title, body = built
        return with_language_cookie(request, page(request, lang, title, body, refresh=refresh))

    # -- pages --------------------------------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        return await self._page(request, self._home)

    async def find(self, request: Request) -> Response:
        query = request.query_params.get("q", "")[:MAX_QUERY].strip()
        if not query:
            return RedirectResponse("/", status_code=303)
        return await self._page(request, self._find, query)

    async def round(self, request: Request) -> Response:
        return await self._page(request, self._round, request.path_params["number"], refresh=REFRESH_S)

    async def standings(self, request: Request) -> Response:
        return await self._page(request, self._standings, refresh=REFRESH_S)

    async def player(self, request: Request) -> Response:
        return await self._page(request, self._player, request.path_params["player_id"])

    # -- their contents (on a worker) ---------------------------------------------------------------
    def _title(self) -> tuple[str, str]:
        info = tournaments.tournament_info(self.site.tournament_id)
        details = display.separated((display.dates_text(info.starts_on, info.ends_on), info.venue))
        head = f"<h1><a href='/'>{e(info.name)}</a></h1>"
        if details:
            head += f"<p class='sub'>{e(details)}</p>"
        return info.name, head

    def _search_form(self, query: str = "") -> str:
        return (f"<form class='search' action='/find' method='get' role='search'>"
                f"<input name='q' value='{e(query)}' maxlength='{MAX_QUERY}' autocomplete='off' "
                f"placeholder='{e(tr(CTX, 'Your name or its reading'))}' "
                f"aria-label='{e(tr(CTX, 'Your name or its reading'))}'>"
                f"<button type='submit'>{e(tr(CTX, 'Find my seat'))}</button></form>")

    def _home(self) -> tuple[str, str]:
        name, head = self._title()
        numbers = rounds.round_numbers(self.site.tournament_id)
        body = [head, f"<h2>{e(tr(CTX, 'Where do I sit?'))}</h2>", self._search_form()]
        if numbers:
            links = "".join(f"<li><a href='/round/{n}'>{e(tr(CTX, 'Round {n}: tables').format(n=n))}</a></li>"
                            for n in reversed(numbers))
            body.append(f"<h2>{e(tr(CTX, 'Rounds'))}</h2><ul class='links'>{links}</ul>")
        else:
            body.append(f"<p>{e(tr(CTX, 'No round has been seated yet.'))}</p>")
        body.append(f"<ul class='links'><li><a href='/standings'>{e(tr(CTX, 'Standings'))}</a></li></ul>")
        return name, "".join(body)

    def _find(self, query: str) -> tuple[str, str]:
        name, head = self._title()
        needle = folded(query)
        found = [p for p in players.list_players(self.site.tournament_id)
                 if needle and (needle in folded(p.name) or needle in folded(p.reading))][:MAX_FOUND]
        seating = rounds.seating_of(self.site.tournament_id)
        winds = display.wind_names()
        body = [head, self._search_form(query)]
        if not found:
            body.append(f"<p>{e(tr(CTX, 'Nobody of that name or reading is registered.'))}</p>")
        for p in found:
            places = [(t.round, t.table, t.player_ids.index(p.id)) for t in seating if p.id in t.player_ids]
            places += [(t.round, t.table, -1) for t in seating if t.out_id == p.id]
            where = tr(CTX, "Round {round}: table {table}, {wind}")
            out = tr(CTX, "Round {round}: table {table}, sitting out")
            lines = "".join(
                f"<li><a href='/round/{r}'>"
                f"{e((out if s < 0 else where).format(round=r, table=t, wind=winds[s]))}</a></li>"
                for r, t, s in sorted(places, reverse=True))
            reading = f" <span class='small'>{e(p.reading)}</span>" if p.reading else ""
            lines = lines or f"<li>{e(tr(CTX, 'Not seated yet.'))}</li>"
            body.append(f"<div class='card'><h2><a href='/player/{p.id}'>{e(p.name)}</a>{reading}</h2>"
                        f"<ul class='links'>{lines}</ul></div>")
        return name, "".join(body)

    def _round(self, number: int) -> tuple[str, str] | None:
        tid = self.site.tournament_id
        if not 1 <= number <= MAX_NUMBER:  # the address is typed by anyone: no query beyond any round
            return None
        tables = rounds.seating_of(tid, number)
        if not tables:
            return None
        name, head = self._title()
        results = {g.table: g for g in standings.results(tid, (number, number))}  # hidden rounds: none
        body = [head, f"<h2>{e(tr(CTX, 'Round {n}: tables').format(n=number))}</h2>"]
        for t in tables:
            body.append(self._table_card(t, results.get(t.table)))
        return name, "".join(body)

    def _table_card(self, t: TableSeating, result: GameResult | None) -> str:
        winds = display.wind_names()
        state = {"planned": tr(CTX, "not started"), "in_progress": tr(CTX, "playing"),
                 "finished": tr(CTX, "finished")}.get(t.state, t.state)
        rows = []
        for seat in range(4):
            points = ""
            if result is not None and result.points is not None and result.final_scores is not None:
                points = (f"<td class='num'>{e(display.score(result.final_scores[seat]))}</td>"
                          f"<td class='num'>{e(display.points(result.points[seat]))}</td>")
            rows.append(f"<tr><td>{e(winds[seat])}</td><td><a href='/player/{t.player_ids[seat]}'>"
                        f"{e(t.names[seat])}</a></td>{points}</tr>")
        title = tr(CTX, "Table {table}").format(table=t.table)
        out = ""
        if t.out_id is not None:  # a table of five (抜け番)
            out = (f"<p>{e(tr(CTX, 'Sitting out this hanchan:'))} "
                   f"<a href='/player/{t.out_id}'>{e(t.out_name or '')}</a></p>")
        return (f"<div class='card'><h2>{e(title)} <span class='small'>{e(state)}</span></h2>"
                f"<table>{''.join(rows)}</table>{out}</div>")

    def _standings(self) -> tuple[str, str]:
        tid = self.site.tournament_id
        name, head = self._title()
        rows = ranked(tid)  # the organiser's hidden rounds left out, as on the projector and on paper
        body = [head, f"<h2>{e(tr(CTX, 'Standings'))}</h2>"]
        hidden = event_format.load(tid).get("hidden_from")
        if hidden:
            note = tr(CTX, "The standings from round {n} on are hidden until the organiser shows them.")
            body.append(f"<p class='notice'>{e(note.format(n=hidden))}</p>")
        played = [r for r in rows if r.games]
        if not played:
            body.append(f"<p>{e(tr(CTX, 'No game has been finished yet.'))}</p>")
            return name, "".join(body)
        lines = "".join(
            f"<tr><td>{r.rank}</td><td><a href='/player/{r.player_id}'>{e(r.name)}</a></td>"
            f"<td class='num'>{e(display.points(r.total))}</td><td class='num'>{r.games}</td></tr>"
            for r in played)
        body.append(f"<table><thead><tr><th>{e(tr(CTX, 'Rank'))}</th><th>{e(tr(CTX, 'Name'))}</th>"
                    f"<th class='num'>{e(tr(CTX, 'Total'))}</th><th class='num'>{e(tr(CTX, 'Games'))}</th>"
                    f"</tr></thead><tbody>{lines}</tbody></table>")
        return name, "".join(body)

    def _player(self, player_id: int) -> tuple[str, str] | None:
        tid = self.site.tournament_id
        found = [p for p in players.list_players(tid) if p.id == player_id]  # the id never reaches SQL
        if not found:
            return None
        name, head = self._title()
        winds = display.wind_names()
        results = {(g.round, g.table): g for g in standings.results(tid)}  # hidden rounds left out
        body = [head, f"<h2>{e(found[0].name)}</h2>"]
        seating = rounds.seating_of(tid)
        games = [t for t in seating if player_id in t.player_ids or t.out_id == player_id]
        if not games:
            body.append(f"<p>{e(tr(CTX, 'Not seated yet.'))}</p>")
        for t in sorted(games, key=lambda t: -t.round):
            if t.out_id == player_id:  # a hanchan sat out at a table of five: no game, no points
                line = tr(CTX, "Round {round}: table {table}, sitting out").format(round=t.round,
                                                                                   table=t.table)
                body.append(f"<div class='card'><h2><a href='/round/{t.round}'>{e(line)}</a></h2>"
                            f"<p>{e(tr(CTX, 'playing: {names}').format(names=display.names_list(t.names)))}"
                            f"</p></div>")
                continue
            seat = t.player_ids.index(player_id)
            others = display.names_list([t.names[s] for s in range(4) if s != seat])
            line = tr(CTX, "Round {round}: table {table}, {wind}").format(round=t.round, table=t.table,
                                                                         wind=winds[seat])
            result = results.get((t.round, t.table))
            outcome = ""
            if result is not None and result.points is not None and result.final_scores is not None:
                outcome = tr(CTX, "{rank}. place, {score}, {points}").format(
                    rank=result.ranks[seat], score=display.score(result.final_scores[seat]),
                    points=display.points(result.points[seat]))
            outcome_html = f"<p><strong>{e(outcome)}</strong></p>" if outcome else ""
            body.append(f"<div class='card'><h2><a href='/round/{t.round}'>{e(line)}</a></h2>"
                        f"<p>{e(tr(CTX, 'with {names}').format(names=others))}</p>{outcome_html}</div>")
        body.append(self._statistics(player_id))
        return name, "".join(body)

    def _statistics(self, player_id: int) -> str:
        """The figures of the player's page, each with what it rests on; hidden rounds left out."""
        stats = statistics([(self.site.tournament_id, player_id)]).get((self.site.tournament_id, player_id))
        if stats is None or not (stats.games or stats.hands):
            return ""
        rows = "".join(f"<tr><td>{e(stats_text.label(f.key))}</td>"
                       f"<td class='num'>{e(stats_text.value(f))}</td>"
                       f"<td class='small'>{e(stats_text.basis(f))}</td></tr>" for f in figures(stats))
        return (f"<div class='card stats'><h2>{e(tr(CTX, 'Statistics'))}</h2><table>{rows}</table>"
                f"<p class='small'>{e(stats_text.not_recorded())}</p></div>")
