"""The page's language (issue 37): a first visit follows the browser's languages
(``Accept-Language`` for the HTML the server writes, ``navigator.languages`` for the
script), a language majlis lacks falls back to English, ``?lang=`` works on every page,
and a choice, once made, is remembered.  On a phone (360x740) and a laptop (1366x768)."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import Browser, Page

from majlis.i18n import say
from tests.serverkit import Server
from tests.webkit import new_page

SIZES = [pytest.param(360, 740, id="phone"), pytest.param(1366, 768, id="laptop")]
LOCALES = [("ar-SA", "ar", "rtl"), ("en-GB", "en", "ltr"), ("fr-FR", "en", "ltr"),
           ("hi-IN", "hi", "ltr"), ("cs-CZ", "cs", "ltr")]
"""A browser's locale, the language the page speaks to it and which way it writes."""
TITLE = {"en": "Majlis", "ar": "مجلس", "hi": "मजलिस", "cs": "Majlis"}
"""The top bar's title in each language, as the catalogues word it."""
EVENTS = {"en": "Events", "ar": "الفعاليات", "hi": "आयोजन", "cs": "Akce"}
"""The top bar's link to the events, in each language."""
PAGES = ["/", "/t/no-such-table", "/p/nobody", "/top/sedma", "/rules/sedma"]
"""The lobby (with the record viewer), a table, a player's page, a leaderboard, rules."""


def spoken(page: Page) -> tuple[str, str]:
    """The <html>'s lang and dir once the page has drawn its top bar."""
    page.locator("header.bar b").first.wait_for()
    return (page.evaluate("document.documentElement.lang"),
            page.evaluate("document.documentElement.dir"))


@pytest.mark.parametrize(("locale", "lang", "way"), LOCALES)
def test_the_first_html_follows_accept_language(web: Server, locale: str, lang: str,
                                                way: str) -> None:
    for path in PAGES[:4]:
        html = httpx.get(f"{web.url}{path}", headers={"accept-language": f"{locale},de;q=0.5"})
        assert f'<html lang="{lang}" dir="{way}"' in html.text, path
        assert f"<p>{say('page-needs-script', lang)}</p>" in html.text, path  # before script
        assert html.headers["vary"] == "accept-language, cookie"


def test_the_page_reads_its_words_from_each_language_s_catalogue(web: Server) -> None:
    """``/locales/LANG.ftl``: the page's catalogue and the refusals', for each language
    majlis speaks; none for one it does not."""
    czech = httpx.get(f"{web.url}/locales/cs.ftl")
    assert czech.status_code == 200 and czech.headers["content-type"].startswith("text/plain")
    assert "ui-sit = Sednout si sem" in czech.text and "refusal-busy = " in czech.text
    unknown = httpx.get(f"{web.url}/locales/fr.ftl")
    assert (unknown.status_code, unknown.json()["error"]) == (404, "not_found")


def test_the_first_html_follows_a_link_and_a_choice_over_the_browser(web: Server) -> None:
    arabic = {"accept-language": "ar"}
    assert '<html lang="en" dir="ltr"' in httpx.get(f"{web.url}/?lang=en", headers=arabic).text
    chosen = httpx.get(f"{web.url}/p/nobody", headers=arabic, cookies={"majlis_lang": "en"})
    assert '<html lang="en" dir="ltr"' in chosen.text
    assert 'lang="ar" dir="rtl"' in httpx.get(f"{web.url}/rules/sedma", headers=arabic).text


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize(("locale", "lang", "way"), LOCALES)
def test_a_first_visit_speaks_the_browsers_language(browser: Browser, web: Server, locale: str,
                                                   lang: str, way: str, width: int,
                                                   height: int) -> None:
    page = new_page(browser, width, height, locale)
    page.goto(web.url)
    assert spoken(page) == (lang, way)
    assert page.inner_text("header.bar b") == TITLE[lang]
    assert page.inner_text("header.bar .to-events") == EVENTS[lang]
    assert page.evaluate("localStorage.getItem('majlis.lang')") is None  # nothing chosen yet
    page.context.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("lang", ["en", "ar", "hi", "cs"])
def test_lang_in_a_link_works_on_every_page_and_is_remembered(browser: Browser, web: Server,
                                                              lang: str, width: int,
                                                              height: int) -> None:
    other = "en" if lang == "ar" else "ar"
    page = new_page(browser, width, height, other)
    for path in PAGES:
        page.goto(f"{web.url}{path}?lang={lang}")
        assert spoken(page)[0] == lang, path
    page.goto(f"{web.url}/top/sedma")  # no ?lang=: the link's choice was remembered
    assert spoken(page)[0] == lang
    assert page.inner_text("header.bar .to-events") == EVENTS[lang]
    page.context.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_language_choice_offers_every_language_and_is_remembered(
        browser: Browser, web: Server, width: int, height: int) -> None:
    """The top bar offers the four languages each by its own name; one chosen is the
    page's at once, and after a reload; the bar still fits a phone's width."""
    page = new_page(browser, width, height, "ar")
    page.goto(web.url)
    assert spoken(page)[0] == "ar"
    offered = page.locator("#language option")
    assert offered.all_inner_texts() == ["English", "العربية", "हिन्दी", "Čeština"]
    assert page.locator("#language option[selected]").get_attribute("value") == "ar"
    for lang in ("en", "cs", "hi"):
        page.select_option("#language", lang)
        assert spoken(page) == (lang, "ltr")
        assert page.inner_text("header.bar .to-events") == EVENTS[lang]
        assert page.evaluate("document.documentElement.scrollWidth") <= width, lang
    page.reload()
    assert spoken(page) == ("hi", "ltr")
    assert page.inner_text("header.bar b") == TITLE["hi"]
    page.context.close()
