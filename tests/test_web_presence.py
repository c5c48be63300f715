"""Who is at the table, in real Chromium pages: a table every person has left waits for
them (past the time a bot would stand in for one) and plays on when one comes back; a practice table
gives its person the search bot's hint; and every refusal, the lobby's and the table's,
and the server's error pages speak Arabic on the Arabic page."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from majlis.server.wire import CODES
from tests.serverkit import Server, a_bot_stood_in
from tests.webkit import (
    new_page,
    play_one,
    play_until,
    seat_pages,
    shot,
    switch_language,
    wait_until,
    web_server,
)

LATIN = re.compile("[A-Za-z]")


def table(web: Server, game: str, people: int, options: dict[str, Any] | None = None
          ) -> tuple[list[str], str]:
    """A table with ``people`` person seats first and rules bots after: the seats'
    links and the spectators'."""
    answer = web.post("/api/tables", {"game": game, "options": options or {},
                                      "seats": [{"kind": "human"}] * people,
                                      "turn_clock": False}).json()
    links = [web.url + s["link"] for s in answer["seats"] if "link" in s]
    return links, web.url + answer["watch"]


def moves(web: Server, table_id: str) -> int:
    record = web.get(f"/api/tables/{table_id}/record")
    return sum(len(hand["actions"]) for hand in record["hands"])


def test_a_table_everyone_left_waits_and_resumes(tmp_path: Path, browser: Browser) -> None:
    """Watched past the time after which a bot stands in for a person who left (a
    control table's bot standing in says when), the table every person left has not
    moved, and shows no clock; it plays on when one comes back."""
    with web_server(tmp_path, "--away-seconds", "2") as web:
        links, watch = table(web, "badam-saat", 2, {"games": 3})
        table_id = watch.rsplit("/", 1)[1]
        seats = seat_pages(browser, links)
        for _ in range(4):
            play_one(seats)
        for page in seats:
            page.context.close()
        watcher = new_page(browser)
        watcher.goto(watch)
        left = watcher.locator(".seat:is([data-seat='0'], [data-seat='1']) .badge",
                               has_text=re.compile("away|bot playing"))
        wait_until(lambda: left.count() == 2, "both people shown as gone", 30)
        event, played = watcher.locator("#main").get_attribute("data-event"), moves(web, table_id)
        a_bot_stood_in(web)
        assert watcher.locator("#main").get_attribute("data-event") == event, "it moved"
        assert moves(web, table_id) == played, "a move was stored"
        assert watcher.locator(".prompt .clock").count() == 0, "no clock runs"
        resume(browser, web, links[1], watcher, table_id, played)


def resume(browser: Browser, web: Server, link: str, watcher: Page, table_id: str,
           played: int) -> None:
    """One person comes back to the waiting table: play resumes, a bot standing in for
    the other."""
    back = seat_pages(browser, [link])[0]
    stand_in = watcher.locator(".seat[data-seat='0'] .badge", has_text="bot")
    play_until([back], lambda: stand_in.count() > 0 and moves(web, table_id) > played + 4)
    shot(watcher, "table-resumed")
    back.context.close()
    watcher.context.close()


def arabic(page: Page) -> None:
    if page.evaluate("document.documentElement.lang") != "ar":
        switch_language(page)


WORDS_OF = """async ([codes, fields]) => {
    const i18n = await import('/static/js/i18n.js');
    const games = await (await fetch('/api/games')).json();
    i18n.useGameWords(games.find((game) => game.id === 'badam-saat').words);
    const words = (code) => i18n.refusalWords(code, fields[code] ?? {});
    return Object.fromEntries(codes.map((code) => [code, words(code)]));
}"""


