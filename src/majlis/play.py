"""The one loop that lets bots play: each bot gets only its seat's view and the
legal actions, with its own named random stream.

A *table* is anything in play that says who is to move, what is legal and what a
seat sees, and takes an action: a :class:`~majlis.match.Match`, a single
:class:`HandInPlay`, a learning episode.  :func:`play` lets the :class:`Players`
act on it until the match or hand is over, or until a seat without a bot (a
human, a learner) is to move.  The tournament, the terminal, the learning
environments and the search's playouts all play through it.

>>> from majlis.bots import RandomBot
>>> from majlis.games import make_game
>>> from majlis.match import Match
>>> game = make_game("badam-saat", {"games": 1})
>>> match = Match(game, seed=7)
>>> players = Players.streams({seat: RandomBot() for seat in range(4)}, 7, "bot")
>>> actions = play(match, players)
>>> match.winners is not None and actions > 0
True
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from majlis.protocol import Action, Game, S, Seat, View
from majlis.rng import stream


class PlayError(ValueError):
    """Play that cannot go on: a bot's illegal answer, a hand that never ends."""


class BotError(PlayError):
    """A bot that answered with an illegal action, failed, or cannot play this game."""


@runtime_checkable
class Bot(Protocol):
    """What every bot offers."""

    def act(self, game: Game[Any], view: View, legal: tuple[Action, ...],
            rng: random.Random) -> Action:
        """One of ``legal``, chosen from what ``view`` shows."""
        ...


class Table(Protocol):
    """What :func:`play` needs of the thing in play."""

    @property
    def game(self) -> Game[Any]: ...

    def to_move(self) -> Seat | None: ...

    def legal_actions(self) -> tuple[Action, ...]: ...

    def view(self, seat: Seat) -> View: ...

    def act(self, action: Action) -> object: ...


class HandInPlay:
    """One hand on its own, with no match around it (a tournament deal, a playout)."""

    def __init__(self, game: Game[S], state: S) -> None:
        self.game = game
        self.state = state

    def to_move(self) -> Seat | None:
        return self.game.to_move(self.state)

    def legal_actions(self) -> tuple[Action, ...]:
        return self.game.legal_actions(self.state)

    def view(self, seat: Seat) -> View:
        view: View = self.game.view(self.state, seat)  # any game's view is a View
        return view

    def act(self, action: Action) -> None:
        self.state = self.game.apply(self.state, action)


@dataclass(frozen=True)
class Players:
    """Bots at some seats, each with its own random stream and a label for errors."""

    bots: Mapping[int, Bot]
    rngs: Mapping[int, random.Random]
    labels: Mapping[int, str]

    @classmethod
    def streams(cls, bots: Mapping[int, Bot], seed: int | str, *names: object,
                labels: Mapping[int, str] | None = None) -> Players:
        """``bots`` with the streams ``stream(seed, *names, seat)``."""
        return cls(bots, {seat: stream(seed, *names, seat) for seat in bots},
                   labels or {seat: type(bot).__name__ for seat, bot in bots.items()})

    def choose(self, table: Table, seat: Seat) -> int:
        """The action of the bot at ``seat``, from its view of ``table`` and the legal
        actions; :class:`BotError` if it answers with anything else or cannot play."""
        game, legal, label = table.game, table.legal_actions(), self.labels[seat]
        try:
            action = self.bots[seat].act(game, table.view(seat), legal, self.rngs[seat])
        except NotImplementedError as error:  # a bot level that does not cover this game
            raise BotError(f"bot {label!r} cannot play {game.id}: {error}") from None
        except Exception as error:  # a fault in the bot's own code: say where it is
            where = traceback.extract_tb(error.__traceback__)[-1]
            raise BotError(f"bot {label!r} at seat {seat} failed: {type(error).__name__}: "
                           f"{error} ({where.filename}, line {where.lineno})") from error
        if action not in legal:
            allowed = " ".join(game.action_text(a) for a in legal)
            raise BotError(f"bot {label!r} at seat {seat} chose {action!r}, "
                           f"not one of: {allowed}")
        return action


def play(table: Table, players: Players, max_actions: int | None = None) -> int:
    """Let the bots act until nobody or a seat without a bot is to move; the number
    of actions played.  Past ``max_actions`` raises :class:`PlayError`."""
    actions = 0
    while (seat := table.to_move()) is not None and seat in players.bots:
        if max_actions is not None and actions >= max_actions:
            raise PlayError(f"{table.game.id} went on for {max_actions} actions")
        table.act(players.choose(table, seat))
        actions += 1
    return actions
