"""The Sevens-family bots: sampled deals agree with the view and what passes showed,
the rules make the textbook plays, and the fast playouts follow the rules."""

from __future__ import annotations

import random
from typing import Any

import pytest

import majlis.bots.asymmetric_badam_saat as asym_bots
import majlis.bots.badam_saat as badam_bots
import majlis.bots.sabat_al_deemin as deemin_bots
from majlis.bitset import bits
from majlis.bots.rules import RulesBot
from majlis.cards import FULL_DECK, SEVENS, CardSet, adjacent
from majlis.games.asymmetric_badam_saat import (
    AsymmetricBadamSaat,
    AsymmetricState,
)
from majlis.games.badam_saat import PASS, SEVEN_OF_HEARTS, BadamSaat, SevensState
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import (
    DECK,
    DOUBLE,
    REDEAL,
    TREBLE,
    DeeminState,
    Phase,
    may_demand_redeal,
    playable,
)
from majlis.protocol import Deal, Game

RULES = RulesBot()


def cards(text: str) -> int:
    return CardSet(text).mask


def rules_positions(game: Game[Any], hands: int, seed: int) -> list[tuple[Any, int]]:
    """States met while rules bots play ``hands`` hands, a few per hand, with the
    seat to move."""
    rng = random.Random(seed)
    out = []
    for number in range(hands):
        state = game.deal(rng, number % game.seats)
        step = 0
        while (seat := game.to_move(state)) is not None:
            if step % 7 == 3:
                out.append((state, seat))
            legal = game.legal_actions(state)
            state = game.apply(state, RULES.act(game, game.view(state, seat), legal, rng))
            step += 1
    return out


# -- Badam Saat: sampling ---------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"players": 3, "ace": "high"}, {"players": 7}])
def test_badam_saat_samples_agree_with_the_view_and_replay_the_history(
        options: dict[str, Any]) -> None:
    game = BadamSaat(**options)
    rng = random.Random(4)
    for state, seat in rules_positions(game, 6, 1):
        view = game.view(state, seat)
        for _ in range(3):
            sample = badam_bots.sample_state(game, view, rng)
            assert game.view(sample, seat) == view
            assert game.legal_actions(sample) == game.legal_actions(state)
            # Put back what each seat played: the deal must replay the whole history,
            # so no seat holds a card it passed on.
            dealt = list(sample.hands)
            for who, action in view.history:
                if action != PASS:
                    dealt[who] |= 1 << action
            replay = game.start(view.dealer, Deal(tuple(dealt)), (0,) * game.players, 0)
            for _, action in view.history:
                replay = game.apply(replay, action)
            assert replay.hands == sample.hands


def test_a_seat_that_passed_never_holds_a_card_that_was_playable() -> None:
    game = BadamSaat()
    rng = random.Random(8)
    checked = 0
    for state, seat in rules_positions(game, 8, 2):
        view = game.view(state, seat)
        samples = [badam_bots.sample_state(game, view, rng) for _ in range(4)]
        table = 0
        for who, action in view.history:
            if action == PASS and who != seat:
                refused = (adjacent(table, True) | SEVENS) & FULL_DECK & ~table
                assert all(not sample.hands[who] & refused for sample in samples)
                checked += 1
            elif action != PASS:
                table |= 1 << action
    assert checked > 20


def test_the_seat_to_lead_holds_7h_in_every_sample() -> None:
    game = BadamSaat()
    state = game.deal(random.Random(3), 0)
    leader = game.to_move(state)
    assert leader is not None
    rng = random.Random(1)
    for seat in range(4):
        view = game.view(state, seat)
        for _ in range(5):
            sample = badam_bots.sample_state(game, view, rng)
            assert game.to_move(sample) == leader
            assert sample.hands[leader] >> SEVEN_OF_HEARTS & 1


def test_the_hand_reading_favours_deals_that_explain_the_choices() -> None:
    # Rules players reveal their hands by what they choose to play (a card with
    # nothing of theirs behind it is held back): the chain's deals explain the
    # others' choices far better than deals that only respect the passes.
    game = BadamSaat()
    rng = random.Random(5)
    read = plain = 0
    for state, seat in rules_positions(game, 4, 3):
        view = game.view(state, seat)
        points = badam_bots.choice_points(
            view.history, 4, lambda table: (adjacent(table, True) | SEVENS) & ~table)
        cannot = list(game.cannot_hold(view))
        unknown = FULL_DECK & ~view.table & ~view.hand
        deals = badam_bots.sampler(game, view, rng)
        for _ in range(3):
            uniform = badam_bots.sample_hands(unknown, seat, view.hand, view.counts, cannot,
                                              rng)
            for hands, counter in ((next(deals).hands, "read"), (uniform, "plain")):
                reader = badam_bots.HandReader(
                    list(hands), seat, cannot, points,
                    lambda hand, can: badam_bots.choose_card(hand, can, True), rng, 0.1)
                if counter == "read":
                    read += sum(reader.misses)
                else:
                    plain += sum(reader.misses)
    assert read * 3 < plain


