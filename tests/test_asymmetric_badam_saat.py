"""Scenario tests for Asymmetric Badam Saat, one per rule clause, from explicit deals.

The dry run of ``shared/rules/badam-saat-and-asymmetric.txt`` comes first, card for card.
"""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from majlis.bitset import bits
from majlis.cards import FULL_DECK, CardSet, parse_card
from majlis.games import make_game
from majlis.games.asymmetric_badam_saat import (
    STOCK_SIZE,
    AsymmetricBadamSaat,
    AsymmetricState,
    all_pass,
    reach,
)
from majlis.games.badam_saat import PASS
from majlis.match import Match
from majlis.protocol import Deal, Game, IllegalAction, InvalidDeal, InvalidOptions
from majlis.rng import shuffled

DEALER, OPPONENT = 0, 1
"""The seats when seat 0 deals."""

NOT_NEXT = "That card is not next to a card of its suit on the table."


def c(text: str) -> int:
    return parse_card(text)


def deal_of(dealer_hand: str, opponent_hand: str, table: str, stock_top: str = "",
            dealer: int = 0) -> Deal:
    """A checked deal; the stock is ``stock_top`` then every other card in id order."""
    hands = [0, 0]
    hands[dealer] = CardSet(dealer_hand).mask
    hands[1 - dealer] = CardSet(opponent_hand).mask
    face_up = tuple(c(w) for w in table.split())
    top = [c(w) for w in stock_top.split()]
    used = hands[0] | hands[1] | CardSet(face_up).mask | CardSet(top).mask
    stock = (*top, *(x for x in bits(FULL_DECK) if not used >> x & 1))
    deal = Deal(tuple(hands), face_up, stock)
    AsymmetricBadamSaat().check_deal(deal, dealer)
    return deal


def start(game: AsymmetricBadamSaat, deal: Deal, dealer: int = 0) -> AsymmetricState:
    return game.start(dealer, deal, (0, 0), 0)


def play(game: AsymmetricBadamSaat, state: AsymmetricState, *actions: str) -> AsymmetricState:
    for text in actions:
        state = game.apply(state, game.parse_action(text))
    return state


def legal(game: AsymmetricBadamSaat, state: AsymmetricState) -> str:
    return " ".join(game.action_text(a) for a in game.legal_actions(state))


def hand(state: AsymmetricState, seat: int) -> CardSet:
    return CardSet(state.hands[seat])


def refusal(game: AsymmetricBadamSaat, state: AsymmetricState, action: int) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, action)
    return caught.value.reason


# -- the dry run ------------------------------------------------------------------------


def dry_run_deal() -> Deal:
    # The text's stock starts 3C (to O) then AH (to D); 4C and QH are our choice.
    return deal_of("AD 6S KS 7H", "KH QS 8H 5D", "5S 9S 8D JH", "3C AH 4C QH")


def test_dry_run_card_for_card() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, dry_run_deal())
    assert state.table == CardSet("5S 9S 8D JH").mask
    # daav 1: the opponent starts and can play nothing; the dealer must play 6S.
    assert game.to_move(state) == OPPONENT and legal(game, state) == "pass"
    state = play(game, state, "pass")
    assert game.to_move(state) == DEALER and legal(game, state) == "6S"
    state = play(game, state, "6S")
    assert hand(state, DEALER) == CardSet("AD KS 7H")
    assert hand(state, OPPONENT) == CardSet("KH QS 8H 5D")
    assert state.table == CardSet("5S 6S 9S 8D JH").mask
    # O passes first, then D: the first all-pass.  Clubs are missing but nobody holds one,
    # so each draws, O first, and O (the first passer) starts the next daav.
    assert legal(game, state) == "pass"
    state = play(game, state, "pass")
    assert game.to_move(state) == DEALER and legal(game, state) == "pass"
    state = play(game, state, "pass")
    assert hand(state, OPPONENT) == CardSet("KH QS 8H 5D 3C")
    assert hand(state, DEALER) == CardSet("AD KS 7H AH")
    assert len(state.stock) == 38 and state.missing_open
    # The missing clubs are open now: O plays 3C; then D and O pass (D first).
    assert game.to_move(state) == OPPONENT and legal(game, state) == "3C"
    state = play(game, state, "3C")
    assert state.table == CardSet("5S 6S 9S 8D JH 3C").mask
    assert legal(game, state) == "pass"
    state = play(game, state, "pass")
    assert game.to_move(state) == OPPONENT and legal(game, state) == "pass"
    state = play(game, state, "pass")
    # Not the first all-pass: each draws again, O first, and D (who passed first) plays on.
    assert hand(state, OPPONENT) == CardSet("KH QS 8H 5D 4C")
    assert hand(state, DEALER) == CardSet("AD KS 7H AH QH")
    assert len(state.stock) == 36
    assert game.to_move(state) == DEALER and legal(game, state) == "QH"
    # The draws are chance events: the record holds only the actions.
    assert [game.action_text(a) for _, a in game.history(state)] == [
        "pass", "6S", "pass", "pass", "3C", "pass", "pass"]
    assert [seat for seat, _ in game.history(state)] == [OPPONENT, DEALER] * 3 + [OPPONENT]


