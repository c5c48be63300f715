"""The compiled core, where it was built: the one module that imports ``majlis._core``.

The core (``src/majlis/core/``, one C file per game) plays the same hands as the
Python rules for the same seed, only faster; the Python rules stay the authority and
``tests/test_core.py`` holds the two paths to the same action sequences.  ``PATH``
says which path is active: ``"core"``, or ``"pure"`` when the extension was not
built or ``MAJLIS_PURE=1`` is set.  Each game the core plays has an adapter here that
turns its options and states into the flat ints the core reads.

>>> PATH in ("core", "pure")
True
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any

from majlis.games.asymmetric_badam_saat import AsymmetricBadamSaat, AsymmetricState
from majlis.games.badam_saat import BadamSaat, SevensState
from majlis.games.bint_al_sbeet import DIRECTIONS, BintAlSbeet, SbeetState, shown_voids
from majlis.games.bint_al_sbeet import Phase as SbeetPhase
from majlis.games.sabat_al_deemin import DeeminState, Phase, SabatAlDeemin
from majlis.games.sedma import PASS as SEDMA_PASS
from majlis.games.sedma import Sedma, SedmaState
from majlis.protocol import Game, Trail, trail_tuple
from majlis.rng import Rng


def _load() -> ModuleType | None:
    if os.environ.get("MAJLIS_PURE") == "1":
        return None
    try:
        from majlis import _core
    except ImportError:
        return None
    return _core


core = _load()
PATH = "core" if core is not None else "pure"


@dataclass(frozen=True)
class Adapter:
    """How one game's options and states become the core's flat ints and back."""

    options: Callable[[Any], tuple[int, ...]]
    flat: Callable[[Any], tuple[int, ...]]
    state: Callable[[tuple[int, ...], Trail], Any]
    """The state from the core's flat ints and the hand's new trail."""
    fits: Callable[[Any], bool] = lambda game: True
    """Whether the core can play the game under these options."""


SBEET_PHASES = tuple(SbeetPhase)
SBEET_DIRECTIONS = {offset: word for word, offset in DIRECTIONS.items()}
SBEET_CYCLE_CODES = {"none": 0, "left": 1, "right": 2}
SBEET_CYCLE_MAX = 15


def _sbeet_options(game: BintAlSbeet) -> tuple[int, ...]:
    code = sum(SBEET_CYCLE_CODES[word] << 2 * i for i, word in enumerate(game.pass_cycle))
    return (game.target, game.pass_count, int(game.minus_condition == "no_penalty_card"),
            len(game.pass_cycle), code)


def _sbeet_flat(s: SbeetState) -> tuple[int, ...]:
    # The shown voids are not in the state but in its trail; the rules policy reads them.
    return (s.dealer, DIRECTIONS[s.direction], SBEET_PHASES.index(s.phase), s.turn, s.question,
            s.minus, s.leader, *s.hands, *s.passed, *s.received, *s.taken, *s.tricks,
            *shown_voids(s), len(s.trick), *s.trick, *(x for pair in s.revealed for x in pair))


def _sbeet_state(flat: tuple[int, ...], trail: Trail) -> SbeetState:
    dealer, offset, phase, turn, question, minus, leader = flat[:7]
    trick_end = 32 + flat[31]
    pairs = flat[trick_end:]
    return SbeetState(
        dealer=dealer, direction=SBEET_DIRECTIONS[offset], phase=SBEET_PHASES[phase], turn=turn,
        hands=flat[7:11], passed=flat[11:15], received=flat[15:19], question=question,
        revealed=tuple(zip(pairs[::2], pairs[1::2], strict=True)), minus=minus,
        trick=flat[32:trick_end], leader=leader, taken=flat[19:23], tricks=flat[23:27],
        trail=trail)


def _sevens_state(flat: tuple[int, ...], trail: Trail) -> SevensState:
    dealer, turn, winner, table, *hands = flat
    return SevensState(dealer=dealer, hands=tuple(hands), table=table, turn=turn, winner=winner,
                       trail=trail)


def _asymmetric_state(flat: tuple[int, ...], trail: Trail) -> AsymmetricState:
    dealer, turn, winner, passes, missing_open, table = flat[:6]
    return AsymmetricState(dealer=dealer, hands=flat[6:8], table=table, stock=flat[8:], turn=turn,
                           winner=winner, passes=passes, missing_open=bool(missing_open),
                           trail=trail)


def _deemin_state(flat: tuple[int, ...], trail: Trail) -> DeeminState:
    dealer, phase, turn, doubler, trebler, team0, team1, table = flat[:8]
    return DeeminState(dealer=dealer, hands=flat[8:], table=table, phase=Phase(phase), turn=turn,
                       doubler=doubler, trebler=trebler, points=(team0, team1), trail=trail)


SEDMA_PASSES_SHIFT = 5
"""Sedma's flat train: each tile | the passes just before it << this (the core reads
the history from it, for what the rules players have seen)."""


def _sedma_flat(s: SedmaState) -> tuple[int, ...]:
    history = trail_tuple(s.trail)
    train, before = [], 0
    for _, action in history:
        if action == SEDMA_PASS:
            before += 1
        else:
            train.append(action | before << SEDMA_PASSES_SHIFT)
            before = 0
    leader = history[0][0] if history else s.turn
    return (s.dealer, leader, s.turn, s.end, s.doubles, s.passes, *s.hands, *s.scores,
            *s.totals, *train)


def _sedma_state(flat: tuple[int, ...], trail: Trail) -> SedmaState:
    dealer, _, turn, end, doubles, passes = flat[:6]
    train = tuple(entry & ((1 << SEDMA_PASSES_SHIFT) - 1) for entry in flat[18:])
    return SedmaState(dealer=dealer, hands=flat[6:10], train=train, end=end, doubles=doubles,
                      scores=flat[10:14], totals=flat[14:18], turn=turn, passes=passes,
                      trail=trail)


ADAPTERS: dict[type[Game[Any]], Adapter] = {
    SabatAlDeemin: Adapter(
        options=lambda g: (g.target, int(g.redeal_on_three), int(g.strict_warning)),
        flat=lambda s: (s.dealer, int(s.phase), s.turn, s.doubler, s.trebler, *s.points,
                        s.table, *s.hands),
        state=_deemin_state,
    ),
    BintAlSbeet: Adapter(
        options=_sbeet_options, flat=_sbeet_flat, state=_sbeet_state,
        fits=lambda g: len(g.pass_cycle) <= SBEET_CYCLE_MAX,
    ),
    BadamSaat: Adapter(
        options=lambda g: (g.players, int(g.ace == "low"), g.games),
        flat=lambda s: (s.dealer, s.turn, s.winner, s.table, *s.hands),
        state=_sevens_state,
    ),
    AsymmetricBadamSaat: Adapter(
        options=lambda g: (int(g.ace == "low"), g.games),
        flat=lambda s: (s.dealer, s.turn, s.winner, s.passes, int(s.missing_open), s.table,
                        *s.hands, *s.stock),
        state=_asymmetric_state,
    ),
    Sedma: Adapter(
        options=lambda g: (g.target, int(g.forced_play), int(g.finish_hand)),
        flat=_sedma_flat, state=_sedma_state,
    ),
}


def plays(game: Game[Any]) -> bool:
    """True when the core is active and plays ``game``: one of the games it was built
    for (a subclass may change the rules), under options it can hold."""
    adapter = ADAPTERS.get(type(game))
    return core is not None and adapter is not None and adapter.fits(game)


def has_rules_policy(game: Game[Any]) -> bool:
    """True when the core plays ``game`` and its rules policy."""
    return plays(game) and core is not None and core.has_rules_policy(game.id)


@lru_cache(maxsize=64)
def _options(game: Game[Any]) -> tuple[int, ...]:
    """The game's options as the core's ints: kept per game (games are frozen and
    hashable), as a search asks for them on every playout."""
    return ADAPTERS[type(game)].options(game)


def simulate(game: Game[Any], seed: int | str, first: int, count: int) -> Any:
    """Figures of random matches ``first .. first + count`` of a run (``majlis simulate``):
    ``(matches, hands played, hands voided, action sum, min, max, score count, sum, sum of
    squares, min, max, wins by seat)``."""
    assert core is not None
    return core.simulate(game.id, _options(game), str(seed), first, count)


def match_pairs(game: Game[Any], seed: int | str) -> list[tuple[int, list[tuple[int, int]]]]:
    """Each hand of the random match of ``seed``: its dealer and its (seat, action) pairs."""
    assert core is not None
    hands: list[tuple[int, list[tuple[int, int]]]] = []
    for code in core.match_log(game.id, _options(game), str(seed)):
        seat, action = divmod(code, 1024)
        if seat < 0:
            hands.append((action, []))
        else:
            hands[-1][1].append((seat, action))
    return hands


def random_hands(game: Game[Any], rng_seed: int, count: int) -> int:
    """Deal and play out ``count`` random hands as ``simulate.playout_rate`` does (dealer
    ``k % seats``, one generator); the number of actions played."""
    assert core is not None
    return int(core.random_hands(game.id, _options(game), rng_seed, count))


def rollout(game: Game[Any], state: Any, rng: Rng, rules: bool = False) -> Any:
    """``game.rollout(state, rng)`` (or the rules policy of every seat) in the core;
    ``rng`` moves on as it would in Python."""
    assert core is not None
    adapter = ADAPTERS[type(game)]
    flat, codes, rng_state = core.rollout(game.id, adapter.options(game), adapter.flat(state),
                                          rng.getstate(), rules)
    rng.setstate(rng_state)
    trail = state.trail
    for code in codes:
        trail = (divmod(code, 1024), trail)
    return adapter.state(flat, trail)


def playout_scores(game: Game[Any], state: Any, rng_state: int, rules: bool) -> tuple[int, ...]:
    """The hand's scores after a playout from ``state`` in the core: random, or every
    seat following its rules policy."""
    assert core is not None
    scores: tuple[int, ...] = core.playout_scores(
        game.id, _options(game), ADAPTERS[type(game)].flat(state), rng_state, rules)
    return scores


def _moved_on(rng: Rng, result: tuple[tuple[float, ...], int]) -> list[float]:
    """A compiled search's totals, ``rng`` set where the search left its generator."""
    totals, rng_state = result
    rng.setstate(rng_state)
    return list(totals)


