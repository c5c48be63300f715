"""A duplicate tournament for people over the API, with real sockets (docs/events.md, "The
duplicate"): twelve players enter a duplicate Bint Al-Sbeet event of two rounds and
play it to the end, on SQLite and on PostgreSQL; every table of a board was dealt from
the event's committed seed, each player held each seat once a round, and the standings
equal matchpoints recomputed from the stored records; nothing of a round's tables
reaches anyone (the event's view and socket, the players' pages) before the round is
over; the owner of the event's clock is killed with SIGKILL mid-round, on PostgreSQL
with two processes, and the other goes on with nothing lost."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from majlis.commitment import board_secret, commitment, match_seed
from majlis.event_check import event_faults
from majlis.games import make_game
from majlis.records import read_match
from majlis.server.duplicate import groups, holders, matchpoints
from majlis.server.duplicate_store import SeatResult
from tests.eventkit import (
    DUPLICATE_ROUNDS,
    Entrant,
    duplicate,
    follow,
    killed_mid_play,
    player,
    registered,
    wait_finished,
)
from tests.serverkit import Server, on_both_databases, running

server = on_both_databases("duplicate", "--lease-seconds", "2")
PEOPLE = 12
"""Three tables of four: each seat of a board is held by three players."""
ROUNDS = DUPLICATE_ROUNDS
SEATS = 4
VIEW_KEYS = {"id", "kind", "title", "game", "options", "rated", "creator", "starts", "ends",
             "bot_wait", "finished", "state", "link", "now", "version", "scoring",
             "standings", "tables", "type", "rounds", "round", "round_ends", "boards",
             "boards_over", "commitment", "seed"}
"""Every field a duplicate event's view may carry."""


def test_matchpoints_compare_the_holders_of_the_same_seat_of_a_board() -> None:
    """Lower is better: of three holders of seat 0 of board 0, totals 3, 5, 5 score 2,
    0.5, 0.5; seat 1's holders are compared apart; a bot's seat is in the field but
    scores for nobody."""
    results = [SeatResult("a", 1, 0, 0, "x", 3), SeatResult("b", 1, 0, 0, "y", 5),
               SeatResult("c", 1, 0, 0, "z", 5), SeatResult("a", 1, 0, 1, "y", 9),
               SeatResult("b", 1, 0, 1, "", 0)]
    assert matchpoints(results, lower_is_better=True) == {"x": 2.0, "y": 0.5, "z": 0.5}
    assert matchpoints(results, lower_is_better=False)["y"] == 1.5 + 1.0


def test_each_member_of_a_group_holds_each_seat_once_a_round() -> None:
    drawn = groups([f"p{n}" for n in range(10)], "seed", 1, SEATS)
    assert [len(g) for g in drawn] == [4, 4, 2]
    assert drawn != groups([f"p{n}" for n in range(10)], "seed", 2, SEATS)
    for group in drawn:
        held: dict[str, set[int]] = defaultdict(set)
        for board in range(SEATS):
            for seat, member in holders(group, SEATS, board).items():
                held[member].add(seat)
        assert all(seats == set(range(SEATS)) for seats in held.values())


@pytest.mark.slow  # sixteen boards of four played out
def test_twelve_players_play_a_duplicate_event_to_the_end(server: Server) -> None:
    keys = [player(server, f"dup{n}") for n in range(PEOPLE)]
    event = duplicate(server, keys[0])
    spectator = follow(server, event)
    first = spectator.until("event", 10)
    published = first["commitment"]
    assert first["seed"] is None and first["tables"] == []
    registered(server, event, keys)
    entrants = [Entrant(server, server, event, key) for key in keys]
    for entrant in entrants:
        entrant.start()
    _nothing_of_a_round_before_it_is_over(server, spectator, event)
    view = wait_finished(server, event, entrants)
    spectator.quiet(1.0)
    assert commitment(view["seed"]) == published
    for frame in spectator.frames + [f for e in entrants for f in e.frames
                                     if f["type"] == "event"]:
        assert set(frame) <= VIEW_KEYS
        assert frame["seed"] is None or frame["state"] == "finished"
        assert all(t["round"] < frame["round"] for t in frame["tables"]) or \
            frame["state"] == "finished"
    assert all(len(e.played) == ROUNDS * SEATS for e in entrants)
    assert len(view["tables"]) == ROUNDS * SEATS * PEOPLE // SEATS
    shown = {line["name"]: line["points"] for line in view["standings"]}
    assert shown == _recomputed(server, view)
    _anyone_checks_the_boards(server, event, view)
    assert [line["points"] for line in view["standings"]] == \
        sorted(shown.values(), reverse=True)
    assert all(line["top"] == ROUNDS * SEATS * 2 for line in view["standings"])
    pages = server.get("/api/players/dup0")
    assert len(pages["matches"]) == ROUNDS * SEATS  # their results once each round was over


