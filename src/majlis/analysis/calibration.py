"""Each game's marks and rating ladder, calibrated on the bots' play (docs/analysis.md).

A decision's loss earns a mark once it reaches the game's threshold for it and is at
least twice its own standard error (so that noise marks nothing).  The thresholds were
chosen from the losses of the ``rules`` bot's unforced decisions: an inaccuracy is
about its worst sixth, a mistake its worst twentieth, a blunder its worst fiftieth
(``scripts/calibrate_analysis.py`` measures them).  The ladder holds the mean loss per
unforced decision of each bot level playing every seat; a seat's rating places its own
mean loss on it: 0 plays like ``random``, 500 like ``rules``, 1000 like ``search``, 1500
like ``search-strong``, between them interpolated on the logarithm of the mean loss, and
beyond the ends held at the end.  A game with no calibration (one from outside majlis)
gets no marks and no rating.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Any

from majlis.games import by_game
from majlis.games.asymmetric_badam_saat import AsymmetricBadamSaat
from majlis.games.badam_saat import BadamSaat
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sedma import Sedma
from majlis.protocol import Game

MARKS = ("inaccuracy", "mistake", "blunder")
"""The marks, from the least to the worst."""
LEVELS = ("random", "rules", "search", "search-strong")
"""The bot levels of the ladder, from the weakest."""
RATING_STEP = 500
"""The rating between one level of the ladder and the next."""
SIGNIFICANT = 2.0
"""A loss is marked only when it is at least this many standard errors."""


@dataclass(frozen=True)
class Calibration:
    """One game's loss thresholds for the :data:`MARKS` and each of the :data:`LEVELS`'
    measured mean loss per unforced decision."""

    marks: tuple[float, float, float]
    ladder: tuple[float, float, float, float]

    def mark(self, loss: float, error: float) -> str | None:
        """The worst mark ``loss`` reaches, if it stands out of its ``error``."""
        if loss < SIGNIFICANT * error:
            return None
        reached = [name for name, low in zip(MARKS, self.marks, strict=True) if loss >= low]
        return reached[-1] if reached else None

    def rating(self, mean_loss: float) -> int:
        """Where ``mean_loss`` stands on the ladder (see the module's words)."""
        floor = min(self.ladder) / 100
        x = math.log(max(mean_loss, floor))
        points = [(math.log(max(loss, floor)), RATING_STEP * i)
                  for i, loss in enumerate(self.ladder)]
        if x >= points[0][0]:
            return 0
        for (x0, r0), (x1, r1) in itertools.pairwise(points):
            if x1 <= x <= x0 and x1 < x0:
                return round(r0 + (r1 - r0) * (x0 - x) / (x0 - x1))
        return max(r for lx, r in points if lx >= x)  # past the best, or where the ladder bends

    def plays_like(self, mean_loss: float) -> str:
        """The bot level nearest to ``mean_loss`` on the ladder."""
        rating = self.rating(mean_loss)
        return LEVELS[min(range(len(LEVELS)), key=lambda i: abs(RATING_STEP * i - rating))]


CALIBRATIONS: dict[type[Game[Any]], Calibration] = {
    SabatAlDeemin: Calibration((7.0, 27.0, 50.0), (17.4, 5.38, 0.0579, 0.164)),
    BintAlSbeet: Calibration((2.0, 4.5, 6.5), (2.82, 0.869, 0.0101, 0.00692)),
    BadamSaat: Calibration((1.0, 3.0, 5.0), (1.59, 0.533, 0.0937, 0.0979)),
    AsymmetricBadamSaat: Calibration((0.5, 1.25, 6.0), (0.991, 0.433, 0.0104, 0.0113)),
    Sedma: Calibration((0.005, 0.018, 0.03), (0.0129, 0.00324, 0.0000643, 0.00017)),
}
"""Every game's calibration (measured over hundreds of hands: docs/bots.md)."""


def calibration_of(game: Game[Any]) -> Calibration | None:
    """The calibration of ``game`` (or of the nearest game it is made from), if any."""
    return by_game(CALIBRATIONS, game)
