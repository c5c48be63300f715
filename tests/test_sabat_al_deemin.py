"""Scenario tests for Sab'at Al-Deemin, one per rule clause, from explicit deals.

The worked scoring of ``shared/rules/sabat-al-deemin.1.txt`` comes first: an Ace is 20,
40 doubled, 60 trebled; a picture 10, 20, 30; going out with a seven 200, 400, 600.
"""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import pytest

from majlis.bitset import bits
from majlis.cards import CardSet, parse_card
from majlis.explain import Fact
from majlis.frames import play_json, public_record
from majlis.games import make_game
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import (
    ANNOUNCE,
    DECK,
    DOUBLE,
    PASS,
    QUESTIONS,
    REDEAL,
    TREBLE,
    DeeminState,
    Phase,
    may_demand_redeal,
)
from majlis.match import Match
from majlis.protocol import Deal, Game, IllegalAction, InvalidOptions
from majlis.rng import shuffled
from tests.helpers import cards_deal, legal_text, play
from tests.test_conformance import hidden_twin

# Seat 0 runs the diamonds up to KD and goes out with 7S.  Seat 2 (its partner) plays
# clubs then hearts; seat 3 follows the clubs from JC; seat 1 only gets to play AD.
BONUS_HANDS = (
    "7D 8D 9D TD JD QD KD 7S",
    "8S 9S TS JS QS KS AS AD",
    "7C 8C 9C TC 7H 8H 9H TH",
    "JC QC KC AC JH QH KH AH",
)
BONUS_PLAY = [
    "7D", "pass", "7C", "pass",
    "8D", "pass", "8C", "pass",
    "9D", "pass", "9C", "pass",
    "TD", "pass", "TC", "JC",
    "JD", "pass", "7H", "QC",
    "QD", "pass", "8H", "KC",
    "KD", "AD", "9H", "AC",
    "7S",
]
"""With dealer 3.  Left at the end: seat 1 JS QS KS AS (and 8S 9S TS), seat 3 JH QH KH
AH: 2 Aces and 6 pictures, 100 points, and 200 for the seven."""

# The same, but seat 0 goes out with AD (no bonus) and seat 2 keeps 7S to the end.
PLAIN_HANDS = (
    "7D 8D 9D TD JD QD KD AD",
    "8S 9S TS JS QS KS AS TH",
    "7C 8C 9C TC 7H 8H 9H 7S",
    "JC QC KC AC JH QH KH AH",
)
PLAIN_PLAY = [*BONUS_PLAY[:25], "pass", "9H", "AC", "AD"]

# Three Kings for seat 0, three Aces for seat 1, nobody else qualifies.
REDEAL_HANDS = (
    "KC KD KH 7C 8C 9C TC JC",
    "AC AD AH 7D 8D 9D TD JD",
    "QC QD QH QS KS AS 7H 8H",
    "9H TH JH 7S 8S 9S TS JS",
)


def c(text: str) -> int:
    return parse_card(text)


def deal_of(hands: tuple[str, ...], shift: int = 0) -> Deal:
    """A checked deal; seat ``s + shift`` gets ``hands[s]``."""
    deal = cards_deal(*(hands[(seat - shift) % 4] for seat in range(4)))
    SabatAlDeemin().check_deal(deal, 0)
    return deal


def kept(game: SabatAlDeemin, hands: tuple[str, ...], dealer: int = 3,
         shift: int = 0) -> DeeminState:
    """A hand dealt by ``dealer`` whose four seats kept the deal (when asked)."""
    state: DeeminState = game.start(dealer, deal_of(hands, shift), (0,) * 4, 0)
    return play(game, state, *("pass",) * QUESTIONS) if game.redeal_on_three else state


def begin(game: SabatAlDeemin, hands: tuple[str, ...], dealer: int = 3, shift: int = 0,
          bidding: tuple[str, ...] = ("pass",) * 4) -> DeeminState:
    """A hand dealt by ``dealer``, kept, with the given bidding done."""
    state: DeeminState = play(game, kept(game, hands, dealer, shift), *bidding)
    return state


