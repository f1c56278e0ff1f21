"""The package's import graph, read from the sources: which module imports which, the layer each
belongs to, the imports that run against the layer rule and the circles.

    python tools/import_graph.py            # the layers' arrows, then every offence (exit 1 if any)
    python tools/import_graph.py --module tournament_app.ui.app   # one module's imports, and its importers

Every ``import`` and ``from … import`` counts, also those inside functions (an import deferred for a
faster start is still a dependency) and under ``if TYPE_CHECKING`` (a type is a dependency too).
``from package import name`` counts as importing ``package.name`` when that is a module.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "tournament_app"

# The layer rule (../shared/DESIGN.md, docs/ARCHITECTURE.md): a module may import its own layer's
# modules and those of the layers below; layers of one rank know nothing of each other.
LAYERS: dict[str, int] = {
    "base": 0,  # words, checks, files, platform: what every layer uses
    "rules": 1, "seating": 1, "storage": 1,  # pure rules and seating; the database (side by side)
    "texts": 2,  # how the record's values are written
    "services": 3,
    "export": 4,
    "web": 5,  # the venue server (the app's phones dialog starts it)
    "ui": 6,  # the desktop app (the command line starts it)
    "cli": 7,
    "main": 8,  # python -m tournament_app
}
# which layer each top-level package of tournament_app is in
PLACES: dict[str, str] = {"words": "base", "checks": "base", "files": "base", "platform": "base",
                          "resources": "base", "rules": "rules", "seating": "seating", "storage": "storage",
                          "texts": "texts", "services": "services", "export": "export", "web": "web",
                          "ui": "ui", "cli": "cli", "__main__": "main"}


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package (``resources`` and the guide are data, not code)."""
    found = {module_name(p, root): p for p in sorted((root / PACKAGE).rglob("*.py"))}
    return {m: p for m, p in found.items() if not m.startswith(f"{PACKAGE}.resources")}


def _imported(node: ast.AST, here: str, is_package: bool, known: set[str]) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:  # relative: from the module's package
        base = here.split(".") if is_package else here.split(".")[:-1]
        base = base[: len(base) - node.level + 1]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    submodules = [f"{source}.{a.name}" for a in node.names if f"{source}.{a.name}" in known]
    # ``from package import module`` depends on the module (and the package's __init__ runs first,
    # but that is the package's own business); any other name is the package's (its __init__)
    return submodules if len(submodules) == len(node.names) else [source, *submodules]


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    """module -> the package's modules it imports."""
    known = modules(root)
    names = set(known)
    edges: dict[str, set[str]] = {m: set() for m in known}
    for m, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            for target in _imported(node, m, path.name == "__init__.py", names):
                while target and target not in names:  # ``a.b.c`` where ``c`` is a name in ``a.b``
                    target = target.rpartition(".")[0]
                if target and target != m and target != PACKAGE:
                    edges[m].add(target)
    return edges


def layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) < 2:
        return "main"
    return PLACES.get(parts[1], "loose")


def against_the_rule(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Imports from a layer to one above it or to another of the same rank (rules, seating, storage)."""
    out = []
    for m, targets in edges.items():
        for t in targets:
            a, b = layer(m), layer(t)
            if a != b and LAYERS.get(b, 99) >= LAYERS.get(a, -1):
                out.append((m, t))
    return sorted(out)


def loose(root: Path = ROOT) -> list[str]:
    """Modules lying at the package's top level beside the rooms (only its __init__ and __main__ may)."""
    names = (p.name for p in (root / PACKAGE).glob("*.py"))
    return sorted(n for n in names if n not in ("__init__.py", "__main__.py"))


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = []
                    while True:
                        top = stack.pop()
                        on_stack.discard(top)
                        part.append(top)
                        if top == node:
                            break
                    if len(part) > 1:
                        found.append(sorted(part))
    return sorted(found)


def rooms(edges: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph between the rooms (top-level packages): an arrow where any module of one imports any
    of the other. Its circles are the rooms that lean on each other (modules of both may not)."""
    def room(module: str) -> str:
        return ".".join(module.split(".")[:2])

    out: dict[str, set[str]] = {room(m): set() for m in edges}
    for m, targets in edges.items():
        out[room(m)] |= {room(t) for t in targets if room(t) != room(m)}
    return out


def layer_arrows(edges: dict[str, set[str]]) -> dict[tuple[str, str], int]:
    counts: dict[tuple[str, str], int] = defaultdict(int)
    for m, targets in edges.items():
        for t in targets:
            if layer(m) != layer(t):
                counts[(layer(m), layer(t))] += 1
    return dict(counts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--module", help="one module's imports and importers")
    args = parser.parse_args(argv)
    edges = graph()
    if args.module:
        print(f"{args.module} ({layer(args.module)}) imports:")
        for t in sorted(edges.get(args.module, ())):
            print(f"  {t} ({layer(t)})")
        print("imported by:")
        for m in sorted(m for m, ts in edges.items() if args.module in ts):
            print(f"  {m} ({layer(m)})")
        return 0
    for (a, b), n in sorted(layer_arrows(edges).items(), key=lambda kv: (LAYERS[kv[0][0]], kv[0])):
        print(f"{a:>8} -> {b:<8} {n:4d} imports")
    bad, loops, left = against_the_rule(edges), circles(edges) + circles(rooms(edges)), loose()
    for name in left:
        print(f"loose in {PACKAGE}/: {name}")
    for m, t in bad:
        print(f"against the layer rule: {m} ({layer(m)}) imports {t} ({layer(t)})")
    for part in loops:
        print("circle: " + " <-> ".join(part))
    print(f"{len(edges)} modules, {sum(len(t) for t in edges.values())} imports, "
          f"{len(bad)} against the layer rule, {len(loops)} circles, {len(left)} loose modules")
    return 1 if bad or loops or left else 0


if __name__ == "__main__":
    sys.exit(main())
