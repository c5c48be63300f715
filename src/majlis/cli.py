"""The ``majlis`` command line."""

from __future__ import annotations

import errno
import json
import math
import os
import re
import statistics
import sys
import tempfile
import urllib.parse
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
import typer.core
from rich.console import Console
from rich.table import Table
from rich.text import Text

from majlis import __version__, fast
from majlis.files import write_text
from majlis.games import GAME_IDS, game_class, game_ids
from majlis.protocol import Game, InvalidOptions
from majlis.quote import quote
from majlis.records import RecordError, parse, read_match, record_text, verify
from majlis.simulate import (
    Summary,
    core_rate,
    match_seed,
    playout_rate,
    random_match,
)
from majlis.simulate import simulate as simulate_matches

if TYPE_CHECKING:
    from rich.progress import Progress

    from majlis.tournament.figures import Tournament
    from majlis.tui.session import Session

app = typer.Typer(
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(highlight=False, markup=False, emoji=False)
err = Console(stderr=True, highlight=False, markup=False, emoji=False)
"""Both print text as it is: a game id or a path may hold brackets that look like markup,
or words between colons that look like emoji codes."""
SEED_DIGITS = 100
MAX_MATCHES = 10**9
MAX_DUPLICATES = 10**6
"""The most deals (or matches) of a tournament, whose every result is kept for its
statistics: a million deals' results fit in memory, and take days with search bots."""

OptionList = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="A variant option KEY=VALUE (see `majlis games`)."),
]


def _version(value: bool) -> None:
    if value:
        out.print(f"majlis {__version__}")
        raise typer.Exit()


@app.callback()
def options(
    version: Annotated[bool, typer.Option(
        "--version", callback=_version, is_eager=True, help="Show the version and exit.")] = False,
) -> None:
    """majlis: Sab'at Al-Deemin, Bint Al-Sbeet, Badam Saat, Asymmetric Badam Saat, Sedma."""


def mistake(message: str) -> None:
    """Print a user's mistake on stderr, on one line."""
    err.print(Text("error:", style="bold red"), message, soft_wrap=True)


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print a user's mistake on stderr and give the exit to raise."""
    mistake(message)
    return typer.Exit(code)


def path_given(text: str) -> Path:
    """A path option's value; an empty one (an unset shell variable, say) is refused
    rather than read as the current folder."""
    if not text:
        raise typer.BadParameter("an empty path")
    return Path(text)


def text_given(text: str) -> str:
    """A text option's value; an empty one (an unset shell variable, say) is refused
    rather than taken for something else: an empty ``--host`` would listen on every
    address, an empty ``--db`` open a database that is gone when the server stops."""
    if not text.strip():
        raise typer.BadParameter("an empty value")
    return text


def origin_given(text: str) -> str:
    """A web origin's value: ``http://`` or ``https://``, a host and perhaps a port,
    nothing after them (browsers send ``Origin`` so, and links are made from it)."""
    parts = urllib.parse.urlsplit(text.strip())
    try:
        bad_port = parts.port == 0
    except ValueError:  # not a number, or above 65535
        bad_port = True
    if parts.scheme not in ("http", "https") or not parts.hostname or bad_port or \
            parts.path not in ("", "/") or parts.query or parts.fragment:
        raise typer.BadParameter(f"{quote(text)} is not http:// or https:// and a host "
                                 "(with a port if need be), as http://10.0.0.1:8001")
    return text.strip().rstrip("/")


def seed_given(text: str | int) -> int:
    """A seed option's value (or its default): a whole number of at most
    ``SEED_DIGITS`` digits."""
    if isinstance(text, int):
        return text
    if not re.fullmatch(r"-?[0-9]+", text.strip()):
        raise typer.BadParameter(f"{quote(text)} is not a whole number")
    if len(text.strip().lstrip("-")) > SEED_DIGITS:
        raise typer.BadParameter(f"a seed has at most {SEED_DIGITS} digits")
    return int(text)


