"""The first ten minutes' dead ends and words, on a phone (360x740) and a laptop
(1366x768), in English and Arabic: a link to no table offers the lobby and the open
tables, a leaderboard of no game says so; the record viewer speaks the page's language
and the players' names; the lobby's boxes say what they want, its tables are named by
what they are; a seat's words say what a badge means and when a choice is ready."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import pytest
from playwright.sync_api import Page

from majlis.games import make_game
from majlis.records import to_record
from majlis.simulate import random_match
from majlis.words import template
from tests.serverkit import Server
from tests.webkit import BOT_NAMES, shot, start_table, unfold_new_table

VIEWS = [pytest.param(lang, width, height, id=f"{lang}-{width}")
         for lang in ("en", "ar") for width, height in ((360, 740), (1366, 768))]
"""Each test's page: English and Arabic, on a phone and a laptop."""

SAID = {
    "no_table": {"en": "There is no such table.", "ar": "لا توجد طاولة بهذا الرابط."},
    "no_game": {"en": "There is no game of this name.", "ar": "ما في لعبة بهذا الاسم."},
    "open_tables": {"en": "Open tables", "ar": "الطاولات المفتوحة"},
    "turn": {"en": "turn, not", "ar": "الدور على"},
    "not_json": {"en": "This file is not a record: a record is the JSON file a finished "
                       "table gives to download.",
                 "ar": "هذا الملف ليس سجلًا: السجل ملف JSON تنزّله من الطاولة بعد نهاية المباراة."},
    "deal": {"en": "The deal", "ar": "التوزيع"},
    "playing": {"en": "playing", "ar": "جارية"},
    "type_2_to_8": {"en": "Type a number from 2 to 8.", "ar": "اكتب رقمًا من 2 إلى 8."},
}
"""What the page says, as i18n.js words it."""


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


def a_record(seed: int = 2) -> dict[str, Any]:
    """A match of Bint Al-Sbeet as a table's record, its seats bots the server named."""
    record = to_record(random_match(make_game("bint-al-sbeet", {}), seed))
    record["seats"] = [{"name": f"bot {seat + 1}", "bot": "rules", "default_name": True}
                       for seat in range(4)]
    return json.loads(json.dumps(record))


def card_face(text: str) -> str:
    """A card as the page shows it: "K♣", "10♥"."""
    return text[:-1].replace("T", "10") + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[text[-1]]


