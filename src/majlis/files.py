"""Files written whole or not at all."""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path


def write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a file beside it, renamed over ``path`` once it
    is complete: a failed write (a full disk) leaves ``path`` as it was and nothing else
    behind.  ``OSError`` if it cannot be written."""
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    part = path.parent / f".{path.name}.part"
    try:
        part.write_text(text, encoding="utf-8")
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            part.unlink()
        raise
