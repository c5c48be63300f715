"""Refusals as keys: the English reasons are those of before, byte for byte; every
refusal has a key of its game; the page words the table's own refusals in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from majlis.explain import Fact
from majlis.games import GAME_IDS, game_class, make_game
from majlis.protocol import IllegalAction
from majlis.server.seats import TABLE_REASONS
from tests.refusal_cases import golden, read_golden, refusals

I18N = Path(__file__).parents[1] / "src/majlis/server/static/js/i18n.js"


@pytest.fixture(scope="module")
def rows() -> list[list[Any]]:
    return list(refusals())


def test_english_reasons_are_those_of_before(rows: list[list[Any]]) -> None:
    before, now = read_golden(), golden(rows)
    missing = [d for d in before["distinct"] if d not in now["distinct"]]
    new = [d for d in now["distinct"] if d not in before["distinct"]]
    assert (missing, new) == ([], [])
    assert (now["rows"], now["sha256"]) == (before["rows"], before["sha256"])


def test_every_refusal_has_a_key_of_its_game(rows: list[list[Any]]) -> None:
    for game_id, _, _, _, _, _, _, key in rows:
        assert key in game_class(game_id).REASONS, (game_id, key)
    used = {(row[0], row[7]) for row in rows}
    for game_id in GAME_IDS:
        assert {(game_id, key) for key in game_class(game_id).REASONS} <= used, game_id


def test_the_reason_is_the_template_of_the_key() -> None:
    game = make_game("bint-al-sbeet", {})
    refusal = game.refuse("5C", Fact("must_follow", 2, value=3), suit="spade")
    assert refusal.reason == "must follow suit: seat 2 holds a spade"
    assert refusal.why == Fact("must_follow", 2, value=3)
    assert str(refusal) == "5C: must follow suit: seat 2 holds a spade"


def test_a_refusal_without_a_key_still_words_itself() -> None:
    refusal = IllegalAction("7H", "no reason")
    assert (refusal.why, str(refusal)) == (None, "7H: no reason")


def i18n_keys() -> dict[str, list[Any]]:
    """The ``refusal.*`` entries of the page's words: key -> [English, Arabic]."""
    text = I18N.read_text()
    found = re.findall(r'^\s*"(refusal\.[\w+]+)": (\[.*\]),$', text, re.MULTILINE)
    return {key: json.loads(words) for key, words in found}


def test_the_page_words_every_table_refusal_in_both_languages() -> None:
    """The table's own refusals are the page's words; the games' refusals are the
    games' (``tests/test_words.py``)."""
    words = i18n_keys()
    for key in sorted(TABLE_REASONS):
        english, arabic = words.get(f"refusal.{key}", [None, None])
        assert english and arabic, key
        assert not re.search("[A-Za-z]", re.sub(r"\{\w+\}", "", arabic)), key
