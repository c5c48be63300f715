"""How the ``majlis`` command ends: every mistake is one line on standard error and exit
status 2, whether the command line's parsing finds it or a command does."""

from __future__ import annotations

import errno
import os
import sys
from typing import Any

import typer

from majlis.cli.commands import COMMANDS, app
from majlis.cli.output import err, mistake, out, why, words

USAGE_ERROR: Any = next(
    c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")
"""What the command line's own parsing raises (a missing argument, a value of the wrong
kind); typer's public ``BadParameter`` is one."""

STDOUT_ERRORS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF)
"""Why standard output may not take what is written to it: a full disk or quota, a file
size limit, a failing device, or a descriptor not open for writing."""

INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl-C (128 + SIGINT), as shells use."""


def _command_of(context: Any) -> str:
    """The command a parsing mistake belongs to: ``majlis simulate`` for a missing
    value of one of its options too, which click reports in the outer context."""
    command = context.command_path if context is not None else "majlis"
    words = sys.argv[1:2]
    if command == "majlis" and words and words[0] in COMMANDS:
        command = f"majlis {words[0]}"
    return command


def main() -> None:
    """The ``majlis`` command.  A mistake its parsing finds is one line on standard
    error and exit status 2, as every other mistake the commands find; Ctrl-C says so and
    exits 130.  Standard output
    that cannot be written (a full disk) is one line and exit status 1; a reader that
    stopped reading (``| head``) ends it quietly, as other Unix tools."""
    try:
        code = app(standalone_mode=False)
        if code == INTERRUPTED:  # Typer's answer to Ctrl-C, after a bare newline
            err.print(words("cli-interrupted"))
        if sys.stdout is not None:  # fails here rather than at exit, where it is not caught
            sys.stdout.flush()
    except OSError as error:
        if not (isinstance(error, BrokenPipeError)
                or (error.errno in STDOUT_ERRORS and error.filename is None)):
            raise
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing to flush at exit
        if not isinstance(error, BrokenPipeError):
            mistake(words("cli-cannot-write-output", why=why(error)))
        code = 1
    except typer.Abort:
        err.print(words("cli-aborted"))
        code = 1
    except USAGE_ERROR as error:
        context = error.ctx
        if type(error).__name__ == "NoArgsIsHelpError":  # `majlis` alone: the help
            out.print(context.get_help() if context is not None else "")
        else:
            mistake(words("cli-usage", mistake=error.format_message(),
                          command=_command_of(context)))
        code = 2
    sys.exit(code if isinstance(code, int) else 0)
