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
>>> game = make_game("badam-saat", {"players": 4})
>>> coder = encoder(game)
>>> coder.layout.size, coder.layout.slice("table")
(120, slice(52, 104, None))
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from majlis.bitset import bits
from majlis.cards import ACE, FULL_DECK, ranks_mask
from majlis.dominoes import ALL_TILES, TILE_COUNT
from majlis.games.asymmetric_badam_saat import AsymmetricView
from majlis.games.badam_saat import SevensView
from majlis.games.bint_al_sbeet import (
    PENALTY_CARDS,
    QUEEN_OF_SPADES,
    TEN_OF_DIAMONDS,
    BintAlSbeet,
    SbeetView,
    card_points,
)
from majlis.games.bint_al_sbeet import Phase as SbeetPhase
from majlis.games.sabat_al_deemin import ANNOUNCE, DeeminView
from majlis.games.sabat_al_deemin import Phase as DeeminPhase
from majlis.games.sedma import SedmaView
from majlis.protocol import HIDDEN, Game, View

Vector = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]

PACK_32 = ranks_mask(range(7, ACE + 1))
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


class Encoder(ABC):
    """Turns one game's views into vectors of :attr:`layout.size <Layout.size>` numbers."""

    ITEMS: int = FULL_DECK
    """The mask of the items (cards or tiles) of the game, one slot each."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        self.seats = game.seats
        self.items = tuple(bits(self.ITEMS))
        self._slots = np.array(self.items, dtype=np.intp)
        self.layout = Layout(self.blocks())

    @abstractmethod
    def blocks(self) -> list[Block]:
        """The layout, block by block."""

    @abstractmethod
    def fill(self, view: View, out: Vector) -> None:
        """Write ``view`` into the zeroed vector ``out``."""

    def encode(self, view: View) -> Vector:
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

    def put_one_hot(self, out: Vector, name: str, index: int) -> None:
        out[self.layout.starts[name] + index] = 1

    def seat_blocks(self, hand_size: int) -> list[Block]:
        """The blocks every game shares: counts, whose turn, who dealt."""
        return [
            Block("counts", self.seats, f"items each seat holds, / {hand_size}"),
            Block("to_move", self.seats, "the seat to act (all 0 once the hand is over)"),
            Block("dealer", self.seats, "the dealer"),
        ]

    def put_seat_blocks(self, out: Vector, view: View, counts: Sequence[int],
                        hand_size: int) -> None:
        self.put_seats(out, "counts", view, [min(1.0, c / hand_size) for c in counts])
        self.put_seat(out, "to_move", view, view.to_move)
        self.put_seat(out, "dealer", view, view.dealer)


def latest_passes(history: Sequence[tuple[int, int]], pass_action: int,
                  specials: Iterable[int]) -> list[int]:
    """The seats whose latest action since the first item was played is a pass."""
    special = set(specials)
    latest: dict[int, int] = {}
    started = False
    for seat, action in history:
        started = started or (action != HIDDEN and action not in special)
        if started:
            latest[seat] = action
    return [seat for seat, action in latest.items() if action == pass_action]


class SevensEncoder(Encoder):
    """Badam Saat: the hand, the table, counts and who passed last time round."""

    PASS = 64

    def hand_size(self) -> int:
        return -(-52 // self.seats)

    def blocks(self) -> list[Block]:
        return [
            Block("hand", 52, "1 for each card in the seat's hand"),
            Block("table", 52, "1 for each card on the table"),
            Block("passed", self.seats, "1 if the seat passed at its latest turn"),
            *self.seat_blocks(self.hand_size()),
        ]

    def fill(self, view: View, out: Vector) -> None:
        assert isinstance(view, SevensView)
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "table", view.table)
        passed = latest_passes(view.history, self.PASS, self.game.SPECIALS)
        self.put_seats(out, "passed", view, [1.0 if s in passed else 0.0
                                             for s in range(self.seats)])
        self.put_seat_blocks(out, view, view.counts, self.hand_size())


class AsymmetricEncoder(SevensEncoder):
    """Asymmetric Badam Saat: Badam Saat's blocks, the stock's size and the open suits."""

    STOCK = 40

    def hand_size(self) -> int:
        return 24  # four dealt and at most twenty drawn

    def blocks(self) -> list[Block]:
        return [
            *super().blocks(),
            Block("stock", 1, f"cards left in the stock, / {self.STOCK}"),
            Block("missing_open", 1, "1 once an all-pass has opened the missing suits"),
        ]

    def fill(self, view: View, out: Vector) -> None:
        assert isinstance(view, AsymmetricView)
        super().fill(view, out)
        out[self.layout.starts["stock"]] = view.stock_count / self.STOCK
        out[self.layout.starts["missing_open"]] = float(view.missing_open)


class DeeminEncoder(Encoder):
    """Sab'at Al-Deemin: the hand, the piles, the bidding and the phase."""

    ITEMS = PACK_32
    PASS = 64

    def blocks(self) -> list[Block]:
        return [
            Block("hand", 32, "1 for each card (7..A) in the seat's hand"),
            Block("table", 32, "1 for each card on the table"),
            Block("passed", 4, "1 if the seat passed (jella) at its latest turn of the play"),
            *self.seat_blocks(8),
            Block("phase", len(DeeminPhase), "one-hot: redeal, double, treble, play, over, void"),
            Block("multiplier", 3, "one-hot: 1, 2 (doubled), 3 (trebled)"),
            Block("doubler", 4, "the seat that doubled"),
            Block("trebler", 4, "the seat that trebled"),
        ]

    def fill(self, view: View, out: Vector) -> None:
        assert isinstance(view, DeeminView)
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "table", view.table)
        plays = [(seat, a - ANNOUNCE if a >= ANNOUNCE else a) for seat, a in view.history]
        passed = latest_passes(plays, self.PASS, self.game.SPECIALS)
        self.put_seats(out, "passed", view, [1.0 if s in passed else 0.0 for s in range(4)])
        self.put_seat_blocks(out, view, view.counts, 8)
        self.put_one_hot(out, "phase", int(view.phase))
        self.put_one_hot(out, "multiplier", view.multiplier - 1)
        self.put_seat(out, "doubler", view, view.doubler)
        self.put_seat(out, "trebler", view, view.trebler)


