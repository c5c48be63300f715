"""Actions and decisions in words, from a seat's view only.

What each seat did last ("pass", "double", "reveal Q♠", "minus", "last card!"),
the log of the hand, and the prompt for the decision in front of the player.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from rich.text import Text

from majlis.cards import SUIT, suit_of
from majlis.dominoes import TILE_COUNT
from majlis.games.asymmetric_badam_saat import AsymmetricView
from majlis.games.badam_saat import SevensView
from majlis.games.bint_al_sbeet import Phase as SbeetPhase
from majlis.games.bint_al_sbeet import SbeetView
from majlis.games.sabat_al_deemin import ANNOUNCE, DeeminView
from majlis.games.sabat_al_deemin import Phase as DeeminPhase
from majlis.games.sedma import SedmaView
from majlis.protocol import HIDDEN, Game, View
from majlis.tui.names import RED_SUITS, Names, card_label, tile_label

DIRECTION_WORDS = {"left": "to the left", "right": "to the right"}


def is_domino_view(view: View) -> bool:
    return isinstance(view, SedmaView)


def item_text(view: View, item: int, names: Names) -> Text:
    """A card or tile as a short coloured label."""
    if is_domino_view(view):
        return Text(tile_label(item), style="bold")
    style = "bold red" if suit_of(item) in RED_SUITS else "bold"
    return Text(card_label(item, names.ascii_only), style=style)


def item_name(view: View, item: int, names: Names) -> str:
    """A card or tile as named in a sentence."""
    return names.tile(item) if is_domino_view(view) else names.card(item)


def history_words(game: Game[Any], view: View, names: Names,
                  full: bool = False) -> list[tuple[int, str]]:
    """Each ``(seat, action)`` of the hand so far in words: compact labels, or the
    names style's full names with ``full``."""
    revealed = iter(card for _, card in getattr(view, "revealed", ()))
    picks = _pick_count(game, view)
    out = []
    for index, (seat, action) in enumerate(view.history):
        if index < picks:
            words = ("picked " + _item(view, action, names, full) if action != HIDDEN
                     else "chose a card to pass")
        else:
            words = _words(game, view, action, names, full, revealed)
        out.append((seat, words))
    return out


def action_words(game: Game[Any], view: View, action: int, names: Names) -> str:
    """An action the seat of ``view`` may take, in words ("Q♠", "reveal 10♦", "double")."""
    asking = getattr(view, "asking", None)
    return _words(game, view, action, names, True, iter(() if asking is None else (asking,)))


def _pick_count(game: Game[Any], view: View) -> int:
    """How many actions at the start of the hand are picks of cards to pass."""
    if not isinstance(view, SbeetView) or view.direction == "none":
        return 0
    return game.seats * int(getattr(game, "pass_count", 0))


def _words(game: Game[Any], view: View, action: int, names: Names, full: bool,
           revealed: Iterator[int]) -> str:
    word = game.SPECIALS.get(action)
    if word == "reveal":
        card = next(revealed, None)
        return "reveal" if card is None else "reveal " + _item(view, card, names, full)
    if word is not None:
        return word
    if isinstance(view, DeeminView) and action >= ANNOUNCE:
        return _item(view, action - ANNOUNCE, names, full) + " · last card!"
    return _item(view, action, names, full)


def _item(view: View, item: int, names: Names, full: bool) -> str:
    if full:
        return item_name(view, item, names)
    return tile_label(item) if is_domino_view(view) else card_label(item, names.ascii_only)


def last_actions(game: Game[Any], view: View, names: Names) -> list[str]:
    """Each seat's latest action this hand ("" before its first), with "last card!"
    for a seat down to one card."""
    last = [""] * game.seats
    for seat, words in history_words(game, view, names):
        last[seat] = words
    counts: Sequence[int] = getattr(view, "counts", ())
    in_play = view.to_move is not None and _shedding(view)
    for seat, count in enumerate(counts):
        if count == 1 and in_play and "last card!" not in last[seat]:
            warning = "last tile!" if is_domino_view(view) else "last card!"
            last[seat] = f"{last[seat]} · {warning}" if last[seat] else warning
    return last


