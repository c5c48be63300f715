"""The host's first minutes and the table's, on a phone (360x740) and a laptop
(1366x768), in English and Arabic: after Start the host is in the table's waiting room
with the friends' links on screen, to copy or to share, and Start pressed while the database is
away says it is starting, then why it did not; a move with no other plays itself, and
no Hint is offered for it; a hand's summary opens at its heading, and the match's end
is on screen."""

from __future__ import annotations

import sqlite3

import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import (
    MOVE_SECONDS,
    OFFER,
    PENDING,
    answer,
    new_page,
    shot,
    start_table,
    unfold_new_table,
)

VIEWS = [pytest.param(lang, width, height, id=f"{lang}-{width}")
         for lang in ("en", "ar") for width, height in ((360, 740), (1366, 768))]
"""Each test's page: English and Arabic, on a phone and a laptop."""

SHARE_SHEET = """Object.defineProperty(navigator, 'share', {configurable: true,
    value: async (data) => { window.shared = data; }})"""
"""The phone's share sheet, standing in where the browser has none: it keeps what it
was given to share."""


ON_SCREEN = """() => {
    const fits = (e) => { const r = e.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; };
    const friend = document.querySelectorAll('.links li')[1];
    return {heading: fits(document.querySelector('.links h2')),
            friend: [...friend.querySelectorAll('input, button')].every(fits),
            focused: document.activeElement === document.querySelector('.links h2'),
            form: document.querySelector('form.new-table') !== null};
}"""
"""Whether the waiting room's heading and the first friend's link with its buttons are
in the window, the heading focused, and the new table's form gone."""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_after_start_the_host_has_the_friends_links_on_screen(
        opened: Page, web: Server, lang: str, width: int) -> None:
    page = opened
    page.add_init_script(SHARE_SHEET)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=web.url)
    started = start_table(page, web, "bint-al-sbeet", {}, humans=2)
    assert page.evaluate(ON_SCREEN) == {"heading": True, "friend": True, "focused": True,
                                        "form": False}
    shot(page, f"host-after-start-{lang}-{width}", full_page=False)
    friend = page.locator(".links li").nth(1)
    friend.locator("button.share").click()
    page.wait_for_function("() => window.shared !== undefined")
    assert page.evaluate("window.shared.url") == started["links"][1]
    friend.locator("button:not(.share)").click()
    assert page.evaluate("navigator.clipboard.readText()") == started["links"][1]
    page.locator(".links a.primary").click()
    page.wait_for_selector("#main[data-event]")
    assert page.url == started["links"][0], "the host's own seat"


SEEN = f"""() => ({PENDING})() ? 'forced'
    : document.querySelector('dialog.summary[open]') ? 'summary'
    : ({OFFER})()"""
"""What the seat's page shows now: a move playing itself, a hand's summary, or what it
may play (:data:`OFFER`)."""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_a_forced_move_offers_no_hint_and_plays_itself(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """At a practice table (hints given), the seat's pass with nothing that fits in
    Sabat Al-Deemin plays itself: no Hint beside it, and the hint's key does not stop it."""
    table, tokens = web.table("sabat-al-deemin", {}, [{"kind": "human", "name": "Noura"}])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event]")
    while True:
        seen = page.wait_for_function(SEEN, timeout=60_000).json_value()
        if seen == "forced":
            break
        if seen == "summary":
            page.click("dialog.summary[open] button.primary")
        else:
            answer(page, seen)
    event, hint = page.evaluate(
        "() => [document.querySelector('#main').dataset.event,"
        " document.querySelector('.prompt button.hint') !== null]")
    shot(page, f"host-forced-{lang}-{width}", full_page=False)
    assert not hint, "no Hint where only one move is possible"
    page.keyboard.press("h")
    page.wait_for_function("e => document.querySelector('#main').dataset.event !== e",
                           arg=event, timeout=MOVE_SECONDS * 1000)


SUMMARY_AT_HEADING = """() => {
    const dialog = document.querySelector('dialog.summary[open]');
    const heading = dialog.querySelector('h3');
    const r = heading.getBoundingClientRect();
    return {scrolled: dialog.scrollTop, focused: document.activeElement === heading,
            shown: r.top >= 0 && r.bottom <= innerHeight};
}"""
"""Where the hand's summary opened: its scroll, whether its heading has the focus and is
in the window."""

