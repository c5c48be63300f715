"""The page around the play: a spectator sees no hidden card, Arabic reads right to
left, a phone-wide page does not scroll sideways, a reload resumes the hand, bad input
gets the server's refusal, and records download and replay in the browser."""

from __future__ import annotations

import itertools
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route

from majlis.games import game_class
from tests.serverkit import Server
from tests.webkit import (
    BOT_NAMES,
    click_drawn,
    close_summaries,
    event_of,
    finished_hands,
    hand_items,
    new_page,
    offered,
    play_one,
    play_until,
    seat_pages,
    shot,
    start_table,
    switch_language,
    wait_all_back,
    wait_past,
    wait_together,
    wait_until,
    web_server,
)

NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
ARABIC_INDIC = re.compile("[\u0660-\u0669\u06f0-\u06f9]")
"""Digits the page does not write: every number is in Western digits, in Arabic too."""
LABELS = re.compile("(\u2066?)((?:10|[2-9JQKA])[♣♦♥♠]|[0-6]\\|[0-6])(\u2069?)")
"""A card's or tile's short label, with the isolates around it where it has them."""


def assert_isolated(texts: list[str]) -> int:
    """Every card and tile label in ``texts`` isolated left to right (between U+2066 and
    U+2069), so that it reads so in Arabic text too: how many there are."""
    labels = [found for text in texts for found in LABELS.findall(text)]
    bare = [label for before, label, after in labels if not (before and after)]
    assert not bare, f"labels not isolated: {bare} in {texts}"
    return len(labels)


RANKS = {"T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace", "2": "two",
         "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
         "9": "nine"}




def close(*pages: Page) -> None:
    for page in pages:
        page.context.close()


def watch(browser: Browser, table: dict[str, object]) -> tuple[Page, list[str]]:
    """A spectator's page at ``table``, and the frames its WebSocket receives."""
    watcher = new_page(browser)
    frames: list[str] = []
    watcher.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(str(f))))
    watcher.goto(str(table["watch"]))
    watcher.wait_for_selector("#main[data-event]")
    return watcher, frames


def play_moves(pages: list[Page], count: int, *watchers: Page) -> None:
    """``count`` moves made, then every page (the watchers too) at the same event: the mover's
    page has the newest when its move is answered, and no other event follows."""
    for move in range(count):  # each waited for: no page may offer one for a moment
        wait_until(lambda: play_one(pages), f"move {move + 1} of {count} never offered", 30)
    wait_together([*watchers, *pages])


@pytest.mark.parametrize(("game", "moves"), [("badam-saat", 14), ("bint-al-sbeet", 11)])
def test_a_spectator_sees_no_hidden_card(web: Server, browser: Browser, game: str,
                                         moves: int) -> None:
    """Some moves in (in Bint Al-Sbeet, hidden picks of cards to pass), no card still in
    a hand reaches the spectator's page or its WebSocket."""
    table = start_table(browser.new_page(), web, game, {}, 4)
    seats = seat_pages(browser, table["links"])
    watcher, frames = watch(browser, table)
    play_moves(seats, moves, watcher)
    hidden = [item for page in seats for item in hand_items(page)]
    # (forced moves play themselves too: a pass, the seven that leads)
    assert len(hidden) > 52 // 2, f"the seats still hold most of the deck: {hidden}"
    dom = watcher.content()
    moves = watcher.locator(".log li").count()
    assert moves == seats[0].locator(".log li").count() > 0, "the spectator follows the hand"
    assert watcher.locator(".hand button").count() == 0
    for card in hidden:
        quoted = f'"{card}"'
        assert not any(quoted in frame for frame in frames), f"{card} reached the spectator"
        assert f'data-item="{card}"' not in dom
        assert f"{RANKS[card[0]]} of {NAMES[card[1]]}" not in dom, f"{card} is in the DOM"
    shot(watcher, f"spectator-{game}")
    close(watcher, *seats)


def test_a_spectator_cannot_tell_who_holds_the_card_asked_about(web: Server,
                                                               browser: Browser) -> None:
    """Every seat is asked about QS and TD so that being asked tells nothing, and the
    seat asked words its own question by whether it holds the card: a spectator is
    sent no question at all, through the passing and the reveals."""
    table = start_table(browser.new_page(), web, "bint-al-sbeet", {}, 4)
    seats = seat_pages(browser, table["links"])
    watcher, frames = watch(browser, table)
    play_moves(seats, 12 + 8, watcher)
    states = [json.loads(f) for f in frames if f.startswith('{"type":"state"')]
    assert all(s["board"]["asked"] is None for s in states)
    now = {s["stages"][-1]["name"] for s in states}  # each state's stage at its moment
    assert {"passing", "revealing"} <= now, f"the spectator saw only {now}"
    close(watcher, *seats)


def test_arabic_is_right_to_left_and_a_phone_does_not_scroll_sideways(
        web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "bint-al-sbeet", {}, 1)
    page = seat_pages(browser, table["links"], width=360)[0]
    switch_language(page)
    assert page.evaluate("document.documentElement.dir") == "rtl"
    assert page.evaluate("getComputedStyle(document.body).direction") == "rtl"
    assert page.locator("html[lang=ar]").count() == 1
    assert re.search("[\u0600-\u06ff]", page.locator(".prompt").inner_text())
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shot(page, "phone-arabic")
    page.reload()
    page.wait_for_selector("#main[data-event]")
    assert page.evaluate("document.documentElement.dir") == "rtl", "the language is remembered"
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]", state="attached")  # folded on a phone
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shot(page, "phone-arabic-lobby")
    switch_language(page)
    assert page.evaluate("document.documentElement.dir") == "ltr"
    close(page)


SEVENS = """() => [...document.querySelectorAll('.row')]
    .map((row) => [...row.querySelectorAll('.item')])
    .map((items) => [items.findIndex((i) => i.dataset.item.startsWith('7')), items])
    .filter(([at]) => at >= 0)
    .map(([at, items]) => [at, items[at].getBoundingClientRect().left])"""
