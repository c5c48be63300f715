"""Who is at a table decides whether it plays on: a table every person has left waits
for them and resumes when one comes back; a table of bots only plays on unwatched;
hints at a practice table, refused at a table of several people; every refusal carries
a code and the fields a page words it with; error pages speak the person's language.
On SQLite and PostgreSQL."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from tests.serverkit import Client, Server, a_bot_stood_in, on_both_databases, running

server = on_both_databases("presence", "--away-seconds", "0.3")


def join(server: Server, table: str, token: str | None) -> Client:
    client = server.ws(table)
    client.send(type="hello", token=token, seen=-1)
    client.until("welcome")
    client.until("state")
    return client


def actions(server: Server, table: str) -> int:
    """How many actions the table's current match has (any process may answer)."""
    record = server.get(f"/api/tables/{table}/record")
    return sum(len(hand["actions"]) for hand in record["hands"])


def until_my_turn(client: Client, timeout: float = 30) -> dict[str, object]:
    """The first state in which the client's seat has something to do."""
    deadline = time.monotonic() + timeout
    while not (client.last and client.last["legal"] and client.last["winners"] is None):
        client.until("state", max(0.1, deadline - time.monotonic()))
    return client.last


def play_a_move(seats: list[tuple[Client, str]]) -> None:
    """The seat whose turn it is plays its first legal action, and hears it played."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        for client, token in seats:
            client.quiet(0.05)  # read what has come
            state = client.last
            if state and state["legal"] and state["winners"] is None:
                client.send(type="act", token=token, seen=state["event"],
                            action=state["legal"][0]["action"])
                while client.until("state")["event"] == state["event"]:
                    pass
                return
    pytest.fail("no seat was ever to move")


def test_a_table_every_person_left_waits_and_resumes(server: Server) -> None:
    table, tokens = server.table("badam-saat", {"games": 3}, [{"kind": "human"}] * 2)
    assert tokens[0] is not None and tokens[1] is not None
    first, second = join(server, table, tokens[0]), join(server, table, tokens[1])
    for _ in range(3):  # a few moves of people and bots
        play_a_move([(first, tokens[0]), (second, tokens[1])])
    first.close()
    second.close()
    watcher = join(server, table, None)  # a spectator is not a person at the table
    while any(seat["connected"] for seat in watcher.last["seats"][:2]):
        watcher.until("state")  # until both leavings have reached the table
    left = watcher.last
    before = actions(server, table)
    a_bot_stood_in(server)  # the time after which a bot would have played here
    assert watcher.quiet(0.05) == [], "the table moved with nobody at it"
    assert actions(server, table) == before
    assert left["clock"] is None
    back = join(server, table, tokens[1])  # one comes back: play resumes, and a bot
    deadline = time.monotonic() + 30  # plays for the one still away when it is to move
    while not (back.last and back.last["seats"][0]["bot"]):
        state = until_my_turn(back) if time.monotonic() < deadline else pytest.fail(
            "no bot stood in for the absent seat")
        back.send(type="act", token=tokens[1], seen=state["event"],
                  action=state["legal"][0]["action"])
        back.until("state")
    assert actions(server, table) > before


def test_a_table_nobody_sat_down_at_waits(server: Server) -> None:
    table, _ = server.table("sabat-al-deemin", {}, [{"kind": "human"}])
    watcher = join(server, table, None)
    a_bot_stood_in(server)
    assert watcher.quiet(0.05) == [] and actions(server, table) == 0


def test_a_table_of_bots_plays_on_unwatched(server: Server) -> None:
    table, tokens = server.table("sedma", {"target": 30}, [{"kind": "bot"}] * 4)
    assert tokens == [None] * 4
    deadline = time.monotonic() + 60
    while server.get(f"/api/tables/{table}")["status"] != "over":
        assert time.monotonic() < deadline, "the bots never finished"
        time.sleep(0.2)


def test_a_hint_at_a_practice_table_goes_to_its_seat_alone(server: Server) -> None:
    table, tokens = server.table("bint-al-sbeet", {}, [{"kind": "human"}])
    assert tokens[0] is not None
    seat, watcher = join(server, table, tokens[0]), join(server, table, None)
    assert server.get(f"/api/tables/{table}")["hints"] is True
    state = until_my_turn(seat)
    seat.send(type="hint", token=tokens[0], seen=state["event"] - 1)
    assert seat.until("error")["code"] == "stale"
    seat.send(type="hint", token=tokens[0], seen=state["event"])
    hint = seat.until("hint")
    assert hint["event"] == state["event"] and hint["match"] == state["match"]
    assert hint["action"] in [entry["action"] for entry in state["legal"]]
    seat.send(type="hint", token=tokens[0], seen=state["event"])  # asked again: the same
    assert seat.until("hint")["action"] == hint["action"]
    seat.send(type="act", token=tokens[0], seen=state["event"], action=hint["action"])
    while watcher.until("state")["event"] <= state["event"]:  # the move, sent after the
        pass  # hints: a hint sent to the watcher would have come before it
    assert not [f for f in watcher.frames if f["type"] == "hint"]


def test_a_hint_is_refused_at_a_table_of_two_people(server: Server) -> None:
    table, tokens = server.table("sedma", {}, [{"kind": "human"}] * 2)
    assert tokens[0] is not None and tokens[1] is not None
    assert server.get(f"/api/tables/{table}")["hints"] is False
    first = join(server, table, tokens[0])
    first.send(type="hint", token=tokens[0], seen=first.last["event"])
    refusal = first.until("error")
    assert refusal["code"] == "no_hint" and refusal["why"]["name"] == "no_hint"


def test_refusals_carry_what_a_page_words_them_with(server: Server) -> None:
    answer = server.post("/api/describe", {"game": "badam-saat", "options": {"players": 9}})
    assert answer.status_code == 400
    assert answer.json() | {"message": ""} == {
        "error": "bad_options", "message": "", "option": "players", "value": 9, "low": 2,
        "high": 8}
    answer = server.post("/api/describe", {"game": "badam-saat", "options": {"ace": "mid"}})
    assert answer.json()["choices"] == ["low", "high"]
    answer = server.post("/api/describe", {"game": "sedma", "options": {"colour": 1}})
    assert answer.json()["option"] == "colour" and "value" not in answer.json()


@pytest.mark.parametrize(("asked", "lang"), [
    ({"cookies": {"majlis_lang": "ar"}}, "ar"),
    ({"params": {"lang": "ar"}, "cookies": {"majlis_lang": "en"}}, "ar"),
    ({"headers": {"accept-language": "fr, ar;q=0.8, en;q=0.5"}}, "ar"),
    ({"headers": {"accept-language": "en-GB, ar;q=0.9"}}, "en"),
    ({}, "en")])
def test_an_error_page_speaks_the_persons_language(server: Server, asked: dict[str, object],
                                                   lang: str) -> None:
    asked = dict(asked)
    headers = {"accept": "text/html,application/xhtml+xml", **asked.pop("headers", {})}
    page = httpx.get(server.url + "/no/such/page", headers=headers, timeout=10, **asked)
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    assert f'<html lang="{lang}"' in page.text
    assert ("لا توجد صفحة" in page.text) == (lang == "ar")
    api = httpx.get(server.url + "/api/nothing", headers=headers, timeout=10)
    assert api.status_code == 404 and api.json()["error"] == "not_found"


def test_a_waiting_table_is_still_after_a_restart(tmp_path: Path) -> None:
    db, log = str(tmp_path / "db.sqlite3"), tmp_path / "log"
    with running(db, log, "--away-seconds", "0.3") as server:
        table, tokens = server.table("sedma", {}, [{"kind": "human"}])
        until_my_turn(join(server, table, tokens[0]))
        played = actions(server, table)
    with running(db, log, "--away-seconds", "0.3") as server:
        watcher = join(server, table, None)
        a_bot_stood_in(server)
        assert watcher.quiet(0.05) == [] and actions(server, table) == played


def test_a_fault_of_the_server_gets_a_page_in_the_persons_language(tmp_path: Path) -> None:
    """An exception in a handler: a browser is answered with the error page in its
    person's language, a program with the usual refusal."""
    import asyncio

    from majlis.server.app import create_app
    from majlis.server.hub import Config

    app = create_app(Config(db=str(tmp_path / "db.sqlite3")))

    @app.get("/fault")
    async def fault() -> None:
        raise RuntimeError("a bug")

    async def ask() -> tuple[httpx.Response, httpx.Response]:
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        async with httpx.AsyncClient(transport=transport, base_url="http://test",
                                     cookies={"majlis_lang": "ar"}) as client:
            return (await client.get("/fault", headers={"accept": "text/html"}),
                    await client.get("/fault"))

    page, answer = asyncio.run(ask())
    assert page.status_code == 500 and '<html lang="ar" dir="rtl">' in page.text
    assert answer.status_code == 500 and answer.json()["error"] == "server_error"