def scores(game: SabatAlDeemin, state: DeeminState) -> tuple[int, ...]:
    return game.hand_scores(state)


# -- the worked scoring -------------------------------------------------------


@pytest.mark.parametrize(("bidding", "points"), [
    (("pass", "pass", "pass", "pass"), 2 * 20 + 6 * 10 + 200),
    (("double", "pass", "pass"), 2 * 40 + 6 * 20 + 400),
    (("double", "pass", "treble"), 2 * 60 + 6 * 30 + 600),
])
def test_going_out_with_a_seven_scores_aces_pictures_and_the_bonus(
        bidding: tuple[str, ...], points: int) -> None:
    game = SabatAlDeemin()
    state = play(game, begin(game, BONUS_HANDS, bidding=bidding), *BONUS_PLAY)
    assert game.to_move(state) is None and game.legal_actions(state) == ()
    assert state.hands[0] == 0
    assert scores(game, state) == (points, 0, points, 0)
    assert points in (300, 600, 900)


@pytest.mark.parametrize(("bidding", "points"), [
    (("pass", "pass", "pass", "pass"), 100),
    (("double", "pass", "pass"), 200),
    (("double", "pass", "treble"), 300),
])
def test_going_out_with_another_card_scores_no_bonus(
        bidding: tuple[str, ...], points: int) -> None:
    game = SabatAlDeemin()
    state = play(game, begin(game, PLAIN_HANDS, bidding=bidding), *PLAIN_PLAY)
    assert game.history(state)[-1] == (0, c("AD"))
    assert scores(game, state) == (points, 0, points, 0)


def test_the_multiplier_applies_whichever_team_doubled() -> None:
    game = SabatAlDeemin()
    state = begin(game, BONUS_HANDS, bidding=("pass", "double", "pass", "pass"))
    assert state.multiplier == 2
    state = play(game, state, *BONUS_PLAY)
    assert scores(game, state) == (600, 0, 600, 0)


@pytest.mark.parametrize("shift", [1, 2, 3])
def test_both_partners_of_the_winner_carry_the_points(shift: int) -> None:
    game = SabatAlDeemin()
    state = begin(game, BONUS_HANDS, dealer=(3 + shift) % 4, shift=shift)
    assert game.to_move(state) == shift
    state = play(game, state, *BONUS_PLAY)
    team = (300, 0, 300, 0) if shift % 2 == 0 else (0, 300, 0, 300)
    assert scores(game, state) == team


def test_the_partners_cards_never_count() -> None:
    game = SabatAlDeemin()
    hands = (BONUS_HANDS[0], BONUS_HANDS[1], BONUS_HANDS[3], BONUS_HANDS[2])
    state = play(game, begin(game, hands), "7D", "pass", "pass", "7C", "8D", "pass", "pass",
                 "8C", "9D", "pass", "pass", "9C", "TD", "pass", "pass", "TC", "JD", "pass",
                 "JC", "7H", "QD", "pass", "QC", "8H", "KD", "AD", "KC", "9H", "7S")
    assert game.view(state, 2).hand == CardSet("AC JH QH KH AH").mask  # 70 unscored
    assert state.hands[3] == CardSet("TH").mask
    assert scores(game, state) == (50 + 200, 0, 50 + 200, 0)


# -- redeal -------------------------------------------------------------------


def test_every_seat_is_asked_in_turn_order_and_only_three_kings_or_aces_may_demand() -> None:
    game = SabatAlDeemin()
    state = game.start(1, deal_of(REDEAL_HANDS), (0,) * 4, 0)
    asked = []
    for seat, answers in ((2, (PASS,)), (3, (PASS,)), (0, (PASS, REDEAL)), (1, (PASS, REDEAL))):
        assert (state.phase, game.to_move(state), game.legal_actions(state)) == (
            Phase.REDEAL, seat, answers)
        asked.append(game.board(game.view(state, seat)).asked)
        state = play(game, state, "pass")
    assert asked == [Fact("redeal")] * 4
    assert (state.phase, game.to_move(state)) == (Phase.DOUBLE, 2)
    with pytest.raises(IllegalAction, match="Only a player holding three or more kings"):
        game.apply(state, REDEAL)


