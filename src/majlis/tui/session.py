"""A match at the terminal, apart from the screen: who sits where, the bots'
moves, hints, saving and resuming.

A :class:`Session` wraps a :class:`~majlis.match.Match`.  Bots and the hint
only ever get a seat's view.  A bot's random stream is derived from the match
seed, the hand and the number of actions before its move, so a saved and
resumed match goes on exactly as it would have without the pause.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from majlis.bots import LEVELS, Bot, BotNotFound, load_bot
from majlis.explain import ScorePart
from majlis.files import write_text
from majlis.match import Match
from majlis.mistakes import Mistake
from majlis.play import Players
from majlis.protocol import Game, View
from majlis.quote import quote
from majlis.records import keep_metadata, parse, read_match, record_text, to_record
from majlis.rng import stream

DEFAULT_BOT = "search"
HUMAN_NAME = "you"


class SeatingError(Mistake):
    """The seating the command line gives (``--seat``, ``--bots``) does not fit the game,
    by ``code`` and ``fields``: ``seat_range`` (last), ``bots_empty``, ``bots_count``
    (counts, most, given); or a bot not found (:class:`~majlis.bots.BotNotFound`'s)."""


@dataclass(frozen=True)
class Seating:
    """The human's seat (None when bots play alone) and each seat's bot spec
    (``""`` at the human's seat)."""

    human: int | None
    bots: tuple[str, ...]

    @classmethod
    def parse(cls, seats: int, human: int | None, bots: str) -> Seating:
        """Seating from ``--seat`` and ``--bots``: one bot for every other seat, or one
        per other seat in seat order, or one per seat (the human's entry ignored).
        :class:`SeatingError` says what is wrong."""
        if human is not None and not 0 <= human < seats:
            raise SeatingError(f"--seat must be a seat from 0 to {seats - 1}", "seat_range",
                               last=seats - 1)
        specs = [spec.strip() for spec in bots.split(",")]
        if any(not spec for spec in specs):
            raise SeatingError("--bots has an empty entry", "bots_empty")
        others = [seat for seat in range(seats) if seat != human]
        if len(specs) == 1:
            specs = specs * len(others)
        elif len(specs) == seats and human is not None:
            specs = [spec for seat, spec in enumerate(specs) if seat != human]
        if len(specs) != len(others):
            counts = sorted({1, len(others), seats})
            raise SeatingError(f"--bots needs {', '.join(map(str, counts[:-1]))} or "
                               f"{counts[-1]} bots for this game, not {len(specs)}",
                               "bots_count", counts=counts[:-1], most=counts[-1],
                               given=len(specs))
        by_seat = dict(zip(others, specs, strict=True))
        return cls(human, tuple(by_seat.get(seat, "") for seat in range(seats)))

    def record(self) -> list[dict[str, Any]]:
        """The record's ``seats`` list."""
        return [{"name": HUMAN_NAME} if seat == self.human else {"name": "bot", "bot": spec}
                for seat, spec in enumerate(self.bots)]

    @classmethod
    def from_record(cls, seats: Sequence[Any]) -> Seating:
        """The seating a record's ``seats`` list describes: the seat without a bot is
        the human's.  ``ValueError`` unless exactly one seat has no bot."""
        bots = tuple(entry.get("bot", "") for entry in seats)
        if not all(isinstance(bot, str) for bot in bots):
            raise ValueError("a seat's bot must be written as a name")
        humans = [seat for seat, bot in enumerate(bots) if not bot]
        if len(humans) != 1:
            raise ValueError(f"the record has {len(humans)} human seats; play needs exactly one")
        return cls(humans[0], bots)

    def check_levels(self) -> None:
        """``BotNotFound`` unless every bot is a built-in level: a bot named by import
        path would import code, which a shared file must not be able to make happen."""
        for spec in self.bots:
            if spec and spec not in LEVELS:
                raise BotNotFound(f"the record names the bot {quote(spec)}, which is not a "
                                  f"built-in level ({', '.join(LEVELS)}); loading it would "
                                  "import code: pass --trust-bots if you trust the file",
                                  "untrusted_bot", bot=spec, levels=", ".join(LEVELS))


@dataclass(frozen=True)
class FinishedHand:
    """A hand that has just ended, as the viewing seat saw it at the end."""

    number: int
    view: View
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    void: bool
    parts: tuple[ScorePart, ...]


class Session:
    """One match at the terminal."""

    def __init__(self, match: Match[Any], seating: Seating, record_path: Path | None = None,
                 hint_bot: str = DEFAULT_BOT) -> None:
        self.match = match
        self.seating = seating
        self.record_path = record_path
        self.hint_bot = hint_bot
        self.viewpoint = seating.human if seating.human is not None else 0
        self.bots: dict[int, Bot] = {seat: load_bot(spec) for seat, spec in
                                     enumerate(seating.bots) if spec and seat != seating.human}
        self._hinter: Bot | None = None
        self.saved: Path | None = None
        """The file that holds the match as it stands, if one does."""
        self.resumed_from: dict[str, Any] | None = None
        """The record the match was resumed from, whose metadata its saves keep."""

    @classmethod
    def new(cls, game: Game[Any], seating: Seating, seed: int | str,
            record_path: Path | None = None, hint_bot: str = DEFAULT_BOT) -> Session:
        return cls(Match(game, seed), seating, record_path, hint_bot)

    def next_match(self) -> Session:
        """Another match at this table: the same game, seats, hint bot and viewpoint, a
        new seed, recorded beside this one if this one is (:func:`next_record_path`)."""
        record = None if self.record_path is None else next_record_path(self.record_path)
        session = Session.new(self.game, self.seating, random.SystemRandom().randrange(10**9),
                              record_path=record, hint_bot=self.hint_bot)
        session.viewpoint = self.viewpoint
        return session

    @classmethod
    def resume(cls, path: Path, fallback: tuple[int, str] | None = None,
               hint_bot: str = DEFAULT_BOT, trust_bots: bool = False) -> Session:
        """The match saved in ``path``, ready to play on (saving back to ``path``).

        The record's seats say who plays; when it has none, ``fallback`` gives the
        human's seat and the ``--bots`` text.  Bots named in the file must be built-in
        levels unless ``trust_bots``.  Raises ``OSError`` or ``UnicodeDecodeError``
        for a file that cannot be read, ``RecordError`` for one that is not a valid
        record, ``ValueError`` for a match that cannot be played on, ``BotNotFound``
        for a bot the file names that cannot (or may not) be loaded, and
        :class:`SeatingError` for a ``fallback`` that does not fit (its bots included).
        """
        with path.open("rb") as file:
            doc = parse(record_text(file))
        match = read_match(doc)
        if match.winners is not None:
            raise ValueError("the match is already over")
        match.resume()
        if "seats" in doc:
            seating = Seating.from_record(doc["seats"])
            if not trust_bots:
                seating.check_levels()
        elif fallback is not None:
            seating = Seating.parse(match.game.seats, *fallback)
        else:
            raise ValueError("the record does not say who plays (it has no seats)")
        try:
            session = cls(match, seating, path, hint_bot)
        except BotNotFound as error:
            if "seats" in doc:
                raise
            raise SeatingError(str(error), error.code, **error.fields) from None
        session.saved = path
        session.resumed_from = doc
        return session

    # -- what the viewing seat sees ---------------------------------------------

    @property
    def game(self) -> Game[Any]:
        return self.match.game

    def view(self) -> View:
        """The viewing seat's view of the hand in play."""
        view: View = self.game.view(self.match.state, self.viewpoint)  # any game's view is a View
        return view

    def scores(self) -> tuple[int, ...]:
        """The points the hand in play has given so far (announced at the table)."""
        return self.game.hand_scores(self.match.state)

    def totals(self) -> tuple[int, ...]:
        return self.match.totals()

    def human_to_move(self) -> bool:
        to_move = self.match.to_move()
        return to_move is not None and to_move == self.seating.human

    def forced_action(self) -> int | None:
        """The human's one legal action where the game says it may play itself (its
        being forced tells nobody more than the action), else None."""
        if not self.human_to_move():
            return None
        legal = self.match.legal_actions()
        seat = self.seating.human
        assert seat is not None
        forced = self.game.board(self.game.view(self.match.state, seat)).forced_public
        return legal[0] if forced and len(legal) == 1 else None

    def bot_to_move(self) -> int | None:
        """The seat of the bot to act, if a bot is to act."""
        to_move = self.match.to_move()
        return to_move if to_move in self.bots else None

    # -- moves ---------------------------------------------------------------

    def _stream(self, name: str, seat: int) -> random.Random:
        history = self.game.history(self.match.state)
        return stream(self.match.seed, name, seat, len(self.match.hands), len(history))

    def bot_action(self) -> int:
        """The action of the bot to act, chosen from its own view (may take a while)."""
        seat = self.bot_to_move()
        if seat is None:
            raise RuntimeError("no bot is to act")
        return self._ask(self.bots[seat], seat, "terminal bot")

    def hint(self) -> int:
        """The hint bot's choice for the human, from the human's view."""
        seat = self.seating.human
        if seat is None or not self.human_to_move():
            raise RuntimeError("it is not the human's turn")
        if self._hinter is None:
            self._hinter = load_bot(self.hint_bot)
        return self._ask(self._hinter, seat, "hint")

    def _ask(self, bot: Bot, seat: int, name: str) -> int:
        """``bot``'s legal choice for ``seat`` (BotError, a ValueError, if it has none)."""
        return Players({seat: bot}, {seat: self._stream(name, seat)}, {seat: name}).choose(
            self.match, seat)

    def act(self, action: int) -> list[FinishedHand]:
        """Apply ``action`` (IllegalAction changes nothing); the hands it finished."""
        before = len(self.match.hands)
        in_play = before - 1
        self.match.act(action)
        self.saved = None
        ended = range(in_play, len(self.match.hands))
        if self.match.winners is None:
            ended = range(in_play, len(self.match.hands) - 1)
        return [self.finished(number) for number in ended]

    def finished(self, number: int) -> FinishedHand:
        """Hand ``number`` as it ended, from the viewing seat."""
        game = self.game
        state = self.match.hands[number].state
        return FinishedHand(number, game.view(state, self.viewpoint), game.hand_scores(state),
                            self.match.totals(number + 1), game.is_void(state),
                            game.score_parts(state))

    # -- records ---------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        doc = to_record(self.match, self.seating.record())
        return doc if self.resumed_from is None else keep_metadata(doc, self.resumed_from)

    def default_path(self) -> Path:
        return self.record_path or Path(f"majlis-{self.game.id}-{self.match.seed}.json")

    def save(self, path: Path | None = None) -> Path:
        """Write the match as a record (to ``record_path`` unless given); the path.
        ``OSError`` if it cannot be written."""
        path = path or self.default_path()
        write_text(path, json.dumps(self.record(), indent=1) + "\n")
        self.saved = path
        return path


def next_record_path(path: Path) -> Path:
    """Where the next match of a table recording to ``path`` goes: ``NAME-2.json``
    beside ``NAME.json`` (then ``-3`` ...), the first that is not taken."""
    stem = path.stem
    base, _, number = stem.rpartition("-")
    start = 2
    if base and number.isdigit():
        stem, start = base, int(number) + 1
    return next(candidate for n in itertools.count(start)
                if not (candidate := path.with_name(f"{stem}-{n}{path.suffix}")).exists())
