"""Bint Al-Sbeet and Sedma bots: the rules make the textbook plays, sampled deals
agree with the view and with what the history shows, the fast playouts follow the
rules, and the rules and search bots play only legal actions."""

from __future__ import annotations

import random
from typing import Any

import pytest

import majlis.bots.bint_al_sbeet as sbeet_bots
import majlis.bots.sedma as sedma_bots
from majlis.bitset import bits
from majlis.bots import load_bot
from majlis.bots.rules import RulesBot
from majlis.bots.sampling import constrained_order, deal_unseen
from majlis.bots.search import SearchBot
from majlis.cards import FULL_DECK, SUIT, CardSet, parse_card
from majlis.dominoes import ALL_TILES, DOUBLES, WITH_PIPS, TileSet, other_end, parse_tile
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.bint_al_sbeet_hand import PASS, Phase, SbeetState
from majlis.games.sedma import PASS as SEDMA_PASS
from majlis.games.sedma import Sedma, SedmaState
from majlis.protocol import Deal, Game
from tests.helpers import cards_deal, play

RULES = RulesBot()
NO_PASSING = BintAlSbeet(pass_count=0)


def rules_positions(game: Game[Any], hands: int, seed: int, every: int = 5) -> list[Any]:
    """States met while rules bots play ``hands`` hands, every few actions."""
    rng = random.Random(seed)
    out = []
    for number in range(hands):
        state = game.deal(rng, number % game.seats, number=number)
        step = 0
        while (seat := game.to_move(state)) is not None:
            if step % every == 0:
                out.append(state)
            legal = game.legal_actions(state)
            state = game.apply(state, RULES.act(game, game.view(state, seat), legal, rng))
            step += 1
    return out


def mover(game: Game[Any], state: Any) -> int:
    seat = game.to_move(state)
    assert seat is not None
    return seat


def rules_choice(game: Game[Any], state: Any) -> str:
    seat = mover(game, state)
    legal = game.legal_actions(state)
    action = RULES.act(game, game.view(state, seat), legal, random.Random(0))
    return game.action_text(action)


# -- Bint Al-Sbeet: positions -------------------------------------------------------

# Dealer 3, so seat 0 leads.  Seat 1: QS with low spades; seat 2: no clubs, QS-free;
# seat 3: clubs.
TABLE = (
    "2C 3C 4C 9S 5D 6D 7D 8D 9D 2H 3H 4H 5H",
    "5C 6C 7C 2S 4S 8S QS JD QD KD AD 6H 7H",
    "3S 5S 6S 7S TS JS KS AS 2D 3D 4D TD 8H",
    "8C 9C TC JC QC KC AC 9H TH JH QH KH AH",
)


def in_play(hands: tuple[str, ...], *plays: str, game: BintAlSbeet = NO_PASSING) -> SbeetState:
    """The hand after nobody reveals or declares minus and ``plays`` are played."""
    state = game.start(3, cards_deal(*hands), (0,) * 4, 0)
    while state.phase is not Phase.PLAYING:
        state = game.apply(state, PASS)
    played: SbeetState = play(game, state, *plays)
    return played


def test_rules_duck_under_the_winner_with_the_highest_card_that_stays_under() -> None:
    # 9S led: seat 1 keeps QS and plays 8S, its highest spade under the nine.
    assert rules_choice(NO_PASSING, in_play(TABLE, "9S")) == "8S"


def test_rules_dump_qs_under_a_higher_spade() -> None:
    # KS led: seat 1 has 2S 4S 8S QS, all under the king, and gets rid of QS.
    hands = ("2C 3C 4C 5D 6D 7D 8D 9D 2H 3H 4H 5H KS", TABLE[1],
             "3S 5S 6S 7S TS JS 9S AS 2D 3D 4D TD 8H", TABLE[3])
    assert rules_choice(NO_PASSING, in_play(hands, "KS")) == "QS"


def test_rules_dump_qs_then_td_when_void_in_the_suit_led() -> None:
    # Clubs led: seat 2 has none and dumps TD; holding QS too, it dumps QS first.
    assert rules_choice(NO_PASSING, in_play(TABLE, "2C", "5C")) == "TD"
    both = (TABLE[0], "5C 6C 7C 2S 4S 8S 3D JD QD KD AD 6H 7H",
            "3S 5S 6S 7S TS JS KS AS 2D QS 4D TD 8H", TABLE[3])
    assert rules_choice(NO_PASSING, in_play(both, "2C", "5C")) == "QS"


