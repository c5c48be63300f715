"""``majlis games``: the games and their options."""

from __future__ import annotations

import typer
from rich.table import Table

from majlis.cli.output import out
from majlis.games import game_class, game_ids

app = typer.Typer()


@app.command()
def games() -> None:
    """List the games and their options, with defaults."""
    for game_id in game_ids():
        cls = game_class(game_id)
        table = Table(title=f"{cls.title}  ({game_id})", title_justify="left")
        for column in ("option", "default", "values", "meaning"):
            table.add_column(column)
        for option in cls.OPTIONS:
            table.add_row(option.name, option.text(option.default), option.allowed(),
                          option.help)
        out.print(table)
