"""An event's talk and the host removing an event, over HTTP and real sockets, on SQLite
and on PostgreSQL (there with a second process on the same database): what a named
player says in an event reaches every page following it, at every process, cleaned,
and no other event's; a page's hello brings the talk so far; only a named player talks,
and a flood is refused with a reason; a mute, a block, the host's silence and ban take
effect at once at another process, in an event and at a table alike; a report of an
event's message keeps it and the talk around it; the host removes an event (from the
admin API and from ``majlis admin``): its pages are told, it is gone from the listing,
the act is logged with who did it, and a table of it already playing plays on.  No
frame of an event's socket carries a key, a seed, or a seat token but its own
player's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from majlis.server.store import Store
from majlis.server.talk import chat_text
from tests.eventkit import arena, duplicate, follow, play_table
from tests.serverkit import Client, Server, running, serving_on, wait_for
from tests.test_server_chat import (
    ARGS,
    FIELDS,
    HOST_KEY,
    admin,
    as_host,
    as_player,
    become,
    heard,
    refusal,
    said,
    sit,
    table,
)

FOLLOWERS: list[Client] = []
"""Every event socket the test running opened, to scan what they were sent."""
KEYS: list[str] = []
"""Every player key the test running made."""


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def server(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with pytest.MonkeyPatch.context() as env:
        env.setenv("MAJLIS_ADMIN_KEY", HOST_KEY)
        with serving_on(request.param, tmp_path_factory.mktemp("event-talk"), *ARGS,
                        "--lease-seconds", "2") as served:
            yield served


@pytest.fixture(scope="module")
def other(server: Server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A second process on the PostgreSQL database; on SQLite the server itself."""
    if not server.db.startswith("postgres"):
        yield server
        return
    with running(server.db, tmp_path_factory.mktemp("other") / "log", *ARGS,
                 "--lease-seconds", "2") as second:
        yield second


@pytest.fixture(autouse=True)
def scanned(server: Server) -> Iterator[None]:
    """After each test (each on its own: a worker runs any of them), every frame its
    event sockets were sent: chat messages with their fields alone, and no player key,
    table seed or seat token anywhere but a player's own call (the ``you`` frame)."""
    FOLLOWERS.clear()
    KEYS.clear()
    yield
    store = Store(server.db)
    try:
        seeds = [str(r[0]) for r in store.db.query("SELECT seed FROM tables")]
    finally:
        store.close()
    frames = [f for client in FOLLOWERS for f in client.frames if f["type"] != "you"]
    assert all(set(m) == FIELDS for f in frames if f["type"] == "chat" for m in f["messages"])
    text = json.dumps(frames)
    assert "#seat=" not in text, "a seat's link reached an event frame that is not a call"
    assert not [s for s in [*KEYS, *seeds] if s in text], "a secret reached an event frame"


def player(server: Server, name: str) -> str:
    key = become(server, name)
    KEYS.append(key)
    return key


def upcoming(server: Server, key: str, title: str = "Evening talk") -> str:
    """An arena that starts in an hour: its id."""
    return arena(server, key, title=title, starts_in=3600)


def following(server: Server, event: str, key: str | None,
              address: str = "127.0.0.1") -> Client:
    """A page following the event from ``address``, its hello said (with ``key``, or
    null) and, for a player, their part told."""
    client = follow(server, event, **{"x-forwarded-for": address})
    FOLLOWERS.append(client)
    client.until("event")
    client.send(type="hello", key=key)
    if key is not None:
        client.until("you")
    return client


