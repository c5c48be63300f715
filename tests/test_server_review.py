"""The review over HTTP: while a match is in play a seat reviews only its own finished
hands, without hindsight or luck; once it is over anyone reviews it all, and the record
viewer's review of its record is the same."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.serverkit import Server, running
from tests.test_server_tables import join, play_to_the_end


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


def test_a_seat_reviews_its_own_hands_in_play_and_everyone_all_once_over(
        server: Server) -> None:
    table, tokens = server.table("sedma", {"target": 12}, [{"kind": "human"}])
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
    assert reviewed(server, table, token, hand=0).json() == doc  # kept, the same

    if state["legal"]:  # the next hand may have opened on this seat's turn: nothing moves
        client.send(type="act", token=token, seen=state["event"],
                    action=state["legal"][0]["action"])
    play_to_the_end(client, token)
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
    viewer = server.post("/api/analyze", record)
    assert viewer.status_code == 200 and viewer.json() == everything


def test_the_viewer_refuses_a_broken_record(server: Server) -> None:
    refused = server.post("/api/analyze", {"game": "sedma"})
    assert refused.status_code == 400 and refused.json()["ok"] is False