def _nothing_of_a_round_before_it_is_over(server: Server, spectator: Any, event: str) -> None:
    """Once a board of round 1 is over (others are still to play it), no table of the
    round is in the view, and no player's page lists a match of it."""
    frame = spectator.until("event", 60)
    while not (frame["round"] == 1 and frame["boards_over"] >= 1):
        frame = spectator.until("event", 120)
    assert frame["boards"] == PEOPLE // SEATS * SEATS  # three groups' four boards
    assert server.get(f"/api/events/{event}")["tables"] == []
    for n in range(PEOPLE):
        assert server.get(f"/api/players/dup{n}")["matches"] == []


def _anyone_checks_the_boards(server: Server, event: str, view: dict[str, Any]) -> None:
    """``majlis verify-event`` finds the event dealt as it promised; with a board's record
    in another's place, or another seed published, the check says what is wrong."""
    checked = subprocess.run([sys.executable, "-m", "majlis", "verify-event",
                              f"{server.url}/e/{event}"], capture_output=True, text=True,
                             timeout=300)
    assert checked.returncode == 0, checked.stderr
    assert json.loads(checked.stdout) == {"ok": True, "boards": len(view["tables"]),
                                          "faults": []}
    tables = view["tables"]
    elsewhere = {t["record"]: next(u["record"] for u in tables
                                   if (u["round"], u["board"]) != (t["round"], t["board"]))
                 for t in tables}
    faults = event_faults(view, lambda path: server.get(elsewhere[path]))
    assert len(faults) == len(tables) and all("not dealt from" in f for f in faults)
    assert event_faults({**view, "seed": view["seed"][::-1]}, server.get) == [
        "the published seed is not the one the event committed to"]


def _recomputed(server: Server, view: dict[str, Any]) -> dict[str, float]:
    """Each person's matchpoints worked out again from the stored records: every table of
    a board was dealt from the board's secret drawn from the published seed, each person
    held each seat once a round, and each seat of a board is compared among its holders
    by match total (lower is better in Bint Al-Sbeet and Badam Saat)."""
    game = make_game(view["game"], view["options"])
    sign = -1 if game.describe().lower_is_better else 1
    results = []
    seats_held: dict[tuple[int, str], set[int]] = defaultdict(set)
    for table in view["tables"]:
        record = server.get(table["record"])
        secret = board_secret(view["seed"], table["round"], table["board"])
        assert record["seed"] == match_seed(secret, 0), "a board not dealt from the seed"
        totals = read_match(json.loads(json.dumps(record))).totals()
        for seat, total in enumerate(totals):
            name = record["seats"][seat]["name"]
            results.append(SeatResult(table["table"], table["round"], table["board"], seat,
                                      name, total))
            seats_held[(table["round"], name)].add(seat)
    assert all(seats == set(range(game.seats)) for seats in seats_held.values())
    mine: dict[str, float] = defaultdict(float)
    for result in results:
        pool = [sign * (result.total - r.total) for r in results if r is not result and
                (r.round, r.board, r.seat) == (result.round, result.board, result.seat)]
        mine[result.player_id] += sum(1.0 if d > 0 else 0.5 if d == 0 else 0.0 for d in pool)
    assert matchpoints(results, game.describe().lower_is_better) == mine
    return dict(mine)


