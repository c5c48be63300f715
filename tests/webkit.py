"""What the browser tests share: Debian's Chromium driven by Playwright against a real
``majlis serve``, the lobby worked through the page, and seats that play by clicking
whatever the page offers."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.serverkit import Server, running

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
ARTIFACTS = Path(__file__).parent.parent / "test-artifacts" / "web"
BOT_NAMES = {"en": ("Latifa", "Salem", "Mariam", "Rashid", "Hessa", "Khalid", "Amna", "Yousef"),
             "ar": ("لطيفة", "سالم", "مريم", "راشد", "حصة", "خالد", "آمنة", "يوسف")}
"""The names the page gives the bots' seats nobody named, by seat (``static/js/i18n.js``)."""
MOVE_SECONDS = 10.0
"""How long a seat waits for the table to answer its move."""
JOIN_SECONDS = 60.0
"""How long a seat's page may take to load and join its table (on a loaded machine)."""


def require_chromium() -> None:
    """Skip without Debian's chromium, or fail where CI requires it."""
    if Path(CHROMIUM).exists():
        return
    if os.environ.get("MAJLIS_REQUIRE_BROWSER") == "1":
        pytest.fail(f"{CHROMIUM} is required (MAJLIS_REQUIRE_BROWSER=1) but not installed")
    pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")


@contextmanager
def chromium() -> Iterator[Browser]:
    require_chromium()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def web_server(tmp: Path, *args: str) -> Iterator[Server]:
    """A server for a test file's pages, which open more tables from one address than
    its default quota allows (the quota has tests of its own)."""
    with running(str(tmp / "db.sqlite3"), tmp / "log", "--tables-per-client", "1000",
                 *args) as server:
        yield server


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's chromium, shared by a test file."""
    with chromium() as browser:
        yield browser


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item,
                               call: pytest.CallInfo[None]) -> Iterator[Any]:
    """A browser test that fails reports what each of its pages showed then: its address
    and text in the report (CI's log), and a screenshot under test-artifacts/web/."""
    made = yield
    browser = getattr(item, "funcargs", {}).get("browser")
    if call.when != "call" or call.excinfo is None or browser is None:
        return
    name = re.sub(r"\W+", "-", item.name)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for n, page in enumerate(p for context in browser.contexts for p in context.pages):
        try:
            text = page.evaluate("document.body ? document.body.innerText : ''")
            page.screenshot(path=ARTIFACTS / f"failed-{name}-{n}.png")
        except PlaywrightError as error:
            text = f"(not readable: {error})"
        made.get_result().sections.append((f"page {n}", f"{page.url}\n{text[-3000:]}"))


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A ``majlis serve`` with a fresh SQLite database, shared by a test file."""
    with web_server(tmp_path_factory.mktemp("web")) as server:
        yield server


@pytest.fixture
def opened(browser: Browser, web: Server, lang: str, width: int,
           height: int) -> Iterator[Page]:
    """A page in the test's ``lang`` at its ``width`` x ``height`` (its parameters), not
    yet at any address."""
    page = new_page(browser, width, height)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    yield page
    page.context.close()


def shot(page: Page, name: str, full_page: bool = True) -> Path:
    """A screenshot kept under test-artifacts/web/: the whole page, or what the window
    shows (``full_page=False``: as a player sees it, the docked hand at its bottom)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def scroll_to(page: Page, selector: str) -> None:
    """Brings ``selector`` into the window in one step inside the page: a table is drawn
    again at every event, so what is found there may change (or go) while Playwright waits
    for it to be stable."""
    page.wait_for_selector(selector)
    page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'center'})", selector)


OPEN = """(s) => {
    const details = document.querySelector(s);
    if (details && !details.open) details.querySelector('summary').click();
    return Boolean(details?.open);
}"""


def open_details(page: Page, selector: str) -> None:
    """Opens the ``<details>`` at ``selector`` on a table, in one step inside the page,
    between two of the table's drawings (the page keeps it open from its toggle on)."""
    wait_until(lambda: page.evaluate(OPEN, selector), f"{selector} never opened", 30)


CLICK = """([selector, text]) => {
    const found = [...document.querySelectorAll(selector)]
      .find((element) => element.textContent.includes(text));
    found?.click();
    return Boolean(found);
}"""


def click_drawn(page: Page, selector: str, text: str = "") -> None:
    """Clicks the first ``selector`` that shows ``text`` on a table, in one step inside the
    page: what a control shows may change at the table's next drawing, between finding it
    and pressing it."""
    wait_until(lambda: page.evaluate(CLICK, [selector, text]), f"no {selector} to click", 30)


