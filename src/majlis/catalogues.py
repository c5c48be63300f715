"""The catalogues' check (``majlis i18n-check``, ``docs/translating.md``): every message
English has, each language has; none a language has that English lacks; none that
nothing uses; each message parses; and a message that chooses by a number words every
plural category a whole number takes in its language (Czech one, few, other; Arabic
zero, one, two, few, many, other).

Each game's catalogues (``majlis/games/locales``, :mod:`majlis.words`) are checked the
same way, file by file (:func:`game_problems`): English's messages, with the game's
title and each option's help where English's come from the game's code, in every
language; none English lacks; every plural form; and a lesson's message used by its
script (``<module>.learn.json``).

A page message is used where the page's scripts name its key, whole
(``"ui.sit"``) or as the start of one they build (```bot.${level}```); a refusal
where it words a refusal's code (:data:`majlis.server.wire.CODES`) or the table's own
(:data:`majlis.server.seats.TABLE_REASONS`), with any fields after it; a server
message where the server's error pages word a status, or the server's modules name
its key in quotes (the rules pages' ``said("learn")`` naming ``rules-page.learn``); a
terminal or command message where the terminal's modules (``majlis/tui``) or the
command's (``majlis/cli``) name its id in quotes (``"tui-key-play"``, ``"cli-error"``),
and a quoted id of theirs that no English message words is reported too.

The rules pages (``majlis/rules/<game>.<language>.md``) are checked beside them: a game
without a page in a language, and a page whose outline (its headings, and the list items
and table rows under each) is not the English page's, so that a translator sees where
the English changed since.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container, Iterable
from pathlib import Path
from typing import Any, NamedTuple

from fluent.syntax import ast, parse
from markdown_it import MarkdownIt

from majlis.games import game_class, game_ids
from majlis.i18n import LANGUAGES, PARTS, catalogue, integer_categories, message_id
from majlis.protocol import Game
from majlis.words import catalogue as words_catalogue

SCRIPTS = Path(__file__).parent / "server" / "static" / "js"
PLURAL = frozenset({"zero", "one", "two", "few", "many", "other"})
"""The CLDR plural categories a variant may be keyed by."""
SCRIPT_KEY = re.compile(r"""["'`]((?:ui|bot|reaction|refusal|suit|rank|card|list|language)"""
                        r"""[\w.+-]*)(\$\{|["'`])""")
"""A key a script names: the whole key before its closing quote, or the start of one
before ``${``."""
Reader = Callable[[str, str], str]
"""What reads a catalogue: its text by language and part (:func:`majlis.i18n.catalogue`)."""
ERROR_STATUSES = (404, 405, 413)
"""The statuses the error pages word by name (any other is "Something went wrong")."""
SERVER = Path(__file__).parent / "server"
"""The server's modules: a word they quote names a message of ``server.ftl``, whole
(``"page-needs-script"``) or as the rules page's (``said("learn")``: ``rules-page.learn``)."""
QUOTED = re.compile(r"[\"']([\w.-]+)[\"']")
MARKDOWN = MarkdownIt("commonmark").enable("table")
"""Markdown as the rules pages are written (tables included)."""
RulesReader = Callable[[str, str], str | None]
"""What reads a game's rules page: its text by game id and language, None where the
game has none in the language."""


def own_games() -> list[str]:
    """The games whose rules this package holds."""
    return [game for game in game_ids()
            if game_class(game).__module__.partition(".")[0] == __name__.partition(".")[0]]


def game_rules(game_id: str, language: str) -> str | None:
    """The rules page of ``game_id`` in ``language`` (:meth:`majlis.protocol.Game.rules`)."""
    return game_class(game_id).rules(language)

SPEAKERS = {"terminal": (Path(__file__).parent / "tui", "tui-"),
            "cli": (Path(__file__).parent / "cli", "cli-")}
"""The parts whose messages modules name whole, in quotes: each part's modules, and
the start of its ids."""


def messages(language: str, part: str,
             read: Reader = catalogue) -> tuple[dict[str, ast.Message], list[str]]:
    """The messages of one catalogue by id, and what of it does not parse."""
    resource = parse(read(language, part))
    found = {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}
    junk = [(entry.content or "").strip().partition("\n")[0] for entry in resource.body
            if isinstance(entry, ast.Junk)]
    return found, junk


def game_catalogue(language: str, name: str) -> str:
    """The text of the games' catalogue ``name`` (``common``, ``sedma``, ``sedma.learn``)
    in ``language``; empty where it has none."""
    return words_catalogue("majlis.games", name).get(language, "")


