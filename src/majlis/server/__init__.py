"""The table server (``majlis serve``): tables of any game over HTTP and WebSockets."""

from __future__ import annotations

import socket

import uvicorn

from majlis.server import logs
from majlis.server.app import create_app
from majlis.server.hub import Config


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port`` (port 0: a free port); ``OSError`` if it cannot
    (an address in use, a host that is not this machine's)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    return socket.create_server((host, port), family=family)


def serve(config: Config, listener: socket.socket) -> None:
    """Run the server on ``listener`` until interrupted.  ``StoreError`` before anything
    is served if the database cannot be opened."""
    logs.setup()
    app = create_app(config)
    uvicorn.Server(uvicorn.Config(app, log_config=None, ws_max_size=1 << 16,
                                  ws_per_message_deflate=False, access_log=False)
                   ).run(sockets=[listener])
