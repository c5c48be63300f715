"""How the page names seats and bots, in English and Arabic: a bot's level as a
difficulty a newcomer knows ("Hard bot", "آلي صعب") in the lobby's seat pickers, at the
table's seat plates, in the match's result and on the leaderboard; a bot's seat nobody
named by a friendly name by its place ("Salem"), a person's seat nobody named "Player 1",
a given name as given; the level ids and stored names unchanged on the wire and in
records.  Screenshots ``names-*`` at 360×740 and 1366×768."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import BOT_NAMES, new_page, scroll_to, shot, unfold_new_table, wait_until

SIZES = {"phone": (360, 740), "laptop": (1366, 768)}
LEVELS = ("random", "rules", "search", "search-strong", "learned")
CHOICES = {"en": ["Person", "Easy bot", "Medium bot", "Hard bot", "Expert bot",
                  "Beta bot"],
           "ar": ["لاعب", "آلي سهل", "آلي متوسط", "آلي صعب", "آلي خبير", "آلي تجريبي"]}
"""The lobby's choices for a seat: a person, then each level by its difficulty."""
BOT = {"en": "{} bot", "ar": "آلي {}"}
WORDS = {"en": ("Easy", "Medium", "Hard", "Expert", "Beta"),
         "ar": ("سهل", "متوسط", "صعب", "خبير", "تجريبي")}
DIFFICULTY = {language: dict(zip(LEVELS, words, strict=True)) for language, words in WORDS.items()}


def close(page: Page) -> None:
    page.context.close()


def bot_label(language: str, level: str) -> str:
    return BOT[language].format(DIFFICULTY[language][level])


def page_in(browser: Browser, size: str, language: str, address: str) -> Page:
    """A page at ``address`` in ``language`` from its start (as the page remembers it)."""
    page = new_page(browser, *SIZES[size])
    page.context.add_init_script(f"localStorage.setItem('majlis.lang', '{language}')")
    page.goto(address)
    return page


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_lobby_offers_bots_by_difficulty_and_names_their_seats(
        web: Server, browser: Browser, language: str, size: str) -> None:
    page = page_in(browser, size, language, web.url + "/")
    unfold_new_table(page)
    page.check("input[name=game][value=badam-saat]")
    page.wait_for_selector("form.new-table[aria-busy=false]")
    options = page.locator("#seat-1 option")
    assert options.all_inner_texts() == CHOICES[language]
    assert [options.nth(i).get_attribute("value") for i in range(options.count())] == \
        ["human"] + [f"bot:{level}" for level in LEVELS], "the level ids stay on the wire"
    for seat in (1, 2, 3):
        row = page.locator(f".seat-row[data-seat='{seat}']")
        assert row.locator(".bot-name").inner_text() == BOT_NAMES[language][seat]
    page.select_option("#seat-2", "bot:search")
    page.select_option("#seat-3", "human")
    assert page.locator(".seat-row[data-seat='3'] .bot-name").count() == 0
    scroll_to(page, ".seat-row[data-seat='2']")
    shot(page, f"names-lobby-{language}-{size}", full_page=False)
    page.click("button[type=submit]")
    page.wait_for_selector(".links")
    links = page.locator(".links li").all_inner_texts()
    assert f"{BOT_NAMES[language][1]} · {bot_label(language, 'rules')}" in links[1], links
    assert f"{BOT_NAMES[language][2]} · {bot_label(language, 'search')}" in links[2], links
    table = page.locator(".links").get_attribute("data-table")
    seats = web.get(f"/api/tables/{table}")["seats"]
    assert [(s["name"], s["bot"]) for s in seats[1:3]] == [("bot 2", "rules"), ("bot 3", "search")]
    close(page)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_tables_plates_name_each_seat_and_say_each_bots_difficulty(
        web: Server, browser: Browser, language: str, size: str) -> None:
    table, tokens = web.table("badam-saat", {"players": 5}, [
        {"kind": "human"}, {"kind": "bot", "level": "random"},
        {"kind": "bot", "level": "search-strong"}, {"kind": "human", "name": "Noura"},
        {"kind": "bot", "level": "learned"}])
    page = page_in(browser, size, language, f"{web.url}/t/{table}#seat={tokens[0]}")
    page.wait_for_selector("#main[data-event]")
    plate = lambda seat: page.locator(f".seat[data-seat='{seat}'] .name")  # noqa: E731
    you = {"en": "You", "ar": "أنت"}[language]
    player = {"en": "Player 1", "ar": "لاعب 1"}[language]
    assert plate(0).inner_text().startswith(f"{player} ({you})")
    for seat, level in ((1, "random"), (2, "search-strong"), (4, "learned")):
        assert plate(seat).inner_text().startswith(BOT_NAMES[language][seat]), seat
        assert bot_label(language, level) in plate(seat).locator(".badge").all_inner_texts()
    assert plate(3).inner_text().startswith("\u2068Noura\u2069"), "a given name as given"
    if language == "ar":
        assert not re.search("[A-Za-z]", " ".join(plate(s).inner_text() for s in (0, 1, 2, 4)))
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, f"names-table-{language}-{size}", full_page=False)
    close(page)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_result_and_the_leaderboard_say_each_bots_difficulty(
        web: Server, browser: Browser, language: str) -> None:
    table, _ = web.table("badam-saat", {"games": 1, "players": 3}, [
        {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "rules"},
        {"kind": "bot", "level": "search"}])
    wait_until(lambda: web.get(f"/api/tables/{table}")["status"] == "over", "the bots finish", 60)
    record = web.get(f"/api/tables/{table}/record")
    assert [s["bot"] for s in record["seats"]] == ["random", "rules", "search"]
    assert [s["name"] for s in record["seats"]] == ["bot 1", "bot 2", "bot 3"]
    winners = record["result"]["winners"]
    page = page_in(browser, "laptop", language, f"{web.url}/t/{table}")
    summary = page.locator("dialog.summary[open] .winners")
    summary.wait_for()  # the match's last hand, summed up once the page opens
    shot(page, f"names-summary-{language}", full_page=False)
    in_summary = summary.inner_text()
    page.click("dialog.summary[open] button.primary")
    said = page.locator(".result .winners")
    for seat in winners:
        level = record["seats"][seat]["bot"]
        named = f"{BOT_NAMES[language][seat]} ({bot_label(language, level)})"
        assert named in in_summary and named in said.inner_text()
    scroll_to(page, ".result")
    shot(page, f"names-result-{language}", full_page=False)
    page.goto(f"{web.url}/top/badam-saat")
    bots = page.locator(".leaderboard tr.bot")
    bots.first.wait_for()
    shown = {bots.nth(i).locator("td").nth(1).inner_text() for i in range(bots.count())}
    assert shown == {bot_label(language, level) for level in LEVELS}, shown
    close(page)
