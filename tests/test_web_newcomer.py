"""The table as a newcomer meets it, on a phone (360x740) and a laptop (1366x768), in
English and Arabic: every control a fingertip can hit (44 px, the hand's cards and tiles
too, each a whole card where a long hand lies in rows), nothing wider than the phone,
the hand read left to right in both languages (where its cards overlap, each shows its
top-left corner), the docked hand short on a phone (the board whole above it without
scrolling), a hand's dominoes standing upright, the sevens layout whole above the
docked hand on a laptop (the tallest layout there is, seven rows, staged from a chosen
deal, on a phone too), a lobby a phone shows in a few screens, and no serious
accessibility problem (contrast among them) at the phone's size."""

from __future__ import annotations

import sqlite3
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from majlis.commitment import match_seed
from majlis.games import GAME_IDS
from majlis.games.asymmetric_badam_saat import AsymmetricBadamSaat
from majlis.match import Match
from tests.serverkit import Server
from tests.test_web_rules import require_axe, serious_violations
from tests.webkit import close_summaries, new_page, play_until, shot, web_server

FINGER = 44
"""The smallest tap target, in CSS pixels (WCAG 2.5.5, and what the phone makers ask)."""

SEVENS = ("badam-saat", "asymmetric-badam-saat", "sabat-al-deemin")
"""The games whose board is a layout of rows, the tallest board there is."""


def seat_page(browser: Browser, web: Server, game: str, lang: str,
              width: int, height: int) -> Page:
    """Noura's page at a new table of ``game`` with rules bots, in ``lang``, once it shows
    her hand."""
    table, tokens = web.table(game, {}, [{"kind": "human", "name": "Noura"}])
    page = new_page(browser, width, height)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page.goto(f"{web.url}/t/{table}#seat={tokens[0]}")
    page.locator(".hand button").first.wait_for()
    return page


HAND = """() => [...document.querySelectorAll('.hand button')].map((b) => {
  const r = b.getBoundingClientRect();
  const drawn = (b.querySelector('svg') ?? b).getBoundingClientRect();
  return {item: b.dataset.item, left: drawn.left, right: drawn.right, top: r.top,
          width: r.width, height: r.height};
})"""
"""Each item of the hand: its button's size, and where its drawing lies (a domino drawn
wider than its button would lie over its neighbour)."""


def small_controls(page: Page) -> list[str]:
    """The controls shown lower than a fingertip, and the buttons narrower."""
    found: list[str] = page.evaluate("""min => [...document.querySelectorAll(
        'button, select, input:not([type=checkbox]):not([type=radio]), a.button, .bar label')]
      .filter((e) => e.getClientRects().length)
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.height < min - 0.5 || (e.tagName === 'BUTTON' && r.width < min - 0.5);
      })
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName}.${e.className} ${(e.textContent || e.dataset.item || '').trim()
          .slice(0, 20)}: ${Math.round(r.width)}x${Math.round(r.height)}`;
      })""", FINGER)
    return found


def hand_rows(page: Page) -> list[list[dict[str, Any]]]:
    """The hand's buttons, row by row as they lie, each in the page's order."""
    rows: dict[int, list[dict[str, Any]]] = {}
    for button in page.evaluate(HAND):
        rows.setdefault(round(button["top"] / 8), []).append(button)
    return list(rows.values())


@pytest.mark.parametrize("game", GAME_IDS)
def test_phone_table_fits_a_finger(web: Server, browser: Browser, game: str) -> None:
    """At 360x740, in English and Arabic: the page no wider than the phone, every
    control and every card or tile of the hand at least 44 px each way, the hand's
    items on the screen side by side without overlap (a sliver of a card is no target), read left to
    right in Arabic too, and axe-core finding nothing serious."""
    axe = require_axe()
    for lang in ("en", "ar"):
        page = seat_page(browser, web, game, lang, 360, 740)
        shot(page, f"newcomer-{game}-phone-{lang}", full_page=False)
        overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0, f"{game} {lang}: {overflow} px wider than the phone"
        assert not small_controls(page), (game, lang, small_controls(page))
        rows = hand_rows(page)
        off = [b["item"] for row in rows for b in row if b["left"] < 0 or b["right"] > 360]
        assert not off, f"{game} {lang}: {off} off the screen"
        for row in rows:
            for before, after in pairwise(row):
                assert after["left"] >= before["right"] - 0.5, \
                    f"{game} {lang}: {after['item']} lies over {before['item']}, or right to left"
        assert not serious_violations(page, axe), (game, lang, serious_violations(page, axe))
        page.context.close()


def first_card_laid(page: Page) -> None:
    """Play (the bidding, a card) until a card lies on the layout."""
    play_until([page], lambda: page.locator(".rows .row .item").count() > 0)


