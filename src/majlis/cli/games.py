"""``majlis games``: the games and their options."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from majlis.cli.options import game_from_args
from majlis.cli.output import out
from majlis.games import game_ids

app = typer.Typer()


@app.command()
def games(
    game: Annotated[list[str] | None, typer.Argument(
        metavar="GAME", help="The games to show (default: all).", show_default=False)] = None,
) -> None:
    """List the games and their options, with defaults."""
    ids = list(dict.fromkeys(game or game_ids()))  # each game once
    for rules in [game_from_args(game_id, None) for game_id in ids]:  # an unknown one refused first
        cls = type(rules)
        table = Table(title=f"{cls.title}  ({rules.id})", title_justify="left")
        for column in ("option", "default", "values", "meaning"):
            table.add_column(column)
        for option in cls.OPTIONS:
            table.add_row(option.name, option.text(option.default), option.allowed(),
                          option.help)
        out.print(table)