# -- deal -----------------------------------------------------------------------------


def test_shuffle_deals_four_each_from_the_opponent_then_four_up_then_the_stock() -> None:
    game = AsymmetricBadamSaat()
    deal = game.shuffle(random.Random(5), dealer=1)
    deck = shuffled(list(bits(FULL_DECK)), random.Random(5))
    assert deal.hands[0] == CardSet(deck[0:8:2]).mask  # seat 0 is the opponent of dealer 1
    assert deal.hands[1] == CardSet(deck[1:8:2]).mask
    assert deal.table == tuple(deck[8:12])
    assert deal.stock == tuple(deck[12:])
    game.check_deal(deal, 1)


def test_check_deal_counts_every_part() -> None:
    game = AsymmetricBadamSaat()
    good = dry_run_deal()
    five_up = Deal(good.hands, (*good.table, good.stock[0]), good.stock[1:])
    with pytest.raises(InvalidDeal, match="table holds 5 cards instead of 4"):
        game.check_deal(five_up, 0)
    short = Deal(good.hands, good.table, good.stock[:-1])
    with pytest.raises(InvalidDeal, match="missing"):
        game.check_deal(short, 0)
    fat_hand = Deal((good.hands[0] | 1 << good.stock[0], good.hands[1]), good.table,
                    good.stock[1:])
    with pytest.raises(InvalidDeal, match="seat 0 holds 5 instead of 4"):
        game.check_deal(fat_hand, 0)
    twice = Deal(good.hands, good.table, (good.table[0], *good.stock[1:]))
    with pytest.raises(InvalidDeal, match="5S is dealt twice"):
        game.check_deal(twice, 0)
    with pytest.raises(InvalidDeal, match="needs 2 hands"):
        game.check_deal(Deal(good.hands[:1], good.table, good.stock), 0)


def test_deal_record_keeps_table_and_stock_order() -> None:
    game = AsymmetricBadamSaat()
    deal = dry_run_deal()
    data = game.deal_json(deal)
    assert data["table"] == ["5S", "9S", "8D", "JH"]
    assert data["stock"][:4] == ["3C", "AH", "4C", "QH"]
    assert game.parse_deal(data, 0) == deal
    del data["stock"]
    with pytest.raises(InvalidDeal, match="missing key 'stock'"):
        game.parse_deal(data, 0)


# -- play -----------------------------------------------------------------------------


@pytest.mark.parametrize(("ace", "expected", "refused"), [
    ("low", "6C 4D AH", "AS"),   # the Ace below the 2; no wrap from the King
    ("high", "6C 4D AS", "AH"),  # the Ace above the King; nothing below the 2
])
def test_a_card_next_in_rank_to_any_table_card_of_its_suit(
        ace: str, expected: str, refused: str) -> None:
    game = AsymmetricBadamSaat(ace=ace)
    state = start(game, deal_of("2S 3S 4S 8S", "AH AS 6C 4D", "2H KS 5C 5D"))
    assert legal(game, state) == expected  # runs grow both ways: 6C above 5C, 4D below 5D
    assert refusal(game, state, c(refused)) == NOT_NEXT


def test_sevens_are_not_special() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, deal_of("2S 3S 4S 8S", "7C 7D 7H 9H", "2H KS 5C 5D"))
    assert legal(game, state) == "pass"
    assert refusal(game, state, c("7C")) == NOT_NEXT


def test_a_player_who_can_play_must() -> None:
    game = AsymmetricBadamSaat()
    state = play(game, start(game, dry_run_deal()), "pass")
    assert refusal(game, state, PASS) == "You cannot pass: you can play 6S."


def test_refusals_name_the_action_and_the_reason() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, dry_run_deal())
    assert refusal(game, state, c("6S")) == "You do not hold 6S."
    for action in (-1, 0, 15, PASS + 1, 1000):
        with pytest.raises(IllegalAction) as caught:
            game.apply(state, action)
        assert (caught.value.action, caught.value.reason) == (f"action {action}",
                                                              "That is not a card.")


