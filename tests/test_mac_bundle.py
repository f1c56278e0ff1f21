"""The macOS bundle's Info.plist as installer/tournament_app.spec gives it (PyInstaller cannot run here:
the spec is read): macOS 15's Local Network permission has its reason, and App Nap is off."""

from __future__ import annotations

import ast
import plistlib
from pathlib import Path

SPEC = Path(__file__).resolve().parents[1] / "installer" / "tournament_app.spec"


def _info_plist() -> dict:
    for node in ast.walk(ast.parse(SPEC.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "BUNDLE":
            (found,) = [k.value for k in node.keywords if k.arg == "info_plist"]
            assert isinstance(found, ast.Dict)
            return {ast.literal_eval(key): _value(value) for key, value in zip(found.keys, found.values,
                                                                                 strict=True)}
    raise AssertionError("no BUNDLE(…, info_plist=…) in the spec")


def _value(node: ast.expr) -> object:
    """A literal as it is; a name the spec computes (VERSION) as its name."""
    return node.id if isinstance(node, ast.Name) else ast.literal_eval(node)


def test_the_bundle_says_why_it_reaches_the_local_network_and_does_not_nap() -> None:
    plist = plistlib.loads(plistlib.dumps(_info_plist()))  # (what a plist can hold, as it is written)
    reason = plist["NSLocalNetworkUsageDescription"]
    assert "database" in reason and "phones" in reason  # what it reaches, in English
    assert "データベース" in reason and "スマートフォン" in reason  # and in Japanese
    assert plist["LSAppNapIsDisabled"] is True and plist["NSAppSleepDisabled"] is True
    assert plist["CFBundleLocalizations"] == ["en", "ja"]
