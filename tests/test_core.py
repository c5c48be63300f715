"""The compiled core against the Python rules: the same seed must give the same actions.

Every game the core plays, under every option set of the conformance suite: whole
random matches (every hand's dealer and (seat, action) pairs, and the simulation
figures), random playouts from states reached mid-hand, the benchmark's deal-and-play
loop, and the rules policies of the bots.  Skipped only when the extension is not
built; ``MAJLIS_REQUIRE_CORE=1`` (set by CI) turns the skip into a failure.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest

from majlis import fast
from majlis.bots import badam_saat
from majlis.bots.botkit import Budget
from majlis.bots.game_kits import KITS, kit_of
from majlis.bots.search import SearchBot, _Judge
from majlis.games import make_game
from majlis.games.badam_saat import PASS, BadamSaat
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.sedma import Sedma
from majlis.protocol import Game, View
from majlis.rng import Rng, key_seed, stream
from majlis.simulate import Summary, random_match, simulate, simulated_match_seed
from tests.exact_search import late_decisions, same_exact_totals
from tests.helpers import swept
from tests.test_conformance import IDS, OPTION_SETS

if fast.core is None:
    if os.environ.get("MAJLIS_REQUIRE_CORE") == "1":
        raise RuntimeError("MAJLIS_REQUIRE_CORE=1 but the compiled core is not built")
    pytest.skip("the compiled core is not built", allow_module_level=True)

CORE_IDS = sorted(game_class.id for game_class in fast.CORE_GAMES)
"""The games the core plays, by id."""
CASES = [(g, o) for g, o in OPTION_SETS if g in CORE_IDS]
CASE_IDS = [i for i, (g, _) in zip(IDS, OPTION_SETS, strict=True) if g in CORE_IDS]
POLICY_CASES = [(g, o) for g, o in CASES if fast.has_rules_policy(make_game(g, o))]
"""The games whose rules policy the core plays (all five when it is built)."""
SEEDS = range(12)
LONGEST_CYCLE = ("bint-al-sbeet", {"pass_cycle": ["left", "right", "none"] * 5, "target": 300})
"""The longest pass cycle the core takes: its code fills 30 bits of an option."""
MATCH_CASES = [*CASES, LONGEST_CYCLE]
MATCH_IDS = [*CASE_IDS, "bint-al-sbeet-15-hand-cycle"]
SEVENS = fast.options(BadamSaat())
"""Badam Saat's default options as the core's ints."""


def core_options(game: Game[Any], **ints: int) -> tuple[int, ...]:
    """``game``'s options as the core's ints, those named in ``ints`` set to their value
    (for what no game would ask of the core)."""
    assert fast.core is not None
    options = dict(zip(fast.core.layout(game.id)[0], fast.options(game), strict=True))
    assert set(ints) <= set(options)
    return tuple({**options, **ints}.values())


def played_states(game: Game[Any], state: Any, rng: Rng, rules: bool) -> list[Any]:
    """``state`` and every state after it to the end of the hand, each seat playing the
    rules bot's choice on its own view (``rules``) or at random."""
    states = [state]
    while (seat := game.to_move(state)) is not None:
        legal = game.legal_actions(state)
        action = (kit_of(game).rules_action(game, game.view(state, seat), legal, rng) if rules
                  else legal[rng.below(len(legal))])
        state = game.apply(state, action)
        states.append(state)
    return states


def mid_hand_states(game: Game[Any], seed: int) -> list[Any]:
    """States of one random hand after 0, 5, 10, ... actions (the end included)."""
    rng = stream(seed, "mid-hand")
    state = game.deal(rng, seed % game.seats)
    states = [state]
    while game.to_move(state) is not None:
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.below(len(legal))])
        if len(game.history(state)) % 5 == 0:
            states.append(state)
    return [*states, state]


def test_the_core_plays_exactly_the_games_fast_binds() -> None:
    assert fast.core is not None
    assert sorted(fast.core.game_ids()) == CORE_IDS


def test_a_variant_of_a_game_is_played_by_the_rules_not_the_core() -> None:
    """A subclass may change the rules the core was built for: the pure path plays it."""

    @dataclass(frozen=True)
    class Variant(BadamSaat):
        pass

    assert fast.plays(BadamSaat()) and not fast.plays(Variant())


