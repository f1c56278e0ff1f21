"""A realistic sample tournament, recorded hand by hand through the same services a desk uses."""

from __future__ import annotations

import random
from typing import Any

from tournament_app.checks.limits import MAX_DEMO_ROUNDS, MAX_PLANNED_ROUNDS, MAX_PLAYERS
from tournament_app.services import games, players, rounds, tournaments
from tournament_app.services.base import CTX, fail
from tournament_app.services.simulate import random_game
from tournament_app.words.messages import N_

# (kanji, kana reading)
FAMILY = (
    ("佐藤", "さとう"), ("鈴木", "すずき"), ("高橋", "たかはし"), ("田中", "たなか"), ("伊藤", "いとう"),
    ("渡辺", "わたなべ"), ("山本", "やまもと"), ("中村", "なかむら"), ("小林", "こばやし"),
    ("加藤", "かとう"),
    ("吉田", "よしだ"), ("山田", "やまだ"), ("佐々木", "ささき"), ("山口", "やまぐち"), ("松本", "まつもと"),
    ("井上", "いのうえ"), ("木村", "きむら"), ("林", "はやし"), ("斎藤", "さいとう"), ("清水", "しみず"),
    ("山崎", "やまざき"), ("森", "もり"), ("池田", "いけだ"), ("橋本", "はしもと"), ("阿部", "あべ"),
    ("石川", "いしかわ"), ("山下", "やました"), ("中島", "なかじま"), ("石井", "いしい"), ("小川", "おがわ"),
    ("前田", "まえだ"), ("岡田", "おかだ"), ("長谷川", "はせがわ"), ("藤田", "ふじた"), ("後藤", "ごとう"),
    ("近藤", "こんどう"), ("村上", "むらかみ"), ("遠藤", "えんどう"), ("青木", "あおき"),
    ("坂本", "さかもと"),
)
GIVEN = (
    ("太郎", "たろう"), ("花子", "はなこ"), ("健", "けん"), ("翔太", "しょうた"), ("美咲", "みさき"),
    ("大輔", "だいすけ"), ("陽菜", "ひな"), ("拓也", "たくや"), ("優子", "ゆうこ"), ("直樹", "なおき"),
    ("彩", "あや"), ("誠", "まこと"), ("恵", "めぐみ"), ("亮", "りょう"), ("千尋", "ちひろ"),
    ("修", "おさむ"), ("真由美", "まゆみ"), ("浩", "ひろし"), ("葵", "あおい"), ("隆", "たかし"),
    ("由美", "ゆみ"), ("剛", "つよし"), ("舞", "まい"), ("学", "まなぶ"), ("香織", "かおり"),
)
CLUBS = ("東京支部", "大阪支部", "名古屋支部", "福岡支部", "札幌支部", "")


def player_names(count: int, rng: random.Random) -> list[tuple[str, str]]:
    """``count`` distinct (name, reading) pairs; numbered beyond the 1,000 combinations."""
    pairs = [(f"{f} {g}", f"{fr} {gr}") for f, fr in FAMILY for g, gr in GIVEN]
    rng.shuffle(pairs)
    out = pairs[:count]
    for i in range(len(out), count):
        name, reading = pairs[i % len(pairs)]
        out.append((f"{name} {i // len(pairs) + 1}", reading))
    return out


MAX_DEMO_PLAYERS = MAX_PLAYERS  # every one of them seated each round


def create_demo(*, players_count: int = 16, rounds_count: int = 4, seed: int = 1,
                name: str = "Demo", rules: Any = "jpml") -> int:
    """A tournament with ``players_count`` players and ``rounds_count`` rounds, every game
    recorded hand by hand and finished. Returns the tournament's id.

    Seated as an organiser would: the number of rounds is planned when the tournament is made (up to
    :data:`MAX_PLANNED_ROUNDS`; a longer sample league seats round by round), then each round is
    seated when the one before has finished, which takes it from the plan."""
    if players_count < 4 or players_count % 4:
        fail(N_(CTX, "the demo needs a multiple of four players, at least 4"))
    if rounds_count < 0:
        fail(N_(CTX, "the number of rounds cannot be negative"))
    if players_count > MAX_DEMO_PLAYERS or rounds_count > MAX_DEMO_ROUNDS:
        fail(N_(CTX, "a demo has at most {players} players and {rounds} rounds"), players=MAX_DEMO_PLAYERS,
             rounds=MAX_DEMO_ROUNDS)
    rng = random.Random(seed)
    planned = rounds_count if 1 <= rounds_count <= MAX_PLANNED_ROUNDS else None
    # no venue: a word in one language would show in the other's prints, and the name says "demo"
    tid = tournaments.create_tournament(name, rules, planned_rounds=planned)
    rule_set = tournaments.rules_of(tid)
    for player_name, reading in player_names(players_count, rng):
        players.add_player(tid, player_name, reading=reading, affiliation=rng.choice(CLUBS))
    for _ in range(rounds_count):
        number = rounds.seat_round(tid, "random", seed=rng.randrange(2**31))
        for game_id in games.games_of_round(tid, number):
            games.append_hands(game_id, random_game(rule_set, rng), finish=True)
    return tid
