"""Reading the terminal table in tests: the screen's text as the terminal shows it."""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from textual.app import App
from textual.widget import Widget


def screen_text(app: App[Any]) -> str:
    """The text of the screen as the terminal shows it (what a snapshot compares)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True,
                      legacy_windows=False, color_system=None)
    # The same rendering as App.export_screenshot, exported as text rather than SVG.
    update = app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens)
    console.print(update)
    return "\n".join(line.rstrip() for line in console.export_text().splitlines())


def region_text(app: App[Any], widget: Widget) -> str:
    """The text of the screen within ``widget``'s region (a message over the table,
    without the table around it)."""
    region = widget.region
    lines = screen_text(app).splitlines()[region.y:region.bottom]
    return "\n".join(line[region.x:region.right].rstrip() for line in lines)