@pytest.mark.parametrize("game", SEVENS)
def test_laptop_layout_above_the_hand(web: Server, browser: Browser, game: str) -> None:
    """At 1366x768, once the first card lies on the layout (the bidding over): every
    row of the sevens layout lies above the docked hand, none hidden under it, in
    English and Arabic."""
    for lang in ("en", "ar"):
        page = seat_page(browser, web, game, lang, 1366, 768)
        first_card_laid(page)
        shot(page, f"newcomer-{game}-laptop-{lang}", full_page=False)
        bottom, dock = page.evaluate(  # at once: a bot's move redraws the table between reads
            "[Math.max(...[...document.querySelectorAll('.rows .row')]"
            ".map((row) => row.getBoundingClientRect().bottom)),"
            " document.querySelector('.dock').getBoundingClientRect().top]")
        assert bottom <= dock + 0.5, f"{game} {lang}: the layout ends at {bottom}, the hand {dock}"
        page.context.close()


def board_in_view(page: Page, when: str) -> None:
    """The dock at most a third of the window high, and the board whole above it, the
    page not scrolled (what a newcomer sees without touching the screen)."""
    height, scrolled, dock, board = page.evaluate("""() => {
      const box = (s) => { const r = document.querySelector(s).getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, height: r.height}; };
      return [innerHeight, scrollY, box('.dock'), box('.board')];
    }""")  # in one step: the table may draw its next event between two reads
    assert scrolled == 0
    assert dock["height"] <= height / 3, f"{when}: the dock is {dock['height']} px high of {height}"
    assert board["top"] >= 0 and board["bottom"] <= dock["top"] + 0.5, \
        f"{when}: the board lies at {board['top']}..{board['bottom']}, the dock from {dock['top']}"


def first_item_on_board(page: Page) -> None:
    """Play until a card or tile lies on the board (a trick, the layout, the train),
    and close a hand's summary that came meanwhile."""
    play_until([page], lambda: page.locator(".board .item").count() > 0)
    close_summaries([page])


@pytest.mark.parametrize("game", GAME_IDS)
def test_phone_dock_leaves_the_board_in_view(web: Server, browser: Browser, game: str) -> None:
    """At 360x740, in English and Arabic, as the hand begins (its question and buttons
    in the dock) and once something lies on the board: the dock (one's seat, hand,
    question and buttons) takes at most a third of the window, and the board lies whole
    above it without scrolling (the deal's own layout: the tallest one is
    :func:`test_seven_rows_of_a_layout_stay_above_the_dock`'s)."""
    for lang in ("en", "ar"):
        page = seat_page(browser, web, game, lang, 360, 740)
        board_in_view(page, f"{game} {lang} at the start")
        first_item_on_board(page)
        page.evaluate("scrollTo(0, 0)")
        shot(page, f"newcomer-{game}-phone-board-{lang}", full_page=False)
        board_in_view(page, f"{game} {lang} in play")
        page.context.close()


DAY = 86400
"""Seconds in a day."""
SEVEN_RUNS_SECRET = "000000000000000000000000000001ac"
"""A table's secret whose first deal of Asymmetric Badam Saat lays four cards of one
suit apart, none next to another: four rows on the layout, and the three missing suits
a row each once they open, seven rows (the most a layout can have)."""
SEVEN_RUNS = [(1, "5D"), (0, "6D"), (1, "AD"), (0, "pass"), (1, "pass"), (0, "AH"),
              (1, "2S"), (0, "pass"), (1, "pass"), (0, "pass"), (1, "4C"), (0, "pass"),
              (1, "pass"), (0, "pass"), (1, "2H"), (0, "pass"), (1, "pass")]
"""The hand's moves, seat by seat, to seven rows on the layout, Noura (seat 0) to play
a card (a choice of hers: nothing plays itself while the pages look)."""


def seven_rows_table(tmp: Path) -> tuple[str, str]:
    """An Asymmetric Badam Saat table, Noura against a rules bot, stored (for the next
    server on ``tmp``'s database to adopt) as at :data:`SEVEN_RUNS` under
    :data:`SEVEN_RUNS_SECRET`: its id and Noura's token."""
    game = AsymmetricBadamSaat()
    match = Match(game, match_seed(SEVEN_RUNS_SECRET, 0))
    for seat, action in SEVEN_RUNS:
        assert match.to_move() == seat, (seat, action)
        match.act(game.parse_action(action))
    assert match.to_move() == 0 and len(game.board(match.view(0)).rows) == 7, \
        "the chosen deal and moves no longer lay seven rows"
    with web_server(tmp) as server:
        table, tokens = server.table("asymmetric-badam-saat", {},
                                     [{"kind": "human", "name": "Noura"}])
    with sqlite3.connect(tmp / "db.sqlite3") as conn:
        conn.execute("UPDATE tables SET seed = ? WHERE id = ?", (SEVEN_RUNS_SECRET, table))
        conn.execute("DELETE FROM actions WHERE table_id = ?", (table,))
        conn.executemany("INSERT INTO actions VALUES (?, 0, ?, ?, ?)",
                         [(table, n, seat, action) for n, (seat, action) in enumerate(SEVEN_RUNS)])
    assert tokens[0] is not None
    return table, tokens[0]


