"""Nothing secret leaves the server.

In process: every frame the server builds for a seat is byte-identical when the
cards hidden from that seat are shuffled among the others (and the spectator's when
all hands and the stock are shuffled), at many points of matches of every game.
Over the wire: hundreds of short tables of every game, bots and a playing client at
each, some watched; every frame received is scanned for the tokens, the seeds and the
cards its seat cannot see at that point, and so is the server's log. Every frame carries
the commitment to its match's seed, which the finished record's seed matches; before the
match is over the seed reaches no frame, public answer or log line.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as connect_now

from majlis.bitset import bits
from majlis.commitment import commitment, match_seed
from majlis.frames import hand_json, play_json
from majlis.games import make_game
from majlis.match import Hand, Match
from majlis.protocol import Game
from majlis.records import read_match
from majlis.rng import shuffled
from tests.serverkit import Server, running, verify
from tests.test_conformance import HIDDEN_FIELDS, KNOWN_FIELDS, hidden_twin

SHORT = [("sabat-al-deemin", {"target": 1}), ("bint-al-sbeet", {"target": 1}),
         ("badam-saat", {"games": 1}), ("asymmetric-badam-saat", {"games": 1}),
         ("sedma", {"target": 10})]
"""One-hand matches: many tables in little time."""
TABLES = 200
WATCHED = 8
"""Every WATCHED-th table has a spectator too."""


def public_twin(game: Game[Any], state: Any, rng: random.Random) -> Any:
    """``state`` with every hand's items shuffled among all seats (and the stock)."""
    items = shuffled([c for hand in state.hands for c in bits(hand)], rng)
    hands = []
    for hand in state.hands:
        count = hand.bit_count()
        hands.append(sum(1 << c for c in items[:count]))
        items = items[count:]
    changes: dict[str, Any] = {"hands": tuple(hands)}
    if "stock" in HIDDEN_FIELDS.get(game.id, ("hands",)):
        changes["stock"] = tuple(shuffled(list(state.stock), rng))
    return dataclasses.replace(state, **changes)


def frame(game: Game[Any], match: Match[Any], seat: int | None) -> str:
    hands = [hand_json(game, h) for h in match.hands[:-1]]
    return json.dumps(play_json(game, match, seat, hands))


def with_state(match: Match[Any], state: Any) -> Match[Any]:
    twin: Match[Any] = Match(match.game, match.seed, auto_deal=False)
    last = match.hands[-1]
    twin.hands = [*match.hands[:-1], Hand(last.dealer, last.deal, state)]
    twin.standings, twin.winners = match.standings, match.winners
    return twin


def test_frames_do_not_change_when_hidden_cards_are_shuffled() -> None:
    rng = random.Random(5)
    options = [("sabat-al-deemin", {"target": 100}), ("bint-al-sbeet", {"target": 30}),
               *SHORT[2:]]
    checked = 0
    for game_id, opts in options:
        game = make_game(game_id, opts)
        for seed in range(3):
            match: Match[Any] = Match(game, seed)
            step = 0
            while match.winners is None:
                if step % 3 == 0:
                    state = match.state
                    for seat in range(game.seats):
                        twin = with_state(match, hidden_twin(game, state, seat, rng))
                        assert frame(game, twin, seat) == frame(game, match, seat), (
                            f"{game_id}: seat {seat}'s frame depends on hidden cards")
                    twin = with_state(match, public_twin(game, state, rng))
                    assert frame(game, twin, None) == frame(game, match, None), (
                        f"{game_id}: the spectator's frame depends on hidden cards")
                    checked += 1
                legal = match.legal_actions()
                match.act(legal[int(rng.random() * len(legal))])
                step += 1
    assert checked > 200


def test_a_spectator_sees_only_what_every_seat_sees_even_with_two_seats() -> None:
    """With two seats, the seat not to move is one player: what its board tells it
    alone (here a made-up fact naming its lowest card) must not reach a spectator, at
    its turn or the other's."""
    from majlis.explain import Board, Fact
    from majlis.games.badam_saat import BadamSaat
    from majlis.protocol import View

    class Whispering(BadamSaat):
        def board(self, view: View) -> Board:
            laid = super().board(view)
            secret = Fact("lowest", view.seat, min(laid.hand)) if laid.hand else Fact("none")
            return dataclasses.replace(laid, facts=(*laid.facts, secret))

    game = Whispering(players=2, games=1)
    match: Match[Any] = Match(game, 3)
    rng = random.Random(3)
    for _ in range(12):
        shown = json.loads(frame(game, match, None))
        assert not [f for f in shown["board"]["facts"] if f["name"] == "lowest"], shown
        seat = match.to_move()
        assert seat is not None
        told = json.loads(frame(game, match, seat))["board"]["facts"]
        assert [f for f in told if f["name"] == "lowest"]  # the seat itself is told
        legal = match.legal_actions()
        match.act(legal[int(rng.random() * len(legal))])


