"""What the commands print: standard output and standard error as they are, a mistake
as one line in the reader's language (``cli.ftl``: ``--lang`` where a command has it,
else the locale's, :mod:`majlis.language`), progress as a bar that goes once the work is
done (where no bar can be drawn, a line for each step)."""

from __future__ import annotations

import os
from contextvars import ContextVar
from typing import Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from majlis.mistakes import Mistake
from majlis.quote import quote

out = Console(highlight=False, markup=False, emoji=False)
err = Console(stderr=True, highlight=False, markup=False, emoji=False)
"""Both print text as it is: a game id or a path may hold brackets that look like markup,
or words between colons that look like emoji codes."""


ASKED: ContextVar[str | None] = ContextVar("asked_language", default=None)
"""The language a command's ``--lang`` asks for, if it does (set as it is parsed)."""


def language() -> str:
    """The language the command speaks: ``--lang``'s, else the locale's."""
    from majlis.language import from_environment  # the catalogues, once words are needed

    return ASKED.get() or from_environment(os.environ)


def words(key: str, **values: object) -> str:
    """The command's words of ``key`` (a message id of ``cli.ftl``) in its language."""
    from majlis.language import tell

    return tell(language(), key, **values)


def mistake(message: str) -> None:
    """Print a user's mistake on stderr, on one line."""
    err.print(Text(words("cli-error"), style="bold red"), message, soft_wrap=True)


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print a user's mistake on stderr and give the exit to raise."""
    mistake(message)
    return typer.Exit(code)


def why(error: Exception) -> str:
    """What went wrong: a person's mistake in the command's words, an ``OSError``
    without repeating the file name it carries, else the error's own text."""
    if isinstance(error, Mistake):
        return mistake_words(error)
    return str(error.strerror or error) if isinstance(error, OSError) else str(error)


MISTAKES = {"unknown_game": "cli-unknown-game", "unknown_option": "cli-unknown-option",
            "options_mapping": "cli-options-mapping", "option_text": "cli-option-text",
            "option_twice": "cli-option-twice", "unknown_bot": "cli-unknown-bot",
            "bot_unloadable": "cli-bot-unloadable", "bot_unmade": "cli-bot-unmade",
            "not_a_bot": "cli-not-a-bot", "untrusted_bot": "cli-untrusted-bot",
            "seat_range": "cli-seat-range", "bots_empty": "cli-bots-empty",
            "bots_count": "cli-bots-count"}
"""The words of each kind of mistake (:class:`~majlis.mistakes.Mistake`), by its code."""
VALUE_MISTAKES = {(): "cli-option-value", ("low", "high"): "cli-option-value--low--high",
                  ("low",): "cli-option-value--low", ("high",): "cli-option-value--high",
                  ("choices",): "cli-option-value--choices"}
"""The words of a value an option does not allow, by what the option allows."""


def mistake_words(error: Mistake) -> str:
    """A person's mistake in the command's words, from what it names."""
    fields = dict(error.fields)
    for name in ("game", "option", "item", "bot"):
        if name in fields and error.code != "option_value":  # there: option=value, as typed
            fields[name] = quote(fields[name])
    value = fields.get("value")
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        fields["value"] = quote(",".join(value))  # a list option as it is typed
    elif "value" in fields:
        fields["value"] = quote(value)
    for name in ("choices", "counts"):
        if name in fields:
            fields[name] = ", ".join(map(str, fields[name]))
    allows = tuple(name for name in ("low", "high", "choices") if name in fields)
    key = VALUE_MISTAKES[allows] if error.code == "option_value" else MISTAKES[error.code]
    return words(key, **fields)


class StepsProgress(Progress):
    """A progress bar that, where standard error is no terminal (a pipe, a log file) and
    no bar can be drawn, writes each step it is told of (each new description) as a
    line, so that a long run is never silent there."""

    def update(self, task_id: TaskID, *, description: str | None = None, **fields: Any) -> None:
        task = self._tasks[task_id]
        if not self.console.is_terminal and description not in (None, task.description):
            of = "" if task.total is None else f"/{task.total:g}"
            self.console.print(f"{description} ({task.completed:g}{of} done)")
        super().update(task_id, description=description, **fields)


def progress_bar(auto_refresh: bool = True) -> Progress:
    """A progress bar on standard error, gone once the work is done (on no terminal, its
    steps as lines).  Without ``auto_refresh`` it is drawn only by ``refresh()`` (no
    thread taking CPU time)."""
    return StepsProgress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                         TimeRemainingColumn(), console=err, transient=True,
                         auto_refresh=auto_refresh)
