"""What a connection may do before it is a request the pages see: send that request whole within a few
seconds, and be one of a few from its client.

uvicorn waits for a request's headers as long as the client likes (its keep-alive timer runs only
between requests) and takes connections until its overall limit, so 300 connections dribbling their
headers from one client were never closed. Its HTTP protocol is kept, with two rules added:

- a request (its headers and its body, 16 KB at most: guard.Limits) arrives within
  ``Limits.request_seconds`` of its first byte (of the connection, for a new one), else the
  connection is closed, silently as servers do (a browser opens another);
- a client (an address) holds at most ``Limits.connections_per_client`` connections at once; one more
  is closed at once. A phone's browser opens about six.
"""

from __future__ import annotations

import asyncio

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from tournament_app.web.guard import Limits


def protocol_for(limits: Limits) -> type[H11Protocol]:
    """uvicorn's HTTP protocol (``Config(http=...)``) holding connections to ``limits``."""
    return type("VenueProtocol", (BoundedProtocol,), {"request_seconds": limits.request_seconds,
                                                       "per_client": limits.connections_per_client})


class BoundedProtocol(H11Protocol):
    request_seconds = Limits.request_seconds
    per_client = Limits.connections_per_client
    _timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        host = self.client[0] if self.client else None
        if host is not None and sum(1 for c in self.connections
                                    if c.client is not None and c.client[0] == host) > self.per_client:
            transport.close()
            return
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._timer is None and self.conn.their_state is h11.IDLE:
            self._arm()  # the next request on a connection kept open begins
        super().data_received(data)
        self._disarm_once_whole()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        # a request sent on behind the last (pipelined) and still arriving is timed as well
        if self.conn.their_state is h11.SEND_BODY or (self.conn.their_state is h11.IDLE
                                                      and self.conn.trailing_data[0]):
            self._arm()
        else:
            self._disarm_once_whole()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _disarm_once_whole(self) -> None:
        if self.conn.their_state not in (h11.IDLE, h11.SEND_BODY):  # the request is in (or broken)
            self._disarm()

    def _arm(self) -> None:
        self._disarm()
        self._timer = self.loop.call_later(self.request_seconds, self._too_slow)

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _too_slow(self) -> None:
        self._timer = None
        if not self.transport.is_closing():
            self.transport.close()
