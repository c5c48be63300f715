"""A server on an open port: heads and bodies held to their limits and their times,
HEAD answered, forwarded addresses believed only from trusted proxies, each client's
long work and each seat's changes budgeted, and refusals that name what they refuse.
Real sockets on loopback."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest

from majlis.server.answers import BODY_SECONDS
from majlis.server.limits import HEAD_SECONDS
from majlis.server.quotas import LONG_PER_CLIENT, Bucket, LongWork
from majlis.server.wire import Refused
from tests.serverkit import Server, running


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("limits")
    with running(str(tmp / "db.sqlite3"), tmp / "log") as server:
        yield server


def raw(server: Server) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=30)


def closed(sock: socket.socket) -> bool:
    """Whether the server closed ``sock`` (what it answered first is read and dropped)."""
    sock.setblocking(False)
    try:
        while data := sock.recv(65536):
            del data
        return True
    except BlockingIOError:
        return False
    except ConnectionError:
        return True


def wait_until(check: object, what: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


def test_a_huge_head_is_refused_long_before_it_ends(server: Server) -> None:
    sock = raw(server)
    sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: ")
    sent, start = 0, time.monotonic()
    with pytest.raises(OSError):  # the server closes; 200 MB never go through
        while sent < 200 << 20:
            sock.sendall(b"a" * 65536)
            sent += 65536
    assert sent < 20 << 20 and time.monotonic() - start < 10, (sent, time.monotonic() - start)
    sock.close()
    assert httpx.get(server.url + "/api/health", timeout=10).status_code == 200


@pytest.mark.slow  # waits out the server's 10 s request time
def test_half_sent_requests_are_let_go_and_others_served_meanwhile(server: Server) -> None:
    start = time.monotonic()  # before the first connection: each one's time starts later
    socks = [raw(server) for _ in range(300)]
    for n, sock in enumerate(socks):
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n" if n % 2 else b"")  # some send nothing
    assert httpx.get(server.url + "/api/health", timeout=10).status_code == 200
    wait_until(lambda: all(closed(s) for s in socks), "half-sent requests held",
               HEAD_SECONDS + 20)
    assert time.monotonic() - start >= HEAD_SECONDS - 1, "let go no sooner than their time"
    for sock in socks:
        sock.close()


@pytest.mark.slow  # waits out the server's 10 s request time
def test_a_half_sent_body_is_refused_in_its_time(server: Server) -> None:
    sock = raw(server)
    sock.sendall(b"POST /api/describe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 100\r\n\r\n{\"game\"")
    start = time.monotonic()
    answer = sock.recv(65536)
    while b'"too_slow"' not in answer and (more := sock.recv(65536)):  # head, then body
        answer += more
    assert answer.startswith(b"HTTP/1.1 408") and b'"too_slow"' in answer, answer
    assert BODY_SECONDS - 1 <= time.monotonic() - start <= BODY_SECONDS + 15
    sock.close()


@pytest.mark.parametrize("path", ["/", "/api/health", "/api/games", "/static/js/app.js",
                                  "/rules/sedma"])
def test_head_is_answered_wherever_get_is(server: Server, path: str) -> None:
    get = httpx.get(server.url + path, timeout=10)
    head = httpx.head(server.url + path, timeout=10)
    assert get.status_code == head.status_code == 200 and head.content == b""
    assert head.headers["content-type"] == get.headers["content-type"]
    assert httpx.head(server.url + "/nowhere", timeout=10).status_code == 404


def test_a_refusal_names_the_message_it_answers(server: Server) -> None:
    table, tokens = server.table("sedma", {}, [{"kind": "human"}, {"kind": "human"}])
    client = server.ws(table)
    client.send(type="hello", token=tokens[1], seen=-1, id="h1")
    client.until("welcome")
    client.send(type="act", token=tokens[1], seen=0, action="nothing", id="a7")
    assert client.until("error")["id"] == "a7"
    client.send(type="again", token=tokens[1], id="a8")  # the match is not over
    refusal = client.until("error")
    assert refusal["id"] == "a8" and refusal["why"]["name"] == "not_over"
    client.send(type="act", token=tokens[1], id="a9")  # no seen, no action: malformed
    refusal = client.until("error")
    assert refusal["code"] == "malformed" and refusal["id"] == "a9"
    client.send(type="act", token=tokens[1], seen=0, action="x", id="x" * 65)
    refusal = client.until("error")
    assert refusal["code"] == "malformed" and "id" not in refusal
    client.close()


def test_forwarded_addresses_count_only_from_a_trusted_proxy(tmp_path: Path) -> None:
    body = {"game": "sedma", "seats": [{"kind": "human"}] * 4, "turn_clock": False}

    def opened(server: Server) -> list[int]:
        return [httpx.post(server.url + "/api/tables", json=body, timeout=10,
                           headers={"x-forwarded-for": f"10.0.0.{n}"}).status_code
                for n in range(3)]

    with running(str(tmp_path / "a.sqlite3"), tmp_path / "log",
                 "--tables-per-client", "1") as server:
        assert opened(server) == [200, 429, 429]  # one client, whatever it says it is
    with running(str(tmp_path / "b.sqlite3"), tmp_path / "log", "--tables-per-client", "1",
                 "--trusted-proxy", "127.0.0.0/8") as server:
        assert opened(server) == [200, 200, 200]  # three clients behind the proxy


ME, THEM = (SimpleNamespace(client=SimpleNamespace(host=host)) for host in ("10.0.0.1", "10.0.0.2"))
"""Requests from two clients."""


class Held:
    """A hub whose long work waits until it is let go."""

    def __init__(self) -> None:
        self.go = threading.Event()

    async def long(self, job: object) -> object:
        await asyncio.to_thread(self.go.wait, 10)
        return job() if callable(job) else job


def test_a_clients_long_work_is_budgeted_and_others_pass() -> None:
    async def run() -> list[object]:
        hub = Held()
        work = LongWork(hub)  # type: ignore[arg-type]
        mine = [asyncio.create_task(work.run(ME, lambda: "mine"))
                for _ in range(LONG_PER_CLIENT)]
        await asyncio.sleep(0)
        with pytest.raises(Refused) as caught:
            await work.run(ME, lambda: "one too many")
        assert caught.value.code == "rate_limited" and caught.value.status == 429
        theirs = asyncio.create_task(work.run(THEM, lambda: "theirs"))
        hub.go.set()
        done = [*await asyncio.gather(*mine), await theirs]
        assert await work.run(ME, lambda: "again") == "again"  # its budget came back
        return done

    assert asyncio.run(run()) == ["mine"] * LONG_PER_CLIENT + ["theirs"]


def test_a_seats_changes_wait_their_turn_then_are_refused() -> None:
    bucket = Bucket(rate=10, burst=4)
    assert [bucket.book() for _ in range(4)] == [0, 0, 0, 0]
    waits = [bucket.book() for _ in range(4)]
    assert all(w is not None and 0 < w <= 0.5 for w in waits)
    assert waits == sorted(waits), "each waits after the one before"
    assert bucket.book() is None, "past a whole burst booked ahead: refused"


def test_a_state_frame_carries_the_last_hand_and_hands_answers_them_all(
        tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log", "--bot-delay", "0") as server:
        table, _ = server.table("badam-saat", {"players": 3, "games": 4}, [])
        watcher = server.ws(table)
        watcher.send(type="hello", token=None, seen=-1)
        while (state := watcher.until("state", timeout=60))["finished"] < 2:
            assert state["winners"] is None
        assert "hands" not in state and state["last_hand"]["scores"]
        watcher.send(type="hands", token=None)
        answer = watcher.until("hands")
        assert answer["match"] == state["match"] and len(answer["hands"]) >= state["finished"]
        assert answer["hands"][state["finished"] - 1] == state["last_hand"]
        state = watcher.last or state  # the match may have ended while the answer came
        while state["winners"] is None:
            state = watcher.until("state", timeout=60)
        record = server.get(f"/api/tables/{table}/record")
        assert state["finished"] == len(record["hands"])
        watcher.send(type="hands", token=None)
        every = watcher.until("hands")["hands"]
        assert [h["scores"] for h in every] == [h["result"]["scores"] for h in record["hands"]]
        watcher.close()
