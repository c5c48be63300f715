"""The terminal in Hindi and Czech (and the command's refusals): the language from
``--lang`` or the locale, the table's words from the catalogues at 80 x 24 with nothing
cut (measured as the terminals that draw Hindi widest draw it, ``majlis.tui.cells``),
snapshots of the screens.  After an intended change of the screens, or once the games'
own words speak Hindi and Czech, regenerate the snapshots with
``MAJLIS_UPDATE_SNAPSHOTS=1 pytest tests/test_tui_languages.py`` and review the diff.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest
from textual.widgets import Static

from majlis.games import GAME_IDS, make_game
from majlis.language import chosen, from_environment, tell
from majlis.tui.app import TableApp
from majlis.tui.cells import blocks, room_for, spacing_marks, widest
from majlis.tui.names import names_for
from majlis.tui.review import Subject, heading
from majlis.tui.screens import HandOverScreen, ReviewScreen, TextScreen
from majlis.tui.seen import Seen, seat_names
from majlis.tui.session import Seating, Session
from majlis.tui.summary import match_summary
from tests.test_tui import SHORT, SMALL, Pilot, Test, check_snapshot, my_turn, settle
from tests.tuikit import screen_text

ROOT = Path(__file__).parent.parent
BORDER = "│╮╯┐┘─ █▁▂▃▄▅▆▇▀"
"""What may end a line after its words: a panel's right border, its room, a rule, a
scroll bar."""


@pytest.mark.parametrize(("environ", "language"), [
    ({"LANG": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "hi_IN"}, "hi"),
    ({"LANG": "ar_SA.UTF-8"}, "en"),  # right to left: only --lang ar (docs/design.md)
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),  # a language majlis does not speak
    ({}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "cs_CZ.UTF-8", "LC_MESSAGES": "hi_IN.UTF-8"}, "hi"),
    ({"LANG": "cs_CZ.UTF-8", "LC_MESSAGES": "hi_IN.UTF-8", "LC_ALL": "sk_SK"}, "en"),
    ({"LANG": "ar_SA.UTF-8", "LANGUAGE": "ar:cs"}, "cs"),
    ({"LANG": "cs_CZ.UTF-8", "LC_ALL": ""}, "cs"),  # an empty variable says nothing
    ({"LANG": "en_US.UTF-8", "LANGUAGE": "fr:cs"}, "cs"),  # GNU's list, first spoken
    ({"LANG": "C", "LANGUAGE": "cs"}, "en"),  # as gettext: C ignores the list
    ({"LANG": "cs@euro"}, "cs"),
])
def test_the_locale_chooses_the_language(environ: dict[str, str], language: str) -> None:
    assert from_environment(environ) == language


def test_lang_given_wins_over_the_locale() -> None:
    assert chosen("hi", {"LANG": "cs_CZ.UTF-8"}) == "hi"
    assert chosen(None, {"LANG": "cs_CZ.UTF-8"}) == "cs"
    assert chosen("ar", {"LANG": "en_US.UTF-8"}) == "ar"


def test_a_spacing_mark_is_a_column_more_in_the_widest_terminals() -> None:
    """खिलाड़ी has three spacing vowel signs (ि ा ी): three columns more than Rich
    counts, as glibc's wcwidth (xterm, VTE, tmux) draws it."""
    assert spacing_marks("खिलाड़ी") == 3 and widest("खिलाड़ी") == 6
    assert spacing_marks("Hráči") == 0 and widest("Hráči") == 5


def test_a_page_leaves_the_room_its_blocks_need() -> None:
    """A paragraph's lines are one block, a list item and a heading each one; a block
    that fits a line needs its marks, a longer one its share of them of the width."""
    page = "# खिलाड़ी\n\nएक दो\nतीन\n- खिलाड़ी खिलाड़ी\n- क\n"
    assert blocks(page) == ["# खिलाड़ी", "एक दो तीन", "- खिलाड़ी खिलाड़ी", "- क"]
    assert room_for(page, 80) == 6  # the list item's six marks: it fits a line
    assert room_for(page, 4) == 3  # wrapped at 4: its share, 6 marks in 9 cells
    assert room_for("Czech has none: háček", 80) == 0


