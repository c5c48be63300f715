"""Bint Al-Sbeet, clause by clause from the rules README and the source text."""

from __future__ import annotations

import random

import pytest

from majlis.bitset import bits
from majlis.cards import FULL_DECK, CardSet, parse_card
from majlis.games import make_game
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.bint_al_sbeet_hand import (
    DIRECTIONS,
    MINUS,
    PASS,
    QS_BIT,
    REVEAL,
    TD_BIT,
    Phase,
    SbeetState,
    card_points,
)
from majlis.protocol import HIDDEN, Deal, Game, IllegalAction, InvalidDeal, InvalidOptions
from majlis.rng import shuffled
from tests.helpers import cards_deal, legal_text, play

GAME = BintAlSbeet()
NO_PASSING = BintAlSbeet(pass_count=0)
QS, TD = parse_card("QS"), parse_card("TD")

# Every seat long in one suit, with a few crossings, so that tricks go where a
# script sends them: seat 1 holds TD and seat 3 holds QS.
SUITED = (
    "3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D 3D",
    "2C AC 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S",
    "2H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
)
# Dealer 3, so seat 0 leads: seat 1 takes TD, QS and 3H; seat 0 takes one trick
# without a penalty card; seat 1 takes 2H and 4H; then seat 1 leads and takes the rest.
SCRIPT = ("2D", "TD", "3H", "QS", "2C", "2S", "3S", "3C", "3D", "4D", "4H", "2H")


def finish(game: BintAlSbeet, state: SbeetState) -> SbeetState:
    """Play the lowest legal action (so ``pass`` when asked) to the end of the hand."""
    while game.to_move(state) is not None:
        state = game.apply(state, game.legal_actions(state)[0])
    return state


def answers(qs: str = "pass", td: str = "pass") -> tuple[str, ...]:
    """The eight reveal answers of the SUITED hand by dealer 3 (seat 1 holds TD, seat 3
    QS): seats 0, 1, 2, 3 each asked about QS then TD, the holders answering ``td``
    and ``qs``."""
    return ("pass", "pass", "pass", td, "pass", "pass", qs, "pass")


def scripted(game: BintAlSbeet = NO_PASSING, reveals: tuple[str, ...] = answers(),
             minus: tuple[str, ...] = ("pass",) * 4) -> SbeetState:
    """The SUITED hand by dealer 3 without passing, to the end."""
    state = game.start(3, cards_deal(*SUITED), (0,) * 4, 0)
    return finish(game, play(game, state, *reveals, *minus, *SCRIPT))


def refusal(game: BintAlSbeet, state: SbeetState, word: str | int) -> str:
    action = word if isinstance(word, int) else game.parse_action(word)
    with pytest.raises(IllegalAction) as error:
        game.apply(state, action)
    return error.value.reason


def passing_start(game: BintAlSbeet = GAME, number: int = 0) -> SbeetState:
    return game.start(3, cards_deal(*SUITED), (0,) * 4, number)


# -- options, deal, text ------------------------------------------------------


def test_options_and_their_defaults() -> None:
    game = make_game("bint-al-sbeet")
    assert game == BintAlSbeet(151, 3, ("left", "right"), "no_trick")
    assert game.options() == {"target": 151, "pass_count": 3, "pass_cycle": ["left", "right"],
                              "minus_condition": "no_trick"}
    custom = BintAlSbeet.from_options({"pass_count": 4, "pass_cycle": ["right", "left", "none"],
                                       "minus_condition": "no_penalty_card", "target": 100})
    assert custom.pass_cycle == ("right", "left", "none")
    assert custom.pass_count == 4 and custom.target == 100


@pytest.mark.parametrize("options", [
    {"pass_count": 14}, {"pass_count": -1}, {"pass_cycle": []}, {"pass_cycle": ["up"]},
    {"target": 0}, {"minus_condition": "no_heart"}, {"players": 5},
])
def test_options_out_of_range_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(InvalidOptions):
        BintAlSbeet.from_options(options)


