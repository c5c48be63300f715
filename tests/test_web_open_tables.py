"""The lobby's open tables in Chromium, in English and Arabic at phone and laptop sizes:
with none, the panel says that no table is open and offers quick play as the way in
(and says so when the tables cannot be listed); with a table being played it lists it to
watch, and with one waiting for people, to sit at."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Client, Server
from tests.webkit import shot, wait_until, web_server

SIZES = {"phone": (360, 740), "laptop": (1366, 768)}
PANEL = ".open-tables"
REFRESHED = 20.0
"""Seconds within which the lobby's listing (refreshed every 5 s) shows a change."""


def lobby(browser: Browser, server: Server, size: str, language: str) -> Page:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(f"localStorage.setItem('majlis.lang', '{language}')")
    page = context.new_page()
    page.on("pageerror", lambda error: pytest.fail(f"page error: {error}"))
    page.goto(server.url + "/")
    page.wait_for_selector(f"{PANEL} :is(ul, .none-open)")  # the first listing drawn
    return page


def player(server: Server, name: str) -> dict[str, str]:
    """A new player's key header."""
    answer = httpx.post(f"{server.url}/api/players", json={"name": name}, timeout=10)
    assert answer.status_code == 200, answer.text
    return {"x-majlis-player": answer.json()["key"]}


def quick_play(server: Server, key: dict[str, str], game: str) -> dict[str, str]:
    """The seat quick play gave the player: ``table`` and ``link``."""
    answer = httpx.post(f"{server.url}/api/quickplay", headers=key, timeout=10,
                        json={"game": game, "options": {}, "rated": False})
    assert answer.status_code == 200, answer.text
    seated: dict[str, str] = answer.json()
    return seated


def being_played(server: Server) -> tuple[str, Client]:
    """An open table Fahad sat down at by quick play, started without waiting and played
    (he makes his first move if it is his): its id, and his socket (he stays)."""
    fahad = player(server, "Fahad")
    seated = quick_play(server, fahad, "sedma")
    table, token = seated["table"], seated["link"].split("#seat=")[1]
    at_table = server.ws(table)
    at_table.send(type="hello", token=token, seen=-1)
    at_table.until("state")
    start = httpx.post(f"{server.url}/api/open/{table}/start", headers=fahad, timeout=10)
    assert start.status_code == 200, start.text
    while table not in [x["table"] for x in server.get("/api/open")["playing"]]:
        frame = at_table.until("state")
        if frame["legal"]:
            at_table.send(type="act", token=token, seen=frame["event"],
                          action=frame["legal"][0]["action"])
    return table, at_table


def test_no_open_table_is_said_and_quick_play_offered(browser: Browser, tmp_path: Path) -> None:
    with web_server(tmp_path) as server:
        said = {"en": ("No table is open right now", "Quick play opens one for you"),
                "ar": ("ما في طاولة مفتوحة الآن", "اللعب السريع يفتح لك طاولة")}
        for language, words in said.items():
            for size in SIZES:
                page = lobby(browser, server, size, language)
                text = page.locator(f"{PANEL} .none-open").inner_text()
                assert all(part in text for part in words), text
                assert not page.locator(f"{PANEL} :is(li, h3)").count()
                shot(page, f"lobby-no-open-table-{size}-{language}")
                page.click(f"{PANEL} button.to-quick")
                assert page.evaluate("document.activeElement.id") == "quick-game"
                page.context.close()
        page = lobby(browser, server, "laptop", "en")
        server.stop()  # no listing to be had: the panel says so
        page.locator(f"{PANEL} p", has_text="cannot be listed").wait_for(
            timeout=REFRESHED * 1000)
        page.context.close()


def test_open_tables_are_listed_to_watch_and_to_sit_at(browser: Browser,
                                                       tmp_path: Path) -> None:
    with web_server(tmp_path, "--bot-delay", "1") as server:  # a match lasts minutes
        played, at_table = being_played(server)
        page = lobby(browser, server, "laptop", "en")
        watched = page.locator(f"{PANEL} ul.playing li[data-table='{played}']")
        watched.wait_for(timeout=REFRESHED * 1000)
        assert "No open table is waiting." in page.locator(f"{PANEL} .none-open").inner_text()
        assert "free seat" not in watched.inner_text(), "no seat is free once play began"
        assert "Medium bot)" in watched.inner_text(), "a bot said with its difficulty"
        assert page.locator(f"{PANEL} button.to-quick").count() == 1

        waiting = quick_play(server, player(server, "Noura"), "badam-saat")["table"]
        page.locator(f"{PANEL} ul.waiting li[data-table='{waiting}']").wait_for(
            timeout=REFRESHED * 1000)
        assert not page.locator(f"{PANEL} .none-open").count(), "no offer with a table waiting"
        assert page.locator(f"{PANEL} .sit-needs-name").is_visible(), "a name first, to sit"
        assert "Medium bot · free seat" in page.locator(f"{PANEL} ul.waiting").inner_text()
        page.context.close()
        for language in ("en", "ar"):
            for size in SIZES:
                page = lobby(browser, server, size, language)
                page.wait_for_selector(f"{PANEL} ul.playing li >> nth=0")
                shot(page, f"lobby-open-tables-{size}-{language}")
                page.context.close()

        page = lobby(browser, server, "phone", "en")
        page.locator(f"{PANEL} li[data-table='{played}'] a", has_text="Watch").click()
        page.wait_for_selector("#main[data-event]")
        wait_until(lambda: page.url.endswith(f"/t/{played}"), "the watch link", 10)
        page.context.close()
        at_table.close()
