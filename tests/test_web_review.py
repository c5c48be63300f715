"""The page's review: after a hand a seat reviews its own play from the summary, and
the record viewer reviews any record, in English and Arabic."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from playwright.sync_api import Browser

from majlis.analysis.calibration import calibration_of
from majlis.analysis.review import Tally, judge
from majlis.games import make_game
from majlis.records import to_record
from majlis.simulate import random_match
from tests.serverkit import Server
from tests.test_analysis_exact import TOO_BIG, positions
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
    # each decision's table as the seat saw it then, the played and the better item marked
    token = table["links"][0].split("#seat=")[1]
    doc = httpx.get(f"{web.url}/api/tables/{table['table']}/review", params={"hand": 0},
                    headers={"x-majlis-token": token}, timeout=120).json()
    decisions = doc["hands"][0]["decisions"]
    boards = seat.locator("dialog.summary .review-board")
    assert boards.count() == moves.count() == len(decisions)
    for n, decision in enumerate(decisions):
        if not decision["mark"]:
            boards.nth(n).locator("summary").click()
        hand = boards.nth(n).locator(".review-hand [data-item]")
        hand.first.wait_for()
        assert [hand.nth(i).get_attribute("data-item") for i in range(hand.count())] == \
            decision["board"]["hand"]
        played = boards.nth(n).locator(".review-played")
        better = boards.nth(n).locator(".review-best")
        assert played.count() == (decision["played_item"] is not None)
        if played.count():
            assert played.get_attribute("data-item") == decision["played_item"]
        moved_well = decision["best_item"] in (None, decision["played_item"])
        assert better.count() == (not moved_well)
        if better.count():
            assert better.get_attribute("data-item") == decision["best_item"]


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
    boards = page.locator(".record-view .review-board")
    assert boards.count() == decisions.count()
    if boards.first.get_attribute("open") is None:  # drawn when opened (a marked one: at once)
        boards.first.locator("summary").click()
    boards.first.locator(".review-hand [data-item]").first.wait_for()
    assert "الطاولة وقتها" in boards.first.inner_text()


def test_an_estimate_reads_as_one_without_an_error_in_both_languages(
        web: Server, browser: Browser) -> None:  # noqa: F811
    """A decision the analysis could only estimate (two-seat Badam Saat, too big for its
    solving) shows its values as "≈", no "±", the words that it is an estimate and not
    marked, and the seat's count of them, in English and in Arabic."""
    game = make_game("badam-saat", {"players": 2, "games": 1})
    index, state, legal = next(positions(game, (0,), 15, 20))
    decision = judge(game, state, index, legal[0], legal, TOO_BIG, "page", False)
    tally = Tally(decisions=1)
    tally.judged(decision)
    seat = tally.json(decision.seat, calibration_of(game))
    doc = {"game": game.id, "thresholds": {"inaccuracy": 1.0}, "seats": [seat], "luck": None,
           "hands": [{"number": 0, "dealer": 0, "seats": [seat], "luck": None,
                      "decisions": [decision.json(game)]}]}
    page = new_page(browser)
    page.goto(web.url + "/")
    for language, estimate, counted in (("en", "an estimate: not marked", "1 judged by estimate"),
                                        ("ar", "تقدير", "1 بالتقدير فقط")):
        page.evaluate("""async ([doc, language]) => {
            const { setLanguage } = await import("/static/js/i18n.js");
            const { reviewButton } = await import("/static/js/review.js");
            setLanguage(language);
            const review = reviewButton(async () => doc, (seat) => `Seat ${seat}`);
            review.id = `review-${language}`;
            document.body.append(review);
            review.querySelector("button").click();
        }""", [doc, language])
        line = page.locator(f"#review-{language} .review-decisions li.review-estimate")
        line.wait_for()
        assert "≈" in line.inner_text() and "±" not in line.inner_text()
        assert estimate in line.inner_text()
        assert counted in page.locator(f"#review-{language} .review-seats").inner_text()
