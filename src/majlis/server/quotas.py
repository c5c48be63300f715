"""What one client may make the server do: how many sockets it holds, how much long
work (replaying a record) it has waiting, how often a seat may make its table commit,
and how many players it may make an hour.  A client is its address, or the one a
trusted proxy forwarded (:mod:`majlis.server.limits`).
"""

from __future__ import annotations

import asyncio
import collections
import hashlib
import time
from collections.abc import Callable
from typing import TypeVar

from starlette.requests import HTTPConnection

from majlis.server.hub import Hub
from majlis.server.wire import Refused

T = TypeVar("T")

LONG_PER_CLIENT = 2
"""Long jobs (replaying a record, reviewing one) one client may have waiting or running
at once; past them its next is refused, and other clients' jobs are not queued behind."""
BUCKETS = 10_000
"""Budgets kept before the full ones are forgotten (a full budget is a fresh one)."""


def address_of(connection: HTTPConnection) -> str:
    """The address of a request's or a socket's client (the one a trusted proxy
    forwarded, :mod:`majlis.server.limits`)."""
    return connection.client.host if connection.client else "?"


def client_of(connection: HTTPConnection) -> str:
    """The client of a request or a socket, for its quotas: its address (a hash: no
    address is stored)."""
    return hashlib.sha256(address_of(connection).encode()).hexdigest()[:16]


class Bucket:
    """A budget refilled at ``rate`` a second up to ``burst``."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.last = time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.last) * self.rate)
        self.last = now

    def take(self) -> bool:
        """Spend one if there is one."""
        self._refill()
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def book(self) -> float | None:
        """Spend one now or in the future: how long until it is there (0: now); None,
        and nothing spent, if a whole burst is booked ahead already."""
        self._refill()
        if self.level < 1 - self.burst:
            return None
        self.level -= 1
        return max(0.0, -self.level / self.rate)

    def full(self) -> bool:
        return self.level + (time.monotonic() - self.last) * self.rate >= self.burst


class Budgets:
    """One :class:`Bucket` for each of many keys (seats, clients)."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.buckets: dict[object, Bucket] = {}

    def _bucket(self, key: object) -> Bucket:
        if len(self.buckets) > BUCKETS:
            self.buckets = {k: b for k, b in self.buckets.items() if not b.full()}
        return self.buckets.setdefault(key, Bucket(self.rate, self.burst))

    def take(self, key: object) -> bool:
        """Spend one of ``key``'s budget if there is one now."""
        return self._bucket(key).take()

    async def wait(self, key: object, refusal: Refused) -> None:
        """Spend one of ``key``'s budget, once it is there (the caller waits its turn);
        ``refusal`` if a whole burst waits already."""
        delay = self._bucket(key).book()
        if delay is None:
            raise refusal
        if delay:
            await asyncio.sleep(delay)


class Counts:
    """How many of something each client holds at once."""

    def __init__(self) -> None:
        self.held: collections.Counter[str] = collections.Counter()
        self.total = 0

    def take(self, client: str, most: int, most_in_all: int | None = None) -> bool:
        """Hold one more for ``client``, unless it holds ``most`` already (or every
        client together ``most_in_all``)."""
        if self.held[client] >= most or (most_in_all is not None and self.total >= most_in_all):
            return False
        self.held[client] += 1
        self.total += 1
        return True

    def give_back(self, client: str) -> None:
        self.total -= 1
        self.held[client] -= 1
        if not self.held[client]:
            del self.held[client]


class LongWork:
    """Long jobs by client: at most :data:`LONG_PER_CLIENT` of one client's waiting or
    running at once (past them it is refused ``rate_limited``), all done by the hub's
    thread for long work (which refuses ``busy`` past its own limit)."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.waiting = Counts()

    async def run(self, request: HTTPConnection, job: Callable[[], T]) -> T:
        client = client_of(request)
        if not self.waiting.take(client, LONG_PER_CLIENT):
            raise Refused("rate_limited", f"at most {LONG_PER_CLIENT} long requests at once",
                          limit=LONG_PER_CLIENT)
        try:
            return await self.hub.long(job)
        finally:
            self.waiting.give_back(client)
