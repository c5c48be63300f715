"""``majlis tournament``: a duplicate tournament between bots, its standings printed
and, with ``--out``, written."""

from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer

from majlis.cli.options import (
    OptionList,
    RunSeed,
    game_from_args,
    path_given,
    writable_dir,
    writable_file,
)
from majlis.cli.output import err, fail, out, progress_bar, why, words
from majlis.files import write_text
from majlis.games import GAME_IDS
from majlis.play import PlayError
from majlis.protocol import Game
from majlis.tournament import check_tournament, play_tournament
from majlis.tournament.backends import plan
from majlis.tournament.figures import Tournament
from majlis.tournament.playing import DEAL, MATCH
from majlis.tournament.reports import standings_table, summary, write_chart

app = typer.Typer()

MAX_DUPLICATES = 10**6
"""The most deals (or matches) of a tournament, whose every result is kept for its
statistics: a million deals' results fit in memory, and take days with search bots."""


@app.command("tournament")
def tournament_command(
    game: Annotated[str, typer.Argument(help=f"One of: {', '.join(GAME_IDS)}.")],
    bots: Annotated[str, typer.Option(
        help="Bots in seat order, comma-separated, one per seat: a level (random, ...) "
             "or package.module:ClassName.")],
    hands: Annotated[int, typer.Option(
        min=0, max=MAX_DUPLICATES,
        help="Duplicate deals; each is played once per seat rotation.")] = 100,
    seed: RunSeed = 0,
    matches: Annotated[int, typer.Option(
        min=0, max=MAX_DUPLICATES,
        help="Duplicate matches, each replayed under every rotation.")] = 0,
    workers: Annotated[int | None, typer.Option(
        min=1, max=1024,
        help="Parallel workers (default, and at most: every core this process may use).")
    ] = None,
    backend: Annotated[str, typer.Option(help="local (a process pool) or ray.")] = "local",
    option: OptionList = None,
    out_dir: Annotated[Path | None, typer.Option(
        "--out", parser=path_given, metavar="PATH",
        help="Write summary.json and chart.png here.")] = None,
) -> None:
    """Duplicate tournament: the same deals from every seat, so luck cancels.

    Figures per bot: mean score per hand and hand win rate (in the Sevens games,
    going out first), match wins; 95% intervals over deals and matches.
    """
    rules = game_from_args(game, option)
    specs = [spec.strip() for spec in bots.split(",")]
    _check_tournament(rules, specs, hands + matches, backend, out_dir)
    started = time.perf_counter()
    result = _run_tournament(rules, specs, hands, seed, matches, workers, backend)
    seconds = time.perf_counter() - started
    heading = (f"{rules.title} {json.dumps(rules.options())}: {hands} deals x {rules.seats} "
               f"rotations = {result.hands} hands, {matches} matches x {rules.seats}, "
               f"seed {seed}")
    out.print(standings_table(result, result.standings(), heading))
    if result.partnership():
        out.print(standings_table(result, result.team_standings(), "teams"))
    used = plan(hands, matches, workers)[1]
    out.print(f"{seconds:.1f} s on {used} {backend} worker{'s' if used != 1 else ''}")
    if out_dir is not None:
        arguments = {"game": game, "bots": specs, "hands": hands, "seed": seed,
                     "matches": matches, "workers": workers, "backend": backend,
                     "option": option or [], "out": str(out_dir)}
        _write_tournament(result, arguments, out_dir)


def _check_tournament(rules: Game[Any], specs: list[str], units: int, backend: str,
                      out_dir: Path | None) -> None:
    """Refuse a tournament that cannot run, before any worker starts or file is made."""
    try:
        check_tournament(rules, specs, backend)
    except ValueError as error:  # BotNotFound too
        raise fail(why(error)) from None
    if units == 0:
        raise fail(words("cli-nothing-to-play"))
    if backend == "ray" and importlib.util.find_spec("ray") is None:
        raise fail(words("cli-ray-missing"))
    if out_dir is not None:
        writable_dir(out_dir)
        for path in (out_dir / "summary.json", out_dir / "chart.png"):
            writable_file(path)


def _run_tournament(rules: Game[Any], specs: list[str], hands: int, seed: int, matches: int,
                    workers: int | None, backend: str) -> Tournament:
    """The result of a tournament :func:`_check_tournament` has passed, with a progress
    bar per kind of work."""
    try:
        with progress_bar() as bar:
            tasks = {DEAL: bar.add_task("deals", total=hands)}
            if matches:
                tasks[MATCH] = bar.add_task("matches", total=matches)
            return play_tournament(rules, specs, hands, seed, matches, workers, backend,
                                   lambda kind, done: bar.advance(tasks[kind], done))
    except PlayError as error:
        raise fail(str(error), 1) from None


def _write_tournament(result: Tournament, arguments: dict[str, Any], out_dir: Path) -> None:
    """summary.json and, where matplotlib is installed, chart.png in ``out_dir``."""
    path = out_dir / "summary.json"
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        write_text(path, json.dumps(summary(result, arguments), indent=1) + "\n")
        out.print(f"wrote {path}")
        path = out_dir / "chart.png"
        try:
            write_chart(result, path)
        except ImportError:
            err.print("chart.png skipped: it needs matplotlib (pip install 'majlis[plots]')")
        else:
            out.print(f"wrote {path}")
    except OSError as error:
        raise fail(words("cli-cannot-write", path=str(path), why=why(error))) from None
