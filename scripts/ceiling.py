"""The most hands any bot can win against ``rules`` in a two-seat game (docs/bots.md).

    python scripts/ceiling.py asymmetric-badam-saat 2000 --seed 1

The deals are those of ``majlis tournament GAME --bots X,rules --hands N --seed S``: each
deal twice, our bot at either seat.  Where the rules bot draws nothing (it plays a
function of its view), the rest of a hand follows from the deal and our own choices.
So on each deal this tries every sequence of our choices, knowing every hidden card,
with ``rules`` answering: a hand it cannot win this way no bot wins against ``rules``.
It prints the share of hands some line wins (a ceiling), beside the share the rules bot
itself wins in our seat.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from majlis.bots.game_kits import kit_of
from majlis.games import make_game
from majlis.protocol import Game
from majlis.tournament.playing import deal_dealer, shuffled_deal


class NoDraws(random.Random):
    """A generator that refuses to be used: the rules bot must not draw."""

    def random(self) -> float:
        raise RuntimeError("the rules bot drew a random number: no ceiling by this method")

    def getrandbits(self, k: int, /) -> int:
        return int(self.random())


def can_win(game: Game[Any], state: Any, seat: int, rng: NoDraws, search: bool = True) -> bool:
    """Whether some sequence of ``seat``'s choices wins the hand, ``rules`` elsewhere
    (``search`` off: whether ``rules`` at ``seat`` wins it)."""
    while (mover := game.to_move(state)) is not None:
        legal = game.legal_actions(state)
        if search and mover == seat and len(legal) > 1:
            return any(can_win(game, game.apply(state, a), seat, rng) for a in legal)
        action = legal[0] if len(legal) == 1 else kit_of(game).rules_action(
            game, game.view(state, mover), legal, rng)
        state = game.apply(state, action)
    return won(game, state, seat)


def won(game: Game[Any], state: Any, seat: int) -> bool:
    if game.is_void(state):
        raise RuntimeError("a void hand: the tournament would redeal it; not handled here")
    return seat in game.hand_winners(game.hand_scores(state))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("deals", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = make_game(args.game)
    if game.seats != 2:
        parser.error("the ceiling is for two-seat games")
    rng, zeros = NoDraws(), (0, 0)
    hands = ceiling = rules = 0
    for index in range(args.deals):
        dealer = deal_dealer(game, args.seed, index)
        start = game.start(dealer, shuffled_deal(game, args.seed, index), zeros, index)
        for seat in range(2):
            hands += 1
            ceiling += can_win(game, start, seat, rng)
            rules += can_win(game, start, seat, rng, search=False)
    print(f"{args.game}, {args.deals} deals of seed {args.seed} ({hands} hands): some line "
          f"wins {100 * ceiling / hands:.1f}%; rules in the same seat {100 * rules / hands:.1f}%")


if __name__ == "__main__":
    main()
