"""``majlis play`` and ``majlis watch``: a match against bots, or between them, at the
full-screen terminal table."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated, Any

import typer

from majlis.bots import BotNotFound
from majlis.cli.options import (
    LanguageOption,
    MatchSeed,
    OptionList,
    game_from_args,
    number_option,
    path_given,
)
from majlis.cli.output import fail, language, why, words
from majlis.games import GAME_IDS
from majlis.protocol import Game
from majlis.tui.app import TableApp
from majlis.tui.names import names_for
from majlis.tui.session import Seating, SeatingError, Session

app = typer.Typer()

NAMES_HELP = ("How cards are named: symbols, letters (plain ASCII), english, arabic, gulf "
              "(Arabic names in Latin letters), hindi, or traditional (the game's own).")


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
    lang: LanguageOption = None,
) -> None:
    """Play a whole match against bots in a full-screen terminal table."""
    asked = (0 if seat is None else seat, "search" if bots is None else bots)
    if resume is not None:
        _refuse_with_resume(option=option, seed=seed, record=record)
        session = _resumed(resume, game, asked, trust_bots)
        if (seat, bots) != (None, None):
            _refuse_other_seats(session, asked)
    elif trust_bots:
        raise fail(words("cli-trust-bots-without-resume"))
    elif game is None:
        raise fail(words("cli-name-a-game"))
    else:
        session = _new_session(game_from_args(game, option), *asked, seed, record)
    _run_table(session, names, delay, watching=False)


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
    lang: LanguageOption = None,
) -> None:
    """Watch bots play a match at a watchable pace (space pauses, + and - change the pace)."""
    rules = game_from_args(game, option)
    if not 0 <= seat < rules.seats:
        raise fail(words("cli-seat-out-of-range", last=rules.seats - 1))
    try:
        session = Session.new(rules, Seating.parse(rules.seats, None, bots), _new_seed(seed))
    except (ValueError, BotNotFound) as error:
        raise fail(why(error)) from None
    session.viewpoint = seat
    _run_table(session, names, delay, watching=True)


def _run_table(session: Session, names: str, delay: float, watching: bool) -> None:
    """Check what is left to check, write the record of ``--record`` (so that a path
    that cannot be written is refused before play), then open the table."""
    try:
        names_for(names)
    except ValueError as error:
        raise fail(str(error)) from None
    if session.record_path is not None and session.saved is None:
        try:
            session.save()
        except OSError as error:
            raise fail(words("cli-cannot-write-record", path=str(session.record_path),
                             why=why(error))) from None
    _show_table(session, names, delay, watching)


def _show_table(session: Session, names: str, delay: float, watching: bool) -> None:
    """The terminal table on ``session``."""
    TableApp(session, names, delay, watching, language()).run()


def _new_seed(seed: int | None) -> int:
    return seed if seed is not None else random.SystemRandom().randrange(10**9)


def _refuse_with_resume(**given: object) -> None:
    """Refuse the options that make a new match: a resumed match has its own."""
    clashing = [f"--{name}" for name, value in given.items() if value not in (None, [])]
    if clashing:
        raise fail(words("cli-not-with-resume", options=", ".join(clashing)))


def _refuse_other_seats(session: Session, asked: tuple[int, str]) -> None:
    """Refuse ``--seat`` or ``--bots`` with ``--resume`` unless they say what the saved
    match says (they seat a match saved without its seats)."""
    try:
        same = Seating.parse(session.game.seats, *asked) == session.seating
    except (ValueError, BotNotFound) as error:
        raise fail(why(error)) from None
    if not same:
        raise fail(words("cli-resume-keeps-seats"))


def _resumed(path: Path, game: str | None, fallback: tuple[int, str],
             trust_bots: bool) -> Session:
    """The session saved in ``path``; a file that cannot be played on exits 1, a
    ``fallback`` seating that does not fit it 2."""
    try:
        session = Session.resume(path, fallback, trust_bots=trust_bots)
    except SeatingError as error:
        raise fail(why(error)) from None
    except (OSError, UnicodeDecodeError, ValueError) as error:  # RecordError, BotNotFound
        raise fail(words("cli-cannot-resume", path=str(path), why=why(error)), 1) from None
    if game is not None and game != session.game.id:
        raise fail(words("cli-other-game", path=str(path), held=session.game.id, game=game))
    return session


def _new_session(rules: Game[Any], seat: int, bots: str, seed: int | None,
                 record: Path | None) -> Session:
    """A new match, to be saved in ``record`` if given."""
    try:
        return Session.new(rules, Seating.parse(rules.seats, seat, bots), _new_seed(seed),
                           record)
    except (ValueError, BotNotFound) as error:
        raise fail(why(error)) from None
