"""``majlis learn GAME``: a game's guided first hand at the terminal table (docs/learn.md)."""

from __future__ import annotations

from typing import Annotated

import typer

from majlis.cli.options import LanguageOption
from majlis.cli.output import fail, language, words
from majlis.games import game_class, game_ids
from majlis.learn.coach import Lesson
from majlis.learn.script import script_of
from majlis.quote import quote

app = typer.Typer()


@app.command()
def learn(
    game: Annotated[str, typer.Argument(help="The game to learn.")],
    lang: LanguageOption = None,
    names: Annotated[str, typer.Option(
        help="How cards are named, as majlis play --names takes it.")] = "symbols",
) -> None:
    """Learn a game: a hand dealt on purpose, a coach saying what to try one step at a
    time, and the hand's summary at the end."""
    if game not in game_ids():
        raise fail(words("cli-unknown-game", game=quote(game), games=", ".join(game_ids())))
    script = script_of(game_class(game))
    if script is None:
        raise fail(words("cli-no-lesson", game=quote(game)))
    from majlis.tui.learn import LearnApp

    LearnApp(Lesson(script), language(), names).run()
