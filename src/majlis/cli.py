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

from majlis import fast
from majlis.games import GAME_IDS, game_class
from majlis.protocol import Game, InvalidOptions
from majlis.records import RecordError, read_match, verify
from majlis.simulate import (
    Summary,
    core_rate,
    match_seed,
    playout_rate,
    random_match,
)
from majlis.simulate import simulate as simulate_matches

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

    if records is None:
        summary = simulate_matches(rules, seed, matches)
    else:
        summary = Summary()
        for number in range(matches):
            match = random_match(rules, match_seed(seed, number))
            summary.add(match)
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
    table = Table(title=f"random playout hands per CPU second, one core, median of {runs}")
    for column in ("game", "core", "pure rollout", "protocol loop"):
        table.add_column(column, justify="right" if column != "game" else "left")
    for game_id in ids:
        rules = game_from_args(game_id, None)
        compiled = ([core_rate(rules, seconds) for _ in range(runs)]
                    if fast.plays(rules) else [])
        rollout = [playout_rate(rules, seconds) for _ in range(runs)]
        plain = [playout_rate(rules, seconds, generic=True) for _ in range(runs)]
        table.add_row(game_id, f"{statistics.median(compiled):,.0f}" if compiled else "-",
                      f"{statistics.median(rollout):,.0f}", f"{statistics.median(plain):,.0f}")
    out.print(table)
    out.print(f"active path: {fast.PATH}" + (
        "" if fast.PATH == "core" else " (the compiled core is not built or MAJLIS_PURE=1)"))


@app.command("tournament")
def tournament_command(
    game: Annotated[str, typer.Argument(help=f"One of: {', '.join(GAME_IDS)}.")],
    bots: Annotated[str, typer.Option(
        help="Bots in seat order, comma-separated, one per seat: a level (random, ...) "
             "or package.module:ClassName.")],
    hands: Annotated[int, typer.Option(
        min=0, help="Duplicate deals; each is played once per seat rotation.")] = 100,
    seed: Annotated[int, typer.Option(help="The seed of the whole run.")] = 0,
    matches: Annotated[int, typer.Option(
        min=0, help="Duplicate matches, each replayed under every rotation.")] = 0,
    workers: Annotated[int | None, typer.Option(
        min=1, help="Parallel workers (default: every core).")] = None,
    backend: Annotated[str, typer.Option(help="local (a process pool) or ray.")] = "local",
    option: OptionList = None,
    out_dir: Annotated[Path | None, typer.Option(
        "--out", help="Write summary.json and chart.png here.")] = None,
) -> None:
    """Duplicate tournament: the same deals from every seat, so luck cancels.

    Figures per bot: mean score per hand and hand win rate (in the Sevens games,
    going out first), match wins; 95% intervals over deals and matches.
    """
    import importlib.util
    import os
    import time

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from majlis.bots import BotNotFound
    from majlis.tournament import (
        DEAL,
        MATCH,
        TournamentError,
        run_tournament,
        standings_table,
        summary,
        write_chart,
    )

    rules = game_from_args(game, option)
    specs = [spec.strip() for spec in bots.split(",")]
    if len(specs) != rules.seats:
        raise fail(f"{game} is played by {rules.seats} seats: give {rules.seats} bots "
                   f"in --bots, not {len(specs)}")
    if backend not in ("local", "ray"):
        raise fail(f"unknown backend {backend!r} (local or ray)")
    if hands + matches == 0:
        raise fail("nothing to play: give --hands or --matches above 0")
    if backend == "ray" and importlib.util.find_spec("ray") is None:
        raise fail("the ray backend needs ray: pip install 'majlis[ray]'")
    columns = ("[progress.description]{task.description}", BarColumn(),
               MofNCompleteColumn(), TimeRemainingColumn())
    started = time.perf_counter()
    try:
        with Progress(*columns, console=err, transient=True) as bar:
            tasks = {DEAL: bar.add_task("deals", total=hands)}
            if matches:
                tasks[MATCH] = bar.add_task("matches", total=matches)
            result = run_tournament(rules, specs, hands, seed, matches, workers, backend,
                                    lambda kind, done: bar.advance(tasks[kind], done))
    except BotNotFound as error:
        raise fail(str(error)) from None
    except TournamentError as error:
        raise fail(str(error), 1) from None
    seconds = time.perf_counter() - started
    heading = (f"{rules.title} {json.dumps(rules.options())}: {hands} deals x {rules.seats} "
               f"rotations = {result.hands} hands, {matches} matches x {rules.seats}, "
               f"seed {seed}")
    out.print(standings_table(result, result.standings(), heading))
    if result.partnership():
        out.print(standings_table(result, result.team_standings(), "teams"))
    out.print(f"{seconds:.1f} s on {workers or os.cpu_count()} {backend} workers")
    if out_dir is not None:
        arguments = {"game": game, "bots": specs, "hands": hands, "seed": seed,
                     "matches": matches, "workers": workers, "backend": backend,
                     "option": option or [], "out": str(out_dir)}
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
            (out_dir / "summary.json").write_text(
                json.dumps(summary(result, arguments), indent=1) + "\n", encoding="utf-8")
        except OSError as error:
            raise fail(f"cannot write to {out_dir}: {error}") from None
        out.print(f"wrote {out_dir / 'summary.json'}")
        try:
            write_chart(result, out_dir / "chart.png")
        except ImportError:
            err.print("chart.png skipped: it needs matplotlib (pip install 'majlis[plots]')")
        else:
            out.print(f"wrote {out_dir / 'chart.png'}")


