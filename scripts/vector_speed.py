"""Agent steps per CPU second of the batched environments, side by side in one run with the
plain C limit and the PettingZoo environment (docs/speed.md, docs/rl.md).

    gcc -O2 -o /tmp/limit_sevens ../shared/bench/limit_sevens.c
    python scripts/vector_speed.py --limit /tmp/limit_sevens --runs 3

The rounds interleave the contenders; each figure is the median of ``--runs`` rounds of
one process's CPU time (the C limit's: the turns it plays over its child process's CPU
time, its deal-only warm-up included). An agent step is one decision of any seat, its
observation encoded; a pass is a step, as in the C limit's turns.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from speed import child_cpu, print_rounds

from majlis import fast
from majlis.games import GAME_IDS, make_game
from majlis.rl import self_play_env, vector_env
from majlis.rl.bench import aec_rate


def limit_turns_rate(binary: str, games: int) -> float:
    """The C limit's turns (decisions, passes included) per CPU second of its process."""
    seconds, output = child_cpu([binary, str(games)])
    fields = dict(part.split("=") for part in output.split())
    return games * float(fields["turns/game"]) / seconds


def first_legal(mask: np.ndarray[Any, Any], rng: np.random.Generator) -> np.ndarray[Any, Any]:
    return np.argmax(mask, axis=1)


def random_legal(mask: np.ndarray[Any, Any], rng: np.random.Generator) -> np.ndarray[Any, Any]:
    return np.argmax(rng.random(mask.shape) * mask, axis=1)


Policy = Callable[[np.ndarray[Any, Any], np.random.Generator], np.ndarray[Any, Any]]


def self_play_rate(game_id: str, envs: int, policy: Policy, seconds: float) -> float:
    """Every seat's decisions a CPU second through the self-play batch."""
    batch = self_play_env(game_id, envs)
    rng = np.random.default_rng(0)
    now, steps, start = batch.reset(seed=0), 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for _ in range(20):
            now = batch.step(policy(now.action_mask, rng))
        steps += 20 * envs
    return steps / elapsed


def learner_rate(game_id: str, envs: int, seconds: float) -> float:
    """The learner's decisions a CPU second through Gymnasium's vector API, the rules bots
    playing the other seats in C (random legal actions for the learner)."""
    env = vector_env(game_id, envs, bots="rules")
    rng = np.random.default_rng(0)
    (observation, _), steps, start = env.reset(seed=0), 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for _ in range(20):
            observation, *_ = env.step(random_legal(observation["action_mask"], rng))
        steps += 20 * envs
    return steps / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", required=True, help="the compiled limit_sevens binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--envs", type=int, default=1024)
    args = parser.parse_args()
    if fast.core is None:
        sys.exit("the compiled core is not active (not built, or MAJLIS_PURE=1)")
    s, n = args.seconds, args.envs
    timings: dict[str, Callable[[], float]] = {
        "C limit, Badam Saat 4p (turns)": lambda: limit_turns_rate(args.limit, 1_000_000)}
    for game_id in GAME_IDS:
        if not fast.has_vector_env(make_game(game_id)):
            continue
        timings |= {
            f"{game_id} self-play batch of {n}, first legal action":
                lambda g=game_id: self_play_rate(g, n, first_legal, s),
            f"{game_id} self-play batch of {n}, random legal action (numpy)":
                lambda g=game_id: self_play_rate(g, n, random_legal, s),
            f"{game_id} vector_env of {n}, learner's steps (rules bots in C)":
                lambda g=game_id: learner_rate(g, n, s),
            f"{game_id} PettingZoo AEC, random legal action":
                lambda g=game_id: aec_rate(g, s, time.process_time),
        }
    print_rounds(timings, args.runs, "agent steps per CPU second")


if __name__ == "__main__":
    main()