def number_option(low: float, high: float, help: str) -> Any:
    """A number option from ``low`` to ``high``: not nan or infinity, which are refused
    as what they are rather than as out of range."""
    def given(text: str | float) -> float:
        try:
            if isinstance(text, str) and not (text.isascii() and "_" not in text):
                raise ValueError  # as integers are: not "1_0" or "١٠"
            value = float(text)
        except ValueError:
            raise typer.BadParameter(f"{quote(text)} is not a number") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise typer.BadParameter(f"{quote(text)} is not a number from {low:g} to {high:g}")
        return value

    return typer.Option(parser=given, metavar="NUMBER", help=f"{help} ({low:g} to {high:g}).")


RunSeed = Annotated[int, typer.Option(parser=seed_given, metavar="INTEGER",
                                      help="The seed of the whole run.")]
MatchSeed = Annotated[int | None, typer.Option(parser=seed_given, metavar="INTEGER",
                                               help="The seed of the match (default: new).")]


def game_from_args(game_id: str, options: list[str] | None) -> Game[Any]:
    """The rules for a command line's GAME and ``--option KEY=VALUE`` list."""
    try:
        return game_class(game_id).from_text(options or [])
    except InvalidOptions as error:
        raise fail(str(error)) from None


def progress_bar(auto_refresh: bool = True) -> Progress:
    """A progress bar on standard error, gone once the work is done.  Without
    ``auto_refresh`` it is drawn only by ``refresh()`` (no thread taking CPU time)."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TimeRemainingColumn(), console=err, transient=True,
                    auto_refresh=auto_refresh)


def why(error: Exception) -> str:
    """What went wrong, without repeating the file name an ``OSError`` carries."""
    return str(error.strerror or error) if isinstance(error, OSError) else str(error)


def writable_dir(path: Path) -> None:
    """Check, before a long run rather than after, that ``path`` is a folder files can be
    written in, or can be made one.  It is made only when its first file is written, so
    that a run that fails leaves nothing behind."""
    there = next(folder for folder in (path, *path.absolute().parents) if folder.exists())
    if not there.is_dir():
        where = "it" if there == path else there
        raise fail(f"cannot write to {path}: {where} is a file, not a folder")
    try:
        with tempfile.TemporaryFile(dir=there):
            pass
    except OSError as error:
        raise fail(f"cannot write to {path}: {why(error)}") from None


def writable_file(path: Path) -> None:
    """Refuse, before a long run rather than after, a file that is there and cannot be
    written over (a folder of that name, say)."""
    if path.is_dir():
        raise fail(f"cannot write {path}: it is a folder")
    if path.exists() and not os.access(path, os.W_OK):
        raise fail(f"cannot write {path}: it is read-only")


def read_text(path: str) -> str:
    """A file's text, or standard input's for ``-`` (as bytes, so that it is UTF-8
    whatever the locale); ``RecordError`` if it cannot be read."""
    if not path:
        raise RecordError("an empty path: give a record file, or - for standard input")
    source = "standard input" if path == "-" else path
    try:
        if path == "-" and sys.stdin is None:
            raise OSError("it is closed")
        if path == "-":
            return record_text(sys.stdin.buffer)
        with Path(path).open("rb") as file:
            return record_text(file)
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"cannot read {source}: {why(error)}") from None


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


@app.command("verify")
def verify_command(
    record: Annotated[str, typer.Argument(help="A record file, or - for standard input.")],
) -> None:
    """Check a record against the rules; print the verdict as JSON (exit 1 if invalid)."""
    try:
        verdict = verify(read_text(record))
    except RecordError as error:
        verdict = {"ok": False, "error": error.json()}
    print(json.dumps(verdict))
    raise typer.Exit(0 if verdict["ok"] else 1)


@app.command()
def replay(
    record: Annotated[str, typer.Argument(help="A record file, or - for standard input.")],
) -> None:
    """Show a recorded match action by action (exit 1 if it is unreadable or invalid)."""
    from majlis.replay import replay_lines

    try:
        text = read_text(record)
    except RecordError as error:
        raise fail(str(error), 1) from None
    try:
        doc = parse(text)
        match = read_match(doc)
    except RecordError as error:
        raise fail(f"{record} is not a valid record: {error}", 1) from None
    for line in replay_lines(match, doc.get("seats")):
        out.print(line, soft_wrap=True)


@app.command()
def analyze(
    record: Annotated[str, typer.Argument(help="A record file, or - for standard input.")],
    seat: Annotated[int | None, typer.Option(
        min=0, help="Judge this seat's decisions only (default: every seat's).")] = None,
    as_json: Annotated[bool, typer.Option(
        "--json", help="Print the review as JSON (docs/analysis.md).")] = False,
    depth: Annotated[str, typer.Option(
        help="quick (the search bot's budget per decision) or deep (search-strong's).")
    ] = "quick",
    seed: RunSeed = 0,
) -> None:
    """Judge every decision of a recorded match from the acting seat's view: each legal
    action's value, the best, the loss and its mark, each seat's figures and luck."""
    from majlis.analysis.review import Scope, review
    from majlis.analysis.text import review_lines
    from majlis.analysis.values import DEPTHS
    from majlis.bots.kit import NoBotKit

    if depth not in DEPTHS:
        raise fail(f"unknown depth {quote(depth)} (depths: {', '.join(DEPTHS)})")
    try:
        match = read_match(parse(read_text(record)))
    except RecordError as error:
        raise fail(f"{record} is not a valid record: {error}", 1) from None
    if seat is not None and seat >= match.game.seats:
        raise fail(f"seat {seat} is not at the table ({match.game.title} has seats 0 to "
                   f"{match.game.seats - 1})")
    try:
        with progress_bar() as bar:
            task = bar.add_task("decisions", total=None)
            found = review(match, DEPTHS[depth], depth, str(seed),
                           Scope(seats=None if seat is None else {seat}),
                           lambda done, todo: bar.update(task, completed=done, total=todo))
    except NoBotKit as error:
        raise fail(str(error), 1) from None
    doc = found.json()
    if as_json:
        print(json.dumps(doc))
        return
    for line in review_lines(doc):
        out.print(line, soft_wrap=True)


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
    from majlis.records import to_record

    written: list[Path] = []
    if records is None:
        summary = simulate_matches(rules, seed, matches)
    else:
        summary = Summary()
        for number in range(matches):
            match = random_match(rules, match_seed(seed, number))
            summary.add(match)
            path = record_path(records, game, seed, number)
            try:
                records.mkdir(parents=True, exist_ok=True)
                write_text(path, json.dumps(to_record(match), indent=1) + "\n")
            except OSError as error:
                raise fail(f"cannot write {path}: {why(error)}") from None
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
    out.print(f"active path: {fast.PATH}" + (
        "" if fast.PATH == "core" else " (the compiled core is not built or MAJLIS_PURE=1)"))


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
    import time

    from majlis.tournament.backends import plan
    from majlis.tournament.reports import standings_table

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
    import importlib.util

    from majlis.bots import BotNotFound, load_bot
    from majlis.tournament.backends import BACKENDS

    if len(specs) != rules.seats:
        raise fail(f"{rules.id} is played by {rules.seats} seats: give {rules.seats} bots "
                   f"in --bots, not {len(specs)}")
    if backend not in BACKENDS:
        raise fail(f"unknown backend {backend!r} ({' or '.join(BACKENDS)})")
    if units == 0:
        raise fail("nothing to play: give --hands or --matches above 0")
    if backend == "ray" and importlib.util.find_spec("ray") is None:
        raise fail("the ray backend needs ray: pip install 'majlis[ray]'")
    try:
        for spec in specs:
            load_bot(spec)
    except BotNotFound as error:
        raise fail(str(error)) from None
    if out_dir is not None:
        writable_dir(out_dir)
        for path in (out_dir / "summary.json", out_dir / "chart.png"):
            writable_file(path)


def _run_tournament(rules: Game[Any], specs: list[str], hands: int, seed: int, matches: int,
                    workers: int | None, backend: str) -> Tournament:
    """The tournament's result, with a progress bar per kind of work."""
    from majlis.bots import BotNotFound
    from majlis.play import PlayError
    from majlis.tournament import run_tournament
    from majlis.tournament.playing import DEAL, MATCH

    try:
        with progress_bar() as bar:
            tasks = {DEAL: bar.add_task("deals", total=hands)}
            if matches:
                tasks[MATCH] = bar.add_task("matches", total=matches)
            return run_tournament(rules, specs, hands, seed, matches, workers, backend,
                                  lambda kind, done: bar.advance(tasks[kind], done))
    except BotNotFound as error:
        raise fail(str(error)) from None
    except PlayError as error:
        raise fail(str(error), 1) from None


