"""Peewee models of the tournament record.

Every model binds to :data:`db_proxy`; :func:`tournament_app.storage.database.open_database` points it
at a real database. Points and scores are integers (game points in tenths); JSON columns are plain
``TextField`` s holding ``json.dumps`` text: callers encode and decode.

Foreign keys are ``RESTRICT``: deleting a row that others still reference fails with
``peewee.IntegrityError`` instead of silently taking hands or games with it. Delete bottom-up on purpose
(``instance.delete_instance(recursive=True)`` inside a transaction). Only the audit log's tournament
link is ``SET NULL``, so the log outlives a deleted tournament.
"""

from __future__ import annotations

from datetime import datetime

from peewee import (
    BooleanField,
    CharField,
    Check,
    DatabaseProxy,
    DateField,
    DateTimeField,
    ForeignKeyField,
    IntegerField,
    Model,
    TextField,
)

db_proxy = DatabaseProxy()

RESTRICT = "RESTRICT"


def _now() -> datetime:
    # Naive local time, to the second: what the desk shows and prints.
    return datetime.now().replace(microsecond=0)


def _one_of(column: str, *values: str) -> Check:
    return Check(f"{column} IN ({', '.join(repr(v) for v in values)})")


class BaseModel(Model):
    class Meta:
        database = db_proxy


class AppMeta(BaseModel):
    """Key/value facts about the database itself; ``schema_version`` drives migrations.

    Its table name marks a database as ours: a SQLite file without it belongs to someone else.
    """

    key = CharField(primary_key=True)
    value = TextField()

    class Meta:
        table_name = "tournament_app_meta"


class Person(BaseModel):
    """One person across events (issue 40): the players of tournaments and seasons who are this person
    point at it, each linked by the organiser (services.people); a player never linked is a person of
    their own."""

    name = CharField()
    reading = CharField(default="")
    ema_number = CharField(default="")
    member_no = CharField(default="")
    country = CharField(default="")
    created_at = DateTimeField(default=_now)
    version = IntegerField(default=0)  # bumped by every change of the person or its links

    class Meta:
        table_name = "person"
        since_schema = 12  # created by that migration step (storage.health)


class Player(BaseModel):
    name = CharField()
    reading = CharField(default="")  # kana reading, the sort key for Japanese names
    affiliation = CharField(default="")
    member_no = CharField(default="")
    created_at = DateTimeField(default=_now)
    # for the EMA results file: blank first/last name are taken from ``name``
    ema_number = CharField(default="")
    country = CharField(default="")
    first_name = CharField(default="")
    last_name = CharField(default="")
    person = ForeignKeyField(Person, backref="players", on_delete=RESTRICT, null=True)  # schema 12

    class Meta:
        table_name = "player"
        indexes = ((("reading", "name"), False),)


class Tournament(BaseModel):
    name = CharField(unique=True)
    starts_on = DateField(null=True)
    ends_on = DateField(null=True)
    venue = CharField(default="")
    rules = TextField()  # JSON: the full rule set dict
    created_at = DateTimeField(default=_now)
    planned_rounds = IntegerField(null=True)  # how many rounds the event will play, when known
    seating_plan = TextField(null=True)  # JSON: rounds planned ahead but not seated yet (services.plan)
    round_minutes = IntegerField(default=90)  # the round clock's length
    event_format = TextField(null=True)  # JSON: stages, tie-breaks, hidden standings, teams (services)
    phones = CharField(default="hands")  # what the tables' phones may do: view | final | hands (web)

    class Meta:
        table_name = "tournament"


class Registration(BaseModel):
    tournament = ForeignKeyField(Tournament, backref="registrations", on_delete=RESTRICT, index=False)
    player = ForeignKeyField(Player, backref="registrations", on_delete=RESTRICT)
    status = CharField(default="active", constraints=[_one_of("status", "active", "withdrawn", "substitute")])
    seed_no = IntegerField(null=True)
    # JSON {"up": [..], "down": [..]}: 昇級点/降級点 earned in the seasons before, oldest first (issue 37)
    points_in = TextField(null=True)

    class Meta:
        table_name = "registration"
        indexes = ((("tournament", "player"), True),)  # also serves lookups by tournament


class Round(BaseModel):
    """One round (回戦) of a tournament, numbered from 1."""

    tournament = ForeignKeyField(Tournament, backref="rounds", on_delete=RESTRICT, index=False)
    number = IntegerField(constraints=[Check("number >= 1")])
    created_at = DateTimeField(default=_now)
    # The round clock, in the database server's UTC time so that every desk shows the same clock.
    clock_started_at = DateTimeField(null=True)
    clock_paused_at = DateTimeField(null=True)  # set while paused
    clock_paused_seconds = IntegerField(default=0)  # pauses before the current one
    clock_minutes = IntegerField(null=True)  # this round's length when it differs from the tournament's
    # Tables of five (抜け番): {"table number": [its five players in the order they sit out]}; the one
    # sitting out this round is the one not in the table's game. None: only tables of four.
    fives = TextField(null=True)

    class Meta:
        table_name = "round"
        indexes = ((("tournament", "number"), True),)


