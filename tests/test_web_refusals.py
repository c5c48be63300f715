"""A refused action is worded by the page in its language: the game's key and fields
with the seat's name and the card's name, never the English reason with ``seat 0``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.serverkit import Server
from tests.webkit import play_one, play_until, seat_pages, shot, wait_past, web_server

NAMES = {"en": "Noura", "ar": "نورة"}


def seat_link(web: Server, name: str) -> str:
    """A Bint Al-Sbeet table (no passing) with ``name`` in the first seat and bots in the
    others: that seat's link."""
    answer = web.post("/api/tables", {"game": "bint-al-sbeet", "options": {"pass_count": 0},
                                      "seats": [{"kind": "human", "name": name}],
                                      "turn_clock": False}).json()
    link: str = answer["seats"][0]["link"]
    return link if link.startswith("http") else web.url + link


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_card_that_does_not_follow_suit_is_refused_in_words(
        web: Server, browser: Browser, language: str) -> None:
    page = seat_pages(browser, [seat_link(web, NAMES[language])])[0]
    if language == "ar":
        page.click("#language")
    must_follow = ".hand button.legal ~ button[aria-disabled], " \
                  ".hand button[aria-disabled] ~ button.legal"
    play_until([page], lambda: page.locator(must_follow).count() > 0)
    page.locator(".hand button[aria-disabled]").first.click(force=True)  # as a mouse can
    refusal = page.locator(".prompt .error")
    refusal.wait_for()
    text = refusal.inner_text().strip()
    shot(page, f"refused-{language}")
    if language == "en":
        assert re.fullmatch(r"Refused: Follow suit: Noura \(You\) holds "
                            r"(clubs|diamonds|hearts|spades)\.", text), text
    else:
        assert text.startswith("مرفوض: ") and NAMES["ar"] in text, text
        assert not re.search("[A-Za-z]", text), text
    assert "seat 0" not in text
    page.context.close()


def test_a_refusal_stays_while_the_bots_move(browser: Browser, tmp_path: Path) -> None:
    """A card played out of turn is refused, and the refusal is still there after the
    bots' next moves: it goes only when the seat acts again."""
    with web_server(tmp_path, "--bot-delay", "1") as server:  # time to act out of turn
        page = seat_pages(browser, [seat_link(server, NAMES["en"])])[0]
        bots_turn = ".seats:not(.mine) .seat.to-move"
        play_until([page], lambda: page.locator(bots_turn).count() > 0)
        page.locator(".hand button[aria-disabled]").first.click(force=True)
        refusal = page.locator(".prompt .error")
        refusal.wait_for()
        text = refusal.inner_text()
        assert text.startswith("Refused: "), text
        wait_past(page, page.locator("#main").get_attribute("data-event"))  # a bot moved
        assert refusal.inner_text() == text, "the refusal outlives the next state"
        page.locator(".seats.mine .seat.to-move").wait_for()  # this seat's turn again
        assert refusal.inner_text() == text
        shot(page, "refusal-kept")
        assert play_one([page]), "this seat acts"
        assert refusal.count() == 0, "gone when the seat acts"
        page.context.close()
