"""Randomness: one seed, named sub-streams, one generator in Python and in C.

Every random draw of majlis comes from :class:`Rng`, a splitmix64 generator that the
compiled core (``majlis/core/core.h``) implements bit for bit, so that both paths give
the same games for the same seed.  A draw becomes a float as ``(next64 >> 11) / 2**53``
and an index below ``n`` as ``int(random() * n)``; both are exact in IEEE doubles,
so C computes the same index.  Sub-streams are derived from the seed and a name
(``stream(seed, "hand", 3)``) so that adding a bot or a hand never changes the deals
of the others: the key ``"seed/hand/3"`` is hashed with 64-bit FNV-1a and mixed.

>>> rng = stream(1, "hand", 0)
>>> rng.random() == stream(1, "hand", 0).random()
True
>>> 0 <= rng.below(52) < 52
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
TWO_TO_MINUS_53 = 1.0 / (1 << 53)


def mix64(z: int) -> int:
    """The splitmix64 finaliser: a 64-bit value to a well-mixed 64-bit value."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def key_seed(key: str) -> int:
    """The 64-bit seed of a stream key: FNV-1a over its UTF-8 bytes, then mixed."""
    h = FNV_OFFSET
    for byte in key.encode():
        h = ((h ^ byte) * FNV_PRIME) & MASK64
    return mix64(h)


class Rng(random.Random):
    """splitmix64 behind the ``random.Random`` interface (``choice``, ``sample`` and
    ``shuffle`` draw through ``getrandbits``).  The state is one 64-bit int."""

    _state: int

    def seed(self, a: Any = None, version: int = 2) -> None:
        if a is None:
            a = random.SystemRandom().getrandbits(64)
        elif not isinstance(a, int):
            a = key_seed(str(a))
        self._state = a & MASK64

    def next64(self) -> int:
        """The next 64-bit output."""
        s = self._state = (self._state + GOLDEN_GAMMA) & MASK64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1) from the top 53 bits of one output."""
        s = self._state = (self._state + GOLDEN_GAMMA) & MASK64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return ((z ^ (z >> 31)) >> 11) * TWO_TO_MINUS_53

    def below(self, n: int) -> int:
        """An index in ``range(n)``: ``int(random() * n)``, the one derivation both paths use."""
        return int(self.random() * n)

    def getrandbits(self, k: int, /) -> int:
        out, have = 0, 0
        while have < k:
            out, have = out << 64 | self.next64(), have + 64
        return out >> (have - k)

    def getstate(self) -> Any:
        return self._state

    def setstate(self, state: Any) -> None:
        self._state = int(state) & MASK64


def stream(seed: int | str, *names: object) -> Rng:
    """An independent generator for ``seed`` and the given names."""
    return Rng(key_seed("/".join(str(part) for part in (seed, *names))))


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
