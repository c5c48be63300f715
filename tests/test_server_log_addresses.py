"""Clients' addresses in the log are the host's choice (issue 36: Uvicorn wrote ``IP:port``
on every WebSocket accept line): by default no line holds a client's address, neither
Uvicorn's (a socket accepted, one refused past its address's quota) nor ours (the
quota's warning); with ``majlis serve --log-addresses`` they do."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus

from tests.serverkit import running


def client_lines(log: Path, addresses: bool) -> tuple[list[str], list[dict[str, object]]]:
    """A server's log after a socket accepted and one refused past its address's quota:
    the client ports seen, and the log's lines."""
    with running(str(log.parent / "db.sqlite3"), log, "--sockets-per-client", "1",
                 *(["--log-addresses"] if addresses else [])) as server:
        table, _ = server.table("badam-saat", {"players": 3}, [{"kind": "bot"}] * 3)
        kept = server.ws(table)
        ports = [str(kept.socket.socket.getsockname()[1])]
        with pytest.raises(InvalidStatus):
            server.ws(table)
        kept.close()
    lines = [json.loads(line) for line in log.read_text().splitlines() if line]
    return ports, lines


def test_no_client_address_is_logged_by_default(tmp_path: Path) -> None:
    ports, lines = client_lines(tmp_path / "log", addresses=False)
    accepted = [line for line in lines if "[accepted]" in str(line["message"])]
    refused = [line for line in lines if line["message"] == "too many sockets"]
    assert accepted and refused, "the socket's lines are logged, without its address"
    text = json.dumps(lines)
    assert f"127.0.0.1:{ports[0]}" not in text, "a client's IP:port was logged"
    assert all("client" not in line for line in lines), "a client's address was logged"
    assert all(str(line["message"]).startswith("- ") for line in accepted)


def test_addresses_are_logged_where_the_host_chose_it(tmp_path: Path) -> None:
    ports, lines = client_lines(tmp_path / "log", addresses=True)
    assert any(f"127.0.0.1:{ports[0]}" in str(line["message"]) for line in lines)
    assert [line["client"] for line in lines if line["message"] == "too many sockets"] == \
        ["127.0.0.1"]
