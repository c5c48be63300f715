"""A shuffle anyone can check, in the browser: the table shows every seat the commitment to
its match's seed from the first deal on, and the record viewer checks the downloaded
record's seed and deals against it, in English and Arabic, at laptop and phone sizes."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.test_web_page import PAGE_WORDS
from tests.webkit import (  # noqa: F401
    browser,
    close_summaries,
    new_page,
    open_details,
    play_until,
    scroll_to,
    seat_pages,
    shot,
    start_table,
    switch_language,
    web,
)

PHONE = (390, 844)
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


KEYS = ["ui.shuffle_sealed", "ui.commitment", "ui.shuffle_explained", "ui.shuffle_checked",
        "ui.shuffle_unchecked"]


def text(page: Page, selector: str) -> str:
    """What ``selector`` shows, without the marks that isolate a direction."""
    return page.locator(selector).inner_text().translate(ISOLATES)


def in_arabic(page: Page) -> None:
    switch_language(page)
    page.wait_for_function("document.documentElement.lang === 'ar'")


def in_english(page: Page) -> None:
    switch_language(page)
    page.wait_for_function("document.documentElement.lang === 'en'")


def test_the_table_shows_the_commitment_and_the_viewer_checks_the_record(
        web: Server, browser: Browser, tmp_path: Path) -> None:  # noqa: F811
    lobby = new_page(browser)
    table = start_table(lobby, web, "badam-saat", {"games": 1, "players": 2}, 1)
    committed = web.get(f"/api/tables/{table['table']}")["commitment"]
    seat = seat_pages(browser, table["links"])[0]
    assert text(seat, ".shuffle summary") == f"Shuffle sealed before the deal {committed[:8]}…"
    open_details(seat, ".shuffle")
    assert text(seat, ".shuffle .commitment") == committed
    assert "majlis verify" in text(seat, ".shuffle")
    scroll_to(seat, ".shuffle")
    shot(seat, "shuffle-table-laptop")
    in_arabic(seat)
    shot(seat, "shuffle-table-laptop-arabic")
    in_english(seat)
    phone = seat_pages(browser, table["links"], width=PHONE[0])[0]
    phone.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    open_details(phone, ".shuffle")
    scroll_to(phone, ".shuffle")
    shot(phone, "shuffle-table-phone", full_page=False)
    in_arabic(phone)
    assert text(phone, ".shuffle summary").startswith("الخلط مختوم قبل التوزيع")
    assert text(phone, ".shuffle .commitment") == committed
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE[0], "the commitment wraps on a phone"
    scroll_to(phone, ".shuffle")
    shot(phone, "shuffle-table-phone-arabic", full_page=False)
    phone.context.close()

    play_until([seat], lambda: seat.locator(".result").count() > 0)
    close_summaries([seat])
    assert seat.locator(".shuffle[open]").count() == 1, "left open through the match"
    with seat.expect_download() as download:
        seat.click(".result a[download]")
    saved = tmp_path / "record.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["commitment"] == committed
    assert hashlib.sha256(record["seed"].encode()).hexdigest() == committed

    lobby.goto(web.url + "/")
    assert lobby.evaluate(PAGE_WORDS, KEYS) == {"en": [], "ar": []}
    lobby.set_input_files("#record-file", str(saved))
    lobby.locator(".record-view .shuffle-checked").wait_for()
    assert text(lobby, ".shuffle-checked") == (
        "✓ Shuffle checked: every deal matches the seed committed to before the first deal. "
        + committed)
    shot(lobby, "shuffle-viewer-laptop")
    in_arabic(lobby)
    assert text(lobby, ".shuffle-checked").startswith("✓ الخلط سليم")
    shot(lobby, "shuffle-viewer-laptop-arabic")

    viewer = new_page(browser, *PHONE)
    viewer.goto(web.url + "/")
    viewer.set_input_files("#record-file", str(saved))
    viewer.locator(".record-view .shuffle-checked").wait_for()
    assert viewer.evaluate("document.documentElement.scrollWidth") <= PHONE[0]
    scroll_to(viewer, ".shuffle-checked")
    shot(viewer, "shuffle-viewer-phone", full_page=False)
    in_arabic(viewer)
    scroll_to(viewer, ".shuffle-checked")
    shot(viewer, "shuffle-viewer-phone-arabic", full_page=False)
    in_english(viewer)

    arranged = tmp_path / "arranged.json"
    arranged.write_text(json.dumps({**record, "seed": record["seed"][::-1]}))
    viewer.set_input_files("#record-file", str(arranged))
    viewer.locator(".record-view [role=alert]").wait_for()
    assert "the seed does not match the commitment" in text(viewer, ".record-view [role=alert]")
    assert viewer.locator(".shuffle-checked").count() == 0
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps({k: v for k, v in record.items() if k != "commitment"}))
    viewer.set_input_files("#record-file", str(bare))
    viewer.locator(".record-view .shuffle-unchecked").wait_for()
    assert "cannot be checked" in text(viewer, ".shuffle-unchecked")
    for page in (lobby, seat, viewer):
        page.context.close()
