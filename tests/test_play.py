"""The one loop that lets bots play: it stops where no bot sits, refuses a bot's
illegal answer without changing the table, bounds runaway play, and gives each seat
the stream its names say."""

from __future__ import annotations

import random
from typing import Any

import pytest

from majlis.bots import RandomBot
from majlis.games import make_game
from majlis.match import Match
from majlis.play import BotError, HandInPlay, PlayError, Players, play
from majlis.protocol import Game, View
from majlis.rng import stream


class FirstDraw:
    """Plays the first legal action and keeps the first number of each stream it gets."""

    def __init__(self) -> None:
        self.draws: list[float] = []

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        self.draws.append(rng.random())
        return legal[0]


class Illegal:
    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        return -5


def test_play_stops_where_no_bot_sits_and_goes_on_from_there() -> None:
    game = make_game("badam-saat", {"players": 3})
    hand = HandInPlay(game, game.deal(random.Random(1), 0))
    bots = {1: RandomBot(), 2: RandomBot()}
    players = Players.streams(bots, 1, "bot")
    turns = 0
    while True:
        play(hand, players)
        if hand.to_move() is None:
            break
        assert hand.to_move() == 0  # the seat without a bot, left to act
        hand.act(hand.legal_actions()[0])
        turns += 1
    assert turns > 3 and game.to_move(hand.state) is None


def test_an_illegal_answer_names_the_bot_and_changes_nothing() -> None:
    game = make_game("badam-saat")
    match: Match[Any] = Match(game, seed=2)
    seat = match.to_move()
    assert seat is not None
    before = match.state
    players = Players({seat: Illegal()}, {seat: random.Random(0)}, {seat: "my.bots:Illegal"})
    with pytest.raises(BotError, match=f"bot 'my.bots:Illegal' at seat {seat} chose -5"):
        play(match, players)
    assert match.state is before


def test_runaway_play_is_stopped() -> None:
    game = make_game("sabat-al-deemin")
    hand = HandInPlay(game, game.deal(random.Random(3), 0))
    with pytest.raises(PlayError, match="sabat-al-deemin went on for 5 actions"):
        play(hand, Players.streams({s: RandomBot() for s in range(4)}, 3, "bot"), 5)


def test_each_seat_gets_the_stream_its_names_say() -> None:
    game = make_game("sedma")
    bots = {seat: FirstDraw() for seat in range(4)}
    play(HandInPlay(game, game.deal(random.Random(4), 0)),
         Players.streams(bots, 9, "bot", 0, 2))
    for seat, bot in bots.items():
        expected = stream(9, "bot", 0, 2, seat)
        assert bot.draws == [expected.random() for _ in bot.draws]