def test_rules_win_a_trick_that_is_theirs_anyway_with_another_card_than_qs() -> None:
    # Seat 3 is last on 2S 4S 3S holding only QS and AS of spades: it takes the
    # trick with AS and keeps QS out of its tricks.
    hands = ("2C 3C 4C 2S 5D 6D 7D 8D 9D 2H 3H 4H 5H",
             "5C 6C 7C 4S 9S 8S JD QD KD AD 6H 7H 3D",
             "3S 5S 6S 7S TS JS KS 8H 2D TC 4D TD 9H",
             "8C 9C QS JC QC KC AC AS TH JH QH KH AH")
    assert rules_choice(NO_PASSING, in_play(hands, "2S", "4S", "3S")) == "AS"


def test_rules_do_not_lead_a_high_spade_while_qs_is_out() -> None:
    hands = ("2C AS KS 9S 5D 6D 7D 8D 9D 2H 3H 4H 5H", TABLE[1],
             "3S 5S 6S 7S TS JS 3C 4C 2D 3D 4D TD 8H", TABLE[3])
    assert rules_choice(NO_PASSING, in_play(hands)) not in ("AS", "KS")


def around(hand: str) -> tuple[str, ...]:
    """``hand`` for seat 0 and the other cards dealt to seats 1..3."""
    rest = list(bits(FULL_DECK & ~CardSet(hand).mask))
    return (hand, *(CardSet(rest[i::3]).text() for i in range(3)))


def picks(hand: str) -> list[str]:
    """The rules' three picks, one by one, for seat 0 holding ``hand`` (dealer 3)."""
    game = BintAlSbeet()
    state = game.start(3, cards_deal(*around(hand)), (0,) * 4, 0)
    chosen: list[str] = []
    for _ in range(game.pass_count):
        chosen.append(rules_choice(game, state))
        state = play(game, state, chosen[-1])
    return chosen


def test_rules_pass_to_void_a_short_suit() -> None:
    assert picks("9C KC 2D 3D 4D 5D 6D 2S 3S 4S 2H 3H 4H")[:2] == ["KC", "9C"]


def test_rules_pass_qs_without_spade_cover_and_keep_it_with_cover() -> None:
    assert picks("QS 2S 9C KC 2D 3D 4D 5D 6D 7D 2H 3H 4H")[0] == "QS"
    assert "QS" not in picks("QS 2S 3S 4S 5S 6S 2D 3D 4D 5D 2H 3H 4H")


def test_rules_pass_high_hearts_and_the_spades_that_catch_qs() -> None:
    assert picks("AS KS 2C 3C 4C 5C 2D 3D 4D 5D 2H 3H AH") == ["AS", "KS", "AH"]


def asked_first(hand: str) -> SbeetState:
    """Seat 0 (first after dealer 3) holding ``hand`` with QS, asked whether to reveal."""
    state = NO_PASSING.start(3, cards_deal(*around(hand)), (0,) * 4, 0)
    assert state.phase is Phase.REVEALING and state.turn == 0
    return state


def test_rules_reveal_qs_only_behind_long_low_spades() -> None:
    assert rules_choice(NO_PASSING, asked_first(
        "QS 2S 3S 4S 5S 6S 2C 3C 4C 5C 2D 3D 4D")) == "reveal"
    assert rules_choice(NO_PASSING, asked_first(
        "QS 2S 7S 2C 3C 4C 5C 2D 3D 4D 2H 3H 4H")) == "pass"


def minus_asked(hand: str) -> SbeetState:
    """Seat 0 holding ``hand``, asked whether to declare minus."""
    state = NO_PASSING.start(3, cards_deal(*around(hand)), (0,) * 4, 0)
    while state.phase is not Phase.MINUS:
        state = NO_PASSING.apply(state, PASS)
    assert state.turn == 0
    return state


def test_rules_declare_minus_with_a_hand_that_can_lose_every_trick() -> None:
    assert rules_choice(NO_PASSING, minus_asked(
        "2C 3C 4C 2D 3D 4D 5D 2H 3H 4H 2S 3S 4S")) == "minus"
    assert rules_choice(NO_PASSING, minus_asked(
        "AC KC 4C 2D 3D 4D 5D 2H 3H 4H AS 3S 4S")) == "pass"


# -- Bint Al-Sbeet: sampling --------------------------------------------------------

