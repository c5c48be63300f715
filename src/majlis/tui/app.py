"""The full-screen terminal table (Textual).

:class:`TableApp` shows a :class:`~majlis.tui.session.Session` from one seat:
the players, the table, a log, the prompt and the seat's own hand, where only
legal actions can be chosen (arrows and Enter, the letter keys of the special
actions, or the mouse).  Bots move at the pace of ``delay``; each hand ends on
a summary and the match on its result with an offer to play again.  ``?``
shows the rules, ``h`` a hint, ``s`` saves the match as a record.  With
``watching`` no seat is human and the view can be switched between seats.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import random
import time
from pathlib import Path
from typing import Any, ClassVar

from rich.console import Console, RenderableType
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Footer, Markdown, Static

from majlis.bots import BotNotFound
from majlis.games import game_class
from majlis.protocol import Game, IllegalAction
from majlis.tui import drawing
from majlis.tui.names import Names, names_for
from majlis.tui.review import review_into
from majlis.tui.seen import Seen, seat_names
from majlis.tui.session import FinishedHand, Session
from majlis.tui.summary import hand_summary, match_summary
from majlis.tui.tables import (
    SPECIALS_GROUP,
    Chip,
    hand_chips,
    log_text,
    players_table,
    table_view,
)

DELAYS = (0.0, 0.15, 0.3, 0.5, 0.8, 1.2, 1.8, 2.5)
"""The paces bots can be set to, in seconds per move (``+`` and ``-`` step through)."""
LOG_LINES = 12
LOG_WIDTH = 24
"""The log's size before the first layout."""
PLAYER_ACTIONS = frozenset({"move", "jump", "confirm", "special", "announce", "hint"})
KEYS_HELP = """
## Keys

| key | does |
| --- | --- |
| ← → | move between the actions you may take (highlighted) |
| ↑ ↓ | jump to the previous or next suit |
| Enter | take the highlighted action (or click it) |
{game_keys}| h | a hint from the search bot |
| s | save the match as a record (resume with `majlis play --resume FILE`) |
| + - | bots play faster or slower; space pauses them |
| ? | these rules; Esc closes |
| q | leave the match (offers to save first) |
"""
"""The keys while playing, shown under the rules, with the game's own
(:func:`keys_help`)."""
WATCH_KEYS_HELP = """
## Keys

| key | does |
| --- | --- |
| v | show the next seat's view and hand |
| space | pause the bots, or let them go on |
| + - | bots play faster or slower |
| s | save the match as a record (for `majlis replay FILE` or `majlis verify FILE`) |
| ? | these rules; Esc closes |
| q | stop watching |
"""
"""The keys while watching."""


def keys_help(game: Game[Any]) -> str:
    """The keys while playing ``game``: the table's, the special actions' as the game
    words them, and the key that makes a play say more where its plays may."""
    specials = game.describe().specials
    rows = [f"| {key} | {drawing.word(game, specials[action]).lower()} |\n"
            for action, key in drawing.special_keys(game).items()]
    if drawing.saying(game):
        rows.append(f'| l | say "{drawing.saying(game)}" with your play, where the rules offer '
                    f'it |\n')
    return KEYS_HELP.format(game_keys="".join(rows))


def next_record_path(path: Path) -> Path:
    """Where the next match of a table recording to ``path`` goes: ``NAME-2.json``
    beside ``NAME.json`` (then ``-3`` ...), the first that is not taken."""
    stem = path.stem
    base, _, number = stem.rpartition("-")
    start = 2
    if base and number.isdigit():
        stem, start = base, int(number) + 1
    return next(candidate for n in itertools.count(start)
                if not (candidate := path.with_name(f"{stem}-{n}{path.suffix}")).exists())


def rules_text(game_id: str) -> str:
    """The rules of ``game_id`` for players, in the terminal's language (the game's own
    text, as the web page's ``/rules/<id>`` shows it)."""
    cls = game_class(game_id)
    return cls.rules(drawing.LANGUAGE) or cls.rules() or ""


