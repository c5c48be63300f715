"""How the terminal shows a game: every game the same way, from what the game says of
itself, as the web page does.

The game's :meth:`~majlis.protocol.Game.describe` says what it is (its seats, which way
play goes, cards or tiles, whose names its players give the cards); the seat's
:meth:`~majlis.protocol.Game.board` lays out the table (the rows of a layout on the
game's grid, the trick, the train, the facts); :meth:`~majlis.protocol.Game.explain`
tells the hand so far, and the score parts say why a hand scored what it did.  The
words are the game's own, in English (:meth:`~majlis.protocol.Game.words`,
:mod:`majlis.words`); a key the game has no words for shows readably.  Nothing here
knows any game, so a new game is drawn without a line added.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.text import Text

from majlis.cards import card, suit_of
from majlis.dominoes import ends
from majlis.explain import (
    Board,
    Fact,
    Move,
    ScorePart,
    Trick,
    finished_tricks,
    tricks_per_seat,
)
from majlis.protocol import Game, IllegalAction
from majlis.tui.names import RED_SUITS, Names, card_label, rank_char, tile_label
from majlis.tui.seen import Seen, plural
from majlis.words import Words, fact_key, part_sentence, readable, template

LANGUAGE = "en"
"""The language the terminal speaks."""

KEPT = frozenset("hlqsv")
"""Letters the table keeps for its own keys (hint, last card, quit, save, viewpoint)."""

COMPASS_WIDTH = 44
"""The width of a trick drawn round the table."""


@functools.cache
def special_keys(game: Game[Any]) -> dict[int, str]:
    """The key of each special action of ``game``: the first letter of its word that the
    table does not keep and no special before it took (pass p, double d, treble t)."""
    keys: dict[int, str] = {}
    for action, word in sorted(game.describe().specials.items()):
        free = [c for c in word.lower() if c.isalpha() and c not in KEPT | set(keys.values())]
        if free:
            keys[action] = free[0]
    return keys


@functools.cache
def game_words(game_class: type[Game[Any]]) -> Words:
    """The words of a game, by key and language (built once per game class)."""
    return game_class.words()


class _Fields(dict[str, str]):
    """A template's fields: one the template names but the fact lacks is left empty."""

    def __missing__(self, key: str) -> str:
        return ""


# -- items ------------------------------------------------------------------------

def tiles(game: Game[Any]) -> bool:
    """Whether the game is played with domino tiles rather than cards."""
    return game.describe().items == "tiles"


def label(game: Game[Any], item: int, names: Names) -> Text:
    """A card or tile as a short coloured label."""
    if tiles(game):
        return Text(tile_label(item), style="bold")
    style = "bold red" if suit_of(item) in RED_SUITS else "bold"
    return Text(card_label(item, names.ascii_only), style=style)


def name(game: Game[Any], item: int, names: Names) -> str:
    """A card or tile as named in a sentence."""
    return names.tile(item) if tiles(game) else names.card(item)


def short(game: Game[Any], item: int, names: Names, full: bool) -> str:
    """The name of ``item`` with ``full``, else its compact label."""
    return name(game, item, names) if full else label(game, item, names).plain


def group(seen: Seen, item: int) -> int:
    """The group of the hand bar an item goes in: its suit, a tile's low end."""
    return ends(item)[0] if tiles(seen.game) else suit_of(item)


def picked(seen: Seen) -> int:
    """The items the seat has chosen so far while choosing several (to pass)."""
    return sum(1 << item for item in board(seen).chosen)


def items_text(game: Game[Any], items: Sequence[int], names: Names) -> Text:
    """Items as their labels, a space apart."""
    return Text(" ").join(label(game, item, names) for item in items)


# -- the game's words ---------------------------------------------------------------

def said(game: Game[Any], key: str) -> str | None:
    """The game's English words for ``key``; None where it has none."""
    return template(game_words(type(game)), key, LANGUAGE)


def word(game: Game[Any], key_word: str) -> str:
    """A word of the game (a special action's, "dealer") as the game says it
    ("Double"), else readably."""
    key = f"word.{key_word}"
    return said(game, key) or readable(key)


def sentence(seen: Seen, prefix: str, fact: Fact, **say: str) -> str | None:
    """The game's words for ``fact`` as a ``prefix`` key (``"fact"``, ``"asked"``,
    ``"refusal"``), filled (its seat or item as ``say`` words them, if it does); None
    where the game has none."""
    text = said(seen.game, fact_key(game_words(type(seen.game)), prefix, fact))
    return None if text is None else fill(seen, text, fact, **say)