class SbeetEncoder(Encoder):
    """Bint Al-Sbeet: the hand, the passing, every trick's cards and the penalties."""

    PHASES = tuple(SbeetPhase)
    DIRECTIONS = ("left", "right", "none")
    ASKED = (QUEEN_OF_SPADES, TEN_OF_DIAMONDS)
    MOST_POINTS = 72
    """QS and TD revealed (26 + 20) and all 13 hearts doubled (26)."""

    def blocks(self) -> list[Block]:
        return [
            Block("hand", 52, "1 for each card in the seat's hand (picks included until the "
                  "exchange)"),
            Block("picks", 52, "the cards the seat chose to pass"),
            Block("received", 52, "the cards the seat received in the exchange"),
            Block("played", 52, "the cards each seat has played in this hand's tricks",
                  rows=4),
            Block("trick", 52, "the cards of the trick in progress"),
            Block("leader", 4, "the seat that led the trick in progress"),
            *self.seat_blocks(13),
            Block("phase", len(self.PHASES), "one-hot: passing, revealing, minus, playing, "
                  "over"),
            Block("direction", 3, "one-hot pass direction: left, right, none"),
            Block("asking", 2, "while revealing, the card asked about: QS, TD"),
            Block("revealed", 4, "the seat that revealed QS (row 0) and TD (row 1)", rows=2),
            Block("minus", 4, "1 if the seat declared minus"),
            Block("tricks", 4, "tricks each seat has taken, / 13"),
            Block("points", 4, f"penalty points of the cards each seat has taken, "
                  f"/ {self.MOST_POINTS}"),
        ]

    def fill(self, view: View, out: Vector) -> None:
        assert isinstance(view, SbeetView)
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "picks", view.passed)
        self.put_items(out, "received", view.received)
        played = [0] * 4
        for seat, action in view.history[self._picking(view.direction):]:
            if 0 <= action < 64:
                played[(seat - view.seat) % 4] |= 1 << action
        for row, mask in enumerate(played):
            self.put_items(out, "played", mask, row)
        self.put_items(out, "trick", sum(1 << c for _, c in view.trick))
        self.put_seat(out, "leader", view, view.leader if view.trick else None)
        self.put_seat_blocks(out, view, view.counts, 13)
        self.put_one_hot(out, "phase", self.PHASES.index(view.phase))
        self.put_one_hot(out, "direction", self.DIRECTIONS.index(view.direction))
        if view.asking is not None:
            self.put_one_hot(out, "asking", self.ASKED.index(view.asking))
        revealed = 0
        for seat, c in view.revealed:
            revealed |= 1 << c
            row = self.layout.starts["revealed"] + 4 * self.ASKED.index(c)
            out[row + (seat - view.seat) % 4] = 1
        self.put_seats(out, "minus", view, [float(m) for m in view.minus])
        self.put_seats(out, "tricks", view, [t / 13 for t in view.tricks])
        self.put_seats(out, "points", view, [card_points(mask & PENALTY_CARDS, revealed)
                                             / self.MOST_POINTS for mask in view.penalty_cards])

    def _picking(self, direction: str) -> int:
        """How many actions at the start of the history are picks (not plays)."""
        assert isinstance(self.game, BintAlSbeet)
        return 4 * self.game.pass_count if direction != "none" else 0


class SedmaEncoder(Encoder):
    """Sedma: the hand, the train, the open end and the points scored."""

    ITEMS = ALL_TILES
    PASS = TILE_COUNT
    MOST_POINTS = 28
    """1 + 2 + ... + 7: all seven doubles set in rising order."""

    def blocks(self) -> list[Block]:
        return [
            Block("hand", TILE_COUNT, "1 for each tile (by id, 0-0 .. 6-6) in the seat's hand"),
            Block("train", TILE_COUNT, "1 for each tile in the train"),
            Block("end", 8, "one-hot: no lead yet (0), else the open end's pips + 1"),
            Block("passed", 4, "1 if the seat passed at its latest turn"),
            *self.seat_blocks(7),
            Block("scores", 4, f"points each seat has scored this hand, / {self.MOST_POINTS}"),
        ]

    def fill(self, view: View, out: Vector) -> None:
        assert isinstance(view, SedmaView)
        self.put_items(out, "hand", view.hand)
        self.put_items(out, "train", sum(1 << t for t in view.train))
        self.put_one_hot(out, "end", view.end + 1)
        passed = latest_passes(view.history, self.PASS, self.game.SPECIALS)
        self.put_seats(out, "passed", view, [1.0 if s in passed else 0.0 for s in range(4)])
        self.put_seat_blocks(out, view, view.counts, 7)
        self.put_seats(out, "scores", view, [min(1.0, s / self.MOST_POINTS) for s in view.scores])


ENCODERS: dict[str, type[Encoder]] = {
    "sabat-al-deemin": DeeminEncoder,
    "bint-al-sbeet": SbeetEncoder,
    "badam-saat": SevensEncoder,
    "asymmetric-badam-saat": AsymmetricEncoder,
    "sedma": SedmaEncoder,
}


def encoder(game: Game[Any]) -> Encoder:
    """The observation encoder of ``game`` (under its options)."""
    return ENCODERS[game.id](game)