def _write_tournament(result: Tournament, arguments: dict[str, Any], out_dir: Path) -> None:
    """summary.json and, where matplotlib is installed, chart.png in ``out_dir``."""
    from majlis.tournament.reports import summary, write_chart

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
        raise fail(f"cannot write {path}: {why(error)}") from None

DAY = 24 * 3600
"""The longest a player's clock may be set to (seconds)."""

NAMES_HELP = ("How cards are named: symbols, letters (plain ASCII), english, arabic, gulf "
              "(Arabic names in Latin letters), hindi, or traditional (the game's own).")


def _run_table(session: Session, names: str, delay: float, watching: bool) -> None:
    """Check what is left to check, write the record of ``--record`` (so that a path
    that cannot be written is refused before play), then open the table."""
    from majlis.tui.names import names_for

    try:
        names_for(names)
    except ValueError as error:
        raise fail(str(error)) from None
    if session.record_path is not None and session.saved is None:
        try:
            session.save()
        except OSError as error:
            raise fail(f"cannot write the record {session.record_path}: {why(error)}") from None
    _show_table(session, names, delay, watching)


def _show_table(session: Session, names: str, delay: float, watching: bool) -> None:
    """The terminal table on ``session`` (imports Textual only when it is needed)."""
    from majlis.tui.app import TableApp

    TableApp(session, names, delay, watching).run()


