"""A duplicate event in Chromium (docs/events.md, "The duplicate"): a player creates it
from /events, two people register from its page (and two more over the API, so that
two groups hold each seat of a board), are called to their table for each board, play
them, and see the round line and the matchpoints standings move on pages nobody
reloaded; in English and Arabic, on a phone and a laptop.  Screenshots under
test-artifacts/web/."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.eventkit import Entrant, as_player, duplicate, player, registered
from tests.serverkit import Server
from tests.test_web_events import OVERFLOW
from tests.test_web_players import LAPTOP, PHONE, person, take_name
from tests.webkit import close_summaries, play_until, shot, web_server

SEATS = 2
"""Two-player Badam Saat: a round is two boards."""
PEOPLE = 4
"""Two groups: each seat of a board held twice, so a board's matchpoints are 1 between
its two holders."""
CALLED = """(before) => {
    const call = document.querySelector('a.go-to-table');
    return call && call.href !== before ? call.href : null;
}"""
"""The link of the page's call to a table other than ``before``, read in one step (the
page is drawn again at every change of the event)."""
ROUND_LINE = "() => document.querySelector('.event-round')?.textContent ?? ''"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with web_server(tmp_path_factory.mktemp("duplicate")) as server:
        yield server


def create_duplicate(page: Page, server: Server, title: str) -> str:
    """A duplicate of one round of two-player, one-game Badam Saat made from the /events
    form, starting in 30 s: the event's address."""
    page.goto(server.url + "/events")
    page.wait_for_selector(".create-event select[name=game] option[value=badam-saat]",
                           state="attached")
    page.select_option(".create-event select[name=kind]", "duplicate")
    page.select_option(".create-event select[name=game]", "badam-saat")
    page.fill("input[name=title]", title)
    page.fill("input[name=option-players]", str(SEATS))
    page.fill("input[name=option-games]", "1")
    page.fill("input[name=starts_in]", "0.5")
    page.fill("input[name=rounds]", "1")
    page.fill("input[name=round_minutes]", "10")
    page.click(".create-event button[type=submit]")
    page.wait_for_url(re.compile(r"/e/[^/]+$"))
    page.wait_for_selector(".event[data-state=upcoming] .event-round")
    return page.url


def next_call(page: Page, link: str, before: str) -> str:
    """The event's page called its player to a table other than ``before``: its link."""
    page.goto(link)
    call: str = page.wait_for_function(CALLED, arg=before, timeout=120_000).json_value()
    return call


def finished(page: Page, link: str) -> None:
    """The event's page, loaded afresh once the event is finished."""
    page.goto(link)
    page.wait_for_selector(".event[data-state=finished]")
    page.wait_for_selector(".standings tbody tr")


def test_people_register_are_called_to_each_board_and_see_the_matchpoints(
        browser: Browser, server: Server) -> None:
    noura, salem = person(browser, LAPTOP, "en"), person(browser, PHONE, "ar")
    take_name(noura, server, "Noura")
    take_name(salem, server, "سالم")
    link = create_duplicate(noura, server, "Duplicate evening")
    event = link.rsplit("/", 1)[1]
    watcher = person(browser, PHONE, "en")
    watcher.goto(link)
    watcher.wait_for_selector(".event[data-state=upcoming] .event-seed code")
    pages = [noura, salem]
    for page in pages:
        page.goto(link)
        page.click("button.join-event")
        page.wait_for_selector("button.leave-event")
    entrants = [Entrant(server, server, event, player(server, f"far{n}"))
                for n in range(PEOPLE - len(pages))]
    for entrant in entrants:
        assert as_player(server, entrant.key, f"/api/events/{event}/join", {}).status_code == 200
        entrant.start()
    watcher.wait_for_function(
        f"() => document.querySelectorAll('.standings tbody tr').length === {PEOPLE}")
    shot(noura, "duplicate-registered-laptop-en")
    shot(salem, "duplicate-registered-phone-ar")
    calls = ["", ""]
    for board in range(SEATS):
        calls = [next_call(page, link, before) for page, before in zip(pages, calls, strict=True)]
        if board == 0:
            assert "Round 1 of 1" in noura.evaluate(ROUND_LINE)
            assert "الجولة 1 من 1" in salem.evaluate(ROUND_LINE)
            shot(noura, "duplicate-called-laptop-en")
            shot(salem, "duplicate-called-phone-ar")
        for page, call in zip(pages, calls, strict=True):
            page.goto(call)
            page.wait_for_selector("#main[data-event]")
        play_until(pages, lambda: all(p.locator("h3.winners").count() for p in pages), limit=600)
        close_summaries(pages)
    watcher.wait_for_selector(".event[data-state=finished]", timeout=120_000)
    for entrant in entrants:
        assert entrant.done.wait(60) and entrant.failed is None, repr(entrant.failed)
    lines = watcher.evaluate(  # the standings, read in one step: name, points, of, boards
        "() => [...document.querySelectorAll('.standings tbody tr')].map((row) =>"
        " [row.dataset.player, ...[...row.querySelectorAll('td.num')]"
        ".map((cell) => Number(cell.textContent))])")
    assert len(lines) == PEOPLE and {line[0] for line in lines} >= {"Noura", "سالم"}
    assert sum(line[1] for line in lines) == SEATS * SEATS  # each board's seat: 1 between two
    assert all(line[2:] == [SEATS, SEATS] for line in lines)  # of 2, two boards each
    assert watcher.locator(".event-seed code").count() == 2  # the commitment and the seed
    assert watcher.locator(".event-tables li").count() == PEOPLE // SEATS * SEATS
    assert not watcher.locator(".standings .alone").count()  # two tables held each board
    shot(watcher, "duplicate-finished-phone-en")
    for page in pages:
        finished(page, link)
    assert "الترتيب" in salem.locator(".standings h3").inner_text()
    assert salem.evaluate("document.documentElement.dir") == "rtl"
    laptop_ar = person(browser, LAPTOP, "ar")
    finished(laptop_ar, link)
    for page, name in ((noura, "laptop-en"), (salem, "phone-ar"), (watcher, "phone-en"),
                       (laptop_ar, "laptop-ar")):
        assert page.evaluate(OVERFLOW), f"the duplicate's page is wider than a {name}"
        shot(page, f"duplicate-finished-{name}")


def test_a_single_table_s_page_says_why_every_matchpoint_is_0(browser: Browser,
                                                               server: Server) -> None:
    """One player (a group with a bot): nobody else held their seats, so every matchpoint
    is 0, and the page says why, in both languages, fitting a phone and a laptop."""
    key = player(server, "solo")
    event = duplicate(server, key, title="Alone", game="badam-saat",
                      options={"games": 1, "players": SEATS}, rounds=1)
    registered(server, event, [key])
    entrant = Entrant(server, server, event, key)
    entrant.start()
    assert entrant.done.wait(120) and entrant.failed is None, repr(entrant.failed)
    for size, lang, words in ((PHONE, "ar", "طاولة واحدة"), (LAPTOP, "en", "one table")):
        page = person(browser, size, lang)
        finished(page, f"{server.url}/e/{event}")
        assert words in page.locator(".standings .alone").inner_text()
        assert page.locator(".standings td.points").inner_text() == "0"
        assert page.evaluate(OVERFLOW), "the duplicate's page is wider than the window"
        shot(page, f"duplicate-alone-{size['width']}-{lang}")
