"""What every majlis game offers: the rules object, its hands, actions and views.

A game is a frozen rules object built from its options (``BadamSaat(players=5)``).
It deals a hand from an RNG or from a recorded :class:`Deal`, says who moves and
which actions are legal (sorted ints), applies actions purely, and gives each
seat a :class:`View` that holds exactly what that seat may know.  The match
layer (:mod:`majlis.match`) chains hands into a match with the game's own
dealer rotation and end condition.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import import_module, resources
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from majlis.bitset import BitSet, bits
from majlis.explain import (
    Board,
    DealLayout,
    Description,
    Fact,
    Move,
    ScorePart,
    Stage,
    played_by,
)
from majlis.mistakes import Mistake
from majlis.quote import quote
from majlis.words import (
    COMMON,
    LANGUAGES,
    Said,
    Words,
    english,
    fact_key,
    gather,
    readable,
    template,
)

S = TypeVar("S")
if TYPE_CHECKING:  # a type variable's default (PEP 696) is Python 3.13's; checkers know it
    from typing_extensions import TypeVar as DefaultingTypeVar

    V = DefaultingTypeVar("V", bound="View", default=Any)
else:
    V = TypeVar("V", bound="View")
"""A game's view type; a game of any kind (``Game[Any]``) gives views of any type."""

Seat = int
"""A seat's number, 0 up to the game's seats less one, in turn order."""
Action = int
"""An action's id, below the game's ``num_actions``: a card's or tile's id (play it), or a
special action's (``pass``, ``double`` ...: the game's ``SPECIALS``)."""

HIDDEN = -1
"""Stands in a view's history for an action the seat may not see."""


Trail = tuple[tuple[Seat, Action], "Trail"] | None
"""A hand's ``(seat, action)`` pairs as a cons list, newest first: cheap to extend, immutable."""


def trail_tuple(trail: Trail) -> tuple[tuple[Seat, Action], ...]:
    """The actions of ``trail``, oldest first."""
    out = []
    while trail is not None:
        out.append(trail[0])
        trail = trail[1]
    return tuple(reversed(out))