def _new_seed(seed: int | None) -> int:
    import random

    return seed if seed is not None else random.SystemRandom().randrange(10**9)


@app.command()
def play(
    game: Annotated[str | None, typer.Argument(
        help=f"One of: {', '.join(GAME_IDS)} (not needed with --resume).")] = None,
    seat: Annotated[int | None, typer.Option(
        metavar="INTEGER", help="Your seat (default 0); seat 0 plays after the last seat.")
    ] = None,
    bots: Annotated[str | None, typer.Option(
        metavar="TEXT",
        help="The bots at the other seats (default search): one level (random, rules, "
             "search, search-strong, learned) or package.module:ClassName for all, or one "
             "per other seat, comma-separated.")] = None,
    option: OptionList = None,
    seed: MatchSeed = None,
    record: Annotated[Path | None, typer.Option(
        parser=path_given, metavar="PATH",
        help="Save the match to this record after every move.")] = None,
    resume: Annotated[Path | None, typer.Option(
        parser=path_given, metavar="PATH",
        help="Play on a match saved with the s key or --record.")] = None,
    trust_bots: Annotated[bool, typer.Option(
        help="With --resume: load bots the file names by import path (this imports "
             "code); without it only the built-in levels are loaded.")] = False,
    names: Annotated[str, typer.Option(help=NAMES_HELP)] = "symbols",
    delay: Annotated[float, number_option(0, 60, "Seconds per bot move")] = 0.8,
) -> None:
    """Play a whole match against bots in a full-screen terminal table."""
    asked = (0 if seat is None else seat, "search" if bots is None else bots)
    if resume is not None:
        _refuse_with_resume(option=option, seed=seed, record=record)
        session = _resumed(resume, game, asked, trust_bots)
        if (seat, bots) != (None, None):
            _refuse_other_seats(session, asked)
    elif trust_bots:
        raise fail("--trust-bots goes with --resume: a new match loads the bots --bots "
                   "names, import paths included")
    elif game is None:
        raise fail("name a game to play (or --resume a saved match)")
    else:
        session = _new_session(game_from_args(game, option), *asked, seed, record)
    _run_table(session, names, delay, watching=False)


