"""The ``learned`` bot level: a network trained by self-play (:mod:`majlis.rl.dmc`) picks
the legal action it values most, from the seat's view encoded as the learning
environments encode it (:mod:`majlis.rl.encoding`).

Its weights ship in the package (``majlis/rl/weights/<game>-<seats>p.npz``), so it plays
without any training; a game (or a number of seats) without weights cannot be played by
it, which the play loop reports as for any bot that does not cover a game.
"""

from __future__ import annotations

import random
from functools import lru_cache
from importlib import resources
from typing import Any

import numpy as np

from majlis.protocol import Game, View
from majlis.rl.adapters.registry import encoder
from majlis.rl.encoding import Encoder
from majlis.rl.mlp import Mlp


def weights_name(game: Game[Any]) -> str:
    """The file of ``game``'s weights in ``majlis/rl/weights``."""
    return f"{game.id}-{game.seats}p.npz"


@lru_cache(maxsize=16)
def player(game: Game[Any]) -> tuple[Encoder[Any], Mlp]:
    """The encoder and the network of ``game``; NotImplementedError without weights that
    fit its observation and actions."""
    path = resources.files("majlis.rl") / "weights" / weights_name(game)
    if not path.is_file():
        raise NotImplementedError(f"the learned bot has no weights for {game.title} with "
                                  f"{game.seats} seats")
    with path.open("rb") as saved:
        net = Mlp.load(saved)
    coder = encoder(game)
    if net.inputs != coder.layout.size or net.outputs != game.num_actions:
        raise NotImplementedError(f"the learned bot's weights for {game.title} do not fit "
                                  "these options")
    return coder, net


class LearnedBot:
    """Plays the legal action its network values most; a lone legal action at once."""

    name = "learned"

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        if len(legal) == 1:
            return legal[0]
        coder, net = player(game)
        values = net(coder.encode(view)[np.newaxis])[0]
        return max(legal, key=lambda action: float(values[action]))
