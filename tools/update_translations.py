"""Keep the translations in step with the source.

Collects every ``tr("context", "text")`` and ``N_("context", "text")`` literal under
``tournament_app/``, merges them into ``resources/i18n/tournament_app_ja.ts`` (keeping existing
translations, marking new ones unfinished, dropping ones no longer used) and compiles the ``.qm``
with ``pyside6-lrelease``.

Plural forms (Qt's numerus): a ``tr`` call with a count (``tr(ctx, "%n players", n)``) and an
``N_`` text with ``%n`` are numerus messages. Japanese gives one form; English, the source language,
has its own catalogue ``tournament_app_en.ts`` with these messages only, each with its two forms
("%n player", "%n players").

    python tools/update_translations.py                 # update the .ts files and compile them
    python tools/update_translations.py --fill ja.json  # {"context|source": "訳"}; a bare "source"
                                                        # only fills where it is not translated yet
    python tools/update_translations.py --lang en --fill en.json   # {"source": ["one", "other"]}
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
TS_EN = TS.with_name("tournament_app_en.ts")
LANGUAGES = {"ja": (TS, "ja_JP"), "en": (TS_EN, "en")}
MARKERS = {"tr", "N_"}

Key = tuple[str, str]
Forms = list[str]  # a translation: one text, or one per plural form


def extract(source: Path = SOURCE) -> dict[Key, str]:
    """(context, text) -> "file:line" of its first use."""
    return {key: loc for key, (loc, _numerus) in _extract(source).items()}


def numerus_keys(source: Path = SOURCE) -> set[Key]:
    """The messages with plural forms."""
    return {key for key, (_loc, numerus) in _extract(source).items() if numerus}


def _extract(source: Path) -> dict[Key, tuple[str, bool]]:
    found: dict[Key, tuple[str, bool]] = {}
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else None
            ctx, text = node.args[0], node.args[1]
            if name not in MARKERS or not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue
            if isinstance(ctx, ast.Constant) and isinstance(ctx.value, str):
                ctx_value: str | None = ctx.value
            elif isinstance(ctx, ast.Name):
                ctx_value = _module_constant(tree, ctx.id)
            else:
                continue
            if ctx_value is None:
                continue
            counted = len(node.args) > 2 or any(k.arg == "n" for k in node.keywords)
            numerus = counted if name == "tr" else "%n" in text.value
            loc = f"{path.relative_to(ROOT if path.is_relative_to(ROOT) else source)}:{node.lineno}"
            if numerus != ("%n" in text.value):
                raise SystemExit(f"{loc}: a text with %n needs a count (tr(ctx, text, n)), and a "
                                 f"count needs %n in the text: {text.value!r}")
            found.setdefault((ctx_value, text.value), (loc, numerus))
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
    """(context, source) -> the finished translation; a message with plural forms gives its forms
    one per line (Japanese has one)."""
    return {key: "\n".join(forms) for key, forms in read_forms(path).items()}


def read_forms(path: Path = TS) -> dict[Key, Forms]:
    """(context, source) -> the finished translation's forms (one, or one per plural form)."""
    if not path.exists():
        return {}
    out: dict[Key, Forms] = {}
    for context in ET.parse(path).getroot().iter("context"):
        ctx = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                continue
            forms = ([f.text or "" for f in translation.iter("numerusform")]
                     if message.get("numerus") == "yes" else [translation.text or ""])
            if all(forms):
                out[(ctx, message.findtext("source") or "")] = forms
    return out


def write_ts(messages: dict[Key, str], translations: dict[Key, Forms], path: Path = TS, *,
             numerus: set[Key] | frozenset[Key] = frozenset(), language: str = "ja_JP") -> None:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    by_context: dict[str, list[str]] = {}
    for ctx, text in sorted(messages):
        by_context.setdefault(ctx, []).append(text)
    for ctx, texts in by_context.items():
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = ctx
        for text in texts:
            key = (ctx, text)
            message = ET.SubElement(context, "message")
            if key in numerus:
                message.set("numerus", "yes")
            file, line = messages[key].rsplit(":", 1)
            ET.SubElement(message, "location", filename=file, line=line)
            ET.SubElement(message, "source").text = text
            translation = ET.SubElement(message, "translation")
            forms = translations.get(key) or [""]
            if not all(forms):
                translation.set("type", "unfinished")
            if key in numerus:
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def missing(lang: str, messages: dict[Key, str], numerus: set[Key]) -> list[str]:
    """The messages ``lang``'s catalogue lacks: Japanese translates every message with one form;
    English (the source) gives the two plural forms of each message that has them."""
    path, _language = LANGUAGES[lang]
    translations = read_forms(path)
    wanted = messages if lang == "ja" else {k: v for k, v in messages.items() if k in numerus}
    forms = 1 if lang == "ja" else 2
    return [f"{loc}: [{ctx}] {text}" + ("" if lang == "ja" else " (en)")
            for (ctx, text), loc in sorted(wanted.items())
            if len(translations.get((ctx, text), [])) != forms]


def compile_qm(path: Path = TS) -> None:
    # the venv's own lrelease, also when the venv is not activated (".venv/bin/python tools/…")
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    lrelease = str(beside) if beside.exists() else "pyside6-lrelease"
    subprocess.run([lrelease, "-silent", str(path), "-qm", str(path.with_suffix(".qm"))],
                   check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fill", type=Path, help='JSON {"source": "translation"} or '
                                                  '{"context|source": "translation"}; plural forms '
                                                  "as a list")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="ja",
                        help="the catalogue --fill writes to (default ja)")
    parser.add_argument("--check", action="store_true", help="report untranslated strings")
    args = parser.parse_args(argv)
    messages = extract()
    numerus = numerus_keys()
    if args.check:
        lacking = missing("ja", messages, numerus) + missing("en", messages, numerus)
        print("\n".join(lacking) or "all strings translated")
        return 1 if lacking else 0
    fill = json.loads(args.fill.read_text(encoding="utf-8")) if args.fill else {}
    for lang, (path, language) in LANGUAGES.items():
        translations = read_forms(path)
        wanted = messages if lang == "ja" else {k: v for k, v in messages.items() if k in numerus}
        if lang == args.lang:
            kept = []
            for ctx, text in wanted:
                value = fill.get(f"{ctx}|{text}")
                if value is None and text in fill:
                    # a bare source fills only where nothing is translated yet: "Seat" is 配席 as a
                    # button and 席 as a column, and one key must not rewrite every context
                    if (ctx, text) in translations:
                        kept.append(f"{ctx}|{text}")
                    else:
                        value = fill[text]
                if value:
                    translations[(ctx, text)] = [value] if isinstance(value, str) else list(value)
            if kept:
                print(f"{lang}: kept the existing translation of {', '.join(kept)} (to change it, give "
                      f'"context|source")')
        write_ts(wanted, translations, path, numerus=numerus, language=language)
        compile_qm(path)
        print(f"{lang}: {len(wanted)} strings, {len(missing(lang, messages, numerus))} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