def _refuse_with_resume(**given: object) -> None:
    """Refuse the options that make a new match: a resumed match has its own."""
    clashing = [f"--{name}" for name, value in given.items() if value not in (None, [])]
    if clashing:
        raise fail(f"{' and '.join(clashing)} cannot be given with --resume: the saved "
                   "match keeps its own (it is saved back to the file it came from)")


def _refuse_other_seats(session: Session, asked: tuple[int, str]) -> None:
    """Refuse ``--seat`` or ``--bots`` with ``--resume`` unless they say what the saved
    match says (they seat a match saved without its seats)."""
    from majlis.bots import BotNotFound
    from majlis.tui.session import Seating

    try:
        same = Seating.parse(session.game.seats, *asked) == session.seating
    except (ValueError, BotNotFound) as error:
        raise fail(str(error)) from None
    if not same:
        raise fail("--seat and --bots cannot change who plays a saved match: it keeps "
                   "the seats it was saved with")


def _resumed(path: Path, game: str | None, fallback: tuple[int, str],
             trust_bots: bool) -> Session:
    """The session saved in ``path``; a file that cannot be played on exits 1, a
    ``fallback`` seating that does not fit it 2."""
    from majlis.tui.session import SeatingError, Session

    try:
        session = Session.resume(path, fallback, trust_bots=trust_bots)
    except SeatingError as error:
        raise fail(str(error)) from None
    except (OSError, UnicodeDecodeError, ValueError) as error:  # RecordError, BotNotFound
        raise fail(f"cannot resume {path}: {why(error)}", 1) from None
    if game is not None and game != session.game.id:
        raise fail(f"{path} holds a match of {session.game.id}, not {game}")
    return session


def _new_session(rules: Game[Any], seat: int, bots: str, seed: int | None,
                 record: Path | None) -> Session:
    """A new match, to be saved in ``record`` if given."""
    from majlis.bots import BotNotFound
    from majlis.tui.session import Seating, Session

    try:
        return Session.new(rules, Seating.parse(rules.seats, seat, bots), _new_seed(seed),
                           record)
    except (ValueError, BotNotFound) as error:
        raise fail(str(error)) from None


