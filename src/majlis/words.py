"""The words of the games, in every language majlis speaks (:data:`LANGUAGES`).

A game says what happens as *keys* (:mod:`majlis.explain`): a fact ``"doubled"``, a
question ``"reveal"``, a score part ``"cards_left"``.  Its words for them live with
its rules, in catalogues beside its module (each game module's ``WORDS``, read by
:func:`read_words` and gathered by :meth:`~majlis.protocol.Game.words`), so that an
edge (the terminal, the web page) shows a game it has never heard of in its user's
language, and no edge holds a word of any game.

Keys are namespaced by what they word:

- ``title``: the game's name; ``about``: what it is, in a sentence (for someone choosing
  a game);
- ``word.<word>``: a special action and a move (``word.pass``), ``flag.<flag>`` what else
  a move says (``flag.announce``); ``stage.<name>``: a stage of the hand;
  ``meaning.<word>``: what a word the table shows means, for a newcomer who meets it
  there (Sedma's ``word.dealer``, "lead offer");
- ``fact.<name>``, ``asked.<name>`` and ``refusal.<name>``: a board fact, the question
  in front of the seat to move, why an action of the reader's own was refused; the
  most specific key names the fields the fact carries (``fact.took+seat+item``), see
  :func:`fact_key`; ``confirm.<name>``: a question that asks for several items, once
  they are all chosen and only confirming is left (Bint Al-Sbeet's cards to pass);
- ``part.<name>``: a part of a hand's score, as a sentence with its ``$count`` (where
  the part counts something) and ``$points``: "3 cards left: 3 points" (see
  :func:`part_sentence`); ``deal.<part>``: a part of the deal other than the hands;
- ``option.<name>``, ``help.<name>``, ``choice.<value>``: an option, what it means and
  its values; ``goal.<name>``: how a match ends (``Game.goal``), and whether the lowest
  or the highest total wins it (``goal.lowest_wins``, ``goal.highest_wins``);
- ``theme.<name>``: what a puzzle is about (:meth:`~majlis.protocol.Game.themes`).

The words live in Project Fluent catalogues beside the game's module, one a language
(``locales/<lang>/<module>.ftl``, read by :func:`read_words`; the words several games
share in ``majlis/games/locales/<lang>/common.ftl``, :data:`COMMON`), a key's message
named by :func:`message_id`.  A message is filled with ``$seat`` (a seat's name),
``$item`` (a card or tile named), ``$value`` (a number or a choice), ``$suit`` (the suit
numbered by the value), and a score part's ``$count`` and ``$points``; a number chooses
its words by its language's CLDR plural category in a select expression (Arabic zero,
one, two, few, many, other; Czech one, few, other; English and Hindi one, other).  A
fact is a whole sentence about the table; a refusal speaks to the player refused.

This module reads the catalogues with the standard library alone (the rules engine
imports it); it formats words through ``fluent.runtime`` (:mod:`majlis.formatting`),
imported only when it does.
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from majlis.explain import Fact, ScorePart

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast

LANGUAGES = ("en", "ar", "hi", "cs")
"""The languages majlis speaks, English first (the fallback: a key a language has no
words for is said in English); :data:`majlis.i18n.LANGUAGES` is this list."""

Catalogue = Mapping[str, str]
"""One catalogue: its Fluent text by language (a language without the file left out)."""

Said = tuple[Catalogue, ...]
"""The catalogues a game speaks, a later one's message over an earlier one's."""

MESSAGE = re.compile(r"^([A-Za-z][\w-]*)[ \t]*=", re.MULTILINE)
"""A message's id at the start of its line in a catalogue."""


def message_id(key: str) -> str:
    """The Fluent message id of a key: ``"fact.took+seat+item"`` -> ``"fact-took--seat--item"``."""
    return key.replace(".", "-").replace("+", "--")


def key_of(ident: str) -> str:
    """The key of a message id (keys have no ``-`` of their own): the inverse of
    :func:`message_id`."""
    return ident.replace("--", "+").replace("-", ".")


def catalogue(package: str, name: str) -> Catalogue:
    """The catalogue ``name`` of ``package``: ``locales/<lang>/<name>.ftl`` beside the
    package's modules, by language (found from its top package: ``majlis.games`` may
    be still importing when its catalogues are read)."""
    top, *below = package.split(".")
    folder = resources.files(top).joinpath(*below, "locales")
    paths = {lang: folder.joinpath(lang, f"{name}.ftl") for lang in LANGUAGES}
    return {lang: path.read_text("utf-8") for lang, path in paths.items() if path.is_file()}


def read_words(module: str) -> Said:
    """The words of the game module named ``module`` (its ``__name__``): its catalogue
    ``locales/<lang>/<module's name>.ftl`` beside it."""
    package, _, name = module.rpartition(".")
    return (catalogue(package, name),)


COMMON: Said = (catalogue("majlis.games", "common"),)
"""The words several games share: the dealer, passing, leading, laying a card that
fits, a last card, going out, the common refusals, the ways a match ends and who wins it,
and what laying a card opens or keeps shut (``why.``, a review's reasons)."""


