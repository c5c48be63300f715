"""``majlis admin``: the host's acts, on the server's machine, against the database the
servers use (docs/community.md, "The host"): the reports with their context, silencing
a player's chat, banning a name, closing a table, removing an event, and the log of
every act.  Each act
takes effect at once at every server of that database, and is logged with who did it
(``--by``, the machine's user by default)."""

from __future__ import annotations

import getpass
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from majlis.cli.options import text_given
from majlis.cli.output import fail, words

app = typer.Typer()
admin = typer.Typer(help="The host's acts: reports, silence, ban, close, remove an event,"
                         " and the log.",
                    no_args_is_help=True)
app.add_typer(admin, name="admin")

Db = Annotated[str, typer.Option(
    parser=text_given, metavar="PATH|URL",
    help="The database `majlis serve --db` serves (SQLite file or postgresql:// URL).")]
By = Annotated[str | None, typer.Option(
    parser=text_given, help="Who acts, for the log (default: this machine's user).")]


@contextmanager
def _host(db: str) -> Iterator[Any]:
    """The host's acts on ``db``, which must be a majlis database already."""
    from majlis.server.community_store import Community
    from majlis.server.events import Events
    from majlis.server.host import Host
    from majlis.server.players import Players
    from majlis.server.store import Store, StoreError

    if not db.startswith(("postgresql://", "postgres://")) and not Path(db).is_file():
        raise fail(words("cli-no-database", path=str(db)))
    try:
        store = Store(db)
    except StoreError as error:
        raise fail(str(error)) from None
    try:
        yield Host(Community(store), Players(store), Events(store))
    finally:
        store.close()


def _act(db: str, work: Callable[[Any], Any]) -> None:
    """Do an act and print it as the log keeps it (JSON); a name or table unknown fails."""
    from majlis.server.host import NoSuch, act_json

    with _host(db) as host:
        try:
            done = work(host)
        except NoSuch as error:
            raise fail(str(error)) from None
    print(json.dumps(act_json(done), ensure_ascii=False))


def _by(by: str | None) -> str:
    return by or getpass.getuser()


@admin.command()
def reports(db: Db = "majlis.sqlite3", most: Annotated[int, typer.Option(
        min=1, help="The newest so many.")] = 50) -> None:
    """The newest reports, with the message reported and the talk around it (JSON)."""
    with _host(db) as host:
        print(json.dumps(host.reports(most), ensure_ascii=False, indent=1))


@admin.command()
def silence(name: Annotated[str, typer.Argument(parser=text_given, help="The player.")],
            minutes: Annotated[float, typer.Option(
                min=0, help="For how long (0: end a silence).")] = 60.0,
            db: Db = "majlis.sqlite3", by: By = None) -> None:
    """Silence a player's chat for a time, everywhere at once."""
    _act(db, lambda host: host.silence(_by(by), name, minutes))


@admin.command()
def ban(name: Annotated[str, typer.Argument(parser=text_given, help="The player.")],
        db: Db = "majlis.sqlite3", by: By = None) -> None:
    """Ban a name: its sign-in and seats refused, its connections hung up."""
    _act(db, lambda host: host.ban(_by(by), name))


@admin.command()
def unban(name: Annotated[str, typer.Argument(parser=text_given, help="The player.")],
          db: Db = "majlis.sqlite3", by: By = None) -> None:
    """Lift a ban."""
    _act(db, lambda host: host.ban(_by(by), name, on=False))


@admin.command()
def close(table: Annotated[str, typer.Argument(parser=text_given, help="The table's id.")],
          reason: Annotated[str, typer.Option(help="Why, for the log.")] = "",
          db: Db = "majlis.sqlite3", by: By = None) -> None:
    """Close a table: everyone there is told and let go, and nobody opens it again."""
    _act(db, lambda host: host.close(_by(by), table, reason))


@admin.command(name="remove-event")
def remove_event(event: Annotated[str, typer.Argument(parser=text_given, help="The event's id.")],
                 reason: Annotated[str, typer.Option(help="Why, for the log.")] = "",
                 db: Db = "majlis.sqlite3", by: By = None) -> None:
    """Remove an event: gone from the listing, its pages told; its tables already
    playing play their match out as ordinary, unrated tables."""
    _act(db, lambda host: host.remove_event(_by(by), event, reason))


@admin.command(name="log")
def host_log(db: Db = "majlis.sqlite3", most: Annotated[int, typer.Option(
        min=1, help="The newest so many.")] = 100) -> None:
    """The host's acts, oldest first, each with who did it (JSON lines)."""
    with _host(db) as host:
        for act in host.log(most):
            print(json.dumps(act, ensure_ascii=False))
