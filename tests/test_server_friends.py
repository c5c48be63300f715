"""Friends, presence and invitations over HTTP and the players' sockets, on SQLite and
PostgreSQL, and across two processes on one PostgreSQL database: a request asked by
name, accepted or declined; a friend's presence (the lobby, a table to watch, an event
to follow, away, hidden) sent at once to the other's socket, wherever it is; an
invitation to a seat or an open table delivered at once to the friend's socket at
another process, joined or declined; and nothing in any of it that is not the
receiver's to have (a seat's token but the invitee's own, a player's key, a seed, a
card)."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from majlis.server.community_store import Community
from majlis.server.friends import INVITATION_SECONDS, Friends
from majlis.server.players import Players
from majlis.server.store import Store
from tests.serverkit import (
    Client,
    Server,
    on_both_databases,
    running,
    start_postgres,
    stop_postgres,
)

server = on_both_databases("friends")
GAME = {"game": "asymmetric-badam-saat", "options": {"games": 1}}

SECRETS: list[str] = []
"""Every player key and seat token the tests were given, to scan each frame for."""
FRAME_FIELDS = {"type", "hidden", "friends", "asking", "asked", "invitations"}
FRIEND_FIELDS = {"name", "presence", "table", "game", "watch", "event", "title", "link"}
INVITATION_FIELDS = {"id", "from", "table", "game", "watch", "seat", "link"}
NAMES = iter(f"{a}{b}" for a in ("Noura", "Salma", "Hamad", "Faisal", "Aisha")
             for b in ("", " A", " B", " C", " D", " E", " F", " G", " H", " J"))


def post(server: Server, path: str, body: Any = None, key: str = "") -> httpx.Response:
    return httpx.post(server.url + path, json=body, headers={"x-majlis-player": key},
                      timeout=10)


def ok(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def become(server: Server) -> tuple[str, str]:
    """A new player: their name and key."""
    name = next(NAMES)
    key = ok(post(server, "/api/players", {"name": name}))["key"]
    SECRETS.append(key)
    return name, str(key)


def socket(server: Server) -> Client:
    """A socket to the players' socket route, hello not yet said."""
    return Client(connect(f"ws://127.0.0.1:{server.port}/ws/friends", open_timeout=10,
                          legacy=True, ping_interval=None))


def page(server: Server, key: str, table: str | None = None, event: str | None = None) -> Client:
    """A player's page open at ``table`` or ``event`` (neither: the lobby): its socket,
    once its first view came."""
    client = socket(server)
    client.send(type="hello", key=key, table=table, **({"event": event} if event else {}))
    clean(client.until("friends"))
    return client


def clean(frame: dict[str, Any]) -> dict[str, Any]:
    """A player's view, checked for anything not theirs: only its own fields, no key
    (their own neither) and no seat's token but the invitee's own in their own
    invitation (seeds and cards: test_a_view_leaks_nothing)."""
    assert set(frame) == FRAME_FIELDS, frame
    own = {i["link"].split("#seat=")[1] for i in frame["invitations"] if i["link"]}
    text = str(frame)
    leaked = [s for s in SECRETS if s in text and s not in own]
    assert not leaked, f"a view carries a secret: {frame}"
    for friend in frame["friends"]:
        assert set(friend) <= FRIEND_FIELDS and "#" not in friend.get("watch", ""), friend
    for invitation in frame["invitations"]:
        assert set(invitation) == INVITATION_FIELDS, invitation
    return frame


def heard(client: Client, wanted: Any, timeout: float = 30) -> dict[str, Any]:
    """The first view that ``wanted`` says yes to."""
    deadline = time.monotonic() + timeout
    while True:
        frame = clean(client.until("friends", max(0.01, deadline - time.monotonic())))
        if wanted(frame):
            return frame


def friends_with(server: Server, one: tuple[str, str], other: tuple[str, str]) -> None:
    assert ok(post(server, "/api/friends", {"name": other[0]}, one[1]))["outcome"] == "asked"
    ok(post(server, "/api/friends/answer", {"name": one[0], "accept": True}, other[1]))