def test_a_seat_without_three_kings_or_aces_can_only_keep_the_deal() -> None:
    game = SabatAlDeemin()
    state = game.start(1, deal_of(REDEAL_HANDS), (0,) * 4, 0)
    before = repr(state)
    with pytest.raises(IllegalAction, match="Only a player holding three or more kings"):
        game.apply(state, REDEAL)
    with pytest.raises(IllegalAction, match="First demand a redeal or pass"):
        game.apply(state, DOUBLE)
    assert repr(state) == before


def test_the_redeal_question_starts_after_the_dealer() -> None:
    game = SabatAlDeemin()
    state = game.start(0, deal_of(REDEAL_HANDS), (0,) * 4, 0)
    askers = []
    while state.phase is Phase.REDEAL:
        askers.append(game.to_move(state))
        state = play(game, state, "pass")
    assert askers == [1, 2, 3, 0]
    assert (state.phase, game.to_move(state)) == (Phase.DOUBLE, 1)


def test_a_redeal_voids_the_hand_and_nobody_else_is_asked() -> None:
    game = SabatAlDeemin()
    state = game.start(1, deal_of(REDEAL_HANDS), (0,) * 4, 0)
    state = play(game, state, "pass", "pass", "redeal")  # seats 2, 3, then 0 (three Kings)
    assert game.to_move(state) is None and game.legal_actions(state) == ()
    assert game.is_void(state)
    assert game.history(state) == ((2, PASS), (3, PASS), (0, REDEAL))
    assert scores(game, state) == (0, 0, 0, 0)
    assert game.next_dealer(1, state) == 1
    with pytest.raises(IllegalAction, match="The hand is over"):
        game.apply(state, PASS)
    for seat in range(4):  # seat 0 asked for it, and every seat's board says so
        assert Fact("demanded_redeal", 0) in game.board(game.view(state, seat)).facts
        assert [s.name for s in game.explain(game.view(state, seat))] == ["redeal"]


def public_answers(game: SabatAlDeemin, state: DeeminState, seat: int,
                   answers: tuple[str, ...]) -> list[Any]:
    """What ``seat`` sees at each question of ``answers``: its view, board and stages,
    and its legal actions when it is to move (they are its own)."""
    seen = []
    for word in (*answers, None):
        view = game.view(state, seat)
        mine = game.legal_actions(state) if game.to_move(state) == seat else None
        seen.append((view, game.board(view), game.explain(view), mine))
        if word is not None:
            state = game.apply(state, game.parse_action(word))
    return seen


def test_being_asked_about_a_redeal_tells_no_seat_who_holds_three_kings_or_aces() -> None:
    """Every seat sees the same questions, boards and stages whether another seat holds
    three Kings (seat 0) and three Aces (seat 1) or not: the cards hidden from it are
    shuffled among the others and the same answers replayed."""
    game = SabatAlDeemin()
    answers = ("pass",) * QUESTIONS + ("pass", "pass", "double", "pass")  # to the treble
    rng, holderless = random.Random(11), 0
    for dealer in range(4):
        state = game.start(dealer, deal_of(REDEAL_HANDS), (0,) * 4, 0)
        for seat in range(4):
            seen = public_answers(game, state, seat, answers)
            for _ in range(30):
                twin = hidden_twin(game, state, seat, rng)
                holderless += not any(may_demand_redeal(hand) for hand in twin.hands)
                assert public_answers(game, twin, seat, answers) == seen
    assert holderless > 100  # many twins where nobody may demand a redeal


def spectator_answers(game: SabatAlDeemin, deal: Deal, dealer: int,
                      answers: tuple[str, ...]) -> list[Any]:
    """What a spectator and the public record show at each question of ``answers``."""
    match: Match[DeeminState] = Match(game, 0, auto_deal=False)
    match.next_dealer = dealer
    match.deal(deal)
    seen = []
    for word in (*answers, None):
        seen.append((play_json(game, match, None, []), public_record(match, [{}] * 4)))
        if word is not None:
            match.act(game.parse_action(word))
    return seen


