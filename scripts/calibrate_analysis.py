"""Calibrate the analysis (docs/analysis.md): each bot level's mean loss per unforced
decision, the rules bot's loss quantiles that the marks are chosen from, what replacing
a decision with the analysis's best move gives, and how long a whole hand's review takes.

    python scripts/calibrate_analysis.py hands badam-saat --hands 200 > badam.jsonl
    python scripts/calibrate_analysis.py hands badam-saat --hands 200 --shard 3/8 > b3.jsonl
    python scripts/calibrate_analysis.py merge badam.jsonl b*.jsonl [--markdown]

``hands`` plays the first hand of matches ``first .. first + hands - 1`` (shard ``K/M``
takes every M-th of them from the K-th, so that M processes share the work) with the
rules bot at every seat and prints one JSON line per hand, as soon as it is done; past
``--until`` seconds it starts no more.  Each hand is reviewed at the default depth (all
seats, hindsight and luck included) and its processor time measured (docs/speed.md
gives the median).  At each of its decisions with a choice every level is asked what it
would play, from the same view, and loses what the review says that move loses: the
levels are compared on the same positions.  A decision that lost anything (at least
twice its standard error) is played again with the best move instead, and both moves
are followed by the same rules playouts at every seat: the gain is the seat's side's
mean result after the best move less after the played one.

``merge`` gathers the lines of a game (any shards, in any order) from its first seed up
to the first one missing, so that its figures are those of ``hands --hands N`` run in
one process, and prints each game's summary: the levels' mean losses (the ladder), the
rules bot's loss quantiles (the marks), the gains of the decisions replaced, and the
review's processor time.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Iterable
from typing import Any

from majlis.analysis.review import Scope, review
from majlis.analysis.values import DEPTHS
from majlis.bots import load_bot
from majlis.bots.game_kits import kit_of
from majlis.bots.search import Judge
from majlis.games import make_game
from majlis.match import Match
from majlis.play import Players, play
from majlis.protocol import Game
from majlis.rng import stream

LEVELS = ("random", "rules", "search", "search-strong")
QUANTILES = {"inaccuracy": 1 - 1 / 6, "mistake": 0.95, "blunder": 0.98}
REPLAYS = 16
"""Rules playouts after the played and the best move of a replaced decision."""


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


def level_losses(game: Game[Any], state: Any, decision: dict[str, Any],
                 seed: int) -> dict[str, float]:
    """What each level would have lost in the decision, asked from the seat's view."""
    view, legal = game.view(state, decision["seat"]), game.legal_actions(state)
    value = {v["action"]: v["value"] for v in decision["values"]}
    best = max(value.values())
    return {level: round(best - value[load_bot(level).act(
        game, view, legal, stream(seed, level, decision["index"]))], 6) for level in LEVELS}


def replaced(game: Game[Any], state: Any, decision: dict[str, Any], seed: int) -> float:
    """The acting seat's side's mean result after the best move less after the played
    one, each followed by the same :data:`REPLAYS` rules playouts at every seat."""
    action = {v["text"]: v["action"] for v in decision["values"]}
    judge = Judge(game, kit_of(game), decision["seat"], 0, 0.0)
    rng = stream(seed, "replaced", decision["index"])
    gains = []
    for playout in (rng.getrandbits(64) for _ in range(REPLAYS)):
        best, played = (judge.playout_values(game.apply(state, action[decision[move]]),
                                             playout)[judge.side]
                        for move in ("best", "played"))
        gains.append(best - played)
    return statistics.fmean(gains)


def hand_line(game: Game[Any], seed: int) -> dict[str, Any]:
    """Hand ``seed``'s review time and every decision's loss, each level's loss on it,
    and (where it lost anything) the gain of replacing it."""
    match = rules_hand(game, seed)
    started = time.process_time()
    doc = review(match, DEPTHS["quick"], "quick", "0", Scope()).json()
    seconds = time.process_time() - started
    decisions = []
    for decision in doc["hands"][0]["decisions"]:
        state = state_before(game, match, decision["index"])
        lost = (decision["judged"] != "estimate" and decision["loss"] > 0
                and decision["loss"] >= 2 * decision["loss_se"])
        decisions.append({"loss": decision["loss"], "se": decision["loss_se"],
                          "levels": level_losses(game, state, decision, seed),
                          "gain": replaced(game, state, decision, seed) if lost else None})
    return {"game": game.id, "seed": seed, "cpu_seconds": round(seconds, 4),
            "decisions": decisions}


def game_of(game_id: str) -> Game[Any]:
    """The game calibrated: Badam Saat's matches of one game (a hand is what is judged)."""
    return make_game(game_id, {"games": 1} if "badam" in game_id else {})


def run_hands(arguments: argparse.Namespace) -> None:
    game = game_of(arguments.game)
    shard, shards = (int(x) for x in arguments.shard.split("/"))
    if not 0 <= shard < shards:
        raise SystemExit(f"--shard K/M with 0 <= K < M, not {arguments.shard}")
    deadline = time.monotonic() + arguments.until
    for seed in range(arguments.first + shard, arguments.first + arguments.hands, shards):
        if time.monotonic() > deadline:
            break
        print(json.dumps(hand_line(game, seed)), flush=True)


