"""The table server (``majlis serve``): tables of any game over HTTP and WebSockets."""

from __future__ import annotations

import contextlib
import socket

from majlis.server import logs
from majlis.server.app import create_app
from majlis.server.hub import Config
from majlis.server.limits import server


def listen(host: str, port: int, stall_seconds: float = 60.0) -> socket.socket:
    """A socket listening on ``host:port`` (port 0: a free port); ``OSError`` if it cannot
    (an address in use, a host that is not this machine's).

    A client whose end takes none of what is sent to it for ``stall_seconds`` is let go
    by the operating system, where it can (``TCP_USER_TIMEOUT``, which the connections
    inherit): a browser tab that stopped reading would otherwise hold its socket, and
    everything queued behind it, for as long as its machine answers."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.create_server((host, port), family=family)
    with contextlib.suppress(AttributeError):  # an operating system without it
        listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT,
                            round(stall_seconds * 1000))
    return listener


def serve(config: Config, listener: socket.socket) -> None:
    """Run the server on ``listener`` until interrupted.  ``StoreError`` before anything
    is served if the database cannot be opened."""
    logs.setup(addresses=config.log_addresses)
    app = create_app(config)
    server(app, config).run(sockets=[listener])
