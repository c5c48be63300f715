"""The games explain themselves: what a game is, a seat's history and table, and a hand's
score in parts, checked over every game and option set, and in known positions."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from majlis.bitset import bits
from majlis.cards import parse_card, rank_of
from majlis.dominoes import WITH_PIPS, tile
from majlis.explain import (
    Board,
    Fact,
    Move,
    ScorePart,
    Stage,
    Trick,
    as_json,
    finished_tricks,
    tricks_per_seat,
)
from majlis.games import make_game
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sabat_al_deemin_hand import ACE_POINTS, PICTURE_POINTS
from majlis.match import Match
from majlis.protocol import HIDDEN, Game, View
from majlis.rng import stream
from majlis.words import template
from tests.helpers import cards_deal, play
from tests.test_asymmetric_badam_saat import dry_run_deal
from tests.test_asymmetric_badam_saat import play as asym_play
from tests.test_asymmetric_badam_saat import start as asym_start
from tests.test_bint_al_sbeet import NO_PASSING, answers, passing_start, scripted
from tests.test_conformance import IDS, OPTION_SETS, hidden_twin
from tests.test_sedma import EXAMPLE, EXAMPLE_PLAY, start, tiles
from tests.test_sedma import play as sedma_play

SEEDS = 3
"""Matches per option set; every seat's view is explained at every third step and at
the end of every hand."""


def steps(game: Game[Any], seed: int) -> Iterator[Any]:
    """States of a random match: every third live one, and each hand once it has ended."""
    match: Match[Any] = Match(game, seed)
    players = stream(seed, "players")
    count = 0
    while match.winners is None:
        if count % 3 == 0:
            yield match.state
        count += 1
        hand = match.hands[-1]
        legal = match.legal_actions()
        match.act(legal[int(players.random() * len(legal))])
        if hand is not match.hands[-1] or match.winners is not None:
            yield hand.state


@pytest.mark.parametrize(("game_id", "options"), OPTION_SETS, ids=IDS)
def test_every_seat_is_explained_from_its_view_alone(game_id: str, options: dict[str, Any]
                                                     ) -> None:
    game = make_game(game_id, options)
    facts = game.describe()
    rng = random.Random(game_id)
    for seed in range(SEEDS):
        for state in steps(game, seed):
            check_parts(game, state)
            for seat in range(game.seats):
                view = game.view(state, seat)
                board, stages = game.board(view), game.explain(view)
                check_board(game, view, board)
                check_history(game, view, stages)
                check_json(game, view, board, stages)
                twin = game.view(hidden_twin(game, state, seat, rng), seat)
                assert (game.board(twin), game.explain(twin)) == (board, stages)
            assert len(game.history(state)) <= facts.max_actions


def check_parts(game: Game[Any], state: Any) -> None:
    """Each seat's parts add up to its hand score, which stays within the bounds."""
    sums = [0] * game.seats
    for part in game.score_parts(state):
        sums[part.seat] += part.points
    assert tuple(sums) == game.hand_scores(state)
    low, high = game.describe().score_bounds
    assert all(low <= score <= high for score in sums)


def check_board(game: Game[Any], view: View, board: Board) -> None:
    assert (board.seat, board.dealer, board.to_move) == (view.seat, view.dealer, view.to_move)
    assert sorted(board.hand) == list(bits(view.hand))  # each once, in the game's order
    assert board.counts == view.counts  # type: ignore[attr-defined]
    assert board.counts[view.seat] == len(board.hand)
    assert (board.asked is None) == (view.to_move is None)
    # Each face-up item is shown once: in a row, the train, the trick or else the table.
    plays = [item for _, item in board.trick.plays] if board.trick is not None else []
    laid = [*(item for row in board.rows for item in row), *board.train, *plays, *board.table]
    assert len(laid) == len(set(laid)) and not set(laid) & set(board.hand)
    assert set(board.chosen) <= set(board.hand)
    if board.row_width:
        check_grid(board)
    if board.train:  # each tile as it lies: touching ends match, the last one open
        assert [tile(*pips) for pips in board.train_ends] == list(board.train)
        assert all(a[1] == b[0] for a, b in itertools.pairwise(board.train_ends))
        assert board.open_end in (None, board.train_ends[-1][1])


