"""Players in Chromium: two browsers take names and press quick play, and land at one
table (the bot holding the second seat gives it to the person who arrives); their rated
match moves both ratings, shown on their pages and the leaderboard; a code moves a
player to a second browser context, which keeps the history.  Screenshots at phone and
laptop sizes, in English and Arabic."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from majlis.server.names import NAME_CHARACTERS
from tests.serverkit import Server
from tests.webkit import close_summaries, play_until, shot, web_server

GAME = "asymmetric-badam-saat"
PHONE = {"width": 360, "height": 740}
LAPTOP = {"width": 1366, "height": 768}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with web_server(tmp_path_factory.mktemp("players")) as server:
        yield server


def person(browser: Browser, size: dict[str, int], lang: str) -> Page:
    context = browser.new_context(viewport=size)  # type: ignore[arg-type]
    context.add_init_script(f"localStorage.getItem('majlis.lang') || "
                            f"localStorage.setItem('majlis.lang', '{lang}')")
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    return page


def take_name(page: Page, server: Server, name: str) -> None:
    page.goto(server.url + "/")
    page.wait_for_selector("input[name=game]", state="attached")  # the lobby drawn with its games
    page.fill("input[name=player-name]", name)
    page.click("form.become button")
    page.wait_for_selector(f".player[data-player='{name}'] a.me, .player [role=status].error")
    assert not page.locator(".player .error").count(), page.locator(".player .error").inner_text()


def quick_play(page: Page, rated: bool) -> str:
    """Press quick play for the game; the table the page sat down at."""
    page.select_option("#quick-game", GAME)
    page.set_checked("#quick-rated", rated)
    page.click("#quick-play")
    page.wait_for_url(re.compile(r"/t/[^#]+#seat="))
    page.wait_for_selector("#main[data-event]")
    return page.url.split("/t/")[1].split("#")[0]


def seat_names(page: Page) -> list[str]:
    return page.locator(".seat .name").all_inner_texts()


def test_quick_play_a_rated_match_and_a_player_moved(browser: Browser, server: Server) -> None:
    noura = person(browser, LAPTOP, "en")
    salem = person(browser, PHONE, "ar")
    take_name(noura, server, "Noura")
    shot(noura, "players-lobby-laptop-en")
    table = quick_play(noura, rated=True)
    noura.wait_for_selector(".open-bar .start-now")
    assert any("Medium bot" in name for name in seat_names(noura))  # a bot holds the other seat

    take_name(salem, server, "سالم")
    salem.wait_for_selector(f".open-tables li[data-table='{table}'] button.sit")
    shot(salem, "players-lobby-phone-ar")
    assert quick_play(salem, rated=True) == table  # the table that waited longest
    noura.wait_for_function("() => [...document.querySelectorAll('.seat .name')]"
                            ".some(e => e.textContent.includes('سالم'))")  # the bot gave its seat
    shot(noura, "players-table-laptop-en", full_page=False)
    shot(salem, "players-table-phone-ar", full_page=False)

    pages = [noura, salem]
    play_until(pages, lambda: all(p.locator("h3.winners").count() for p in pages), limit=600)
    close_summaries(pages)

    for page, name in ((noura, "Noura"), (salem, "سالم")):
        page.goto(f"{server.url}/p/{name}")
        page.wait_for_selector(f".game-figures[data-game='{GAME}'] .rating-plot polyline")
        figures = page.locator(f".game-figures[data-game='{GAME}']").inner_text()
        assert "1" in figures and "±" in figures
        assert page.locator(".matches li").count() == 1
        href = page.locator(".matches li a[download]").get_attribute("href")
        record = page.request.get(server.url + str(href)).json()
        assert record["seats"][0]["name"] == "Noura" and record["seed"]
    shot(noura, "players-page-laptop-en")
    shot(salem, "players-page-phone-ar")
    ratings = [server.get(f"/api/players/{n}")["games"][GAME]["rating"]["mu"]
               for n in ("Noura", "سالم")]
    assert all(mu != 25 for mu in ratings) and ratings[0] != ratings[1]

    salem.goto(f"{server.url}/top/{GAME}")
    salem.wait_for_selector(".leaderboard tbody tr.person")
    assert salem.locator(".leaderboard tr.person").count() == 2
    assert salem.locator(".leaderboard tr.bot").count() >= 3
    shot(salem, "players-leaderboard-phone-ar")

    noura.goto(server.url + "/")
    noura.click(".player button.make-code")
    noura.wait_for_function("() => document.querySelector('.player output.code').textContent")
    code = noura.locator(".player output.code").inner_text()
    assert re.fullmatch(r"[A-Z2-7]{4}(-[A-Z2-7]{4}){3}", code)
    shot(noura, "players-code-laptop-en")
    moved = person(browser, PHONE, "en")
    moved.goto(server.url + "/")
    moved.fill("input[name=player-code]", code)
    moved.click("form.move button")
    moved.wait_for_selector(".player[data-player='Noura'] a.me")
    moved.click(".player a.me")
    moved.wait_for_selector(".matches li")
    assert moved.locator(".matches li").count() == 1
    assert moved.locator(f".game-figures[data-game='{GAME}'] .rating-plot").count() == 1
    shot(moved, "players-moved-phone-en")
    for page in (noura, salem, moved):
        html = page.content()
        key = page.evaluate("JSON.parse(localStorage.getItem('majlis.player')).key")
        assert len(key) >= 32 and key not in html and key not in page.url


def test_the_players_pages_at_phone_and_laptop_sizes_in_both_languages(
        browser: Browser, server: Server) -> None:
    """The lobby, a player's page and a leaderboard in English and Arabic, on a phone
    and a laptop: every word in the page's language, nothing wider than the window."""
    noura = person(browser, LAPTOP, "en")
    take_name(noura, server, "Hessa")
    key = noura.evaluate("localStorage.getItem('majlis.player')")
    for (size_name, size), lang in [(s, lang) for s in (("phone", PHONE), ("laptop", LAPTOP))
                                    for lang in ("en", "ar")]:
        page = person(browser, size, lang)
        page.goto(server.url + "/")
        page.evaluate(f"localStorage.setItem('majlis.player', {key!r})")
        for path, ready, name, ours in (
                ("/", ".player a.me", "lobby", ".duo, .open-tables"),
                ("/p/Hessa", ".profile", "page", "#main"),
                (f"/top/{GAME}", ".leaderboard tbody tr", "leaderboard", "#main")):
            page.goto(server.url + path)
            page.wait_for_selector(ready)
            assert page.evaluate("document.documentElement.dir") == ("rtl" if lang == "ar"
                                                                     else "ltr")
            assert page.evaluate("document.documentElement.scrollWidth <= innerWidth + 1"), \
                f"{name} is wider than the {size_name}"
            words = " ".join(page.locator(ours).all_inner_texts())  # the lobby's game
            # cards show each game's English title beside its Arabic one, by design
            if lang == "ar":
                names = re.sub("Hessa|Noura", "", words)  # players' names are theirs
                assert not re.search("[A-Za-z]{3,}", names), words
            shot(page, f"players-{name}-{size_name}-{lang}")
        page.context.close()


def test_the_name_box_says_the_rule_and_a_look_alike_is_refused_in_arabic(
        browser: Browser, server: Server) -> None:
    """The box takes no more characters than a name may have and says the rule under
    it; a look-alike of a taken name is refused in the page's words, naming the player
    it looks like."""
    take_name(person(browser, LAPTOP, "en"), server, "Wadha")
    page = person(browser, PHONE, "ar")
    page.goto(server.url + "/")
    box = page.locator("input[name=player-name]")
    box.wait_for()
    box.fill("\u0645\u064f" * 60)  # a letter with its vowel, 120 characters typed
    assert len(box.input_value()) == NAME_CHARACTERS
    rule = page.locator("#" + str(box.get_attribute("aria-describedby")))
    assert "24" in rule.inner_text() and not re.search("[A-Za-z]", rule.inner_text())
    box.fill("W\u0430dha")  # a Cyrillic а
    page.click("form.become button")
    refusal = page.locator(".player [role=status].error")
    refusal.wait_for()
    assert "Wadha" in refusal.inner_text()
    assert not re.search("[A-Za-z]", refusal.inner_text().replace("Wadha", ""))
    shot(page, "players-look-alike-phone-ar")
    page.context.close()
