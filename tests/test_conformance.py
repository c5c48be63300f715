"""The conformance suite: every game, every option set, many seeded random matches.

At every step: nothing is mutated, legal actions are sorted and non-empty while
the hand is live, illegal actions are refused without a change, cards or tiles
are conserved, and no seat's view changes when the cards hidden from it are
shuffled among the other seats.  Every hand ends, and every written record
verifies to the same scores.  What a view proves a seat cannot hold is never in
that seat's hand.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from majlis.bitset import bits
from majlis.bots.rules import RulesBot
from majlis.games import GAME_IDS, game_class, make_game
from majlis.match import Match
from majlis.protocol import Game, IllegalAction
from majlis.records import to_record, verify
from majlis.rng import shuffled, stream

OPTION_SETS: list[tuple[str, dict[str, Any]]] = [
    # Each option is off its default in one set at least: the sets are played here, by the
    # core's differential tests and by the golden walks (tests/test_golden.py).
    ("sabat-al-deemin", {}),
    ("sabat-al-deemin", {"redeal_on_three": False, "target": 150}),
    ("sabat-al-deemin", {"strict_warning": True, "target": 300}),
    ("bint-al-sbeet", {}),
    ("bint-al-sbeet", {"pass_count": 4, "pass_cycle": ["right", "left", "none"]}),
    ("bint-al-sbeet", {"minus_condition": "no_penalty_card", "target": 60}),
    ("bint-al-sbeet", {"pass_count": 0, "target": 40}),
    *[("badam-saat", {"players": n, "games": 2}) for n in range(2, 9)],
    ("badam-saat", {"ace": "high", "games": 3}),
    ("asymmetric-badam-saat", {}),
    ("asymmetric-badam-saat", {"ace": "high", "games": 3}),
    ("sedma", {}),
    ("sedma", {"forced_play": False, "target": 25}),
    ("sedma", {"finish_hand": True, "target": 30}),
]
IDS = [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for g, o in OPTION_SETS]
SEEDS = 30
"""Matches per option set (each match is many hands, every step checked)."""

HIDDEN_FIELDS = {"asymmetric-badam-saat": ("hands", "stock")}
"""State fields whose contents some seats may not see (default: the hands)."""
KNOWN_FIELDS = ("passed", "received")
"""View fields naming cards a seat knows to be in another hand (Bint Al-Sbeet's passing)."""


def places(game_id: str, state: Any) -> list[int]:
    """Masks of where every card or tile of a hand is now, game by game."""
    if game_id == "bint-al-sbeet":
        return [*state.hands, *state.taken, sum(1 << c for c in state.trick)]
    if game_id == "sedma":
        return [*state.hands, sum(1 << t for t in state.train)]
    stock = [1 << c for c in getattr(state, "stock", ())]
    return [*state.hands, state.table, *stock]


def check_conserved(game_id: str, state: Any, dealt: int) -> None:
    """Every item dealt is in exactly one place."""
    seen = 0
    for mask in places(game_id, state):
        assert not seen & mask, "an item is in two places"
        seen |= mask
    assert seen == dealt, "an item was lost or appeared"


def dealt_items(deal: Any) -> int:
    mask = 0
    for hand in deal.hands:
        mask |= hand
    for item in (*deal.table, *deal.stock):
        mask |= 1 << item
    return mask


def check_step(game: Game[Any], state: Any, rng: random.Random) -> None:
    seat = game.to_move(state)
    legal = game.legal_actions(state)
    assert seat is not None and legal, "a live hand offers actions"
    assert list(legal) == sorted(set(legal)), "legal actions are sorted and distinct"
    assert all(0 <= a < game.num_actions for a in legal)
    illegal = next((a for a in range(game.num_actions) if a not in legal), None)
    snapshot = repr(state)
    if illegal is not None:
        with pytest.raises(IllegalAction):
            game.apply(state, illegal)
    with pytest.raises(IllegalAction):
        game.apply(state, game.num_actions + 7)
    assert repr(state) == snapshot, "a refused action changes nothing"
    check_views_hide(game, state, rng)


def check_views_hide(game: Game[Any], state: Any, rng: random.Random) -> None:
    """No seat's view changes when what it cannot see is shuffled."""
    for seat in range(game.seats):
        view = game.view(state, seat)
        assert view.seat == seat and view.hand == state.hands[seat]
        twin = hidden_twin(game, state, seat, rng)
        assert game.view(twin, seat) == view, f"seat {seat}'s view depends on hidden cards"


def hidden_twin(game: Game[Any], state: Any, seat: int, rng: random.Random) -> Any:
    """``state`` with the items hidden from ``seat`` shuffled among the other seats
    (and the stock reordered)."""
    view = game.view(state, seat)
    known = 0
    for name in KNOWN_FIELDS:
        known |= getattr(view, name, 0)
    others = [s for s in range(game.seats) if s != seat]
    hands = list(state.hands)
    hidden = [c for s in others for c in bits(hands[s] & ~known)]
    mixed = shuffled(hidden, rng)
    for s in others:
        keep = hands[s] & known
        count = (hands[s] & ~known).bit_count()
        hands[s] = keep | sum(1 << c for c in mixed[:count])
        mixed = mixed[count:]
    changes: dict[str, Any] = {"hands": tuple(hands)}
    if "stock" in HIDDEN_FIELDS.get(game.id, ("hands",)):
        changes["stock"] = tuple(shuffled(list(state.stock), rng))
    return dataclasses.replace(state, **changes)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_options_are_the_fields_of_the_game(game_id: str) -> None:
    """A game's options are its fields, each off its default in one option set at least
    (an option another game's options are taken from must not leak into this one)."""
    cls = game_class(game_id)
    names = [option.name for option in cls.OPTIONS]
    assert names == [field.name for field in dataclasses.fields(cls)]
    default = cls()
    played = {name for g, options in OPTION_SETS if g == game_id
              for name in names if getattr(make_game(g, options), name) != getattr(default, name)}
    assert played == set(names)


@pytest.mark.parametrize(("game_id", "options"), OPTION_SETS, ids=IDS)
def test_random_matches_obey_the_protocol(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    check_rng = random.Random(game_id)
    for seed in range(SEEDS):
        match: Match[Any] = Match(game, seed)
        players = stream(seed, "players")
        steps = 0
        while match.winners is None:
            state = match.state
            check_conserved(game_id, state, dealt_items(match.hands[-1].deal))
            if steps % 2 == 0:
                check_step(game, state, check_rng)
            legal = match.legal_actions()
            before = repr(state)
            match.act(legal[int(players.random() * len(legal))])
            assert repr(state) == before, "apply never mutates its input"
            steps += 1
            assert steps < 20_000, "the match ends"
        record = json.loads(json.dumps(to_record(match)))
        verdict = verify(json.dumps(record))
        assert verdict["ok"], verdict
        assert verdict["finished"] is True
        assert verdict["totals"] == list(match.totals())
        assert [h["scores"] for h in verdict["hands"]] == [
            list(game.hand_scores(h.state)) for h in match.hands]


def facts_checked(game: Game[Any], state: Any) -> int:
    """How many seats some view says something of; each time, that what the view
    proves a seat cannot hold is not in the seat's true hand."""
    facts = 0
    for viewer in range(game.seats):
        cannot = game.cannot_hold(game.view(state, viewer))
        assert len(cannot) == game.seats
        for seat, (mask, hand) in enumerate(zip(cannot, state.hands, strict=True)):
            assert not mask & hand, f"seat {viewer} sees seat {seat} lacking what it holds"
            facts += bool(mask)
    return facts


@pytest.mark.parametrize(("game_id", "options"), OPTION_SETS, ids=IDS)
def test_what_a_view_proves_a_seat_cannot_hold_it_does_not_hold(
        game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    rules, facts = RulesBot(), 0
    for seed in range(20):
        rng = random.Random(seed)
        state = game.deal(rng, seed % game.seats, number=seed)
        while (seat := game.to_move(state)) is not None:
            facts += facts_checked(game, state)
            legal = game.legal_actions(state)
            action = (rules.act(game, game.view(state, seat), legal, rng) if seed % 2
                      else legal[int(rng.random() * len(legal))])
            state = game.apply(state, action)
        facts += facts_checked(game, state)
    assert facts, "the rules show something of the hands"


@pytest.mark.parametrize(("game_id", "options"), OPTION_SETS, ids=IDS)
def test_fast_rollout_makes_the_same_choices_as_the_protocol_loop(
        game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    for seed in range(60):
        state = game.deal(random.Random(seed), seed % game.seats)
        fast = game.rollout(state, random.Random(seed))
        plain = Game.rollout(game, state, random.Random(seed))
        assert fast == plain
        assert game.to_move(fast) is None and game.legal_actions(fast) == ()