def check_grid(board: Board) -> None:
    """Rows laid on a grid line up: each column holds one rank, each rank one column."""
    assert len(board.row_columns) == len(board.rows)
    rank_at: dict[int, int] = {}
    column_of: dict[int, int] = {}
    for row, first in zip(board.rows, board.row_columns, strict=True):
        for column, item in enumerate(row, first):
            assert 0 <= column < board.row_width
            assert rank_at.setdefault(column, rank_of(item)) == rank_of(item)
            assert column_of.setdefault(rank_of(item), column) == column


def check_history(game: Game[Any], view: View, stages: tuple[Stage, ...]) -> None:
    """The stages' moves are the view's history, one to one, in order."""
    moves = [move for stage in stages for move in stage.moves]
    assert len(moves) == len(view.history)
    for move, (seat, action) in zip(moves, view.history, strict=True):
        assert move.seat == seat
        if action == HIDDEN:
            assert (move.word, move.item) == ("pick", None)
        elif move.word in ("play", "pick"):
            assert game.action_text(action).rstrip("!") == game.item_text(move.item or 0)
            assert ("announce" in move.flags) == game.action_text(action).endswith("!")
        else:
            assert game.action_text(action) == move.word
    for stage in stages:
        played = [(m.seat, m.item) for m in stage.moves if m.word == "play"]
        if stage.tricks:
            assert [p for trick in stage.tricks for p in trick.plays] == played
            assert all(t.winner is not None for t in stage.tricks[:-1])


def check_json(game: Game[Any], view: View, board: Board, stages: tuple[Stage, ...]) -> None:
    """JSON-ready, and naming no item the view does not show."""
    text = json.dumps([as_json(game, board), as_json(game, stages)])
    named = {game.parse_item(word) for word in _strings(json.loads(text)) if _is_item(game, word)}
    assert named <= shown(game, view) | _rule_items(board, stages)


def shown(game: Game[Any], view: View) -> set[int]:
    """The items the view shows: its hand, its own picks and receipts, the table, the
    train, the cards revealed or asked about, and every item in the history."""
    items = set(bits(view.hand))
    for name in ("passed", "received", "table", "doubles"):
        items |= set(bits(getattr(view, name, 0)))
    items |= set(getattr(view, "train", ()))
    items |= {c for _, c in getattr(view, "revealed", ())}
    asking = getattr(view, "asking", None)
    items |= set() if asking is None else {asking}
    for _, action in view.history:
        word = game.action_text(action).rstrip("!")
        if _is_item(game, word):
            items.add(game.parse_item(word))
    return items


def _rule_items(board: Board, stages: tuple[Stage, ...]) -> set[int]:
    """Items the rules name whoever holds them: the seven that must lead, the cards
    every seat is asked to reveal."""
    asked = board.asked
    items = {asked.item} if asked is not None and asked.name == "lead" and asked.item else set()
    return items | {m.item for s in stages if s.name == "revealing" for m in s.moves if m.item}


def _is_item(game: Game[Any], word: str) -> bool:
    try:
        game.parse_item(word)
    except ValueError:
        return False
    return True


def _strings(data: Any) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value)]
    if isinstance(data, dict):
        return [s for value in data.values() for s in _strings(value)]
    return []


# -- what a game is ---------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "options"), OPTION_SETS, ids=IDS)
def test_the_description_matches_the_deals(game_id: str, options: dict[str, Any]) -> None:
    game = make_game(game_id, options)
    facts = game.describe()
    assert (facts.id, facts.seats, facts.teams) == (game.id, game.seats, game.teams())
    assert facts.items in ("cards", "tiles") and facts.specials == game.SPECIALS
    assert all(0 <= a < facts.num_actions for a in facts.specials)
    assert facts.options == game.options()
    layout = facts.deal
    assert sum(layout.hands) + layout.table + layout.stock == len(facts.deck)
    for dealer in range(game.seats):
        deal = game.shuffle(random.Random(dealer), dealer)
        dealt = [deal.hands[(dealer + 1 + k) % game.seats].bit_count()
                 for k in range(game.seats)]
        assert (tuple(dealt), len(deal.table), len(deal.stock)) == (
            layout.hands, layout.table, layout.stock)
        assert sum(deal.hands) | sum(1 << i for i in deal.table + deal.stock) == sum(
            1 << i for i in facts.deck)
    json.dumps(as_json(game, facts))