SBEET_OPTIONS: list[dict[str, Any]] = [
    {}, {"pass_cycle": ["right", "left", "none"], "pass_count": 4},
    {"minus_condition": "no_penalty_card"},
]


@pytest.mark.parametrize("options", SBEET_OPTIONS)
def test_bint_samples_agree_with_the_view(options: dict[str, Any]) -> None:
    game = BintAlSbeet.from_options(options)
    rng = random.Random(3)
    for state in rules_positions(game, 4, 2, every=3):
        for seat in range(4):
            view = game.view(state, seat)
            sample = sbeet_bots.sample_state(game, view, rng)
            assert game.view(sample, seat) == view
            assert game.to_move(sample) == game.to_move(state)
            if seat == game.to_move(state):
                assert game.legal_actions(sample) == game.legal_actions(state)
            # Every card is somewhere exactly once: in a hand or played.
            assert sum(h.bit_count() for h in sample.hands) == sum(view.counts)


def test_bint_samples_keep_voids_passed_cards_and_the_revealers() -> None:
    game = BintAlSbeet()
    rng = random.Random(5)
    checked = 0
    for state in rules_positions(game, 6, 7, every=4):
        if state.phase is not Phase.PLAYING:
            continue
        seat = mover(game, state)
        view = game.view(state, seat)
        reading = sbeet_bots.read(game, view)
        receiver = (seat + {"left": -1, "right": 1}[view.direction]) % 4
        for _ in range(3):
            sample = sbeet_bots.sample_state(game, view, rng)
            for other in range(4):
                for suit in bits(reading.voids[other]):
                    assert not sample.hands[other] & SUIT[suit]
            assert view.passed & ~reading.played & ~sample.hands[receiver] == 0
            # A seat that revealed QS or TD holds it (or played it).
            held = [sample.hands[s] | reading.played_by[s] for s in range(4)]
            for revealer, c in view.revealed:
                assert held[revealer] >> c & 1
        checked += 1
    assert checked > 10


def test_bint_reading_of_plays_never_rules_out_a_card_a_rules_player_holds() -> None:
    game = BintAlSbeet()
    excluded = 0
    for state in rules_positions(game, 8, 11, every=2):
        if state.phase is not Phase.PLAYING:
            continue
        view = game.view(state, 0)
        revealed = sum(1 << c for _, c in view.revealed)
        shown = sbeet_bots.excluded_by_plays(sbeet_bots._plays(game, view), revealed)
        for seat in range(4):
            assert not state.hands[seat] & shown[seat]
            excluded += shown[seat].bit_count()
    assert excluded > 100  # the reading does rule cards out


def test_bint_a_discard_shows_the_costlier_cards_are_not_held() -> None:
    # A seat dumping 5C on a diamond trick holds neither QS, TD nor any heart.
    played = 0
    shown = sbeet_bots._discard_shows(parse_card("5C"), played, 0)
    assert shown >> parse_card("QS") & 1 and shown >> parse_card("TD") & 1
    assert shown & SUIT[2] == SUIT[2]
    # Dumping 9H shows no higher heart, but says nothing of lower ones.
    shown = sbeet_bots._discard_shows(parse_card("9H"), played, 0)
    assert shown >> parse_card("TH") & 1 and not shown >> parse_card("8H") & 1


@pytest.mark.parametrize("options", SBEET_OPTIONS)
def test_bint_playout_follows_the_rules(options: dict[str, Any]) -> None:
    game = BintAlSbeet.from_options(options)
    rng = random.Random(1)
    for state in rules_positions(game, 3, 4, every=9):
        slow = state
        while (seat := game.to_move(slow)) is not None:
            slow = game.apply(slow, RULES.act(game, game.view(slow, seat),
                                              game.legal_actions(slow), rng))
        assert sbeet_bots.playout(game, state, rng) == slow


# -- Sedma: positions -----------------------------------------------------------------


def sedma_state(hands: tuple[str, ...], history: list[tuple[int, str]], dealer: int = 0,
                game: Sedma | None = None) -> SedmaState:
    """The state after ``history`` is played on the deal ``hands`` (tiles at the start)."""
    game = game or Sedma()
    state = game.start(dealer, Deal(tuple(TileSet(h).mask for h in hands)), (0,) * 4, 0)
    for seat, word in history:
        assert game.to_move(state) == seat, (seat, word)
        state = game.apply(state, game.parse_action(word))
    return state