@pytest.mark.slow  # a round clock run out
def test_at_the_round_clock_bots_finish_for_the_late(server: Server) -> None:
    """Of two players, one never comes: once the round's clock runs out a bot plays
    their seat, the group's later boards are played by bots for them from the start,
    those deals count as theirs, and the event finishes without waiting for them."""
    keys = [player(server, f"late{n}") for n in range(2)]
    event = duplicate(server, keys[0], rounds=1, round_minutes=0.1)
    registered(server, event, keys)
    present = Entrant(server, server, event, keys[0])
    present.start()
    view = wait_finished(server, event, [present])
    assert view["finished"] >= view["starts"] + 6
    lines = {line["name"]: line for line in view["standings"]}
    assert lines["late1"]["boards"] == lines["late0"]["boards"] == SEATS
    records = [server.get(table["record"]) for table in view["tables"]]
    held = [seat for record in records for seat in record["seats"]
            if seat["name"] == "late1" or seat.get("bot")]
    assert len(records) == SEATS and len(held) >= 3 * SEATS
    assert view["tables"][-1]["players"].count(None) == 2  # the group's two empty seats


@pytest.mark.slow  # a second process, and SIGKILL
def test_the_owner_killed_mid_round_loses_nothing(postgres: str, tmp_path: Path) -> None:
    """Two processes on one PostgreSQL: the first, alone when a duplicate of two-player
    Badam Saat starts, owns its clock and makes round 1's first boards; the four
    players (two groups) play them on the second, and the first is killed with SIGKILL
    mid-round.  The second takes the event over (its clock, and the tables): every
    player plays every board of both rounds, none is lost or played by a bot, the event
    finishes, and the standings equal the matchpoints recomputed from the records."""
    seats, rounds = 2, 2
    owner = Server(postgres, tmp_path / "log0", "--lease-seconds", "2").start()
    other = Server(postgres, tmp_path / "log1", "--lease-seconds", "2")
    try:
        keys = [player(owner, f"steady{n}") for n in range(2 * seats)]
        event = duplicate(owner, keys[0], game="badam-saat",
                          options={"games": 1, "players": seats})
        registered(owner, event, keys)
        watcher = follow(owner, event)
        begun = watcher.until("event", 60)
        while not begun["round"]:
            begun = watcher.until("event", 60)
        watcher.close()
        entrants = killed_mid_play(owner, other, event, keys)
        killed = other.get(f"/api/events/{event}")
        assert killed["round"] == 1 and killed["boards_over"] < killed["boards"]
        view = wait_finished(other, event, entrants)
        assert all(len(e.played) == rounds * seats for e in entrants), "a board was lost"
        assert len(view["tables"]) == rounds * seats * 2
        records = [other.get(table["record"]) for table in view["tables"]]
        assert not [s for r in records for s in r["seats"] if s.get("bot")]
        assert {line["name"]: line["points"] for line in view["standings"]} == \
            _recomputed(other, view)
    finally:
        other.stop()
        owner.stop()


@pytest.mark.slow  # whole matches played out by bots
def test_a_board_nobody_comes_to_is_played_out_by_bots(tmp_path: Path) -> None:
    """A registered player never comes to their first board (nobody else is at it):
    after the server's away time the bots play it out, the player is paused (as if they
    had left), so the group's later boards are played by bots for them from the start,
    and the round is over long before its clock."""
    with running(str(tmp_path / "db.sqlite3"), tmp_path / "log", "--away-seconds", "2") \
            as served:
        key = player(served, "absent")
        event = duplicate(served, key, rounds=1, round_minutes=1.5)
        registered(served, event, [key])
        watcher = follow(served, event)
        view = watcher.until("event", 60)
        while view["state"] != "finished":
            view = watcher.until("event", 120)
        watcher.close()
        records = [served.get(table["record"]) for table in view["tables"]]
    assert view["finished"] < view["round_ends"]
    [line] = view["standings"]
    assert (line["boards"], line["points"], line["active"]) == (SEATS, 0, False)
    assert [[bool(seat.get("bot")) for seat in r["seats"]].count(False) for r in records] == \
        [1, 0, 0, 0]  # theirs at the first board; bots for them at the later ones
