"""Calibrate the analysis (docs/analysis.md): each bot level's mean loss per unforced
decision, the rules bot's loss quantiles that the marks are chosen from, what replacing
the rules bot's worst decisions with the analysis's best move gives, and how long a
whole hand's review takes.

    python scripts/calibrate_analysis.py badam-saat --hands 8

The rules bot plays the first hand of matches ``0 .. hands - 1`` at every seat; every
hand is reviewed at the default depth (all seats, hindsight and luck included), its
processor time measured (the median is what docs/speed.md gives).  At each of its
decisions with a choice every level is asked what it would play, from the same view,
and loses what the review says that move loses: the levels are compared on the same
positions.  Replacing a decision that loses as much as a mistake (the rules bot's
worst twentieth) with the best move, and letting the rules bot play the hand out at
every seat, changes the seat's side's result by the gain reported.  One JSON line out.
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
from majlis.bots.game_kits import kit_of
from majlis.bots.search import Judge
from majlis.games import make_game
from majlis.match import Match
from majlis.play import HandInPlay, Players, play
from majlis.protocol import Game
from majlis.rng import stream

LEVELS = ("random", "rules", "search", "search-strong")
QUANTILES = {"inaccuracy": 1 - 1 / 6, "mistake": 0.95, "blunder": 0.98}


def rules_hand(game: Game[Any], seed: int) -> Match[Any]:
    """The first hand of match ``seed`` with the rules bot at every seat."""
    match = Match(game, seed, auto_deal=False)
    match.deal()
    play(match, Players.streams({s: load_bot("rules") for s in range(game.seats)}, seed, "rules"))
    return match


def state_before(game: Game[Any], match: Match[Any], index: int) -> Any:
    """The first hand of ``match`` before its action ``index``."""
    hand = match.hands[0]
    state = game.start(hand.dealer, hand.deal, (0,) * game.seats, 0)
    for _, action in game.history(hand.state)[:index]:
        state = game.apply(state, action)
    return state


def level_losses(game: Game[Any], match: Match[Any], decision: dict[str, Any],
                 seed: int) -> dict[str, float]:
    """What each level would have lost in the decision, asked from the seat's view."""
    state = state_before(game, match, decision["index"])
    view, legal = game.view(state, decision["seat"]), game.legal_actions(state)
    value = {v["action"]: v["value"] for v in decision["values"]}
    best = max(value.values())
    return {level: best - value[load_bot(level).act(
        game, view, legal, stream(seed, level, decision["index"]))] for level in LEVELS}


def replaced(game: Game[Any], match: Match[Any], decision: dict[str, Any], seed: int) -> float:
    """The acting seat's side's result when its decision is the best move and the rules
    bot plays on at every seat, less its result as played."""
    best = next(v["action"] for v in decision["values"] if v["text"] == decision["best"])
    table = HandInPlay(game, game.apply(state_before(game, match, decision["index"]), best))
    play(table, Players.streams({s: load_bot("rules") for s in range(game.seats)}, seed,
                                "replaced", decision["index"]))
    judge = Judge(game, kit_of(game), decision["seat"], 0, 0.0)
    end = match.hands[0].state
    return judge.side_values(table.state)[judge.side] - judge.side_values(end)[judge.side]


def measure(game_id: str, hands: int) -> dict[str, Any]:
    game = make_game(game_id, {"games": 1} if "badam" in game_id else {})
    losses: dict[str, list[float]] = {level: [] for level in LEVELS}
    played: list[float] = []
    seconds: list[float] = []
    judged: list[tuple[Match[Any], dict[str, Any], int]] = []
    for seed in range(hands):
        match = rules_hand(game, seed)
        started = time.process_time()
        doc = review(match, DEPTHS["quick"], "quick", "0", Scope()).json()
        seconds.append(time.process_time() - started)
        for decision in doc["hands"][0]["decisions"]:
            played.append(decision["loss"])
            judged.append((match, decision, seed))
            for level, loss in level_losses(game, match, decision, seed).items():
                losses[level].append(loss)
    ordered = sorted(played)
    quantiles = {name: ordered[int(q * len(ordered))] for name, q in QUANTILES.items()}
    low = quantiles["mistake"]
    gains = [replaced(game, match, decision, seed) for match, decision, seed in judged
             if decision["loss"] >= max(low, 2 * decision["loss_se"], 1e-9)]
    return {"game": game_id, "hands": hands, "decisions": len(played),
            "mean_loss": {level: statistics.fmean(x) for level, x in losses.items()},
            "quantiles": quantiles,
            "replaced": {"decisions": len(gains), "mean_gain": statistics.fmean(gains)
                         if gains else None, "improved": sum(g > 0 for g in gains),
                         "worsened": sum(g < 0 for g in gains)},
            "cpu_seconds": sorted(seconds)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--hands", type=int, default=8)
    arguments = parser.parse_args()
    print(json.dumps(measure(arguments.game, arguments.hands)), flush=True)


if __name__ == "__main__":
    main()
