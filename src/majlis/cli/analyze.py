"""``majlis analyze``: every decision of a recorded match judged from the acting seat's
view."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from majlis.analysis.review import Scope, review
from majlis.analysis.text import review_lines
from majlis.analysis.values import DEPTHS
from majlis.bots.botkit import NoBotKit
from majlis.cli.options import RunSeed
from majlis.cli.output import fail, out, progress_bar, words
from majlis.cli.records import RecordArgument, read_text
from majlis.quote import quote
from majlis.records import RecordError, parse, read_match

app = typer.Typer()


@app.command()
def analyze(
    record: RecordArgument,
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
    if depth not in DEPTHS:
        raise fail(words("cli-unknown-depth", depth=quote(depth), depths=", ".join(DEPTHS)))
    try:
        match = read_match(parse(read_text(record)))
    except RecordError as error:
        raise fail(words("cli-not-a-record", path=str(record), why=str(error)), 1) from None
    if seat is not None and seat >= match.game.seats:
        raise fail(words("cli-no-such-seat", seat=seat, game=match.game.title,
                         last=match.game.seats - 1))
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
