"""Game records (``majlis-record/1``, see ``shared/spec/record-format.md``).

:func:`to_record` writes a match as a record; :func:`read_match` replays a record
under the rules and raises :class:`RecordError` at the first thing that is
wrong; :func:`verify` turns either outcome into the JSON that
``majlis verify`` prints.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, BinaryIO

from majlis.commitment import commitment, deal_fault, seed_fault
from majlis.explain import as_json
from majlis.games import make_game
from majlis.match import Hand, Match
from majlis.protocol import Game, IllegalAction, InvalidDeal, InvalidOptions, Seat
from majlis.quote import cut
from majlis.safejson import loads

FORMAT = "majlis-record/1"
MAX_BYTES = 64 << 20
"""The most a record may hold: hundreds of times the longest match the options allow."""
HAND_KEYS = ("dealer", "deal", "actions", "result")
"""The keys of a hand that the format defines."""


@dataclass
class RecordError(ValueError):
    """What is wrong with a record, and where: ``hand`` and ``index`` are 0-based
    positions in ``hands`` and in that hand's ``actions`` (None when the problem
    is not there).  ``why`` is an action's fault as data, for an edge to word in its
    user's language with the seats' names (the verdict says ``reason`` alone): a
    refusal's fact as JSON (:attr:`~majlis.protocol.IllegalAction.why`), or
    ``{"name": "turn", "seat": ...}``, the seat whose turn it was, and
    ``{"name": "hand_over"}``; None elsewhere."""

    reason: str
    hand: int | None = None
    index: int | None = None
    seat: Seat | None = None
    action: str | None = None
    why: dict[str, Any] | None = None

    def __str__(self) -> str:
        where = "" if self.hand is None else f"hand {self.hand}"
        if self.index is not None:
            where += f", action {self.index}"
            if self.seat is not None or self.action is not None:
                where += f" ({self.seat}, {self.action})"
        return f"{where}: {self.reason}" if where else self.reason

    def json(self) -> dict[str, Any]:
        return {"hand": self.hand, "index": self.index, "seat": self.seat,
                "action": self.action, "reason": self.reason}


def to_record(match: Match[Any], seats: list[dict[str, Any]] | None = None,
              committed: bool = False) -> dict[str, Any]:
    """The match as a record document; with its seed's ``commitment`` where that was
    ``committed`` to every seat before the first deal (as a table does)."""
    game = match.game
    doc: dict[str, Any] = {"format": FORMAT, "game": game.id, "options": game.options()}
    if seats is not None:
        doc["seats"] = seats
    doc["seed"] = match.seed
    if committed:
        doc["commitment"] = commitment(match.seed)
    doc["hands"] = [_hand_json(game, hand) for hand in match.hands]
    doc["result"] = {"totals": list(match.totals()), "winners": list(match.winners or ())}
    return doc


def keep_metadata(doc: dict[str, Any], source: dict[str, Any]) -> dict[str, Any]:
    """``doc``, a record written of the match read from the record ``source``, with what
    ``source`` says beyond the play: its ``seats`` (names and all), and the unknown keys
    of the document and of each hand, which the format keeps as metadata."""
    kept = {key: value for key, value in source.items() if key not in doc or key == "seats"}
    old_hands = source["hands"] + [{}] * (len(doc["hands"]) - len(source["hands"]))
    hands = [{**hand, **{key: value for key, value in old.items() if key not in hand
                         and key not in HAND_KEYS}}
             for hand, old in zip(doc["hands"], old_hands, strict=True)]
    return {**doc, **kept, "hands": hands}


def _hand_json(game: Game[Any], hand: Hand[Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "dealer": hand.dealer,
        "deal": game.deal_json(hand.deal),
        "actions": [[seat, game.action_text(a)] for seat, a in game.history(hand.state)],
    }
    if game.to_move(hand.state) is None:
        out["result"] = hand_result(game, hand)
    return out


def hand_result(game: Game[Any], hand: Hand[Any]) -> dict[str, Any]:
    result: dict[str, Any] = {"scores": list(game.hand_scores(hand.state))}
    if game.is_void(hand.state):
        result["void"] = True
    elif game.to_move(hand.state) is not None:
        result["unfinished"] = True
    return result


def record_text(file: BinaryIO) -> str:
    """A record's text read from ``file``, as UTF-8 whatever the locale; ``OSError`` if it
    holds more than :data:`MAX_BYTES` (``/dev/zero`` would never end),
    ``UnicodeDecodeError`` if it is not UTF-8."""
    data = file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise OSError(f"it holds over {MAX_BYTES >> 20} MiB, more than any match the rules "
                      "allow")
    return data.decode()


def parse(text: str) -> Any:
    """The JSON document of a record's text; :class:`RecordError` if it is not JSON or
    is beyond the limits of :func:`majlis.safejson.loads`."""
    try:
        return loads(text)
    except ValueError as error:
        raise RecordError(str(error)) from None


def read_match(doc: Any) -> Match[Any]:
    """Replay a record document; raises :class:`RecordError` at the first fault."""
    if not isinstance(doc, dict):
        raise RecordError("a record is a JSON object")
    if doc.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}")
    game = _game_of(doc)
    if "seats" in doc and not (isinstance(doc["seats"], list) and len(doc["seats"]) == game.seats
                               and all(isinstance(s, dict) for s in doc["seats"])):
        raise RecordError(f"seats must be a list of {game.seats} objects")
    hands = doc.get("hands")
    if not isinstance(hands, list):
        raise RecordError("hands must be a list")
    committed = "commitment" in doc
    if committed and (fault := seed_fault(doc)):
        raise RecordError(fault)
    match: Match[Any] = Match(game, doc.get("seed", 0), auto_deal=False)
    for number, hand in enumerate(hands):
        _replay_hand(match, number, hand, number == len(hands) - 1, committed)
    if "result" in doc:
        _check_match_result(match, doc["result"])
    return match


def _game_of(doc: dict[str, Any]) -> Game[Any]:
    options = doc.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("options must be an object")
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise RecordError("game must be a game id")
    try:
        return make_game(game_id, options)
    except InvalidOptions as error:
        raise RecordError(str(error)) from None


def _replay_hand(match: Match[Any], number: int, hand: Any, last: bool,
                 committed: bool) -> None:
    """Replay one hand; ``committed``: its dealer and deal must be the seed's."""
    game = match.game
    if match.winners is not None:
        raise RecordError("the match was already over", number)
    if not isinstance(hand, dict) or not isinstance(hand.get("actions"), list):
        raise RecordError("a hand is an object with dealer, deal and actions", number)
    dealer = hand.get("dealer")
    if type(dealer) is not int or not 0 <= dealer < game.seats:
        raise RecordError(f"dealer must be a seat from 0 to {game.seats - 1}", number)
    if number and dealer != match.next_dealer:
        raise RecordError(f"the dealer must be seat {match.next_dealer}, not {dealer}", number)
    try:
        deal = game.parse_deal(hand.get("deal"), dealer)
    except InvalidDeal as error:
        raise RecordError(f"bad deal: {error}", number) from None
    if committed and (fault := deal_fault(match, dealer, deal)):
        raise RecordError(fault, number)
    match.next_dealer = dealer
    match.deal(deal)
    for index, pair in enumerate(hand["actions"]):
        _replay_action(match, number, index, pair)
    if match.winners is None and game.to_move(match.state) is not None and not last:
        raise RecordError("the hand is unfinished but another hand follows", number)
    if "result" in hand:
        _check_hand_result(match, number, hand["result"])