class Table(BaseModel):
    round = ForeignKeyField(Round, backref="tables", on_delete=RESTRICT, index=False)
    number = IntegerField(constraints=[Check("number >= 1")])
    extra_minutes = IntegerField(default=0)  # extra time on the round clock (a late start, a ruling)
    # the random secret of the table's link for phones (services.table_links); None until made
    link_secret = CharField(null=True, max_length=64)

    class Meta:
        table_name = "game_table"  # TABLE is an SQL keyword
        indexes = ((("round", "number"), True),)


class Game(BaseModel):
    """The game played at one table; seat 0 is the first dealer (起家)."""

    table = ForeignKeyField(Table, backref="games", on_delete=RESTRICT, unique=True)
    seat0 = ForeignKeyField(Player, backref="+", on_delete=RESTRICT)
    seat1 = ForeignKeyField(Player, backref="+", on_delete=RESTRICT)
    seat2 = ForeignKeyField(Player, backref="+", on_delete=RESTRICT)
    seat3 = ForeignKeyField(Player, backref="+", on_delete=RESTRICT)
    state = CharField(default="planned", constraints=[_one_of("state", "planned", "in_progress", "finished")])
    mode = CharField(default="hands", constraints=[_one_of("mode", "hands", "final")])
    rules = TextField(null=True)  # JSON copied from the tournament at the start; later edits never touch it
    s0 = IntegerField(null=True)  # final scores
    s1 = IntegerField(null=True)
    s2 = IntegerField(null=True)
    s3 = IntegerField(null=True)
    left = IntegerField(default=0)  # points left on the table (deposits)
    p0 = IntegerField(null=True)  # game points in tenths, the game's chombo penalties included
    p1 = IntegerField(null=True)
    p2 = IntegerField(null=True)
    p3 = IntegerField(null=True)
    r0 = IntegerField(null=True)  # ranks 1..4
    r1 = IntegerField(null=True)
    r2 = IntegerField(null=True)
    r3 = IntegerField(null=True)
    # a final-scores game: the seats whose chombo was ticked with the scores (JSON list, a seat once per
    # chombo; None: none), inside p0-p3 like a chombo hand of a game recorded hand by hand
    chombo = TextField(null=True)
    finished_at = DateTimeField(null=True)
    version = IntegerField(default=0)  # bumped on every change, for optimistic checks

    class Meta:
        table_name = "game"


class Hand(BaseModel):
    """One hand of a game: ``data`` is the record (JSON); the other columns are derived from it."""

    game = ForeignKeyField(Game, backref="hands", on_delete=RESTRICT, index=False)
    number = IntegerField(constraints=[Check("number >= 1")])
    data = TextField()
    round_index = IntegerField()  # 0 = East 1, 4 = South 1
    honba = IntegerField()
    dealer = IntegerField()
    result = CharField()
    d0 = IntegerField()  # score deltas by seat
    d1 = IntegerField()
    d2 = IntegerField()
    d3 = IntegerField()
    after0 = IntegerField()  # scores after the hand
    after1 = IntegerField()
    after2 = IntegerField()
    after3 = IntegerField()
    left = IntegerField()
    created_at = DateTimeField(default=_now)

    class Meta:
        table_name = "hand"
        indexes = ((("game", "number"), True),)


class Penalty(BaseModel):
    tournament = ForeignKeyField(Tournament, backref="penalties", on_delete=RESTRICT, index=False)
    player = ForeignKeyField(Player, backref="penalties", on_delete=RESTRICT)
    game = ForeignKeyField(Game, backref="penalties", on_delete=RESTRICT, null=True)
    round = ForeignKeyField(Round, backref="penalties", on_delete=RESTRICT, null=True)
    points = IntegerField()  # tenths; negative for a penalty
    reason = TextField()
    created_at = DateTimeField(default=_now)
    cancelled_at = DateTimeField(null=True)
    cancel_reason = TextField(default="")

    class Meta:
        table_name = "penalty"
        indexes = ((("tournament", "player"), False),)


class AuditEntry(BaseModel):
    at = DateTimeField(default=_now, index=True)
    action = CharField()  # e.g. "hand.add"
    entity = CharField()  # e.g. "game"
    entity_id = IntegerField()
    before = TextField(null=True)  # JSON
    after = TextField(null=True)  # JSON
    tournament = ForeignKeyField(Tournament, backref="audit_entries", on_delete="SET NULL", null=True)
    author = CharField(default="")  # the desk that made the change (services.base.set_author)
    # the identity of the decision that made the change (a desk's entry, dialog or phone request): a
    # repeated submit of the same decision is recognised by it and stores nothing
    action_id = CharField(null=True, unique=True, max_length=40)

    class Meta:
        table_name = "audit_entry"
        indexes = ((("entity", "entity_id"), False),)


