"""Bint Al-Sbeet's rules policy in the compiled core against the Python playout.

``majlis.bots.bint_al_sbeet.playout`` is the authority: from any state of a hand the
core's ``play_rules`` must make the same choices (the same trail, the same end state,
the same scores).  The states come from every phase of hands played by rules bots, by
random bots and by the two mixed, under every option set of the conformance suite and
every pass direction, and from the deals the search's sampler draws.  The voids a seat
has shown are not in the state but in its trail: the adapter reads them from there
(:func:`shown_voids`), and the core keeps them as it plays.

The compiled search (``compiled_totals``) must add up the very totals of the Python
search loop over the sampler's deals, played out or, late in the hand, solved exactly
within the node cap, and leave the generator where it does; bad arguments raise and
never reach it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from majlis import fast
from majlis.bots.bint_al_sbeet import _Draws, compiled_totals, playout, read_plays, sampler
from majlis.bots.botkit import Budget
from majlis.bots.game_kits import kit_of
from majlis.bots.rules import RulesBot
from majlis.bots.search import SearchBot, _Judge, cards_left
from majlis.cards import SUIT
from majlis.games import make_game
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.bint_al_sbeet_hand import MINUS, Phase, SbeetState, shown_voids
from majlis.rng import Rng, stream
from tests.exact_search import same_exact_totals
from tests.helpers import swept
from tests.test_conformance import OPTION_SETS

if not fast.has_rules_policy(BintAlSbeet()):
    pytest.skip("the compiled core is not built", allow_module_level=True)

OPTIONS = [options for game_id, options in OPTION_SETS if game_id == "bint-al-sbeet"]
HANDS = 6
"""Hands per option set and kind of play: with a cycle of three, every direction twice."""
RULES = RulesBot()


def positions(game: BintAlSbeet, seed: int, rules_seats: int) -> Iterator[SbeetState]:
    """Every state of ``HANDS`` hands (hand ``k`` dealt as the ``k``-th of a match), the
    seats below ``rules_seats`` playing the rules and the others at random."""
    rng = stream(seed, "bint-core", rules_seats)
    for number in range(HANDS):
        state = game.deal(rng, number % game.seats, number=number)
        while (seat := game.to_move(state)) is not None:
            yield state
            legal = game.legal_actions(state)
            if seat < rules_seats:
                action = RULES.act(game, game.view(state, seat), legal, rng)
            else:
                action = legal[rng.below(len(legal))]
            state = game.apply(state, action)
        yield state


def assert_same_playout(game: BintAlSbeet, state: SbeetState, seed: int) -> None:
    expected = playout(game, state, Rng(seed))
    assert fast.rollout(game, state, Rng(seed), rules=True) == expected
    assert fast.playout_scores(game, state, seed, True) == game.hand_scores(expected)


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("rules_seats", [4, 2, 0], ids=["rules", "mixed", "random"])
def test_the_core_plays_the_rules_from_every_state(options: dict[str, Any],
                                                   rules_seats: int) -> None:
    game = make_game("bint-al-sbeet", options)
    phases = set()
    for seed in range(3):
        for state in positions(game, seed, rules_seats):
            phases.add(state.phase)
            assert_same_playout(game, state, seed)
    expected = set(Phase) - ({Phase.PASSING} if not game.pass_count else set())
    assert phases == expected


@pytest.mark.parametrize("options", OPTIONS)
def test_the_core_plays_the_rules_on_the_searchs_sampled_deals(options: dict[str, Any]) -> None:
    game = make_game("bint-al-sbeet", options)
    rng = random.Random(5)
    for state in positions(game, 7, 4):
        seat = game.to_move(state)
        if seat is None or len(game.legal_actions(state)) < 2:
            continue
        deals = sampler(game, game.view(state, seat), rng)
        for _ in range(2):
            sampled = next(deals)
            for action in game.legal_actions(sampled)[:3]:
                assert_same_playout(game, game.apply(sampled, action), rng.getrandbits(64))


@pytest.mark.parametrize("options", OPTIONS)
def test_the_voids_read_from_the_trail_are_those_of_the_history(options: dict[str, Any]) -> None:
    game = make_game("bint-al-sbeet", options)
    shown = 0
    for state in positions(game, 11, 1):
        history = game.history(state)
        played = 52 - sum(hand.bit_count() for hand in state.hands)
        expected = read_plays(history[len(history) - played:])[1]
        assert shown_voids(state) == expected
        shown += sum(expected)
    assert shown  # the hands did show voids


@pytest.mark.parametrize("options", OPTIONS)
def test_the_core_keeps_the_voids_as_it_plays(options: dict[str, Any]) -> None:
    game = make_game("bint-al-sbeet", options)
    core = fast.core
    assert core is not None
    layout = fast.layout(game)
    for state in positions(game, 13, 4):
        for rules in (True, False):
            flat, codes, _ = core.rollout(game.id, fast.options(game), layout.flat(state),
                                          1, rules)
            trail = state.trail
            for code in codes:
                trail = (divmod(code, 1024), trail)
            end = layout.state(flat, game.seats, trail)
            assert layout.flat(end) == flat


def flat_of(state: SbeetState) -> list[int]:
    return list(fast.layout(BintAlSbeet()).flat(state))


def at(flat: list[int], name: str) -> int:
    """Where field ``name`` starts in a flat state (a counted field's count just before)."""
    start: int = fast.layout(BintAlSbeet()).where(tuple(flat), 4)[name].start
    return start


def first_state(phase: Phase, seed: int = 3) -> SbeetState:
    game = BintAlSbeet()
    for state in positions(game, seed, 4):
        if state.phase is phase and state.trick:
            return state
        if state.phase is phase and phase is not Phase.PLAYING:
            return state
    raise AssertionError(f"no {phase} state")


def bad(phase: Phase, change: Any) -> list[int]:
    flat = flat_of(first_state(phase))
    change(flat)
    return flat


def reveal_early(flat: list[int]) -> None:
    flat[at(flat, "question")] = 0  # back to the first reveal question
    reveal(flat, [(flat[at(flat, "dealer")] + 1) % 4, 60])


def next_seat_to_act(flat: list[int]) -> None:
    flat[at(flat, "turn")] = (flat[at(flat, "turn")] + 1) % 4


def reveal(flat: list[int], pair: list[int]) -> None:
    """Adds a revealed (seat, card) pair (the last field, counted) to a flat state."""
    flat[at(flat, "revealed") - 1] += 2
    flat.extend(pair)


BAD_STATES = [
    (Phase.PLAYING, lambda flat: flat.__setitem__(at(flat, "voids"), 16), "voids out of range"),
    (Phase.MINUS, lambda flat: flat.__setitem__(at(flat, "voids") + 1, 1),
     "a void shown before the play"),
    (Phase.REVEALING, reveal_early, "before it was asked"),
    (Phase.REVEALING, lambda flat: next_seat_to_act(flat), "not the one asked"),
]


@pytest.mark.parametrize(("phase", "change", "words"), BAD_STATES)
def test_bad_states_raise_and_never_reach_the_policy(phase: Phase, change: Any,
                                                     words: str) -> None:
    core = fast.core
    assert core is not None
    flat = bad(phase, change)
    with pytest.raises(ValueError, match=words):
        core.playout_scores("bint-al-sbeet", fast.options(BintAlSbeet()), tuple(flat), 0, True)


def test_a_card_revealed_twice_is_refused() -> None:
    core = fast.core
    assert core is not None
    game = BintAlSbeet()
    state = next(s for s in positions(game, 2, 0)
                 if s.phase is Phase.PLAYING and len(s.revealed) == 1)
    flat = flat_of(state)
    reveal(flat, list(state.revealed[0]))
    with pytest.raises(ValueError, match="twice"):
        core.playout_scores(game.id, fast.options(game), tuple(flat), 0, True)


def test_the_core_plays_a_deal_that_contradicts_a_shown_void_as_python_does() -> None:
    # The sampler's last resort deals the unseen cards by the counts alone.
    game = BintAlSbeet()
    tried = 0
    for state in positions(game, 17, 4):
        voids = shown_voids(state)
        for seat, other in ((s, o) for s in range(4) for o in range(4) if voids[s] and s != o):
            suit = voids[seat].bit_length() - 1
            theirs = state.hands[other] & SUIT[suit]
            mine = state.hands[seat]
            if not theirs or not mine & ~SUIT[suit]:
                continue
            give, take = theirs & -theirs, mine & -mine
            hands = list(state.hands)
            hands[seat] ^= give | take
            hands[other] ^= give | take
            assert_same_playout(game, replace(state, hands=tuple(hands)), tried)
            tried += 1
            break
    assert tried


# -- the compiled search ---------------------------------------------------------------


def decisions(game: BintAlSbeet, seed: int, rules_seats: int) -> Iterator[SbeetState]:
    """The states of :func:`positions` where the search decides: two legal actions or more."""
    for state in positions(game, seed, rules_seats):
        if state.turn >= 0 and len(game.legal_actions(state)) > 1:
            yield state


@pytest.mark.parametrize("options", swept(OPTIONS))
@pytest.mark.parametrize("win_bonus", swept([0.0, 5.0]))
def test_the_compiled_search_adds_up_what_the_python_search_does(options: dict[str, Any],
                                                                 win_bonus: float) -> None:
    """The core's sampler (placements drawn by weight, the constrained deal, the check of
    the others' answers, the picks before the exchange and the exchange drawn after it)
    and its rules playouts give the very floats of the Python search loop (with Python
    playouts), and leave the generator where it does, in every phase the search decides."""
    game = make_game("bint-al-sbeet", options)
    assert isinstance(game, BintAlSbeet)
    bot, kit, phases = SearchBot(), kit_of(game), set()
    for seed, rules_seats in ((0, 4), (1, 2), (2, 0), (3, 4)):
        for state in decisions(game, seed, rules_seats):
            view = game.view(state, state.turn)
            legal = game.legal_actions(state)
            judge = _Judge(game, kit, state.turn, 0, win_bonus)
            judge.in_core = False
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = bot._totals(judge, kit, game, view, legal, python_rng, 3, None, False)
            found = compiled_totals(game, view, legal, core_rng, Budget(3, win_bonus))
            assert found == expected, (seed, state.phase)
            assert core_rng.getstate() == python_rng.getstate()
            phases.add(state.phase)
    assert phases == set(Phase) - {Phase.OVER} - ({Phase.PASSING} if not game.pass_count
                                                  else set())


@pytest.mark.parametrize("options", swept(OPTIONS))
@pytest.mark.parametrize("win_bonus", swept([0.0, 5.0]))
def test_the_compiled_exact_search_adds_up_what_the_python_search_does(
        options: dict[str, Any], win_bonus: float) -> None:
    """Late in the hand (at most ``exact_cards`` cards in hands, only ever in the play)
    the core solves each deal by the max-n of ``_Judge`` (its node count, its cautious
    ties, its side values with the win bonus), and past the node cap plays that deal and
    the later ones out: the very floats of the Python loop, the generator left where it
    leaves it.  The caps solve every deal of some decisions, of others none, and of others
    the first deals only."""
    game = make_game("bint-al-sbeet", options)
    assert isinstance(game, BintAlSbeet)
    bot, outcomes = SearchBot(), set()
    for seed, rules_seats in ((0, 4), (1, 2), (2, 0)):
        for state in decisions(game, seed, rules_seats):
            view = game.view(state, state.turn)
            if cards_left(game, view) > bot.exact_cards:
                continue
            assert state.phase is Phase.PLAYING
            outcomes |= same_exact_totals(game, view, game.legal_actions(state), seed,
                                          win_bonus, (60,), compiled_totals)
    assert outcomes == {"all", "partway", "none"}


def test_the_core_knows_the_legal_actions_of_every_phase() -> None:
    """The core's legal actions (the moves of its exact search) are the game's: the picks
    not yet made, a reveal only of the card asked about, minus or not, and in the play
    the cards of the suit led while any are held."""
    core = fast.core
    assert core is not None
    game, phases = BintAlSbeet(), set()
    for k, state in enumerate(positions(game, 0, 2)):
        if state.turn < 0 or k % 3:
            continue
        arguments = core_arguments(state)
        arguments[SAMPLES] = 0
        legal = set(game.legal_actions(state))
        for action in range(MINUS + 1):
            arguments[LEGAL] = (action,)
            try:
                sbeet_search(arguments)
            except ValueError as error:
                assert "not legal" in str(error)
                assert action not in legal, (state.phase, action)
            else:
                assert action in legal, (state.phase, action)
        phases.add(state.phase)
    assert phases == set(Phase) - {Phase.OVER}


def test_the_compiled_search_leaves_to_python_what_the_core_does_not_do() -> None:
    game = BintAlSbeet()
    state = next(decisions(game, 0, 4))
    view, legal = game.view(state, state.turn), game.legal_actions(state)
    for budget in [Budget(3, 0.0), Budget(3, 0.0, exact_nodes=100)]:
        assert compiled_totals(game, view, legal, Rng(1), budget) is not None
    assert compiled_totals(game, view, legal, Rng(1), Budget(3, 0.0, planned_turns=1)) is None


def core_arguments(state: SbeetState) -> list[Any]:
    """What the core's search reads for the seat to act in ``state``: options, flat
    state, tiers, answers, played_by, legal, samples, exact nodes, win bonus, rng state."""
    game = BintAlSbeet()
    view = game.view(state, state.turn)
    draws = _Draws(game, view)
    answers = draws.deals.answers
    return [fast.options(game), fast.layout(game).flat(state),
            draws.deals.core_tiers(), (answers.reveal_answers, answers.minus_answers),
            draws.reading.played_by, game.legal_actions(state), 4, 100, 0.0, 7]


def placement_changed(tiers: Any, change: Any) -> Any:
    """``tiers`` with the first placement of the first tier changed by ``change``."""
    (may_hold, placements), *rest = tiers
    return ((may_hold, (change(*placements[0]), *placements[1:])), *rest)


TIERS, ANSWERS, PLAYED_BY, LEGAL, SAMPLES, EXACT_NODES = 2, 3, 4, 5, 6, 7
"""Where these stand in :func:`core_arguments`."""


def sbeet_search(arguments: list[Any]) -> tuple[tuple[float, ...], int]:
    """``core.search`` of Bint Al-Sbeet on :func:`core_arguments`."""
    assert fast.core is not None
    (options, flat, tiers, answers, played_by, legal, samples, exact_nodes, win_bonus,
     rng_state) = arguments
    return fast.core.search("bint-al-sbeet", options, flat, legal,
                            (samples, win_bonus, exact_nodes, 0), (tiers, answers, played_by),
                            rng_state)

BAD_ARGUMENTS = [
    (TIERS, lambda t: (), "no tier"),
    (TIERS, lambda t: t * 4, "too many"),
    (TIERS, lambda t: ((t[0][0], ()),), "no placement"),
    (TIERS, lambda t: ((t[0][0], t[0][1] * 17),), "too many"),
    (TIERS, lambda t: (t[0][0],), "a tier"),
    (TIERS, lambda t: ((t[0][0][:3], t[0][1]),), "may_hold"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (0, f, n, o)), "weight"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (2**40, f, n, o)), "range"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, n[:3], o)), "need"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, (-1, *n[1:]), o)),
     "need"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, n, o[1:])), "unseen"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, n, (*o[1:], 64))),
     "out of range"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, n, (*o[1:], o[1]))),
     "twice"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, n, o * 2)), "at most"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, f, n, (o[0], "x"))),
     "integer"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: (w, (-1, *f[1:]), n, o)),
     "range"),
    (TIERS, lambda t: placement_changed(t, lambda w, f, n, o: "placement"), "tuple"),
    (ANSWERS, lambda a: ((), ((4, 0, 1),)), "answer"),
    (ANSWERS, lambda a: (((1, 5, 1),), ()), "reveal answer"),
    (ANSWERS, lambda a: ((), ((1, 0, 2),)), "minus answer"),
    (ANSWERS, lambda a: ((), ((1, 0),)), "3 ints"),
    (ANSWERS, lambda a: ((), ((1, 0, 1),) * 9), "too many"),
    (ANSWERS, lambda a: ((),), "answers"),
    (PLAYED_BY, lambda p: p[:3], "played_by"),
    (PLAYED_BY, lambda p: (1 << 64, *p[1:]), "range"),
    (LEGAL, lambda legal: (), "no legal action"),
    (LEGAL, lambda legal: (*legal, 70), "not legal"),
    (LEGAL, lambda legal: (-1,), "out of range"),
    (SAMPLES, lambda samples: -1, "samples"),
    (SAMPLES, lambda samples: 2**40, "range"),
    (EXACT_NODES, lambda nodes: -1, "exact_nodes"),
    (EXACT_NODES, lambda nodes: 10**9, "exact_nodes"),
    (EXACT_NODES, lambda nodes: 2**40, "range"),
]