def sevens_search(game: BadamSaat, state: SevensState, cannot: tuple[int, ...],
                  points: tuple[tuple[int, int, int, int], ...], legal: tuple[int, ...],
                  rng: Rng, budget: tuple[int, int, int, int, int], miss: float,
                  win_bonus: float) -> list[float]:
    """Badam Saat's search in the core: from the hand reader's first deal ``state``, the
    totals per action of ``majlis.bots.search`` over ``budget`` = (samples, burn-in,
    thinning, planned turns, exact nodes: 0 for playouts only) deals; ``rng`` moves on as
    in Python."""
    assert core is not None
    return _moved_on(rng, core.sevens_search(
        _options(game), ADAPTERS[type(game)].flat(state), state.turn, cannot, points, legal,
        *budget, miss, win_bonus, rng.getstate()))


def deemin_search(game: SabatAlDeemin, state: DeeminState, cannot: tuple[int, ...],
                  points: tuple[tuple[int, int, int, int], ...], legal: tuple[int, ...],
                  rng: Rng, budget: tuple[int, int, int, int], miss: float,
                  win_bonus: float) -> list[float]:
    """Sab'at Al-Deemin's search in the core, as :func:`sevens_search` but for ``budget`` =
    (samples, burn-in, thin, exact nodes: 0 for playouts only)."""
    assert core is not None
    return _moved_on(rng, core.deemin_search(
        _options(game), ADAPTERS[type(game)].flat(state), state.turn, cannot, points, legal,
        *budget, miss, win_bonus, rng.getstate()))


