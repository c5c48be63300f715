"""Puzzle ratings in the server's database (SQLite or PostgreSQL alike): each player's
puzzle rating per game, each puzzle's own, and every player's first attempt at each
puzzle, created where missing beside the store's tables (as the players' are).

A solved or failed puzzle is a match of two: the solver against the puzzle, rated with
the players' model (:mod:`majlis.server.ratings`: OpenSkill's Plackett-Luce), the
winner first.  Only a player's first attempt at a puzzle moves either rating, so that
trying again until right earns nothing; both start where a new player starts.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from majlis.server.ratings import START, Rating, rate
from majlis.server.schema import set_up
from majlis.server.store import Store

COLUMNS = {
    "puzzle_ratings": ("player_id TEXT NOT NULL", "game TEXT NOT NULL",
                       "mu DOUBLE PRECISION NOT NULL", "sigma DOUBLE PRECISION NOT NULL",
                       "PRIMARY KEY (player_id, game)"),
    "puzzles_rated": ("puzzle_id TEXT PRIMARY KEY", "mu DOUBLE PRECISION NOT NULL",
                      "sigma DOUBLE PRECISION NOT NULL"),
    "puzzle_attempts": ("player_id TEXT NOT NULL", "puzzle_id TEXT NOT NULL",
                        "solved INTEGER NOT NULL", "at DOUBLE PRECISION NOT NULL",
                        "PRIMARY KEY (player_id, puzzle_id)"),
}
"""The puzzle ratings' tables and their columns (and keys), as created."""
SOLVER, PUZZLE = 0, 1


@dataclass(frozen=True)
class Rated:
    """What one attempt did: the solver's and the puzzle's ratings before and after
    (the same where it was not the player's first attempt at the puzzle)."""

    first: bool
    solver: tuple[Rating, Rating]
    puzzle: tuple[Rating, Rating]


def rated_pair(solver: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The solver's and the puzzle's ratings after a match of the two that the solver
    won where ``solved``."""
    places = [1, 2] if solved else [2, 1]
    after = rate(((SOLVER,), (PUZZLE,)), places, {SOLVER: solver, PUZZLE: puzzle},
                 (SOLVER, PUZZLE), ())
    return after[SOLVER], after[PUZZLE]


class PuzzleRatings:
    """The puzzle ratings of one store's database; thread-safe, as the store is."""

    def __init__(self, store: Store) -> None:
        self.store = store
        with store.setting_up() as run:
            set_up(run, COLUMNS, {}, ())

    def attempt(self, player_id: str, game: str, puzzle_id: str, solved: bool) -> Rated:
        """Rates ``player_id``'s attempt at ``puzzle_id`` (of ``game``), in one
        transaction: both ratings move on the first attempt only."""
        with self.store.transaction() as run:
            found = run("SELECT mu, sigma FROM puzzle_ratings WHERE player_id = ? AND game = ?",
                        (player_id, game)).fetchall()
            solver = Rating(float(found[0][0]), float(found[0][1])) if found else START
            found = run("SELECT mu, sigma FROM puzzles_rated WHERE puzzle_id = ?",
                        (puzzle_id,)).fetchall()
            puzzle = Rating(float(found[0][0]), float(found[0][1])) if found else START
            first = run("INSERT INTO puzzle_attempts VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                        (player_id, puzzle_id, int(solved), time.time())).rowcount == 1
            if not first:
                return Rated(False, (solver, solver), (puzzle, puzzle))
            new_solver, new_puzzle = rated_pair(solver, puzzle, solved)
            run("INSERT INTO puzzle_ratings VALUES (?, ?, ?, ?) ON CONFLICT (player_id, game)"
                " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                (player_id, game, new_solver.mu, new_solver.sigma))
            run("INSERT INTO puzzles_rated VALUES (?, ?, ?) ON CONFLICT (puzzle_id)"
                " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                (puzzle_id, new_puzzle.mu, new_puzzle.sigma))
        return Rated(True, (solver, new_solver), (puzzle, new_puzzle))

    def solver(self, player_id: str) -> dict[str, Rating]:
        """``player_id``'s puzzle rating in each game it has tried."""
        with self.store.transaction() as run:
            rows = run("SELECT game, mu, sigma FROM puzzle_ratings WHERE player_id = ?",
                       (player_id,)).fetchall()
        return {str(r[0]): Rating(float(r[1]), float(r[2])) for r in rows}

    def puzzle(self, puzzle_id: str) -> Rating:
        """``puzzle_id``'s rating (where no one has tried it, a new player's)."""
        with self.store.transaction() as run:
            rows = run("SELECT mu, sigma FROM puzzles_rated WHERE puzzle_id = ?",
                       (puzzle_id,)).fetchall()
        return Rating(float(rows[0][0]), float(rows[0][1])) if rows else START
