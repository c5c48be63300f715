"""The ``majlis`` command line's commands.  Each module of this package holds one group of
them and is imported only when one of its commands runs: the table server takes most of
a second to import, the terminal table half of one, and ``majlis --help`` lists every
command by its summary here without importing any."""

from __future__ import annotations

import importlib
from typing import Annotated, Any

import typer
from typer.core import TyperCommand, TyperGroup, TyperOption

from majlis import __version__
from majlis.cli.output import ASKED, out, words

COMMANDS = {
    "games": ("games", "List the games and their options, with defaults."),
    "verify": ("records", "Check a record against the rules; print the verdict as JSON "
                          "(exit 1 if invalid)."),
    "verify-event": ("events", "Check a finished duplicate event: its seed is the one it "
                               "committed to, and every board was dealt from it; print the "
                               "verdict as JSON (exit 1 if not)."),
    "replay": ("records", "Show a recorded match action by action (exit 1 if it is "
                          "unreadable or invalid)."),
    "analyze": ("analyze", "Judge every decision of a recorded match from the acting "
                           "seat's view."),
    "simulate": ("simulate", "Play whole matches with random legal players and summarise "
                             "them."),
    "bench": ("simulate", "Random playout hands per second on one core, per game (median "
                          "of several runs)."),
    "tournament": ("tournament", "Duplicate tournament: the same deals from every seat, so "
                                 "luck cancels."),
    "play": ("play", "Play a whole match against bots in a full-screen terminal table."),
    "watch": ("play", "Watch bots play a match at a watchable pace (space pauses, + and - "
                      "change the pace)."),
    "serve": ("serve", "Serve tables of every game to browsers: open the printed address."),
    "puzzles": ("puzzles", "Build puzzle sets from bots' matches or finished records."),
    "puzzle": ("puzzles", "Solve puzzles from real hands at the terminal table."),
    "learn": ("learn", "Learn a game: a hand dealt on purpose, a coach saying what to try "
                       "one step at a time."),
    "backup": ("backup", "Copy the tables' SQLite database to a new file while the server "
                         "plays on."),
    "admin": ("admin", "The host's acts: reports, silence, ban, close, remove an event, "
                       "and the log."),
    "i18n-check": ("translating", "Check the translation catalogues: keys missing or unused "
                                  "in any language, plural forms left out (exit 1 if any)."),
}
"""Each command's module in this package, and its summary (its help's first words,
which the tests hold it to)."""


def command(name: str) -> Any:
    """The command ``name``, its module imported now."""
    module = importlib.import_module(f"majlis.cli.{COMMANDS[name][0]}")
    return typer.main.get_group(module.app).commands[name]


def untyped_flags(params: list[Any]) -> list[Any]:
    """``params`` with each flag's type left out of its help (Typer shows ``--help
    <bool>``, as if a flag took a value, which it refuses)."""
    for param in params:
        if isinstance(param, TyperOption) and param.is_flag:
            param.metavar = ""
    return params


class Commands(TyperGroup):
    """``majlis``'s commands: listed (and a mistyped one matched) by their summaries, and
    the one that runs imported from its module; the flags of each helped without a type."""

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        for name, (_, summary) in COMMANDS.items():
            self.add_command(TyperCommand(name, help=summary))

    def get_params(self, ctx: Any) -> list[Any]:
        return untyped_flags(super().get_params(ctx))

    def resolve_command(self, ctx: Any, args: list[str]) -> tuple[str | None, Any, list[str]]:
        name, listed, rest = super().resolve_command(ctx, args)
        if name is None or listed is None:
            return name, None, rest
        found = command(name)
        untyped_flags(found.get_params(ctx))
        return name, found, rest


app = typer.Typer(
    cls=Commands,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback(invoke_without_command=True)
def options(
    ctx: typer.Context,
    version: Annotated[bool, typer.Option("--version", help="Show the version and exit.")] = False,
) -> None:
    """majlis: Sab'at Al-Deemin, Bint Al-Sbeet, Badam Saat, Asymmetric Badam Saat, Sedma."""
    ASKED.set(None)  # the locale's language, until a command's --lang says otherwise
    # --version is read here, once the command line is parsed, not as it is met: so that
    # a word after it (`--version true`) is refused as the command it is not, rather
    # than passed over
    if ctx.invoked_subcommand is not None and version:
        raise typer.BadParameter(words("cli-version-alone"))
    if version:
        out.print(f"majlis {__version__}")
        raise typer.Exit()
