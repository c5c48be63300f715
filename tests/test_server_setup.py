"""Processes started at once on a new PostgreSQL database (``docker compose up`` starts
its two together): each sets up every table the server keeps, and none fails for
another creating the same table meanwhile."""

from __future__ import annotations

import threading

from majlis.server.app import create_app
from majlis.server.hub import Config

PROCESSES = 8


def test_processes_starting_at_once_on_a_new_database_all_start(postgres: str) -> None:
    together = threading.Barrier(PROCESSES)
    failed: list[BaseException] = []

    def start() -> None:
        together.wait()
        try:
            create_app(Config(db=postgres))
        except Exception as error:
            failed.append(error)

    starting = [threading.Thread(target=start) for _ in range(PROCESSES)]
    for thread in starting:
        thread.start()
    for thread in starting:
        thread.join()
    assert failed == []