@app.command()
def watch(
    game: Annotated[str, typer.Argument(help=f"One of: {', '.join(GAME_IDS)}.")],
    bots: Annotated[str, typer.Option(
        help="One bot for every seat, or one per seat, comma-separated.")] = "search",
    option: OptionList = None,
    seed: MatchSeed = None,
    seat: Annotated[int, typer.Option(help="The seat whose view is shown first (v: next).")] = 0,
    names: Annotated[str, typer.Option(help=NAMES_HELP)] = "symbols",
    delay: Annotated[float, number_option(0, 60, "Seconds per bot move")] = 0.8,
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


@app.command()
def serve(
    host: Annotated[str, typer.Option(
        parser=text_given, metavar="ADDRESS", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="Port to listen on.")] = 8000,
    db: Annotated[str, typer.Option(
        parser=text_given, metavar="PATH|URL",
        help="SQLite file, or a postgresql://... URL shared by several servers.")
    ] = "majlis.sqlite3",
    url: Annotated[str | None, typer.Option(
        parser=origin_given, metavar="URL",
        help="This server's address as clients reach it (default http://HOST:PORT).")] = None,
    allow_origin: Annotated[list[str] | None, typer.Option(
        parser=origin_given, metavar="URL",
        help="Another page origin allowed to open WebSockets (repeatable).")] = None,
    bot_delay: Annotated[float, number_option(0, 60, "Seconds before each bot move")] = 0.6,
    turn_seconds: Annotated[float, number_option(
        1, DAY, "A connected player's turn clock in seconds, on tables that have it")] = 30.0,
    away_seconds: Annotated[float, number_option(
        0, DAY, "Seconds before a bot takes the seat of a player who left")] = 20.0,
    lease_seconds: Annotated[float, number_option(
        0.5, 3600, "Seconds a table stays held by a server that stops renewing it")] = 10.0,
    tables_per_client: Annotated[int, typer.Option(
        min=1, help="Unfinished tables one address may open.")] = 20,
    sockets_per_client: Annotated[int, typer.Option(
        min=1, help="WebSockets one address may hold open at once.")] = 100,
    sockets: Annotated[int, typer.Option(
        min=1, max=10**6, help="WebSockets the server holds open at once, in all.")] = 10_000,
    stall_seconds: Annotated[float, number_option(
        1, 3600, "Seconds a client may leave what is sent to it unread before it is let go")
    ] = 60.0,
) -> None:
    """Serve tables of every game to browsers: open the printed address."""
    from majlis.server import listen
    from majlis.server import serve as run
    from majlis.server.hub import Config
    from majlis.server.seats import Timing
    from majlis.server.store import StoreError

    try:
        listener = listen(host, port, stall_seconds)
    except OSError as error:
        raise fail(f"cannot listen on {host} port {port}: {why(error)}") from None
    port = listener.getsockname()[1]  # the free port chosen for --port 0
    own = url or f"http://{f'[{host}]' if ':' in host else host}:{port}"
    origins = (f"http://localhost:{port}", f"http://127.0.0.1:{port}", *(allow_origin or ()))
    timing = Timing(bot_delay=bot_delay, turn=turn_seconds, away=away_seconds)
    config = Config(db=db, url=own.rstrip("/"), origins=origins, timing=timing,
                    lease=lease_seconds, tables_per_client=tables_per_client,
                    sockets_per_client=sockets_per_client, sockets=sockets)
    try:
        run(config, listener)
    except StoreError as error:
        raise fail(str(error)) from None


USAGE_ERROR: Any = next(
    c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")
"""What the command line's own parsing raises (a missing argument, a value of the wrong
kind); typer's public ``BadParameter`` is one."""


def _command_of(context: Any) -> str:
    """The command a parsing mistake belongs to: ``majlis simulate`` for a missing
    value of one of its options too, which click reports in the outer context."""
    command = context.command_path if context is not None else "majlis"
    words = sys.argv[1:2]
    group = typer.main.get_command(app)
    names = group.commands if isinstance(group, typer.core.TyperGroup) else {}
    if command == "majlis" and words and words[0] in names:
        command = f"majlis {words[0]}"
    return command


STDOUT_ERRORS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF)
"""Why standard output may not take what is written to it: a full disk or quota, a file
size limit, a failing device, or a descriptor not open for writing."""


INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl-C (128 + SIGINT), as shells use."""


def main() -> None:
    """The ``majlis`` command.  A mistake its parsing finds is one line on standard
    error and exit status 2, as every other mistake the commands find; Ctrl-C says so and
    exits 130.  Standard output
    that cannot be written (a full disk) is one line and exit status 1; a reader that
    stopped reading (``| head``) ends it quietly, as other Unix tools."""
    try:
        code = app(standalone_mode=False)
        if code == INTERRUPTED:  # Typer's answer to Ctrl-C, after a bare newline
            err.print("Interrupted.")
        if sys.stdout is not None:  # fails here rather than at exit, where it is not caught
            sys.stdout.flush()
    except OSError as error:
        if not (isinstance(error, BrokenPipeError)
                or (error.errno in STDOUT_ERRORS and error.filename is None)):
            raise
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing to flush at exit
        if not isinstance(error, BrokenPipeError):
            mistake(f"cannot write to standard output: {why(error)}")
        code = 1
    except typer.Abort:
        err.print("Aborted.")
        code = 1
    except USAGE_ERROR as error:
        context = error.ctx
        if type(error).__name__ == "NoArgsIsHelpError":  # `majlis` alone: the help
            out.print(context.get_help() if context is not None else "")
        else:
            mistake(f"{error.format_message()} (see {_command_of(context)} --help)")
        code = 2
    sys.exit(code if isinstance(code, int) else 0)