# -- Badam Saat: the rules ----------------------------------------------------------


def badam_view(mine: str, table: str, seat: int = 0) -> tuple[BadamSaat, Any]:
    """Seat ``seat``'s view of a four-player hand where the others share the rest."""
    game = BadamSaat()
    own, down = cards(mine), cards(table)
    rest = list(bits(FULL_DECK & ~own & ~down))
    hands = [0, 0, 0, 0]
    hands[seat] = own
    for i, c in enumerate(rest):
        hands[[s for s in range(4) if s != seat][i % 3]] |= 1 << c
    state = SevensState(dealer=3, hands=tuple(hands), table=down, turn=seat, winner=-1,
                        trail=None)
    return game, game.view(state, seat)


def rules_play(game: BadamSaat, view: Any) -> str:
    legal = tuple(sorted(a for a in bits(view.hand & (adjacent(view.table, True) | SEVENS))))
    return game.action_text(badam_bots.rules_action(game, view, legal, random.Random(0)))


def test_play_the_heart_ten_that_frees_your_own_king() -> None:
    # The text's example: 10S, 10H and KH, no higher spade; JH and QH are out.
    game, view = badam_view("TS TH KH 2C 3C", "7S 8S 9S 7H 8H 9H")
    assert rules_play(game, view) == "TH"


def test_hold_a_seven_that_frees_only_the_others() -> None:
    # 7C opens twelve clubs, none ours; 9H brings our JH closer.
    game, view = badam_view("7C 9H JH 2D", "7H 8H")
    assert rules_play(game, view) == "9H"


def test_open_the_seven_whose_suit_we_hold() -> None:
    game, view = badam_view("7C 6C 5C 2C 8D", "7H 7D")
    assert rules_play(game, view) == "7C"


def test_shed_the_higher_card_on_equal_terms() -> None:
    # 6H and 8H both free one card of the others and nothing of ours.
    game, view = badam_view("6S 8S 2C", "7S 7H")
    assert rules_play(game, view) == "8S"


def test_the_badam_saat_playout_follows_the_rules() -> None:
    game = BadamSaat(players=5)
    rng = random.Random(2)
    for number in range(5):
        state = game.deal(rng, number % 5)
        fast = badam_bots.playout(game, state, rng)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, RULES.act(game, game.view(state, seat), legal, rng))
        assert fast == state


# -- Sab'at Al-Deemin -----------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"strict_warning": True},
                                     {"redeal_on_three": False}])
def test_deemin_samples_agree_with_the_view_and_the_passes(options: dict[str, Any]) -> None:
    game = SabatAlDeemin(**options)
    rng = random.Random(6)
    checked = 0
    for state, seat in rules_positions(game, 10, 4):
        view = game.view(state, seat)
        sample = deemin_bots.sample_state(game, view, rng)
        assert game.view(sample, seat) == view
        assert game.legal_actions(sample) == game.legal_actions(state)
        table = 0
        for who, action in deemin_bots.plain_history(view):
            if action == PASS and table and who != seat:
                assert not sample.hands[who] & playable(DECK, table)
                checked += 1
            elif action < PASS:
                table |= 1 << action
    assert checked > 5


def test_a_redeal_question_shows_nothing_to_the_sampler() -> None:
    """Seat 0 (three Kings) and seat 1 kept the deal: seat 2's samples give seat 0 three
    Kings or Aces no more often than a deal does (every seat is asked, and may keep)."""
    game = SabatAlDeemin()
    hands = (cards("KC KD KH 7C 8C 9C TC JC"), cards("7D 8D 9D TD JD QD AD AC"),
             cards("7H 8H 9H TH JH QH AH QC"), cards("7S 8S 9S TS JS QS KS AS"))
    state = game.start(3, Deal(hands), (0, 0, 0, 0), 0)
    assert game.to_move(state) == 0 and state.phase is Phase.REDEAL
    state = game.apply(game.apply(state, PASS), PASS)
    rng = random.Random(2)
    samples = [deemin_bots.sample_state(game, game.view(state, 2), rng) for _ in range(200)]
    strong = sum(may_demand_redeal(sample.hands[0]) for sample in samples)
    assert strong < 40  # about one deal in ten gives a seat that hand


def deemin_choice(hand: str, table: str, strict: bool = False) -> str:
    game = SabatAlDeemin(strict_warning=strict)
    own, down = cards(hand), cards(table)
    rest = list(bits(DECK & ~own & ~down))
    hands = [own, 0, 0, 0]
    for i, c in enumerate(rest):
        hands[1 + i % 3] |= 1 << c
    state = DeeminState(dealer=3, hands=tuple(hands), table=down, phase=Phase.PLAY, turn=0,
                        doubler=-1, trebler=-1, points=(0, 0), trail=None)
    legal = game.legal_actions(state)
    return game.action_text(deemin_bots.rules_action(game, game.view(state, 0), legal,
                                                     random.Random(0)))


def test_keep_a_lone_seven_to_go_out_with_it() -> None:
    assert deemin_choice("7C 9D", "7D 8D") == "9D"


