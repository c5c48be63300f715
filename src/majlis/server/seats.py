"""What a table is made of besides its match: its seats and who is at them, its pace,
the connections it talks to, and the refusals it gives in its own name."""

from __future__ import annotations

import dataclasses
import hashlib
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from majlis.explain import Fact
from majlis.frames import seat_json
from majlis.i18n import say
from majlis.server.store import SeatRow
from majlis.server.wire import Refused

TABLE_REASONS: dict[str, str] = {
    "over": "over", "not_your_turn": "not_your_turn", "stale": "stale", "no_bot": "illegal",
    "not_over": "illegal", "unknown_action": "illegal", "earlier_rules": "not_found",
    "no_hint": "no_hint", "opening": "not_your_turn"}
"""The table's own refusals that reach a player: key -> error code.  Each is worded by
its key in the refusals' catalogue (``refusal.KEY``, ``majlis/locales/*/refusals.ftl``),
the one sentence the page shows and the server's message (in English) alike."""


def table_refusal(key: str, value: int | None = None, reason: str | None = None) -> Refused:
    """The table's refusal ``key``, with its key for the page as the games' refusals
    have theirs (``why``), and the game's ``reason`` where it gave one."""
    why = dataclasses.asdict(Fact(key, value=value))
    return Refused(TABLE_REASONS[key], say(f"refusal.{key}", "en") or key, reason=reason,
                   why=why)


def unavailable() -> Refused:
    """The refusal of anything that needs the database while it cannot be reached."""
    return Refused("unavailable", "the tables' database cannot be reached now: "
                                  "connect again soon")


class EarlierRules(ValueError):
    """A table's stored actions that the rules refuse: the server wrote only actions the
    rules accepted, so the table began under an earlier version of them."""


@dataclass(frozen=True)
class Timing:
    """How long the table waits before a bot plays (seconds)."""

    bot_delay: float = 0.6
    """From a bot's turn to its move, so that people can follow: the bot thinks within
    it, so that a forced move comes as late as a chosen one."""
    turn: float = 30.0
    """A connected human's turn clock (when the table has it on)."""
    away: float = 20.0
    """How long a disconnected human's seat waits before a bot takes it over."""
    grace: float = 60.0
    """At a rated table, how long a disconnected person's seat is kept for them, from
    their going: back within it, they play on as before; not, they have left the match
    (counted as lost)."""


class Client(Protocol):
    """A connection at the table."""

    seat: int | None
    player: tuple[str, str] | None
    """The named player whose connection it is, where known (``(id, name)``)."""

    def send(self, frame: str) -> None: ...

    def hang_up(self) -> None:
        """Close the connection after the frames already sent."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    row: SeatRow
    here: int = 0
    """Connections of this seat through this process."""
    elsewhere: bool = False
    """Whether the seat is connected through another process (as last heard)."""
    away_since: float = field(default_factory=time.monotonic)
    replaced: bool = False
    """A bot plays for this absent human until the human takes the seat back."""
    again: bool = False
    gone: bool = False
    """The person left the match (an open table's Leave): nobody waits for them."""

    @classmethod
    def stored(cls, row: SeatRow, elsewhere: bool = False) -> Seat:
        """The seat as its stored row says (``elsewhere``: connected through a process)."""
        return cls(row, elsewhere=elsewhere, replaced=row.replaced, again=row.again,
                   gone=row.gone)

    @property
    def human(self) -> bool:
        return self.row.kind == "human"

    @property
    def present(self) -> bool:
        """Whether the seat's person is connected, through any process."""
        return self.here > 0 or self.elsewhere

    @property
    def bot_plays(self) -> bool:
        return not self.human or self.replaced

    def public(self) -> dict[str, Any]:
        """The seat as every page sees it; ``default_name`` when the server made its
        name up, so that a page words it in its own language."""
        return seat_json(self.row.seat, self.row.name, self.row.kind,
                         named_by_server=self.row.named_by_server,
                         connected=self.present or not self.human,
                         bot=self.row.level if self.bot_plays else None, again=self.again)
