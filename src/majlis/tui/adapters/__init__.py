"""How the terminal shows a game: one adapter per game, found by the game.

:class:`TableAdapter` shows any game from what the game says of itself: its
:meth:`~majlis.protocol.Game.describe`, the seat's :meth:`~majlis.protocol.Game.board`,
the history the game :meth:`~majlis.protocol.Game.explain`\\ s and the parts of its
scores; the rows of a layout it lays on the game's grid (the sevens), the rest as
lines.  A game that wants its own drawing (the domino train, a compass of four seats, a
compact layout) has a subclass, registered for the game in
:mod:`majlis.tui.adapters.registry` (the games of majlis keep theirs in this package,
one module per game).  The words of the game (its keys, as ``"pass"``, ``"follow"``,
``"tricks"``) are the game's own, in English (:meth:`~majlis.protocol.Game.words`,
:mod:`majlis.words`); a key the game has no words for shows readably.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
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
    part_text,
    tricks_per_seat,
)
from majlis.protocol import Game, IllegalAction
from majlis.tui.names import RED_SUITS, Names, card_label, rank_char, tile_label
from majlis.tui.seen import Seen
from majlis.words import Words, fact_key, named, readable, template

LANGUAGE = "en"
"""The language the terminal speaks."""

KEPT = frozenset("hlqsv")
"""Letters the table keeps for its own keys (hint, last card, quit, save, viewpoint)."""


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


@functools.cache
def part_names(game_class: type[Game[Any]]) -> Mapping[str, str]:
    """The game's English names of its score parts, by part name (``"cards_left"``)."""
    return named(game_words(game_class), "part", LANGUAGE)


class _Fields(dict[str, str]):
    """A template's fields: one the template names but the fact lacks is left empty."""

    def __missing__(self, key: str) -> str:
        return ""


