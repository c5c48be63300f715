"""The guided first hands (docs/learn.md): every game's script replayed through the
rules engine to the end of its hand, every text in both languages, and the coach's
answers to the learner's right, legal-but-other and illegal moves."""

from __future__ import annotations

import dataclasses
from typing import Any, cast

import pytest

from majlis.games import GAME_IDS, game_class
from majlis.learn.coach import Lesson, Refusal, Step, lesson_of
from majlis.learn.script import Move, ScriptError, parse_script, script_of
from majlis.words import LANGUAGES, gather


def lesson(game_id: str) -> Lesson:
    found = lesson_of(game_id)
    assert found is not None, f"{game_id} ships no lesson"
    return found


def walk(taught: Lesson) -> list[Step]:
    """Every step of the lesson, the learner playing what the coach asks."""
    steps = [taught.begin()]
    while (expected := steps[-1].expected) is not None:
        answer = taught.attempt(steps[-1].at, expected.action)
        assert isinstance(answer, Step), answer
        steps.append(answer)
    return steps


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_script_that_replays_to_the_end_of_its_hand(game_id: str) -> None:
    """A rule change that makes any scripted move illegal, or ends the hand elsewhere,
    fails here."""
    taught = lesson(game_id)
    game = taught.game
    end = taught.state_at(len(taught.script.moves))
    assert game.to_move(end) is None and not game.is_void(end)
    steps = walk(taught)
    assert steps[-1].state == end and steps[-1].lines[-1] == taught.script.end
    assert steps[0].lines[0] == taught.script.intro
    assert len(steps) >= 3, "a lesson asks the learner for a few moves at least"
    for step in steps[:-1]:
        assert game.to_move(step.state) == taught.seat


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_text_of_a_script_is_in_every_language(game_id: str) -> None:
    script = script_of(game_class(game_id))
    assert script is not None
    texts = [script.intro, script.end, *(getattr(move, field) for move in script.moves
                                         for field in ("say", "why", "note"))]
    for text in filter(None, texts):
        assert set(text) == set(LANGUAGES) and all(text[lang].strip() for lang in LANGUAGES)
    assert any(move.say for move in script.moves) and any(move.note for move in script.moves)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_move_said_before_is_the_learners_and_one_with_why_has_another_legal_move(
        game_id: str) -> None:
    """A ``say`` is said to the learner, so it stands on a learner's move; a ``why``
    answers another legal move, so there is one."""
    taught = lesson(game_id)
    game = taught.game
    for at, move in enumerate(taught.script.moves):
        state = taught.state_at(at)
        if move.say or move.why:
            assert game.to_move(state) == taught.seat, (at, move.action)
        if move.why:
            assert len(game.legal_actions(state)) > 1, (at, move.action)


def choices(taught: Lesson) -> list[tuple[Step, int]]:
    """The lesson's steps where the learner has another legal move, with that move."""
    found = []
    for step in walk(taught)[:-1]:
        assert step.expected is not None
        expected = taught.game.parse_action(step.expected.action)
        found += [(step, a) for a in taught.game.legal_actions(step.state) if a != expected][:1]
    return found


def test_a_legal_move_other_than_the_scripts_is_refused_with_the_coachs_reason() -> None:
    """Every other legal move at every choice of every lesson (Asymmetric Badam Saat's
    deal leaves its learner none: each move there is forced)."""
    tried = 0
    for game_id in GAME_IDS:
        taught = lesson(game_id)
        for step, other in choices(taught):
            answer = taught.attempt(step.at, taught.game.action_text(other))
            assert isinstance(answer, Refusal) and answer.illegal is None
            assert step.expected is not None
            assert answer.text == step.expected.why or (
                step.expected.why is None and all(answer.text[lang] for lang in LANGUAGES))
            assert taught.step(step.at).state == step.state, "nothing was played"
            tried += 1
    assert tried >= 10


