"""Asymmetric Badam Saat's rules policy in the compiled core against the Python reference.

``majlis.bots.asymmetric_badam_saat.playout`` is the authority: from every state of
hands played by the rules and by random choices, under every option set of the
conformance suite, and from states dealt at random in any phase (big hands, an empty
stock, the missing suits open or not, a pass pending), the core's ``play_rules`` must
play the same cards, draw the same stock cards and give the same scores.
"""

from __future__ import annotations

import dataclasses
import os
import random
from typing import Any

import pytest

from majlis import fast
from majlis.bitset import bits
from majlis.bots import asymmetric_badam_saat as asym_bots
from majlis.bots.botkit import Budget
from majlis.bots.game_kits import kit_of
from majlis.bots.search import SearchBot, _Judge
from majlis.cards import FULL_DECK
from majlis.games import make_game
from majlis.games.asymmetric_badam_saat import STOCK_SIZE, AsymmetricBadamSaat, AsymmetricState
from majlis.rng import Rng
from tests.exact_search import late_decisions, same_exact_totals
from tests.test_conformance import OPTION_SETS
from tests.test_core import played_states

if fast.core is None:
    if os.environ.get("MAJLIS_REQUIRE_CORE") == "1":
        raise RuntimeError("MAJLIS_REQUIRE_CORE=1 but the compiled core is not built")
    pytest.skip("the compiled core is not built", allow_module_level=True)

OPTIONS = [o for g, o in OPTION_SETS if g == AsymmetricBadamSaat.id]
SEEDS = range(40)


def assert_same_playout(game: AsymmetricBadamSaat, state: AsymmetricState, seed: int) -> None:
    expected = asym_bots.playout(game, state, Rng(seed))
    assert fast.rollout(game, state, Rng(seed), rules=True) == expected
    assert fast.playout_scores(game, state, seed, True) == game.hand_scores(expected)


def hand_states(game: AsymmetricBadamSaat, seed: int, by_rules: bool) -> list[AsymmetricState]:
    """Every state of one hand, each seat playing its rules (on its own view) or at random."""
    rng = Rng(seed)
    return played_states(game, game.deal(rng, seed % 2), rng, by_rules)


def phases(state: AsymmetricState) -> set[str]:
    """The phases of the hand ``state`` is in, for checking that the tests reach them all."""
    found = {"missing open" if state.missing_open else "missing closed"}
    if state.passes:
        found.add("a pass pending")
    if not state.stock:
        found.add("stock empty")
    if state.turn >= 0 and max(hand.bit_count() for hand in state.hands) >= 8:
        found.add("a big hand")
    return found


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("by_rules", [True, False], ids=["rules-play", "random-play"])
def test_the_core_plays_the_rules_from_every_state_of_a_hand(options: dict[str, Any],
                                                             by_rules: bool) -> None:
    game = make_game(AsymmetricBadamSaat.id, options)
    assert isinstance(game, AsymmetricBadamSaat)
    seen: set[str] = set()
    for seed in SEEDS:
        for state in hand_states(game, seed, by_rules):
            assert_same_playout(game, state, seed)
            seen |= phases(state)
    assert seen == {"missing open", "missing closed", "a pass pending", "stock empty",
                    "a big hand"}


def any_state(rng: random.Random) -> AsymmetricState:
    """A state dealt at random: hands of 1 to 12 cards, up to 24 on the table, the rest
    in the stock (40 at most), the missing suits open or not, a pass pending or not."""
    deck = list(bits(FULL_DECK))
    rng.shuffle(deck)
    held = rng.randint(1, 12), rng.randint(1, 12)
    sizes = *held, rng.randint(max(0, 52 - STOCK_SIZE - sum(held)), 24)
    cuts = [sum(sizes[:k]) for k in range(4)]
    first, second, table = (sum(1 << c for c in deck[cuts[k]:cuts[k + 1]]) for k in range(3))
    return AsymmetricState(
        dealer=rng.randrange(2), hands=(first, second), table=table,
        stock=tuple(deck[cuts[3]:]), turn=rng.randrange(2), winner=-1,
        passes=rng.randrange(2), missing_open=rng.random() < 0.5, trail=None)


@pytest.mark.parametrize("options", OPTIONS)
def test_the_core_plays_the_rules_from_states_dealt_at_random(options: dict[str, Any]) -> None:
    game = make_game(AsymmetricBadamSaat.id, options)
    assert isinstance(game, AsymmetricBadamSaat)
    rng = random.Random(7)
    for seed in range(400):
        assert_same_playout(game, any_state(rng), seed)


