"""The board shows what just happened: a person plays a whole hand of every game, at a
phone's, a laptop's and a large screen's size, with bots at the other seats; after
every move the hand is on screen and the newest card or tile played is marked on the
board and said in its seat's box; the hand's summary shows its final board and what
each seat was left holding.  Motion is left out where the system asks for reduced
motion, sounds are off until switched on, and a reaction is a bubble at its seat."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from majlis.frames import hand_json
from majlis.games import make_game
from majlis.simulate import random_match, simulated_match_seed
from tests.serverkit import Server
from tests.webkit import (
    MOVE_SECONDS,
    OFFER_OR_SUMMARY,
    answer,
    click_drawn,
    close_summaries,
    event_of,
    new_page,
    seat_pages,
    shot,
    start_table,
    wait_until,
)

GAMES = [
    ("sabat-al-deemin", {"target": 1}),
    ("bint-al-sbeet", {"target": 1}),
    ("badam-saat", {"games": 1}),
    ("asymmetric-badam-saat", {"games": 1}),
    ("sedma", {"target": 10}),
]
"""One-hand matches (a hand that happens to leave every score below its target goes on
to another; the test stops at the first hand's summary)."""
SIZES = [(360, 740), (1366, 768), (1920, 1080)]

HAND_OFF_SCREEN = """() => {
    const cards = [...document.querySelectorAll('#main .hand button')];
    const off = cards.map((card) => [card.dataset.item, card.getBoundingClientRect()])
      .filter(([, r]) => r.left < 0 || r.top < 0 || r.right > innerWidth
        || r.bottom > innerHeight || r.width < 8)
      .map(([item, r]) => `${item} at ${[r.left, r.top, r.right, r.bottom].map(Math.round)}`);
    const wide = document.documentElement.scrollWidth;
    return [...off, ...(wide > innerWidth ? [`the page is ${wide} wide`] : [])];
}"""
"""What shows that the hand is not all on screen: each card that does not show a part
of itself inside the window, and a page that scrolls sideways."""


def check_hand_on_screen(page: Page) -> None:
    size = page.viewport_size
    assert page.locator("#main .hand button").count(), "no hand shown"
    off = page.evaluate(HAND_OFF_SCREEN)
    assert not off, f"the hand is off the screen at {size}: {off}"


NEWEST = re.compile(": \u2066?((?:10|[2-9JQKA])[♣♦♥♠]|[0-6]\\|[0-6])\u2069?")
"""A line of the log that plays an item: "Noura: 8♦" (not "Noura: pick 8♦")."""


def label(item: str) -> str:
    """An item's label as the page writes it: "TD" -> "10♦", "3-5" -> "3|5"."""
    if "-" in item:
        return item.replace("-", "|")
    return item[:-1].replace("T", "10") + dict(C="♣", D="♦", H="♥", S="♠")[item[-1]]


def move(page: Page) -> None:
    """Once it is this seat's turn, it plays the first thing its page offers and waits
    for the table's answer (a hand's summary in the way is closed)."""
    while (seen := page.wait_for_function(OFFER_OR_SUMMARY).json_value()) == "summary":
        close_summaries([page])
    answer(page, seen)


NEWEST_SHOWN = """() => [
    [...document.querySelectorAll('#main .log li')].at(-1)?.textContent ?? null,
    [...document.querySelectorAll('#main .board .item.newest')].map((i) => i.dataset.item),
    [...document.querySelectorAll('#main .seat .last')].map((said) => said.textContent)]"""
"""The log's newest line, the items marked newest on the board and what the seats' boxes
say last, read in one step: the table is drawn again at every event, and a forced move
or a bot may play between reads one at a time."""


def check_newest_marked(page: Page) -> None:
    """The newest move of the hand, if it played an item: that item is marked as the
    newest on the board, and said in a seat's box."""
    line, marked, said = page.evaluate(NEWEST_SHOWN)
    if line is None:
        return
    played = NEWEST.search(line)
    if played is None:
        assert marked == [], "an item marked though the newest move played none"
        return
    assert len(marked) == 1, f"{played[1]} is not marked on the board"
    assert label(marked[0]) == played[1]
    assert any(played[1] in text for text in said), said


ROW_CARDS_HIDDEN = """() => {
    if (!document.querySelector('#main .board .rows')) return [];
    if (document.querySelector('dialog[open]')
        || document.getAnimations().some((a) => a.playState === 'running')) return null;
    const bottom = Math.min(innerHeight,
      document.querySelector('.dock')?.getBoundingClientRect().top ?? innerHeight);
    const over = (card) => {
      const r = card.getBoundingClientRect();
      const x = r.left + r.width * 0.15, y = r.top + r.height * 0.15;
      if (x < 0 || x >= innerWidth || y < 0 || y >= bottom) return null;
      const top = document.elementFromPoint(x, y);
      const covering = top?.closest('[data-item]') ?? top;
      return covering === card ? null : `${card.dataset.item} under `
        + `${covering?.dataset?.item ?? covering?.className?.baseVal ?? covering?.className}`
        + ` at ${innerWidth}x${innerHeight}`;
    };
    return [...document.querySelectorAll('#main .board .rows [data-item]')]
      .map(over).filter((said) => said !== null);
}"""
"""The cards of a sevens layout whose top-left corner (the rank and suit) another card
or anything else covers, among those in the window above the dock, read in one step;
null while something moves or a dialog is open (the newest card once hid its
neighbours: 3♣ vanished under 2♣ and 4♣)."""


def check_row_cards_shown(page: Page) -> bool:
    """Every card of a sevens layout in the window shows its corner, once nothing moves
    (the seat has a choice: the table waits for it); whether the page could be looked at
    (no dialog open)."""
    page.wait_for_function(  # the card just played by the seat before has landed
        "() => document.getAnimations().every((a) => a.playState !== 'running')")
    hidden = page.evaluate(ROW_CARDS_HIDDEN)
    assert not hidden, f"hidden in the layout: {hidden}"
    return hidden is not None


def play_hand(page: Page, sizes: list[tuple[int, int]]) -> int:
    """This seat plays whatever its page offers first until a hand's summary opens,
    the window taking the next of ``sizes`` at each of its turns; after each move the
    hand is in the window, the newest move marked and every card of a layout shown.  The
    moves it made."""
    made = looked = 0
    while (selector := page.wait_for_function(
            OFFER_OR_SUMMARY, timeout=MOVE_SECONDS * 3000).json_value()) != "summary":
        width, height = sizes[made % len(sizes)]
        page.set_viewport_size({"width": width, "height": height})
        check_hand_on_screen(page)
        check_newest_marked(page)
        looked += check_row_cards_shown(page)
        answer(page, selector)
        made += 1
        if page.locator("#main .hand button").count():
            check_hand_on_screen(page)
    assert looked, "the page never stood still at the seat's turn to be looked at"
    return made


LEFT = """() => [...document.querySelectorAll('dialog.summary .left li')].map((li) =>
    [...li.querySelectorAll('.item')].map((item) => item.dataset.item))"""
BOARD_ITEMS = """(where) => [...document.querySelectorAll(
    `${where} .board :is(.rows, .train) [data-item]`)].map((item) => item.dataset.item).sort()"""


def check_summary(page: Page, seats: int, over: bool) -> None:
    """The summary shows the final board and what each seat was left holding (none where
    no seat holds anything): at the end of the match (the page's board stays the final
    one) the same layout or train as the table, and as many items left at each seat as
    its box counts."""
    left: list[list[str]] = page.evaluate(LEFT)
    assert len(left) in (0, seats), left
    if not over:
        return
    assert page.evaluate(BOARD_ITEMS, "dialog.summary") == page.evaluate(BOARD_ITEMS, "#main")
    counts = [int(page.locator(f"#main .seat[data-seat='{seat}'] .count").inner_text().split()[0])
              for seat in range(seats)]
    assert [len(items) for items in left] == (counts if any(counts) else []), (counts, left)


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_a_whole_hand_shows_each_move_with_the_hand_on_screen(
        web: Server, browser: Browser, game: str, options: dict[str, object]) -> None:
    table = start_table(browser.new_page(), web, game, options, 1)
    page = seat_pages(browser, table["links"])[0]
    seats = page.locator("#main .seat").count()
    made = play_hand(page, SIZES)
    assert made >= len(SIZES), "the person played at every size"
    page.locator("dialog.summary[open] .scores").wait_for()
    check_summary(page, seats, over=page.locator("#main .result").count() > 0)
    page.set_viewport_size({"width": 360, "height": 740})
    shot(page, f"board-{game}-summary-phone", full_page=False)
    page.context.close()


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("game", ["badam-saat", "bint-al-sbeet", "sedma"])
def test_screenshots_of_the_board_mid_hand(web: Server, browser: Browser, language: str,
                                           game: str) -> None:
    """A phone's and a laptop's view some moves into a hand of a long match, in both
    languages (the language chosen in the top bar is remembered)."""
    table = start_table(browser.new_page(), web, game, {}, 1)
    page = seat_pages(browser, table["links"])[0]
    if language == "ar":
        page.select_option("#language", "ar")
    for _ in range(4):
        move(page)
    page.wait_for_function(OFFER_OR_SUMMARY)
    close_summaries([page])
    for width, height in [(360, 740), (1366, 768)]:
        page.set_viewport_size({"width": width, "height": height})
        check_hand_on_screen(page)
        check_newest_marked(page)
        page.wait_for_function(  # the card that flies in has landed
            "() => document.getAnimations().every((a) => a.playState !== 'running')")
        shot(page, f"board-{game}-{language}-{width}", full_page=False)
    page.context.close()


def test_motion_is_left_out_where_reduced_motion_is_asked(web: Server,
                                                          browser: Browser) -> None:
    """A card played flies from its seat on a page that moves, and on a page whose
    system asks for reduced motion nothing moves."""
    table = start_table(browser.new_page(), web, "badam-saat", {"games": 1}, 1)
    still = browser.new_context(viewport={"width": 1000, "height": 800},
                                reduced_motion="reduce").new_page()
    still.goto(str(table["watch"]))
    moving = seat_pages(browser, table["links"])[0]
    still.wait_for_selector("#main[data-event]")
    for _ in range(3):
        move(moving)
        assert still.evaluate("document.getAnimations().length") == 0
    wait_until(lambda: event_of(still) == event_of(moving), "the spectator caught up", 10)
    assert int(moving.locator("#main").get_attribute("data-moved") or 0) > 0
    assert still.locator("#main").get_attribute("data-moved") is None
    check_newest_marked(still)  # marked all the same
    moving.context.close()
    still.context.close()


def test_sounds_are_off_until_switched_on_and_remembered(web: Server,
                                                         browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "badam-saat", {"games": 1}, 1)
    page = seat_pages(browser, table["links"])[0]
    assert not page.locator("#sounds").is_checked()
    move(page)
    assert page.evaluate("document.body.dataset.sound") is None, "a sound while off"
    page.check("#sounds")
    page.reload()
    page.wait_for_selector("#main[data-event]")
    assert page.locator("#sounds").is_checked(), "the switch is remembered"
    move(page)
    page.wait_for_function("() => document.body.dataset.sound", timeout=MOVE_SECONDS * 1000)
    page.context.close()


def test_a_reaction_is_a_bubble_at_its_senders_seat(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "sedma", {}, 2)
    pages = seat_pages(browser, table["links"])
    pages[1].select_option("#language", "ar")
    click_drawn(pages[0], "button.react", "Well played")
    for page in pages:
        bubble = page.locator("#main .seat[data-seat='0'] .bubble")
        bubble.wait_for()
        assert bubble.inner_text() in ("Well played", "كفو")
    assert pages[1].locator("#main .seat[data-seat='1'] .bubble").count() == 0
    shot(pages[1], "board-reaction-arabic")
    for page in pages:
        page.context.close()


VOID_SCORES = """async (hands) => {
    const board = await import('/static/js/board.js');
    document.querySelector('#main').replaceChildren(
      board.scoresView(hands, [5, 0, 5, 0], (s) => `seat ${s + 1}`));
    return document.querySelectorAll('table.totals tbody tr').length;
}"""


def test_a_redeal_is_no_hand_in_the_frames_or_the_score_table(web: Server,
                                                               browser: Browser) -> None:
    """A Sab'at hand voided by a redeal says so in its frame (and holds no cards left as
    a hand played would), and the page's score table gives it no row."""
    game = make_game("sabat-al-deemin")
    hands = [hand for number in range(20)
             for hand in random_match(game, simulated_match_seed(3, number)).hands]
    voided: list[dict[str, Any]] = [hand_json(game, h) for h in hands if game.is_void(h.state)]
    played = [hand_json(game, h) for h in hands if not game.is_void(h.state)]
    assert voided and all(h["void"] for h in voided) and not any(h["void"] for h in played)
    assert all(h["left"] is not None for h in played)
    assert all(h["left"] is None for h in voided)  # a redeal's cards are thrown in unseen
    page = new_page(browser)
    page.goto(web.url + "/")
    rows = page.evaluate(VOID_SCORES, [{"scores": [0, 0, 0, 0], "void": True},
                                       {"scores": [5, 0, 5, 0], "void": False}])
    assert rows == 2, "one hand played and the totals"
    page.context.close()


STAYING = """async () => {
    const board = await import('/static/js/board.js');
    const taken = (n) => Array.from({ length: n }, () => ({ leader: 0, winner: 3,
      plays: [[0, '2C'], [1, '3C'], [2, '4C'], [3, '5C']] }));
    const next = { leader: 3, plays: [[3, '9H']], winner: null };
    const stages = (n) => [{ name: 'play', moves: [], tricks: [...taken(n), next] }];
    const drawn = (n) => board.boardView({ trick: next, facts: [] }, stages(n), (s) => `${s}`);
    const place = document.body.appendChild(document.createElement('div'));
    place.replaceChildren(drawn(1));
    const opened = place.querySelectorAll('.staying').length;
    place.replaceChildren(drawn(2));
    place.id = 'drawn';
    return [opened, place.querySelectorAll('.staying .item').length,
            place.querySelectorAll('.board > .trick > figure .item').length];
}"""


def test_a_trick_taken_stays_over_the_next_for_a_while(web: Server, browser: Browser) -> None:
    """A trick just taken is drawn over the next one, which its first card has begun, and
    goes by itself a moment later (none stays over the trick when the page opens)."""
    page = new_page(browser)
    page.goto(web.url + "/")
    opened, staying, shown = page.evaluate(STAYING)
    assert (opened, staying) == (0, 4), "the trick just taken stays, not one taken before"
    assert shown == 1, "the next trick is there underneath"
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('#drawn .staying')).visibility"
        " === 'hidden'", timeout=10_000)
    page.context.close()
