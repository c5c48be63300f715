"""Badam Saat, clause by clause from the rules README and the source text."""

import pytest

from majlis.cards import CardSet
from majlis.games.badam_saat import PASS, BadamSaat, SevensState
from majlis.protocol import IllegalAction, InvalidDeal
from tests.helpers import cards_deal, legal_text, play

GAME = BadamSaat()


def test_the_source_texts_example_of_playable_cards() -> None:
    # Hearts 5-10, clubs 6-7, spades 4-8 on the table and no diamonds: the text
    # lists 4H and JH, 8C and 5C, 3S and 9S, and the seven of diamonds.
    table = CardSet("5H 6H 7H 8H 9H TH 6C 7C 4S 5S 6S 7S 8S").mask
    holding = CardSet("4H JH QH 8C 5C 4C 3S 9S TS 7D 8D 2D AS").mask
    state = SevensState(dealer=0, hands=(holding, 0, 0, 0), table=table, turn=0, winner=-1,
                        trail=None)
    assert legal_text(GAME, state) == ["5C", "8C", "7D", "4H", "JH", "3S", "9S"]


def test_deal_is_one_at_a_time_from_the_seat_after_the_dealer() -> None:
    game = BadamSaat(players=5)
    import random

    state = game.deal(random.Random(4), dealer=2)
    counts = [h.bit_count() for h in state.hands]
    # 52 = 5 * 10 + 2: the two seats after the dealer get the extra cards
    assert counts == [10, 10, 10, 11, 11]


def test_uneven_deal_counts_are_checked() -> None:
    game = BadamSaat(players=3)
    deal = cards_deal("", "", "")
    with pytest.raises(InvalidDeal):
        game.check_deal(deal, 0)


def seven_hearts_deal() -> tuple[str, str, str, str]:
    return (
        "7H 8H 2C 3C 4C 5C 6C 8C 9C TC JC QC KC",
        "AC 7C AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD",
        "QD KD 2H 3H 4H 5H 6H 9H TH JH QH KH AH",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    )


def test_the_holder_of_7h_must_lead_it() -> None:
    state = GAME.start(3, cards_deal(*seven_hearts_deal()), (0,) * 4, 0)
    assert GAME.to_move(state) == 0
    assert legal_text(GAME, state) == ["7H"]
    with pytest.raises(IllegalAction, match="The first card must be 7H"):
        GAME.apply(state, GAME.parse_action("8H"))


def test_play_goes_up_and_down_from_sevens_and_passing_is_forced_only() -> None:
    state = GAME.start(3, cards_deal(*seven_hearts_deal()), (0,) * 4, 0)
    state = play(GAME, state, "7H")
    assert legal_text(GAME, state) == ["7C", "7D"]  # seat 1: new sevens only
    with pytest.raises(IllegalAction, match="can play"):
        GAME.apply(state, PASS)
    state = play(GAME, state, "7D")
    assert legal_text(GAME, state) == ["6H"]  # seat 2: below the heart seven
    state = play(GAME, state, "6H", "7S")
    assert legal_text(GAME, state) == ["8H"]  # seat 0: clubs not started, so no 8C
    before = state
    with pytest.raises(IllegalAction, match="neither a seven"):
        GAME.apply(state, GAME.parse_action("2C"))
    assert state == before
    with pytest.raises(IllegalAction, match="do not hold"):
        GAME.apply(state, GAME.parse_action("2S"))


def test_a_player_who_cannot_play_passes_and_the_turn_moves_on() -> None:
    stuck = SevensState(dealer=0, hands=(CardSet("2C").mask, 1, 1, 1),
                        table=CardSet("7H 7C").mask, turn=0, winner=-1, trail=None)
    assert legal_text(GAME, stuck) == ["pass"]
    after = GAME.apply(stuck, PASS)
    assert after.turn == 1 and after.hands == stuck.hands and after.table == stuck.table


@pytest.mark.parametrize(("ace", "playable"), [("low", ["AH"]), ("high", [])])
def test_the_ace_sits_below_the_two_or_above_the_king(ace: str, playable: list[str]) -> None:
    game = BadamSaat(ace=ace)
    table = CardSet("2H 3H 4H 5H 6H 7H 7C").mask
    state = SevensState(dealer=0, hands=(CardSet("AH").mask | CardSet("KS").mask, 1, 1, 1),
                        table=table, turn=0, winner=-1, trail=None)
    assert legal_text(game, state) == (playable or ["pass"])
    table = CardSet("7H 8H 9H TH JH QH KH 7C").mask
    state = SevensState(dealer=0, hands=(CardSet("AH KS").mask, 1, 1, 1), table=table, turn=0,
                        winner=-1, trail=None)
    assert legal_text(game, state) == (["AH"] if ace == "high" else ["pass"])


@pytest.mark.parametrize(("ace", "penalty"), [("low", 1 + 13 + 11), ("high", 14 + 13 + 11)])
def test_going_out_wins_and_the_others_pay_their_ranks(ace: str, penalty: int) -> None:
    game = BadamSaat(players=2, ace=ace)
    table = CardSet("7H 7C 7D 7S").mask
    state = SevensState(dealer=0, hands=(CardSet("8H").mask, CardSet("AS KS JD").mask),
                        table=table, turn=0, winner=-1, trail=None)
    state = play(game, state, "8H")
    assert game.to_move(state) is None
    assert game.hand_scores(state) == (0, penalty)
    with pytest.raises(IllegalAction, match="over"):
        game.apply(state, PASS)


def test_match_of_n_games_lowest_total_wins_and_ties_share() -> None:
    game = BadamSaat(games=3)
    assert game.winners([(1, 2, 3, 4), (5, 5, 5, 5)]) is None
    assert game.winners([(0, 0, 0, 0)] * 2 + [(10, 4, 4, 9)]) == (1, 2)
    assert game.winners([(0, 0, 0, 0)] * 2 + [(10, 4, 5, 9)]) == (1,)


def test_view_holds_own_hand_and_counts_only() -> None:
    state = GAME.start(3, cards_deal(*seven_hearts_deal()), (0,) * 4, 0)
    state = play(GAME, state, "7H", "7D")
    view = GAME.view(state, 2)
    assert view.hand == state.hands[2]
    assert view.counts == (12, 12, 13, 13)
    assert view.table == CardSet("7H 7D").mask
    assert view.history == ((0, GAME.parse_action("7H")), (1, GAME.parse_action("7D")))
    others = {state.hands[s] for s in (0, 1, 3)}
    assert not others & set(vars(view).values())


def test_a_pass_shows_the_cards_that_fitted_and_only_the_leader_holds_7h() -> None:
    hands = ("7H 2C 3C 4C 5C 6C 8C 9C TC JC QC KC AC",
             "2D 3D 4D 5D 9D TD JD QD KD AD 2S 3S 4S",
             "6D 7D 8D 2H 3H 4H 5H 6H 8H 9H TH JH QH",
             "KH AH 5S 6S 7S 8S 9S TS JS QS KS AS 7C")
    state = GAME.start(3, cards_deal(*hands), (0,) * 4, 0)
    seven = CardSet("7H").mask
    assert GAME.cannot_hold(GAME.view(state, 2)) == (0, seven, seven, seven)
    state = play(GAME, state, "7H", "pass")  # seat 1 holds no seven and nothing next to 7H
    fitted = CardSet("6H 8H 7C 7D 7S").mask
    for seat in range(4):
        assert GAME.cannot_hold(GAME.view(state, seat)) == (0, fitted, 0, 0)
