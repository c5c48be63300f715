"""How often a puzzle's answer agrees with ``deep`` analysis judged afresh (docs/puzzles.md):
each puzzle of the files given (default: the package's) judged again from its view at
``deep`` depth, from streams of its own that the build never drew from, and counted
where the best move is still the answer, per game.

    python scripts/puzzle_agreement.py --workers 16
    python scripts/puzzle_agreement.py out/sedma.json --workers 2

Prints one line per game (puzzles, agreeing, share) and the whole set's share as JSON.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
from collections import Counter
from pathlib import Path
from typing import Any

from majlis.analysis.values import DEPTHS, fair_values
from majlis.puzzles.library import files
from majlis.puzzles.puzzle import load, read_set

AGAIN = "again"
"""What names the fresh streams: the puzzle's own stream name, then this."""


def agrees(doc: dict[str, Any]) -> tuple[str, bool]:
    """Whether ``doc``'s answer is still the best at deep depth, on fresh streams."""
    puzzle = load(doc)
    values = fair_values(puzzle.game, puzzle.view, puzzle.legal, DEPTHS["deep"],
                         f"{doc['stream']}/{AGAIN}")
    return doc["game"], puzzle.legal[values.best()] == puzzle.answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    docs = [p for path in args.paths or files() for p in read_set(path)["puzzles"]]
    with multiprocessing.Pool(args.workers) as pool:
        found = pool.map(agrees, docs, chunksize=4)
    puzzles, agreeing = Counter(g for g, _ in found), Counter(g for g, ok in found if ok)
    for game in sorted(puzzles):
        print(f"{game}: {agreeing[game]} of {puzzles[game]} agree "
              f"({agreeing[game] / puzzles[game]:.1%})")
    print(json.dumps({"puzzles": len(found), "agreeing": sum(agreeing.values()),
                      "share": round(sum(agreeing.values()) / max(1, len(found)), 4)}))


if __name__ == "__main__":
    main()
