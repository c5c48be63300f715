"""Friends, their presence and their invitations, kept in the tables' database (SQLite
or PostgreSQL alike, through the :class:`~majlis.server.store.Store`), each write one
transaction (docs/community.md, "Friends").

A friendship is asked for by one player and accepted by the other (two rows, one each
way); a player's presence is a row per open page of theirs (the lobby, a table, or an
event), at
the process that holds its socket, and counts while that process is alive; an invitation
names a table, and, to a seat of a table the inviter holds the links of, that seat's
link, which only the invitee's own view ever carries.  Every write names the players
whose view it changed: on PostgreSQL it tells every process (``NOTIFY`` on
:data:`CHANNEL`, sent by the same transaction), and the process holding their sockets
sends them their view again.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from majlis.server.database import Run
from majlis.server.schema import set_up
from majlis.server.store import Store
from majlis.server.wire import Refused

CHANNEL = "majlis_players"
"""The PostgreSQL notification channel of players whose view changed: a player's id."""
COLUMNS = {
    "friend_requests": ("asker TEXT NOT NULL", "asked TEXT NOT NULL",
                        "created DOUBLE PRECISION NOT NULL", "PRIMARY KEY (asker, asked)"),
    "friends": ("player_id TEXT NOT NULL", "friend_id TEXT NOT NULL",
                "since DOUBLE PRECISION NOT NULL", "PRIMARY KEY (player_id, friend_id)"),
    "hidden_players": ("player_id TEXT PRIMARY KEY",),
    "player_presence": ("page TEXT PRIMARY KEY", "player_id TEXT NOT NULL",
                        "process TEXT NOT NULL", "table_id TEXT", "event_id TEXT"),
    "invitations": ("id TEXT PRIMARY KEY", "inviter TEXT NOT NULL", "invitee TEXT NOT NULL",
                    "table_id TEXT NOT NULL", "seat INTEGER", "link TEXT",
                    "created DOUBLE PRECISION NOT NULL"),
}
"""The friends' tables and their columns (and keys), as created."""
ADDED = {"player_presence": ("event_id",)}
"""The columns added since the friends' tables were first made (a page at an event)."""
INDEXES = ("INDEX IF NOT EXISTS friend_requests_asked ON friend_requests (asked)",
           "INDEX IF NOT EXISTS player_presence_player ON player_presence (player_id)",
           "INDEX IF NOT EXISTS invitations_invitee ON invitations (invitee)")
"""What a player's view looks up."""
MOST_FRIENDS = 200
"""Friends (and requests waiting, each way) a player may have: a view stays small."""
INVITATION_SECONDS = 600.0
"""How long an invitation stands unanswered."""


Where = tuple[str | None, str | None]
"""Where a page is: the table it is at, and the event it follows (both None: the
lobby)."""


@dataclass(frozen=True)
class Invitation:
    """An invitation as its invitee answers it: to the open table ``table`` (Join
    seats them), or to its ``seat`` whose ``link`` the inviter held."""

    id: str
    inviter: str
    table: str
    seat: int | None
    link: str | None


