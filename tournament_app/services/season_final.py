"""The title final (決定戦) after the top division's league: the top N of it (N from 1) and named
seeded players (the reigning champion: 雀王, 最高位, 鳳凰位), who need not play in any division, play
its own days and hanchan as a stage of the top division's tournament, carrying a share of their league
total (a seeded player from outside the league carries nothing).

A seeded player who plays in the top division goes to the final whatever their place, and the top N
are counted among the others; one who plays in no division is registered in the top division's
tournament when the final's first day is seated, for the final only: never in its league table, its
players or the next season (``DivisionInfo.final_guests``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from tournament_app.services import event_format
from tournament_app.services.base import CTX, audit, fail, fail_setting, transaction
from tournament_app.services.season_checks import check_division, check_lines, players_in_play
from tournament_app.services.season_rows import DivisionInfo, SeasonInfo
from tournament_app.services.season_standings import LEFT, DivisionTable, division_table
from tournament_app.services.seasons import check_plan, member_names, season_info, touch_season
from tournament_app.services.text import clean_text, name_key
from tournament_app.storage.models import Division, LeagueDay, Player, Registration
from tournament_app.words.messages import N_, Message

MAX_SEEDED = 8


def set_final(season_id: int, *, top: int, days: int, hanchan: int, carry: str | int = "none",
              name: str = "Title final", seeded: Sequence[str] = (), seen: int | None = None) -> None:
    """The title final: the top ``top`` of the top division and the ``seeded`` players (by name:
    a player of the top division, or one of no division, made a player if new) play ``days`` more
    days of ``hanchan``, carrying ``carry`` of their league total; four players at least in all, and
    ``top`` within the division's players now (with its relegated, none on both sides)."""
    info = season_info(season_id)
    top_div = info.divisions[0]
    if not 1 <= top <= 200:
        fail_setting("top", N_(CTX, "{top} is not a whole number from 1 to 200"), top=top)
    check_plan(days, hanchan)
    permille = event_format.carry_permille(carry)
    name = clean_text(name, Message(CTX, N_(CTX, "the final's name")))
    if not name or len(name) > 60:
        fail(N_(CTX, "a stage needs a name of at most 60 characters"))
    names = [clean_text(n, Message(CTX, N_(CTX, "a seeded player's name"))) for n in seeded]
    names = [n for n in names if n]
    if len(names) > MAX_SEEDED:
        fail_setting("seeded", N_(CTX, "a title final has at most {most} seeded players"), most=MAX_SEEDED)
    twice = [n for i, n in enumerate(names) if name_key(n) in {name_key(m) for m in names[:i]}]
    if twice:
        fail_setting("seeded", N_(CTX, "{name} is named twice"), name=twice[0])
    if top + len(names) < 4:
        fail_setting(("top", "seeded"), N_(CTX, "a title final needs four players at least: the top {top} "
                                                "and %n seeded are fewer"), len(names), top=top)
    if any(d.first_round is not None for d in top_div.final_days):
        fail(N_(CTX, "the title final has started: it can no longer be changed"))
    with transaction():
        touch_season(season_id, seen)
        ids, guests = _seeded(info, top_div, names)
        size = players_in_play(top_div.tournament_id) - len(set(ids) - set(guests))
        if size:
            check_division(season_info(season_id).divisions[0], size, top=top)
        Division.update(final_top=top, final_carry=permille, final_name=name,
                        final_seeded=json.dumps({"seeded": ids, "guests": guests}) if ids else None).where(
            Division.id == top_div.id).execute()
        LeagueDay.delete().where((LeagueDay.division == top_div.id) & (LeagueDay.final == True)).execute()  # noqa: E712
        for number in range(1, days + 1):
            LeagueDay.create(division=top_div.id, number=number, hanchan=hanchan, final=True)
        audit("season.final", "season", season_id, None,
              {"top": top, "days": days, "hanchan": hanchan, "carry": permille, "name": name,
               "seeded": ids})