def screen_text(app: App[Any]) -> str:
    """The text of the screen as the terminal shows it (what a snapshot compares)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      legacy_windows=False, color_system=None)
    # The same rendering as App.export_screenshot, exported as text rather than SVG.
    update = app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens)
    console.print(update)
    return "\n".join(line.rstrip() for line in console.export_text().splitlines())


class TitleBar(Static):
    """The title line: its parts in order, the least important dropped or shortened
    first when the line is too narrow (the pace always stays)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.choices: list[str] = []

    def show(self, choices: list[str]) -> None:
        """``choices``: the title, then shorter forms of it, from most to least complete."""
        self.choices = choices
        self.fill()

    def on_resize(self) -> None:
        self.fill()

    def fill(self) -> None:
        width = self.content_size.width or self.app.size.width - 2
        fits = [text for text in self.choices if Text(text).cell_len <= width]
        self.update(fits[0] if fits else (self.choices or [""])[-1])


class LogPanel(Static):
    """The latest actions of the hand, newest last: as many as fit, counted again
    whenever the panel changes size (a prompt that wraps takes a line from it)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seen: Seen | None = None

    def show(self, seen: Seen) -> None:
        self.seen = seen
        self.fill()

    def on_resize(self) -> None:
        self.fill()

    def fill(self) -> None:
        if self.seen is not None:
            size = self.content_size
            self.update(log_text(self.seen, size.height or LOG_LINES, size.width or LOG_WIDTH))


class HandBar(Widget):
    """The seat's hand and special actions; legal ones are highlighted and clickable."""

    DEFAULT_CSS = "HandBar { height: auto; link-style: none; link-style-hover: none; }"
    """Chips are clickable, yet only the legal ones are underlined (by their own style)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.chips: list[Chip] = []
        self.cursor = -1
        self.announce: bool | None = None
        self.saying = ""

    def show(self, chips: list[Chip], cursor_action: int | None = None,
             announce: bool | None = None, saying: str = "") -> None:
        """Show ``chips``; the cursor goes to ``cursor_action`` or stays on its action;
        with ``announce`` (on or off), whether the play says ``saying`` too."""
        keep = self.chips[self.cursor].action if 0 <= self.cursor < len(self.chips) else None
        self.chips, self.announce, self.saying = chips, announce, saying
        wanted = cursor_action if cursor_action is not None else keep
        legal = [i for i, chip in enumerate(chips) if chip.legal]
        self.cursor = next((i for i in legal if chips[i].action == wanted),
                           legal[0] if legal else -1)
        self.refresh(layout=True)

    def move(self, step: int) -> None:
        legal = [i for i, chip in enumerate(self.chips) if chip.legal]
        if legal:
            at = legal.index(self.cursor) if self.cursor in legal else 0
            self.cursor = legal[(at + step) % len(legal)]
            self.refresh()

    def jump(self, step: int) -> None:
        """To the first legal chip of the next (or previous) group."""
        legal = [i for i, chip in enumerate(self.chips) if chip.legal]
        if not legal:
            return
        groups = sorted({self.chips[i].group for i in legal})
        here = self.chips[self.cursor].group if self.cursor >= 0 else groups[0]
        target = groups[(groups.index(here) + step) % len(groups)]
        self.cursor = next(i for i in legal if self.chips[i].group == target)
        self.refresh()

    def selected(self) -> Chip | None:
        return self.chips[self.cursor] if 0 <= self.cursor < len(self.chips) else None

    def render(self) -> Content:
        if not self.chips:
            return Content.styled("(no cards)", "dim")
        parts: list[str | tuple[str, str]] = []
        group = None
        for i, chip in enumerate(self.chips):
            if parts:
                parts.append("   " if chip.group != group else " ")
            group = chip.group
            parts.append((self._label(chip), self._style(i, chip)))
        if self.announce is not None:
            state = "ON" if self.announce else "off"
            parts.append((f'   (l) say "{self.saying}": {state}',
                          "bold yellow" if self.announce else "dim"))
        return Content.assemble(*parts)

    @staticmethod
    def _label(chip: Chip) -> str:
        return ("✓" if chip.picked else "") + chip.label.plain

    def _style(self, index: int, chip: Chip) -> str:
        label_color = Style.parse(str(chip.label.style or "")).color  # its colour, not bold
        color = label_color.name if label_color else ""
        if not chip.legal:  # clickable too, to hear why it is refused
            return f"dim strike @click=pick({index})" if chip.picked \
                else f"dim {color} @click=pick({index})"
        style = f"{color} bold underline @click=pick({index})"
        if chip.group == SPECIALS_GROUP:
            style = f"bold @click=pick({index})"
        return style + (" reverse" if index == self.cursor else "")

    def action_pick(self, index: int) -> None:
        """A click on chip ``index``: take its action (a refusal says why not)."""
        chip = self.chips[index]
        if chip.legal:
            self.cursor = index
            self.refresh()
        if isinstance(self.app, TableApp):
            self.app.take(chip.action)


class TextScreen(ModalScreen[bool]):
    """A message over the table: a hand's summary, the match result, the rules."""

    DEFAULT_CSS = """
    TextScreen { align: center middle; }
    TextScreen > VerticalScroll { width: 90; max-width: 100%; height: auto;
        max-height: 90%; border: thick $accent; background: $surface; padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter,space,question_mark", "close(False)", "continue"),
        Binding("s", "app.save", "save"),
        Binding("q", "app.leave", "quit"),
        # Over a message the app's own ctrl+c is not reached (the screen is modal).
        Binding("ctrl+c", "app.help_quit", show=False)]

    def __init__(self, body: RenderableType | str, hint: str, markdown: bool = False,
                 close_after: float | None = None) -> None:
        super().__init__()
        self.body, self.hint, self.markdown, self.close_after = body, hint, markdown, close_after

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
        if self.close_after is not None:
            # Textual timers need a positive interval.
            self.set_timer(max(self.close_after, 0.01), self._close_by_itself)

    def _close_by_itself(self) -> None:
        """The timed close of a message while watching: not while the bots are paused
        (the message then waits for a key)."""
        if not (isinstance(self.app, TableApp) and self.app.paused):
            self.action_close(False)

    def action_close(self, answer: bool) -> None:
        if self.is_active:
            self.dismiss(answer)


class HandOverScreen(TextScreen):
    """A hand's summary, from which r opens the review of the viewing seat's play."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("r", "review", "review my play")]

    def __init__(self, body: RenderableType, hint: str, number: int,
                 close_after: float | None = None) -> None:
        super().__init__(body, hint, close_after=close_after)
        self.number = number

    def action_review(self) -> None:
        if isinstance(self.app, TableApp):
            session = self.app.session
            shown = TextScreen(f"Reviewing hand {self.number + 1} …", "Esc: back")
            self.app.push_screen(shown)
            review_into(shown, session.match, session.viewpoint, self.number)