"""Each row with its seven: how many cards stand before the seven, and where it stands."""


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_sevens_rows_line_up_by_rank(web: Server, browser: Browser, language: str) -> None:
    """The runs of the suits are laid on the game's grid: every seven on the table stands
    in one column, in English and in Arabic (right to left) alike."""
    table = start_table(browser.new_page(), web, "badam-saat", {}, 4)
    pages = seat_pages(browser, table["links"])
    if language == "ar":
        switch_language(pages[0])
    # until two rows hold different numbers of cards below their sevens
    play_until(pages, lambda: len({at for at, _ in pages[0].evaluate(SEVENS)}) >= 2)
    play_moves(pages, 0)
    # measured where the cards come to rest, not while the newest one flies in
    pages[0].evaluate("Promise.all(document.getAnimations().filter((a) =>"
                      " a.effect?.getComputedTiming().endTime !== Infinity)"
                      ".map((a) => a.finished))")
    lefts = [left for _, left in pages[0].evaluate(SEVENS)]
    assert max(lefts) - min(lefts) < 1, f"the sevens stand at {lefts}"
    assert pages[0].locator(".rows .row").count() == 4
    shot(pages[0], f"sevens-rows-{language}")
    close(*pages)


def test_a_reload_in_the_middle_of_a_hand_resumes_it(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "sedma", {}, 4)
    pages = seat_pages(browser, table["links"])
    for _ in range(6):
        play_one(pages)
    before = [hand_items(page) for page in pages]
    pages[1].reload()
    pages[1].wait_for_selector("#main[data-event]")
    assert hand_items(pages[1]) == before[1]
    assert pages[1].locator(".train .item").count() > 0
    play_until(pages, lambda: pages[1].locator("dialog.summary[open]").count() > 0)
    assert pages[1].locator("dialog.summary .standings").inner_text() == leading(pages[1], "sedma")
    close(*pages)


def leading(page: Page, game: str) -> str:
    """Who the hand's summary should say leads the match, from the page's totals and the
    game's own measure (partners, level on one total, lead together)."""
    names = page.locator("#main .scores.totals thead th.num").all_inner_texts()
    row = page.locator("#main .scores.totals tr:last-child td")
    totals = [int(v) for v in row.all_inner_texts()]
    lower = game_class(game).LOWER_IS_BETTER
    best = min(totals) if lower else max(totals)
    rule = "lowest total wins" if lower else "highest total wins"
    if totals.count(best) == len(totals):
        return f"All level, on {best} each ({rule})."
    leaders = ", ".join(n for n, total in zip(names, totals, strict=True) if total == best)
    return f"Leading the match: {leaders}, on {best} ({rule})."


def test_a_dropped_connection_resumes_where_it_was(browser: Browser, tmp_path: Path) -> None:
    server = Server(str(tmp_path / "db.sqlite3"), tmp_path / "log").start()
    try:
        table = start_table(browser.new_page(), server, "sedma", {}, 4)
        pages = seat_pages(browser, table["links"])
        play_moves(pages, 5)
        before = [hand_items(page) for page in pages]
        moves = pages[0].locator(".log li").count()
        server.kill()
        pages[0].locator("[role=status].error").wait_for()  # the page says it reconnects
        assert pages[0].locator("#main section.table.away[inert]").count() == 1, "not playable"
        server.start()
        wait_all_back(pages)
        assert [hand_items(page) for page in pages] == before
        play_moves(pages, 3)
        # (each of the three is a move at least; a forced pass may play itself besides)
        assert pages[0].locator(".log li").count() >= moves + 3, "play goes on"
        close(*pages)
    finally:
        server.stop()


def test_a_bot_keeps_a_seat_warm_and_its_person_takes_it_back(browser: Browser,
                                                               tmp_path: Path) -> None:
    # bots slow enough that the hand is still going when the person comes back
    with web_server(tmp_path, "--away-seconds", "1", "--bot-delay", "0.3") as server:
        taken_over_and_back(browser, server)


def taken_over_and_back(browser: Browser, server: Server) -> None:
    """One of two people leaves; while the other plays on, a bot plays for the absent
    one (a table every person left would wait instead), who comes back and takes the
    seat back."""
    table = start_table(browser.new_page(), server, "badam-saat", {"games": 1, "players": 3}, 2)
    gone, present = seat_pages(browser, table["links"])
    gone.context.close()
    watcher = new_page(browser)
    watcher.goto(str(table["watch"]))
    bot_badge = watcher.locator(".seat[data-seat='0'] .badge", has_text="Medium bot playing")
    play_until([present], lambda: bot_badge.count() > 0)
    back = seat_pages(browser, table["links"][:1])[0]
    close_summaries([back])
    take_back = back.locator("button", has_text="Take your seat back")
    take_back.wait_for()
    shot(back, "bot-playing-for-you")
    click_drawn(back, "button", "Take your seat back")
    take_back.wait_for(state="detached")
    bot_badge.wait_for(state="detached")
    close(watcher, back, present)


def test_an_illegal_card_is_explained_and_changes_nothing(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "badam-saat", {"games": 1}, 4)
    pages = seat_pages(browser, table["links"])
    while True:
        wait_together(pages)  # no seat's joining or move still on its way to the mover's page
        mover = next((p for p in pages if p.locator(".hand button.legal").count()), None)
        if mover and mover.locator(".hand button[aria-disabled]").count():
            break
        play_one(pages)
    event = event_of(mover)
    held = hand_items(mover)
    mover.locator(".hand button[aria-disabled]").first.click(force=True)  # as a mouse can
    refusal = mover.locator(".prompt .error")
    refusal.wait_for()
    assert refusal.inner_text().strip()
    assert event_of(mover) == event
    assert hand_items(mover) == held
    close(*pages)


def test_the_tab_names_the_game_and_marks_a_seats_turn(web: Server, browser: Browser) -> None:
    """Tables in several tabs are told apart by the game's title, and the tab of the seat
    to act says so, until it has acted."""
    table = start_table(browser.new_page(), web, "badam-saat", {"games": 1}, 4)
    pages = seat_pages(browser, table["links"])
    for _ in range(3):
        wait_together(pages)
        titles = [page.title() for page in pages]
        to_act = [offered(page) is not None for page in pages]
        assert titles == ["▶ Badam Saat · majlis" if mine else "Badam Saat · majlis"
                          for mine in to_act], titles
        assert sum(to_act) == 1
        play_one(pages)
    close(*pages)