def test_missing_suit_refused_before_the_first_all_pass_then_open_for_good() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, deal_of("AD KS 7H 6H", "3C 8D KH QS", "5S 9S JH 3H"))
    assert legal(game, state) == "pass"
    assert refusal(game, state, c("3C")) == (
        "No clubs are on the table yet: missing suits open only once both players have "
        "passed in a row.")
    state = play(game, state, "pass", "pass")
    # Both hold a missing-suit card, so nobody draws and O, the first passer, plays on.
    assert len(state.stock) == 40 and hand(state, OPPONENT) == CardSet("3C 8D KH QS")
    assert game.to_move(state) == OPPONENT and legal(game, state) == "3C 8D"
    state = play(game, state, "3C")
    assert legal(game, state) == "AD"  # diamonds are still missing, still open
    state = play(game, state, "AD")
    # Diamonds are on the table now, so 8D must wait for its neighbours.
    assert legal(game, state) == "pass"
    assert refusal(game, state, c("8D")) == NOT_NEXT


def test_first_all_pass_skips_the_draw_when_only_the_second_passer_gains() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, deal_of("AD KS 7H 3C", "KH QS 8H 5D", "5S 9S 8D JH"))
    state = play(game, state, "pass", "pass")
    assert len(state.stock) == 40 and game.to_move(state) == OPPONENT
    state = play(game, state, "pass")  # one pass, not an all-pass: still no draw
    assert len(state.stock) == 40 and legal(game, state) == "3C"


@pytest.mark.parametrize("dealer", [0, 1])
def test_draws_go_opponent_first_and_the_first_passer_plays_on(dealer: int) -> None:
    # All four suits are up, so even the first all-pass draws.
    game = AsymmetricBadamSaat()
    opponent = 1 - dealer
    state = start(game, deal_of("AD KS 7H 2C", "KH QS 8H 5D", "5S 9C 8D JH", "TH 7S",
                                dealer=dealer), dealer)
    assert game.to_move(state) == opponent
    state = play(game, state, "pass", "pass")
    assert hand(state, opponent) == CardSet("KH QS 8H 5D TH")
    assert hand(state, dealer) == CardSet("AD KS 7H 2C 7S")
    assert game.to_move(state) == opponent and legal(game, state) == "TH"


def test_a_pass_shows_what_fitted_until_the_passer_next_draws() -> None:
    game = AsymmetricBadamSaat()
    table = CardSet("5S 9C 8D JH").mask
    state = start(game, deal_of("AD KS 7H 2C", "KH QS 8H 5D", "5S 9C 8D JH", "TH 7S"))
    state = play(game, state, "pass")
    assert game.cannot_hold(game.view(state, DEALER)) == (0, reach(table, False, True))
    state = play(game, state, "pass")  # an all-pass: each seat draws a card
    assert game.cannot_hold(game.view(state, DEALER)) == (0, 0)
    state = play(game, state, "TH", "pass")
    shown = reach(table | CardSet("TH").mask, True, True)
    assert game.cannot_hold(game.view(state, OPPONENT)) == (shown, 0)


def test_a_first_all_pass_that_opens_a_missing_suit_draws_nothing_and_forgets_nothing() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, deal_of("AD KS 7H 6H", "3C 8D KH QS", "5S 9S JH 3H"))
    state = play(game, state, "pass", "pass")
    fitted = reach(CardSet("5S 9S JH 3H").mask, False, True)
    assert len(state.stock) == 40
    assert game.cannot_hold(game.view(state, OPPONENT)) == (fitted, fitted)


def test_draws_while_the_stock_lasts() -> None:
    hands = (CardSet("AD").mask, CardSet("2C").mask)
    table = FULL_DECK & ~CardSet("AD 2C 3C").mask
    assert all_pass(0, hands, table, (c("3C"),)) == (
        (CardSet("AD").mask, CardSet("2C 3C").mask), ())
    assert all_pass(0, hands, table, ()) == (hands, ())


def late_position(game: AsymmetricBadamSaat) -> AsymmetricState:
    """A hand near its end: 48 cards up, D holds AD, O holds 2C, the stock is 3C KD."""
    up = FULL_DECK & ~CardSet("AD 2C 3C KD").mask
    deal = Deal((CardSet("AD").mask, CardSet("2C").mask), tuple(bits(up)), (c("3C"), c("KD")))
    return start(game, deal)


