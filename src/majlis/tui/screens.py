"""The messages over the terminal table: a hand's summary (from which its review
opens), the review, the match's result, the rules with the table's keys, and the
question before leaving."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown, OptionList, Static

from majlis.games import game_class
from majlis.protocol import Game
from majlis.tui.cells import room_for
from majlis.tui.choices import saying, special_keys
from majlis.tui.names import Names
from majlis.tui.review import (
    Decision,
    SeatReview,
    Subject,
    decision_board,
    decision_line,
    figures,
    heading,
    seat_review,
    subject,
    worth_note,
)
from majlis.tui.seen import Seen, seat_names
from majlis.tui.session import Session
from majlis.tui.speech import speak_keys, tell
from majlis.tui.wording import word

PLAYING_KEYS = (("← →", "tui-help-move"), ("↑ ↓", "tui-help-jump"),
                ("Enter", "tui-help-enter"))
"""The table's keys while playing before the game's own (:func:`keys_help`)..."""
TABLE_KEYS = (("h", "tui-help-hint"), ("s", "tui-help-save"), ("+ -", "tui-help-pace"),
              ("?", "tui-help-rules"), ("q", "tui-help-quit"))
"""... and after them."""
WATCHING_KEYS = (("v", "tui-help-viewpoint"), ("space", "tui-help-pause"),
                 ("+ -", "tui-help-pace-watching"), ("s", "tui-help-save-record"),
                 ("?", "tui-help-rules"), ("q", "tui-help-stop-watching"))
"""The keys while watching."""


def keys_table(rows: list[tuple[str, str]], language: str) -> str:
    """The keys and what each does, as a Markdown table under its heading."""
    lines = [f"## {tell(language, 'tui-help-keys')}", "",
             f"| {tell(language, 'tui-help-key')} | {tell(language, 'tui-help-does')} |",
             "| --- | --- |", *(f"| {key} | {does} |" for key, does in rows)]
    return "\n" + "\n".join(lines) + "\n"


def keys_help(game: Game[Any], language: str) -> str:
    """The keys while playing ``game``: the table's, the special actions' as the game
    words them, and the key that makes a play say more where its plays may."""
    specials = game.describe().specials
    rows = [(key, tell(language, does)) for key, does in PLAYING_KEYS]
    rows += [(key, word(game, specials[action], language).lower())
             for action, key in special_keys(game).items()]
    if saying(game, language):
        rows.append(("l", tell(language, "tui-help-say", saying=saying(game, language))))
    rows += [(key, tell(language, does)) for key, does in TABLE_KEYS]
    return keys_table(rows, language)


def rules_text(game_id: str, language: str) -> str:
    """The rules of ``game_id`` for players, in ``language`` (else English: the game's
    own text, as the web page's ``/rules/<id>`` shows it)."""
    cls = game_class(game_id)
    return cls.rules(language) or cls.rules() or ""


class TextScreen(ModalScreen[bool]):
    """A message over the table: a hand's summary, the match result, the rules."""

    DEFAULT_CSS = """
    TextScreen { align: center middle; }
    TextScreen > VerticalScroll { width: 90; max-width: 100%; height: auto;
        max-height: 90%; border: thick $accent; background: $surface; padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space,question_mark", "close(False)", "tui-key-continue"),
        Binding("s", "app.save", "tui-key-save"),
        Binding("q", "app.leave", "tui-key-quit"),
        # Over a message the app's own ctrl+c is not reached (the screen is modal).
        Binding("ctrl+c", "app.help_quit", show=False)]

    def __init__(self, body: RenderableType | str, hint: str, language: str,
                 markdown: bool = False, close_after: float | None = None,
                 held: Callable[[], bool] | None = None) -> None:
        """``close_after``: the seconds after which the message closes by itself, unless
        ``held`` says it waits for a key (the bots are paused); its keys are described
        in ``language``."""
        super().__init__()
        self.language = language
        speak_keys(self, language)
        self.body, self.hint, self.markdown, self.close_after = body, hint, markdown, close_after
        self.held = held

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            if self.markdown:
                yield Markdown(str(self.body))
            else:
                yield Static(self.body)
            yield Static(Text(self.hint, style="bold yellow"))
        yield Footer()  # this message's keys, not the table's

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()  # arrows and page keys scroll a long text
        self.call_after_refresh(self.leave_room)
        if self.close_after is not None:
            # Textual timers need a positive interval.
            self.set_timer(max(self.close_after, 0.01), self._close_by_itself)

    def on_resize(self) -> None:
        self.call_after_refresh(self.leave_room)

    def leave_room(self) -> None:
        """Room at the right of a page of Markdown for the terminals that draw its
        words wider than Textual counts them (:mod:`majlis.tui.cells`)."""
        if self.markdown:
            width = self.query_one(VerticalScroll).content_size.width
            self.query_one(Markdown).styles.margin = (0, room_for(str(self.body), width), 0, 0)

    def _close_by_itself(self) -> None:
        """The timed close of a message while watching: not while the bots are paused
        (the message then waits for a key)."""
        if not (self.held is not None and self.held()):
            self.action_close(False)

    def action_close(self, answer: bool) -> None:
        if self.is_active:
            self.dismiss(answer)


class HandOverScreen(TextScreen):
    """A hand's summary, from which r opens the review of the viewing seat's play."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("r", "review", "tui-key-review")]

    def __init__(self, body: RenderableType, hint: str, session: Session, names: Names,
                 number: int, language: str, close_after: float | None = None,
                 held: Callable[[], bool] | None = None) -> None:
        """The summary of hand ``number`` of ``session``'s match (cards named by
        ``names``)."""
        super().__init__(body, hint, language, close_after=close_after, held=held)
        self.session, self.names, self.number = session, names, number

    def action_review(self) -> None:
        self.app.push_screen(ReviewScreen(self.session, self.names, self.number,
                                          self.language))


class ReviewScreen(TextScreen):
    """The review of the viewing seat's play in a hand: its decisions to choose among
    (worked out on a thread, so that the screen answers meanwhile), and the table as
    the seat saw it at the chosen one."""

    DEFAULT_CSS = """
    ReviewScreen #heading { text-style: bold; }
    ReviewScreen #figures { margin: 1 0; }
    ReviewScreen #decisions { height: auto; max-height: 8; border: none; padding: 0; }
    ReviewScreen #then { margin: 1 0 0 0; }
    ReviewScreen #worth { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close(False)", "tui-key-back-to-summary")]

    def __init__(self, session: Session, names: Names, number: int, language: str) -> None:
        super().__init__(tell(language, "tui-reviewing", n=number + 1),
                         tell(language, "tui-review-keys"), language)
        self.session, self.names, self.number = session, names, number
        self.reviewed: SeatReview | None = None
        self.lines: list[str] = []
        """The decisions' lines, once worked out."""

    def compose(self) -> ComposeResult:
        """The heading, the seat's figures, its choices, the key, then the table as it
        saw it at the chosen one and what a move's worth means."""
        with VerticalScroll():
            yield Static(self.body, id="heading")
            yield Static(id="figures")
            yield OptionList(id="decisions")
            yield Static(Text(self.hint, style="bold yellow"), id="hint")
            yield Static(id="then")
            yield Static(id="worth")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#decisions").display = False
        match, seat, number = self.session.match, self.session.viewpoint, self.number

        def work() -> None:
            reviewed = seat_review(match, seat, number)
            self.app.call_from_thread(self.show, reviewed)
        self.run_worker(work, thread=True)

    def leave_room(self) -> None:
        """Room at the right of the decisions' lines, as of a page of Markdown."""
        decisions = self.query_one(OptionList)
        room = room_for("\n\n".join(self.lines), decisions.content_size.width)
        decisions.styles.padding = (0, room, 0, 0)

    def show(self, reviewed: SeatReview) -> None:
        """The review worked out: its decisions, the chosen one's table, the figures."""
        if not self.is_attached:
            return
        self.reviewed = reviewed
        who = self.who()
        self.query_one("#heading", Static).update(heading(self.number, who, self.language))
        decisions = self.query_one(OptionList)
        self.lines = [decision_line(self.seen(decision), reviewed, decision)
                      for decision in reviewed.decisions]
        decisions.add_options(self.lines)
        decisions.display = bool(reviewed.decisions)
        self.call_after_refresh(self.leave_room)
        if reviewed.decisions:
            decisions.highlighted = reviewed.marked
            decisions.focus()
        else:
            self.query_one("#then", Static).update(who.said(self.language, "tui-no-choice"))
            self.query_one("#hint", Static).update(Text(tell(self.language, "tui-esc-back"),
                                                        style="bold yellow"))
        self.query_one("#figures", Static).update(figures(reviewed, who, self.language))
        if reviewed.decisions:
            self.query_one("#worth", Static).update(
                worth_note(reviewed, self.session.game, who, self.language))

    def who(self) -> Subject:
        """Who the review speaks of: "you", or the seat watched."""
        seating, seats = self.session.seating, self.session.game.seats
        return subject(seat_names(seats, seating.human, self.language), seating.bots,
                       self.session.viewpoint)

    def seen(self, decision: Decision) -> Seen:
        """What the seat saw at ``decision``, named as the table names it."""
        session = self.session
        seating = session.seating
        return Seen(session.game, decision.view, self.names,
                    seat_names(session.game.seats, seating.human, self.language), seating.bots,
                    decision.scores, session.match.totals(self.number), language=self.language)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The table as the seat saw it at the decision chosen."""
        if self.reviewed is not None:
            decision = self.reviewed.decisions[event.option_index]
            then = self.query_one("#then", Static)
            then.update(decision_board(self.seen(decision), self.reviewed, decision))
            # On a small terminal the table then is under the choices: bring it up.
            self.call_after_refresh(then.scroll_visible, animate=False)


class QuestionScreen(TextScreen, inherit_bindings=False):
    """A message that asks yes or no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "close(True)", "tui-key-again"), Binding("n", "close(False)", "tui-key-quit"),
        Binding("s", "app.save", "tui-key-save"),
        Binding("q,escape", "app.leave", "tui-key-leave"),  # as over the other messages: asks
        Binding("ctrl+c", "app.help_quit", show=False)]


