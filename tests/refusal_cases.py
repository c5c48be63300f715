"""Refused actions of every game, for the golden test of their English reasons.

:func:`refusals` walks random hands of every game under several option sets and,
at each state, tries every action id (and a few that are none): each refusal is
one ``[game, options, seed, step, action, action_text, reason, key]`` row.
``tests/golden/refusals.json`` holds what :func:`golden` makes of them: the SHA-256 of
every row less its key, and each distinct ``[game, action_text, reason]``, so that no
English reason changes by a single byte unseen.  It was first written from the code of
before refusals had keys (main at ff93e33); again when Sab'at Al-Deemin came to ask
every seat about a redeal (the walk meets other states); and again when each refusal
came to be worded once, the reason being the game's English words for people ("You do
not hold 7H." for "seat 2 does not hold it"): that rewrite changed no row's action,
key, seat, item or value (the walk's rows with those in place of the reason hashed
the same before and after).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from majlis.games import make_game
from majlis.protocol import IllegalAction

GOLDEN = Path(__file__).parent / "golden" / "refusals.json"

OPTION_SETS: dict[str, tuple[dict[str, Any], ...]] = {
    "sabat-al-deemin": ({}, {"redeal_on_three": False}, {"strict_warning": True}),
    "bint-al-sbeet": ({}, {"pass_count": 0}, {"pass_count": 1, "pass_cycle": ["right"]},
                      {"minus_condition": "no_penalty_card"}),
    "badam-saat": ({}, {"players": 2}, {"players": 5, "ace": "high"}, {"players": 8}),
    "asymmetric-badam-saat": ({}, {"ace": "high"}),
    "sedma": ({}, {"forced_play": False}, {"finish_hand": True, "target": 5}),
}
SEEDS = 6


def _refused(game: Any, state: Any, action: int) -> tuple[str, str, Any] | None:
    try:
        game.apply(state, action)
    except IllegalAction as error:
        return error.action, error.reason, getattr(error, "why", None)
    return None


def _key(why: Any) -> Any:
    return None if why is None else why.name


def refusals() -> Iterator[list[Any]]:
    """Every refusal the walk meets, in a fixed order."""
    for game_id, option_sets in OPTION_SETS.items():
        for options in option_sets:
            game = make_game(game_id, options)
            tries = range(-2, game.num_actions + 3)
            for seed in range(SEEDS):
                rng = random.Random(seed)
                state = game.deal(rng, seed % game.seats, (0,) * game.seats, seed)
                step = 0
                while True:
                    for action in tries:
                        out = _refused(game, state, action)
                        if out is not None:
                            yield [game_id, options, seed, step, action, out[0], out[1],
                                   _key(out[2])]
                    if game.to_move(state) is None:
                        break
                    legal = game.legal_actions(state)
                    state = game.apply(state, legal[int(rng.random() * len(legal))])
                    step += 1


def golden(rows: list[list[Any]]) -> dict[str, Any]:
    """What the golden file holds of ``rows``: their count, the SHA-256 of each row
    less its key (JSON, one a line), and the distinct ``[game, action, reason]``."""
    digest = hashlib.sha256()
    for row in rows:
        digest.update((json.dumps(row[:7], separators=(",", ":")) + "\n").encode())
    distinct = sorted({(row[0], row[5], row[6]) for row in rows})
    return {"rows": len(rows), "sha256": digest.hexdigest(),
            "distinct": [list(d) for d in distinct]}


def read_golden() -> dict[str, Any]:
    found: dict[str, Any] = json.loads(GOLDEN.read_text())
    return found
