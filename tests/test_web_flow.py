"""A turn without friction on the page: Bint Al-Sbeet's cards to pass chosen, changed
and confirmed before anything is sent; a move with one legal choice that tells nothing
more than itself plays itself, one that would tell more is asked as usual; links that
lead nowhere say so and offer a way on; the record viewer steps action by action."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import (
    answer,
    close_summaries,
    event_of,
    new_page,
    play_one,
    shot,
    start_table,
    wait_past,
    wait_together,
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
        page.select_option("#language", "ar" if language == "en" else "en")
    page.set_viewport_size({"width": 1000, "height": 900})


def acts(sent: list[dict[str, Any]]) -> list[str]:
    return [message["action"] for message in sent if message.get("type") == "act"]


Frames = list[list[dict[str, Any]]]


def joined(browser: Browser, links: list[str]) -> tuple[list[Page], Frames, Frames]:
    """The seats' pages, each with the messages it sends and the states it receives."""
    pages, sent, states = [], [], []
    for link in links:
        page = new_page(browser)
        sent.append(sent_frames(page))
        states.append(received_states(page))
        page.goto(link)
        page.wait_for_selector("#main[data-event]")
        pages.append(page)
    return pages, sent, states


def mover(pages: list[Page]) -> int:
    """The seat whose page offers something to play."""
    def movers() -> list[int]:
        return [i for i, p in enumerate(pages) if p.locator(".hand button.legal").count()]

    wait_until(lambda: bool(movers()), "no seat is to move", 30)
    return movers()[0]


def test_cards_to_pass_are_chosen_changed_and_confirmed_before_anything_is_sent(
        web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "bint-al-sbeet", {}, 4)
    pages, sent, _ = joined(browser, table["links"])
    seat = mover(pages)
    page, event = pages[seat], event_of(pages[seat])
    cards = page.locator(".hand button.legal")
    first, second, third, fourth = (cards.nth(i).get_attribute("data-item") for i in range(4))
    for item in (first, second, third):
        page.click(f'.hand button[data-item="{item}"]')
    assert page.locator(".hand button.picked").count() == 3
    assert page.locator(".declarations button.confirm").is_visible()
    assert page.locator(".hand button.legal:not(.picked)").count() == 0, "a full choice is full"
    page.click(f'.hand button[data-item="{second}"]')  # a change of mind
    assert page.locator(".declarations button.confirm").count() == 0
    put_back = page.locator(f'.hand button[data-item="{second}"]')
    assert put_back.get_attribute("aria-pressed") == "false"
    page.click(f'.hand button[data-item="{fourth}"]')
    assert "Press Confirm to pass these cards to" in page.locator(".prompt").inner_text(), \
        "it counts the choice on the page: all chosen, Confirm is left"
    assert "chosen." not in page.locator(".prompt").inner_text(), "the count is said once"
    shots(page, "flow-passing-chosen")
    assert acts(sent[seat]) == [] and event_of(page) == event, "nothing sent before confirming"
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


NEXT_TURN = """() => {
    const main = document.querySelector('#main');
    const pass = [...main.querySelectorAll('.declarations button')]
      .some((b) => b.textContent.includes('playing'));
    return pass ? ['pass', main.dataset.event]
      : document.querySelector('dialog.summary[open]') ? ['summary', null]
      : main.querySelector('.hand button.legal:not(.picked)') ? ['card', main.dataset.event]
      : null;
}"""
"""What the seat's page shows next, watched inside the page: a pass waiting to play
itself (for 800 ms only, which a test polling from outside can miss on a loaded
machine), a hand's summary, or cards to play; with the event it came at."""


def test_a_forced_pass_plays_itself_after_a_visible_pause(web: Server, browser: Browser) -> None:
    """In Badam Saat a seat with nothing that fits can only pass, as the pass says: the
    page shows it playing and sends it without a click."""
    table = start_table(browser.new_page(), web, "badam-saat", {}, 1)
    pages, sent, _ = joined(browser, table["links"])
    page = pages[0]
    deadline = time.monotonic() + 120
    while (turn := page.wait_for_function(NEXT_TURN).json_value())[0] != "pass":
        assert time.monotonic() < deadline, "the seat never had to pass"
        close_summaries(pages)
        if turn[0] == "card":
            answer(page, ".hand button.legal:not(.picked)")
    event = turn[1]
    shot(page, "flow-forced-pass")
    wait_past(page, event)  # the table moved on, and no click was made: the page passed
    assert acts(sent[0])[-1] == "pass"
    page.context.close()


