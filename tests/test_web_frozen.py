"""A frozen process does not strand its players: two ``majlis serve`` processes behind
Debian's nginx (the recipe's proxying, whose read timeout is an hour) on a throwaway
PostgreSQL cluster, pinging quiet sockets every half second.  A person's page joins its
table through the first process (the second not started yet); the second starts, and
the first is frozen (SIGSTOP).  The page, hearing no ping, gives the silent socket up
and connects again through nginx until the second process serves it, within a bound
(the page waits 2.5 pings, each try on the frozen process costs that again), with no
fixed wait: the test watches the second process's health for the table."""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser

from tests.serverkit import Balancer, Server, free_port
from tests.webkit import event_of, seat_pages, wait_until

pytestmark = pytest.mark.slow

PING = 0.5
BOUND = 20.0
"""Seconds within which the frozen process's player is served by the other."""


@pytest.fixture
def frozen_pair(tmp_path: Path, postgres: str) -> Iterator[tuple[Server, Server, Balancer]]:
    ports = [free_port(), free_port()]
    balancer = Balancer(tmp_path / "nginx", ports)
    args = ("--url", balancer.url, "--ping-seconds", str(PING), "--lease-seconds", "600")
    first, second = (Server(postgres, tmp_path / f"log{n}", *args, port=port)
                     for n, port in enumerate(ports))
    try:
        first.start()
        balancer.wait_ready()
        yield first, second, balancer
    finally:
        for server in (first, second):
            if server.process is not None:
                server.process.send_signal(signal.SIGCONT)
                server.stop()
        balancer.stop()


def tables_at(server: Server) -> int:
    tables: int = httpx.get(f"{server.url}/api/health", timeout=5).json()["tables"]
    return tables


def test_a_frozen_processes_player_is_served_by_another(
        browser: Browser, frozen_pair: tuple[Server, Server, Balancer]) -> None:
    first, second, balancer = frozen_pair
    answer = httpx.post(f"{balancer.url}/api/tables", timeout=30, json={
        "game": "sedma", "seats": [{"kind": "human"}], "turn_clock": False}).json()
    link = next(s["link"] for s in answer["seats"] if "link" in s)
    [page] = seat_pages(browser, [balancer.url + link])
    joined_at = event_of(page)
    second.start()
    assert tables_at(second) == 0, "the second process served the table before the freeze"
    assert first.process is not None
    first.process.send_signal(signal.SIGSTOP)
    frozen = time.monotonic()
    wait_until(lambda: tables_at(second) == 1,
               "the frozen process's player never reached the other process", BOUND)
    took = time.monotonic() - frozen
    assert event_of(page) is not None and joined_at is not None
    assert took < BOUND, f"the player waited {took:.1f} s"
