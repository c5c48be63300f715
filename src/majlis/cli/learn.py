"""``majlis learn GAME``: a game's guided first hand at the terminal table (docs/learn.md)."""

from __future__ import annotations

from typing import Annotated

import typer

from majlis.cli.output import fail
from majlis.games import game_class, game_ids
from majlis.learn.coach import Lesson
from majlis.learn.script import script_of
from majlis.quote import quote
from majlis.words import LANGUAGES

app = typer.Typer()


@app.command()
def learn(
    game: Annotated[str, typer.Argument(help="The game to learn.")],
    language: Annotated[str, typer.Option(
        help=f"The coach's language ({', '.join(LANGUAGES)}); the table's words stay "
             "the terminal's English.")] = "en",
    names: Annotated[str, typer.Option(
        help="How cards are named, as majlis play --names takes it.")] = "symbols",
) -> None:
    """Learn a game: a hand dealt on purpose, a coach saying what to try one step at a
    time, and the hand's summary at the end."""
    if game not in game_ids():
        raise fail(f"unknown game {quote(game)} (games: {', '.join(game_ids())})")
    if language not in LANGUAGES:
        raise fail(f"the coach speaks {', '.join(LANGUAGES)}, not {quote(language)}")
    script = script_of(game_class(game))
    if script is None:
        raise fail(f"{quote(game)} has no guided first hand yet")
    from majlis.tui.learn import LearnApp

    LearnApp(Lesson(script), language, names).run()