def test_thirteen_each_dealt_one_at_a_time_from_the_seat_after_the_dealer() -> None:
    deal = GAME.shuffle(random.Random(5), dealer=2)
    order = shuffled(list(bits(FULL_DECK)), random.Random(5))
    assert [hand.bit_count() for hand in deal.hands] == [13] * 4
    assert deal.hands[3] >> order[0] & 1 and deal.hands[0] >> order[1] & 1
    assert deal.hands[2] >> order[51] & 1  # the dealer gets the last card
    GAME.check_deal(deal, 2)


def test_deals_that_miscount_or_repeat_cards_are_refused() -> None:
    short = cards_deal(SUITED[0], SUITED[1], SUITED[2], SUITED[3].replace(" AS", ""))
    with pytest.raises(InvalidDeal, match="AS is missing"):
        GAME.check_deal(short, 3)
    uneven = cards_deal(SUITED[0] + " AS", SUITED[1], SUITED[2], SUITED[3].replace(" AS", ""))
    with pytest.raises(InvalidDeal, match="seat 0 holds 14"):
        GAME.check_deal(uneven, 3)


def test_action_words_and_ids() -> None:
    assert (PASS, REVEAL, MINUS) == (64, 68, 69)
    assert [GAME.parse_action(w) for w in ("pass", "Reveal", "minus", "10D", "Q♠")] == [
        PASS, REVEAL, MINUS, TD, QS]
    assert [GAME.action_text(a) for a in (PASS, REVEAL, MINUS, TD)] == [
        "pass", "reveal", "minus", "TD"]
    with pytest.raises(ValueError, match="double"):
        GAME.parse_action("double")
    assert GAME.num_actions == 70


# -- passing --------------------------------------------------------------------


def test_the_pass_direction_follows_the_cycle_by_hand_number() -> None:
    assert [passing_start(number=n).direction for n in range(4)] == [
        "left", "right", "left", "right"]
    game = BintAlSbeet(pass_cycle=("right", "left", "none"))
    states = [passing_start(game, n) for n in range(4)]
    assert [s.direction for s in states] == ["right", "left", "none", "right"]
    assert [s.phase for s in states] == [Phase.PASSING] * 2 + [Phase.REVEALING, Phase.PASSING]
    assert GAME.view(states[2], 0).direction == "none"


def test_seats_choose_in_turn_from_the_seat_after_the_dealer_all_cards_at_once() -> None:
    state = passing_start()
    assert GAME.to_move(state) == 0
    assert legal_text(GAME, state) == SUITED[0].split()
    state = play(GAME, state, "3C", "4C")
    assert GAME.to_move(state) == 0
    assert "3C" not in legal_text(GAME, state)
    state = play(GAME, state, "5C")
    assert GAME.to_move(state) == 1
    state = play(GAME, state, "2C", "AC", "4D")
    assert GAME.to_move(state) == 2


def test_choosing_refuses_other_cards_and_words() -> None:
    state = play(GAME, passing_start(), "3C")
    assert refusal(GAME, state, "3C") == "You have already chosen 3C to pass."
    assert refusal(GAME, state, "AS") == "You do not hold AS."
    assert refusal(GAME, state, "pass") == "First choose the cards to pass (1 chosen so far)."
    assert refusal(GAME, state, 63) == "That is not a card."
    assert refusal(GAME, state, -1) == "That is not a card."
    assert refusal(GAME, state, 1000) == "That is not a card."


def choose_all(game: BintAlSbeet, state: SbeetState, *picks: str) -> SbeetState:
    chosen: SbeetState = play(game, state, *" ".join(picks).split())
    return chosen


def test_picks_stay_hidden_until_everybody_has_chosen() -> None:
    state = choose_all(GAME, passing_start(), "3C 4C 5C", "2C AC 4D")
    view = GAME.view(state, 2)
    assert view.history == ((0, HIDDEN),) * 3 + ((1, HIDDEN),) * 3
    assert view.hand == CardSet(SUITED[2]).mask and view.passed == 0 and view.received == 0
    assert view.counts == (13, 13, 13, 13)
    own = GAME.view(state, 1)
    assert own.passed == CardSet("2C AC 4D").mask
    assert own.history[3:] == tuple((1, parse_card(c)) for c in ("2C", "AC", "4D"))
    assert own.hand == CardSet(SUITED[1]).mask  # picks leave the hand only at the exchange
    other = choose_all(GAME, passing_start(), "3C 4C 5C", "5D 6D 7D")
    assert GAME.view(other, 2) == view  # seat 2 cannot tell what seat 1 chose


