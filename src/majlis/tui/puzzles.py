"""``majlis puzzle [GAME]``: the shipped puzzles at the terminal table (docs/puzzles.md).

Each puzzle is drawn as the table draws a seat's own view (the players, the table, the
seat's hand to choose from), from the view the puzzle keeps and nothing else; choosing
a move answers it, and the screen says whether it was the best, why (the analysis's
words) and its themes in the game's words.  ``n`` and ``p`` go to the next and the
previous puzzle, ``q`` quits.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Static

from majlis.puzzles.puzzle import Loaded, load
from majlis.tui.choices import action_words, prompt
from majlis.tui.names import names_for
from majlis.tui.seen import Seen, seat_names
from majlis.tui.speech import speak_keys, tell
from majlis.tui.tables import hand_chips, players_table
from majlis.tui.tabletop import table
from majlis.tui.widgets import HandBar
from majlis.tui.wording import title
from majlis.words import template


def seen_of(puzzle: Loaded, names: str = "symbols", language: str = "en") -> Seen:
    """What the screen shows of ``puzzle``: its seat's view, the hand's public scores
    and the match's totals before it, in ``language``."""
    game, view = puzzle.game, puzzle.view
    board = game.board(view)
    seats = game.seats
    return Seen(game, view, names_for(names, game.describe().tradition),
                seat_names(seats, view.seat, language), ("",) * seats,
                tuple(board.scores) or (0,) * seats, tuple(puzzle.doc["totals"]),
                language=language)


def theme_words(puzzle: Loaded, language: str) -> list[str]:
    """The puzzle's themes in the game's words in ``language`` (else English)."""
    words = puzzle.game.words()
    return [template(words, f"theme.{theme}", language) or theme.replace("_", " ")
            for theme in puzzle.doc["themes"]]


def verdict(puzzle: Loaded, seen: Seen, chosen: int) -> str:
    """Whether ``chosen`` was the answer, the answer, why, and the themes."""
    answer, language = puzzle.answer, seen.language
    said = (tell(language, "tui-puzzle-right", best=action_words(seen, answer))
            if chosen == answer else
            tell(language, "tui-puzzle-wrong", chosen=action_words(seen, chosen),
                 best=action_words(seen, answer)))
    themes = theme_words(puzzle, language)
    return "\n".join([said, why_words(puzzle, seen),
                      *([tell(language, "tui-puzzle-themes", themes=", ".join(themes))]
                        if themes else []),
                      tell(language, "tui-puzzle-keys")])


def why_words(puzzle: Loaded, seen: Seen) -> str:
    """Why the answer is best, from the values that came with it: what it and the next
    best are worth (± their standard errors), and by how much it wins."""
    values = sorted(puzzle.doc["values"], key=lambda v: -v["value"])
    best = next(v for v in values if v["action"] == puzzle.doc["answer"])
    second = next(v for v in values if v["action"] != puzzle.doc["answer"])
    places = min(4, max(2, *(len(repr(float(x)).partition(".")[2])
                             for v in values for x in (v["value"], v["se"]))))

    def worth(v: dict[str, float]) -> str:
        return f"{v['value']:+.{places}f} ± {v['se']:.{places}f}"

    def move(v: dict[str, Any]) -> str:
        return action_words(seen, puzzle.game.parse_action(v["action"]))

    exact = tell(seen.language, "tui-puzzle-exact") if puzzle.doc["judged"] == "exact" else ""
    return tell(seen.language, "tui-puzzle-why", best=move(best), value=worth(best),
                second=move(second), second_value=worth(second),
                gap=f"{best['value'] - second['value']:.{places}f}", exact=exact)


class PuzzleApp(App[None]):
    """The puzzles of ``docs`` one at a time."""

    TITLE = "majlis puzzles"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    #title { height: 1; background: $primary-background; padding: 0 1; }
    #players { height: auto; border: round $primary; padding: 0 1; }
    #table { height: 1fr; border: round $secondary; padding: 0 1; }
    #prompt { height: auto; padding: 0 1; color: $warning; text-style: bold; }
    #hand { border: round $accent; padding: 0 1; min-height: 3; }
    #verdict { height: auto; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "tui-key-choose", key_display="← →"),
        Binding("right", "move(1)", "tui-key-choose", show=False),
        Binding("enter", "confirm", "tui-key-answer"),
        Binding("n", "step(1)", "tui-key-next"),
        Binding("p", "step(-1)", "tui-key-previous"),
        Binding("q", "quit", "tui-key-quit"),
    ]

    def __init__(self, docs: list[dict[str, Any]], names: str = "symbols",
                 language: str = "en") -> None:
        super().__init__()
        self.language = language
        speak_keys(self, language)
        self.docs = docs
        self.names = names
        self.number = 0
        self.answered: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="title")
        yield Static(id="players")
        yield Static(id="table")
        yield Static(id="prompt")
        yield HandBar(self.language, id="hand")
        yield Static(id="verdict")
        yield Footer()

    def on_mount(self) -> None:
        self.draw()

    @property
    def puzzle(self) -> Loaded:
        return load(self.docs[self.number])

    def draw(self) -> None:
        puzzle = self.puzzle
        seen = seen_of(puzzle, self.names, self.language)
        legal = () if self.answered is not None else puzzle.legal
        self.query_one("#title", Static).update(tell(
            self.language, "tui-puzzle-title", game=title(puzzle.game, self.language),
            n=self.number + 1, of=len(self.docs), id=puzzle.doc["id"],
            seat=seen.players[seen.view.seat]))
        self.query_one("#players", Static).update(players_table(seen))
        self.query_one("#table", Static).update(table(seen))
        self.query_one("#prompt", Static).update(
            "" if self.answered is not None
            else tell(self.language, "tui-puzzle-find", asked=prompt(seen, puzzle.legal)))
        self.query_one(HandBar).show(hand_chips(seen, legal))
        self.query_one("#verdict", Static).update(
            "" if self.answered is None else verdict(puzzle, seen, self.answered))

    def answer(self, action: int) -> None:
        if self.answered is None and action in self.puzzle.legal:
            self.answered = action
            self.draw()

    def on_hand_bar_chosen(self, message: HandBar.Chosen) -> None:
        self.answer(message.action)

    def action_move(self, step: int) -> None:
        self.query_one(HandBar).move(step)

    def action_confirm(self) -> None:
        chip = self.query_one(HandBar).selected()
        if chip is not None and chip.legal:
            self.answer(chip.action)

    def action_step(self, step: int) -> None:
        self.number = (self.number + step) % len(self.docs)
        self.answered = None
        self.draw()
