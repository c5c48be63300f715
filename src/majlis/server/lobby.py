"""What the lobby asks for, checked: a game and its options, seats with names people
can read (:mod:`majlis.server.names`), and a turn clock.  Every refusal is a
:class:`~majlis.server.wire.Refused` with the fields a page needs to word it in its own
language."""

from __future__ import annotations

from typing import Any

from majlis.bots import LEVELS
from majlis.frames import default_name
from majlis.games import game_ids, make_game
from majlis.protocol import Game, InvalidOptions
from majlis.server.names import checked_name
from majlis.server.wire import Refused

LIST_VALUES = 64
"""The most values a list option (Bint Al-Sbeet's pass cycle) may hold at a table: every
page is sent the options."""


WORDED = ("option", "value", "low", "high", "choices")
"""The fields of an option refused that the page words the refusal with: the option,
the value given, and what the option allows."""


def parse_game(body: Any, more: set[str] | frozenset[str] = frozenset()) -> Game[Any]:
    """The game and options of a request's body (an object of ``game``, ``options`` and
    the ``more`` fields the request has), checked."""
    if not isinstance(body, dict):
        raise Refused("malformed", "the body is a JSON object")
    unknown = sorted(set(body) - {"game", "options", *more})
    if unknown:
        raise Refused("malformed", f"unknown field {unknown[0]!r}")
    options = body.get("options", {})
    if body.get("game") not in game_ids() or not isinstance(options, dict):
        raise Refused("malformed", f"game is one of {', '.join(game_ids())}; options an object")
    if any(isinstance(value, list) and len(value) > LIST_VALUES for value in options.values()):
        raise Refused("bad_options", f"a list option holds at most {LIST_VALUES} values",
                      values=LIST_VALUES)
    try:
        return make_game(body["game"], options)
    except InvalidOptions as error:
        named = {name: value for name, value in error.fields.items() if name in WORDED}
        raise Refused("bad_options", str(error), **named) from None


def parse_table_request(body: Any) -> tuple[Game[Any], list[dict[str, Any]], bool]:
    """The game, seats and turn clock of a ``POST /api/tables`` body, checked."""
    game = parse_game(body, {"seats", "turn_clock"})
    turn_clock = body.get("turn_clock", True)
    if not isinstance(turn_clock, bool):
        raise Refused("malformed", "turn_clock is true or false")
    given = body.get("seats", [])
    if not isinstance(given, list) or len(given) > game.seats:
        raise Refused("malformed", f"seats is a list of at most {game.seats} seats")
    seats = [_seat(n, s) for n, s in enumerate(given)]
    seats += [_seat(n, {"kind": "bot"}) for n in range(len(seats), game.seats)]
    return game, seats, turn_clock


def _seat(n: int, seat: Any) -> dict[str, Any]:
    if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot") or \
            set(seat) - {"kind", "name", "level"}:
        raise Refused("malformed", f"seat {n} is {{kind: human or bot, name, level}}")
    level = seat.get("level", "rules")
    if not isinstance(level, str) or level not in LEVELS:
        raise Refused("malformed", f"bot level is one of {', '.join(LEVELS)}")
    name = checked_name(seat.get("name", default_name(seat["kind"], n)))
    return {"kind": seat["kind"], "name": name, "level": level}
