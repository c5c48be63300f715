"""The full-screen terminal table (Textual): the flow of play and the keys.

:class:`TableApp` plays a :class:`~majlis.tui.session.Session` on the display of
:mod:`majlis.tui.display` (the players, the table, a log, the prompt and the seat's
own hand, from one seat), where only legal actions can be chosen (arrows and Enter,
the letter keys of the special actions, or the mouse).  Bots move at the pace of
``delay``; each hand ends on a summary and the match on its result with an offer to
play again.  ``?`` shows the rules, ``h`` a hint, ``s`` saves the match as a record.
With ``watching`` no seat is human and the view can be switched between seats.
"""

from __future__ import annotations

import asyncio
import time
from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType

from majlis.bots import BotNotFound
from majlis.protocol import IllegalAction
from majlis.tui.choices import action_words, announced, plain, saying, special_keys
from majlis.tui.display import TableDisplay
from majlis.tui.screens import HandOverScreen, QuestionScreen, QuitScreen, rules_screen
from majlis.tui.seen import bot_label
from majlis.tui.session import FinishedHand
from majlis.tui.summary import hand_summary, match_summary
from majlis.tui.widgets import HandBar
from majlis.tui.wording import refusal, title, word

DELAYS = (0.0, 0.15, 0.3, 0.5, 0.8, 1.2, 1.8, 2.5)
"""The paces bots can be set to, in seconds per move (``+`` and ``-`` step through)."""
PLAYER_ACTIONS = frozenset({"move", "jump", "confirm", "special", "announce", "hint"})


