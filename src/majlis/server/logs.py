"""Structured logs: one JSON object a line on standard error.

Log calls pass only public facts (table ids, seat numbers, event numbers, codes);
never a token, a seed, a card or an action word; Uvicorn's lines lose the query of the
paths clients send and the tracebacks of their malformed frames.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
from typing import Any

_PLAIN = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message", "asctime", "color_message"}


MESSAGE_CHARS = 300
"""The most of a message from Uvicorn a line keeps (it quotes the path a client sent)."""


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        exc_info = record.exc_info
        if record.name.startswith("uvicorn"):
            message, exc_info = _client_said(message, exc_info)
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)),
            "level": record.levelname.lower(), "logger": record.name, "message": message}
        out.update((k, v) for k, v in vars(record).items() if k not in _PLAIN)
        if exc_info:
            out["error"] = self.formatException(exc_info)
        return json.dumps(out, default=str)


def _client_said(message: str, exc_info: Any) -> tuple[str, Any]:
    """A Uvicorn line without what a client put in it: the query of a path (a client
    may put a seat's token there), all but the first characters of a long one, and the
    traceback of a client's malformed frame (its fault, not the server's)."""
    message = re.sub(r"\?[^\s\"]*", "?…", message)[:MESSAGE_CHARS]
    return message, None if "from client" in message else exc_info


def setup(level: int = logging.INFO) -> None:
    """Send every logger (ours, Uvicorn's) as JSON lines to standard error."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
