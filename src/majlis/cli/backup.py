"""``majlis backup``: a copy of the tables' SQLite database, taken while it serves."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from majlis.cli.options import path_given, text_given
from majlis.cli.output import fail, out, why, words
from majlis.server import backup as copies

app = typer.Typer()


@app.command()
def backup(
    target: Annotated[Path, typer.Argument(
        parser=path_given, metavar="FILE", help="The copy: a new file.")],
    db: Annotated[str, typer.Option(
        parser=text_given, metavar="PATH",
        help="The SQLite file `majlis serve --db` serves.")] = "majlis.sqlite3",
) -> None:
    """Copy the tables' SQLite database to a new file while the server plays on; a
    server started on the copy resumes every table where the copy left it."""
    try:
        copied = copies.backup(db, target)
    except copies.BackupError as error:
        raise fail(str(error)) from None
    except OSError as error:
        raise fail(words("cli-cannot-write", path=str(target), why=why(error))) from None
    out.print(f"copied {db} to {target}: {copied.tables} tables, "
              f"{copied.unfinished} of them unfinished")
