"""A puzzle as JSON (docs/puzzles.md): its game, where it came from, the seat's view
and the board the table draws from it, the answer, the values behind it, a sentence on
why and its themes.  Nothing in it knows more than the seat did: the view is
``game.view(state, seat)`` as it was, the board and the stages are drawn from it
alone, and the values are the analysis's from that view (no hindsight)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from majlis.analysis.calibration import MARKS, calibration_of
from majlis.analysis.text import decimals, worth
from majlis.analysis.values import Values
from majlis.explain import as_json
from majlis.games import make_game
from majlis.protocol import Game, View
from majlis.puzzles.mining import Candidate, runner_up
from majlis.puzzles.themes import themes
from majlis.puzzles.views import read_view, view_json

FORMAT = 1
"""The version of the puzzle files' format."""


@dataclass(frozen=True)
class Source:
    """Where a puzzle comes from: a match (``kind`` "bots": played by ``bots`` from
    ``seed``; "record": a finished record named ``seed``), its hand and action."""

    kind: str
    seed: str
    bots: tuple[str, ...]
    hand: int
    action: int

    def json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seed": self.seed, "bots": list(self.bots),
                "hand": self.hand, "action": self.action}


def puzzle_id(game: Game[Any], source: Source) -> str:
    """A puzzle's id: its game's, and a digest of where it comes from."""
    digest = hashlib.sha256(json.dumps(source.json(), sort_keys=True).encode()).hexdigest()
    return f"{game.id}-{digest[:10]}"


def puzzle_json(game: Game[Any], candidate: Candidate, source: Source, totals: Sequence[int],
                depth: str, stream_name: str) -> dict[str, Any]:
    """The puzzle that ``candidate`` (from ``source``, whose match stood at ``totals``
    before its hand: public) makes, judged at ``depth`` from the streams named
    ``stream_name``."""
    view, decision = candidate.view, candidate.decision
    values = decision.values
    errors = values.errors()
    return {
        "id": puzzle_id(game, source), "game": game.id, "options": game.options(),
        "source": source.json(), "seat": view.seat, "totals": list(totals),
        "view": view_json(view), **drawn(game, view),
        "legal": [legal_json(game, view.seat, action) for action in decision.legal],
        "answer": game.action_text(candidate.answer),
        "depth": depth, "judged": values.judged, "stream": stream_name,
        "values": [{"action": game.action_text(action), "value": round(value, 4),
                    "se": round(error, 4)}
                   for action, value, error in zip(decision.legal, values.means, errors,
                                                   strict=True)],
        "why": why(game, decision.legal, values),
        "themes": list(themes(game, view, candidate.answer, decision.legal)),
    }


def drawn(game: Game[Any], view: View) -> dict[str, Any]:
    """What the table draws for ``view``'s seat: its ``board`` and the hand's ``stages``
    as the server sends them."""
    return {"board": as_json(game, game.board(view)), "stages": as_json(game, game.explain(view))}


def legal_json(game: Game[Any], seat: int, action: int) -> dict[str, Any]:
    """A legal action as the server lists it: its words and the item it plays."""
    move = as_json(game, game.move(seat, action))
    item = move["item"] if move["word"] in ("play", "pick") else None
    return {"action": game.action_text(action), "item": item, "flags": move["flags"]}


def why(game: Game[Any], legal: Sequence[int], values: Values) -> str:
    """The analysis's words on the answer: what it and the next best are worth, and
    what the next best gives up."""
    calibration = calibration_of(game)
    places = decimals({"thresholds": None if calibration is None else dict(
        zip(MARKS, calibration.marks, strict=True))})
    best, second = values.best(), runner_up(values)
    errors = values.errors()
    exact = " (solved exactly)" if values.judged == "exact" else ""
    return (f"{game.action_text(legal[best])} ({worth(values.means[best], errors[best], places)})"
            f" beats the next best, {game.action_text(legal[second])} "
            f"({worth(values.means[second], errors[second], places)}), by "
            f"{values.means[best] - values.means[second]:.{places}f}{exact}: "
            f"playing it would be at least a mistake")


@dataclass(frozen=True)
class Loaded:
    """A puzzle read back: its game, the seat's view, and its JSON."""

    game: Game[Any]
    view: View
    doc: dict[str, Any]

    @property
    def answer(self) -> int:
        return self.game.parse_action(self.doc["answer"])

    @property
    def legal(self) -> tuple[int, ...]:
        return tuple(self.game.parse_action(a["action"]) for a in self.doc["legal"])


def load(doc: dict[str, Any]) -> Loaded:
    """A puzzle from its JSON."""
    game = make_game(doc["game"], doc["options"])
    return Loaded(game, read_view(game, doc["view"]), doc)


def write_set(path: Path, game: Game[Any], puzzles: list[dict[str, Any]],
              built: dict[str, Any]) -> None:
    """Writes ``game``'s ``puzzles`` (and how they were ``built``) to ``path``."""
    doc = {"format": FORMAT, "game": game.id, "options": game.options(), "built": built,
           "puzzles": puzzles}
    path.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n")


def read_set(path: Path) -> dict[str, Any]:
    """A puzzle file; ValueError for another format."""
    doc: dict[str, Any] = json.loads(path.read_text())
    if doc.get("format") != FORMAT:
        raise ValueError(f"{path.name} is not a puzzle file of format {FORMAT}")
    return doc