class TableAdapter:
    """How the terminal shows a game, from what the game says of itself."""

    tradition = "english"
    """The names style ``traditional`` stands for."""

    # -- items ----------------------------------------------------------------------

    def tiles(self, game: Game[Any]) -> bool:
        """Whether the game is played with domino tiles rather than cards."""
        return game.describe().items == "tiles"

    def label(self, game: Game[Any], item: int, names: Names) -> Text:
        """A card or tile as a short coloured label."""
        if self.tiles(game):
            return Text(tile_label(item), style="bold")
        style = "bold red" if suit_of(item) in RED_SUITS else "bold"
        return Text(card_label(item, names.ascii_only), style=style)

    def name(self, game: Game[Any], item: int, names: Names) -> str:
        """A card or tile as named in a sentence."""
        return names.tile(item) if self.tiles(game) else names.card(item)

    def short(self, game: Game[Any], item: int, names: Names, full: bool) -> str:
        """The name of ``item`` with ``full``, else its compact label."""
        return self.name(game, item, names) if full else self.label(game, item, names).plain

    def group(self, seen: Seen, item: int) -> int:
        """The group of the hand bar an item goes in: its suit, a tile's low end."""
        return ends(item)[0] if self.tiles(seen.game) else suit_of(item)

    def picked(self, seen: Seen) -> int:
        """The items the seat has chosen so far while choosing several (to pass)."""
        return sum(1 << item for item in self.board(seen).chosen)

    # -- the game's words ----------------------------------------------------------

    def words(self, game: Game[Any]) -> Words:
        """The game's words by key and language (:meth:`~majlis.protocol.Game.words`)."""
        return game_words(type(game))

    def said(self, game: Game[Any], key: str) -> str | None:
        """The game's English words for ``key``; None where it has none."""
        return template(self.words(game), key, LANGUAGE)

    def word(self, game: Game[Any], word: str) -> str:
        """A special action's word as the game says it ("Double"), else readably."""
        key = f"word.{word}"
        return self.said(game, key) or readable(key)

    def sentence(self, seen: Seen, prefix: str, fact: Fact,
                 **say: str) -> str | None:
        """The game's words for ``fact`` as a ``prefix`` key (``"fact"``, ``"asked"``,
        ``"refusal"``), filled (its seat or item as ``say`` words them, if it does); None
        where the game has none."""
        said = self.said(seen.game, fact_key(self.words(seen.game), prefix, fact))
        return None if said is None else self.fill(seen, said, fact, **say)

    # -- what the game says --------------------------------------------------------

    def board(self, seen: Seen) -> Board:
        return seen.game.board(seen.view)

    def moves(self, seen: Seen) -> list[Move]:
        return [move for stage in seen.game.explain(seen.view) for move in stage.moves]

    def stage(self, seen: Seen) -> str | None:
        """The name of the stage in progress (the last one the game explains), None
        before any."""
        stages = seen.game.explain(seen.view)
        return stages[-1].name if stages else None

    def tricks_done(self, seen: Seen) -> list[Trick]:
        return finished_tricks(seen.game.explain(seen.view))

    # -- the players ---------------------------------------------------------------

    def counts(self, seen: Seen) -> Sequence[int]:
        """The items each seat holds."""
        return self.board(seen).counts

    def tricks(self, seen: Seen) -> Sequence[int]:
        """The tricks each seat has taken, as the board's facts tell or counted from the
        history (empty for a game without tricks)."""
        told = {fact.seat: fact.value for fact in self.board(seen).facts
                if fact.name == "tricks" and fact.value is not None}
        if told:
            return [told.get(seat, 0) for seat in range(seen.game.seats)]
        done = self.tricks_done(seen)
        if not done and self.board(seen).trick is None:
            return ()
        return tricks_per_seat(done, seen.game.seats)

    def dealer_note(self, seen: Seen) -> str:
        return " (dealer)"

    def shedding(self, seen: Seen) -> bool:
        """Whether a seat down to its last item is worth a warning now."""
        return False

    def history(self, seen: Seen, full: bool = False) -> list[tuple[int, str]]:
        """Each ``(seat, action)`` of the hand so far in words: compact labels, or the
        names style's full names with ``full``."""
        return [(move.seat, self.move_words(seen, move, full)) for move in self.moves(seen)]

    def move_words(self, seen: Seen, move: Move, full: bool) -> str:
        game, names = seen.game, seen.names
        item = None if move.item is None else self.short(game, move.item, names, full)
        if move.word == "play" and item is not None:
            return item + self.flags(game, move)
        # A pick, or a special with what it was about (not for a pass: it says it all).
        key = "word.pick_hidden" if move.word == "pick" and item is None else f"word.{move.word}"
        said = self.said(game, key) or readable(key)
        if item is not None and move.word != "pass" and "{item}" not in said:
            said += " {item}"
        words = " ".join(said.format_map(_Fields(item=item or "")).split())
        return words + self.flags(game, move)

    def flags(self, game: Game[Any], move: Move) -> str:
        """What else a move said, as the game words its flags (" · last card!")."""
        return "".join(f" · {self.said(game, f'flag.{flag}') or readable(f'flag.{flag}')}"
                       for flag in move.flags)

    def action_words(self, seen: Seen, action: int) -> str:
        """An action the seat may take, in words ("Q♠", "double", "reveal Q♠"): a
        special with what the seat is asked about."""
        move = seen.game.move(seen.view.seat, action)
        asked = self.board(seen).asked
        if move.word != "play" and asked is not None and asked.item is not None:
            move = Move(move.seat, move.word, asked.item, move.flags)
        return self.move_words(seen, move, True)

    # -- announcing with a play ---------------------------------------------------------

    def plain(self, game: Game[Any], action: int) -> int:
        """``action`` without a "last card!" announcement: the item an announced play
        plays, as the game says its move."""
        move = game.move(0, action)
        return move.item if "announce" in move.flags and move.item is not None else action

    def announced(self, game: Game[Any], action: int, legal: Sequence[int]) -> int | None:
        """The legal action that plays ``action`` with a "last card!" announcement, if
        there is one."""
        return next((a for a in legal if a != action and self.plain(game, a) == action), None)

    # -- the table, the prompt, the summary ----------------------------------------------

    def goal(self, game: Game[Any]) -> str:
        """How the match ends, for the title (" · 7-hand match", " · 60-point match"), as the
        game says."""
        goal = game.describe().goal
        if goal is None:
            return ""
        key = f"goal.{goal.name}"
        said = self.said(game, key) or readable(key) + " {value}"
        value = "" if goal.value is None else str(goal.value)
        return " · " + " ".join(said.format_map(_Fields(value=value)).split())

    def table(self, seen: Seen) -> RenderableType:
        """The middle of the table: the rows, train, table items, trick and facts."""
        board, game, names = self.board(seen), seen.game, seen.names
        lines: list[RenderableType] = [self.fact_text(seen, fact) for fact in board.facts]
        if board.row_width > 0 and not self.tiles(game):
            lines.append(self.grid(seen))
        else:
            lines += [self.items_text(game, row, names) if row else Text("·", style="dim")
                      for row in board.rows]
        if board.train:
            line = Text("Train: ")
            line.append_text(self.items_text(game, board.train, names))
            line.append(f"  ▸ open end {board.open_end}", style="bold green")
            lines.append(line)
        if board.table:
            line = Text("On the table: ")
            line.append_text(self.items_text(game, board.table, names))
            lines.append(line)
        if board.trick is not None:
            lines.append(self.trick_text(seen, "Trick: ", board.trick))
        done = self.tricks_done(seen)
        if done:
            lines.append(self.trick_text(seen, "Last trick: ", done[-1]))
        return Group(*lines)

    def grid(self, seen: Seen) -> Text:
        """The board's rows of cards on the game's grid (``row_width`` columns, equal
        ranks in a column): a header of the ranks the game gives its columns, then a
        line per suit of the deck, each card in its row's column; gaps as "·"."""
        board, names = self.board(seen), seen.names
        at = {(suit_of(item), column): item
              for row, first in zip(board.rows, board.row_columns, strict=True)
              for column, item in enumerate(row, first)}
        suits = sorted({suit_of(item) for item in seen.game.describe().deck})
        width = max(len(names.suit(suit)) for suit in suits) + 1
        header = " " * width + "".join(f"{rank_char(card(0, rank)):>3}"
                                       for rank in board.column_ranks)
        text = Text(header, style="dim", no_wrap=True, overflow="crop")
        for suit in suits:
            color = "red" if suit in RED_SUITS else ""
            text.append("\n" + names.suit(suit).ljust(width), style=f"bold {color}")
            for column in range(board.row_width):
                item = at.get((suit, column))
                if item is None:
                    text.append("  ·", style="dim")
                else:
                    text.append(f"{rank_char(item):>3}", style=f"bold {color}")
        return text

    def items_text(self, game: Game[Any], items: Sequence[int], names: Names) -> Text:
        text = Text()
        for i, item in enumerate(items):
            if i:
                text.append(" ")
            text.append_text(self.label(game, item, names))
        return text

    def trick_text(self, seen: Seen, title: str, trick: Trick) -> Text:
        text = Text(title)
        for seat, item in trick.plays:
            text.append(f"{seen.players[seat]} ")
            text.append_text(self.label(seen.game, item, seen.names))
            text.append(" (led)  " if seat == trick.leader else "  ",
                        style="yellow" if seat == trick.leader else "")
        if trick.winner is not None:
            text.append(f"→ {seen.players[trick.winner]}", style="bold")
        return text

    def fact_text(self, seen: Seen, fact: Fact, **say: str) -> Text:
        """A fact of the table as the game says it (its key and fields readably where
        the game has no words for it); its seat or item as ``say`` words them, if it
        does."""
        said = self.sentence(seen, "fact", fact, **say)
        if said is None:
            said = self.fill(seen, readable(fact.name) + " {seat} {item} {value}", fact, **say)
        return Text(said, style="bold")

    def facts_said(self, seen: Seen, facts: Sequence[Fact]) -> list[str]:
        """``facts`` as the game says them, compactly: the items of same-named facts
        about one seat together, by their labels ("Seat 1 gave you 2♦ 3♦"), and the
        seats of same-named facts that differ in nothing else ("You, Seat 2 declared
        minus")."""
        items: dict[tuple[str, int | None, int | None], list[int]] = {}
        for fact in facts:
            items.setdefault((fact.name, fact.seat, fact.value), []).extend(
                () if fact.item is None else (fact.item,))
        seats: dict[tuple[str, int | None, tuple[int, ...]], list[int | None]] = {}
        for (name, seat, value), held in items.items():
            seats.setdefault((name, value, tuple(held)), []).append(seat)
        game, names = seen.game, seen.names
        return [self.fact_text(
            seen, Fact(name, who[0], held[0] if held else None, value),
            seat=", ".join(seen.players[s] for s in who if s is not None),
            item=" ".join(self.short(game, item, names, False) for item in held)).plain
            for (name, value, held), who in seats.items()]

    def fill(self, seen: Seen, text: str, fact: Fact, **say: str) -> str:
        """``text`` (the game's template) with the fact's seat, item and value in words
        (its seat or item as ``say`` words them, if it does), and the suit its value
        numbers where the template names one."""
        game = seen.game
        fields = _Fields(
            seat="" if fact.seat is None else seen.players[fact.seat],
            item="" if fact.item is None else self.name(game, fact.item, seen.names),
            value="" if fact.value is None else str(fact.value))
        fields.update((key, said) for key, said in say.items() if key in ("seat", "item"))
        if "{suit}" in text and fact.value is not None \
                and fact.value in range(len(seen.names.suits)) and not self.tiles(game):
            fields["suit"] = seen.names.suit(fact.value)
        return " ".join(text.format_map(fields).split())

    def refusal(self, seen: Seen, refused: IllegalAction) -> str:
        """Why the rules refused the player's own action, as the game says it to them
        (the game's English reason for another seat's, or one without words)."""
        why = refused.why
        if why is None or why.seat not in (None, seen.view.seat):
            return refused.reason
        return self.sentence(seen, "refusal", why) or refused.reason

    def prompt(self, seen: Seen, legal: tuple[int, ...]) -> str:
        """What the player to act is asked to decide, as the game asks it, then the keys
        of the special actions on offer ("(d double, p pass)")."""
        asked = self.board(seen).asked
        said = None if asked is None else self.sentence(seen, "asked", asked)
        if said is None:
            return self.choose(seen, legal)
        game = seen.game
        specials, keys = game.describe().specials, special_keys(game)
        offered = sorted((a for a in legal if a in specials and a in keys),
                         key=lambda a: specials[a] == "pass")  # the answer "no" last
        hints = [f"{keys[a]} {self.word(game, specials[a]).lower()}" for a in offered]
        return f"{said} ({', '.join(hints)})" if hints else said

    def choose(self, seen: Seen, legal: tuple[int, ...]) -> str:
        """The legal actions in words, for a decision the game names no key for."""
        return "Choose: " + ", ".join(self.action_words(seen, a) for a in legal) + "."

    def summary(self, seen: Seen, void: bool) -> list[RenderableType]:
        """What happened in the hand, once it is over: the facts of the table at its end,
        then each seat's score in parts."""
        lines: list[RenderableType] = [self.fact_text(seen, fact)
                                       for fact in self.board(seen).facts]
        if void:
            return [*lines, Text("The hand was void: no score.", style="bold")]
        for seat, name in enumerate(seen.players):
            parts = [p for p in seen.parts if p.seat == seat]
            said = ", ".join(self.part_words(seen.game, p) for p in parts)
            lines.append(Text(f"  {name}: {said or 'nothing'} → {seen.scores[seat]}"))
        return lines

    def part_words(self, game: Game[Any], part: ScorePart) -> str:
        """A part of a seat's hand score in words."""
        return part_text(part, part_names(type(game)))