def fill(seen: Seen, text: str, fact: Fact, **say: str) -> str:
    """``text`` (the game's template) with the fact's seat, item and value in words
    (its seat or item as ``say`` words them, if it does), and the suit its value
    numbers where the template names one."""
    game = seen.game
    fields = _Fields(
        seat="" if fact.seat is None else seen.players[fact.seat],
        item="" if fact.item is None else name(game, fact.item, seen.names),
        value="" if fact.value is None else str(fact.value))
    fields.update((key, words) for key, words in say.items() if key in ("seat", "item"))
    if "{suit}" in text and fact.value is not None \
            and fact.value in range(len(seen.names.suits)) and not tiles(game):
        fields["suit"] = seen.names.suit(fact.value)
    return " ".join(text.format_map(fields).split())


def fact_text(seen: Seen, fact: Fact, **say: str) -> str:
    """A fact of the table as the game says it (its key and fields readably where the
    game has no words for it); its seat or item as ``say`` words them, if it does."""
    text = sentence(seen, "fact", fact, **say)
    if text is None:
        text = fill(seen, readable(fact.name) + " {seat} {item} {value}", fact, **say)
    return text


def facts_said(seen: Seen, facts: Sequence[Fact]) -> list[str]:
    """``facts`` as the game says them, compactly: the items of same-named facts about
    one seat together, by their labels ("Seat 1 gave you 2♦ 3♦"), and the seats of
    same-named facts that differ in nothing else ("You, Seat 2 declared minus")."""
    items: dict[tuple[str, int | None, int | None], list[int]] = {}
    for fact in facts:
        items.setdefault((fact.name, fact.seat, fact.value), []).extend(
            () if fact.item is None else (fact.item,))
    seats: dict[tuple[str, int | None, tuple[int, ...]], list[int | None]] = {}
    for (fact_name, seat, value), held in items.items():
        seats.setdefault((fact_name, value, tuple(held)), []).append(seat)
    game, names = seen.game, seen.names
    return [fact_text(
        seen, Fact(fact_name, who[0], held[0] if held else None, value),
        seat=", ".join(seen.players[s] for s in who if s is not None),
        item=" ".join(short(game, item, names, False) for item in held))
        for (fact_name, value, held), who in seats.items()]


# -- what the game says -------------------------------------------------------------

def board(seen: Seen) -> Board:
    """The table as the seat sees it, laid out by the game."""
    return seen.game.board(seen.view)


def moves(seen: Seen) -> list[Move]:
    """The hand's moves so far, as the game explains them to the seat."""
    return [move for stage in seen.game.explain(seen.view) for move in stage.moves]


def tricks_done(seen: Seen) -> list[Trick]:
    """The tricks taken so far this hand."""
    return finished_tricks(seen.game.explain(seen.view))


def tricks(seen: Seen) -> Sequence[int]:
    """The tricks each seat has taken, of those the game explains (empty for a game
    without tricks)."""
    done = tricks_done(seen)
    if not done and board(seen).trick is None:
        return ()
    return tricks_per_seat(done, seen.game.seats)


def history(seen: Seen) -> list[tuple[int, str]]:
    """Each ``(seat, action)`` of the hand so far in words, items by the names style's
    full names (for the log)."""
    return [(move.seat, move_words(seen, move, True)) for move in moves(seen)]


def move_words(seen: Seen, move: Move, full: bool) -> str:
    """One move in words: the item played, or the special with what it was about."""
    game, names = seen.game, seen.names
    item = None if move.item is None else short(game, move.item, names, full)
    if move.word == "play" and item is not None:
        return item + flags(game, move)
    # A pick, or a special with what it was about (a pass of a question: "Pass Q♠").
    key = "word.pick_hidden" if move.word == "pick" and item is None else f"word.{move.word}"
    text = said(game, key) or readable(key)
    if item is not None and "{item}" not in text:
        text += " {item}"
    words = " ".join(text.format_map(_Fields(item=item or "")).split())
    return words + flags(game, move)


def flags(game: Game[Any], move: Move) -> str:
    """What else a move said, as the game words its flags (" · last card!")."""
    return "".join(f" · {said(game, f'flag.{flag}') or readable(f'flag.{flag}')}"
                   for flag in move.flags)


def action_words(seen: Seen, action: int) -> str:
    """An action the seat may take, in words ("Q♠", "double", "reveal Q♠"): a special
    with what the seat is asked about."""
    move = seen.game.move(seen.view.seat, action)
    asked = board(seen).asked
    if move.word != "play" and asked is not None and asked.item is not None:
        move = Move(move.seat, move.word, asked.item, move.flags)
    return move_words(seen, move, True)