def asymmetric_search(game: AsymmetricBadamSaat, state: AsymmetricState, cannot: int,
                      legal: tuple[int, ...], rng: Rng, budget: tuple[int, int],
                      win_bonus: float) -> list[float]:
    """Asymmetric Badam Saat's search in the core: from ``state`` (the view's, with any
    placement of the unknown cards), the totals per action of ``majlis.bots.search`` over
    ``budget`` = (samples, exact nodes: 0 for playouts only) deals in which the opponent
    holds none of ``cannot``; ``rng`` moves on as in Python."""
    assert core is not None
    return _moved_on(rng, core.asymmetric_search(
        _options(game), ADAPTERS[type(game)].flat(state), state.turn, cannot, legal, *budget,
        win_bonus, rng.getstate()))


SbeetTiers = tuple[tuple[tuple[int, ...], tuple[tuple[int, tuple[int, ...], tuple[int, ...],
                                                      tuple[int, ...]], ...]], ...]
"""The constraints of Bint Al-Sbeet's sampler as the core reads them: each tier's
``may_hold`` and its placements of QS and TD, each ``(weight, fixed, need, order)``."""
SbeetAnswers = tuple[tuple[tuple[int, int, bool], ...], tuple[tuple[int, bool, bool], ...]]
"""The other seats' reveal answers ``(seat, card, revealed)`` and minus answers
``(seat, leads, declared)``."""


