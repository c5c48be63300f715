"""The words of the games, in English and Arabic.

A game says what happens as *keys* (:mod:`majlis.explain`): a fact ``"doubled"``, a
question ``"reveal"``, a score part ``"cards_left"``.  Its words for them live with
its rules, in a data file beside its module (each game module's ``WORDS``, read by
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
- ``part.<name>``: a part of a hand's score, as a sentence with its ``{count}`` (where
  the part counts something) and ``{points}``: "3 cards left: 3 points" (see
  :func:`part_sentence`); ``deal.<part>``: a part of the deal other than the hands;
- ``option.<name>``, ``help.<name>``, ``choice.<value>``: an option, what it means and
  its values; ``goal.<name>``: how a match ends (``Game.goal``), and whether the lowest
  or the highest total wins it (``goal.lowest_wins``, ``goal.highest_wins``);
- ``theme.<name>``: what a puzzle is about (:meth:`~majlis.protocol.Game.themes`).

Templates are filled with ``{seat}`` (a seat's name), ``{item}`` (a card or tile
named), ``{value}`` (a number or a choice) and ``{suit}`` (the suit numbered by the
value).  A fact is a whole sentence about the table; a refusal speaks to the player
refused.  A number may choose its words by its grammatical number in the template's
language: ``{count|# card left|# cards left}`` (``#`` is the number), in English one
and other, in Arabic one, two, three to ten, and other (``{points|نقطة واحدة|نقطتان|#
نقاط|# نقطة}``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from importlib import resources

from majlis.explain import Fact, ScorePart

LANGUAGES = ("en", "ar")
"""The languages the games' words are written in, English first (the fallback); the
page, the refusals and the server's pages speak those of :data:`majlis.i18n.LANGUAGES`
(a game's words in English where the game has none in the language)."""

Said = Mapping[str, tuple[str | None, str | None]]
"""Words as a game module writes them: each key's English and Arabic (None where the
game leaves a language to be filled in, as the English of an option's help)."""

Words = dict[str, dict[str, str]]
"""Each key's template by language."""

COMMON: Said = {
    "word.pass": ("Pass", "باس"),
    "word.dealer": ("dealer", "الموزّع"),
    "stage.lead": ("Lead", "البداية"),
    "stage.play": ("Play", "اللعب"),
    "fact.last_card+seat": ("{seat}: last card!", "{seat}: آخر ورقة!"),
    "theme.count_the_cards": ("count the cards", "عدّ الأوراق"),
    "fact.went_out+seat": ("{seat} went out", "خلصت أوراق {seat}"),
    "refusal.hand_over": ("The hand is over.", "انتهت الجولة."),
    "refusal.can_play": ("You cannot pass: you can play {item}.",
                         "لا يجوز لك الباس: بإمكانك لعب {item}."),
    "refusal.not_held": ("You do not hold {item}.", "ليس في يدك {item}."),
    "refusal.not_a_card": ("That is not a card.", "هذه ليست ورقة."),
    "refusal.first_card": ("The first card must be {item}.", "يجب أن تكون أول ورقة {item}."),
    "asked.lead+item": ("You hold {item}: lead it.", "معك {item}: ابدأ بها."),
    "asked.play": ("Play a card that fits.", "العب ورقة تركب."),
    "asked.pass_only": ("Nothing in your hand fits: pass.", "لا ورقة في يدك تركب: باس."),
    "option.target": ("Target", "الهدف"),
    "help.target": (None, "النقاط التي تنهي المباراة"),
    "option.games": ("Hands", "عدد الجولات"),
    "help.games": (None, "عدد جولات المباراة"),
    "goal.target": ("{value}-point match", "نقاط الهدف: {value}"),
    "goal.games": ("{value}-hand match", "عدد الجولات: {value}"),
    "goal.lowest_wins": ("lowest total wins", "يفوز صاحب أقل مجموع"),
    "goal.highest_wins": ("highest total wins", "يفوز صاحب أعلى مجموع"),
    "choice.true": ("yes", "نعم"),
    "choice.false": ("no", "لا"),
    "why.opens_own+item": ("opens {item} for your next turn", "تفتح لك {item} في دورك الجاي"),
    "why.opens+item": ("opens {item} to the others", "تفتح {item} للباقين"),
    "why.lets_lay+seat+item": ("lets {seat} lay {item}", "تخلّي {seat} ينزّل {item}"),
    "why.keeps_shut+item": ("keeps {item} shut to the others", "تسكّر {item} على الباقين"),
}
"""The words several games share: the dealer, passing, leading, laying a card that
fits, a last card, going out, the common refusals, the ways a match ends and who wins it,
and what laying a card opens or keeps shut (``why.``, a review's reasons)."""


def read_words(module: str) -> Said:
    """The words of the game module named ``module`` (its ``__name__``): the file beside
    it named as the module with ``.words.json``, which maps each key to its text by
    language (``{"word.reveal": {"en": "Reveal", "ar": "كشف"}}``, a language left out
    where the game leaves it to be filled in); ``ValueError`` names a key that is not so."""
    package, _, name = module.rpartition(".")
    path = resources.files(package).joinpath(f"{name}.words.json")
    said: dict[str, tuple[str | None, str | None]] = {}
    for key, texts in json.loads(path.read_text("utf-8")).items():
        if not isinstance(texts, dict) or not set(texts) <= set(LANGUAGES) \
                or not all(isinstance(text, str) for text in texts.values()):
            raise ValueError(f"{path.name}: {key!r} is not a text by language "
                             f"({', '.join(LANGUAGES)})")
        english, arabic = (texts.get(language) for language in LANGUAGES)
        said[key] = english, arabic
    return said


def gather(*said: Said) -> Words:
    """The words of ``said`` by key and language, later ones over earlier ones (a
    language left None keeps what came before); a key left without English, the
    fallback, is left out (the shared help of an option the game does not have)."""
    words: Words = {}
    for table in said:
        for key, texts in table.items():
            known = words.setdefault(key, {})
            known.update((lang, text) for lang, text in zip(LANGUAGES, texts, strict=True)
                         if text is not None)
    return {key: texts for key, texts in words.items() if LANGUAGES[0] in texts}


def fact_key(words: Mapping[str, object], prefix: str, fact: Fact) -> str:
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


def template(words: Words, key: str, language: str) -> str | None:
    """The words of ``key`` in ``language``, else in English; None when there are none."""
    texts = words.get(key, {})
    return texts.get(language, texts.get(LANGUAGES[0]))


def named(words: Words, prefix: str, language: str) -> dict[str, str]:
    """The words of every ``prefix.`` key in ``language`` (else English), by the rest of
    the key: ``named(words, "part", "en")["cards_left"] == "cards left"``."""
    return {key.removeprefix(f"{prefix}."): said for key in words
            if key.startswith(f"{prefix}.") and (said := template(words, key, language))}


def readable(key: str) -> str:
    """A key without words, readably: ``"part.cards_left"`` -> ``"cards left"``."""
    return key.rpartition(".")[2].split("+")[0].replace("_", " ")


FIELD = re.compile(r"\{(\w+)(?:\|([^{}]*))?\}")
"""A template's field: ``{name}``, or ``{name|form|form...}`` for a number's words."""


def fields(text: str) -> set[str]:
    """The names of the fields ``text`` is filled with."""
    return {match.group(1) for match in FIELD.finditer(text)}


def number_form(language: str, number: int) -> int:
    """Which of a number's forms (see the module's notes) ``number`` takes in ``language``:
    English one, other; Arabic one, two, three to ten, other (none, eleven and more,
    and a negative number, which keeps its sign)."""
    if language == "ar":
        return {1: 0, 2: 1}.get(number, 2 if 3 <= number <= 10 else 3)
    return 0 if number == 1 else 1


def fill(text: str, language: str, **values: object) -> str:
    """``text`` with its fields filled from ``values`` (a field without one left empty),
    a number's words chosen by its form in ``language``."""
    def field(match: re.Match[str]) -> str:
        value = values.get(match.group(1))
        if match.group(2) is None or not isinstance(value, int):
            return "" if value is None else str(value)
        forms = match.group(2).split("|")
        return forms[min(number_form(language, value), len(forms) - 1)].replace("#", str(value))
    return FIELD.sub(field, text)


def part_sentence(words: Words, part: ScorePart, language: str) -> str:
    """A part of a seat's hand score as a sentence in ``language``: "3 cards left: 3
    points"; for a part whose words are a bare name (or that has none), the name with
    what it counts and its points: "stock (12): 40"."""
    text = template(words, f"part.{part.name}", language) or readable(f"part.{part.name}")
    if "points" not in fields(text):
        counted = "" if part.count is None else f" ({part.count})"
        text = f"{text}{counted}: {{points}}"
    return fill(text, language, count=part.count, points=part.points)
