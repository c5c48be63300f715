"""What a table looks like to one seat, or to a spectator, as JSON: the ``state``
frames a page draws, the same whether the server's table (:mod:`majlis.server.scene`)
or the page's offline table (:mod:`majlis.offline`, in Pyodide) builds them.

Everything a seat receives is built here from that seat's view through the game's
own description (``board``, ``explain``, ``score_parts``); a spectator receives
what every seat knows alike (:func:`common`; of the facts, those every seat has), so
nothing one player alone knows reaches the public, however few the seats, and no
question (the one in front of the seat to move may tell of its hand).  Public records
leave out the deals and every action some seat could not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from majlis.explain import as_json
from majlis.match import Hand, Match
from majlis.protocol import HIDDEN, Game, View
from majlis.records import to_record


def common(values: Sequence[Any]) -> Any:
    """What ``values`` (JSON) agree on: equal parts kept, differing parts None."""
    first = values[0]
    if all(value == first for value in values):
        return first
    if all(isinstance(v, dict) and v.keys() == first.keys() for v in values):
        return {key: common([v[key] for v in values]) for key in first}
    if all(isinstance(v, list) and len(v) == len(first) for v in values):
        return [common(parts) for parts in zip(*values, strict=True)]
    return None


def seat_table(game: Game[Any], view: View) -> tuple[Any, Any]:
    """The board and the stages of the hand as ``view``'s seat sees them."""
    return as_json(game, game.board(view)), as_json(game, game.explain(view))


def legal_json(game: Game[Any], match: Match[Any]) -> list[dict[str, Any]]:
    """The legal actions of the seat to move, as words, with the item each plays and
    what else it says (``8D!``: item ``8D``, flags ``["announce"]``)."""
    seat = match.to_move()
    if seat is None:
        return []
    out = []
    for action in match.legal_actions():
        move = as_json(game, game.move(seat, action))
        out.append({"action": game.action_text(action), "item": move_item(move),
                    "flags": move["flags"]})
    return out


def move_item(move: dict[str, Any]) -> str | None:
    """The item a move (``game.move`` as JSON) plays or picks; None for another move."""
    return move["item"] if move["word"] in ("play", "pick") else None


def hand_json(game: Game[Any], hand: Hand[Any]) -> dict[str, Any]:
    """A finished hand's scores and their parts (public once the hand is over), the
    facts of its final board that every seat sees alike (how the hand ended), that
    board as everyone saw it, the items each seat was left holding (scored, so public
    once the hand is over; None for a hand still in play, and for a redeal, whose cards are
    thrown in unseen), and whether it was void
    (redealt: no hand to sum up)."""
    boards = [as_json(game, game.board(game.view(hand.state, s))) for s in range(game.seats)]
    scored = game.to_move(hand.state) is None and not game.is_void(hand.state)
    return {"scores": list(game.hand_scores(hand.state)),
            "parts": as_json(game, game.score_parts(hand.state)), "facts": common_facts(boards),
            "board": public_board(boards), "left": [b["hand"] for b in boards] if scored else None,
            "void": game.is_void(hand.state)}


def public_board(boards: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The board every one of ``boards`` (one per seat) shows alike, as a spectator sees
    it: no hand and no question (the one in front of the seat to move may tell of its
    hand), and of the facts those every seat has."""
    alike = [{**b, "seat": None, "hand": [], "asked": None, "forced_public": False}
             for b in boards]
    board: dict[str, Any] = common(alike)
    board["facts"] = common_facts(alike)
    return board


def common_facts(boards: Sequence[dict[str, Any]]) -> list[Any]:
    """The facts every one of ``boards`` shows (what no seat alone may know is left out)."""
    return [f for f in boards[0]["facts"] if all(f in b["facts"] for b in boards)]


def description_json(game: Game[Any]) -> dict[str, Any]:
    """The game under a table's options, as the page reads it; not the deck (no page
    needs it, and a scan for hidden cards cannot tell it from a hand)."""
    return {name: value for name, value in as_json(game, game.describe()).items()
            if name != "deck"}


def table_json(table_id: str, match: Match[Any], *, description: dict[str, Any],
               match_no: int, turn_clock: bool, hints: bool, commitment: str,
               seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The table as anyone with its link sees it (a ``welcome`` frame's ``table``)."""
    game = match.game
    status = "over" if match.winners is not None else "playing"
    return {"id": table_id, "game": game.id, "options": game.options(),
            "description": description, "turn_clock": turn_clock, "match": match_no,
            "status": status, "hints": hints, "commitment": commitment, "seats": seats}


def finished_hands(match: Match[Any]) -> list[Hand[Any]]:
    """The hands of ``match`` that are over: all once it is, else all but the last."""
    return match.hands if match.to_move() is None else match.hands[:-1]


def record_seat(name: str, bot: str | None, named_by_server: bool) -> dict[str, Any]:
    """A seat as a record names it (the record format's ``seats``): its name, the level of
    its bot if a bot sat there, and whether its name was made up (:func:`default_name`)."""
    return {"name": name, **({"bot": bot} if bot is not None else {}),
            **({"default_name": True} if named_by_server else {})}