RESULT_ON_SCREEN = """() => {
    const fits = (e) => { if (!e) return false; const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; };
    return ['.result .winners', '.result button.again', '.result a[download]']
      .map((s) => fits(document.querySelector(s)));
}"""
"""Whether the match's winners, its Play again and its record are each in the window."""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_the_summary_opens_at_its_heading_and_the_match_end_is_on_screen(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """A one-hand match of Bint Al-Sbeet (a target of 1 point, no cards passed): its
    summary opens at the top, and once closed the winners, Play again and the record
    are in the window without scrolling."""
    table, tokens = web.table("bint-al-sbeet", {"target": 1, "pass_count": 0},
                              [{"kind": "human", "name": "Noura"}])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event]")
    while True:  # a tie for the lowest total plays another hand
        while (seen := page.wait_for_function(SEEN, timeout=60_000).json_value()) != "summary":
            if seen != "forced":
                answer(page, seen)
        page.wait_for_function("() => document.activeElement?.closest('dialog.summary')")
        assert page.evaluate(SUMMARY_AT_HEADING) == {"scrolled": 0, "focused": True,
                                                     "shown": True}
        over = page.locator("dialog.summary[open] .winners").count()
        if over:
            shot(page, f"host-summary-{lang}-{width}", full_page=False)
        page.click("dialog.summary[open] form button.primary")
        if over:
            break
    page.wait_for_selector(".result button.again")
    assert page.evaluate(RESULT_ON_SCREEN) == [True, True, True]
    shot(page, f"host-match-end-{lang}-{width}", full_page=False)