class QuitScreen(ModalScreen[str]):
    """Leave the match: save first, leave, or stay."""

    DEFAULT_CSS = """
    QuitScreen { align: center middle; }
    QuitScreen > Static { width: 60; border: thick $warning; background: $surface;
        padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "answer('save')", "tui-key-save-and-quit"),
        Binding("y,q", "answer('quit')", "tui-key-quit"),
        Binding("n,escape", "answer('stay')", "tui-key-keep-playing"),
        Binding("ctrl+c", "app.help_quit", show=False)]

    def __init__(self, saved_to: str | None, language: str) -> None:
        super().__init__()
        self.saved_to, self.language = saved_to, language
        speak_keys(self, language)

    def compose(self) -> ComposeResult:
        note = (tell(self.language, "tui-saved-in", path=self.saved_to) if self.saved_to
                else tell(self.language, "tui-not-saved"))
        keys = "\n".join(f"{key}  {tell(self.language, does)}" for key, does in (
            ("s", "tui-key-save-and-quit"), ("y", "tui-key-quit"),
            ("n", "tui-key-keep-playing")))
        yield Static(f"{tell(self.language, 'tui-leave-the-match')}\n{note}\n\n{keys}")
        yield Footer()  # this question's keys, not the table's

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)



def rules_screen(game: Game[Any], watching: bool, language: str) -> TextScreen:
    """The rules of ``game`` and the keys of the table, playing or ``watching``."""
    keys = (keys_table([(key, tell(language, does)) for key, does in WATCHING_KEYS], language)
            if watching else keys_help(game, language))
    return TextScreen(rules_text(game.id, language) + keys,
                      tell(language, "tui-esc-back-to-table"), language, markdown=True)
