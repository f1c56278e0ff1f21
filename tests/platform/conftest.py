"""The platform layer's tests: each module says in one place which system it is on (``SYSTEM``), and
asks that system through a few functions of its own; a test sets those to what Windows or macOS
would answer, where Linux cannot give the answer itself."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.hostile.conftest import league, league_template  # noqa: F401 (the hostile tests' league)
from tournament_app.platform import console, language, signals

MODULES = (console, language, signals)


@pytest.fixture
def on_system(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], None]]:
    """``on_system("win32")``: the platform layer behaves as on that system from now on in this test."""
    def choose(system: str) -> None:
        for module in MODULES:
            monkeypatch.setattr(module, "SYSTEM", system)
        monkeypatch.setattr(console, "_state", {})  # the console's code page, asked again

    yield choose
