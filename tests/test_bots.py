"""The bot levels of every game: views only, legal moves for every decision, the
same choice from the same random stream, and loading by level or import path."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, ClassVar

import pytest

import majlis.bots.badam_saat as badam_bots
from majlis.bots import LEVELS, Bot, BotNotFound, RandomBot, load_bot
from majlis.bots.botkit import NoBotKit
from majlis.bots.game_kits import KITS, kit_of
from majlis.bots.rules import RulesBot
from majlis.bots.search import SearchBot, StrongSearchBot, cards_left
from majlis.cards import FULL_DECK, CardSet
from majlis.games import GAME_IDS, make_game
from majlis.games.badam_saat import PASS, BadamSaat, SevensState
from majlis.play import BotError, HandInPlay, Players, play
from majlis.protocol import Game, Option, View
from majlis.rng import Rng
from tests.helpers import swept

HERE = "tests.test_bots"


@pytest.fixture(autouse=True)
def short_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """A short hand-reading chain keeps the search quick in tests."""
    monkeypatch.setattr(badam_bots, "BURN_IN", 10)
    monkeypatch.setattr(badam_bots, "THIN", 2)


def tiny_search() -> SearchBot:
    return SearchBot(samples=2, playouts=4, exact_nodes=300)


def option_sets(game_id: str) -> list[dict[str, Any]]:
    """The defaults, then each option of ``game_id`` moved off its default in turn
    (the match-length options change no decision and are left alone)."""
    sets: list[dict[str, Any]] = [{}]
    for option in make_game(game_id).OPTIONS:
        sets += [{option.name: value} for value in off_default(option)]
    return sets


def off_default(option: Option) -> list[Any]:
    default = option.default
    if isinstance(default, bool):
        return [not default]
    if isinstance(default, int):
        if option.name in ("games", "target"):
            return []
        return sorted({v for v in (option.low, option.high) if v is not None} - {default})
    if isinstance(default, str):
        return [choice for choice in option.choices if choice != default]
    return [[choice] for choice in option.choices]


# -- bots see views only --------------------------------------------------------


class SpyBot:
    """Wraps a bot level and keeps every call it gets."""

    level: ClassVar[str] = "rules"
    calls: ClassVar[list[tuple[Any, ...]]] = []

    def __init__(self) -> None:
        self.inner: Bot = tiny_search() if self.level == "search" else load_bot(self.level)

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        SpyBot.calls.append((game, view, legal, rng))
        return self.inner.act(game, view, legal, rng)


class SpySearch(SpyBot):
    level = "search"


class WatchedHand(HandInPlay):
    """A hand that keeps the true state and the seat to move before every action."""

    def __init__(self, game: Game[Any], state: Any) -> None:
        super().__init__(game, state)
        self.before: list[tuple[Any, int | None]] = []

    def act(self, action: int) -> None:
        self.before.append((self.state, self.to_move()))
        super().act(action)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_loop_hands_each_bot_exactly_its_seats_view(game_id: str) -> None:
    game = make_game(game_id)
    SpyBot.calls.clear()
    spies = [SpySearch() if seat % 2 else SpyBot() for seat in range(game.seats)]
    hand = WatchedHand(game, game.deal(random.Random(3), 0))
    played = play(hand, Players.streams(dict(enumerate(spies)), 3, "bot"))
    assert played == len(SpyBot.calls) == len(hand.before) > game.seats
    for (called_game, view, legal, rng), (state, seat) in zip(SpyBot.calls, hand.before,
                                                             strict=True):
        assert seat is not None and called_game is game
        assert type(view) is type(game.view(state, seat)) and view == game.view(state, seat)
        others = {game.view(state, s) for s in range(game.seats) if s != seat}
        assert view not in others  # what the others see is never handed over
        assert legal == game.legal_actions(state)
        assert isinstance(rng, random.Random)


# -- every level plays only legal moves, and every decision ---------------------


def play_hands(game: Game[Any], bots: list[Bot], hands: int, seed: int,
               asked: set[int]) -> None:
    """Play ``hands`` hands, checking every choice is legal; ``asked`` collects the
    special actions the bots were offered among other choices."""
    rng = random.Random(seed)
    for number in range(hands):
        state = game.deal(rng, number % game.seats, number=number)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            action = bots[seat].act(game, game.view(state, seat), legal, rng)
            assert action in legal, (game.id, game.action_text(action), legal)
            if len(legal) > 1:
                asked.update(a for a in legal if a in game.SPECIALS)
            state = game.apply(state, action)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_level_plays_legally_in_every_option_set(game_id: str) -> None:
    asked: set[int] = set()
    for number, options in enumerate(option_sets(game_id)):
        game = make_game(game_id, options)
        seats = game.seats
        quick: list[Bot] = [RulesBot() if s % 2 else RandomBot() for s in range(seats)]
        play_hands(game, quick, 12, number, asked)
        mixed: list[Bot] = [tiny_search(), RulesBot(), RandomBot(), RulesBot()] * 2
        play_hands(game, mixed[:seats], 1, 100 + number, asked)
    # In the Sevens games a pass is never a choice: it is played alone or not at all.
    sevens = game_id in ("badam-saat", "asymmetric-badam-saat")
    choices = {a for a in make_game(game_id).SPECIALS if not (sevens and a == PASS)}
    assert asked >= choices, [make_game(game_id).action_text(a) for a in choices - asked]


def test_the_strong_search_plays_a_legal_move() -> None:
    game = BadamSaat()
    state = game.deal(random.Random(5), 0)
    for _ in range(6):
        state = game.apply(state, game.legal_actions(state)[0])
    seat = game.to_move(state)
    assert seat is not None
    bot = StrongSearchBot(samples=3, playouts=6, time_limit=0.5)
    legal = game.legal_actions(state)
    assert bot.act(game, game.view(state, seat), legal, random.Random(1)) in legal


# -- determinism ----------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("make_bot", [RulesBot, tiny_search], ids=["rules", "search"])
def test_the_same_random_stream_gives_the_same_choices(game_id: str, make_bot: Any) -> None:
    game = make_game(game_id)

    def choices(seed: int, noise: int) -> list[int]:
        """The bot's choices at every seat over three deals, a fresh bot each time,
        with the global random state set to ``noise`` (which a bot must not use)."""
        random.seed(noise)
        out: list[int] = []
        bot_rng = random.Random(seed)
        for number in range(3):
            state = game.deal(random.Random(11 + number), number % game.seats)
            while (seat := game.to_move(state)) is not None:
                legal = game.legal_actions(state)
                action = make_bot().act(game, game.view(state, seat), legal, bot_rng)
                out.append(action)
                state = game.apply(state, action)
        return out

    first = choices(1, noise=0)
    assert choices(1, noise=99) == first
    if make_bot is tiny_search:  # its sampled deals, and so its choices, follow its stream
        assert any(choices(seed, noise=0) != first for seed in (2, 3, 4))


# -- the search's own parts -----------------------------------------------------


def test_the_search_solves_a_small_endgame_exactly() -> None:
    # Two players; every card is down but these hearts (5H 6H 7H are down).  The
    # rules play 8H, for the 9H and QH behind it, but then seat 1 goes out first
    # whatever seat 0 does; after 4H seat 0 goes out first whatever seat 1 does.
    game = BadamSaat(players=2)
    hands = (CardSet("AH 4H 8H 9H QH").mask, CardSet("2H 3H TH JH KH").mask)
    state = SevensState(dealer=1, hands=hands, table=FULL_DECK & ~hands[0] & ~hands[1], turn=0,
                        winner=-1, trail=None)
    view = game.view(state, 0)
    assert cards_left(game, view) == 10
    legal = game.legal_actions(state)
    assert [game.action_text(a) for a in legal] == ["4H", "8H"]
    assert game.action_text(RulesBot().act(game, view, legal, random.Random(0))) == "8H"
    bot = SearchBot(samples=1, playouts=2, exact_cards=10)
    assert game.action_text(bot.act(game, view, legal, random.Random(0))) == "4H"


@pytest.mark.parametrize("game_id", swept(GAME_IDS))
def test_without_a_fast_playout_the_search_plays_the_rules_loop_to_the_same_choices(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The fast playout is the rules bot at every seat, on plain ints: taking it away
    # leaves the same search, played through the one loop.
    game = make_game(game_id)
    fast = kit_of(game)
    bot = SearchBot(samples=3, playouts=12, exact_cards=0)
    views = []
    state = game.deal(random.Random(2), 0)
    while (seat := game.to_move(state)) is not None:
        legal = game.legal_actions(state)
        if len(legal) > 1:
            views.append((game.view(state, seat), legal))
        state = game.apply(state, legal[-1])
    with_fast = [bot.act(game, view, legal, random.Random(3)) for view, legal in views[:8]]
    monkeypatch.setitem(KITS, type(game), replace(fast, playout=None, compiled_totals=None))
    assert kit_of(game).playout is None
    assert [bot.act(game, view, legal, random.Random(3))
            for view, legal in views[:8]] == with_fast


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_bot_kit_whose_rules_play_legally(game_id: str) -> None:
    game = make_game(game_id)
    state = game.deal(random.Random(4), 0)
    seat = game.to_move(state)
    assert seat is not None
    legal = game.legal_actions(state)
    assert kit_of(game).rules_action(game, game.view(state, seat), legal,
                                     random.Random(0)) in legal


def test_a_game_without_a_bot_kit_is_refused_by_rules_and_search_but_not_random(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = BadamSaat(players=2)
    monkeypatch.delitem(KITS, BadamSaat)
    state = game.deal(random.Random(1), 0)
    while len(game.legal_actions(state)) < 2:
        state = game.apply(state, game.legal_actions(state)[0])
    seat = game.to_move(state)
    assert seat is not None
    view, legal = game.view(state, seat), game.legal_actions(state)
    for bot in (RulesBot(), tiny_search()):
        with pytest.raises(NoBotKit, match="do not know Badam Saat yet"):
            bot.act(game, view, legal, random.Random(0))
    hand = HandInPlay(game, game.deal(random.Random(1), 0))
    with pytest.raises(BotError, match="bot 'RulesBot' cannot play badam-saat"):
        play(hand, Players.streams({0: RandomBot(), 1: RulesBot()}, 1, "bot"))
    hand = HandInPlay(game, game.deal(random.Random(1), 0))
    assert play(hand, Players.streams({0: RandomBot(), 1: RandomBot()}, 1, "bot")) > 0
    assert game.to_move(hand.state) is None


def test_a_lone_legal_action_is_played_without_thinking() -> None:
    game = BadamSaat()
    view = game.view(game.deal(random.Random(1), 0), 0)
    assert RulesBot().act(game, view, (PASS,), random.Random(0)) == PASS
    assert SearchBot().act(game, view, (PASS,), random.Random(0)) == PASS


# -- loading ----------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "rules", "search", "search-strong", "learned"])
def test_levels_load(level: str) -> None:
    bot = load_bot(level)
    assert isinstance(bot, Bot)
    assert type(bot).__name__ == LEVELS[level].rsplit(":", 1)[1]


def test_a_bot_loads_by_import_path() -> None:
    assert isinstance(load_bot("majlis.bots.search:SearchBot"), SearchBot)
    assert isinstance(load_bot(f"{HERE}:SpyBot"), SpyBot)


@pytest.mark.parametrize(("spec", "words"), [
    ("grandmaster", "unknown bot 'grandmaster' (levels: random, rules, search"),
    ("majlis.bots.nowhere:Bot", "cannot load bot 'majlis.bots.nowhere:Bot'"),
    ("majlis.bots.search:NoSuchBot", "cannot load bot 'majlis.bots.search:NoSuchBot'"),
    (".x:Bot", "cannot load bot '.x:Bot'"),  # a relative module path
    ("..:Bot", "cannot load bot '..:Bot'"),
    ("majlis.cards:CardSet", "is not a bot"),
    ("majlis.bots:LEVELS", "is not a bot"),
])
def test_a_bad_bot_name_says_what_is_wrong(spec: str, words: str) -> None:
    with pytest.raises(BotNotFound, match=words.replace("(", r"\(")):
        load_bot(spec)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_search_given_any_random_generator_decides_as_on_majliss_own(game_id: str) -> None:
    # The core draws on majlis's generator only: a plain random.Random is turned into
    # one, so it gets the same budget and path (not 20x the deals in Python).
    game = make_game(game_id)
    state = game.deal(random.Random(6), 0)
    views = []
    while (seat := game.to_move(state)) is not None and len(views) < 4:
        legal = game.legal_actions(state)
        if len(legal) > 1:
            views.append((game.view(state, seat), legal))
        state = game.apply(state, legal[0])
    assert views
    bot = SearchBot(samples=4, playouts=16, exact_cards=0)
    for view, legal in views:
        plain = random.Random(9)
        own = Rng(random.Random(9).getrandbits(64))
        assert bot.act(game, view, legal, plain) == bot.act(game, view, legal, own)
        assert plain.getstate() == _after_one_draw(9)


def _after_one_draw(seed: int) -> Any:
    rng = random.Random(seed)
    rng.getrandbits(64)
    return rng.getstate()
