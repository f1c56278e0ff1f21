"""The platform layer's tests: what Windows and macOS do, injected where Linux cannot produce it (each
module's ``SYSTEM`` and seams such as ``files._replace``, ``_fcntl``, ``_drive_type``, ``_fs_type``),
and produced for real where Linux can (an immutable file, a read-only file, a FUSE mount)."""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.hostile.conftest import content, league, league_template, refused  # noqa: F401  (fixtures)
from tournament_app.platform import console, files
from tournament_app.platform import system as platform_system


@pytest.fixture
def on_system(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], None]]:
    """``on_system("win32")``: the platform layer behaves as on that system from now on in this test."""
    def choose(name: str) -> None:
        monkeypatch.setattr(platform_system, "SYSTEM", name)
        monkeypatch.setattr(console, "_state", {})  # the console's code page, asked again

    yield choose


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """``system(files.WINDOWS)``: the platform layer behaves as on that system for the test."""
    return lambda name: monkeypatch.setattr(platform_system, "SYSTEM", name)


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The waits between tries, recorded instead of slept."""
    slept: list[float] = []
    monkeypatch.setattr(files, "_sleep", slept.append)
    return slept


def sharing_violation(path: object) -> PermissionError:
    """What Windows raises for a file Excel has open: WinError 32 (errno 13)."""
    exc = PermissionError(errno.EACCES, "The process cannot access the file because it is being used by "
                                        "another process", str(path))
    exc.winerror = 32  # type: ignore[attr-defined]  # (set by Windows' own OSError)
    return exc


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[int | None], list[Path]]]:
    """``held(n)``: the next ``n`` renames (None: every one) are refused as Windows refuses a file
    another program has open; returns the targets of the refused tries."""
    refused_at: list[Path] = []
    real = files._replace

    def install(times: int | None) -> list[Path]:
        def replace(source: Path, target: Path) -> None:
            if times is None or len(refused_at) < times:
                refused_at.append(Path(target))
                raise sharing_violation(target)
            real(source, target)

        monkeypatch.setattr(files, "_replace", replace)
        return refused_at

    yield install


def leftovers(folder: Path) -> list[str]:
    """Temporary files of the output rule left in ``folder``."""
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".~"))


def link(name: Path, to: Path) -> None:
    """A symbolic link, or a skip where this system gives none (Windows without Developer Mode)."""
    try:
        name.symlink_to(to, target_is_directory=to.is_dir())
    except (OSError, NotImplementedError) as exc:
        pytest.skip(f"no symbolic links here ({exc})")
