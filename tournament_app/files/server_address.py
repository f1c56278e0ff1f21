"""A database server's address and its password, kept apart.

The password is split off the address where an address comes in (``--db``, ``copy-db --to``,
``TOURNAMENT_APP_DB``, the connection dialog), kept in this process's memory only
(:func:`password_for`) and handed to the driver on its own; everything else (messages, logs, titles,
backup folders, settings) works with the address without it. An address without a password leaves
libpq to find one: the password file (``~/.pgpass``, ``%APPDATA%\\postgresql\\pgpass.conf``,
``PGPASSFILE``), ``PGPASSWORD``, or a service (``postgresql://?service=NAME``).

No imports on purpose: the program's first step (:mod:`tournament_app.cli.process_list`) uses
:func:`hidden` before anything else is loaded.
"""

from __future__ import annotations

SERVER_SCHEMES = ("postgresql", "postgres")
_SCHEME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.")

_passwords: dict[str, str] = {}  # address without its password -> the password


def _scheme_end(text: str) -> int:
    """The index just after ``scheme://`` when ``text`` starts with one, else -1."""
    i = text.find("://")
    if i <= 0 or not text[0].isalpha() or not set(text[:i]) <= _SCHEME_CHARS:
        return -1
    return i + 3


def is_server(text: str) -> bool:
    """Whether ``text`` is a PostgreSQL address (``postgresql://…`` or ``postgres://…``)."""
    end = _scheme_end(text)
    return end > 0 and text[:end - 3].lower() in SERVER_SCHEMES


def split(text: str) -> tuple[str, str | None]:
    """``text`` without its password, and the password as written there (percent-encoded; None: it has
    none). Anything but a ``scheme://`` address comes back unchanged.

    The user part runs to the last ``@`` before the first ``/``, the password from its first ``:``: a
    password with an ``@`` or ``?`` left unencoded is taken whole (hiding more than libpq would read is
    safe). A ``password=`` parameter of the query is taken out too (and wins, as in libpq)."""
    end = _scheme_end(text)
    if end < 0:
        return text, None
    rest = text[end:]
    slash = rest.find("/")
    at = (rest if slash < 0 else rest[:slash]).rfind("@")
    password = None
    if at >= 0:
        user, colon, secret = rest[:at].partition(":")
        if colon:
            password, rest = secret, user + rest[at:]
    head, question, query = rest.partition("?")
    if question:
        kept = []
        for item in query.split("&"):
            key, _, value = item.partition("=")
            if key.strip().lower() == "password":
                password = value
            else:
                kept.append(item)
        rest = head + ("?" + "&".join(kept) if kept else "")
    return text[:end] + rest, password or None


def hidden(argument: str) -> str:
    """A command-line argument with the password of the address in it taken out (``--db=URL`` too)."""
    start = argument.find("://")
    if start < 0:
        return argument
    while start > 0 and argument[start - 1] in _SCHEME_CHARS:
        start -= 1
    while start < len(argument) and not argument[start].isalpha():  # a scheme begins with a letter
        start += 1
    return argument[:start] + split(argument[start:])[0]


def shown(text: str) -> str:
    """The address as messages, titles and logs show it: neither password nor user name."""
    address = split(text)[0]
    end = _scheme_end(address)
    if end < 0:
        return address
    rest = address[end:]
    slash = rest.find("/")
    return address[:end] + rest[(rest if slash < 0 else rest[:slash]).rfind("@") + 1:]


def keep_apart(text: str) -> str:
    """``text`` without its password; the password, decoded, kept for it (:func:`password_for`)."""
    address, password = split(text)
    if password is not None:
        from urllib.parse import unquote

        _passwords[address] = unquote(password)
    return address


def remember(address: str, password: str | None) -> str:
    """The password typed for ``address`` (the connection dialog's field); empty or None forgets the one
    kept before, so that libpq looks in the password file again. Returns the address without a
    password."""
    clean = keep_apart(address)
    if password:
        _passwords[clean] = password
    elif clean == address:  # (a password written in the address itself stays)
        _passwords.pop(clean, None)
    return clean


def password_for(address: str) -> str | None:
    """The password given for ``address`` (an address without one) in this process, if any."""
    return _passwords.get(address)
