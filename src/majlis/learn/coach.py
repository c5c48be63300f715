"""The coach: walks a learner through a game's script (:mod:`majlis.learn.script`) one
decision at a time.

At each of the learner's moves the coach says what has happened since (the notes of
the moves played, a scoring rule as it happens) and what to try, then waits.  The rules
engine decides every move: an action the rules refuse is refused with the game's own
reason; a legal action other than the script's is **refused with the coach's
explanation** (the move's ``why``), nothing played, and the learner tries again, so
that the hand stays the one the script explains (a lesson is not a game to lose).  Once
the hand is over the coach says its ``end``: the edge shows the hand's summary and
offers a real table.

Nothing here keeps a session: a lesson's place is the number of the script's moves
played (``at``), from which the same hand is replayed, so a web page or a terminal may
hold it as it likes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from majlis.explain import Fact
from majlis.games import game_class, make_game
from majlis.learn.script import Move, Script, ScriptError, Text, script_of
from majlis.match import Match
from majlis.protocol import Game, IllegalAction
from majlis.words import LANGUAGES, catalogue, fact_key, gather, readable, template

WORDS = gather((catalogue("majlis.games", "coach"),))
"""The coach's own words (``majlis/games/locales/<lang>/coach.ftl``), where a script
says nothing of its own: what to try, and why a move was not taken."""


def said(text: Text, language: str) -> str:
    """``text`` in ``language``, else in English."""
    return text.get(language) or text[LANGUAGES[0]]


def filled(key: str, **values: Text | str) -> Text:
    """The coach's words for ``key`` in every language, filled with ``values`` (a text
    by language, or the same string in every one)."""
    return {lang: template(WORDS, f"coach.{key}", lang, **{
        name: value if isinstance(value, str) else said(value, lang)
        for name, value in values.items()}) or key for lang in LANGUAGES}


def move_words(game: Game[Any], seat: int, action: int) -> Text:
    """A move in every language: the item it plays as the game writes it (``7D``), or
    its word in the game's words (``Pass``)."""
    move = game.move(seat, action)
    if move.item is not None:
        return dict.fromkeys(LANGUAGES, game.item_text(move.item))
    words = game.words()
    key = f"word.{move.word}"
    return {lang: template(words, key, lang) or readable(key) for lang in LANGUAGES}


@dataclass(frozen=True)
class Step:
    """Where a lesson stands: ``at`` moves of the script played, the hand's ``state``,
    what the coach says now (``lines``: the notes since the learner's last move, then
    what to try, or the end), and the script's move in front of the learner (None once
    the hand is over)."""

    at: int
    state: Any
    lines: tuple[Text, ...]
    expected: Move | None


@dataclass(frozen=True)
class Refusal:
    """A move not taken: what the coach says, and the rules' refusal where they refused it."""

    text: Text
    illegal: IllegalAction | None = None


class Lesson:
    """A game's script played through the rules engine."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.game: Game[Any] = make_game(script.game, script.options)
        self.first = Match(self.game, script.seed).hands[0]
        """The hand as dealt: its dealer, its deal and its first state."""
        self.start = self.first.state
        self.seat = script.seat

    def state_at(self, at: int) -> Any:
        """The hand after the script's first ``at`` moves; ScriptError where one is not
        an action or the rules refuse it."""
        if not 0 <= at <= len(self.script.moves):
            raise ScriptError(f"a lesson of {len(self.script.moves)} moves has no move {at}")
        state = self.start
        for number, move in enumerate(self.script.moves[:at]):
            state = self.played(state, number, move)
        return state

    def played(self, state: Any, number: int, move: Move) -> Any:
        """``state`` after the script's move ``number``; ScriptError if it is none."""
        try:
            return self.game.apply(state, self.game.parse_action(move.action))
        except (ValueError, IllegalAction) as error:
            raise ScriptError(f"{self.game.id} lesson, move {number} ({move.action}): "
                              f"{error}") from None

    def learner_moves(self, state: Any, move: Move) -> bool:
        """Whether the learner is asked for ``move`` at ``state``: theirs, and either
        a choice or something the script says of it (a move with no choice and nothing
        to say is played for them, as a table plays a seat's only action)."""
        return self.game.to_move(state) == self.seat and (
            move.say is not None or len(self.game.legal_actions(state)) > 1)

    def begin(self) -> Step:
        """The lesson's first step: the intro, the others' moves up to the learner's first."""
        return self.advance(0, self.start, [self.script.intro])

    def step(self, at: int) -> Step:
        """The step at the learner's move ``at`` (as :meth:`begin` or :meth:`attempt`
        reached it, without the notes on the way); ValueError where ``at`` is no
        learner's move nor the end."""
        state = self.state_at(at)
        if at < len(self.script.moves) and not self.learner_moves(state, self.script.moves[at]):
            raise ValueError(f"move {at} of the lesson is not the learner's")
        return self.advance(at, state, [])

    def advance(self, at: int, state: Any, lines: list[Text]) -> Step:
        """From ``state`` (``at`` moves played) on to the learner's next move or the end,
        the notes of the moves played on the way added to ``lines``."""
        moves = self.script.moves
        while at < len(moves) and not self.learner_moves(state, moves[at]):
            state = self.played(state, at, moves[at])
            note = moves[at].note
            lines += [note] if note else []
            at += 1
        if at == len(moves):
            if self.game.to_move(state) is not None:
                raise ScriptError(f"the {self.game.id} lesson ends before its hand does")
            return Step(at, state, (*lines, self.script.end), None)
        expected = moves[at]
        action = self.game.parse_action(expected.action)
        say = expected.say or filled("try", move=move_words(self.game, self.seat, action))
        return Step(at, state, (*lines, say), expected)

    def attempt(self, at: int, action_text: str) -> Step | Refusal:
        """The learner plays ``action_text`` at their move ``at``: the next step if it is
        the script's move, else why not (nothing is played)."""
        now = self.step(at)
        game = self.game
        if now.expected is None:
            over = game.refuse(action_text, Fact("hand_over"))
            return Refusal(self.filled_refusal(action_text, over), over)
        expected = game.parse_action(now.expected.action)
        try:
            action = game.parse_action(action_text)
        except ValueError:
            return Refusal(filled("unknown", tried=action_text))
        if action == expected:
            state = game.apply(now.state, action)
            notes = [now.expected.note] if now.expected.note else []
            return self.advance(at + 1, state, notes)
        try:
            game.apply(now.state, action)
        except IllegalAction as refused:
            return Refusal(self.filled_refusal(action_text, refused), refused)
        tried, move = (move_words(game, self.seat, a) for a in (action, expected))
        return Refusal(now.expected.why or filled("other", tried=tried, move=move))

    def filled_refusal(self, action_text: str, refused: IllegalAction) -> Text:
        """The rules' refusal of the learner's ``action_text``, in the coach's words and
        the game's words for the reason (its English reason where it gave no fact)."""
        why, game = refused.why, self.game
        if why is None:
            return filled("refused", tried=action_text, reason=refused.reason)
        words = game.words()
        key = fact_key(words, "refusal", why)
        item = None if why.item is None else game.item_text(why.item)
        value = "" if why.value is None else why.value
        reason = {lang: template(words, key, lang, item=item or "", value=value)
                  or refused.reason for lang in LANGUAGES}
        return filled("refused", tried=action_text, reason=reason)


def lesson_of(game_id: str) -> Lesson | None:
    """The lesson of the game ``game_id``; None where the game has none."""
    script = script_of(game_class(game_id))
    return None if script is None else Lesson(script)
