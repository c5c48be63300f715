"""What keeps one process safe on an open port: an HTTP request's head is at most
:data:`HEAD_BYTES` and must arrive within :data:`HEAD_SECONDS`; an idle connection is
closed after :data:`IDLE_SECONDS`; so many connections at most; a WebSocket message
at most :data:`MESSAGE_BYTES`; and the client's address is taken from
``X-Forwarded-For`` only when the connection comes from a trusted proxy
(``--trusted-proxy``).  (Bodies are held to their limits where they are read:
:mod:`majlis.server.answers`.)
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from majlis.server.hub import Config

HEAD_BYTES = 16 * 1024
"""The largest request line and headers together."""
HEAD_SECONDS = 10.0
"""How long a client may take to send a request's line and headers."""
IDLE_SECONDS = 5.0
"""How long a kept-alive connection waits for its next request."""
MESSAGE_BYTES = 1 << 16
"""The largest WebSocket message (the tables' own limit is lower: ``message_bytes``)."""
HTTP_CONNECTIONS = 1000
"""Connections beyond the WebSockets that the server holds open at once; past them
a request is answered 503 at once."""


class TimedHead(H11Protocol):
    """HTTP/1.1 (``h11``, which holds the head to :data:`HEAD_BYTES`) that closes a
    connection whose request head has not all come within :data:`HEAD_SECONDS`: a
    client that sends a little at a time holds nothing for long."""

    head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)  # type: ignore[arg-type]
        self._time_head()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        self._time_head()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_timer()
        super().connection_lost(exc)

    def _time_head(self) -> None:
        """Time the head while one is awaited and some of it has come, or none yet."""
        awaited = self.conn.their_state is h11.IDLE and not self.transport.is_closing() \
            and self.timeout_keep_alive_task is None
        if not awaited:
            self._stop_timer()
        elif self.head_timer is None:
            self.head_timer = self.loop.call_later(HEAD_SECONDS, self._too_slow)

    def _stop_timer(self) -> None:
        if self.head_timer is not None:
            self.head_timer.cancel()
            self.head_timer = None

    def _too_slow(self) -> None:
        self.head_timer = None
        if not self.transport.is_closing():
            self.transport.close()


def server_settings(config: Config) -> dict[str, Any]:
    """uvicorn's settings for ``config``."""
    return {"http": TimedHead, "h11_max_incomplete_event_size": HEAD_BYTES,
            "timeout_keep_alive": IDLE_SECONDS,
            "limit_concurrency": config.sockets + HTTP_CONNECTIONS,
            "ws_max_size": MESSAGE_BYTES, "ws_per_message_deflate": False,
            "proxy_headers": bool(config.trusted_proxies),
            "forwarded_allow_ips": list(config.trusted_proxies) or None,
            "log_config": None, "access_log": False}


def server(app: Any, config: Config) -> uvicorn.Server:
    return uvicorn.Server(uvicorn.Config(app, **server_settings(config)))
