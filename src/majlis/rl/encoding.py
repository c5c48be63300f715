"""Observations for learners: a seat's view as a fixed-size vector in [0, 1].

There is one encoder per game, built from the rules object (public: the seats and
the options) and reading nothing but a :class:`~majlis.protocol.View`, so an
observation can never leak what the seat may not know.  Seats are relative: in
every per-seat block entry ``k`` is about seat ``(view.seat + k) % seats``, so
entry 0 is always the observer.  Cards take one slot each in suit order (clubs,
diamonds, hearts, spades) and rank order within a suit (2 .. A, or 7 .. A for the
32-card pack); tiles take their id (``0-0`` .. ``6-6``).

Each encoder's :class:`Layout` names its blocks; ``docs/rl.md`` prints them as
tables (:meth:`Layout.markdown`).

>>> from majlis.games import make_game
>>> from majlis.rl.adapters.registry import encoder
>>> game = make_game("badam-saat", {"players": 4})
>>> coder = encoder(game)
>>> coder.layout.size, coder.layout.slice("table")
(120, slice(52, 104, None))
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import numpy as np
import numpy.typing as npt

from majlis.explain import played_by
from majlis.protocol import Game, View

Vector = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]

V = TypeVar("V", bound=View)
"""The views an encoder reads: those of its game."""

ITEM_BYTES = 8
"""Card and tile ids lie below 64: eight bytes hold any mask of them."""


@dataclass(frozen=True)
class Block:
    """A named run of the observation vector: ``rows`` x ``width`` numbers."""

    name: str
    width: int
    meaning: str
    rows: int = 1

    @property
    def size(self) -> int:
        return self.rows * self.width


class Layout:
    """The blocks of an observation, in order, and where each one lies."""

    def __init__(self, blocks: Sequence[Block]) -> None:
        self.blocks = tuple(blocks)
        self.starts: dict[str, int] = {}
        start = 0
        for block in self.blocks:
            self.starts[block.name] = start
            start += block.size
        self.size = start

    def slice(self, name: str) -> slice:
        """Where block ``name`` lies in the vector."""
        start = self.starts[name]
        return slice(start, start + self.block(name).size)

    def block(self, name: str) -> Block:
        return next(block for block in self.blocks if block.name == name)

    def markdown(self) -> str:
        """The layout as a Markdown table."""
        lines = ["| block | offset | size | meaning |", "| --- | ---: | ---: | --- |"]
        for block in self.blocks:
            size = f"{block.rows} x {block.width}" if block.rows > 1 else str(block.width)
            lines.append(f"| `{block.name}` | {self.starts[block.name]} | {size} "
                         f"| {block.meaning} |")
        return "\n".join(lines)


def action_mask(num_actions: int, legal: Iterable[int]) -> Mask:
    """1 for each legal action id, 0 elsewhere."""
    mask = np.zeros(num_actions, dtype=np.int8)
    mask[list(legal)] = 1
    return mask


class Encoder(ABC, Generic[V]):
    """Turns one game's views into vectors of :attr:`layout.size <Layout.size>` numbers.

    What it knows of the game's numbers it reads from the game's
    :meth:`~majlis.protocol.Game.describe` (kept as :attr:`description`): the items, one
    slot each in the order ``describe().deck`` lists them (:attr:`items`), and the most
    items a hand holds (:attr:`hand_size`, see :meth:`most_held`)."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        self.description = game.describe()
        self.seats = game.seats
        self.items: tuple[int, ...] = self.description.deck
        """The ids of the items (cards or tiles) of the game, in slot order."""
        self.hand_size = self.most_held()
        """The number the ``counts`` block divides by."""
        self._slots = np.array(self.items, dtype=np.intp)
        self.layout = Layout(self.blocks())

    def most_held(self) -> int:
        """The most items one seat holds: here the largest hand the deal gives."""
        return max(self.description.deal.hands)

    @abstractmethod
    def blocks(self) -> list[Block]:
        """The layout, block by block."""

    @abstractmethod
    def fill(self, view: V, out: Vector) -> None:
        """Write ``view`` into the zeroed vector ``out``."""

    def encode(self, view: V) -> Vector:
        """The observation of ``view``."""
        out = np.zeros(self.layout.size, dtype=np.float32)
        self.fill(view, out)
        return out

    # -- writing blocks ---------------------------------------------------------

    def slots(self, mask: int) -> npt.NDArray[np.uint8]:
        """0/1 per slot: whether the item of the slot is in ``mask``."""
        raw = np.frombuffer(mask.to_bytes(ITEM_BYTES, "little"), dtype=np.uint8)
        return np.unpackbits(raw, bitorder="little")[self._slots]

    def put_items(self, out: Vector, name: str, mask: int, row: int = 0) -> None:
        start = self.layout.starts[name] + row * len(self.items)
        out[start:start + len(self.items)] = self.slots(mask)

    def put_seat(self, out: Vector, name: str, view: View, seat: int | None) -> None:
        """A one-hot of ``seat`` relative to the observer (all zero for None)."""
        if seat is not None and seat >= 0:
            out[self.layout.starts[name] + (seat - view.seat) % self.seats] = 1

    def put_seats(self, out: Vector, name: str, view: View, values: Sequence[float]) -> None:
        """One number per seat, in relative order."""
        start = self.layout.starts[name]
        for seat, value in enumerate(values):
            out[start + (seat - view.seat) % self.seats] = value

    def put_passes(self, out: Vector, view: View) -> None:
        """``passed``: 1 for each seat whose latest move since the first play is a pass."""
        passed = latest_passes(self.game, view)
        self.put_seats(out, "passed", view, [float(s in passed) for s in range(self.seats)])

    def put_one_hot(self, out: Vector, name: str, index: int) -> None:
        out[self.layout.starts[name] + index] = 1

    def seat_blocks(self) -> list[Block]:
        """The blocks every game shares: counts, whose turn, who dealt."""
        return [
            Block("counts", self.seats, f"items each seat holds, / {self.hand_size}"),
            Block("to_move", self.seats, "the seat to act (all 0 once the hand is over)"),
            Block("dealer", self.seats, "the dealer"),
        ]

    def put_seat_blocks(self, out: Vector, view: View, counts: Sequence[int]) -> None:
        self.put_seats(out, "counts", view, [min(1.0, c / self.hand_size) for c in counts])
        self.put_seat(out, "to_move", view, view.to_move)
        self.put_seat(out, "dealer", view, view.dealer)