def test_the_keyboard_plays(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "sabat-al-deemin", {}, 4)
    pages = seat_pages(browser, table["links"])
    mover = next(p for p in pages if p.locator(".declarations button").count())
    switch_language(mover)  # the key in the button's title, not in its Arabic words
    button = mover.locator(".declarations button").first
    key = button.get_attribute("data-key")
    assert key and not re.search("[A-Za-z]", button.inner_text()), button.inner_text()
    assert key in str(button.get_attribute("title"))
    event = event_of(mover)
    mover.keyboard.press(str(key))
    wait_past(mover, event)
    play_until(pages, lambda: any(p.locator(".hand button.legal").count() for p in pages))
    mover = next(p for p in pages if p.locator(".hand button.legal").count())
    event = event_of(mover)
    mover.keyboard.press("ArrowRight")
    assert mover.evaluate("document.activeElement.classList.contains('legal')")
    mover.keyboard.press("Enter")
    wait_past(mover, event)
    close(*pages)


def test_the_keys_help_is_left_off_a_touch_screen(web: Server, browser: Browser) -> None:
    """The line on the keys is shown where there is a keyboard, not on a phone's touch
    screen alone, where it would only take room."""
    table = start_table(browser.new_page(), web, "sedma", {}, 1)
    keys = "#main p.muted:has-text('Keys:')"
    laptop = seat_pages(browser, table["links"])[0]
    assert laptop.locator(keys).count() == 1
    phone = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True,
                                has_touch=True).new_page()
    phone.goto(str(table["links"][0]))
    phone.wait_for_selector("#main[data-event] .hand")
    assert phone.locator(keys).count() == 0
    close(laptop, phone)


def test_the_four_colour_deck_paints_clubs_and_diamonds_apart(web: Server,
                                                              browser: Browser) -> None:
    page = new_page(browser)
    table = start_table(page, web, "bint-al-sbeet", {}, 1)
    page.goto(str(table["links"][0]))
    page.wait_for_selector(".hand button")
    fill = "s => getComputedStyle(document.querySelector(s)).fill"
    page.evaluate("document.body.insertAdjacentHTML('beforeend', "
                  "'<svg><path class=\"suit-C\"/><path class=\"suit-S\"/></svg>')")
    assert page.evaluate(fill, ".suit-C") == page.evaluate(fill, ".suit-S")
    page.check("#four-colour")
    assert page.evaluate(fill, ".suit-C") != page.evaluate(fill, ".suit-S")
    shot(page, "four-colour")
    page.uncheck("#four-colour")
    close(page)


def test_the_turn_clock_counts_down(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "sedma", {}, 1, turn_clock=True)
    page = seat_pages(browser, table["links"])[0]
    clock = page.locator(".prompt .clock")
    clock.wait_for()
    first = int(re.findall(r"\d+", clock.inner_text())[0])
    wait_until(lambda: int(re.findall(r"\d+", clock.inner_text())[0]) < first,
               "the clock counts down", 10)
    close(page)


def test_the_lobby_hands_out_links_and_remembers_tables(web: Server, browser: Browser) -> None:
    page = new_page(browser)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=web.url)
    table = start_table(page, web, "sedma", {"target": 30}, 2)
    page.locator(".links li", has_text="Spectators").locator("button").click()
    assert page.evaluate("navigator.clipboard.readText()") == table["watch"]
    page.locator(".links li").first.locator("button").click()
    assert page.evaluate("navigator.clipboard.readText()") == table["links"][0]
    assert str(table["links"][0]).startswith(f"{web.url}/t/{table['table']}#seat=")
    assert page.locator(".links li").nth(2).inner_text().startswith("Seat 3")
    dirs = page.locator(".links input").evaluate_all("inputs => inputs.map((i) => i.dir)")
    assert dirs == ["ltr"] * 3, "an address reads left to right, in Arabic too"
    page.reload()
    remembered = page.locator(f".tables li[data-table='{table['table']}']")
    remembered.locator(".status", has_text="playing").wait_for()
    remembered.locator("a").click()
    page.wait_for_selector("#main[data-event]")
    assert page.locator(".hand button").count() == 7, "the creator sits at the first seat"
    close(page)


def test_the_new_table_form_is_busy_while_its_seats_may_change(web: Server,
                                                                 browser: Browser) -> None:
    """While the server describes the chosen options the new table's own form (not the
    player panel's forms above it) says it is busy and creates nothing; its seats follow
    the answer."""
    page = new_page(browser)
    held: list[Route] = []
    page.route("**/api/describe", lambda route: held.append(route))
    page.goto(web.url + "/")
    page.check("input[name=game][value=badam-saat]")
    assert page.locator("form.become").count() == 1, "a newcomer sees the player forms first"
    page.fill("[data-option=players] input", "3")
    page.dispatch_event("[data-option=players] input", "change")
    page.wait_for_selector("form.new-table[aria-busy=true]")
    wait_until(lambda: bool(held), "the description asked for", 10)
    assert page.locator("form.new-table button[type=submit]").is_disabled()
    assert page.locator(".seat-row").count() != 3, "the seats wait for the answer"
    for route in held:
        route.continue_()
    page.wait_for_selector("form.new-table[aria-busy=false]")
    assert page.locator(".seat-row").count() == 3
    assert page.locator("form.new-table button[type=submit]").is_enabled()
    close(page)


def test_the_lobby_shows_the_servers_refusal(web: Server, browser: Browser) -> None:
    page = new_page(browser)
    page.goto(web.url + "/t/no-such-table")
    page.locator("#main .panel", has_text="There is no such table.").wait_for()
    page.goto(web.url + "/")
    page.check("input[name=game][value=badam-saat]")
    page.fill("[data-option=players] input", "6")
    page.dispatch_event("[data-option=players] input", "change")
    wait_until(lambda: page.locator(".seat-row").count() == 6, "a seat for every player", 10)
    page.fill("[data-option=players] input", "12")  # more than the rules allow
    page.dispatch_event("[data-option=players] input", "change")
    page.locator("[role=alert]", has_text="players").wait_for()  # why, before creating
    assert page.locator(".seat-row").count() == 6
    page.fill("[data-option=players] input", "3")
    page.dispatch_event("[data-option=players] input", "change")
    wait_until(lambda: page.locator(".seat-row").count() == 3, "the seats follow", 10)
    assert page.locator("[role=alert]").count() == 0
    page.check("input[name=game][value=bint-al-sbeet]")
    page.fill(".seat-row input", "a\u0007b")  # a name the server will not take
    tables = web.get("/api/health")["tables"]
    page.click("button[type=submit]")
    alert = page.locator("[role=alert]")
    alert.wait_for()
    assert "name" in alert.inner_text()
    # No table was made (others may have been let go meanwhile), and we stay in the lobby.
    assert web.get("/api/health")["tables"] <= tables
    assert "/t/" not in page.url
    close(page)


