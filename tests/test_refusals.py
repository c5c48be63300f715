"""Refusals as keys, worded once: the English reasons (what ``majlis verify`` prints) are
the games' own words for people, pinned by a golden walk; every refusal has words of its
game in every language; a refusal several games give is worded once for all; the
catalogues word the table's own refusals in every language."""

from __future__ import annotations

import re
from itertools import combinations, product
from typing import Any

import pytest

from majlis.catalogues import messages
from majlis.dominoes import tile
from majlis.explain import Fact
from majlis.games import GAME_IDS, game_class, make_game
from majlis.i18n import LANGUAGES as PAGE_LANGUAGES
from majlis.i18n import message_id, say
from majlis.protocol import Game, IllegalAction
from majlis.server.seats import TABLE_REASONS, table_refusal
from majlis.words import COMMON, LANGUAGES, Catalogue, gather, template
from tests.refusal_cases import golden, read_golden, refusals

COMMON_WORDS = gather(COMMON)


@pytest.fixture(scope="module")
def rows() -> list[list[Any]]:
    return list(refusals())


def test_english_reasons_are_those_of_the_golden_walk(rows: list[list[Any]]) -> None:
    before, now = read_golden(), golden(rows)
    missing = [d for d in before["distinct"] if d not in now["distinct"]]
    new = [d for d in now["distinct"] if d not in before["distinct"]]
    assert (missing, new) == ([], [])
    assert (now["rows"], now["sha256"]) == (before["rows"], before["sha256"])


def own_refusals(game_id: str) -> set[str]:
    """The refusal keys a game words in its own catalogues (``WORDS``)."""
    return {key for key in gather(game_class(game_id).WORDS) if key.startswith("refusal.")}


SHARED = {key for key in gather(COMMON) if key.startswith("refusal.")}


def worded_in(game: type[Game[Any]], key: str) -> Catalogue:
    """The last of a game's own catalogues that words ``key`` in English."""
    *_, last = (catalogue for catalogue in game.WORDS if key in gather((catalogue,)))
    return last


def test_every_refusal_has_words_of_its_game_in_every_language(rows: list[list[Any]]) -> None:
    met = {(row[0], row[7]) for row in rows}
    for game_id, key in met:
        languages = game_class(game_id).words().languages(f"refusal.{key}")
        assert languages == set(LANGUAGES), (game_id, key)


def test_every_refusal_worded_is_one_a_game_gives(rows: list[list[Any]]) -> None:
    """No dead words: every refusal a game words (or the games share) is met."""
    worded = SHARED.union(*(own_refusals(game_id) for game_id in GAME_IDS))
    assert worded == {f"refusal.{row[7]}" for row in rows}


def test_the_shared_refusals_are_worded_once() -> None:
    """A refusal that every game may give is worded once, in ``majlis.words.COMMON``, and
    no game words it again; a refusal two games give (a variant's and its parent's) is
    the one entry of one table, not a copy."""
    for game_id in GAME_IDS:
        assert own_refusals(game_id) & SHARED == set(), game_id
        words = game_class(game_id).words()
        for key, lang in product(SHARED, LANGUAGES):
            assert template(words, key, lang) == template(gather(COMMON), key, lang), (game_id, key)
    for one, other in combinations(map(game_class, GAME_IDS), 2):
        for key in own_refusals(one.id) & own_refusals(other.id):
            assert worded_in(one, key) is worded_in(other, key), (one.id, other.id, key)


def test_the_reason_is_the_english_words_of_the_key() -> None:
    game = make_game("bint-al-sbeet", {})
    refusal = game.refuse("5C", Fact("must_follow", 2, value=3))
    assert refusal.reason == "Follow suit: you hold spades."
    assert refusal.why == Fact("must_follow", 2, value=3)
    assert str(refusal) == "5C: Follow suit: you hold spades."
    held = make_game("sedma", {}).refuse("3-5", Fact("not_held", 1, tile(3, 5)))
    assert held.reason == template(COMMON_WORDS, "refusal.not_held", "en").replace(
        "{item}", "3-5") == "You do not hold 3-5."


def test_a_refusal_without_a_key_still_words_itself() -> None:
    refusal = IllegalAction("7H", "no reason")
    assert (refusal.why, str(refusal)) == (None, "7H: no reason")


def test_the_catalogues_word_every_table_refusal_in_every_language() -> None:
    """The table's own refusals are worded in the refusals' catalogue of each language
    (``majlis/locales/*/refusals.ftl``), Arabic without a Latin letter; the games'
    refusals are the games' (``tests/test_words.py``)."""
    for language in PAGE_LANGUAGES:
        worded, _ = messages(language, "refusals")
        for key in sorted(TABLE_REASONS):
            assert message_id(f"refusal.{key}") in worded, (language, key)
    for key in TABLE_REASONS:
        arabic = say(f"refusal.{key}", "ar", value=3) or ""
        assert arabic and not re.search("[A-Za-z]", arabic), key


def test_a_table_refusal_says_the_catalogue_s_english() -> None:
    """The server's message of a table's refusal is the sentence the page shows."""
    refusal = table_refusal("not_your_turn")
    assert refusal.message == say("refusal.not_your_turn", "en") == "It is not your turn."
