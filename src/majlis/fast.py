"""The compiled core, where it was built: the one module that imports ``majlis._core``.

The core (``src/majlis/core/``, one C file per game) plays the same hands as the
Python rules for the same seed, only faster; the Python rules stay the authority and
``tests/test_core.py`` holds the two paths to the same action sequences.  ``BACKEND``
says which path is active: ``"core"``, or ``"pure"`` when the extension was not
built or ``MAJLIS_PURE=1`` is set.  Each game the core plays is bound here
(:data:`CORE_GAMES`): its options as the core's ints, and its states as the flat ints
of the layout the core declares (``majlis.layout``), read and written by field name.

>>> BACKEND in ("core", "pure")
True
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import ModuleType
from typing import Any, Protocol

from majlis.games.asymmetric_badam_saat import AsymmetricBadamSaat, AsymmetricState
from majlis.games.badam_saat import BadamSaat, SevensState
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.bint_al_sbeet_hand import DIRECTIONS, SbeetState, shown_voids
from majlis.games.bint_al_sbeet_hand import Phase as SbeetPhase
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import DeeminState, Phase
from majlis.games.sedma import PASS as SEDMA_PASS
from majlis.games.sedma import Sedma, SedmaState
from majlis.layout import Codec, OptionCodec, OptionReader, StateLayout
from majlis.protocol import Game, trail_tuple
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
BACKEND = "core" if core is not None else "pure"


@dataclass(frozen=True)
class CoreGame:
    """What the core needs of one game beyond the names it declares: its state class, the
    fields and options that are the game's own (a ``majlis.layout.Codec`` for a field, an
    ``OptionCodec`` for an option), and whether the core can play the game under these
    options."""

    state_class: type
    codecs: Mapping[str, Codec] = field(default_factory=dict)
    options: Mapping[str, OptionCodec] = field(default_factory=dict)
    fits: Callable[[Any], bool] = lambda game: True


SBEET_CYCLE_CODES = {"none": 0, "left": 1, "right": 2}
SBEET_CYCLE_MAX = 15


SBEET_OPTIONS = {
    "no_penalty_card": OptionCodec("minus_condition", lambda words: words == "no_penalty_card"),
    "cycle_length": OptionCodec("pass_cycle", len),
    "cycle": OptionCodec("pass_cycle", lambda cycle: sum(SBEET_CYCLE_CODES[word] << 2 * i
                                                         for i, word in enumerate(cycle))),
}
ACE_LOW = {"ace_low": OptionCodec("ace", lambda ace: ace == "low")}


SBEET_CODECS = {
    "direction": Codec(codes=DIRECTIONS),
    "phase": Codec(codes={phase: code for code, phase in enumerate(SbeetPhase)}),
    # The shown voids are not in the state but in its trail; the rules policy reads them.
    "voids": Codec(shown_voids, derived=True),
    "revealed": Codec(lambda s: sum(s.revealed, ()),
                      lambda v: tuple(zip(v[::2], v[1::2], strict=True))),
}

SEDMA_PASSES_SHIFT = 5
"""Sedma's flat train: each tile | the passes just before it << this (the core reads
the history from it, for what the rules players have seen)."""


def _sedma_train(s: SedmaState) -> tuple[int, ...]:
    train, before = [], 0
    for _, action in trail_tuple(s.trail):
        if action == SEDMA_PASS:
            before += 1
        else:
            train.append(action | before << SEDMA_PASSES_SHIFT)
            before = 0
    return tuple(train)


def _sedma_leader(s: SedmaState) -> int:
    """The seat that led the hand (the seat to act before the lead)."""
    trail = s.trail
    while trail is not None and trail[1] is not None:
        trail = trail[1]
    return s.turn if trail is None else trail[0][0]


SEDMA_CODECS = {
    "leader": Codec(_sedma_leader, derived=True),
    "train": Codec(_sedma_train,
                   lambda v: tuple(e & ((1 << SEDMA_PASSES_SHIFT) - 1) for e in v)),
}

CORE_GAMES: dict[type[Game[Any]], CoreGame] = {
    SabatAlDeemin: CoreGame(DeeminState, codecs={"phase": Codec(value=lambda v: Phase(v[0]))}),
    BintAlSbeet: CoreGame(SbeetState, codecs=SBEET_CODECS, options=SBEET_OPTIONS,
                          fits=lambda g: len(g.pass_cycle) <= SBEET_CYCLE_MAX),
    BadamSaat: CoreGame(SevensState, options=ACE_LOW),
    AsymmetricBadamSaat: CoreGame(
        AsymmetricState, codecs={"missing_open": Codec(value=lambda v: bool(v[0]))},
        options=ACE_LOW),
    Sedma: CoreGame(SedmaState, codecs=SEDMA_CODECS),
}
"""The games the core plays, by class."""


def _layouts() -> dict[type[Game[Any]], StateLayout]:
    """Each game's layout as the core declares it, bound to its state class: a field that
    one side names and the other does not fails here, at import, by name."""
    if core is None:
        return {}
    return {game_class: StateLayout(game_class.id, bound.state_class,
                                    core.layout(game_class.id)[1], bound.codecs)
            for game_class, bound in CORE_GAMES.items()}


def _option_readers() -> dict[type[Game[Any]], OptionReader]:
    """Each game's options as the core names them, read from the game by name."""
    if core is None:
        return {}
    return {game_class: OptionReader(game_class.id, game_class,
                                     core.layout(game_class.id)[0], bound.options)
            for game_class, bound in CORE_GAMES.items()}


