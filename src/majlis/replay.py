"""A recorded match as readable text, hand by hand and action by action.

Everything past the deal and the actions is told as the game explains it: who took
each trick (:meth:`~majlis.protocol.Game.explain`), the table at the end
(:meth:`~majlis.protocol.Game.board`) and each score's parts
(:meth:`~majlis.protocol.Game.score_parts`), in sentences.  Seats are read by the names
the record gives them, else counted from 1 ("seat 1" is the record's seat 0)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from majlis.explain import finished_tricks, tricks_per_seat
from majlis.match import Hand, Match
from majlis.protocol import Game, View
from majlis.records import hand_result
from majlis.words import part_sentence

LANGUAGE = "en"
"""The language ``majlis replay`` speaks."""


def seat_names(seats: Sequence[Any] | None, count: int) -> list[str]:
    """How people read each of ``count`` seats: the name a record's ``seats`` gives it,
    else "seat N" counted from 1."""
    names = [f"seat {seat + 1}" for seat in range(count)]
    for seat, info in enumerate(seats or ()):
        if isinstance(info, dict) and isinstance(info.get("name"), str) and info["name"]:
            names[seat] = info["name"]
    return names


def replay_lines(match: Match[Any], seats: Sequence[Any] | None = None) -> Iterator[str]:
    """Lines describing every hand of ``match``: the deal, each action, the layout, the
    scores; the seats by their names in ``seats`` (a record's), else counted from 1."""
    game = match.game
    names = seat_names(seats, game.seats)
    yield f"{game.title} — options {json.dumps(game.options())}"
    yield "Seats: " + ", ".join(names)
    totals = [0] * game.seats
    for number, hand in enumerate(match.hands):
        yield ""
        yield f"Hand {number + 1}, dealer: {names[hand.dealer]}"
        yield from _deal_lines(game, hand, names)
        yield from _action_lines(game, hand, totals, number, names)
        result = hand_result(game, hand)
        mark = " (redeal)" if result.get("void") else " (unfinished)" if result.get(
            "unfinished") else ""
        totals = [t + s for t, s in zip(totals, result["scores"], strict=True)]
        yield f"  scores{mark}: {_by_seat(names, result['scores'])}"
        yield f"  totals: {_by_seat(names, totals)}"
    yield ""
    yield f"Totals: {_by_seat(names, match.totals())}"
    winners = match.winners
    yield "Winners: " + (", ".join(names[s] for s in winners) if winners else "none yet")


def _by_seat(names: Sequence[str], values: Sequence[int]) -> str:
    return ", ".join(f"{name} {value}" for name, value in zip(names, values, strict=True))


def _deal_lines(game: Game[Any], hand: Hand[Any], names: Sequence[str]) -> Iterator[str]:
    for key, value in game.deal_json(hand.deal).items():
        if key == "hands":
            for seat, items in enumerate(value):
                yield f"  {names[seat]} holds {' '.join(items)}"
        else:
            yield f"  {key}: {' '.join(value)}"


def _action_lines(game: Game[Any], hand: Hand[Any], totals: list[int],
                  number: int, names: Sequence[str]) -> Iterator[str]:
    """Each action in turn, who took each trick, and the table at the end, as the game
    explains them (from the dealer's view: only public things are told)."""
    state = game.start(hand.dealer, hand.deal, tuple(totals), number)
    told = 0
    for step, (seat, action) in enumerate(game.history(hand.state), 1):
        state = game.apply(state, action)
        yield f"  {step:3d}. {names[seat]}: {game.action_text(action)}"
        done = finished_tricks(game.explain(game.view(state, hand.dealer)))
        for winner in (trick.winner for trick in done[told:] if trick.winner is not None):
            yield f"       {names[winner]} takes the trick"
        told = len(done)
    view = game.view(state, hand.dealer)
    yield from (f"  {line}" for line in layout_lines(game, view, names))
    if not game.is_void(hand.state):
        yield from (f"  {line}" for line in part_lines(game, hand.state, names))


def layout_lines(game: Game[Any], view: View, names: Sequence[str]) -> list[str]:
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
        lines.append(f"tricks taken: {_by_seat(names, tricks_per_seat(done, game.seats))}")
    return lines


def part_lines(game: Game[Any], state: Any, names: Sequence[str]) -> list[str]:
    """Each seat's hand score in the parts the game breaks it into, as the game says
    them in English."""
    parts, words = game.score_parts(state), game.words()
    lines = []
    for seat in range(game.seats):
        mine = [part_sentence(words, part, LANGUAGE) for part in parts
                if part.seat == seat and (part.count, part.points) != (0, 0)]
        lines.append(f"{names[seat]}: " + ("; ".join(mine) or "no points"))
    return lines