def viewer_says(page: Page, record: Any) -> str:
    """What the record viewer says of ``record`` (JSON, or text as it is), isolating
    marks left out."""
    text = record if isinstance(record, str) else json.dumps(record)
    page.locator("#record-file").set_input_files(
        files=[{"name": "match.json", "mimeType": "application/json", "buffer": text.encode()}])
    view = page.locator(".record-view")
    view.locator(":scope > *").first.wait_for()
    return "".join(c for c in view.inner_text() if c not in "\u2066\u2067\u2068\u2069")


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_the_record_viewer_speaks_the_pages_language_and_the_players_names(
        opened: Page, web: Server, lang: str, width: int) -> None:
    page = opened
    page.goto(web.url)
    record = a_record()
    seat, card = record["hands"][0]["actions"][3]
    wrong = json.loads(json.dumps(record))
    wrong["hands"][0]["actions"][3] = [(seat + 1) % 4, card]
    said = viewer_says(page, wrong)
    names = BOT_NAMES[lang]
    assert names[seat] in said and names[(seat + 1) % 4] in said and card_face(card) in said
    assert card not in said and "seat" not in said.lower() and SAID["turn"][lang] in said
    page.locator(".record-view").scroll_into_view_if_needed()
    shot(page, f"first-ten-record-turn-{lang}-{width}", full_page=False)

    said = viewer_says(page, "{ not a record")
    assert said == SAID["not_json"][lang], "the page's words, not a JSON parser's"

    viewer_says(page, record)
    page.locator(".record-view .steps").wait_for()
    deal = page.evaluate("""(word) => [...document.querySelectorAll('.record-view *')]
      .filter((e) => !e.children.length && e.textContent.trim() === word).length""",
                         SAID["deal"][lang])
    assert deal == 1, "'The deal' shows once"


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_the_lead_offer_is_explained_where_it_shows(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Sedma's badge "lead offer" opens what it means, in the game's own words, and it
    stays open as the table is drawn again."""
    words = make_game("sedma", {}).words()
    table, tokens = web.table("sedma", {}, [{"kind": "human", "name": "Noura"}])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    badge = page.locator("details.meaning[data-word=dealer]")
    badge.locator("summary", has_text=template(words, "word.dealer", lang)).click()
    meaning = badge.locator("span")
    meaning.wait_for()
    assert meaning.inner_text() == template(words, "meaning.dealer", lang)
    shot(page, f"first-ten-lead-offer-{lang}-{width}", full_page=False)
    other = "ar" if lang == "en" else "en"
    page.select_option("#language", other)  # the table drawn again, in the other language
    page.wait_for_function("([el, words]) => el.textContent === words",
                           arg=[meaning.element_handle(), template(words, "meaning.dealer", other)])


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_an_emptied_number_box_says_what_to_type(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Badam Saat's Players box emptied is no number, not 0: it says what to type, where
    the server refused "0" ("Players is from 2 to 8, not 0")."""
    page = opened
    page.goto(web.url)
    unfold_new_table(page)
    page.locator(".game-card[data-game=badam-saat] input[type=radio]").check()
    players = page.locator("#option-players")
    players.fill("")
    players.press("Tab")
    field = page.locator("[data-option=players]")
    field.get_by_role("alert").filter(has_text=SAID["type_2_to_8"][lang]).wait_for()
    assert " 0" not in page.locator("form.new-table").inner_text()
    field.scroll_into_view_if_needed()
    shot(page, f"first-ten-empty-number-{lang}-{width}", full_page=False)
    players.fill("5")
    players.press("Tab")
    field.get_by_role("alert").wait_for(state="detached")
    page.locator("[data-seat='4']").wait_for()  # five seats now


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_your_tables_are_named_by_game_players_and_time(
        opened: Page, web: Server, lang: str, width: int) -> None:
    page = opened
    started = start_table(page, web, "sedma", {}, humans=1)
    page.goto(web.url)
    line = page.locator(f".tables li[data-table='{started['table']}']")
    line.locator(".status", has_text=SAID["playing"][lang]).wait_for()  # the server answered
    text = "".join(c for c in line.inner_text() if c not in "\u2066\u2067\u2068\u2069")
    title = template(make_game("sedma", {}).words(), "title", lang)
    assert text.startswith(title) and all(name in text for name in BOT_NAMES[lang][1:4])
    assert str(datetime.now().year) in text, "when it was opened"
    assert str(started["table"]) not in text, "not its id, which says nothing"
    line.scroll_into_view_if_needed()
    shot(page, f"first-ten-your-tables-{lang}-{width}", full_page=False)


@pytest.mark.parametrize(("lang", "width", "height"), VIEWS)
def test_a_whole_choice_held_asks_to_confirm_it(
        opened: Page, web: Server, lang: str, width: int) -> None:
    """Bint Al-Sbeet's three cards to pass all chosen: the prompt asks to press Confirm
    (in the game's words), not "Choose the cards to pass to Salem: 0 to go"."""
    words = make_game("bint-al-sbeet", {}).words()
    confirm = (template(words, "confirm.pass_cards+seat", lang) or "").split("{seat}")[0]
    table, tokens = web.table("bint-al-sbeet", {}, [{"kind": "human", "name": "Noura"}])
    page = opened
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    cards = page.locator(".hand button.legal:not(.picked)")
    for _ in range(3):
        cards.first.click()
    prompt = page.locator(".prompt > span").first
    assert prompt.inner_text().startswith(confirm) and "0" not in prompt.inner_text()
    page.locator(".declarations button.confirm").wait_for()
    shot(page, f"first-ten-confirm-{lang}-{width}", full_page=False)
