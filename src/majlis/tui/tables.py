"""The table as one seat sees it, drawn from that seat's view and nothing else.

:class:`Seen` gathers what the screen may show: the game's rules (public), one
seat's :class:`~majlis.protocol.View`, and the hand scores and match totals
announced at the table.  Every function here draws from a ``Seen``: the sevens
layout with its runs, the trick in progress with who led, the domino train with
its open end, the players with their counts and last actions, and the seat's own
hand sorted and grouped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from majlis.bitset import bits
from majlis.cards import ACE, CARD_SLOTS, card, suit_of
from majlis.dominoes import ends
from majlis.games.asymmetric_badam_saat import AsymmetricView
from majlis.games.badam_saat import SevensView
from majlis.games.bint_al_sbeet import Phase as SbeetPhase
from majlis.games.bint_al_sbeet import SbeetView, trick_winner
from majlis.games.sabat_al_deemin import DeeminView
from majlis.games.sabat_al_deemin import Phase as DeeminPhase
from majlis.games.sedma import SedmaView
from majlis.protocol import Game, View
from majlis.tui.describe import (
    DIRECTION_WORDS,
    history_words,
    is_domino_view,
    item_text,
    last_actions,
    seat_after,
)
from majlis.tui.names import RED_SUITS, Names, rank_char, tile_label

SHORTCUTS = {"pass": "p", "double": "d", "treble": "t", "redeal": "r", "reveal": "r",
             "minus": "m"}
"""The key that chooses each special action."""
SPECIALS_GROUP = 99


@dataclass(frozen=True)
class Seen:
    """What the screen shows: one seat's view, and the public scores."""

    game: Game[Any]
    view: View
    names: Names
    players: tuple[str, ...]
    """How each seat is called on screen ("You", "Seat 2")."""
    bots: tuple[str, ...]
    """Each seat's bot level ("" for the human)."""
    scores: tuple[int, ...]
    totals: tuple[int, ...]


def seat_names(seats: int, human: int | None) -> tuple[str, ...]:
    return tuple("You" if seat == human else f"Seat {seat}" for seat in range(seats))


def role(seen: Seen, seat: int) -> str:
    """"partner" or "opponent" in a partnership game, else ""."""
    teams = seen.game.teams()
    if all(len(team) == 1 for team in teams) or seat == seen.view.seat:
        return ""
    mine = next(team for team in teams if seen.view.seat in team)
    return "partner" if seat in mine else "opponent"


# -- the players ---------------------------------------------------------------

def players_table(seen: Seen) -> Table:
    """One row per seat: turn, name, role, bot, cards, last action, points."""
    view = seen.view
    counts: Sequence[int] = getattr(view, "counts", ())
    tricks: Sequence[int] = getattr(view, "tricks", ())
    last = last_actions(seen.game, view, seen.names)
    table = Table(box=None, pad_edge=False, expand=True, show_edge=False)
    table.add_column("", width=1)
    table.add_column("player", no_wrap=True)
    table.add_column("bot", style="dim", no_wrap=True)
    table.add_column("tiles" if is_domino_view(view) else "cards", justify="right")
    if tricks:
        table.add_column("tricks", justify="right")
    table.add_column("last action", no_wrap=True, ratio=1)
    table.add_column("hand", justify="right")
    table.add_column("total", justify="right")
    for seat, name in enumerate(seen.players):
        who = Text(name, style="bold" if seat == view.seat else "")
        if seat == view.dealer:  # in Sedma the "dealer" is the seat first offered the lead
            who.append(" (lead offer)" if is_domino_view(view) else " (dealer)", style="dim")
        tag = role(seen, seat)
        if tag:
            who.append(f" {tag}", style="cyan" if tag == "partner" else "magenta")
        turn = Text("▶", style="bold yellow") if seat == view.to_move else Text("")
        row: list[Text | str] = [turn, who, seen.bots[seat],
                                 str(counts[seat]) if counts else ""]
        if tricks:
            row.append(str(tricks[seat]))
        row += [Text(last[seat], style="bold" if "last" in last[seat] else ""),
                str(seen.scores[seat]), str(seen.totals[seat])]
        table.add_row(*row)
    return table


def log_text(seen: Seen, lines: int) -> Text:
    """The latest actions of the hand, newest last, in the names style."""
    words = history_words(seen.game, seen.view, seen.names, full=True)[-lines:]
    text = Text()
    for i, (seat, said) in enumerate(words):
        style = "bold" if i == len(words) - 1 else "dim" if i < len(words) - 3 else ""
        text.append(f"{seen.players[seat]}: {said}\n", style=style)
    return text


# -- the table -----------------------------------------------------------------

