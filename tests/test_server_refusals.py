"""Refusals over a real server: every bad message gets its typed error, changes
nothing and is sent to nobody else; bad lobby requests and foreign origins too."""

from __future__ import annotations

import base64
import concurrent.futures
import json
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import InvalidStatus

from majlis.games.badam_saat import BadamSaat
from tests.serverkit import Client, Server, reconnect, running, settle


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("refusals")
    with running(str(tmp / "db.sqlite3"), tmp / "log", "--tables-per-client", "50") as server:
        yield server


def seated(server: Server) -> tuple[Client, Client, Client, list[str | None]]:
    """Two humans and a spectator at a Badam Saat table, waiting for the human to move:
    (the mover, the other human, the spectator, the tokens)."""
    table, tokens = server.table("badam-saat", {"games": 1},
                                 [{"kind": "human", "name": "Noura"},
                                  {"kind": "human", "name": "Fahad"}])
    clients = [server.ws(table) for _ in range(3)]
    for client, token in zip(clients, [tokens[0], tokens[1], None], strict=True):
        client.send(type="hello", token=token, seen=-1)
        client.until("welcome")
    # bots move at once; then the table waits for a human
    settle(clients, lambda state: state["board"]["to_move"] in (0, 1))
    mover = 0 if clients[0].last and clients[0].last["legal"] else 1
    return clients[mover], clients[1 - mover], clients[2], [tokens[mover], tokens[1 - mover]]


def refused(client: Client, code: str) -> dict[str, object]:
    frame = client.until("error", timeout=5)
    assert frame["code"] == code, frame
    return frame


def heard_before(client: Client, kind: str) -> list[dict[str, object]]:
    """The frames the client hears before the next frame of ``kind``."""
    start = len(client.frames)
    client.until(kind)
    return client.frames[start:-1]


def test_every_refusal_changes_nothing_and_reaches_nobody_else(server: Server) -> None:
    mover, other, watcher, (token, other_token) = seated(server)
    assert mover.last is not None
    event = mover.last["event"]
    legal = [a["action"] for a in mover.last["legal"]]
    hand = mover.last["board"]
    bad = [
        (mover, {"type": "act", "token": "x" * 43, "seen": event, "action": legal[0]},
         "bad_token"),
        (mover, {"type": "act", "token": other_token, "seen": event, "action": legal[0]},
         "bad_token"),
        (other, {"type": "act", "token": other_token, "seen": event, "action": legal[0]},
         "not_your_turn"),
        (mover, {"type": "act", "token": token, "seen": event - 1, "action": legal[0]},
         "stale"),
        (mover, {"type": "act", "token": token, "seen": event, "action": "nonsense"},
         "illegal"),
        (mover, {"type": "act", "token": token, "seen": event, "action": "seen", "x": 1},
         "malformed"),
        (mover, {"type": "act", "token": token, "seen": str(event), "action": legal[0]},
         "malformed"),
        (mover, {"type": "act", "token": token, "seen": True, "action": legal[0]},
         "malformed"),
        (mover, {"type": "act", "token": token, "action": legal[0]}, "malformed"),
        (mover, {"type": "shout", "token": token}, "unknown_type"),
        (mover, {"type": "react", "token": token, "reaction": "you cheat"}, "malformed"),
        (mover, {"type": "again", "token": token}, "illegal"),
        (mover, {"type": "take_back", "token": token}, "illegal"),
        (watcher, {"type": "act", "token": token, "seen": event, "action": legal[0]},
         "bad_token"),
    ]
    for client, message, code in bad:
        client.send(**message)
        refused(client, code)
    for client, text, code in [(mover, "{", "malformed"), (mover, "[1, 2]", "malformed"),
                               (mover, "x" * 5000, "too_big")]:
        client.socket.send(text)
        refused(client, code)
    mover.socket.send(b"\x00\x01")
    refused(mover, "malformed")
    mover.send(type="react", token=token, reaction="hello")  # to everyone, after them:
    for client in (other, watcher):  # a refusal told them would have come before it
        assert heard_before(client, "reaction") == [], "a refusal was broadcast"
    mover.send(type="hello", token=token, seen=-1)
    again = mover.until("state")
    assert again["event"] == event and again["board"] == hand, "a refusal changed the table"
    mover.send(type="act", token=token, seen=event, action=legal[0])
    assert mover.until("state")["event"] == event + 1, "the table still takes a good move"
    assert watcher.until("state")["event"] == event + 1