def test_sedma_rules_lead_the_double_worth_least_later_and_keep_0_0() -> None:
    state = sedma_state(("0-0 1-1 5-5 0-1 2-3 3-4 4-6",
                         "0-2 0-3 0-4 0-5 0-6 1-2 1-3",
                         "1-4 1-5 1-6 2-2 2-4 2-5 2-6",
                         "3-3 3-5 3-6 4-4 4-5 5-6 6-6"), [])
    assert rules_choice(Sedma(), state) == "1-1"


def test_sedma_rules_set_the_double_that_scores() -> None:
    # 1-1 2-2 3-3 lie in the train and the end is 4: 4-4 scores 4 at once.
    train = TileSet("1-1 1-2 2-2 2-3 3-3 3-4").mask
    hand = TileSet("4-4 4-5 0-1").mask
    choice = sedma_bots.choose(0, hand, 4, train & DOUBLES, train, (3, 5, 5, 5),
                               [0] * 4, True)
    assert choice == parse_tile("4-4")


def test_sedma_rules_open_an_end_nobody_else_can_answer_for_their_own_double() -> None:
    # Seat 0 holds 5-5, 2-5 and 2-3 on an end of 2; the others have shown (passes)
    # that they hold no 5: 2-5 opens 5, the turn comes round and 5-5 scores.
    game = Sedma()
    hand = TileSet("5-5 2-5 2-3 0-1").mask
    counts = (4, 6, 6, 6)
    cannot = [0, WITH_PIPS[5], WITH_PIPS[5], WITH_PIPS[5]]
    choice = sedma_bots.choose(0, hand, 2, DOUBLES & TileSet("1-1").mask,
                               TileSet("1-1 1-2").mask, counts, cannot, game.forced_play)
    assert choice == parse_tile("2-5")


def test_sedma_rules_block_the_hand_when_the_others_hold_the_doubles() -> None:
    # End 2; the others have shown they hold no 4 (passes), and seat 0 keeps no other
    # 4 after 2-4: setting it ends the hand, and the doubles out never score.
    hand = TileSet("2-4 2-3 0-1").mask
    train = TileSet("1-1 1-2").mask
    cannot = [0, WITH_PIPS[4], WITH_PIPS[4], WITH_PIPS[4]]
    choice = sedma_bots.choose(0, hand, 2, TileSet("1-1").mask, train, (3, 5, 5, 5),
                               cannot, True)
    assert choice == parse_tile("2-4")


def test_sedma_rules_do_not_open_an_end_whose_double_the_next_seat_holds() -> None:
    # End 3: 3-6 opens 6, and 6-6 is with the next seat (every other seat has shown
    # it holds no double); 3-4 opens 4, whose double is already in the train.
    hand = TileSet("3-6 3-4 0-1").mask
    train = TileSet("4-4 4-2 2-2 2-3").mask
    doubles = TileSet("4-4 2-2").mask
    cannot = [0, 0, DOUBLES, DOUBLES]
    choice = sedma_bots.choose(0, hand, 3, doubles, train, (3, 5, 5, 5), cannot, True)
    assert choice == parse_tile("3-4")


def test_sedma_free_play_passes_when_every_tile_gives_a_double_away() -> None:
    hand = TileSet("3-6 0-1").mask
    train = TileSet("1-1 1-2 2-2 2-0 0-0 0-4 4-4 4-3").mask
    doubles = TileSet("1-1 2-2 0-0 4-4").mask
    cannot = [0, 0, DOUBLES, DOUBLES]
    free = sedma_bots.choose(0, hand, 3, doubles, train, (2, 5, 5, 5), cannot, False)
    assert free == SEDMA_PASS
    forced = sedma_bots.choose(0, hand, 3, doubles, train, (2, 5, 5, 5), cannot, True)
    assert forced == parse_tile("3-6")


# -- Sedma: sampling ----------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"forced_play": False}, {"finish_hand": True}])
def test_sedma_samples_agree_with_the_view(options: dict[str, Any]) -> None:
    game = Sedma.from_options(options)
    rng = random.Random(2)
    for state in rules_positions(game, 12, 3, every=2):
        for seat in range(4):
            view = game.view(state, seat)
            sample = sedma_bots.sample_state(game, view, rng)
            assert game.view(sample, seat) == view
            if seat == game.to_move(state):
                assert game.legal_actions(sample) == game.legal_actions(state)


