"""Friends in Chromium, in English and Arabic, one on a laptop (1366x768) and the other
on a phone (360x740): two players take names, one asks the other by name and is
accepted, each sees the other's presence change at once; the host of a table invites
the friend to its second seat, the friend's page shows the invitation at once (and, its
tab hidden, as a notification), and Join seats the friend there.  Screenshots of the
Friends panel and the invitation at both sizes in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.serverkit import Server
from tests.test_web_players import LAPTOP, PHONE, person, take_name
from tests.webkit import JOIN_SECONDS, shot, start_table, web_server

NAMES = {"en": ("Noura", "Salem"), "ar": ("نورة", "سالم")}
WORDS = {"en": ("online, in the lobby", "at a table", "invites you"),
         "ar": ("متصل، في الصالة", "على طاولة", "يعزمك")}
SEEN = """(() => {
    window.__shown = [];
    const Real = window.Notification;
    window.Notification = class extends Real {
        constructor(title, options) { super(title, options); window.__shown.push(options.body); }
    };
    Object.defineProperty(document, 'hidden', {get: () => window.__hidden === true});
})();"""
"""The page's notifications, kept as they are made (the browser's own, made as ever:
permission granted), and its tab taken for hidden once the test says so (a headless
tab is never hidden)."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with web_server(tmp_path_factory.mktemp("friends")) as server:
        yield server


def friend_line(page: Page, name: str, words: str) -> None:
    """Waits until the Friends panel says ``words`` of ``name`` (sent at once, by the
    socket: nobody reloads)."""
    page.locator(f".friend-list li[data-friend='{name}'] .where", has_text=words).wait_for()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_friends_ask_accept_invite_and_join(browser: Browser, server: Server, lang: str) -> None:
    host_name, friend_name = (f"{n} {lang}" for n in NAMES[lang])
    lobby, at_table, invites = WORDS[lang]
    host, friend = person(browser, LAPTOP, lang), person(browser, PHONE, lang)
    friend.context.grant_permissions(["notifications"], origin=server.url)
    friend.context.add_init_script(SEEN)
    take_name(host, server, host_name)
    take_name(friend, server, friend_name)
    for page in (host, friend):  # opened once the name is taken, with no reload
        page.wait_for_selector(".friends h2")
    host.fill("input[name=friend-name]", friend_name)
    host.click(".friends button.ask")
    host.wait_for_selector(".friends .asked")
    friend.locator(".friends .asking li", has_text=host_name).locator("button.accept").click()
    friend_line(host, friend_name, lobby)
    friend_line(friend, host_name, lobby)
    shot(host, f"friends-lobby-laptop-{lang}")
    shot(friend, f"friends-lobby-phone-{lang}")

    made = start_table(host, server, "asymmetric-badam-saat", {"games": 1}, humans=2)
    host.click(".links a.primary")
    host.wait_for_selector("#main[data-event]", timeout=JOIN_SECONDS * 1000)
    friend_line(friend, host_name, at_table)
    assert friend.locator(f".friend-list li[data-friend='{host_name}'] a.watch").get_attribute(
        "href") == f"/t/{made['table']}", "a friend's table is to watch, never a seat's link"
    host.wait_for_selector(".friends form.invite")
    assert host.locator(".invite-where option").all_inner_texts() == \
        [host.locator(".invite-where option").first.inner_text()], "one seat but the host's"
    friend.evaluate("window.__hidden = true")
    host.click(".friends button.send-invite")
    banner = friend.locator(".invitation", has_text=invites)
    banner.wait_for()
    assert host_name in banner.inner_text()
    friend.wait_for_function("() => window.__shown.length === 1")
    assert host_name in friend.evaluate("window.__shown[0]")
    shot(friend, f"friends-invitation-phone-{lang}", full_page=False)
    shot(host, f"friends-table-laptop-{lang}")

    banner.locator("button.join").click()
    friend.wait_for_url(re.compile(rf"/t/{made['table']}#seat="))
    friend.wait_for_selector("#main[data-event]", timeout=JOIN_SECONDS * 1000)
    assert friend.url.endswith(str(made["links"][1]).split("/t/")[1]), "the seat invited to"
    assert not friend.locator(".invitation").count(), "an invitation answered is gone"
    friend_line(host, friend_name, at_table)
    shot(friend, f"friends-joined-phone-{lang}", full_page=False)
    for page in (host, friend):
        page.context.close()
