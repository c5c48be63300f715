"""The guided first hand in the browser (Chromium), on a phone (360×740) and a laptop
(1366×768), in English and Arabic: from the lobby's "Learn to play" on a game's card,
each of the coach's steps answered on the table's own drawing (one legal move other
than the script's tried first, refused with the coach's reason and nothing played), to
the hand's summary and the offer of a real table; and "Learn to play" on a rules page.

The server plays the others' moves before it answers, so a step is read in one go
(:func:`read_step`): nothing moves on the page between a step drawn and the next move."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from majlis.games import GAME_IDS
from majlis.learn.coach import Lesson, Step, lesson_of, said
from tests.serverkit import Server
from tests.webkit import (  # noqa: F401
    JOIN_SECONDS,
    browser,
    opened,
    shot,
    unfold_new_table,
    web,
)

PHONE = (360, 740)
LAPTOP = (1366, 768)
GAME = "sabat-al-deemin"
PLAY_WORDS = {"en": "Play a real table", "ar": "العب على طاولة حقيقية"}

READ = """() => {
  const learn = document.querySelector('.learn[data-at]');
  if (!learn) return null;
  return { at: Number(learn.dataset.at), over: learn.dataset.over === 'true',
    now: document.querySelector('.coach .coach-now')?.textContent ?? null,
    refused: document.querySelector('.coach .coach-refused')?.textContent ?? null,
    legal: [...document.querySelectorAll('.hand button.legal')].map((b) => b.dataset.item),
    actions: [...document.querySelectorAll('.declarations button[data-action]')]
      .map((b) => b.dataset.action) };
}"""
"""The step the page shows, read at once: where the lesson is, what the coach says now,
a refusal, and what the learner may press."""


def read_step(page: Page, past: int | None = None, refused: bool = False) -> dict[str, Any]:
    """The step drawn once the page has moved past move ``past`` (or shows a refusal);
    the first (``past`` None) once the page has loaded, as long as a page may take."""
    wanted = "true" if past is None else (
        "s.refused !== null" if refused else f"s.at !== {past}")
    handle = page.wait_for_function(f"(() => {{ const s = ({READ})(); "
                                    f"return s && {wanted} ? s : null; }})",
                                    timeout=JOIN_SECONDS * 1000 if past is None else None)
    step: dict[str, Any] = handle.json_value()
    return step


def press(page: Page, taught: Lesson, step: Step, action: int) -> None:
    """Presses ``action`` on the page: its item in the hand, or its button."""
    move = taught.game.move(taught.seat, action)
    text = taught.game.action_text(action)
    selector = (f".hand button[data-item='{taught.game.item_text(move.item)}']"
                if move.item is not None else f".declarations button[data-action='{text}']")
    page.locator(selector).click()


def other_move(taught: Lesson, step: Step) -> int | None:
    assert step.expected is not None
    expected = taught.game.parse_action(step.expected.action)
    return next((a for a in taught.game.legal_actions(step.state) if a != expected), None)


VIEWS = [pytest.param(game, lang, width, height, id=f"{game}-{lang}-{width}")
         for game in GAME_IDS if lesson_of(game) is not None
         for lang, (width, height) in (
             [("en", PHONE), ("en", LAPTOP), ("ar", PHONE), ("ar", LAPTOP)] if game == GAME
             else [("en", LAPTOP), ("ar", PHONE)])]
"""Every game's lesson in English on a laptop and Arabic on a phone; Sab'at Al-Deemin's
in both languages at both sizes."""


@pytest.mark.parametrize(("game", "lang", "width", "height"), VIEWS)
def test_the_lobby_leads_to_a_guided_hand_played_to_its_summary(
        web: Server, opened: Page, game: str, lang: str, width: int,  # noqa: F811
        height: int) -> None:
    page, size = opened, "phone" if width == PHONE[0] else "laptop"
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    taught = lesson_of(game)
    assert taught is not None
    page.goto(f"{web.url}/")
    unfold_new_table(page)  # folded on a phone
    page.locator(f".game-card[data-game='{game}'] label").click()  # a phone shows its link then
    page.locator(f".game-card[data-game='{game}'] .learn-link").click()
    page.wait_for_url(f"**/learn/{game}")
    assert page.evaluate("document.documentElement.dir") == ("rtl" if lang == "ar" else "ltr")
    step, shown, refusals, choices = taught.begin(), read_step(page), 0, 0
    while step.expected is not None:
        assert (shown["at"], shown["now"], shown["over"]) == (
            step.at, said(step.lines[-1], lang), False)
        other = other_move(taught, step)
        choices += other is not None
        if other is not None and refusals == 0:  # a wrong move first, once
            press(page, taught, step, other)
            shown = read_step(page, step.at, refused=True)
            why = said(step.expected.why or {}, lang)
            assert shown["at"] == step.at and shown["refused"] == why
            shot(page, f"learn-{game}-{size}-{lang}-refused", full_page=False)
            refusals += 1
        press(page, taught, step, taught.game.parse_action(step.expected.action))
        answer = taught.attempt(step.at, step.expected.action)
        assert isinstance(answer, Step)
        step, shown = answer, read_step(page, step.at)
    assert refusals == min(choices, 1)  # a lesson whose moves are all forced has none
    assert shown["over"] and shown["now"] == said(taught.script.end, lang)
    assert shown["legal"] == [] and shown["actions"] == []
    summary = page.locator(".learn-summary")
    assert summary.locator(".parts, table, ul").count() > 0
    offer = page.locator("#learn-play")
    assert offer.inner_text() == PLAY_WORDS[lang]
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    shot(page, f"learn-{game}-{size}-{lang}-summary", full_page=False)
    shot(page, f"learn-{game}-{size}-{lang}-whole")
    offer.click()
    page.wait_for_selector(f".game-card[data-game='{game}'] input:checked", state="attached")
    assert page.url.endswith(f"/?game={game}")


@pytest.mark.parametrize(("width", "height"), [PHONE], ids=["phone"])
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_rules_page_offers_its_lesson_and_the_lobby_the_puzzles(
        web: Server, opened: Page, lang: str, width: int, height: int) -> None:  # noqa: F811
    page = opened
    page.goto(f"{web.url}/rules/sedma?lang={lang}")
    page.click("#learn")
    page.wait_for_selector(".learn[data-at] .coach .coach-now")
    taught = lesson_of("sedma")
    assert taught is not None
    assert read_step(page)["now"] == said(taught.begin().lines[-1], lang)
    page.goto(f"{web.url}/?game=sedma")  # the lesson's offer of a real table
    page.wait_for_selector(".game-card[data-game='sedma'] input:checked", state="attached")
    page.click("#puzzles-link")
    page.wait_for_selector(".puzzle .hand button")


def test_the_api_refuses_a_game_without_a_lesson_and_a_bad_place(web: Server) -> None:  # noqa: F811
    import httpx

    assert httpx.get(f"{web.url}/api/learn/no-such-game").status_code == 404
    assert httpx.post(f"{web.url}/api/learn/sedma", json={"at": 1, "action": "pass"}
                      ).status_code == 400
    assert httpx.post(f"{web.url}/api/learn/sedma", json={"at": "1"}).status_code == 400
    games = httpx.get(f"{web.url}/api/games").json()
    assert all(game["learn"] for game in games)


