"""One rule for the language the app and the commands speak, on every system.

``--lang`` (and in the app the language chosen in its menu) wins. Otherwise the user's language as the
system keeps it for programs' text:

- Windows: the display language (GetUserDefaultUILanguage), not the region's formats, and not a
  ``LANG`` that Git Bash or MSYS sets for its own programs;
- macOS: the first of the preferred languages (System Settings > Language & Region, the
  ``AppleLanguages`` preference) that the app speaks; a command started from an IDE or launchd, with
  no ``LANG``, reads the same;
- elsewhere: ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, the first that is set (as POSIX orders them).

Japanese when that language is Japanese, else English. Before, the app asked Qt (``QLocale.system()``,
the region's formats on Windows) and the commands read ``LANG`` first: an English Windows with the
Japan region opened a Japanese app beside English commands.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

from tournament_app.platform import system

LANGUAGES = ("ja", "en")


def system_language(env: Mapping[str, str] | None = None) -> str:
    """``ja`` when the user's language, as this system keeps it, is Japanese; else ``en``."""
    if system.SYSTEM == system.WINDOWS:
        langid = _windows_ui_language()
        if langid is not None:
            return "ja" if langid & 0x3FF == 0x11 else "en"  # the primary language: LANG_JAPANESE
    elif system.SYSTEM == system.MACOS:
        preferred = _apple_languages()
        if preferred:
            return _first_spoken(preferred)
    return _from_environment(os.environ if env is None else env)


def _first_spoken(tags: Sequence[str]) -> str:
    """The first of the user's languages (``fr-FR``, ``ja-JP``, ``en-JP`` …) that the app has."""
    for tag in tags:
        code = tag.replace("_", "-").split("-", 1)[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def _from_environment(env: Mapping[str, str]) -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def _windows_ui_language() -> int | None:
    """The LANGID of Windows' display language for this user; None when it cannot be asked."""
    try:
        import ctypes

        return int(ctypes.windll.kernel32.GetUserDefaultUILanguage())
    except (OSError, AttributeError):
        return None


def _apple_languages() -> list[str]:
    """The user's preferred languages, most preferred first (``["ja-JP", "en-US"]``), as macOS keeps
    them in ``AppleLanguages`` (CFLocaleCopyPreferredLanguages reads it, a per-app choice included);
    empty when CoreFoundation cannot be reached."""
    try:
        import ctypes

        cf = ctypes.CDLL("/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation")
    except OSError:
        return []
    cf.CFLocaleCopyPreferredLanguages.restype = ctypes.c_void_p
    cf.CFArrayGetCount.argtypes = [ctypes.c_void_p]
    cf.CFArrayGetCount.restype = ctypes.c_long
    cf.CFArrayGetValueAtIndex.argtypes = [ctypes.c_void_p, ctypes.c_long]
    cf.CFArrayGetValueAtIndex.restype = ctypes.c_void_p
    cf.CFStringGetCString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_long, ctypes.c_uint32]
    cf.CFStringGetCString.restype = ctypes.c_bool
    cf.CFRelease.argtypes = [ctypes.c_void_p]
    array = cf.CFLocaleCopyPreferredLanguages()
    if not array:
        return []
    tags = []
    try:
        buffer = ctypes.create_string_buffer(64)
        for i in range(cf.CFArrayGetCount(array)):
            if cf.CFStringGetCString(cf.CFArrayGetValueAtIndex(array, i), buffer, 64, 0x08000100):  # UTF-8
                tags.append(buffer.value.decode("utf-8", "replace"))
    finally:
        cf.CFRelease(array)
    return tags