def test_stock_runs_out_and_play_goes_on() -> None:
    game = AsymmetricBadamSaat(ace="high")
    state = play(game, late_position(game), "pass", "pass")
    assert state.stock == () and game.view(state, DEALER).stock_count == 0
    assert hand(state, OPPONENT) == CardSet("2C 3C") and hand(state, DEALER) == CardSet("AD KD")
    assert legal(game, state) == "3C"
    state = play(game, state, "3C")
    assert legal(game, state) == "KD"
    state = play(game, state, "KD", "2C")
    assert game.to_move(state) is None and game.legal_actions(state) == ()
    assert game.hand_scores(state) == (14, 0)  # the Ace high is worth 14
    assert refusal(game, state, PASS) == "The hand is over."


def test_every_hand_ends_and_an_empty_stock_never_blocks_both() -> None:
    # Once the stock is empty every card is in a hand or up with missing suits open,
    # so some seat can always play: no all-pass, and each play shortens a hand.
    for ace in ("low", "high"):
        game = AsymmetricBadamSaat(ace=ace)
        ace_low = ace == "low"
        rng = random.Random(ace)
        for number in range(150):
            state = game.deal(rng, number % 2)
            for _ in range(400):
                if game.to_move(state) is None:
                    break
                if not state.stock:
                    assert state.missing_open
                    assert any(h & reach(state.table, True, ace_low) for h in state.hands)
                actions = game.legal_actions(state)
                state = game.apply(state, actions[int(rng.random() * len(actions))])
            assert game.to_move(state) is None



def test_the_pass_after_which_both_drew_says_so() -> None:
    """Draws are not actions: the pass that closed an all-pass that drew carries the flag
    "drew" in every seat's history (the board tells of the last draw only until the next
    action), one such pass for each pair of cards gone from the stock."""
    game = AsymmetricBadamSaat()
    rng = random.Random("drew")
    flagged_anywhere = 0
    for number in range(40):
        state = game.deal(rng, number % 2)
        while game.to_move(state) is not None:
            actions = game.legal_actions(state)
            state = game.apply(state, actions[int(rng.random() * len(actions))])
            explained = [game.explain(game.view(state, seat)) for seat in range(2)]
            assert explained[0] == explained[1]
            flagged = [(index, move) for index, move in
                       enumerate(move for stage in explained[0] for move in stage.moves)
                       if "drew" in move.flags]
            drawn = STOCK_SIZE - len(state.stock)
            assert len(flagged) == drawn // 2
            for index, move in flagged:
                assert move.word == "pass" and game.history(state)[index - 1][1] == PASS
            flagged_anywhere += len(flagged)
    assert flagged_anywhere

# -- scores and match -----------------------------------------------------------------


@pytest.mark.parametrize(("ace", "charged"), [
    # low: D's 2+3+13+1 = 19, the stock 364 - 33 up - 31 played - 19 = 281
    ("low", 300),
    # high: D's 2+3+13+14 = 32, the stock 416 - 33 - 31 - 32 = 320
    ("high", 352),
])
def test_loser_is_charged_hand_and_stock(ace: str, charged: int) -> None:
    game = AsymmetricBadamSaat(ace=ace)
    state = start(game, deal_of("2C 3C KD AH", "6S 7S 8S TS", "5S 9S 8D JH"))
    for card in ("6S", "7S", "8S"):
        state = play(game, state, card)
        assert game.hand_scores(state) == (0, 0) and legal(game, state) == "pass"
        state = play(game, state, "pass")
    state = play(game, state, "TS")
    assert len(state.stock) == 40 and game.to_move(state) is None
    assert game.hand_scores(state) == (charged, 0)


def test_match_is_games_hands_lowest_total_wins_and_the_deal_alternates() -> None:
    game = AsymmetricBadamSaat(games=2)
    assert game.winners([(0, 300)]) is None
    assert game.winners([(0, 300), (352, 300)]) == (1,)
    assert game.winners([(0, 5), (5, 5)]) == (0, 1)
    state = late_position(game)
    assert game.next_dealer(0, state) == 1 and game.next_dealer(1, state) == 0
    match = Match(make_game("asymmetric-badam-saat", {"games": 3}), seed=11)
    rng = random.Random(3)
    while match.winners is None:
        actions = match.legal_actions()
        match.act(actions[int(rng.random() * len(actions))])
    assert len(match.hands) == 3
    assert [hand.dealer for hand in match.hands] in ([0, 1, 0], [1, 0, 1])
    totals = match.totals()
    assert match.winners == tuple(s for s in (0, 1) if totals[s] == min(totals))


def test_options() -> None:
    assert AsymmetricBadamSaat.from_options({}) == AsymmetricBadamSaat(ace="low", games=7)
    game = AsymmetricBadamSaat.from_options({"ace": "high", "games": 3})
    assert game.options() == {"ace": "high", "games": 3}
    for bad in ({"players": 2}, {"ace": "middle"}, {"games": 0}):
        with pytest.raises(InvalidOptions):
            AsymmetricBadamSaat.from_options(bad)