def lowest(totals: Sequence[int]) -> tuple[int, ...]:
    """The seats sharing the lowest total."""
    best = min(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


MAX_TARGET = 5000
"""The highest points target a game accepts (a match must end in reasonable time)."""

MAX_GAMES = 500
"""The most hands a match of a fixed number of hands may have."""


class IllegalAction(ValueError):
    """An action the rules refuse; names the action and the reason.

    ``reason`` is the reason in English (a game's own words for it, those a player
    reads, as ``majlis verify`` prints them: :meth:`Game.refuse`); ``why`` is the same
    reason as data, for an edge to word in its user's language: a
    :class:`~majlis.explain.Fact` whose name is the refusal's key and whose seat,
    item and value are its arguments (``Fact("not_held", seat=0, item=QS)``).
    A refusal is a fact about the hand like those of :meth:`Game.board`, so it
    reuses that type, and every edge words it the way it already words facts.
    None where whoever raised it gave no key (a game from elsewhere).

    A game's refusal words its English reason only when it is read (``reason``, or the
    error as text): wording goes through ``fluent.runtime``, which the page's offline
    table, running the engine with the standard library alone, does not have; it sends
    ``why``, which the page words itself.
    """

    def __init__(self, action: str, reason: str | Callable[[], str],
                 why: Fact | None = None) -> None:
        super().__init__(action)
        self.action = action
        self._reason = reason
        self.why = why

    @property
    def reason(self) -> str:
        if callable(self._reason):
            self._reason = self._reason()
        return self._reason

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


class InvalidDeal(ValueError):
    """A deal with missing, duplicated or miscounted items."""


class InvalidOptions(Mistake):
    """An unknown game or option, or a value out of range, by ``code`` and ``fields``::

        unknown_game    game, known        options_mapping  (nothing)
        unknown_option  option, options    option_text      item
        option_value    option, value and what the option allows: low and high (a
                        number), or choices
        option_twice    option
    """


@dataclass(frozen=True)
class Option:
    """One variant option: its name, default, allowed values and meaning."""

    name: str
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None

    def check(self, value: Any) -> Any:
        """``value`` if allowed, else :class:`InvalidOptions`."""
        default = self.default
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, int):
            ok = isinstance(value, int) and not isinstance(value, bool)
            ok = ok and (self.low is None or value >= self.low)
            ok = ok and (self.high is None or value <= self.high)
        elif isinstance(default, str):
            ok = value in self.choices
        else:  # a non-empty list of choices, kept as a tuple
            ok = isinstance(value, list | tuple) and bool(value)
            ok = ok and all(v in self.choices for v in value)
            value = tuple(value) if ok else value
        if not ok:
            words = (isinstance(default, list | tuple) and isinstance(value, list | tuple)
                     and all(isinstance(v, str) for v in value))
            shown = quote(",".join(value) if words else value)  # a list option as it is typed
            raise InvalidOptions(f"option {self.name}={shown} is not allowed ({self.allowed()})",
                                 "option_value", option=self.name, value=value,
                                 **self.bounds())
        return value

    def parse(self, text: str) -> Any:
        """The value written on a command line: ``true``, ``4``, ``high``, ``left,right``."""
        default = self.default
        if isinstance(default, bool):
            value: Any = {"true": True, "false": False}.get(text.lower(), text)
        elif isinstance(default, int):  # plain digits: not "+10", "1_0" or "１٠"
            plain = text.isascii() and text.removeprefix("-").isdigit() and len(text) <= 100
            value = int(text) if plain else text
        elif isinstance(default, str):
            value = text
        else:
            value = [word.strip() for word in text.split(",")]
        return self.check(value)

    def text(self, value: Any) -> str:
        """``value`` as written on a command line (what :meth:`parse` reads back)."""
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int | str):
            return str(value)
        return ",".join(value)

    def bounds(self) -> dict[str, Any]:
        """What the option allows, as data: a number's ``low`` and ``high``, or the
        ``choices`` of a word or a list (none for a flag)."""
        if isinstance(self.default, bool):
            return {}
        if isinstance(self.default, int):
            return {"low": self.low, "high": self.high}
        return {"choices": list(self.choices)}

    def allowed(self) -> str:
        """The allowed values, in words."""
        default = self.default
        if isinstance(default, bool):
            return "true or false"
        if isinstance(default, int):
            low = "" if self.low is None else f" from {self.low}"
            high = "" if self.high is None else f" to {self.high}"
            return f"a whole number{low}{high}"
        if isinstance(default, str):
            return " or ".join(self.choices)
        return "a comma-separated list of " + ", ".join(self.choices)


@dataclass(frozen=True)
class Deal:
    """What was dealt: a mask of items per seat, plus face-up table items and the
    face-down stock (top first) for the games that have them."""

    hands: tuple[int, ...]
    table: tuple[int, ...] = ()
    stock: tuple[int, ...] = ()


@dataclass(frozen=True)
class Rebuilt:
    """A deal and a whole hand's history (no :data:`HIDDEN` action) behind one seat's view."""

    deal: Deal
    history: tuple[tuple[Seat, Action], ...]


@dataclass(frozen=True)
class View:
    """What one seat knows.  Games extend it with their public layout.

    ``history`` is the hand's actions as ``(seat, action)`` in order, with
    :data:`HIDDEN` in place of actions this seat may not see.
    """

    seat: Seat
    dealer: Seat
    to_move: Seat | None
    hand: int
    history: tuple[tuple[Seat, Action], ...]


