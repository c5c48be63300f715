"""A recorded match as readable text, hand by hand and action by action.

Everything past the deal and the actions is told as the game explains it: who took
each trick (:meth:`~majlis.protocol.Game.explain`), the table at the end
(:meth:`~majlis.protocol.Game.board`) and each score's parts
(:meth:`~majlis.protocol.Game.score_parts`)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from majlis.explain import finished_tricks, part_text, tricks_per_seat
from majlis.match import Hand, Match
from majlis.protocol import Game, View
from majlis.records import hand_result
from majlis.words import named


def replay_lines(match: Match[Any]) -> Iterator[str]:
    """Lines describing every hand of ``match``: the deal, each action, the layout, the scores."""
    game = match.game
    yield f"{game.title} — options {json.dumps(game.options())}"
    totals = [0] * game.seats
    for number, hand in enumerate(match.hands):
        yield ""
        yield f"Hand {number + 1}, dealer seat {hand.dealer}"
        yield from _deal_lines(game, hand)
        yield from _action_lines(game, hand, totals, number)
        result = hand_result(game, hand)
        mark = " (redeal)" if result.get("void") else " (unfinished)" if result.get(
            "unfinished") else ""
        totals = [t + s for t, s in zip(totals, result["scores"], strict=True)]
        yield f"  scores{mark}: {result['scores']}    totals: {totals}"
    yield ""
    yield f"Totals: {list(match.totals())}"
    winners = match.winners
    yield "Winners: " + (", ".join(f"seat {s}" for s in winners) if winners else "none yet")


def _deal_lines(game: Game[Any], hand: Hand[Any]) -> Iterator[str]:
    for key, value in game.deal_json(hand.deal).items():
        if key == "hands":
            for seat, items in enumerate(value):
                yield f"  seat {seat} holds {' '.join(items)}"
        else:
            yield f"  {key}: {' '.join(value)}"


def _action_lines(game: Game[Any], hand: Hand[Any], totals: list[int],
                  number: int) -> Iterator[str]:
    """Each action in turn, who took each trick, and the table at the end, as the game
    explains them (from the dealer's view: only public things are told)."""
    state = game.start(hand.dealer, hand.deal, tuple(totals), number)
    told = 0
    for step, (seat, action) in enumerate(game.history(hand.state), 1):
        state = game.apply(state, action)
        yield f"  {step:3d}. seat {seat}: {game.action_text(action)}"
        done = finished_tricks(game.explain(game.view(state, hand.dealer)))
        for trick in done[told:]:
            yield f"       seat {trick.winner} takes the trick"
        told = len(done)
    yield from (f"  {line}" for line in layout_lines(game, game.view(state, hand.dealer)))
    if not game.is_void(hand.state):
        yield from (f"  {line}" for line in part_lines(game, hand.state))


def layout_lines(game: Game[Any], view: View) -> list[str]:
    """The public table as text: the rows of a layout, the train, the items face up and
    the tricks taken, from the seat's board."""
    board = game.board(view)

    def items(ids: Sequence[int]) -> str:
        return " ".join(game.item_text(i) for i in ids) or "-"

    lines = [f"row {i + 1}: {items(row)}" for i, row in enumerate(board.rows)]
    if board.train:  # each tile as it lies, where the game says so
        lying = " ".join(f"{near}-{far}" for near, far in board.train_ends)
        lines.append(f"train: {lying or items(board.train)}")
    if board.table:
        lines.append(f"table: {items(board.table)}")
    done = finished_tricks(game.explain(view))
    if done:
        lines.append(f"tricks taken: {tricks_per_seat(done, game.seats)}")
    return lines


def part_lines(game: Game[Any], state: Any) -> list[str]:
    """Each seat's hand score in the parts the game breaks it into, as the game names
    them in English."""
    parts = game.score_parts(state)
    names = named(game.words(), "part", "en")
    lines = []
    for seat in range(game.seats):
        mine = [part_text(part, names) for part in parts if part.seat == seat]
        lines.append(f"seat {seat}: " + (", ".join(mine) or "nothing"))
    return lines
