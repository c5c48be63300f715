"""Randomness: one seed, named sub-streams, and a shuffle that never changes.

Python promises only that ``Random.random()`` stays the same across versions,
so shuffling is our own Fisher-Yates on it.  Sub-streams are derived from the
seed and a name (``stream(seed, "hand", 3)``) so that adding a bot or a hand
never changes the deals of the others.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def stream(seed: int | str, *names: object) -> random.Random:
    """An independent generator for ``seed`` and the given names."""
    key = "/".join(str(part) for part in (seed, *names)).encode()
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:8], "big"))


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A new list with ``items`` in Fisher-Yates order drawn from ``rng.random()``."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


def pick(mask: int, rng: random.Random) -> int:
    """A uniformly chosen set bit of a non-empty ``mask``."""
    n = int(rng.random() * mask.bit_count())
    for _ in range(n):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1