class Game(ABC, Generic[S, V]):
    """The rules of one game under one set of options, over its states ``S`` and its
    views ``V``.

    Subclasses are frozen dataclasses whose fields are the options.  A game takes back
    only views it gave (:meth:`view`), so its methods that read a view are typed with
    its own view type.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    OPTIONS: ClassVar[tuple[Option, ...]]
    SPECIALS: ClassVar[Mapping[int, str]]
    """Special action ids and their words (``pass``, ``double`` ...)."""
    DEAL_KEYS: ClassVar[tuple[str, ...]] = ("hands",)
    ITEMS: ClassVar[type[BitSet]]
    """How the game's cards or tiles are written: ``CardSet`` or ``TileSet``."""
    DECK: ClassVar[int]
    """The cards or tiles in play, as a mask."""
    LOWER_IS_BETTER: ClassVar[bool] = True
    """Whether hand scores are penalties (Bint Al-Sbeet, the Sevens games) or gains."""
    WORDS: ClassVar[Said] = ()
    """The game's catalogues of words for its keys (see :mod:`majlis.words`), its own
    last; :meth:`words` adds the words every game shares and the English of its title
    and options' help."""
    CLOCKWISE: ClassVar[bool] = True
    """Which way play goes round the table: clockwise puts the next seat on a player's
    left, anticlockwise on the right.  Seats are numbered in turn order either way; this
    is for drawing the table, and for the words "left" and "right" to match it."""
    TRADITION: ClassVar[str] = "english"
    """Whose names the game's players give the cards: ``"arabic"`` (the Gulf's),
    ``"hindi"`` or ``"english"``; for an edge that names cards as the game's players do."""
    MINUTES: ClassVar[int | None] = None
    """About how long people take over a match under the default options, in minutes:
    a player's estimate, for someone choosing a game (None: unsaid)."""

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Self:
        """The rules for ``options``; missing names take their defaults."""
        if not isinstance(options, Mapping):
            raise InvalidOptions(f"options are a mapping of names to values, "
                                 f"not {type(options).__name__} {quote(options)}",
                                 "options_mapping")
        known = {option.name: option for option in cls.OPTIONS}
        unknown = [name for name in options if name not in known]
        if unknown:
            names = ", ".join(known)
            raise InvalidOptions(f"{cls.id} has no option {quote(unknown[0])} "
                                 f"(its options: {names})", "unknown_option",
                                 option=unknown[0], options=names)
        values = {name: known[name].check(value) for name, value in options.items()}
        return cls(**values)

    @classmethod
    def from_text(cls, items: Iterable[str]) -> Self:
        """The rules for options written ``KEY=VALUE``, as on a command line."""
        known = {option.name: option for option in cls.OPTIONS}
        values: dict[str, Any] = {}
        for item in items:
            key, sep, text = item.partition("=")
            if not sep or not key:
                raise InvalidOptions(f"write options as KEY=VALUE, not {quote(item)}",
                                     "option_text", item=item)
            if key in values:
                raise InvalidOptions(f"option {quote(key)} is given twice", "option_twice",
                                     option=key)
            values[key] = known[key].parse(text) if key in known else text
        return cls.from_options(values)

    def options(self) -> dict[str, Any]:
        """The options as record values (lists for tuples)."""
        out: dict[str, Any] = {}
        for option in self.OPTIONS:
            value = getattr(self, option.name)
            out[option.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def rules(cls, language: str = "en") -> str | None:
        """The rules for players in ``language`` (Markdown): the file
        ``rules/<id>.md`` (``rules/<id>.<language>.md`` in another language than
        English) of the package that holds the game's module; else, in English, the
        opening text of that module; None where the game has none in ``language``."""
        package = cls.__module__.partition(".")[0]
        name = f"{cls.id}.md" if language == LANGUAGES[0] else f"{cls.id}.{language}.md"
        path = resources.files(package).joinpath("rules", name)
        if path.is_file():
            return path.read_text("utf-8")
        if language != LANGUAGES[0]:
            return None
        return f"# {cls.title}\n\n" + (import_module(cls.__module__).__doc__ or "").strip()

    # -- the hand -------------------------------------------------------------

    @classmethod
    def seat_range(cls) -> tuple[int, int]:
        """The fewest and the most seats the game has under any of its options (for
        OpenSpiel's bounds on players); here those of its defaults."""
        seats = cls.from_options({}).seats
        return seats, seats

    @property
    @abstractmethod
    def seats(self) -> int:
        """The number of players."""

    @property
    def num_actions(self) -> int:
        """Every action id is below this: here one past the highest special action (the
        items' ids lie below the specials)."""
        return max(self.SPECIALS) + 1

    @abstractmethod
    def shuffle(self, rng: random.Random, dealer: Seat) -> Deal:
        """A random deal by ``dealer``."""

    @abstractmethod
    def check_deal(self, deal: Deal, dealer: Seat) -> None:
        """Raise :class:`InvalidDeal` unless ``deal`` is a complete, proper deal by ``dealer``."""

    @abstractmethod
    def start(self, dealer: Seat, deal: Deal, totals: Sequence[int], number: int) -> S:
        """The first state of a hand.

        ``totals`` are the match totals before it and ``number`` counts the hands
        played before it (a redealt hand counts): some games need them (Sedma
        stops at the target, Bint Al-Sbeet passes by the hand's number).
        """

    @abstractmethod
    def to_move(self, state: S) -> Seat | None:
        """The seat to act, or None once the hand is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> tuple[Action, ...]:
        """Sorted legal actions; never empty while the hand is live."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> S:
        """The state after ``action``; raises :class:`IllegalAction`, never mutates."""

    @abstractmethod
    def view(self, state: S, seat: Seat) -> V:
        """Everything ``seat`` may know, and nothing else."""

    @abstractmethod
    def hand_scores(self, state: S) -> tuple[int, ...]:
        """Points the hand has given each seat so far (final once it is over)."""

    @abstractmethod
    def history(self, state: S) -> tuple[tuple[Seat, Action], ...]:
        """The hand's ``(seat, action)`` pairs so far, in order."""

    def cannot_hold(self, view: V) -> tuple[int, ...]:
        """Per seat, a mask of items that the hand so far, as ``view`` shows it, proves
        that seat does not hold now.

        Only what the rules make certain: a pass allowed only to a seat with nothing
        that fits, a failure to follow suit, a card revealed by another seat, what the
        viewing seat saw with its own eyes (its own picks passed on) ...; never a
        guess at how players choose.  The viewing seat's own mask comes from the same
        reasoning, and any mask may also name items already played or in the viewing
        seat's hand: a sampler takes that hand from the view and leaves the played
        items out itself.  A mask never names an item its seat holds.  By default
        nothing is known: every mask is 0.
        """
        return (0,) * self.seats

    def rebuild(self, view: V, hands: Sequence[int], rng: random.Random) -> Rebuilt | None:
        """A deal and a whole history that the seat of ``view`` cannot tell from the true
        ones, under which each seat holds ``hands`` now; the actions hidden from the seat
        are drawn anew with ``rng``.  None where the game cannot build one.  A game with
        a stock places there the items hidden from the seat that are in no hand, and may
        trade some of another seat's ``hands`` for them where the history cannot explain
        those (Asymmetric Badam Saat: more cards than its draws let it hold).

        By default: None with a face-up table or a stock, or an action hidden from the
        seat; else each seat was dealt its ``hands`` and the items it played (as
        :meth:`explain` says), and the history is the view's.
        """
        layout = self.deal_layout()
        if layout.table or layout.stock or any(a == HIDDEN for _, a in view.history):
            return None
        return Rebuilt(Deal(with_played(self, view, hands)), view.history)

    def themes(self, view: V, answer: Action, legal: tuple[Action, ...]) -> tuple[str, ...]:
        """What choosing ``answer`` among ``legal``, in front of ``view``'s seat, is about,
        as keys that the game words (``theme.<key>``: "keep the seven"), for a puzzle
        whose answer it is (:mod:`majlis.puzzles`); only what the rules make plain from
        the view.  By default none."""
        return ()

    def hides_nothing(self, view: V) -> bool:
        """Whether ``view`` leaves its seat nothing to guess: where every item lies (each
        hand, the stock's order) follows from the view and the rules, so one state alone
        agrees with it, and a search may solve that state as it stands (two-seat Badam
        Saat; Asymmetric Badam Saat once its stock is empty).  Only what the rules make
        certain; by default no claim: False.
        """
        return False

    def position(self, state: S) -> Hashable:
        """What decides the rest of the hand from ``state``: two states of one hand with
        equal positions have the same seat to act, the same legal actions, equal
        positions after each, and the same scores once over, so that a search may
        remember a position's value however play reached it.  By default the state
        itself (its history included: never wrong, but no two paths meet)."""
        return state

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side: every seat alone unless a game has partnerships."""
        return tuple((seat,) for seat in range(self.seats))

    def hand_winners(self, scores: Sequence[int]) -> tuple[int, ...]:
        """The seats of the sides with the best of ``scores`` (a hand's, or totals),
        partners together, by their mean.

        >>> from majlis.games import make_game
        >>> make_game("sabat-al-deemin").hand_winners((30, 0, 30, 0))
        (0, 2)
        """
        sides = [(sum(scores[s] for s in team) / len(team), team) for team in self.teams()]
        best = (min if self.LOWER_IS_BETTER else max)(score for score, _ in sides)
        return tuple(seat for score, team in sides if score == best for seat in team)

    def is_void(self, state: S) -> bool:
        """True for a hand that ended without a score (a redeal)."""
        return False

    def may_void(self) -> bool:
        """Whether a hand may end without a score (a redeal) under these options."""
        return False

    def earlier_form(self, state: S, seat: Seat, action: Action) -> str | None:
        """Where a record's hand reached ``state`` and then gives ``seat`` playing
        ``action``, which these rules refuse: why, in English, if the hand was written
        under an earlier form of these rules (one that no longer replays), so that
        ``majlis verify`` says so; None if it was not."""
        return None

    def contrast(self, view: V, action: Action, other: Action) -> tuple[Fact, ...]:
        """What ``action`` does, at the decision ``view`` shows, that ``other`` does
        not, in the game's terms: what it opens, blocks, gives or keeps, as facts the
        game words as ``why.<name>`` keys (``Fact("lets_lay", seat=2, item=9S)``).  A
        review leads with them (docs/analysis.md); from the view alone, so that it tells
        a seat nothing it could not see.  None here: the review then says what the
        values show."""
        return ()

    def goal(self) -> Fact | None:
        """How a match ends, for people to read: ``Fact("target", value=N)`` when a total
        reaches N points, ``Fact("games", value=N)`` after N hands; None if unsaid."""
        return None

    def match_minutes(self) -> int | None:
        """About how long people take over a match under these options: :attr:`MINUTES`
        scaled by how far this goal is from the default one.

        >>> from majlis.games import make_game
        >>> make_game("sedma", {"target": 120}).match_minutes()
        60
        """
        goal, usual = self.goal(), type(self).from_options({}).goal()
        if self.MINUTES is None or goal is None or usual is None or goal.name != usual.name \
                or not goal.value or not usual.value:
            return self.MINUTES
        return max(1, round(self.MINUTES * goal.value / usual.value))

    def rollout(self, state: S, rng: random.Random) -> S:
        """Random legal play to the end of the hand.

        Each choice is ``legal[int(rng.random() * len(legal))]``; a game may
        override this with a faster loop that makes exactly the same choices
        (the conformance suite checks it).
        """
        while self.to_move(state) is not None:
            legal = self.legal_actions(state)
            state = self.apply(state, legal[int(rng.random() * len(legal))])
        return state

    def deal(
        self, rng: random.Random, dealer: Seat, totals: Sequence[int] = (), number: int = 0
    ) -> S:
        """Shuffle and start a hand."""
        return self.start(dealer, self.shuffle(rng, dealer), totals or (0,) * self.seats, number)

    # -- the match ------------------------------------------------------------

    def next_dealer(self, dealer: Seat, state: S) -> Seat:
        """The dealer after a finished hand: the next seat, or the same after a redeal."""
        return dealer if self.is_void(state) else (dealer + 1) % self.seats

    @abstractmethod
    def winners(self, standings: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
        """The match winners, or None while the match goes on.

        ``standings`` holds the match totals after each scored hand so far
        (redealt hands left out), the latest last; it is never empty.
        """

    # -- the game explains itself (see :mod:`majlis.explain`) ---------------------

    def describe(self) -> Description:
        """This game under its options, as data.

        >>> from majlis.games import make_game
        >>> facts = make_game("badam-saat", {"players": 5}).describe()
        >>> facts.seats, facts.items, facts.deal.hands, facts.score_bounds
        (5, 'cards', (11, 11, 10, 10, 10), (0, 364))
        """
        return Description(
            id=self.id, title=self.title, seats=self.seats, teams=self.teams(),
            lower_is_better=self.LOWER_IS_BETTER, clockwise=self.CLOCKWISE,
            tradition=self.TRADITION, items=self.ITEMS.KIND,
            deck=tuple(bits(self.DECK)), num_actions=self.num_actions,
            specials=dict(self.SPECIALS), max_actions=self.max_actions(),
            score_bounds=self.score_bounds(), may_void=self.may_void(), goal=self.goal(),
            deal=self.deal_layout(), options=self.options(), minutes=self.match_minutes(),
            seat_range=self.seat_range())

    @classmethod
    def words(cls) -> Words:
        """The game's words by key and language: its title and the options' help (in
        English as :class:`Option` says it), then :attr:`WORDS`, over the shared ones
        (gathered once per class)."""
        return _words(cls)

    def deal_layout(self) -> DealLayout:
        """Where a deal puts the items: here all of them round the table, one at a time
        from the seat after the dealer (``hands[0]`` is that seat's count)."""
        size, seats = self.DECK.bit_count(), self.seats
        return DealLayout(tuple(size // seats + (k < size % seats) for k in range(seats)))

    @abstractmethod
    def max_actions(self) -> int:
        """The most actions one hand can take (a hand ended by a redeal is one hand)."""

    @abstractmethod
    def score_bounds(self) -> tuple[int, int]:
        """The lowest and highest points one hand can give one seat."""

    @abstractmethod
    def explain(self, view: V) -> tuple[Stage, ...]:
        """The hand so far as the seat of ``view`` saw it, stage by stage, up to the
        stage in progress; built from ``view`` alone."""

    @abstractmethod
    def board(self, view: V) -> Board:
        """What the seat of ``view`` sees on the table now; built from ``view`` alone."""

    @abstractmethod
    def score_parts(self, state: S) -> tuple[ScorePart, ...]:
        """Each seat's hand score in named parts, from the public aggregates: at every
        point of the hand a seat's parts add up to its :meth:`hand_scores`."""

    def move(self, seat: Seat, action: Action) -> Move:
        """One ``(seat, action)`` of a history as a :class:`Move`: a special's word, else
        ``"play"`` with the item."""
        word = self.SPECIALS.get(action)
        return Move(seat, word) if word is not None else Move(seat, "play", action)

    # -- refusals -------------------------------------------------------------

    def refuse(self, action: str, why: Fact) -> IllegalAction:
        """The refusal of ``action`` (as text) for ``why``: its reason is the game's own
        English words for the refusal (its ``refusal.`` key, :meth:`words`), the words
        a player reads, filled with the fact's item as text, its value and the suit the
        value numbers; so ``majlis verify`` and people read one wording."""
        return IllegalAction(action, lambda: self.refusal_reason(why), why)

    def refusal_reason(self, why: Fact) -> str:
        """The English words of the refusal ``why`` (:meth:`refuse`)."""
        words = self.words()
        item = None if why.item is None else self.item_text(why.item)
        suits, value = self.ITEMS.SUIT_NAMES, why.value
        suit = suits[value] if value is not None and 0 <= value < len(suits) else None
        return template(words, fact_key(words, "refusal", why), LANGUAGES[0],
                        seat="" if why.seat is None else f"seat {why.seat}",
                        item=item or "", value="" if value is None else value,
                        suit=suit or "") or readable(f"refusal.{why.name}")

    # -- text -----------------------------------------------------------------

    def item_text(self, item: int) -> str:
        """A card or tile as text; ``ValueError`` for an id that is none."""
        return self.ITEMS.item_text(item)

    def parse_item(self, text: str) -> int:
        """A card or tile from text; ``ValueError`` if it is not one."""
        return self.ITEMS.parse_item(text)

    def action_text(self, action: Action) -> str:
        """``7D``, ``3-5``, ``pass`` ... or ``action N`` for an id that is no action."""
        if action in self.SPECIALS:
            return self.SPECIALS[action]
        try:
            return self.item_text(action)
        except ValueError:
            return f"action {action}"

    def parse_action(self, text: str) -> Action:
        """The action id of ``text``; ``ValueError`` if it is no action of this game."""
        word = text.strip().lower()
        for action, name in self.SPECIALS.items():
            if name == word:
                return action
        try:
            return self.parse_item(text)
        except ValueError:
            raise ValueError(f"{quote(text)} is not an action of {self.id}") from None

    def deal_json(self, deal: Deal) -> dict[str, Any]:
        """The deal as written in a record."""
        out: dict[str, Any] = {
            "hands": [[self.item_text(i) for i in bits(mask)] for mask in deal.hands]
        }
        if "table" in self.DEAL_KEYS:
            out["table"] = [self.item_text(i) for i in deal.table]
            out["stock"] = [self.item_text(i) for i in deal.stock]
        return out

    def parse_deal(self, data: Any, dealer: Seat) -> Deal:
        """A deal from a record, checked; :class:`InvalidDeal` says what is wrong."""
        if not isinstance(data, dict):
            raise InvalidDeal("deal must be an object")
        unknown = sorted(set(data) - set(self.DEAL_KEYS))
        missing = sorted(set(self.DEAL_KEYS) - set(data))
        if unknown or missing:
            word = f"unknown key {quote(unknown[0])}" if unknown else f"missing key {missing[0]!r}"
            raise InvalidDeal(f"deal has {word}")
        hands = data["hands"]
        if not isinstance(hands, list) or len(hands) != self.seats:
            raise InvalidDeal(f"deal needs {self.seats} hands")
        masks = []
        for seat, items in enumerate(hands):
            parsed = self._parse_items(items, f"hand of seat {seat}")
            mask = 0
            for item in parsed:
                if mask >> item & 1:
                    raise InvalidDeal(f"{self.item_text(item)} twice in the hand of seat {seat}")
                mask |= 1 << item
            masks.append(mask)
        deal = Deal(
            tuple(masks),
            tuple(self._parse_items(data.get("table", []), "table")),
            tuple(self._parse_items(data.get("stock", []), "stock")),
        )
        self.check_deal(deal, dealer)
        return deal

    def _parse_items(self, items: Any, where: str) -> list[int]:
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise InvalidDeal(f"{where} must be a list of names")
        try:
            return [self.parse_item(i) for i in items]
        except ValueError as error:
            raise InvalidDeal(f"{where}: {error}") from None


def lead_and_play(game: Game[Any], view: View,
                  said: Mapping[int, tuple[str, ...]] | None = None) -> tuple[Stage, ...]:
    """The stages of a hand that is one lead and then play: the first action, then the
    rest; ``said`` gives flags of what else happened at some indices of the history."""
    said = said or {}
    moves = tuple(replace(move, flags=move.flags + said[index]) if index in said else move
                  for index, move in enumerate(game.move(seat, action)
                                               for seat, action in view.history))
    if not moves:
        return (Stage("lead", ()),)
    return Stage("lead", moves[:1]), Stage("play", moves[1:])


def with_played(game: Game[Any], view: View, hands: Sequence[int]) -> tuple[int, ...]:
    """``hands`` with the items each seat has played added, as ``game`` explains ``view``."""
    played = played_by(game.explain(view), game.seats)
    return tuple(hand | mask for hand, mask in zip(hands, played, strict=True))


def held_by(cannot: Sequence[int], holder: Seat, items: int) -> list[int]:
    """What each seat cannot hold once ``items`` are known to be with ``holder``:
    ``cannot`` with them added for every other seat."""
    return [mask if seat == holder else mask | items for seat, mask in enumerate(cannot)]


def deal_round(items: Sequence[int], seats: int, dealer: Seat) -> tuple[int, ...]:
    """Masks of ``items`` dealt one at a time, starting with the seat after ``dealer``."""
    hands = [0] * seats
    for i, item in enumerate(items):
        hands[(dealer + 1 + i) % seats] |= 1 << item
    return tuple(hands)


def check_conserved(deal: Deal, universe: int, counts: Sequence[int], item_text: Any) -> None:
    """Raise :class:`InvalidDeal` unless the deal holds each item of ``universe``
    exactly once and hand ``i`` holds ``counts[i]`` items."""
    seen = 0
    for item in [*_flatten(deal.hands), *deal.table, *deal.stock]:
        if seen >> item & 1 or not universe >> item & 1:
            problem = "dealt twice" if seen >> item & 1 else "not in this game's deck"
            raise InvalidDeal(f"{item_text(item)} is {problem}")
        seen |= 1 << item
    if seen != universe:
        missing = (universe & ~seen & -(universe & ~seen)).bit_length() - 1
        raise InvalidDeal(f"{item_text(missing)} is missing from the deal")
    for seat, (mask, count) in enumerate(zip(deal.hands, counts, strict=True)):
        if mask.bit_count() != count:
            raise InvalidDeal(f"seat {seat} holds {mask.bit_count()} instead of {count}")


def _flatten(masks: Sequence[int]) -> list[int]:
    return [item for mask in masks for item in bits(mask)]


@cache
def _words(game_class: type[Game[Any]]) -> Words:
    own = {"title": game_class.title,
           **{f"help.{option.name}": option.help for option in game_class.OPTIONS}}
    return gather(COMMON, (english(own),), game_class.WORDS)
