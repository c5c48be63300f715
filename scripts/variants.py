"""Paired comparison of search variants against the rules bots (docs/bots.md).

    python scripts/variants.py run badam-saat base --deals 150
    python scripts/variants.py run badam-saat no-plan --kit '{"core_planned_turns": 0}'
    python scripts/variants.py run badam-saat miss-10 --module '{"MISS": 0.1}'
    python scripts/variants.py compare badam-saat base no-plan miss-10

``run`` plays deals ``0 .. N-1`` of the seed, each once per seat, with the variant at that
seat and ``rules`` at the others, and appends one line per hand to
``results/variants/GAME/NAME.jsonl``; ``--kit`` replaces fields of the game's bot kit and
``--module`` sets constants of the kit's module.  ``compare`` prints each variant's hands
won and its score less the others' mean, and both paired against the first variant, deal
by deal (95% intervals over deals): every variant meets the same deals and seats, so the
difference shows through far less noise than two tournaments would.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from majlis.bots.game_kits import KITS, kit_of
from majlis.bots.rules import RulesBot
from majlis.bots.search import SearchBot
from majlis.games import make_game
from majlis.protocol import Game
from majlis.rng import stream

OUT = Path("results/variants")


def run(game_id: str, name: str, deals: int, seed: str, kit: str, module: str) -> None:
    game = make_game(game_id)
    base = kit_of(game)
    KITS[type(game)] = replace(base, **json.loads(kit))
    for constant, value in json.loads(module).items():
        setattr(sys.modules[base.rules_action.__module__], constant, value)
    search, rules = SearchBot(), RulesBot()
    path = OUT / game_id / f"{name}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as out:
        for deal in range(deals):
            for seat in range(game.seats):
                scores = play_hand(game, seed, deal, seat, search, rules)
                out.write(json.dumps({"deal": deal, "seat": seat, "scores": scores}) + "\n")


def play_hand(game: Game[Any], seed: str, deal: int, seat: int, search: SearchBot,
              rules: RulesBot) -> list[int]:
    state = game.deal(stream(seed, deal, "deal"), deal % game.seats)
    rng = stream(seed, deal, seat, "bot")
    while (mover := game.to_move(state)) is not None:
        bot = search if mover == seat else rules
        legal = game.legal_actions(state)
        state = game.apply(state, bot.act(game, game.view(state, mover), legal, rng))
    return list(game.hand_scores(state))


def figures(game: Game[Any],
            rows: Iterable[dict[str, Any]]) -> Iterator[tuple[int, bool, float]]:
    """Per hand: (deal, won, own score less the others' mean, signed so less is better)."""
    sign = 1 if game.LOWER_IS_BETTER else -1
    for row in rows:
        scores, seat = row["scores"], row["seat"]
        best = min(scores) if game.LOWER_IS_BETTER else max(scores)
        others = (sum(scores) - scores[seat]) / (len(scores) - 1)
        yield row["deal"], scores[seat] == best, sign * (scores[seat] - others)


def interval(values: list[float]) -> str:
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0
    return f"{statistics.fmean(values):+.3f} ± {half:.3f}"


def compare(game_id: str, names: list[str]) -> None:
    game = make_game(game_id)
    hands: dict[str, list[tuple[int, bool, float]]] = {}
    for name in names:
        lines = (OUT / game_id / f"{name}.jsonl").read_text().splitlines()
        hands[name] = list(figures(game, map(json.loads, lines)))
    first = hands[names[0]]
    for name in names:
        mine = hands[name][:len(first)]
        count = len(mine)
        won = [[0.0, 0.0] for _ in range(mine[-1][0] + 1)]
        for (deal, w, m), (_, w0, m0) in zip(mine, first, strict=False):
            won[deal][0] += (w - w0) / game.seats
            won[deal][1] += (m - m0) / game.seats
        print(f"{name:16s} hands {count:5d}  won {100 * sum(w for _, w, _ in mine) / count:5.1f}%"
              f"  margin {statistics.fmean(m for _, _, m in mine):+.2f}"
              f"  | against {names[0]}: won {interval([100 * d[0] for d in won])}"
              f"  margin {interval([d[1] for d in won])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["run", "compare"])
    parser.add_argument("game")
    parser.add_argument("names", nargs="+")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", default="variants")
    parser.add_argument("--kit", default="{}")
    parser.add_argument("--module", default="{}")
    args = parser.parse_args()
    if args.command == "run":
        run(args.game, args.names[0], args.deals, args.seed, args.kit, args.module)
    else:
        compare(args.game, args.names)


if __name__ == "__main__":
    main()
