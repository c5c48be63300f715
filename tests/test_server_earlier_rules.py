"""A table stored by a server of an earlier version of the rules: its actions no longer
replay, so the server closes it with a word the page shows, and serves the others."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import httpx

from majlis.commitment import match_seed
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import may_demand_redeal
from majlis.match import Match
from tests.serverkit import running

HUMANS = [{"kind": "human"}] * 4


def old_form_actions(secret: str) -> list[tuple[int, str]]:
    """The start of the table's first hand as the earlier rules stored it: only the
    seats with three Kings or three Aces asked about a redeal (they kept the deal), and
    then the seat after the dealer doubled."""
    hand = Match(SabatAlDeemin(), match_seed(secret, 0)).hands[0]
    order = [(hand.dealer + 1 + k) % 4 for k in range(4)]
    holders = [seat for seat in order if may_demand_redeal(hand.deal.hands[seat])]
    return [(seat, "pass") for seat in holders] + [(order[0], "double")]


def test_a_table_begun_under_earlier_rules_is_closed_with_a_word(tmp_path: Path) -> None:
    db, log = str(tmp_path / "db.sqlite3"), tmp_path / "log"
    with running(db, log) as server:
        old, tokens = server.table("sabat-al-deemin", {}, HUMANS)
        sound, sound_tokens = server.table("sabat-al-deemin", {}, HUMANS)
    with sqlite3.connect(db) as conn:
        (secret,) = conn.execute("SELECT seed FROM tables WHERE id = ?", (old,)).fetchone()
        conn.executemany("INSERT INTO actions VALUES (?, 0, ?, ?, ?)",
                         [(old, n, seat, action)
                          for n, (seat, action) in enumerate(old_form_actions(secret))])
    with running(db, log) as server:  # it starts, adopts the tables, and closes the old one
        client = server.ws(old)
        client.send(type="hello", token=tokens[0], seen=-1)
        error = client.until("error")
        assert error["code"] == "not_found" and error["why"]["name"] == "earlier_rules"
        assert "earlier version of the rules" in error["message"]
        answer = httpx.get(f"{server.url}/api/tables/{old}", timeout=10)
        assert answer.status_code == 404
        assert "began under an earlier version of the rules" in answer.json()["message"]
        client = server.ws(sound)
        client.send(type="hello", token=sound_tokens[0], seen=-1)
        assert client.until("state")["board"]["asked"] is not None  # the redeal question
    with sqlite3.connect(db) as conn:
        over = dict(conn.execute("SELECT id, over FROM tables").fetchall())
    assert over == {old: 1, sound: 0}  # closed: no server adopts it again
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    closed = [line for line in lines if line["message"] == "table closed: earlier rules"]
    assert closed and all(line["table"] == old for line in closed)
    assert not any("Traceback" in line.get("error", "") for line in lines)