class Friends:
    """The friends' tables of one database (through the tables' :class:`Store`)."""

    def __init__(self, store: Store, process: str) -> None:
        self.store, self.process = store, process
        self.now = store.now
        with store.setting_up() as run:
            set_up(run, COLUMNS, ADDED, INDEXES)

    # -- friendships -----------------------------------------------------------

    def ask(self, asker: str, asked: str) -> tuple[str, set[str]]:
        """``asker`` asks ``asked`` to be friends: ``asked`` (the request waits for an
        answer), ``friends`` (``asked`` had asked first: now they are), or ``already``;
        and whose view changed."""
        if asker == asked:
            raise Refused("malformed", "a player cannot befriend themselves")
        with self.store.transaction() as run:
            self._may_contact(run, asker, asked)
            if _friends(run, asker, asked):
                return "already", set()
            if _requested(run, asked, asker):
                return "friends", self._befriend(run, asker, asked)
            _within(run, "SELECT COUNT(*) FROM friend_requests WHERE asker = ?", asker)
            made = run("INSERT INTO friend_requests VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                       (asker, asked, time.time()))
            return ("asked", self._tell(run, {asker, asked})) if made.rowcount == 1 \
                else ("already", set())

    def answer(self, asked: str, asker: str, accept: bool) -> set[str]:
        """``asked`` accepts or declines ``asker``'s request: whose view changed;
        :class:`Refused` ``not_found`` where there is no such request."""
        with self.store.transaction() as run:
            if not _requested(run, asker, asked):
                raise Refused("not_found", "this player has not asked to be your friend")
            if accept:
                return self._befriend(run, asked, asker)
            run("DELETE FROM friend_requests WHERE asker = ? AND asked = ?", (asker, asked))
            return self._tell(run, {asker, asked})

    def remove(self, player: str, other: str) -> set[str]:
        """The friendship of the two ended (and any request between them withdrawn),
        with the invitations between them: whose view changed."""
        with self.store.transaction() as run:
            pair = (player, other, other, player)
            run("DELETE FROM friends WHERE (player_id = ? AND friend_id = ?) OR"
                " (player_id = ? AND friend_id = ?)", pair)
            run("DELETE FROM friend_requests WHERE (asker = ? AND asked = ?) OR"
                " (asker = ? AND asked = ?)", pair)
            run("DELETE FROM invitations WHERE (inviter = ? AND invitee = ?) OR"
                " (inviter = ? AND invitee = ?)", pair)
            return self._tell(run, {player, other})

    def _befriend(self, run: Run, one: str, other: str) -> set[str]:
        for player in (one, other):
            _within(run, "SELECT COUNT(*) FROM friends WHERE player_id = ?", player)
        run("DELETE FROM friend_requests WHERE (asker = ? AND asked = ?) OR"
            " (asker = ? AND asked = ?)", (one, other, other, one))
        for a, b in ((one, other), (other, one)):
            run("INSERT INTO friends VALUES (?, ?, ?) ON CONFLICT DO NOTHING", (a, b, time.time()))
        return self._tell(run, {one, other})

    def _may_contact(self, run: Run, sender: str, receiver: str) -> None:
        """Whether ``sender`` may ask ``receiver`` anything (a friendship, a seat): the
        one place a refusal between two players belongs: any player may ask any other
        whom neither blocked (docs/community.md), and each request is answered by its
        receiver."""
        found = run("SELECT COUNT(*) FROM players WHERE id IN (?, ?)", (sender, receiver))
        if int(found.fetchone()[0]) != 2:
            raise Refused("not_found", "there is no such player")
        shunned = run("SELECT COUNT(*) FROM shunned WHERE kind = 'block' AND ((player_id = ?"
                      " AND other_id = ?) OR (player_id = ? AND other_id = ?))",
                      (sender, receiver, receiver, sender))
        if int(shunned.fetchone()[0]):
            raise Refused("blocked", "one of these two players blocked the other")

    # -- presence --------------------------------------------------------------

    def here(self, page: str, player: str, where: Where) -> set[str]:
        """``player``'s page ``page`` is open at this process, ``where`` (at a table, an
        event, or neither: the lobby): whose view changed (their friends')."""
        with self.store.transaction() as run:
            run("INSERT INTO player_presence VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (page, player, self.process, *where))
            return self._tell(run, _friends_of(run, player))

    def gone(self, page: str) -> set[str]:
        """The page closed: whose view changed."""
        with self.store.transaction() as run:
            left = run("DELETE FROM player_presence WHERE page = ? RETURNING player_id",
                       (page,)).fetchall()
            return self._tell(run, {f for (p,) in left for f in _friends_of(run, str(p))})

    def sweep(self) -> set[str]:
        """Forget the pages of processes gone (dead, or stopped): whose view changed."""
        with self.store.transaction() as run:
            left = run(f"DELETE FROM player_presence WHERE process NOT IN (SELECT id FROM"
                       f" processes WHERE alive_until >= {self.now}) RETURNING player_id"
                       ).fetchall()
            return self._tell(run, {f for p in {str(p) for (p,) in left}
                                    for f in _friends_of(run, p)})

    def settle(self, pages: Mapping[str, tuple[str, Where]]) -> set[str]:
        """Make this process's rows those of the ``pages`` open here (each page's
        player, and where it is): a row another process swept while this one was taken for
        gone is written again, and one a closing page could not delete (the database
        away) is deleted.  Whose view changed."""
        with self.store.transaction() as run:
            stored = {str(p) for (p,) in run("SELECT page FROM player_presence WHERE"
                                             " process = ?", (self.process,)).fetchall()}
            moved = {str(p) for page in stored - pages.keys() for (p,) in run(
                "DELETE FROM player_presence WHERE page = ? RETURNING player_id", (page,))}
            for page in pages.keys() - stored:
                moved.add(pages[page][0])
                run("INSERT INTO player_presence VALUES (?, ?, ?, ?, ?) ON CONFLICT DO"
                    " NOTHING", (page, pages[page][0], self.process, *pages[page][1]))
            return self._tell(run, {f for p in moved for f in _friends_of(run, p)})

    def hide(self, player: str, hidden: bool) -> set[str]:
        """Whether ``player``'s friends see where they are: whose view changed."""
        with self.store.transaction() as run:
            run("DELETE FROM hidden_players WHERE player_id = ?", (player,))
            if hidden:
                run("INSERT INTO hidden_players VALUES (?)", (player,))
            return self._tell(run, {player, *_friends_of(run, player)})

    # -- invitations -----------------------------------------------------------

    def invite(self, inviter: str, invitee: str, table: str, seat: int | None = None,
               link: str | None = None) -> set[str]:
        """``inviter`` invites their friend ``invitee`` to ``table`` (to its ``seat``,
        whose ``link`` they hold): whose view changed; :class:`Refused` ``not_friends``.
        A new invitation to one table replaces the one before."""
        with self.store.transaction() as run:
            self._may_contact(run, inviter, invitee)
            if not _friends(run, inviter, invitee):
                raise Refused("not_friends", "invite a friend: ask them to be friends first")
            run("DELETE FROM invitations WHERE created < ? OR (inviter = ? AND invitee = ?"
                " AND table_id = ?)", (time.time() - INVITATION_SECONDS, inviter, invitee, table))
            run("INSERT INTO invitations VALUES (?, ?, ?, ?, ?, ?, ?)",
                (secrets.token_urlsafe(9), inviter, invitee, table, seat, link, time.time()))
            return self._tell(run, {invitee})

    def take_invitation(self, invitee: str, invitation: str) -> tuple[Invitation, set[str]]:
        """``invitee``'s invitation, answered (gone from their view whether they join or
        decline): it and whose view changed; :class:`Refused` ``not_found`` when it is
        not theirs, is answered already, or stood too long."""
        with self.store.transaction() as run:
            rows = run("DELETE FROM invitations WHERE id = ? AND invitee = ? RETURNING"
                       " inviter, table_id, seat, link, created", (invitation, invitee)).fetchall()
            if not rows or float(rows[0][4]) < time.time() - INVITATION_SECONDS:
                raise Refused("not_found", "this invitation is answered or too old")
            inviter, table, seat, link, _ = rows[0]
            return (Invitation(invitation, str(inviter), str(table),
                               None if seat is None else int(seat), link),
                    self._tell(run, {invitee}))

    # -- a player's view -------------------------------------------------------

    def view(self, player: str) -> dict[str, Any]:
        """What ``player`` sees: their friends, each with where they are (unless hidden);
        the requests waiting, each way; their own invitations (with their seats' links);
        and whether they hide where they are."""
        with self.store.db.transaction(snapshot=True) as run:
            friends = run("SELECT p.id, p.name FROM friends f JOIN players p ON"
                          " p.id = f.friend_id WHERE f.player_id = ? ORDER BY p.name",
                          (player,)).fetchall()
            where = self._where(run, [str(f[0]) for f in friends])
            asking = _names(run, "SELECT p.name FROM friend_requests r JOIN players p ON"
                                 " p.id = r.asker WHERE r.asked = ? ORDER BY r.created", player)
            asked = _names(run, "SELECT p.name FROM friend_requests r JOIN players p ON"
                                " p.id = r.asked WHERE r.asker = ? ORDER BY r.created", player)
            invited = run("SELECT i.id, p.name, i.table_id, t.game, i.seat, i.link FROM"
                          " invitations i JOIN players p ON p.id = i.inviter JOIN tables t"
                          " ON t.id = i.table_id WHERE i.invitee = ? AND i.created >= ? AND"
                          " t.over = 0 ORDER BY i.created",
                          (player, time.time() - INVITATION_SECONDS)).fetchall()
            hidden = run("SELECT 1 FROM hidden_players WHERE player_id = ?",
                         (player,)).fetchall()
        return {"type": "friends", "hidden": bool(hidden),
                "friends": [{"name": str(name), **where.get(str(p), {"presence": "away"})}
                            for p, name in friends],
                "asking": asking, "asked": asked,
                "invitations": [{"id": i[0], "from": i[1], "table": i[2], "game": i[3],
                                 "watch": f"/t/{i[2]}", "seat": i[4], "link": i[5]}
                                for i in invited]}

    def _where(self, run: Run, players: Sequence[str]) -> dict[str, dict[str, Any]]:
        """Where each of ``players`` not hiding is, through a living process: at a table
        (to watch) over an event (to follow) over the lobby; the players not found are
        away."""
        if not players:
            return {}
        marks = ", ".join("?" * len(players))
        rows = run(f"SELECT r.player_id, r.table_id, t.game, r.event_id, e.title FROM"
                   f" player_presence r JOIN processes q ON q.id = r.process LEFT JOIN tables"
                   f" t ON t.id = r.table_id LEFT JOIN events e ON e.id = r.event_id"
                   f" WHERE r.player_id IN ({marks}) AND q.alive_until >= {self.now} AND"
                   f" r.player_id NOT IN (SELECT player_id FROM hidden_players)"
                   f" ORDER BY t.game IS NULL, e.title IS NULL", tuple(players)).fetchall()
        where: dict[str, dict[str, Any]] = {}
        for player, table, game, event, title in rows:
            where.setdefault(str(player), {"presence": "table", "table": table, "game": game,
                                           "watch": f"/t/{table}"} if game else
                             {"presence": "event", "event": event, "title": title,
                              "link": f"/e/{event}"} if title else {"presence": "lobby"})
        return where

    def _tell(self, run: Run, players: Iterable[str]) -> set[str]:
        """Every process hears that these players' views changed, once the transaction
        commits (PostgreSQL; on SQLite this process is the only one): the players."""
        told = set(players)
        if self.store.postgres:
            for player in sorted(told):
                run("SELECT pg_notify(?, ?)", (CHANNEL, player))
        return told


def _friends(run: Run, one: str, other: str) -> bool:
    return bool(run("SELECT 1 FROM friends WHERE player_id = ? AND friend_id = ?",
                    (one, other)).fetchall())


def _requested(run: Run, asker: str, asked: str) -> bool:
    return bool(run("SELECT 1 FROM friend_requests WHERE asker = ? AND asked = ?",
                    (asker, asked)).fetchall())


def _friends_of(run: Run, player: str) -> set[str]:
    return {str(f) for (f,) in run("SELECT friend_id FROM friends WHERE player_id = ?",
                                   (player,)).fetchall()}


def _names(run: Run, sql: str, player: str) -> list[str]:
    return [str(name) for (name,) in run(sql, (player,)).fetchall()]


def _within(run: Run, count: str, player: str) -> None:
    """:class:`Refused` ``too_many_friends`` where ``count`` counts :data:`MOST_FRIENDS`."""
    if int(run(count, (player,)).fetchone()[0]) >= MOST_FRIENDS:
        raise Refused("too_many_friends", f"a player has at most {MOST_FRIENDS} friends and"
                                          " as many requests waiting", most=MOST_FRIENDS)