def latest_passes(game: Game[Any], view: View) -> list[int]:
    """The seats whose latest move since the first item was played is a pass, as the
    game explains the hand."""
    latest: dict[int, str] = {}
    started = False
    for stage in game.explain(view):
        for move in stage.moves:
            started = started or move.word == "play"
            if started:
                latest[move.seat] = move.word
    return [seat for seat, word in latest.items() if word == "pass"]


class BoardEncoder(Encoder[View]):
    """Any game, from what it says of itself: its description, the seat's
    :class:`~majlis.explain.Board` and the history it explains.  The encoder of every
    game that registers no adapter of its own."""

    def blocks(self) -> list[Block]:
        items, words = len(self.items), self.words()
        return [
            Block("hand", items, "1 for each item in the seat's hand"),
            Block("table", items, "1 for each item face up on the table (rows, train, "
                  "table)"),
            Block("trick", items, "the items of the trick in progress"),
            Block("played", items, "the items played this hand"),
            *self.seat_blocks(),
            Block("leader", self.seats, "the seat that led the trick in progress"),
            Block("scores", self.seats, "each seat's points this hand, from the lowest to "
                  "the highest one hand can give"),
            Block("said", self.seats, "1 if the seat's latest word was this special "
                  f"({', '.join(words)})", rows=len(words)),
        ]

    def words(self) -> tuple[str, ...]:
        return tuple(sorted(set(self.description.specials.values())))

    def fill(self, view: View, out: Vector) -> None:
        board = self.game.board(view)
        self.put_items(out, "hand", _mask(board.hand))
        self.put_items(out, "table", _mask(board.face_up()))
        trick = board.trick
        self.put_items(out, "trick", _mask(item for _, item in trick.plays) if trick else 0)
        self.put_seat(out, "leader", view, trick.leader if trick else None)
        stages = self.game.explain(view)
        self.put_items(out, "played", sum(played_by(stages, self.seats)))
        self.put_seat_blocks(out, view, board.counts)
        low, high = self.description.score_bounds
        self.put_seats(out, "scores", view, [(s - low) / (high - low) if high > low else 0.0
                                             for s in board.scores])
        latest = {move.seat: move.word for stage in stages for move in stage.moves}
        words = self.words()
        for seat, word in latest.items():
            if word in words:
                row = self.layout.starts["said"] + self.seats * words.index(word)
                out[row + (seat - view.seat) % self.seats] = 1


def _mask(items: Iterable[int]) -> int:
    mask = 0
    for item in items:
        mask |= 1 << item
    return mask


@dataclass(frozen=True)
class Adapter:
    """What the learning interfaces need of a game beyond its description: its own
    observation encoder."""

    encoder: type[Encoder[Any]] = BoardEncoder

