"""``majlis learn GAME``: the guided first hand at the terminal table (docs/learn.md).

The learner's table is drawn as the table draws a seat's own view (the players, the
table, the hand to choose from); the coach's words stand above the hand, one step at a
time, in the language asked for, as the table's own words are.
Choosing a move tries it: the coach takes the script's move and goes on to the
learner's next, or says why not and waits (:mod:`majlis.learn.coach`).  Once the hand
is over its summary is shown, with the offer of a real table.  ``q`` quits.
"""

from __future__ import annotations

from typing import ClassVar

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Static

from majlis.learn.coach import Lesson, Refusal, Step, said
from majlis.tui.choices import prompt
from majlis.tui.names import names_for
from majlis.tui.seen import Seen, seat_names
from majlis.tui.speech import speak_keys, tell
from majlis.tui.summary import hand_lines
from majlis.tui.tables import hand_chips, players_table
from majlis.tui.tabletop import table
from majlis.tui.widgets import HandBar
from majlis.tui.wording import title


def seen_at(lesson: Lesson, step: Step, names: str = "symbols", language: str = "en") -> Seen:
    """What the screen shows at ``step``: the learner's view, the hand's scores (and
    their parts once it is over), in ``language``."""
    game, state = lesson.game, step.state
    over = step.expected is None
    seats = game.seats
    return Seen(game, game.view(state, lesson.seat), names_for(names, game.describe().tradition),
                seat_names(seats, lesson.seat, language), ("",) * seats,
                tuple(game.hand_scores(state)), (0,) * seats,
                tuple(game.score_parts(state)) if over else (), language)


class LearnApp(App[None]):
    """The lesson of one game, step by step."""

    TITLE = "majlis learn"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    #title { height: 1; background: $primary-background; padding: 0 1; }
    #players { height: auto; border: round $primary; padding: 0 1; }
    #table { height: 1fr; border: round $secondary; padding: 0 1; }
    #coach { height: auto; padding: 0 1; }
    #prompt { height: auto; padding: 0 1; color: $warning; text-style: bold; }
    #hand { border: round $accent; padding: 0 1; min-height: 3; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "tui-key-choose", key_display="← →"),
        Binding("right", "move(1)", "tui-key-choose", show=False),
        Binding("enter", "confirm", "tui-key-play"),
        Binding("q", "quit", "tui-key-quit"),
    ]

    def __init__(self, lesson: Lesson, language: str = "en", names: str = "symbols") -> None:
        super().__init__()
        speak_keys(self, language)
        self.lesson = lesson
        self.language = language
        self.names = names
        self.step = lesson.begin()
        self.refused: str | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="title")
        yield Static(id="players")
        yield Static(id="table")
        yield Static(id="coach")
        yield Static(id="prompt")
        yield HandBar(self.language, id="hand")
        yield Footer()

    def on_mount(self) -> None:
        self.draw()

    def legal(self) -> tuple[int, ...]:
        state = self.step.state
        return () if self.step.expected is None else self.lesson.game.legal_actions(state)

    def draw(self) -> None:
        seen = seen_at(self.lesson, self.step, self.names, self.language)
        game, legal = self.lesson.game, self.legal()
        self.query_one("#title", Static).update(
            tell(self.language, "tui-learn-title", game=title(game, self.language)))
        self.query_one("#players", Static).update(players_table(seen))
        self.query_one("#table", Static).update(table(seen))
        self.query_one("#coach", Static).update(self.coach(seen))
        self.query_one("#prompt", Static).update(prompt(seen, legal) if legal else "")
        self.query_one(HandBar).show(hand_chips(seen, legal))

    def coach(self, seen: Seen) -> Group:
        """What the coach says now; a move refused, and why; the summary at the end."""
        lines: list[RenderableType] = [Text(said(line, self.language))
                                       for line in self.step.lines[:-1]]
        lines.append(Text(said(self.step.lines[-1], self.language), style="bold"))
        if self.refused:
            lines.append(Text(self.refused, style="bold red"))
        if self.step.expected is None:
            lines += [Text(tell(self.language, "tui-learn-hand-over"), style="bold underline"),
                      *hand_lines(seen, False),
                      Text(tell(self.language, "tui-learn-real-table", game=self.lesson.game.id),
                           style="bold green")]
        return Group(*lines)

    def try_move(self, action: int) -> None:
        if self.step.expected is None:
            return
        answer = self.lesson.attempt(self.step.at, self.lesson.game.action_text(action))
        if isinstance(answer, Refusal):
            self.refused = said(answer.text, self.language)
        else:
            self.step, self.refused = answer, None
        self.draw()

    def on_hand_bar_chosen(self, message: HandBar.Chosen) -> None:
        self.try_move(message.action)

    def action_move(self, step: int) -> None:
        self.query_one(HandBar).move(step)

    def action_confirm(self) -> None:
        chip = self.query_one(HandBar).selected()
        if chip is not None and chip.legal:
            self.try_move(chip.action)


