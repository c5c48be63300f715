"""Events over the API, with real sockets (docs/events.md): players enter an arena of
Badam Saat and play it to the end, on SQLite and on PostgreSQL, and the standings equal
a recomputation from the stored records; the process that owns the event's clock is
killed with SIGKILL, on PostgreSQL with two processes, and the other takes over with
nothing lost; nothing a seat could not see reaches the event's view or socket."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from majlis.server.arena import on_fire, points, standings
from majlis.server.events import Entrant as EventEntrant
from majlis.server.events import Score
from tests.eventkit import (
    Entrant,
    arena,
    as_player,
    follow,
    killed_mid_play,
    player,
    recomputed,
    wait_finished,
)
from tests.serverkit import Server, on_both_databases, running, start_postgres, stop_postgres

server = on_both_databases("events", "--lease-seconds", "2")
PEOPLE = 5
"""One table of four, and one left over who is seated with bots after the wait."""
VIEW_KEYS = {"id", "kind", "title", "game", "options", "rated", "creator", "starts", "ends",
             "bot_wait", "finished", "state", "link", "now", "version", "scoring",
             "standings", "tables", "type"}
"""Every field an event's view may carry: nothing of a table's cards, seed or seats'
tokens."""
CHAT_FIELDS = {"id", "channel", "match", "seat", "name", "player", "text"}
"""Every field a message of the event's talk carries (no key, no player's id)."""


def test_arena_scoring_by_place_with_a_streak() -> None:
    """Four places score 3, 2, 1, 0; after two first places in a row every match scores
    double until one that is not first (that one doubled too); bots never appear."""
    places = [1, 1, 1, 2, 1, 4]
    scored = [points(place, 4, on_fire(places[:n])) for n, place in enumerate(places)]
    assert scored == [3, 3, 6, 4, 3, 0]
    entrants = [EventEntrant("a", "Amna", True, 0), EventEntrant("b", "Badr", False, 0)]
    scores = [Score(f"t{n}", "a", place, 4, p, False, False, n)
              for n, (place, p) in enumerate(zip(places, scored, strict=True))]
    lines = standings(entrants, [*scores, Score("t9", "b", 1, 2, 1, False, False, 9)], {"a"})
    assert [(s.name, s.points, s.matches, s.firsts, s.fire, s.active, s.playing)
            for s in lines] == [("Amna", 19, 6, 4, False, True, True),
                                ("Badr", 1, 1, 1, False, False, False)]


@pytest.mark.slow  # whole matches played out
def test_players_enter_an_arena_and_play_it_to_the_end(server: Server) -> None:
    keys = [player(server, f"arena{n}") for n in range(PEOPLE)]
    event = arena(server, keys[0])
    entrants = [Entrant(server, server, event, key) for key in keys]
    for key in keys:
        answer = as_player(server, key, f"/api/events/{event}/join", {})
        assert answer.json() == {"registered": True, "active": True, "call": None}
    for entrant in entrants:
        entrant.start()
    view = wait_finished(server, event, entrants)
    assert all(entrant.played for entrant in entrants), "a player was never called"
    tables = view["tables"]
    assert all(table["scored"] for table in tables)
    shown = {line["name"]: line["points"] for line in view["standings"]}
    assert shown == recomputed(server, view)
    assert sum(line["matches"] for line in view["standings"]) == \
        sum(len(table["players"]) for table in tables)
    assert [line["points"] for line in view["standings"]] == \
        sorted(shown.values(), reverse=True)


@pytest.mark.slow  # whole matches played out
def test_a_player_alone_is_seated_with_bots_after_the_wait(server: Server) -> None:
    """Nobody else is free: the player is seated with bots, not before the event's
    ``bot_wait``, and the bots are in no standings; the arena is rated, and each of
    its matches is an ordinary rated match."""
    key = player(server, "alone")
    event = arena(server, key, minutes=0.1, bot_wait=2, rated=True)
    as_player(server, key, f"/api/events/{event}/join", {})
    entrant = Entrant(server, server, event, key)
    entrant.start()
    view = wait_finished(server, event, [entrant])
    assert view["tables"] and all(t["players"] == ["alone"] for t in view["tables"])
    assert view["tables"][0]["seated"] >= view["starts"] + 2
    assert [line["name"] for line in view["standings"]] == ["alone"]
    record = server.get(view["tables"][0]["record"])
    assert [bool(seat.get("bot")) for seat in record["seats"]] == [False, True, True, True]
    assert {"alone": view["standings"][0]["points"]} == recomputed(server, view)
    page = server.get("/api/players/alone")
    assert [m["rated"] for m in page["matches"]] == [True] * len(view["tables"])
    assert page["games"]["badam-saat"]["rating"] is not None


@pytest.mark.slow  # whole matches played out
def test_a_player_who_leaves_a_match_counts_last_and_is_no_longer_seated(
        server: Server) -> None:
    """Of two at a table, one leaves the match (the table's Leave): a bot plays on for
    them, they score as last, and they are paused (not seated again) until they join
    again; the other plays on."""
    keys = [player(server, f"dropper{n}") for n in range(2)]
    event = arena(server, keys[0], options={"games": 1, "players": 2}, minutes=0.15,
                  bot_wait=30)  # the two joins one after the other seat them together
    for key in keys:
        as_player(server, key, f"/api/events/{event}/join", {})
    stayer = Entrant(server, server, event, keys[0])
    stayer.start()
    watcher = follow(server, event)
    call = None
    while call is None:
        watcher.until("event", 60)
        call = as_player(server, keys[1], f"/api/events/{event}/me").json()["call"]
    left = as_player(server, keys[1], f"/api/open/{call['table']}/leave", {})
    assert left.status_code == 200, left.text
    view = wait_finished(server, event, [stayer])
    watcher.close()
    lines = {line["name"]: line for line in view["standings"]}
    assert (lines["dropper1"]["active"], lines["dropper1"]["matches"],
            lines["dropper1"]["points"]) == (False, 1, 0)
    assert sorted(view["tables"][0]["players"]) == ["dropper0", "dropper1"]
    assert all("dropper1" not in t["players"] for t in view["tables"][1:])
    assert lines["dropper0"]["matches"] == len(view["tables"])


def test_registering_closes_when_the_event_starts_and_leaving_stops_seating(
        server: Server) -> None:
    """Before the start, Leave unregisters; once it runs, Leave stops the player being
    seated (they stay in the standings) and Join seats them again."""
    keys = [player(server, f"leaver{n}") for n in range(2)]
    event = arena(server, keys[0], starts_in=600)
    as_player(server, keys[1], f"/api/events/{event}/join", {})
    left = as_player(server, keys[1], f"/api/events/{event}/leave", {}).json()
    assert left == {"registered": False, "active": False, "call": None}
    assert server.get(f"/api/events/{event}")["standings"] == []
    running_now = arena(server, keys[0], starts_in=0, minutes=5, bot_wait=300)
    as_player(server, keys[1], f"/api/events/{running_now}/join", {})
    paused = as_player(server, keys[1], f"/api/events/{running_now}/leave", {}).json()
    assert paused == {"registered": True, "active": False, "call": None}
    [line] = server.get(f"/api/events/{running_now}")["standings"]
    assert (line["name"], line["active"]) == ("leaver1", False)


def test_only_the_hosts_chosen_players_create_events(tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                 "--event-creator", "Host") as served:
        host, guest = player(served, "host"), player(served, "guest")
        refused = as_player(served, guest, "/api/events", {"game": "badam-saat",
                                                           "title": "Mine"})
        assert (refused.status_code, refused.json()["error"]) == (403, "not_creator")
        assert arena(served, host, starts_in=3600)  # still upcoming when listed
        assert [e["title"] for e in served.get("/api/events")["upcoming"]] == ["Evening arena"]


@pytest.mark.slow  # whole matches played out
def test_a_table_nobody_comes_to_is_played_out_by_bots(tmp_path: Path) -> None:
    """A registered player never comes to the table they are called to (and nobody else
    is at it): after the server's away time they have left the match, the bots play it
    out, it scores them last, they are no longer seated, and the arena finishes."""
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log", "--away-seconds", "2") \
            as served:
        key = player(served, "absent")
        event = arena(served, key, minutes=0.1, bot_wait=1)
        as_player(served, key, f"/api/events/{event}/join", {})
        watcher = follow(served, event)
        view = watcher.until("event", 60)
        while view["state"] != "finished":
            view = watcher.until("event", 120)
        watcher.close()
    [line] = view["standings"]
    assert (line["matches"], line["points"], line["active"]) == (1, 0, False)
    assert len(view["tables"]) == 1 and view["tables"][0]["scored"]


@pytest.fixture
def postgres_url() -> Iterator[str]:
    url = start_postgres()
    try:
        yield url
    finally:
        stop_postgres(url)


@pytest.mark.slow  # a second process, and SIGKILL
def test_the_owner_killed_mid_match_loses_nothing(postgres_url: str, tmp_path: Path) -> None:
    """Two processes on one PostgreSQL: the first, alone when the arena starts, owns its
    clock and makes its first table; the players play it on the second, and the first
    is killed with SIGKILL mid-match.  The second takes the event over (and the table),
    scores every match and finishes the event, and the standings equal the records'."""
    owner = Server(postgres_url, tmp_path / "log0", "--lease-seconds", "2").start()
    other = Server(postgres_url, tmp_path / "log1", "--lease-seconds", "2")
    try:
        keys = [player(owner, f"survivor{n}") for n in range(4)]
        event = arena(owner, keys[0], minutes=0.3, bot_wait=30)  # the four seated together
        for key in keys:
            as_player(owner, key, f"/api/events/{event}/join", {})
        watcher = follow(owner, event)
        seated = watcher.until("event", 60)
        while not seated["tables"]:
            seated = watcher.until("event", 60)
        watcher.close()
        entrants = killed_mid_play(owner, other, event, keys)
        view = wait_finished(other, event, entrants)
        first = seated["tables"][0]["table"]
        assert first in [t["table"] for t in view["tables"]]
        assert all(t["scored"] for t in view["tables"])
        assert {line["name"]: line["points"] for line in view["standings"]} == \
            recomputed(other, view)
    finally:
        other.stop()
        owner.stop()


def test_the_event_view_and_socket_carry_nothing_a_seat_could_not_see(
        server: Server) -> None:
    """A spectator of the event, and every player, see only the view's fields and the
    event's talk (its messages' fields alone); no seat's token but a player's own reaches
    them, in the event's frames or its answers."""
    keys = [player(server, f"secret{n}") for n in range(4)]
    event = arena(server, keys[0])
    spectator = follow(server, event)
    spectator.send(type="hello", key=None)  # reads the talk
    entrants = [Entrant(server, server, event, key) for key in keys]
    for key in keys:
        as_player(server, key, f"/api/events/{event}/join", {})
    for entrant in entrants:
        entrant.start()
    talker = follow(server, event)
    talker.send(type="hello", key=keys[1])
    talker.until("you")
    talker.send(type="chat", text="good luck, بالتوفيق")
    view = wait_finished(server, event, entrants)
    spectator.quiet(1.5)
    public = [json.dumps(f) for f in spectator.frames] + [json.dumps(view)] + \
        [json.dumps(server.get("/api/events"))]
    tokens = {e.key: _tokens(e.frames) for e in entrants}
    assert all(tokens.values()), "no player was called"
    talk = [m for f in spectator.frames if f["type"] == "chat" for m in f["messages"]]
    assert [(set(m), m["text"]) for m in talk] == [(CHAT_FIELDS, "good luck, بالتوفيق")]
    for frame in spectator.frames:
        assert set(frame) <= (VIEW_KEYS if frame["type"] == "event" else {"type", "messages"})
    for entrant in entrants:
        for frame in entrant.frames:
            if frame["type"] == "event":
                assert set(frame) <= VIEW_KEYS
        theirs = [json.dumps(f) for f in entrant.frames]
        for other, seats in tokens.items():
            for token in seats:
                assert not [t for t in public if token in t], "a seat's token was public"
                if other != entrant.key:
                    assert not [t for t in theirs if token in t], "a seat's token went astray"
        assert not [t for t in public if entrant.key in t], "a player's key was sent"
    log = server.log.read_text()
    for secret in [*tokens, *(t for seats in tokens.values() for t in seats)]:
        assert secret not in log, "a key or a seat's token reached the log"
    talker.close()


def _tokens(frames: list[dict[str, Any]]) -> set[str]:
    return {f["call"]["link"].split("#seat=")[1] for f in frames
            if f["type"] == "you" and f.get("call")}


def test_a_socket_to_no_event_is_told_so(server: Server) -> None:
    socket = follow(server, "nothing-here")
    frame = socket.recv()
    assert (frame["type"], frame["code"]) == ("error", "not_found")
    time.sleep(0)  # (the server closes it)
    socket.close()
