"""Players, open tables, quick play and ratings over HTTP and WebSockets, on SQLite and
PostgreSQL: a name taken once, a key that moves to another device by a code, two people
pressing quick play landing at one table, a bot giving its seat to the next person, a
rated match moving both ratings (and a leaver's counting as lost), the player's page and
the leaderboard, and no player key in any frame, public answer or log line."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from majlis.bots import LEVELS
from majlis.games import GAME_IDS
from majlis.server.player_routes import leaderboard
from majlis.server.players import LISTING, Players, Result
from majlis.server.ratings import Rating
from majlis.server.store import Store
from tests.serverkit import Client, Server, on_both_databases, running, verify, wait_for

GAME = "asymmetric-badam-saat"
QUICK = {"game": GAME, "options": {"games": 1}}
"""A short match for two."""


server = on_both_databases("players", "--away-seconds", "0.3", "--grace-seconds", "5")
"""(A grace long enough for a loaded machine's second seat to connect in.)"""


KEYS: list[str] = []
"""Every player key the tests were given, to scan for."""


def post(server: Server, path: str, body: Any = None, key: str | None = None) -> httpx.Response:
    headers = {} if key is None else {"x-majlis-player": key}
    return httpx.post(server.url + path, json=body, headers=headers, timeout=10)


def become(server: Server, name: str) -> str:
    response = post(server, "/api/players", {"name": name})
    assert response.status_code == 200, response.text
    key = str(response.json()["key"])
    KEYS.append(key)
    return key


def quick(server: Server, key: str, body: dict[str, Any]) -> dict[str, Any]:
    response = post(server, "/api/quickplay", body, key)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def join(server: Server, seated: dict[str, Any]) -> tuple[Client, str]:
    token = seated["link"].split("#seat=")[1]
    client = server.ws(seated["table"])
    client.send(type="hello", token=token, seen=-1)
    client.until("welcome")
    return client, token


def play_out(seats: list[tuple[Client, str]], timeout: float = 120) -> dict[str, Any]:
    """The seats play their first legal action whenever it is their turn, to the end,
    each taking its seat back where a bot stood in for it before its socket came (play
    begins once every seat is a person's, and a loaded machine may let the first seat's
    bots wait out the second's ``--away-seconds`` before it connects)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for client, token in seats:
            client.quiet(0.05)
            state = client.last
            if state and state["winners"] is not None:
                return state
            mine = next(f["seat"] for f in client.frames if f["type"] == "welcome")
            if state and state["seats"][mine]["bot"] is not None:
                client.send(type="take_back", token=token)
            if state and state["legal"]:
                client.send(type="act", token=token, seen=state["event"],
                            action=state["legal"][0]["action"])
                client.quiet(0.1)
    pytest.fail("the match never ended")


def page(server: Server, name: str) -> dict[str, Any]:
    answer: dict[str, Any] = server.get(f"/api/players/{name}")
    return answer


def test_names_are_taken_once_and_keys_move_by_code(server: Server) -> None:
    key = become(server, "Noura")
    assert len(key) >= 32  # 192 random bits
    for name, status, code in (("noura", 409, "name_taken"), ("NOURA ", 409, "name_taken"),
                               ("", 400, "bad_name"), ("x" * 30, 400, "bad_name"),
                               ("\u3164", 400, "bad_name")):
        refused = post(server, "/api/players", {"name": name})
        assert (refused.status_code, refused.json()["error"]) == (status, code), name
    assert httpx.get(server.url + "/api/me", headers={"x-majlis-player": key}).json() \
        == {"name": "Noura"}
    stranger = httpx.get(server.url + "/api/me", headers={"x-majlis-player": "x" * 32})
    assert stranger.status_code == 400 and stranger.json()["error"] == "bad_player"
    code = post(server, "/api/me/code", key=key).json()["code"]
    moved = post(server, "/api/players/move", {"code": code.lower().replace("-", " ")})
    assert moved.status_code == 200 and moved.json()["name"] == "Noura"
    second = moved.json()["key"]
    KEYS.append(second)
    assert second != key
    assert httpx.get(server.url + "/api/me",
                     headers={"x-majlis-player": second}).json() == {"name": "Noura"}
    again = post(server, "/api/players/move", {"code": code})
    assert again.status_code == 400 and again.json()["error"] == "bad_code"


@pytest.mark.slow  # a whole rated match over sockets
def test_two_people_quick_play_one_rated_table_and_both_ratings_move(server: Server) -> None:
    hessa, salem = become(server, "Hessa"), become(server, "Salem")
    first = quick(server, hessa, {**QUICK, "rated": True})
    assert first["seat"] == 0
    waiting = server.get("/api/open")["waiting"]
    listed = [t for t in waiting if t["table"] == first["table"]]
    assert listed and listed[0]["rated"] and listed[0]["seats"][0]["name"] == "Hessa"
    assert listed[0]["seats"][1]["kind"] == "bot"
    unrated = quick(server, salem, {**QUICK, "rated": False})
    assert unrated["table"] != first["table"]  # rated and unrated tables are apart
    second = quick(server, salem, {**QUICK, "rated": True})
    assert (second["table"], second["seat"]) == (first["table"], 1)
    again = post(server, "/api/quickplay", {**QUICK, "rated": False}, salem)
    assert again.status_code == 400 and again.json()["error"] == "already_seated"
    assert again.json()["table"] == unrated["table"]  # where Salem waits already
    seats = [join(server, first), join(server, second)]
    end = play_out(seats)
    assert [s["name"] for s in end["seats"]] == ["Hessa", "Salem"]
    pages = wait_for(lambda: (lambda p: p if all(x["games"] for x in p) else None)(
        [page(server, "Hessa"), page(server, "Salem")]), "both results written")
    won = set(end["winners"])
    for seat, found in enumerate(pages):
        game = found["games"]["asymmetric-badam-saat"]
        assert game["played"] == 1 and game["won"] == (seat in won)
        rating = game["rating"]
        assert rating["sigma"] < 25 / 3  # surer than at the start
        assert (rating["mu"] > 25) == (seat in won) or len(won) == 2
        match = found["matches"][0]
        assert match["rated"] and match["table"] == first["table"]
        record = server.get(match["record"])
        assert verify(record)["ok"]
        assert [s["name"] for s in record["seats"]] == ["Hessa", "Salem"]
        later = httpx.get(f"{server.url}/api/tables/{first['table']}/record?match=1", timeout=10)
        assert later.status_code == 404  # no match after the first yet
    board = server.get("/api/leaderboard/asymmetric-badam-saat")
    assert {p["name"] for p in board["players"]} >= {"Hessa", "Salem"}
    assert [b["level"] for b in board["bots"]][:1] == ["search"]
    assert all(p["provisional"] and p["place"] is None for p in board["players"])
    assert sorted(b["place"] for b in board["bots"]) == list(range(1, len(board["bots"]) + 1))


def test_every_games_leaderboard_gives_each_bot_level_a_measured_figure(server: Server) -> None:
    """Every level of every game at its own figure on the board, settled and placed (the
    issue's three levels at one made-up 26.9 were measured since; the shown figure and
    the places are new here)."""
    for game in GAME_IDS:
        bots = server.get(f"/api/leaderboard/{game}")["bots"]
        assert {b["level"] for b in bots} == set(LEVELS), game
        assert len({b["rating"] for b in bots}) == len(LEVELS), (game, bots)
        assert all(not b["provisional"] and b["place"] for b in bots), game
        assert [b["rating"] for b in bots] == sorted((b["rating"] for b in bots), reverse=True)


def test_a_leaderboard_ranks_settled_players_and_lists_provisional_ones_after() -> None:
    """Before, the board ranked by mu - 3 sigma, so a newcomer stood at -25 and a settled
    player below a lucky newcomer could not be told apart from one; now the settled
    people and bots are ranked together by the figure people read, and the provisional
    follow, marked and unranked."""
    players = Players(Store(":memory:"))
    made = {name: players.register(name) for name in ("Settled", "Lucky", "Steady")}
    figures = {"Settled": Rating(27.0, 3.0), "Lucky": Rating(40.0, 7.0),
               "Steady": Rating(24.0, 4.0)}
    for n, (name, rating) in enumerate(figures.items()):
        found = made[name]
        assert found is not None
        players.record(f"t{n}", 0, GAME, True, lambda _, p=found[0], r=rating: [
            Result(p, 0, 1, True, False, r)])
    board = leaderboard(players, GAME)
    assert [p["name"] for p in board["players"]] == ["Settled", "Steady", "Lucky"]
    lucky = board["players"][2]
    assert lucky["provisional"] and lucky["place"] is None and lucky["rating"] == 2100
    settled = sorted([*board["players"][:2], *board["bots"]], key=lambda row: row["place"])
    assert [row["rating"] for row in settled] == sorted((r["rating"] for r in settled),
                                                        reverse=True)
    assert board["players"][0] == {"name": "Settled", "rating": 1580, "plus_minus": 120,
                                   "provisional": False, "mu": 27.0, "sigma": 3.0,
                                   "matches": 1, "place": board["players"][0]["place"]}


def test_a_bot_gives_its_seat_to_the_next_person_until_play_begins(server: Server) -> None:
    keys = [become(server, name) for name in ("Aisha", "Fahad", "Mariam")]
    body = {"game": "sedma", "options": {}, "rated": False}
    first = quick(server, keys[0], body)
    host, _ = join(server, first)
    host.until("state")
    assert [s["kind"] for s in host.last["seats"]] == ["human", "bot", "bot", "bot"]
    second = quick(server, keys[1], body)
    assert (second["table"], second["seat"]) == (first["table"], 1)
    state = host.until("state")
    assert state["seats"][1]["name"] == "Fahad" and state["seats"][1]["kind"] == "human"
    assert not post(server, f"/api/open/{first['table']}/start", key=keys[0]).is_error
    wait_for(lambda: server.get(f"/api/tables/{first['table']}/record")["hands"][0]["actions"],
             "the bots never began")
    late = quick(server, keys[2], body)
    assert late["table"] != first["table"]  # play began: no seat is given any more
    playing = [t["table"] for t in server.get("/api/open")["playing"]]
    assert first["table"] in playing


def test_a_seat_given_at_one_process_is_heard_at_another(
        server: Server, tmp_path: Path) -> None:
    """Quick play gives a bot's seat through the versioned commits: a process that
    serves the table too hears of it, and the new seat's token holds the seat there."""
    if not server.db.startswith("postgres"):
        pytest.skip("one process serves a SQLite file")
    body = {**QUICK, "options": {"games": 3}, "rated": False}
    keys = [become(server, name) for name in ("Maha", "Sultan")]
    first = quick(server, keys[0], body)
    with running(server.db, tmp_path / "other.log", "--away-seconds", "0.3") as other:
        watcher = other.ws(first["table"])
        watcher.send(type="hello", token=None, seen=-1)
        assert watcher.until("welcome")["table"]["seats"][1]["kind"] == "bot"
        second = quick(server, keys[1], body)
        assert (second["table"], second["seat"]) == (first["table"], 1)
        deadline = time.monotonic() + 30
        while (watcher.last or {}).get("seats", [{}, {}])[1].get("name") != "Sultan":
            assert time.monotonic() < deadline, "the other process never heard the seat"
            watcher.quiet(0.1)
        assert watcher.last is not None and watcher.last["seats"][1]["kind"] == "human"
        client, _ = join(other, second)  # the token given at one process, at the other
        assert client.frames[-1]["seat"] == 1
        client.close()
        watcher.close()


@pytest.mark.slow  # a rated match played out by the bots
def test_leaving_a_rated_match_counts_as_lost(server: Server) -> None:
    keys = [become(server, name) for name in ("Khalid", "Latifa")]
    seated = [quick(server, key, {**QUICK, "rated": True}) for key in keys]
    assert seated[0]["table"] == seated[1]["table"]
    stays = join(server, seated[1])
    refused = post(server, f"/api/open/{seated[0]['table']}/leave", key="y" * 32)
    assert refused.status_code == 400
    left = post(server, f"/api/open/{seated[0]['table']}/leave", key=keys[0])
    assert left.status_code == 200, left.text
    play_out([stays])
    khalid = wait_for(lambda: page(server, "Khalid")["matches"], "no result for the leaver")
    assert khalid[0]["left"] and not khalid[0]["won"] and khalid[0]["rating"]["mu"] < 25


def test_no_player_key_reaches_a_frame_a_public_answer_or_the_log(server: Server) -> None:
    key = become(server, "Shamma")
    seated = quick(server, key, {"game": "badam-saat", "options": {"games": 1}})
    client, _ = join(server, seated)
    client.until("state")  # the table as the seat first sees it
    public = [httpx.get(server.url + path, timeout=10).text for path in
              ("/api/open", "/api/players/Shamma", f"/api/tables/{seated['table']}",
               "/api/leaderboard/badam-saat", f"/api/tables/{seated['table']}/record")]
    said = [str(frame) for frame in client.frames] + public + [server.log.read_text()]
    for secret in KEYS:
        assert not any(secret in text for text in said)


@pytest.mark.slow  # a rated match played out by the bots
def test_the_bots_play_out_a_rated_match_its_only_person_left(server: Server) -> None:
    """Nobody is waited for once they left: the bots finish the match, a loss for them."""
    key = become(server, "Moza")
    seated = quick(server, key, {**QUICK, "rated": True})
    client, _ = join(server, seated)
    assert not post(server, f"/api/open/{seated['table']}/leave", key=key).is_error
    client.close()  # gone too: only the bots are left
    moza = wait_for(lambda: page(server, "Moza")["matches"], "the bots never finished", 60)
    assert moza[0]["left"] and not moza[0]["won"] and moza[0]["rating"]["mu"] < 25
    record = server.get(f"/api/tables/{seated['table']}/record")
    assert record["result"]["winners"] and verify(record)["ok"]


@pytest.mark.slow  # a rated match played out by the bots
def test_a_rated_match_its_only_person_closed_is_finished_as_lost(server: Server) -> None:
    """Closing the tab at a rated table of one person and bots: once the grace runs out
    the person has left, the bots finish the match, it is rated as lost and no longer
    listed as being played.  Before, the table waited for them for ever: never rated,
    listed as played."""
    key = become(server, "Hamad")
    seated = quick(server, key, {**QUICK, "rated": True})
    client, _ = join(server, seated)
    assert not post(server, f"/api/open/{seated['table']}/start", key=key).is_error
    client.until("state")
    client.close()
    hamad = wait_for(lambda: page(server, "Hamad")["matches"], "the match was never rated", 90)
    assert hamad[0]["rated"] and hamad[0]["left"] and not hamad[0]["won"]
    assert hamad[0]["rating"]["rating"] < 1500 and hamad[0]["rating"]["provisional"]
    listed = server.get("/api/open")
    assert seated["table"] not in {t["table"] for t in listed["playing"] + listed["waiting"]}


def actions_played(server: Server, table: str) -> tuple[int, bool]:
    """How many actions the table's match has stored, and whether it is over."""
    record = server.get(f"/api/tables/{table}/record")
    over = server.get(f"/api/tables/{table}")["status"] == "over"
    return sum(len(h["actions"]) for h in record["hands"]), over


def test_an_open_tables_wait_is_known_at_every_process(server: Server, tmp_path: Path) -> None:
    """The wait for people is stored with the table: a person whose socket lands on
    another process is refused there too, until play begins."""
    if not server.db.startswith("postgres"):
        pytest.skip("one process serves a SQLite file")
    key = become(server, "Hind")
    seated = quick(server, key, {**QUICK, "options": {"games": 5}, "rated": False})
    with running(server.db, tmp_path / "other.log") as other:
        client, token = join(other, seated)
        client.send(type="act", token=token, seen=0, action="nonsense")
        refused = client.until("error")
        assert (refused["code"], refused["why"]["name"]) == ("not_your_turn", "opening")
        assert not post(other, f"/api/open/{seated['table']}/start", key=key).is_error
        client.send(type="act", token=token, seen=0, action="nonsense")
        assert client.until("error")["code"] == "illegal"  # waiting no more: the act is read
        client.close()


@pytest.mark.slow  # a cluster: a second server process on the database
def test_who_left_is_known_to_the_process_that_takes_the_table_over(
        server: Server, tmp_path: Path) -> None:
    """The only person leaves an open table's match and its process is killed: the
    process that takes the table over knows they left, and its bots play the match out
    (not waiting for them)."""
    if not server.db.startswith("postgres"):
        pytest.skip("one process serves a SQLite file")
    key = become(server, "Reem")
    body = {**QUICK, "options": {"games": 4}, "rated": False}
    with running(server.db, tmp_path / "holder.log", "--lease-seconds", "1",
                 "--bot-delay", "0.2") as holder:
        seated = quick(holder, key, body)
        table = seated["table"]
        assert not post(holder, f"/api/open/{table}/start", key=key).is_error
        assert not post(holder, f"/api/open/{table}/leave", key=key).is_error
        wait_for(lambda: actions_played(holder, table)[0] >= 2, "the bots never began")
        holder.kill()
    assert not actions_played(server, table)[1], "the match ended before the kill"
    wait_for(lambda: actions_played(server, table)[1], "the bots waited for the leaver", 90)


def listed(server: Server, table: str) -> str | None:
    """Where ``/api/open`` at ``server`` lists ``table``: waiting, playing or nowhere."""
    found = server.get("/api/open")
    return next((part for part in ("waiting", "playing")
                 if any(t["table"] == table for t in found[part])), None)


def entry(server: Server, table: str) -> dict[str, Any] | None:
    """``table`` as ``/api/open`` at ``server`` lists it, waiting or being played."""
    found = server.get("/api/open")
    return next((t for t in found["waiting"] + found["playing"] if t["table"] == table), None)


@contextmanager
def another(server: Server, tmp_path: Path) -> Iterator[Server]:
    """A second process on ``server``'s PostgreSQL database; on SQLite, which one
    process serves, ``server`` itself."""
    if not server.db.startswith("postgres"):
        yield server
        return
    with running(server.db, tmp_path / "other.log") as other:
        yield other


@pytest.mark.slow  # a cluster: a second server process on the database
def test_every_process_lists_every_open_table(server: Server, tmp_path: Path) -> None:
    """The lobby's listing is read from the database: a table opened at one process is
    listed by another that never loaded it, its seats as the table says them (who is
    connected through any process included); it is listed as played once play begins,
    and no longer once its match ends."""
    key = become(server, "Wadha")
    with another(server, tmp_path) as other:
        seated = quick(server, key, {**QUICK, "rated": True})
        table = seated["table"]

        def as_the_table_says(part: str) -> dict[str, Any] | None:
            found, said = entry(other, table), server.get(f"/api/tables/{table}")
            return found if listed(other, table) == part and found is not None and \
                found["seats"] == said["seats"] else None

        found = wait_for(lambda: as_the_table_says("waiting"), "not listed as the table is")
        assert (found["game"], found["rated"], found["watch"]) == (QUICK["game"], True,
                                                                   f"/t/{table}")
        assert found["options"] == server.get(f"/api/tables/{table}")["options"]
        assert [s["kind"] for s in found["seats"]] == ["human", "bot"]
        assert not found["seats"][0]["connected"] and found["seats"][0]["name"] == "Wadha"
        client, token = join(server, seated)
        wait_for(lambda: (as_the_table_says("waiting") or {"seats": [{}]})["seats"][0]
                 .get("connected"), "the seat's connection not listed")
        assert not post(server, f"/api/open/{table}/start", key=key).is_error
        wait_for(lambda: as_the_table_says("playing") and listed(server, table) == "playing",
                 "play began but the table is not listed as played")
        if other is not server:
            assert other.get("/api/health")["tables"] == 0  # listed, never loaded there
        play_out([(client, token)])
        wait_for(lambda: listed(server, table) is None and listed(other, table) is None,
                 "the match ended but the table is still listed")


def test_the_listing_is_one_query_led_by_an_index(tmp_path: Path) -> None:
    """No table is scanned whole to list the open ones: each is searched by a key."""
    store = Store(str(tmp_path / "plan.sqlite3"))
    Players(store)
    with store.transaction() as run:
        plan = [row[3] for row in run("EXPLAIN QUERY PLAN " + LISTING.format(now=store.now))]
    assert plan[0] == "SEARCH t USING INDEX tables_open (over=?)", plan
    assert not [step for step in plan if step.startswith("SCAN")], plan
    store.close()