@pytest.mark.parametrize(("ace", "first"), [("low", "AS"), ("high", "2S")])
def test_a_sevens_hand_is_in_the_games_order(ace: str, first: str) -> None:
    """The Ace goes where the ``ace`` option ranks it, for every edge to show as is."""
    game = make_game("badam-saat", {"ace": ace})
    both = 1 << parse_card("AS") | 1 << parse_card("2S")
    for seed in range(100):
        state = game.deal(random.Random(seed), 0)
        seats = [s for s in range(4) if state.hands[s] & both == both]
        if seats:
            hand = game.board(game.view(state, seats[0])).hand
            spades = [c for c in hand if 1 << c & both]
            assert spades[0] == parse_card(first)
            return
    raise AssertionError("no seat held both")


def test_the_cards_chosen_to_pass_are_on_the_choosers_board_only() -> None:
    game = BintAlSbeet()
    state = passing_start(game)
    mover = game.to_move(state)
    assert mover is not None
    picks = game.legal_actions(state)[:2]
    for card in picks:
        state = game.apply(state, card)
    assert game.board(game.view(state, mover)).chosen == tuple(sorted(picks))
    assert all(not game.board(game.view(state, seat)).chosen for seat in range(4) if seat != mover)
    while game.view(state, mover).phase.name == "PASSING":
        state = game.apply(state, game.legal_actions(state)[0])
    assert not game.board(game.view(state, mover)).chosen


def test_descriptions_state_the_games_facts() -> None:
    five = make_game("badam-saat", {"players": 5, "ace": "high"}).describe()
    assert five.deal.hands == (11, 11, 10, 10, 10) and five.score_bounds == (0, 4 * 104)
    assert five.lower_is_better and five.specials == {64: "pass"}
    sedma = make_game("sedma", {}).describe()
    assert (sedma.items, len(sedma.deck), sedma.score_bounds) == ("tiles", 28, (0, 28))
    assert as_json(make_game("sedma", {}), sedma)["deck"][:2] == ["0-0", "0-1"]
    deemin = make_game("sabat-al-deemin", {"strict_warning": True}).describe()
    # A: 60, K Q J: 30 trebled; ending with a seven 600; two missed warnings 200.
    assert deemin.score_bounds == (0, 4 * 60 + 12 * 30 + 600 + 200)
    assert deemin.teams == ((0, 2), (1, 3)) and not deemin.lower_is_better
    # The sources: "Deal and play are anticlockwise"; Bint "counterclockwise"; Sedma
    # passes the lead "to the left".
    assert not deemin.clockwise and sedma.clockwise
    assert deemin.may_void and not sedma.may_void
    assert not make_game("sabat-al-deemin", {"redeal_on_three": False}).describe().may_void
    bint = BintAlSbeet(pass_count=4, pass_cycle=("none", "left")).describe()
    assert bint.score_bounds == (-20, 2 * (26 + 20 + 13 * 2))
    assert bint.max_actions == 16 + 8 + 4 + 52
    assert not bint.clockwise
    asym = make_game("asymmetric-badam-saat", {}).describe()
    assert (asym.deal.hands, asym.deal.table, asym.deal.stock) == ((4, 4), 4, 40)


# -- Bint Al-Sbeet in known positions ------------------------------------------------

QS, TD = parse_card("QS"), parse_card("TD")


def test_bint_both_revealed_doubles_the_hearts_in_the_parts() -> None:
    state = scripted(reveals=answers("reveal", "reveal"))
    assert NO_PASSING.score_parts(state) == (
        ScorePart(0, "cards_taken", 0, 0),  # a trick without a penalty card
        ScorePart(1, "cards_taken", 13 + 10 + 13, 15),
        ScorePart(1, "revealed_double", 13 + 10 + 13),
        ScorePart(2, "no_trick_bonus", -10),
        ScorePart(3, "no_trick_bonus", -10))


