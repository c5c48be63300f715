"""Structured logs: one JSON object a line on standard error.

Log calls pass only public facts (table ids, seat numbers, event numbers, codes);
never a token, a seed, a card or an action word; Uvicorn's lines lose the query of the
paths clients send and the tracebacks of their malformed frames.  A client's address
(``IP:port`` in Uvicorn's lines, ``client`` in ours) is written only where the host
chose it (``majlis serve --log-addresses``): by default the log says what happened,
not who was there.
"""

from __future__ import annotations

import ipaddress
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
ADDRESS = "client"
"""The field of our lines that holds a client's address."""
UNSAID = "-"
"""What a line says in place of an address not logged."""


class JsonFormatter(logging.Formatter):
    def __init__(self, addresses: bool = False) -> None:
        super().__init__()
        self.addresses = addresses
        """Whether clients' addresses are written."""

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage() if self.addresses else _without_addresses(record)
        exc_info = record.exc_info
        if record.name.startswith("uvicorn"):
            message, exc_info = _client_said(message, exc_info)
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)),
            "level": record.levelname.lower(), "logger": record.name, "message": message}
        out.update((k, v) for k, v in vars(record).items()
                   if k not in _PLAIN and (self.addresses or k != ADDRESS))
        if exc_info:
            out["error"] = self.formatException(exc_info)
        return json.dumps(out, default=str)


def _client_said(message: str, exc_info: Any) -> tuple[str, Any]:
    """A Uvicorn line without what a client put in it: the query of a path (a client
    may put a seat's token there), all but the first characters of a long one, and the
    traceback of a client's malformed frame (its fault, not the server's)."""
    message = re.sub(r"\?[^\s\"]*", "?…", message)[:MESSAGE_CHARS]
    return message, None if "from client" in message else exc_info


def _without_addresses(record: logging.LogRecord) -> str:
    """The record's message with every argument that is an address and a port (as
    Uvicorn gives a client's, ``127.0.0.1:50312`` or ``::1:50312``) said as
    :data:`UNSAID`."""
    if not isinstance(record.args, tuple):
        return record.getMessage()
    args = tuple(UNSAID if isinstance(arg, str) and _is_address(arg) else arg
                 for arg in record.args)
    return str(record.msg) % args if args else str(record.msg)


def _is_address(text: str) -> bool:
    host, colon, port = text.rpartition(":")
    try:
        ipaddress.ip_address(host if colon and port.isdigit() else text)
    except ValueError:
        return False
    return True


def setup(level: int = logging.INFO, addresses: bool = False) -> None:
    """Send every logger (ours, Uvicorn's) as JSON lines to standard error, with
    clients' addresses where ``addresses``."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter(addresses))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