@pytest.mark.parametrize(("phase", "index", "change", "words"), [
    (phase, *bad) for phase in (Phase.PASSING, Phase.PLAYING) for bad in BAD_ARGUMENTS])
def test_the_compiled_search_refuses_bad_arguments(phase: Phase, index: int, change: Any,
                                                   words: str) -> None:
    core = fast.core
    assert core is not None
    good = core_arguments(first_state(phase))
    assert len(sbeet_search(good)[0]) == len(good[LEGAL])
    bad_arguments = list(good)
    bad_arguments[index] = change(good[index])
    with pytest.raises((ValueError, TypeError), match=words):
        sbeet_search(bad_arguments)


def test_the_compiled_search_refuses_plays_and_actions_that_do_not_fit_the_state() -> None:
    core = fast.core
    assert core is not None
    state = first_state(Phase.PLAYING)
    good = core_arguments(state)
    held = state.hands[(state.turn + 1) % 4]
    for index, value, words in [
            (PLAYED_BY, (good[PLAYED_BY][0] | held & -held, *good[PLAYED_BY][1:]), "played"),
            (LEGAL, ((held & -held).bit_length() - 1,), "not legal")]:
        arguments = list(good)
        arguments[index] = value
        with pytest.raises(ValueError, match=words):
            sbeet_search(arguments)
