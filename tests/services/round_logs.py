"""A round's folder of real Tenhou logs (tests/data/tenhou), the players' names in each written as a test
needs them (the games' hands unchanged): the builders of the round import's tests and its bench."""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import quote

DATA = Path(__file__).resolve().parents[1] / "data" / "tenhou"
SHISHA = ("2019021004gm-00a9-0000-e2f6516d", "2019080322gm-00a9-0000-81e85e04",
          "2019081518gm-00a9-0000-cce9d00c", "2019103023gm-00a9-0000-f90e0fe9",
          "2019123123gm-00a9-0000-f4386d0e")  # settled 四捨五入
EXACT = "2023053016gm-0029-0000-e54b3b98"  # settled exactly: other rules than the 2019 games'
RULES = {"preset": "tenhou", "rounding": "shisha_gonyu"}  # the 2019 games' rules


def json_game(game: str, names: Sequence[str]) -> dict:
    data = json.loads((DATA / f"{game}.json").read_text(encoding="utf-8"))
    data["name"] = list(names)
    return data


def sc(game: str) -> list[int]:
    """The final scores the log itself shows."""
    return json.loads((DATA / f"{game}.json").read_text(encoding="utf-8"))["sc"][0::2]


def write_json(path: Path, *games: dict) -> Path:
    """One game as Tenhou writes it, several one a line."""
    text = (json.dumps(games[0], ensure_ascii=False) if len(games) == 1
            else "".join(json.dumps(g, ensure_ascii=False) + "\n" for g in games))
    path.write_text(text, encoding="utf-8")
    return path


def write_mjlog(path: Path, game: str, names: Sequence[str]) -> Path:
    """The game's mjlog XML with these names (URL-encoded, as the site writes them), gzip-compressed."""
    xml = gzip.decompress((DATA / f"{game}.mjlog").read_bytes()).decode("utf-8")
    for seat, name in enumerate(names):
        xml, count = re.subn(rf'(<UN [^>]*n{seat}=")[^"]*"', lambda m, n=name: m.group(1) + quote(n) + '"',
                             xml, count=1)
        assert count == 1
    path.write_bytes(gzip.compress(xml.encode("utf-8")))
    return path