def test_bint_failed_and_kept_minus_in_the_parts() -> None:
    state = scripted(reveals=answers(qs="reveal"), minus=("pass", "minus", "minus", "pass"))
    parts = NO_PASSING.score_parts(state)
    assert [p for p in parts if p.seat == 1] == [
        ScorePart(1, "cards_taken", 36, 15), ScorePart(1, "revealed_double", 13),
        ScorePart(1, "minus_doubled", 49)]
    assert [p for p in parts if p.seat == 2] == [ScorePart(2, "minus_bonus", -20)]


def test_bint_explains_the_hand_in_its_stages_hiding_the_others_picks() -> None:
    state = play(BintAlSbeet(), passing_start(), *["3C", "4C", "5C", "2C", "AC", "4D"])
    stages = BintAlSbeet().explain(BintAlSbeet().view(state, 1))
    assert [s.name for s in stages] == ["passing"]
    assert stages[0].moves == (Move(0, "pick"),) * 3 + tuple(
        Move(1, "pick", parse_card(c)) for c in ("2C", "AC", "4D"))
    board = BintAlSbeet().board(BintAlSbeet().view(state, 1))
    assert board.asked == Fact("pass_cards", 1, value=3)  # seat 2 passes left, to seat 1
    assert Fact("pass_left", 0, value=3) in board.facts  # to seat 0, seat 1's left


@pytest.mark.parametrize(("qs", "td", "double"), [("reveal", "reveal", True),
                                                  ("reveal", "pass", False),
                                                  ("pass", "pass", False)])
def test_bint_says_hearts_count_double_once_both_cards_are_revealed(
        qs: str, td: str, double: bool) -> None:
    state = scripted(reveals=answers(qs=qs, td=td))
    for seat in range(4):
        facts = NO_PASSING.board(NO_PASSING.view(state, seat)).facts
        assert (Fact("hearts_double") in facts) == double


def test_bint_reveal_questions_name_the_card_and_keep_the_holder_secret() -> None:
    state = play(NO_PASSING, passing_start(NO_PASSING), "pass", "pass", "pass", "reveal")
    view = NO_PASSING.view(state, 0)
    revealing = NO_PASSING.explain(view)[0]
    assert revealing.name == "revealing" and revealing.moves == (
        Move(0, "pass", QS), Move(0, "pass", TD), Move(1, "pass", QS), Move(1, "reveal", TD))
    # Seat 2 is asked about QS, which seat 3 holds: only seat 2 sees it can only pass.
    assert NO_PASSING.board(NO_PASSING.view(state, 2)).asked == Fact("pass_only", item=QS)
    assert {NO_PASSING.board(NO_PASSING.view(state, s)).asked for s in (0, 1, 3)} == {
        Fact("reveal", item=QS)}
    assert Fact("revealed", 1, TD) in NO_PASSING.board(view).facts


def test_bint_tricks_carry_leader_plays_and_winner() -> None:
    state = play(NO_PASSING, passing_start(NO_PASSING), *answers(), *("pass",) * 4,
                 "2D", "TD", "3H", "QS", "2C")
    stages = NO_PASSING.explain(NO_PASSING.view(state, 2))
    assert [s.name for s in stages] == ["revealing", "minus", "play"]
    first, second = stages[-1].tricks
    cards = [parse_card(c) for c in ("2D", "TD", "3H", "QS")]
    assert first == Trick(0, tuple(zip((0, 1, 2, 3), cards, strict=True)), 1)
    assert second == Trick(1, ((1, parse_card("2C")),))
    board = NO_PASSING.board(NO_PASSING.view(state, 2))
    # Seat 2, to move, holds no club: it may play any card; the others only see clubs led.
    assert board.trick == second and board.asked == Fact("discard", value=0)
    assert NO_PASSING.board(NO_PASSING.view(state, 3)).asked == Fact("follow", value=0)
    assert Fact("took", 1, QS) in board.facts  # the count of tricks is the explained tricks


# -- Sab'at Al-Deemin in known positions -----------------------------------------------


def find_hand(game: SabatAlDeemin, wanted: Any) -> Any:
    """The first seeded random hand whose end ``wanted`` accepts."""
    for seed in range(2000):
        rng = random.Random(seed)
        state = game.rollout(game.deal(rng, seed % 4), rng)
        if wanted(state):
            return state
    raise AssertionError("no such hand")


