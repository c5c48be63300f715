"""Puzzles over HTTP, on SQLite and PostgreSQL: a puzzle is put without its answer or
where it comes from, the daily one stays the day's, next and previous go round, an
attempt answers right or wrong with the analysis's words, and a player's first attempt
moves their puzzle rating and the puzzle's (a second one moves nothing)."""

from __future__ import annotations

from typing import Any

import httpx

from majlis.puzzles.library import QUESTION_FIELDS, shipped
from tests.serverkit import Server, on_both_databases

server = on_both_databases("puzzles")


def attempt(server: Server, puzzle: dict[str, Any], action: str,
            key: str | None = None) -> httpx.Response:
    headers = {} if key is None else {"x-majlis-player": key}
    return httpx.post(f"{server.url}/api/puzzles/{puzzle['id']}/attempt",
                      json={"action": action}, headers=headers, timeout=10)


def test_a_puzzle_is_put_without_its_answer_and_steps_round_its_game(server: Server) -> None:
    game = shipped().games[0]
    listed = server.get(f"/api/puzzles?game={game}")
    assert listed["games"] == shipped().games
    assert listed["puzzles"] == [p["id"] for p in shipped().of(game)]
    put = server.get(f"/api/puzzles/{listed['puzzles'][0]}?game={game}")
    assert set(put["puzzle"]) == set(QUESTION_FIELDS)
    assert put["puzzle"]["board"]["hand"] and put["puzzle"]["legal"]
    assert put["next"] == listed["puzzles"][1] and put["previous"] == listed["puzzles"][-1]
    assert server.get("/api/puzzles/daily") == server.get("/api/puzzles/daily")
    assert server.get(f"/api/puzzles/daily?game={game}")["puzzle"]["game"] == game
    other = next(p for p in shipped().puzzles if p["game"] != game)
    elsewhere = server.get(f"/api/puzzles/{other['id']}?game={game}")
    assert elsewhere["next"] in [p["id"] for p in shipped().of(other["game"])]
    assert httpx.get(f"{server.url}/api/puzzles/nope").json()["error"] == "not_found"
    assert httpx.get(f"{server.url}/api/puzzles?game=chess").json()["error"] == "not_found"
    page = httpx.get(f"{server.url}/puzzles/{listed['puzzles'][0]}")
    assert page.status_code == 200 and "<html" in page.text.lower()


def test_an_attempt_is_answered_and_a_players_first_one_is_rated(server: Server) -> None:
    puzzle = shipped().puzzles[0]
    wrong = next(a["action"] for a in puzzle["legal"] if a["action"] != puzzle["answer"])
    failed = attempt(server, puzzle, wrong).json()
    assert failed["solved"] is False and failed["rating"] is None
    assert failed["answer"] == puzzle["answer"] and failed["why"] == puzzle["why"]
    refused = attempt(server, puzzle, "not a move")
    assert refused.status_code == 400 and refused.json()["error"] == "malformed"
    assert attempt(server, puzzle, wrong, "x" * 32).json()["error"] == "bad_player"

    key = httpx.post(f"{server.url}/api/players", json={"name": "Hessa"}).json()["key"]
    solved = attempt(server, puzzle, puzzle["answer"], key).json()
    assert solved["solved"] is True and solved["rating"]["first"] is True
    assert solved["rating"]["after"]["mu"] > solved["rating"]["before"]["mu"]
    assert solved["puzzle_rating"]["mu"] < 25
    again = attempt(server, puzzle, wrong, key).json()
    assert again["solved"] is False and again["rating"]["first"] is False
    assert again["rating"]["after"] == again["rating"]["before"] == solved["rating"]["after"]
    mine = httpx.get(f"{server.url}/api/puzzles/ratings", headers={"x-majlis-player": key})
    assert mine.json()["ratings"] == {puzzle["game"]: solved["rating"]["after"]}
    assert server.get(f"/api/puzzles/{puzzle['id']}")["rating"] == solved["puzzle_rating"]

    other = httpx.post(f"{server.url}/api/players", json={"name": "Fahad"}).json()["key"]
    lost = attempt(server, puzzle, wrong, other).json()
    assert lost["rating"]["after"]["mu"] < lost["rating"]["before"]["mu"]
    assert lost["puzzle_rating"]["mu"] > solved["puzzle_rating"]["mu"]