def test_sedma_samples_respect_passes_and_the_lead_offer() -> None:
    game = Sedma()
    rng = random.Random(6)
    seen_pass = False
    for state in rules_positions(game, 30, 8, every=1):
        seat = mover(game, state)
        view = game.view(state, seat)
        sample = sedma_bots.sample_state(game, view, rng)
        end = -1
        history = view.history
        leader = history[0][0] if history else seat
        for k in range((leader - view.dealer) % 4):
            assert not sample.hands[(view.dealer + k) % 4] & DOUBLES
        for who, action in history:
            if action == SEDMA_PASS:
                seen_pass = True
                assert not sample.hands[who] & WITH_PIPS[end]
            else:
                end = other_end(action, end) if end >= 0 else sedma_bots.pips_of(action)
    assert seen_pass


def test_sedma_true_deal_explains_every_choice_of_rules_players() -> None:
    game = Sedma()
    explained = unexplained = 0
    rng = random.Random(3)
    for state in rules_positions(game, 20, 5, every=3):
        view = game.view(state, 0)
        choices = sedma_bots.others_choices(game, view)
        assert sedma_bots.choices_missed(game, choices, state.hands, 99) == 0
        uniform = deal_unseen(
            constrained_order(ALL_TILES & ~view.hand & ~sum(
                1 << t for t in view.train), [ALL_TILES] * 4),
            [ALL_TILES] * 4, [0, *view.counts[1:]], rng, tries=1)
        assert uniform is not None
        uniform[0] = view.hand
        missed = sedma_bots.choices_missed(game, choices, uniform, 99)
        explained += missed == 0
        unexplained += missed > 0
    assert unexplained > 0 < explained  # the reading tells deals apart


@pytest.mark.parametrize(("game", "module"), [(BintAlSbeet(), sbeet_bots), (Sedma(), sedma_bots)])
def test_successive_sampled_states_all_agree_with_the_view(game: Game[Any], module: Any) -> None:
    rng = random.Random(8)
    for state in rules_positions(game, 2, 6, every=11):
        seat = mover(game, state)
        view: Any = game.view(state, seat)
        draws = module.sampler(game, view, rng)
        hands = set()
        for _ in range(5):
            sample = next(draws)
            assert game.view(sample, seat) == view
            hands.add(sample.hands)
        # Late in a hand what the others did may leave a single deal possible.
        assert len(hands) > 1 or sum(view.counts) < 16


@pytest.mark.parametrize("options", [{}, {"forced_play": False}])
def test_sedma_playout_follows_the_rules(options: dict[str, Any]) -> None:
    game = Sedma.from_options(options)
    rng = random.Random(1)
    for state in rules_positions(game, 20, 4, every=3):
        slow = state
        while (seat := game.to_move(slow)) is not None:
            slow = game.apply(slow, RULES.act(game, game.view(slow, seat),
                                              game.legal_actions(slow), rng))
        assert sedma_bots.playout(game, state, rng) == slow


# -- both: legal play through the generic bots ---------------------------------------


@pytest.mark.parametrize(("game", "hands"), [
    (BintAlSbeet(), 12), (BintAlSbeet(pass_cycle=("none",)), 4),
    (BintAlSbeet(minus_condition="no_penalty_card", pass_count=4), 4),
    (Sedma(), 60), (Sedma(forced_play=False), 40), (Sedma(finish_hand=True), 20),
])
def test_the_rules_bot_plays_legally(game: Game[Any], hands: int) -> None:
    bot = load_bot("rules")
    rng = random.Random(9)
    for number in range(hands):
        state = game.deal(rng, number % 4, number=number)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            action = bot.act(game, game.view(state, seat), legal, rng)
            assert action in legal
            state = game.apply(state, action)


@pytest.mark.parametrize("game", [BintAlSbeet(), BintAlSbeet(pass_cycle=("none",)),
                                  Sedma(), Sedma(forced_play=False)])
def test_the_search_bot_plays_legally(game: Game[Any]) -> None:
    search = SearchBot(samples=3, playouts=6)
    rng = random.Random(4)
    for number in range(2):
        state = game.deal(rng, number % 4, number=number)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            bot = search if seat == number % 4 else RULES
            action = bot.act(game, game.view(state, seat), legal, rng)
            assert action in legal
            state = game.apply(state, action)


def test_bint_discards_from_a_long_plain_suit() -> None:
    # Eleven clubs and a void in the suit led: every club weighs below zero, and
    # one of them must still be dumped.
    clubs = CardSet("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC").mask
    choice = sbeet_bots._discard(clubs, FULL_DECK & ~clubs, 0)
    assert clubs >> choice & 1
