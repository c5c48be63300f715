"""The catalogues: every word majlis says to people outside a game's own words, in
Project Fluent's format (``docs/translating.md``), one folder a language under
``majlis/locales`` and one file a part of the project (``page.ftl``: the web page's;
``refusals.ftl``: every refusal's, the server's and the page's alike; ``server.ftl``:
the pages the server writes itself; ``terminal.ftl`` and ``cli.ftl``: the terminal
table's and the ``majlis`` command's).

The web page reads its language's catalogue from the server (:func:`page_catalogue`,
formatted there by the vendored ``@fluent/bundle``); Python reads them through
``fluent.runtime`` (:func:`say`).  A message's id is a key with its dots as ``-`` and
its ``+`` as ``--`` (:func:`message_id`): ``refusal.bad_options+option`` is
``refusal-bad_options--option``.  A number chooses its words by the language's CLDR
plural categories (Arabic zero, one, two, few, many, other; Czech one, few, other;
Hindi and English one, other).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from babel import Locale
from fluent.runtime import FluentBundle

from majlis.formatting import bundle, formatted, parsed
from majlis.words import LANGUAGES as LANGUAGES  # the one list: the server's pages and
from majlis.words import message_id as message_id  # the web page (told it) follow it

RIGHT_TO_LEFT = frozenset({"ar"})
"""The languages of :data:`LANGUAGES` written right to left."""
PAGE_PARTS = ("page", "refusals")
"""The catalogues the web page reads."""
PARTS = (*PAGE_PARTS, "server", "terminal", "cli")
"""Every catalogue of a language (``terminal.ftl``: the terminal table's; ``cli.ftl``:
the ``majlis`` command's refusals and messages)."""


def direction(language: str) -> str:
    """Which way ``language`` is written, as HTML's ``dir`` says it."""
    return "rtl" if language in RIGHT_TO_LEFT else "ltr"


def catalogue(language: str, part: str) -> str:
    """The text of one catalogue (``page``, ``refusals``, ``server``) of ``language``;
    empty where the language has none yet."""
    path = resources.files("majlis").joinpath("locales", language, f"{part}.ftl")
    return path.read_text("utf-8") if path.is_file() else ""


def page_catalogue(language: str) -> str:
    """The catalogues the web page reads, as one Fluent resource."""
    return "\n".join(catalogue(language, part) for part in PAGE_PARTS)


@cache
def _bundle(language: str) -> FluentBundle:
    return bundle(language, parsed(catalogue(language, part) for part in PARTS))


def say(key: str, language: str, **values: object) -> str | None:
    """The words of ``key`` in ``language`` (else in English) filled with ``values``,
    a number written without grouping ("1500") and choosing its plural form; None
    where no catalogue has the key."""
    for lang in dict.fromkeys((language, LANGUAGES[0])):
        text = formatted(_bundle(lang), message_id(key), values) if lang in LANGUAGES else None
        if text is not None:
            return text
    return None


@cache
def integer_categories(language: str) -> frozenset[str]:
    """The CLDR plural categories a whole number can take in ``language``: a message that
    chooses by a number's category words every one of them."""
    rule = Locale.parse(language).plural_form
    return frozenset(rule(n) for n in range(1000))
