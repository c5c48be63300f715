"""``majlis serve --metrics-port``: Prometheus metrics on a port of their own.  After a
few moves the figures have moved (moves acknowledged, commits, the table served and
run, a socket open, a lease gained), and the endpoint tells nothing of the table: no
label but a histogram's bucket, no table id, token, card or secret seed in it.  The
Grafana dashboard in ``deploy/`` draws the series a process exposes."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import httpx
import pytest
from prometheus_client import generate_latest
from prometheus_client.parser import text_string_to_metric_families

from majlis.server.metrics import REGISTRY
from tests.serverkit import ROOT, Client, free_port, running

MOVES = 3


def play_moves(client: Client, token: str) -> list[str]:
    """The person's next ``MOVES`` moves (the bots play between them): each acknowledged."""
    played = []
    while len(played) < MOVES:
        state = client.until("state")
        if not state["legal"]:
            continue
        action = state["legal"][0]["action"]
        client.send(type="act", token=token, seen=state["event"], action=action)
        played.append(action)
    client.until("state")
    return played


def figures(text: str) -> dict[str, float]:
    """Each sample without labels, and each histogram's count and sum, by name."""
    return {sample.name: sample.value for family in text_string_to_metric_families(text)
            for sample in family.samples if not sample.labels}


@pytest.mark.slow
def test_metrics_move_with_play_and_tell_nothing_hidden(tmp_path: Path) -> None:
    port = free_port()
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                 "--metrics-port", str(port)) as server:
        scrape = f"http://127.0.0.1:{port}/metrics"
        before = figures(httpx.get(scrape, timeout=10).text)
        table, tokens = server.table("sedma", {}, [{"kind": "human"}, *[{"kind": "bot"}] * 3])
        token = tokens[0]
        assert token is not None
        client = server.ws(table)
        client.send(type="hello", token=token, seen=-1)
        played = play_moves(client, token)
        text = httpx.get(scrape, timeout=10).text
        hand = [str(item) for item in (client.last or {})["board"]["hand"]]
        client.close()
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        [(seed,)] = db.execute("SELECT seed FROM tables WHERE id = ?", (table,)).fetchall()
    after = figures(text)
    assert after["majlis_move_ack_seconds_count"] - before["majlis_move_ack_seconds_count"] \
        == MOVES
    assert after["majlis_move_ack_seconds_sum"] > 0
    assert after["majlis_commits_total"] - before["majlis_commits_total"] >= 2 * MOVES
    assert after["majlis_leases_gained_total"] - before["majlis_leases_gained_total"] >= 1
    assert after["majlis_leases_lost_total"] == before["majlis_leases_lost_total"]
    assert after["majlis_tables"] == after["majlis_tables_running"] == 1
    assert after["majlis_sockets_open"] == 1
    assert "majlis_database_errors_total" in after
    labels = {name for family in text_string_to_metric_families(text)
              for sample in family.samples for name in sample.labels}
    assert labels <= {"le"}, f"labels that could name something: {labels}"
    words = set(re.split(r"[^A-Za-z0-9_-]+", text))
    hidden = {table, token, seed, *played, *hand}
    assert hand and not hidden & words, f"the metrics tell {hidden & words}"


def exposed() -> set[str]:
    """The names of the series a process exposes (a histogram's buckets, count and sum,
    a counter's total)."""
    return {sample.name for family in text_string_to_metric_families(
        generate_latest(REGISTRY).decode()) for sample in family.samples}


def test_the_dashboard_draws_the_metrics_a_process_exposes() -> None:
    dashboard = json.loads((ROOT / "deploy" / "grafana" / "majlis.json").read_text())
    drawn = {name for panel in dashboard["panels"] for target in panel["targets"]
             for name in re.findall(r"majlis_\w+", target["expr"])}
    assert drawn <= exposed(), f"the dashboard draws what no process exposes: {drawn - exposed()}"
    assert {"majlis_move_ack_seconds_bucket", "majlis_commits_total", "majlis_tables_running",
            "majlis_sockets_open", "majlis_leases_lost_total",
            "majlis_database_errors_total"} <= drawn
