"""A shuffle anyone can check: a match's seed, committed to before the first deal.

A table publishes :func:`commitment` of its match's seed to every seat before the first
card, and the seed only in the finished record (its ``seed`` and ``commitment``, see
``shared/spec/record-format.md``). Whoever holds the record checks that the seed is the
one committed to (:func:`seed_fault`) and that every deal is the one majlis makes from it
(:func:`deal_fault`): the first dealer and each shuffle are drawn from the seed alone, so
the cards cannot have been arranged once the commitment was out.

>>> commitment("table/1")[:16]
'660763be66c7787d'
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from majlis.match import Match
from majlis.protocol import Deal

HEX = re.compile(r"[0-9a-f]{64}")
"""A commitment as records write it: lowercase hex SHA-256."""


def match_seed(secret: str, match_no: int) -> str:
    """The seed of a table's match ``match_no``: revealing it (in the finished record)
    tells nothing of the table's secret or of its other matches."""
    return hashlib.sha256(f"{secret}/{match_no}".encode()).hexdigest()[:32]


def commitment(seed: int | str) -> str:
    """The commitment to ``seed``: the lowercase hex SHA-256 of its UTF-8 text (a whole
    number in decimal, as the seed's random streams are keyed)."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


def seed_fault(doc: dict[str, Any]) -> str | None:
    """What is wrong with the ``seed`` of a record that gives a ``commitment``, in the
    words ``majlis verify`` prints; None if the seed is the one committed to."""
    given = doc["commitment"]
    if not (isinstance(given, str) and HEX.fullmatch(given)):
        return "commitment must be the SHA-256 of the seed in 64 lowercase hex digits"
    if "seed" not in doc:
        return "a record with a commitment must give its seed"
    seed = doc["seed"]
    if not (isinstance(seed, str) or type(seed) is int):
        return "seed must be a string or a whole number"
    if commitment(seed) != given:
        return "the seed does not match the commitment"
    return None


def deal_fault(match: Match[Any], dealer: int, deal: Deal) -> str | None:
    """What tells the next hand of ``match`` (dealt by ``dealer``, as ``deal``) from the one
    majlis deals from the match's seed; None if it is that hand. Before the first hand the
    match's next dealer is the seed's first dealer."""
    if not match.hands and dealer != match.next_dealer:
        return f"the seed makes seat {match.next_dealer} the first dealer, not seat {dealer}"
    dealt = match.game.shuffle(match.hand_rng(), dealer)
    if deal == dealt:
        return None
    seat = next((s for s, (a, b) in enumerate(zip(deal.hands, dealt.hands, strict=True))
                 if a != b), None)
    part = (f"seat {seat}'s hand" if seat is not None
            else "the face-up table" if deal.table != dealt.table else "the stock")
    return f"the deal is not the one the seed deals: {part} differs"