def test_being_asked_about_a_redeal_tells_spectators_and_the_public_record_nothing() -> None:
    game = SabatAlDeemin()
    answers = ("pass",) * QUESTIONS + ("pass", "double", "pass")  # to the last treble question
    rng = random.Random(12)
    for dealer in range(4):
        seen = spectator_answers(game, deal_of(REDEAL_HANDS), dealer, answers)
        assert seen[0][0]["board"]["to_move"] == (dealer + 1) % 4
        for _ in range(20):  # deals of every kind, most with nobody to demand a redeal
            assert spectator_answers(game, game.shuffle(rng, dealer), dealer, answers) == seen
def test_without_the_redeal_option_or_a_strong_hand_the_bidding_starts_at_once() -> None:
    off = SabatAlDeemin(redeal_on_three=False)
    state = off.start(1, deal_of(REDEAL_HANDS), (0,) * 4, 0)
    assert (state.phase, off.to_move(state), off.legal_actions(state)) == (
        Phase.DOUBLE, 2, (PASS, DOUBLE))
    game = SabatAlDeemin()
    state = game.start(1, deal_of(BONUS_HANDS), (0,) * 4, 0)
    assert (state.phase, game.to_move(state), game.legal_actions(state)) == (
        Phase.REDEAL, 2, (PASS,))
    assert not game.is_void(play(game, state, "pass"))


# -- doubling and trebling ----------------------------------------------------


def test_all_four_may_pass_in_turn_order_from_the_seat_after_the_dealer() -> None:
    game = SabatAlDeemin()
    state = kept(game, BONUS_HANDS, 1)
    askers = []
    while state.phase is Phase.DOUBLE:
        askers.append(game.to_move(state))
        state = play(game, state, "pass")
    assert askers == [2, 3, 0, 1]
    assert (state.phase, state.multiplier) == (Phase.PLAY, 1)


def test_after_a_double_each_opponent_is_asked_from_the_doubler() -> None:
    game = SabatAlDeemin()
    state = play(game, kept(game, BONUS_HANDS, 1), "pass", "double")
    assert (state.phase, game.to_move(state)) == (Phase.TREBLE, 0)
    assert game.legal_actions(state) == (PASS, TREBLE)
    state = play(game, state, "pass")
    assert game.to_move(state) == 2
    state = play(game, state, "pass")
    assert (state.phase, state.multiplier, game.view(state, 1).doubler) == (Phase.PLAY, 2, 3)


def test_the_first_treble_ends_the_bidding() -> None:
    game = SabatAlDeemin()
    state = play(game, kept(game, BONUS_HANDS, 1), "double", "treble")
    view = game.view(state, 0)
    assert (state.phase, game.to_move(state)) == (Phase.PLAY, 0)
    assert (view.multiplier, view.doubler, view.trebler) == (3, 2, 3)


def test_bidding_refusals_name_the_question() -> None:
    game = SabatAlDeemin()
    state = kept(game, BONUS_HANDS, 1)
    with pytest.raises(IllegalAction, match="Nobody has doubled"):
        game.apply(state, TREBLE)
    with pytest.raises(IllegalAction, match="First double or pass"):
        game.apply(state, c("7C"))
    state = play(game, state, "double")
    with pytest.raises(IllegalAction, match="First treble or pass"):
        game.apply(state, DOUBLE)


# -- play -----------------------------------------------------------------------


def test_the_holder_of_7d_must_lead_it() -> None:
    game = SabatAlDeemin()
    state = begin(game, BONUS_HANDS, dealer=0)
    assert game.to_move(state) == 0
    assert game.legal_actions(state) == (c("7D"),)
    with pytest.raises(IllegalAction, match="The first card must be 7D"):
        game.apply(state, c("7S"))
    strict = SabatAlDeemin(strict_warning=True)
    assert legal_text(strict, begin(strict, BONUS_HANDS, dealer=0)) == ["7D", "7D!"]


