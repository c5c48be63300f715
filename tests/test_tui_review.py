"""The terminal's review of a finished hand: r over the hand's summary shows the
viewing seat's own decisions, judged from its own views, and Esc goes back."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from majlis.analysis import values
from majlis.analysis.values import Depth
from majlis.tui.app import TableApp
from majlis.tui.screens import HandOverScreen, TextScreen
from tests.test_tui import Pilot, my_turn, run, session_for, settle, summary_open

SMALL = Depth(samples=8, playouts=32, exact_cards=6, exact_nodes=2000, batches=2,
              hindsight_playouts=4, luck_deals=4)


def test_r_over_the_summary_reviews_the_seat_s_own_play(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(values.DEPTHS, "quick", SMALL)
    session = session_for("badam-saat", seed=4, games=1, human=1)

    def reviewed(app: TableApp) -> str:
        return str(app.screen.query(Static).first().render())

    async def test(app: TableApp, pilot: Pilot) -> None:
        while not summary_open(app):
            await settle(pilot, lambda: my_turn(app) or summary_open(app))
            if my_turn(app):
                await pilot.press("enter")
        assert isinstance(app.screen, HandOverScreen)
        await pilot.press("r")
        await settle(pilot, lambda: type(app.screen) is TextScreen
                     and "Review of hand 1" in reviewed(app), limit=5000)
        text = reviewed(app)
        decisions = [line for line in text.splitlines() if line.startswith("action ")]
        assert decisions and all(", seat 1:" in line for line in decisions)
        assert "seat 1:" in text and "mean loss" in text and "hindsight" not in text
        await pilot.press("escape")
        await settle(pilot, lambda: isinstance(app.screen, HandOverScreen))
    run(session, test)
