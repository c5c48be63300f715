"""``majlis learn GAME`` at the terminal table: the coach's first words and the table
drawn from the learner's view, a legal move other than the script's refused with the
coach's reason (nothing played), the script's moves taken to the end of the hand, and
the summary with the offer of a real table; in English and Arabic."""

from __future__ import annotations

import asyncio

import pytest
from textual.pilot import Pilot

from majlis.language import tell
from majlis.learn.coach import Step, lesson_of, said
from majlis.tui.learn import LearnApp
from majlis.tui.widgets import HandBar
from tests.tuikit import region_text, screen_text


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_guided_hand_is_played_to_its_summary_at_the_terminal(language: str) -> None:
    lesson = lesson_of("sedma")
    assert lesson is not None
    game = lesson.game

    async def run() -> None:
        app = LearnApp(lesson, language)
        async with app.run_test(size=(110, 44)) as pilot:
            await pilot.pause()
            hand = app.query_one(HandBar)
            coach = app.query_one("#coach")
            step, refused = lesson.begin(), False
            while step.expected is not None:
                said_now = " ".join(region_text(app, coach).split())
                assert " ".join(said(step.lines[-1], language).split())[:40] in said_now
                expected = game.parse_action(step.expected.action)
                assert {c.action for c in hand.chips if c.legal} == \
                    set(game.legal_actions(step.state))
                other = next((a for a in game.legal_actions(step.state) if a != expected), None)
                if other is not None and not refused:
                    await choose(pilot, hand, other)
                    assert app.step.at == step.at, "a refused move plays nothing"
                    why = said(step.expected.why or {}, language)
                    assert " ".join(why.split())[:30] in " ".join(region_text(app, coach).split())
                    refused = True
                await choose(pilot, hand, expected)
                answer = lesson.attempt(step.at, step.expected.action)
                assert isinstance(answer, Step)
                step = answer
                assert app.step.at == step.at
            assert refused
            text = " ".join(screen_text(app).split())
            assert tell(language, "tui-learn-hand-over") in text and "majlis play sedma" in text
            assert " ".join(said(lesson.script.end, language).split())[:40] in text
            assert not [c for c in hand.chips if c.legal]

    asyncio.run(run())


async def choose(pilot: Pilot[None], hand: HandBar, action: int) -> None:
    """Moves the hand's cursor to ``action`` and plays it."""
    while (chip := hand.selected()) is None or chip.action != action:
        await pilot.press("right")
    await pilot.press("enter")
    await pilot.pause()
