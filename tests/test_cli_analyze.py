"""``majlis analyze``: the review of a record as text or JSON, for one seat or all, and
clear refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from majlis.analysis import values
from majlis.analysis.values import Depth
from majlis.cli import app
from majlis.games import make_game
from majlis.records import to_record
from majlis.simulate import random_match

runner = CliRunner()
SMALL = Depth(samples=8, playouts=32, exact_cards=6, exact_nodes=2000, batches=2,
              hindsight_playouts=4, luck_deals=4)


@pytest.fixture
def record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A random match of Sab'at Al-Deemin to seven points, analysed at a small depth."""
    monkeypatch.setitem(values.DEPTHS, "quick", SMALL)
    path = tmp_path / "match.json"
    match = random_match(make_game("sabat-al-deemin", {"target": 7}), "analyze")
    path.write_text(json.dumps(to_record(match)), encoding="utf-8")
    return path


def analyze(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["analyze", *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_json_review_holds_every_seat_hand_and_decision(record: Path) -> None:
    code, out, _ = analyze(str(record), "--json", "--seed", "3")
    assert code == 0
    doc = json.loads(out)
    assert [seat["seat"] for seat in doc["seats"]] == [0, 1, 2, 3]
    assert {"decisions", "unforced", "mean_loss", "marks"} <= set(doc["seats"][0])
    decisions = [d for hand in doc["hands"] for d in hand["decisions"]]
    assert decisions
    assert {"seat", "index", "played", "best", "loss", "mark", "values"} <= set(decisions[0])
    assert len(doc["luck"]) == 4 and any(hand["luck"] for hand in doc["hands"])
    assert sum(s["unforced"] for s in doc["seats"]) == len(decisions)
    assert analyze(str(record), "--json", "--seed", "3")[1] == out  # same record and seed


def test_one_seat_is_judged_alone_and_the_same(record: Path) -> None:
    doc = json.loads(analyze(str(record), "--json")[1])
    code, out, _ = analyze(str(record), "--json", "--seat", "2")
    assert code == 0
    mine = json.loads(out)
    assert [s["seat"] for s in mine["seats"]] == [2]
    assert [d for h in mine["hands"] for d in h["decisions"]] == [
        d for h in doc["hands"] for d in h["decisions"] if d["seat"] == 2]


def test_the_text_review_tells_each_hand_and_the_match(record: Path) -> None:
    code, out, _ = analyze(str(record))
    assert code == 0
    assert "Hand 1, dealer seat" in out and "\nMatch\n" in out
    assert "seat 0:" in out and "mean loss" in out and "luck" in out
    marked = [line.strip() for line in out.splitlines() if line.strip().startswith("action ")]
    assert marked and all(
        " played " in line and "; best " in line and line.count(" ± ") == 2
        and line.split("; loss ")[1].split(",")[1].split(";")[0].strip()
        in ("inaccuracy", "mistake", "blunder") for line in marked), marked


@pytest.mark.parametrize(("args", "code", "words"), [
    (["--depth", "deeper"], 2, "unknown depth 'deeper' (depths: quick, deep)"),
    (["--seat", "4"], 2, "seat 4 is not at the table"),
])
def test_bad_options_are_refused_clearly(record: Path, args: list[str], code: int,
                                         words: str) -> None:
    given, out, err = analyze(str(record), *args)
    assert given == code and not out
    assert words in err


def test_a_broken_record_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{}", encoding="utf-8")
    code, out, err = analyze(str(path))
    assert code == 1 and not out and "is not a valid record" in err