class QuestionScreen(TextScreen, inherit_bindings=False):
    """A message that asks yes or no."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "close(True)", "again"), Binding("n", "close(False)", "quit"),
        Binding("s", "app.save", "save"),
        Binding("q,escape", "app.leave", "leave"),  # as over the other messages: asks
        Binding("ctrl+c", "app.help_quit", show=False)]


class QuitScreen(ModalScreen[str]):
    """Leave the match: save first, leave, or stay."""

    DEFAULT_CSS = """
    QuitScreen { align: center middle; }
    QuitScreen > Static { width: 60; border: thick $warning; background: $surface;
        padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "answer('save')", "save and quit"),
        Binding("y,q", "answer('quit')", "quit"),
        Binding("n,escape", "answer('stay')", "keep playing"),
        Binding("ctrl+c", "app.help_quit", show=False)]

    def __init__(self, saved_to: str | None) -> None:
        super().__init__()
        self.saved_to = saved_to

    def compose(self) -> ComposeResult:
        note = (f"The match is saved in\n{self.saved_to}" if self.saved_to
                else "The match is not saved.")
        yield Static(f"Leave the match?\n{note}\n\n"
                     "s  save and quit\ny  quit\nn  keep playing")
        yield Footer()  # this question's keys, not the table's

    def action_answer(self, answer: str) -> None:
        self.dismiss(answer)


