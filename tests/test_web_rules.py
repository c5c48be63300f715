"""The games taught: each game's rules page in English and Arabic (the game's own text,
the one the terminal's ``?`` shows, with its options and their defaults), the lobby's
cards, the table's Rules button with the table's own options, the table saying who wins,
and an accessibility scan (axe-core) of every kind of page."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from majlis.games import GAME_IDS, game_class
from majlis.i18n import LANGUAGES
from majlis.server.rules import MARKDOWN
from majlis.tui.screens import rules_text
from majlis.words import template
from tests.serverkit import Server
from tests.webkit import (
    click_drawn,
    new_page,
    seat_pages,
    shot,
    start_table,
    switch_language,
    wait_until,
)

AXE = Path(__file__).parent.parent / "node_modules" / "axe-core" / "axe.min.js"
ARABIC = re.compile("[\u0621-\u064a]")
SIZES = ((360, 740), (1366, 768))


def close(*pages: Page) -> None:
    for page in pages:
        page.context.close()


def words(game_id: str, key: str, lang: str) -> str:
    found = template(game_class(game_id).words(), key, lang)
    assert found is not None, key
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_page_of_each_game_in_both_languages(web: Server, browser: Browser,
                                                        game_id: str) -> None:
    """English left to right, Arabic right to left and in Arabic; the options table has
    this game's options, in the page's language, with their defaults."""
    cls = game_class(game_id)
    for width, height in SIZES:
        page = new_page(browser, width, height)
        for lang in ("en", "ar"):
            response = page.goto(f"{web.url}/rules/{game_id}?lang={lang}")
            assert response is not None and response.status == 200
            assert page.locator("html").get_attribute("lang") == lang
            assert page.evaluate("getComputedStyle(document.body).direction") == \
                ("rtl" if lang == "ar" else "ltr")
            article = page.locator("article.rules").inner_text()
            assert page.locator("h1").inner_text().startswith(words(game_id, "title", lang))
            assert len(ARABIC.findall(article)) > 500 if lang == "ar" else \
                not ARABIC.search(article)
            names = page.locator("table.options tbody th, table.options tbody tr td:first-child")
            assert names.all_inner_texts() == [words(game_id, f"option.{o.name}", lang)
                                               for o in cls.OPTIONS]
            defaults = page.locator("table.options tbody tr td:nth-child(2)").all_inner_texts()
            assert str(cls.OPTIONS[0].default) in defaults[0] or defaults[0] in {
                words(game_id, f"choice.{str(cls.OPTIONS[0].default).lower()}", lang)}
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            shot(page, f"rules-{game_id}-{lang}-{width}")
        close(page)


def test_an_unknown_game_has_a_404_page_in_the_page_language(web: Server) -> None:
    for lang, said in (("en", "No such game"), ("ar", "ما فيه لعبة بهذا الاسم")):
        answer = httpx.get(f"{web.url}/rules/no-such-game?lang={lang}", timeout=10)
        assert answer.status_code == 404
        assert f'<html lang="{lang}" dir="{"rtl" if lang == "ar" else "ltr"}">' in answer.text
        assert said in answer.text
        for game_id in GAME_IDS:  # a way forward: every game's rules
            assert f'href="/rules/{game_id}?lang={lang}"' in answer.text
    answer = httpx.get(f"{web.url}/api/rules/no-such-game", timeout=10)
    assert answer.status_code == 404 and answer.json()["error"] == "not_found"
    assert "&lt;b&gt;" in httpx.get(f"{web.url}/rules/<b>", timeout=10).text


def test_raw_html_in_a_rules_text_is_shown_as_text() -> None:
    html = MARKDOWN.render("# Title\n\n<script>alert(1)</script> and <b>bold</b>\n")
    assert "<script>" not in html and "&lt;script&gt;" in html and "<b>" not in html


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_terminal_and_the_page_show_one_text(web: Server, game_id: str) -> None:
    """The terminal's ``?`` and the page both read the game's own rules, in every
    language."""
    text = rules_text(game_id, "en")
    assert text == game_class(game_id).rules("en")
    for lang in LANGUAGES:
        assert rules_text(game_id, lang) == game_class(game_id).rules(lang)
        answer = httpx.get(f"{web.url}/api/rules/{game_id}?lang={lang}", timeout=10).json()
        assert answer == {"html": MARKDOWN.render(game_class(game_id).rules(lang) or ""),
                          "language": lang}
    page = httpx.get(f"{web.url}/rules/{game_id}", timeout=10).text
    body = MARKDOWN.render(text).partition("</h1>\n")[2]
    assert body and body in page


def test_the_lobby_cards_say_what_each_game_is_and_link_its_rules(web: Server,
                                                                   browser: Browser) -> None:
    """Each card: what the game is, how many play, how long, its rules and its lesson."""
    page = new_page(browser)
    page.goto(web.url + "/")
    games = httpx.get(f"{web.url}/api/games", timeout=10).json()
    for lang in ("en", "ar"):
        page.wait_for_selector(".game-card")
        for game in games:
            card = page.locator(f".game-card[data-game={game['id']}]")
            text = card.inner_text()
            assert template(game_class(game["id"]).words(), "about", lang) in text
            low, high = game["description"]["seat_range"]
            players = {("en", True): f"{low} players", ("en", False): f"{low} to {high} players",
                       ("ar", True): f"عدد اللاعبين: {low}",
                       ("ar", False): f"عدد اللاعبين: من {low} إلى {high}"}
            assert players[lang, low == high] in text
            assert str(game["description"]["minutes"]) in text
            link = card.locator("a:not(.learn-link)")
            assert link.get_attribute("href") == f"/rules/{game['id']}?lang={lang}"
            assert card.locator(".learn-link").get_attribute("href") == f"/learn/{game['id']}"
        if lang == "en":
            switch_language(page)
            page.wait_for_selector("html[lang=ar]")
    page.locator(".game-card[data-game=bint-al-sbeet] a:not(.learn-link)").click()
    page.wait_for_url(re.compile(r"/rules/bint-al-sbeet\?lang=ar$"))
    assert page.locator("h1").inner_text().startswith("بنت السبيت")
    close(page)


@pytest.mark.parametrize(("game", "options", "wins"), [
    ("bint-al-sbeet", {"pass_count": 4, "minus_condition": "no_penalty_card"},
     ("lowest total wins", "يفوز صاحب أقل مجموع")),
    ("sedma", {"target": 8, "forced_play": False}, ("highest total wins", "يفوز صاحب أعلى مجموع"))])
def test_the_rules_button_shows_this_tables_options_and_the_header_who_wins(
        web: Server, browser: Browser, game: str, options: dict[str, Any],
        wins: tuple[str, str]) -> None:
    table = start_table(new_page(browser), web, game, options, 1)
    page = seat_pages(browser, [str(link) for link in table["links"]], width=360)[0]
    for lang, won in zip(("en", "ar"), wins, strict=True):
        page.locator("h2 .wins", has_text=won).wait_for()
        click_drawn(page, ".rules-button")
        dialog = page.locator("dialog.rules-dialog[open]")
        dialog.locator(".rules[aria-busy=false]").wait_for()
        assert dialog.locator(".rules h1").inner_text().startswith(words(game, "title", lang))
        for name, value in options.items():
            shown = dialog.locator(f"tr[data-option={name}] td").first.inner_text()
            expected = str(value) if isinstance(value, int) and not isinstance(value, bool) \
                else words(game, f"choice.{str(value).lower()}", lang)
            assert shown == expected, (name, shown)
        shot(page, f"rules-dialog-{game}-{lang}")
        dialog.locator("button").click()
        wait_until(lambda: page.locator("dialog.rules-dialog").count() == 0,
                   "the dialog closes", 10)
        if lang == "en":
            switch_language(page)
    close(page)


# -- accessibility --------------------------------------------------------------------


def require_axe() -> str:
    """axe-core's script (``npm ci`` installs it for the tests); skipped without it,
    failed where CI requires the browser tests."""
    if AXE.is_file():
        return AXE.read_text(encoding="utf-8")
    if os.environ.get("MAJLIS_REQUIRE_BROWSER") == "1":
        pytest.fail(f"{AXE} is required (MAJLIS_REQUIRE_BROWSER=1): run npm ci")
    pytest.skip("axe-core is not installed (npm ci)")


AXE_RUN = """async () => {
    for (;;) {
      const drawn = document.querySelector('#main')?.firstElementChild;
      const found = await axe.run(document);
      if (document.querySelector('#main')?.firstElementChild === drawn) return found.violations;
    }
}"""
"""axe-core's violations on one drawing of the page: run again where a table's next event
redrew it meanwhile (axe does not follow a page that changes under it)."""


def serious_violations(page: Page, axe: str) -> list[str]:
    """What axe-core finds serious or critical on the page as it stands."""
    page.add_script_tag(content=axe)
    found: list[dict[str, Any]] = page.evaluate(AXE_RUN)
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:5]}"
            for v in found if v["impact"] in ("serious", "critical")]


def test_no_serious_accessibility_violation(web: Server, browser: Browser) -> None:
    """The lobby (its form, the links of a table it opened and its tables), a seat's
    table (with the Rules dialog open too) and a spectator's, and the rules pages (a
    game's and the 404), in English and Arabic."""
    axe = require_axe()
    lobby = new_page(browser)  # with the links of the table it opened, and its tables
    table = start_table(lobby, web, "bint-al-sbeet", {}, 1)
    seat = seat_pages(browser, [str(link) for link in table["links"]])[0]
    watcher = seat_pages(browser, [str(table["watch"])])[0]
    rules = new_page(browser)
    problems: dict[str, list[str]] = {}
    for lang in ("en", "ar"):
        for name, page in (("lobby", lobby), ("seat", seat), ("spectator", watcher)):
            if lang == "ar":
                switch_language(page)
                page.wait_for_selector("html[lang=ar]")
            problems[f"{name} {lang}"] = serious_violations(page, axe)
        click_drawn(seat, ".rules-button")
        seat.locator("dialog.rules-dialog .rules[aria-busy=false]").wait_for()
        problems[f"rules dialog {lang}"] = serious_violations(seat, axe)
        seat.locator("dialog.rules-dialog button").click()
        for game_id in ("sabat-al-deemin", "no-such-game"):
            rules.goto(f"{web.url}/rules/{game_id}?lang={lang}")
            problems[f"rules page {game_id} {lang}"] = serious_violations(rules, axe)
    assert not any(problems.values()), {k: v for k, v in problems.items() if v}
    close(seat, watcher, lobby, rules)
