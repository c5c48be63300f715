"""``majlis serve``: tables of every game served to browsers."""

from __future__ import annotations

import os
from typing import Annotated

import typer

from majlis.cli.options import network_given, number_option, origin_given, text_given
from majlis.cli.output import fail, why, words
from majlis.server import listen
from majlis.server import serve as run
from majlis.server.hub import Config
from majlis.server.metrics import serve_metrics
from majlis.server.seats import Timing
from majlis.server.store import StoreError

app = typer.Typer()

ADMIN_KEY = "MAJLIS_ADMIN_KEY"
"""The environment variable holding the host key of the admin page (never an option,
which other users of the machine could read in the list of processes)."""
ADMIN_KEY_LENGTH = 16
DAY = 24 * 3600
"""The longest a player's clock may be set to (seconds)."""


@app.command()
def serve(
    host: Annotated[str, typer.Option(
        parser=text_given, metavar="ADDRESS", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="Port to listen on.")] = 8000,
    db: Annotated[str, typer.Option(
        parser=text_given, metavar="PATH|URL",
        help="SQLite file, or a postgresql://... URL shared by several servers.")
    ] = "majlis.sqlite3",
    url: Annotated[str | None, typer.Option(
        parser=origin_given, metavar="URL",
        help="This server's address as clients reach it (default http://HOST:PORT).")] = None,
    allow_origin: Annotated[list[str] | None, typer.Option(
        parser=origin_given, metavar="URL",
        help="Another page origin allowed to open WebSockets (repeatable).")] = None,
    trusted_proxy: Annotated[list[str] | None, typer.Option(
        parser=network_given, metavar="ADDRESS",
        help="A proxy (address or network) whose X-Forwarded-For names the client "
             "(repeatable; none by default).")] = None,
    bot_delay: Annotated[float, number_option(0, 60, "Seconds before each bot move")] = 0.6,
    turn_seconds: Annotated[float, number_option(
        1, DAY, "A connected player's turn clock in seconds, on tables that have it")] = 30.0,
    away_seconds: Annotated[float, number_option(
        0, DAY, "Seconds before a bot takes the seat of a player who left")] = 20.0,
    grace_seconds: Annotated[float, number_option(
        1, DAY, "Seconds a rated table keeps a disconnected player's seat before they "
        "count as having left the match")] = 60.0,
    lease_seconds: Annotated[float, number_option(
        0.5, 3600, "Seconds a table stays held by a server that stops renewing it")] = 10.0,
    tables_per_client: Annotated[int, typer.Option(
        min=1, help="Unfinished tables one address may open.")] = 20,
    players_per_client: Annotated[int, typer.Option(
        min=1, help="Players one address may make in an hour.")] = 20,
    sockets_per_client: Annotated[int, typer.Option(
        min=1, help="WebSockets one address may hold open at once.")] = 100,
    sockets: Annotated[int, typer.Option(
        min=1, max=10**6, help="WebSockets the server holds open at once, in all.")] = 10_000,
    stall_seconds: Annotated[float, number_option(
        1, 3600, "Seconds a client may leave what is sent to it unread before it is let go")
    ] = 60.0,
    log_addresses: Annotated[bool, typer.Option(
        "--log-addresses",
        help="Write clients' addresses in the log (by default none is written).")] = False,
    ping_seconds: Annotated[float, number_option(
        0.1, 600, "Seconds of silence before a socket is pinged (its page reconnects "
        "after a few missed)")] = 3.0,
    event_creator: Annotated[list[str] | None, typer.Option(
        parser=text_given, metavar="NAME",
        help="A player who may create events (repeatable; by default anyone named may).")
    ] = None,
    metrics_port: Annotated[int | None, typer.Option(
        min=0, max=65535, help="Serve Prometheus metrics at this port's /metrics, on "
        "HOST (off by default).")] = None,
) -> None:
    """Serve tables of every game to browsers: open the printed address.  With a host
    key in the environment (MAJLIS_ADMIN_KEY, 16 characters or more), the host's page
    is at /admin."""
    admin_key = os.environ.get(ADMIN_KEY) or None
    if admin_key is not None and len(admin_key) < ADMIN_KEY_LENGTH:
        raise fail(words("cli-admin-key-length", name=ADMIN_KEY, length=ADMIN_KEY_LENGTH))
    try:
        listener = listen(host, port, stall_seconds)
    except OSError as error:
        raise fail(words("cli-cannot-listen", host=host, port=port, why=why(error))) from None
    port = listener.getsockname()[1]  # the free port chosen for --port 0
    own = url or f"http://{f'[{host}]' if ':' in host else host}:{port}"
    origins = (f"http://localhost:{port}", f"http://127.0.0.1:{port}", *(allow_origin or ()))
    timing = Timing(bot_delay=bot_delay, turn=turn_seconds, away=away_seconds,
                    grace=grace_seconds)
    config = Config(db=db, url=own.rstrip("/"), origins=origins, timing=timing,
                    lease=lease_seconds, tables_per_client=tables_per_client,
                    players_per_client=players_per_client,
                    sockets_per_client=sockets_per_client, sockets=sockets,
                    trusted_proxies=tuple(trusted_proxy or ()), ping=ping_seconds,
                    log_addresses=log_addresses, admin_key=admin_key,
                    event_creators=tuple(event_creator or ()))
    try:
        if metrics_port is not None:
            serve_metrics(host, metrics_port)
    except OSError as error:
        raise fail(words("cli-cannot-serve-metrics", host=host, port=metrics_port,
                         why=why(error))) from None
    try:
        run(config, listener)
    except StoreError as error:
        raise fail(str(error)) from None
