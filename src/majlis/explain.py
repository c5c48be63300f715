"""How a game explains itself to the edges: its facts as data, a seat's table and
history, and a hand's score broken into named parts.

Every edge (the terminal, ``majlis replay``, the RL encoders, the web tables) reads
these instead of re-deriving a rule.  They are plain frozen dataclasses of ints,
strings and tuples; words are *keys* (``"pass"``, ``"revealing"``, ``"cards_left"``)
that the game words itself in English and Arabic (:mod:`majlis.words`), so that an
edge shows any game in its user's language without holding a word of it.

Everything here that describes a hand is built from one seat's
:class:`~majlis.protocol.View` (or, for :class:`ScorePart`, from the finished
scores, which the whole table sees), so nothing hidden from the seat can reach it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class DealLayout:
    """Where a deal puts its items: how many in each seat's hand (``hands[0]`` for the
    seat after the dealer, who is dealt to first, and so on round the table), face up
    on the table, and face down in the stock."""

    hands: tuple[int, ...]
    table: int = 0
    stock: int = 0


@dataclass(frozen=True)
class Description:
    """A game under one set of options, as data.

    ``score_bounds`` are the lowest and highest points one hand can give one seat;
    ``max_actions`` the most actions one hand can take (a hand that ends in a redeal
    is one hand, and the redeal the next); ``may_void`` whether a hand may end so,
    without a score, under these options; ``goal`` how a match ends, as a fact:
    ``Fact("target", value=151)`` (when a total reaches it) or ``Fact("games", value=7)``
    (after that many hands).
    ``specials`` maps the special action ids to their words (``64: "pass"``).
    ``items`` says whether the game is played with ``"cards"`` or ``"tiles"``;
    ``deck`` lists the item ids in play.  ``clockwise`` says which way play goes round
    the table (the next seat on a player's left, or on the right); ``tradition`` whose
    names its players give the cards (``"arabic"``, ``"hindi"``, ``"english"``).
    ``minutes``: about how long people take over a match under these options
    (:meth:`~majlis.protocol.Game.match_minutes`; None where the game does not say);
    ``seat_range`` the fewest and the most seats the game has under any options.
    """

    id: str
    title: str
    seats: int
    teams: tuple[tuple[int, ...], ...]
    lower_is_better: bool
    clockwise: bool
    tradition: str
    items: str
    deck: tuple[int, ...]
    num_actions: int
    specials: Mapping[int, str]
    max_actions: int
    score_bounds: tuple[int, int]
    may_void: bool
    goal: Fact | None
    deal: DealLayout
    options: Mapping[str, Any]
    minutes: int | None = None
    seat_range: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Move:
    """One entry of a hand's history as a seat saw it.

    ``word`` is ``"play"`` for an item played, ``"pick"`` for an item chosen to pass
    (``item`` is None where the seat may not see it), or the special's word
    (``"pass"``, ``"double"``, ``"reveal"`` ...).  ``item`` is the item played or
    picked, or the item a question was about (the card asked about when revealing).
    ``flags`` carries what else the move said, as keys (``"announce"`` for a
    "last card" announcement).
    """

    seat: int
    word: str
    item: int | None = None
    flags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Trick:
    """A trick: who led, ``(seat, item)`` in play order, and who took it (None while
    it is in progress)."""

    leader: int
    plays: tuple[tuple[int, int], ...]
    winner: int | None = None


@dataclass(frozen=True)
class Stage:
    """One phase of a hand's history: ``name`` is a key (``"redeal"``,
    ``"bidding"``, ``"passing"``, ``"revealing"``, ``"minus"``, ``"lead"``,
    ``"play"``), its moves in order, and for trick games the tricks of the phase."""

    name: str
    moves: tuple[Move, ...]
    tricks: tuple[Trick, ...] = ()


def finished_tricks(stages: Sequence[Stage]) -> list[Trick]:
    """The tricks taken so far in a hand explained as ``stages``, in order."""
    return [trick for stage in stages for trick in stage.tricks if trick.winner is not None]


def played_by(stages: Sequence[Stage], seats: int) -> tuple[int, ...]:
    """The items each of the ``seats`` has played in a hand explained as ``stages``, as
    masks (the moves whose word is ``"play"``)."""
    masks = [0] * seats
    for stage in stages:
        for move in stage.moves:
            if move.word == "play" and move.item is not None:
                masks[move.seat] |= 1 << move.item
    return tuple(masks)


def tricks_per_seat(tricks: Sequence[Trick], seats: int) -> list[int]:
    """How many of ``tricks`` each of the ``seats`` took."""
    return [sum(trick.winner == seat for trick in tricks) for seat in range(seats)]


@dataclass(frozen=True)
class Fact:
    """A public fact about the hand in play, as a key and its arguments:
    ``Fact("doubled", seat=1)``, ``Fact("revealed", seat=2, item=QS)``,
    ``Fact("multiplier", value=2)``, ``Fact("stock", value=30)``."""

    name: str
    seat: int | None = None
    item: int | None = None
    value: int | None = None


def last_items(to_move: int | None, counts: Sequence[int]) -> tuple[Fact, ...]:
    """While a hand is in play (someone ``to_move``), ``Fact("last_card", seat)`` for each
    seat down to one item (by ``counts``): in the shedding games, who may go out next."""
    if to_move is None:
        return ()
    return tuple(Fact("last_card", seat) for seat, count in enumerate(counts) if count == 1)


def went_out(to_move: int | None, counts: Sequence[int]) -> tuple[Fact, ...]:
    """Once a hand is over (nobody ``to_move``), ``Fact("went_out", seat)`` for each
    seat left with no items (by ``counts``): in the shedding games, the one who ended it."""
    if to_move is not None:
        return ()
    return tuple(Fact("went_out", seat) for seat, count in enumerate(counts) if not count)


def forced_public(seat: int, to_move: int | None, asked: Fact | None,
                  said_by_move: Collection[str]) -> bool:
    """Whether ``asked``, put to ``seat``, may answer itself (:attr:`Board.forced_public`):
    ``seat`` is to move and the question is one of ``said_by_move``, those the game
    asks only where a single answer is legal and that answer tells all there is."""
    return seat == to_move and asked is not None and asked.name in said_by_move


@dataclass(frozen=True)
class Board:
    """What a seat sees on the table now, laid out for drawing.

    ``hand`` is the seat's items in the order the game sorts them (by suit and rank as
    the game ranks them; tiles by their ends), for every edge to show as they are.
    ``rows`` are the runs of the layout games, one tuple of item ids per row in rank
    order (a row per suit for the sevens, in suit order; empty tuples for suits not
    started); ``row_columns`` the column of each row's first item on a grid
    ``row_width`` columns wide, so that the rows line up (equal ranks in one column;
    empty where rows are not laid on a grid), and ``column_ranks`` the rank of each of
    those columns, for an edge to head them (cards' ranks as :mod:`majlis.cards`
    numbers them; empty where the grid has none); ``trick`` the trick in progress;
    ``train`` the domino train from the lead double to ``open_end``, and ``train_ends``
    each of its tiles as it lies (the pips touching the tile before it, then the
    other); ``table`` any other face-up items; ``chosen`` the items of ``hand`` the seat
    has chosen so far in a choice of several still open (Bint Al-Sbeet's cards to
    pass, until the exchange), and ``to_choose`` how many more the seat to move is to
    choose in it, one action each (0 outside such a choice), so that an edge may let
    a player choose them all, change their mind, and send them together; ``facts`` the
    public facts (multiplier, reveals, minus, stock count ...); ``asked`` the decision in
    front of the seat to move, as a fact
    (``Fact("reveal", item=QS)``, ``Fact("pass_cards", seat=to, value=3)``,
    ``Fact("follow", value=suit)``, or ``Fact("discard", value=suit)`` when the seat to
    move holds none of the suit led and may play any card); ``forced_public`` whether
    the seat's one legal action may play itself: the seat to move has no other, and
    its having none tells nobody more than the action itself will (a pass that only
    a seat with nothing that fits may make, the last card of a trick game).  Never
    where being forced tells more (the only card of the suit led, a pass at a question
    that only the holder of a card may answer otherwise): there the seat is asked as
    usual, looking and taking the same as a seat with a choice.
    """

    seat: int
    dealer: int
    to_move: int | None
    hand: tuple[int, ...]
    counts: tuple[int, ...]
    scores: tuple[int, ...] = ()
    rows: tuple[tuple[int, ...], ...] = ()
    row_columns: tuple[int, ...] = ()
    row_width: int = 0
    column_ranks: tuple[int, ...] = ()
    trick: Trick | None = None
    train: tuple[int, ...] = ()
    train_ends: tuple[tuple[int, int], ...] = ()
    open_end: int | None = None
    table: tuple[int, ...] = ()
    chosen: tuple[int, ...] = ()
    to_choose: int = 0
    facts: tuple[Fact, ...] = field(default=())
    asked: Fact | None = None
    forced_public: bool = False

    def face_up(self) -> tuple[int, ...]:
        """Every item face up on the table: the rows, the train and the rest."""
        return (*(item for row in self.rows for item in row), *self.train, *self.table)


@dataclass(frozen=True)
class ScorePart:
    """One named part of a seat's hand score.  A seat's parts add up to its hand
    score.  ``name`` is a key (``"cards_left"``, ``"stock"``, ``"cards_taken"``,
    ``"revealed_double"``, ``"minus_doubled"``, ``"no_trick_bonus"``,
    ``"minus_bonus"``, ``"warning_penalty"``, ``"seven_bonus"``, ``"multiplier"``,
    ``"doubles_set"``); ``count`` is how many cards, tiles or doubles it counts,
    where that means something."""

    seat: int
    name: str
    points: int
    count: int | None = None


ITEM_FIELDS: Mapping[type, frozenset[str]] = {
    Board: frozenset({"hand", "rows", "train", "table", "chosen"}),
    Move: frozenset({"item"}),
    Fact: frozenset({"item"}),
    Description: frozenset({"deck"}),
}
"""The fields whose ints are item ids (one, a tuple, or a tuple of tuples)."""


class ItemWriter(Protocol):
    """What :func:`as_json` needs of a game: its items as written in records."""

    def item_text(self, item: int) -> str: ...


def as_json(game: ItemWriter, obj: Any) -> Any:
    """``obj`` (any of the types above, or a tuple of them) as JSON-ready data: items
    written as in records (``"7D"``, ``"3-5"``), specials as ``{"64": "pass"}``.

    >>> from majlis.games import make_game
    >>> game = make_game("sedma", {})
    >>> as_json(game, Move(seat=2, word="play", item=0))
    {'seat': 2, 'word': 'play', 'item': '0-0', 'flags': []}
    """
    if obj is None or type(obj) in PLAIN:
        return obj
    if isinstance(obj, tuple | list):
        return [value if value is None or type(value) in PLAIN else as_json(game, value)
                for value in obj]
    if isinstance(obj, Trick):
        return {"leader": obj.leader, "winner": obj.winner,
                "plays": [[seat, game.item_text(item)] for seat, item in obj.plays]}
    fields = _fields(type(obj))
    if fields is None:
        return obj
    out = {}
    for name, items in fields:
        value = getattr(obj, name)
        if items:
            out[name] = _items(game, value)
        elif value is None or type(value) in PLAIN:
            out[name] = value
        elif not isinstance(value, tuple) and isinstance(value, Mapping):  # ABC: slow
            out[name] = {str(key): as_json(game, v) for key, v in value.items()}
        else:
            out[name] = as_json(game, value)
    return out


PLAIN = frozenset({int, str, bool, float})
"""The types :func:`as_json` passes on as they are (not their subclasses: an enum)."""
_FIELDS: dict[type, tuple[tuple[str, bool], ...] | None] = {}


def _fields(kind: type) -> tuple[tuple[str, bool], ...] | None:
    """The fields of dataclass ``kind``, each with whether it holds item ids (None: not
    a dataclass), worked out once a type: a state frame writes hundreds of them."""
    if kind not in _FIELDS:
        items = ITEM_FIELDS.get(kind, frozenset())
        _FIELDS[kind] = tuple((f.name, f.name in items) for f in dataclasses.fields(kind)) \
            if dataclasses.is_dataclass(kind) else None
    return _FIELDS[kind]


def _items(game: ItemWriter, value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, tuple):
        return [_items(game, v) for v in value]
    return game.item_text(value)
