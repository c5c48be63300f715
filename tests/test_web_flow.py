"""A turn without friction on the page: Bint Al-Sbeet's cards to pass chosen, changed
and confirmed before anything is sent; a move with one legal choice that tells nothing
more than itself plays itself, one that would tell more is asked as usual; links that
lead nowhere say so and offer a way on; the record viewer steps action by action."""

from __future__ import annotations

import json
import time
from typing import Any

from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import (
    close_summaries,
    event_of,
    new_page,
    play_one,
    seat_pages,
    shot,
    start_table,
    wait_past,
    wait_until,
)

SIZES = {"phone": (360, 740), "laptop": (1366, 768)}


def sent_frames(page: Page) -> list[dict[str, Any]]:
    """The messages ``page`` sends its table from now on, kept as they go."""
    sent: list[dict[str, Any]] = []
    page.on("websocket", lambda ws: ws.on(
        "framesent", lambda frame: sent.append(json.loads(str(frame)))))
    return sent


def received_states(page: Page) -> list[dict[str, Any]]:
    """The state messages ``page`` receives from now on."""
    states: list[dict[str, Any]] = []

    def keep(frame: object) -> None:
        message = json.loads(str(frame))
        if message.get("type") == "state":
            states.append(message)

    page.on("websocket", lambda ws: ws.on("framereceived", keep))
    return states


def shots(page: Page, name: str) -> None:
    """Screenshots of ``page`` at a phone's and a laptop's size, in English and Arabic."""
    for language in ("en", "ar"):
        for size, (width, height) in SIZES.items():
            page.set_viewport_size({"width": width, "height": height})
            shot(page, f"{name}-{size}-{language}")
        page.click("#language")
    page.set_viewport_size({"width": 1000, "height": 900})


def acts(sent: list[dict[str, Any]]) -> list[str]:
    return [message["action"] for message in sent if message.get("type") == "act"]


def joined(browser: Browser, links: list[str]) -> tuple[list[Page], list[list[dict[str, Any]]]]:
    """The seats' pages, each with the messages it sends."""
    pages, sent = [], []
    for link in links:
        page = new_page(browser)
        sent.append(sent_frames(page))
        page.goto(link)
        page.wait_for_selector("#main[data-event]")
        pages.append(page)
    return pages, sent


def mover(pages: list[Page]) -> int:
    """The seat whose page offers something to play."""
    found: list[int] = []
    wait_until(lambda: bool(found := [i for i, p in enumerate(pages)
                                      if p.locator(".hand button.legal").count()]),
               "no seat is to move", 30)
    return next(i for i, p in enumerate(pages) if p.locator(".hand button.legal").count())


def test_cards_to_pass_are_chosen_changed_and_confirmed_before_anything_is_sent(
        web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "bint-al-sbeet", {}, 4)
    pages, sent = joined(browser, table["links"])
    seat = mover(pages)
    page, event = pages[seat], event_of(pages[seat])
    cards = page.locator(".hand button.legal")
    first, second, third, fourth = (cards.nth(i).get_attribute("data-item") for i in range(4))
    for item in (first, second, third):
        page.click(f'.hand button[data-item="{item}"]')
    assert page.locator(".hand button.picked").count() == 3
    assert page.locator(".declarations button.confirm").is_visible()
    assert page.locator(".hand button.legal:not(.picked)").count() == 0, "a full choice takes no more"
    page.click(f'.hand button[data-item="{second}"]')  # a change of mind
    assert page.locator(".declarations button.confirm").count() == 0
    assert page.locator(f'.hand button[data-item="{second}"]').get_attribute("aria-pressed") == "false"
    page.click(f'.hand button[data-item="{fourth}"]')
    assert "2 of 3" in page.locator(".prompt").inner_text() or "3 of 3" in page.locator(".prompt").inner_text()
    shots(page, "flow-passing-chosen")
    assert acts(sent[seat]) == [] and event_of(page) == event, "nothing sent before the confirmation"
    page.click(".declarations button.confirm")
    wait_until(lambda: pages[(seat + 1) % 4].locator(".hand button.legal").count() > 0,
               "the next seat chooses once the three cards are taken", 30)
    assert acts(sent[seat]) == [first, third, fourth]
    assert {p.get_attribute("data-item") for p in page.locator(".hand button.picked").all()} == {
        first, third, fourth}
    log = pages[(seat + 2) % 4].locator(".log li")
    assert log.count() == 3 and not any(c in log.all_inner_texts()[0] for c in "♣♦♥♠"), \
        "another seat sees three picks, not the cards"
    for other in pages:
        other.context.close()
