"""Cards, tiles, bit sets and random streams."""

import itertools
import random
import statistics
from typing import Any

import pytest

from majlis.cards import (
    ACE,
    DIAMONDS,
    FULL_DECK,
    CardSet,
    adjacent,
    card,
    card_text,
    parse_card,
    rank_value,
)
from majlis.dominoes import TileSet, ends, parse_tile, tile, tile_text
from majlis.rng import pick, shuffled, stream


@pytest.mark.parametrize("text", ["TD", "10D", "td", "10♦", "T♦", " TD "])
def test_ten_of_diamonds_in_every_spelling(text: str) -> None:
    assert parse_card(text) == card(DIAMONDS, 10)


@pytest.mark.parametrize("text", ["", "1D", "11D", "7X", "D7", "7", "♦"])
def test_bad_card_names_are_refused(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        parse_card(text)


def test_every_card_round_trips_through_text() -> None:
    assert len(CardSet(FULL_DECK)) == 52
    for c in CardSet(FULL_DECK):
        assert parse_card(card_text(c)) == c


def test_card_set_is_readable_and_ordered() -> None:
    hand = CardSet("KS 7D 8D")
    assert repr(hand) == "CardSet('7D 8D KS')"
    assert parse_card("8D") in hand and parse_card("9D") not in hand
    assert (hand - CardSet("8D")).text() == "7D KS"
    assert (hand | CardSet("2C")).text() == "2C 7D 8D KS"


def test_adjacency_follows_the_ace_option() -> None:
    table = CardSet("2H 7S KC AD").mask
    assert CardSet(adjacent(table, ace_low=True)) == CardSet("QC 2D 3H AH 6S 8S")
    assert CardSet(adjacent(table, ace_low=False)) == CardSet("QC AC KD 3H 6S 8S")


def test_ace_value_follows_the_option() -> None:
    assert rank_value(card(DIAMONDS, ACE), ace_low=True) == 1
    assert rank_value(card(DIAMONDS, ACE), ace_low=False) == 14


def test_every_tile_round_trips_and_either_order_parses() -> None:
    assert [tile_text(t) for t in range(28)][:8] == ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5",
                                                      "0-6", "1-1"]
    assert parse_tile("5-3") == parse_tile("3-5") == tile(3, 5)
    assert ends(tile(6, 6)) == (6, 6)
    assert TileSet("5-3 0-0").text() == "0-0 3-5"
    for bad in ("7-1", "3", "3-", "a-b", "12-1", "\u0666-6", "\u00b2-6", "\uff16-1"):
        with pytest.raises(ValueError, match="domino"):
            parse_tile(bad)


def draws(rng: Any, n: int = 200) -> list[float]:
    return [rng.random() for _ in range(n)]


def test_a_stream_is_reproducible_whatever_else_draws() -> None:
    reference = draws(stream(5, "hand", 0))
    random.seed(99)  # neither the global state ...
    other = stream(5, "hand", 1)
    mine = stream(5, "hand", 0)
    interleaved = []
    for _ in range(200):  # ... nor another stream drawn in between moves it
        random.random()
        other.random()
        interleaved.append(mine.random())
    assert interleaved == reference


def test_streams_of_different_names_or_seeds_are_independent() -> None:
    named = [draws(stream(5, "hand", i)) for i in range(20)]
    named += [draws(stream(5, "bot", 0, seat)) for seat in range(4)]
    named += [draws(stream(6, "hand", 0)), draws(stream("5", "deal", 0))]
    values = [x for sequence in named for x in sequence]
    assert len(set(values)) == len(values)  # no two streams share a draw
    for a, b in itertools.pairwise(named):
        # uncorrelated: E[xy] = 1/4 for independent uniforms (sd of this mean ~0.016)
        assert abs(statistics.fmean(x * y for x, y in zip(a, b, strict=True)) - 0.25) < 0.05
    assert all(0.4 < statistics.fmean(sequence) < 0.6 for sequence in named)


def test_shuffle_is_a_permutation_and_repeatable() -> None:
    items = list(range(52))
    once = shuffled(items, random.Random(3))
    assert sorted(once) == items and once != items
    assert shuffled(items, random.Random(3)) == once
    assert items == list(range(52))


def test_pick_draws_only_set_bits_and_all_of_them() -> None:
    rng = random.Random(1)
    mask = 0b1010_0110
    seen = {pick(mask, rng) for _ in range(200)}
    assert seen == {1, 2, 5, 7}
