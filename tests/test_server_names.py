"""Names people cannot confuse (issue 40), over HTTP on SQLite and PostgreSQL: a name
that looks like a player's (Cyrillic о, Greek ο, dotless ı, digits for letters) is
refused naming whose it looks like; a letter under a pile of marks, a tatweel or a
filler stretching a name, and the bots' names in both languages are refused; an address
makes so many players an hour; 18 registrations of one name (or of 18 look-alikes) sent
at one moment make one player and 17 clear refusals, with no fault in the log; and a
database made before names had skeletons keeps its players, the first of two
look-alikes holding the name."""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from majlis.catalogues import messages
from majlis.i18n import LANGUAGES, say
from majlis.server.names import MARKS_PER_LETTER, NAME_CHARACTERS, NAME_LENGTH, reserved
from majlis.server.players import Players
from majlis.server.store import Store
from tests.serverkit import Server, on_both_databases, start_postgres, stop_postgres

PER_HOUR = 3
"""Players one address may make an hour at the test's server."""
AT_ONCE = 18
"""Registrations sent at one moment (the issue's PostgreSQL run: 18 answered 500)."""

SCRIPTS = Path(__file__).parents[1] / "src/majlis/server/static/js"

server = on_both_databases("names", "--trusted-proxy", "127.0.0.0/8",
                           "--players-per-client", str(PER_HOUR))
ADDRESSES = (f"10.1.{n // 250}.{n % 250}" for n in itertools.count())
"""A new client's address for each request that should not meet the hourly limit."""


def register(server: Server, name: str, address: str | None = None) -> httpx.Response:
    """``POST /api/players``, from ``address`` (through the trusted proxy)."""
    return httpx.post(server.url + "/api/players", json={"name": name}, timeout=30,
                      headers={"x-forwarded-for": address or next(ADDRESSES)})


def refused(server: Server, name: str) -> tuple[int, str, dict[str, object]]:
    answer = register(server, name)
    body = answer.json()
    return answer.status_code, body.get("error"), body


def test_a_look_alike_of_a_players_name_is_refused_naming_it(server: Server) -> None:
    assert register(server, "Noura").status_code == 200
    assert register(server, "Nadia").status_code == 200
    assert register(server, "Nadla").status_code == 200
    assert register(server, "نورة").status_code == 200
    for name, like in (("N\u043eura", "Noura"),  # Cyrillic о
                       ("N\u03bfura", "Noura"),  # Greek ο
                       ("N0URA", "Noura"),  # a zero for the O, in capitals
                       ("Nad\u0131a", "Nadia"),  # dotless ı
                       ("\u039dadia", "Nadia"),  # a Greek capital nu
                       ("Nad1a", "Nadla"),  # a one for the l
                       ("\uff2e\uff4f\uff55\uff52\uff41", "Noura"),  # full-width letters
                       ):
        status, code, body = refused(server, name)
        assert (status, code, body.get("like")) == (409, "name_taken", like), name
    assert register(server, "Nouri").status_code == 200, "a name merely near is free"


def test_marks_and_padding_are_refused(server: Server) -> None:
    vowelled = "\u0645\u064f\u062d\u064e\u0645\u0651\u064e\u062f"  # مُحَمَّد: a shadda and a vowel
    assert register(server, vowelled).status_code == 200
    for name, field in (("a" + "\u0301" * 95, "marks"),  # the 95 marks
                        ("Zay\u0301\u0302\u0303d", "marks"),  # three on one letter
                        ("\u0646\u0640\u0640\u0648\u0631\u0629", "padding"),  # tatweel
                        ("Mo\u3164za", "padding"),  # a Hangul filler between letters
                        ("Mo  za", "padding"),  # two blanks
                        ("x" * 30, "letters")):
        status, code, body = refused(server, name)
        assert (status, code) == (400, "bad_name") and field in body, (name, body)


def test_the_bots_names_are_refused_in_both_languages(server: Server) -> None:
    for name in ("bot 2", "Bot2", "b\u043et 7", "B0T", "\uff42\uff4f\uff54", "Hard bot",
                 "Salem (Medium bot)",
                 "\u0622\u0644\u064a 3", "\u0622\u0644\u064a \u0635\u0639\u0628", "player 1",
                 "Player", "\u0644\u0627\u0639\u0628 2"):
        assert refused(server, name)[:2] == (409, "name_reserved"), name
    for name in ("Robot", "Abbot", "Salem", "Player one"):
        assert register(server, name).status_code == 200, name


