"""How the terminal shows a game: one adapter per game, found by the game.

:class:`TableAdapter` shows any game from what the game says of itself: its
:meth:`~majlis.protocol.Game.describe`, the seat's :meth:`~majlis.protocol.Game.board`,
the history the game :meth:`~majlis.protocol.Game.explain`\\ s and the parts of its
scores.  A game that wants its own drawing (the sevens grid, the domino train, a
compass of four seats) has a subclass, registered for the game in
:mod:`majlis.tui.adapters.registry` (the games of majlis keep theirs in this package,
one module per game).  The words of the game (its keys, as ``"pass"``, ``"follow"``,
``"tricks"``) become English here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.cards import suit_of
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
from majlis.tui.names import RED_SUITS, Names, card_label, tile_label
from majlis.tui.seen import Seen

GOALS = {"target": " · to {n}", "games": " of {n}"}
"""How a match ends (``Description.goal``), as the title says it after the hand number."""
PROMPTS = {
    "double": "Double the stakes (d), or pass (p)?",
    "treble": "Treble the stakes (t), or pass (p)?",
    "treble+seat": "{seat} doubled: treble the stakes (t), or pass (p)?",
    "redeal": "Demand a redeal (r), or keep these cards (p)?",
    "minus": "Declare minus (m): you mean to take no trick. Or pass (p)?",
    "minus_no_penalty_card": "Declare minus (m): you mean to take no penalty card. Or pass (p)?",
    "reveal": "Reveal {item} (r): it counts double for whoever takes it. Or pass (p)?",
    "pass_only": "Nothing of yours fits: pass (p).",
    "pass_only+item": "Every seat is asked about {item} in turn; you do not hold it: pass (p).",
    "pass_only+value": "Nothing in your hand matches the open end {value}: pass (p).",
    "pass_cards": "Choose cards to pass to {seat}: {value} still to choose.",
    "lead": "Your lead: play any card.",
    "lead+item": "You hold {item}: lead it.",
    "set_double": "Set a double of your choice to lead.",
    "play": "Play a card that fits.",
    "play+value": "Set a tile matching the open end {value}.",
    "follow": "{leader} led {suit}: follow suit if you can.",
    "discard": "{leader} led {suit}, which you do not hold: play any card.",
}
"""What the seat to move is asked, by the key of the board's ``asked`` fact, or by the
key and the fact's fields present (``"play+value"``), which comes first."""
FACTS = {
    "multiplier": "Stakes ×{value}",
    "doubled": "{seat} doubled",
    "trebled": "{seat} trebled",
    "revealed": "{item} revealed by {seat}",
    "minus": "{seat} declared minus",
    "stock": "Stock: {value} cards face down",
    "missing_open": "Missing suits open",
    "drew": "Both passed: each drew a card from the stock",
    "pass_left": "This hand passes {value} cards to the left",
    "pass_right": "This hand passes {value} cards to the right",
    "hearts_double": "Both revealed: every heart counts double",
    "passed": "{item} passed to {seat}",
    "received": "{item} received from {seat}",
    "tricks": "{seat}: {value} tricks",
    "took": "{seat} took {item}",
    "went_out": "{seat} went out",
    "demanded_redeal": "{seat} demanded a redeal",
    "reached": "{seat} reached {value} points",
    "four_passes": "Four passes in a row ended the hand",
    "blocked": "Blocked: nobody can match the open end {value}",
}
"""Public facts in words, by key."""
REFUSALS = {
    "hand_over": "The hand is over.",
    "can_play": "You can play {item}.",
    "not_a_card": "That is not a card.",
    "not_a_tile": "That is not a tile.",
    "not_held": "You do not hold {item}.",
    "first_card": "The first card must be {item}.",
    "not_next_to_run": "That card is neither a seven of a new suit nor next to a run on the "
                       "table.",
    "suit_closed": "No {suit} are on the table yet: missing suits open only after everyone "
                   "has passed once.",
    "not_next_to_suit": "That card is not next to a card of its suit on the table.",
    "redeal_refused": "Only a player holding three kings or three aces may demand a redeal, "
                      "and only before the doubling.",
    "nobody_doubled": "Nobody has doubled.",
    "answer_redeal": "First demand a redeal or pass.",
    "answer_double": "First double or pass.",
    "answer_treble": "First treble or pass.",
    "bidding_over": "The doubling is over.",
    "not_an_action": "That is not an action of this game.",
    "suit_start": "The {suit} must start with {item}.",
    "only_next": "Only {item} may go on the {suit}.",
    "choose_to_pass": "First choose the cards to pass ({value} chosen so far).",
    "already_chosen": "You have already chosen {item} to pass.",
    "answer_reveal": "You are asked whether to reveal {item}: reveal or pass.",
    "answer_reveal_pass": "You are asked whether to reveal {item}, which you do not "
                          "hold: pass.",
    "answer_minus": "You are asked whether to declare minus: minus or pass.",
    "must_play_card": "Play a card.",
    "must_follow": "Follow suit: you hold {suit}.",
    "must_lead_double": "Set a double (you hold {item}).",
    "lead_double": "The lead must be a double.",
    "no_match": "That tile does not match the open end {value}.",
}
"""Why the rules refuse the player's own action, by the key of the refusal's ``why``
fact (the terminal refuses only the actions of the seat it shows)."""
PARTS = {"cards_taken": "penalty cards", "cards_left": "cards left", "no_trick_bonus":
         "clean hand", "minus_bonus": "minus made", "revealed_double": "revealed double",
         "minus_doubled": "failed minus doubles", "opponents_cards": "opponents' cards",
         "warning_penalty": "missed last-card warnings", "seven_bonus":
         "going out with a seven", "multiplier": "the stakes multiplied",
         "doubles_set": "doubles set"}
