"""Races and reconnects over a real server: conflicting actions for one turn apply
exactly once; a client that drops at random points and comes back with its last
event number ends up with exactly the server's state."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests.serverkit import Client, Server, running
from tests.serverkit import settle as wait_for_the_table


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("races")
    with running(str(tmp / "db.sqlite3"), tmp / "log") as server:
        yield server


def settle(clients: list[Client]) -> None:
    """Read until the table waits for the human (at seat 0), every client at its event."""
    wait_for_the_table(clients, lambda state: bool(state["legal"]) or
                       state["winners"] is not None)


def human_moves(server: Server, table: str) -> list[Any]:
    record = server.get(f"/api/tables/{table}/record")
    return [a for hand in record["hands"] for a in hand["actions"] if a[0] == 0]


def test_conflicting_actions_for_one_turn_apply_exactly_once(server: Server) -> None:
    table, tokens = server.table("sabat-al-deemin", {}, [{"kind": "human"}])
    clients = [server.ws(table) for _ in range(8)]
    for client in clients:
        client.send(type="hello", token=tokens[0], seen=-1)
        client.until("welcome")
    settle(clients)
    for turn in range(10):
        state = clients[0].last
        assert state is not None
        if state["winners"] is not None:
            break
        assert state["legal"], "the table waits for the human"
        before = len(human_moves(server, table))
        actions = [a["action"] for a in state["legal"]]
        gate = threading.Barrier(len(clients))

        def send(client: Client, action: str, event: int = state["event"],
                 gate: threading.Barrier = gate) -> None:
            gate.wait()
            client.send(type="act", token=tokens[0], seen=event, action=action)

        threads = [threading.Thread(target=send, args=(c, actions[i % len(actions)]))
                   for i, c in enumerate(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        settle(clients)
        errors = [f for c in clients for f in c.frames if f["type"] == "error"]
        assert len(errors) == len(clients) - 1, f"turn {turn}: {errors}"
        assert {e["code"] for e in errors} <= {"stale", "not_your_turn", "over"}
        assert len(human_moves(server, table)) == before + 1, "exactly one action applied"
        assert len({c.last["event"] for c in clients if c.last}) == 1
        for client in clients:
            client.frames.clear()


def test_a_client_that_drops_and_returns_has_the_servers_state(server: Server) -> None:
    rng = random.Random(11)
    table, tokens = server.table("bint-al-sbeet", {"target": 30}, [{"kind": "human"}])
    client = server.ws(table)
    client.send(type="hello", token=tokens[0], seen=-1)
    last: dict[str, Any] | None = None
    acted = -1
    drops = 0
    for _ in range(2000):
        frame = client.recv()
        if frame["type"] == "state":
            assert last is None or frame["event"] > last["event"], "no duplicate, no reorder"
            last = frame
        if rng.random() < 0.25:  # drop, then come back with the last event seen
            client.close()
            drops += 1
            client = server.ws(table)
            seen = last["event"] if last else -1
            client.send(type="hello", token=tokens[0], seen=seen)
            client.until("welcome")
            fresh = server.ws(table)
            fresh.send(type="hello", token=tokens[0], seen=-1)
            truth = fresh.until("state")
            fresh.close()
            mine = client.until("state") if truth["event"] != seen else last
            while client.last is not None and client.last["event"] < truth["event"]:
                mine = client.until("state")
            assert mine is not None
            assert {**mine, "clock": None} == {**truth, "clock": None}, "state after return"
            last = mine
        if last is not None and last["winners"] is not None:
            break
        if last is not None and last["legal"] and last["event"] != acted:
            move = rng.choice(last["legal"])["action"]
            client.send(type="act", token=tokens[0], seen=last["event"], action=move)
            acted = last["event"]
    assert last is not None and last["winners"] is not None, "the match finished"
    assert drops >= 3
