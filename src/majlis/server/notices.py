"""Every process hears of every event any process commits: PostgreSQL's ``LISTEN``
on the store's channel, in a thread of its own with a connection of its own, handed to
the event loop.  A notice only says that a table moved on (``"TABLE EVENT"``); the
table reads what happened from the event log, so a notice missed (the connection was
lost) costs a catch-up and never a move: on every new connection, every table this
process serves catches up.

Chosen over Redis pub/sub because the database is already there and a notice is sent
by the same transaction that commits the event (never before it, never without it):
one service fewer to run and to lose.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable

from majlis.server.store import CHANNEL

log = logging.getLogger("majlis.server")

RETRY = 1.0
"""Seconds between tries to connect again."""


class Notices:
    """A thread listening for committed events; ``heard(table, event)`` for each, and
    ``missed()`` whenever some may have been missed (before the first, after a loss)."""

    def __init__(self, url: str, heard: Callable[[str, int], None],
                 missed: Callable[[], None]) -> None:
        self.url = url
        self.heard, self.missed = heard, missed
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._listen, name="majlis-notices",
                                        daemon=True)
        self._loop: asyncio.AbstractEventLoop | None = None
        self.channels: dict[str, tuple[Callable[[str], None], Callable[[], None]]] = {}
        """Other channels listened to (added before :meth:`start`: friends, chat, the
        host's acts): what hears each notice's payload, and what hears that some may
        have been missed."""

    def listen(self, channel: str, heard: Callable[[str], None],
               missed: Callable[[], None] = lambda: None) -> None:
        """Listen to ``channel`` too (before :meth:`start`); ``missed`` by default
        does nothing (what was missed is read again another way, or not needed)."""
        self.channels[channel] = (heard, missed)

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _listen(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=5) as conn:
                    for channel in (CHANNEL, *self.channels):
                        conn.execute(f"LISTEN {channel}")
                    for missed in (self.missed, *(m for _, m in self.channels.values())):
                        self._call(missed)
                    while not self._stop.is_set():
                        for notice in conn.notifies(timeout=RETRY):
                            self._hear(notice.channel, notice.payload)
            except psycopg.Error:
                log.warning("notices lost: listening again")
                self._stop.wait(RETRY)

    def _hear(self, channel: str, payload: str) -> None:
        if channel in self.channels:
            self._call(self.channels[channel][0], payload)
            return
        table, _, event = payload.partition(" ")
        self._call(self.heard, table, int(event))

    def _call(self, function: Callable[..., None], *args: object) -> None:
        assert self._loop is not None
        try:
            self._loop.call_soon_threadsafe(function, *args)
        except RuntimeError:  # the loop closed: the server stops
            self._stop.set()