def test_announce_the_last_card_when_the_warning_is_strict() -> None:
    assert deemin_choice("7C 9D", "7D 8D", strict=True) == "9D!"
    assert deemin_choice("7C 9D QS", "7D 8D", strict=True) == "9D"


def test_play_the_card_that_frees_your_own_run() -> None:
    # 8D frees our 9D and TD; 7H frees seven hearts for the others.
    assert deemin_choice("7H 8D 9D TD", "7D") == "8D"


def deemin_bid(hand: str, phase: Phase, legal: tuple[int, ...]) -> int:
    game = SabatAlDeemin()
    rest = list(bits(DECK & ~cards(hand)))
    hands = [cards(hand), 0, 0, 0]
    for i, c in enumerate(rest):
        hands[1 + i % 3] |= 1 << c
    state = DeeminState(dealer=3, hands=tuple(hands), table=0, phase=phase, turn=0,
                        doubler=-1 if phase is not Phase.TREBLE else 3, trebler=-1,
                        points=(0, 0), trail=None)
    return deemin_bots.rules_action(game, game.view(state, 0), legal, random.Random(0))


def test_double_a_strong_hand_and_pass_a_weak_one() -> None:
    strong, weak = "7C 7D 7H 8C 8D 9C 7S 8S", "AC AD KC KD QH QS JS TS"
    assert deemin_bots.strength(cards(strong)) > 0.8 > 0.2 > deemin_bots.strength(cards(weak))
    assert deemin_bid(strong, Phase.DOUBLE, (PASS, DOUBLE)) == DOUBLE
    assert deemin_bid(weak, Phase.DOUBLE, (PASS, DOUBLE)) == PASS
    assert deemin_bid(strong, Phase.TREBLE, (PASS, TREBLE)) == TREBLE
    assert deemin_bid(weak, Phase.TREBLE, (PASS, TREBLE)) == PASS


def test_demand_a_redeal_with_three_aces_and_no_low_cards() -> None:
    assert deemin_bid("AC AD AH KS QS JS QD JD", Phase.REDEAL, (PASS, REDEAL)) == REDEAL
    assert deemin_bid("AC AD AH 7S 8S 7C 8C 7D", Phase.REDEAL, (PASS, REDEAL)) == PASS
    # Asked too, a seat without three Kings or Aces keeps the deal, however weak.
    assert deemin_bid("AC AD KS QS JS QD JD TD", Phase.REDEAL, (PASS,)) == PASS


@pytest.mark.parametrize("strict", [False, True])
def test_the_deemin_playout_follows_the_rules(strict: bool) -> None:
    # From the deal and from the middle of the play, where the passes so far count.
    game = SabatAlDeemin(strict_warning=strict, redeal_on_three=False)
    rng = random.Random(9)
    for number in range(8):
        state = game.deal(rng, number % 4)
        for _ in range(number * 4):
            seat = game.to_move(state)
            if seat is None:
                break
            legal = game.legal_actions(state)
            state = game.apply(state, RULES.act(game, game.view(state, seat), legal, rng))
        fast = deemin_bots.playout(game, state, rng)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, RULES.act(game, game.view(state, seat), legal, rng))
        assert fast == state
        assert min(state.points) == 0  # nobody forgot to announce the last card


# -- Asymmetric Badam Saat -----------------------------------------------------------


def test_asymmetric_samples_agree_with_the_view_and_recent_passes() -> None:
    game = AsymmetricBadamSaat()
    rng = random.Random(7)
    checked = 0
    for state, seat in rules_positions(game, 25, 5):
        view = game.view(state, seat)
        cannot = game.cannot_hold(view)[1 - seat]
        for _ in range(3):
            sample = asym_bots.sample_state(game, view, rng)
            assert game.view(sample, seat) == view
            assert game.legal_actions(sample) == game.legal_actions(state)
            assert not sample.hands[1 - seat] & cannot
            assert sample.passes == state.passes
        checked += bool(cannot)
    assert checked > 3


def test_asymmetric_rules_free_your_own_cards() -> None:
    game = AsymmetricBadamSaat()
    table = cards("5S 9H 2D KC")
    own = cards("6S 7S 8H 8S")
    rest = list(bits(FULL_DECK & ~own & ~table))
    state = AsymmetricState(dealer=0, hands=(own, sum(1 << c for c in rest[:4])), table=table,
                            stock=tuple(rest[4:]), turn=0, winner=-1, passes=0,
                            missing_open=False, trail=None)
    legal = game.legal_actions(state)
    assert [game.action_text(a) for a in legal] == ["8H", "6S"]
    choice = asym_bots.rules_action(game, game.view(state, 0), legal, random.Random(0))
    assert game.action_text(choice) == "6S"


def test_the_asymmetric_playout_follows_the_rules() -> None:
    game = AsymmetricBadamSaat()
    rng = random.Random(4)
    for number in range(8):
        state = game.deal(rng, number % 2)
        fast = asym_bots.playout(game, state, rng)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, RULES.act(game, game.view(state, seat), legal, rng))
        assert fast == state
        assert fast.winner >= 0
