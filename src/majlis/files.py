"""Files written whole or not at all."""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def written_whole(path: Path) -> Iterator[Path]:
    """A file beside ``path`` for the block to write, renamed over ``path`` once the
    block ends: a failed write (a full disk) leaves ``path`` as it was and nothing
    else behind.  ``OSError`` if it cannot be written."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    part = path.parent / f".{path.name}.part"
    try:
        yield part
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            part.unlink()
        raise


def write_text(path: Path, text: str) -> None:
    """``text`` written to ``path`` whole or not at all (:func:`written_whole`)."""
    with written_whole(path) as part:
        part.write_text(text, encoding="utf-8")