def problems(languages: Iterable[str] = LANGUAGES, read: Reader = catalogue,
             read_game: Reader = game_catalogue, rules: RulesReader = game_rules) -> list[str]:
    """Every problem of the catalogues and the rules pages of ``languages``, one line
    each (none: all is well)."""
    languages = list(languages)
    found = unworded(read) + game_problems(languages, read_game) + rules_problems(languages, rules)
    for part in PARTS:
        english, _ = messages(LANGUAGES[0], part, read)
        found += [f"en/{part}.ftl: {ident} is used nowhere"
                  for ident in sorted(set(english) - used(part, english))]
        for language in languages:
            theirs, junk = messages(language, part, read)
            found += compared(f"{language}/{part}.ftl", language, theirs, junk,
                              [ident for ident in english if ident not in theirs], english)
    return found


def compared(where: str, language: str, theirs: dict[str, ast.Message], junk: list[str],
             missing: Iterable[str], allowed: Container[str]) -> list[str]:
    """The problems of one language's catalogue at ``where``: text that does not parse,
    the messages ``missing``, those English does not have (not ``allowed``), and plural
    forms left out."""
    return ([f"{where}: cannot read {line!r}" for line in junk]
            + [f"{where}: {ident} is missing" for ident in missing]
            + [f"{where}: {ident} is not in English" for ident in theirs if ident not in allowed]
            + [f"{where}: {ident} leaves out the plural forms {', '.join(forms)}"
               for ident, message in theirs.items()
               if (forms := missing_forms(message, language))])


def game_problems(languages: Iterable[str] = LANGUAGES,
                  read: Reader = game_catalogue) -> list[str]:
    """Every problem of the games' catalogues (``majlis/games/locales/<lang>/*.ftl``)."""
    found: list[str] = []
    for name in game_catalogue_names():
        english, _ = messages(LANGUAGES[0], name, read)
        wanted = set(english) | from_code(name, english)
        allowed = wanted | help_in_code(name)
        found += [f"en/{name}.ftl: {ident} is used nowhere"
                  for ident in sorted(set(english) - lesson_ids(name, english))]
        for language in languages:
            theirs, junk = messages(language, name, read)
            missing = [ident for ident in sorted(wanted - set(theirs))
                       if language != LANGUAGES[0] or ident in english]
            found += compared(f"{language}/{name}.ftl", language, theirs, junk, missing, allowed)
    return found


def game_catalogue_names() -> list[str]:
    """The names of the games' catalogues, as English has them."""
    folder = Path(__file__).parent / "games" / "locales" / LANGUAGES[0]
    return sorted(path.name.removesuffix(".ftl") for path in folder.glob("*.ftl"))


def _games_of(name: str) -> list[type[Game[Any]]]:
    """The games whose own module's catalogue is ``name``."""
    from majlis.games import GAME_IDS, game_class
    return [cls for cls in map(game_class, GAME_IDS)
            if cls.__module__ == f"majlis.games.{name}"]


def from_code(name: str, english: dict[str, ast.Message]) -> set[str]:
    """The messages of catalogue ``name`` whose English the games' code says: a game's
    title (in its own module's catalogue) and the help of each option the catalogue
    names (``option-target``: ``help-target``)."""
    helps = {f"help-{ident.removeprefix('option-')}" for ident in english
             if ident.startswith("option-")}
    return helps | ({"title"} if _games_of(name) else set())


def help_in_code(name: str) -> set[str]:
    """The help of every option of the games whose own catalogue is ``name``: a language
    may word a shared option's help its own way for the game (Bint Al-Sbeet's target)."""
    return {message_id(f"help.{option.name}") for cls in _games_of(name) for option in cls.OPTIONS}


def lesson_ids(name: str, english: dict[str, ast.Message]) -> set[str]:
    """The ids of ``english`` used: every message but a lesson's (``<module>.learn``),
    which its script uses by naming its key."""
    module, _, kind = name.partition(".")
    if kind != "learn":
        return set(english)
    script = Path(__file__).parent / "games" / f"{module}.learn.json"
    named = QUOTED.findall(script.read_text("utf-8")) if script.is_file() else []
    return {message_id(key) for key in named} & set(english)


def rules_problems(languages: Iterable[str], rules: RulesReader = game_rules) -> list[str]:
    """Each of majlis's own games without a rules page in one of ``languages``, and each
    page whose outline is not its English page's (a game another package registers
    keeps its rules, and their translations, in that package)."""
    found = []
    for game in own_games():
        english = rules(game, LANGUAGES[0]) or ""
        for language in languages:
            text = rules(game, language)
            where = f"rules/{game}.{language}.md"
            if text is None:
                found.append(f"{where} is missing")
            elif (drift := outline_drift(outline(english), outline(text))) is not None:
                found.append(f"{where}: {drift}, unlike the English page")
    return found


class Section(NamedTuple):
    """A part of a rules page: its heading (level 0 and no title before the first), and
    how many list items and table rows it holds."""

    level: int
    title: str
    items: int
    rows: int