class TableApp(App[None]):
    """A match at the terminal table."""

    TITLE = "majlis"
    ENABLE_COMMAND_PALETTE = False  # nothing to search for; its footer entry hid "q quit"
    CSS = """
    #title { height: 1; background: $primary-background; color: $text; padding: 0 1; }
    #players { height: auto; max-height: 10; border: round $primary; padding: 0 1; }
    #seats { height: auto; }
    #middle { height: 1fr; }
    #table { width: 2fr; height: 100%; border: round $secondary; padding: 0 1; }
    #log { width: 1fr; min-width: 24; height: 100%; border: round $panel; padding: 0 1; }
    #prompt { height: auto; padding: 0 1; color: $warning; text-style: bold; }
    #hand { border: round $accent; padding: 0 1; min-height: 3; }
    #status { height: auto; max-height: 2; padding: 0 1; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "choose", show=False),
        Binding("right", "move(1)", "choose", show=False),
        Binding("up", "jump(-1)", "suit", show=False),
        Binding("down", "jump(1)", "suit", show=False),
        Binding("enter", "confirm", "take"),
        Binding("l", "announce", "last card", show=False),
        Binding("h", "hint", "hint"),
        Binding("question_mark", "rules", "rules"),
        Binding("s", "save", "save"),
        Binding("plus,equals_sign", "pace(-1)", "faster"),
        Binding("minus", "pace(1)", "slower"),
        Binding("v", "viewpoint", "next seat"),
        Binding("space", "pause", "pause"),
        Binding("q", "leave", "quit"),
    ]

    def __init__(self, session: Session, names: str = "symbols", delay: float = 0.8,
                 watching: bool = False) -> None:
        super().__init__()
        self.session = session
        self.names: Names = names_for(names, session.game.describe().tradition)
        self.delay = delay
        self.watching = watching
        self.paused = False
        self.busy = False
        """True while a bot (or the hint) is thinking."""
        self.announce = False
        self.shown: FinishedHand | None = None
        """The ended hand the screen shows while its summary is open."""

    # -- layout ------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        with VerticalScroll(id="players", can_focus=False):  # 8 seats scroll at 80 x 24
            yield Static(id="seats")
        with Horizontal(id="middle"):
            yield Static(id="table")
            yield LogPanel(id="log")
        yield Static(id="prompt")
        yield HandBar(id="hand")
        yield Static(id="status")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#players").border_title = "Players"
        self.query_one("#table").border_title = "Table"
        self.query_one("#log").border_title = "Log"
        self.draw()
        self.advance()

    def seen(self) -> Seen:
        """What the screen shows now: the viewing seat's view of the hand in play, or
        of the ended hand whose summary is open."""
        session = self.session
        seating = session.seating
        players = seat_names(session.game.seats, seating.human)
        if self.shown is not None:
            return Seen(session.game, self.shown.view, self.names, players, seating.bots,
                        self.shown.scores, self.shown.totals, self.shown.parts)
        return Seen(session.game, session.view(), self.names, players, seating.bots,
                    session.scores(), session.totals())

    def draw(self, cursor_action: int | None = None) -> None:
        seen = self.seen()
        session = self.session
        human_turn = session.human_to_move() and self.shown is None
        legal = session.match.legal_actions() if human_turn else ()
        self.query_one(TitleBar).show(self._titles())
        self.query_one("#seats", Static).update(players_table(seen))
        self.call_after_refresh(self._show_to_move, seen.view.to_move)
        self.query_one("#table", Static).update(table_view(seen))
        self.query_one(LogPanel).show(seen)
        self.query_one("#prompt", Static).update(self._prompt(seen, legal))
        hand = self.query_one(HandBar)
        hand.border_title = ("Your hand" if not self.watching
                             else f"{seen.players[seen.view.seat]}'s hand")
        strict = human_turn and any(drawing.plain(session.game, a) != a for a in legal)
        hand.show(hand_chips(seen, legal), cursor_action, self.announce if strict else None,
                  drawing.saying(session.game))

    def _show_to_move(self, seat: int | None) -> None:
        """Scroll the players (when they do not all fit) to keep the header and
        ``seat``'s row in sight, the header first."""
        players = self.query_one("#players", VerticalScroll)
        rows = players.scrollable_content_region.height
        row = 0 if seat is None else seat + 1  # under the header
        players.scroll_to(y=max(0, row - rows + 1), animate=False, immediate=True)

    def on_resize(self, event: events.Resize) -> None:
        """The players panel may take what the rest of the screen leaves (at 80 x 24,
        10 rows: eight seats then scroll)."""
        self.query_one("#players").styles.max_height = max(10, event.size.height - 14)

    def _titles(self) -> list[str]:
        """The title line, then shorter forms of it for a narrow terminal: the seat
        said shortly, then without the seed, then without the match's length; the pace
        always shows."""
        session = self.session
        game, match = session.game, session.match
        goal = drawing.goal(game)
        number = len(match.hands) if self.shown is None else self.shown.number + 1
        seat = session.seating.human
        who, short = ("watching", "watching") if self.watching or seat is None else (
            f"you are seat {seat + 1}", f"seat {seat + 1}")  # counted from 1
        pace = "paused" if self.paused else f"bots {self.delay:g}s"
        hand = f"{game.title} · hand {number}"
        head = hand + goal
        return [f"{head} · {who} · seed {match.seed} · {pace}",
                f"{head} · {short} · seed {match.seed} · {pace}",
                f"{head} · {short} · {pace}",
                f"{head} · {pace}",
                f"{hand} · {pace}"]

    def _prompt(self, seen: Seen, legal: tuple[int, ...]) -> str:
        if self.shown is not None:
            return ""
        to_move = self.session.match.to_move()
        if to_move is None:
            return ""
        if legal:
            forced = " (playing by itself…)" if self.session.forced_action() is not None else ""
            return "Your turn: " + drawing.prompt(seen, legal) + forced
        bot = self.session.seating.bots[to_move]
        if self.paused:
            return f"Paused: {seen.players[to_move]} ({bot}) is to move. Space goes on."
        return f"{seen.players[to_move]} ({bot}) is thinking…"

    def say(self, message: str) -> None:
        """``message`` on the table's status line (under any message over the table)."""
        self.screen_stack[0].query_one("#status", Static).update(message)

    # -- the flow of play ------------------------------------------------------

    def advance(self) -> None:
        """Let the bots move, unless someone must look or decide first."""
        if self.shown is not None or self.busy or len(self.screen_stack) > 1:
            return
        if self.session.match.winners is not None:
            self.show_result()
        elif self.session.bot_to_move() is not None and not self.paused:
            self.busy = True
            self.run_worker(self._bots(), group="bots", exit_on_error=False)
        elif self.session.forced_action() is not None:
            played = len(self.session.match.hands), len(self.session.view().history)
            # shown for as long as a bot's move, then played
            self.set_timer(max(self.delay, 0.01), lambda: self._play_forced(played))

    def _play_forced(self, played: tuple[int, int]) -> None:
        """The human's forced action, if the hand still stands where it was planned."""
        action = self.session.forced_action()
        now = len(self.session.match.hands), len(self.session.view().history)
        if action is not None and now == played and self.shown is None and not self.busy:
            self.take(action, keep_status=True)

    async def _bots(self) -> None:
        try:
            while self.session.bot_to_move() is not None and not self.paused:
                started = time.monotonic()
                action = await asyncio.to_thread(self.session.bot_action)
                await asyncio.sleep(max(0.0, self.delay - (time.monotonic() - started)))
                if self.after(self.session.act(action)):
                    break
        except (BotNotFound, NotImplementedError, ValueError) as error:
            self.paused = True
            self.say(f"A bot could not play: {error}")
        finally:
            self.busy = False
        self.advance()

    def after(self, ended: list[FinishedHand]) -> bool:
        """Save to ``--record``'s file, redraw after an action, show the summaries of the
        hands it ended.  True when a summary now waits for the player."""
        if self.session.record_path is not None:
            self.save(quiet=True)
        if not ended:
            self.draw()
            return False
        self.show_ended(ended)
        return True

    def show_ended(self, ended: list[FinishedHand]) -> None:
        hand = ended[0]
        self.shown = hand
        self.draw()
        seen = self.seen()
        close = 4 * self.delay if self.watching and not self.paused else None

        def next_one(_: bool | None) -> None:
            self.shown = None
            self.draw()
            if ended[1:]:
                self.show_ended(ended[1:])
            else:
                self.advance()

        body = hand_summary(seen, hand.number, hand.void)
        more = "the result" if self.session.match.winners is not None and not ended[1:] \
            else "the next hand"
        self.push_screen(HandOverScreen(body, f"Enter: on to {more} · r: review my play",
                                        hand.number, close_after=close), next_one)

    def show_result(self) -> None:
        match = self.session.match
        winners = match.winners or ()
        body = match_summary(self.seen(), winners, len(match.hands))
        again = "watch" if self.watching else "play"
        self.push_screen(QuestionScreen(body, f"{again} again? y: yes · n: quit"), self.again)

    def again(self, answer: bool | None) -> None:
        if not answer:
            self.exit()
            return
        old = self.session
        record = None if old.record_path is None else next_record_path(old.record_path)
        self.session = Session.new(old.game, old.seating, random.SystemRandom().randrange(10**9),
                                   record_path=record, hint_bot=old.hint_bot)
        self.session.viewpoint = old.viewpoint
        self.say("A new match." if record is None else
                 f"A new match, recorded in {record} (the last one stays in {old.record_path}).")
        if record is not None:
            self.save(quiet=True)
        self.draw()
        self.advance()

    # -- the player's actions -------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The player's keys only when playing, the seat switch only when watching
        (False hides a key and its footer entry)."""
        if action in PLAYER_ACTIONS:
            return not self.watching
        return self.watching or action != "viewpoint"

    def action_move(self, step: int) -> None:
        self.query_one(HandBar).move(step)

    def action_jump(self, step: int) -> None:
        self.query_one(HandBar).jump(step)

    def action_confirm(self) -> None:
        chip = self.query_one(HandBar).selected()
        if chip is not None:
            self.take(chip.action)

    def action_special(self, key: str) -> None:
        chip = next((c for c in self.query_one(HandBar).chips if c.key == key and c.legal), None)
        if chip is not None:
            self.take(chip.action)
            return
        game = self.session.game
        action = next(a for a, k in drawing.special_keys(game).items() if k == key)
        if self.session.human_to_move() and not self.busy and self.shown is None:
            self.say(f"Not allowed: {self.refused(action)}")
        else:
            self.say(f"{drawing.word(game, game.describe().specials[action])}: "
                     "wait for your turn.")
        self.bell()

    def on_key(self, event: events.Key) -> None:
        """A letter that is one of the game's special keys chooses that action."""
        key = event.character
        if key and key in drawing.special_keys(self.session.game).values() and \
                self.check_action("special", (key,)):
            event.stop()
            self.action_special(key)

    def refused(self, action: int) -> str:
        """Why the rules refuse ``action`` now, in words, from the game's own refusal
        (states are values: asking plays nothing)."""
        session = self.session
        try:
            session.game.apply(session.match.state, action)
        except IllegalAction as refusal:
            return drawing.refusal(self.seen(), refusal)
        return f"{session.game.action_text(action)} is not offered now."

    def action_announce(self) -> None:
        if self.query_one(HandBar).announce is not None:
            self.announce = not self.announce
            self.draw()
            return
        game = self.session.game
        if not drawing.saying(game):
            self.say(f"l: a play of {game.title} says nothing more.")
        else:
            self.say(f'l: no play on offer now can say "{drawing.saying(game)}".')
        self.bell()

    def take(self, action: int, keep_status: bool = False) -> None:
        """Play ``action`` for the human, if it is their turn and the rules allow it; the
        status line is cleared unless ``keep_status`` (a move that played itself)."""
        session = self.session
        if not session.human_to_move() or self.busy or self.shown is not None:
            self.bell()
            return
        announced = drawing.announced(session.game, action, session.match.legal_actions())
        if self.announce and announced is not None:
            action = announced
        try:
            ended = session.act(action)
        except IllegalAction as refusal:
            self.say(f"Not allowed: {drawing.refusal(self.seen(), refusal)}")
            self.bell()
            return
        self.announce = False
        if not keep_status:
            self.say("")
        if not self.after(ended):
            self.advance()

    def action_hint(self) -> None:
        if not self.session.human_to_move() or self.busy or self.shown is not None:
            self.say("Hints are given on your turn.")
            return
        self.busy = True
        self.say(f"Asking the {self.session.hint_bot} bot…")
        self.run_worker(self._hint(), group="hint", exit_on_error=False)

    async def _hint(self) -> None:
        try:
            action = await asyncio.to_thread(self.session.hint)
        except (BotNotFound, NotImplementedError, ValueError) as error:
            self.say(f"No hint: {error}")
        else:
            plain = drawing.plain(self.session.game, action)
            self.announce = plain != action and self.query_one(HandBar).announce is not None
            words = drawing.action_words(self.seen(), action)
            self.say(f"Hint from the {self.session.hint_bot} bot: {words}")
            self.draw(cursor_action=plain if self.announce else action)
        finally:
            self.busy = False

    def action_rules(self) -> None:
        game = self.session.game
        keys = WATCH_KEYS_HELP if self.watching else keys_help(game)
        self.push_screen(TextScreen(rules_text(game.id) + keys, "Esc: back to the table",
                                    markdown=True), self._back)

    def action_save(self) -> None:
        self.save()

    def save(self, quiet: bool = False) -> bool:
        """Save the match; a failure is shown and the match goes on.  ``quiet``: say
        nothing when it worked (the save after every move)."""
        try:
            path = self.session.save()
        except OSError as error:
            self.say(f"Could not save: {error}")
            return False
        if not quiet:  # bots only when watching: a record to replay, not to play on
            self.say(f"Saved. Replay with: majlis replay {path}" if self.watching
                     else f"Saved. Resume with: majlis play --resume {path}")
        return True

    def action_pace(self, step: int) -> None:
        at = min(range(len(DELAYS)), key=lambda i: abs(DELAYS[i] - self.delay))
        self.delay = DELAYS[max(0, min(len(DELAYS) - 1, at + step))]
        self.draw()

    def action_pause(self) -> None:
        self.paused = not self.paused
        self.draw()
        self.advance()

    def action_viewpoint(self) -> None:
        if self.watching:
            self.session.viewpoint = (self.session.viewpoint + 1) % self.session.game.seats
            self.draw()

    async def action_quit(self) -> None:
        """Ctrl+Q (Textual's quit): leave as ``q`` does."""
        self._quit_key()

    def action_help_quit(self) -> None:
        """Ctrl+C: leave as ``q`` does (rather than Textual's note on how to quit)."""
        self._quit_key()

    def _quit_key(self) -> None:
        """Offer to save and leave; pressed again over that question, quit."""
        if isinstance(self.screen, QuitScreen):
            self.exit()
        else:
            self.action_leave()

    def action_leave(self) -> None:
        if self.watching:
            self.exit()
            return
        path = self.session.saved
        self.push_screen(QuitScreen(str(path) if path else None), self._leave)

    def _leave(self, answer: str | None) -> None:
        if answer == "quit" or (answer == "save" and self.save()):
            self.exit()
        else:
            self._back(answer)

    def _back(self, _: object) -> None:
        """Back at the table from a message over it: the bots go on if they are to move
        (while it was open a hand may have ended, or the bots been paused and let go)."""
        self.advance()