def test_every_refusal_and_error_page_speaks_arabic(web: Server, browser: Browser) -> None:
    page = new_page(browser)
    page.goto(web.url + "/")
    arabic(page)
    codes = sorted(CODES)  # every refusal of the server, over a socket or HTTP
    fields = {"bad_options": {"option": "players", "value": 12, "low": 2, "high": 8},
              "bad_name": {"letters": 24}}
    said = page.evaluate(WORDS_OF, [codes, fields])
    for code, words in said.items():
        assert words and not LATIN.search(words), (code, words)
    page.check("input[name=game][value=badam-saat]")
    page.fill("[data-option=players] input", "12")  # more than the rules allow
    page.dispatch_event("[data-option=players] input", "change")
    alert = page.locator("[role=alert]")
    alert.wait_for()
    wait_until(lambda: "12" in alert.inner_text(), "the refusal names the value", 10)
    assert not LATIN.search(alert.inner_text()), alert.inner_text()
    page.fill("[data-option=players] input", "4")
    page.dispatch_event("[data-option=players] input", "change")
    wait_until(lambda: alert.count() == 0, "the refusal goes with the value", 10)
    page.fill(".seat-row input", "a\u0007b")  # a name the server will not take
    page.click("button[type=submit]")
    alert.wait_for()
    assert not LATIN.search(alert.inner_text()), alert.inner_text()
    shot(page, "refusal-lobby-ar")
    page.goto(web.url + "/t/no-such-table")
    refused = page.locator("#main .panel", has_text="لا توجد طاولة بهذا الرابط.")
    refused.wait_for()
    assert not LATIN.search(refused.inner_text()), refused.inner_text()
    links, _ = table(web, "sedma", 2)
    page.goto(links[0].split("#")[0] + "#seat=" + "not-a-seat-" * 4)  # a whole seat's length
    page.reload()
    dead_end = page.locator("#main .dead-end")
    dead_end.wait_for()
    assert not LATIN.search(dead_end.inner_text()), dead_end.inner_text()
    answer = page.goto(web.url + "/no/such/page")
    assert answer is not None and answer.status == 404
    assert page.evaluate("[document.documentElement.lang, document.dir]") == ["ar", "rtl"]
    assert not LATIN.search(page.locator("main").inner_text()), page.locator("main").inner_text()
    shot(page, "error-page-ar")
    page.context.close()


@pytest.mark.parametrize(("lang", "script"), [("hi", "[\u0900-\u097f]"),
                                              ("cs", "[áéíěščřžýůúďťň]")])
def test_every_refusal_and_error_page_speaks_hindi_and_czech(web: Server, browser: Browser,
                                                             lang: str, script: str) -> None:
    """The page words every code of the server in Hindi and Czech from the refusals'
    catalogue, each unlike its English, and an error page speaks the language chosen."""
    page = new_page(browser)
    page.goto(web.url + "/?lang=en")
    codes = sorted(CODES)
    fields = {"bad_options": {"option": "players", "value": 12, "low": 2, "high": 8},
              "bad_name": {"letters": 24}}
    english = page.evaluate(WORDS_OF, [codes, fields])
    page.select_option("#language", lang)
    said = page.evaluate(WORDS_OF, [codes, fields])
    for code in codes:
        assert said[code] and said[code] != english[code], (code, said[code])
    assert all(re.search(script, said[code]) for code in ("not_found", "busy", "illegal")), said
    answer = page.goto(web.url + "/no/such/page")
    assert answer is not None and answer.status == 404
    assert page.evaluate("document.documentElement.lang") == lang
    assert re.search(script, page.locator("main").inner_text()), page.locator("main").inner_text()
    page.context.close()


def test_a_practice_table_gives_its_person_a_hint(web: Server, browser: Browser) -> None:
    links, _ = table(web, "sedma", 1)
    page = seat_pages(browser, links)[0]
    button = page.locator(".prompt button.hint")
    play_until([page], lambda: button.count() > 0 and
               page.locator(".hand button.legal").count() > 1)
    page.keyboard.press("h")
    hinted = page.locator(".hand button.hinted, .declarations button.hinted")
    hinted.wait_for(timeout=90_000)  # the search thinks on a loaded machine too
    assert hinted.count() == 1
    assert "legal" in (hinted.get_attribute("class") or "") or \
        hinted.get_attribute("data-action") is not None
    shot(page, "hint")
    page.context.close()
    links, _ = table(web, "sedma", 2)
    pages = seat_pages(browser, links)
    play_until(pages, lambda: any(p.locator(".hand button.legal").count() for p in pages))
    assert all(p.locator(".prompt button.hint").count() == 0 for p in pages), \
        "no hint at a table of two people"
    for p in pages:
        p.context.close()