def outline(text: str) -> list[Section]:
    """The outline of a Markdown page, section by section."""
    sections = [Section(0, "", 0, 0)]
    tokens = MARKDOWN.parse(text)
    for at, token in enumerate(tokens):
        last = sections[-1]
        if token.type == "heading_open":
            sections.append(Section(int(token.tag[1:]), tokens[at + 1].content, 0, 0))
        elif token.type == "list_item_open":
            sections[-1] = last._replace(items=last.items + 1)
        elif token.type == "tr_open":
            sections[-1] = last._replace(rows=last.rows + 1)
    return sections


def outline_drift(english: list[Section], theirs: list[Section]) -> str | None:
    """Where an outline first differs from the English one, in words; None where they
    are the same."""
    if len(theirs) != len(english):
        return f"{len(theirs) - 1} headings where English has {len(english) - 1}"
    for mine, other in zip(theirs, english, strict=True):
        where = (f'under "{mine.title}" (in English "{other.title}")' if mine.level
                 else "before the first heading")
        for field in ("level", "items", "rows"):
            count, wanted = getattr(mine, field), getattr(other, field)
            if count != wanted:
                word = {"level": "heading level", "items": "list items",
                        "rows": "table rows"}[field]
                return f"{where}: {count} {word} where English has {wanted}"
    return None


def missing_forms(message: ast.Message, language: str) -> list[str]:
    """The plural categories of ``language`` that a choice by a number in ``message``
    leaves out."""
    missing: set[str] = set()
    for select in _selects(message):
        keys = {variant.key.name for variant in select.variants
                if isinstance(variant.key, ast.Identifier)}
        if keys and keys <= PLURAL:
            missing |= integer_categories(language) - keys
    return sorted(missing)


def _selects(node: object) -> list[ast.SelectExpression]:
    """Every choice inside ``node``, however deep."""
    if isinstance(node, ast.SelectExpression):
        return [node, *(s for variant in node.variants for s in _selects(variant.value))]
    if isinstance(node, (ast.Message, ast.Pattern, ast.Placeable)):
        children: list[object] = (
            [node.value] if isinstance(node, ast.Message)
            else list(node.elements) if isinstance(node, ast.Pattern) else [node.expression])
        return [s for child in children for s in _selects(child)]
    return []


def used(part: str, english: dict[str, ast.Message]) -> set[str]:
    """The ids of ``english`` (one catalogue) that something uses."""
    if part == "refusals":
        worded = refusal_ids()
        return {ident for ident in english if ident.split("--")[0] in worded}
    if part in SPEAKERS:
        return quoted_ids(part) & set(english)
    if part == "server":
        titles = [f"error-{status}" for status in ERROR_STATUSES] + ["error"]
        named = {*titles, *(f"{title}-title" for title in titles), "error-back"}
        quoted = {word for source in SERVER.glob("*.py")
                  for word in QUOTED.findall(source.read_text("utf-8"))}
        said = {message_id(word) for word in quoted} | {f"rules-page-{word}" for word in quoted}
        return (named | said) & set(english)
    whole, starts = script_keys()
    return {ident for ident in english if ident in whole or ident.startswith(starts)}


def refusal_ids() -> set[str]:
    """A refusal's message for every code the server or a table refuses with."""
    from majlis.server.seats import TABLE_REASONS
    from majlis.server.wire import CODES
    return {message_id(f"refusal.{code}") for code in (*CODES, *TABLE_REASONS)}


def unworded(read: Reader = catalogue) -> list[str]:
    """What is said with no English message in any catalogue: a refusal's code, or a key
    the page's scripts name whole (``ui.sit``: written with a dot, unlike a class name)."""
    english = set().union(*(messages(LANGUAGES[0], part, read)[0] for part in PARTS))
    named = {message_id(key) for script in SCRIPTS.glob("*.js")
             for key, end in SCRIPT_KEY.findall(script.read_text("utf-8"))
             if end != "${" and "." in key}
    spoken = set().union(*(quoted_ids(part) for part in SPEAKERS))
    return [f"en: {ident} is said but worded nowhere"
            for ident in sorted((named | refusal_ids() | spoken) - english)]


def quoted_ids(part: str) -> set[str]:
    """The message ids of a part of :data:`SPEAKERS` its modules name in quotes."""
    folder, start = SPEAKERS[part]
    return {word for source in folder.glob("*.py")
            for word in QUOTED.findall(source.read_text("utf-8"))
            if word.startswith(start) and not word.endswith("-")}  # a start, not an id


def script_keys() -> tuple[set[str], tuple[str, ...]]:
    """The message ids the page's scripts name whole, and the starts of those they build."""
    whole: set[str] = {"language-name"}  # the server reads it, for the language choice
    starts: set[str] = set()
    for script in SCRIPTS.glob("*.js"):
        for key, end in SCRIPT_KEY.findall(script.read_text("utf-8")):
            (starts if end == "${" else whole).add(message_id(key))
    return whole, tuple(sorted(starts))

