"""A database outage told to every socket (issue 27), on a throwaway PostgreSQL cluster:
two people and a spectator at a table, a move acknowledged; the database stops, and
every socket (the spectator's, the seat that is not to move, the seat to move that does
not act) is told at once that the server cannot reach its database, the same frame for
each; it starts again, every socket is told it is back, the move made before is still
there, and play goes on."""

from __future__ import annotations

from pathlib import Path

from tests.serverkit import Client, Server, restart_postgres, running, wait_for

PEOPLE = [{"kind": "human", "name": "Noura"}, {"kind": "human", "name": "Salem"},
          {"kind": "bot", "level": "rules"}]


def told(client: Client, reachable: bool) -> bool:
    """Whether ``client`` has been told that the database is (or is not) reachable."""
    client.quiet(0.05)
    return {"type": "database", "reachable": reachable} in client.frames


def to_move(seats: list[tuple[Client, str]]) -> tuple[Client, str] | None:
    """The seat whose turn it is, as the frames that have come say."""
    for client, _ in seats:
        client.quiet(0.05)
    return next(((c, t) for c, t in seats if c.last and c.last["legal"]), None)


def play_one(seats: list[tuple[Client, str]], watcher: Client) -> int:
    """The seat to move plays its first legal action; its event, once acknowledged."""
    client, token = wait_for(lambda: to_move(seats), "no person's turn came")
    assert client.last is not None
    seen = client.last["event"]
    client.send(type="act", token=token, seen=seen, action=client.last["legal"][0]["action"])
    wait_for(lambda: watcher.quiet(0.05) is not None and watcher.last is not None and
             watcher.last["event"] > seen, "the move was never acknowledged")
    return int(seen)


def actions(server: Server, table: str) -> list[list[object]]:
    record = server.get(f"/api/tables/{table}/record")
    return [action for hand in record["hands"] for action in hand["actions"]]


def joined(server: Server, table: str, token: str | None) -> Client:
    client = server.ws(table)
    client.send(type="hello", token=token, seen=-1)
    client.until("welcome")
    return client


def test_every_socket_is_told_when_the_database_goes_and_when_it_is_back(
        postgres: str, tmp_path: Path) -> None:
    with running(postgres, tmp_path / "log") as server:
        table, tokens = server.table("badam-saat", {"players": 3}, PEOPLE)
        seats = [(joined(server, table, token), str(token)) for token in tokens[:2]]
        watcher = joined(server, table, None)
        sockets = [watcher, *(client for client, _ in seats)]
        play_one(seats, watcher)
        wait_for(lambda: to_move(seats), "the table never came to a person's turn")
        before = actions(server, table)
        assert before

        restart_postgres(postgres, lambda: all(told(c, False) for c in sockets))

        wait_for(lambda: all(told(c, True) for c in sockets), "not every socket was told", 60)
        assert not [f for c in sockets for f in c.frames if f["type"] == "error"], \
            "told without acting: nobody was refused"
        play_one(seats, watcher)
        after = actions(server, table)
        assert after[:len(before)] == before and len(after) > len(before), "a move was lost"
