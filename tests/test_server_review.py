"""The review over HTTP: while a match is in play a seat reviews only its own finished
hands, without hindsight or luck; once it is over anyone reviews it all, and the record
viewer's review of its record is the same.  Reviews are worked out on the thinking
threads, never more than a few at once, and kept in the database (SQLite and
PostgreSQL) once computed."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from majlis.games import GAME_IDS, make_game
from majlis.records import to_record
from majlis.server.kept import KeptReviews
from majlis.server.review import AT_ONCE, MOST_WAITING, Reviews
from majlis.server.store import Store
from majlis.server.wire import Refused
from majlis.simulate import random_match
from tests.serverkit import Client, Server, running, start_postgres, stop_postgres
from tests.test_server_tables import join


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp: Path = tmp_path_factory.mktemp("review")
    with running(str(tmp / "db.sqlite3"), tmp / "log") as server:
        yield server


def reviewed(server: Server, table: str, token: str | None = None,
             hand: int | None = None) -> httpx.Response:
    return httpx.get(f"{server.url}/api/tables/{table}/review",
                     params={} if hand is None else {"hand": hand},
                     headers={} if token is None else {"x-majlis-token": token}, timeout=120)


def play_on(client: Client, token: str, state: dict[str, Any]) -> None:
    """Play the seat's first legal move until the match is over, from ``state``, on the
    newest state only: the table played on while the reviews were asked for, and acts
    on the states queued meanwhile would be refused as stale, and rate-limited."""
    client.send(type="hello", token=token, seen=-1)  # answered with the newest state,
    client.send(type="hands", token=token)  # and this after it: the last state heard
    client.until("hands")  # before the hands is the newest (those queued are older)
    assert client.last is not None
    state = client.last
    while state["winners"] is None:
        if state["legal"]:
            client.send(type="act", token=token, seen=state["event"],
                        action=state["legal"][0]["action"])
        client.until("state", timeout=60)
        client.quiet(0.05)  # any newer states queued behind it
        assert client.last is not None
        state = client.last


@pytest.mark.slow  # a whole match over sockets, reviewed
def test_a_seat_reviews_its_own_hands_in_play_and_everyone_all_once_over(
        server: Server) -> None:
    table, tokens = server.table("sedma", {"target": 30}, [{"kind": "human"}])
    token = tokens[0]
    assert token is not None
    client = join(server, table, token)
    while True:  # on until the first hand is over
        state = client.until("state", timeout=60)
        if state["finished"] or state["winners"] is not None:
            break
        if state["legal"]:
            client.send(type="act", token=token, seen=state["event"],
                        action=state["legal"][0]["action"])
    assert state["winners"] is None, "the match goes on past its first hand"
    assert reviewed(server, table, hand=0).json()["error"] == "bad_token"
    assert reviewed(server, table, token, hand=1).status_code == 400  # not finished
    assert reviewed(server, table, token).status_code == 400  # one hand at a time
    mine = reviewed(server, table, token, hand=0)
    assert mine.status_code == 200, mine.text
    doc = mine.json()
    assert [s["seat"] for s in doc["seats"]] == [0] and doc["luck"] is None
    decisions = doc["hands"][0]["decisions"]
    assert all(d["seat"] == 0 and "hindsight" not in d for d in decisions)
    for decision in decisions:  # the table as seat 0 saw it: its own hand, the item played
        assert decision["board"]["seat"] == 0
        assert decision["played_item"] in [*decision["board"]["hand"], None]
    assert reviewed(server, table, token, hand=0).json() == doc  # kept, the same
    with sqlite3.connect(server.db) as db:  # in the database, once
        assert db.execute("SELECT COUNT(*) FROM reviews").fetchone()[0] == 1

    play_on(client, token, state)
    whole = reviewed(server, table)
    assert whole.status_code == 200, whole.text
    everything = whole.json()
    assert [s["seat"] for s in everything["seats"]] == [0, 1, 2, 3]
    assert everything["luck"] is not None
    assert all("hindsight" in d for h in everything["hands"] for d in h["decisions"])
    fair = [{k: v for k, v in d.items() if k != "hindsight"}
            for d in everything["hands"][0]["decisions"] if d["seat"] == 0]
    assert fair == decisions  # the same values, the hindsight added
    record = server.get(f"/api/tables/{table}/record")
    viewer = httpx.post(f"{server.url}/api/analyze", json=record, timeout=600)
    assert viewer.status_code == 200 and viewer.json() == everything


SHORT = {"badam-saat": {"games": 1}, "asymmetric-badam-saat": {"games": 1},
         "bint-al-sbeet": {"target": 1}, "sabat-al-deemin": {"target": 1},
         "sedma": {"target": 6}}
"""Options that end a match of each game after a few hands."""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_viewer_reviews_a_record_of_every_game(server: Server, game_id: str) -> None:
    """Any record: every seat's decisions, each with the table its seat saw then (its
    own hand, the items of the played and the best move among the legal ones)."""
    game = make_game(game_id, SHORT[game_id])
    match = random_match(game, f"viewer {game_id}")
    answer = httpx.post(f"{server.url}/api/analyze", json=to_record(match), timeout=600)
    assert answer.status_code == 200, answer.text
    doc = answer.json()
    assert {s["seat"] for s in doc["seats"]} <= set(range(game.seats))
    decisions = [d for h in doc["hands"] for d in h["decisions"]]
    assert decisions and doc["luck"] is not None
    for decision in decisions:
        assert decision["board"]["seat"] == decision["seat"]
        assert decision["played_item"] in [*decision["board"]["hand"], None]
        assert decision["best_item"] in [*decision["board"]["hand"], None]


def test_the_viewer_refuses_a_broken_record(server: Server) -> None:
    refused = server.post("/api/analyze", {"game": "sedma"})
    assert refused.status_code == 400 and refused.json()["ok"] is False


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "db.sqlite3")
        return
    url = start_postgres()
    try:
        yield url
    finally:
        stop_postgres(url)


def test_a_review_is_worked_out_once_on_the_thinking_threads_and_kept(db: str) -> None:
    thinking = ThreadPoolExecutor(4, thread_name_prefix="majlis-bot")
    threads: list[str] = []
    doc = {"seats": [{"seat": 0}]}

    def work() -> dict[str, Any]:
        threads.append(threading.current_thread().name)
        return doc

    async def twice(reviews: Reviews) -> list[dict[str, Any]]:
        return await asyncio.gather(reviews.get("table/t/0/over/None", work),
                                    reviews.get("table/t/0/over/None", work))

    store = Store(db)
    assert asyncio.run(twice(Reviews(thinking, KeptReviews(store)))) == [doc, doc]
    assert len(threads) == 1 and threads[0].startswith("majlis-bot")
    store.close()

    def refused() -> dict[str, Any]:
        raise AssertionError("a kept review is not worked out again")

    again = Store(db)  # another process, or after a restart
    kept = asyncio.run(Reviews(thinking, KeptReviews(again)).get("table/t/0/over/None", refused))
    assert kept == doc
    again.close()
    thinking.shutdown()


def test_reviews_leave_the_bots_threads_to_think_on(tmp_path: Path) -> None:
    thinking = ThreadPoolExecutor(AT_ONCE + 1, thread_name_prefix="majlis-bot")
    release = threading.Event()
    started = threading.Semaphore(0)

    def slow() -> dict[str, Any]:
        started.release()
        assert release.wait(60)
        return {}

    async def many(reviews: Reviews) -> None:
        asked = [asyncio.create_task(reviews.get(f"record/{n}", slow)) for n in range(2 * AT_ONCE)]
        for _ in range(AT_ONCE):
            assert await asyncio.to_thread(started.acquire, True, 60)
        # every review asked for waits, but a bot's move still finds a thread
        bot = await asyncio.wait_for(asyncio.wrap_future(thinking.submit(lambda: "moved")), 30)
        assert bot == "moved" and not any(task.done() for task in asked)
        release.set()
        await asyncio.gather(*asked)

    async def flood(reviews: Reviews) -> None:
        asked = [asyncio.create_task(reviews.get(f"flood/{n}", slow))
                 for n in range(MOST_WAITING)]
        deadline = time.monotonic() + 60
        while len(reviews.working) < MOST_WAITING:  # every one of them working or waiting
            assert time.monotonic() < deadline
            await asyncio.sleep(0.01)
        with pytest.raises(Refused) as refused:
            await reviews.get("one more", slow)
        assert refused.value.code == "busy"
        release.set()
        await asyncio.gather(*asked)

    store = Store(str(tmp_path / "db.sqlite3"))
    asyncio.run(many(Reviews(thinking, KeptReviews(store))))
    release.clear()
    asyncio.run(flood(Reviews(thinking, KeptReviews(store))))
    store.close()
    thinking.shutdown()
