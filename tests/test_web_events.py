"""Events in Chromium (docs/events.md): a player creates an arena from /events, two
players register from its page before it starts, are called to a table when it does,
play it, and a page watching the event sees the standings move without reloading;
players talk on the event's page (the table's talk panel), a hostile message inert;
in English and Arabic, on a phone and a laptop.  Screenshots under test-artifacts/web/."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.test_web_players import LAPTOP, PHONE, person, take_name
from tests.webkit import (
    close_summaries,
    open_details,
    play_until,
    scroll_to,
    shot,
    wait_until,
    web_server,
)

OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth + 1"
"""Nothing on the page is wider than its window."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with web_server(tmp_path_factory.mktemp("events")) as server:
        yield server


def create_arena(page: Page, server: Server, title: str) -> str:
    """An arena of two-player, one-hand Badam Saat made from the /events form, starting
    in 20 s and running a minute: the event's address."""
    page.goto(server.url + "/events")
    page.wait_for_selector(".create-event select[name=game] option[value=badam-saat]",
                           state="attached")
    page.select_option(".create-event select[name=game]", "badam-saat")
    page.fill("input[name=title]", title)
    page.fill("input[name=option-players]", "2")
    page.fill("input[name=option-games]", "1")
    page.fill("input[name=starts_in]", str(20 / 60))
    page.fill("input[name=minutes]", "1")
    page.click(".create-event button[type=submit]")
    page.wait_for_url(re.compile(r"/e/[^/]+$"))
    page.wait_for_selector(".event[data-state=upcoming]")
    return page.url


def standing(page: Page, name: str) -> str:
    return page.locator(f".standings tr[data-player='{name}']").inner_text()


def test_two_players_register_are_called_play_and_see_the_standings_move(
        browser: Browser, server: Server) -> None:
    noura, salem = person(browser, LAPTOP, "en"), person(browser, PHONE, "ar")
    take_name(noura, server, "Noura")
    take_name(salem, server, "سالم")
    link = create_arena(noura, server, "Evening arena")
    watcher = person(browser, LAPTOP, "en")
    watcher.goto(link)
    watcher.wait_for_selector(".event[data-state=upcoming] .event-timing")
    for page in (noura, salem):
        page.goto(link)
        page.click("button.join-event")
        page.wait_for_selector("button.leave-event")
    watcher.wait_for_function("() => document.querySelectorAll('.standings tbody tr').length === 2")
    shot(noura, "events-registered-laptop-en")
    shot(salem, "events-registered-phone-ar")
    assert "سجّل" in salem.locator(".event").inner_text() or \
        "مسجّل" in salem.locator(".event").inner_text()
    for page in (noura, salem):  # called when the arena starts (no reload)
        page.wait_for_selector("a.go-to-table", timeout=90_000)
    shot(noura, "events-called-laptop-en")
    shot(salem, "events-called-phone-ar")
    before = watcher.locator(".event").get_attribute("data-version")
    for page in (noura, salem):
        page.click("a.go-to-table")
        page.wait_for_url(re.compile(r"/t/[^#]+#seat="))
        page.wait_for_selector("#main[data-event]")
    pages = [noura, salem]
    play_until(pages, lambda: all(p.locator("h3.winners").count() for p in pages), limit=600)
    close_summaries(pages)
    watcher.wait_for_function(  # the standings moved on a page nobody reloaded
        "() => [...document.querySelectorAll('.standings tbody tr')]"
        ".every(row => row.querySelectorAll('td.num')[1]?.textContent === '1')",
        timeout=60_000)
    assert watcher.locator(".event").get_attribute("data-version") != before
    assert watcher.url == link
    points = sorted(int(watcher.locator(f".standings tr[data-player='{n}'] td.points")
                        .inner_text()) for n in ("Noura", "سالم"))
    assert points == [0, 1]  # first of two places: 1, last: 0
    assert watcher.locator(".event-tables a[download]").count() >= 1
    shot(watcher, "events-standings-laptop-en")
    for page in pages:
        page.goto(link)
        page.wait_for_selector(".standings tbody tr")
    shot(salem, "events-standings-phone-ar")
    assert "الترتيب" in salem.locator(".standings h3").inner_text()
    assert salem.evaluate("document.documentElement.dir") == "rtl"


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_the_events_pages_fit_phone_and_laptop_in_both_languages(
        browser: Browser, server: Server, lang: str, size: dict[str, int]) -> None:
    page = person(browser, size, lang)
    take_name(page, server, f"Host {lang} {size['width']}")
    link = create_arena(page, server, f"Arena {lang} {size['width']}")
    page.wait_for_selector(".event-rules")
    words = page.locator("#main").inner_text()
    assert ("القواعد" in words) == (lang == "ar") and ("Rules" in words) == (lang == "en")
    assert page.evaluate(OVERFLOW), "the event's page is wider than the window"
    shot(page, f"events-event-{size['width']}-{lang}")
    page.goto(server.url + "/events")
    page.wait_for_selector(f".event-list.upcoming li a[href='{link.split(server.url)[1]}']")
    wait_until(lambda: page.evaluate(OVERFLOW), "the events' list is wider than the window", 10)
    shot(page, f"events-list-{size['width']}-{lang}")


@pytest.mark.parametrize(("lang", "size"), [("en", LAPTOP), ("ar", PHONE)],
                         ids=["laptop-en", "phone-ar"])
def test_players_talk_in_an_event_through_the_tables_talk_panel(
        browser: Browser, server: Server, lang: str, size: dict[str, int]) -> None:
    """Two players on an event's page talk in Arabic and English with the table's own
    talk panel; a hostile message shows inert, and the page stays within its window."""
    hind, majid = person(browser, size, lang), person(browser, PHONE, "ar")
    take_name(hind, server, f"Hind {lang}")
    take_name(majid, server, f"ماجد {lang}")
    link = create_arena(hind, server, f"Talking arena {lang}")
    majid.goto(link)
    for page in (hind, majid):
        page.on("dialog", lambda dialog: pytest.fail(f"a message ran script: {dialog.message}"))
        page.wait_for_selector(".event")
        open_details(page, "details.talk")
    said = [("Good evening, مساء الخير", hind),
            ("<img src=x onerror=alert(1)><b>أهلاً</b> https://evil.example \u202eevil", majid)]
    for text, page in said:
        page.fill(".talk-say input", text)
        page.press(".talk-say input", "Enter")
    shown = ["Good evening, مساء الخير",
             "<img src=x onerror=alert(1)><b>أهلاً</b> https://evil.example evil"]
    for page in (hind, majid):
        wait_until(lambda page=page: page.locator(".talk-text").all_inner_texts() == shown,
                   "the event's talk never shown", 30)
        assert page.locator(".talk-log img, .talk-log b, .talk-log a").count() == 0
        assert page.evaluate(OVERFLOW), "the event's page is wider than the window"
    scroll_to(hind, "details.talk")
    shot(hind, f"events-talk-{size['width']}-{lang}", full_page=False)