def _replay_action(match: Match[Any], number: int, index: int, pair: Any) -> None:
    game = match.game
    if not (isinstance(pair, list) and len(pair) == 2 and type(pair[0]) is int
            and isinstance(pair[1], str)):
        raise RecordError("an action is a [seat, action] pair (a whole number and a word)",
                          number, index)
    seat, text = pair
    fault = RecordError("", number, index, seat, cut(text))
    to_move = match.to_move()
    if to_move is None:
        fault.reason = "the hand is already over"
        fault.why = {"name": "hand_over"}
    elif seat != to_move:
        fault.reason = f"it is seat {to_move}'s turn, not seat {seat}'s"
        fault.why = {"name": "turn", "seat": to_move}
    else:
        try:
            match.act(game.parse_action(text))
            return
        except IllegalAction as error:
            fault.reason = error.reason
            fault.why = None if error.why is None else as_json(game, error.why)
        except ValueError as error:
            fault.reason = str(error)
    earlier = _earlier_form(match, seat, text)
    if earlier:
        fault.reason, fault.why = earlier, None
    raise fault


def _earlier_form(match: Match[Any], seat: Seat, text: str) -> str | None:
    """Why the hand, refused at ``seat`` playing ``text``, no longer verifies if it was
    written under an earlier form of the rules; else None."""
    try:
        action = match.game.parse_action(text)
    except ValueError:
        return None
    return match.game.earlier_form(match.state, seat, action)


def _check_hand_result(match: Match[Any], number: int, given: Any) -> None:
    expected = hand_result(match.game, match.hands[number])
    flags = ("void", "unfinished")
    if not (isinstance(given, dict) and _same(given.get("scores"), expected["scores"])
            and all(_same(given.get(flag, False), expected.get(flag, False)) for flag in flags)):
        raise RecordError(f"the hand result should be {json.dumps(expected)}", number)


def _check_match_result(match: Match[Any], given: Any) -> None:
    expected = {"totals": list(match.totals()), "winners": list(match.winners or ())}
    if isinstance(given, dict):
        given = {**given, "winners": _ascending(given.get("winners"))}
    if not (isinstance(given, dict) and all(_same(given.get(key), value)
                                            for key, value in expected.items())):
        raise RecordError(f"the match result should be {json.dumps(expected)}")


def _ascending(seats: Any) -> Any:
    """A list of seat numbers in ascending order (the format sets no order on the
    winners); anything else as it is."""
    if isinstance(seats, list) and all(type(seat) is int for seat in seats):
        return sorted(seats)
    return seats


def _same(given: Any, expected: Any) -> bool:
    """JSON equality that tells ``1`` from ``1.0`` and from ``true``."""
    if isinstance(expected, list):
        return (isinstance(given, list) and len(given) == len(expected)
                and all(map(_same, given, expected)))
    return type(given) is type(expected) and given == expected


def summary(match: Match[Any]) -> dict[str, Any]:
    """What ``majlis verify`` prints for a valid record."""
    hands = [hand_result(match.game, hand) for hand in match.hands]
    return {"ok": True, "finished": match.winners is not None, "hands": hands,
            "totals": list(match.totals()), "winners": list(match.winners or ())}


def verify(text: str) -> dict[str, Any]:
    """The verdict on a record's text, as ``majlis verify`` prints it."""
    try:
        return summary(read_match(parse(text)))
    except RecordError as error:
        return {"ok": False, "error": error.json()}
