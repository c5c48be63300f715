"""The ``majlis`` command line."""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from majlis.games import GAME_IDS, game_class
from majlis.protocol import Game, InvalidOptions
from majlis.records import RecordError, read_match, verify
from majlis.simulate import Summary, match_seed, playout_rate, random_match

app = typer.Typer(
    help="majlis: Sab'at Al-Deemin, Bint Al-Sbeet, Badam Saat, Asymmetric Badam Saat, Sedma.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(highlight=False)
err = Console(stderr=True, highlight=False)

OptionList = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A variant option KEY=VALUE (see `majlis games`)."),
]


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print a user's mistake on stderr and give the exit to raise."""
    err.print(f"[bold red]error:[/] {message}")
    return typer.Exit(code)


def game_from_args(game_id: str, options: list[str] | None) -> Game[Any]:
    """The rules for a command line's GAME and ``--option KEY=VALUE`` list."""
    try:
        cls = game_class(game_id)
        known = {option.name: option for option in cls.OPTIONS}
        values: dict[str, Any] = {}
        for item in options or []:
            key, sep, text = item.partition("=")
            if not sep:
                raise InvalidOptions(f"write options as KEY=VALUE, not {item!r}")
            if key not in known:
                names = ", ".join(known)
                raise InvalidOptions(f"{game_id} has no option {key!r} (its options: {names})")
            values[key] = known[key].parse(text)
        return cls.from_options(values)
    except InvalidOptions as error:
        raise fail(str(error)) from None


def read_text(path: str) -> str:
    """A file's text, or standard input for ``-``."""
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise fail(f"cannot read {path}: {error}") from None


@app.command()
def games() -> None:
    """List the games and their options, with defaults."""
    for game_id in GAME_IDS:
        cls = game_class(game_id)
        table = Table(title=f"{cls.title}  ({game_id})", title_justify="left")
        for column in ("option", "default", "values", "meaning"):
            table.add_column(column)
        for option in cls.OPTIONS:
            default = option.default
            shown = ",".join(default) if isinstance(default, tuple) else json.dumps(default)
            table.add_row(option.name, shown, option.allowed(), option.help)
        out.print(table)


@app.command("verify")
def verify_command(
    record: Annotated[str, typer.Argument(help="A record file, or - for standard input.")],
) -> None:
    """Check a record against the rules; print the verdict as JSON (exit 1 if invalid)."""
    try:
        text = Path(record).read_bytes().decode() if record != "-" else sys.stdin.read()
    except (OSError, UnicodeDecodeError) as error:
        reason = RecordError(f"cannot read {record}: {error}")
        verdict: dict[str, Any] = {"ok": False, "error": reason.json()}
    else:
        verdict = verify(text)
    print(json.dumps(verdict))
    raise typer.Exit(0 if verdict["ok"] else 1)


@app.command()
def replay(
    record: Annotated[str, typer.Argument(help="A record file, or - for standard input.")],
) -> None:
    """Show a recorded match hand by hand and action by action."""
    from majlis.replay import replay_lines

    try:
        match = read_match(json.loads(read_text(record)))
    except json.JSONDecodeError as error:
        raise fail(f"{record} is not JSON: {error}", 1) from None
    except RecordError as error:
        raise fail(f"{record} is not a valid record: {error}", 1) from None
    for line in replay_lines(match):
        out.print(line, soft_wrap=True)


@app.command()
def simulate(
    game: Annotated[str, typer.Argument(help=f"One of: {', '.join(GAME_IDS)}.")],
    matches: Annotated[int, typer.Option(min=1, help="Matches to play.")] = 10,
    seed: Annotated[int, typer.Option(help="The seed of the whole run.")] = 0,
    option: OptionList = None,
    records: Annotated[Path | None, typer.Option(help="Write every match here.")] = None,
) -> None:
    """Play whole matches with random legal players and summarise them."""
    rules = game_from_args(game, option)
    if records is not None:
        try:
            records.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise fail(f"cannot write records to {records}: {error}") from None
    from majlis.records import to_record

    summary = Summary()
    for number in range(matches):
        match = random_match(rules, match_seed(seed, number))
        summary.add(match)
        if records is not None:
            path = records / f"{game}-{seed}-{number:04d}.json"
            path.write_text(json.dumps(to_record(match), indent=1) + "\n", encoding="utf-8")
    out.print(f"[bold]{rules.title}[/] {json.dumps(rules.options())}")
    for line in summary.lines():
        out.print(line, soft_wrap=True)


@app.command()
def bench(
    game: Annotated[list[str] | None, typer.Argument(help="Games to time (default: all).")] = None,
    seconds: Annotated[float, typer.Option(min=0.1, help="Seconds per timing.")] = 2.0,
    runs: Annotated[int, typer.Option(min=1, help="Timings per figure; the median is shown.")] = 3,
) -> None:
    """Random playout hands per second on one core, per game (median of several runs)."""
    ids = game or list(GAME_IDS)
    table = Table(title=f"random playout hands per second, one core, median of {runs}")
    for column in ("game", "rollout", "protocol loop"):
        table.add_column(column, justify="right" if column != "game" else "left")
    for game_id in ids:
        rules = game_from_args(game_id, None)
        fast = [playout_rate(rules, seconds) for _ in range(runs)]
        plain = [playout_rate(rules, seconds, generic=True) for _ in range(runs)]
        table.add_row(game_id, f"{statistics.median(fast):,.0f}",
                      f"{statistics.median(plain):,.0f}")
    out.print(table)


def main() -> None:
    app()
