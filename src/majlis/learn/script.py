"""A coach's script: a hand dealt on purpose and played move by move, with what the
coach says along the way, in every language majlis speaks.

The script is data beside the game's module (``<module>.learn.json``), its texts in the
lesson's catalogues there (``locales/<lang>/<module>.learn.ftl``, as its words are in
``<module>.ftl``), so a game brings its own lesson and nothing outside it knows its
rules: a game without a file has no lesson.  The file holds:

- ``options``: the game's options for the lesson's table; ``seed``: the match's seed,
  which fixes the dealer and the deal (:class:`~majlis.match.Match`);
- ``seat``: the learner's seat; ``intro`` and ``end``: what the coach says first and
  last (the end leads to the summary and the offer of a real table);
- ``moves``: every action of the hand in order, in the game's own words (``7D``,
  ``pass``), each either a plain string or an object with the ``action`` and texts:
  on a learner's move ``say`` (what is happening and what to try) and ``why`` (why
  this move, said when another legal move is tried); on any move ``note`` (said once it
  is played: a scoring rule as it happens).

Every text is the key of its message in the lesson's catalogues (``"learn.intro"``,
the message ``learn-intro``), which word it in every language majlis speaks (English
where a language has no words for it yet).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from majlis.protocol import Game
from majlis.words import LANGUAGES, Words, catalogue, gather, template

FORMAT = 1
"""The version of the scripts' format."""

Text = Mapping[str, str]
"""A text by language."""


class ScriptError(ValueError):
    """A script that is not one: names the file and what is wrong."""


@dataclass(frozen=True)
class Move:
    """One action of the scripted hand, as the game writes it, and what the coach says
    before it (``say``, ``why``: a learner's move) and after it (``note``)."""

    action: str
    say: Text | None = None
    why: Text | None = None
    note: Text | None = None


@dataclass(frozen=True)
class Script:
    """A game's lesson: its table, its deal's seed, the learner's seat and the hand."""

    game: str
    options: Mapping[str, Any]
    seed: str
    seat: int
    intro: Text
    end: Text
    moves: tuple[Move, ...]


TEXTS = ("say", "why", "note")


def text_of(doc: Any, lessons: Words, where: str) -> Text:
    """A text by language: ``doc`` names a message the lesson's English words."""
    if not isinstance(doc, str) or doc not in lessons:
        raise ScriptError(f"{where} is not the key of one of the lesson's messages")
    return {lang: template(lessons, doc, lang) or "" for lang in LANGUAGES}


def move_of(doc: Any, lessons: Words, where: str) -> Move:
    """A move of a script: an action's words, or an object with its texts."""
    if isinstance(doc, str):
        return Move(doc)
    if not isinstance(doc, dict) or not isinstance(doc.get("action"), str) \
            or not set(doc) <= {"action", *TEXTS}:
        raise ScriptError(f"{where} is neither an action nor {{action, {', '.join(TEXTS)}}}")
    texts = {key: text_of(doc[key], lessons, f"{where}.{key}") for key in TEXTS if key in doc}
    return Move(doc["action"], **texts)


def parse_script(game_id: str, doc: Any, lessons: Words, name: str) -> Script:
    """The script of ``game_id`` in ``doc`` (read from the file ``name``), its texts in
    ``lessons``."""
    fields = {"format", "options", "seed", "seat", "intro", "end", "moves"}
    if not isinstance(doc, dict) or set(doc) != fields or doc["format"] != FORMAT:
        raise ScriptError(f"{name}: a script of format {FORMAT} has {', '.join(sorted(fields))}")
    if not isinstance(doc["moves"], list) or not isinstance(doc["seat"], int) \
            or not isinstance(doc["options"], dict) or not isinstance(doc["seed"], str):
        raise ScriptError(f"{name}: options is an object, seed a string, seat a number "
                          "and moves a list")
    return Script(game_id, doc["options"], doc["seed"], doc["seat"],
                  text_of(doc["intro"], lessons, f"{name}: intro"),
                  text_of(doc["end"], lessons, f"{name}: end"),
                  tuple(move_of(m, lessons, f"{name}: move {n}")
                        for n, m in enumerate(doc["moves"])))


@cache
def script_of(cls: type[Game[Any]]) -> Script | None:
    """The lesson of the game ``cls``: the file beside its module named as the module
    with ``.learn.json``, and its catalogues; None where the game has none."""
    package, _, module = cls.__module__.rpartition(".")
    path = resources.files(package).joinpath(f"{module}.learn.json")
    if not path.is_file():
        return None
    lessons = gather((catalogue(package, f"{module}.learn"),))
    return parse_script(cls.id, json.loads(path.read_text("utf-8")), lessons, path.name)
