"""Steps per second through each research interface, per game, on one core.

``python -m majlis.rl.bench [SECONDS]`` prints a Markdown table: random legal
actions through the bare engine (``legal_actions`` and ``apply``), the PettingZoo
environment (``last`` with its observation, then ``step``), the Gymnasium
environment (the learner's steps; random bots play the other seats) and
OpenSpiel (``legal_actions`` and ``apply_action``, chance nodes included).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from majlis.games import GAME_IDS, make_game
from majlis.rl import aec_env, gym_env
from majlis.rng import Rng

Runner = Callable[[str, float], float]


def engine_rate(game_id: str, seconds: float) -> float:
    game = make_game(game_id)
    rng = Rng(0)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.deal(rng, steps % game.seats)
        while game.to_move(state) is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, legal[int(rng.random() * len(legal))])
            steps += 1
    return steps / (time.perf_counter() - started)


def aec_rate(game_id: str, seconds: float,
             clock: Callable[[], float] = time.perf_counter) -> float:
    """Random legal actions a second of ``clock`` (wall time, unless told) through the
    PettingZoo environment."""
    env = aec_env(game_id)
    rng = Rng(0)
    steps, started = 0, clock()
    while clock() - started < seconds:
        env.reset(seed=steps)
        for _ in env.agent_iter():
            observation, _, terminated, _, _ = env.last()
            if terminated:
                env.step(None)
                continue
            env.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
            steps += 1
    return steps / (clock() - started)


def gym_rate(game_id: str, seconds: float) -> float:
    env = gym_env(game_id, bots="random")
    rng = Rng(0)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        observation, _ = env.reset(seed=steps)
        done = False
        while not done:
            action = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
            observation, _, done, _, _ = env.step(action)
            steps += 1
    return steps / (time.perf_counter() - started)


def openspiel_rate(game_id: str, seconds: float) -> float:
    import pyspiel  # type: ignore[import-not-found]

    from majlis.rl.openspiel import spiel_name

    game = pyspiel.load_game(spiel_name(game_id))
    rng = Rng(0)
    steps, started = 0, time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
    return steps / (time.perf_counter() - started)


RUNNERS: dict[str, Runner] = {
    "engine": engine_rate,
    "PettingZoo AEC": aec_rate,
    "Gymnasium": gym_rate,
    "OpenSpiel": openspiel_rate,
}


def table(seconds: float) -> str:
    """The Markdown table of steps per second."""
    lines = ["| game | " + " | ".join(RUNNERS) + " |",
             "| --- |" + " ---: |" * len(RUNNERS)]
    for game_id in GAME_IDS:
        rates: list[Any] = [f"{run(game_id, seconds):,.0f}" for run in RUNNERS.values()]
        lines.append(f"| {game_id} | " + " | ".join(rates) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seconds", type=float, nargs="?", default=3.0,
                        help="seconds per figure (default 3)")
    print(table(parser.parse_args().seconds))


if __name__ == "__main__":
    main()
