"""A recorded match as readable text, hand by hand and action by action."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from majlis.bitset import bits
from majlis.cards import SUIT, SUITS, card_text
from majlis.match import Hand, Match
from majlis.protocol import Game, View
from majlis.records import hand_result


def replay_lines(match: Match[Any]) -> Iterator[str]:
    """Lines describing every hand of ``match``: the deal, each action, the layout, the scores."""
    game = match.game
    yield f"{game.title} — options {game.options()}"
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
    """Each action in turn, with the table as it stands whenever it changes shape."""
    state = game.start(hand.dealer, hand.deal, tuple(totals), number)
    before = game.view(state, hand.dealer)
    for step, (seat, action) in enumerate(game.history(hand.state), 1):
        state = game.apply(state, action)
        after = game.view(state, hand.dealer)
        yield f"  {step:3d}. seat {seat}: {game.action_text(action)}"
        taken, earlier = getattr(after, "tricks", None), getattr(before, "tricks", None)
        if taken is not None and earlier is not None and taken != earlier:
            winner = next(s for s, (a, b) in enumerate(zip(earlier, taken, strict=True)) if a != b)
            yield f"       seat {winner} takes the trick"
        before = after
    yield from (f"  {line}" for line in layout_lines(game, before))


def layout_lines(game: Game[Any], view: View) -> list[str]:
    """The public table as text: the suit rows, the domino train or the tricks taken."""
    table = getattr(view, "table", None)
    if isinstance(table, int):
        return [f"{SUITS[s]}: " + " ".join(card_text(c) for c in bits(table & SUIT[s]))
                for s in range(4)]
    train = getattr(view, "train", None)
    if train is not None:
        return ["train: " + " ".join(game.item_text(t) for t in train)]
    tricks = getattr(view, "tricks", None)
    return [f"tricks taken: {list(tricks)}"] if tricks is not None else []
