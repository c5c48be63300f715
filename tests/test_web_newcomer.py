"""The table as a newcomer meets it, on a phone (360x740) and a laptop (1366x768), in
English and Arabic: every control a fingertip can hit (44 px, the hand's cards and tiles
too, each a whole card where a long hand lies in rows), nothing wider than the phone,
the hand read left to right in both languages (where its cards overlap, each shows its
top-left corner), the sevens layout whole above the docked hand on a laptop, and no
serious accessibility problem (contrast among them) at the phone's size."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from majlis.games import GAME_IDS
from tests.serverkit import Server
from tests.test_web_rules import require_axe, serious_violations
from tests.webkit import new_page, play_until, shot

FINGER = 44
"""The smallest tap target, in CSS pixels (WCAG 2.5.5, and what the phone makers ask)."""

SEVENS = ("badam-saat", "asymmetric-badam-saat", "sabat-al-deemin")
"""The games whose board is a layout of rows, the tallest board there is."""


def seat_page(browser: Browser, web: Server, game: str, lang: str,
              width: int, height: int) -> Page:
    """Noura's page at a new table of ``game`` with rules bots, in ``lang``, once it shows
    her hand."""
    table, tokens = web.table(game, {}, [{"kind": "human", "name": "Noura"}])
    page = new_page(browser, width, height)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.locator(".hand button").first.wait_for()
    return page


HAND = """() => [...document.querySelectorAll('.hand button')].map((b) => {
  const r = b.getBoundingClientRect();
  const drawn = (b.querySelector('svg') ?? b).getBoundingClientRect();
  return {item: b.dataset.item, left: drawn.left, right: drawn.right, top: r.top,
          width: r.width, height: r.height};
})"""
"""Each item of the hand: its button's size, and where its drawing lies (a domino drawn
wider than its button would lie over its neighbour)."""


def small_controls(page: Page) -> list[str]:
    """The controls shown lower than a fingertip, and the buttons narrower."""
    found: list[str] = page.evaluate("""min => [...document.querySelectorAll(
        'button, select, input:not([type=checkbox]):not([type=radio]), a.button, .bar label')]
      .filter((e) => e.getClientRects().length)
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.height < min - 0.5 || (e.tagName === 'BUTTON' && r.width < min - 0.5);
      })
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName}.${e.className} ${(e.textContent || e.dataset.item || '').trim()
          .slice(0, 20)}: ${Math.round(r.width)}x${Math.round(r.height)}`;
      })""", FINGER)
    return found


def hand_rows(page: Page) -> list[list[dict[str, Any]]]:
    """The hand's buttons, row by row as they lie, each in the page's order."""
    rows: dict[int, list[dict[str, Any]]] = {}
    for button in page.evaluate(HAND):
        rows.setdefault(round(button["top"] / 8), []).append(button)
    return list(rows.values())


@pytest.mark.parametrize("game", GAME_IDS)
def test_phone_table_fits_a_finger(web: Server, browser: Browser, game: str) -> None:
    """At 360x740, in English and Arabic: the page no wider than the phone, every
    control and every card or tile of the hand at least 44 px each way, the hand's
    items on the screen side by side without overlap (a sliver of a card is no target), read left to
    right in Arabic too, and axe-core finding nothing serious."""
    axe = require_axe()
    for lang in ("en", "ar"):
        page = seat_page(browser, web, game, lang, 360, 740)
        shot(page, f"newcomer-{game}-phone-{lang}", full_page=False)
        overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0, f"{game} {lang}: {overflow} px wider than the phone"
        assert not small_controls(page), (game, lang, small_controls(page))
        rows = hand_rows(page)
        off = [b["item"] for row in rows for b in row if b["left"] < 0 or b["right"] > 360]
        assert not off, f"{game} {lang}: {off} off the screen"
        for row in rows:
            for before, after in pairwise(row):
                assert after["left"] >= before["right"] - 0.5, \
                    f"{game} {lang}: {after['item']} lies over {before['item']}, or right to left"
        assert not serious_violations(page, axe), (game, lang, serious_violations(page, axe))
        page.context.close()


def first_card_laid(page: Page) -> None:
    """Play (the bidding, a card) until a card lies on the layout."""
    play_until([page], lambda: page.locator(".rows .row .item").count() > 0)


@pytest.mark.parametrize("game", SEVENS)
def test_laptop_layout_above_the_hand(web: Server, browser: Browser, game: str) -> None:
    """At 1366x768, once the first card lies on the layout (the bidding over): every
    row of the sevens layout lies above the docked hand, none hidden under it, in
    English and Arabic."""
    for lang in ("en", "ar"):
        page = seat_page(browser, web, game, lang, 1366, 768)
        first_card_laid(page)
        shot(page, f"newcomer-{game}-laptop-{lang}", full_page=False)
        bottom, dock = page.evaluate(  # at once: a bot's move redraws the table between reads
            "[Math.max(...[...document.querySelectorAll('.rows .row')]"
            ".map((row) => row.getBoundingClientRect().bottom)),"
            " document.querySelector('.dock').getBoundingClientRect().top]")
        assert bottom <= dock + 0.5, f"{game} {lang}: the layout ends at {bottom}, the hand {dock}"
        page.context.close()
