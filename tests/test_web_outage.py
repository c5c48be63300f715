"""A database outage in real Chromium (issue 27), on a throwaway PostgreSQL cluster: a
person at a table has moved; the database stops mid-hand; without a move tried, the
page is told and says that the server cannot reach its database and that it is
reconnecting, in English and in Arabic, the hand dimmed and not to be played, as it
was. The database back, the banner goes, the hand is playable again, the
move made before the outage is still there, and play goes on."""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import Browser, Page

from tests.serverkit import Server, restart_postgres, running
from tests.webkit import (
    event_of,
    hand_items,
    play_one,
    seat_pages,
    shot,
    switch_language,
    wait_past,
    wait_until,
    waits_for,
)

BANNER = "#main p.error[role=status]"
AWAY = "#main section.table.away[inert]"
"""The table while the page cannot reach it: dimmed, and not to be played."""
SAID = {"en": "The server cannot reach its database: reconnecting…",
        "ar": "الخادم ما يقدر يوصل لقاعدة البيانات: نعيد الاتصال…"}


def played_by(server: Server, table: str, seat: int) -> list[str]:
    """The actions the table's record holds for ``seat``, in order."""
    record = server.get(f"/api/tables/{table}/record")
    return [action for hand in record["hands"] for who, action in hand["actions"] if who == seat]


def my_turn(page: Page) -> None:
    """The person's turn, with a choice to make: the table waits for it (a forced pass
    would play itself 800 ms later, the bots' moves after it)."""
    wait_until(lambda: waits_for(page), "the person's turn never came", 30)


def told_during_the_outage(server: Server, page: Page) -> bool:
    """The database is stopped: the page is told at once (the person tries nothing) and
    says why, in either language; the hand as it was."""
    hand, event = hand_items(page), event_of(page)
    wait_until(lambda: httpx.get(f"{server.url}/api/health", timeout=10).status_code == 503,
               "the server never noticed the database was gone", 30)
    banner = page.locator(BANNER)
    banner.wait_for(timeout=30_000)
    assert banner.inner_text() == SAID["en"]
    assert page.locator(AWAY).count() == 1, "the hand is dimmed and cannot be played"
    shot(page, "outage-en", full_page=False)
    page.select_option("#language", "ar")
    wait_until(lambda: banner.count() == 1 and banner.inner_text() == SAID["ar"],
               "the banner was not worded in Arabic", 10)
    shot(page, "outage-ar", full_page=False)
    switch_language(page)
    assert hand_items(page) == hand and event_of(page) == event, "the outage changed nothing"
    return True


def test_the_page_says_the_database_is_away_and_play_goes_on(
        browser: Browser, postgres: str, tmp_path: Path) -> None:
    with running(postgres, tmp_path / "log") as server:
        table, tokens = server.table("badam-saat", {"players": 3},
                                     [{"kind": "human", "name": "Noura"},
                                      {"kind": "bot", "level": "rules"},
                                      {"kind": "bot", "level": "rules"}])
        page = seat_pages(browser, [f"{server.url}/t/{table}#seat={tokens[0]}"])[0]
        my_turn(page)
        assert play_one([page])
        my_turn(page)  # the bots played after the person's move: it is acknowledged
        before = played_by(server, table, 0)
        hand = hand_items(page)
        assert before

        restart_postgres(postgres, lambda: told_during_the_outage(server, page))

        page.locator(BANNER).wait_for(state="detached", timeout=60_000)
        assert page.locator(AWAY).count() == 0, "the hand is playable again"
        my_turn(page)
        assert hand_items(page) == hand, "the hand is as the table left it before the outage"
        assert played_by(server, table, 0)[:len(before)] == before, "no acknowledged move lost"
        event = event_of(page)
        assert play_one([page]), "the person plays on"
        wait_past(page, event)
        assert len(played_by(server, table, 0)) > len(before)
