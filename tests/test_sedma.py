"""Scenario tests for Sedma, one per rule clause of shared/rules (section Sedma) and sedma.txt."""

from __future__ import annotations

import random

import pytest

from majlis.dominoes import DOUBLES, WITH_PIPS, TileSet, parse_tile
from majlis.games.sedma import PASS, Sedma, SedmaState, points
from majlis.protocol import Deal, Game, IllegalAction, InvalidDeal, InvalidOptions

# Laid out so the text's worked example can be played tile for tile with seat 0
# leading: every seat holds the tile the example gives it, and after 6-6 only
# seat 3 holds a six.
EXAMPLE = ("1-1 0-4 0-1 0-2 1-3 2-2 3-3",
           "1-2 0-0 0-3 0-5 1-4 2-3 3-4",
           "2-4 0-6 1-5 2-5 3-5 4-5 5-5",
           "4-4 6-6 1-6 2-6 3-6 4-6 5-6")
EXAMPLE_PLAY = ("1-1", "1-2", "2-4", "4-4", "0-4", "0-0", "0-6", "6-6")

OFFER_HANDS = ("0-1 0-2 0-3 0-4 0-5 0-6 1-2",
               "1-3 1-4 1-5 1-6 2-3 2-4 2-5",
               "0-0 3-3 2-6 3-4 3-5 3-6 4-5",
               "1-1 2-2 4-4 5-5 6-6 4-6 5-6")
"""Seats 0 and 1 hold no double: dealt by seat 0, the lead offer passes to seat 2."""


def deal(*hands: str) -> Deal:
    out = Deal(hands=tuple(TileSet(hand).mask for hand in hands))
    Sedma().check_deal(out, 0)  # the hand-built deals are proper deals
    return out


def start(game: Sedma, hands: tuple[str, ...], dealer: int = 0,
          totals: tuple[int, ...] = (0, 0, 0, 0)) -> SedmaState:
    return game.start(dealer, deal(*hands), totals, 0)


def play(game: Sedma, state: SedmaState, *words: str) -> SedmaState:
    for word in words:
        state = game.apply(state, game.parse_action(word))
    return state


def tiles(text: str) -> tuple[int, ...]:
    """The tiles of ``text`` in the order written."""
    return tuple(parse_tile(word) for word in text.split())


def refusal(game: Sedma, state: SedmaState, word: str) -> str:
    with pytest.raises(IllegalAction) as error:
        game.apply(state, game.parse_action(word))
    return error.value.reason


def test_worked_example_scores_tile_for_tile() -> None:
    game = Sedma()
    state = start(game, EXAMPLE)
    expected = (1, 0, 0, 2, 0, 3, 0, 4)  # the text's points, tile by tile
    for i, (word, gained) in enumerate(zip(EXAMPLE_PLAY, expected, strict=True)):
        seat = i % 4  # every seat can play, so the turn simply goes round
        assert game.to_move(state) == seat
        before = game.hand_scores(state)[seat]
        state = play(game, state, word)
        assert game.hand_scores(state)[seat] - before == gained
    assert game.hand_scores(state) == (1, 3, 0, 6)
    assert state.train == tiles("1-1 1-2 2-4 4-4 0-4 0-0 0-6 6-6")
    assert game.to_move(state) == 0


def test_lead_offer_passes_by_itself_to_a_seat_with_a_double() -> None:
    game = Sedma()
    state = start(game, OFFER_HANDS, dealer=0)
    assert game.to_move(state) == 2
    assert game.legal_actions(state) == tiles("0-0 3-3")
    assert game.history(state) == ()  # no action for the seats passed over
    assert game.view(state, 1).dealer == 0
    assert game.to_move(start(game, OFFER_HANDS, dealer=3)) == 3
    assert game.to_move(start(game, OFFER_HANDS, dealer=1)) == 2


def test_the_seats_the_lead_offer_passed_by_hold_no_double() -> None:
    game = Sedma()
    state = start(game, OFFER_HANDS, dealer=0)
    assert game.cannot_hold(game.view(state, 3)) == (DOUBLES, DOUBLES, 0, 0)
    state = play(game, state, "3-3")
    assert game.cannot_hold(game.view(state, 0)) == (DOUBLES, DOUBLES, 0, 0)


def test_the_lead_is_a_double_of_the_leaders_choice_and_compulsory() -> None:
    game = Sedma(forced_play=False)
    state = start(game, EXAMPLE)
    assert game.legal_actions(state) == tiles("1-1 2-2 3-3")
    assert refusal(game, state, "pass") == "You must lead a double: you hold 1-1."
    assert refusal(game, state, "0-4") == "The lead must be a double."
    assert refusal(game, state, "4-4") == "You do not hold 4-4."
    state = play(game, state, "3-3")
    assert state.end == 3
    assert game.to_move(state) == 1  # play starts with the next seat
    assert game.hand_scores(state) == (1, 0, 0, 0)


