"""``majlis puzzles build``: puzzles mined from bots' matches (docs/puzzles.md); and
``majlis puzzle``: solve them in the terminal."""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from majlis.cli.options import LanguageOption, RunSeed
from majlis.cli.output import fail, language, out, words
from majlis.cli.records import read_text
from majlis.games import game_ids, make_game
from majlis.protocol import Game
from majlis.puzzles.build import Plan, build, mine
from majlis.puzzles.puzzle import write_set
from majlis.quote import quote
from majlis.records import RecordError, parse, read_match

app = typer.Typer()
puzzles = typer.Typer(no_args_is_help=True, help=(
    "Build puzzle sets from bots' matches or finished records: positions where one move "
    "is clearly best from the seat's view (docs/puzzles.md)."))
app.add_typer(puzzles, name="puzzles")


def children_cpu() -> float:
    """The CPU seconds this process's finished children (the mining processes) used."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def progress_line(name: str) -> Callable[[int, int], None]:
    """Says how far the build of game ``name`` has got, on one line."""
    return lambda done, kept: out.print(f"{name}: {done} matches mined, {kept} puzzles",
                                        end="\r")


@puzzles.command("build")
def build_command(
    out_dir: Annotated[Path, typer.Option("--out", help="Write GAME.json here.")],
    game: Annotated[list[str] | None, typer.Option(
        help="A game to build (repeat for several; default: every game).")] = None,
    matches: Annotated[int, typer.Option(min=1, help="Bots' matches to mine per game.")] = 20,
    enough: Annotated[int | None, typer.Option(
        "--puzzles", min=1, help="Stop a game once this many puzzles are found.")] = None,
    seconds: Annotated[float | None, typer.Option(
        min=1, help="Stop a game after this many seconds, keeping what it has.")] = None,
    workers: Annotated[int, typer.Option(
        min=1, help="Processes mining matches at once (default: the CPUs).")] = 0,
    per_hand: Annotated[int, typer.Option(
        min=1, help="Keep at most this many puzzles of one hand.")] = 2,
    bots: Annotated[str, typer.Option(
        help="The bot that plays every seat (or one per seat, comma-separated).")] = "rules",
    seed: RunSeed = 0,
) -> None:
    """Play bots' matches, review them and keep the decisions where one move is clearly
    best from the seat's view: one file of puzzles per game."""
    games = game or list(game_ids())
    for name in games:
        if name not in game_ids():
            raise fail(words("cli-unknown-game", game=quote(name), games=", ".join(game_ids())))
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in games:
        plan = Plan(name, {}, tuple(bots.split(",")), seed, matches, per_hand)
        start, cpu = time.monotonic(), children_cpu()
        found, count = build(plan, workers or os.cpu_count() or 1, seconds, enough,
                             progress_line(name))
        took, used = time.monotonic() - start, children_cpu() - cpu
        built = {"bots": list(plan.bots), "seed": seed, "matches": count, "per_hand": per_hand}
        write_set(out_dir / f"{name}.json", make_game(name, {}), found, built)
        per = f", {used / len(found):.1f} CPU s a puzzle" if found else ""
        out.print(f"{name}: {len(found)} puzzles from {count} matches in {took:.0f} s{per}")
        print(json.dumps({"game": name, "puzzles": len(found), "matches": count,
                          "seconds": round(took, 1), "cpu_seconds": round(used, 1)}))


@puzzles.command("mine")
def mine_command(
    records: Annotated[list[Path], typer.Argument(help="Finished match records (JSON).")],
    out_dir: Annotated[Path, typer.Option("--out", help="Write GAME.json here.")],
    per_hand: Annotated[int, typer.Option(
        min=1, help="Keep at most this many puzzles of one hand.")] = 2,
) -> None:
    """Mine finished records (the server's, or any) for puzzles: one file per game."""
    found: dict[str, tuple[Game[Any], list[dict[str, Any]]]] = {}
    for path in records:
        try:
            match = read_match(parse(read_text(str(path))))
        except RecordError as error:
            raise fail(words("cli-not-a-record", path=str(path), why=str(error)), 1) from None
        if match.winners is None:
            raise fail(words("cli-not-finished", path=str(path)), 1)
        game = match.game
        found.setdefault(game.id, (game, []))[1].extend(
            mine(match, "record", path.name, (), per_hand))
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, (game, docs) in found.items():
        write_set(out_dir / f"{name}.json", game, docs, {"records": [p.name for p in records],
                                                          "per_hand": per_hand})
        out.print(f"{name}: {len(docs)} puzzles")


@app.command()
def puzzle(
    game: Annotated[str | None, typer.Argument(
        help="The game whose puzzles to solve (default: every game's).")] = None,
    names: Annotated[str, typer.Option(
        help="How cards are named, as majlis play --names takes it.")] = "symbols",
    lang: LanguageOption = None,
) -> None:
    """Solve puzzles from real hands at the terminal table: positions where one move is
    clearly best from the seat's view."""
    from majlis.puzzles.library import shipped
    from majlis.tui.puzzles import PuzzleApp

    library = shipped()
    if game is not None and game not in library.games:
        raise fail(words("cli-no-puzzles-of", game=quote(game),
                         games=", ".join(library.games)))
    docs = library.of(game)
    if not docs:
        raise fail(words("cli-no-puzzles"), 1)
    PuzzleApp(docs, names, language()).run()