@pytest.mark.parametrize(("width", "height"), [(360, 740), (1366, 768)])
def test_seven_rows_of_a_layout_stay_above_the_dock(tmp_path: Path, browser: Browser,
                                                    width: int, height: int) -> None:
    """The tallest layout there is, seven rows (Asymmetric Badam Saat's four runs of one
    suit and the three suits opened), on a phone and a laptop, in English and Arabic:
    the board whole above the dock without scrolling, and every row showing its cards'
    rank and suit (the top two fifths of a card) where the rows overlap."""
    table, token = seven_rows_table(tmp_path)
    # Noura's seat waits for her pages however slow they are: no bot plays for her.
    with web_server(tmp_path, "--away-seconds", str(DAY)) as server:
        pages = {lang: new_page(browser, width, height) for lang in ("en", "ar")}
        for lang, page in pages.items():
            page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
            page.goto(f"{server.url}/t/{table}#seat={token}")
        for lang, page in pages.items():
            page.wait_for_function("document.querySelectorAll('.table .rows .row').length === 7"
                                   " && document.querySelector('.hand button.legal') !== null")
            shot(page, f"newcomer-seven-rows-{width}-{lang}", full_page=False)
            board_in_view(page, f"seven rows, {width} px, {lang}")
            shown = page.evaluate("""() => [...document.querySelectorAll('.table .rows .row')]
              .map((row) => [row.getBoundingClientRect().height,
                             row.querySelector('.item')?.getBoundingClientRect().height])""")
            hidden = [(step, card) for step, card in shown if card and step < 0.4 * card - 0.5]
            assert not hidden, f"{width} px, {lang}: rows hiding their cards' corner: {hidden}"
        for page in pages.values():
            page.context.close()


@pytest.mark.parametrize(("width", "height"), [(360, 740), (1366, 768)])
def test_a_hands_dominoes_stand_upright(web: Server, browser: Browser, width: int,
                                        height: int) -> None:
    """Sedma's tiles in the hand stand upright, as on a domino table: each taller than
    wide, so that a hand takes less width and reads top to bottom."""
    for lang in ("en", "ar"):
        page = seat_page(browser, web, "sedma", lang, width, height)
        tiles = page.evaluate("""() => [...document.querySelectorAll('.hand button svg')]
          .map((svg) => [svg.dataset.item, svg.getBoundingClientRect().width,
                         svg.getBoundingClientRect().height])""")
        lying = [item for item, wide, high in tiles if high <= wide]
        assert tiles and not lying, f"{lang} {width}: {lying} lie across"
        page.context.close()


LOBBY_SCREENS = 1.6
"""How many phone screens the lobby may take, folded as a newcomer finds it (it took
nearly five, its new table's form open)."""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_phone_lobby_is_short_and_keeps_every_way_in(web: Server, browser: Browser,
                                                          lang: str) -> None:
    """At 360x740 the lobby is short: a name, quick play and the open tables first,
    the new table's form folded under its title, the record viewer a line at the end;
    the form opens at a tap, with every game's card, and no card taller than two
    fingertips and a half but the chosen one (what a game is, said for the chosen game alone)."""
    page = new_page(browser, 360, 740)
    page.add_init_script(f"localStorage.setItem('majlis.lang', '{lang}')")
    page.goto(web.url + "/")
    page.wait_for_selector(".open-tables :is(ul, .none-open)")
    shot(page, f"newcomer-lobby-phone-{lang}")
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= LOBBY_SCREENS * 740, f"{lang}: the lobby is {height} px long"
    for shown in ("#quick-play", ".open-tables h2", "input[name=player-name]",
                  "label[for=record-file]"):
        assert page.locator(shown).is_visible(), shown
    assert not page.locator("input[name=game]").first.is_visible(), "the form is folded"
    page.click(".new-table-panel summary")
    page.locator("input[name=game]").first.wait_for()
    shot(page, f"newcomer-lobby-phone-form-{lang}")
    cards = page.locator(".game-card").evaluate_all(
        "cards => cards.map((c) => [c.dataset.game, c.getBoundingClientRect().height,"
        " c.querySelector('input').checked])")
    tall = [game for game, high, chosen in cards if not chosen and high > 2.5 * FINGER]
    assert len(cards) == len(GAME_IDS) and not tall, f"{lang}: {tall} are tall"
    broken = page.locator(".game-card [lang=en], .leaderboards a, .game-meta span").evaluate_all(
        "names => names.filter((n) => new Set([...n.getClientRects()]"
        "  .map((r) => Math.round(r.top))).size > 1).map((n) => n.textContent)")
    # (a line's rectangles, one per direction, share their top)
    assert not broken, f"{lang}: broken over two lines: {broken}"
    page.context.close()
