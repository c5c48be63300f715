"""``majlis games``: the games and their options, in the command's language."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from majlis.cli.options import LanguageOption, game_from_args
from majlis.cli.output import language, out, words
from majlis.games import game_ids
from majlis.protocol import Game, Option
from majlis.words import template

app = typer.Typer()

ALLOWED = {"flag": "cli-allowed-flag", ("low", "high"): "cli-allowed-number--low--high",
           ("low",): "cli-allowed-number--low", ("high",): "cli-allowed-number--high",
           ("choices",): "cli-allowed-one-of", "list": "cli-allowed-list"}
"""The words of what an option allows, by its kind and bounds."""


@app.command()
def games(
    game: Annotated[list[str] | None, typer.Argument(
        metavar="GAME", help="The games to show (default: all).", show_default=False)] = None,
    lang: LanguageOption = None,
) -> None:
    """List the games and their options, with defaults."""
    ids = list(dict.fromkeys(game or game_ids()))  # each game once
    for rules in [game_from_args(game_id, None) for game_id in ids]:  # an unknown one refused first
        out.print(options_table(rules, language()))


def options_table(rules: Game[Any], lang: str) -> Table:
    """The game's options, their defaults, values and meaning, in ``lang``."""
    cls, said = type(rules), rules.words()
    title = template(said, "title", lang) or cls.title
    table = Table(title=f"{title}  ({rules.id})", title_justify="left")
    for column in ("cli-games-option", "cli-games-default", "cli-games-values",
                   "cli-games-meaning"):
        table.add_column(words(column))
    for option in cls.OPTIONS:
        meaning = template(said, f"help.{option.name}", lang) or option.help
        table.add_row(option.name, option.text(option.default), allowed(option), meaning)
    return table


def allowed(option: Option) -> str:
    """What ``option`` allows, in the command's words."""
    bounds = option.bounds()
    if isinstance(option.default, bool):
        return words(ALLOWED["flag"])
    if isinstance(option.default, list | tuple):
        return words(ALLOWED["list"], choices=", ".join(bounds["choices"]))
    shown = {name: value for name, value in bounds.items() if value is not None}
    if "choices" in shown:
        shown["choices"] = ", ".join(shown["choices"])
    return words(ALLOWED[tuple(shown)], **shown)