# -- a play that says more ----------------------------------------------------------

def plain(game: Game[Any], action: int) -> int:
    """``action`` without what else it says: the item a play with flags plays (a "last
    card!" announcement), as the game says its move."""
    move = game.move(0, action)
    return move.item if move.word == "play" and move.flags and move.item is not None \
        else action


def announced(game: Game[Any], action: int, legal: Sequence[int]) -> int | None:
    """The legal action that plays ``action`` and says more, if there is one."""
    return next((a for a in legal if a != action and plain(game, a) == action), None)


@functools.cache
def saying(game: Game[Any]) -> str:
    """What else a play of ``game`` may say, in the game's words ("last card!"); "" for
    a game whose plays say nothing more."""
    flags = sorted({flag for action in range(game.num_actions)
                    for flag in game.move(0, action).flags if plain(game, action) != action})
    return ", ".join(said(game, f"flag.{flag}") or readable(f"flag.{flag}") for flag in flags)


# -- the title, the table, the prompt -------------------------------------------------

def goal(game: Game[Any]) -> str:
    """How the match ends, for the title (" · 7-hand match", " · 60-point match"), as the
    game says."""
    how = game.describe().goal
    if how is None:
        return ""
    key = f"goal.{how.name}"
    text = said(game, key) or readable(key) + " {value}"
    value = "" if how.value is None else str(how.value)
    return " · " + " ".join(text.format_map(_Fields(value=value)).split())


def table(seen: Seen) -> RenderableType:
    """The middle of the table: the rows, the train, the items face up and the trick,
    each where the board has them, then the facts, so that on a small screen what is
    cut is the facts."""
    laid, game, names = board(seen), seen.game, seen.names
    lines: list[RenderableType] = []
    if laid.row_width > 0 and not tiles(game):
        lines.append(grid(seen))
    else:
        lines += [items_text(game, row, names) if row else Text("·", style="dim")
                  for row in laid.rows]
    if laid.train:
        lines.append(train(seen))
    if laid.table:
        lines.append(Text("On the table: ").append_text(items_text(game, laid.table, names)))
    trick = shown_trick(seen)
    if trick is not None:
        lines.append(compass(seen, trick) if game.seats == 4
                     else trick_text(seen, "Trick: ", trick))
    facts = facts_said(seen, laid.facts)
    if facts:
        lines.append(Text(" · ".join(facts), style="bold"))
    return Group(*lines)


def grid(seen: Seen) -> Text:
    """The board's rows of cards on the game's grid (``row_width`` columns, equal ranks
    in a column): a header of the ranks the game gives its columns, then a line per
    suit of the deck, each card in its row's column; gaps as "·"."""
    laid, names = board(seen), seen.names
    at = {(suit_of(item), column): item
          for row, first in zip(laid.rows, laid.row_columns, strict=True)
          for column, item in enumerate(row, first)}
    suits = sorted({suit_of(item) for item in seen.game.describe().deck})
    width = max(len(names.suit(suit)) for suit in suits) + 1
    header = " " * width + "".join(f"{rank_char(card(0, rank)):>3}"
                                   for rank in laid.column_ranks)
    text = Text(header, style="dim", no_wrap=True, overflow="crop")
    for suit in suits:
        color = "red" if suit in RED_SUITS else ""
        text.append("\n" + names.suit(suit).ljust(width), style=f"bold {color}")
        for column in range(laid.row_width):
            item = at.get((suit, column))
            if item is None:
                text.append("  ·", style="dim")
            else:
                text.append(f"{rank_char(item):>3}", style=f"bold {color}")
    return text


class _Ending:
    """``text`` wrapped to the width, then ``tail`` after it: on its last line if it
    fits there, else on a line of its own (a tail never breaks across lines)."""

    def __init__(self, text: Text, tail: Text) -> None:
        self.text, self.tail = text, tail

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = self.text.wrap(console, options.max_width)
        gap = 2
        if lines and lines[-1].cell_len + gap + self.tail.cell_len <= options.max_width:
            lines[-1].append(" " * gap)
            lines[-1].append_text(self.tail)
        else:
            lines.append(self.tail.copy())
        yield from lines


def train(seen: Seen) -> RenderableType:
    """The train from the lead to its open end, each tile as it lies, the doubles
    marked; the open end after it."""
    laid = board(seen)
    text = Text("Train: ")
    for i, (near, far) in enumerate(laid.train_ends):
        double = near == far
        text.append(" " if i else "")
        text.append(f"[{near}|{far}]" if double else f"{near}|{far}",
                    style="bold yellow" if double else "")
    return _Ending(text, Text(f"▸ open end {laid.open_end}", style="bold green"))