def table_view(seen: Seen) -> RenderableType:
    """The middle of the table: layout, trick or train."""
    view = seen.view
    if isinstance(view, DeeminView):
        return _deemin_table(seen, view)
    if isinstance(view, SbeetView):
        return _sbeet_table(seen, view)
    if isinstance(view, SedmaView):
        return _sedma_table(seen, view)
    if isinstance(view, AsymmetricView):
        return _asymmetric_table(seen, view)
    if isinstance(view, SevensView):
        return sevens_grid(view.table, seen.names, badam_ranks(seen.game))
    return Text("")


def badam_ranks(game: Game[Any]) -> tuple[int, ...]:
    """The ranks of a Badam Saat row, low to high, as the ``ace`` option places the Ace."""
    if getattr(game, "ace", "low") == "low":
        return (ACE, *range(2, ACE))
    return tuple(range(2, ACE + 1))


def sevens_grid(table: int, names: Names, ranks: Sequence[int]) -> Text:
    """One row per suit, one column per rank: the cards on the table and gaps."""
    width = max(len(names.suit(s)) for s in range(4)) + 1
    header = " " * width + "".join(f"{rank_char(card(0, r)):>3}" for r in ranks)
    text = Text(header + "\n", style="dim", no_wrap=True, overflow="crop")
    for suit in range(4):
        color = "red" if suit in RED_SUITS else ""
        text.append(names.suit(suit).ljust(width), style=f"bold {color}")
        for rank in ranks:
            c = card(suit, rank)
            if table >> c & 1:
                text.append(f"{rank_char(c):>3}", style=f"bold {color}")
            else:
                text.append("  ·", style="dim")
        if suit < 3:
            text.append("\n")
    return text


def _deemin_table(seen: Seen, view: DeeminView) -> RenderableType:
    grid = sevens_grid(view.table, seen.names, range(7, ACE + 1))
    players = seen.players
    if view.doubler is None:
        stakes = "Stakes ×1"
    else:
        stakes = f"Stakes ×{view.multiplier}: {players[view.doubler]} doubled"
        if view.trebler is not None:
            stakes += f", {players[view.trebler]} trebled"
    lines: list[RenderableType] = [Text(stakes, style="bold"), grid]
    # One line under the grid, so that the table fits a 24-line terminal: while bidding
    # the note replaces the teams (the players panel marks partners and opponents too).
    if view.phase in (DeeminPhase.REDEAL, DeeminPhase.DOUBLE, DeeminPhase.TREBLE):
        lines.append(Text("Bidding first; then the seven of diamonds leads.", style="dim"))
    else:
        teams = " vs ".join(" & ".join(players[s] for s in team) for team in seen.game.teams())
        lines.append(Text(f"Teams: {teams}", style="cyan"))
    return Group(*lines)


def _asymmetric_table(seen: Seen, view: AsymmetricView) -> RenderableType:
    grid = sevens_grid(view.table, seen.names, badam_ranks(seen.game))
    missing = "open" if view.missing_open else "closed until the first all-pass"
    return Group(Text(f"Stock: {view.stock_count} cards face down · missing suits {missing}"),
                 grid)


def _sedma_table(seen: Seen, view: SedmaView) -> RenderableType:
    if not view.train:
        return Text("No tile yet: the lead is a double.", style="dim")
    text = Text("Train: ")
    pips = ends(view.train[0])[0]
    for i, t in enumerate(view.train):
        low, high = ends(t)
        near, far = (low, high) if low == pips else (high, low)
        pips = far
        style = "bold yellow" if low == high else ""
        text.append(f"[{near}|{far}]" if low == high else f"{near}|{far}", style=style)
        text.append(" " if i < len(view.train) - 1 else "")
    text.append(f"  ▸ open end {view.end}", style="bold green")
    lead = view.history[0][0]
    doubles = " ".join(tile_label(t) for t in _doubles_in_order(view))
    return Group(text, Text(f"Lead double set by {seen.players[lead]}.", style="dim"),
                 Text(f"Doubles in the train: {doubles}"))


def _doubles_in_order(view: SedmaView) -> list[int]:
    return [t for t in view.train if view.doubles >> t & 1]


def _sbeet_table(seen: Seen, view: SbeetView) -> RenderableType:
    names, players = seen.names, seen.players
    lines: list[RenderableType] = []
    if view.direction in DIRECTION_WORDS:
        target = players[seat_after(view, seen.game.seats, view.direction)]
        line = Text(f"This hand passes {DIRECTION_WORDS[view.direction]} (to {target}).")
        if view.received:
            line.append(" You received ")
            line.append_text(_cards(view, view.received, names))
        lines.append(line)
    else:
        lines.append(Text("No passing this hand."))
    if view.revealed:
        line = Text("Revealed: ")
        for seat, c in view.revealed:
            line.append_text(item_text(view, c, names))
            line.append(f" by {players[seat]}  ")
        if len(view.revealed) == 2:
            line.append("· hearts count double", style="bold")
        lines.append(line)
    if any(view.minus):
        lines.append(Text("Minus: " + ", ".join(p for p, m in zip(players, view.minus,
                                                                   strict=True) if m)))
    if view.phase in (SbeetPhase.PLAYING, SbeetPhase.OVER):
        lines.append(_compass(seen, view))
        lines += _last_trick(seen, view)
        lines.append(_penalties(seen, view))
    return Group(*lines)