def test_the_lobby_keeps_an_answer_for_another_game_off_the_chosen_one(
        web: Server, browser: Browser) -> None:
    """While the server describes Badam Saat for six, the button waits; the answer that
    comes after Sedma was chosen instead changes nothing on Sedma's form."""
    page = new_page(browser)
    held: list[Any] = []
    page.route("**/api/describe", lambda route: held.append(route))  # answered below
    page.goto(web.url + "/")
    page.check("input[name=game][value=badam-saat]")
    page.fill("[data-option=players] input", "6")
    page.dispatch_event("[data-option=players] input", "change")
    wait_until(lambda: page.wait_for_timeout(50) or bool(held), "the question on its way", 10)
    assert page.locator("button[type=submit]").is_disabled(), "no table while asking"
    page.check("input[name=game][value=sedma]")
    with page.expect_response("**/api/describe") as answered:
        held[0].continue_()
    answered.value.finished()
    page.evaluate("() => new Promise((done) => setTimeout(done))")  # its handler has run
    assert page.locator(".seat-row").count() == 4, "Sedma's seats, not Badam Saat's six"
    assert page.locator("[role=alert]").count() == 0
    assert page.locator("button[type=submit]").is_enabled()
    close(page)


def test_a_record_downloads_and_replays_hand_by_hand(web: Server, browser: Browser,
                                                    tmp_path: Path) -> None:
    page = new_page(browser)
    table = start_table(page, web, "badam-saat", {"games": 2, "players": 2}, 1)
    seat = seat_pages(browser, table["links"])[0]
    play_until([seat], lambda: seat.locator(".result").count() > 0)
    close_summaries([seat])
    with seat.expect_download() as download:
        seat.click(".result a[download]")
    saved = tmp_path / "record.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["format"] == "majlis-record/1" and record["game"] == "badam-saat"
    page.goto(web.url + "/")
    page.set_input_files("#record-file", str(saved))
    page.locator(".record-view h3").wait_for()
    dealt = page.locator(".record-view .deal-seat:not(.step-seat)")  # the deal, not a step's
    assert dealt.count() == 2
    assert page.locator(".record-view .log li").count() == len(record["hands"][0]["actions"])
    assert record["seats"][1] == {"name": "bot 2", "bot": "rules", "default_name": True}
    assert "Salem holds" in dealt.nth(1).inner_text()  # the made-up name, in the page's words
    shot(page, "record-viewer")
    page.locator(".record-view button").nth(1).click()  # on to the second hand
    switch_language(page)  # the record shown is worded again, the made-up name too
    assert page.locator(".record-view h3").inner_text().startswith("الجولة")
    assert page.locator(".record-view button").nth(0).is_enabled(), "still the second hand"
    assert "سالم" in dealt.nth(1).inner_text()
    options = page.locator(".record-view p.options").inner_text()
    assert "بادام سات" in options and not re.search("[A-Za-z_]", options), options
    assert not ARABIC_INDIC.search(page.inner_text("body"))
    shot(page, "record-viewer-arabic")
    switch_language(page)
    broken = tmp_path / "broken.json"
    wrong_seat = [dict(record["hands"][0], actions=[[0, "2C"]])]
    broken.write_text(json.dumps(dict(record, hands=wrong_seat)))
    page.set_input_files("#record-file", str(broken))
    page.locator(".record-view [role=alert]").wait_for()
    fault = page.locator(".record-view [role=alert]").inner_text()
    assert "2♣" in fault and "2C" not in fault, "the card's face, not the record's text"
    junk = tmp_path / "junk.json"
    junk.write_text("not json")
    page.set_input_files("#record-file", str(junk))
    page.wait_for_function("document.querySelector('.record-view [role=alert]')"
                           ".textContent.includes('not a record')")
    close(page, seat)


# -- the words of the games, the score table, the lobby in Arabic ----------------------

OPTION_SETS: dict[str, list[dict[str, object]]] = {
    "sabat-al-deemin": [{}, {"redeal_on_three": False, "strict_warning": True}],
    "bint-al-sbeet": [{}, {"pass_cycle": ["none"], "minus_condition": "no_penalty_card"}],
    "badam-saat": [{}, {"players": 3, "ace": "high"}],
    "asymmetric-badam-saat": [{}],
    "sedma": [{}, {"forced_play": False, "finish_hand": True}],
}


def facts_said(game_id: str) -> dict[str, list[Any]]:
    """The facts and questions a game says, from random hands under several option
    sets: a sample of each name with each set of fields, as the game gives it."""
    from majlis.explain import Fact
    from majlis.games import make_game
    from majlis.match import Match

    said: dict[str, dict[tuple[str, ...], Fact]] = {"fact": {}, "asked": {}}

    def sample(prefix: str, fact: Fact) -> None:
        fields = tuple(k for k in ("seat", "item", "value") if getattr(fact, k) is not None)
        said[prefix].setdefault((fact.name, *fields), fact)

    for options in OPTION_SETS[game_id]:
        for seed in range(2):
            game = make_game(game_id, options)
            match = Match(game, seed)
            rng = random.Random(seed)
            for _ in range(1500):
                if match.to_move() is None:
                    break
                for seat in range(game.seats):
                    board = game.board(game.view(match.state, seat))
                    for fact in board.facts:
                        sample("fact", fact)
                    if board.asked is not None:
                        sample("asked", board.asked)
                match.act(rng.choice(match.legal_actions()))
            for hand in match.hands:
                if game.to_move(hand.state) is None:
                    for seat in range(game.seats):
                        for fact in game.board(game.view(hand.state, seat)).facts:
                            sample("fact", fact)
    return {prefix: list(facts.values()) for prefix, facts in said.items()}


PICKED = """async ([words, said]) => {
    const i18n = await import('/static/js/i18n.js');
    i18n.useGameWords(words);
    return Object.fromEntries(Object.entries(said).map(
      ([prefix, facts]) => [prefix, facts.map((f) => i18n.factKey(prefix, f))]));
}"""
"""The keys the page picks for facts, with the words of their game in use."""