def shown_trick(seen: Seen) -> Trick | None:
    """The trick in progress; between tricks, the one just taken."""
    trick = board(seen).trick
    if trick is not None and trick.plays:
        return trick
    done = tricks_done(seen)
    return done[-1] if done else trick


def compass(seen: Seen, trick: Trick) -> Text:
    """A trick of four seats, each card in front of its player as they sit: the viewer
    at the bottom, the next seat in turn on the left where play goes clockwise (else
    on the right); who took it, once taken, after the viewer's card."""
    played = dict(trick.plays)

    def spot(seat: int) -> Text:
        text = Text(f"{seen.players[seat]} ")
        if seat in played:
            text.append_text(label(seen.game, played[seat], seen.names))
        else:
            text.append("·", style="dim")
        if trick.plays and seat == trick.leader:
            text.append(" (led)", style="yellow")
        return text

    me = board(seen).seat
    after, before = (1, 3) if seen.game.describe().clockwise else (3, 1)
    top, left, right, bottom = (spot((me + k) % 4) for k in (2, after, before, 0))
    out = _centred(top)
    row = left.copy()
    row.append(" " * max(2, COMPASS_WIDTH - left.cell_len - right.cell_len))
    row.append_text(right)
    out.append_text(row)
    out.append("\n")
    if trick.winner is not None:
        bottom.append(f"  → {seen.players[trick.winner]}", style="bold")
    out.append_text(_centred(bottom))
    out.rstrip()
    return out


def _centred(text: Text) -> Text:
    out = Text(" " * max(0, (COMPASS_WIDTH - text.cell_len) // 2))
    out.append_text(text)
    out.append("\n")
    return out


def trick_text(seen: Seen, title: str, trick: Trick) -> Text:
    """A trick on one line: each seat's card, the leader marked, then who took it."""
    text = Text(title)
    for seat, item in trick.plays:
        text.append(f"{seen.players[seat]} ")
        text.append_text(label(seen.game, item, seen.names))
        text.append(" (led)  " if seat == trick.leader else "  ",
                    style="yellow" if seat == trick.leader else "")
    if trick.winner is not None:
        text.append(f"→ {seen.players[trick.winner]}", style="bold")
    return text


def refusal(seen: Seen, refused: IllegalAction) -> str:
    """Why the rules refused the player's own action, as the game says it to them (the
    game's English reason for another seat's, or one without words)."""
    why = refused.why
    if why is None or why.seat not in (None, seen.view.seat):
        return refused.reason
    return sentence(seen, "refusal", why) or refused.reason


def prompt(seen: Seen, legal: tuple[int, ...]) -> str:
    """What the player to act is asked to decide, as the game asks it, then the keys of
    the special actions on offer ("(d double, p pass)")."""
    asked = board(seen).asked
    text = None if asked is None else sentence(seen, "asked", asked)
    if text is None:
        return choose(seen, legal)
    game = seen.game
    specials, keys = game.describe().specials, special_keys(game)
    offered = sorted((a for a in legal if a in specials and a in keys),
                     key=lambda a: specials[a] == "pass")  # the answer "no" last
    hints = [f"{keys[a]} {word(game, specials[a]).lower()}" for a in offered]
    return f"{text} ({', '.join(hints)})" if hints else text


def choose(seen: Seen, legal: tuple[int, ...]) -> str:
    """The legal actions in words, for a decision the game names no key for."""
    return "Choose: " + ", ".join(action_words(seen, a) for a in legal) + "."


# -- the summary ----------------------------------------------------------------------

def summary(seen: Seen, void: bool) -> list[RenderableType]:
    """What happened in the hand, once it is over: the facts of the table at its end,
    then each seat's tricks (in a game of tricks) and score in parts."""
    lines: list[RenderableType] = [Text(fact, style="bold")
                                   for fact in facts_said(seen, board(seen).facts)]
    if void:
        return [*lines, Text("The hand was void: no score.", style="bold")]
    taken = tricks(seen)
    for seat, player in enumerate(seen.players):
        parts = ", ".join(part_words(seen.game, p) for p in seen.parts if p.seat == seat)
        won = f"{plural(taken[seat], 'trick')}; " if taken else ""
        lines.append(Text(f"  {player}: {won}{parts or 'nothing'} → {seen.scores[seat]}"))
    return lines


def part_words(game: Game[Any], part: ScorePart) -> str:
    """A part of a seat's hand score as a sentence: "3 cards left: 3 points"."""
    return part_sentence(game_words(type(game)), part, LANGUAGE)