LAYOUTS = _layouts()
OPTION_READERS = _option_readers()


def plays(game: Game[Any]) -> bool:
    """True when the core is active and plays ``game``: one of the games it was built
    for (a subclass may change the rules), under options it can hold, each option it does
    not know at its default (a house rule the C has not learnt keeps the game on the
    Python path)."""
    bound = CORE_GAMES.get(type(game))
    return (core is not None and bound is not None and bound.fits(game)
            and OPTION_READERS[type(game)].knows(game))


def has_rules_policy(game: Game[Any]) -> bool:
    """True when the core plays ``game`` and its rules policy."""
    return plays(game) and core is not None and core.has_rules_policy(game.id)


def layout(game: Game[Any]) -> StateLayout:
    """The flat state of ``game`` in the core (which must play it)."""
    return LAYOUTS[type(game)]


@lru_cache(maxsize=64)
def options(game: Game[Any]) -> tuple[int, ...]:
    """The game's options as the core's ints: kept per game (games are frozen and
    hashable), as a search asks for them on every playout.  A ``LayoutError`` names an
    option of the game that the core does not know, set away from its default."""
    return OPTION_READERS[type(game)](game)


def simulate(game: Game[Any], seed: int | str, first: int, count: int) -> Any:
    """Figures of random matches ``first .. first + count`` of a run (``majlis simulate``):
    ``(matches, hands played, hands voided, action sum, min, max, score count, sum, sum of
    squares, min, max, wins by seat)``."""
    assert core is not None
    return core.simulate(game.id, options(game), str(seed), first, count)


def random_hands(game: Game[Any], rng_seed: int, count: int) -> int:
    """Deal and play out ``count`` random hands as ``simulate.playout_rate`` does (dealer
    ``k % seats``, one generator); the number of actions played."""
    assert core is not None
    return int(core.random_hands(game.id, options(game), rng_seed, count))


def rollout(game: Game[Any], state: Any, rng: Rng, rules: bool = False) -> Any:
    """``game.rollout(state, rng)`` (or the rules policy of every seat) in the core;
    ``rng`` moves on as it would in Python."""
    assert core is not None
    flat_state = layout(game)
    flat, codes, rng_state = core.rollout(game.id, options(game), flat_state.flat(state),
                                          rng.getstate(), rules)
    rng.setstate(rng_state)
    trail = state.trail
    for code in codes:
        trail = (divmod(code, 1024), trail)
    return flat_state.state(flat, game.seats, trail)


def playout_scores(game: Game[Any], state: Any, rng_state: int, rules: bool) -> tuple[int, ...]:
    """The hand's scores after a playout from ``state`` in the core: random, or every
    seat following its rules policy."""
    assert core is not None
    scores: tuple[int, ...] = core.playout_scores(
        game.id, options(game), layout(game).flat(state), rng_state, rules)
    return scores


class SearchBudget(Protocol):
    """One decision of a search (``majlis.bots.botkit.Budget``)."""

    @property
    def samples(self) -> int: ...
    @property
    def win_bonus(self) -> float: ...
    @property
    def exact_nodes(self) -> int: ...
    @property
    def planned_turns(self) -> int: ...


def search(game: Game[Any], state: Any, legal: tuple[int, ...], budget: SearchBudget,
           reading: tuple[Any, ...], rng: Rng) -> list[float]:
    """The game's search in the core: for the seat to act in ``state`` (a deal its sampler
    could draw), the totals per action of ``majlis.bots.search`` over ``budget`` deals
    (each solved exactly within ``exact_nodes`` nodes while that suffices, else played
    out); ``reading`` is what the game's sampler reads, in the game's own shape (see
    ``_core.pyi``); ``rng`` moves on as in Python."""
    assert core is not None
    totals, rng_state = core.search(
        game.id, options(game), layout(game).flat(state), legal,
        (budget.samples, budget.win_bonus, budget.exact_nodes, budget.planned_turns), reading,
        rng.getstate())
    rng.setstate(rng_state)
    return list(totals)


SbeetTiers = tuple[tuple[tuple[int, ...], tuple[tuple[int, tuple[int, ...], tuple[int, ...],
                                                      tuple[int, ...]], ...]], ...]
"""The constraints of Bint Al-Sbeet's sampler as the core reads them: each tier's
``may_hold`` and its placements of QS and TD, each ``(weight, fixed, need, order)``."""


def has_vector_env(game: Game[Any]) -> bool:
    """True when the core plays ``game`` and has its batched environment."""
    return plays(game) and core is not None and game.id in core.VECTOR_GAMES


def vector_env(game: Game[Any], num_envs: int, players: tuple[int, ...], worst: float,
               arrays: tuple[Any, ...]) -> Any:
    """The core's batched environments of ``game``: ``players`` says who plays each seat
    (0 a learner, 1 the rules bot, 2 the random bot), ``worst`` is an illegal action's
    reward, and ``arrays`` the numpy arrays it writes (``majlis.rl.vector``)."""
    assert core is not None
    return core.VecEnv(game.id, options(game), num_envs, players, worst, *arrays)