def uncut(screen: str, width: int) -> list[str]:
    """The lines of ``screen`` whose words or numbers (all but a border and the room
    before it) go past ``width`` columns where Hindi is drawn widest."""
    return [line for line in screen.splitlines() if widest(line.rstrip(BORDER)) > width]


@pytest.mark.parametrize(("game_id", "language"), [
    ("badam-saat", "hi"), ("sedma", "cs"), ("bint-al-sbeet", "hi"), ("sabat-al-deemin", "cs"),
])
def test_the_table_speaks_the_language_at_80_by_24(game_id: str, language: str) -> None:
    """The first turn at 80 x 24: the panels, the prompt and every key of the footer in
    the language, whole, and no line's words past the edge."""
    game = make_game(game_id, SHORT[game_id])
    session = Session.new(game, Seating.parse(game.seats, 0, "random"), 2)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        screen = screen_text(app)
        assert uncut(screen, SMALL[0]) == []
        check_snapshot(f"{game_id}-{language}-first-turn", screen)
        for key in ("tui-panel-players", "tui-panel-table", "tui-panel-log",
                    "tui-panel-your-hand", "tui-column-player", "tui-column-total"):
            assert tell(language, key) in screen, key
        assert tell(language, "tui-your-turn", asked="") in screen
        footer = screen.splitlines()[-1]
        for key in ("tui-key-choose", "tui-key-play", "tui-key-hint", "tui-key-rules",
                    "tui-key-save", "tui-key-bot-speed", "tui-key-pause", "tui-key-quit"):
            assert f" {tell(language, key)} " in footer + " ", (key, footer)

    run_small(session, test, language)


@pytest.mark.parametrize(("game_id", "language"), [
    *((game_id, "hi") for game_id in GAME_IDS), ("sedma", "cs"), ("badam-saat", "cs")])
def test_the_rules_and_keys_speak_the_language(game_id: str, language: str) -> None:
    """``?`` shows the game's rules in the language, then the keys (under the rules),
    and the way back; no line of any page of them past the edge (Hindi's pages the
    densest in spacing marks)."""
    game = make_game(game_id, SHORT[game_id])
    session = Session.new(game, Seating.parse(game.seats, 0, "random"), 3)
    rules = game.rules(language)
    assert rules is not None

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("question_mark")
        await settle(pilot, lambda: isinstance(app.screen, TextScreen))
        pages = []
        for _ in range(12):  # page by page, to the keys at the end
            await pilot.pause()
            pages.append(screen_text(app))
            await pilot.press("pagedown")
        assert rules.partition("\n# ")[2].partition(" ")[0] in pages[0]  # its title
        assert tell(language, "tui-esc-back-to-table") in pages[-1]
        assert any(tell(language, "tui-help-keys") in page for page in pages)
        assert tell(language, "tui-key-quit") in pages[-1].splitlines()[-1]
        assert [line for page in pages for line in uncut(page, SMALL[0])] == []

    run_small(session, test, language)


@pytest.mark.parametrize(("language", "said"), [
    ("cs", "Zápas skončil po 3 kolech: vítěz Místo 2 (lehký bot)!"),
    ("hi", "3 बाज़ियों के बाद मैच ख़त्म: जीत सीट 2 (आसान बॉट) की!"),
    ("en", "Match over after 3 hands: Seat 2 (Easy bot) wins!"),
    ("en", "Match over after 1 hand: You win!"),
])
def test_the_result_says_the_hands_and_the_winner_in_the_language(language: str,
                                                                  said: str) -> None:
    game = make_game("badam-saat", {"games": 3})
    session = Session.new(game, Seating.parse(4, 0, "random"), 1)
    hands = 1 if "You" in said else 3
    winner = 0 if "You" in said else 1
    seen = Seen(game, session.view(), names_for("symbols"), seat_names(4, 0, language),
                session.seating.bots, (0,) * 4, (0,) * 4, language=language)
    title = match_summary(seen, (winner,), hands).renderables[0]
    assert str(title) == said


