"""Table talk in Chromium: two seats talk at their table in Arabic and English, each
message shown to the other in its own direction; a hostile message (markup, a link, a
right-to-left override, thousands of combining marks) is shown as inert text and moves
nothing on the page around it; a spectator mutes a seat from its message's menu; the host's page
shows a report as text, silences its sender, and removes an event.  Screenshots
``talk-*`` at 360×740 and 1366×768, in English and Arabic, and ``talk-host``."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.webkit import new_page, open_details, scroll_to, shot, wait_until, web_server

HOST_KEY = "the-host-key-of-the-page-tests"


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The page's server, with a host key (its admin page)."""
    with pytest.MonkeyPatch.context() as env:
        env.setenv("MAJLIS_ADMIN_KEY", HOST_KEY)
        with web_server(tmp_path_factory.mktemp("web")) as server:
            yield server

SIZES = {"phone": (360, 740), "laptop": (1366, 768)}
SAID = {"en": ("Hello! مرحبا يا فهد", "Well played, Noura. كفو"),
        "ar": ("السلام عليكم، ready?", "وعليكم السلام! good luck 2-1")}
"""What the first seat says, and what the second answers, in each page language."""
HOSTILE = "<img src=x onerror=alert(1)><b>bold</b> https://evil.example \u202eevil" + \
    "a" + "\u0301" * 600
"""Markup, a link, an override and a pile of marks, within a socket message's 4096 bytes
(as JSON with its escapes)."""


def seat_page(browser: Browser, link: str, language: str, size: str) -> Page:
    page = new_page(browser, *SIZES[size])
    page.context.add_init_script(f"localStorage.setItem('majlis.lang', '{language}')")
    page.on("dialog", lambda dialog: pytest.fail(f"a message ran script: {dialog.message}"))
    page.goto(link)
    page.wait_for_selector("#main[data-event]", timeout=60_000)
    open_details(page, "details.talk")
    return page


def say(page: Page, text: str) -> None:
    page.fill(".talk-say input", text)
    page.press(".talk-say input", "Enter")


def shown(page: Page, text: str) -> None:
    wait_until(lambda: text in page.locator(".talk-log").inner_text(),
               f"{text!r} never shown", 30)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_two_seats_talk_in_arabic_and_english(web: Server, browser: Browser, language: str,
                                              size: str) -> None:
    table, tokens = web.table("sedma", {}, [{"kind": "human", "name": "Noura"},
                                            {"kind": "human", "name": "فهد"}])
    pages = [seat_page(browser, f"{web.url}/t/{table}#seat={token}", language, size)
             for token in tokens]
    first, answer = SAID[language]
    say(pages[0], first)
    shown(pages[1], first)
    say(pages[1], answer)
    shown(pages[0], answer)
    for page in pages:
        texts = page.locator(".talk-text")
        assert texts.all_inner_texts()[-2:] == [first, answer]
        assert {texts.nth(n).get_attribute("dir") for n in range(2)} == {"auto"}
        assert page.locator(".talk-log bdi.talk-name").count() >= 2
    scroll_to(pages[0], "details.talk")
    shot(pages[0], f"talk-{language}-{size}", full_page=False)
    for page in pages:
        page.context.close()


BOXES = """() => [...document.querySelectorAll('.table-head, .table, .talk-say, .talk summary')]
    .map((e) => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width]; })"""


def test_a_hostile_message_is_shown_inert_and_moves_nothing(web: Server,
                                                            browser: Browser) -> None:
    table, tokens = web.table("sedma", {}, [{"kind": "human", "name": "Noura"},
                                            {"kind": "human", "name": "Mallory"}])
    page = seat_page(browser, f"{web.url}/t/{table}#seat={tokens[0]}", "en", "laptop")
    say(page, "before")
    shown(page, "before")
    before = page.evaluate(BOXES)
    line_height = page.locator(".talk-log li").first.bounding_box()
    mallory = web.ws(table)
    mallory.send(type="hello", token=tokens[1], seen=-1)
    mallory.until("welcome")
    mallory.send(type="chat", token=tokens[1], text=HOSTILE)
    mallory.send(type="chat", token=tokens[1], text="a" + "\u0301" * 10_000)
    assert mallory.until("error")["code"] == "too_big", "ten thousand marks are refused"
    shown(page, "bold")
    hostile = page.locator(".talk-log li").last
    assert hostile.locator(".talk-text").inner_text() == \
        "<img src=x onerror=alert(1)><b>bold</b> https://evil.example evilá\u0301"
    assert page.locator(".talk-log img, .talk-log b, .talk-log a").count() == 0
    say(page, "a" + "\u0301" * 10_000)  # the page's box takes 200 characters at most
    wait_until(lambda: page.locator(".talk-log li").count() >= 3, "the marks never said", 30)
    assert page.evaluate(BOXES) == before, "a message moved the page around it"
    box, first = hostile.bounding_box(), line_height
    assert box is not None and first is not None and box["height"] < 3 * first["height"]
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    shot(page, "talk-hostile", full_page=False)
    mallory.close()
    page.context.close()


