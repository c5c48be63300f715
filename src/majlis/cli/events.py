"""``majlis verify-event``: a finished duplicate event checked against its published
seed, from the server's own answers (:mod:`majlis.event_check`)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Annotated, Any
from urllib.parse import urljoin, urlsplit

import typer

from majlis.cli.output import fail, out, why, words
from majlis.event_check import event_faults

app = typer.Typer()

TIMEOUT = 30.0


def event_api(address: str) -> str:
    """The event's view's address from its page's (``https://host/e/ID``) or its own."""
    parts = urlsplit(address)
    path = parts.path.rstrip("/").split("/")
    if parts.scheme not in ("http", "https") or len(path) < 3 or path[-2] not in ("e", "events"):
        raise ValueError(words("cli-not-an-event", address=address))
    return urljoin(address, f"/api/events/{path[-1]}")


def fetched(address: str) -> Any:
    """The JSON at ``address``; ``ValueError`` saying why where there is none."""
    try:
        with urllib.request.urlopen(address, timeout=TIMEOUT) as answer:
            return json.load(answer)
    except urllib.error.HTTPError as error:
        answered = words("cli-address-answered", address=address, status=error.code)
        raise ValueError(answered) from None
    except urllib.error.URLError as error:
        unread = words("cli-address-unread", address=address, why=str(error.reason))
        raise ValueError(unread) from None
    except OSError as error:
        unread = words("cli-address-unread", address=address, why=why(error))
        raise ValueError(unread) from None
    except json.JSONDecodeError:
        raise ValueError(words("cli-address-not-json", address=address)) from None


@app.command("verify-event")
def verify_event(address: Annotated[str, typer.Argument(
        help="The event's address, as its page's: https://HOST/e/EVENT.")]) -> None:
    """Check a finished duplicate event: its seed is the one it committed to, and every
    board was dealt from it; print the verdict as JSON (exit 1 if not)."""
    try:
        view = fetched(event_api(address))
        faults = event_faults(view, lambda path: fetched(urljoin(address, path)))
    except ValueError as error:
        raise fail(str(error)) from None
    out.print(json.dumps({"ok": not faults, "boards": len(view.get("tables", [])),
                          "faults": faults}))
    raise typer.Exit(1 if faults else 0)
