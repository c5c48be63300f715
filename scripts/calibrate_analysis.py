"""Calibrate the analysis (docs/analysis.md): each bot level's mean loss per unforced
decision, the rules bot's loss quantiles that the marks are chosen from, what replacing
the rules bot's marked decisions with the analysis's best move gives, and how long a
whole hand's review takes.

    python scripts/calibrate_analysis.py badam-saat --level rules --hands 40

The level plays the first hand of matches ``0 .. hands - 1`` at every seat; every hand
is reviewed at the default depth (all seats, hindsight and luck included), its
processor time measured (the median is what docs/speed.md gives).  One JSON line out.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from majlis.analysis.review import Scope, review
from majlis.analysis.values import DEPTHS
from majlis.bots import load_bot
from majlis.bots.kits import kit_of
from majlis.bots.search import Judge
from majlis.games import make_game
from majlis.match import Match
from majlis.play import HandInPlay, Players, play
from majlis.protocol import Game

LEVELS = ("random", "rules", "search", "search-strong")
QUANTILES = {"inaccuracy": 1 - 1 / 6, "mistake": 0.95, "blunder": 0.98}


def played_hand(game: Game[Any], level: str, seed: int) -> Match[Any]:
    """The first hand of match ``seed`` with ``level`` at every seat."""
    match = Match(game, seed, auto_deal=False)
    match.deal()
    play(match, Players.streams({s: load_bot(level) for s in range(game.seats)}, seed, level))
    return match


def replaced(game: Game[Any], match: Match[Any], decision: dict[str, Any], seed: int) -> float:
    """The acting seat's side's result when its decision is the best move and the rules
    bot plays on at every seat, less its result as played."""
    hand = match.hands[0]
    state = game.start(hand.dealer, hand.deal, (0,) * game.seats, 0)
    for _, action in game.history(hand.state)[:decision["index"]]:
        state = game.apply(state, action)
    best = next(v["action"] for v in decision["values"] if v["text"] == decision["best"])
    table = HandInPlay(game, game.apply(state, best))
    play(table, Players.streams({s: load_bot("rules") for s in range(game.seats)}, seed,
                                "replaced", decision["index"]))
    judge = Judge(game, kit_of(game), decision["seat"], 0, 0.0)
    return judge.side_values(table.state)[judge.side] - judge.side_values(hand.state)[judge.side]


def measure(game_id: str, level: str, hands: int) -> dict[str, Any]:
    """``level``'s figures over ``hands`` hands; for ``rules`` also the loss quantiles
    and what replacing its decisions that lose as much as a mistake gives."""
    game = make_game(game_id, {"games": 1} if "badam" in game_id else {})
    losses: list[float] = []
    seconds: list[float] = []
    judged: list[tuple[Match[Any], dict[str, Any], int]] = []
    for seed in range(hands):
        match = played_hand(game, level, seed)
        started = time.process_time()
        doc = review(match, DEPTHS["quick"], "quick", "0", Scope()).json()
        seconds.append(time.process_time() - started)
        for decision in doc["hands"][0]["decisions"]:
            losses.append(decision["loss"])
            judged.append((match, decision, seed))
    figures: dict[str, Any] = {
        "game": game_id, "level": level, "hands": hands, "decisions": len(losses),
        "mean_loss": statistics.fmean(losses), "cpu_seconds_median": statistics.median(seconds)}
    if level == "rules":
        ordered = sorted(losses)
        figures["quantiles"] = {name: ordered[int(q * len(ordered))]
                                for name, q in QUANTILES.items()}
        low = figures["quantiles"]["mistake"]
        gains = [replaced(game, match, decision, seed) for match, decision, seed in judged
                 if decision["loss"] >= max(low, 2 * decision["loss_se"], 1e-9)]
        figures["replaced"] = {"decisions": len(gains),
                               "mean_gain": statistics.fmean(gains) if gains else None,
                               "improved": sum(g > 0 for g in gains),
                               "worsened": sum(g < 0 for g in gains)}
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--level", choices=LEVELS, required=True)
    parser.add_argument("--hands", type=int, default=16)
    arguments = parser.parse_args()
    print(json.dumps(measure(arguments.game, arguments.level, arguments.hands)), flush=True)


if __name__ == "__main__":
    main()
