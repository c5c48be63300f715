"""The game's words at the terminal: every key in the game's own words in the
terminal's language, else in English (:meth:`~majlis.protocol.Game.words`,
:mod:`majlis.words`), filled with the seats and
items of the viewing seat's table; a key the game has no words for shows readably.
Nothing here knows any game."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from majlis.explain import Fact, ScorePart
from majlis.protocol import Game, IllegalAction
from majlis.tui.items import name, short, tiles
from majlis.tui.seen import Seen
from majlis.words import Words, fact_key, part_sentence, readable, template


@functools.cache
def game_words(game_class: type[Game[Any]]) -> Words:
    """The words of a game, by key and language (built once per game class)."""
    return game_class.words()


class Fields(dict[str, str]):
    """A template's fields: one the template names but the fact lacks is left empty."""

    def __missing__(self, key: str) -> str:
        return ""


def filled(text: str, **fields: str) -> str:
    """``text`` (a template) with ``fields``, its spaces made single."""
    return " ".join(text.format_map(Fields(fields)).split())


def said(game: Game[Any], key: str, language: str) -> str | None:
    """The game's words for ``key`` in ``language`` (else in English); None where it
    has none."""
    return template(game_words(type(game)), key, language)


def title(game: Game[Any], language: str) -> str:
    """The game's name in ``language`` (else its own)."""
    return said(game, "title", language) or game.title


def word(game: Game[Any], key_word: str, language: str) -> str:
    """A word of the game (a special action's, "dealer") as the game says it
    ("Double"), else readably."""
    key = f"word.{key_word}"
    return said(game, key, language) or readable(key)


def flag_word(game: Game[Any], flag: str, language: str) -> str:
    """A flag of a move ("last card!") as the game words it, else readably."""
    key = f"flag.{flag}"
    return said(game, key, language) or readable(key)


def sentence(seen: Seen, prefix: str, fact: Fact, **say: str) -> str | None:
    """The game's words for ``fact`` as a ``prefix`` key (``"fact"``, ``"asked"``,
    ``"refusal"``), filled (its seat or item as ``say`` words them, if it does); None
    where the game has none."""
    text = said(seen.game, fact_key(game_words(type(seen.game)), prefix, fact), seen.language)
    return None if text is None else fill(seen, text, fact, **say)


def fill(seen: Seen, text: str, fact: Fact, **say: str) -> str:
    """``text`` (the game's template) with the fact's seat, item and value in words
    (its seat or item as ``say`` words them, if it does), and the suit its value
    numbers where the template names one."""
    game = seen.game
    fields = {"seat": "" if fact.seat is None else seen.players[fact.seat],
              "item": "" if fact.item is None else name(game, fact.item, seen.names),
              "value": "" if fact.value is None else str(fact.value)}
    fields.update((key, words) for key, words in say.items() if key in ("seat", "item"))
    if "{suit}" in text and fact.value is not None \
            and fact.value in range(len(seen.names.suits)) and not tiles(game):
        fields["suit"] = seen.names.suit(fact.value)
    return filled(text, **fields)


def fact_text(seen: Seen, fact: Fact, **say: str) -> str:
    """A fact of the table as the game says it (its key and fields readably where the
    game has no words for it); its seat or item as ``say`` words them, if it does."""
    text = sentence(seen, "fact", fact, **say)
    if text is None:
        text = fill(seen, readable(fact.name) + " {seat} {item} {value}", fact, **say)
    return text


def facts_said(seen: Seen, facts: Sequence[Fact]) -> list[str]:
    """``facts`` as the game says them, compactly: the items of same-named facts about
    one seat together, by their labels ("Seat 1 gave you 2♦ 3♦"), and the seats of
    same-named facts that differ in nothing else ("You, Seat 2 declared minus")."""
    items: dict[tuple[str, int | None, int | None], list[int]] = {}
    for fact in facts:
        items.setdefault((fact.name, fact.seat, fact.value), []).extend(
            () if fact.item is None else (fact.item,))
    seats: dict[tuple[str, int | None, tuple[int, ...]], list[int | None]] = {}
    for (fact_name, seat, value), held in items.items():
        seats.setdefault((fact_name, value, tuple(held)), []).append(seat)
    game, names = seen.game, seen.names
    return [fact_text(
        seen, Fact(fact_name, who[0], held[0] if held else None, value),
        seat=", ".join(seen.players[s] for s in who if s is not None),
        item=" ".join(short(game, item, names, False) for item in held))
        for (fact_name, value, held), who in seats.items()]


def goal(game: Game[Any], language: str) -> str:
    """How the match ends, for the title (" · 7-hand match", " · 60-point match"), as the
    game says."""
    how = game.describe().goal
    if how is None:
        return ""
    key = f"goal.{how.name}"
    text = said(game, key, language) or readable(key) + " {value}"
    return " · " + filled(text, value="" if how.value is None else str(how.value))


def refusal(seen: Seen, refused: IllegalAction) -> str:
    """Why the rules refused the player's own action, as the game says it to them (the
    game's English reason for another seat's, or one without words)."""
    why = refused.why
    if why is None or why.seat not in (None, seen.view.seat):
        return refused.reason
    return sentence(seen, "refusal", why) or refused.reason


def part_words(game: Game[Any], part: ScorePart, language: str) -> str:
    """A part of a seat's hand score as a sentence: "3 cards left: 3 points"."""
    return part_sentence(game_words(type(game)), part, language)