@pytest.mark.parametrize("language", ["hi", "cs"])
def test_a_hand_s_summary_and_its_review_speak_the_language(language: str) -> None:
    """At 80 x 24: the summary of the first hand (a snapshot), then r: its review,
    headed and worded in the language, nothing past the edge."""
    session = Session.new(make_game("badam-saat", {"games": 2}),
                          Seating.parse(4, 0, "random"), 4)

    async def test(app: TableApp, pilot: Pilot) -> None:
        while not isinstance(app.screen, HandOverScreen):
            await settle(pilot, lambda: my_turn(app) or isinstance(app.screen, HandOverScreen))
            if my_turn(app):
                await pilot.press("enter")
        screen = screen_text(app)
        assert tell(language, "tui-hand-over", n=1) in screen
        assert uncut(screen, SMALL[0]) == []
        check_snapshot(f"badam-saat-{language}-hand-summary", screen)
        await pilot.press("r")
        await settle(pilot, lambda: isinstance(app.screen, ReviewScreen)
                     and app.screen.reviewed is not None, limit=5000)
        review = app.screen
        assert isinstance(review, ReviewScreen)
        you = Subject(tell(language, "tui-you"), True)
        assert str(review.query_one("#heading", Static).render()) == heading(0, you, language)
        assert str(review.query_one("#figures", Static).render()).startswith(
            you.said(language, "tui-figures-turns", n=1, turns=0, unforced=0,
                     forced=0)[:12])
        assert uncut(screen_text(app), SMALL[0]) == []

    run_small(session, test, language)


def run_small(session: Session, test: Test, language: str) -> None:
    """Play ``test`` on the table of ``session`` at 80 x 24 in ``language``."""
    async def main() -> None:
        app = TableApp(session, "symbols", 0.0, False, language)
        async with app.run_test(size=SMALL) as pilot:
            await test(app, pilot)
    asyncio.run(main())


# -- the command's refusals in the locale's language ---------------------------------

def majlis(*args: str, lang: str) -> subprocess.CompletedProcess[str]:
    """``python -m majlis ARGS`` with the locale ``lang`` (no other locale variable)."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=lang, PYTHONPATH=str(ROOT / "src"))
    return subprocess.run([sys.executable, "-m", "majlis", *args], capture_output=True,
                          text=True, env=env, timeout=60, check=False)


@pytest.mark.parametrize(("lang", "args", "said"), [
    ("cs_CZ.UTF-8", ["play"], "chyba: zadejte hru (nebo --resume s uloženým zápasem)"),
    ("hi_IN.UTF-8", ["play"], "गलती: खेलने के लिए खेल का नाम दें (या सहेजा मैच --resume करें)"),
    ("cs_CZ.UTF-8", ["play", "--lang", "hi"], "गलती: खेलने के लिए खेल का नाम दें"),
    ("cs_CZ.UTF-8", ["play", "sedma", "--seed", "x"],
     "'x' není celé číslo (viz python -m majlis play --help)"),
    ("hi_IN.UTF-8", ["learn", "nope"], "गलती: अनजाना खेल 'nope'"),
    ("cs_CZ.UTF-8", ["play", "--lang", "fr"], "'fr' není jazyk, kterým majlis mluví"),
    ("C.UTF-8", ["play"], "error: name a game to play (or --resume a saved match)"),
    ("ar_SA.UTF-8", ["play"], "error: name a game to play"),  # right to left: --lang ar
    ("ar_SA.UTF-8", ["play", "--lang", "ar"], "خطأ: سمِّ لعبة لتلعبها"),
])
def test_a_refusal_speaks_the_locale_s_language(lang: str, args: list[str], said: str) -> None:
    done = majlis(*args, lang=lang)
    assert done.returncode == 2, done.stderr
    assert said in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
