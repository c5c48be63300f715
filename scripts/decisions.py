"""Time per decision and playouts per decision of the search bot (docs/speed.md).

    python scripts/decisions.py badam-saat 6                 # the active path
    MAJLIS_PURE=1 python scripts/decisions.py badam-saat 6   # the pure path

Seat 0 plays ``search``, the others ``rules``, over the first hand of matches ``t/0``,
``t/1``, ...; CPU time per decision of seat 0 with more than one legal action.
"""

from __future__ import annotations

import argparse
import statistics
import time

from majlis import fast
from majlis.bots.game_kits import kit_of
from majlis.bots.rules import RulesBot
from majlis.bots.search import SearchBot, cards_left
from majlis.games import game_ids, make_game
from majlis.match import Match
from majlis.rng import stream


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=game_ids())
    parser.add_argument("hands", type=int, help="how many hands seat 0 plays")
    args = parser.parse_args()
    game = make_game(args.game)
    bot, rules = SearchBot(), RulesBot()
    factor = kit_of(game).core_factor if fast.has_rules_policy(game) else 1
    times: list[float] = []
    playouts: list[int] = []
    for number in range(args.hands):
        state = Match(game, f"t/{number}").state
        rng = stream("t", number, "bot")
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            if seat or len(legal) == 1:
                state = game.apply(state, rules.act(game, view, legal, rng))
                continue
            start = time.process_time()
            state = game.apply(state, bot.act(game, view, legal, rng))
            times.append(time.process_time() - start)
            if cards_left(game, view) > bot.exact_cards:
                samples = max(1, min(bot.samples, bot.playouts // len(legal)))
                playouts.append(samples * factor * len(legal))
    print(f"path {fast.BACKEND}: {len(times)} decisions, median "
          f"{statistics.median(times) * 1000:.1f} ms, mean {statistics.fmean(times) * 1000:.1f}"
          f" ms; playouts per sampling decision, median {statistics.median(playouts):.0f}")


if __name__ == "__main__":
    main()
