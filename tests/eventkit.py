"""What the event tests share: players made over the API, an arena created, and a player
who follows the event on its socket and plays every table it is called to (its first
legal action each turn) until the event is finished."""

from __future__ import annotations

import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
from websockets.sync.client import connect

from majlis.games import make_game
from majlis.records import read_match
from majlis.server.arena import on_fire, points
from majlis.server.ratings import places
from tests.serverkit import Client, Server

KEY = "x-majlis-player"


def player(server: Server, name: str) -> str:
    """A new player's key."""
    answer = server.post("/api/players", {"name": name})
    assert answer.status_code == 200, answer.text
    return str(answer.json()["key"])


def as_player(server: Server, key: str, path: str, body: Any = None) -> httpx.Response:
    if body is None:
        return httpx.get(server.url + path, headers={KEY: key}, timeout=10)
    return httpx.post(server.url + path, json=body, headers={KEY: key}, timeout=10)


def new_event(server: Server, key: str, body: dict[str, Any]) -> str:
    """An event made by the player of ``key`` as ``body`` says: its id."""
    answer = as_player(server, key, "/api/events", body)
    assert answer.status_code == 200, answer.text
    return str(answer.json()["event"])


def arena(server: Server, key: str, **fields: Any) -> str:
    """A new arena of one-hand Badam Saat (``fields`` override): its id."""
    return new_event(server, key, {
        "kind": "arena", "title": "Evening arena", "game": "badam-saat",
        "options": {"games": 1}, "starts_in": 1, "minutes": 0.2, "bot_wait": 2, **fields})


DUPLICATE_ROUNDS = 2
JOIN_ROOM = 5
"""Seconds from a duplicate's making to its start, for its players to register first
(:func:`registered`): one who joins after the start is drawn from the next round on."""


def duplicate(server: Server, key: str, **fields: Any) -> str:
    """A new duplicate event of one-hand-or-so Bint Al-Sbeet without passing (``fields``
    override): its id."""
    return new_event(server, key, {
        "kind": "duplicate", "title": "Duplicate night", "game": "bint-al-sbeet",
        "options": {"target": 1, "pass_count": 0}, "starts_in": JOIN_ROOM,
        "rounds": DUPLICATE_ROUNDS, "round_minutes": 10, **fields})


def registered(server: Server, event: str, keys: list[str]) -> None:
    """The players of ``keys`` registered for ``event`` all at once, before its start."""
    with ThreadPoolExecutor(len(keys)) as pool:
        answers = list(pool.map(
            lambda key: as_player(server, key, f"/api/events/{event}/join", {}), keys))
    assert all(answer.status_code == 200 for answer in answers), [a.text for a in answers]
    assert server.get(f"/api/events/{event}")["round"] == 0, "it began before they registered"


def follow(server: Server, event: str, **headers: str) -> Client:
    return Client(connect(f"ws://127.0.0.1:{server.port}/ws/events/{event}",
                          additional_headers=headers, open_timeout=10, legacy=True,
                          ping_interval=None))


class Entrant(threading.Thread):
    """A player in an event: follows it on its socket (said hello with its key), and
    plays each table it is called to, on ``tables`` (a server: any process), until the
    event is finished.  Keeps every frame either socket brought."""

    def __init__(self, events: Server, tables: Server, event: str, key: str) -> None:
        super().__init__(daemon=True)
        self.events, self.tables, self.event, self.key = events, tables, event, key
        self.played: list[str] = []
        self.frames: list[dict[str, Any]] = []
        self.failed: BaseException | None = None
        self.done = threading.Event()

    def run(self) -> None:
        try:
            self._follow()
        except BaseException as error:  # the test reads it
            self.failed = error
        finally:
            self.done.set()

    def _follow(self) -> None:
        deadline = time.monotonic() + 240
        socket = follow(self.events, self.event)
        socket.send(type="hello", key=self.key)
        while time.monotonic() < deadline:
            frame = socket.recv(max(0.01, deadline - time.monotonic()))
            if frame["type"] == "event" and frame["state"] == "finished":
                break
            call = frame.get("call") if frame["type"] == "you" else None
            if call and call["table"] not in self.played:
                self.played.append(call["table"])
                play_table(self.tables, call, self.frames)
        else:
            raise AssertionError("the event never finished")
        self.frames += socket.frames
        socket.close()


def play_table(server: Server, call: dict[str, Any], frames: list[dict[str, Any]]) -> None:
    """The called seat plays its first legal action to the end of the match, each frame
    received kept in ``frames`` as it comes."""
    token = call["link"].split("#seat=")[1]
    client = server.ws(call["table"])
    client.frames = frames
    client.send(type="hello", token=token, seen=-1)
    deadline = time.monotonic() + 120
    while not (client.last and client.last["winners"] is not None):
        assert time.monotonic() < deadline, "the match never ended"
        state = client.until("state", max(0.01, deadline - time.monotonic()))
        if state["legal"] and state["winners"] is None:
            client.send(type="act", token=token, seen=state["event"],
                        action=state["legal"][0]["action"])
    client.close()


def wait_finished(server: Server, event: str, entrants: list[Entrant]) -> dict[str, Any]:
    for entrant in entrants:
        assert entrant.done.wait(300), "a player never saw the event finish"
        assert entrant.failed is None, repr(entrant.failed)
    view: dict[str, Any] = server.get(f"/api/events/{event}")
    assert view["state"] == "finished"
    return view


def recomputed(server: Server, view: dict[str, Any]) -> dict[str, int]:
    """Each person's points, worked out again from the stored records of the event's
    tables (in the order they were made: a player is at one table at a time) by the
    scoring the page states."""
    firsts: dict[str, list[int]] = {}
    total: dict[str, int] = {line["name"]: 0 for line in view["standings"]}
    for table in view["tables"]:
        record = server.get(table["record"])
        match = read_match(json.loads(json.dumps(record)))
        teams = make_game(record["game"], record["options"]).describe().teams
        team_places = places(teams, match.winners or (), match.totals(),
                             match.game.describe().lower_is_better)
        for n, team in enumerate(teams):
            for seat in team:
                if "bot" in record["seats"][seat]:
                    continue
                name = record["seats"][seat]["name"]
                mine = firsts.setdefault(name, [])
                total[name] += points(team_places[n], len(teams), on_fire(mine))
                mine.append(team_places[n])
    return total


def killed_mid_play(owner: Server, other: Server, event: str, keys: list[str]) -> list[Entrant]:
    """The players of ``keys`` follow and play ``event`` at ``other`` (started now), and
    once a dozen states have reached them the event's ``owner`` is killed with SIGKILL:
    the players, playing on."""
    other.start()
    entrants = [Entrant(other, other, event, key) for key in keys]
    for entrant in entrants:
        entrant.start()
    deadline = time.monotonic() + 60
    while sum(f["type"] == "state" for e in entrants for f in list(e.frames)) < 12:
        assert time.monotonic() < deadline, "the event's first tables were never played"
        time.sleep(0.05)
    owner.kill()
    return entrants