def test_sabat_treble_and_seven_bonus_parts_follow_the_worked_example() -> None:
    # The text: trebled, "A: 60, K Q J: 30, ending with a 7: 600".
    game = SabatAlDeemin(redeal_on_three=False)
    state = find_hand(game, lambda s: s.trebler >= 0 and game.hand_scores(s)[0] + game.hand_scores(
        s)[1] >= 600 and _last_is_seven(game, s))
    winner = next(seat for seat, hand in enumerate(state.hands) if not hand)
    losers = state.hands[(winner + 1) % 4] | state.hands[(winner + 3) % 4]
    aces = sum(1 for c in bits(losers) if c & 15 == 14)
    pictures = sum(1 for c in bits(losers) if c & 15 in (11, 12, 13))
    cards = ACE_POINTS * aces + PICTURE_POINTS * pictures
    assert [p for p in game.score_parts(state) if p.seat == winner] == [
        ScorePart(winner, "opponents_cards", cards, aces + pictures),
        ScorePart(winner, "seven_bonus", 200),
        ScorePart(winner, "multiplier", 2 * (cards + 200), 3)]
    assert game.hand_scores(state)[winner] == 60 * aces + 30 * pictures + 600


def _last_is_seven(game: SabatAlDeemin, state: Any) -> bool:
    return game.action_text(game.history(state)[-1][1]).rstrip("!")[0] == "7"


def test_sabat_missed_warnings_are_their_own_part() -> None:
    game = SabatAlDeemin(strict_warning=True, redeal_on_three=False)

    def losers_scored(state: Any) -> bool:
        winner = next((seat for seat, hand in enumerate(state.hands) if not hand), 0)
        return game.hand_scores(state)[winner + 1 & 3] > 0

    state = find_hand(game, losers_scored)
    winner = next(seat for seat, hand in enumerate(state.hands) if not hand)
    loser = (winner + 1) % 4
    # The losing team scored only through the winners' missed warnings, 100 each.
    (part,) = [p for p in game.score_parts(state) if p.seat == loser]
    assert part.name == "warning_penalty" and part.points == 100 * (part.count or 0) > 0
    assert game.hand_scores(state)[loser] == part.points
    # The part is the team's gain from the others' misses, and its words say so, as the
    # opponents' cards do (a team reading 'missed warning +200' thought it had missed).
    said = {lang: template(game.words(), "part.warning_penalty", lang, count=2, points=200)
            for lang in ("en", "ar")}
    assert "opponents" in said["en"] and "الخصمين" in said["ar"], said