class StageEntry(BaseModel):
    """Who entered a stage of an event (services.event_standings), fixed when the stage's first round
    is seated: later tie-break changes or corrections do not change who qualified."""

    tournament = ForeignKeyField(Tournament, backref="+", on_delete=RESTRICT, index=False)
    first_round = IntegerField()  # the stage, named by the round it starts at
    position = IntegerField()  # 1, 2 … in the order of the ranking that decided the entry
    rank = IntegerField()  # the place in that ranking (players sharing a place share it here too)
    player = ForeignKeyField(Player, backref="+", on_delete=RESTRICT)

    class Meta:
        table_name = "stage_entry"
        since_schema = 4  # created by that migration step: an older file may lack it (storage.health)
        indexes = ((("tournament", "first_round", "position"), True),
                   (("tournament", "first_round", "player"), True))


class Season(BaseModel):
    """A league season (issue 31): divisions of players who meet on days (節); each division's games
    are those of a tournament of its own, so the desk, the standings and the tie-breaks serve it."""

    name = CharField(unique=True)
    rules = TextField()  # JSON: the rule set its divisions are created with
    starts_on = DateField(null=True)
    previous = ForeignKeyField("self", backref="next_seasons", on_delete=RESTRICT, null=True)
    created_at = DateTimeField(default=_now)
    version = IntegerField(default=0)  # bumped by every change of the season, for optimistic checks
    points = TextField(null=True)  # JSON: the 昇級点/降級点 rule (season_points.py), none by default
    minus = CharField(default="△")  # the mark before a negative figure in the season's outputs (▲ or △)

    class Meta:
        table_name = "season"
        since_schema = 5  # created by that migration step: an older file may lack it (storage.health)


class Division(BaseModel):
    """One division of a season, level 1 the top; its tournament holds its players and games."""

    season = ForeignKeyField(Season, backref="divisions", on_delete=RESTRICT, index=False)
    tournament = ForeignKeyField(Tournament, backref="+", on_delete=RESTRICT, unique=True)
    level = IntegerField(constraints=[Check("level >= 1")])
    name = CharField()
    promote = IntegerField(default=0)  # the top N go up at the end of the season
    relegate = IntegerField(default=0)  # the bottom M go down (out of the league from the lowest)
    drop_after = IntegerField(null=True)  # after this day, players below drop_below are out
    drop_below = IntegerField(null=True)  # tenths
    dropped = TextField(null=True)  # JSON: the player ids the drop line took out, once applied
    final_top = IntegerField(null=True)  # the top division: its top N play the title final
    final_carry = IntegerField(default=0)  # permille of the league total carried into the final
    final_name = CharField(default="")  # the final's stage name
    final_seeded = TextField(null=True)  # JSON {"seeded": [ids], "guests": [ids]}: into the final unranked
    leaves = TextField(null=True)  # JSON {player id: [withdrew | absent | drop, from day]}
    drop_each = BooleanField(default=False)  # the drop line is checked after every day from drop_after

    class Meta:
        table_name = "division"
        since_schema = 5  # created by that migration step: an older file may lack it (storage.health)
        indexes = ((("season", "level"), True), (("season", "name"), True))


class LeagueDay(BaseModel):
    """A day (節) of a division: ``hanchan`` games per table, the same tables all day; the final's
    days (``final``) come after the league's."""

    division = ForeignKeyField(Division, backref="days", on_delete=RESTRICT, index=False)
    final = BooleanField(default=False)
    number = IntegerField(constraints=[Check("number >= 1")])
    date = DateField(null=True)
    venue = CharField(default="")  # where the day is played, printed under its date
    hanchan = IntegerField(constraints=[Check("hanchan >= 1")])
    first_round = IntegerField(null=True)  # the division tournament's round of its first hanchan, once seated
    rounds = IntegerField(null=True)  # rounds spanned once seated (tables of five play more); None: hanchan
    method = CharField(default="")  # how it was seated

    class Meta:
        table_name = "league_day"
        since_schema = 5  # created by that migration step: an older file may lack it (storage.health)
        indexes = ((("division", "final", "number"), True),)


class PlayerAlias(BaseModel):
    """An online name (Tenhou, Mahjong Soul) of a player in one tournament, which its logs are matched by:
    a name belongs to one player of the tournament (issue 39)."""

    tournament = ForeignKeyField(Tournament, backref="+", on_delete=RESTRICT, index=False)
    player = ForeignKeyField(Player, backref="+", on_delete=RESTRICT)
    name = CharField()

    class Meta:
        table_name = "player_alias"
        since_schema = 11  # created by that migration step (storage.health)
        indexes = ((("tournament", "name"), True),)


# In dependency order: create_tables() follows it, drop in reverse.
MODELS: tuple[type[BaseModel], ...] = (
    AppMeta, Person, Player, Tournament, Registration, Round, Table, Game, Hand, Penalty, AuditEntry,
    StageEntry, Season, Division, LeagueDay, PlayerAlias,
)