def test_passing_left_hands_the_picks_to_the_seat_before() -> None:
    picks = ("3C 4C 5C", "2C AC 4D", "3H 4H 2S", "2H QS AS")
    state = choose_all(GAME, passing_start(number=0), *picks)
    assert state.phase is Phase.REVEALING
    for seat in range(4):
        giver = (seat + 1) % 4
        assert state.received[seat] == CardSet(picks[giver]).mask
        expected = CardSet(SUITED[seat]) - CardSet(picks[seat]) | CardSet(picks[giver])
        assert state.hands[seat] == expected.mask
    view = GAME.view(state, 1)
    assert view.received == CardSet("3H 4H 2S").mask and view.passed == CardSet("2C AC 4D").mask
    assert view.history[:3] == ((0, HIDDEN),) * 3  # who sent what stays unsaid


def test_own_picks_are_with_the_seat_they_went_to_once_handed_over() -> None:
    picks = ("3C 4C 5C", "2C AC 4D", "3H 4H 2S", "2H QS AS")
    choosing = choose_all(GAME, passing_start(number=0), *picks[:3], "2H QS")
    assert GAME.cannot_hold(GAME.view(choosing, 1)) == (0, 0, 0, 0)  # picks still in hand
    state = play(GAME, choosing, "AS")
    for seat in range(4):  # each seat knows where its own picks went: left, to seat - 1
        sent = CardSet(picks[seat]).mask
        expected = tuple(0 if other == (seat - 1) % 4 else sent for other in range(4))
        assert GAME.cannot_hold(GAME.view(state, seat)) == expected


def test_passing_right_hands_the_picks_to_the_seat_after() -> None:
    picks = ("3C 4C 5C", "2C AC 4D", "3H 4H 2S", "2H QS AS")
    state = choose_all(GAME, passing_start(number=1), *picks)
    for seat in range(4):
        assert state.received[seat] == CardSet(picks[(seat - 1) % 4]).mask


def test_pass_count_sets_how_many_cards_go_and_zero_skips_passing() -> None:
    game = BintAlSbeet(pass_count=4)
    state = choose_all(game, passing_start(game), "3C 4C 5C 6C")
    assert game.to_move(state) == 1 and state.passed[0].bit_count() == 4
    state = passing_start(NO_PASSING)
    assert state.phase is Phase.REVEALING and NO_PASSING.view(state, 0).history == ()


# -- revealing ------------------------------------------------------------------


def asked_in_turn(game: BintAlSbeet, state: SbeetState) -> list[tuple[int, int, str]]:
    """``(seat, card asked about, legal words)`` for each reveal question, everyone passing."""
    asked = []
    while state.phase is Phase.REVEALING:
        seat = game.to_move(state)
        assert seat is not None
        card = game.view(state, seat).asking
        assert card is not None
        asked.append((seat, card, " ".join(legal_text(game, state))))
        state = play(game, state, "pass")
    return asked


def test_every_seat_is_asked_about_qs_then_td_in_turn_from_the_seat_after_the_dealer() -> None:
    # Seat 1 holds TD and seat 3 holds QS: only they may reveal, but all are asked.
    assert asked_in_turn(NO_PASSING, passing_start(NO_PASSING)) == [
        (0, QS, "pass"), (0, TD, "pass"), (1, QS, "pass"), (1, TD, "pass reveal"),
        (2, QS, "pass"), (2, TD, "pass"), (3, QS, "pass reveal"), (3, TD, "pass")]
    by_dealer_1 = NO_PASSING.start(1, cards_deal(*SUITED), (0,) * 4, 0)
    assert [(seat, card) for seat, card, _ in asked_in_turn(NO_PASSING, by_dealer_1)] == [
        (2, QS), (2, TD), (3, QS), (3, TD), (0, QS), (0, TD), (1, QS), (1, TD)]


