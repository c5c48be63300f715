"""Golden playthroughs: one seeded hand per game and option set, written out with every
seat's view.

Each game walks under its default options (``tests/golden/<game>.txt``) and under each
option set of the conformance suite (``<game>.<option>=<value>....txt``), so a change
of behaviour shows up as a diff, a house rule's too while it is off by default.  After
an intended change, regenerate with ``MAJLIS_REGENERATE_GOLDEN=1 pytest
tests/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import dataclasses
import os
import random
from pathlib import Path
from typing import Any

import pytest

from majlis.bitset import bits
from majlis.games import GAME_IDS, game_class, make_game
from majlis.protocol import HIDDEN, Game, View
from tests.test_conformance import OPTION_SETS

GOLDEN = Path(__file__).parent / "golden"
ITEM_FIELDS = {"hand", "table", "passed", "received", "doubles"}
WALKS = [(game_id, {}) for game_id in GAME_IDS] + [(g, o) for g, o in OPTION_SETS if o]
"""Each game under its defaults, then every other option set of the conformance suite."""


def option_words(game_id: str, options: dict[str, Any]) -> list[str]:
    """Each of ``options`` as on a command line."""
    known = {option.name: option for option in game_class(game_id).OPTIONS}
    return [f"{name}={known[name].text(value)}" for name, value in options.items()]


def walk_name(game_id: str, options: dict[str, Any]) -> str:
    """The golden file's name of a game under ``options``."""
    return ".".join([game_id, *option_words(game_id, options)])


def view_text(game: Game[Any], view: View) -> str:
    parts = []
    for field in dataclasses.fields(view):
        value = getattr(view, field.name)
        if field.name in ITEM_FIELDS and isinstance(value, int):
            value = "[" + " ".join(game.item_text(i) for i in bits(value)) + "]"
        elif field.name == "history":
            value = " ".join("?" if a == HIDDEN else game.action_text(a) for _, a in value)
        elif field.name == "train":
            value = " ".join(game.item_text(t) for t in value)
        parts.append(f"{field.name}={value}")
    return " ".join(parts)


def playthrough(game_id: str, options: dict[str, Any], seed: int) -> str:
    game = make_game(game_id, options)
    rng = random.Random(seed)
    state = game.deal(rng, dealer=seed % game.seats)
    # The options the walk sets, not all: an option added off by default changes no walk.
    lines = [f"# {game.title}, seed {seed}, options: "
             f"{' '.join(option_words(game_id, options)) or 'the defaults'}"]
    while (seat := game.to_move(state)) is not None:
        legal = game.legal_actions(state)
        action = legal[int(rng.random() * len(legal))]
        lines.append(f"seat {seat} may {' '.join(game.action_text(a) for a in legal)}"
                     f" -> {game.action_text(action)}")
        state = game.apply(state, action)
        lines.extend(f"  {view_text(game, game.view(state, s))}" for s in range(game.seats))
    lines.append(f"scores {list(game.hand_scores(state))}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("game_id", "options"), WALKS,
                         ids=[walk_name(g, o) for g, o in WALKS])
def test_playthrough_matches_the_golden_file(game_id: str, options: dict[str, Any]) -> None:
    path = GOLDEN / f"{walk_name(game_id, options)}.txt"
    text = playthrough(game_id, options, seed=2026)
    if os.environ.get("MAJLIS_REGENERATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text
