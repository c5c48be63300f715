"""Which language a person at a terminal reads, and what majlis says to them in it
(:func:`tell`): the one asked for (``--lang``), else
the one their locale names (``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``, as POSIX
orders them, with GNU's ``LANGUAGE`` list first where the locale is not ``C``), else
English.  ``cs_CZ.UTF-8`` is Czech, ``hi_IN`` Hindi; a language majlis does not speak,
and ``C`` or ``POSIX``, is English.  A language written right to left (Arabic) is
spoken when ``--lang`` asks for it, never for the locale alone: most terminals do not
reorder bidirectional text, and there its words read backwards (docs/design.md).

>>> from_environment({"LANG": "cs_CZ.UTF-8"})
'cs'
>>> from_environment({"LANG": "cs_CZ.UTF-8", "LC_ALL": "hi_IN"})
'hi'
>>> from_environment({"LANG": "fr_FR.UTF-8"})
'en'
>>> from_environment({"LANG": "ar_SA.UTF-8"}), chosen("ar", {"LANG": "ar_SA.UTF-8"})
('en', 'ar')
"""

from __future__ import annotations

from collections.abc import Mapping

from majlis.i18n import LANGUAGES, RIGHT_TO_LEFT, say

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that name the locale of messages, the one that decides first."""
PLAIN_LOCALES = frozenset({"C", "POSIX"})
"""The locales that ask for no language: the programs' own (English)."""
LOCALE_LANGUAGES = tuple(language for language in LANGUAGES if language not in RIGHT_TO_LEFT)
"""The languages a locale alone may choose: not those written right to left, which a
terminal that does not reorder bidirectional text (xterm, tmux, screen, the Linux
console) shows backwards; ``--lang ar`` chooses Arabic all the same."""


def language_of(locale_name: str) -> str | None:
    """The language of majlis a locale names (``cs_CZ.UTF-8``, ``hi``, ``cs-CZ``), or
    None where a locale may not choose it (:data:`LOCALE_LANGUAGES`)."""
    language = locale_name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
    return language.lower() if language.lower() in LOCALE_LANGUAGES else None


def from_environment(environ: Mapping[str, str]) -> str:
    """The language the environment's locale asks for (English where it asks for none
    majlis speaks)."""
    locale_name = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    if locale_name.split(".")[0] in ("", *PLAIN_LOCALES):
        return LANGUAGES[0]
    wanted = [*environ.get("LANGUAGE", "").split(":"), locale_name]
    return next((language for name in wanted if (language := language_of(name))),
                LANGUAGES[0])


def chosen(asked: str | None, environ: Mapping[str, str]) -> str:
    """The language asked for (by ``--lang``, already checked to be one majlis
    speaks), else the environment's."""
    return asked if asked is not None else from_environment(environ)


def tell(language: str, key: str, **values: object) -> str:
    """The words of ``key`` (a message id of the terminal's or the command's catalogue)
    in ``language`` (else English), filled with ``values``."""
    text = say(key, language, **values)
    if text is None:  # the catalogue check (majlis i18n-check) finds it first
        raise KeyError(f"no catalogue words {key}")
    return text