# -- views ----------------------------------------------------------------------------


def test_view_shows_own_hand_table_counts_and_stock_size_only() -> None:
    game = AsymmetricBadamSaat()
    state = start(game, dry_run_deal())
    assert not game.view(state, DEALER).missing_open
    state = play(game, state, "pass", "6S", "pass", "pass")
    view = game.view(state, DEALER)
    assert {f.name for f in fields(view)} == {
        "seat", "dealer", "to_move", "hand", "history", "table", "counts",
        "stock_count", "missing_open"}
    assert view.hand == CardSet("AD KS 7H AH").mask  # the card D drew, and not O's
    assert view.table == CardSet("5S 6S 9S 8D JH").mask
    assert view.counts == (4, 5) and view.stock_count == 38 and view.missing_open
    assert view.to_move == OPPONENT and view.history == game.history(state)
    assert game.view(state, OPPONENT).hand == CardSet("KH QS 8H 5D 3C").mask


def test_view_does_not_depend_on_the_stock_order_or_the_other_hand() -> None:
    game = AsymmetricBadamSaat()
    one = dry_run_deal()
    reordered = Deal(one.hands, one.table, (*one.stock[:4], *reversed(one.stock[4:])))
    # O holds 4D instead of 5D, and 5D lies in the stock where 4D was.
    stock = tuple(c("5D") if x == c("4D") else x for x in one.stock)
    swapped = Deal((one.hands[0], CardSet("KH QS 8H 4D").mask), one.table, stock)
    for deal in (reordered, swapped):
        for moves in ((), ("pass", "6S", "pass", "pass")):
            here = play(game, start(game, deal), *moves)
            there = play(game, start(game, one), *moves)
            assert game.view(here, DEALER) == game.view(there, DEALER)
            if deal is reordered:
                assert game.view(here, OPPONENT) == game.view(there, OPPONENT)


# -- speed ----------------------------------------------------------------------------


@pytest.mark.parametrize("ace", ["low", "high"])
def test_fast_rollout_makes_the_same_choices_as_the_protocol_loop(ace: str) -> None:
    game = AsymmetricBadamSaat(ace=ace)
    for seed in range(150):
        rng = random.Random(seed)
        state = game.deal(rng, seed % 2)
        for _ in range(seed % 30):  # from the middle of a hand too
            if game.to_move(state) is not None:
                state = game.apply(state, rng.choice(game.legal_actions(state)))
        assert game.rollout(state, random.Random(seed)) == Game.rollout(
            game, state, random.Random(seed))
    late = late_position(game)
    assert game.rollout(late, random.Random(1)) == Game.rollout(game, late, random.Random(1))


def test_rebuild_behind_the_true_hands_replays_to_the_view_with_the_stock_anew() -> None:
    """At any point of a hand and for both seats, a deal rebuilt behind the true hands
    now is a proper deal whose history replays to the seat's view, with the same hands,
    and the stock left comes back in another order (while it has more than 2 cards)."""
    game = AsymmetricBadamSaat()
    for seed in range(8):
        rng = random.Random(seed)
        state = game.deal(rng, seed % 2)
        for _ in range(int(rng.random() * 80)):
            legal = game.legal_actions(state)
            if not legal:
                break
            state = game.apply(state, legal[int(rng.random() * len(legal))])
        for seat in range(2):
            view = game.view(state, seat)
            stocks = set()
            for _ in range(4):
                rebuilt = game.rebuild(view, state.hands, rng)
                assert rebuilt is not None and rebuilt.history == view.history
                game.check_deal(rebuilt.deal, state.dealer)
                again = game.start(state.dealer, rebuilt.deal, (0, 0), 0)
                for _, action in rebuilt.history:
                    again = game.apply(again, action)
                assert game.view(again, seat) == view and again.hands == state.hands
                stocks.add(again.stock)
            assert len(stocks) > 1 or len(state.stock) <= 2


def test_the_board_says_when_an_all_pass_has_just_drawn() -> None:
    # Draws are not actions: the board is where a player learns why the hand grew.
    game = make_game("asymmetric-badam-saat")
    said = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = game.deal(rng, seed % 2)
        while game.to_move(state) is not None:
            after = game.apply(state, rng.choice(game.legal_actions(state)))
            drew = len(after.stock) < len(state.stock)
            for viewer in range(2):
                names = [f.name for f in game.board(game.view(after, viewer)).facts]
                assert ("drew" in names) == drew, (seed, names)
            said += drew
            state = after
    assert said > 30