def test_an_illegal_card_names_the_rules_reason(server: Server) -> None:
    mover, _, _, (token, _) = seated(server)
    assert mover.last is not None
    legal = {a["action"] for a in mover.last["legal"]}
    card = next(c for c in ("7D", "7C", "7H", "7S", "AS", "KD", "2C", "3H") if c not in legal)
    mover.send(type="act", token=token, seen=mover.last["event"], action=card)
    frame = refused(mover, "illegal")
    assert isinstance(frame["reason"], str) and frame["reason"]
    why = frame["why"]  # the reason as a key and fields, for the page to word
    assert isinstance(why, dict) and set(why) == {"name", "seat", "item", "value"}
    assert f"refusal.{why['name']}" in BadamSaat.words() and "{" not in frame["reason"]


def test_the_tables_own_refusals_come_with_keys(server: Server) -> None:
    mover, other, _, (token, other_token) = seated(server)
    assert mover.last is not None
    action = mover.last["legal"][0]["action"]
    other.send(type="act", token=other_token, seen=mover.last["event"], action=action)
    why = refused(other, "not_your_turn")["why"]
    assert why == {"name": "not_your_turn", "seat": None, "item": None, "value": None}
    mover.send(type="take_back", token=token)
    assert refused(mover, "illegal")["why"] == {"name": "no_bot", "seat": None,
                                                 "item": None, "value": None}
    mover.send(type="act", token=token, seen=mover.last["event"], action="nonsense")
    frame = refused(mover, "illegal")
    assert frame["why"]["name"] == "unknown_action" and "nonsense" in frame["reason"]


def test_acting_after_the_end_is_refused(server: Server) -> None:
    table, tokens = server.table("sedma", {"target": 1}, [{"kind": "human"}])
    client = server.ws(table)
    client.send(type="hello", token=tokens[0], seen=-1)
    while True:
        state = client.until("state")
        if state["winners"] is not None:
            break
        if state["legal"]:
            client.send(type="act", token=tokens[0], seen=state["event"],
                        action=state["legal"][0]["action"])
    client.send(type="act", token=tokens[0], seen=state["event"], action="pass", id="late")
    while (frame := client.until("error")).get("id") != "late":  # (an earlier act's
        pass  # refusal as stale may come first)
    assert frame["code"] == "over", frame
    assert server.get(f"/api/tables/{table}")["status"] == "over"


def test_a_flood_is_rate_limited_without_disturbing_another_table(server: Server) -> None:
    mover, _, _, (token, _) = seated(server)
    calm, _, _, (calm_token, _) = seated(server)
    for _ in range(120):
        mover.send(type="react", token=token, reaction="hello")
    while mover.until("error", timeout=30)["code"] != "rate_limited":
        pass  # waited for: on a loaded machine it may come later than a second
    assert calm.last is not None
    calm.send(type="act", token=calm_token, seen=calm.last["event"],
              action=calm.last["legal"][0]["action"])
    assert calm.until("state")["event"] == calm.last["event"]


def test_foreign_origins_cannot_open_a_socket(server: Server) -> None:
    table, _ = server.table("sedma", {"target": 5}, [])
    with pytest.raises(InvalidStatus):
        server.ws(table, Origin="http://evil.example")
    client = server.ws(table, Origin=server.url)
    client.send(type="hello", token=None, seen=-1)
    assert client.until("welcome")["seat"] is None


def test_unknown_tables_and_bad_lobby_requests_are_refused(server: Server) -> None:
    client = server.ws("nope")
    client.send(type="hello", token=None, seen=-1)
    refused(client, "not_found")
    assert httpx.get(f"{server.url}/api/tables/nope").status_code == 404
    for body, code in [
        ({"game": "chess"}, "malformed"),
        ({"game": "sedma", "options": {"target": 0}}, "bad_options"),
        ({"game": "sedma", "seats": [{"kind": "human", "name": "x" * 25}]}, "bad_name"),
        ({"game": "sedma", "seats": [{"kind": "human", "name": "a\u0000b"}]}, "bad_name"),
        ({"game": "sedma", "seats": [{"kind": "human", "name": "\u0301"}]}, "bad_name"),
        ({"game": "sedma", "seats": [{"kind": "human", "name": "a" + "\u0301" * 96}]},
         "bad_name"),
        ({"game": "sedma", "seats": [{"kind": "human", "name": "\u3164\u2800 \u115f"}]},
         "bad_name"),
        ({"game": "sedma", "seats": [{"kind": "human", "name": "Zay\u0301\u0302\u0303d"}]},
         "bad_name"),  # three marks on one letter
        ({"game": "sedma", "seats": [{"kind": "human", "name": "\u0646\u0640\u0648\u0631"}]},
         "bad_name"),  # a tatweel
        ({"game": "sedma", "seats": [{"kind": "bot", "level": "evil.module:Bot"}]},
         "malformed"),
        ({"game": "sedma", "seats": [{}] * 5}, "malformed"),
        ({"game": "sedma", "colour": "red"}, "malformed"),
        ({"game": "sedma", "seats": [{"kind": "bot", "level": ["rules"]}]}, "malformed"),
        ({"game": "sedma", "seats": [{"kind": "bot", "level": {"a": 1}}]}, "malformed"),
        ({"game": "bint-al-sbeet", "options": {"pass_cycle": ["left"] * 65}}, "bad_options"),
    ]:
        response = server.post("/api/tables", body)
        assert response.status_code == 400 and response.json()["error"] == code, body
    response = httpx.post(f"{server.url}/api/tables", content=b"{", timeout=10)
    assert response.json()["error"] == "malformed"
    assert "Traceback" not in server.log.read_text()
    voweled = "مُحَمَّد" * 6  # 24 letters with their vowel marks: 48 code points
    seats = [{"kind": "human", "name": voweled}]
    assert server.post("/api/tables", {"game": "sedma", "seats": seats}).status_code == 200