def presence(frame: dict[str, Any], name: str) -> dict[str, Any]:
    return next(f for f in frame["friends"] if f["name"] == name)


def test_a_request_is_asked_by_name_and_accepted_or_declined(server: Server) -> None:
    noura, salma, hamad = become(server), become(server), become(server)
    salmas = page(server, salma[1])
    asked = ok(post(server, "/api/friends", {"name": noura[0].upper()}, salma[1]))
    assert asked["outcome"] == "asked" and asked["asked"] == [noura[0]]
    nouras = page(server, noura[1])
    assert clean(nouras.frames[-1])["asking"] == [salma[0]]
    ok(post(server, "/api/friends/answer", {"name": salma[0], "accept": True}, noura[1]))
    now = heard(salmas, lambda f: f["friends"])
    assert presence(now, noura[0])["presence"] == "lobby" and not now["asked"]
    # a declined request is gone from both; asking one who asked first makes friends
    ok(post(server, "/api/friends", {"name": hamad[0]}, noura[1]))
    ok(post(server, "/api/friends/answer", {"name": noura[0], "accept": False}, hamad[1]))
    assert heard(nouras, lambda f: not f["asked"])["asked"] == []
    ok(post(server, "/api/friends", {"name": noura[0]}, hamad[1]))
    both = ok(post(server, "/api/friends", {"name": hamad[0]}, noura[1]))
    assert both["outcome"] == "friends" and {f["name"] for f in both["friends"]} == \
        {salma[0], hamad[0]}
    # either may end it
    gone = ok(post(server, "/api/friends/remove", {"name": noura[0]}, salma[1]))
    assert gone["friends"] == []
    heard(nouras, lambda f: [x["name"] for x in f["friends"]] == [hamad[0]])
    for client in (nouras, salmas):
        client.close()


def test_refusals_name_what_is_wrong(server: Server) -> None:
    noura, salma = become(server), become(server)
    assert post(server, "/api/friends", {"name": "nobody here"}, noura[1]).json()["error"] == \
        "not_found"
    assert post(server, "/api/friends", {"name": noura[0]}, noura[1]).status_code == 400
    assert post(server, "/api/friends", {"name": salma[0]}, "no key").json()["error"] == \
        "bad_player"
    assert post(server, "/api/friends/answer", {"name": salma[0], "accept": True},
                noura[1]).json()["error"] == "not_found"
    table, tokens = server.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    refused = post(server, "/api/invitations", {"name": salma[0],
                                                "link": f"/t/{table}#seat={tokens[1]}"}, noura[1])
    assert refused.json()["error"] == "not_friends" and refused.status_code == 403
    friends_with(server, noura, salma)
    for link in (f"/t/{table}#seat=not-a-token-of-this-table", f"/t/{table}",
                 "https://elsewhere.example/t/x"):
        answer = post(server, "/api/invitations", {"name": salma[0], "link": link}, noura[1])
        assert answer.json()["error"] in ("not_found", "malformed"), (link, answer.text)
    assert post(server, "/api/invitations/nothing/join", {}, salma[1]).json()["error"] == \
        "not_found"


def test_a_block_refuses_requests_and_invitations_both_ways(server: Server) -> None:
    """A player who blocks another is asked nothing by them, and asks them nothing; a
    friendship made before the block invites no more."""
    noura, salma = become(server), become(server)
    friends_with(server, noura, salma)
    assert post(server, "/api/me/peace", {"name": salma[0], "kind": "block", "on": True},
                noura[1]).status_code == 200
    table, tokens = server.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    link = f"/t/{table}#seat={tokens[1]}"
    for sender, receiver in ((noura, salma), (salma, noura)):
        refused = post(server, "/api/invitations", {"name": receiver[0], "link": link}, sender[1])
        assert (refused.status_code, refused.json()["error"]) == (403, "blocked")
    ok(post(server, "/api/friends/remove", {"name": salma[0]}, noura[1]))
    for sender, receiver in ((noura, salma), (salma, noura)):
        refused = post(server, "/api/friends", {"name": receiver[0]}, sender[1])
        assert (refused.status_code, refused.json()["error"]) == (403, "blocked")