def test_the_hosts_page_shows_a_report_inert_and_silences_its_sender(
        web: Server, browser: Browser) -> None:
    keys = {name: web.post("/api/players", {"name": name}).json()["key"]
            for name in ("Trickster", "Witness")}
    seated = httpx.post(web.url + "/api/quickplay", timeout=10,
                        headers={"x-majlis-player": keys["Trickster"]},
                        json={"game": "sedma", "options": {}}).json()
    token = seated["link"].split("#seat=")[1]
    trickster = web.ws(seated["table"])
    trickster.send(type="hello", token=token, seen=-1)
    trickster.until("welcome")
    trickster.send(type="chat", token=token, text=HOSTILE)
    message = trickster.until("chat")["messages"][-1]
    reported = httpx.post(web.url + "/api/reports", timeout=10,
                          headers={"x-majlis-player": keys["Witness"]},
                          json={"message": message["id"], "reason": "<i>rude</i>"})
    assert reported.status_code == 200, reported.text
    page = new_page(browser, 1366, 768)
    page.on("dialog", lambda dialog: pytest.fail(f"a report ran script: {dialog.message}"))
    page.goto(web.url + "/admin")
    page.fill("#who [name=key]", HOST_KEY)
    page.fill("#who [name=by]", "Evening host")
    page.click("#who button")
    page.wait_for_selector("#reports li.reported")
    assert message["text"] in page.locator("#reports li.reported").inner_text()
    assert "<i>rude</i>" in page.locator("#reports").inner_text()
    assert page.locator("#reports img, #reports i, #reports b").count() == 0
    page.fill("form[data-act=silence] [name=name]", "Trickster")
    page.click("form[data-act=silence] button")
    wait_until(lambda: "Silence" in page.locator("#log").inner_text(), "never logged", 30)
    assert "Evening host" in page.locator("#log").inner_text()
    trickster.send(type="chat", token=token, text="still here")
    assert trickster.until("error")["code"] == "silenced"
    event = httpx.post(web.url + "/api/events", timeout=10,
                       headers={"x-majlis-player": keys["Trickster"]},
                       json={"title": "Spam arena", "game": "sedma", "starts_in": 3600}
                       ).json()["event"]
    page.fill("form[data-act=remove_event] [name=event]", event)
    page.fill("form[data-act=remove_event] [name=reason]", "spam")
    page.click("form[data-act=remove_event] button")
    wait_until(lambda: "Remove the event" in page.locator("#log").inner_text(), "never removed", 30)
    assert "Spam arena: spam" in page.locator("#log").inner_text()
    assert event not in str(web.get("/api/events"))
    shot(page, "talk-host", full_page=False)
    trickster.close()
    page.context.close()


def test_a_spectator_mutes_a_seat_from_its_message(web: Server, browser: Browser) -> None:
    keys = {name: web.post("/api/players", {"name": name}).json()["key"]
            for name in ("Nasser", "Jawaher")}
    seated = httpx.post(web.url + "/api/quickplay", timeout=10,
                        headers={"x-majlis-player": keys["Nasser"]},
                        json={"game": "sedma", "options": {}}).json()
    token = seated["link"].split("#seat=")[1]
    nasser = web.ws(seated["table"])
    nasser.send(type="hello", token=token, seen=-1)
    nasser.until("welcome")
    page = new_page(browser, 1366, 768)
    page.add_init_script("localStorage.setItem('majlis.player', JSON.stringify("
                         f"{{name: 'Jawaher', key: '{keys['Jawaher']}'}}))")
    page.goto(web.url + seated["watch"])
    page.wait_for_selector("#main[data-event]", timeout=60_000)
    open_details(page, "details.talk")
    nasser.send(type="chat", token=token, text="hi from Nasser")
    shown(page, "hi from Nasser")
    line = page.locator(".talk-log li", has_text="hi from Nasser")
    line.locator(".talk-acts summary").click()
    line.locator(".talk-acts button", has_text="Mute").click()
    wait_until(lambda: "hi from Nasser" not in page.locator(".talk-log").inner_text(),
               "the muted message stayed", 30)
    nasser.send(type="chat", token=token, text="still talking")
    say(page, "my own words")  # said after his: shown once his would have been
    shown(page, "my own words")
    assert "still talking" not in page.locator(".talk-log").inner_text()
    muted = httpx.get(web.url + "/api/me/peace", timeout=10,
                      headers={"x-majlis-player": keys["Jawaher"]}).json()
    assert muted == {"mute": ["Nasser"], "block": []}
    nasser.close()
    page.context.close()


@pytest.mark.parametrize(("language", "title", "act"), [
    ("ar", "المضيف", "إسكات"), ("hi", "मेज़बान", "चुप कराएँ"), ("cs", "Hostitel", "Umlčet")])
def test_the_host_s_page_speaks_the_page_s_languages(web: Server, browser: Browser,
                                                     language: str, title: str, act: str) -> None:
    page = new_page(browser, *SIZES["phone"])
    page.goto(f"{web.url}/admin?lang={language}")
    page.wait_for_selector("#main h1")
    shown = page.evaluate("""() => [document.documentElement.lang, document.documentElement.dir,
        document.querySelector('#main h1').textContent,
        document.querySelector('form[data-act=silence] button').textContent]""")
    assert shown == [language, "rtl" if language == "ar" else "ltr", title, act]
    shot(page, f"talk-host-{language}-phone")
    page.context.close()