def test_the_lobby_has_the_game_described_under_its_options(server: Server) -> None:
    """``/api/describe`` answers the game's own description under the lobby's options
    (the seats the lobby draws), and refuses options the rules refuse with their
    reason, opening nothing."""
    described = server.post("/api/describe", {"game": "badam-saat", "options": {"players": 6}})
    assert described.status_code == 200
    description = described.json()["description"]
    assert description["seats"] == 6 and description["deal"]["hands"] == [9, 9, 9, 9, 8, 8]
    assert description["options"]["players"] == 6
    tables = server.get("/api/health")["tables"]
    for body, code in [
        ({"game": "badam-saat", "options": {"players": 9}}, "bad_options"),
        ({"game": "sedma", "options": {"target": "many"}}, "bad_options"),
        ({"game": "chess"}, "malformed"),
        ({"game": "sedma", "seats": []}, "malformed"),
        (["sedma"], "malformed"),
    ]:
        response = server.post("/api/describe", body)
        assert response.status_code == 400 and response.json()["error"] == code, body
    refusal = server.post("/api/describe", {"game": "badam-saat", "options": {"players": 9}})
    assert "players" in refusal.json()["message"]
    assert server.get("/api/health")["tables"] == tables
    assert "Traceback" not in server.log.read_text()


def test_another_sites_page_cannot_open_tables(server: Server) -> None:
    body = json.dumps({"game": "sedma"})
    response = httpx.post(f"{server.url}/api/tables", content=body, timeout=10,
                          headers={"Origin": "http://evil.example", "Content-Type": "text/plain"})
    assert response.status_code == 403 and response.json()["error"] == "foreign_origin"
    response = httpx.post(f"{server.url}/api/tables", content=body, timeout=10,
                          headers={"Origin": server.url})  # the server's own page
    assert response.status_code != 403, "(the module's table quota may answer 429)"


def test_another_sites_page_cannot_have_records_replayed(server: Server) -> None:
    response = httpx.post(f"{server.url}/api/replay", content="{}", timeout=10,
                          headers={"Origin": "http://evil.example", "Content-Type": "text/plain"})
    assert response.status_code == 403 and response.json()["error"] == "foreign_origin"
    response = httpx.post(f"{server.url}/api/replay", content="{}", timeout=10,
                          headers={"Origin": server.url})
    assert response.status_code == 400 and response.json()["ok"] is False


