"""Reading online games (issue 39): a tenhou.net/6 JSON lines file of 50 games, every hand of each
checked by replaying it against the log's own scores, and the same file with its last game bad.

    python bench/bench_game_logs.py [--games 50] [--repeat 5]

The games are the real Tenhou games of tests/data/tenhou (six, in turn) and its Mahjong Soul game. For
comparison, the same Tenhou games read from their mjlog XML, one file each.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament_app.rules.game_logs import read_games
from tournament_app.words.messages import UserError

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "tenhou"
PAIRS = sorted(p.stem for p in DATA.glob("20*.json"))


def _best(run, repeat: int) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times), statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    sources = [json.loads((DATA / f"{p}.json").read_text(encoding="utf-8")) for p in PAIRS]
    sources.append(json.loads((DATA / "mahjong_soul_east.json").read_text(encoding="utf-8")))
    games = [sources[i % len(sources)] for i in range(args.games)]
    good = "".join(json.dumps(g, ensure_ascii=False) + "\n" for g in games).encode()
    last = json.loads(json.dumps(games[-1]))
    last["log"][-1][16][1][0] += 100  # the last game's last hand: changes its win does not pay
    bad = "".join(json.dumps(g, ensure_ascii=False) + "\n" for g in [*games[:-1], last]).encode()
    hands = sum(len(g["log"]) for g in games)

    records: list[dict] = []
    best, median = _best(lambda: records.__setitem__(slice(None), read_games(good)), args.repeat)
    assert len(records) == args.games
    print(f"{args.games} games ({hands} hands, {len(good) // 1024} KB of JSON lines): read and checked in "
          f"{best:.3f} s (median {median:.3f} s of {args.repeat}), {1000 * best / args.games:.1f} ms a game")

    def refuse() -> None:
        try:
            read_games(bad)
        except UserError:
            return
        raise AssertionError("the bad game was read")

    best, median = _best(refuse, args.repeat)
    print(f"the same file with its last game bad: refused in {best:.3f} s (median {median:.3f} s)")

    xml = [(DATA / f"{p}.mjlog").read_bytes() for p in PAIRS]
    count = len(xml) * max(1, args.games // len(xml))
    best, median = _best(lambda: [read_games(xml[i % len(xml)]) for i in range(count)], args.repeat)
    print(f"for comparison, {count} mjlog XML files of the same Tenhou games: {best:.3f} s "
          f"({1000 * best / count:.1f} ms a game)")


if __name__ == "__main__":
    main()