def test_an_events_talk_reaches_every_page_following_it_at_every_process(
        server: Server, other: Server) -> None:
    keys = {name: player(server, name) for name in ("Ward", "Jood")}
    event = upcoming(server, keys["Ward"])
    elsewhere = upcoming(server, keys["Jood"], "Another evening")
    ward = following(server, event, keys["Ward"])
    jood = following(other, event, keys["Jood"])
    reader = following(other, event, None)
    apart = following(other, elsewhere, keys["Jood"])
    hostile = "<b>مرحبا</b> hello \u202egnp.exe" + "\u0301" * 500
    ward.send(type="chat", text=hostile)
    cleaned = chat_text(hostile)
    assert "\u202e" not in cleaned and len(cleaned) < 40
    message = heard(jood, cleaned)
    assert message == {"id": message["id"], "channel": "event", "match": 0, "seat": None,
                       "name": "Ward", "player": True, "text": cleaned}
    assert heard(reader, cleaned) == heard(ward, cleaned) == message
    assert cleaned not in said(apart), "an event's talk reached another event"
    ward.send(type="chat", id="long", text="x" * 201)
    assert refusal(ward) == {"type": "error", "code": "bad_chat", "id": "long", "letters": 200,
                             "message": "a message is at most 200 characters"}
    reader.send(type="chat", id="who", text="hello")
    refused = refusal(reader)
    assert (refused["code"], refused["id"]) == ("bad_player", "who")
    late = following(server, event, None)
    assert [m["text"] for m in late.until("chat")["messages"]] == [cleaned]
    for client in (ward, jood, reader, apart, late):
        client.close()


def test_a_flood_in_an_event_is_refused_with_a_reason(server: Server) -> None:
    key = player(server, "Hayla")
    loud = following(server, upcoming(server, key), key, "10.3.0.1")
    for n in range(6):
        loud.send(type="chat", id=f"m{n}", text=f"message {n}")
    refused = refusal(loud)
    assert (refused["code"], refused["id"], refused["messages"], refused["seconds"]) == \
        ("rate_limited", "m5", 5, 10)
    assert said(loud).count("message 4") == 1 and "message 5" not in said(loud)
    loud.close()


def test_a_mute_a_block_a_silence_and_a_ban_hold_at_once_at_another_process(
        server: Server, other: Server) -> None:
    """Lama's pages are at the other process; she mutes Turki and blocks Saad at this
    one, and at once hears neither, in the event or at a table, while Dana does; the
    host silences Turki and bans Saad here, and Turki's next word there is refused and
    Saad's pages there are let go."""
    keys = {name: player(server, name) for name in ("Lama", "Turki", "Saad", "Dana")}
    event = upcoming(server, keys["Dana"])
    table_id, _ = table(server)
    lama = following(other, event, keys["Lama"])
    dana = following(other, event, keys["Dana"])
    turki, saad = following(server, event, keys["Turki"]), following(other, event, keys["Saad"])
    at_table = {name: sit(other if name != "Turki" else server, table_id, None, keys[name])
                for name in ("Lama", "Turki", "Saad")}
    turki.send(type="chat", text="before the mute")
    assert heard(lama, "before the mute")
    for name, kind in (("Turki", "mute"), ("Saad", "block")):
        answer = as_player(server, keys["Lama"], "/api/me/peace",
                           {"name": name, "kind": kind, "on": True})
        assert answer.status_code == 200, answer.text
    turki.send(type="chat", text="after the mute")
    saad.send(type="chat", text="after the block")
    at_table["Turki"].send(type="chat", token=None, text="muted at the table")
    at_table["Saad"].send(type="chat", token=None, text="blocked at the table")
    for text in ("after the mute", "after the block"):
        assert heard(dana, text)
    heard(at_table["Saad"], "muted at the table")
    heard(at_table["Turki"], "blocked at the table")
    assert not {"after the mute", "after the block"} & set(said(lama)), \
        "a muted or blocked player's talk in the event reached the one who shunned them"
    assert not {"muted at the table", "blocked at the table"} & set(said(at_table["Lama"])), \
        "a muted or blocked player's talk at the table reached the one who shunned them"
    silenced = as_host(server, "/api/admin/silence",
                       {"name": "Turki", "minutes": 5, "by": "day host"})
    assert silenced.status_code == 200, silenced.text
    moved = following(other, event, keys["Turki"])  # Turki talks from the other process
    moved.send(type="chat", id="hush", text="can you hear me?")
    refused = refusal(moved)
    assert (refused["code"], refused["id"]) == ("silenced", "hush")
    banned = as_host(server, "/api/admin/ban", {"name": "Saad", "by": "day host"})
    assert banned.status_code == 200, banned.text
    for client in (saad, at_table["Saad"]):
        assert refusal(client)["code"] == "banned", "the banned player's page was not let go"
    again = follow(other, event)
    again.send(type="hello", key=keys["Saad"])
    assert refusal(again)["code"] == "banned"
    for client in (lama, dana, turki, saad, moved, again, *at_table.values()):
        client.close()