def test_a_client_gone_before_its_body_ended_leaves_no_error_in_the_log(server: Server) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        raw.sendall(b"POST /api/describe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                    b"\r\nContent-Length: 10\r\n\r\n{}")
        raw.shutdown(socket.SHUT_WR)  # gone, as the server sees it: the body ends early
        while raw.recv(4096):  # until the server is done with the request and closes
            pass
    assert server.get("/api/health")["ok"]
    log = server.log.read_text()
    assert '"level":"error"' not in log.replace(" ", "") and "Traceback" not in log


def test_a_chunked_body_is_held_to_the_limit_too(server: Server) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"game": "sedma", "x": "'
        for _ in range(3 * 16):
            yield b"a" * 65536
        yield b'"}'

    response = httpx.post(f"{server.url}/api/replay", content=chunks(), timeout=30)
    assert response.status_code == 413 and response.json()["error"] == "too_big"


@pytest.mark.parametrize(("method", "path", "status", "code"), [
    ("GET", "/nowhere", 404, "not_found"), ("DELETE", "/api/health", 405, "not_allowed"),
    ("GET", "/api/replay", 405, "not_allowed")])
def test_unknown_paths_and_methods_answer_as_every_refusal(server: Server, method: str,
                                                           path: str, status: int,
                                                           code: str) -> None:
    response = httpx.request(method, server.url + path, timeout=10)
    assert response.status_code == status and response.json()["error"] == code


def test_one_client_may_hold_only_so_many_unfinished_tables(tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                 "--tables-per-client", "2", "--turn-seconds", "600") as server:
        body = {"game": "sedma", "seats": [{"kind": "human"}] * 4, "turn_clock": False}
        assert [server.post("/api/tables", body).status_code for _ in range(3)] == [
            200, 200, 429]
        assert server.get("/api/health")["tables"] == 2
        assert json.loads(server.post("/api/tables", body).text)["error"] == "too_many_tables"



def test_requests_at_once_do_not_get_past_the_quota(tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                 "--tables-per-client", "3", "--turn-seconds", "600") as server:
        body = {"game": "sedma", "seats": [{"kind": "human"}] * 4, "turn_clock": False}
        with concurrent.futures.ThreadPoolExecutor(12) as pool:
            codes = list(pool.map(lambda _: server.post("/api/tables", body).status_code,
                                  range(12)))
        assert sorted(codes) == [200] * 3 + [429] * 9
        assert server.get("/api/health")["tables"] == 3


def test_one_address_may_hold_only_so_many_sockets(tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                 "--sockets-per-client", "3") as server:
        table, _ = server.table("sedma", {}, [{"kind": "human"}])
        held = [server.ws(table) for _ in range(3)]
        with pytest.raises(InvalidStatus, match="403"):  # refused at the handshake
            server.ws(table)
        assert "too many sockets" in server.log.read_text()
        held.pop().socket.close()
        again = reconnect(server, table)  # a closed socket frees its place
        again.send(type="hello", token=None, seen=-1)
        assert again.until("welcome")["seat"] is None


def test_the_server_holds_only_so_many_sockets_in_all(tmp_path: Path) -> None:
    """The cap on every address together: here lower than one address's."""
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log", "--sockets", "2",
                 "--sockets-per-client", "50") as server:
        table, _ = server.table("sedma", {}, [{"kind": "human"}])
        held = [server.ws(table) for _ in range(2)]
        with pytest.raises(InvalidStatus, match="403"):
            server.ws(table)
        held.pop().socket.close()
        again = reconnect(server, table)  # a closed socket frees its place
        again.send(type="hello", token=None, seen=-1)
        assert again.until("welcome")["seat"] is None


def stalled_spectator(server: Server, table: str) -> socket.socket:
    """A spectator that says hello and then reads nothing, with the smallest receive
    buffer: a browser tab that stopped reading."""
    raw = socket.socket()
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.connect(("127.0.0.1", server.port))
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall(f"GET /ws/tables/{table} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                f"Sec-WebSocket-Version: 13\r\nOrigin: {server.url}\r\n\r\n".encode())
    assert raw.recv(12) == b"HTTP/1.1 101"
    hello, mask = json.dumps({"type": "hello", "token": None, "seen": -1}).encode(), os.urandom(4)
    raw.sendall(bytes([0x81, 0x80 | len(hello)]) + mask
                + bytes(b ^ mask[i % 4] for i, b in enumerate(hello)))
    return raw


def test_a_client_that_stops_reading_is_let_go(tmp_path: Path) -> None:
    """Its socket is closed once what is sent to it stays unread for --stall-seconds,
    and its place is free again; until then it holds it."""
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log", "--sockets-per-client", "1",
                 "--stall-seconds", "2") as server:
        table, _ = server.table("badam-saat", {"games": 500},
                                [{"kind": "bot", "level": "random"}] * 4)
        stalled = stalled_spectator(server, table)
        with pytest.raises(InvalidStatus, match="403"):  # the stalled socket holds the place
            server.ws(table)
        deadline = time.monotonic() + 60
        while True:
            try:
                again = server.ws(table)
                break
            except InvalidStatus:
                assert time.monotonic() < deadline, "the stalled client was never let go"
                time.sleep(0.1)
        again.send(type="hello", token=None, seen=-1)
        assert again.until("welcome")["seat"] is None
        stalled.setblocking(False)
        with pytest.raises(ConnectionResetError):  # the server's end is gone
            while stalled.recv(1 << 16):
                pass
