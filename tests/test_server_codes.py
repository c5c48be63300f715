"""A code that moves a player to another device is used once, however many devices send
it at once (issue 36: on PostgreSQL, 9 of 10 codes sent concurrently gave 2 to 6 keys).
The players' tables of a real database, SQLite and a throwaway PostgreSQL cluster, with
many threads redeeming one code at the same moment, as the server's threads do when
requests come together."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from majlis.server.players import Players
from majlis.server.store import Store
from tests.serverkit import start_postgres, stop_postgres

CODES = 10
AT_ONCE = 8
"""Devices sending each code at the same moment (the PostgreSQL pool's connections)."""


@pytest.fixture(params=["sqlite", "postgresql"])
def players(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Players]:
    url = start_postgres() if request.param == "postgresql" else str(tmp_path / "db.sqlite3")
    store = Store(url)
    try:
        yield Players(store)
    finally:
        store.close()
        if request.param == "postgresql":
            stop_postgres(url)


def redeemed_at_once(players: Players, code: str) -> list[tuple[str, str]]:
    """What each of :data:`AT_ONCE` threads got for ``code``, all sent at one moment."""
    start = threading.Barrier(AT_ONCE)
    got: list[tuple[str, str]] = []

    def redeem() -> None:
        start.wait()
        moved = players.redeem(code)
        if moved is not None:
            got.append(moved)

    threads = [threading.Thread(target=redeem) for _ in range(AT_ONCE)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return got


def test_a_code_sent_by_many_devices_at_once_gives_one_key(players: Players) -> None:
    made = players.register("Noura")
    assert made is not None
    player_id, _ = made
    keys = [redeemed_at_once(players, players.move_code(player_id)) for _ in range(CODES)]
    assert [len(k) for k in keys] == [1] * CODES, "a code gave more than one key"
    assert all(players.by_key(key) == (player_id, "Noura") for [(key, _)] in keys)
    with players.store.transaction() as run:
        stored = run("SELECT COUNT(*) FROM player_keys WHERE player_id = ?",
                     (player_id,)).fetchone()[0]
    assert stored == 1 + CODES, "a spent code's key was stored"


def test_a_spent_or_unknown_code_gives_nothing(players: Players) -> None:
    made = players.register("Salem")
    assert made is not None
    code = players.move_code(made[0])
    assert players.redeem(code.lower().replace("-", " ")) is not None, "typed as it may be"
    assert players.redeem(code) is None
    assert players.redeem("AAAA-BBBB-CCCC-DDDD") is None
