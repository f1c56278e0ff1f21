"""A started season's players (issue 37): withdrawals (棄権) and absences (休場) from a day on,
substitutes (代走) who play a game in a player's place, and the seed order of a first season.

A player who withdraws or is absent from day K plays no game of the league from day K on (they are
withdrawn from the division's tournament when day K is seated); the league table lists them below
everyone who stayed, with the mark on the days left, and they fill the relegation places first
(``season_standings``). A substitute is registered in the division's tournament as a substitute: the
seating completes a table with one, and one may take a player's seat in a game not started; a
substitute never ranks in the division and never joins the next season.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament_app.services import players
from tournament_app.services.base import CTX, audit, fail, fail_setting, transaction
from tournament_app.services.season_checks import no_such_day
from tournament_app.services.season_standings import leaves_json
from tournament_app.services.seasons import (
    check_free,
    find_member,
    require_draft,
    season_info,
    touch_season,
)
from tournament_app.services.text import clean_text, name_key
from tournament_app.storage.models import Division, Game, Player, Registration, Round, Table
from tournament_app.words.messages import N_, Message

LEAVES = ("withdrew", "absent")  # 棄権, 休場


def leave(season_id: int, name: str, kind: str, from_day: int, *, seen: int | None = None) -> None:
    """``name`` withdraws (``withdrew``) or is absent (``absent``) from league day ``from_day`` on, a
    day of their division not seated yet."""
    if kind not in LEAVES:
        fail(N_(CTX, "a player withdraws or is absent: {kind} is neither"), kind=kind)
    info = season_info(season_id)
    pid, division = find_member(season_id, name)
    div = info.division(division)
    if pid not in div.players:
        fail(N_(CTX, "{name} plays in no division of this season"), name=name)
    if not 1 <= from_day <= len(div.league_days):
        no_such_day([div], from_day, False)
    if div.league_days[from_day - 1].first_round is not None:
        fail_setting("day", N_(CTX, "day {day} of division {division} is seated: a withdrawal or absence "
                                    "starts at a day not seated yet"), day=from_day, division=div.name)
    if pid in div.leaves:
        fail(N_(CTX, "{name} has already left the league from day {day}"), name=name, day=div.leaves[pid][1])
    with transaction():
        touch_season(season_id, seen)
        leaves = {**div.leaves, pid: (kind, from_day)}
        Division.update(leaves=leaves_json(leaves)).where(Division.id == div.id).execute()
        audit("season.leave", "season", season_id, None,
              {"division": div.name, "player": pid, "kind": kind, "from_day": from_day})


def come_back(season_id: int, name: str, *, seen: int | None = None) -> None:
    """Undo a withdrawal or absence whose first day is not seated yet."""
    info = season_info(season_id)
    pid, division = find_member(season_id, name)
    div = info.division(division)
    if pid not in div.leaves or div.leaves[pid][0] not in LEAVES:
        fail(N_(CTX, "{name} has not withdrawn and is not absent"), name=name)
    day = div.leaves[pid][1]
    if div.league_days[day - 1].first_round is not None:
        fail(N_(CTX, "day {day} of division {division} is seated without {name}: the withdrawal stands"),
             day=day, division=div.name, name=name)
    with transaction():
        touch_season(season_id, seen)
        leaves = {p: v for p, v in div.leaves.items() if p != pid}
        Division.update(leaves=leaves_json(leaves) if leaves else None).where(Division.id == div.id).execute()
        audit("season.come_back", "season", season_id, {"player": pid, "from_day": day}, None)


def add_substitute(season_id: int, division: str, name: str, *, reading: str = "",
                   seen: int | None = None) -> int:
    """Register a substitute (代走) in a division, at any time: the seating completes a table with
    one; they never rank in the division. An existing substitute of the division is returned."""
    div = season_info(season_id).division(division)
    name = clean_text(name, Message(CTX, N_(CTX, "the name")))
    with transaction():
        for pid, sub in (Player.select(Player.id, Player.name).join(Registration)
                         .where((Registration.tournament == div.tournament_id)
                                & (Registration.status == "substitute")).tuples()):
            if name_key(sub) == name_key(name):
                return int(pid)
        touch_season(season_id, seen)
        check_free(season_id, [name])
        pid = players.add_player(div.tournament_id, name, reading=reading, status="substitute", season=True)
        audit("season.substitute", "season", season_id, None, {"division": div.name, "player": pid})
    return pid


def stand_in(season_id: int, division: str, substitute: str, for_name: str, day: int,
             hanchan: Sequence[int] = (), *, seen: int | None = None) -> list[int]:
    """``substitute`` plays ``for_name``'s games of seated league ``day`` (its ``hanchan``, from 1;
    none given: every game of the day not started yet) in their seat; returns the games."""
    info = season_info(season_id)
    div = info.division(division)
    pid, where = find_member(season_id, for_name)
    if where != div.name or pid not in div.players:
        fail(N_(CTX, "{name} does not play in division {division}"), name=for_name, division=div.name)
    if not 1 <= day <= len(div.league_days):
        no_such_day([div], day, False)
    found = div.league_days[day - 1]
    if found.first_round is None:
        fail_setting("day", N_(CTX, "day {day} of division {division} has not been seated yet: a substitute "
                                    "completes its tables when it is"), day=day, division=div.name)
    span = found.rounds[1] - found.rounds[0] + 1  # a table of five plays more hanchan than the day's
    bad = [h for h in hanchan if not 1 <= h <= span]
    if bad:
        fail_setting("hanchan", N_(CTX, "day {day} has hanchan 1 to {last}, not {hanchan}"), day=day,
                     last=span, hanchan=bad[0])
    numbers = [found.first_round + h - 1 for h in (hanchan or range(1, span + 1))]
    with transaction():
        sub = add_substitute(season_id, div.name, substitute)
        touch_season(season_id, seen)
        changed = []
        for game in (Game.select(Game).join(Table).join(Round)
                     .where((Round.tournament == div.tournament_id) & Round.number.in_(numbers))):
            seats = [game.seat0_id, game.seat1_id, game.seat2_id, game.seat3_id]
            if pid not in seats:
                continue
            if game.state != "planned":
                if hanchan:
                    fail(N_(CTX, "{name}'s game of hanchan {hanchan} has started: a substitute takes a "
                                 "game not started"), name=for_name,
                         hanchan=game.table.round.number - found.first_round + 1)
                continue
            if sub in seats:
                fail(N_(CTX, "{name} already sits at that table"), name=substitute)
            Game.update(**{f"seat{seats.index(pid)}": sub}).where(Game.id == game.id).execute()
            changed.append(int(game.id))
        if not changed:
            fail(N_(CTX, "{name} has no game of day {day} left to hand to a substitute"), name=for_name,
                 day=day)
        audit("season.stand_in", "season", season_id, None,
              {"division": div.name, "player": pid, "substitute": sub, "games": changed})
    return changed


def set_seeds(season_id: int, division: str, names: Sequence[str], *, seen: int | None = None) -> None:
    """The seed order of a division that has not started (a first season: last year's places kept
    elsewhere): every one of its players, once each; it orders players level after the tie-breaks."""
    info = season_info(season_id)
    div = info.division(division)
    ids = []
    for name in names:
        pid, where = find_member(season_id, name)
        if where != div.name or pid not in div.players:
            fail_setting("order", N_(CTX, "{name} does not play in division {division}"), name=name,
                         division=div.name)
        if pid in ids:
            fail_setting("order", N_(CTX, "{name} is named twice"), name=name)
        ids.append(pid)
    missing = [p for p in div.players if p not in ids]
    if missing:
        fail_setting("order", N_(CTX, "the seed order names every player of division {division}: %n "
                                      "left out"), len(missing), division=div.name)
    with transaction():
        touch_season(season_id, seen)
        require_draft(season_id)
        for seed, pid in enumerate(ids, start=1):
            Registration.update(seed_no=seed).where((Registration.tournament == div.tournament_id)
                                                    & (Registration.player == pid)).execute()
        audit("season.seeds", "season", season_id, None, {"division": div.name, "players": ids})