def new_page(browser: Browser, width: int = 1000, height: int = 900,
             locale: str | None = None) -> Page:
    """A page in a context of its own, its browser's languages ``locale``'s (its
    ``navigator.languages`` and ``Accept-Language``) where given.  Its service worker
    (offline play, tested in ``test_web_offline.py``) is blocked: a request the worker
    answers never reaches ``page.route``, and every context would fetch the 12 MiB the
    worker keeps."""
    context = browser.new_context(viewport={"width": width, "height": height},
                                  service_workers="block",
                                  **({} if locale is None else {"locale": locale}))
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    return page


def unfold_new_table(page: Page) -> None:
    """The lobby's new-table form opened, where it is folded under its title (a phone)."""
    open_details(page, "details.new-table-panel")
    page.locator("input[name=game]").first.wait_for()


def start_table(page: Page, server: Server, game: str, options: dict[str, object],
                humans: int, turn_clock: bool = False) -> dict[str, object]:
    """Start a table through the lobby with ``humans`` people in the first seats and
    rules bots after them: the table id and the seat links."""
    page.goto(server.url + "/")
    unfold_new_table(page)
    page.check(f"input[name=game][value={game}]")
    for name, value in options.items():
        field = page.locator(f"[data-option={name}] input, [data-option={name}] select").first
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
            field.dispatch_event("change")
    page.wait_for_selector("form.new-table[aria-busy=false]")  # the seats fit the options
    for seat in range(page.locator(".seat-row").count()):
        page.select_option(f"#seat-{seat}", "human" if seat < humans else "bot:rules")
    page.set_checked("input[name=turn_clock]", turn_clock)
    page.click("button[type=submit]")
    page.wait_for_selector(".links")
    links = [page.locator(f".links li:nth-child({seat + 1}) input").input_value()
             for seat in range(humans)]
    table = page.locator(".links").get_attribute("data-table")
    watch = page.locator(".links li:last-child input").input_value()
    return {"table": table, "links": links, "watch": watch}


def seat_pages(browser: Browser, links: list[str], width: int = 1000) -> list[Page]:
    """One browser context per seat, each at its own link, joined."""
    pages = []
    for link in links:
        page = new_page(browser, width)
        page.goto(link)
        page.wait_for_selector("#main[data-event]", timeout=JOIN_SECONDS * 1000)
        pages.append(page)
    return pages


def close_summaries(pages: list[Page]) -> None:
    for page in pages:
        if page.locator("dialog.summary[open]").count():
            page.click("dialog.summary[open] button")


PENDING = """() => document.querySelector('#main .hand button.autoplay') !== null
    || [...document.querySelectorAll('#main .declarations button')]
      .some((b) => / · (playing|تُلعب)/.test(b.textContent))"""
"""A move waits on the page to play itself (a forced one, after a visible pause)."""


OFFER = f"""() => ({PENDING})() ? null
    : ['.declarations button', '.hand button.legal:not(.picked)']
      .find((s) => document.querySelector('#main ' + s)) ?? null"""
"""What the seat may play now, as a selector for :func:`answer`, read in one step; null
while it is not the seat's turn or a forced move waits there to play itself.  Read with
the state it is offered in, so the table cannot move on between the two (once the seat
has a choice, the table waits for it)."""


def offered(page: Page) -> str | None:
    """The first thing this seat's page offers to play (:data:`OFFER`), read in one step:
    a declaration button (a choice's confirmation among them) or a legal card or tile
    not chosen yet; None when it is not this seat's turn, or a forced move waits there
    to play itself (clicking it would race its playing)."""
    selector: str | None = page.evaluate(OFFER)
    return selector


OFFER_OR_SUMMARY = f"""() => document.querySelector('dialog.summary[open]') ? 'summary'
    : ({OFFER})()"""
"""What the seat may play (:data:`OFFER`), or 'summary' while a hand's summary is open."""


ANSWERED = """([event, picks]) => document.querySelector('#main').dataset.event !== event
    || document.querySelector('#main').dataset.picks !== picks
    || document.querySelector('.prompt .error') !== null"""
"""The page answered a click: the table's next event, a refusal, or a choice held on
the page changed (a card chosen to pass, not yet sent)."""


def event_of(page: Page) -> str | None:
    """The number of the newest event the page has drawn."""
    return page.locator("#main").get_attribute("data-event")


def drawn(page: Page) -> list[str | None]:
    """The newest event the page has drawn and the choice it holds, read in one step
    (two reads could straddle the next event's drawing)."""
    now: list[str | None] = page.evaluate(
        "() => [document.querySelector('#main').dataset.event ?? null,"
        " document.querySelector('#main').dataset.picks ?? null]")
    return now


def waits_for(page: Page) -> bool:
    """The table waits for this seat: its page offers something to play, and no forced
    move waits there to play itself (read in one step)."""
    waits: bool = page.evaluate(
        f"() => !({PENDING})() && document.querySelector("
        "'#main .declarations button, #main .hand button.legal:not(.picked)') !== null")
    return waits