def hidden_items(game: Game[Any], state: Any, seat: int | None) -> set[str]:
    """The items ``seat`` (None: a spectator) cannot see in ``state``, as text."""
    known = 0
    if seat is not None:
        view = game.view(state, seat)
        for name in KNOWN_FIELDS:
            known |= getattr(view, name, 0)
    mask = 0
    for other, hand in enumerate(state.hands):
        if other != seat:
            mask |= hand & ~known
    hidden = {game.item_text(c) for c in bits(mask)}
    if "stock" in HIDDEN_FIELDS.get(game.id, ("hands",)):
        hidden |= {game.item_text(c) for c in state.stock}
    return hidden


def states(record: dict[str, Any]) -> dict[tuple[int, int], Any]:
    """Every state of a recorded match, by (hand number, actions played in it)."""
    match = read_match(record)
    game = match.game
    out = {}
    for number, hand in enumerate(match.hands):
        state = game.start(hand.dealer, hand.deal, tuple([0] * game.seats), number)
        out[number, 0] = state
        for k, (_, action) in enumerate(game.history(hand.state), 1):
            state = game.apply(state, action)
            out[number, k] = state
    return out


def where(frame: dict[str, Any]) -> tuple[int, int]:
    """The (hand, actions) a state frame shows: its stages hold one move per action."""
    moves = sum(len(stage["moves"]) for stage in frame["stages"])
    finished = frame["finished"]
    return (finished - 1 if frame["winners"] is not None else finished), moves


async def play(server: Server, game_id: str, options: dict[str, Any], watched: bool,
               rng: random.Random) -> tuple[str, str, list[tuple[int | None, str]]]:
    """One table with a random-playing client at seat 0 (and maybe a spectator):
    its id, the seat's token, and every frame received with the seat it went to."""
    table, tokens = await asyncio.to_thread(server.table, game_id, options,
                                            [{"kind": "human"}])
    token = tokens[0]
    assert token is not None
    frames: list[tuple[int | None, str]] = []
    url = f"ws://127.0.0.1:{server.port}/ws/tables/{table}"

    async def watch() -> None:
        async with connect(url) as socket:
            await socket.send(json.dumps({"type": "hello", "token": None, "seen": -1}))
            await socket.send(json.dumps({"type": "hands", "token": None}))
            async for text in socket:
                assert isinstance(text, str)
                frames.append((None, text))
                if json.loads(text).get("winners"):
                    return

    known = 0
    over: dict[str, Any] | None = None
    async with connect(url) as socket:
        watcher = asyncio.create_task(watch()) if watched else None
        await socket.send(json.dumps({"type": "hello", "token": token, "seen": -1}))
        async for text in socket:
            assert isinstance(text, str)
            frames.append((0, text))
            message = json.loads(text)
            if message.get("finished", 0) > known:  # the finished hands, as a page asks
                known = message["finished"]
                await socket.send(json.dumps({"type": "hands", "token": token}))
            if message["type"] == "hands" and message["hands"][-1:] == [over]:
                break  # every hand, the last one too
            if message.get("winners"):
                over = message["last_hand"]
            if message["type"] == "state" and message["legal"]:
                action = rng.choice(message["legal"])["action"]
                await socket.send(json.dumps({"type": "act", "token": token,
                                              "seen": message["event"], "action": action}))
        if watcher:
            await asyncio.wait_for(watcher, 60)
    return table, token, frames


async def play_all(server: Server) -> list[tuple[str, str, list[tuple[int | None, str]]]]:
    rng = random.Random(3)
    gate = asyncio.Semaphore(40)

    async def one(n: int) -> tuple[str, str, list[tuple[int | None, str]]]:
        async with gate:
            game_id, options = SHORT[n % len(SHORT)]
            return await play(server, game_id, options, n % WATCHED == 0, rng)

    return await asyncio.wait_for(asyncio.gather(*(one(n) for n in range(TABLES))), 240)


def scan_finished(game: Game[Any], hands: Iterable[tuple[int, dict[str, Any]]],
                  ends: dict[int, Any], seat: int | None) -> int:
    """Check finished hands as a frame shows them (how each ended) against what
    ``seat`` never saw at its end: how many were checked."""
    deals = {f'"{game.item_text(c)}"' for c in game.describe().deck}
    checked = 0
    for number, hand in hands:
        left = [{game.item_text(c) for c in bits(held)} for held in ends[number].hands]
        shown = hand["left"]
        if game.is_void(ends[number]):  # a redeal's cards are thrown in unseen
            assert shown is None, "a voided hand's cards were shown"
        else:
            assert [set(items) for items in shown] == left, "the items left"
        ended = json.dumps([hand["facts"], hand["board"]])
        named = {card for card in deals if card in ended}
        unseen = hidden_items(game, ends[number], seat)
        assert not named & {f'"{h}"' for h in unseen}, (
            f"{game.id}: seat {seat} was told of cards it never saw in hand {number}")
        checked += 1
    return checked