def test_a_player_plays_the_next_card_or_a_new_seven() -> None:
    game = SabatAlDeemin()
    state = play(game, begin(game, BONUS_HANDS), "7D", "pass")
    assert legal_text(game, state) == ["7C", "7H"]
    with pytest.raises(IllegalAction, match="The clubs must start with 7C"):
        game.apply(state, c("9C"))
    with pytest.raises(IllegalAction, match="You do not hold 8D"):
        game.apply(state, c("8D"))
    state = play(game, state, "7C", "pass")
    assert legal_text(game, state) == ["8D", "7S"]
    state = play(game, state, "8D", "pass")
    assert legal_text(game, state) == ["8C", "7H"]
    with pytest.raises(IllegalAction, match="Only 8C may go on the clubs"):
        game.apply(state, c("9C"))


def test_a_jella_shows_the_cards_that_fitted_and_only_the_leader_holds_7d() -> None:
    game = SabatAlDeemin()
    state = begin(game, BONUS_HANDS)  # the bidding's four passes show nothing
    seven = CardSet("7D").mask
    assert game.cannot_hold(game.view(state, 1)) == (0, seven, seven, seven)
    state = play(game, state, "7D", "pass")
    fitted = CardSet("8D 7C 7H 7S").mask
    for seat in range(4):
        assert game.cannot_hold(game.view(state, seat)) == (0, fitted, 0, 0)


def test_jella_only_without_a_playable_card() -> None:
    game = SabatAlDeemin()
    state = play(game, begin(game, BONUS_HANDS), "7D")
    assert game.legal_actions(state) == (PASS,)
    state = play(game, state, "pass")
    with pytest.raises(IllegalAction, match="You cannot pass: you can play 7C"):
        game.apply(state, PASS)
    with pytest.raises(IllegalAction, match="The doubling is over"):
        game.apply(state, DOUBLE)


@pytest.mark.parametrize("action", [-3, 999, 0, 2 * 16 + 5, ANNOUNCE + 5])
def test_anything_else_is_refused(action: int) -> None:
    game = SabatAlDeemin()
    state = play(game, begin(game, BONUS_HANDS), "7D", "pass")
    with pytest.raises(IllegalAction, match="That is not an action of this game"):
        game.apply(state, action)


# -- the last-card warning ------------------------------------------------------


def test_strict_warning_missed_gives_the_opponents_100_at_once() -> None:
    game = SabatAlDeemin(strict_warning=True)
    state = play(game, begin(game, BONUS_HANDS), *BONUS_PLAY[:24])
    assert {c("KD"), ANNOUNCE + c("KD")} <= set(game.legal_actions(state))
    state = play(game, state, "KD")
    assert game.to_move(state) == 1
    assert scores(game, state) == (0, 100, 0, 100)
    state = play(game, state, "AD", "9H", "AC", "7S")  # seat 2 misses it too
    assert scores(game, state) == (300, 200, 300, 200)


def test_strict_warning_announced_costs_nothing_wherever_it_is_attached() -> None:
    game = SabatAlDeemin(strict_warning=True)
    script = [w + "!" if w in ("8D", "KD", "9H") else w for w in BONUS_PLAY]
    state = play(game, begin(game, BONUS_HANDS), *script)
    assert scores(game, state) == (300, 0, 300, 0)
    assert (0, ANNOUNCE + c("KD")) in game.history(state)


@pytest.mark.parametrize(("strict", "announced", "said"), [
    (True, False, False), (True, True, True), (False, False, True)])
def test_the_board_says_last_card_as_the_table_was_warned(
        strict: bool, announced: bool, said: bool) -> None:
    game = SabatAlDeemin(strict_warning=strict)
    state = play(game, begin(game, BONUS_HANDS), *BONUS_PLAY[:24], "KD!" if announced else "KD")
    for seat in range(4):
        facts = game.board(game.view(state, seat)).facts
        assert (Fact("last_card", 0) in facts) is said


def test_the_penalty_is_never_multiplied() -> None:
    game = SabatAlDeemin(strict_warning=True)
    state = begin(game, BONUS_HANDS, bidding=("double", "pass", "treble"))
    state = play(game, state, *BONUS_PLAY)
    assert scores(game, state) == (900, 200, 900, 200)