STARTING = {"en": "Starting the table…", "ar": "نبدأ الطاولة…"}
NO_DATABASE = {"en": "The server cannot reach its database just now",
               "ar": "الخادم ما يقدر يوصل لقاعدة البيانات الحين"}


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_start_while_the_database_is_away_shows_progress_then_the_refusal(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Start pressed while another program holds the server's SQLite file locked (the
    outage a stopped PostgreSQL is): the button says the table is being started, then the
    refusal comes in the page's language, and no table is made."""
    page = opened
    page.goto(web.url)
    unfold_new_table(page)
    page.wait_for_selector("form.new-table[aria-busy=false]")
    other = sqlite3.connect(web.db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        page.click("button[type=submit]")
        button = page.locator("form.new-table button[type=submit]")
        assert button.inner_text() == STARTING[lang] and button.is_disabled()
        alert = page.locator("form.new-table [role=alert]")
        alert.wait_for(timeout=60_000)
        assert alert.inner_text().startswith(NO_DATABASE[lang])
        alert.scroll_into_view_if_needed()
        shot(page, f"host-start-no-database-{lang}-{width}", full_page=False)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert page.locator(".links").count() == 0, "no table was started"
    assert button.inner_text() != STARTING[lang] and button.is_enabled()


SEATING = """() => {
    const box = (e) => e.getBoundingClientRect();
    const rows = box(document.querySelector('.table .rows'));
    const seats = [...document.querySelectorAll('.seats.around .seat')].map(box);
    const empty = [...document.querySelectorAll('.table .rows .row')]
      .filter((row) => !row.querySelector('[data-item]'));
    const card = document.querySelector('.hand [data-item]').getBoundingClientRect();
    return {
      rows: document.querySelectorAll('.table .rows .row').length,
      empty: empty.length,
      shaped: empty.every((row) => { const slot = row.querySelector('.slot');
        return slot !== null && box(slot).height >= card.height * 0.5
          && box(slot).width >= card.width; }),
      places: seats.map((s) => s.right <= rows.left ? 'left' : s.left >= rows.right ? 'right'
        : s.bottom <= rows.top ? 'across' : 'over'),
    };
}"""
"""The sevens layout and the other seats as drawn, read at once (the bots play on): how
many rows, how many not started and whether each of those has its outlined place, and
where each other seat's box is beside the rows."""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_a_sevens_hand_opens_with_its_layout_shaped_and_the_seats_round_it(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Badam Saat, four seats: at the start of a hand the rows not started are outlined
    in their places, and where there is room (a laptop) the others sit on one's left,
    across and on one's right, as at a table; on a phone, in a line across the top.
    Four people's seats, of which only this page is open: the table waits at its start
    (bots would play on, a loaded machine drawing the page once every row is started)."""
    table, tokens = web.table("badam-saat", {}, [{"kind": "human", "name": name}
                                                 for name in ("Noura", "Sami", "Huda", "Ali")])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event] .table .rows .row")
    drawn = page.evaluate(SEATING)
    shot(page, f"host-sevens-start-{lang}-{width}", full_page=False)
    assert drawn["rows"] == 4 and drawn["empty"] >= 3 and drawn["shaped"], drawn
    around = ["left", "across", "right"] if width > 640 else ["across"] * 3
    assert drawn["places"] == around, drawn


MOTION = f"""() => {{
    const staying = document.querySelector('.staying .trick');
    if (staying) return {{sweep: getComputedStyle(staying).animationName,
                         aimed: staying.parentElement.style.getPropertyValue('--sweep-x') !== ''}};
    return ({OFFER})();
}}"""
"""A trick staying over the next one (its animation, and whether it is aimed at its
taker's seat), else what the seat may play (:data:`OFFER`)."""

MOVING = """() => document.getAnimations()
    .map((a) => a.animationName).filter((name) => name !== 'leave')"""
"""The page's running animations by name (the staying trick's hiding, which is no
motion, left out)."""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_the_deal_and_the_trick_taken_move_unless_motion_is_reduced(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Bint Al-Sbeet: the hand's cards are dealt in one after another, and a trick taken
    is swept to its taker's seat; with reduced motion asked for, nothing moves."""
    table, tokens = web.table("bint-al-sbeet", {}, [{"kind": "human", "name": "Noura"}])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event] .hand button")
    dealt = page.evaluate("() => [...document.querySelectorAll('.hand button > svg')]"
                          ".map((card) => getComputedStyle(card).animationName)")
    assert set(dealt) == {"deal"}, dealt
    while isinstance(seen := page.wait_for_function(MOTION, timeout=60_000).json_value(), str):
        answer(page, seen)
    assert seen == {"sweep": "sweep", "aimed": True}
    page.emulate_media(reduced_motion="reduce")
    page.reload()
    page.wait_for_selector("#main[data-event] .hand button")
    assert page.evaluate(MOVING) == []


TAKEN_LABEL = f"""() => {{
    const label = document.querySelector('.staying .took');
    if (!label) return ({OFFER})();
    const sweep = label.closest('.trick').getAnimations()[0];
    if (sweep && sweep.effect.getComputedTiming().progress !== null) return null;
    const box = (e) => e.getBoundingClientRect();
    const meets = (a, b) => a.left < b.right && b.left < a.right
      && a.top < b.bottom && b.top < a.bottom;
    const took = box(label), board = box(document.querySelector('.table .board'));
    const cards = [...document.querySelectorAll('.table [data-item]')]
      .filter((card) => !card.closest('.staying, .board > .trick')).map(box);
    return {{inBoard: took.top >= board.top && took.bottom <= board.bottom,
            coversCard: cards.some((card) => meets(card, took))}};
}}"""
"""Who took the trick staying over the next, as labelled: whether the label lies within
the board, and whether it covers a card outside the tricks (a seat's, the hand's).  Read
while the trick stays, not once it is being swept to its taker (a loaded machine can
first see it then): the next trick taken is read instead."""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_who_took_the_trick_covers_no_card(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Bint Al-Sbeet: the trick just taken, staying over the next, says who took it
    within the board, over no card of the hand's or a seat's."""
    table, tokens = web.table("bint-al-sbeet", {}, [{"kind": "human", "name": "Noura"}])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event] .hand button")
    while isinstance(seen := page.wait_for_function(TAKEN_LABEL, timeout=60_000).json_value(), str):
        answer(page, seen)
    shot(page, f"host-trick-taken-{lang}-{width}", full_page=False)
    assert seen == {"inBoard": True, "coversCard": False}


ROWS_APART = """() => {
    const rows = [...document.querySelectorAll('.table .rows .row')];
    const cards = rows.map((row) => [...row.querySelectorAll('[data-item]')]
      .filter((card) => !card.getAnimations().length)  // not the card flying in
      .map((card) => card.getBoundingClientRect()));
    const bottom = Math.max(...cards.flat().map((r) => r.bottom));
    const dock = document.querySelector('.dock').getBoundingClientRect().top;
    const overlap = cards.some((row, i) => cards.slice(i + 1).some((other) =>
      row.some((a) => other.some((b) => a.top < b.bottom - 1 && b.top < a.bottom - 1
        && a.left < b.right && b.left < a.right))));
    const flying = rows.some((row) => [...row.querySelectorAll('[data-item]')]
      .some((card) => card.getAnimations().length));
    return {rows: cards.filter((row) => row.length).length, overlap, flying,
            underDock: cards.flat().length > 0 && bottom > dock + 1,
            event: document.querySelector('#main').dataset.event};
}"""
"""The layout's rows with cards, read at once (the card flying in from its seat left
out): whether any two rows' cards overlap, and whether a card lies under the dock."""


LANDED = """() => [...document.querySelectorAll('.table .rows [data-item]')]
    .every((card) => !card.getAnimations().length)"""
"""Every card of the layout in its place (none flying in from its seat)."""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_asymmetric_rows_lie_apart_and_clear_of_the_dock(
        browser: Browser, web: Server, lang: str) -> None:
    """Asymmetric Badam Saat at 1280x900 laid out to five runs and more: no row over
    another, none under the dock."""
    page = new_page(browser, 1280, 900)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    table, tokens = web.table("asymmetric-badam-saat", {}, [{"kind": "human", "name": "Noura"}])
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event] .table .rows")
    most = 0
    while most < 5:
        seen = page.wait_for_function(SEEN, timeout=60_000).json_value()
        drawn = page.evaluate(ROWS_APART)
        assert not drawn["overlap"] and not drawn["underDock"], drawn
        if drawn["flying"]:  # read again once every card has landed
            page.wait_for_function(LANDED)
            continue
        most = max(most, drawn["rows"])
        if most >= 5:
            shot(page, f"host-asymmetric-rows-{lang}", full_page=False)
        elif seen == "summary":
            page.click("dialog.summary[open] form button.primary")
        elif seen not in ("forced", None):
            answer(page, seen)
    page.context.close()
