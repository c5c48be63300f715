"""``majlis simulate`` and ``majlis bench``: matches of random legal players, summarised
or timed."""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from majlis import fast
from majlis.cli.options import (
    OptionList,
    RunSeed,
    game_from_args,
    number_option,
    path_given,
    writable_dir,
    writable_file,
)
from majlis.cli.output import fail, out, progress_bar, why, words
from majlis.files import write_text
from majlis.games import GAME_IDS, game_ids
from majlis.protocol import Game
from majlis.records import to_record
from majlis.simulate import (
    Summary,
    core_rate,
    playout_rate,
    random_match,
    simulated_match_seed,
)
from majlis.simulate import simulate as simulate_matches

app = typer.Typer()

MAX_MATCHES = 10**9


def record_path(folder: Path, game: str, seed: int, number: int) -> Path:
    """Where ``simulate --records`` writes match ``number`` of a run."""
    return folder / f"{game}-{seed}-{number:04d}.json"


def records_in_the_way(folder: Path, game: str, seed: int, matches: int) -> Iterator[Path]:
    """The files already in ``folder`` that a run of ``matches`` would write over: the
    folder's entries are looked at, not every name of the run (a long run names millions)."""
    prefix = f"{game}-{seed}-"
    for path in folder.iterdir() if folder.is_dir() else ():
        number = path.name.removeprefix(prefix).removesuffix(".json")
        if (number.isascii() and number.isdigit() and int(number) < matches
                and path == record_path(folder, game, seed, int(number))):
            yield path


@app.command()
def simulate(
    game: Annotated[str, typer.Argument(help=f"One of: {', '.join(GAME_IDS)}.")],
    matches: Annotated[int, typer.Option(min=1, max=MAX_MATCHES, help="Matches to play.")] = 10,
    seed: RunSeed = 0,
    option: OptionList = None,
    records: Annotated[Path | None, typer.Option(
        parser=path_given, metavar="PATH", help="Write every match here.")] = None,
) -> None:
    """Play whole matches with random legal players and summarise them."""
    rules = game_from_args(game, option)
    if records is not None:
        writable_dir(records)
        for path in records_in_the_way(records, game, seed, matches):
            writable_file(path)
    written: list[Path] = []
    if records is None:
        summary = simulate_matches(rules, seed, matches)
    else:
        summary = Summary()
        for number in range(matches):
            match = random_match(rules, simulated_match_seed(seed, number))
            summary.add(match)
            path = record_path(records, game, seed, number)
            try:
                records.mkdir(parents=True, exist_ok=True)
                write_text(path, json.dumps(to_record(match), indent=1) + "\n")
            except OSError as error:
                raise fail(words("cli-cannot-write", path=str(path), why=why(error))) from None
            written.append(path)
    out.print(Text(rules.title, style="bold"), json.dumps(rules.options()))
    for line in summary.lines():
        out.print(line, soft_wrap=True)
    if written:
        last = f" … {written[-1]}" if len(written) > 1 else ""
        out.print(f"records            {len(written)} written: {written[0]}{last}", soft_wrap=True)


@app.command()
def bench(
    game: Annotated[list[str] | None, typer.Argument(help="Games to time (default: all).")] = None,
    seconds: Annotated[float, number_option(0.1, 3600, "Seconds per timing")] = 2.0,
    runs: Annotated[int, typer.Option(min=1, help="Timings per figure; the median is shown.")] = 3,
) -> None:
    """Random playout hands per second on one core, per game (median of several runs)."""
    ids = list(dict.fromkeys(game or game_ids()))  # each game once
    table = Table(title=f"random playout hands per CPU second, one core, median of {runs}")
    every = [game_from_args(game_id, None) for game_id in ids]
    timings: dict[str, Callable[[Game[Any]], float]] = {
        "core": lambda rules: core_rate(rules, seconds),
        "rollout": lambda rules: playout_rate(rules, seconds),
        "protocol loop": lambda rules: playout_rate(rules, seconds, generic=True),
    }
    table.add_column("game")
    for column in timings:
        table.add_column(column, justify="right")
    with progress_bar(auto_refresh=False) as bar:  # CPU time is measured: no refresh thread
        task = bar.add_task("timing", total=len(ids) * len(timings) * runs)

        def median_rate(rules: Game[Any], column: str) -> str:
            bar.update(task, description=f"{rules.id}, {column}", refresh=True)
            if column == "core" and not fast.plays(rules):
                bar.update(task, advance=runs, refresh=True)
                return "-"
            rates = []
            for _ in range(runs):
                rates.append(timings[column](rules))
                bar.update(task, advance=1, refresh=True)
            return f"{statistics.median(rates):,.0f}"

        for rules in every:
            table.add_row(rules.id, *(median_rate(rules, column) for column in timings))
    out.print(table)
    out.print(f"active path: {fast.BACKEND}" + (
        "" if fast.BACKEND == "core" else " (the compiled core is not built or MAJLIS_PURE=1)"))
