"""A review that coaches (issue 37): each game says, in its own terms and in English
and Arabic, what the best move did that the one played did not and the other way round
(:meth:`~majlis.protocol.Game.contrast`), from the deciding seat's view alone; the
review carries it (``why``), and the terminal's review leads with it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from majlis.cards import parse_card
from majlis.explain import Fact
from majlis.games import make_game
from majlis.games.badam_saat import SevensView
from majlis.protocol import Game
from majlis.simulate import random_match
from majlis.tui.names import names_for
from majlis.tui.review import Decision, why_sentence
from majlis.tui.seen import Seen, seat_names
from majlis.words import LANGUAGES, fact_key, template

SAID: dict[str, set[str]] = {
    "badam-saat": {"opens_own", "opens", "keeps_shut"},
    "asymmetric-badam-saat": {"opens_own", "opens", "keeps_shut"},
    "sabat-al-deemin": {"opens_own", "opens", "keeps_shut"},
    "bint-al-sbeet": {"takes_trick", "goes_over", "ducks", "gives", "keeps"},
    "sedma": {"sets_double", "opens_own", "opens"},
}
"""What each game says of a move in a few random matches, at least: sevens games what a card
opens (to the seat itself, to the others, to a seat it names) or keeps shut, the trick
game what wins or gives a trick and which penalty card goes or stays, dominoes the
double set and the double an end leaves open."""


def cards(text: str) -> int:
    return sum(1 << parse_card(name) for name in text.split())


def decisions(game: Game[Any], seed: int) -> Iterator[tuple[Any, tuple[int, ...]]]:
    """Every decision with a choice in a random match of ``game``: the seat's view and
    the legal actions."""
    match = random_match(game, seed)
    for number, hand in enumerate(match.hands):
        state = game.start(hand.dealer, hand.deal, match.totals(number), number)
        for seat, action in game.history(hand.state):
            legal = game.legal_actions(state)
            if len(legal) > 1:
                yield game.view(state, seat), legal
            state = game.apply(state, action)


@pytest.mark.parametrize("game_id", sorted(SAID))
def test_every_game_says_what_a_move_does_in_english_and_arabic(game_id: str) -> None:
    game = make_game(game_id, {})
    words = game.words()
    said: set[str] = set()
    for seed in range(3):
        for view, legal in decisions(game, seed):
            for action, other in zip(legal, legal[1:] + legal[:1], strict=True):
                for fact in game.contrast(view, action, other):
                    said.add(fact.name)
                    key = fact_key(words, "why", fact)
                    assert words.languages(key) == set(LANGUAGES), key
    assert said >= SAID[game_id]


def two_seats() -> tuple[Game[Any], SevensView]:
    """Seat 1 of two-seat Badam Saat to move, 7♥ and 7♦ on the table: it holds 8♦ 9♦
    6♥ 2♣, seat 0 every other card; the Ace high."""
    game = make_game("badam-saat", {"players": 2, "ace": "high"})
    table = cards("7H 7D")
    view = SevensView(1, 0, 1, cards("8D 9D 6H 2C"),
                      ((0, parse_card("7H")), (1, parse_card("7D"))), table, (44, 4))
    return game, view


def test_a_sevens_card_opens_your_run_or_lets_a_named_seat_lay() -> None:
    game, view = two_seats()
    eight, nine, six = (parse_card(name) for name in ("8D", "9D", "6H"))
    assert game.contrast(view, eight, six) == (Fact("opens_own", item=nine),)
    assert game.contrast(view, six, eight) == (Fact("lets_lay", 0, parse_card("5H")),)
    words = game.words()
    said = {lang: template(words, "why.lets_lay+seat+item", lang, seat="Salem", item="5♥")
            for lang in LANGUAGES}
    assert said == {"en": "lets Salem lay 5♥", "ar": "تخلّي Salem ينزّل 5♥",
                    "hi": "Salem को 5♥ चलने देता है", "cs": "dovolí hráči Salem vyložit 5♥"}


def test_a_card_that_opens_nothing_keeps_shut_what_the_other_opens() -> None:
    game, view = two_seats()
    ace, six = parse_card("AD"), parse_card("6H")
    run = SevensView(1, 0, 1, cards("AD 6H"), view.history, cards("7H 7D 8D 9D TD JD QD KD"),
                     (38, 2))
    assert game.contrast(run, ace, six) == (Fact("keeps_shut", item=parse_card("5H")),)
    assert game.contrast(run, six, ace) == (Fact("lets_lay", 0, parse_card("5H")),)


def test_the_review_carries_what_each_move_did_and_the_terminal_leads_with_it() -> None:
    game, view = two_seats()
    legal = (parse_card("8D"), parse_card("6H"))
    seen = Seen(game, view, names_for("symbols"), seat_names(2, 1), ("rules", ""), (0, 0),
                (0, 0))
    decision = Decision(3, 2, view, view, (0, 0), legal[1], legal[0], {}, 1.5, "mistake")
    assert why_sentence(seen, decision) == "8♦ opens 9♦ for your next turn; 6♥ lets Seat 1 lay 5♥. "