def test_by_default_the_warning_is_automatic_and_an_announcement_is_accepted() -> None:
    game = SabatAlDeemin()
    state = play(game, begin(game, BONUS_HANDS), *BONUS_PLAY[:24])
    assert all(a < ANNOUNCE for a in game.legal_actions(state))
    state = game.apply(state, ANNOUNCE + c("KD"))
    assert game.history(state)[-1] == (0, ANNOUNCE + c("KD"))
    assert game.action_text(game.history(state)[-1][1]) == "KD!"
    state = play(game, state, "AD", "9H", "AC", "7S")
    assert scores(game, state) == (300, 0, 300, 0)


# -- the match ------------------------------------------------------------------


@pytest.mark.parametrize(("totals", "winners"), [
    ((480, 20, 480, 20), None),
    ((500, 20, 500, 20), (0, 2)),
    ((490, 510, 490, 510), (1, 3)),
    ((520, 560, 520, 560), (1, 3)),
    ((600, 520, 600, 520), (0, 2)),
    ((510, 510, 510, 510), None),
])
def test_the_first_team_to_the_target_wins_the_higher_if_both(
        totals: tuple[int, ...], winners: tuple[int, ...] | None) -> None:
    assert SabatAlDeemin().winners([(0, 0, 0, 0), totals]) == winners


def test_target_option() -> None:
    game = make_game("sabat-al-deemin", {"target": 100})
    assert isinstance(game, SabatAlDeemin)
    assert game.winners([(100, 0, 100, 0)]) == (0, 2)
    assert game.winners([(99, 0, 99, 0)]) is None
    assert game.teams() == ((0, 2), (1, 3)) and not game.LOWER_IS_BETTER
    with pytest.raises(InvalidOptions):
        make_game("sabat-al-deemin", {"target": 0})
    with pytest.raises(InvalidOptions):
        make_game("sabat-al-deemin", {"strict_warning": "yes"})


# -- views, text, deals ---------------------------------------------------------


def test_a_view_shows_the_own_hand_the_table_counts_and_the_bidding() -> None:
    game = SabatAlDeemin()
    state = begin(game, BONUS_HANDS, bidding=("double", "pass", "pass"))
    state = play(game, state, "7D", "pass", "7C", "pass", "8D")
    view = game.view(state, 1)
    assert {f.name for f in fields(view)} == {
        "seat", "dealer", "to_move", "hand", "history", "phase", "table", "counts",
        "multiplier", "doubler", "trebler"}
    assert view.hand == CardSet(BONUS_HANDS[1]).mask
    assert view.table == CardSet("7D 8D 7C").mask
    assert view.counts == (6, 8, 7, 8)
    assert (view.multiplier, view.doubler, view.trebler) == (2, 0, None)
    assert (view.to_move, view.phase) == (1, Phase.PLAY)
    assert view.history == game.history(state)


def test_action_text_round_trips() -> None:
    game = SabatAlDeemin()
    actions = [a for a in range(game.num_actions) if not game.action_text(a).startswith("action")]
    assert len(actions) == 32 + 4 + 32
    assert all(game.parse_action(game.action_text(a)) == a for a in actions)
    assert game.parse_action("10d!") == ANNOUNCE + c("TD")
    assert game.action_text(999) == "action 999"
    for text in ("2D", "pass!", "jella"):
        with pytest.raises(ValueError):
            game.parse_action(text)


def test_the_deal_is_one_card_at_a_time_from_the_seat_after_the_dealer() -> None:
    game = SabatAlDeemin()
    deal = game.shuffle(random.Random(5), 2)
    game.check_deal(deal, 2)
    order = shuffled(list(bits(DECK)), random.Random(5))
    assert all(deal.hands[(3 + i) % 4] >> card & 1 for i, card in enumerate(order))


@pytest.mark.parametrize("options", [{}, {"strict_warning": True}])
def test_fast_rollout_matches_the_protocol_loop(options: dict[str, Any]) -> None:
    game = make_game("sabat-al-deemin", options)
    for seed in range(40):
        state = game.deal(random.Random(seed), seed % 4)
        assert game.rollout(state, random.Random(seed)) == Game.rollout(
            game, state, random.Random(seed))
