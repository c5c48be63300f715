"""The page's review: after a hand a seat reviews its own play from the summary, and
the record viewer reviews any record, in English and Arabic."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser

from majlis.analysis.calibration import calibration_of
from majlis.analysis.review import Scope, Tally, judge, review
from majlis.analysis.values import DEPTHS
from majlis.games import make_game
from majlis.records import to_record
from majlis.server.review import with_boards
from majlis.simulate import random_match
from majlis.words import template
from tests.serverkit import Server
from tests.test_analysis_exact import TOO_BIG, positions
from tests.webkit import (  # noqa: F401
    browser,
    new_page,
    play_one,
    seat_pages,
    shot,
    start_table,
    switch_language,
    web,
)


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
    assert all("(You)" in (moves.nth(i).text_content() or "") for i in range(moves.count()))
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
    switch_language(page)  # in Arabic
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


ESTIMATE_SAID = {"en": "(an estimate, from playouts).", "ar": "(تقدير من أدوار تجريبية)."}
"""How the sentence a decision leads with says that it rests on an estimate."""


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
            await setLanguage(language);
            const review = reviewButton(async () => doc, (seat) => `Seat ${seat}`);
            review.id = `review-${language}`;
            document.body.append(review);
            review.querySelector("button").click();
        }""", [doc, language])
        line = page.locator(f"#review-{language} .review-decisions li.review-estimate")
        line.wait_for()
        figures = line.locator(".review-details").text_content() or ""
        assert "≈" in figures and "±" not in figures
        assert estimate in figures
        assert ESTIMATE_SAID[language] in line.locator(".review-why").inner_text()
        assert counted in page.locator(f"#review-{language} .review-seats").inner_text()


VIEWS = [pytest.param(lang, width, height, id=f"{lang}-{width}")
         for lang in ("en", "ar") for width, height in ((360, 740), (1366, 768))]
"""A page in English and Arabic, on a phone and a laptop."""


def coached_review() -> dict[str, Any]:
    """The review of seat 0's play in the first hand of a four-seat Badam Saat match,
    each decision with its board, as the server sends it."""
    match = random_match(make_game("badam-saat", {"games": 1}), "coach")
    scope = Scope(seats={0}, hands={0}, hindsight=False, luck=False)
    return with_boards(match, review(match, DEPTHS["quick"], "quick", "0", scope).json())


BLACK_SUITS_CONTRAST = """(root) => {
  // The contrast of each black suit's row label with what it is drawn on (WCAG's ratio).
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 4).map(Number);
  const light = ([r, g, b]) => [r, g, b].map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const behind = (node) => {
    for (let at = node; at; at = at.parentElement) {
      const colour = rgb(getComputedStyle(at).backgroundColor);
      if (colour.length < 4 || colour[3] > 0) return colour;
    }
    return [255, 255, 255];
  };
  const labels = root.querySelectorAll(".row .suit-icon .suit-C, .row .suit-icon .suit-S");
  return [...labels].map((path) => {
    const [a, b] = [light(rgb(getComputedStyle(path).fill)), light(behind(path.closest("svg")))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}"""


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_a_decision_leads_with_what_each_move_did_and_folds_its_figures(
        web: Server, browser: Browser, lang: str, width: int, height: int) -> None:  # noqa: F811
    """Issue 37: each decision leads with a sentence in the game's terms and the page's
    language ("8♦ opens 9♦ for your next turn; 8♠ lets Salem lay 9♠"); its values,
    errors and mark are behind a "details" fold; every row label of the table then is
    drawn so that it shows (the black suits were white on cream)."""
    doc = coached_review()
    decisions = doc["hands"][0]["decisions"]
    words = make_game("badam-saat", {}).words()
    page = new_page(browser, width, height)
    page.goto(f"{web.url}/?lang={lang}")
    page.locator(".record").wait_for()
    page.evaluate("""async (doc) => {
        const { useGameWords } = await import("/static/js/i18n.js");
        const { reviewButton } = await import("/static/js/review.js");
        const games = await (await fetch("/api/games")).json();
        useGameWords(games.find((game) => game.id === "badam-saat").words);
        const names = ["Salem", "Noura", "Fahad", "Mona"];
        const review = reviewButton(async () => doc, (seat) => names[seat]);
        review.id = "coached";
        document.querySelector(".record").append(review);
        review.querySelector("button").click();
    }""", doc)
    items = page.locator("#coached .review-decisions > li")
    items.first.wait_for(timeout=30_000)
    assert items.count() == len(decisions)
    texts = {key: template(words, key, lang) or "" for key in words if key.startswith("why.")}
    reasons = {key: text.split("{")[0].strip() or text.split("}")[-1].strip()
               for key, text in texts.items()}
    coached = 0
    for n, decision in enumerate(decisions):
        item = items.nth(n)
        lead = item.locator(":scope > .review-why")
        assert item.locator(":scope > *").first.evaluate("(e) => e.className") == "review-why"
        said = lead.inner_text()
        assert "±" not in said and not any(mark in said for mark in ("inaccuracy", "mistake"))
        if decision["why"]["best"] or decision["why"]["played"]:
            coached += 1
            assert any(reason in said for reason in reasons.values()), said
        fold = item.locator(":scope > details.review-details")
        assert fold.get_attribute("open") is None
        if decision["judged"] != "estimate":
            assert "±" in (fold.text_content() or "")
    assert coached
    first = items.nth(next(n for n, d in enumerate(decisions) if d["why"]["played"]))
    first.locator(".review-details summary").click()
    first.locator(".review-board summary").click()
    first.locator(".review-then .row .suit-icon").first.wait_for()
    first.evaluate("(item) => item.scrollIntoView()")
    shot(page, f"review-coach-{lang}-{width}", full_page=False)
    contrasts = first.evaluate(BLACK_SUITS_CONTRAST)
    assert contrasts and min(contrasts) >= 3, contrasts
    page.context.close()
