"""Issue 36: the places where Windows, macOS and Linux differ live in the platform layer; the rest of
the package never asks which system it runs on (read from the sources, so a new question anywhere
else fails here with its file and line)."""

from __future__ import annotations

import re
from pathlib import Path

import tournament_app

PACKAGE = Path(tournament_app.__file__).parent
ASKS = re.compile(r"\bsys\.platform\b|\bos\.name\b|\bplatform\.system\(|\bos\.uname\(")


def test_only_the_platform_layer_asks_which_system_this_is() -> None:
    found = []
    for source in sorted(PACKAGE.rglob("*.py")):
        if source.parent.name == "platform" and source.parent.parent == PACKAGE:
            continue
        for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
            if ASKS.search(line.split("#", 1)[0]):
                found.append(f"{source.relative_to(PACKAGE.parent)}:{number}: {line.strip()}")
    assert found == []


def test_the_check_sees_a_question_where_there_is_one(tmp_path: Path) -> None:
    assert ASKS.search('if sys.platform == "win32":') and ASKS.search("os.name == 'nt'")
    assert not ASKS.search("the platform layer")