def test_a_seat_without_the_queen_is_still_asked_whether_to_reveal_it(
        web: Server, browser: Browser) -> None:
    """Only the holder of QS may reveal it: another seat can only pass, but that it
    cannot answer otherwise is its secret, so the page asks it as any seat is asked."""
    table = start_table(browser.new_page(), web, "bint-al-sbeet", {}, 4)
    pages, _, states = joined(browser, table["links"])

    def settled() -> None:
        """Every page at one event, and the states heard up to it (else a question just
        asked could be answered below before it was seen here)."""
        wait_together(pages)
        wait_until(lambda: all(s and str(s[-1]["event"]) == event_of(p)
                               for s, p in zip(states, pages, strict=True)),
                   "the states heard as drawn", 30)

    settled()
    while not any(s[-1]["board"]["asked"] and s[-1]["board"]["asked"]["name"] in (
            "reveal", "pass_only") for s in states):
        play_one(pages)
        settled()
    asked_only_pass = 0
    for _ in range(8):  # each seat about QS and about TD
        seat = next(i for i, s in enumerate(states) if s and s[-1]["board"]["to_move"] == i
                    and s[-1]["legal"])
        board, page = states[seat][-1]["board"], pages[seat]
        if board["asked"]["name"] == "pass_only":
            asked_only_pass += 1
            assert board["forced_public"] is False and len(states[seat][-1]["legal"]) == 1
            assert page.locator(".declarations button", has_text="playing").count() == 0
            if asked_only_pass == 1:
                shots(page, "flow-reveal-question")
        event = event_of(page)
        page.locator(".declarations button", has_text="Pass").click()
        wait_past(page, event)
        settled()  # every seat saw the answer
    assert asked_only_pass >= 3, "three seats of four hold no QS, and one at most TD"
    for page in pages:
        page.context.close()


def test_links_that_lead_nowhere_say_so_and_offer_a_way_on(web: Server, browser: Browser) -> None:
    table = start_table(browser.new_page(), web, "sedma", {}, 1)
    page = new_page(browser)
    base = str(table["watch"]).split("#")[0]
    page.goto(base + "#seat=" + "x" * 32)
    page.locator(".dead-end").wait_for()
    assert "not a seat at this table" in page.locator(".dead-end").inner_text()
    assert "token" not in page.locator("#main").inner_text().lower()
    shots(page, "flow-not-a-seat")
    page.select_option("#language", "ar")
    page.wait_for_function("document.documentElement.lang === 'ar'")
    assert "ليس لمقعد" in page.locator(".dead-end").inner_text()
    page.select_option("#language", "en")
    page.wait_for_function("document.documentElement.lang === 'en'")
    page.locator(".dead-end button", has_text="Watch").click()
    page.wait_for_selector("#main[data-event]")
    assert page.locator(".hand button").count() == 0
    for cut in ("#seat=" + str(table["links"][0]).split("#seat=")[1][:5], "#se"):
        page.goto(base + cut)
        page.wait_for_selector("#main[data-event]")
        assert "cut off" in page.locator("#main [role=status]").first.inner_text()
        assert page.locator(".hand button").count() == 0, "opened for watching"
    shots(page, "flow-cut-off")
    page.context.close()


def test_the_record_viewer_steps_action_by_action(web: Server, browser: Browser,
                                                  tmp_path: Path) -> None:
    code = subprocess.run([sys.executable, "-m", "majlis", "simulate", "badam-saat", "--matches",
                           "1", "--seed", "5", "--records", str(tmp_path)], check=False,
                          capture_output=True).returncode
    assert code == 0
    record = next(tmp_path.iterdir())
    first = json.loads(record.read_text())["hands"][0]["actions"][0]  # [seat, "7H"]
    page = new_page(browser)
    page.goto(web.url + "/")
    page.set_input_files("#record-file", str(record))
    at = page.locator(".record-view .step-at")
    at.wait_for()
    total = int(at.inner_text().split()[-1])
    assert at.inner_text() == f"Action 0 of {total}" and total > 40
    seat_items = page.locator(".record-view .step-seat").nth(first[0]).locator("[data-item]")
    before = seat_items.count()
    assert page.locator(".record-view .board [data-item]").count() == 0, "nothing played yet"
    page.locator(".record-view button.step", has_text="Next action").click()
    assert at.inner_text() == f"Action 1 of {total}"
    done = page.locator(".record-view .step-done").inner_text()
    assert done.startswith(f"Seat {first[0] + 1}:") and "7♥" in done, done
    assert seat_items.count() == before - 1, "the card left its seat's hand"
    assert page.locator(f'.record-view .board [data-item="{first[1]}"]').count() == 1
    shots(page, "flow-record-viewer")
    page.locator(".record-view button.step", has_text="Last").click()
    assert at.inner_text() == f"Action {total} of {total}"
    assert page.locator(".record-view button.step", has_text="Next action").is_disabled()
    assert "points" in page.locator(".record-view table.scores:not(.totals)").inner_text()
    page.context.close()