def test_a_friends_presence_comes_at_once_and_can_be_hidden(server: Server) -> None:
    noura, salma = become(server), become(server)
    friends_with(server, noura, salma)
    nouras = page(server, noura[1])
    assert presence(nouras.frames[-1], salma[0])["presence"] == "away"
    table, tokens = server.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    salmas = page(server, salma[1], table)
    at = presence(heard(nouras, lambda f: presence(f, salma[0])["presence"] ==
                        "table"), salma[0])
    assert at == {"name": salma[0], "presence": "table", "table": table,
                  "game": GAME["game"], "watch": f"/t/{table}"}
    ok(post(server, "/api/friends/hide", {"hidden": True}, salma[1]))
    heard(nouras, lambda f: presence(f, salma[0])["presence"] == "away")
    assert ok(post(server, "/api/friends/hide", {"hidden": False}, salma[1]))["hidden"] is False
    heard(nouras, lambda f: presence(f, salma[0])["presence"] == "table")
    salmas.close()
    heard(nouras, lambda f: presence(f, salma[0])["presence"] == "away")
    nouras.close()


def invited(client: Client) -> dict[str, Any]:
    frame = heard(client, lambda f: f["invitations"])
    invitation: dict[str, Any] = frame["invitations"][0]
    return invitation


def test_an_invitation_to_a_seat_carries_that_seat_alone(server: Server) -> None:
    noura, salma = become(server), become(server)
    friends_with(server, noura, salma)
    table, tokens = server.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    salmas, nouras = page(server, salma[1]), page(server, noura[1], table)
    sent = ok(post(server, "/api/invitations", {"name": salma[0],
                                                "link": f"/t/{table}#seat={tokens[1]}"}, noura[1]))
    assert tokens[1] not in str(sent) and sent["invitations"] == []
    invitation = invited(salmas)
    assert invitation["from"] == noura[0] and invitation["seat"] == 1
    assert invitation["link"] == f"/t/{table}#seat={tokens[1]}" and tokens[0] not in str(invitation)
    assert all(tokens[1] not in str(f) for f in nouras.quiet(0.5))
    joined = ok(post(server, f"/api/invitations/{invitation['id']}/join", {}, salma[1]))
    assert joined["link"] == invitation["link"]
    assert heard(salmas, lambda f: not f["invitations"])["invitations"] == []
    again = post(server, f"/api/invitations/{invitation['id']}/join", {}, salma[1])
    assert again.json()["error"] == "not_found", "an invitation is answered once"
    for client in (salmas, nouras):
        client.close()


def test_an_invitation_to_an_open_table_seats_the_friend_or_is_declined(server: Server) -> None:
    noura, salma, hamad = become(server), become(server), become(server)
    friends_with(server, noura, salma)
    friends_with(server, noura, hamad)
    seated = ok(post(server, "/api/quickplay", {**GAME, "rated": False}, noura[1]))
    SECRETS.append(seated["link"].split("#seat=")[1])
    salmas, hamads = page(server, salma[1]), page(server, hamad[1])
    for friend in (salma, hamad):
        ok(post(server, "/api/invitations", {"name": friend[0], "link": seated["watch"]},
                noura[1]))
    declined = invited(hamads)
    assert declined["link"] is None and declined["seat"] is None
    ok(post(server, f"/api/invitations/{declined['id']}/decline", {}, hamad[1]))
    invitation = invited(salmas)
    assert salma[1] not in str(invitation) and invitation["table"] == seated["table"]
    sat = ok(post(server, f"/api/invitations/{invitation['id']}/join", {}, salma[1]))
    assert sat["table"] == seated["table"] and sat["seat"] == 1
    SECRETS.append(sat["link"].split("#seat=")[1])
    hello = server.ws(seated["table"])
    hello.send(type="hello", token=sat["link"].split("#seat=")[1], seen=-1)
    assert hello.until("welcome")["seat"] == 1
    for client in (salmas, hamads, hello):
        client.close()


