"""The table server (``majlis serve``): tables of any game over HTTP and WebSockets."""

from __future__ import annotations

import uvicorn

from majlis.server import logs
from majlis.server.app import create_app
from majlis.server.hub import Config


def serve(config: Config, host: str, port: int) -> None:
    """Run the server until interrupted."""
    logs.setup()
    print(f"majlis is serving at {config.url}/ - open it in a browser", flush=True)
    uvicorn.run(create_app(config), host=host, port=port, log_config=None,
                ws_max_size=1 << 16, access_log=False)
