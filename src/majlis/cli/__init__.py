"""The ``majlis`` command line: ``app`` holds its commands (``commands``), one module per
group of them, and ``main`` runs it and ends it (``exits``)."""

from majlis.cli.commands import app
from majlis.cli.exits import main

__all__ = ["app", "main"]