def test_a_bad_state_raises_instead_of_playing() -> None:
    game = make_game(AsymmetricBadamSaat.id)
    state = any_state(random.Random(1))
    core = fast.core
    assert core is not None
    flat = fast.layout(game).flat(state)
    doubled = (*flat[:-1], flat[-2])  # the stock's last card replaced by its second last
    with pytest.raises(ValueError, match="two places"):
        core.rollout(game.id, fast.options(game), doubled, 0, True)


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("win_bonus", [0.0, asym_bots.WIN_BONUS])
def test_the_compiled_search_adds_up_what_the_python_search_does(options: dict[str, Any],
                                                                 win_bonus: float) -> None:
    game = make_game(AsymmetricBadamSaat.id, options)
    assert isinstance(game, AsymmetricBadamSaat)
    bot, kit = SearchBot(), kit_of(game)
    checked = read = 0
    for seed in range(16):
        for state in hand_states(game, seed, by_rules=seed % 2 == 0):
            seat = game.to_move(state)
            legal = game.legal_actions(state)
            if seat is None or len(legal) < 2:
                continue
            view = game.view(state, seat)
            judge = _Judge(game, kit, seat, bot.exact_nodes, win_bonus)
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = bot._totals(judge, kit, game, view, legal, python_rng, 5, None, False)
            found = asym_bots.compiled_totals(game, view, legal, core_rng, Budget(5, win_bonus))
            assert found == expected
            assert core_rng.getstate() == python_rng.getstate()
            checked += 1
            read += asym_bots.cannot_of(game, view) != 0
    assert checked > 20
    assert read > 5  # some of the deals were drawn under what the passes showed


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("win_bonus", [0.0, asym_bots.WIN_BONUS])
def test_the_compiled_exact_search_adds_up_what_the_python_search_does(
        options: dict[str, Any], win_bonus: float) -> None:
    """Late in the hand (at most ``exact_cards`` cards in hands and stock) the core solves
    each deal, its stock drawn in the sampled order at every all-pass as the game's apply
    draws it, by the alpha-beta of ``_Judge`` (its node count, its cut-offs, its values
    with the win bonus), and past the node cap plays that deal and the later ones out: the
    very floats of the Python loop, the generator left where it leaves it.  The caps solve
    every deal of some decisions, of others none, and of others the first only."""
    game = make_game(AsymmetricBadamSaat.id, options)
    assert isinstance(game, AsymmetricBadamSaat)
    bot, outcomes, drawn = SearchBot(), set(), 0
    for seed in range(40):
        states = hand_states(game, seed, by_rules=seed % 2 == 0)
        for _, view, legal in late_decisions(game, states, bot.exact_cards):
            outcomes |= same_exact_totals(game, view, legal, seed, win_bonus,
                                          (10, 16, 25, 40, 64), asym_bots.compiled_totals)
            drawn += view.stock_count > 0
    assert outcomes == {"all", "partway", "none"}
    assert drawn > 5  # some of the deals solved still had a stock to draw from


def test_the_compiled_search_refuses_bad_input() -> None:
    game = make_game(AsymmetricBadamSaat.id)
    state = hand_states(game, 3, by_rules=True)[0]
    layout = fast.layout(game)
    flat = layout.flat(state)
    legal = game.legal_actions(state)
    short_stock = layout.flat(dataclasses.replace(state, stock=state.stock[:-1]))
    core = fast.core
    assert core is not None
    for args, words in [
        ((flat, (*legal, 64), (5, 0.0, 0, 0), (0,)), "not legal"),
        ((flat, (), (5, 0.0, 0, 0), (0,)), "no legal action"),
        ((flat, legal, (-1, 0.0, 0, 0), (0,)), "samples"),
        ((flat, legal, (5, 0.0, -1, 0), (0,)), "exact_nodes"),
        ((flat, legal, (5, 0.0, 10**9, 0), (0,)), "exact_nodes"),
        ((flat, legal, (5, 0.0, 0, 1), (0,)), "plans no turns"),
        ((flat, legal, (5, 0.0, 0, 0), (-1,)), "out of range"),
        ((flat, legal, (5, 0.0, 0, 0), ()), "cannot"),
            ((flat, legal, (5, 0.0, 0, 0), (1 << 64,)), "out of range"),
        ((short_stock, legal, (5, 0.0, 0, 0), (0,)), "missing"),
    ]:
        with pytest.raises((ValueError, TypeError), match=words):
            core.search(game.id, fast.options(game), *args, 0)


@pytest.mark.parametrize("spare", [0, 1, -1], ids=["tight", "loose", "impossible"])
def test_the_compiled_search_deals_under_any_constraint_as_python_does(
        monkeypatch: pytest.MonkeyPatch, spare: int) -> None:
    # The opponent barred from all the unknown cards but its count plus ``spare``: deals
    # that barely fit, fit easily, or cannot fit (then both drop the constraint).
    def barred(game: AsymmetricBadamSaat, view: Any) -> int:
        unknown = list(bits(FULL_DECK & ~view.table & ~view.hand))
        allowed = view.counts[1 - view.seat] + spare
        return sum(1 << c for c in unknown[allowed:])

    monkeypatch.setattr(asym_bots, "cannot_of", barred)
    game = make_game(AsymmetricBadamSaat.id)
    assert isinstance(game, AsymmetricBadamSaat)
    bot, kit, checked = SearchBot(), kit_of(game), 0
    for seed in range(6):
        for state in hand_states(game, seed, by_rules=True)[::3]:
            seat = game.to_move(state)
            legal = game.legal_actions(state)
            if seat is None or len(legal) < 2:
                continue
            view = game.view(state, seat)
            judge = _Judge(game, kit, seat, bot.exact_nodes, 0.0)
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = bot._totals(judge, kit, game, view, legal, python_rng, 4, None, False)
            found = asym_bots.compiled_totals(game, view, legal, core_rng, Budget(4, 0.0))
            assert found == expected
            assert core_rng.getstate() == python_rng.getstate()
            checked += 1
    assert checked > 3