def read_lines(paths: Iterable[str]) -> dict[str, dict[int, dict[str, Any]]]:
    """Every hand line of ``paths`` (a line cut short by a stopped process is skipped),
    by game and seed."""
    found: dict[str, dict[int, dict[str, Any]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for text in lines:
                try:
                    line = json.loads(text)
                except json.JSONDecodeError:
                    continue
                found.setdefault(line["game"], {})[line["seed"]] = line
    return found


def contiguous(by_seed: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    """The lines from the first seed up to the first missing one."""
    first = min(by_seed)
    end = first
    while end in by_seed:
        end += 1
    return [by_seed[seed] for seed in range(first, end)]


def mean_and_error(values: list[float]) -> tuple[float, float]:
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return statistics.fmean(values), error


def summary(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """One game's figures from its hand lines."""
    decisions = [d for line in lines for d in line["decisions"]]
    played = sorted(d["loss"] for d in decisions)
    quantiles = {name: played[int(q * len(played))] for name, q in QUANTILES.items()}
    levels = {level: mean_and_error([d["levels"][level] for d in decisions]) for level in LEVELS}

    def gains(low: float) -> dict[str, Any]:
        found = [d["gain"] for d in decisions if d["gain"] is not None and d["loss"] >= low]
        mean, error = mean_and_error(found) if found else (None, None)
        return {"decisions": len(found), "mean_gain": mean, "se": error,
                "improved": sum(g > 0 for g in found), "worsened": sum(g < 0 for g in found)}

    seconds = sorted(line["cpu_seconds"] for line in lines)
    return {"game": lines[0]["game"], "first": lines[0]["seed"], "hands": len(lines),
            "decisions": len(decisions),
            "mean_loss": {level: mean for level, (mean, _) in levels.items()},
            "mean_loss_se": {level: error for level, (_, error) in levels.items()},
            "quantiles": quantiles,
            "replaced": {"mistakes": gains(quantiles["mistake"]),
                         "blunders": gains(quantiles["blunder"])},
            "cpu_seconds": {"median": statistics.median(seconds), "slowest": seconds[-1]}}


def figure(value: float | None) -> str:
    return "-" if value is None else f"{value:.3g}"


def markdown(summaries: list[dict[str, Any]]) -> Iterable[str]:
    """The tables of docs/bots.md and docs/speed.md."""
    yield "| game | hands | decisions | " + " | ".join(LEVELS) + " |"
    yield "| --- | ---: | ---: |" + " ---: |" * len(LEVELS)
    for s in summaries:
        losses = " | ".join(f"{figure(s['mean_loss'][x])} ± {figure(s['mean_loss_se'][x])}"
                            for x in LEVELS)
        yield f"| {s['game']} | {s['hands']} | {s['decisions']} | {losses} |"
    yield ""
    yield ("| game | worst sixth from | worst twentieth | worst fiftieth | replaced | improved "
           "| worsened | mean gain | blunders replaced | mean gain |")
    yield "| --- |" + " ---: |" * 9
    for s in summaries:
        q, m, b = s["quantiles"], s["replaced"]["mistakes"], s["replaced"]["blunders"]
        yield (f"| {s['game']} | {figure(q['inaccuracy'])} | {figure(q['mistake'])} | "
               f"{figure(q['blunder'])} | {m['decisions']} | {m['improved']} | {m['worsened']} "
               f"| {figure(m['mean_gain'])} ± {figure(m['se'])} | {b['decisions']} "
               f"| {figure(b['mean_gain'])} ± {figure(b['se'])} |")
    yield ""
    yield "| game | hands | median CPU s | slowest CPU s |"
    yield "| --- | ---: | ---: | ---: |"
    for s in summaries:
        yield (f"| {s['game']} | {s['hands']} | {s['cpu_seconds']['median']:.2f} | "
               f"{s['cpu_seconds']['slowest']:.2f} |")


def run_merge(arguments: argparse.Namespace) -> None:
    summaries = [summary(contiguous(by_seed))
                 for _, by_seed in sorted(read_lines(arguments.files).items())]
    if arguments.markdown:
        for line in markdown(summaries):
            print(line)
    else:
        for s in summaries:
            print(json.dumps(s))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    hands = commands.add_parser("hands", help="review rules hands, one JSON line each")
    hands.add_argument("game")
    hands.add_argument("--first", type=int, default=0, help="the first match seed")
    hands.add_argument("--hands", type=int, default=8)
    hands.add_argument("--shard", default="0/1", help="K/M: every M-th hand from the K-th")
    hands.add_argument("--until", type=float, default=math.inf,
                       help="start no hand past this many seconds")
    hands.set_defaults(run=run_hands)
    merge = commands.add_parser("merge", help="sum up the lines of hands runs")
    merge.add_argument("files", nargs="+")
    merge.add_argument("--markdown", action="store_true", help="print docs' tables")
    merge.set_defaults(run=run_merge)
    arguments = parser.parse_args()
    arguments.run(arguments)


if __name__ == "__main__":
    sys.exit(main())
