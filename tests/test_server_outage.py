"""A database outage told to every socket (issue 27), on a throwaway PostgreSQL cluster:
two people and a spectator at a table, a move acknowledged; the database stops, and
every socket (the spectator's, the seat that is not to move, the seat to move that does
not act) is told at once that the server cannot reach its database, the same frame for
each; it starts again, every socket is told it is back, the move made before is still
there, and play goes on."""

from __future__ import annotations

import signal
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


def moved(server: Server, table: str, seats: list[tuple[Client, str]], count: int) -> bool:
    """The seat to move (as its frames say) tries its first legal action; whether the
    table now holds more than ``count`` actions (an act refused as stale is tried again
    at the next call, from the newer frame)."""
    found = to_move(seats)
    if found is not None:
        client, token = found
        assert client.last is not None
        client.send(type="act", token=token, seen=client.last["event"],
                    action=client.last["legal"][0]["action"])
        client.quiet(0.3)
    return len(actions(server, table)) > count


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
        wait_for(lambda: moved(server, table, seats, 0), "no move was made")
        wait_for(lambda: to_move(seats), "the table never came to a person's turn")
        before = actions(server, table)
        marks = [len(c.frames) for c in sockets]

        restart_postgres(postgres, lambda: all(told(c, False) for c in sockets))

        wait_for(lambda: all(told(c, True) for c in sockets), "not every socket was told", 60)
        assert not [f for c, mark in zip(sockets, marks, strict=True) for f in c.frames[mark:]
                    if f["type"] == "error"], "told without acting: nobody was refused"
        wait_for(lambda: moved(server, table, seats, len(before)), "play never went on")
        assert actions(server, table)[:len(before)] == before, "a move was lost"


def test_a_process_taken_for_gone_says_again_who_is_connected_through_it(
        postgres: str, tmp_path: Path) -> None:
    """A process not heard from within its lease (frozen here; the database away does
    the same to every process) has the connections through it swept by another; once it
    renews, it says them again, so that the table's holder does not take the person
    there for gone (and stop the bots, waiting for them)."""
    lease = ("--lease-seconds", "1")
    with running(postgres, tmp_path / "holder.log", *lease) as holder, \
            running(postgres, tmp_path / "other.log", *lease) as other:
        table, tokens = holder.table("badam-saat", {"players": 3},
                                     [PEOPLE[0], PEOPLE[2], PEOPLE[2]])
        client = joined(other, table, tokens[0])

        def connected() -> bool:
            return bool(holder.get(f"/api/tables/{table}")["seats"][0]["connected"])

        wait_for(connected, "the holder never heard of the person's connection")
        assert other.process is not None
        other.process.send_signal(signal.SIGSTOP)
        try:
            wait_for(lambda: not connected(), "the frozen process was never taken for gone")
        finally:
            other.process.send_signal(signal.SIGCONT)
        wait_for(connected, "the connection through the woken process was never said again")
        client.close()
