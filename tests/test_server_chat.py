"""Table talk and the keeping of the peace over HTTP and real sockets, on SQLite and on
PostgreSQL (there with a second process serving the same tables): every seat and
spectator of a table hears what a seat says and no other table does, a spectators'
talk reaches the seats only once the match is over, floods are refused with a reason,
a mute and a block hide a player's talk (and quick play seats the blocked apart), a
report keeps the message and its table, and the host's silence, ban and close take
effect at once at every process, from the admin API and from ``majlis admin`` alike.
No chat frame carries a seat token, a player key or a seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import unicodedata
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from majlis.server.store import Store
from tests.serverkit import ROOT, Client, Server, running, serving_on, wait_for

HOST_KEY = "the-host-key-of-these-tests"
ARGS = ("--away-seconds", "600", "--trusted-proxy", "127.0.0.1")
"""(The tests' sockets may name an address of their own, as a proxy would: a flood
from one spends no other test's budget.)"""
TWO = [{"kind": "human", "name": "Noura"}, {"kind": "human", "name": "Fahad"}]
FIELDS = {"id", "channel", "match", "seat", "name", "player", "text"}
"""Everything a chat message tells a client."""
SECRETS: list[str] = []
"""Every token and key the tests were given, to scan the chat frames for."""
CLIENTS: list[Client] = []
"""Every socket the tests opened, to scan what they were sent."""


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with pytest.MonkeyPatch.context() as env:
        env.setenv("MAJLIS_ADMIN_KEY", HOST_KEY)
        with serving_on(request.param, tmp_path_factory.mktemp("chat"), *ARGS) as served:
            yield served


@pytest.fixture(scope="module")
def other(server: Server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A second process on the PostgreSQL database; on SQLite, which one process
    serves, the server itself."""
    if not server.db.startswith("postgres"):
        yield server
        return
    with running(server.db, tmp_path_factory.mktemp("other") / "log", *ARGS) as second:
        yield second


def become(server: Server, name: str) -> str:
    response = server.post("/api/players", {"name": name})
    assert response.status_code == 200, response.text
    key = str(response.json()["key"])
    SECRETS.append(key)
    return key


def as_player(server: Server, key: str, path: str, body: Any = None) -> httpx.Response:
    headers = {"x-majlis-player": key}
    if body is None:
        return httpx.get(server.url + path, headers=headers, timeout=10)
    return httpx.post(server.url + path, json=body, headers=headers, timeout=10)


def as_host(server: Server, path: str, body: Any = None) -> httpx.Response:
    headers = {"x-majlis-host": HOST_KEY}
    if body is None:
        return httpx.get(server.url + path, headers=headers, timeout=10)
    return httpx.post(server.url + path, json=body, headers=headers, timeout=10)


def table(server: Server, seats: list[dict[str, Any]] = TWO) -> tuple[str, list[str | None]]:
    made = server.table("sedma", {}, seats)
    SECRETS.extend(t for t in made[1] if t)
    return made


def sit(server: Server, table_id: str, token: str | None, key: str | None = None,
        address: str = "127.0.0.1") -> Client:
    """A socket at the table from ``address``, welcomed (a spectator signed in as a
    player by ``key``)."""
    client = server.ws(table_id, **{"x-forwarded-for": address})
    CLIENTS.append(client)
    client.send(type="hello", token=token, seen=-1)
    client.until("welcome")
    if key is not None:
        client.send(type="player", token=None, key=key)
        client.until("player")
    return client


def heard(client: Client, text: str, timeout: float = 15) -> dict[str, Any]:
    """The message ``text`` as the client heard it, or hears it next."""
    deadline = time.monotonic() + timeout
    for message in [m for f in client.frames if f["type"] == "chat" for m in f["messages"]]:
        if message["text"] == text:
            return message  # type: ignore[no-any-return]
    while True:
        frame = client.until("chat", max(0.01, deadline - time.monotonic()))
        for message in frame["messages"]:
            if message["text"] == text:
                return message  # type: ignore[no-any-return]


def texts(client: Client) -> list[str]:
    """Every message text the client was sent so far."""
    return [m["text"] for f in client.frames if f["type"] == "chat" for m in f["messages"]]


def said(client: Client) -> list[str]:
    """Every message text the client was sent so far, and in the next moment."""
    client.quiet(0.3)
    return texts(client)


def refusal(client: Client, timeout: float = 15) -> dict[str, Any]:
    return client.until("error", timeout)


def test_a_seats_words_reach_every_seat_and_spectator_at_every_process_and_no_other_table(
        server: Server, other: Server) -> None:
    table_id, tokens = table(server)
    elsewhere, far_tokens = table(server)
    watcher_key = become(server, "Watcher")
    near = sit(server, table_id, tokens[0])
    far = sit(other, table_id, tokens[1])
    watching = sit(other, table_id, None, watcher_key)
    stranger = sit(other, elsewhere, far_tokens[0])
    mixed = "مرحبا Noura، good game 2-1"
    near.send(type="chat", token=tokens[0], text=f"  {mixed}\n")
    for client in (near, far, watching):
        message = heard(client, mixed)
        assert set(message) == FIELDS
        assert (message["seat"], message["name"], message["channel"]) == (0, "Noura", "table")
    hostile = "<b onclick=x()>hi</b>\u202eevil\u2066" + "e" + "\u0301" * 50
    far.send(type="chat", token=tokens[1], text=hostile)
    cleaned = unicodedata.normalize("NFC", "<b onclick=x()>hi</b>evile\u0301\u0301")
    assert heard(near, cleaned)["seat"] == 1, "the controls and the marks past two dropped"
    assert mixed not in said(stranger) and cleaned not in said(stranger)
    late = sit(other, table_id, None)
    assert [mixed, cleaned] == said(late)[-2:], "a newcomer is sent the talk so far"
    for client in (near, far, watching, stranger, late):
        client.close()


def test_a_spectators_talk_reaches_the_seats_only_once_the_match_is_over(
        server: Server, other: Server) -> None:
    table_id, tokens = table(server, [{"kind": "human", "name": "Sara"},
                                      {"kind": "bot", "level": "random"}])
    seat = sit(server, table_id, tokens[0])
    watcher_key = become(server, "Onlooker")
    watching = sit(other, table_id, None, watcher_key)
    anonymous = sit(other, table_id, None)
    anonymous.send(type="chat", token=None, text="who am I?")
    assert refusal(anonymous)["code"] == "bad_player", "a spectator talks as a player"
    watching.send(type="chat", token=None, text="she holds the ace")
    message = heard(watching, "she holds the ace")
    assert (message["channel"], message["seat"], message["name"]) == \
        ("watchers", None, "Onlooker")
    assert "she holds the ace" in said(anonymous)
    deadline = time.monotonic() + 120
    while not (seat.last and seat.last["winners"] is not None):
        assert "she holds the ace" not in texts(seat), "a seat heard a spectator in play"
        assert time.monotonic() < deadline, "the match never ended"
        if seat.last and seat.last["legal"]:
            seat.send(type="act", token=tokens[0], seen=seat.last["event"],
                      action=seat.last["legal"][0]["action"])
        seat.quiet(0.05)
    assert heard(seat, "she holds the ace")["channel"] == "watchers"
    for client in (seat, watching, anonymous):
        client.close()


def test_floods_are_refused_with_a_reason_per_seat_and_per_address(server: Server) -> None:
    table_id, tokens = table(server, [{"kind": "human"}] * 4)
    seats = [sit(server, table_id, token, address="192.0.2.7") for token in tokens]
    for n in range(6):
        seats[0].send(type="chat", token=tokens[0], text=f"flood {n}", id=f"m{n}")
    refused = refusal(seats[0])
    assert (refused["code"], refused["id"], refused["messages"]) == ("rate_limited", "m5", 5)
    assert [t for t in said(seats[1]) if t.startswith("flood")] == \
        [f"flood {n}" for n in range(5)], "five said, the sixth refused, none dropped"
    for n, (client, token) in enumerate(zip(seats[1:], tokens[1:], strict=True)):
        for k in range(4):
            client.send(type="chat", token=token, text=f"crowd {n} {k}")

    def answered() -> tuple[list[dict[str, Any]], list[str]] | None:
        """The refusals and the messages said, once every message sent has one."""
        for client in seats[1:]:
            client.quiet(0.05)
        refusals = [f for c in seats[1:] for f in c.frames if f["type"] == "error"]
        crowd = [t for t in said(seats[0]) if t.startswith("crowd")]
        return (refusals, crowd) if len(refusals) + len(crowd) >= 12 else None

    refusals, crowd = wait_for(answered, "a message neither said nor refused", 30)
    assert len(refusals) == 12 - 7 and {f["messages"] for f in refusals} == {12}, \
        "one address's limit: 12 every 10 seconds, five of them the flood's"
    assert len(crowd) == 12 - 5, "every message said or refused, none dropped"
    for client in seats:
        client.close()


def quick(server: Server, key: str, games: int) -> dict[str, Any]:
    """Quick play, for a match of so many games (each test its own: its own tables)."""
    body = {"game": "asymmetric-badam-saat", "options": {"games": games}, "rated": False}
    response = as_player(server, key, "/api/quickplay", body)
    assert response.status_code == 200, response.text
    seated: dict[str, Any] = response.json()
    SECRETS.append(seated["link"].split("#seat=")[1])
    return seated


def test_a_mute_and_a_block_hide_a_players_talk_and_quick_play_seats_the_blocked_apart(
        server: Server, other: Server) -> None:
    keys = {name: become(server, name) for name in ("Maha", "Sultan", "Reem")}
    first = quick(server, keys["Maha"], 2)
    assert as_player(server, keys["Reem"], "/api/me/peace",
                     {"name": "Maha", "kind": "block", "on": True}).status_code == 200
    assert quick(server, keys["Reem"], 2)["table"] != first["table"], "seated with whom she blocked"
    second = quick(server, keys["Sultan"], 2)
    assert second["table"] == first["table"]
    maha = sit(other, first["table"], first["link"].split("#seat=")[1])
    sultan = sit(server, first["table"], second["link"].split("#seat=")[1])
    sultan.send(type="chat", token=second["link"].split("#seat=")[1], text="before")
    assert heard(maha, "before")["player"] is True
    answer = as_player(other, keys["Maha"], "/api/me/peace",  # where her socket is
                       {"name": "Sultan", "kind": "mute", "on": True})
    assert answer.json() == {"mute": ["Sultan"], "block": []}
    watcher = sit(other, first["table"], None, keys["Reem"])  # Reem blocked Maha
    sultan.send(type="chat", token=second["link"].split("#seat=")[1], text="after the mute")
    maha.send(type="chat", token=first["link"].split("#seat=")[1], text="from Maha")
    assert heard(sultan, "from Maha") and heard(watcher, "after the mute")
    assert "after the mute" not in said(maha), "a muted player's talk reached the muter"
    assert "from Maha" not in said(watcher), "a blocked player's talk reached the blocker"
    for client in (maha, sultan, watcher):
        client.close()


def test_a_report_keeps_the_message_and_its_table_for_the_host(server: Server) -> None:
    keys = {name: become(server, name) for name in ("Hessa", "Khalid")}
    table_id, tokens = table(server, [{"kind": "human", "name": "Hessa"}])
    seat = sit(server, table_id, tokens[0])
    seat.send(type="chat", token=tokens[0], text="something rude")
    message = heard(seat, "something rude")
    answer = as_player(server, keys["Khalid"], "/api/reports",
                       {"message": message["id"], "reason": "rude"})
    assert answer.status_code == 200, answer.text
    assert "/static/js/admin.js" in httpx.get(server.url + "/admin", timeout=10).text
    refused = httpx.get(server.url + "/api/admin/reports", timeout=10,
                        headers={"x-majlis-host": "a guess"})
    assert (refused.status_code, refused.json()["error"]) == (403, "not_admin")
    found = next(r for r in as_host(server, "/api/admin/reports").json()["reports"]
                 if r["id"] == answer.json()["report"])
    assert (found["reporter"], found["reason"], found["table"]) == ("Khalid", "rude", table_id)
    assert found["message"]["text"] == "something rude"
    assert "something rude" in [m["text"] for m in found["context"]]
    seat.close()


def admin(server: Server, *args: str) -> subprocess.CompletedProcess[str]:
    """``majlis admin`` on the server's machine, against its database."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    return subprocess.run([sys.executable, "-m", "majlis", "admin", *args, "--db", server.db],
                          capture_output=True, text=True,
                          timeout=120, env=env, check=False)


def test_the_hosts_silence_ban_and_close_take_effect_at_once_everywhere(
        server: Server, other: Server) -> None:
    keys = {name: become(server, name) for name in ("Loud", "Rogue")}
    loud, rogue = quick(server, keys["Loud"], 4), quick(server, keys["Rogue"], 4)
    assert loud["table"] == rogue["table"]
    token = loud["link"].split("#seat=")[1]
    speaker = sit(other, loud["table"], token)
    outcast = sit(other, rogue["table"], rogue["link"].split("#seat=")[1])
    silenced = as_host(server, "/api/admin/silence",
                       {"name": "Loud", "minutes": 5, "by": "day host"})
    assert silenced.status_code == 200, silenced.text
    speaker.send(type="chat", token=token, text="can you hear me?")
    refused = refusal(speaker)
    assert refused["code"] == "silenced" and 0 < refused["seconds"] <= 300
    banned = admin(server, "ban", "Rogue", "--by", "the night host")
    assert banned.returncode == 0, banned.stderr
    assert refusal(outcast)["code"] == "banned", "the banned player's socket was let go"
    assert as_player(server, keys["Rogue"], "/api/me").json()["error"] == "banned"
    again = other.ws(rogue["table"])
    again.send(type="hello", token=rogue["link"].split("#seat=")[1], seen=-1)
    assert refusal(again)["code"] == "banned", "a banned player's seat was taken"
    watcher = sit(server, loud["table"], None)
    closed = as_host(server, "/api/admin/close",
                     {"table": loud["table"], "by": "day host", "reason": "a test"})
    assert closed.status_code == 200, closed.text
    for client in (speaker, watcher):
        assert refusal(client)["code"] == "closed"
    late = other.ws(loud["table"])
    late.send(type="hello", token=None, seen=-1)
    assert refusal(late)["code"] == "closed"
    log = admin(server, "log").stdout
    assert all(word in log for word in ('"silence"', '"ban"', '"close"', "day host",
                                        "the night host")), log
    assert wait_for(lambda: loud["table"] not in str(server.get("/api/open")),
                    "the closed table listed", 15) is not None
    for client in (speaker, outcast, again, watcher, late):
        client.close()


def test_no_chat_frame_carries_a_token_a_key_or_a_seed(server: Server) -> None:
    """Every chat frame the tests above were sent carries the message fields alone, and
    no seat token, player key or table seed anywhere."""
    store = Store(server.db)
    try:
        seeds = [str(r[0]) for r in store.db.query("SELECT seed FROM tables")]
    finally:
        store.close()
    chats = [f for client in CLIENTS for f in client.frames if f["type"] == "chat"]
    assert chats and SECRETS and seeds
    assert all(set(m) == FIELDS for f in chats for m in f["messages"])
    text = json.dumps(chats)
    assert not [s for s in [*SECRETS, *seeds] if s in text], "a secret reached a chat frame"
