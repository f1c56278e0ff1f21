"""The guides and the README name things as the app shows them (issue 28): each label a guide quotes
(「…」 in Japanese, *…* in English) is a label of the app, and the Japanese prose uses the app's one
word for each thing."""

from __future__ import annotations

import re
import sys

import pytest

from tests.test_japanese_terms import APP_TERMS, GUIDE, ROOT, _guide

sys.path.insert(0, str(ROOT / "tools"))
import update_translations

# Windows' and macOS's own settings, questions and messages, which the network steps name (Japanese)
SYSTEM_LABELS_JA = {
    "設定", "ネットワークとインターネット", "Wi-Fi", "イーサネット", "ネットワーク プロファイルの種類",
    "プライベート ネットワーク", "パブリック", "サービス", "再起動", "システム設定",
    "プライバシーとセキュリティ", "ローカルネットワーク", "許可",
    "Start", "Stop", "No route to host",
}
# Quoted in the Japanese guide but not the app's: rule books and their words, other programs' labels,
# examples of names a user types.
NOT_APP_LABELS_JA = {
    "麻雀ルール全集", "麻雀ルール（mixi用）", "輪荘", "EMA Riichi Competition Rules", "Unicode テキスト",
    "SQL Shell (psql)", "2025 League A", "シーズン名 リーグ名", "40符か50符か", "ここで食いタンは付くか",
    "110符", "ファイル名.backups", "3卓のスマホ 192.168.1.23", "−", *SYSTEM_LABELS_JA,
    "Windows と macOS", "画面とキー",  # the guide's own section
    "delete",  # the Mac keyboard's key of that name

}
# Windows' and macOS's own settings and questions, which the network steps name (and the bundle's name)
SYSTEM_LABELS = {
    "Settings", "Network & internet", "Wi-Fi", "Ethernet", "Network profile type: Private network", "Private",
    "Public", "Private networks", "Restart", "Allow", "System Settings", "Privacy & Security",
    "Local Network", "Network", "Firewall", "Tournament Desk", "Services",
}
# the sources' short names, the guide's and README's own sections, a field with its choice
NOT_APP_LABELS_EN = {"NPM rules", "club rules", "麻雀ルール全集", "Rule decisions", "Several desks",
                     "Windows and macOS", "Screens and keys",
                     "Serve to: The venue's network at 192.168.1.10 (Wi-Fi)", *SYSTEM_LABELS}


def _readme_japanese() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme[readme.index("## 審判向けクイックスタート"):readme.index("## Rule presets")]


def _label(text: str) -> str:
    """A message as a label shows it: no mnemonic (&F / (&F)), no key hint at its end."""
    text = re.sub(r"\(&.\)|&(?=\S)", "", text)
    return re.sub(r"\s*\[[^\]]*\]$", "", text).strip()


def _quoted(text: str, pattern: str, joint: str) -> list[str]:
    """The quoted labels of ``text``; a menu path (ファイル → 印刷) gives each of its steps. A quotation
    wrapped over two lines is joined with ``joint`` (Japanese: nothing, English: a space)."""
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    quotes = [re.sub(r"\n\s*", joint, quote) for quote in re.findall(pattern, text)]
    return [step.strip() for quote in quotes for step in re.split(r"\s*→\s*", quote) if step.strip()]


def _missing(labels: list[str], messages: list[str], allowed: set[str]) -> list[str]:
    shown = "\n".join(_label(m) for m in messages)
    # a message with placeholders matches a quotation that fills them in (when it has words of its own:
    # "{what}: {reason}" would match anything)
    patterns = [re.compile(".*?".join(re.escape(p) for p in parts))
                for m in messages if "{" in m or "%n" in m
                for parts in [re.split(r"\{[^}]*\}|%n", _label(m))]
                if len(re.findall(r"\w", "".join(parts))) >= 2]
    return sorted({label for label in labels
                   if label not in allowed and label.rstrip("…").strip() not in shown
                   and not any(p.fullmatch(label) for p in patterns)})