@pytest.mark.parametrize("game_id", list(OPTION_SETS))
def test_the_page_picks_the_games_key_for_every_fact(web: Server, browser: Browser,
                                                    game_id: str) -> None:
    """The page words each fact a game says by the same key as the game's own
    :func:`~majlis.words.fact_key` (the most specific one the game has words for), from
    the words the game sent in ``/api/games``, and the game has words for it."""
    from majlis.explain import as_json
    from majlis.games import game_class, make_game
    from majlis.words import fact_key

    said = facts_said(game_id)
    if game_id == "sedma":
        assert any(f.name == "reached" for f in said["fact"]), "a match ends by a target"
    words = game_class(game_id).words()
    sent = {g["id"]: g for g in web.get("/api/games")}[game_id]["words"]
    assert sent == {lang: list(texts) for lang, texts in words.sources.items()}, \
        "the game's catalogues reach the page as the game has them"
    game = make_game(game_id)
    page = new_page(browser)
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]")
    picked = page.evaluate(PICKED, [sent, {prefix: as_json(game, facts)
                                           for prefix, facts in said.items()}])
    for prefix, facts in said.items():
        expected = [fact_key(words, prefix, fact) for fact in facts]
        assert picked[prefix] == expected
        assert all(key in words for key in expected), [k for k in expected if k not in words]
    close(page)


PAGE_WORDS = """async (keys) => {
    const i18n = await import('/static/js/i18n.js');
    i18n.useGameWords({});
    const unworded = {};
    for (const lang of ['en', 'ar']) {
      await i18n.setLanguage(lang);
      unworded[lang] = keys.filter((key) => !i18n.has(key)
        || (lang === 'ar') !== /[\u0600-\u06ff]/.test(i18n.t(key)));
    }
    await i18n.setLanguage('en');
    return unworded;
}"""
"""The page's own keys that lack words in English (or whose English is Arabic) or in
Arabic."""


def test_the_page_words_its_own_keys_in_english_and_arabic(web: Server,
                                                         browser: Browser) -> None:
    """What no game words: the bots' levels and the table's own refusals."""
    from majlis.bots import LEVELS
    from majlis.server.seats import TABLE_REASONS

    keys = [f"bot.{level}" for level in LEVELS] + [f"refusal.{key}" for key in TABLE_REASONS]
    page = new_page(browser)
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]")
    assert page.evaluate(PAGE_WORDS, keys) == {"en": [], "ar": []}
    close(page)


def marked(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``/api/games`` with every game's Arabic words of one line between ⟪ and ⟫."""
    def mark(text: str) -> str:
        return re.sub(r"^([\w-]+ = )(.+)$", r"\1⟪\2⟫", text, flags=re.MULTILINE)
    return [dict(game, words=dict(game["words"], ar=[mark(text) for text in game["words"]["ar"]]))
            for game in games]


def arabic(words: Any, key: str, **values: object) -> str:
    """A game's Arabic words for ``key``, as the page is sent them, marked."""
    from majlis.words import template
    return f"⟪{template(words, key, 'ar', **values)}⟫"


def mark_the_games_words(page: Page) -> None:
    """The page's ``/api/games`` answered with the Arabic words marked."""
    def answer(route: Route) -> None:
        response = route.fetch()
        route.fulfill(response=response, json=marked(response.json()))

    page.route("**/api/games", answer)


def test_the_lobby_and_a_table_speak_the_words_the_game_sent(web: Server,
                                                             browser: Browser) -> None:
    """Change the words a game sends and the page says the changed words: the games'
    names, the chosen game's options, their help and values, and at a table the
    question in front of the seat, the stages and the goal."""
    from majlis.games import game_class, make_game

    words = game_class("bint-al-sbeet").words()
    page = new_page(browser)
    mark_the_games_words(page)
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]")
    switch_language(page)
    page.check("input[name=game][value=bint-al-sbeet]")
    titles = page.locator(".games label b").all_inner_texts()
    assert arabic(words, "title") in titles, titles
    assert all(title.startswith("⟪") for title in titles), titles
    for option in ("pass_count", "pass_cycle", "minus_condition", "target"):
        field = page.locator(f"[data-option={option}]")
        assert field.locator("label").first.inner_text() == arabic(words, f"option.{option}")
        assert field.locator("small").inner_text() == arabic(words, f"help.{option}")
    choices = page.locator("[data-option=minus_condition] option").all_inner_texts()
    assert choices == [arabic(words, "choice.no_trick"),
                       arabic(words, "choice.no_penalty_card")], choices
    shot(page, "lobby-words-the-game-sent")
    table = web.post("/api/tables", {"game": "sabat-al-deemin", "options": {},
                                     "seats": [{"kind": "human", "name": "نورة"}],
                                     "turn_clock": False}).json()
    link = table["seats"][0]["link"]
    page.goto(link if link.startswith("http") else web.url + link)
    page.wait_for_selector("#main[data-event]")
    sabat = game_class("sabat-al-deemin").words()
    asked = page.locator(".prompt > span").first
    bots = "|".join(BOT_NAMES["ar"][1:4])
    questions = [re.escape(arabic(sabat, key)).replace(re.escape("{seat}"), f"(?:{bots})")
                 for key in ("asked.redeal", "asked.double", "asked.treble+seat")]
    # Nothing moves before the seat's page is there (a table waits for its person), and
    # a bot's double may pass this seat by: play on until the seat is asked.
    play_until([page], lambda: re.fullmatch("|".join(questions), asked.inner_text()) is not None)
    assert page.locator("h2").inner_text().startswith(arabic(sabat, "title"))
    goal = make_game("sabat-al-deemin").describe().goal
    assert goal is not None
    assert page.locator("h2 .goal").inner_text() == \
        arabic(sabat, f"goal.{goal.name}", value=goal.value)
    stages = page.locator(".log h4").all_text_contents()
    assert stages and all(stage.startswith("⟪") for stage in stages), stages
    close(page)


SCORE_TABLE = """async ([hands, totals]) => {
    const board = await import('/static/js/board.js');
    const names = ['Noura', 'bot 2', 'Fahad', 'bot 4'];
    document.querySelector('#main').replaceChildren(
      board.scoresView(hands, totals, (s) => names[s]),
      board.partsView(hands[0], (s) => names[s]));
}"""

