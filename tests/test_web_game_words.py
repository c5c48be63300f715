"""A hand of each game (Badam Saat is played in India, Sedma in the Czech Republic) in
the browser (Chromium) with the page in Hindi and in Czech: the table speaks the game's own
words in the page's language, from the game's catalogues (``games/locales/LANG``) sent
in ``/api/games`` and formatted by the page's ``@fluent/bundle``: its name, the stages
of its log, the question in front of the seat, and the parts of the hand's score in
its language's plural forms.  Screenshots on a phone (360×740) and a laptop (1366×768),
kept under ``test-artifacts/web/game-words-*``."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from majlis.games import GAME_IDS, game_class
from majlis.words import template
from tests.serverkit import Server
from tests.webkit import (  # noqa: F401
    JOIN_SECONDS,
    browser,
    new_page,
    play_until,
    shot,
    web,
)

CASES = [pytest.param(game, lang, id=f"{game}-{lang}")
         for game in GAME_IDS for lang in ("hi", "cs")]
NAMES = {"hi": "नूरा", "cs": "Tereza"}
SCORED = {("badam-saat", "hi"): ("पत्ता बचा", "पत्ते बचे"),
          ("badam-saat", "cs"): ("zbývá", "zbývají"),
          ("sedma", "hi"): ("जोड़ा रखा", "जोड़े रखे"),
          ("sedma", "cs"): ("položený dublet", "položené dublety", "položených dubletů")}
"""The score part's words in each plural form of the language (one of them on the page):
Badam Saat's cards left, Sedma's doubles set; the other games' parts are found by
:func:`part_words`."""

READ = """() => ({
  lang: document.documentElement.lang,
  title: document.querySelector('#main h2')?.textContent ?? '',
  stages: [...document.querySelectorAll('#main .log h4')].map((h) => h.textContent),
  summary: document.querySelector('dialog.summary[open]')?.innerText ?? '',
  main: document.querySelector('#main')?.innerText ?? '',
})"""
"""The page read in one step, once the hand's summary is open."""
SETTLED = "() => document.getAnimations().every((a) => a.playState !== 'running')"
"""No card or tile still moving to its place (a deal, a move), for the screenshot."""


@pytest.fixture
def table_page(browser: Browser, web: Server,  # noqa: F811
               request: pytest.FixtureRequest) -> Iterator[Page]:
    """A phone-sized page in the case's language at the one person's seat of a table of
    the case's game, bots in the other seats."""
    game, lang = request.node.callspec.params["game"], request.node.callspec.params["lang"]
    table = web.post("/api/tables", {"game": game, "options": {},
                                     "seats": [{"kind": "human", "name": NAMES[lang]}],
                                     "turn_clock": False}).json()
    link = table["seats"][0]["link"]
    page = new_page(browser, 360, 740)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page.goto(link if link.startswith("http") else web.url + link)
    page.wait_for_selector("#main[data-event]", timeout=JOIN_SECONDS * 1000)
    yield page
    page.context.close()


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_a_hand_speaks_the_game_s_own_words_in_hindi_and_czech(
        table_page: Page, game: str, lang: str) -> None:
    page = table_page
    words = game_class(game).words()
    asked = {template(words, key, lang) for key in words if key.startswith("asked.")}
    prompt = page.locator(".prompt > span").first

    def is_asked() -> bool:
        shown = prompt.text_content() if prompt.count() else ""
        return any(_matches(shown or "", said) for said in asked if said)

    play_until([page], is_asked)  # the seat is asked, in the game's words
    page.wait_for_function(SETTLED)
    shot(page, f"game-words-{game}-{lang}-360-play", full_page=False)
    play_until([page], lambda: page.locator("dialog.summary[open]").count() > 0)
    seen = page.evaluate(READ)
    assert seen["lang"] == lang
    assert seen["title"].startswith(template(words, "title", lang) or "?"), seen["title"]
    stages = {template(words, key, lang) for key in words if key.startswith("stage.")}
    assert seen["stages"] and set(seen["stages"]) <= stages, seen["stages"]
    scored = SCORED.get((game, lang)) or part_words(game, lang)
    assert any(said in seen["summary"] for said in scored), seen["summary"]
    assert "{" not in seen["summary"] + seen["main"]
    shot(page, f"game-words-{game}-{lang}-360")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.locator("dialog.summary[open]").wait_for()
    shot(page, f"game-words-{game}-{lang}-1366")


def _matches(shown: str, said: str) -> bool:
    """Whether ``shown`` is the game's question ``said``, whatever fills its fields
    (``{item}``, ``{value}``, ``{seat}``, ``{suit}``)."""
    pattern = re.escape(said)
    for name in ("item", "value", "seat", "suit"):
        pattern = pattern.replace(re.escape(f"{{{name}}}"), ".+")
    return re.fullmatch(pattern, shown.strip(), flags=re.DOTALL) is not None


def part_words(game: str, lang: str) -> set[str]:
    """The words of the game's score parts in ``lang`` that stay whatever fills them:
    each part's longest run of words between its numbers, in each plural form."""
    words = game_class(game).words()
    runs: set[str] = set()
    for key in words:
        if key.startswith("part."):
            for count in (1, 2, 3, 5, 11):
                said = template(words, key, lang, count=count, points=count) or ""
                runs.add(max(re.split(r"[\d:()]+", said), key=len).strip())
    return {run for run in runs if len(run) >= 3}
