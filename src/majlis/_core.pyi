# The compiled core (src/majlis/core/binding.c); imported only by majlis.fast.
from typing import Any

Stats = tuple[int, int, int, int, int, int, int, int, int, int, tuple[int, ...]]

def simulate(game: str, options: tuple[int, ...], seed: str, first: int, count: int) -> Stats: ...
def match_log(game: str, options: tuple[int, ...], seed: str) -> list[int]: ...
def random_hands(game: str, options: tuple[int, ...], rng_seed: int, count: int) -> int: ...
def rollout(game: str, options: tuple[int, ...], state: tuple[int, ...], rng_state: int,
            rules: bool) -> tuple[tuple[int, ...], list[int], int]: ...
def playout_scores(game: str, options: tuple[int, ...], state: tuple[int, ...], rng_state: int,
                   rules: bool) -> tuple[int, ...]: ...
def has_rules_policy(game: str) -> bool: ...
def game_ids() -> tuple[str, ...]: ...
def stream_seed(key: str) -> int: ...
def layout(game: str) -> tuple[tuple[str, ...], tuple[tuple[str, int], ...]]: ...

Point = tuple[int, int, int, int]
"""A seat's past choice: (seat, open cards, cards held for later, card chosen)."""
HandReading = tuple[tuple[int, ...], tuple[Point, ...], int, int, float]
"""Badam Saat's and Sab'at Al-Deemin's: (cannot per seat, points, burn_in, thin, miss)."""
CannotReading = tuple[int]
"""Asymmetric Badam Saat's: (the cards the opponent cannot hold,)."""
Placement = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Tiers = tuple[tuple[tuple[int, ...], tuple[Placement, ...]], ...]
Answers = tuple[tuple[tuple[int, int, bool], ...], tuple[tuple[int, bool, bool], ...]]
SbeetReading = tuple[Tiers, Answers, tuple[int, ...]]
"""Bint Al-Sbeet's: (tiers, answers, cards played by each seat)."""
SedmaReading = tuple[int, int, float, float]
"""Sedma's: (reading tries, deal tries, match scale, match offset)."""

def search(game: str, options: tuple[int, ...], state: tuple[int, ...], legal: tuple[int, ...],
           budget: tuple[int, float, int, int],
           reading: HandReading | CannotReading | SbeetReading | SedmaReading,
           rng_state: int) -> tuple[tuple[float, ...], int]: ...

VECTOR_GAMES: tuple[str, ...]

class VecEnv:
    """Batched environments of one game (vector_binding.c): it writes the arrays given."""

    def __init__(self, game: str, options: tuple[int, ...], num_envs: int,
                 players: tuple[int, ...], worst: float, *arrays: Any) -> None: ...
    def reset(self, seed: int) -> None: ...
    def step(self, actions: Any) -> None: ...