def test_a_report_of_an_events_message_keeps_it_and_the_talk_around_it(
        server: Server) -> None:
    keys = {name: player(server, name) for name in ("Nouf", "Bader")}
    event = upcoming(server, keys["Nouf"])
    nouf = following(server, event, keys["Nouf"])
    for text in ("good evening", "something rude", "sorry"):
        nouf.send(type="chat", text=text)
    message = heard(nouf, "something rude")
    heard(nouf, "sorry")
    answer = as_player(server, keys["Bader"], "/api/reports",
                       {"message": message["id"], "reason": "rude"})
    assert answer.status_code == 200, answer.text
    found = next(r for r in as_host(server, "/api/admin/reports").json()["reports"]
                 if r["id"] == answer.json()["report"])
    assert (found["reporter"], found["player"], found["table"]) == ("Bader", "Nouf", event)
    assert (found["message"]["text"], found["message"]["channel"]) == ("something rude", "event")
    assert [m["text"] for m in found["context"]] == ["good evening", "something rude", "sorry"]
    nouf.close()


def test_the_host_removes_an_event_its_pages_are_told_and_its_tables_play_on(
        server: Server, other: Server) -> None:
    """A rated arena removed while its player is at its table: the page is told, the
    event is gone, and the table plays its match out, kept in the player's history but
    no longer rated (the event's matches no longer count)."""
    key = player(server, "Mishal")
    running_event = arena(server, key, title="Removed while running", starts_in=0,
                          minutes=5, bot_wait=1, rated=True)
    assert as_player(server, key, f"/api/events/{running_event}/join", {}).status_code == 200
    page = following(other, running_event, key)
    call = wait_for(lambda: page.until("you", 30)["call"], "never called to a table")
    removed = as_host(server, "/api/admin/remove_event",
                      {"event": running_event, "by": "day host", "reason": "a test"})
    assert removed.status_code == 200, removed.text
    assert refusal(page)["code"] == "removed", "the event's page was not told"
    rejoin = as_player(other, key, f"/api/events/{running_event}/join", {})
    assert rejoin.json()["error"] == "event_over"
    gone = httpx.get(f"{other.url}/api/events/{running_event}", timeout=10)
    assert gone.status_code == 404
    frames: list[dict[str, Any]] = []
    play_table(other, call, frames)  # the removed event's table plays on to its end
    assert frames[-1]["winners"] is not None
    played = wait_for(lambda: [m for m in server.get("/api/players/Mishal")["matches"]
                               if m["table"] == call["table"]], "the match never kept", 30)
    assert played[0]["rated"] is False, "a removed event's match was rated"
    later = upcoming(server, key, "Removed from the command line")
    done = admin(server, "remove-event", later, "--by", "the night host", "--reason", "spam")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["action"] == "remove_event"
    listed = json.dumps(other.get("/api/events"))
    assert running_event not in listed and later not in listed
    log = admin(server, "log").stdout
    assert all(word in log for word in ("remove_event", "Removed while running: a test",
                                        "Removed from the command line: spam", "day host",
                                        "the night host")), log
    assert admin(server, "remove-event", "no-such-event").returncode != 0
    page.close()


def test_a_removed_duplicate_takes_its_seed_and_boards_with_it(server: Server) -> None:
    """The duplicate kind's own rows (its seed among them) go with the event."""
    key = player(server, "Latifa")
    event = duplicate(server, key, starts_in=3600)
    store = Store(server.db)
    try:
        def kept() -> int:
            return len(store.db.query("SELECT seed FROM duplicate_events WHERE event_id = ?",
                                      (event,)))
        assert kept() == 1
        removed = as_host(server, "/api/admin/remove_event",
                          {"event": event, "by": "day host", "reason": "a test"})
        assert removed.status_code == 200, removed.text
        assert kept() == 0, "the removed duplicate's seed stayed in the database"
    finally:
        store.close()