def test_a_move_the_rules_refuse_is_refused_with_their_reason_in_each_language() -> None:
    taught = lesson("sabat-al-deemin")
    first = taught.begin()
    assert first.expected is not None and first.expected.action == "pass"  # keep the Kings
    answer = taught.attempt(first.at, "KS")
    assert isinstance(answer, Refusal) and answer.illegal is not None
    assert answer.illegal.reason in answer.text["en"]
    assert "KS" in answer.text["ar"] and answer.text["ar"] != answer.text["en"]
    assert isinstance(taught.attempt(first.at, "no such move"), Refusal)


def test_the_three_kings_redeal_question_is_asked_and_explained() -> None:
    taught = lesson("sabat-al-deemin")
    first = taught.begin()
    legal = {taught.game.action_text(a) for a in taught.game.legal_actions(first.state)}
    assert legal == {"pass", "redeal"}
    answer = taught.attempt(first.at, "redeal")
    assert isinstance(answer, Refusal) and first.expected is not None
    assert answer.text == first.expected.why


def test_a_moves_place_is_checked() -> None:
    taught = lesson("sedma")
    with pytest.raises(ScriptError):
        taught.state_at(len(taught.script.moves) + 1)
    with pytest.raises(ValueError, match="not the learner's"):
        taught.step(1)


def broken(game_id: str, change: dict[str, Any]) -> Lesson:
    script = script_of(game_class(game_id))
    assert script is not None
    return Lesson(dataclasses.replace(script, **change))


def test_a_script_the_rules_refuse_fails() -> None:
    """What the replay test guards: a move the rules no longer allow is found."""
    script = script_of(game_class("sedma"))
    assert script is not None
    moves = list(script.moves)
    moves[1] = Move("6-6")
    with pytest.raises(ScriptError, match="move 1"):
        walk(broken("sedma", {"moves": tuple(moves)}))
    with pytest.raises(ScriptError, match="ends before its hand does"):
        walk(broken("sedma", {"moves": script.moves[:-1]}))


def test_a_text_that_names_no_message_is_refused() -> None:
    lessons = gather(({"en": "learn-intro = Hello\nlearn-end = Bye\n"},))
    doc = {"format": 1, "options": {}, "seed": "s", "seat": 0,
           "intro": "learn.hello", "end": "learn.end", "moves": []}
    with pytest.raises(ScriptError, match="intro"):
        parse_script("sedma", doc, lessons, "sedma.learn.json")
    doc["intro"] = "learn.intro"
    assert parse_script("sedma", doc, lessons, "sedma.learn.json").intro["hi"] == "Hello"
    doc["moves"] = [{"action": "2-2", "say": {"en": "Set it"}}]
    with pytest.raises(ScriptError, match=r"move 0\.say"):
        parse_script("sedma", doc, lessons, "sedma.learn.json")


def test_a_new_game_plugs_in_its_own_lesson_beside_its_module() -> None:
    """Tiny Tricks (the tests' game, registered as a game package would be) brings its
    lesson as ``tiny_game.learn.json`` beside its module; nothing else names it."""
    from tests import tiny_game

    tiny_game.register()
    taught = lesson("tiny-tricks")
    steps = walk(taught)
    assert steps[-1].expected is None and steps[-1].lines[-1] == taught.script.end
    assert [s.expected.action for s in steps[:-1] if s.expected] == ["pass", "AS", "JS", "9H"]


def test_a_game_without_a_file_has_no_lesson() -> None:
    from majlis.protocol import Game

    class Elsewhere(game_class("sedma")):  # type: ignore[misc]
        """Sedma's rules in a module with no lesson beside it."""

    Elsewhere.__module__ = "majlis.learn.coach"
    assert script_of(cast("type[Game[Any]]", Elsewhere)) is None


def test_the_lesson_files_go_into_the_package() -> None:
    """Every game's lesson is package data, so an installed majlis has its lessons."""
    import tomllib
    from fnmatch import fnmatch
    from pathlib import Path

    root = Path(__file__).parent.parent
    source = root / "src" / "majlis"
    config = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["majlis"]
    files = [path.relative_to(source).as_posix() for path in source.glob("games/*.learn.json")]
    assert len(files) == len(GAME_IDS)
    assert all(any(fnmatch(name, pattern) for pattern in patterns) for name in files), files
