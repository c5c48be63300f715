"""What a host watches of a server process, for Prometheus (``majlis serve
--metrics-port``, off by default; ``deploy/grafana/majlis.json`` draws it): how long a
move waits for its acknowledgement, the tables served and run here, the sockets open,
commits, leases gained and lost, and database errors.

Counts and timings only, never with a label that names a table, a seat, a player, a
card or a token: the endpoint tells nobody what they could not see at the tables.
One registry per process (a process serves one hub)."""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

REGISTRY = CollectorRegistry()

MOVE_ACK = Histogram(
    "majlis_move_ack_seconds", "From a person's move read off its socket to its "
    "acknowledgement (committed, and the table's new state sent)", registry=REGISTRY,
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0))
TABLES = Gauge("majlis_tables", "Tables this process serves (has loaded)", registry=REGISTRY)
TABLES_RUNNING = Gauge("majlis_tables_running", "Tables whose bots and clock this process "
                       "runs (whose lease it holds)", registry=REGISTRY)
SOCKETS = Gauge("majlis_sockets_open", "WebSockets open at this process", registry=REGISTRY)
COMMITS = Counter("majlis_commits", "Events committed to the tables' database by this "
                  "process (moves, seats coming and going, matches)", registry=REGISTRY)
LEASES_GAINED = Counter("majlis_leases_gained", "Table leases this process claimed",
                        registry=REGISTRY)
LEASES_LOST = Counter("majlis_leases_lost", "Table leases this process held and found "
                      "taken (it did not renew them in time)", registry=REGISTRY)
DATABASE_ERRORS = Counter("majlis_database_errors", "Database transactions that failed "
                          "(unreachable, locked, or refused)", registry=REGISTRY)


def watch(tables: Callable[[], int], running: Callable[[], int],
          sockets: Callable[[], int]) -> None:
    """Read the gauges from the process's own figures at every scrape."""
    TABLES.set_function(tables)
    TABLES_RUNNING.set_function(running)
    SOCKETS.set_function(sockets)


def serve_metrics(host: str, port: int) -> None:
    """Serve the metrics at ``http://HOST:PORT/metrics``, on a thread of their own."""
    start_http_server(port, addr=host, registry=REGISTRY)