def default_name(kind: str, seat: int) -> str:
    """The name of a seat nobody named: ``bot 2``, ``player 1``, stored and recorded as
    it is (one string for every reader, and how the tables already made are known to be
    unnamed); a page names such a seat in its viewer's language ("Salem", "Player 1")."""
    return f"bot {seat + 1}" if kind == "bot" else f"player {seat + 1}"


def seat_json(seat: int, name: str, kind: str, *, named_by_server: bool, connected: bool,
              bot: str | None, again: bool) -> dict[str, Any]:
    """A seat as every page sees it: ``default_name`` when its name was made up
    (:func:`default_name`), so that a page words it in its own language; ``bot`` the
    level of the bot playing it, if one does."""
    return {"seat": seat, "name": name, "kind": kind, "default_name": named_by_server,
            "connected": connected, "bot": bot, "again": again}


def state_json(game: Game[Any], match: Match[Any], seat: int | None,
               hands: Sequence[dict[str, Any]], *, event: int, match_no: int, commitment: str,
               seats: list[dict[str, Any]], clock: int | None) -> dict[str, Any]:
    """The ``state`` frame of ``seat`` (None: a spectator) at event ``event`` of match
    ``match_no``: its :func:`play_json`, the match's ``commitment`` to its seed, the seats
    (:func:`seat_json`) and the seconds left on the turn clock (None: none runs)."""
    return {"type": "state", "event": event, "match": match_no, "commitment": commitment,
            **play_json(game, match, seat, hands), "seats": seats, "clock": clock}


def play_json(game: Game[Any], match: Match[Any], seat: int | None,
              hands: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The play part of a ``state`` frame for ``seat`` (None: a spectator): the hand in
    play, the match's totals, and of the finished hands (``hands``, their
    :func:`hand_json`) how many there are and the last, so that a frame stays as small
    at the match's last hand as at its first (a client keeps the others, and asks for
    them all with a ``hands`` message: :func:`hands_json`)."""
    state = match.state
    if seat is None:
        tables = [seat_table(game, game.view(state, s)) for s in range(game.seats)]
        board = public_board([b for b, _ in tables])
        stages = common([s for _, s in tables])
    else:
        board, stages = seat_table(game, game.view(state, seat))
    legal = legal_json(game, match) if seat is not None and match.to_move() == seat else []
    winners = None if match.winners is None else list(match.winners)
    return {"board": board, "stages": stages, "legal": legal, "totals": list(match.totals()),
            "finished": len(hands), "last_hand": hands[-1] if hands else None,
            "winners": winners}


def hands_json(match_no: int, hands: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """A ``hands`` frame: the finished hands of match ``match_no`` (public once over,
    the same for every seat and spectator)."""
    return {"type": "hands", "match": match_no, "hands": list(hands)}


def replay_json(match: Match[Any]) -> dict[str, Any]:
    """A record explained hand by hand for the page's viewer, as ``majlis replay``
    shows it: each hand's deal, its stages and final board as the dealer saw them,
    its scores and their parts."""
    game = match.game
    hands, totals = [], [0] * game.seats
    for number, hand in enumerate(match.hands):
        board, stages = seat_table(game, game.view(hand.state, hand.dealer))
        hands.append({**hand_json(game, hand), "dealer": hand.dealer,
                      "deal": game.deal_json(hand.deal), "stages": stages, "board": board,
                      "steps": replay_steps(game, hand, totals, number)})
        totals = [t + s for t, s in zip(totals, game.hand_scores(hand.state), strict=True)]
    winners = list(match.winners or ())
    return {"ok": True, "game": game.id, "options": game.options(), "hands": hands,
            "totals": list(match.totals()), "winners": winners}


def replay_steps(game: Game[Any], hand: Hand[Any], totals: Sequence[int],
                 number: int) -> list[dict[str, Any]]:
    """A recorded hand action by action, for the viewer: before each action and after
    the last, who is to act and the action, the table as a spectator sees it, and every
    seat's hand (a record holds the deal); ``totals`` are the match's before the hand, its
    ``number`` counted from 0."""
    state = game.start(hand.dealer, hand.deal, tuple(totals), number)
    history = game.history(hand.state)
    steps = []
    for index in range(len(history) + 1):
        boards = [as_json(game, game.board(game.view(state, s))) for s in range(game.seats)]
        hands = [board["hand"] for board in boards]
        seat, action = history[index] if index < len(history) else (None, None)
        steps.append({"seat": seat, "action": None if action is None else game.action_text(action),
                      "board": public_board(boards), "hands": hands})
        if action is not None:
            state = game.apply(state, action)
    return steps


def public_record(match: Match[Any], seats: list[dict[str, Any]]) -> dict[str, Any]:
    """The record of a match in progress as anyone may see it: no seed, no deals, and
    only the actions every seat saw."""
    game = match.game
    record = to_record(match, seats)
    del record["seed"]
    for hand, doc in zip(match.hands, record["hands"], strict=True):
        del doc["deal"]
        views = [game.view(hand.state, s).history for s in range(game.seats)]
        doc["actions"] = [[seat, game.action_text(action)]
                          for (seat, action), *others in zip(*views, strict=True)
                          if action != HIDDEN and all(o == (seat, action) for o in others)]
    return record