class TableApp(TableDisplay):
    """A match at the terminal table: the flow of play and the keys."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "move(-1)", "tui-key-choose", key_display="← →"),
        Binding("right", "move(1)", "tui-key-choose", show=False),
        Binding("up", "jump(-1)", "tui-key-suit", show=False),
        Binding("down", "jump(1)", "tui-key-suit", show=False),
        Binding("enter", "confirm", "tui-key-play"),
        Binding("l", "announce", "tui-key-last-card", show=False),
        Binding("h", "hint", "tui-key-hint"),
        Binding("question_mark", "rules", "tui-key-rules"),
        Binding("s", "save", "tui-key-save"),
        Binding("plus,equals_sign", "pace(-1)", "tui-key-bot-speed", key_display="+ -"),
        Binding("minus", "pace(1)", "tui-key-slower", show=False),
        Binding("v", "viewpoint", "tui-key-next-seat"),
        Binding("space", "pause", "tui-key-pause"),
        Binding("q", "leave", "tui-key-quit"),
    ]

    def on_mount(self) -> None:
        self.draw()
        self.advance()

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
        """The human's forced action, if the hand still stands where it was planned and
        the app still runs (a timer can fire while it closes, its screen gone)."""
        if not self.is_running:
            return
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
            self.say(self.tell("tui-bot-failed", error=str(error)))
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
        last = self.session.match.winners is not None and not ended[1:]
        hint = self.tell("tui-on-to-result" if last else "tui-on-to-next-hand",
                         whose="seat" if self.watching else "mine")
        self.push_screen(HandOverScreen(body, hint, self.session, self.names, hand.number,
                                        self.language,
                                        close_after=close,
                                        held=lambda: self.paused), next_one)

    def show_result(self) -> None:
        match = self.session.match
        winners = match.winners or ()
        body = match_summary(self.seen(), winners, len(match.hands))
        again = self.tell("tui-watch-again" if self.watching else "tui-play-again")
        self.push_screen(QuestionScreen(body, again, self.language), self.again)

    def again(self, answer: bool | None) -> None:
        if not answer:
            self.exit()
            return
        old = self.session
        self.session = old.next_match()
        record = self.session.record_path
        self.say(self.tell("tui-new-match") if record is None else
                 self.tell("tui-new-match-recorded", path=str(record),
                           last=str(old.record_path)))
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
        action = next(a for a, k in special_keys(game).items() if k == key)
        if self.session.human_to_move() and not self.busy and self.shown is None:
            self.say(self.tell("tui-not-allowed", why=self.refused(action)))
        else:
            self.say(self.tell("tui-wait-for-your-turn", action=word(
                game, game.describe().specials[action], self.language)))
        self.bell()

    def on_key(self, event: events.Key) -> None:
        """A letter that is one of the game's special keys chooses that action, at the
        table (over a message, its letters are the message's own: r reviews)."""
        key = event.character
        if key and key in special_keys(self.session.game).values() and \
                len(self.screen_stack) == 1 and self.check_action("special", (key,)):
            event.stop()
            self.action_special(key)

    def refused(self, action: int) -> str:
        """Why the rules refuse ``action`` now, in words, from the game's own refusal
        (states are values: asking plays nothing)."""
        session = self.session
        try:
            session.game.apply(session.match.state, action)
        except IllegalAction as refused:
            return refusal(self.seen(), refused)
        return self.tell("tui-not-offered", action=session.game.action_text(action))

    def action_announce(self) -> None:
        if self.query_one(HandBar).announce is not None:
            self.announce = not self.announce
            self.draw()
            return
        game = self.session.game
        saying_more = saying(game, self.language)
        if not saying_more:
            self.say(self.tell("tui-says-nothing-more", game=title(game, self.language)))
        else:
            self.say(self.tell("tui-cannot-say-now", saying=saying_more))
        self.bell()

    def on_hand_bar_chosen(self, chosen: HandBar.Chosen) -> None:
        """A chip of the hand clicked: take its action."""
        self.take(chosen.action)

    def take(self, action: int, keep_status: bool = False) -> None:
        """Play ``action`` for the human, if it is their turn and the rules allow it; the
        status line is cleared unless ``keep_status`` (a move that played itself)."""
        session = self.session
        if not session.human_to_move() or self.busy or self.shown is not None:
            self.bell()
            return
        saying_more = announced(session.game, action, session.match.legal_actions())
        if self.announce and saying_more is not None:
            action = saying_more
        try:
            ended = session.act(action)
        except IllegalAction as refused:
            self.say(self.tell("tui-not-allowed", why=refusal(self.seen(), refused)))
            self.bell()
            return
        self.announce = False
        if not keep_status:
            self.say("")
        if not self.after(ended):
            self.advance()

    def action_hint(self) -> None:
        if not self.session.human_to_move() or self.busy or self.shown is not None:
            self.say(self.tell("tui-hints-on-your-turn"))
            return
        self.busy = True
        self.say(self.tell("tui-asking", bot=bot_label(self.session.hint_bot, self.language)))
        self.run_worker(self._hint(), group="hint", exit_on_error=False)

    async def _hint(self) -> None:
        try:
            action = await asyncio.to_thread(self.session.hint)
        except (BotNotFound, NotImplementedError, ValueError) as error:
            self.say(self.tell("tui-no-hint", error=str(error)))
        else:
            played = plain(self.session.game, action)
            self.announce = played != action and self.query_one(HandBar).announce is not None
            words = action_words(self.seen(), action)
            self.say(self.tell("tui-hint-from", words=words,
                               bot=bot_label(self.session.hint_bot, self.language)))
            self.draw(cursor_action=played if self.announce else action)
        finally:
            self.busy = False

    def action_rules(self) -> None:
        self.push_screen(rules_screen(self.session.game, self.watching, self.language),
                         self._back)

    def action_save(self) -> None:
        self.save()

    def save(self, quiet: bool = False) -> bool:
        """Save the match; a failure is shown and the match goes on.  ``quiet``: say
        nothing when it worked (the save after every move)."""
        try:
            path = self.session.save()
        except OSError as error:
            self.say(self.tell("tui-could-not-save", error=str(error)))
            return False
        if not quiet:  # bots only when watching: a record to replay, not to play on
            self.say(self.tell("tui-saved-replay" if self.watching else "tui-saved-resume",
                               path=str(path)))
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
        self.push_screen(QuitScreen(str(path) if path else None, self.language), self._leave)

    def _leave(self, answer: str | None) -> None:
        if answer == "quit" or (answer == "save" and self.save()):
            self.exit()
        else:
            self._back(answer)

    def _back(self, _: object) -> None:
        """Back at the table from a message over it: the bots go on if they are to move
        (while it was open a hand may have ended, or the bots been paused and let go)."""
        self.advance()