def test_being_asked_gives_nothing_away() -> None:
    # Whoever holds QS and TD, the same seats are asked about the same cards in the
    # same order, and a seat that does not hold the card sees the same choice.
    expected = [(s, c) for s in (0, 1, 2, 3) for c in (QS, TD)]
    for seed in range(20):
        state = NO_PASSING.deal(random.Random(seed), dealer=3)
        asked = asked_in_turn(NO_PASSING, state)
        assert [(seat, card) for seat, card, _ in asked] == expected
        may_reveal = {card: seat for seat, card, words in asked if words == "pass reveal"}
        assert may_reveal == {c: next(s for s in range(4) if state.hands[s] >> c & 1)
                              for c in (QS, TD)}


def test_a_seat_that_does_not_hold_the_card_can_only_pass() -> None:
    state = passing_start(NO_PASSING)
    assert refusal(NO_PASSING, state, "reveal") == (
        "You are asked whether to reveal QS, which you do not hold: pass.")
    assert refusal(NO_PASSING, state, "minus") == (
        "You are asked whether to reveal QS, which you do not hold: pass.")
    assert NO_PASSING.legal_actions(state) == (PASS,)


def test_a_seat_holding_both_may_reveal_each_when_asked() -> None:
    hands = list(SUITED)
    hands[1] = hands[1].replace("TD", "3H")
    hands[2] = hands[2].replace("3H", "TD").replace("2S", "QS")
    hands[3] = hands[3].replace("QS", "2S")
    state = NO_PASSING.start(3, cards_deal(*hands), (0,) * 4, 0)
    state = play(NO_PASSING, state, *("pass",) * 4)
    assert NO_PASSING.to_move(state) == 2 and NO_PASSING.view(state, 2).asking == QS
    state = play(NO_PASSING, state, "pass")
    assert NO_PASSING.to_move(state) == 2 and NO_PASSING.view(state, 2).asking == TD
    state = play(NO_PASSING, state, "reveal", "pass", "pass")
    assert NO_PASSING.to_move(state) == 0 and state.phase is Phase.MINUS
    assert state.revealed == ((2, TD),)


def test_the_holder_after_passing_is_the_one_who_may_reveal() -> None:
    state = choose_all(GAME, passing_start(), "3C 4C 5C", "2C AC 4D", "3H 4H 2S", "2H QS AS")
    # Seat 1 still holds TD; seat 3 passed QS to seat 2.
    assert [(seat, card) for seat, card, words in asked_in_turn(GAME, state)
            if words == "pass reveal"] == [(1, TD), (2, QS)]
    state = play(GAME, state, *("pass",) * 4)
    assert GAME.to_move(state) == 2 and GAME.view(state, 2).asking == QS
    assert legal_text(GAME, state) == ["pass", "reveal"]


def test_reveals_are_public_and_answers_are_reveal_or_pass() -> None:
    state = play(NO_PASSING, passing_start(NO_PASSING), "pass", "pass", "pass")
    assert refusal(NO_PASSING, state, "minus") == (
        "You are asked whether to reveal TD: reveal or pass.")
    assert refusal(NO_PASSING, state, "TD") == (
        "You are asked whether to reveal TD: reveal or pass.")
    state = play(NO_PASSING, state, "reveal", "pass", "pass", "reveal", "pass")
    for seat in range(4):
        view = NO_PASSING.view(state, seat)
        assert view.revealed == ((1, TD), (3, QS))
        assert [a for _, a in view.history] == [PASS] * 3 + [REVEAL] + [PASS] * 2 + [
            REVEAL, PASS]
        assert [s for s, _ in view.history] == [0, 0, 1, 1, 2, 2, 3, 3]


# -- minus ----------------------------------------------------------------------


