"""What every request passes before the pages see it: the host it names, its size, the client's rate,
no writes from other sites; and the security headers on every answer.

An ASGI middleware (pure, no framework): it runs on the server's event loop, so its counters need no
locks. A refusal is one JSON line ``{"error": …}`` with its status; no path, no trace, nothing echoed.
"""

from __future__ import annotations

import ipaddress
import json
import socket
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from tournament_app.web.requests import language_of_scope
from tournament_app.words.i18n import in_language, tr

CTX = "web"
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),  # a table's link (its secret) never leaves in a Referer
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), payment=()"),
]
MAX_PATH = 512


@dataclass(frozen=True)
class Limits:
    """What one client (one address) may send. A phone polls its game twice a second and posts a
    hand every few minutes; a person tapping fast sends a few previews a second."""

    body_bytes: int = 8 * 1024  # a hand is a few hundred bytes
    header_bytes: int = 8 * 1024  # a phone's browser sends about one; the server takes up to 64 KB
    per_second: float = 30.0  # every request
    burst: int = 120
    posts_per_second: float = 5.0  # previews and writes
    posts_burst: int = 40
    misses_per_second: float = 0.2  # links that open nothing (a guessed secret): one per 5 s
    misses_burst: int = 20
    clients: int = 10_000  # clients remembered; the longest idle are forgotten first
    request_seconds: float = 5.0  # to send a request whole, from its first byte (web.connections)
    connections_per_client: int = 20  # open at once (a phone's browser keeps about six)


class Buckets:
    """A token bucket per client: ``rate`` tokens a second up to ``burst``."""

    def __init__(self, rate: float, burst: int, size: int) -> None:
        self.rate, self.burst, self.size = rate, burst, size
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def wait(self, client: str, now: float) -> float:
        """0 when the client may go on (a token is taken), else the seconds until it may."""
        tokens, at = self._buckets.pop(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - at) * self.rate)
        if tokens >= 1:
            self._buckets[client] = (tokens - 1, now)
            wait = 0.0
        else:
            self._buckets[client] = (tokens, now)
            wait = (1 - tokens) / self.rate
        while len(self._buckets) > self.size:
            self._buckets.popitem(last=False)
        return wait

    def empty(self, client: str, now: float) -> bool:
        tokens, at = self._buckets.get(client, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - at) * self.rate) < 1


def allowed_host(host: str, names: frozenset[str]) -> bool:
    """A Host header naming an address, ``localhost`` or this computer: phones type an address. A
    domain name of someone else's (a DNS rebinding page) is refused."""
    name = host.strip().lower()
    if name.startswith("["):  # [::1]:8000
        name = name[1:].partition("]")[0]
    elif name.count(":") == 1:
        name = name.partition(":")[0]
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        return name in names


def local_names() -> frozenset[str]:
    hostname = socket.gethostname().lower()
    return frozenset({"localhost", hostname, f"{hostname}.local", hostname.partition(".")[0]})


class Guard:
    def __init__(self, app: ASGIApp, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self.limits = limits
        self.clock = clock
        self.names = local_names()
        self.requests = Buckets(limits.per_second, limits.burst, limits.clients)
        self.posts = Buckets(limits.posts_per_second, limits.posts_burst, limits.clients)
        self.misses = Buckets(limits.misses_per_second, limits.misses_burst, limits.clients)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "lifespan":
                await self.app(scope, receive, send)
            return  # no websockets: nothing but the pages and their JSON
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        lang = language_of_scope(scope, headers)
        refusal = self._refusal(scope, headers)
        if refusal is not None:
            status, text, extra = refusal
            with in_language(lang):
                await _answer(send, status, tr(CTX, text), extra)
            return
        client = _client(scope)
        if scope["method"] == "POST":
            try:
                body = await _read_body(receive, self.limits.body_bytes)
            except _ClientGone:
                return  # closed before its body was whole (web.connections: too slow): nobody to answer
            if body is None:
                with in_language(lang):
                    await _answer(send, 413, tr(CTX, "The request is too large."))
                return
            receive = _replay(body)
        table_link = scope["path"].startswith("/t/")
        if table_link and self.misses.empty(client, self.clock()):
            with in_language(lang):  # too many links that opened nothing: guessing is slowed down
                await _answer(send, 429, tr(CTX, "Too many requests: wait a moment and try again."),
                              [(b"retry-after", b"5")])
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                if table_link and message["status"] == 404:
                    self.misses.wait(client, self.clock())
                message["headers"] = _with_security(message.get("headers", []))
            await send(message)

        await self.app(scope, receive, send_with_headers)

    def _refusal(self, scope: Scope, headers: dict[str, str]) -> tuple[int, str, list] | None:
        method, path = scope["method"], scope["path"]
        if sum(len(k) + len(v) for k, v in scope["headers"]) > self.limits.header_bytes:
            return 431, "The request is too large.", []
        if not allowed_host(headers.get("host", ""), self.names):
            return 400, "Open this page by the address the organiser gave.", []
        if len(path) > MAX_PATH or len(scope.get("query_string", b"")) > MAX_PATH:
            return 414, "The address is too long.", []
        if method not in ("GET", "HEAD", "POST"):
            return 405, "Not allowed.", [(b"allow", b"GET, HEAD, POST")]
        client, now = _client(scope), self.clock()
        wait = self.requests.wait(client, now)
        if not wait and method == "POST":
            wait = self.posts.wait(client, now)
        if wait:
            return 429, "Too many requests: wait a moment and try again.", [
                (b"retry-after", str(max(1, round(wait))).encode())]
        if method == "POST":
            if headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
                return 415, "Send JSON (Content-Type: application/json).", []
            if not _same_site(headers):
                return 403, "Changes are accepted only from this server's own pages.", []
            length = headers.get("content-length")
            if length is not None and (not length.isdigit() or int(length) > self.limits.body_bytes):
                return 413, "The request is too large.", []
        return None


def _client(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "?"


def _same_site(headers: dict[str, str]) -> bool:
    """No cross-site writes (OWASP: verify the origin with standard headers): a browser says where a
    request comes from; a page of another site may not write here, even knowing a link."""
    site = headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        return False
    origin = headers.get("origin")
    if origin is not None:
        host = headers.get("host", "")
        return origin in (f"http://{host}", f"https://{host}")
    return True


class _ClientGone(Exception):  # noqa: N818 - a signal, never shown
    """The connection closed before the body was whole: what came is not the request."""


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    """The whole body, or None once it is larger than ``limit`` (the rest is not read)."""
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise _ClientGone()
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return receive


def _with_security(headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    names = {k.lower() for k, _ in headers}
    out = list(headers) + [(k, v) for k, v in HEADERS if k not in names]
    if b"cache-control" not in names:
        out.append((b"cache-control", b"no-store"))
    return out


async def _answer(send: Send, status: int, text: str, extra: list | None = None) -> None:
    body = json.dumps({"error": text}, ensure_ascii=False).encode("utf-8")
    headers = [(b"content-type", b"application/json; charset=utf-8"),
               (b"content-length", str(len(body)).encode()), *(extra or [])]
    await send({"type": "http.response.start", "status": status, "headers": _with_security(headers)})
    await send({"type": "http.response.body", "body": body})
