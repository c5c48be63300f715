"""The page's review: after a hand a seat reviews its own play from the summary, and
the record viewer reviews any record, in English and Arabic."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser

from majlis.games import make_game
from majlis.records import to_record
from majlis.simulate import random_match
from tests.serverkit import Server
from tests.webkit import browser, new_page, play_one, seat_pages, start_table, web  # noqa: F401


def test_a_seat_reviews_its_own_play_from_the_hand_summary(web: Server,  # noqa: F811
                                                           browser: Browser) -> None:  # noqa: F811
    lobby = new_page(browser)
    table = start_table(lobby, web, "sedma", {"target": 30}, 1)
    seat = seat_pages(browser, table["links"])[0]
    while not seat.locator("dialog.summary[open]").count():
        if not play_one([seat]):
            seat.wait_for_timeout(50)
    seat.click("dialog.summary[open] .review button")
    seat.locator("dialog.summary .review-seats li").first.wait_for(timeout=120_000)
    seats = seat.locator("dialog.summary .review-seats li")
    assert seats.count() == 1 and "(You)" in seats.inner_text()
    moves = seat.locator("dialog.summary .review-decisions li")
    assert all("(You)" in moves.nth(i).inner_text() for i in range(moves.count()))
    assert seat.locator("dialog.summary .review-hindsight").count() == 0
    assert seat.locator("dialog.summary .review-luck").count() == 0


def test_the_record_viewer_reviews_a_record(web: Server, browser: Browser,  # noqa: F811
                                            tmp_path: Path) -> None:
    match = random_match(make_game("sedma", {"target": 6}), "web review")
    saved = tmp_path / "record.json"
    saved.write_text(json.dumps(to_record(match)))
    page = new_page(browser)
    page.goto(web.url + "/")
    page.click("#language")  # in Arabic
    page.set_input_files("#record-file", str(saved))
    page.locator(".record-view h3").wait_for()
    page.click(".record-view .review button")
    page.locator(".record-view .review-seats li").first.wait_for(timeout=120_000)
    assert page.locator(".record-view .review-seats li").count() == 4
    assert "متوسط الخسارة" in page.locator(".record-view .review-seats").inner_text()
    assert page.locator(".record-view .review-luck li").count() == 4
    decisions = page.locator(".record-view .review-decisions li")
    hindsight = page.locator(".record-view .review-hindsight")
    assert decisions.count() == hindsight.count()
