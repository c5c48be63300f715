"""A shuffle anyone can check: a record's ``seed`` and ``commitment`` (the record format's
Fields). A committed record verifies only if its seed is the one committed to and every
deal (the first dealer and each shuffle) is the one majlis deals from it; the verdict of a
good record is the spec's, with or without the fields; a bad one is refused, clearly."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from majlis.cli import app
from majlis.commitment import commitment
from majlis.games import GAME_IDS, make_game
from majlis.records import keep_metadata, read_match, to_record, verify
from majlis.simulate import random_match

SEED = "b1946ac92492d2347c6235b4d2611184"
"""A seed as a table makes them (:func:`majlis.server.table.match_seed`)."""


def committed(game_id: str, seed: int | str = SEED, **options: Any) -> dict[str, Any]:
    match = random_match(make_game(game_id, options), seed)
    return json.loads(json.dumps(to_record(match, committed=True)))


def refusal(doc: dict[str, Any]) -> dict[str, Any]:
    verdict = verify(json.dumps(doc))
    assert verdict["ok"] is False, verdict
    return dict(verdict["error"])


def whole(reason: str) -> dict[str, Any]:
    """A refusal of the whole document."""
    return {"hand": None, "index": None, "seat": None, "action": None, "reason": reason}


def at_hand(hand: int, reason: str) -> dict[str, Any]:
    return {**whole(reason), "hand": hand}


def test_the_commitment_is_the_sha256_of_the_seed_text() -> None:
    assert commitment(SEED) == hashlib.sha256(SEED.encode()).hexdigest()
    assert commitment(42) == commitment("42") == hashlib.sha256(b"42").hexdigest()
    assert commitment("مجلس") == hashlib.sha256("مجلس".encode()).hexdigest()
    doc = committed("sedma")
    assert list(doc)[3:5] == ["seed", "commitment"], "written beside the seed"
    assert "commitment" not in to_record(random_match(make_game("sedma", {}), 1)), (
        "only where it was committed to")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [SEED, 7])
def test_a_committed_record_verifies_as_it_would_without_the_fields(
        game_id: str, seed: int | str) -> None:
    doc = committed(game_id, seed)
    verdict = verify(json.dumps(doc))
    assert verdict["ok"] is True and verdict["finished"] is True
    assert set(verdict) == {"ok", "finished", "hands", "totals", "winners"}, "the spec's keys"
    bare = {key: value for key, value in doc.items() if key not in ("seed", "commitment")}
    assert verify(json.dumps(bare)) == verdict


def test_every_hand_counts_a_redealt_one_too() -> None:
    doc = committed("sabat-al-deemin", "void 0")
    voids = [n for n, hand in enumerate(doc["hands"]) if hand["result"].get("void")]
    assert voids and voids[-1] < len(doc["hands"]) - 1, "a redeal before the last hand"
    assert verify(json.dumps(doc))["ok"] is True


def test_a_commitment_without_its_seed_is_refused() -> None:
    doc = committed("badam-saat")
    del doc["seed"]
    assert refusal(doc) == whole("a record with a commitment must give its seed")


def test_a_seed_that_does_not_match_the_commitment_is_refused() -> None:
    doc = committed("bint-al-sbeet")
    doc["seed"] = SEED[:-1] + "0"
    assert refusal(doc) == whole("the seed does not match the commitment")
    doc["seed"] = int("7")
    doc["commitment"] = commitment("8")
    assert refusal(doc) == whole("the seed does not match the commitment")


@pytest.mark.parametrize("given", [commitment(SEED).upper(), commitment(SEED)[:63], 7, None,
                                   [commitment(SEED)], " " + commitment(SEED)])
def test_a_malformed_commitment_is_refused(given: Any) -> None:
    doc = committed("sedma")
    doc["commitment"] = given
    assert refusal(doc) == whole(
        "commitment must be the SHA-256 of the seed in 64 lowercase hex digits")


@pytest.mark.parametrize("seed", [1.5, True, None, [SEED], {"seed": SEED}])
def test_a_committed_seed_is_a_string_or_a_whole_number(seed: Any) -> None:
    doc = committed("sedma")
    doc["seed"] = seed
    assert refusal(doc) == whole("seed must be a string or a whole number")


def test_a_record_of_another_seed_is_refused_at_its_first_hand() -> None:
    doc = committed("badam-saat", "another")
    doc["seed"], doc["commitment"] = SEED, commitment(SEED)
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (0, None)
    assert error["reason"].startswith(("the seed makes seat", "the deal is not the one"))


def test_a_first_dealer_the_seed_did_not_draw_is_refused() -> None:
    doc = committed("badam-saat", games=2)
    first = doc["hands"][0]["dealer"]
    doc["hands"][0]["dealer"] = (first + 1) % 4
    assert refusal(doc) == at_hand(
        0, f"the seed makes seat {first} the first dealer, not seat {(first + 1) % 4}")


def test_an_arranged_deal_is_refused_at_its_hand_before_any_action() -> None:
    doc = committed("sedma")
    hands = doc["hands"][2]["deal"]["hands"]
    hands[1][0], hands[3][0] = hands[3][0], hands[1][0]  # still a proper deal
    assert refusal(doc) == at_hand(
        2, "the deal is not the one the seed deals: seat 1's hand differs")
    del doc["commitment"]  # without one, the seed is metadata: the deal may be any
    assert refusal(doc)["index"] is not None, "refused only where the play breaks a rule"


def test_an_arranged_stock_is_refused() -> None:
    doc = committed("asymmetric-badam-saat")
    stock = doc["hands"][1]["deal"]["stock"]
    assert len(stock) > 1
    stock.reverse()
    assert refusal(doc) == at_hand(1, "the deal is not the one the seed deals: the stock differs")


def test_without_a_commitment_the_seed_is_metadata() -> None:
    doc = committed("sedma")
    del doc["commitment"]
    doc["seed"] = "anything at all"
    assert verify(json.dumps(doc))["ok"] is True


def test_a_resumed_record_keeps_its_commitment_and_still_verifies() -> None:
    doc = committed("sedma")
    del doc["hands"][1:], doc["hands"][0]["actions"][3:], doc["hands"][0]["result"], doc["result"]
    match = read_match(doc)
    match.resume()
    while match.winners is None:
        match.act(match.legal_actions()[0])
    again = keep_metadata(to_record(match), doc)
    assert again["commitment"] == doc["commitment"] and len(again["hands"]) > 1
    assert verify(json.dumps(again))["ok"] is True


def test_majlis_verify_prints_the_verdict_and_exits_by_it(tmp_path: Path) -> None:
    runner = CliRunner()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(committed("sedma")))
    done = runner.invoke(app, ["verify", str(good)])
    assert done.exit_code == 0 and json.loads(done.stdout) == verify(good.read_text())
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**committed("sedma"), "seed": "arranged"}))
    done = runner.invoke(app, ["verify", str(bad)])
    assert done.exit_code == 1
    assert done.stdout == json.dumps(
        {"ok": False, "error": whole("the seed does not match the commitment")}) + "\n"
