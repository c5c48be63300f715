"""The speed table of docs/speed.md, measured in one run, side by side.

    gcc -O2 -o /tmp/limit_sevens ../shared/bench/limit_sevens.c
    python scripts/speed.py --limit /tmp/limit_sevens --runs 5

Every figure is per CPU second of one process (or of the child process for the C limit
and for ``majlis simulate``), the median of ``--runs`` rounds; the rounds interleave the
contenders so that a change of load on the machine hits all of them alike.  Needs the
compiled core and, for the Hearts column, ``pyspiel``.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from majlis import fast
from majlis.games import GAME_IDS, make_game
from majlis.protocol import Game
from majlis.rng import Rng
from majlis.simulate import core_rate, playout_rate


def child_cpu(command: list[str]) -> tuple[float, str]:
    """The CPU seconds and the output of a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), output


def limit_rate(binary: str, games: int) -> float:
    """Random 4-player Badam Saat hands a second of the plain C bitmask playout."""
    seconds, _ = child_cpu([binary, str(games)])
    return games / seconds


def simulate_rate(matches: int) -> float:
    """Hands a second of ``majlis simulate badam-saat`` as a whole process."""
    seconds, _ = child_cpu([sys.executable, "-m", "majlis", "simulate", "badam-saat",
                            "--matches", str(matches)])
    return matches * make_game("badam-saat").games / seconds


def hearts_rate(seconds: float) -> float:
    """OpenSpiel's C++ Hearts: random games a second through ``pyspiel.evaluate_bots``."""
    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game("hearts")
    bots = [pyspiel.make_uniform_random_bot(p, 1 + p) for p in range(4)]
    games, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, games)
        games += 1
    return games / elapsed


def rules_playout_rate(game: Game[Any], seconds: float) -> float:
    """Rules-policy playouts a second from a state up to 12 random actions into a hand,
    one call each."""
    rng = Rng(1)
    state = game.deal(rng, 0)
    for _ in range(12):
        legal = game.legal_actions(state)
        if game.to_move(state) is None:
            break
        state = game.apply(state, legal[rng.below(len(legal))])
    playouts, start = 0, time.process_time()
    while (elapsed := time.process_time() - start) < seconds:
        for k in range(1000):
            fast.playout_scores(game, state, k, True)
        playouts += 1000
    return playouts / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", required=True, help="the compiled limit_sevens binary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--matches", type=int, default=100_000)
    args = parser.parse_args()
    if fast.core is None:
        sys.exit("the compiled core is not active (not built, or MAJLIS_PURE=1)")
    timings: dict[str, Callable[[], float]] = {
        "C limit, Badam Saat 4p": lambda: limit_rate(args.limit, 1_000_000),
        f"majlis simulate badam-saat --matches {args.matches}": lambda: simulate_rate(
            args.matches),
        "OpenSpiel C++ Hearts": lambda: hearts_rate(args.seconds),
    }
    for game_id in GAME_IDS:
        game = make_game(game_id)
        timings[f"{game_id} core"] = lambda g=game: core_rate(g, args.seconds)
        timings[f"{game_id} pure"] = lambda g=game: playout_rate(g, args.seconds)
        if fast.has_rules_policy(game):
            timings[f"{game_id} rules playouts, one call each"] = (
                lambda g=game: rules_playout_rate(g, args.seconds))
    print_rounds(timings, args.runs, "per CPU second")


def print_rounds(timings: dict[str, Callable[[], float]], runs: int, unit: str) -> None:
    """Runs every timing once a round, ``runs`` rounds, and prints the medians as a
    Markdown table."""
    figures: dict[str, list[float]] = {name: [] for name in timings}
    for _ in range(runs):
        for name, timing in timings.items():
            figures[name].append(timing())
    print(f"| what | {unit} (median of {runs}) | runs |")
    print("| --- | ---: | --- |")
    for name, values in figures.items():
        each = ", ".join(f"{v:,.0f}" for v in values)
        print(f"| {name} | {statistics.median(values):,.0f} | {each} |")


if __name__ == "__main__":
    main()
