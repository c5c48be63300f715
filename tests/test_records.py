"""Records: what simulate writes verifies; what breaks a rule is refused at the right place."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from majlis.games import GAME_IDS, make_game
from majlis.records import RecordError, read_match, to_record, verify
from majlis.simulate import random_match


def record_of(game_id: str, seed: int = 1, **options: Any) -> dict[str, Any]:
    return json.loads(json.dumps(to_record(random_match(make_game(game_id, options), seed))))


def refusal(doc: Any) -> dict[str, Any]:
    verdict = verify(doc if isinstance(doc, str) else json.dumps(doc))
    assert verdict["ok"] is False, verdict
    assert set(verdict["error"]) == {"hand", "index", "seat", "action", "reason"}
    assert verdict["error"]["reason"]
    return dict(verdict["error"])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_simulated_record_verifies_with_its_scores(game_id: str) -> None:
    doc = record_of(game_id)
    verdict = verify(json.dumps(doc))
    assert verdict["ok"] and verdict["finished"]
    assert verdict["totals"] == doc["result"]["totals"]
    assert verdict["winners"] == doc["result"]["winners"]
    assert [h["scores"] for h in verdict["hands"]] == [h["result"]["scores"] for h in doc["hands"]]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_action_out_of_turn_is_refused_at_its_place(game_id: str) -> None:
    doc = record_of(game_id)
    hand = next(h for h in range(len(doc["hands"])) if len(doc["hands"][h]["actions"]) > 3)
    seat, action = doc["hands"][hand]["actions"][3]
    seats = make_game(game_id, doc["options"]).seats
    doc["hands"][hand]["actions"][3] = [(seat + 1) % seats, action]
    error = refusal(doc)
    assert (error["hand"], error["index"], error["seat"]) == (hand, 3, (seat + 1) % seats)
    assert "turn" in error["reason"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_card_the_seat_does_not_hold_is_refused(game_id: str) -> None:
    doc = record_of(game_id, seed=2)
    game = make_game(game_id, doc["options"])
    hand = doc["hands"][0]
    for index, (seat, text) in enumerate(hand["actions"]):
        if text not in game.SPECIALS.values():
            others = [i for s, items in enumerate(hand["deal"]["hands"]) if s != seat
                      for i in items]
            hand["actions"][index] = [seat, others[-1]]
            error = refusal(doc)
            assert (error["hand"], error["index"], error["action"]) == (0, index, others[-1])
            return
    pytest.fail("no play found")


def test_a_pass_while_holding_a_playable_card_is_refused() -> None:
    doc = record_of("badam-saat")
    actions = doc["hands"][0]["actions"]
    index = next(i for i, (_, a) in enumerate(actions) if i > 0 and a != "pass")
    actions[index][1] = "pass"
    error = refusal(doc)
    assert (error["hand"], error["index"], error["action"]) == (0, index, "pass")
    assert "can play" in error["reason"]


def test_a_wrong_hand_result_is_refused_at_that_hand() -> None:
    doc = record_of("sedma")
    doc["hands"][1]["result"]["scores"][0] += 1
    assert refusal(doc) == {**refusal(doc), "hand": 1, "index": None}


def test_a_wrong_match_result_is_refused_for_the_whole_document() -> None:
    doc = record_of("sabat-al-deemin")
    doc["result"]["winners"] = [0, 1]
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (None, None)
    assert "match result" in error["reason"]


def test_the_winners_may_be_listed_in_any_order_but_each_once() -> None:
    doc = record_of("sabat-al-deemin")
    winners = doc["result"]["winners"]
    assert len(winners) == 2
    doc["result"]["winners"] = winners[::-1]
    assert verify(json.dumps(doc))["winners"] == winners
    doc["result"]["winners"] = winners + winners[:1]
    assert "match result" in refusal(doc)["reason"]


def test_a_wrong_dealer_is_refused() -> None:
    doc = record_of("badam-saat")
    doc["hands"][2]["dealer"] = (doc["hands"][2]["dealer"] + 1) % 4
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (2, None) and "dealer" in error["reason"]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda d: d["hands"][0]["deal"]["hands"][0].pop(), "missing"),
        (lambda d: d["hands"][0]["deal"]["hands"][0].append(d["hands"][0]["deal"]["hands"][1][0]),
         "twice"),
        (lambda d: d["hands"][0]["deal"]["hands"][0].__setitem__(0, "ZZ"), "not a card"),
        (lambda d: d["hands"][0]["deal"].__setitem__("extra", []), "unknown key"),
        (lambda d: d["hands"][0]["deal"]["hands"].pop(), "hands"),
    ],
)
def test_bad_deals_are_refused_before_any_action(damage: Any, words: str) -> None:
    doc = record_of("badam-saat")
    damage(doc)
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (0, None)
    assert words in error["reason"]


def test_a_hand_after_the_match_is_over_is_refused() -> None:
    doc = record_of("badam-saat", games=1)
    doc["hands"].append(copy.deepcopy(doc["hands"][0]))
    del doc["result"]
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (1, None) and "over" in error["reason"]


@pytest.mark.parametrize(
    "text",
    ["", "not json", "[]", "{}", '{"format": "majlis-record/1"}',
     '{"format": "majlis-record/1", "game": "chess", "hands": []}',
     '{"format": "majlis-record/1", "game": "sedma", "options": {"target": "x"}, "hands": []}',
     '{"format": "majlis-record/1", "game": "sedma", "options": {"speed": 1}, "hands": []}',
     '{"format": "majlis-record/2", "game": "sedma", "hands": []}',
     '{"format": "majlis-record/1", "game": "sedma", "hands": {}}'],
)
def test_malformed_documents_are_refused_as_a_whole(text: str) -> None:
    error = refusal(text)
    assert error["hand"] is None and error["index"] is None


@pytest.mark.parametrize(
    "junk", [None, 3, "x", [], {}, {"dealer": 0}, {"dealer": "0", "actions": []}])
def test_malformed_hands_never_raise(junk: Any) -> None:
    doc = record_of("sedma")
    doc["hands"][0] = junk
    assert refusal(doc)["hand"] == 0


@pytest.mark.parametrize(
    "junk", [None, 3, ["x"], [0], [0, 1], ["0", "pass"], [0, "9Z"], [9, "pass"]])
def test_malformed_actions_never_raise(junk: Any) -> None:
    doc = record_of("bint-al-sbeet")
    doc["hands"][0]["actions"][5] = junk
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (0, 5)
    said = str(RecordError(**error))  # as the command line says it
    assert said.startswith("hand 0, action 5") and "None" not in said, said


def test_unfinished_match_verifies_with_points_so_far() -> None:
    doc = record_of("sedma")
    last = doc["hands"][1]
    del last["actions"][6:], last["result"], doc["hands"][2:], doc["result"]
    verdict = verify(json.dumps(doc))
    assert verdict["ok"] and not verdict["finished"] and verdict["winners"] == []
    assert verdict["hands"][1].get("unfinished") is True
    assert verdict["totals"] == [a + b for a, b in zip(verdict["hands"][0]["scores"],
                                                       verdict["hands"][1]["scores"], strict=True)]


def test_unknown_keys_in_document_and_hand_are_metadata() -> None:
    doc = record_of("badam-saat")
    doc["table_name"] = "Friday"
    doc["hands"][0]["note"] = "hot"
    assert verify(json.dumps(doc))["ok"]


def test_ten_may_be_written_10_and_symbols_are_accepted() -> None:
    doc = record_of("badam-saat")
    doc["hands"][0]["deal"]["hands"] = [[c.replace("T", "10").replace("H", "♥") for c in h]
                                        for h in doc["hands"][0]["deal"]["hands"]]
    assert verify(json.dumps(doc))["ok"]


def test_a_bint_record_of_the_old_holders_only_reveals_is_refused_where_it_departs() -> None:
    # Dealer 3: seat 0 holds QS and seat 2 holds TD.  The old engine asked only the
    # holders (seat 0 about QS, then seat 2 about TD); now seat 0 is asked about QS and
    # then about TD, so the second entry is out of turn.
    hands = ["2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC QS", "2D 3D 4D 5D 6D 7D 8D 9D AC JD QD KD AD",
             "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH TD", "2S 3S 4S 5S 6S 7S 8S 9S TS JS AH KS AS"]
    old = [[0, "pass"], [2, "pass"], [0, "pass"], [1, "pass"], [2, "pass"], [3, "pass"]]
    doc = {"format": "majlis-record/1", "game": "bint-al-sbeet", "options": {"pass_count": 0},
           "hands": [{"dealer": 3, "deal": {"hands": [h.split() for h in hands]},
                      "actions": old}]}
    error = refusal(doc)
    assert (error["hand"], error["index"], error["seat"], error["action"]) == (0, 1, 2, "pass")
    assert "turn" in error["reason"]
    # The same hand in the new form: all eight questions, then minus.
    doc["hands"][0]["actions"] = [[s, "pass"] for s in (0, 0, 1, 1, 2, 2, 3, 3, 0, 1, 2, 3)]
    assert verify(json.dumps(doc))["ok"] is True


# Dealer 3: seat 1 holds three Kings, seat 2 three Aces (the others neither).
SABAT_HANDS = ["7C 8C 9C TC 7D 8D 9D TD", "KC KD KH 7H 8H 9H TH JH",
               "AC AD AH QC QD QH JC JD", "7S 8S 9S TS JS QS KS AS"]
EARLIER = "the hand is written in the earlier redeal form, which asked only the seats holding"


def sabat_record(actions: list[list[Any]]) -> dict[str, Any]:
    return {"format": "majlis-record/1", "game": "sabat-al-deemin", "options": {},
            "hands": [{"dealer": 3, "deal": {"hands": [h.split() for h in SABAT_HANDS]},
                       "actions": actions}]}


@pytest.mark.parametrize(("old", "index"), [
    # The holders (seats 1, 2) kept the deal, then the bidding, and seat 0 led 7D: now
    # seat 0 is asked first.
    ([[1, "pass"], [2, "pass"], [0, "pass"], [1, "double"], [2, "pass"], [0, "pass"],
      [0, "7D"]], 0),
    # Seat 2 demanded a redeal, the only seat asked after seat 1.
    ([[1, "pass"], [2, "redeal"]], 0),
])
def test_a_sabat_record_of_the_old_holders_only_redeal_is_refused_as_such(
        old: list[list[Any]], index: int) -> None:
    error = refusal(sabat_record(old))
    assert (error["hand"], error["index"]) == (0, index)
    assert error["reason"].startswith(EARLIER), error


def test_a_sabat_record_with_no_holder_of_the_old_form_departs_at_its_bidding() -> None:
    # Seat 1 and seat 2 hold neither now: the old form went straight to the bidding.
    hands = ["7C 8C 9C TC 7D 8D 9D TD", "KC KD AH 7H 8H 9H TH JH",
             "AC AD KH QC QD QH JC JD", "7S 8S 9S TS JS QS KS AS"]
    doc = sabat_record([[0, "pass"], [1, "double"], [2, "pass"], [0, "pass"], [0, "7D"]])
    doc["hands"][0]["deal"]["hands"] = [h.split() for h in hands]
    error = refusal(doc)
    assert (error["index"], error["seat"], error["action"]) == (1, 1, "double")
    assert error["reason"].startswith(EARLIER)
    # All four passed the old doubling: the play's first card is where it departs.
    doc["hands"][0]["actions"] = [[s, "pass"] for s in (0, 1, 2, 3)] + [[0, "7D"]]
    error = refusal(doc)
    assert (error["index"], error["action"]) == (4, "7D")
    assert error["reason"].startswith(EARLIER)


def test_a_sabat_record_that_is_wrong_in_both_forms_gets_the_plain_reason() -> None:
    error = refusal(sabat_record([[0, "pass"], [1, "treble"]]))
    assert error["index"] == 1 and error["reason"] == "First demand a redeal or pass."
    error = refusal(sabat_record([[0, "pass"], [3, "pass"]]))
    assert error["reason"] == "it is seat 1's turn, not seat 3's"


def test_the_same_sabat_hand_in_the_new_form_verifies() -> None:
    new = [[0, "pass"], [1, "pass"], [2, "pass"], [3, "pass"],
           [0, "pass"], [1, "double"], [2, "pass"], [0, "pass"], [0, "7D"]]
    assert verify(json.dumps(sabat_record(new)))["ok"] is True
    void = sabat_record([[0, "pass"], [1, "pass"], [2, "redeal"]])
    assert verify(json.dumps(void))["hands"] == [{"scores": [0, 0, 0, 0], "void": True}]


def fault_of(doc: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as caught:
        read_match(doc)
    return caught.value


def test_an_actions_fault_carries_its_why_as_data_for_an_edge_to_word() -> None:
    """Whose turn it was, or the game's refusal as a fact (its key and fields, the item as
    a record writes it), so that the record viewer names the seats and the card in its
    own language rather than showing "seat 2" and "KC" in English."""
    doc = record_of("bint-al-sbeet", seed=2)
    seat, action = doc["hands"][0]["actions"][3]
    wrong = copy.deepcopy(doc)
    wrong["hands"][0]["actions"][3] = [(seat + 1) % 4, action]
    assert fault_of(wrong).why == {"name": "turn", "seat": seat}
    others = [i for s, items in enumerate(doc["hands"][0]["deal"]["hands"]) if s != seat
              for i in items]
    doc["hands"][0]["actions"][3] = [seat, others[-1]]
    fault = fault_of(doc)
    assert fault.why is not None and fault.why["name"] == "not_held"
    assert fault.why["item"] == others[-1] and fault.why["seat"] == seat
    assert set(fault.json()) == {"hand", "index", "seat", "action", "reason"}
