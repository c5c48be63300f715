"""The words of the games, in every language majlis speaks (English and Arabic).

A game says what happens as *keys* (:mod:`majlis.explain`): a fact ``"doubled"``, a
question ``"reveal"``, a score part ``"cards_left"``.  Its words for them live with
its rules (each game module's ``WORDS``, gathered by
:meth:`~majlis.protocol.Game.words`), so that an edge (the terminal, the web page)
shows a game it has never heard of in its user's language, and no edge holds a word
of any game.

Keys are namespaced by what they word:

- ``title``: the game's name; ``about``: what it is, in a sentence (for someone choosing
  a game);
- ``word.<word>``: a special action and a move (``word.pass``), ``flag.<flag>`` what else
  a move says (``flag.announce``); ``stage.<name>``: a stage of the hand;
- ``fact.<name>``, ``asked.<name>`` and ``refusal.<name>``: a board fact, the question
  in front of the seat to move, why an action of the reader's own was refused; the
  most specific key names the fields the fact carries (``fact.took+seat+item``), see
  :func:`fact_key`;
- ``part.<name>``: a part of a hand's score; ``deal.<part>``: a part of the deal other
  than the hands;
- ``option.<name>``, ``help.<name>``, ``choice.<value>``: an option, what it means and
  its values; ``goal.<name>``: how a match ends (``Game.goal``), and whether the lowest
  or the highest total wins it (``goal.lowest_wins``, ``goal.highest_wins``).

Templates are filled with ``{seat}`` (a seat's name), ``{item}`` (a card or tile
named), ``{value}`` (a number or a choice) and ``{suit}`` (the suit numbered by the
value).  A fact is a whole sentence about the table; a refusal speaks to the player
refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from majlis.explain import Fact

LANGUAGES = ("en", "ar")
"""The languages the games speak, English first (the fallback)."""

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
    "fact.went_out+seat": ("{seat} went out", "{seat} خلّص"),
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
}
"""The words several games share: the dealer, passing, leading, laying a card that
fits, a last card, going out, the common refusals, the ways a match ends and who wins it."""


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
