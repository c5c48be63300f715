"""A refused action is worded by the page in its language: the game's key and fields in
the game's own words, spoken to the player, with the suit's name in the page's language,
never the English reason with ``seat 0``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from majlis.games import game_class
from majlis.words import template
from tests.serverkit import Server
from tests.webkit import play_one, play_until, seat_pages, shot, switch_language, web_server

NAMES = {"en": "Noura", "ar": "نورة"}
SUITS = {"en": ["clubs", "diamonds", "hearts", "spades"], "ar": ["شريا", "ديمن", "هاص", "سبيت"]}
"""The suits' names on the page."""


def seat_link(web: Server, name: str, passing: bool = False) -> str:
    """A Bint Al-Sbeet table (no passing unless ``passing``) with ``name`` in the first
    seat and bots in the others: that seat's link."""
    options = {} if passing else {"pass_count": 0}
    answer = web.post("/api/tables", {"game": "bint-al-sbeet", "options": options,
                                      "seats": [{"kind": "human", "name": name}],
                                      "turn_clock": False}).json()
    link: str = answer["seats"][0]["link"]
    return link if link.startswith("http") else web.url + link


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_card_that_does_not_follow_suit_is_refused_in_words(
        web: Server, browser: Browser, language: str) -> None:
    page = seat_pages(browser, [seat_link(web, NAMES[language])])[0]
    if language == "ar":
        switch_language(page)
    must_follow = ".hand button.legal ~ button[aria-disabled], " \
                  ".hand button[aria-disabled] ~ button.legal"
    play_until([page], lambda: page.locator(must_follow).count() > 0)
    page.locator(".hand button[aria-disabled]").first.click(force=True)  # as a mouse can
    refusal = page.locator(".prompt .error")
    refusal.wait_for()
    text = refusal.inner_text().strip()
    shot(page, f"refused-{language}")
    words = template(game_class("bint-al-sbeet").words(), "refusal.must_follow", language) or ""
    said = re.escape(words).replace(re.escape("{suit}"), f"({'|'.join(SUITS[language])})")
    assert re.fullmatch(said, text), text  # the reason alone, no harsh "Refused: " before it
    if language == "en":
        assert text == "Follow suit: you hold " + text.rsplit(" ", 1)[1], text
    else:
        assert not re.search("[A-Za-z]", text), text
    assert "seat 0" not in text
    page.context.close()


CLICK_OUT_OF_TURN = """() => {
    const card = document.querySelector('.seats:not(.mine) .seat.to-move')
      && document.querySelector('.hand button[aria-disabled]');
    card?.click();  // as a mouse can: the page sends it all the same
    return Boolean(card);
}"""
"""A card clicked while a bot is to move, in one step inside the page (a click from outside
could land once the bots have moved, at this seat's turn); whether one was."""


def test_a_refusal_stays_while_the_bots_move(browser: Browser, tmp_path: Path) -> None:
    """A card played out of turn is refused, and the refusal is still there after the
    bots' next moves: it goes only when the seat acts again."""
    with web_server(tmp_path, "--bot-delay", "1") as server:  # time to act out of turn
        page = seat_pages(browser, [seat_link(server, NAMES["en"])])[0]
        play_until([page], lambda: page.evaluate(CLICK_OUT_OF_TURN))
        refusal = page.locator(".prompt .error")
        refusal.wait_for()
        text = refusal.inner_text()
        assert text == "It is not your turn.", text
        # this seat's turn again: the bot to move when the table refused has moved since
        page.locator(".seats.mine .seat.to-move").wait_for()
        assert refusal.inner_text() == text, "the refusal outlives the next states"
        shot(page, "refusal-kept")
        assert play_one([page]), "this seat acts"
        assert refusal.count() == 0, "gone when the seat acts"
        page.context.close()


SEAT_NAMES = {"en": ["Noura (You)", "Salem", "Mariam", "Rashid"],
              "ar": ["نورة (أنت)", "سالم", "مريم", "راشد"]}
"""The seats' names in their boxes, as the page words them."""


def sentences(language: str, name: str) -> re.Pattern[str]:
    """Any of Bint Al-Sbeet's facts about a seat, in its words in ``language``, naming
    the seat ``name`` (its other fields anything)."""
    words = game_class("bint-al-sbeet").words()
    texts = [template(words, key, language) or "" for key in words if key.startswith("fact.")]
    templates = [text for text in texts if "{seat}" in text]
    said = [re.sub(r"\\\{(item|value|suit)\\\}", ".+", re.escape(text))
            .replace(re.escape("{seat}"), re.escape(name)) for text in templates]
    return re.compile("|".join(f"(?:{one})" for one in said))


SEAT_FACTS = """() => [...document.querySelectorAll('.seat[data-seat]')].map((box) =>
    [Number(box.dataset.seat), box.querySelector('.seat-facts')?.innerText ?? ''])"""
"""Each seat box's seat and facts, read in one step (the bots play on between reads)."""


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_seats_facts_are_the_games_sentences_about_it(web: Server, browser: Browser,
                                                      language: str) -> None:
    """Once the cards are exchanged (before the play, when the passing leaves the
    table), each seat box says the game's facts about its seat as the game's sentences
    with the seat's name in them, the items of same-named facts together ("Rashid gets
    Q♠ 2♥ 9♣ from you")."""
    page = seat_pages(browser, [seat_link(web, NAMES[language], passing=True)])[0]
    if language == "ar":
        switch_language(page)
    boxes: list[tuple[int, str]] = []  # as one state drew them

    def exchanged() -> bool:
        boxes[:] = page.evaluate(SEAT_FACTS)
        return any({"en": "gave you", "ar": "إليك"}[language] in facts for _, facts in boxes)

    play_until([page], exchanged)
    pieces = 0
    for seat, facts in boxes:
        said = sentences(language, SEAT_NAMES[language][seat])
        for fact in filter(None, facts.split(" · ")):
            assert said.fullmatch(fact), f"seat {seat}: {fact!r}"
            pieces += 1
    assert pieces >= 3, "the passing, the cards passed and the cards received"
    passed = [fact for _, text in boxes
              for fact in text.split(" · ") if {"en": "from you", "ar": "منك"}[language] in fact]
    assert len(passed) == 1 and len(re.findall("[♣♦♥♠]", passed[0])) == 3, passed
    shot(page, f"seat-facts-{language}")
    page.context.close()