def test_a_player_who_can_play_must_and_one_who_cannot_passes() -> None:
    game = Sedma()
    state = play(game, start(game, EXAMPLE), "1-1")
    assert game.legal_actions(state) == tiles("1-2 1-4")
    assert refusal(game, state, "pass") == "You cannot pass: you can play 1-2."
    assert refusal(game, state, "0-3") == "That tile does not match the open end 1."
    state = play(game, state, *EXAMPLE_PLAY[1:])
    assert game.legal_actions(state) == (PASS,)  # seat 0 holds no six
    assert refusal(game, state, "0-1") == "That tile does not match the open end 6."
    state = play(game, state, "pass", "pass", "pass")
    assert game.to_move(state) == 3
    assert game.history(state)[-3:] == ((0, PASS), (1, PASS), (2, PASS))


def test_without_forced_play_a_player_may_pass_and_four_passes_end_the_hand() -> None:
    game = Sedma(forced_play=False)
    state = play(game, start(game, EXAMPLE), "1-1")
    assert game.legal_actions(state) == (*tiles("1-2 1-4"), PASS)
    state = play(game, state, "pass", "pass", "pass")
    assert game.to_move(state) == 0
    assert game.legal_actions(state) == (*tiles("0-1 1-3"), PASS)
    state = play(game, state, "pass")
    assert game.to_move(state) is None
    assert game.legal_actions(state) == ()
    assert game.hand_scores(state) == (1, 0, 0, 0)


@pytest.mark.parametrize("forced", [True, False])
def test_a_pass_shows_the_end_only_where_play_is_forced(forced: bool) -> None:
    game = Sedma(forced_play=forced)
    state = play(game, start(game, EXAMPLE), *EXAMPLE_PLAY, "pass")  # seat 0 holds no six
    shown = WITH_PIPS[6] if forced else 0
    assert game.cannot_hold(game.view(state, 2)) == (shown, 0, 0, 0)


def test_a_tile_resets_the_run_of_passes() -> None:
    game = Sedma(forced_play=False)
    state = play(game, start(game, EXAMPLE), "1-1", "pass", "pass", "pass", "1-3",
                 "pass", "pass", "pass")
    assert game.to_move(state) == 0


def test_hand_ends_at_once_when_nobody_can_match_the_open_end() -> None:
    game = Sedma()
    hands = ("0-0 0-3 5-6 1-1 1-3 1-4 1-5",
             "0-1 3-4 0-6 1-6 2-2 2-3 2-4",
             "1-2 0-4 2-5 2-6 3-3 3-5 3-6",
             "0-2 0-5 4-4 4-5 4-6 5-5 6-6")
    # the train takes all seven blanks and comes back to a blank end
    train = ("0-0", "0-1", "1-2", "0-2", "0-3", "3-4", "0-4", "0-5", "5-6")
    state = play(game, start(game, hands), *train)
    assert game.to_move(state) == 1
    state = play(game, state, "0-6")
    assert game.to_move(state) is None
    assert game.legal_actions(state) == ()
    assert game.history(state)[-1] == (1, parse_tile("0-6"))  # no round of passes
    assert len(game.history(state)) == 10
    assert refusal(game, state, "pass") == "The hand is over."
    assert game.cannot_hold(game.view(state, 0)) == (WITH_PIPS[0],) * 4  # blocked on blanks


def test_hand_ends_when_a_player_dominoes_and_a_double_scores_at_most_seven() -> None:
    game = Sedma()
    # An Euler circuit of the set, dealt round so each seat holds the tiles it plays.
    circuit = ("0-0 0-1 1-1 1-2 2-2 2-3 3-3 3-4 4-4 4-5 5-5 5-6 6-6 0-6 "
               "0-2 2-4 4-6 1-6 1-3 3-5 0-5 0-3 3-6 2-6 2-5 1-5 1-4 0-4")
    hands = tuple(" ".join(circuit.split()[seat::4]) for seat in range(4))
    state = play(game, start(game, hands), *circuit.split()[:24])
    assert game.to_move(state) == 0
    state = play(game, state, "2-5")
    assert game.to_move(state) is None
    assert game.view(state, 0).hand == 0
    assert game.view(state, 0).counts == (0, 1, 1, 1)
    # doubles in rising order: 1, 2, ... 7 points, seat 0 setting the even ones
    assert game.hand_scores(state) == (1 + 3 + 5 + 7, 0, 2 + 4 + 6, 0)


