"""The bot levels of every game: views only, legal moves for every decision, the
same choice from the same random stream, and loading by level or import path."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest

import majlis.bots.badam_saat as badam_bots
from majlis.bots import LEVELS, Bot, BotNotFound, RandomBot, load_bot, search
from majlis.bots.rules import RulesBot, game_module
from majlis.bots.search import SearchBot, StrongSearchBot, cards_left
from majlis.cards import FULL_DECK, CardSet
from majlis.games import GAME_IDS, make_game
from majlis.games.badam_saat import PASS, BadamSaat, SevensState
from majlis.protocol import Game, Option, View
from majlis.tournament import play_hand

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
    """Wraps a bot level and checks every call: a view, never a game state."""

    level: ClassVar[str] = "rules"
    calls: ClassVar[list[tuple[Any, ...]]] = []

    def __init__(self) -> None:
        self.inner: Bot = tiny_search() if self.level == "search" else load_bot(self.level)

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        type(self).calls.append((game, view, legal, rng))
        return self.inner.act(game, view, legal, rng)


class SpySearch(SpyBot):
    level = "search"
    calls: ClassVar[list[tuple[Any, ...]]] = []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_act_gets_a_view_and_never_a_state(game_id: str) -> None:
    game = make_game(game_id)
    state_class = type(game.deal(random.Random(0), 0))
    SpyBot.calls.clear()
    SpySearch.calls.clear()
    spies = [f"{HERE}:SpySearch", f"{HERE}:SpyBot"] * (game.seats // 2) + ["random"] * (
        game.seats % 2)
    play_hand(game, spies, seed=3, index=0, rotation=0)
    calls = SpyBot.calls + SpySearch.calls
    assert SpyBot.calls and SpySearch.calls
    for called_game, view, legal, rng in calls:
        assert called_game is game
        assert isinstance(view, View) and not isinstance(view, state_class)
        assert isinstance(rng, random.Random)
        assert all(type(action) is int for action in legal)
        assert not any(isinstance(arg, state_class) for arg in (called_game, view, legal, rng))
        assert not any(isinstance(value, state_class) for value in vars(view).values())


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

    def choices(seed: int) -> list[int]:
        rng = random.Random(11)
        state = game.deal(rng, 0)
        out: list[int] = []
        bot_rng = random.Random(seed)
        while (seat := game.to_move(state)) is not None and len(out) < 40:
            legal = game.legal_actions(state)
            action = make_bot().act(game, game.view(state, seat), legal, bot_rng)
            out.append(action)
            state = game.apply(state, action)
        return out

    assert choices(1) == choices(1)


# -- the search's own parts -----------------------------------------------------


def test_the_search_solves_a_small_endgame_exactly() -> None:
    # Two players; every card is down but these hearts (5H 6H 7H are down).  The
    # rules play 8H, for the 9H and QH behind it, but then seat 1 goes out first
    # whatever seat 0 does; after 4H seat 0 goes out first whatever seat 1 does.
    game = BadamSaat(players=2)
    hands = (CardSet("AH 4H 8H 9H QH").mask, CardSet("2H 3H TH JH KH").mask)
    state = SevensState(1, hands, FULL_DECK & ~hands[0] & ~hands[1], 0, -1, None)
    view = game.view(state, 0)
    assert cards_left(game, view) == 10
    legal = game.legal_actions(state)
    assert [game.action_text(a) for a in legal] == ["4H", "8H"]
    assert game.action_text(RulesBot().act(game, view, legal, random.Random(0))) == "8H"
    bot = SearchBot(samples=1, playouts=2, exact_cards=10)
    assert game.action_text(bot.act(game, view, legal, random.Random(0))) == "4H"


def test_the_search_falls_back_to_rules_playouts_without_a_fast_playout(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A module with only the two functions of the contract.
    plain = SimpleNamespace(rules_action=badam_bots.rules_action,
                            sample_state=badam_bots.sample_state)
    monkeypatch.setattr(search, "game_module", lambda game: plain)
    game = BadamSaat()
    state = game.deal(random.Random(2), 0)
    for _ in range(12):
        legal = game.legal_actions(state)
        state = game.apply(state, legal[-1])
    seat = game.to_move(state)
    assert seat is not None
    legal = game.legal_actions(state)
    assert tiny_search().act(game, game.view(state, seat), legal, random.Random(3)) in legal


def test_every_game_has_its_bot_module() -> None:
    for game_id in GAME_IDS:
        module = game_module(make_game(game_id))
        assert callable(module.rules_action) and callable(module.sample_state)


def test_a_lone_legal_action_is_played_without_thinking() -> None:
    game = BadamSaat()
    view = game.view(game.deal(random.Random(1), 0), 0)
    assert RulesBot().act(game, view, (PASS,), random.Random(0)) == PASS
    assert SearchBot().act(game, view, (PASS,), random.Random(0)) == PASS


# -- loading ----------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "rules", "search", "search-strong"])
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
    ("majlis.cards:CardSet", "is not a bot"),
    ("majlis.bots:LEVELS", "is not a bot"),
])
def test_a_bad_bot_name_says_what_is_wrong(spec: str, words: str) -> None:
    with pytest.raises(BotNotFound, match=words.replace("(", r"\(")):
        load_bot(spec)