COLUMNS = """() => {
    const box = (el) => { const r = document.createRange(); r.selectNodeContents(el);
      const b = r.getBoundingClientRect(); return [b.left, b.right]; };
    const heads = [...document.querySelectorAll('table.totals thead th')].map(box);
    return [...document.querySelectorAll('table.totals tbody tr')].flatMap((row) =>
      [...row.children].map((cell, i) => [box(cell), heads[i]]).slice(1));
}"""
"""Each score cell's text box with its column header's."""

SIGNS = """() => [...document.querySelectorAll('table.scores bdi')]
    .filter((el) => el.textContent.startsWith('-')).map((el) => {
      const r = document.createRange(), text = el.firstChild;
      r.setStart(text, 0); r.setEnd(text, 1); const sign = r.getBoundingClientRect().left;
      r.setStart(text, 1); r.setEnd(text, 2); return sign < r.getBoundingClientRect().left;
    })"""
"""For every negative number shown: whether its sign stands before (left of) its digits."""


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("width", [1000, 360])
def test_the_scores_stand_under_their_players(web: Server, browser: Browser, language: str,
                                              width: int) -> None:
    page = new_page(browser, width)
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]", state="attached")  # folded on a phone
    if language == "ar":
        switch_language(page)
    hands = [{"scores": [-10, 25, 3, 120], "parts": [
        {"seat": 0, "name": "minus_bonus", "count": None, "points": -10},
        {"seat": 1, "name": "cards_left", "count": 0, "points": 0}]},
        {"scores": [7, 0, -4, 15], "parts": []}]
    page.evaluate(SCORE_TABLE, [hands, [-3, 25, -1, 135]])
    for (left, right), (head_left, head_right) in page.evaluate(COLUMNS):
        assert left < head_right and head_left < right, "a score under another's name"
    signs = page.evaluate(SIGNS)
    assert len(signs) == 5 and all(signs), "a minus sign after its number"
    said = page.locator("table.scores:not(.totals) li").inner_text()
    assert "\u2066-10\u2069" in said, f"a part's negative points isolated left to right: {said}"
    assert page.locator("table.scores:not(.totals) li").count() == 1, "no part of nothing"
    shot(page, f"score-table-{language}-{width}")
    close(page)


def test_the_record_label_follows_the_language(web: Server, browser: Browser) -> None:
    page = new_page(browser)
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]")
    label = page.locator("label[for=record-file]")
    assert label.inner_text() == "Open a record file"
    switch_language(page)
    assert label.inner_text() == "افتح ملف سجل"
    close(page)


def test_the_lobby_speaks_arabic_and_builds_a_list_option(web: Server, browser: Browser) -> None:
    page = new_page(browser)
    page.goto(web.url + "/")
    page.wait_for_selector("input[name=game]")
    switch_language(page)
    page.check("input[name=game][value=bint-al-sbeet]")
    assert [page.locator(f"#seat-{i}").input_value() for i in range(1, 4)] == ["bot:rules"] * 3
    for game in ("sedma", "badam-saat", "bint-al-sbeet"):
        page.check(f"input[name=game][value={game}]")
        for field in page.locator("[data-option]").all():
            label = field.locator("label").first.inner_text().strip()
            assert field.locator("small").inner_text().strip() != label, f"help of {label}"
    levels = page.locator("#seat-1 option").all_inner_texts()
    assert levels and not any(re.search("[A-Za-z]", text) for text in levels), levels
    cycle = page.locator("[data-option=pass_cycle] select")
    assert cycle.count() == 2
    assert [cycle.nth(i).input_value() for i in range(2)] == ["left", "right"]
    assert page.locator("[data-option=pass_cycle] input").count() == 0, "no words to type"
    texts = page.locator("[data-option=pass_cycle] option").all_inner_texts()
    assert not any(re.search("[A-Za-z]", text) for text in texts), texts
    page.click("[data-option=pass_cycle] button.add")
    assert cycle.count() == 3
    cycle.nth(2).select_option("none")
    page.locator("[data-option=pass_cycle] button.remove").first.click()
    shot(page, "lobby-list-option-arabic")
    page.fill(".seat-row input", "bot 9")  # a name typed stays as typed
    page.click("button[type=submit]")
    page.wait_for_selector(".links")
    table = page.locator(".links").get_attribute("data-table")
    info = web.get(f"/api/tables/{table}")
    assert info["options"]["pass_cycle"] == ["right", "none"]
    seat = seat_pages(browser, [page.locator(".links li:first-child input").input_value()])[0]
    assert "Salem" in " ".join(seat.locator(".seat .name").all_inner_texts())
    switch_language(seat)
    names = seat.locator(".seats.around .name").all_inner_texts()
    assert any("سالم" in name for name in names), names
    assert not ARABIC_INDIC.search(seat.inner_text("body"))
    assert not any(re.search("[A-Za-z]", name) for name in names), names
    assert "bot 9" in seat.locator(".seats.mine .name").inner_text()
    shot(seat, "default-names-arabic")
    close(page, seat)


def test_picked_cards_are_marked(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "bint-al-sbeet", {}, 1)
    page = seat_pages(browser, table["links"], width=360)[0]
    switch_language(page)
    page.locator(".hand button.legal").first.wait_for()
    item = page.locator(".hand button.legal").first.get_attribute("data-item")
    page.click(f".hand button[data-item='{item}']")  # chosen on the page, not yet sent
    picked = page.locator(".hand button.picked")
    picked.first.wait_for()
    assert picked.count() == 1 and picked.get_attribute("data-item") == item
    assert picked.get_attribute("aria-pressed") == "true"
    assert picked.locator(".picked-label").inner_text() == "مختارة"
    assert page.locator(".hand button[aria-pressed=false]").count() == 12
    assert picked.evaluate("b => getComputedStyle(b).opacity") == "1"
    shot(page, "picked-cards-arabic-phone")
    close(page)


@pytest.mark.parametrize(("game", "back"), [("sedma", "tile"), ("bint-al-sbeet", "card")])
def test_a_seat_shows_the_back_of_its_games_items(web: Server, browser: Browser, game: str,
                                                  back: str) -> None:
    table = start_table(browser.new_page(), web, game, {}, 1)
    page = seat_pages(browser, table["links"])[0]
    page.locator(".seat svg.back").first.wait_for()
    assert page.locator(f".seat svg.back.{back}").count() == 4
    assert page.locator(".seat svg.back").count() == 4
    close(page)


