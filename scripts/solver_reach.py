"""How far the analysis solves a deal that the view shows whole (docs/analysis.md): for
each count of cards left, the nodes and seconds of its alpha-beta remembering positions
(``majlis.analysis.values.solve``) over the decisions with a choice of two-seat Badam
Saat's rules hands, against the same alpha-beta without its memory (the search's own,
up to a cap), each a median and the worst over the positions.

    python scripts/solver_reach.py --cards 15 16 17 18 --hands 20

Each position is solved ``--repeats`` times and its seconds are the median of those;
nodes do not vary.  The whole count of nodes is asked for (no budget), so that a
position past ``quick``'s ``solve_nodes`` shows what it would have needed.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterator
from typing import Any

from majlis.bots.game_kits import kit_of
from majlis.bots.search import Judge, cards_left
from majlis.games import make_game
from majlis.match import Match
from majlis.protocol import Game
from majlis.rng import stream

UNLIMITED = 10**9
"""A node cap no position here reaches."""


def positions(game: Game[Any], hands: int,
              cards: int) -> Iterator[tuple[Any, int, tuple[int, ...]]]:
    """The decisions with a choice and ``cards`` cards left in the rules hands of
    matches ``0 .. hands - 1``: each one's state, seat and legal actions."""
    kit = kit_of(game)
    for seed in range(hands):
        match = Match(game, seed, auto_deal=False)
        match.deal()
        rng = stream(seed, "players")
        while (seat := match.to_move()) is not None:
            legal, view = match.legal_actions(), match.view(seat)
            if len(legal) > 1 and cards_left(game, view) == cards:
                yield match.state, seat, legal
            match.act(legal[0] if len(legal) == 1 else kit.rules_action(game, view, legal, rng))


def solved(game: Game[Any], state: Any, seat: int, legal: tuple[int, ...], remember: bool,
           cap: int, repeats: int) -> tuple[int | None, float]:
    """The nodes one solve of ``state`` takes (None past ``cap``) and its median seconds."""
    seconds, nodes = [], None
    for _ in range(repeats):
        judge = Judge(game, kit_of(game), seat, cap, 0.0, remember=remember)
        started = time.perf_counter()
        found = judge.solve_children(state, legal)
        seconds.append(time.perf_counter() - started)
        nodes = None if found is None else judge.nodes
    return nodes, statistics.median(seconds)


def row(game: Game[Any], cards: int, hands: int, plain_cap: int, repeats: int) -> str:
    """One markdown row: the positions, then each solver's median and worst nodes and
    seconds."""
    remembered, plain = [], []
    for state, seat, legal in positions(game, hands, cards):
        remembered.append(solved(game, state, seat, legal, True, UNLIMITED, repeats))
        plain.append(solved(game, state, seat, legal, False, plain_cap, 1))
    if not remembered:
        return f"| {cards} | 0 | | | | |"
    nodes = [n for n, _ in remembered if n is not None]
    seconds = [s for _, s in remembered]
    plain_nodes = [UNLIMITED if n is None else n for n, _ in plain]
    return (f"| {cards} | {len(remembered)} | {statistics.median(nodes):,.0f} / {max(nodes):,} "
            f"| {statistics.median(seconds):.3f} / {max(seconds):.3f} "
            f"| {figure(statistics.median(plain_nodes), plain_cap)} / "
            f"{figure(max(plain_nodes), plain_cap)} |")


def figure(nodes: float, cap: int) -> str:
    return f"> {cap:,}" if nodes > cap else f"{nodes:,.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, nargs="+", default=[15, 16, 17, 18])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--plain-cap", type=int, default=300_000)
    arguments = parser.parse_args()
    game = make_game("badam-saat", {"players": 2, "games": 1})
    print("| cards | positions | nodes, median / worst | seconds, median / worst "
          "| without memory: nodes, median / worst |")
    print("| ---: | ---: | ---: | ---: | ---: |")
    for cards in arguments.cards:
        print(row(game, cards, arguments.hands, arguments.plain_cap, arguments.repeats),
              flush=True)


if __name__ == "__main__":
    main()
