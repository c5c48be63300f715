"""What the terminal table shows: its panels laid out (the title line, the players,
the table, the log, the prompt, the seat's hand, the status line) and drawn from the
viewing seat's view of the hand in play, or of the ended hand whose summary is open.
:class:`~majlis.tui.app.TableApp` plays on it."""

from __future__ import annotations

from typing import TypeVar

from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Footer, Static

from majlis.tui.cells import leave_room
from majlis.tui.choices import plain, prompt, saying
from majlis.tui.names import Names, names_for
from majlis.tui.seen import Seen, bot_label, seat_names
from majlis.tui.session import FinishedHand, Session
from majlis.tui.speech import speak_keys, tell
from majlis.tui.tables import hand_chips, players_table
from majlis.tui.tabletop import table
from majlis.tui.widgets import HandBar, LogPanel, TitleBar
from majlis.tui.wording import goal, title

Panel = TypeVar("Panel", bound=Widget)
LOG_FROM = 80
"""The narrowest terminal that shows the log beside the table (the players' last
actions say the latest moves on a narrower one, a phone's)."""


class TableDisplay(App[None]):
    """The screen of a match at the terminal table, and what it shows now."""

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

    def __init__(self, session: Session, names: str = "symbols", delay: float = 0.8,
                 watching: bool = False, language: str = "en") -> None:
        super().__init__()
        self.language = language
        speak_keys(self, language)
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

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        # 8 seats scroll at 80 x 24
        with _titled(VerticalScroll(id="players", can_focus=False),
                     self.tell("tui-panel-players")):
            yield Static(id="seats")
        with Horizontal(id="middle"):
            yield _titled(Static(id="table"), self.tell("tui-panel-table"))
            yield _titled(LogPanel(id="log"), self.tell("tui-panel-log"))
        yield Static(id="prompt")
        yield HandBar(self.language, id="hand")
        yield Static(id="status")
        yield Footer()

    def seen(self) -> Seen:
        """What the screen shows now: the viewing seat's view of the hand in play, or
        of the ended hand whose summary is open."""
        session = self.session
        seating = session.seating
        players = seat_names(session.game.seats, seating.human, self.language)
        if self.shown is not None:
            return Seen(session.game, self.shown.view, self.names, players, seating.bots,
                        self.shown.scores, self.shown.totals, self.shown.parts, self.language)
        return Seen(session.game, session.view(), self.names, players, seating.bots,
                    session.scores(), session.totals(), language=self.language)

    def draw(self, cursor_action: int | None = None) -> None:
        """Every panel as the screen shows it now (the hand's cursor on
        ``cursor_action``, if given)."""
        seen = self.seen()
        session = self.session
        human_turn = session.human_to_move() and self.shown is None
        legal = session.match.legal_actions() if human_turn else ()
        self.query_one(TitleBar).show(self._titles())
        self.query_one("#seats", Static).update(players_table(seen))
        self.call_after_refresh(self._show_to_move, seen.view.to_move)
        self.query_one("#table", Static).update(table(seen))
        self.query_one(LogPanel).show(seen)
        self.show_with_room(self.query_one("#prompt", Static), self._prompt(seen, legal))
        hand = self.query_one(HandBar)
        hand.border_title = (self.tell("tui-panel-your-hand") if not self.watching
                             else self.tell("tui-panel-hand-of", seat=seen.players[seen.view.seat]))
        strict = human_turn and any(plain(session.game, a) != a for a in legal)
        hand.show(hand_chips(seen, legal), cursor_action, self.announce if strict else None,
                  saying(session.game, self.language))

    def _show_to_move(self, seat: int | None) -> None:
        """Scroll the players (when they do not all fit) to keep the header and
        ``seat``'s row in sight, the header first."""
        players = self.query_one("#players", VerticalScroll)
        rows = players.scrollable_content_region.height
        row = 0 if seat is None else seat + 1  # under the header
        players.scroll_to(y=max(0, row - rows + 1), animate=False, immediate=True)

    def on_resize(self, event: events.Resize) -> None:
        """The players panel may take what the rest of the screen leaves (at 80 x 24,
        10 rows: eight seats then scroll); narrower than :data:`LOG_FROM`, the log
        gives its room to the table, whose layout of 13 ranks it would cut."""
        self.query_one("#players").styles.max_height = max(10, event.size.height - 14)
        self.query_one(LogPanel).display = event.size.width >= LOG_FROM

    def _titles(self) -> list[str]:
        """The title line, then shorter forms of it for a narrow terminal: the seat
        said shortly, then without the seed, then without the match's length; the pace
        always shows."""
        session = self.session
        game, match = session.game, session.match
        number = len(match.hands) if self.shown is None else self.shown.number + 1
        seat = session.seating.human
        watching = self.tell("tui-title-watching")
        who, short = (watching, watching) if self.watching or seat is None else (
            self.tell("tui-title-you-are", n=seat + 1),
            self.tell("tui-title-seat", n=seat + 1))  # counted from 1
        pace = self.tell("tui-title-paused") if self.paused else \
            self.tell("tui-title-pace", seconds=f"{self.delay:g}")
        hand = f"{title(game, self.language)} · {self.tell('tui-title-hand', n=number)}"
        head = hand + goal(game, self.language)
        seed = self.tell("tui-title-seed", seed=str(match.seed))
        return [f"{head} · {who} · {seed} · {pace}",
                f"{head} · {short} · {seed} · {pace}",
                f"{head} · {short} · {pace}",
                f"{head} · {pace}",
                f"{hand} · {pace}"]

    def _prompt(self, seen: Seen, legal: tuple[int, ...]) -> str:
        """What the prompt over the hand says: the human's decision, or who is to move."""
        if self.shown is not None:
            return ""
        to_move = self.session.match.to_move()
        if to_move is None:
            return ""
        if legal:
            forced = self.session.forced_action() is not None
            return self.tell("tui-your-turn-forced" if forced else "tui-your-turn",
                             asked=prompt(seen, legal))
        bot = bot_label(self.session.seating.bots[to_move], self.language)
        if self.paused:
            return self.tell("tui-paused-to-move", seat=seen.players[to_move], bot=bot)
        return self.tell("tui-thinking", seat=seen.players[to_move], bot=bot)

    def tell(self, key: str, **values: object) -> str:
        """The terminal's words of ``key`` in the table's language."""
        return tell(self.language, key, **values)

    def say(self, message: str) -> None:
        """``message`` on the table's status line (under any message over the table)."""
        self.show_with_room(self.screen_stack[0].query_one("#status", Static), message)

    @staticmethod
    def show_with_room(line: Static, text: str) -> None:
        """``text`` on ``line``, with room at its right for the terminals that draw its
        words wider (:mod:`majlis.tui.cells`)."""
        leave_room(line, text)
        line.update(text)


def _titled(panel: Panel, title: str) -> Panel:
    """``panel`` with ``title`` on its border."""
    panel.border_title = title
    return panel
