"""``majlis puzzles build`` and ``majlis puzzles mine``: the same puzzles whatever the
number of processes, a build stopped once it has enough keeping the first matches' own,
at most the asked number of a hand, and a finished record mined into a puzzle file."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from typer.testing import CliRunner

from majlis.cli import app
from majlis.games import make_game
from majlis.puzzles.build import Plan, bots_match, build, few_per_hand
from majlis.puzzles.puzzle import read_set
from majlis.records import to_record

runner = CliRunner()
GAME = "asymmetric-badam-saat"
"""A game of two whose hands are quick to review."""


def test_a_build_is_the_same_on_any_number_of_processes(tmp_path: Path) -> None:
    result = runner.invoke(app, ["puzzles", "build", "--game", GAME, "--matches", "2",
                                 "--workers", "2", "--per-hand", "1", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    written = read_set(tmp_path / f"{GAME}.json")
    assert written["built"] == {"bots": ["rules"], "seed": 0, "matches": 2, "per_hand": 1}
    alone, count = build(Plan(GAME, {}, ("rules",), 0, 2, per_hand=1), workers=1)
    assert count == 2 and alone == written["puzzles"] and alone
    assert max(Counter((p["source"]["seed"], p["source"]["hand"]) for p in alone).values()) == 1
    first, count = build(Plan(GAME, {}, ("rules",), 0, 2, per_hand=1), workers=2, enough=1)
    assert first == alone[:1]


def test_few_puzzles_are_kept_of_a_hand_the_same_every_time() -> None:
    found = [{"id": name, "source": {"hand": hand}}
             for name, hand in (("d", 0), ("a", 0), ("c", 0), ("b", 1))]
    assert [p["id"] for p in few_per_hand(found, 2)] == ["a", "c", "b"]
    assert [p["id"] for p in few_per_hand(found, 1)] == ["a", "b"]


def test_a_finished_record_is_mined(tmp_path: Path) -> None:
    match = bots_match(make_game(GAME, {"games": 2}), "a record", ("rules", "rules"))
    record = tmp_path / "match.json"
    record.write_text(json.dumps(to_record(match)), encoding="utf-8")
    result = runner.invoke(app, ["puzzles", "mine", str(record), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    puzzles = read_set(tmp_path / "out" / f"{GAME}.json")["puzzles"]
    assert puzzles and {p["source"]["kind"] for p in puzzles} == {"record"}
    assert {p["source"]["seed"] for p in puzzles} == {"match.json"}
    unfinished = tmp_path / "unfinished.json"
    doc = to_record(match)
    doc["hands"] = doc["hands"][:1]
    unfinished.write_text(json.dumps(doc), encoding="utf-8")
    refused = runner.invoke(app, ["puzzles", "mine", str(unfinished), "--out", str(tmp_path)])
    assert refused.exit_code != 0
