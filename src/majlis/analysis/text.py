"""A review as lines of text, from its JSON (:meth:`majlis.analysis.review.Review.json`):
what ``majlis analyze`` prints and the terminal's review shows."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from majlis.analysis.calibration import MARKS


def review_lines(doc: dict[str, Any]) -> Iterator[str]:
    """Each hand's marked decisions and seats, then the match's seats and luck."""
    places = decimals(doc)
    yield f"{doc['game']} analysed at depth {doc['depth']}, seed {doc['seed']}"
    yield ("worth: the result the side could expect (± its standard error), judged from "
           "what the seat saw; hindsight: every card known, not a fair judge; by estimate: "
           "judged by playouts with no error to measure, so neither marked nor cleared")
    for hand in doc["hands"]:
        yield ""
        yield f"Hand {hand['number'] + 1}, dealer seat {hand['dealer']}"
        yield from (f"  {line}" for line in decision_lines(hand["decisions"], places))
        yield from (f"  {line}" for line in seat_lines(hand["seats"], places))
        if hand["luck"]:
            yield from (f"  {line}" for line in luck_lines(hand["luck"], places))
    yield ""
    yield "Match"
    yield from (f"  {line}" for line in seat_lines(doc["seats"], places))
    if doc["luck"]:
        yield from (f"  {line}" for line in luck_lines(doc["luck"], places))


def decimals(doc: dict[str, Any]) -> int:
    """The decimals that show the game's values: two below its inaccuracy threshold."""
    thresholds = doc["thresholds"]
    if not thresholds:
        return 2
    return max(1, 2 - math.floor(math.log10(thresholds["inaccuracy"])))


def decision_lines(decisions: list[dict[str, Any]], places: int) -> Iterator[str]:
    """The marked decisions: what was played and the best, each with its worth, and
    the loss."""
    for decision in decisions:
        if decision["mark"] is None:
            continue
        values = {v["text"]: v for v in decision["values"]}
        played, best = values[decision["played"]], values[decision["best"]]
        line = (f"action {decision['index'] + 1}, seat {decision['seat']} played "
                f"{decision['played']} ({worth(played['value'], played['se'], places)}); best "
                f"{decision['best']} ({worth(best['value'], best['se'], places)}); "
                f"loss {decision['loss']:.{places}f}, {decision['mark']}")
        hindsight = decision.get("hindsight")
        if hindsight is not None:
            how = "exact" if hindsight["exact"] else "playouts"
            line += f"; hindsight ({how}) best {hindsight['best']}"
        yield line


def worth(value: float, error: float | None, places: int) -> str:
    """An action's value and its standard error: "worth -12.40 ± 2.42"; without one (an
    estimate) "worth about -12.40 (estimate)"."""
    if error is None:
        return f"worth about {value:+.{places}f} (estimate)"
    return f"worth {value:+.{places}f} ± {error:.{places}f}"


def seat_lines(seats: list[dict[str, Any]], places: int) -> Iterator[str]:
    """Each seat's decisions, mean loss, marks and rating."""
    for seat in seats:
        mean = seat["mean_loss"]
        marks = ", ".join(f"{name} {seat['marks'][name]}" for name in MARKS)
        rating = f", rating {seat['rating']} (plays like {seat['plays_like']})" \
            if "rating" in seat else ""
        loss = "no choice judged" if mean is None else f"mean loss {mean:.{places}f}"
        estimated = f", {seat['estimated']} by estimate (unmarked)" if seat["estimated"] else ""
        yield (f"seat {seat['seat']}: {seat['decisions']} decisions, {seat['forced']} forced"
               f"{estimated}, {loss}; marks: {marks}{rating}")


def luck_lines(luck: list[dict[str, Any]], places: int) -> Iterator[str]:
    """Each seat's luck, result and luck-adjusted result."""
    for seat in luck:
        yield (f"seat {seat['seat']}: luck {seat['luck']:+.{places}f}, "
               f"result {seat['result']:+.{places}f}, adjusted {seat['adjusted']:+.{places}f}")
