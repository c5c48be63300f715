"""Playing a tournament's work units: a deal under every rotation of the bots, a
match under every rotation.  Every unit is seeded only from the run's seed and its
index, and the bots play through the one loop of :mod:`majlis.play`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from majlis.bots import load_bot
from majlis.match import Match, first_dealer
from majlis.play import HandInPlay, PlayError, Players, play
from majlis.protocol import Deal, Game
from majlis.rng import stream

DEAL = "deal"
MATCH = "match"
MAX_REDEALS = 1000
"""A deal voided this often in a row means a broken game or bot, not bad luck."""
MAX_HAND_ACTIONS = 100_000
"""Far beyond any real hand: past it a game or bot is looping, and we say so."""
MAX_MATCH_ACTIONS = 1_000_000


def seating(seats: int, rotation: int) -> tuple[int, ...]:
    """The bot (its position in the bot list) at each seat under ``rotation``."""
    return tuple((seat - rotation) % seats for seat in range(seats))


def deal_dealer(game: Game[Any], seed: int, index: int) -> int:
    """The dealer of deal ``index``: a seed-drawn first dealer, passing on each deal."""
    return (first_dealer(game, seed) + index) % game.seats


def shuffled_deal(game: Game[Any], seed: int, index: int, redeal: int = 0,
                  dealer: int | None = None) -> Deal:
    """Deal ``index`` (or its ``redeal``-th redeal, dealt by ``dealer``), the same under
    every rotation."""
    names: tuple[object, ...] = ("redeal", redeal) if redeal else ()
    dealer = deal_dealer(game, seed, index) if dealer is None else dealer
    return game.shuffle(stream(seed, DEAL, index, *names), dealer)


def check_teams(game: Game[Any]) -> None:
    """Raise ValueError unless every rotation keeps the game's teams together."""
    teams = {frozenset(team) for team in game.teams()}
    for rotation in range(game.seats):
        bots = seating(game.seats, rotation)
        if {frozenset(bots[seat] for seat in team) for team in teams} != teams:
            raise ValueError(f"rotating the bots of {game.id} would split its teams")


def seated(bots: Sequence[str], seats: tuple[int, ...], seed: int, *names: object) -> Players:
    """New bots from the specs ``bots`` seated as ``seats`` says, each with the stream
    ``stream(seed, *names, seat)``."""
    return Players.streams({seat: load_bot(bots[b]) for seat, b in enumerate(seats)},
                           seed, *names,
                           labels={seat: bots[b] for seat, b in enumerate(seats)})


@dataclass(frozen=True)
class HandResult:
    """One rotation of a deal: who sat where and what the hand scored."""

    rotation: int
    seating: tuple[int, ...]
    scores: tuple[int, ...]
    redeals: int
    actions: int


@dataclass(frozen=True)
class DealResult:
    """A deal played under every rotation."""

    index: int
    dealer: int
    deal: Deal
    hands: tuple[HandResult, ...]


@dataclass(frozen=True)
class MatchPlay:
    """One rotation of a duplicate match."""

    rotation: int
    seating: tuple[int, ...]
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    hands: int


@dataclass(frozen=True)
class MatchResult:
    """A match replayed under every rotation."""

    index: int
    seed: int
    plays: tuple[MatchPlay, ...]


Unit = DealResult | MatchResult


def play_rotation(game: Game[Any], bots: Sequence[str], seed: int, index: int,
                  rotation: int) -> HandResult:
    """Deal ``index`` played with the bots seated by ``rotation`` (redealt while void)."""
    seats = seating(game.seats, rotation)
    players = seated(bots, seats, seed, "bot", index, rotation)
    dealer = deal_dealer(game, seed, index)
    zeros = (0,) * game.seats
    actions = 0
    for redeal in range(MAX_REDEALS):
        deal = shuffled_deal(game, seed, index, redeal, dealer)
        hand = HandInPlay(game, game.start(dealer, deal, zeros, index))
        actions += play(hand, players, MAX_HAND_ACTIONS)
        if not game.is_void(hand.state):
            return HandResult(rotation, seats, game.hand_scores(hand.state), redeal, actions)
        dealer = game.next_dealer(dealer, hand.state)  # who deals again, as the game says
    raise PlayError(f"deal {index} was voided {MAX_REDEALS} times in a row")


def play_deal(game: Game[Any], bots: Sequence[str], seed: int, index: int) -> DealResult:
    """Deal ``index`` under every rotation."""
    hands = tuple(play_rotation(game, bots, seed, index, r) for r in range(game.seats))
    return DealResult(index, deal_dealer(game, seed, index), shuffled_deal(game, seed, index),
                      hands)


def duplicate_match_seed(seed: int, index: int) -> int:
    """The seed of duplicate match ``index``."""
    return stream(seed, MATCH, index).getrandbits(64)


def play_match(game: Game[Any], bots: Sequence[str], seed: int, index: int,
               rotation: int) -> MatchPlay:
    """Match ``index`` played to its end with the bots seated by ``rotation``."""
    seats = seating(game.seats, rotation)
    match: Match[Any] = Match(game, duplicate_match_seed(seed, index))
    play(match, seated(bots, seats, seed, "match bot", index, rotation), MAX_MATCH_ACTIONS)
    assert match.winners is not None  # a match with bots at every seat plays to its end
    return MatchPlay(rotation, seats, match.winners, match.totals(), len(match.hands))


def play_duplicate_match(game: Game[Any], bots: Sequence[str], seed: int,
                         index: int) -> MatchResult:
    """Match ``index`` under every rotation."""
    plays = tuple(play_match(game, bots, seed, index, r) for r in range(game.seats))
    return MatchResult(index, duplicate_match_seed(seed, index), plays)


def run_batch(game: Game[Any], bots: Sequence[str], seed: int, kind: str,
              indices: Sequence[int]) -> list[Unit]:
    """The work units ``(kind, i)`` for ``i`` in ``indices``, each seeded only by ``(seed, i)``."""
    play_unit = play_deal if kind == DEAL else play_duplicate_match
    return [play_unit(game, bots, seed, i) for i in indices]