def test_a_stream_key_seeds_the_same_generator_in_both_paths() -> None:
    assert fast.core is not None
    for key in ("", "0", "seed/hand/3", "variants/12/bot", "جلسة/٣", "x" * 500):
        assert fast.core.stream_seed(key) == key_seed(key), key


def match_pairs(game: Game[Any], seed: int | str) -> list[tuple[int, list[tuple[int, int]]]]:
    """Each hand of the core's random match of ``seed``: its dealer and its (seat, action)
    pairs."""
    assert fast.core is not None
    hands: list[tuple[int, list[tuple[int, int]]]] = []
    for code in fast.core.match_log(game.id, fast.options(game), str(seed)):
        seat, action = divmod(code, 1024)
        if seat < 0:
            hands.append((action, []))
        else:
            hands[-1][1].append((seat, action))
    return hands


@pytest.mark.parametrize(("game_id", "options"), MATCH_CASES, ids=MATCH_IDS)
def test_random_matches_are_the_same_in_both_paths(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    assert fast.CORE_GAMES[type(game)].fits(game)
    for seed in SEEDS:
        match = random_match(game, simulated_match_seed(seed, 0))
        python = [(hand.dealer, list(game.history(hand.state))) for hand in match.hands]
        assert match_pairs(game, simulated_match_seed(seed, 0)) == python, seed


@pytest.mark.parametrize(("game_id", "options"), MATCH_CASES, ids=MATCH_IDS)
def test_simulation_figures_are_the_same_in_both_paths(game_id: str,
                                                      options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    pure = Summary()
    for number in range(8):
        pure.add(random_match(game, simulated_match_seed(5, number)))
    assert simulate(game, 5, 8) == pure


def test_a_voided_hand_is_counted_apart_from_the_hands_played() -> None:
    """A redeal is not a hand played: its actions and zero scores once pulled the
    figures down (Sab'at's points a seat read 57.8 where the hands played give 69.6)."""
    game = make_game("sabat-al-deemin")
    hands = [hand for number in range(20)
             for hand in random_match(game, simulated_match_seed(3, number)).hands]
    played = [hand.state for hand in hands if not game.is_void(hand.state)]
    assert len(played) < len(hands)  # the run has redeals
    summary = simulate(game, 3, 20)
    assert (summary.hands, summary.voided) == (len(played), len(hands) - len(played))
    scores = [score for state in played for score in game.hand_scores(state)]
    assert (summary.score_count, summary.score_sum) == (len(scores), sum(scores))
    assert summary.action_min == min(len(game.history(state)) for state in played)
    lines = list(summary.lines())
    assert f"and {summary.voided} voided by a redeal" in lines[1]
    # Partners win together: each seat of the team counts the match, and the line says so.
    assert sum(summary.wins) == 2 * summary.matches and "counts for each" in lines[-1]


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=CASE_IDS)
def test_random_playouts_from_states_are_the_same(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    for seed in SEEDS:
        for state in mid_hand_states(game, seed):
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = game.rollout(state, python_rng)
            assert fast.rollout(game, state, core_rng) == expected
            assert core_rng.getstate() == python_rng.getstate()
            assert fast.playout_scores(game, state, seed, False) == game.hand_scores(
                game.rollout(state, Rng(seed)))


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=CASE_IDS)
def test_the_benchmark_loop_is_the_same(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    rng, actions = Rng(9), 0
    for k in range(20):
        actions += len(game.history(game.rollout(game.deal(rng, k % game.seats), rng)))
    assert fast.random_hands(game, 9, 20) == actions


@pytest.mark.parametrize(("game_id", "options"), POLICY_CASES)
def test_rules_playouts_make_the_bots_choices(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    playout = kit_of(game).playout
    assert playout is not None
    for seed in SEEDS:
        for state in mid_hand_states(game, seed):
            expected = playout(game, state, Rng(seed))
            assert fast.rollout(game, state, Rng(seed), rules=True) == expected
            assert fast.playout_scores(game, state, seed, True) == game.hand_scores(expected)


BAD_STATES = [
    ((), "state"),
    ((0, 0, -1, 0, 1, 2, 3), "shorter than its fields"),
    ((0, 0, -1, 0, 1, 2, 3, 4, 5), "longer than its fields"),
    ((9, 0, -1, 0, 0, 0, 0, 0), "dealer"),
    ((0, 7, -1, 0, 0, 0, 0, 0), "turn"),
    ((0, 0, -1, 1, 0, 0, 0, 0), "non-card"),
    ((0, 0, -1, 0, 1 << 70, 0, 0, 0), "int"),
    ((0, 0, -1, 0, 4, 4, 0, 0), "two places"),
    ((0, 0, -1, 0, 4, 8, 0, 0), "missing"),
]


@pytest.mark.parametrize(("flat", "words"), BAD_STATES)
def test_bad_states_raise_and_change_nothing(flat: tuple[int, ...], words: str) -> None:
    core = fast.core
    assert core is not None
    with pytest.raises((ValueError, TypeError, OverflowError)) as error:
        core.playout_scores("badam-saat", SEVENS, flat, 0, False)
    assert words in str(error.value) or words == "int"


def test_bad_games_and_options_raise() -> None:
    core = fast.core
    assert core is not None
    sevens, sbeet = BadamSaat(), BintAlSbeet()
    cases: list[tuple[Any, ...]] = [
        ("no-such-game", SEVENS, "1", 0, 1),
        ("badam-saat", SEVENS[:-1], "1", 0, 1),
        ("badam-saat", core_options(sevens, players=9), "1", 0, 1),
        ("badam-saat", core_options(sevens, ace_low=2), "1", 0, 1),
        ("badam-saat", core_options(sevens, games=0), "1", 0, 1),
        ("badam-saat", core_options(sevens, games=1000001), "1", 0, 1),
        ("sedma", core_options(Sedma(), target=1 << 30), "1", 0, 1),
        ("bint-al-sbeet", core_options(sbeet, cycle_length=2, cycle=1 << 4), "1", 0, 1),
        ("bint-al-sbeet", core_options(sbeet, cycle_length=16, cycle=0), "1", 0, 1),
        ("badam-saat", SEVENS, "1", -1, 1),
        ("badam-saat", SEVENS, "x" * 1000, 0, 1),
        ("badam-saat", (str(SEVENS[0]), *SEVENS[1:]), "1", 0, 1),
        ("badam-saat", list(SEVENS), "1", 0, 1),
    ]
    for args in cases:
        with pytest.raises((ValueError, TypeError)):
            core.simulate(*args)
    with pytest.raises(TypeError):
        core.rollout("badam-saat", SEVENS, None, 0, False)


@pytest.mark.parametrize("planned_turns", [0, 1, 2, 3])
@pytest.mark.parametrize("options", swept([{}, {"players": 3, "ace": "high"}, {"players": 6}]))
def test_the_compiled_search_adds_up_what_the_python_search_does(options: dict[str, Any],
                                                                 planned_turns: int) -> None:
    game = make_game("badam-saat", options)
    bot, checked, kit = SearchBot(), 0, kit_of(game)
    for seed in range(8):
        for state in mid_hand_states(game, seed)[1:-1]:
            seat = game.to_move(state)
            legal = game.legal_actions(state)
            if seat is None or len(legal) < 2:
                continue
            view = game.view(state, seat)
            judge = _Judge(game, kit, seat, bot.exact_nodes, badam_saat.WIN_BONUS, planned_turns)
            python_rng, core_rng = Rng(seed), Rng(seed)
            expected = bot._totals(judge, kit, game, view, legal, python_rng, 6, None, False)
            found = badam_saat.compiled_totals(game, view, legal, core_rng,
                                               Budget(6, badam_saat.WIN_BONUS, 0, planned_turns))
            assert found == expected
            assert core_rng.getstate() == python_rng.getstate()
            checked += 1
    assert checked > 10


def late_sevens_decisions(game: Game[Any],
                          seed: int) -> Iterator[tuple[Any, View, tuple[int, ...]]]:
    """The decisions with at most the search's ``exact_cards`` left of one hand, played
    by the rules bots (even seeds) or at random (odd)."""
    rng = stream(seed, "sevens-exact")
    states = played_states(game, game.deal(rng, seed % game.seats), rng, seed % 2 == 0)
    return late_decisions(game, states, SearchBot().exact_cards)


@pytest.mark.parametrize("planned_turns", [0, 1])
@pytest.mark.parametrize("options", swept([{}, {"ace": "high"}, {"players": 2}, {"players": 3}]))
def test_the_compiled_exact_search_adds_up_what_the_python_search_does(
        options: dict[str, Any], planned_turns: int) -> None:
    """Late in the hand the core solves each deal by the max-n of ``_Judge`` (its node
    count, its cautious ties, its side values with the win bonus; alpha-beta with two
    players), and past the node cap plays that deal and the later ones out, planning the
    seat's later turns if the budget asks (the search never does, it plans none when it
    solves): the very floats of the Python loop, the generator left where it leaves it.
    With four players the caps solve every deal of some decisions, of others none, and of
    others the first deals only."""
    game = make_game("badam-saat", options)
    outcomes, checked = set(), 0
    for seed in range(6):
        for _, view, legal in late_sevens_decisions(game, seed):
            bonus = badam_saat.WIN_BONUS * (seed % 2)  # the search's bonus, or none
            outcomes |= same_exact_totals(game, view, legal, seed, bonus, (20, 60, 150, 400),
                                          badam_saat.compiled_totals, planned_turns)
            checked += 1
    assert checked > 20
    assert outcomes == {"all", "partway", "none"} or game.players != 4


@pytest.mark.parametrize("ace", ["low", "high"])
def test_the_search_solves_late_decisions_in_the_core_as_in_python(
        ace: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With few cards left ``SearchBot.act`` solves each deal exactly at the pure budget
    (no ``core_factor``) and plans none of its later turns, in the core as in Python:
    the core is asked with that budget, and the actions and the generator afterwards are
    those of the Python loop (the kit without ``compiled_totals``)."""
    game = BadamSaat(ace=ace)
    bot, kit = SearchBot(samples=8, playouts=24), kit_of(game)
    budgets: list[Budget] = []

    def recorded(*args: Any) -> list[float]:
        budgets.append(args[-1])
        return badam_saat.compiled_totals(*args)

    decisions = [(view, legal) for seed in range(4)
                 for _, view, legal in late_sevens_decisions(game, seed)]
    assert len(decisions) > 10
    monkeypatch.setitem(KITS, BadamSaat, replace(kit, compiled_totals=recorded))
    core_rngs = [Rng(k) for k in range(len(decisions))]
    in_core = [bot.act(game, view, legal, rng)
               for (view, legal), rng in zip(decisions, core_rngs, strict=True)]
    assert budgets == [Budget(min(8, 24 // len(legal)), badam_saat.WIN_BONUS, bot.exact_nodes)
                       for _, legal in decisions]
    monkeypatch.setitem(KITS, BadamSaat, replace(kit, compiled_totals=None))
    python_rngs = [Rng(k) for k in range(len(decisions))]
    assert [bot.act(game, view, legal, rng)
            for (view, legal), rng in zip(decisions, python_rngs, strict=True)] == in_core
    assert [rng.getstate() for rng in core_rngs] == [rng.getstate() for rng in python_rngs]


def test_bad_search_arguments_raise_and_never_crash() -> None:
    core = fast.core
    assert core is not None
    game = BadamSaat()
    state = next(state for state, _, _ in late_sevens_decisions(game, 0))
    flat, seat, legal = fast.layout(game).flat(state), state.turn, game.legal_actions(state)
    reading = ((0, 0, 0, 0), (), 10, 2, 0.01)
    good: list[Any] = ["badam-saat", SEVENS, flat, legal, (3, 0.0, 100, 0), reading, 7]
    totals, _ = core.search(*good)
    assert len(totals) == len(legal)
    held = state.hands[(seat + 1) % 4]
    bad = {
        0: ["no-such-game", 7],
        2: [(), flat[:-1]],
        3: [(), (PASS,), ((held & -held).bit_length() - 1,), (65,), (-1,), tuple(range(66)),
            None],
        4: [(-1, 0.0, 100, 0), (10**8, 0.0, 100, 0),  # samples
            (3, 0.0, 100, -1), (3, 0.0, 100, 5),  # planned turns
            (3, 0.0, -1, 0), (3, 0.0, 10**9, 0), (3, 0.0, 2**40, 0),  # exact nodes
            (3, 0.0, 100), None],
        5: [((0, 0, 0), (), 10, 2, 0.01), ((-1, 0, 0, 0), (), 10, 2, 0.01),
            ((0, 0, 0, 0), ((0, 0, 0),), 10, 2, 0.01), ((0, 0, 0, 0), ((9, 0, 0, 0),), 10, 2, 0.01),
            ((0, 0, 0, 0), ((0, 0, 0, 64),), 10, 2, 0.01),
            ((0, 0, 0, 0), (), -1, 2, 0.01), ((0, 0, 0, 0), (), 10, 2, 1.5),
            ((0, 0, 0, 0), (), 10, 2, float("nan")), (), None],
    }
    for index, values in bad.items():
        for value in values:
            args = [*good[:index], value, *good[index + 1:]]
            with pytest.raises((ValueError, TypeError, OverflowError)):
                core.search(*args)


def test_a_search_of_a_hand_that_is_over_raises() -> None:
    core = fast.core
    assert core is not None
    game = BadamSaat()
    state = next(state for state, _, _ in late_sevens_decisions(game, 0))
    over = fast.rollout(game, state, Rng(0))
    flat = fast.layout(game).flat(over)
    with pytest.raises(ValueError, match="over"):
        core.search("badam-saat", SEVENS, flat, (PASS,), (3, 0.0, 0, 0),
                    ((0, 0, 0, 0), (), 10, 2, 0.01), 7)


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=CASE_IDS)
def test_corrupted_states_raise_or_play_never_crash(game_id: str, options: dict[str, Any]) -> None:
    core = fast.core
    assert core is not None
    game = make_game(game_id, options)
    layout = fast.layout(game)
    for state in mid_hand_states(game, 3)[::3]:
        flat = layout.flat(state)
        variants = [flat[:-1], (*flat, 5), (*flat, 1 << 63)]
        for i in range(len(flat)):
            for bad in (-7, -1, 1, 5, 63, 1 << 40, 1 << 63):
                variants.append((*flat[:i], bad, *flat[i + 1:]))
        for variant in variants:
            with contextlib.suppress(ValueError, OverflowError):
                core.playout_scores(game_id, fast.options(game), variant, 1, False)


def first_choice(game: Game[Any], seed: int) -> tuple[View, tuple[int, ...]]:
    """A view of the first decision with a choice, past the first three actions of a
    hand the rules play."""
    rng = Rng(seed)
    state = game.deal(rng, 0)
    for number in range(10**4):
        seat, legal = game.to_move(state), game.legal_actions(state)
        assert seat is not None
        if len(legal) > 1 and number > 2:
            return game.view(state, seat), legal
        state = game.apply(state, kit_of(game).rules_action(game, game.view(state, seat), legal,
                                                            rng))
    raise AssertionError("no choice in a whole hand")


@pytest.mark.parametrize("game_id", swept(CORE_IDS))
def test_a_search_in_the_core_leaves_the_other_threads_running(game_id: str) -> None:
    """While one thread's bot searches, another thread runs on (the server's event loop
    and its other tables): the core gives up the GIL.  Holding it, the other thread
    stops for the whole search.  The search is made to last a second or more, so
    that a loaded machine's scheduling cannot starve the other thread for half of it (a
    60 ms search once saw a 0.2 s gap in a clean-clone CI run)."""
    game = make_game(game_id)
    view, legal = first_choice(game, 7)
    samples, marks = 100, [0.0]
    while marks[-1] - marks[0] < 1.0:
        samples *= 4
        marks = search_beside_a_spinner(game, view, legal, SearchBot(samples=samples,
                                                                     playouts=10**9))
    assert max(b - a for a, b in itertools.pairwise(marks)) < (marks[-1] - marks[0]) / 2


def search_beside_a_spinner(game: Game[Any], view: Any, legal: tuple[int, ...],
                            bot: SearchBot) -> list[float]:
    """When ``bot`` started and ended its decision in a thread of its own, with the
    times in between at which this thread ran."""
    span: list[float] = []

    def think() -> None:
        span.append(time.perf_counter())
        bot.act(game, view, legal, Rng(1))
        span.append(time.perf_counter())

    thinking = threading.Thread(target=think)
    thinking.start()
    ran = []
    while thinking.is_alive():
        ran.append(time.perf_counter())
    thinking.join()
    start, end = span
    return [start, *(t for t in ran if start < t < end), end]
