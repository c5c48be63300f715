"""The options the commands share and the checks of what they are given: each refuses a
value that cannot be what was meant with a clear error, before any work starts."""

from __future__ import annotations

import ipaddress
import math
import os
import re
import tempfile
import urllib.parse
from pathlib import Path
from typing import Annotated, Any

import typer

from majlis.cli.output import ASKED, fail, why, words
from majlis.games import game_class
from majlis.i18n import LANGUAGES
from majlis.protocol import Game, InvalidOptions
from majlis.quote import quote

SEED_DIGITS = 100

OptionList = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A variant option KEY=VALUE (see `majlis games`)."),
]


def path_given(text: str) -> Path:
    """A path option's value; an empty one (an unset shell variable, say) is refused
    rather than read as the current folder."""
    if not text:
        raise typer.BadParameter(words("cli-empty-path"))
    return Path(text)


def text_given(text: str) -> str:
    """A text option's value; an empty one (an unset shell variable, say) is refused
    rather than taken for something else: an empty ``--host`` would listen on every
    address, an empty ``--db`` open a database that is gone when the server stops."""
    if not text.strip():
        raise typer.BadParameter(words("cli-empty-value"))
    return text


def network_given(text: str) -> str:
    """An address or network's value: ``10.0.0.5``, ``10.0.0.0/8``, ``::1``."""
    try:
        return str(ipaddress.ip_network(text.strip(), strict=False))
    except ValueError:
        raise typer.BadParameter(words("cli-not-a-network", given=quote(text))) from None


def origin_given(text: str) -> str:
    """A web origin's value: ``http://`` or ``https://``, a host and perhaps a port,
    nothing after them (browsers send ``Origin`` so, and links are made from it)."""
    parts = urllib.parse.urlsplit(text.strip())
    try:
        bad_port = parts.port == 0
    except ValueError:  # not a number, or above 65535
        bad_port = True
    if parts.scheme not in ("http", "https") or not parts.hostname or bad_port or \
            parts.path not in ("", "/") or parts.query or parts.fragment:
        raise typer.BadParameter(words("cli-not-an-origin", given=quote(text)))
    return text.strip().rstrip("/")


def seed_given(text: str | int) -> int:
    """A seed option's value (or its default): a whole number of at most
    ``SEED_DIGITS`` digits."""
    if isinstance(text, int):
        return text
    if not re.fullmatch(r"-?[0-9]+", text.strip()):
        raise typer.BadParameter(words("cli-not-a-whole-number", given=quote(text)))
    if len(text.strip().lstrip("-")) > SEED_DIGITS:
        raise typer.BadParameter(words("cli-seed-too-long", digits=SEED_DIGITS))
    return int(text)


def number_option(low: float, high: float, help: str) -> Any:
    """A number option from ``low`` to ``high``: not nan or infinity, which are refused
    as what they are rather than as out of range."""
    def given(text: str | float) -> float:
        try:
            if isinstance(text, str) and not (text.isascii() and "_" not in text):
                raise ValueError  # as integers are: not "1_0" or "١٠"
            value = float(text)
        except ValueError:
            raise typer.BadParameter(words("cli-not-a-number", given=quote(text))) from None
        if not math.isfinite(value) or not low <= value <= high:
            raise typer.BadParameter(words("cli-number-out-of-range", given=quote(text),
                                           low=f"{low:g}", high=f"{high:g}"))
        return value

    return typer.Option(parser=given, metavar="NUMBER", help=f"{help} ({low:g} to {high:g}).")


RunSeed = Annotated[int, typer.Option(parser=seed_given, metavar="INTEGER",
                                      help="The seed of the whole run.")]
MatchSeed = Annotated[int | None, typer.Option(parser=seed_given, metavar="INTEGER",
                                               help="The seed of the match (default: new).")]


def language_given(text: str) -> str:
    """A ``--lang`` value: a language majlis speaks, which the command then speaks (its
    refusals too, from the moment it is read: the option is read first)."""
    if text not in LANGUAGES:
        raise typer.BadParameter(words("cli-unknown-language", given=quote(text),
                                       languages=", ".join(LANGUAGES)))
    ASKED.set(text)
    return text


LanguageOption = Annotated[str | None, typer.Option(
    "--lang", parser=language_given, is_eager=True, metavar="LANG",
    help=f"The language to speak ({', '.join(LANGUAGES)}); default: the locale's "
         "(LC_ALL, LC_MESSAGES or LANG), else English.")]


def game_from_args(game_id: str, options: list[str] | None) -> Game[Any]:
    """The rules for a command line's GAME and ``--option KEY=VALUE`` list."""
    try:
        return game_class(game_id).from_text(options or [])
    except InvalidOptions as error:
        raise fail(why(error)) from None


def writable_dir(path: Path) -> None:
    """Check, before a long run rather than after, that ``path`` is a folder files can be
    written in, or can be made one.  It is made only when its first file is written, so
    that a run that fails leaves nothing behind."""
    there = next(folder for folder in (path, *path.absolute().parents) if folder.exists())
    if not there.is_dir():
        where = words("cli-it") if there == path else there
        raise fail(words("cli-folder-is-a-file", path=str(path), where=str(where)))
    try:
        with tempfile.TemporaryFile(dir=there):
            pass
    except OSError as error:
        raise fail(words("cli-cannot-write-to", path=str(path), why=why(error))) from None


def writable_file(path: Path) -> None:
    """Refuse, before a long run rather than after, a file that is there and cannot be
    written over (a folder of that name, say)."""
    if path.is_dir():
        raise fail(words("cli-file-is-a-folder", path=str(path)))
    if path.exists() and not os.access(path, os.W_OK):
        raise fail(words("cli-file-read-only", path=str(path)))
