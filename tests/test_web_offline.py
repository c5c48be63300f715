"""The page installs and plays offline: its manifest passes Chromium's installability
check, and after a first visit, with the network cut, a practice table of every game
plays whole hands against bots run by majlis's own Python in the page (Pyodide); a
match finished offline is kept on the device and, back online, opens in the record
viewer and is reviewed there."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, CDPSession, Page

from majlis.games import GAME_IDS
from majlis.i18n import LANGUAGES, say
from tests.serverkit import Server
from tests.webkit import finished_hands, play_until, shot, unfold_new_table

SHORT = {"sabat-al-deemin": {"target": 1}, "bint-al-sbeet": {"target": 1},
         "badam-saat": {"games": 1}, "asymmetric-badam-saat": {"games": 1},
         "sedma": {"target": 1}}
"""Each game's shortest match."""
READY_SECONDS = 120
"""For Pyodide to start in the page's worker (seconds on a laptop; more under load)."""
SETTLED = "() => document.getAnimations().every((a) => a.playState !== 'running')"
"""No card still on its way (the deal's and the moves' animations over)."""
REVIEW_SECONDS = 120
"""For the server to review a one-hand match."""
KEPT_READY = """async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active !== null && navigator.serviceWorker.controller !== null
        && (await caches.keys()).some((name) => name.startsWith('majlis-'));
}"""
"""Whether the service worker has kept the page and controls it."""


def practice(game: str, level: str = "rules") -> str:
    """The offline practice address of ``game``'s shortest match, bots moving at once."""
    options = json.dumps(SHORT[game], separators=(",", ":"))
    return f"/practice#game={game}&options={options}&level={level}&pace=0"


def first_visit(browser: Browser, web: Server, lang: str = "en", width: int = 1000,
                height: int = 900) -> Page:
    """A page in a fresh context, in ``lang``, that visited the lobby once and waited for
    the service worker to keep what it needs."""
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    page.goto(web.url + "/")
    page.wait_for_function(KEPT_READY, timeout=READY_SECONDS * 1000)
    return page


@pytest.fixture(scope="module")
def offline(browser: Browser, web: Server) -> Iterator[BrowserContext]:
    """A context that visited the page once, then lost the network."""
    page = first_visit(browser, web)
    page.context.set_offline(True)
    yield page.context
    page.context.close()


def open_practice(context: BrowserContext, web: Server, game: str, lang: str) -> Page:
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page.goto(web.url + practice(game))
    page.wait_for_selector("#main[data-event]", timeout=READY_SECONDS * 1000)
    return page


def test_the_manifest_passes_chromium_s_installability_check(browser: Browser,
                                                             web: Server) -> None:
    page = first_visit(browser, web)
    session = page.context.new_cdp_session(page)
    assert installability_errors(session) == []
    page.goto(web.url + "/api/health")  # no page: the check has something to say
    assert "no-manifest" in installability_errors(session)
    page.context.close()


def installability_errors(session: CDPSession) -> list[str]:
    """Why Chromium would not offer to install the page, but for the test's own browser:
    a Playwright context is a private window ("in-incognito"), which never installs."""
    errors = session.send("Page.getInstallabilityErrors")["installabilityErrors"]
    return [error["errorId"] for error in errors if error["errorId"] != "in-incognito"]


@pytest.mark.parametrize(("game", "lang"), list(zip(GAME_IDS, LANGUAGES * 2, strict=False)))
def test_a_whole_hand_against_bots_with_the_network_cut(offline: BrowserContext, web: Server,
                                                        game: str, lang: str) -> None:
    """Each game in one of the page's languages, in turn: its words kept too."""
    page = open_practice(offline, web, game, lang)
    assert page.evaluate("[navigator.onLine, document.documentElement.lang]") == [False, lang]
    assert page.locator(".offline-note").inner_text() == say("ui.offline_practice", lang)
    play_until([page], lambda: finished_hands(page) >= 1)
    page.close()


def test_the_lobby_offline_offers_practice_with_its_game_and_options(browser: Browser,
                                                                   web: Server) -> None:
    page = first_visit(browser, web)
    page.context.set_offline(True)
    page.reload()
    unfold_new_table(page)
    page.check("input[name=game][value=sedma]")
    field = page.locator("[data-option=target] input")
    field.fill("7")
    field.dispatch_event("change")
    page.wait_for_selector("form.new-table[aria-busy=false]")
    assert page.locator("form.new-table .error").count() == 0  # no server to ask: no error
    page.click("button.practice-offline")
    page.wait_for_selector("#main .hand button", timeout=READY_SECONDS * 1000)
    assert page.evaluate("location.pathname") == "/practice"
    assert "7" in page.locator(".badge.goal").inner_text()  # the form's target, not 60
    page.context.close()


def test_a_match_played_offline_is_kept_and_back_online_opens_and_is_reviewed(
        browser: Browser, web: Server) -> None:
    page = first_visit(browser, web)
    page.context.set_offline(True)
    page.goto(web.url + practice("sedma"))
    page.wait_for_selector("#main[data-event]", timeout=READY_SECONDS * 1000)
    play_until([page], lambda: page.evaluate(
        "JSON.parse(localStorage.getItem('majlis.offline_records') ?? '[]').length") > 0)
    record = page.evaluate("JSON.parse(localStorage.getItem('majlis.offline_records'))[0].record")
    assert record["game"] == "sedma" and record["result"]["winners"]
    assert record["seats"][1] == {"name": "bot 2", "bot": "rules", "default_name": True}
    page.context.set_offline(False)
    page.goto(web.url + "/")
    page.click(".kept-offline button.open-kept")
    page.wait_for_selector(".record-view h3")
    assert page.locator(".record-view .error").count() == 0
    page.click(".record-view .review button")
    page.wait_for_selector(".record-view .review-seats, .record-view .review .error",
                           timeout=REVIEW_SECONDS * 1000)
    assert page.locator(".record-view .review .error").count() == 0
    page.context.close()


@pytest.mark.parametrize(("lang", "width", "height"),
                         [("en", 360, 740), ("ar", 360, 740), ("en", 1366, 768),
                          ("ar", 1366, 768)])
def test_the_offline_table_screenshots(browser: Browser, web: Server, lang: str, width: int,
                                       height: int) -> None:
    """The offline table as a phone and a laptop show it, in English and Arabic (kept
    under test-artifacts/web/ for a person to look at), drawn in the page's language."""
    page = first_visit(browser, web, lang, width, height)
    page.context.set_offline(True)
    page.goto(web.url + practice("bint-al-sbeet"))
    page.wait_for_selector("#main .hand button", timeout=READY_SECONDS * 1000)
    assert page.evaluate("document.documentElement.lang") == lang
    page.wait_for_function(SETTLED)  # the deal drawn where it stays
    shot(page, f"offline-{lang}-{width}", full_page=False)
    page.context.close()
