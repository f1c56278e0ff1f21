"""The package and its tests load on every system: no module imports a module only POSIX (or only
Windows) has at its top. On Windows the suite stopped at its collection ("Interrupted: 2 errors") for
two imports of ``resource``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POSIX_ONLY = {"resource", "fcntl", "termios", "pwd", "grp", "pty", "tty", "posix", "crypt", "syslog",
              "readline", "spwd", "nis", "curses", "_posixsubprocess"}
WINDOWS_ONLY = {"msvcrt", "winreg", "winsound", "_winapi", "nt"}


def _top_level_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = set()
    for node in tree.body:  # a module's own lines, not inside a function, a class or an if
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


def test_no_module_imports_a_module_one_system_lacks_at_its_top() -> None:
    found = {str(path.relative_to(ROOT)): sorted(imported & (POSIX_ONLY | WINDOWS_ONLY))
             for folder in ("tournament_app", "tests", "tools", "installer")
             for path in sorted((ROOT / folder).rglob("*.py"))
             if (imported := _top_level_imports(path)) & (POSIX_ONLY | WINDOWS_ONLY)}
    assert found == {}
