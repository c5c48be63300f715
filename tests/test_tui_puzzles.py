"""``majlis puzzle`` at the terminal table: a shipped puzzle drawn from its seat's view,
answered from the hand, the verdict and why said, then the next puzzle."""

from __future__ import annotations

import asyncio

from majlis.puzzles.library import shipped
from majlis.puzzles.puzzle import load
from majlis.tui.puzzles import PuzzleApp, seen_of
from majlis.tui.tables import hand_chips
from majlis.tui.widgets import HandBar
from tests.tuikit import region_text, screen_text


def test_a_puzzle_is_answered_at_the_terminal_table() -> None:
    docs = shipped().of(shipped().games[0])
    puzzle = load(docs[0])

    async def run() -> None:
        app = PuzzleApp(docs)
        async with app.run_test(size=(100, 36)) as pilot:
            await pilot.pause()
            hand = app.query_one(HandBar)
            chips = hand_chips(seen_of(puzzle), puzzle.legal)
            assert [c.action for c in hand.chips] == [c.action for c in chips]
            assert {c.action for c in hand.chips if c.legal} == set(puzzle.legal)
            assert "Find it" in screen_text(app) and puzzle.doc["id"] in screen_text(app)
            wrong = next(a for a in puzzle.legal if a != puzzle.answer)
            while hand.selected().action != wrong:  # type: ignore[union-attr]
                await pilot.press("right")
            await pilot.press("enter")
            said = region_text(app, app.query_one("#verdict")).strip()
            assert said.startswith("Not ") and "the best move is" in said
            why = " ".join(said.split())  # worded from the puzzle's values, as the page does
            best = next(v for v in puzzle.doc["values"] if v["action"] == puzzle.doc["answer"])
            assert "beats the next best" in why and f"{best['value']:+.2f}" in why
            assert not [c for c in hand.chips if c.legal]  # answered: nothing more to choose
            await pilot.press("n")
            await pilot.pause()
            assert docs[1]["id"] in screen_text(app)
            assert region_text(app, app.query_one("#verdict")).strip() == ""

    asyncio.run(run())