def test_the_summary_says_how_the_hand_ended(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "sedma", {}, 1)
    page = seat_pages(browser, table["links"])[0]
    switch_language(page)
    summary = page.locator("dialog.summary .hand-facts li")
    tiles = page.locator(".log li, .seat .last")
    play_until([page], lambda: any(LABELS.search(text) for text in tiles.all_text_contents()))
    assert assert_isolated(tiles.all_text_contents()) > 0, "tiles named in the log"
    play_until([page], lambda: summary.count() > 0 or finished_hands(page) >= 1)
    summary.first.wait_for(state="attached")
    lines = summary.all_text_contents()
    assert all(re.search("[\u0600-\u06ff]", text) for text in lines)
    for name in BOT_NAMES["ar"][1:4]:  # a seat's facts are sentences naming it
        assert not any(line.count(name) > 1 or line.startswith(f"{name}:") for line in lines)
    assert_isolated(summary.all_text_contents())  # the tiles it names, if any
    assert not ARABIC_INDIC.search(page.inner_text("body"))
    shot(page, "summary-how-it-ended-arabic")
    close(page)


def test_cards_in_arabic_text_read_left_to_right(web: Server, browser: Browser) -> None:
    """In Arabic, "8♥" stays "8♥" (not "♥8") in the seat boxes and the log, and each
    label keeps its own card in a list of them: every label is isolated left to right."""
    table = start_table(browser.new_page(), web, "badam-saat", {"players": 3}, 1)
    page = seat_pages(browser, table["links"], width=360)[0]
    switch_language(page)
    last = page.locator(".seat .last")
    play_until([page], lambda: sum(bool(LABELS.search(t)) for t in last.all_text_contents()) >= 2)
    texts = page.locator(".seat .last, .seat .seat-facts, .log li").all_text_contents()
    assert assert_isolated(texts) >= 2
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    shot(page, "cards-in-arabic-phone")
    close(page)


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize(("game", "left_to_right"), [("bint-al-sbeet", [3, 2, 1]),
                                                     ("sedma", [1, 2, 3])])
def test_the_seats_sit_as_round_the_table(web: Server, browser: Browser, language: str,
                                          game: str, left_to_right: list[int]) -> None:
    """Bint Al-Sbeet is played anticlockwise: the next seat sits on one's right and
    "passing to the left" goes to the seat before one's own, drawn on the left.  Sedma
    is played to the left.  Both the same way round in a right-to-left page."""
    table = start_table(browser.new_page(), web, game, {}, 1)
    page = seat_pages(browser, table["links"])[0]
    if language == "ar":
        switch_language(page)
    def places() -> list[tuple[float, int]]:
        # read at once: the bots' moves redraw the seats between two reads
        found: list[tuple[float, int]] = page.locator(".seats:not(.mine) .seat").evaluate_all(
            "boxes => boxes.map(b => [b.getBoundingClientRect().x, Number(b.dataset.seat)])")
        return found

    # three seats side by side (not yet, before the stylesheet is laid out), round the
    # table as the game's description says (the first drawing may come before it)
    wait_until(lambda: len({x for x, _ in places()}) == 3, "the other seats side by side", 10)
    wait_until(lambda: [seat for _, seat in sorted(places())] == left_to_right,
               f"the seats not drawn {left_to_right} from left to right: {places()}", 10)
    close(page)


def test_the_train_lies_as_the_game_says(web: Server, browser: Browser) -> None:
    """Each tile of Sedma's train is drawn as it lies: from the lead double on, the
    pips that touch the tile before, then the other end (the game's ``train_ends``)."""
    table = start_table(browser.new_page(), web, "sedma", {}, 1)
    page = seat_pages(browser, table["links"])[0]
    lying: list[list[str]] = []  # read at once: a bot's tile may join either end between reads

    def four_laid() -> bool:
        labels = page.locator(".train svg").evaluate_all("ts => ts.map(t => t.ariaLabel ?? '')")
        lying[:] = [label.split("-") for label in labels]
        return len(lying) >= 4

    play_until([page], four_laid)
    assert lying[0][0] == lying[0][1]
    assert all(a[1] == b[0] for a, b in itertools.pairwise(lying)), lying
    close(page)


@pytest.mark.parametrize(("game", "options", "english", "arabic"), [
    ("sedma", {"target": 8}, "8-point match", "نقاط الهدف: 8"),
    ("badam-saat", {"games": 2}, "2-hand match", "عدد الجولات: 2")])
def test_the_header_says_how_the_match_ends(web: Server, browser: Browser, game: str,
                                            options: dict[str, object], english: str,
                                            arabic: str) -> None:
    """From the game's description under the table's own options, not the defaults."""
    table = start_table(browser.new_page(), web, game, options, 1)
    page = seat_pages(browser, table["links"])[0]
    goal = page.locator("h2 .goal")
    goal.wait_for()
    assert goal.inner_text() == english
    switch_language(page)
    wait_until(lambda: goal.inner_text() == arabic, "the goal in Arabic", 10)
    close(page)


def test_the_lobby_words_the_servers_refusal_of_a_long_name(web: Server,
                                                            browser: Browser) -> None:
    """A name of more letters than the server takes is refused in the page's words, with
    the limit the server sent, and no table is made; one as long, its letters written
    with their vowels (marks that add no length), is taken."""
    page = new_page(browser)
    page.goto(web.url + "/")
    page.check("input[name=game][value=sedma]")
    page.wait_for_selector("form.new-table[aria-busy=false]")
    name = page.locator(".seat-row input").first
    tables = web.get("/api/health")["tables"]
    for language, words in (("en", "1 to 24 letters"), ("ar", "24 حرفًا")):
        name.fill("n" * 25)
        page.click("button[type=submit]")
        page.locator("[role=alert]", has_text=words).wait_for()
        assert page.locator(".links").count() == 0, language
        if language == "en":
            switch_language(page)
    assert web.get("/api/health")["tables"] == tables
    vowelled = "\u0645\u064f" * 24  # 24 letters, each with its vowel
    name.fill(vowelled)
    page.click("button[type=submit]")
    page.wait_for_selector(".links")
    table = page.locator(".links").get_attribute("data-table")
    page.locator(".links li").first.locator("a").click()
    page.wait_for_selector("#main[data-event]")
    assert vowelled in page.locator(".seats.mine .name").inner_text()
    assert web.get(f"/api/tables/{table}")["status"] == "playing"
    close(page)


