"""``majlis i18n-check``: the translation catalogues' check, for translators
(``docs/translating.md``)."""

from __future__ import annotations

import typer

from majlis.catalogues import problems
from majlis.cli.output import out, words
from majlis.i18n import LANGUAGES

app = typer.Typer()


@app.command("i18n-check")
def i18n_check() -> None:
    """Check the translation catalogues: keys missing or unused in any language, plural
    forms left out (exit 1 if any)."""
    found = problems()
    for line in found:
        out.print(line)
    out.print(words("cli-catalogue-problems", n=len(found), languages=", ".join(LANGUAGES)))
    if found:
        raise typer.Exit(1)
