"""Keep the Japanese translation in step with the source.

Collects every ``tr("context", "text")`` and ``N_("context", "text")`` literal under
``tournament_app/``, merges them into ``resources/i18n/tournament_app_ja.ts`` (keeping existing
translations, marking new ones unfinished, dropping ones no longer used) and compiles the ``.qm``
with ``pyside6-lrelease``.

    python tools/update_translations.py                 # update .ts and .qm
    python tools/update_translations.py --fill ja.json  # add translations {"source": "訳"}
    python tools/update_translations.py --check         # exit 1 if anything is untranslated
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tournament_app"
TS = ROOT / "resources" / "i18n" / "tournament_app_ja.ts"
MARKERS = {"tr", "N_"}

Key = tuple[str, str]


def extract(source: Path = SOURCE) -> dict[Key, str]:
    """(context, text) -> "file:line" of its first use."""
    found: dict[Key, str] = {}
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else None
            ctx, text = node.args[0], node.args[1]
            if (name in MARKERS and isinstance(ctx, ast.Constant) and isinstance(ctx.value, str)
                    and isinstance(text, ast.Constant) and isinstance(text.value, str)):
                found.setdefault((ctx.value, text.value),
                                 f"{path.relative_to(ROOT)}:{node.lineno}")
            elif name in MARKERS and isinstance(ctx, ast.Name) and isinstance(text, ast.Constant):
                ctx_value = _module_constant(tree, ctx.id)
                if ctx_value is not None and isinstance(text.value, str):
                    found.setdefault((ctx_value, text.value),
                                     f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def _module_constant(tree: ast.Module, name: str) -> str | None:
    """The value of ``CTX = "..."`` in this module, or imported as CTX from another module."""
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == name
                and isinstance(node.value, ast.Constant)):
            return str(node.value.value)
        if isinstance(node, ast.ImportFrom) and node.module and any(
                a.name == name and a.asname is None for a in node.names):
            module = SOURCE.parent / (node.module.replace(".", "/") + ".py")
            if module.exists():
                return _module_constant(ast.parse(module.read_text(encoding="utf-8")), name)
    return None


def read_ts(path: Path = TS) -> dict[Key, str]:
    if not path.exists():
        return {}
    out: dict[Key, str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        ctx = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") not in ("unfinished", "obsolete"):
                out[(ctx, message.findtext("source") or "")] = translation.text or ""
    return out


def write_ts(messages: dict[Key, str], translations: dict[Key, str], path: Path = TS) -> None:
    root = ET.Element("TS", version="2.1", language="ja_JP", sourcelanguage="en")
    by_context: dict[str, list[str]] = {}
    for ctx, text in sorted(messages):
        by_context.setdefault(ctx, []).append(text)
    for ctx, texts in by_context.items():
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = ctx
        for text in texts:
            message = ET.SubElement(context, "message")
            file, line = messages[(ctx, text)].rsplit(":", 1)
            ET.SubElement(message, "location", filename=file, line=line)
            ET.SubElement(message, "source").text = text
            translation = ET.SubElement(message, "translation")
            if translations.get((ctx, text)):
                translation.text = translations[(ctx, text)]
            else:
                translation.set("type", "unfinished")
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def compile_qm(path: Path = TS) -> None:
    # the venv's own lrelease, also when the venv is not activated (".venv/bin/python tools/…")
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    lrelease = str(beside) if beside.exists() else "pyside6-lrelease"
    subprocess.run([lrelease, "-silent", str(path), "-qm", str(path.with_suffix(".qm"))],
                   check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fill", type=Path, help='JSON {"source": "translation"} or '
                                                  '{"context|source": "translation"}')
    parser.add_argument("--check", action="store_true", help="report untranslated strings")
    args = parser.parse_args(argv)
    messages = extract()
    translations = read_ts()
    if args.check:
        missing = [f"{loc}: [{ctx}] {text}" for (ctx, text), loc in sorted(messages.items())
                   if not translations.get((ctx, text))]
        print("\n".join(missing) or "all strings translated")
        return 1 if missing else 0
    if args.fill:
        fill = json.loads(args.fill.read_text(encoding="utf-8"))
        for ctx, text in messages:
            value = fill.get(f"{ctx}|{text}", fill.get(text))
            if value:
                translations[(ctx, text)] = value
    write_ts(messages, translations)
    compile_qm()
    untranslated = sum(1 for key in messages if not translations.get(key))
    print(f"{len(messages)} strings, {untranslated} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