def test_every_seat_is_asked_once_for_minus_from_the_seat_after_the_dealer() -> None:
    state = play(NO_PASSING, passing_start(NO_PASSING), *answers())
    asked = []
    for word in ("minus", "pass", "minus", "pass"):
        asked.append(NO_PASSING.to_move(state))
        assert legal_text(NO_PASSING, state) == ["pass", "minus"]
        state = play(NO_PASSING, state, word)
    assert asked == [0, 1, 2, 3]
    assert NO_PASSING.view(state, 1).minus == (True, False, True, False)
    assert state.phase is Phase.PLAYING and NO_PASSING.to_move(state) == 0


def test_minus_answers_are_minus_or_pass() -> None:
    state = play(NO_PASSING, passing_start(NO_PASSING), *answers())
    assert refusal(NO_PASSING, state, "reveal") == (
        "You are asked whether to declare minus: minus or pass.")
    assert refusal(NO_PASSING, state, "3C") == (
        "You are asked whether to declare minus: minus or pass.")


# -- play -----------------------------------------------------------------------


def playing_start(dealer: int = 3) -> SbeetState:
    state = NO_PASSING.start(dealer, cards_deal(*SUITED), (0,) * 4, 0)
    answered: SbeetState = play(NO_PASSING, state, *("pass",) * 12)
    return answered


def test_the_seat_after_the_dealer_leads_anything_hearts_included() -> None:
    state = playing_start(dealer=1)
    assert NO_PASSING.to_move(state) == 2
    assert legal_text(NO_PASSING, state) == SUITED[2].split()


def test_players_follow_suit_if_they_can() -> None:
    state = play(NO_PASSING, playing_start(), "2D")
    assert " ".join(legal_text(NO_PASSING, state)) == "4D 5D 6D 7D 8D 9D TD JD QD KD AD"
    assert refusal(NO_PASSING, state, "2C") == "Follow suit: you hold diamonds."
    assert refusal(NO_PASSING, state, "3D") == "You do not hold 3D."
    assert refusal(NO_PASSING, state, "pass") == "Play a card."
    assert refusal(NO_PASSING, state, 70) == "That is not a card."


def test_a_player_without_the_suit_plays_any_card() -> None:
    state = play(NO_PASSING, playing_start(), "2D", "TD")
    assert legal_text(NO_PASSING, state) == SUITED[2].split()


def test_a_revealed_card_is_with_its_revealer_and_a_discard_shows_a_void() -> None:
    state = NO_PASSING.start(3, cards_deal(*SUITED), (0,) * 4, 0)
    state = play(NO_PASSING, state, *answers(qs="reveal", td="reveal"), *("pass",) * 4)
    state = play(NO_PASSING, state, "2D", "TD", "3H")  # seat 2 holds no diamond
    diamonds = CardSet("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD").mask
    assert NO_PASSING.cannot_hold(NO_PASSING.view(state, 0)) == (
        QS_BIT | TD_BIT, QS_BIT, QS_BIT | TD_BIT | diamonds, TD_BIT)


def test_the_highest_card_of_the_suit_led_wins_and_leads_next() -> None:
    state = play(NO_PASSING, playing_start(), "2D", "TD", "3H", "QS")
    assert NO_PASSING.to_move(state) == 1  # TD beats the higher-ranked QS: not the suit led
    assert state.tricks == (0, 1, 0, 0) and state.taken[1] == CardSet("2D TD 3H QS").mask
    state = play(NO_PASSING, state, "2C", "2S", "3S")
    view = NO_PASSING.view(state, 2)
    assert view.trick == ((1, parse_card("2C")), (2, parse_card("2S")), (3, parse_card("3S")))
    assert view.leader == 1
    state = play(NO_PASSING, state, "3C")
    assert NO_PASSING.to_move(state) == 0 and state.tricks == (1, 1, 0, 0)
    view = NO_PASSING.view(state, 2)
    assert view.penalty_cards == (0, CardSet("TD 3H QS").mask, 0, 0)
    assert view.trick == () and view.tricks == (1, 1, 0, 0)


def test_the_hand_ends_after_thirteen_tricks() -> None:
    state = scripted()
    assert state.phase is Phase.OVER and NO_PASSING.to_move(state) is None
    assert NO_PASSING.legal_actions(state) == ()
    assert state.tricks == (1, 12, 0, 0) and state.hands == (0, 0, 0, 0)
    assert refusal(NO_PASSING, state, "pass") == "The hand is over."
    assert NO_PASSING.hand_scores(play(NO_PASSING, playing_start(), "2D")) == (0, 0, 0, 0)