def _seeded(info: SeasonInfo, top_div: DivisionInfo, names: Sequence[str]) -> tuple[list[int], list[int]]:
    """The seeded players' ids and, of them, those from outside the top division (made players if
    new; inside the write transaction)."""
    members = {name_key(n): (pid, div) for pid, (n, div) in member_names(info.id).items()}
    ids, guests = [], []
    for name in names:
        found = members.get(name_key(name))
        if found is not None and found[1] != top_div.name:
            fail_setting("seeded", N_(CTX, "{name} plays in division {division}: a seeded finalist plays in "
                                           "the top division or in none"), name=name, division=found[1])
        if found is not None and found[0] in top_div.players:
            ids.append(found[0])
            continue
        pid = next((p.id for p in Player.select(Player.id, Player.name).order_by(Player.id)
                    if name_key(p.name) == name_key(name)), None)
        if pid is None:
            pid = Player.create(name=name).id
        ids.append(int(pid))
        guests.append(int(pid))
    return ids, guests


def start_final(info: SeasonInfo, div: DivisionInfo, first_round: int,
                chosen: Sequence[int] | None) -> list[list[int]]:
    """Add the title final's stage to the top division's tournament (inside the seating's
    transaction): its first tables by league place (1st to 4th at table 1, 1st the first dealer),
    the seeded players from outside the league after them."""
    table = division_table(info, div.name)
    order = [r.player_id for r in table.rows]
    names = {pid: name for pid, (name, _d) in member_names(info.id).items()}
    players = _finalists(table, chosen, names)
    players.sort(key=order.index)
    registered = {r.player_id for r in Registration.select(Registration.player).where(
        Registration.tournament == div.tournament_id)}
    for pid in div.final_guests:
        if pid not in registered:
            Registration.create(tournament=div.tournament_id, player=pid, status="active")
    players += [p for p in div.final_guests if p not in players]
    event_format.add_stage(div.tournament_id, div.final_name or "Title final", first_round,
                           players=players, carry=div.final_carry, final_seats="rank")
    return [players[i:i + 4] for i in range(0, len(players), 4)]


def _finalists(table: DivisionTable, chosen: Sequence[int] | None, names: dict[int, str]) -> list[int]:
    """The title final's players from the league: its seeded members, and its top ``final_top`` of
    the others; where a tie at the line leaves the choice, those qualified outright and the
    ``chosen`` from the tie (exactly the places left). ``names``: the season's players by id."""
    div = table.division
    top = div.final_top or 0
    seeded = [r.player_id for r in table.rows if r.player_id in div.final_seeded]
    in_league = [r for r in table.rows if r.mark not in LEFT and r.player_id not in seeded]
    check_lines(div.name, len(in_league), top, 0, final=True)
    qualified = [r for r in table.rows if r.mark == "final" and r.player_id not in seeded]
    sure = [*seeded, *(r.player_id for r in qualified if not r.tied_at_line)]
    tied = [r for r in qualified if r.tied_at_line]
    left = top - (len(sure) - len(seeded))
    if not tied:
        if chosen is not None:
            fail_setting("finalists", N_(CTX, "no tie at the final's line: the top {count} play it "
                                              "({names}); there is nobody to choose"),
                         count=top, names=", ".join(r.name for r in qualified))
        return sure
    tied_names = ", ".join(r.name for r in tied)
    if chosen is None:
        fail_setting("finalists", N_(CTX, "a tie at the final's line: {names} share the %n places left; set "
                                          "a tie-break or choose %n of them"), left, names=tied_names)
    twice = [pid for n, pid in enumerate(chosen) if pid in chosen[:n]]
    if twice:
        fail_setting("finalists", N_(CTX, "{name} is named twice"), name=names.get(twice[0], str(twice[0])))
    outside = [pid for pid in chosen if pid not in {r.player_id for r in tied}]
    if outside:
        fail_setting("finalists", N_(CTX, "{names}: not tied at the final's line; choose %n of {tied}"),
                     left, names=", ".join(names.get(pid, str(pid)) for pid in outside), tied=tied_names)
    if len(chosen) != left:
        fail_setting("finalists", N_(CTX, "a tie at the final's line: {names} share the %n places left; "
                                          "choose %n of them, not {count}"), left, names=tied_names,
                     count=len(chosen))
    return [*sure, *chosen]