def sbeet_search(game: BintAlSbeet, state: SbeetState, tiers: SbeetTiers,
                 answers: SbeetAnswers, played_by: tuple[int, ...], legal: tuple[int, ...],
                 rng: Rng, budget: tuple[int, int], win_bonus: float) -> list[float]:
    """Bint Al-Sbeet's search in the core: for the seat to act in ``state`` (any deal the
    view allows), the totals per action of ``majlis.bots.search`` over ``budget`` =
    (samples, exact nodes: 0 for playouts only) deals of the sampler whose ``tiers``,
    ``answers`` and cards ``played_by`` each seat ``majlis.bots.bint_al_sbeet`` reads;
    ``rng`` moves on as in Python."""
    assert core is not None
    return _moved_on(rng, core.sbeet_search(
        _options(game), ADAPTERS[type(game)].flat(state), tiers, answers, played_by, legal,
        *budget, win_bonus, rng.getstate()))


def sedma_search(game: Sedma, state: SedmaState, legal: tuple[int, ...], rng: Rng,
                 budget: tuple[int, int, int, int], win_bonus: float,
                 match: tuple[float, float]) -> list[float]:
    """Sedma's search in the core: for the seat to move in ``state`` (whose other hands
    only give their counts), the totals per action of ``majlis.bots.search`` over
    ``budget`` = (samples, reading tries, deal tries, exact nodes: 0 for playouts only)
    deals of the sampler, valued by the match model ``match`` = (scale, offset);
    ``rng`` moves on as in Python."""
    assert core is not None
    return _moved_on(rng, core.sedma_search(
        _options(game), ADAPTERS[type(game)].flat(state), legal, *budget, win_bonus, *match,
        rng.getstate()))


def has_vector_env(game: Game[Any]) -> bool:
    """True when the core plays ``game`` and has its batched environment."""
    return plays(game) and core is not None and game.id in core.VECTOR_GAMES


def vector_env(game: Game[Any], num_envs: int, players: tuple[int, ...], worst: float,
               arrays: tuple[Any, ...]) -> Any:
    """The core's batched environments of ``game``: ``players`` says who plays each seat
    (0 a learner, 1 the rules bot, 2 the random bot), ``worst`` is an illegal action's
    reward, and ``arrays`` the numpy arrays it writes (``majlis.rl.vector``)."""
    assert core is not None
    return core.VecEnv(game.id, _options(game), num_envs, players, worst, *arrays)

