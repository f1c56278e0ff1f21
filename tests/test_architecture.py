"""The floor plan (issue 41, docs/ARCHITECTURE.md): imports run one way between the layers, no module
leans on another that leans back, nothing lies loose beside the rooms, and the rules engine knows no
language. The import graph is read from the sources (tools/import_graph.py)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import import_graph  # noqa: E402

EDGES = import_graph.graph()


def test_every_import_runs_down_the_layers() -> None:
    assert import_graph.against_the_rule(EDGES) == []


def test_no_circles_between_modules_nor_between_rooms() -> None:
    assert import_graph.circles(EDGES) == []
    assert import_graph.circles(import_graph.rooms(EDGES)) == []  # (words and platform once leaned so)


def test_every_module_is_in_a_room_and_every_room_says_what_it_holds() -> None:
    assert import_graph.loose() == []
    rooms = [p for p in (ROOT / "tournament_app").iterdir() if (p / "__init__.py").is_file()]
    assert {p.name for p in rooms} == {"words", "checks", "files", "platform", "rules", "seating", "storage",
                                       "texts", "services", "export", "web", "ui", "cli"}
    for room in rooms:
        doc = ast.get_docstring(ast.parse((room / "__init__.py").read_text(encoding="utf-8")))
        assert doc and len(doc) > 60, room.name
        assert import_graph.layer(f"tournament_app.{room.name}") in import_graph.LAYERS, room.name


def test_the_rules_engine_imports_no_language_and_no_qt_or_database() -> None:
    """Its errors carry message keys and values (words.messages, plain data); the layers above render
    them in a language."""
    for module, path in import_graph.modules().items():
        if import_graph.layer(module) not in ("rules", "seating"):
            continue
        assert {t for t in EDGES[module] if t.startswith("tournament_app.words.")} <= {
            "tournament_app.words.messages"}, module
        outside = _third_party(path)
        assert not outside & {"PySide6", "peewee", "psycopg", "openpyxl"}, (module, outside)


@pytest.mark.parametrize(("layer", "unknown"), [
    ("storage", {"PySide6"}), ("services", {"PySide6"}), ("texts", {"PySide6", "peewee"}),
    ("web", {"PySide6"}),
])
def test_each_layer_knows_nothing_of_what_the_design_keeps_from_it(layer: str, unknown: set[str]) -> None:
    """../shared/DESIGN.md's table: storage, services and the venue server know no Qt (the server hands
    the database to its worker threads, but its queries are the services'), the texts no database."""
    for module, path in import_graph.modules().items():
        if import_graph.layer(module) == layer:
            assert not _third_party(path) & unknown, module


def _third_party(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_the_checks_find_a_circle_an_import_up_and_a_loose_module(tmp_path: Path) -> None:
    """The graph reader on a package made for the test: what it must find, it finds."""
    pkg = tmp_path / "tournament_app"
    for room in ("rules", "services", "words"):
        (pkg / room).mkdir(parents=True)
        (pkg / room / "__init__.py").write_text('"""A room."""\n', encoding="utf-8")
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    sources = {
        "rules/game.py": "def f():\n    from tournament_app.services import games  # deferred: still one\n",
        "services/games.py": "from tournament_app.services.rows import Row\n",
        "services/rows.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                            "    from tournament_app.services import games\n",
        "services/seat.py": "from tournament_app.rules import game\n",
    }
    for name, text in sources.items():
        (pkg / name).write_text(text, encoding="utf-8")
    (pkg / "words" / "messages.py").write_text("", encoding="utf-8")
    (pkg / "hallway.py").write_text("from .words import messages\n", encoding="utf-8")
    edges = import_graph.graph(tmp_path)
    assert edges["tournament_app.hallway"] == {"tournament_app.words.messages"}  # a relative import read
    assert import_graph.against_the_rule(edges) == [
        ("tournament_app.hallway", "tournament_app.words.messages"),  # a module of no layer
        ("tournament_app.rules.game", "tournament_app.services.games")]  # up a layer
    assert import_graph.circles(edges) == [["tournament_app.services.games", "tournament_app.services.rows"]]
    assert import_graph.loose(tmp_path) == ["hallway.py"]
    # rules.game leans on services.games and services.seat on rules.game: no two modules lean on each
    # other that way, but the two rooms do
    room_circles = import_graph.circles(import_graph.rooms(edges))
    assert room_circles == [["tournament_app.rules", "tournament_app.services"]]


def test_the_rules_engine_runs_and_words_its_errors_without_the_language_layer() -> None:
    """Imported alone (a script over the rules), the engine loads no catalogue and no Qt, and its
    errors still read in English from their message keys and values."""
    from tests import children

    code = ("import sys\n"
            "from tournament_app.rules.errors import HandError, seat_ref\n"
            "from tournament_app.rules import game, record, settlement\n"
            "e = HandError('tenpai', '{seat} declared riichi but is not tenpai', seat=seat_ref(2))\n"
            "print(str(e))\n"
            "print(sorted(m for m in sys.modules if m.startswith(('tournament_app.words.i18n', "
            "'tournament_app.words.qm', 'PySide6', 'peewee'))))\n")
    done = children.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "tenpai: seat 2 (0–3 in the record, 0 = the first dealer) declared riichi but is not tenpai", "[]"]