def still_at(page: Page) -> str | None:
    """The page's newest event, or None while a forced move waits there to play itself
    (the table is about to move on), read in one step."""
    event: str | None = page.evaluate(
        f"() => ({PENDING})() ? null : document.querySelector('#main').dataset.event ?? null")
    return event


def wait_past(page: Page, event: str | None) -> None:
    page.wait_for_function("e => document.querySelector('#main').dataset.event !== e", arg=event)


def wait_together(pages: list[Page], limit: float = 30.0) -> None:
    """Every page at the same event, and no forced move waiting on any of them to play
    itself (800 ms later it would): once the table is still, the newest one."""
    def together() -> bool:
        events = {still_at(page) for page in pages}
        return len(events) == 1 and None not in events

    wait_until(together, "the pages did not reach the same event", limit)


def wait_all_back(pages: list[Page], limit: float = 60.0) -> None:
    """After a restart: every page connected again, all at the same event, and none
    showing a seat as away (every seat's return has reached every page)."""
    def back() -> bool:
        away = sum(page.locator(".seat .badge", has_text="away").count() for page in pages)
        lost = sum(page.locator("[role=status].error").count() for page in pages)
        return not away and not lost and len({event_of(page) for page in pages}) == 1

    wait_until(back, "the pages did not come back", limit)


def wait_until(done: Callable[[], bool], what: str, limit: float) -> None:
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


CHOICES = "#main .declarations button[data-action]:not(.primary)"
"""The buttons of a choice the page offers between ways of playing one item (a tile that
fits both ends)."""
ANSWERED_OR_ASKED = f"""([event, picks, choices]) => ({ANSWERED})([event, picks])
    || document.querySelectorAll('{CHOICES}').length !== choices"""
"""The page answered a click (:data:`ANSWERED`), or asked which way to play the item."""


def answer(page: Page, selector: str) -> None:
    """Click the first of ``selector`` and wait for the table's answer, or for the page to
    ask which way to play the item; a move that the page played by itself (a forced one)
    before the click landed answers as well.  A click that did not land (the item
    redrawn under the pointer for its 2 s, on a loaded machine) is made again: waiting
    for the answer to a move never sent timed out once in a loaded whole-suite run."""
    event, picks = drawn(page)
    args = [event, picks, page.locator(CHOICES).count()]
    deadline = time.monotonic() + MOVE_SECONDS
    while (refusal := click_refusal(page, selector)) is not None:
        if page.evaluate(ANSWERED_OR_ASKED, args):
            return
        assert time.monotonic() < deadline, f"{selector} never took a click: {refusal}"
    page.wait_for_function(ANSWERED_OR_ASKED, arg=args, timeout=MOVE_SECONDS * 1000)


def click_refusal(page: Page, selector: str) -> str | None:
    """Click the first of ``selector``: None if the click landed within 2 s, else why not
    (Playwright's log of what it waited for: hidden, moving, covered by another element)."""
    try:
        page.locator(selector).first.click(timeout=2000)
    except PlaywrightTimeout as refused:
        return refused.message
    return None


def play_one(pages: list[Page]) -> bool:
    """The seat whose turn it is plays the first thing its page offers, and waits for
    the table's answer (a forced move that played itself before the click landed
    answers as well); False if no page offers anything (or a hand summary is in the
    way)."""
    for page in pages:
        selector = offered(page)
        if selector is None:
            continue
        event, picks = drawn(page)
        try:
            page.locator(selector).first.click(timeout=2000)
        except PlaywrightTimeout:  # a summary in the way, or a forced move played itself
            return bool(page.evaluate(ANSWERED, [event, picks]))
        page.wait_for_function(ANSWERED, arg=[event, picks], timeout=MOVE_SECONDS * 1000)
        return True
    return False


def hand_items(page: Page) -> list[str]:
    """The items in the hand the page shows."""
    items: list[str] = page.locator(".hand button").evaluate_all(
        "buttons => buttons.map(b => b.dataset.item)")
    return items


def finished_hands(page: Page) -> int:
    """The hands in the page's score table (its rows less the totals)."""
    return page.locator("table.totals tbody tr").count() - 1


def play_until(pages: list[Page], done: Callable[[], bool], limit: float = 120.0) -> None:
    """Play the first offered action, seat after seat, until ``done()``."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "the table stopped moving"
        close_summaries(pages)
        if not play_one(pages):
            time.sleep(0.05)


def switch_language(page: Page) -> None:
    """The top bar's language choice switched between English and Arabic."""
    now = page.evaluate("document.documentElement.lang")
    page.select_option("#language", "ar" if now == "en" else "en")
