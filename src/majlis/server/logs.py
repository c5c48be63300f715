"""Structured logs: one JSON object a line on standard error.

Log calls pass only public facts (table ids, seat numbers, event numbers, codes);
never a token, a seed, a card or an action word.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import Any

_PLAIN = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message", "asctime", "color_message"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)),
            "level": record.levelname.lower(), "logger": record.name,
            "message": record.getMessage()}
        out.update((k, v) for k, v in vars(record).items() if k not in _PLAIN)
        if record.exc_info:
            out["error"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str)


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