NAMES_HELP = ("How cards are named: symbols, letters (plain ASCII), english, arabic, gulf "
              "(Arabic names in Latin letters), hindi, or traditional (the game's own).")


def _run_table(session: Any, names: str, delay: float, watching: bool) -> None:
    """Open the terminal table on ``session`` (imports Textual only when it is needed)."""
    from majlis.tui.app import TableApp
    from majlis.tui.names import names_for

    try:
        names_for(names, session.game.id)
    except ValueError as error:
        raise fail(str(error)) from None
    TableApp(session, names, delay, watching).run()


def _new_seed(seed: int | None) -> int:
    import random

    return seed if seed is not None else random.SystemRandom().randrange(10**9)


@app.command()
def play(
    game: Annotated[str | None, typer.Argument(
        help=f"One of: {', '.join(GAME_IDS)} (not needed with --resume).")] = None,
    seat: Annotated[int, typer.Option(help="Your seat; seat 0 plays after the last seat.")] = 0,
    bots: Annotated[str, typer.Option(
        help="The bots at the other seats: one level (random, rules, search) or "
             "package.module:ClassName for all, or one per other seat, comma-separated."
    )] = "search",
    option: OptionList = None,
    seed: Annotated[int | None, typer.Option(help="The seed of the match (default: new).")] = None,
    record: Annotated[Path | None, typer.Option(
        help="Save the match to this record after every move.")] = None,
    resume: Annotated[Path | None, typer.Option(
        help="Play on a match saved with the s key or --record.")] = None,
    names: Annotated[str, typer.Option(help=NAMES_HELP)] = "symbols",
    delay: Annotated[float, typer.Option(min=0, help="Seconds per bot move.")] = 0.8,
) -> None:
    """Play a whole match against bots in a full-screen terminal table."""
    from majlis.bots import BotNotFound
    from majlis.tui.session import Seating, Session

    try:
        if resume is not None:
            session = Session.resume(resume, fallback=(seat, bots))
            if game is not None and game != session.game.id:
                raise fail(f"{resume} holds a match of {session.game.id}, not {game}")
        elif game is None:
            raise fail("name a game to play (or --resume a saved match)")
        else:
            rules = game_from_args(game, option)
            seating = Seating.parse(rules.seats, seat, bots)
            session = Session.new(rules, seating, _new_seed(seed), record)
    except (OSError, ValueError, BotNotFound) as error:
        raise fail(str(error)) from None
    _run_table(session, names, delay, watching=False)


@app.command()
def watch(
    game: Annotated[str, typer.Argument(help=f"One of: {', '.join(GAME_IDS)}.")],
    bots: Annotated[str, typer.Option(
        help="One bot for every seat, or one per seat, comma-separated.")] = "search",
    option: OptionList = None,
    seed: Annotated[int | None, typer.Option(help="The seed of the match (default: new).")] = None,
    seat: Annotated[int, typer.Option(help="The seat whose view is shown first (v: next).")] = 0,
    names: Annotated[str, typer.Option(help=NAMES_HELP)] = "symbols",
    delay: Annotated[float, typer.Option(min=0, help="Seconds per bot move.")] = 0.8,
) -> None:
    """Watch bots play a match at a watchable pace (space pauses, + and - change the pace)."""
    from majlis.bots import BotNotFound
    from majlis.tui.session import Seating, Session

    rules = game_from_args(game, option)
    if not 0 <= seat < rules.seats:
        raise fail(f"--seat must be a seat from 0 to {rules.seats - 1}")
    try:
        session = Session.new(rules, Seating.parse(rules.seats, None, bots), _new_seed(seed))
    except (ValueError, BotNotFound) as error:
        raise fail(str(error)) from None
    session.viewpoint = seat
    _run_table(session, names, delay, watching=True)


def main() -> None:
    app()