def test_an_invitation_stands_for_a_while_and_is_shown_on_coming_back(server: Server) -> None:
    noura, salma = become(server), become(server)
    friends_with(server, noura, salma)
    table, tokens = server.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    ok(post(server, "/api/invitations", {"name": salma[0],
                                         "link": f"/t/{table}#seat={tokens[1]}"}, noura[1]))
    salmas = page(server, salma[1])
    assert [i["from"] for i in salmas.frames[-1]["invitations"]] == [noura[0]]
    assert INVITATION_SECONDS >= 300, "long enough to come back from another tab"
    salmas.close()


def test_a_socket_without_a_players_key_is_told_so(server: Server) -> None:
    client = socket(server)
    client.send(type="hello", key="not anyone's", table=None)
    assert client.until("error")["code"] == "bad_player"
    client.send(type="hello", key=["a list"], table=None)
    assert client.until("error")["code"] == "malformed"
    client.close()


@pytest.fixture(scope="module")
def two(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Server]]:
    """Two processes on one PostgreSQL database."""
    url = start_postgres()
    tmp = tmp_path_factory.mktemp("friends-two")
    try:
        with running(url, tmp / "one.log", "--lease-seconds", "2") as one, \
                running(url, tmp / "two.log", "--lease-seconds", "2") as other:
            yield one, other
    finally:
        stop_postgres(url)


@pytest.mark.slow  # a second server process
def test_friends_at_two_processes_hear_each_other_at_once(two: tuple[Server, Server],
                                                          tmp_path: Path) -> None:
    one, other = two
    noura, salma = become(one), become(other)
    salmas = page(other, salma[1])
    ok(post(one, "/api/friends", {"name": salma[0]}, noura[1]))
    assert heard(salmas, lambda f: f["asking"])["asking"] == [noura[0]]
    nouras = page(one, noura[1])
    ok(post(other, "/api/friends/answer", {"name": noura[0], "accept": True}, salma[1]))
    assert presence(heard(nouras, lambda f: f["friends"]), salma[0])["presence"] \
        == "lobby"
    event = ok(post(one, "/api/events", {**GAME, "title": "Friday arena", "starts_in": 3600},
                    noura[1]))["event"]
    at_event = page(one, noura[1], event=event)
    assert presence(heard(salmas, lambda f: presence(f, noura[0])["presence"] == "event"),
                    noura[0]) == {"name": noura[0], "presence": "event", "event": event,
                                  "title": "Friday arena", "link": f"/e/{event}"}
    at_event.close()
    table, tokens = one.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    at_table = page(one, noura[1], table)
    heard(salmas, lambda f: presence(f, noura[0])["presence"] == "table")
    ok(post(one, "/api/invitations", {"name": salma[0], "link": f"/t/{table}#seat={tokens[1]}"},
            noura[1]))
    invitation = invited(salmas)
    assert invitation["link"] == f"/t/{table}#seat={tokens[1]}"
    joined = ok(post(other, f"/api/invitations/{invitation['id']}/join", {}, salma[1]))
    seat = other.ws(table)
    seat.send(type="hello", token=joined["link"].split("#seat=")[1], seen=-1)
    assert seat.until("welcome")["seat"] == 1
    for client in (at_table, nouras):
        client.close()
    heard(salmas, lambda f: presence(f, noura[0])["presence"] == "away")
    for client in (salmas, seat):
        client.close()