@pytest.mark.slow  # a soak: hundreds of tables played out over one server
def test_hundreds_of_tables_leak_nothing_over_the_wire(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    with running(str(db), tmp_path / "log", "--tables-per-client", str(TABLES),
                 "--sockets-per-client", str(2 * TABLES)) as server:
        played = asyncio.run(play_all(server))
        records = {t: server.get(f"/api/tables/{t}/record") for t, _, _ in played}
    with sqlite3.connect(db) as conn:
        table_secrets = dict(conn.execute("SELECT id, seed FROM tables").fetchall())
    secrets = {*table_secrets.values(), *(r["seed"] for r in records.values()),
               *(token for _, token, _ in played)}
    log = (tmp_path / "log").read_text()
    assert not [s for s in secrets if s in log], "a token or seed reached the log"
    scanned = finished = 0
    for table, _, frames in played:
        record = records[table]
        game = make_game(record["game"], record["options"])
        by_point = states(record)
        ends = {number: by_point[number, k] for number, k in sorted(by_point)}  # the last
        deals = {f'"{game.item_text(c)}"' for c in game.describe().deck}
        assert record["commitment"] == commitment(record["seed"]) and verify(record)["ok"]
        for seat, text in frames:
            assert not [s for s in secrets if s in text], "a token or seed was sent"
            message = json.loads(text)
            if message["type"] == "hands":  # every finished hand of the match
                finished += scan_finished(game, enumerate(message["hands"]), ends, seat)
            if message["type"] != "state":
                continue
            assert message["commitment"] == record["commitment"], "the seed committed to"
            hidden = hidden_items(game, by_point[where(message)], seat)
            # a question or a rule may name any card ("who holds QS?", "7D leads"): the
            # scan covers where cards are shown (hand, legal, table, plays and picks, and
            # a finished hand's facts against what stayed hidden at its end); the
            # indistinguishability test above covers every field of the hand in play
            del message["board"]["asked"], message["board"]["facts"]
            last = message.pop("last_hand")
            if last is not None:
                scan_finished(game, [(message["finished"] - 1, last)], ends, seat)
            for stage in message["stages"]:
                stage["moves"] = [m for m in stage["moves"] if m["word"] in ("play", "pick")]
            placed = json.dumps(message)
            shown = {card for card in deals if card in placed}
            assert not shown & {f'"{h}"' for h in hidden}, (
                f"{game.id}: seat {seat} was sent cards it cannot see")
            scanned += 1
        assert not any(card in log for card in deals), "a card reached the log"
    assert len(played) == TABLES and scanned > 20 * TABLES, scanned
    assert finished >= TABLES, finished


def test_the_seed_is_committed_to_at_once_and_said_only_once_the_match_is_over(
        tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    with running(str(db), tmp_path / "log") as server:
        table, tokens = server.table("sedma", {"target": 10}, [{"kind": "human"}])
        with sqlite3.connect(db) as conn:
            (secret,) = conn.execute("SELECT seed FROM tables WHERE id = ?", (table,)).fetchone()
        seed = match_seed(secret, 0)
        clients = [server.ws(table), server.ws(table)]  # the seat and a spectator
        for client, token in zip(clients, [tokens[0], None], strict=True):
            client.send(type="hello", token=token, seen=-1)
            assert client.until("welcome")["table"]["commitment"] == commitment(seed)
        state = clients[0].until("state")
        answers = [json.dumps(server.get(f"/api/tables/{table}")),
                   json.dumps(server.get(f"/api/tables/{table}/record")),
                   httpx.get(f"{server.url}/t/{table}").text, httpx.get(server.url).text]
        assert commitment(seed) in answers[0], "the table's public answer gives it"
        while state["winners"] is None:
            if state["legal"]:
                clients[0].send(type="act", token=tokens[0], seen=state["event"],
                                action=state["legal"][0]["action"])
            state = clients[0].until("state", timeout=30)
        while not (clients[1].last and clients[1].last["winners"] is not None):
            clients[1].until("state", timeout=30)
        frames = [frame for client in clients for frame in client.frames]
        assert all(f["commitment"] == commitment(seed) for f in frames if f["type"] == "state")
        said = [*map(json.dumps, frames), *answers, (tmp_path / "log").read_text()]
        assert not [text for text in said if seed in text], "the seed was said before the end"
        record = server.get(f"/api/tables/{table}/record")
        assert (record["seed"], record["commitment"]) == (seed, commitment(seed))
        assert verify(record)["ok"]
        clients[0].send(type="again", token=tokens[0])
        fresh = clients[0].until("state")
        assert fresh["match"] == 1 and fresh["commitment"] == commitment(match_seed(secret, 1))


def test_what_a_client_puts_in_a_path_or_a_broken_frame_stays_out_of_the_log(
        tmp_path: Path) -> None:
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log") as server:
        table, tokens = server.table("sedma", {}, [{"kind": "human"}])
        token = tokens[0]
        assert token is not None
        with connect_now(f"ws://127.0.0.1:{server.port}/ws/tables/{table}?seat={token}",
                         open_timeout=10) as socket:
            socket.send(b'{"type": "\xff"}', text=True)  # a text frame that is not UTF-8
            with pytest.raises(ConnectionClosed) as closed:
                while json.loads(socket.recv(timeout=10))["type"] == "ping":
                    pass  # (the server's first ping may come before the close)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1007
    log = (tmp_path / "log").read_text()
    assert token not in log and "Traceback" not in log
    assert "from client" in log, "the broken frame is still logged, on one line"


@pytest.mark.slow  # a whole match of each game over sockets, every frame scanned
def test_player_keys_and_codes_stay_out_of_frames_pages_the_log_and_the_database(
        tmp_path: Path) -> None:
    """Players take names, move to another device by a code and play rated quick-play
    tables to the end beside a spectator, all of them talking there (the spectator
    signed in by its key): no key or code is in any frame (chat frames too), any public
    answer (the open tables, the player pages, the leaderboards, the tables, the
    records), the log, or the database, which keeps their hashes only."""
    db = tmp_path / "db.sqlite3"
    with running(str(db), tmp_path / "log") as server:
        keys = [server.post("/api/players", {"name": f"p{n}"}).json()["key"] for n in range(4)]
        codes = [httpx.post(f"{server.url}/api/me/code", timeout=10,
                            headers={"x-majlis-player": key}).json()["code"] for key in keys]
        keys += [server.post("/api/players/move", {"code": code}).json()["key"]
                 for code in codes]
        said: list[str] = []
        for first, second in ((keys[0], keys[5]), (keys[2], keys[3])):
            seated = [httpx.post(f"{server.url}/api/quickplay", timeout=10,
                                 headers={"x-majlis-player": key},
                                 json={"game": "asymmetric-badam-saat", "options": {"games": 1},
                                       "rated": True}).json() for key in (first, second)]
            said.append(json.dumps(seated))
            said += play_seats(server, seated, keys[1])
        paths = ["/", "/api/open", *(f"/api/players/p{n}" for n in range(4)),
                 "/api/leaderboard/asymmetric-badam-saat",
                 *(f"/api/tables/{s['table']}" for s in seated),
                 *(f"/api/tables/{s['table']}/record" for s in seated)]
        said += [httpx.get(server.url + path, timeout=10).text for path in paths]
    stored = db.read_bytes() + b"".join(p.read_bytes() for p in tmp_path.glob("db.sqlite3-*"))
    log = (tmp_path / "log").read_text()
    for secret in [*keys, *codes, *(c.replace("-", "") for c in codes)]:
        assert not [text for text in said if secret in text], "a key or code was sent"
        assert secret not in log, "a key or code reached the log"
        assert secret.encode() not in stored, "a key or code was stored in the clear"


def play_seats(server: Server, seated: list[dict[str, Any]], key: str) -> list[str]:
    """Both seats of a quick-play table play their first legal action to the end, a
    spectator watching (signed in as the player of ``key``), each of them talking at
    the table: every frame received."""
    clients = [server.ws(seated[0]["table"]) for _ in range(3)]
    tokens = [s["link"].split("#seat=")[1] for s in seated] + [None]
    for n, (client, token) in enumerate(zip(clients, tokens, strict=True)):
        client.send(type="hello", token=token, seen=-1)
        client.until("welcome")
        if token is None:
            client.send(type="player", token=None, key=key)
            client.until("player")
        client.send(type="chat", token=token, text=f"hello from {n}")
    deadline = time.monotonic() + 120
    while not all(c.last and c.last["winners"] is not None for c in clients):
        assert time.monotonic() < deadline, "the match never ended"
        for client, token in zip(clients, tokens, strict=True):
            client.quiet(0.05)
            if token and client.last and client.last["legal"] and not client.last["winners"]:
                client.send(type="act", token=token, seen=client.last["event"],
                            action=client.last["legal"][0]["action"])
                client.quiet(0.1)
    for client in clients:
        client.close()
    talk = [m["text"] for f in clients[2].frames if f["type"] == "chat" for m in f["messages"]]
    assert {"hello from 0", "hello from 1", "hello from 2"} <= set(talk), talk
    return [json.dumps(frame) for client in clients for frame in client.frames]