"""Score parts in words, by key (others show their key with spaces)."""


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

    # -- what the game says --------------------------------------------------------

    def board(self, seen: Seen) -> Board:
        return seen.game.board(seen.view)

    def moves(self, seen: Seen) -> list[Move]:
        return [move for stage in seen.game.explain(seen.view) for move in stage.moves]

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
        if move.word == "pick":
            words = "chose a card to pass" if item is None else "picked " + item
        elif move.word == "play" and item is not None:
            words = item
        else:  # a special, with what it was about (not for a pass: "pass" says it all)
            words = move.word if item is None or move.word == "pass" else f"{move.word} {item}"
        return words + (" · last card!" if "announce" in move.flags else "")

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
        """How the match ends, for the title (" of 7", " · to 60"), as the game says."""
        goal = game.describe().goal
        return "" if goal is None else GOALS.get(goal.name, "").format(n=goal.value)

    def table(self, seen: Seen) -> RenderableType:
        """The middle of the table: the rows, train, table items, trick and facts."""
        board, game, names = self.board(seen), seen.game, seen.names
        lines: list[RenderableType] = [self.fact_text(seen, fact) for fact in board.facts]
        for row in board.rows:
            lines.append(self.items_text(game, row, names) if row else Text("·", style="dim"))
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

    def fact_text(self, seen: Seen, fact: Fact) -> Text:
        template = FACTS.get(fact.name, fact.name.replace("_", " ") + " {seat} {item} {value}")
        return Text(" ".join(self.fill(seen, template, fact).split()), style="bold")

    def fill(self, seen: Seen, template: str, fact: Fact) -> str:
        """``template`` with the fact's seat, item and value (and the trick's leader and
        the suit led) in words."""
        board = self.board(seen)
        leader = board.trick.leader if board.trick is not None else None
        return template.format(
            seat="" if fact.seat is None else seen.players[fact.seat],
            item="" if fact.item is None else self.name(seen.game, fact.item, seen.names),
            value="" if fact.value is None else fact.value,
            leader="" if leader is None else seen.players[leader],
            suit="" if "{suit}" not in template or fact.value is None
            or self.tiles(seen.game) else seen.names.suit(fact.value))

    def refusal(self, seen: Seen, refused: IllegalAction) -> str:
        """Why the rules refused an action, in words (the game's English reason for a
        refusal without a key of ours)."""
        why = refused.why
        template = None if why is None else REFUSALS.get(why.name)
        if why is None or template is None or why.seat not in (None, seen.view.seat):
            return refused.reason
        return " ".join(self.fill(seen, template, why).split())

    def prompt(self, seen: Seen, legal: tuple[int, ...]) -> str:
        """What the player to act is asked to decide, in words."""
        asked = self.board(seen).asked
        if asked is None:
            return self.choose(seen, legal)
        fields = [name for name in ("seat", "item", "value") if getattr(asked, name) is not None]
        specific = "+".join([asked.name, *fields])
        template = PROMPTS.get(specific) if fields else None
        template = template or PROMPTS.get(asked.name)
        if template is None:
            return self.choose(seen, legal)
        words = self.fill(seen, template, asked)
        if asked.name == "play" and "pass" in (seen.game.move(seen.view.seat, a).word
                                                for a in legal):
            words += " Or pass (p)."
        return words

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
            said = ", ".join(self.part_words(p) for p in parts)
            lines.append(Text(f"  {name}: {said or 'nothing'} → {seen.scores[seat]}"))
        return lines

    def part_words(self, part: ScorePart) -> str:
        """A part of a seat's hand score in words."""
        return part_text(part, PARTS)

