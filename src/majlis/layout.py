"""States and options as the compiled core's ints, field by field and option by option as
the core names them.

Each game of the core (``src/majlis/core/<game>.c``) names the fields of its flat state
(``majlis._core.layout``): each one int or more, one a seat, or a count and then that
many.  A :class:`StateLayout` binds those names to the attributes of the game's state
class, so one generic reader and writer serves every game; a game gives a
:class:`Codec` only for what is truly its own (an enum, a word, a field the core derives
from the trail).  A field renamed, added or dropped on either side fails by name when
the layout is bound, not as a silently shifted offset.  A game's options cross the same
way (:class:`OptionReader`): an option the core names and the game does not fails when
bound, and one the game has and the core does not keeps the game off the core unless it
is at its default.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Tiny:
...     turn: int
...     hands: tuple[int, ...]
...     trail: object = None
>>> layout = StateLayout("tiny", Tiny, (("turn", 1), ("hands", PER_SEAT)))
>>> layout.flat(Tiny(1, (5, 6)))
(1, 5, 6)
>>> layout.state((1, 5, 6), 2, None)
Tiny(turn=1, hands=(5, 6), trail=None)
>>> StateLayout("tiny", Tiny, (("turn", 1), ("hand", PER_SEAT)))
Traceback (most recent call last):
...
majlis.layout.LayoutError: the core's tiny field 'hand' is no field of Tiny
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

PER_SEAT = -1
"""A field of one int a seat (core.h's PER_SEAT)."""
COUNTED = 0
"""A field of a count and then that many ints (core.h's COUNTED)."""

Fields = tuple[tuple[str, int], ...]
"""A layout as the core gives it: each field's name and length (ints, PER_SEAT or COUNTED)."""


class LayoutError(RuntimeError):
    """The core's layout and the Python state class do not name the same fields."""


@dataclass(frozen=True)
class Codec:
    """One field whose ints are not its state's attribute of that name as it stands."""

    flat: Callable[[Any], Any] | None = None
    """The field's int or ints from the state; None: the attribute as it is."""
    value: Callable[[tuple[int, ...]], Any] | None = None
    """The attribute from the field's ints; None: the int, or the tuple of ints."""
    derived: bool = False
    """The state has no such attribute: the core reads the field, nothing rebuilds it."""
    codes: Mapping[Any, int] | None = None
    """A one-int field whose attribute is one of a few values (an enum, a word): each
    value's int, both ways (``flat`` and ``value`` then stay None)."""


@dataclass(frozen=True)
class OptionCodec:
    """An option int of the core that is no attribute of its name: ``to_int`` of the game's
    attribute ``attribute`` (a word, a tuple of words)."""

    attribute: str
    to_int: Callable[[Any], int]


class OptionReader:
    """One game's options as the core's ints, bound by name both ways as a state's fields
    are.  Each option the core names (``majlis._core.layout``) is the game's attribute of
    that name, or a codec's int of one; a name that is neither fails here.  Each attribute
    of the game is read by one of them, or is an option *unknown to the core*: the core
    plays the rules it was built for, which are the game's with every unknown option at its
    default (:meth:`knows`), and reading a game with one set otherwise fails by name rather
    than drop its rule.

    >>> @dataclass(frozen=True)
    ... class Race:
    ...     laps: int = 3
    ...     pit_stops: bool = False
    >>> read = OptionReader("race", Race, ("laps",), {})
    >>> read(Race(laps=5)), read.unknown, read.knows(Race(pit_stops=True))
    ((5,), {'pit_stops': False}, False)
    >>> read(Race(pit_stops=True))
    Traceback (most recent call last):
    ...
    majlis.layout.LayoutError: the core's race has no option pit_stops (Race.pit_stops=True)
    """

    def __init__(self, game_id: str, game_class: type, names: tuple[str, ...],
                 codecs: Mapping[str, OptionCodec]) -> None:
        fields = dataclasses.fields(game_class)
        attributes = [f.name for f in fields]
        _all_known(names, [*attributes, *codecs],
                   f"the core's {game_id} option {{!r}} is no field of {game_class.__name__}")
        _all_known(codecs, names, f"a codec for {{!r}}, which is no option of the core's {game_id}")
        _all_known([codec.attribute for codec in codecs.values()], attributes,
                   f"a codec reads {game_class.__name__}.{{}}, which is no field of it")
        read = {codecs[name].attribute if name in codecs else name for name in names}
        self.unknown: dict[str, Any] = {f.name: f.default for f in fields if f.name not in read}
        """The game's options the core does not read, each with its default."""
        self._readers = tuple(_option_int(codecs.get(name), name) for name in names)
        self._where = f"the core's {game_id}", game_class.__name__

    def knows(self, game: Any) -> bool:
        """Whether the core plays ``game``'s rules: each option it does not read is at its
        default."""
        return not self.unknown or all(getattr(game, name) == default
                                       for name, default in self.unknown.items())

    def __call__(self, game: Any) -> tuple[int, ...]:
        """The game's options as the core's ints."""
        for name, default in self.unknown.items():
            if (value := getattr(game, name)) != default:
                core_game, class_name = self._where
                raise LayoutError(f"{core_game} has no option {name} "
                                  f"({class_name}.{name}={value!r})")
        return tuple(int(read(game)) for read in self._readers)


def _option_int(codec: OptionCodec | None, name: str) -> Callable[[Any], int]:
    """How to read one option int from the game: its attribute ``name``, or the codec's."""
    if codec is None:
        return attrgetter(name)
    attribute, to_int = codec.attribute, codec.to_int
    return lambda game: to_int(getattr(game, attribute))


def _as_is(ints: tuple[int, ...]) -> tuple[int, ...]:
    return ints


def _first(ints: tuple[int, ...]) -> int:
    return ints[0]


class StateLayout:
    """One game's flat state: the core's fields bound by name to ``state_class``."""

    def __init__(self, game_id: str, state_class: type, fields: Fields,
                 codecs: Mapping[str, Codec] | None = None) -> None:
        codecs = codecs or {}
        _check_names(game_id, state_class, fields, codecs)
        self.state_class = state_class
        self.fields = fields
        self.flat: Callable[[Any], tuple[int, ...]] = _compile_flat(fields, codecs)
        """The state as the core's flat ints."""
        self._builders = tuple(_builder(name, codecs.get(name), length)
                               for name, length in fields)

    def where(self, flat: tuple[int, ...], seats: int) -> dict[str, slice]:
        """Where each field's ints stand in ``flat`` (a counted field's after its count)."""
        spans: dict[str, slice] = {}
        at = 0
        for name, length in self.fields:
            if length == COUNTED:
                length, at = flat[at], at + 1
            elif length == PER_SEAT:
                length = seats
            spans[name] = slice(at, at + length)
            at += length
        return spans

    def state(self, flat: tuple[int, ...], seats: int, trail: Any) -> Any:
        """The state of the core's flat ints, with the hand's ``trail``."""
        spans = self.where(flat, seats)
        return self.state_class(**{name: build(flat[spans[name]])
                                   for name, build in self._builders if build is not None},
                                trail=trail)


def _compile_flat(fields: Fields, codecs: Mapping[str, Codec]) -> Callable[[Any], tuple[int, ...]]:
    """The reader of a layout as one function written for it, as ``dataclasses`` writes
    ``__init__``: the search flattens a state for every playout, and a loop over the fields
    would cost it several microseconds each time."""
    names: dict[str, Any] = {}
    lines, parts = ["def flat(s):"], []
    for i, (name, length) in enumerate(fields):
        codec = codecs.get(name)
        value = f"s.{name}"
        if codec is not None and codec.codes is not None:
            names[f"codes_{i}"] = codec.codes
            value = f"codes_{i}[s.{name}]"
        elif codec is not None and codec.flat is not None:
            names[f"read_{i}"] = codec.flat
            value = f"read_{i}(s)"
        if length == COUNTED:
            lines.append(f"    v{i} = {value}")
            parts += [f"len(v{i})", f"*v{i}"]
        else:
            parts.append(value if length == 1 else f"*{value}")
    lines.append(f"    return ({', '.join(parts)},)")
    exec("\n".join(lines), names)
    flat: Callable[[Any], tuple[int, ...]] = names["flat"]
    return flat


def _builder(name: str, codec: Codec | None, length: int
             ) -> tuple[str, Callable[[tuple[int, ...]], Any] | None]:
    """How to rebuild one attribute from its field's ints (None for a derived field)."""
    if codec is not None and codec.derived:
        return name, None
    if codec is not None and codec.codes is not None:
        values = {code: value for value, code in codec.codes.items()}
        return name, lambda ints: values[ints[0]]
    if codec is not None and codec.value is not None:
        return name, codec.value
    return name, _first if length == 1 else _as_is


def _check_names(game_id: str, state_class: type, fields: Fields,
                 codecs: Mapping[str, Codec]) -> None:
    """Every field of the core's layout is an attribute of the state class (or derived),
    and every attribute but the trail is one of its fields; else a LayoutError naming it."""
    names = [name for name, _ in fields]
    for name in names:
        if not name.isidentifier():
            raise LayoutError(f"the core's {game_id} layout names a field {name!r}")
    attributes = [f.name for f in dataclasses.fields(state_class) if f.name != "trail"]
    derived = [name for name, codec in codecs.items() if codec.derived]
    _all_known(names, [*attributes, *derived],
               f"the core's {game_id} field {{!r}} is no field of {state_class.__name__}")
    _all_known(attributes, names,
               f"{state_class.__name__}.{{}} is no field of the core's {game_id} layout")
    _all_known(codecs, names,
               f"a codec for {{!r}}, which is no field of the core's {game_id} layout")
    if len(set(names)) != len(names):
        raise LayoutError(f"the core's {game_id} layout names a field twice")


def _all_known(names: Iterable[str], known: Collection[str], message: str) -> None:
    """A LayoutError, ``message`` with the name, for the first of ``names`` not ``known``."""
    for name in names:
        if name not in known:
            raise LayoutError(message.format(name))
