"""A table's life over a real server: the page and the lobby, reactions, a bot taking
an absent player's seat and giving it back, the turn clock, play again, public
records in progress, finished records that verify, and the replay viewer."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.serverkit import ROOT, Client, Server, free_port, running, verify


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("tables")
    with running(str(tmp / "db.sqlite3"), tmp / "log", "--away-seconds", "0.3",
                 "--turn-seconds", "1") as server:
        yield server


def join(server: Server, table: str, token: str | None) -> Client:
    client = server.ws(table)
    client.send(type="hello", token=token, seen=-1)
    client.until("welcome")
    return client


def play_to_the_end(client: Client, token: str) -> dict[str, object]:
    while True:
        state = client.until("state", timeout=30)
        if state["winners"] is not None:
            return state
        for entry in state["legal"]:  # what a legal action plays is in the hand
            assert entry["item"] is None or entry["item"] in state["board"]["hand"], entry
            assert isinstance(entry["flags"], list)
        if state["legal"]:
            client.send(type="act", token=token, seen=state["event"],
                        action=state["legal"][0]["action"])


def test_the_page_the_games_and_health(server: Server) -> None:
    for path in ("/", "/t/anything"):
        response = httpx.get(server.url + path, timeout=10)
        assert response.status_code == 200 and "<html" in response.text.lower()
    games = server.get("/api/games")
    assert [g["id"] for g in games] == ["sabat-al-deemin", "bint-al-sbeet", "badam-saat",
                                        "asymmetric-badam-saat", "sedma"]
    assert all(g["description"]["seats"] >= 2 and g["options"] for g in games)
    assert server.get("/api/health")["ok"] is True


def test_reactions_reach_the_table(server: Server) -> None:
    table, tokens = server.table("sedma", {}, [{"kind": "human"}, {"kind": "human"}])
    assert tokens[0] is not None
    first, second = join(server, table, tokens[0]), join(server, table, tokens[1])
    watcher = join(server, table, None)
    first.send(type="react", token=tokens[0], reaction="well_played")
    for client in (first, second, watcher):
        assert client.until("reaction") == {"type": "reaction", "seat": 0,
                                            "reaction": "well_played"}


def test_a_bot_takes_an_absent_seat_and_gives_it_back(server: Server) -> None:
    """A bot stands in for a person who is away while another person is at the table."""
    table, tokens = server.table("badam-saat", {"games": 3}, [{"kind": "human"}] * 2)
    assert tokens[0] is not None and tokens[1] is not None
    present = join(server, table, tokens[1])
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:  # seat 0 never sits down: a bot plays it
        state = present.until("state")
        if state["seats"][0]["bot"] and state["board"]["to_move"] != 0:
            break
        if state["legal"]:
            present.send(type="act", token=tokens[1], seen=state["event"],
                         action=state["legal"][0]["action"])
    assert state["seats"][0]["bot"] == "rules" and state["seats"][0]["connected"] is False
    client = join(server, table, tokens[0])
    client.send(type="take_back", token=tokens[0])
    deadline = time.monotonic() + 10
    while client.until("state")["seats"][0]["bot"] is not None:
        assert time.monotonic() < deadline
    assert client.last is not None and client.last["seats"][0]["connected"] is True


def test_the_turn_clock_lets_a_bot_move_for_an_idle_player(server: Server) -> None:
    table, tokens = server.table("sabat-al-deemin", {}, [{"kind": "human"}], turn_clock=True)
    client = join(server, table, tokens[0])
    while not ((state := client.until("state"))["legal"] and state["clock"] is not None):
        if state["seats"][0]["bot"]:  # we sat down after --away-seconds: a bot took over
            client.send(type="take_back", token=tokens[0])
    waiting = client.last
    assert waiting["clock"] in (0, 1) and waiting["seats"][0]["bot"] is None
    moved = client.until("state", timeout=10)  # we stay idle; the clock runs out
    assert moved["event"] > waiting["event"] and moved["seats"][0]["bot"] is None
    hand = server.get(f"/api/tables/{table}/record")["hands"][waiting["finished"]]
    assert len(hand["actions"]) > len([m for s in waiting["stages"] for m in s["moves"]])


def test_play_again_starts_a_new_match_for_the_same_seats(server: Server) -> None:
    table, tokens = server.table("sedma", {"target": 8}, [{"kind": "human"}])
    assert tokens[0] is not None
    client = join(server, table, tokens[0])
    over = play_to_the_end(client, tokens[0])
    record = server.get(f"/api/tables/{table}/record")
    verdict = verify(record)
    assert verdict["ok"] and verdict["finished"] and verdict["winners"] == over["winners"]
    client.send(type="again", token=tokens[0])
    fresh = client.until("state")
    assert fresh["match"] == 1 and fresh["winners"] is None and fresh["finished"] == 0
    assert server.get(f"/api/tables/{table}")["status"] == "playing"


def test_finished_tables_nobody_is_at_are_put_away_and_come_back(tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                 "--lease-seconds", "1") as server:
        table, tokens = server.table("sedma", {"target": 8}, [{"kind": "human"}])
        assert tokens[0] is not None
        client = join(server, table, tokens[0])
        over = play_to_the_end(client, tokens[0])
        client.close()
        deadline = time.monotonic() + 15
        while server.get("/api/health")["tables"]:
            assert time.monotonic() < deadline, "the finished table stays loaded"
            time.sleep(0.2)
        assert server.get(f"/api/tables/{table}")["status"] == "over"
        back = join(server, table, tokens[0]).until("state")
        assert (back["winners"], back["totals"]) == (over["winners"], over["totals"])


def test_a_match_in_progress_has_a_public_record_without_secrets(server: Server) -> None:
    table, tokens = server.table("bint-al-sbeet", {}, [{"kind": "human"}])
    client = join(server, table, tokens[0])
    while not (client.last and client.last["board"]["trick"]):  # into the tricks
        state = client.until("state")
        if state["legal"]:
            client.send(type="act", token=tokens[0], seen=state["event"],
                        action=state["legal"][0]["action"])
    record = server.get(f"/api/tables/{table}/record")
    assert "seed" not in record and all("deal" not in hand for hand in record["hands"])
    seen_by_all = record["hands"][0]["actions"]
    assert len(seen_by_all) < len([m for s in client.last["stages"] for m in s["moves"]]), (
        "the other seats' passed cards are left out")


def test_the_replay_viewer_explains_a_record(server: Server) -> None:
    table, tokens = server.table("sedma", {"target": 8}, [{"kind": "human"}])
    assert tokens[0] is not None
    play_to_the_end(join(server, table, tokens[0]), tokens[0])
    record = server.get(f"/api/tables/{table}/record")
    answer = server.post("/api/replay", record).json()
    assert answer["ok"] and answer["totals"] == record["result"]["totals"]
    assert len(answer["hands"]) == len(record["hands"])
    assert all(h["stages"] and h["board"] and "parts" in h for h in answer["hands"])
    record["hands"][0]["actions"][0][0] = (record["hands"][0]["actions"][0][0] + 1) % 4
    refused = server.post("/api/replay", record)
    assert refused.status_code == 400 and refused.json()["error"]["hand"] == 0


def test_serve_prints_the_address_and_keeps_a_wal_database(tmp_path: Path) -> None:
    port = free_port()
    db = tmp_path / "majlis.sqlite3"
    process = subprocess.Popen(
        [sys.executable, "-m", "majlis", "serve", "--port", str(port), "--db", str(db)],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))
    try:
        assert process.stdout is not None
        assert f"http://127.0.0.1:{port}/" in process.stdout.readline()
        for _ in range(100):  # the socket opens a moment after the address is printed
            try:
                assert httpx.get(f"http://127.0.0.1:{port}/api/health").json()["ok"]
                break
            except httpx.ConnectError:
                time.sleep(0.1)
        else:
            pytest.fail("the server never answered")
    finally:
        process.terminate()
        process.wait(15)
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_new_game_plugs_into_the_server_untouched(tmp_path: Path) -> None:
    """Tiny Tricks, registered in this process only, is served in process: listed,
    seated, played to the end over a WebSocket, and recorded."""
    import threading

    import uvicorn

    from majlis.server.app import create_app
    from majlis.server.hub import Config
    from majlis.server.seats import Timing
    from tests import tiny_game

    tiny_game.register()
    server = Server(str(tmp_path / "db.sqlite3"), tmp_path / "log")
    config = Config(db=server.db, url=server.url, timing=Timing(bot_delay=0))
    uv = uvicorn.Server(uvicorn.Config(create_app(config), port=server.port,
                                       log_config=None, ws_per_message_deflate=False))
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 20
        while not uv.started:
            assert time.monotonic() < deadline and thread.is_alive()
            time.sleep(0.05)
        listed = {g["id"]: g for g in server.get("/api/games")}
        assert listed["tiny-tricks"]["description"]["title"] == "Tiny Tricks"
        table, tokens = server.table("tiny-tricks", {}, [{"kind": "human"}])
        assert tokens[0] is not None
        over = play_to_the_end(join(server, table, tokens[0]), tokens[0])
        record = server.get(f"/api/tables/{table}/record")
        assert verify(record)["ok"] and record["result"]["winners"] == over["winners"]
    finally:
        uv.should_exit = True
        thread.join(15)


@pytest.mark.parametrize(("column", "value"), [("options", "{bad"), ("game", "chess"),
                                               ("options", '{"target": 0}')])
def test_a_damaged_table_is_left_alone_and_the_others_are_served(tmp_path: Path, column: str,
                                                                 value: str) -> None:
    db, log = str(tmp_path / "db.sqlite3"), tmp_path / "log"
    with running(db, log) as server:
        damaged, _ = server.table("sedma", {}, [{"kind": "human"}])
        sound, tokens = server.table("sedma", {}, [{"kind": "human"}])
    with sqlite3.connect(db) as conn:
        conn.execute(f"UPDATE tables SET {column} = ? WHERE id = ?", (value, damaged))
    with running(db, log) as server:  # it starts, and adopts what it can
        answer = httpx.get(f"{server.url}/api/tables/{damaged}/record", timeout=10)
        assert answer.status_code == 404 and "damaged" in answer.json()["message"]
        answer = httpx.get(f"{server.url}/api/tables/{damaged}", timeout=10)
        assert answer.status_code == 404 and "damaged" in answer.json()["message"]
        client = server.ws(sound)
        client.send(type="hello", token=tokens[0], seen=-1)
        assert client.until("state")["seats"][0]["kind"] == "human"
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    reports = [line for line in lines if line["message"] == "table damaged"]
    assert reports and all(r["table"] == damaged for r in reports)
    assert not any("Traceback" in line.get("error", "") for line in lines)


def test_a_database_made_before_the_added_columns_gains_them(tmp_path: Path) -> None:
    """A database of an earlier version (without the wait and the leavers) is opened,
    its rows kept, the new columns added with their defaults."""
    from majlis.server.schema import ADDED, COLUMNS
    from majlis.server.store import Store

    db = tmp_path / "earlier.sqlite3"
    with sqlite3.connect(db) as conn:
        for name, columns in COLUMNS.items():
            earlier = [c for c in columns if c.split()[0] not in ADDED.get(name, ())]
            conn.execute(f"CREATE TABLE {name} ({', '.join(earlier)})")
        conn.execute("INSERT INTO seat_states VALUES ('t', 0, 1, 0)")
    Store(str(db)).close()
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT replaced, again, gone FROM seat_states").fetchall() == \
            [(1, 0, 0)]
        assert "opening_until" in [r[1] for r in conn.execute("PRAGMA table_info(tables)")]


def test_asking_again_twice_changes_nothing_the_second_time(server: Server) -> None:
    """A seat that asked for another match asks again while the other person has not:
    nothing is committed, nobody is sent a new state; the other's wish starts it."""
    table, tokens = server.table("sedma", {"target": 5}, [{"kind": "human"}] * 2)
    assert tokens[0] is not None and tokens[1] is not None
    first = join(server, table, tokens[0])
    play_to_the_end(first, tokens[0])  # a bot stands in for the absent seat 1
    second = join(server, table, tokens[1])
    first.send(type="again", token=tokens[0])
    for client in (first, second):
        while not client.until("state")["seats"][0]["again"]:
            pass

    def event() -> int:
        with sqlite3.connect(server.db) as conn:
            return int(conn.execute("SELECT event FROM tables WHERE id = ?",
                                    (table,)).fetchone()[0])
    asked, seen = event(), [len(first.frames), len(second.frames)]
    first.send(type="again", token=tokens[0])
    first.send(type="react", token=tokens[0], reaction="hurry")  # answered after it
    for client, n in zip((first, second), seen, strict=True):
        client.until("reaction")
        assert [f["type"] for f in client.frames[n:]] == ["reaction"], "the ask was sent"
    assert event() == asked, "the second ask was committed"
    second.send(type="again", token=tokens[1])
    assert second.until("state")["match"] == 1