def test_every_label_the_japanese_guide_quotes_is_on_screen() -> None:
    text = (GUIDE / "ja.md").read_text(encoding="utf-8") + _readme_japanese()
    labels = _quoted(text, r"「([^「」]*)」", "")
    assert len(labels) > 200  # the check reads the guide's quotations
    missing = _missing(labels, list(update_translations.read_ts().values()), NOT_APP_LABELS_JA)
    assert not missing, missing


@pytest.mark.parametrize("document", ["docs/guide/en.md", "README.md"])
def test_every_label_the_english_guide_quotes_is_on_screen(document: str) -> None:
    text = re.sub(r"`[^`\n]*`", "", (ROOT / document).read_text(encoding="utf-8"))
    labels = _quoted(text, r"(?<![*\w])\*([^*]+?)\*(?![*\w])", " ")
    assert len(labels) > 20
    english = update_translations.read_forms(update_translations.TS_EN)
    messages = [text for _ctx, text in update_translations.extract()] + [
        form for forms in english.values() for form in forms]
    missing = _missing(labels, messages, NOT_APP_LABELS_EN)
    assert not missing, missing


def test_the_japanese_guide_and_readme_use_the_words_of_the_app() -> None:
    others = [*APP_TERMS, ("既に", re.compile("すでに")), ("テンパイ者", re.compile("テンパイの人")),
              ("チョンボ者", re.compile("チョンボした人"))]
    found = [f"{word} is the word: {line}" for line in (_guide("ja") + "\n" + _readme_japanese()).splitlines()
             for word, pattern in others if pattern.search(line)]
    assert not found, "\n".join(found)
    bad = [line for line in _readme_japanese().splitlines()
           if re.search(r"[ぁ-んァ-ヶ一-龯]\s?\(|\)[ぁ-んァ-ヶ一-龯]|[ぁ-んァ-ヶ一-龯]\?", line)]
    assert not bad, bad  # full-width （） and ？ next to Japanese, as in the guide (row 41)


def test_no_maybe_plural_in_the_english_guide_and_readme() -> None:
    for document in (GUIDE / "en.md", ROOT / "README.md"):
        assert "(s)" not in document.read_text(encoding="utf-8"), document


# One short English word is several Japanese labels: "Seat" is 配席 on the seating button and 席 in a
# column. A fill once gave every context the same word (the add-player dialog asked for 大会名).
LABELS_BY_CONTEXT = {
    ("ui.desk", "Hands"): "局の記録", ("ui.desk", "Seat"): "席", ("ui.player_page", "Seat"): "席",
    ("export", "Seat"): "席", ("ui.rounds", "Seat"): "配席", ("ui.players", "&Name:"): "氏名(&N):",
    ("ui.tournament", "&Name:"): "大会名(&N):", ("ui.standings", "Players:"): "表示する選手:",
    ("ui.tournament", "Players:"): "選手数:", ("rules.field", "points"): "点数",
    ("export", "Standings"): "成績表", ("ui.printing", "Standings"): "成績表",
    ("ui.main", "Standings"): "成績",
    ("export", "Players"): "選手名簿", ("export", "Teams"): "チーム成績", ("ui.backups", "Rounds"): "回戦数",
    ("ui.backups", "Games finished"): "終了対局数", ("ui.player_page", "Games"): "対局",
}


def test_short_labels_keep_their_meaning_in_each_context() -> None:
    catalogue = update_translations.read_ts()
    assert {key: catalogue[key] for key in LABELS_BY_CONTEXT} == LABELS_BY_CONTEXT
    guide = (GUIDE / "ja.md").read_text(encoding="utf-8")
    for quoted in ("「局の記録」", "「チーム成績」シート", "選手名簿", "回戦数・終了対局数",
                   "ファイル → 印刷 → 成績表"):
        assert quoted in guide, quoted
