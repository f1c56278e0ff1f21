"""The pages' HTML: one frame (language switch, the app's own style sheet), every text escaped.

No templates of other people's: the pages are small, and every value passes :func:`e` (names are the
players', typed by anyone). Scripts and styles are files of this package (the CSP allows no others).
"""

from __future__ import annotations

import json
from html import escape
from importlib.resources import files
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from tournament_app.words.i18n import tr

CTX = "web"
STATIC = {"table.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8"}


def e(text: Any) -> str:
    return escape(str(text), quote=True)


def static_files() -> dict[str, tuple[bytes, str]]:
    """The pages' script and style sheet, read once: nothing else of the disk is ever served."""
    folder = files("tournament_app.web") / "static"
    return {name: ((folder / name).read_bytes(), kind) for name, kind in STATIC.items()}


def _switch(request: Request, lang: str) -> str:
    links = []
    for code, label in (("ja", "日本語"), ("en", "English")):
        if code == lang:
            links.append(f"<strong>{e(label)}</strong>")
        else:
            query = dict(request.query_params)
            query["lang"] = code
            href = f"{request.url.path}?{urlencode(query)}"
            links.append(f"<a href='{e(href)}' lang='{code}'>{e(label)}</a>")
    return f"<nav class='langs'>{' | '.join(links)}</nav>"


def page(request: Request, lang: str, title: str, body: str, *, script: str | None = None,
         boot: dict[str, Any] | None = None, status: int = 200, refresh: int | None = None) -> Response:
    """A whole page: ``body`` is HTML made here (its texts already escaped)."""
    head = [
        "<meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        "<meta name='referrer' content='no-referrer'>",
        f"<title>{e(title)}</title>",
        "<link rel='stylesheet' href='/static/app.css'>",
        "<link rel='icon' href='data:,'>",  # no request for a favicon
    ]
    if refresh:
        head.append(f"<meta http-equiv='refresh' content='{int(refresh)}'>")
    tail = ""
    if boot is not None:  # data for the script: JSON never read as HTML (</script> cannot end it)
        data = json.dumps(boot, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e")
        tail += f"<script id='boot' type='application/json'>{data}</script>"
    if script:
        tail += f"<script src='/static/{e(script)}' defer></script>"
    html = (f"<!DOCTYPE html><html lang='{e(lang)}'><head>{''.join(head)}</head><body>"
            f"{_switch(request, lang)}{body}{tail}</body></html>")
    return HTMLResponse(html, status_code=status)


def not_found_page(request: Request, lang: str, text: str) -> Response:
    home = tr(CTX, "Players’ page")
    body = f"<h1>{e(tr(CTX, 'Not found'))}</h1><p>{e(text)}</p><p><a href='/'>{e(home)}</a></p>"
    return page(request, lang, tr(CTX, "Not found"), body, status=404)
