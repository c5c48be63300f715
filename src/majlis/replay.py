"""A recorded match as readable text, hand by hand and action by action."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from majlis.match import Match
from majlis.records import hand_result


def replay_lines(match: Match[Any]) -> Iterator[str]:
    """Lines describing every hand of ``match``: the deal, each action, the scores."""
    game = match.game
    yield f"{game.title} — options {game.options()}"
    for number, hand in enumerate(match.hands):
        yield ""
        yield f"Hand {number + 1}, dealer seat {hand.dealer}"
        for key, value in game.deal_json(hand.deal).items():
            if key == "hands":
                for seat, items in enumerate(value):
                    yield f"  seat {seat} holds {' '.join(items)}"
            else:
                yield f"  {key}: {' '.join(value)}"
        for step, (seat, action) in enumerate(game.history(hand.state), 1):
            yield f"  {step:3d}. seat {seat}: {game.action_text(action)}"
        result = hand_result(game, hand)
        mark = " (redeal)" if result.get("void") else " (unfinished)" if result.get(
            "unfinished") else ""
        yield f"  scores{mark}: {result['scores']}"
    yield ""
    yield f"Totals: {list(match.totals())}"
    winners = match.winners
    yield "Winners: " + (", ".join(f"seat {s}" for s in winners) if winners else "none yet")