def _shedding(view: View) -> bool:
    """Whether the hand is a race to empty one's hand, in its play (where a last card
    is worth a warning; not in Bint Al-Sbeet, where all hands shrink together)."""
    if isinstance(view, DeeminView):
        return view.phase is DeeminPhase.PLAY
    return not isinstance(view, SbeetView)


def seat_after(view: View, seats: int, direction: str) -> int:
    """The seat this seat's passed cards go to."""
    return (view.seat + (-1 if direction == "left" else 1)) % seats


def prompt(game: Game[Any], view: View, legal: tuple[int, ...], names: Names,
           players: Sequence[str]) -> str:
    """What the player to act is asked to decide, in words."""
    only_pass = len(legal) == 1 and game.SPECIALS.get(legal[0]) == "pass"
    if isinstance(view, DeeminView):
        return _deemin_prompt(view, only_pass, players, getattr(game, "strict_warning", False))
    if isinstance(view, SbeetView):
        return _sbeet_prompt(game, view, names, players)
    if isinstance(view, SedmaView):
        if view.end < 0:
            return "Set a double of your choice to lead."
        if only_pass:
            return f"Nothing in your hand matches the open end {view.end}: pass."
        free = " (you may also pass)" if any(a >= TILE_COUNT for a in legal) else ""
        return f"Set a tile matching the open end {view.end}{free}."
    if isinstance(view, AsymmetricView):
        if only_pass:
            return "No card of yours fits: pass."
        missing = " or any card of a suit not yet on the table" if view.missing_open else ""
        return f"Play a card one rank away from a card of its suit on the table{missing}."
    if isinstance(view, SevensView):
        if not view.table:
            return f"You hold {names.card(legal[0])}: lead it."
        if only_pass:
            return "No card of yours fits: pass."
        return "Play a seven, or a card just below or just above a run on the table."
    return "Your turn."


def _deemin_prompt(view: DeeminView, only_pass: bool, players: Sequence[str],
                   strict: bool) -> str:
    match view.phase:
        case DeeminPhase.REDEAL:
            return ("You hold three Kings or three Aces: demand a redeal (r), "
                    "or keep these cards (p)?")
        case DeeminPhase.DOUBLE:
            return "Double the stakes of this hand (d), or pass (p)?"
        case DeeminPhase.TREBLE:
            doubler = players[view.doubler] if view.doubler is not None else "An opponent"
            return f"{doubler} doubled. Treble the stakes (t), or pass (p)?"
    if only_pass:
        return "No card of yours fits: pass (jella)."
    if not view.table:
        return "You hold the seven of diamonds: lead it."
    warning = " Press l to announce 'last card!' with your play." if strict else ""
    return "Play the next card up on a pile, or the seven of a new suit." + warning


def _sbeet_prompt(game: Game[Any], view: SbeetView, names: Names,
                  players: Sequence[str]) -> str:
    match view.phase:
        case SbeetPhase.PASSING:
            count = getattr(game, "pass_count", 3)
            chosen = view.passed.bit_count()
            target = players[seat_after(view, game.seats, view.direction)]
            return (f"Choose {count} cards to pass {DIRECTION_WORDS[view.direction]}, "
                    f"to {target}: {chosen} of {count} chosen.")
        case SbeetPhase.REVEALING:
            card = names.card(view.asking) if view.asking is not None else "it"
            return (f"You hold {card}: reveal it (r) so that it counts double for whoever "
                    "takes it, or keep it hidden (p)?")
        case SbeetPhase.MINUS:
            return ("Declare minus (m): you mean to take no trick (-20 if you do, your "
                    "penalties doubled if not). Or pass (p)?")
    if not view.trick:
        return "Your lead: play any card."
    led = suit_of(view.trick[0][1])
    leader = players[view.trick[0][0]]
    if view.hand & SUIT[led]:
        return f"{leader} led {names.suit(led)}: follow suit."
    return f"{leader} led {names.suit(led)}, which you do not hold: play any card."