# -- scores ---------------------------------------------------------------------


def test_card_values_qs_13_td_10_hearts_1_doubled_when_revealed() -> None:
    heart = 1 << parse_card("AH")
    assert [card_points(QS_BIT, r) for r in (0, QS_BIT, TD_BIT)] == [13, 26, 13]
    assert [card_points(TD_BIT, r) for r in (0, TD_BIT, QS_BIT)] == [10, 20, 10]
    assert [card_points(heart, r) for r in (0, QS_BIT, TD_BIT, QS_BIT | TD_BIT)] == [1, 1, 1, 2]


def test_penalties_and_the_minus_ten_for_taking_no_trick() -> None:
    assert NO_PASSING.hand_scores(scripted()) == (0, 36, -10, -10)


def test_a_seat_taking_every_trick_takes_all_36() -> None:
    hands = ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC", "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
             "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
    state = finish(NO_PASSING, NO_PASSING.start(3, cards_deal(*hands), (0,) * 4, 0))
    assert NO_PASSING.hand_scores(state) == (36, -10, -10, -10)


@pytest.mark.parametrize(("reveals", "points"), [
    (answers(qs="reveal"), 26 + 10 + 13),   # QS revealed: 26
    (answers(td="reveal"), 13 + 20 + 13),   # TD revealed: 20
    (answers("reveal", "reveal"), 26 + 20 + 26),  # both: every heart 2 as well
])
def test_revealed_cards_are_worth_double(reveals: tuple[str, ...], points: int) -> None:
    assert NO_PASSING.hand_scores(scripted(reveals=reveals)) == (0, points, -10, -10)


def test_a_failed_minus_doubles_the_card_points_again() -> None:
    # The text: QS 13 doubled to 26, TD 10 to 20, a heart 1 to 2 ...
    state = scripted(minus=("pass", "minus", "pass", "pass"))
    assert NO_PASSING.hand_scores(state) == (0, 26 + 20 + 13 * 2, -10, -10)
    # ... and with both revealed QS 26 to 52, TD 20 to 40, a heart 2 to 4.
    state = scripted(reveals=answers("reveal", "reveal"),
                     minus=("pass", "minus", "pass", "pass"))
    assert NO_PASSING.hand_scores(state) == (0, 52 + 40 + 13 * 4, -10, -10)


def test_a_kept_minus_scores_minus_twenty() -> None:
    state = scripted(minus=("pass", "pass", "minus", "minus"))
    assert NO_PASSING.hand_scores(state) == (0, 36, -20, -20)


def test_under_no_trick_a_trick_without_penalty_cards_breaks_a_minus() -> None:
    state = scripted(minus=("minus", "pass", "pass", "pass"))
    assert NO_PASSING.hand_scores(state) == (0, 36, -10, -10)


def test_under_no_penalty_card_the_condition_is_taking_no_penalty_card() -> None:
    game = BintAlSbeet(pass_count=0, minus_condition="no_penalty_card")
    assert game.hand_scores(scripted(game)) == (-10, 36, -10, -10)
    state = scripted(game, minus=("minus", "minus", "pass", "minus"))
    assert game.hand_scores(state) == (-20, 72, -10, -20)


# -- the match ------------------------------------------------------------------


def test_the_match_goes_on_until_a_total_reaches_the_target() -> None:
    assert GAME.winners([(150, 100, 120, 130)]) is None
    assert GAME.winners([(150, 100, 120, 130), (151, 100, 120, 130)]) == (1,)
    assert BintAlSbeet(target=60).winners([(60, 10, 20, 30)]) == (1,)


def test_a_shared_lowest_total_plays_on_until_it_is_unique() -> None:
    standings = [(160, 100, 100, 130)]
    assert GAME.winners(standings) is None
    standings.append((170, 110, 110, 140))
    assert GAME.winners(standings) is None
    # Minus bonuses bring every total back under 151: the end stays armed.
    standings.append((140, 90, 80, 130))
    assert GAME.winners(standings) == (2,)