def test_every_name_the_page_gives_a_bot_or_an_unnamed_seat_is_reserved() -> None:
    """In every language of the catalogues: a bot's label ("Hard bot") and an unnamed
    seat's ("Player 8")."""
    english, _ = messages("en", "page")
    levels = [ident.removeprefix("bot-") for ident in english if ident.startswith("bot-")]
    assert len(levels) >= 5
    labels = [say("ui.bot", lang, level=say(f"bot.{level}", lang))
              for level in levels for lang in LANGUAGES]
    seats = [say("ui.default_player", lang, n=n) for lang in LANGUAGES for n in (1, 8)]
    for name in [*labels, *seats, "bot 1", "player 3"]:
        assert reserved(name), name


def test_an_address_makes_so_many_players_an_hour(server: Server) -> None:
    answers = [register(server, f"Hamad {n}", "10.9.9.9") for n in range(PER_HOUR + 1)]
    assert [a.status_code for a in answers] == [200] * PER_HOUR + [429]
    assert answers[-1].json()["error"] == "too_many_players"
    assert answers[-1].json()["players"] == PER_HOUR
    assert register(server, "Hamad 9", "10.9.9.8").status_code == 200, "another address"


def at_once(server: Server, names: list[str]) -> list[httpx.Response]:
    """Each of ``names`` registered by its own thread (and address), all at one moment."""
    gate = threading.Barrier(len(names))
    answers: list[httpx.Response] = []
    addresses = [next(ADDRESSES) for _ in names]

    def send(name: str, address: str) -> None:
        gate.wait()
        answers.append(register(server, name, address))

    threads = [threading.Thread(target=send, args=pair) for pair in zip(names, addresses,
                                                                           strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return answers


def one_player_and_clear_refusals(server: Server, answers: list[httpx.Response]) -> None:
    statuses = sorted(a.status_code for a in answers)
    assert statuses == [200] + [409] * (AT_ONCE - 1), [a.text for a in answers]
    made = next(a for a in answers if a.status_code == 200).json()["name"]
    refusals = [a.json() for a in answers if a.status_code == 409]
    assert {(r["error"], r.get("like")) for r in refusals} == {("name_taken", made)}
    log = server.log.read_text()
    assert "Traceback" not in log and "server_error" not in log


def test_one_name_sent_at_once_makes_one_player(server: Server) -> None:
    one_player_and_clear_refusals(server, at_once(server, ["Sultan"] * AT_ONCE))


def test_look_alikes_sent_at_once_make_one_player(server: Server) -> None:
    """The database refuses the look-alikes by itself: no read before the write."""
    forms = ["Sara", "SARA", "S\u0430ra", "Sar\u0430", "S\u0430r\u0430", "sara", "SaRa",
             "S\u0251ra", "Sar\u0251", "\u0405ara"]
    names = (forms * 2)[:AT_ONCE]
    one_player_and_clear_refusals(server, at_once(server, names))


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    url = start_postgres() if request.param == "postgresql" else str(tmp_path / "db.sqlite3")
    try:
        yield url
    finally:
        if request.param == "postgresql":
            stop_postgres(url)


def test_a_database_made_before_skeletons_keeps_its_players(database: str) -> None:
    """Players had no skeleton: two look-alikes registered then keep their names, the
    first holding it, and no new look-alike is let in."""
    store = Store(database)
    with store.transaction() as run:
        run("CREATE TABLE players (id TEXT PRIMARY KEY, name TEXT NOT NULL,"
            " name_key TEXT NOT NULL UNIQUE, created DOUBLE PRECISION NOT NULL)")
        for row in (("b", "N\u043eura", "n\u043eura", 2.0), ("a", "Noura", "noura", 1.0)):
            run("INSERT INTO players VALUES (?, ?, ?, ?)", row)
    players = Players(store)
    assert players.by_name("N\u043eura") == ("b", "N\u043eura")
    assert players.register("N\u03bfura") is None
    assert players.look_alike("N\u03bfura") == "Noura"
    assert players.register("Hessa") is not None
    again = Players(store)  # opened again: nothing more to do
    assert again.look_alike("NOURA") == "Noura"
    store.close()


def test_the_name_box_takes_no_more_than_a_name_may_have() -> None:
    """The page's name box and the sentence under it say the server's rule."""
    player_js = (SCRIPTS / "player.js").read_text()
    said = dict(re.findall(r"^const (\w+) = (\d+);$", player_js, re.MULTILINE))
    assert (int(said["NAME_LETTERS"]), int(said["MARKS_PER_LETTER"])) == \
        (NAME_LENGTH, MARKS_PER_LETTER)
    assert "export const NAME_CHARACTERS = (1 + MARKS_PER_LETTER) * NAME_LETTERS;" in player_js
    assert NAME_CHARACTERS == (1 + MARKS_PER_LETTER) * NAME_LENGTH
    assert "maxlength: NAME_CHARACTERS," in player_js
    assert "maxlength: NAME_CHARACTERS," in (SCRIPTS / "lobby.js").read_text()  # seats