def test_sabat_explain_splits_redeal_answers_from_the_bidding() -> None:
    game = SabatAlDeemin()
    hands = ("KC KD KH 7C 8C 9C TC JC", "AC AD 7D 8D 9D TD JD QD",
             "7H 8H 9H TH JH QH AH QC", "7S 8S 9S TS JS QS KS AS")
    state = game.start(3, cards_deal(*hands), (0,) * 4, 0)
    # Every seat is asked about a redeal from seat 0 (three Kings: the only one that
    # could demand it); then the bidding from seat 0.
    state = play(game, state, "pass", "pass", "pass", "pass", "pass", "double", "pass", "treble")
    stages = game.explain(game.view(state, 2))
    assert [(s.name, [(m.seat, m.word) for m in s.moves]) for s in stages] == [
        ("redeal", [(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]),
        ("bidding", [(0, "pass"), (1, "double"), (2, "pass"), (0, "treble")]),
        ("play", [])]
    board = game.board(game.view(state, 2))
    assert board.asked == Fact("lead", item=parse_card("7D"))
    assert {Fact("multiplier", value=3), Fact("doubled", 1), Fact("trebled", 0)} <= set(
        board.facts)
    state = game.apply(state, game.parse_action("7D!"))  # accepted, though never listed
    assert game.explain(game.view(state, 0))[-1].moves == (
        Move(1, "play", parse_card("7D"), ("announce",)),)
    assert game.board(game.view(state, 0)).rows[1] == (parse_card("7D"),)


# -- the layout games in known positions -------------------------------------------------


def test_sedma_worked_example_on_the_board_and_in_the_parts() -> None:
    game = make_game("sedma", {})
    state = start(game, EXAMPLE)
    assert game.board(game.view(state, 0)).asked == Fact("set_double")
    state = sedma_play(game, state, *EXAMPLE_PLAY)
    board = game.board(game.view(state, 1))
    assert (board.train, board.open_end, board.scores) == (
        tiles(" ".join(EXAMPLE_PLAY)), 6, (1, 3, 0, 6))
    assert board.asked == Fact("play", value=6)
    # Seat 0 holds no six: only it is told it can only pass.
    assert game.board(game.view(state, 0)).asked == Fact("pass_only", value=6)
    assert game.score_parts(state) == (
        ScorePart(0, "doubles_set", 1, 1), ScorePart(1, "doubles_set", 3, 1),
        ScorePart(2, "doubles_set", 0, 0), ScorePart(3, "doubles_set", 6, 2))
    stages = game.explain(game.view(state, 2))
    assert [s.name for s in stages] == ["lead", "play"]
    assert stages[0].moves == (Move(0, "play", tiles("1-1")[0]),)


@pytest.mark.parametrize("game_id", ["badam-saat", "asymmetric-badam-saat",
                                     "sabat-al-deemin", "sedma"])
def test_the_board_says_who_went_out_once_the_hand_is_over(game_id: str) -> None:
    game = make_game(game_id, {})
    rng = random.Random(3)
    out = 0
    for number in range(30):
        state = game.start(number % game.seats, game.shuffle(rng, number % game.seats),
                           (0,) * game.seats, number)
        while game.to_move(state) is not None:
            assert not any(f.name == "went_out" for f in game.board(game.view(state, 0)).facts)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        board = game.board(game.view(state, number % game.seats))
        seats = [f.seat for f in board.facts if f.name == "went_out"]
        assert seats == [seat for seat, n in enumerate(board.counts) if not n]
        out += len(seats)
    assert out >= 10


@pytest.mark.parametrize("options", [{}, {"forced_play": False}, {"target": 4}])
def test_a_finished_sedma_hand_says_how_it_ended(options: dict[str, Any]) -> None:
    game = make_game("sedma", options)
    rng = random.Random(5)
    endings: set[str] = set()
    for number in range(60):
        state = game.start(number % 4, game.shuffle(rng, number % 4), (0,) * 4, number)
        while game.to_move(state) is not None:  # in play, only who is down to a last tile
            counts = game.view(state, 0).counts
            assert game.board(game.view(state, 0)).facts == tuple(
                Fact("last_card", seat) for seat, count in enumerate(counts) if count == 1)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        (fact,) = game.board(game.view(state, number % 4)).facts
        endings.add(fact.name)
        last = game.history(state)[-4:]
        if fact.name == "went_out":
            assert fact.seat is not None and not state.hands[fact.seat]
        elif fact.name == "reached":
            assert fact.seat is not None and state.scores[fact.seat] >= 4 == fact.value
        elif fact.name == "four_passes":
            assert [game.action_text(a) for _, a in last] == ["pass"] * 4
        else:
            assert fact == Fact("blocked", value=state.end)
            assert all(not hand & WITH_PIPS[state.end] for hand in state.hands)
    assert endings == ({"went_out", "blocked"} | (
        {"four_passes"} if not options.get("forced_play", True) else set()) | (
        {"reached"} if "target" in options else set()))


def test_asymmetric_dry_run_on_the_board() -> None:
    game = make_game("asymmetric-badam-saat", {})
    state = asym_play(game, asym_start(game, dry_run_deal()),
                      "pass", "6S", "pass", "pass", "3C")
    board = game.board(game.view(state, 0))
    assert {Fact("stock", value=38), Fact("missing_open")} <= set(board.facts)
    assert [" ".join(game.item_text(c) for c in run) for run in board.rows] == [
        "3C", "8D", "JH", "5S 6S", "9S"]
    assert board.table == () and board.counts == (4, 4)


def test_the_shared_helpers_count_tricks() -> None:
    """What replay and the terminal both tell: the tricks taken so far, and each seat's
    count of them."""
    took = [Trick(0, ((0, 1), (1, 2)), winner=1), Trick(1, ((1, 3), (0, 4)), winner=1)]
    stages = [Stage("lead", (Move(0, "play", 1),), (took[0],)),
              Stage("play", (), (took[1], Trick(1, ((1, 5),))))]
    assert finished_tricks(stages) == took
    assert tricks_per_seat(took, 3) == [0, 2, 0]