def test_long_names_do_not_push_a_phone_sideways(web: Server, browser: Browser) -> None:
    """Four of the longest names the server takes, with no space to break at: the seats,
    and the score table keep to a phone's width."""
    names = ["AlexandriaKonstantinopol", "\u0639\u0628\u062f" * 8, "W" * 24, "m" * 24]
    table, tokens = web.table("bint-al-sbeet", {}, [{"kind": "human", "name": n} for n in names])
    page = new_page(browser, 360, 740)
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event]")
    page.locator("table.totals thead th", has_text=names[3]).wait_for()
    for language in ("en", "ar"):
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, f"the page is {width} wide in {language}"
        shot(page, f"long-names-phone-{language}")
        switch_language(page)
    close(page)


@pytest.mark.parametrize(("game", "options", "seats"), [
    ("sabat-al-deemin", {"target": 1}, 4), ("badam-saat", {"games": 1, "players": 3}, 3)])
def test_the_record_viewer_lists_the_winners_in_the_pages_language(
        web: Server, browser: Browser, tmp_path: Path, game: str, options: dict[str, object],
        seats: int) -> None:
    """A partnership's two winners or one winner alone, in English and in Arabic (the
    word in the number's form: one, two, more; with the Arabic comma, as the table itself
    writes them)."""
    table, _ = web.table(game, options, [{"kind": "bot", "level": "rules"}] * seats)
    wait_until(lambda: web.get(f"/api/tables/{table}")["status"] == "over", "the bots finish", 60)
    saved = tmp_path / "record.json"
    saved.write_text(json.dumps(web.get(f"/api/tables/{table}/record")))
    winners = json.loads(saved.read_text())["result"]["winners"]
    english, arabic = {1: ("Winner", "الفائز"), 2: ("Winners", "الفائزان")}.get(
        len(winners), ("Winners", "الفائزون"))
    page = new_page(browser)
    page.goto(web.url + "/")
    page.set_input_files("#record-file", str(saved))
    line = page.locator(".record-view p", has_text="Winner")
    line.wait_for()
    assert line.inner_text() == f"{english}: " + ", ".join(
        f"{BOT_NAMES['en'][s]} (Medium bot)" for s in winners)
    switch_language(page)
    line = page.locator(".record-view p", has_text="الفائز")
    line.wait_for()
    assert line.inner_text() == f"{arabic}: " + "، ".join(
        f"{BOT_NAMES['ar'][s]} (آلي متوسط)" for s in winners)
    close(page)


NAME_THEN_DIGIT = """([selector, name]) => {
    const text = document.querySelector(selector).firstChild;
    const at = text.data.indexOf(name);
    const digit = text.data.slice(at).search(/[0-9]/) + at;
    const box = (start, end) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range.getBoundingClientRect();
    };
    return [at >= 0 && digit > at, box(at, at + name.length).left, box(digit, digit + 1).left];
}"""
"""Whether the text at ``selector`` names ``name`` with a number after it, and where the
name and the number stand."""


def test_a_name_in_another_script_keeps_the_words_around_it_in_place(
        web: Server, browser: Browser) -> None:
    """An Arabic name in English words: the number after it stays after it ("to نورة:
    3 each", not "to 3 :نورة each", which the bidi algorithm makes of Arabic letters
    followed by a number)."""
    name = "\u0646\u0648\u0631\u0629"
    seats = [{"kind": "human", "name": "Sam"}, *[{"kind": "bot", "level": "rules"}] * 2,
             {"kind": "human", "name": name}]
    table, tokens = web.table("bint-al-sbeet", {}, seats, turn_clock=False)
    page = new_page(browser)
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    facts = ".seat[data-seat='3'] .seat-facts"  # the first hand passes to seat 4
    page.locator(facts, has_text=name).wait_for()
    named, name_at, digit_at = page.evaluate(NAME_THEN_DIGIT, [facts, name])
    assert named, page.locator(facts).inner_text()
    assert name_at < digit_at, f"the number stands before the name: {name_at} > {digit_at}"
    shot(page, "name-in-another-script")
    close(page)


PICKER = """() => {
  const pick = document.querySelector('label.file-pick[for=record-file]');
  const input = document.querySelector('#record-file').getBoundingClientRect();
  return [pick.innerText, pick.getBoundingClientRect().height,
          {width: input.width, height: input.height}];
}"""
"""The record picker's words and height, and the size the file input is drawn at."""


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_record_picker_speaks_the_pages_language(
        web: Server, browser: Browser, language: str) -> None:
    """The record viewer's file picker is a button in the page's language ("افتح ملف سجل"),
    a fingertip high on a phone, not the browser's "Choose File / No file chosen": the
    file input is not drawn, and the button opens it by a tap, and the keyboard by Tab
    and Space, even when the lobby is drawn again between the two."""
    page = new_page(browser, 360, 740)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{language}')")
    page.goto(web.url + "/")
    pick = page.locator("label.file-pick[for=record-file]")
    pick.wait_for()  # then scrolled to in one step: the lobby may be drawn again meanwhile
    page.evaluate("() => document.querySelector('label.file-pick[for=record-file]')"
                  ".scrollIntoView({block: 'center'})")
    text, height, drawn = page.evaluate(PICKER)  # in one step, as the lobby may redraw
    assert text == {"en": "Open a record file", "ar": "افتح ملف سجل"}[language]
    assert height >= 44, height
    assert drawn["width"] <= 1 and drawn["height"] <= 1, drawn
    shot(page, f"record-picker-{language}", full_page=False)
    with page.expect_file_chooser() as tapped:
        pick.click()
    assert tapped.value.element.get_attribute("id") == "record-file"
    tapped.value.set_files([])  # the chooser answered: Chromium opens no second while one waits
    page.focus("a, button")  # a control before it, then Tab until the file input
    wait_until(lambda: page.keyboard.press("Tab") or page.evaluate(
        "document.activeElement.id") == "record-file", "Tab reaches the file input", 10)
    # the lobby drawn again meanwhile (its games arriving late, on a loaded machine: the
    # language switched there and back here) keeps the focus where the keyboard left it
    page.evaluate("() => { const b = () => document.getElementById('language');"
                  " b().click(); b().click(); }")
    assert page.evaluate("document.activeElement.id") == "record-file"
    with page.expect_file_chooser():
        page.keyboard.press("Space")
    close(page)