# -- the protocol ---------------------------------------------------------------


def test_views_hold_only_the_seats_own_hand() -> None:
    state = play(NO_PASSING, playing_start(), "2D")
    for seat in range(4):
        view = NO_PASSING.view(state, seat)
        assert view.hand == state.hands[seat] and view.seat == seat
        assert view.counts == (12, 13, 13, 13) and view.to_move == 1
        assert view.phase is Phase.PLAYING and view.dealer == 3


OPTION_SETS = [
    GAME, NO_PASSING, BintAlSbeet(pass_count=13, pass_cycle=("right",)),
    BintAlSbeet(pass_count=4, pass_cycle=("right", "left", "none"),
                minus_condition="no_penalty_card"),
]
EXPECTED_POINTS = {0: 36, QS_BIT: 49, TD_BIT: 46, QS_BIT | TD_BIT: 72}


@pytest.mark.parametrize("game", OPTION_SETS)
def test_penalty_points_in_the_tricks_add_up(game: BintAlSbeet) -> None:
    for seed in range(400):
        rng = random.Random(seed)
        state = game.rollout(game.deal(rng, seed % 4, number=seed), rng)
        revealed = sum(1 << c for _, c in state.revealed)
        assert sum(card_points(t, revealed) for t in state.taken) == EXPECTED_POINTS[revealed]
        assert sum(state.tricks) == 13 and sum(state.taken) == FULL_DECK


@pytest.mark.parametrize("game", OPTION_SETS)
def test_the_fast_rollout_matches_the_protocol_loop_from_any_point(game: BintAlSbeet) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        state = game.deal(rng, seed % 4, number=seed)
        for _ in range(int(rng.random() * 75)):  # stop somewhere in any phase
            if game.to_move(state) is None:
                break
            legal = game.legal_actions(state)
            state = game.apply(state, legal[int(rng.random() * len(legal))])
        assert game.rollout(state, random.Random(seed)) == Game.rollout(
            game, state, random.Random(seed))


def replayed(game: BintAlSbeet, dealer: int, deal: Deal,
             history: tuple[tuple[int, int], ...]) -> SbeetState:
    """The first hand of a match dealt ``deal`` by ``dealer``, ``history`` replayed."""
    state = game.start(dealer, deal, (0,) * 4, 0)
    for seat, action in history:
        assert game.to_move(state) == seat
        state = game.apply(state, action)
    return state


def game_offset(game: BintAlSbeet) -> int:
    """Where the first hand's picks go, as a seat offset."""
    return DIRECTIONS[game.pass_cycle[0]]


@pytest.mark.parametrize("game", [GAME, BintAlSbeet(pass_cycle=("right",)), NO_PASSING])
def test_rebuild_draws_the_picks_hidden_from_a_seat_anew(game: BintAlSbeet) -> None:
    """Behind the true hands now, a rebuilt deal and history replay to the seat's view;
    the others' picks vary wherever the seat could not know them."""
    for seed in range(6):
        rng = random.Random(seed)
        state = game.deal(rng, seed % 4)
        for _ in range(int(rng.random() * 50)):  # stop somewhere in any phase
            legal = game.legal_actions(state)
            state = game.apply(state, legal[int(rng.random() * len(legal))])
        for seat in range(4):
            view = game.view(state, seat)
            unknown = {s for s, a in view.history if a == HIDDEN}
            if view.phase is not Phase.PASSING:  # the seat received its passer's picks
                unknown.discard((seat - game_offset(game)) % 4)
            varied: set[int] = set()
            for _ in range(12):
                rebuilt = game.rebuild(view, state.hands, rng)
                assert rebuilt is not None
                assert all(a != HIDDEN for _, a in rebuilt.history)
                again = replayed(game, state.dealer, rebuilt.deal, rebuilt.history)
                assert game.view(again, seat) == view
                varied |= {s for s in unknown if again.passed[s] != state.passed[s]}
            assert varied == unknown
