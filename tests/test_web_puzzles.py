"""Solving a puzzle on the page, on a phone (360×740) and a laptop (1366×768), in
English and Arabic: the seat's hand drawn by the table's own drawing with the legal
items raised, the answer pressed, the verdict, why and the themes in the page's
language, a player's puzzle rating moved, and the next puzzle."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import Browser, Page

from majlis.puzzles.library import shipped
from tests.serverkit import Server
from tests.webkit import browser, shot, web  # noqa: F401

PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1366, "height": 768}
SAID = {"en": ("Find it.", "Right: that is the best move.", "Not "),
        "ar": ("جدها.", "صح: هذه أفضل حركة.", "ليست ")}
WHY = {"en": "Why: ", "ar": "السبب: "}


def person(browser: Browser, size: dict[str, int], lang: str,  # noqa: F811
           key: str | None) -> Page:
    context = browser.new_context(viewport=size)  # type: ignore[arg-type]
    player = "" if key is None else \
        f"localStorage.setItem('majlis.player', JSON.stringify({{name: 'Solver', key: '{key}'}}));"
    context.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}'); {player}")
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    return page


def a_puzzle_played_by_an_item() -> dict[str, object]:
    """A puzzle whose answer and a wrong move both play items from the hand."""
    return next(p for p in shipped().puzzles
                if sum(1 for a in p["legal"] if a["item"]) >= 2
                and any(a["item"] and a["action"] == p["answer"] for a in p["legal"]))


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_puzzle_is_solved_on_the_page(web: Server, browser: Browser,  # noqa: F811
                                        size: dict[str, int], lang: str) -> None:
    puzzle = a_puzzle_played_by_an_item()
    name = f"Solver{lang}{size['width']}"
    key = httpx.post(f"{web.url}/api/players", json={"name": name}).json()["key"]
    page = person(browser, size, lang, key)
    page.goto(f"{web.url}/puzzles/{puzzle['id']}?game={puzzle['game']}")
    page.wait_for_selector(f".puzzle[data-puzzle='{puzzle['id']}'] .hand button")
    ask, right, wrong = SAID[lang]
    assert page.evaluate("document.documentElement.dir") == ("rtl" if lang == "ar" else "ltr")
    assert ask in page.locator(".puzzle-ask").inner_text()
    hand = page.locator(".puzzle .hand button")
    assert [hand.nth(i).get_attribute("data-item") for i in range(hand.count())] == \
        puzzle["board"]["hand"]  # type: ignore[index]
    legal = {a["item"] for a in puzzle["legal"] if a["item"]}  # type: ignore[attr-defined]
    assert {b.get_attribute("data-item") for b in page.locator(".puzzle .hand button.legal")
            .all()} == legal
    answer = next(a["item"] for a in puzzle["legal"]  # type: ignore[attr-defined]
                  if a["action"] == puzzle["answer"])
    solving = size is PHONE
    pressed = answer if solving else next(item for item in legal if item != answer)
    page.locator(f".puzzle .hand button[data-item='{pressed}']").click()
    verdict = page.locator(".puzzle-result .puzzle-verdict")
    verdict.wait_for()
    assert (right if solving else wrong) in verdict.inner_text()
    why = page.locator(".puzzle-why").inner_text()  # worded from the values, in the page's language
    said = [float(n) for n in re.findall(r"[-+]?\d+\.\d+", why)]  # worth ± se, twice; the gap
    values = sorted(puzzle["values"], key=lambda v: -v["value"])  # type: ignore[arg-type,index]
    assert why.startswith(WHY[lang]) and said == pytest.approx(
        [values[0]["value"], values[0]["se"], values[1]["value"], values[1]["se"],
         values[0]["value"] - values[1]["value"]], abs=1e-4)
    assert page.locator(".puzzle-result").get_attribute("class") == \
        f"puzzle-result {'solved' if solving else 'failed'}"
    assert "→" in page.locator(".puzzle-rating").inner_text() or \
        "←" in page.locator(".puzzle-rating").inner_text()
    moved = httpx.get(f"{web.url}/api/puzzles/ratings", headers={"x-majlis-player": key}).json()
    assert (moved["ratings"][puzzle["game"]]["mu"] > 25) == solving
    shown = moved["ratings"][puzzle["game"]]["rating"]  # the players' scale, not the model's
    assert (shown > 1500) == solving and str(shown) in page.locator(".puzzle-rating").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    shot(page, f"puzzle-{'phone' if solving else 'laptop'}-{lang}")
    page.click("#puzzle-next")
    page.wait_for_selector(f".puzzle:not([data-puzzle='{puzzle['id']}']) .hand button")
    assert page.locator(".puzzle-result").count() == 0
    assert f"?game={puzzle['game']}" in page.url
