"""Ratings and leaving in Chromium, at phone and laptop sizes, in English and Arabic: a
newcomer's rating reads as a provisional figure on the familiar scale (never a negative
one), its uncertainty said in words; the player's chart has axes, ticks, labels and its
provisional part marked; the leaderboard ranks the settled and marks the provisional;
before a rated match the page says what leaving costs; and a dropped player's seat is
counted down on every seat's page until they come back.  Screenshots ``ratings-*``
(docs/tables.md, "Ratings people can read")."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from majlis.server.players import Players, Result
from majlis.server.ratings import START, bot_rating, rate
from majlis.server.store import Store
from tests.serverkit import Server
from tests.webkit import shot, web_server

GAME = "sedma"
PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1366, "height": 768}
SIZES = (("phone", PHONE), ("laptop", LAPTOP))
ALONE = ((0,), (1,), (2,), (3,))
WORDS = {"en": {"provisional": "provisional", "matches": "Rated matches", "rating": "Rating",
                "grace": "connection lost", "leaving": "leaving counts as a loss"},
         "ar": {"provisional": "مبدئي", "matches": "المباريات المحسوبة", "rating": "التقييم",
                "grace": "انقطع الاتصال", "leaving": "المغادرة تنحسب خسارة"}}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with web_server(tmp_path_factory.mktemp("ratings"), "--grace-seconds", "120") as server:
        yield server


def person(browser: Browser, size: dict[str, int], lang: str) -> Page:
    context = browser.new_context(viewport=size)  # type: ignore[arg-type]
    context.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    return page


def played(server: Server, name: str, places: list[int]) -> None:
    """``name`` registered, with a rated Sedma match against three Expert bots for each
    of ``places`` (theirs), rated as a finished match is."""
    players = Players(Store(server.db))
    try:
        made = players.register(name)
        assert made is not None
        rating = START
        bots = {seat: bot_rating(GAME, "search") for seat in (1, 2, 3)}
        for n, place in enumerate(places):
            others = [p for p in (1, 2, 3, 4) if p != place]
            rating = rate(ALONE, [place, *others], {0: rating, **bots}, [0], [])[0]
            players.record(f"{name}-{n}", 0, GAME, True, lambda _, r=rating, p=place: [
                Result(made[0], 0, p, p == 1, False, r)])
    finally:
        players.store.close()


@pytest.fixture(scope="module")
def rated(server: Server) -> Server:
    """A newcomer after one lost match, and a regular after enough to settle."""
    played(server, "Sara", [4])
    draws = random.Random(5)
    played(server, "Noura", [draws.choice((1, 1, 2, 3, 4)) for _ in range(14)])
    return server


def test_ratings_read_on_a_familiar_scale_in_both_languages_and_sizes(
        browser: Browser, rated: Server) -> None:
    """Before: Sara read "rating -2.2 (skill 20.2 ± 7.5)", the chart had no axes, the
    board ranked her by that figure; now "rating 1307? (provisional: about ±300 ...)"."""
    for (size_name, size), lang in [(s, lang) for s in SIZES for lang in ("en", "ar")]:
        page = person(browser, size, lang)
        said = WORDS[lang]
        page.goto(f"{rated.url}/p/Sara")
        page.wait_for_selector(".game-figures .rating-plot")
        words = page.locator(".game-figures .rating").inner_text()
        figure = re.search(r"(\d{3,4})\?", words)
        assert figure and 1000 < int(figure.group(1)) < 1500, words
        assert said["provisional"] in words and re.search(r"±\s?\d{3}", words), words
        assert "-" not in words and "−" not in words, words
        for name in ("Sara", "Noura"):
            page.goto(f"{rated.url}/p/{name}")
            plot = page.locator(".game-figures .rating-plot")
            plot.wait_for()
            assert plot.locator(".axis.x .title").text_content() == said["matches"]
            assert plot.locator(".axis.y .title").text_content() == said["rating"]
            ticks = [int(t) for t in plot.locator(".axis.y > text:not(.title)").all_text_contents()]
            assert len(ticks) >= 2 and ticks == sorted(ticks) and all(t > 0 for t in ticks)
            assert plot.locator(".axis.x > text:not(.title)").count() >= 2
            marked = plot.locator(".provisional text").text_content()
            assert marked == said["provisional"]
            assert page.evaluate("document.documentElement.scrollWidth <= innerWidth + 1")
            shot(page, f"ratings-page-{name.lower()}-{size_name}-{lang}")
        part = plot.locator(".provisional rect").bounding_box()
        whole = plot.locator(".axis.x line").first.bounding_box()
        assert part and whole and 0 < part["width"] < whole["width"]  # settled since
        assert "?" not in page.locator(".game-figures .rating").inner_text()

        page.goto(f"{rated.url}/top/{GAME}")
        page.wait_for_selector(".leaderboard tbody tr.person")
        rows = page.locator(".leaderboard tbody tr")
        texts = [rows.nth(n).inner_text() for n in range(rows.count())]
        sara = next(n for n, text in enumerate(texts) if "Sara" in text)
        assert sara == len(texts) - 1, texts  # provisional: after every settled row
        assert "provisional" in (rows.nth(sara).get_attribute("class") or "")
        assert rows.nth(sara).locator("td").first.inner_text() == "—"
        ranks = [rows.nth(n).locator("td").first.inner_text() for n in range(sara)]
        assert ranks == [str(n) for n in range(1, sara + 1)]
        bots = [int(re.sub(r"\D", "", rows.nth(n).locator("td").nth(2).inner_text()))
                for n in range(rows.count()) if "bot" in (rows.nth(n).get_attribute("class") or "")]
        assert len(set(bots)) == len(bots) == 5, bots  # every level its own figure
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth + 1")
        shot(page, f"ratings-leaderboard-{size_name}-{lang}")
        page.context.close()


def take_name(page: Page, server: Server, name: str) -> None:
    page.goto(server.url + "/")
    page.fill("input[name=player-name]", name)
    page.click("form.become button")
    page.wait_for_selector(".player a.me")


def test_leaving_is_said_before_a_rated_match_and_a_drop_is_counted_down(
        browser: Browser, server: Server) -> None:
    """Before a rated match the page says what leaving costs; at the table, a player
    whose page went away is counted down on the other's page (Arabic, a phone), and
    coming back within the grace takes the seat back.  Before, neither was said."""
    hessa = person(browser, LAPTOP, "en")
    salem = person(browser, PHONE, "ar")
    for page, name, lang in ((hessa, "Hessa", "en"), (salem, "Salem", "ar")):
        take_name(page, server, name)
        leaving = page.locator(".quick .rated-leaving")
        assert not leaving.is_visible()
        page.select_option("#quick-game", "asymmetric-badam-saat")
        page.check("#quick-rated")
        assert leaving.is_visible() and WORDS[lang]["leaving"] in leaving.inner_text()
        shot(page, f"ratings-quick-play-{lang}")
        page.click("#quick-play")
        page.wait_for_url(re.compile(r"/t/[^#]+#seat="))
        page.wait_for_selector("#main[data-event]")
        assert page.locator(".open-bar .rated-leaving").is_visible()
    link = hessa.url
    hessa.close()  # the laptop's page gone (a dropped connection)
    countdown = salem.locator(".seat .grace")
    countdown.wait_for()
    first = countdown.inner_text()
    assert WORDS["ar"]["grace"] in first and re.search(r"\d+", first), first
    salem.wait_for_function("(before) => document.querySelector('.seat .grace')"
                            "?.textContent !== before", arg=first)  # counting down
    shot(salem, "ratings-grace-phone-ar", full_page=False)
    again = person(browser, LAPTOP, "en")
    again.goto(link)
    again.wait_for_selector("#main[data-event]")
    salem.wait_for_selector(".seat .grace", state="detached")  # back: the seat kept
    salem.context.close()  # and now the phone's page goes
    countdown = again.locator(".seat .grace")
    countdown.wait_for()
    assert WORDS["en"]["grace"] in countdown.inner_text()
    shot(again, "ratings-grace-laptop-en", full_page=False)
