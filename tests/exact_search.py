"""The compiled exact search against the Python one, for the core tests of the games
whose search solves late deals in the core."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from majlis.bots.botkit import Budget
from majlis.bots.game_kits import kit_of
from majlis.bots.search import SearchBot, _Judge, cards_left
from majlis.protocol import Game, View
from majlis.rng import Rng

CompiledTotals = Callable[[Any, Any, tuple[int, ...], random.Random, Budget], list[float] | None]


def late_decisions(game: Game[Any], states: Iterable[Any],
                   exact_cards: int) -> Iterator[tuple[Any, View, tuple[int, ...]]]:
    """The states among ``states`` where a seat chooses among two or more actions with at
    most ``exact_cards`` cards left, each with that seat's view and the legal actions."""
    for state in states:
        seat, legal = game.to_move(state), game.legal_actions(state)
        if seat is None or len(legal) < 2:
            continue
        view = game.view(state, seat)
        if cards_left(game, view) <= exact_cards:
            yield state, view, legal


def solved_deals(judge: _Judge) -> list[bool]:
    """Whether each deal ``judge`` solves from now on was solved within its node cap."""
    solved: list[bool] = []
    solve = judge.solve_children

    def recorded(state: Any, legal: tuple[int, ...]) -> list[float] | None:
        values = solve(state, legal)
        solved.append(values is not None)
        return values

    judge.solve_children = recorded  # type: ignore[method-assign]
    return solved


def same_exact_totals(game: Game[Any], view: View, legal: tuple[int, ...], seed: int,
                      win_bonus: float, small_caps: tuple[int, ...],
                      compiled_totals: CompiledTotals, planned_turns: int = 0) -> set[str]:
    """Checks that ``compiled_totals`` gives the very floats of the Python search loop with
    exact solving (Python playouts past the cap, planning ``planned_turns`` of the seat's
    later turns) and leaves the generator where it does, at the search's node cap and at
    each of ``small_caps`` (several, so that a node count off by a few passes one of them
    where the other does not); returns which deals were solved in the decisions checked:
    "all", "none" or the first ones only ("partway")."""
    bot, kit, outcomes = SearchBot(), kit_of(game), set()
    for exact_nodes in (bot.exact_nodes, *small_caps):
        judge = _Judge(game, kit, view.seat, exact_nodes, win_bonus, planned_turns)
        judge.in_core = False
        solved = solved_deals(judge)
        python_rng, core_rng = Rng(seed), Rng(seed)
        expected = bot._totals(judge, kit, game, view, legal, python_rng, 4, None, True)
        found = compiled_totals(game, view, legal, core_rng,
                                Budget(4, win_bonus, exact_nodes, planned_turns))
        assert found == expected, (seed, exact_nodes, solved)
        assert core_rng.getstate() == python_rng.getstate()
        outcomes.add("all" if all(solved) else "partway" if solved[0] else "none")
    return outcomes