@pytest.mark.slow  # a second server process
def test_a_friend_at_a_process_that_dies_is_away(tmp_path: Path) -> None:
    url = start_postgres()
    try:
        with running(url, tmp_path / "one.log", "--lease-seconds", "2") as one:
            other = Server(url, tmp_path / "two.log", "--lease-seconds", "2").start()
            try:
                noura, salma = become(one), become(one)
                friends_with(one, noura, salma)
                nouras = page(one, noura[1])
                page(other, salma[1])
                heard(nouras, lambda f: presence(f, salma[0])["presence"] == "lobby")
                other.kill()
                heard(nouras, lambda f: presence(f, salma[0])["presence"] == "away")
                nouras.close()
            finally:
                other.stop()
    finally:
        stop_postgres(url)


@pytest.mark.slow  # a second server process
def test_a_view_leaks_nothing(two: tuple[Server, Server]) -> None:
    """Every view the sockets were sent carries no seat token but the invitee's own,
    no player key, no seed, no card (a view has no field that could hold one): the
    seeds of every table are read from the database and looked for in what a friend is
    sent; and no key or token said to the players' sockets reaches the log."""
    import psycopg

    one, _ = two
    noura, salma = become(one), become(one)
    friends_with(one, noura, salma)
    salmas = page(one, salma[1])
    table, tokens = one.table(GAME["game"], GAME["options"], [{"kind": "human"}] * 2)
    SECRETS.extend(t for t in tokens if t)
    nouras = page(one, noura[1], table)
    ok(post(one, "/api/invitations", {"name": salma[0], "link": f"/t/{table}#seat={tokens[1]}"},
            noura[1]))
    invited(salmas)
    with psycopg.connect(one.db) as conn:
        seeds = [str(s) for (s,) in conn.execute("SELECT seed FROM tables").fetchall()]
    frames = [*salmas.frames, *nouras.frames]
    assert frames and seeds
    for frame in frames:
        text = str(frame)
        assert not any(seed in text for seed in seeds), frame
        assert not re.search(r"\b(hand|hands|cards|seed|key|token)\b", text), frame
    for client in (salmas, nouras):
        client.close()
    for server in two:
        log = server.log.read_text()
        assert not [s for s in SECRETS if s in log], "a key or token reached the log"


def test_a_process_sets_its_pages_presence_right(tmp_path: Path) -> None:
    """A page's row that a closing page could not delete (the database away) is deleted
    by the process's next settling, and one another process swept (this one taken for
    gone) is written again; each time the friends are told."""
    store = Store(str(tmp_path / "db.sqlite3"))
    players = Players(store)
    Community(store)  # its blocks, which friend requests are checked against
    friends = Friends(store, "this process")
    noura, salma = (players.register(name) for name in ("Noura", "Salma"))
    assert noura and salma
    friends.ask(noura[0], salma[0])
    friends.answer(salma[0], noura[0], True)
    assert friends.here("page", salma[0], (None, None)) == {noura[0]}
    assert friends.settle({"page": (salma[0], (None, None))}) == set(), "nothing to set right"
    assert friends.settle({}) == {noura[0]}, "a page gone: its row deleted"
    assert friends.settle({"page": (salma[0], (None, None))}) == {noura[0]}, "its row written again"
    with store.transaction() as run:
        rows = run("SELECT page, player_id, process FROM player_presence").fetchall()
    assert rows == [("page", salma[0], "this process")]
    store.close()


def test_a_database_made_before_events_had_presence_gains_the_column(tmp_path: Path) -> None:
    """A presence row of a database made before a page could be at an event is kept, and
    the column added (null: not at an event)."""
    store = Store(str(tmp_path / "db.sqlite3"))
    with store.transaction() as run:
        run("CREATE TABLE player_presence (page TEXT PRIMARY KEY, player_id TEXT NOT NULL,"
            " process TEXT NOT NULL, table_id TEXT)")
        run("INSERT INTO player_presence VALUES ('page', 'someone', 'a process', NULL)")
    Friends(store, "this process")
    with store.transaction() as run:
        rows = run("SELECT page, player_id, table_id, event_id FROM player_presence").fetchall()
    assert rows == [("page", "someone", None, None)]
    store.close()