def english(words: Mapping[str, str]) -> Catalogue:
    """A catalogue of English words written in code (a game's title, its options'
    help), each key's text as Fluent writes it."""
    def text(said: str) -> str:
        return re.sub(r"[{}]", lambda brace: f'{{"{brace.group()}"}}', " ".join(said.split()))
    return {LANGUAGES[0]: "".join(f"{message_id(key)} = {text(said)}\n"
                                  for key, said in words.items() if said.strip())}


@dataclass(frozen=True, eq=False)
class Words:
    """A game's words: the Fluent text of the catalogues it speaks by language, the
    shared first and its own last.  Its keys are those English words (``key in words``);
    a language lacking one says it in English."""

    sources: Mapping[str, tuple[str, ...]]
    keys: frozenset[str] = field(init=False)
    _by_language: Mapping[str, frozenset[str]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        worded = {lang: frozenset(key_of(ident) for text in texts
                                  for ident in MESSAGE.findall(text))
                  for lang, texts in self.sources.items()}
        object.__setattr__(self, "_by_language", worded)
        object.__setattr__(self, "keys", worded.get(LANGUAGES[0], frozenset()))

    def __contains__(self, key: object) -> bool:
        return key in self.keys

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self.keys))

    def languages(self, key: str) -> set[str]:
        """The languages with their own words for ``key``."""
        return {lang for lang, keys in self._by_language.items() if key in keys}


def gather(*said: Said) -> Words:
    """The words of the catalogues ``said``, later ones over earlier ones."""
    tables = [table for catalogues in said for table in catalogues]
    return Words({lang: tuple(table[lang] for table in tables if lang in table)
                  for lang in LANGUAGES})


def fact_key(words: Container[str], prefix: str, fact: Fact) -> str:
    """The most specific key ``words`` has for ``fact``: ``prefix.name`` joined with
    the fields the fact carries (``"asked.play+value"``), then keys naming fewer of
    them, then ``prefix.name`` itself (also when there are no words at all)."""
    present = [name for name in ("seat", "item", "value") if getattr(fact, name) is not None]
    for fields in _subsets(present):
        key = "+".join([f"{prefix}.{fact.name}", *fields])
        if key in words:
            return key
    return f"{prefix}.{fact.name}"


def _subsets(fields: Sequence[str]) -> list[tuple[str, ...]]:
    """Every subset of ``fields`` in their order, the largest first."""
    subsets: list[tuple[str, ...]] = [()]
    for name in fields:
        subsets += [(*subset, name) for subset in subsets]
    return sorted(subsets, key=len, reverse=True)


@cache
def _read(words: Words, language: str) -> tuple[list[ast.Resource], FluentBundle]:
    """The catalogues of ``words`` in ``language``, read once, and their bundle."""
    from majlis.formatting import bundle, parsed
    read = parsed(words.sources.get(language, ()))
    return read, bundle(language, read)


@cache
def _speaking(words: Words, key: str, language: str) -> tuple[FluentBundle, frozenset[str]] | None:
    """The bundle that words ``key``, that of ``language`` else English's, and the names
    of the values its message is filled with; None where neither has it (found once)."""
    from majlis.formatting import variables
    for lang in dict.fromkeys((language, LANGUAGES[0])):
        read, bundle = _read(words, lang)
        if bundle.has_message(message_id(key)):
            return bundle, frozenset(variables(read, message_id(key)))
    return None


def template(words: Words, key: str, language: str, **values: object) -> str | None:
    """The words of ``key`` in ``language`` (else English) filled with ``values``, a
    value not given left as ``{name}`` for a caller that fills it itself; None when
    there are none."""
    from majlis.formatting import formatted
    speaking = _speaking(words, key, language)
    if speaking is None:
        return None
    bundle, names = speaking
    left = {name: f"{{{name}}}" for name in names if name not in values}
    return formatted(bundle, message_id(key), {**left, **values})


def fields(words: Words, key: str, language: str) -> set[str]:
    """The names of the values the words of ``key`` in ``language`` (else English) are
    filled with."""
    speaking = _speaking(words, key, language)
    return set() if speaking is None else set(speaking[1])


def readable(key: str) -> str:
    """A key without words, readably: ``"part.cards_left"`` -> ``"cards left"``."""
    return key.rpartition(".")[2].split("+")[0].replace("_", " ")


def part_sentence(words: Words, part: ScorePart, language: str) -> str:
    """A part of a seat's hand score as a sentence in ``language``: "3 cards left: 3
    points"; for a part whose words do not say its points (a bare name, or none), the
    name with what it counts and its points: "stock (12): 40"."""
    key = f"part.{part.name}"
    if "points" in fields(words, key, language):
        return template(words, key, language, count=part.count, points=part.points) or ""
    counted = "" if part.count is None else f" ({part.count})"
    return f"{template(words, key, language) or readable(key)}{counted}: {part.points}"
