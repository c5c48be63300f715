"""People at one table through the page: a seat per browser context plays a whole hand
of every game (in English, Arabic, Hindi and Czech at once where four people play), and
a whole match; a reload in the middle of a hand resumes it."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import (
    close_summaries,
    finished_hands,
    hand_items,
    play_until,
    seat_pages,
    shot,
    start_table,
    switch_language,
)

SCRIPT = {"hi": "[\u0900-\u097f]", "cs": "[áéíěščřžýůúďťň]"}
"""A letter of the language's own, that its page shows."""
GAMES = [
    ("sabat-al-deemin", {}, 4),
    ("bint-al-sbeet", {}, 4),
    ("badam-saat", {"games": 2}, 4),
    ("asymmetric-badam-saat", {}, 2),
    ("sedma", {}, 4),
]




def moves_seen(page: Page) -> int:
    """The moves of the hand in the page's log."""
    return page.locator(".log li").count()


@pytest.mark.parametrize(("game", "options", "humans"), GAMES, ids=[g[0] for g in GAMES])
def test_people_play_a_whole_hand(web: Server, browser: Browser, game: str,
                                  options: dict[str, object], humans: int) -> None:
    lobby = browser.new_page()
    table = start_table(lobby, web, game, options, humans)
    pages = seat_pages(browser, table["links"])
    hands = [hand_items(page) for page in pages]
    assert all(hands), f"every seat sees its own hand: {hands}"
    assert len({item for hand in hands for item in hand}) == sum(map(len, hands))
    switch_language(pages[1])  # one seat plays in Arabic, the last on a phone
    assert pages[1].evaluate("document.documentElement.dir") == "rtl"
    others = dict(zip(pages[2:], ("hi", "cs"), strict=False))  # and in Hindi and Czech
    for page, lang in others.items():
        page.select_option("#language", lang)
    pages[-1].set_viewport_size({"width": 360, "height": 760})
    shot(pages[0], f"{game}-start")
    play_until(pages, lambda: moves_seen(pages[0]) >= len(pages) * 3)
    shot(pages[0], f"{game}-playing")
    shot(pages[1], f"{game}-playing-arabic")
    shot(pages[-1], f"{game}-playing-phone")
    assert pages[-1].evaluate("document.documentElement.scrollWidth") <= 360
    play_until(pages, lambda: finished_hands(pages[0]) >= 1)
    for page, lang in others.items():
        assert page.evaluate("document.documentElement.lang") == lang
        assert re.search(SCRIPT[lang], page.locator("#main").inner_text())
    shot(pages[0], f"{game}-hand-over")
    summary = pages[0].locator("dialog.summary")  # shown once, perhaps closed by now
    assert summary.locator("tbody tr").count() == humans, "a score line for every seat"
    close_summaries(pages)
    totals = pages[0].locator("table.totals tbody tr:last-child td")
    assert totals.count() == len(pages[0].locator("table.totals thead th").all()) - 1
    record = web.get(f"/api/tables/{table['table']}")
    assert record["game"] == game
    for page in pages:
        page.context.close()
    lobby.context.close()


def test_people_play_a_whole_match_and_then_another(web: Server, browser: Browser) -> None:
    lobby = browser.new_page()
    table = start_table(lobby, web, "sedma", {"target": 10}, 4)
    pages = seat_pages(browser, table["links"])
    play_until(pages, lambda: pages[0].locator(".result").count() > 0, limit=300)
    close_summaries(pages)
    for page in pages:
        page.locator(".result .winners").wait_for()
    winners = {page.locator(".result .winners").inner_text().replace(" (You)", "")
               for page in pages}
    assert len(winners) == 1
    said = winners.pop()  # "Winner: Player 3", "Winners: Player 1, Player 3"
    named = said.split(": ", 1)[1].split(", ")
    assert said.startswith("Winner: " if len(named) == 1 else "Winners: "), said
    assert finished_hands(pages[0]) >= 1
    assert web.get(f"/api/tables/{table['table']}")["status"] == "over"
    shot(pages[0], "sedma-match-over")
    pages[0].locator("button.react", has_text="Good game").click()
    pages[1].locator(".seat[data-seat='0'] .bubble", has_text="Good game").wait_for()
    pages[0].click(".result button.again")
    pages[1].locator(".seat .badge", has_text="wants another match").wait_for()
    for page in pages[1:]:
        page.click(".result button.again")
    for page in pages:
        page.locator(".result").wait_for(state="detached")
        assert finished_hands(page) == 0
        assert page.locator(".hand button").count() == 7
    for page in pages:
        page.context.close()
    lobby.context.close()
