"""The first ten minutes' dead ends and words, on a phone (360x740) and a laptop
(1366x768), in English and Arabic: a link to no table offers the lobby and the open
tables, a leaderboard of no game says so; the record viewer speaks the page's language
and the players' names; the lobby's boxes say what they want, its tables are named by
what they are; a seat's words say what a badge means and when a choice is ready."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import new_page, shot

VIEWS = [pytest.param(lang, width, height, id=f"{lang}-{width}")
         for lang in ("en", "ar") for width, height in ((360, 740), (1366, 768))]
"""Each test's page: English and Arabic, on a phone and a laptop."""

SAID = {
    "no_table": {"en": "There is no such table.", "ar": "لا توجد طاولة بهذا الرابط."},
    "no_game": {"en": "There is no game of this name.", "ar": "ما في لعبة بهذا الاسم."},
    "open_tables": {"en": "Open tables", "ar": "الطاولات المفتوحة"},
}
"""What the page says, as i18n.js words it."""


@pytest.fixture
def opened(browser: Browser, web: Server, lang: str, width: int,
           height: int) -> Iterator[Page]:
    """A page in ``lang`` at ``width`` x ``height``, not yet at any address."""
    page = new_page(browser, width, height)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    yield page
    page.context.close()


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_a_dead_end_says_what_is_not_there_and_offers_the_ways_on(
        opened: Page, web: Server, lang: str, width: int) -> None:
    page = opened
    page.goto(f"{web.url}/t/no-such-table")
    page.get_by_role("alert").filter(has_text=SAID["no_table"][lang]).wait_for()
    page.locator(".dead-end button.primary").click(trial=True)  # the lobby, to hand
    page.locator(".open-tables h2", has_text=SAID["open_tables"][lang]).wait_for()
    page.locator(".open-tables .none-open, .open-tables li").first.wait_for()
    shot(page, f"first-ten-no-table-{lang}-{width}")
    page.locator(".dead-end button.primary").click()
    page.wait_for_url(f"{web.url}/")

    page.goto(f"{web.url}/top/no-such-game")
    page.get_by_role("alert").filter(has_text=SAID["no_game"][lang]).wait_for()
    assert page.locator(".leaderboards a").count() == len(web.get("/api/games"))
    assert SAID["no_table"][lang] not in page.inner_text("main")
    shot(page, f"first-ten-no-game-{lang}-{width}")