def _cards(view: View, mask: int, names: Names) -> Text:
    text = Text()
    for i, c in enumerate(bits(mask)):
        if i:
            text.append(" ")
        text.append_text(item_text(view, c, names))
    return text


def _compass(seen: Seen, view: SbeetView) -> Text:
    """The trick in progress, each card in front of its player; the viewer at the
    bottom and the next seat (play goes anticlockwise) on the right."""
    played = dict(view.trick)
    me = view.seat

    def spot(seat: int) -> Text:
        text = Text(f"{seen.players[seat]} ")
        if seat in played:
            text.append_text(item_text(view, played[seat], seen.names))
        else:
            text.append("·", style="dim")
        if view.trick and seat == view.trick[0][0]:
            text.append(" (led)", style="yellow")
        return text

    top, left, right, bottom = (spot((me + k) % 4) for k in (2, 3, 1, 0))
    width = 44
    out = Text("\n")
    out.append_text(_centred(top, width))
    row = Text()
    row.append_text(left)
    row.append(" " * max(2, width - left.cell_len - right.cell_len))
    row.append_text(right)
    out.append_text(row)
    out.append("\n")
    out.append_text(_centred(bottom, width))
    return out


def _centred(text: Text, width: int) -> Text:
    out = Text(" " * max(0, (width - text.cell_len) // 2))
    out.append_text(text)
    out.append("\n")
    return out


def _last_trick(seen: Seen, view: SbeetView) -> list[RenderableType]:
    """The last complete trick, from the plays in the history."""
    start = 0 if view.direction == "none" else 4 * int(getattr(seen.game, "pass_count", 0))
    plays = [(s, a) for s, a in view.history[start:] if 0 <= a < CARD_SLOTS]
    done = len(plays) - len(view.trick)
    if done < 4:
        return []
    trick = plays[done - 4:done]
    winner = trick_winner([a for _, a in trick], trick[0][0])
    text = Text("Last trick: ", style="dim")
    for seat, c in trick:
        text.append(f"{seen.players[seat]} ", style="dim")
        text.append_text(item_text(view, c, seen.names))
        text.append("  ")
    text.append(f"→ {seen.players[winner]}", style="bold")
    return [text]


def _penalties(seen: Seen, view: SbeetView) -> Text:
    """The penalty cards each seat has taken (tricks are taken face up)."""
    text = Text("Penalty cards taken:", style="dim")
    for seat, mask in enumerate(view.penalty_cards):
        if mask:
            text.append(f"\n  {seen.players[seat]}: ")
            text.append_text(_cards(view, mask, seen.names))
    if not any(view.penalty_cards):
        text.append(" none yet", style="dim")
    return text


# -- the seat's own hand --------------------------------------------------------

@dataclass(frozen=True)
class Chip:
    """One thing to show in the hand bar: a card or tile, or a special action."""

    action: int
    label: Text
    legal: bool
    group: int
    key: str = ""
    picked: bool = False


def hand_chips(seen: Seen, legal: Sequence[int]) -> list[Chip]:
    """The seat's hand sorted and grouped (by suit; tiles by their low end), then
    the legal special actions with their keys."""
    view = seen.view
    allowed = set(legal)
    picked: int = getattr(view, "passed", 0) if isinstance(view, SbeetView) and \
        view.phase is SbeetPhase.PASSING else 0
    chips = [Chip(item, item_text(view, item, seen.names), item in allowed,
                  _group(view, item), picked=bool(picked >> item & 1))
             for item in sorted(bits(view.hand), key=lambda i: _order(seen.game, view, i))]
    for action in legal:
        word = seen.game.SPECIALS.get(action)
        if word is not None:
            key = SHORTCUTS.get(word, "")
            chips.append(Chip(action, Text(f"({key}) {word}" if key else word), True,
                              SPECIALS_GROUP, key))
    return chips


def _group(view: View, item: int) -> int:
    return ends(item)[0] if is_domino_view(view) else suit_of(item)


def _order(game: Game[Any], view: View, item: int) -> tuple[int, int]:
    if is_domino_view(view):
        return ends(item)
    rank = item & 15
    if rank == ACE and isinstance(view, SevensView) and getattr(game, "ace", "") == "low":
        rank = 1
    return suit_of(item), rank