def test_double_blank_is_highest_when_set_and_lowest_in_the_train() -> None:
    game = Sedma()
    hands = ("6-6 1-1 0-2 0-3 2-2 2-3 3-3",
             "0-6 0-4 0-5 1-2 1-3 2-4 3-4",
             "0-0 1-4 1-5 2-5 3-5 4-4 4-5",
             "0-1 1-6 2-6 3-6 4-6 5-5 5-6")
    state = play(game, start(game, hands), "6-6", "0-6", "0-0")
    assert game.hand_scores(state) == (1, 0, 2, 0)  # 0-0 set above 6-6
    state = play(game, state, "0-1", "1-1")
    assert game.hand_scores(state) == (3, 0, 2, 0)  # 1-1 above the 0-0, below 6-6
    one_to_six = DOUBLES & ~TileSet("0-0").mask
    assert points(parse_tile("0-0"), one_to_six) == 7
    assert points(parse_tile("6-6"), one_to_six & ~TileSet("6-6").mask) == 6
    assert points(parse_tile("1-1"), TileSet("0-0 6-6").mask) == 2
    assert points(parse_tile("1-2"), DOUBLES) == 0


def test_reaching_the_target_wins_at_once_mid_hand() -> None:
    game = Sedma()
    state = play(game, start(game, EXAMPLE, totals=(0, 0, 0, 58)), *EXAMPLE_PLAY[:4])
    assert game.to_move(state) is None
    assert game.legal_actions(state) == ()
    assert game.hand_scores(state) == (1, 0, 0, 2)
    assert game.winners([(1, 0, 0, 60)]) == (3,)
    lead = play(game, start(game, EXAMPLE, totals=(59, 0, 0, 0)), "1-1")
    assert game.to_move(lead) is None  # the lead double counts too


def test_with_finish_hand_the_hand_goes_on_past_the_target() -> None:
    game = Sedma(finish_hand=True)
    state = play(game, start(game, EXAMPLE, totals=(0, 0, 0, 58)), *EXAMPLE_PLAY)
    assert game.to_move(state) == 0
    assert game.hand_scores(state) == (1, 3, 0, 6)
    assert game.winners([(60, 63, 10, 61)]) == (1,)
    assert game.winners([(59, 40, 10, 30)]) is None


def test_a_tie_for_the_highest_total_plays_on() -> None:
    game = Sedma(finish_hand=True)
    assert game.winners([(40, 41, 10, 30), (63, 63, 10, 61)]) is None
    assert game.winners([(40, 41, 10, 30), (63, 63, 10, 61), (70, 66, 10, 75)]) == (3,)
    assert Sedma(target=10).winners([(12, 12, 0, 0)]) is None
    assert Sedma(target=10).winners([(10, 9, 0, 0)]) == (0,)


def test_view_shows_the_public_train_and_hides_other_hands() -> None:
    game = Sedma()
    state = play(game, start(game, EXAMPLE), "1-1", "1-2", "2-4", "4-4")
    view = game.view(state, 1)
    assert view.hand == TileSet("0-0 0-3 0-5 1-4 2-3 3-4").mask
    assert view.train == tiles("1-1 1-2 2-4 4-4")
    assert view.end == 4
    assert view.doubles == TileSet("1-1 4-4").mask
    assert view.counts == (6, 6, 6, 6)
    assert view.scores == (1, 0, 0, 2)
    assert view.history == tuple(enumerate(tiles("1-1 1-2 2-4 4-4")))
    assert view.to_move == 0
    # Swapping unplayed tiles between seats 2 and 3 changes nothing seat 1 sees.
    other = list(EXAMPLE)
    other[2], other[3] = (EXAMPLE[2].replace("1-5", "1-6"), EXAMPLE[3].replace("1-6", "1-5"))
    swapped = play(game, start(game, tuple(other)), "1-1", "1-2", "2-4", "4-4")
    assert game.view(swapped, 1) == view
    assert game.view(swapped, 2) != game.view(state, 2)


def test_refusals_never_raise_anything_else() -> None:
    game = Sedma()
    state = start(game, EXAMPLE)
    for action in (-1, PASS + 1, 100):
        with pytest.raises(IllegalAction, match="not a tile"):
            game.apply(state, action)
    assert game.action_text(PASS) == "pass"
    assert game.parse_action("5-3") == parse_tile("3-5")
    assert game.num_actions == 29


def test_options_and_deal_checks() -> None:
    assert Sedma.from_options({}) == Sedma(target=60, forced_play=True, finish_hand=False)
    with pytest.raises(InvalidOptions):
        Sedma.from_options({"target": 0})
    bad = Deal(hands=(*deal(*EXAMPLE).hands[:3], TileSet("4-4 6-6").mask))
    with pytest.raises(InvalidDeal):
        Sedma().check_deal(bad, 0)
    shuffled = Sedma().shuffle(random.Random(5), 2)
    Sedma().check_deal(shuffled, 2)


@pytest.mark.parametrize("options", [{}, {"forced_play": False},
                                     {"target": 6}, {"target": 6, "finish_hand": True}])
def test_fast_rollout_makes_the_base_class_choices(options: dict[str, object]) -> None:
    game = Sedma.from_options(options)
    for seed in range(150):
        state = game.deal(random.Random(seed), seed % 4, (seed % 5, 2, 0, 4))
        fast, slow = random.Random(seed), random.Random(seed)
        assert game.rollout(state, fast) == Game.rollout(game, state, slow)
        assert fast.random() == slow.random()
