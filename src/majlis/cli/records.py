"""``majlis verify`` and ``majlis replay``: a record checked against the rules, and
shown action by action."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from majlis.cli.output import fail, out, why, words
from majlis.records import RecordError, parse, read_match, record_text, verify
from majlis.replay import replay_lines

app = typer.Typer()

RecordArgument = Annotated[str, typer.Argument(help="A record file, or - for standard input.")]


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


@app.command("verify")
def verify_command(record: RecordArgument) -> None:
    """Check a record against the rules; print the verdict as JSON (exit 1 if invalid)."""
    try:
        verdict = verify(read_text(record))
    except RecordError as error:
        verdict = {"ok": False, "error": error.json()}
    print(json.dumps(verdict))
    raise typer.Exit(0 if verdict["ok"] else 1)


@app.command()
def replay(record: RecordArgument) -> None:
    """Show a recorded match action by action (exit 1 if it is unreadable or invalid)."""
    try:
        text = read_text(record)
    except RecordError as error:
        raise fail(str(error), 1) from None
    try:
        doc = parse(text)
        match = read_match(doc)
    except RecordError as error:
        raise fail(words("cli-not-a-record", path=str(record), why=str(error)), 1) from None
    for line in replay_lines(match, doc.get("seats")):
        out.print(line, soft_wrap=True)
