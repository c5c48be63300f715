"""The terminal table (``majlis play`` / ``majlis watch``), driven by Textual's pilot.

Snapshots of key screens are text files in ``tests/snapshots``; after an intended
change of the screens, regenerate them with ``MAJLIS_UPDATE_SNAPSHOTS=1 pytest
tests/test_tui.py`` and review the diff.
"""

from __future__ import annotations

import asyncio
import copy
import importlib.util
import io
import itertools
import json
import os
import random
import re
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.segment import Segment
from typer.testing import CliRunner

from majlis.bitset import bits
from majlis.cards import CardSet, parse_card
from majlis.cli import app as cli_app
from majlis.dominoes import parse_tile
from majlis.games import GAME_IDS, make_game
from majlis.games.bint_al_sbeet_hand import SbeetView
from majlis.games.sabat_al_deemin_hand import ANNOUNCE
from majlis.games.sedma import SedmaView
from majlis.protocol import IllegalAction
from majlis.records import verify
from majlis.tui import choices, moves, summary, tabletop, wording
from majlis.tui.app import TableApp
from majlis.tui.choices import KEPT, special_keys
from majlis.tui.names import Names, card_label, names_for, tile_label
from majlis.tui.screens import QuestionScreen, QuitScreen, TextScreen, keys_help, rules_text
from majlis.tui.seen import Seen, seat_names
from majlis.tui.session import Seating, Session
from majlis.tui.widgets import HandBar
from tests.helpers import swept
from tests.tuikit import screen_text

SIZE = (110, 36)
SMALL = (80, 24)
"""The terminal most people have: everything must work there."""
SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("MAJLIS_UPDATE_SNAPSHOTS") == "1"
SHORT = {"badam-saat": {"games": 2}, "asymmetric-badam-saat": {"games": 2},
         "sabat-al-deemin": {"target": 150}, "bint-al-sbeet": {"target": 40},
         "sedma": {"target": 12}}
"""Options that keep matches short."""
Pilot = Any
Test = Callable[[TableApp, Pilot], Awaitable[None]]


def has_search_bot(game_id: str) -> bool:
    module = make_game(game_id).__class__.__module__.rsplit(".", 1)[1]
    return importlib.util.find_spec(f"majlis.bots.{module}") is not None


def best_bots(game_id: str) -> str:
    """The default ``search`` bots where the game has them yet, else random ones."""
    return "search" if has_search_bot(game_id) else "random"


def session_for(game_id: str, seed: int = 7, human: int | None = 0, bots: str = "random",
                **options: Any) -> Session:
    game = make_game(game_id, {**SHORT[game_id], **options})
    return Session.new(game, Seating.parse(game.seats, human, bots), seed)


def run(session: Session, test: Test, names: str = "symbols", watching: bool = False,
        size: tuple[int, int] = SIZE, delay: float = 0.0) -> None:
    async def main() -> None:
        app = TableApp(session, names, delay, watching)
        async with app.run_test(size=size) as pilot:
            await test(app, pilot)
    asyncio.run(main())


async def settle(pilot: Pilot, done: Callable[[], bool], limit: int = 800) -> None:
    """Let the app run (bots move at delay 0) until ``done``."""
    for _ in range(limit):
        if done():
            await pilot.pause()  # let the screen catch up
            return
        await pilot.pause()
    raise AssertionError("the app did not get there")


def my_turn(app: TableApp) -> bool:
    """Whether the human is to decide (a move that plays itself is not decided)."""
    return (app.session.human_to_move() and not app.busy and app.shown is None
            and len(app.screen_stack) == 1 and app.session.forced_action() is None)


def summary_open(app: TableApp) -> bool:
    return isinstance(app.screen, TextScreen)


async def press_choice(app: TableApp, pilot: Pilot, rng: random.Random) -> int:
    """Choose a random legal action with the keyboard: its letter for a special
    action, else arrows to it and Enter.  Returns the action."""
    bar = app.query_one(HandBar)
    legal = [chip for chip in bar.chips if chip.legal]
    chip = legal[rng.randrange(len(legal))]
    if chip.key:
        await pilot.press(chip.key)
        return chip.action
    actions = [c.action for c in legal]
    selected = bar.selected()
    assert selected is not None
    for _ in range((actions.index(chip.action) - actions.index(selected.action)) % len(legal)):
        await pilot.press("right")
    assert bar.selected() == chip
    await pilot.press("enter")
    return chip.action


async def turns_then_mine(app: TableApp, pilot: Pilot, turns: int, seed: int) -> None:
    """Take ``turns`` random turns with the keyboard, then wait for the next one."""
    rng = random.Random(seed)
    for _ in range(turns):
        await settle(pilot, lambda: my_turn(app))
        await press_choice(app, pilot, rng)
    await settle(pilot, lambda: my_turn(app))


def hidden_labels(session: Session, state: Any = None) -> set[str]:
    """Labels of the cards or tiles the human may not know about in ``state`` (the
    hand in play by default): the other seats' hands (less what the human passed
    them and what was revealed) and the stock."""
    game, me = session.game, session.viewpoint
    state = session.match.state if state is None else state
    view = game.view(state, me)
    hidden = 0
    for seat, mask in enumerate(state.hands):
        if seat != me:
            hidden |= mask
    for item in getattr(state, "stock", ()):
        hidden |= 1 << item
    if isinstance(view, SbeetView):
        hidden &= ~view.passed & ~sum(1 << c for _, c in view.revealed)
    label = tile_label if isinstance(view, SedmaView) else card_label
    return {label(item) for item in bits(hidden)}


def own_labels(session: Session) -> set[str]:
    view = session.view()
    label = tile_label if isinstance(view, SedmaView) else card_label
    return {label(item) for item in bits(view.hand)}


def check_snapshot(name: str, text: str) -> None:
    path = SNAPSHOTS / f"{name}.txt"
    if UPDATE:
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")
    assert path.exists(), f"no snapshot {path}: run with MAJLIS_UPDATE_SNAPSHOTS=1"
    assert text + "\n" == path.read_text(encoding="utf-8"), f"screen differs from {path}"


# -- a whole hand of every game, through the keyboard -----------------------------

@pytest.mark.parametrize("game_id", swept(GAME_IDS))
def test_a_whole_hand_through_the_keyboard_shows_only_the_seat_view(game_id: str) -> None:
    session = session_for(game_id, seed=3, human=1, bots=best_bots(game_id))
    rng = random.Random(game_id)

    async def test(app: TableApp, pilot: Pilot) -> None:
        turns = 0
        while True:
            await settle(pilot, lambda: my_turn(app) or summary_open(app))
            if summary_open(app) and turns:
                break
            if summary_open(app):  # a redeal before the human's first turn
                assert "demanded a redeal" in screen_text(app)
                await pilot.press("enter")
                continue
            text = screen_text(app)
            assert "Your turn:" in text
            assert all(label in text for label in own_labels(session))
            leaks = {label for label in hidden_labels(session) if label in text}
            assert not leaks, f"the screen shows hidden {leaks}"
            count = len(session.game.history(session.match.state))
            hands = len(session.match.hands)
            action = await press_choice(app, pilot, rng)
            assert (len(session.match.hands) > hands
                    or len(session.game.history(session.match.state)) > count), action
            turns += 1
        assert turns > 0
        text = screen_text(app)
        assert re.search(r"Hand \d+ is over", text)
        assert "this hand" in text and "match total" in text
        ended = app.shown
        assert ended is not None
        hidden = hidden_labels(session, session.match.hands[ended.number].state)
        assert not {label for label in hidden if label in text}  # none left in Bint
    run(session, test)


def test_the_table_draws_the_runs_the_trick_and_the_train() -> None:
    def at_my_turn(session: Session, turns: int) -> str:
        shots: list[str] = []

        async def test(app: TableApp, pilot: Pilot) -> None:
            await turns_then_mine(app, pilot, turns, 1)
            shots.append(screen_text(app))
        run(session, test)
        return shots[0]

    badam = at_my_turn(session_for("badam-saat", seed=5), 3)
    assert "  A  2  3  4  5  6  7  8  9 10  J  Q  K" in badam
    assert "♥" in badam and re.search(r"Your turn: (Play a card that fits\.|Nothing in your "
                                       r"hand fits: pass\. \(p pass\))", badam)
    sbeet = at_my_turn(session_for("bint-al-sbeet", seed=5), 6)
    assert "(led)" in sbeet and "declared minus" in sbeet  # the compass, then the facts
    sedma = at_my_turn(session_for("sedma", seed=5), 2)
    assert "Train: [" in sedma and "▸ open end" in sedma


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_decision_is_worded_from_the_game_s_asked_fact(game_id: str) -> None:
    """Over random hands, the prompt fills the game's words for the board's ``asked`` key
    (or of its key and fields) and never falls back to listing the actions; it ends with
    the key and word of each special action on offer ("(d double, p pass)"), and only
    then."""
    game, rng = make_game(game_id), random.Random(game_id)
    names = names_for("english")
    players = tuple(f"Seat {s}" for s in range(game.seats))
    asked_keys = set()
    for hand in range(30):
        state = game.deal(rng, dealer=hand % game.seats, totals=(0,) * game.seats, number=0)
        while (seat := game.to_move(state)) is not None:
            legal = game.legal_actions(state)
            seen = Seen(game, game.view(state, seat), names, players, ("",) * game.seats,
                        (0,) * game.seats, (0,) * game.seats)
            prompt = choices.prompt(seen, legal)
            asked = game.board(seen.view).asked
            assert asked is not None and not prompt.startswith("Choose:"), prompt
            asked_keys.add(asked.name)
            keys = special_keys(game)
            offered = [f"{keys[a]} {wording.word(game, game.move(seat, a).word, 'en').lower()}"
                       for a in legal if a in keys]
            assert all(hint in prompt for hint in offered), prompt
            assert prompt.endswith(")") == bool(offered), prompt
            state = game.apply(state, rng.choice(legal))
    assert {"play", "pass_only"} <= asked_keys or {"follow", "lead"} <= asked_keys


# -- snapshots ------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "game_id", "names", "turns"), [
    ("badam-saat-first-turn", "badam-saat", "symbols", 0),
    ("sabat-al-deemin-redeal-arabic", "sabat-al-deemin", "arabic", 0),
    ("bint-al-sbeet-passing", "bint-al-sbeet", "english", 1),
    ("sedma-train", "sedma", "symbols", 3),
])
def test_key_screens_match_their_snapshots(name: str, game_id: str, names: str,
                                           turns: int) -> None:
    session = session_for(game_id, seed=2)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await turns_then_mine(app, pilot, turns, 2)
        check_snapshot(name, screen_text(app))
    run(session, test, names)


def test_the_hand_summary_and_match_result_match_their_snapshots() -> None:
    session = session_for("badam-saat", seed=4, games=1)

    async def test(app: TableApp, pilot: Pilot) -> None:
        while not summary_open(app):
            await settle(pilot, lambda: my_turn(app) or summary_open(app))
            if my_turn(app):
                await pilot.press("enter")
        check_snapshot("badam-saat-hand-summary", screen_text(app))
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, QuestionScreen))
        check_snapshot("badam-saat-match-result", screen_text(app))
        await pilot.press("y")  # play again: a new match at the same table
        await settle(pilot, lambda: app.session is not session and my_turn(app))
        assert len(app.session.match.hands) == 1
    run(session, test)


# -- saving, resuming, hints, rules ------------------------------------------------------

def test_s_saves_a_record_that_resumes_where_it_stopped(tmp_path: Path) -> None:
    session = session_for("sabat-al-deemin", seed=9, human=2,
                          bots=best_bots("sabat-al-deemin"))
    session.record_path = tmp_path / "match.json"

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(9)
        for _ in range(4):
            await settle(pilot, lambda: my_turn(app))
            await press_choice(app, pilot, rng)
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("s")
        assert "Saved. Resume with" in screen_text(app)
    run(session, test)
    doc = json.loads((tmp_path / "match.json").read_text())
    assert verify(json.dumps(doc))["ok"]
    assert doc["seats"][2] == {"name": "you"}
    assert doc["seats"][0]["bot"] == best_bots("sabat-al-deemin")

    resumed = Session.resume(tmp_path / "match.json")
    assert resumed.seating == session.seating
    assert resumed.match.totals() == session.match.totals()
    assert resumed.game.history(resumed.match.state) == session.game.history(
        session.match.state)
    # Both go on exactly alike: the bots' random streams come from the seed and the play.
    for table in (session, resumed):
        table.record_path = None
        while len(table.match.hands) < 3 and table.match.winners is None:
            if table.human_to_move():
                table.act(table.match.legal_actions()[-1])
            else:
                table.act(table.bot_action())
    assert resumed.record() == session.record()


def test_a_record_without_seats_resumes_with_the_command_line_seating(tmp_path: Path) -> None:
    session = session_for("sedma", seed=1)
    doc = session.record()
    del doc["seats"]
    path = tmp_path / "plain.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="does not say who plays"):
        Session.resume(path)
    resumed = Session.resume(path, fallback=(3, "random"))
    assert resumed.seating.human == 3


def test_saving_a_resumed_match_keeps_the_records_names_and_metadata(tmp_path: Path) -> None:
    doc = session_for("sedma", seed=1).record()
    doc["event"] = {"name": "majlis night", "round": 2}
    doc["seats"] = [{"name": "Noura", "club": "Riyadh"}, {"name": "bot", "bot": "random"},
                    {"name": "bot", "bot": "random"}, {"name": "bot", "bot": "rules"}]
    doc["hands"][0]["note"] = "first hand"
    path = tmp_path / "night.json"
    path.write_text(json.dumps(doc))
    resumed = Session.resume(path)
    while len(resumed.match.hands) < 2:
        resumed.act(resumed.match.legal_actions()[0] if resumed.human_to_move()
                    else resumed.bot_action())
    saved = json.loads(resumed.save().read_text())
    assert verify(json.dumps(saved))["ok"]
    assert (saved["event"], saved["seats"]) == (doc["event"], doc["seats"])
    assert saved["hands"][0]["note"] == "first hand"
    assert [hand.get("note") for hand in saved["hands"][1:]] == [None]


def test_record_autosaves_after_every_move(tmp_path: Path) -> None:
    session = session_for("badam-saat", seed=5)
    session.record_path = tmp_path / "auto.json"

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        await press_choice(app, pilot, random.Random(1))
        assert json.loads((tmp_path / "auto.json").read_text()) == session.record()
    run(session, test)


def test_a_failed_autosave_is_shown_and_the_match_goes_on(tmp_path: Path) -> None:
    session = session_for("badam-saat", seed=5)
    session.record_path = tmp_path / "gone" / "auto.json"

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        before = len(session.game.history(session.match.state))
        await press_choice(app, pilot, random.Random(1))
        await pilot.pause()
        assert "Could not save" in screen_text(app)
        assert len(session.game.history(session.match.state)) > before
        await pilot.press("q")
        assert "not saved" in screen_text(app)
        await pilot.press("s")  # save and quit: the save fails, so the match stays open
        await pilot.pause()
        assert app.is_running and "Could not save" in screen_text(app)
        (tmp_path / "gone").mkdir()
        await settle(pilot, lambda: my_turn(app))
        await press_choice(app, pilot, random.Random(2))
        await settle(pilot, lambda: session.saved is not None)
        await pilot.press("q")
        assert "The match is saved in" in screen_text(app) and "auto.json" in screen_text(app)
    run(session, test)


def test_after_s_the_quit_dialog_knows_the_match_is_saved(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    session = session_for("sedma", seed=2)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("q")
        assert "The match is not saved" in screen_text(app)
        await pilot.press("n")
        await pilot.press("s")
        await pilot.pause()
        # At 80 x 24 too: "Saved. Resume with: majlis play --resume FILE"
        assert f"majlis play --resume {session.default_path()}" in screen_text(app)
        await pilot.press("q")
        assert "The match is saved in" in screen_text(app)
        assert str(session.default_path()) in screen_text(app)
    run(session, test, size=SMALL)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_is_a_legal_action_from_the_search_bot(game_id: str) -> None:
    if not has_search_bot(game_id):
        pytest.skip(f"no search bot for {game_id} yet")
    session = session_for(game_id, seed=6)
    while not session.human_to_move():
        session.act(session.bot_action())
    assert session.hint() in session.match.legal_actions()


def test_h_shows_the_hint_and_puts_the_cursor_on_it() -> None:
    if not has_search_bot("badam-saat"):
        pytest.skip("no search bot for badam-saat yet")
    session = session_for("badam-saat", seed=3)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("h")
        await settle(pilot, lambda: not app.busy)
        text = screen_text(app)
        assert "Hint from the Hard bot:" in text
        word = text.split("Hint from the Hard bot: ")[1].split()[0]
        chip = app.query_one(HandBar).selected()
        assert chip is not None and chip.label.plain == word
        assert chip.action in session.match.legal_actions()
    run(session, test)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_question_mark_shows_the_rules_of_the_game(game_id: str) -> None:
    session = session_for(game_id)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await pilot.press("question_mark")
        await settle(pilot, lambda: summary_open(app))
        first = rules_text(game_id, "en").splitlines()[0].lstrip("# ")
        assert first in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert "a hint from the Hard bot" in screen_text(app)
        await pilot.press("escape")
        await settle(pilot, lambda: not summary_open(app))
    run(session, test)


def test_over_a_message_s_saves_and_q_asks_to_quit_as_the_footer_says(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    session = session_for("sedma", seed=2)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press("question_mark")
        await settle(pilot, lambda: summary_open(app))
        await pilot.press("s")
        await pilot.pause()
        assert session.default_path().exists()
        await pilot.press("q")
        await pilot.pause()
        assert "The match is saved in" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert summary_open(app), "staying goes back to the message"
        await pilot.press("escape")
        await settle(pilot, lambda: not summary_open(app))
        assert "Saved. Resume with" in screen_text(app)
    run(session, test)


# -- the mouse, the special decisions, watching -------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_refusal_is_worded_with_the_players_names(game_id: str) -> None:
    """Every refusal the game gives has the game's English words, and a refusal of the
    player's own action speaks to the player, never of "seat N"."""
    game, rng = make_game(game_id), random.Random(game_id)
    names = names_for("english")
    players = tuple(f"Player{s}" for s in range(game.seats))
    worded = 0
    for hand in range(4):
        state = game.deal(rng, dealer=hand % game.seats, totals=(0,) * game.seats, number=0)
        while (seat := game.to_move(state)) is not None:
            seen = Seen(game, game.view(state, seat), names, players, ("",) * game.seats,
                        (0,) * game.seats, (0,) * game.seats)
            for action in rng.sample(range(game.num_actions), 3):
                try:
                    game.apply(state, action)
                except IllegalAction as refused:
                    words = wording.refusal(seen, refused)
                    assert refused.why is not None and "seat " not in words, words
                    assert wording.said(game, f"refusal.{refused.why.name}", "en"), words
                    assert "Player" not in words, words
                    assert "{" not in words and words.endswith("."), words
                    worded += 1
            state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert worded > 20


def chip_offset(bar: HandBar, index: int) -> tuple[int, int]:
    """Where chip ``index`` is drawn in the hand bar (inside its border and padding)."""
    x = 2
    for i, chip in enumerate(bar.chips[:index]):
        x += len(bar._label(chip))
        x += 3 if bar.chips[i + 1].group != chip.group else 1
    return x, 1


def test_the_mouse_plays_legal_cards_and_explains_refusals() -> None:
    session = session_for("badam-saat", seed=5)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        bar = app.query_one(HandBar)
        illegal = next(i for i, chip in enumerate(bar.chips) if not chip.legal)
        await pilot.click("#hand", offset=chip_offset(bar, illegal))
        assert "Not allowed:" in screen_text(app)
        legal = next(i for i, chip in enumerate(bar.chips) if chip.legal)
        action = bar.chips[legal].action
        await pilot.click("#hand", offset=chip_offset(bar, legal))
        assert any(a == action for _, a in session.game.history(session.match.state))
    run(session, test)


def test_sabat_strict_warning_is_announced_with_l() -> None:
    session = session_for("sabat-al-deemin", seed=12, strict_warning=True)
    while not (session.human_to_move() and session.view().hand.bit_count() == 2
               and session.match.legal_actions()[0] < 64):
        if session.human_to_move():
            session.act(session.match.legal_actions()[0])
        else:
            session.act(session.bot_action())

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        assert '(l) say "last card!": off' in screen_text(app)  # in the game's words
        await pilot.press("l")
        assert '(l) say "last card!": ON' in screen_text(app)
        await pilot.press("enter")
        mine = [a for s, a in session.game.history(session.match.state) if s == 0]
        assert mine[-1] >= ANNOUNCE
    run(session, test)


def test_bint_asks_for_reveal_and_minus_with_their_own_prompts() -> None:
    game = make_game("bint-al-sbeet")
    # A seed where seat 0 holds the queen of spades after the passing.
    session = next(s for s in (Session.new(game, Seating.parse(4, 0, "random"), seed)
                               for seed in range(40)) if _holds_after_passing(s, "QS"))
    seen: list[str] = []

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(0)
        while len(seen) < 2:
            await settle(pilot, lambda: my_turn(app))
            text = screen_text(app)
            if "Reveal Q♠? It counts double" in text and not seen:
                seen.append("reveal")
                await pilot.press("r")
            elif "(m minus, p pass)" in text and seen == ["reveal"]:
                seen.append("minus")
                await pilot.press("m")
            else:
                await press_choice(app, pilot, rng)
        history = session.game.history(session.match.state)
        words = [session.game.action_text(a) for s, a in history if s == 0]
        assert "reveal" in words and "minus" in words
        await settle(pilot, lambda: my_turn(app))
        text = screen_text(app)
        assert "You revealed Q♠" in text
        assert re.search(r"You(, Seat \d)* declared minus", text)
    run(session, test)


def test_bint_asks_minus_as_the_option_words_it() -> None:
    """Under minus_condition=no_penalty_card the promise is no penalty card, not no trick."""
    game = make_game("bint-al-sbeet", {"minus_condition": "no_penalty_card"})
    session = Session.new(game, Seating.parse(4, 0, "random"), 3)
    asked: list[str] = []

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(0)
        while not asked:
            await settle(pilot, lambda: my_turn(app))
            text = " ".join(screen_text(app).split())
            if "(m minus, p pass)" in text:
                asked.append(text)
            else:
                await press_choice(app, pilot, rng)
    run(session, test)
    assert "take no penalty card" in asked[0] and "take no trick" not in asked[0]


def test_bint_asks_a_seat_without_the_card_to_pass() -> None:
    game = make_game("bint-al-sbeet")
    # Every seat is asked about QS; here seat 0 does not hold it after the passing.
    session = next(s for s in (Session.new(game, Seating.parse(4, 0, "random"), seed)
                               for seed in range(40)) if not _holds_after_passing(s, "QS"))

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(0)
        while True:
            await settle(pilot, lambda: my_turn(app))
            if session.view().asking is not None:
                break
            await press_choice(app, pilot, rng)
        text = screen_text(app)
        assert "You do not hold Q♠: pass. (p pass)" in text
        legal = [chip for chip in app.query_one(HandBar).chips if chip.legal]
        assert [chip.key for chip in legal] == ["p"]
        await pilot.press("p")
        history = session.game.history(session.match.state)
        assert [session.game.action_text(a) for s, a in history if s == 0][-1] == "pass"
    run(session, test)


def test_a_forced_pass_plays_itself_at_the_bots_pace() -> None:
    """Nothing fits: the pass plays itself, shown first as playing; the human never
    presses p."""
    session = session_for("badam-saat", seed=7)
    pressed: list[int] = []
    seen_playing: list[str] = []

    def human_passes() -> int:
        return sum(1 for seat, action in session.game.history(session.match.state)
                   if seat == 0 and session.game.action_text(action) == "pass")

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(1)
        play_forced = app._play_forced

        def shown_then_played(played: tuple[int, int]) -> None:  # the screen as it plays
            if app.screen_stack:  # not once the app is closing: a timer may fire then
                seen_playing.append(" ".join(screen_text(app).split()))
            play_forced(played)

        app._play_forced = shown_then_played  # type: ignore[method-assign]
        while not human_passes():
            await settle(pilot, lambda: my_turn(app) or human_passes() > 0)
            if my_turn(app):
                pressed.append(await press_choice(app, pilot, rng))
    run(session, test, delay=0.05)
    assert human_passes() and "pass" not in {session.game.action_text(a) for a in pressed}
    assert seen_playing and "(playing by itself…)" in seen_playing[0]


def test_a_forced_move_due_as_the_app_closes_plays_nothing() -> None:
    """The forced move's timer fires after the app began to close (seen once in a loaded
    run: the drawing then found no screen to draw on, and the app failed as it ended)."""
    session = session_for("badam-saat", seed=7)
    rng = random.Random(1)
    while session.forced_action() is None:  # on to a forced move of the human's
        bot = session.bot_to_move() is not None
        session.act(session.bot_action() if bot else rng.choice(session.match.legal_actions()))
    opened: list[TableApp] = []

    async def test(app: TableApp, pilot: Pilot) -> None:
        opened.append(app)  # and closes at once, its forced move still waiting
    run(session, test, delay=60)
    played = len(session.match.hands), len(session.view().history)
    opened[0]._play_forced(played)
    assert session.forced_action() is not None, "nothing played once the app has closed"


def _holds_after_passing(session: Session, text: str) -> bool:
    """Whether seat 0 would hold ``text`` once everyone passes their lowest cards."""
    game, state = session.game, session.match.state
    while game.to_move(state) is not None and state.phase.value == "passing":
        state = game.apply(state, game.legal_actions(state)[0])
    return bool(state.hands[0] >> parse_card(text) & 1)


def test_watch_plays_on_by_itself_and_shows_each_seat_in_turn() -> None:
    # a target no test reaches: the match's result must not take the key below
    session = session_for("sedma", seed=4, human=None, target=5000)

    async def test(app: TableApp, pilot: Pilot) -> None:
        # two whole hands of bots: room for a loaded machine
        await settle(pilot, lambda: len(session.match.hands) >= 2 and not summary_open(app),
                     limit=5000)
        app.delay = 0.05  # bots slow enough that a key usually lands between hands
        while not app.paused:  # a hand's summary that opens first takes the key
            await settle(pilot, lambda: not summary_open(app))
            await pilot.press("space")  # pause
        await settle(pilot, lambda: not app.busy)
        if summary_open(app):  # the bot's move in flight ended a hand: its summary waits
            await pilot.press("enter")
        await settle(pilot, lambda: not app.busy and not summary_open(app))
        assert "paused" in screen_text(app) and "Seat 1's hand" in screen_text(app)
        await pilot.press("v")
        assert "Seat 2's hand" in screen_text(app)
        await pilot.press("q")
    run(session, test, watching=True)


# -- names, seating, the command line ---------------------------------------------------------

def test_names_follow_the_game_tradition() -> None:
    def traditional(game_id: str) -> Names:
        return names_for("traditional", make_game(game_id).describe().tradition)

    seven_diamonds, queen_spades, seven_hearts = (parse_card(t) for t in ("7D", "QS", "7H"))
    assert traditional("sabat-al-deemin").card(seven_diamonds) == "سبعة ديمن"
    assert traditional("bint-al-sbeet").card(queen_spades) == "بنت سبيت"
    assert names_for("gulf").card(queen_spades) == "bint sbeet"
    assert traditional("badam-saat").card(seven_hearts) == "badam satti"
    assert traditional("sedma").tile(parse_tile("4-4")) == "double four"
    hindi = names_for("hindi")
    assert [hindi.suit(s) for s in range(4)] == ["kilwar", "choukat", "badam", "ispik"]
    assert names_for("letters").card(parse_card("TD")) == "10D"
    with pytest.raises(ValueError, match="unknown names style"):
        names_for("klingon")


def test_hindi_names_head_the_layout_rows() -> None:
    session = session_for("badam-saat", seed=5)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        text = screen_text(app)
        assert all(word in text for word in ("kilwar", "choukat", "badam", "ispik"))
    run(session, test, names="traditional")


def test_seating_from_the_bots_option() -> None:
    assert Seating.parse(4, 1, "rules").bots == ("rules", "", "rules", "rules")
    assert Seating.parse(4, 0, "a:B,c:D,e:F").bots == ("", "a:B", "c:D", "e:F")
    assert Seating.parse(2, 1, "x:Y,-").bots == ("x:Y", "")
    assert Seating.parse(3, None, "random").human is None
    with pytest.raises(ValueError, match="needs 1, 3 or 4 bots"):
        Seating.parse(4, 0, "random,random")
    with pytest.raises(ValueError, match="--seat must be"):
        Seating.parse(4, 4, "random")
    seating = Seating.parse(4, 2, "random")
    assert Seating.from_record(seating.record()) == seating


def test_play_reports_mistakes_without_opening_the_table(tmp_path: Path) -> None:
    runner = CliRunner()
    cases = [
        (["play"], "name a game"),
        (["play", "sedma", "--seat", "7"], "--seat must be"),
        (["play", "sedma", "--bots", "nobody"], "unknown bot"),
        (["play", "--resume", str(tmp_path / "missing.json")], "missing.json"),
        (["watch", "sedma", "--bots", "random,random"], "needs 1 or 4 bots"),
    ]
    for args, message in cases:
        result = runner.invoke(cli_app, args)
        assert result.exit_code == (1 if "--resume" in args else 2), (args, result.output)
        assert message in result.output, (args, result.output)


def test_own_hand_is_sorted_and_grouped_by_suit() -> None:
    session = session_for("badam-saat", seed=5)
    hand = CardSet(session.view().hand)

    async def test(app: TableApp, pilot: Pilot) -> None:
        chips = app.query_one(HandBar).chips
        cards = [chip.action for chip in chips]
        assert set(cards) == set(bits(hand.mask))
        groups = [chip.group for chip in chips]
        assert groups == sorted(groups)
        # Within a suit the Ace comes first: it is low in Badam Saat by default.
        aces = [i for i, chip in enumerate(chips) if chip.action & 15 == 14]
        assert all(i == 0 or chips[i - 1].group != chips[i].group for i in aces)
    run(session, test)


# -- at 80 x 24 --------------------------------------------------------------------------


def segments(app: TableApp) -> list[Segment]:
    """The screen as styled pieces of text, as the terminal draws them."""
    console = Console(width=app.size[0], file=io.StringIO(), legacy_windows=False,
                      color_system="truecolor")
    update = app.screen._compositor.render_update(full=True,
                                                  screen_stack=app._background_screens)
    return list(console.render(update))


def log_lines(app: TableApp) -> list[str]:
    """The text lines of the log panel as the screen shows them."""
    rows = screen_text(app).splitlines()
    top = next(n for n, row in enumerate(rows) if "╭─ Log" in row)
    left = rows[top].index("╭─ Log") + 1
    inside = itertools.takewhile(lambda row: row[left - 1] == "│", rows[top + 1:])
    return [row[left:].rstrip().removesuffix("│").strip() for row in inside]


def newest_entry_is_shown(app: TableApp) -> bool:
    seen = app.seen()
    seat, said = moves.history(seen)[-1]
    return " ".join(line for line in log_lines(app) if line).endswith(
        f"{seen.players[seat]}: {said}")


def test_at_80x24_the_newest_log_line_shows_when_the_prompt_wraps() -> None:
    # "Reveal queen of spades? It counts double for whoever takes it. ..." takes 2 lines;
    # here seat 0 is asked it of both cards revealed
    session = session_for("bint-al-sbeet", seed=4)

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(1)
        checked = 0
        while checked < 2:  # the two questions of the first hand's revealing
            await settle(pilot, lambda: my_turn(app))
            assert newest_entry_is_shown(app)
            wrapped = app.query_one("#prompt").size.height > 1
            checked += wrapped and len(app.seen().view.history) > len(log_lines(app))
            await press_choice(app, pilot, rng)
    run(session, test, names="english", size=SMALL)


def test_at_80x24_the_newest_log_line_shows_when_entries_wrap() -> None:
    session = session_for("badam-saat", seed=7)  # "Seat 2: seven of diamonds" takes 2 lines

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(2)
        for _ in range(4):
            await settle(pilot, lambda: my_turn(app))
            assert newest_entry_is_shown(app)
            await press_choice(app, pilot, rng)
    run(session, test, names="english", size=SMALL)


def test_at_80x24_the_sabat_stakes_show_under_the_piles() -> None:
    session = session_for("sabat-al-deemin", seed=1)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        text = screen_text(app)
        assert 0 <= text.find("7  8  9 10  J  Q  K  A") < text.find("Stakes ×1")
    run(session, test, size=SMALL)


def test_at_80x24_the_footer_says_quit() -> None:
    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        assert screen_text(app).splitlines()[-1].rstrip().endswith("q quit")
    run(session_for("sedma", seed=2), test, size=SMALL)


def test_unplayable_cards_are_dimmed_and_playable_ones_bold_and_underlined() -> None:
    session = session_for("badam-saat", seed=7)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        drawn = segments(app)
        chips = app.query_one(HandBar).chips
        assert any(chip.legal for chip in chips) and not all(chip.legal for chip in chips)
        for chip in chips:
            style = [s.style for s in drawn if s.text == chip.label.plain][-1]
            assert style is not None
            assert bool(style.bold) == bool(style.underline) == chip.legal, chip.label
        colours = {chip.legal: [s.style for s in drawn if s.text == chip.label.plain][-1].color
                   for chip in chips}
        assert colours[False] != colours[True]  # dimmed
    run(session, test, size=SMALL)


@pytest.mark.parametrize("game_id", swept(GAME_IDS))
def test_at_80x24_the_table_panel_holds_all_it_shows(game_id: str) -> None:
    session = session_for(game_id, seed=1)

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(1)
        for _ in range(14):
            await settle(pilot, lambda: my_turn(app) or summary_open(app))
            if not my_turn(app):
                return
            panel = app.query_one("#table")
            width, height = panel.content_size.width, panel.content_size.height
            console = Console(width=width, file=io.StringIO())
            lines = console.render_lines(tabletop.table(app.seen()), pad=False)
            while lines and not "".join(piece.text for piece in lines[-1]).strip():
                lines.pop()
            assert len(lines) <= height, screen_text(app)
            await press_choice(app, pilot, rng)
    run(session, test, size=SMALL)


# -- the result, the letter keys, quitting, watching, narrow screens -------------------------

def play_out(session: Session, hands: int | None = None) -> None:
    """Play ``session`` on without the screen (the human takes the first legal action)
    until the match is over, or until ``hands`` hands have been dealt."""
    while session.match.winners is None and (hands is None or len(session.match.hands) < hands):
        session.act(session.match.legal_actions()[0] if session.human_to_move()
                    else session.bot_action())


def result_open(app: TableApp) -> bool:
    return isinstance(app.screen, QuestionScreen)


def status_line(app: TableApp) -> str:
    return str(app.screen_stack[0].query_one("#status").render())


def test_at_the_result_s_saves_and_escape_asks_before_leaving(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    session = session_for("badam-saat", seed=4, games=1)
    play_out(session)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: result_open(app) and screen_text(app).splitlines()[-1])
        footer = screen_text(app).splitlines()[-1]  # (drawn: once under load it was not)
        assert "s save" in footer and "hint" not in footer and "faster" not in footer
        await pilot.press("s")
        await pilot.pause()
        assert session.default_path().exists()
        assert verify(session.default_path().read_text())["ok"]
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, QuitScreen)
        assert "The match is saved in" in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running and result_open(app), "staying goes back to the result"
    run(session, test)


def test_play_again_goes_on_recording_beside_the_record(tmp_path: Path) -> None:
    session = session_for("badam-saat", seed=4, games=1)
    first = tmp_path / "match.json"
    session.record_path = first
    play_out(session)
    session.save()

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: result_open(app))
        await pilot.press("y")
        await settle(pilot, lambda: app.session is not session and my_turn(app))
        assert app.session.record_path == tmp_path / "match-2.json"
        assert "match-2.json" in status_line(app)
        await press_choice(app, pilot, random.Random(1))
        assert json.loads((tmp_path / "match-2.json").read_text()) == app.session.record()
    run(session, test)
    assert json.loads(first.read_text()) == session.record()  # the first match stays


def test_every_special_action_has_a_key_of_its_own_from_its_word() -> None:
    """The keys come from the game's words, so a new game's specials get keys too."""
    words = {game_id: {make_game(game_id).describe().specials[a]: k
                       for a, k in special_keys(make_game(game_id)).items()}
             for game_id in GAME_IDS}
    assert words["sabat-al-deemin"] == {"pass": "p", "double": "d", "treble": "t", "redeal": "r"}
    assert words["bint-al-sbeet"] == {"pass": "p", "reveal": "r", "minus": "m"}
    for keys in words.values():
        assert len(set(keys.values())) == len(keys) and not set(keys.values()) & KEPT


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_keys_help_lists_the_game_s_own_keys_in_its_words(game_id: str) -> None:
    game = make_game(game_id)
    text = keys_help(game, "en")
    for action, key in special_keys(game).items():
        word = wording.word(game, game.describe().specials[action], "en").lower()
        assert f"| {key} | {word} |" in text
    assert ('| l | say "last card!" with your play' in text) == (game_id == "sabat-al-deemin")
    assert "{" not in text and "Sab'at" not in text  # no other game's keys


@pytest.mark.parametrize(("game_id", "options", "turns", "key", "words"), [
    ("badam-saat", {}, 0, "p", "Not allowed: You cannot pass: you can play"),
    ("bint-al-sbeet", {}, 0, "r", "Not allowed: First choose the cards to pass"),
    ("bint-al-sbeet", {}, 0, "m", "Not allowed: First choose the cards to pass"),
    ("sabat-al-deemin", {}, 0, "l", 'l: no play on offer now can say "last card!".'),
    ("sabat-al-deemin", {"strict_warning": True}, 4, "t", "Not allowed:"),
    ("badam-saat", {}, 0, "l", "l: a play of Badam Saat says nothing more."),
])
def test_a_letter_key_not_on_offer_says_why(game_id: str, options: dict[str, Any],
                                            turns: int, key: str, words: str) -> None:
    session = session_for(game_id, seed=5, **options)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await turns_then_mine(app, pilot, turns, 5)
        assert not any(chip.key == key and chip.legal for chip in app.query_one(HandBar).chips)
        before = session.record()
        await pilot.press(key)
        await pilot.pause()
        assert words in status_line(app)
        assert session.record() == before, "nothing was played"
    run(session, test)


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+c"])
def test_ctrl_q_and_ctrl_c_offer_to_save_as_q_does(key: str) -> None:
    session = session_for("sedma", seed=2)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        await pilot.press(key)
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, QuitScreen)
        assert "Leave the match?" in screen_text(app)
        await pilot.press("n")
        await pilot.press("question_mark")  # over a message too
        await settle(pilot, lambda: summary_open(app))
        await pilot.press(key)
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, QuitScreen)
        await pilot.press(key)  # twice: quit
        await pilot.pause()
        assert not app.is_running
    run(session, test)


def test_watch_saves_a_record_to_replay_not_to_resume(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    session = session_for("sedma", seed=4, human=None, target=5000)

    async def test(app: TableApp, pilot: Pilot) -> None:
        app.paused = True
        await pilot.press("s")
        await pilot.pause()
        assert f"Replay with: majlis replay {session.default_path()}" in status_line(app)
        assert "--resume" not in screen_text(app)
        assert verify(session.default_path().read_text())["ok"]
    run(session, test, watching=True)


def test_watch_keys_under_the_rules_are_the_watching_keys_as_typed() -> None:
    session = session_for("sedma", seed=4, human=None, target=5000)

    async def test(app: TableApp, pilot: Pilot) -> None:
        app.paused = True
        await pilot.press("question_mark")
        await settle(pilot, lambda: summary_open(app))
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        assert "show the next seat's view and hand" in text and "majlis replay" in text
        assert "hint" not in text.split("Keys")[-1] and "Enter" not in text.split("Keys")[-1]
        assert "\u2212" not in text
    run(session, test, watching=True)


@pytest.mark.slow  # watches 2 s more than a summary is shown, to see it stay
def test_while_watching_paused_the_hand_summary_waits_for_a_key() -> None:
    session = session_for("sedma", seed=4, human=None, target=5000)
    while True:  # on to the hand's last move
        before = copy.deepcopy(session.match)
        session.act(session.bot_action())
        if len(session.match.hands) > 1:
            session.match = before
            break

    async def test(app: TableApp, pilot: Pilot) -> None:
        # Pause while the bot makes the last move: its 2 s pace leaves the key time to
        # land first, on a loaded machine too.
        await pilot.press("space")
        await settle(pilot, lambda: summary_open(app))
        assert app.paused and isinstance(app.screen, TextScreen)
        assert app.screen.close_after is None
        app.delay = 0.5  # unpaused, a summary would close after 4 x this
        await pilot.pause(4 * app.delay + 0.2)
        assert summary_open(app)
        await pilot.press("enter")
        await settle(pilot, lambda: not summary_open(app))
    run(session, test, watching=True, delay=2.0)


def test_bots_are_called_by_difficulties_a_newcomer_knows() -> None:
    """The players' table and the prompt say "Easy", "Hard bot", never a level's id."""
    session = session_for("badam-saat", seed=2, human=None,
                          bots="random,rules,search,search-strong")

    async def test(app: TableApp, pilot: Pilot) -> None:
        await pilot.press("space")
        await settle(pilot, lambda: app.paused and not app.busy)
        text = screen_text(app)
        lines = text.splitlines()
        for seat, word in enumerate(("Easy", "Medium", "Hard", "Expert")):
            row = next(line for line in lines if f"Seat {seat + 1} " in line)
            assert re.search(rf"\b{word}\b", row) and "random" not in row, row
        to_move = app.session.match.to_move()
        assert to_move is not None
        word = ("Easy", "Medium", "Hard", "Expert")[to_move]
        assert f"Paused: Seat {to_move + 1} ({word} bot) is to move." in text
        assert not re.search(r"\b(rules|search)\b", text.split("Log")[0])
    run(session, test, watching=True, delay=2.0)


def test_a_match_won_by_a_bot_names_its_difficulty() -> None:
    """The match's result says which bot won as the players' table does: "Seat 2 (Hard
    bot) & Seat 4 (Medium bot) win!", a person by their name alone."""
    game = make_game("badam-saat")
    state = game.deal(random.Random(1), dealer=0, totals=(0,) * 4, number=0)
    seen = Seen(game, game.view(state, 0), names_for("english"), seat_names(4, 0),
                ("", "search", "random", "rules"), (0,) * 4, (0,) * 4)
    said = Console(width=100, record=True)
    said.print(summary.match_summary(seen, [1, 3], 7))
    assert "Match over after 7 hands: Seat 2 (Hard bot) & Seat 4 (Medium bot) win!" in \
        said.export_text()
    said.print(summary.match_summary(seen, [0], 1))
    assert "Match over after 1 hand: You win!" in said.export_text()


def test_at_80x24_eight_players_leave_room_for_every_suit_row() -> None:
    session = session_for("badam-saat", seed=3, players=8)

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(3)
        await settle(pilot, lambda: my_turn(app))  # checked at one turn at least
        for _ in range(3):
            await settle(pilot, lambda: my_turn(app) or summary_open(app))
            if not my_turn(app):
                return
            rows = screen_text(app).splitlines()
            table = rows[next(n for n, row in enumerate(rows) if "╭─ Table" in row) + 1:]
            suits = [row[2] for row in itertools.takewhile(lambda row: row[0] == "│", table)]
            assert suits[1:5] == ["♣", "♦", "♥", "♠"], "\n".join(rows)
            assert "▶" in "\n".join(rows[:12])  # the seat to act is in sight
            await press_choice(app, pilot, rng)
    run(session, test, size=SMALL)


@pytest.mark.parametrize("size", [SMALL, (52, 20)])
def test_the_title_keeps_the_pace_with_a_long_seed(size: tuple[int, int]) -> None:
    """At 80 x 24 the seat is said shortly and the seed left out; narrower, the length
    of the match too."""
    session = session_for("sabat-al-deemin", seed=610706517)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await pilot.pause()
        title = screen_text(app).splitlines()[0]
        assert title.endswith("bots 0.8s a move") and "Sab'at Al-Deemin · hand 1" in title, title
    run(session, test, size=size, delay=0.8)


def test_at_80x24_the_sedma_open_end_is_never_broken() -> None:
    session = session_for("sedma", seed=5, target=60)

    async def test(app: TableApp, pilot: Pilot) -> None:
        rng = random.Random(5)
        while len(session.match.hands) == 1:
            await settle(pilot, lambda: my_turn(app) or summary_open(app))
            if not my_turn(app):
                break
            text = screen_text(app)
            if "Train:" in text:
                assert re.search(r"▸ open end \d", text), text
            await press_choice(app, pilot, rng)
    run(session, test, size=SMALL)



def gate_bots(session: Session) -> threading.Event:
    """Hold every bot move until the returned event is set."""
    gate, choose = threading.Event(), session.bot_action

    def gated() -> int:
        gate.wait()
        return choose()
    session.bot_action = gated  # type: ignore[method-assign]
    return gate


def moves_made(session: Session) -> tuple[int, int]:
    return len(session.match.hands), len(session.game.history(session.match.state))



def before_a_hands_last_move(session: Session) -> tuple[int, int]:
    """Play bot moves until the next one ends the hand; who makes it, and who is to
    move first in the next hand."""
    while True:
        before = copy.deepcopy(session.match)
        last = session.match.to_move()
        session.act(session.bot_action())
        if len(session.match.hands) > 1:
            first = session.match.to_move()
            session.match = before
            assert last is not None and first is not None
            return last, first


@pytest.mark.parametrize(("watching", "over", "back"), [
    (True, "question_mark", "escape"),  # the rules
    (False, "q", "n"),  # the question to leave, answered "stay"
])
def test_bots_go_on_once_a_message_over_the_table_closes(
        watching: bool, over: str, back: str) -> None:
    """A hand that ends while a message is over the table: once it closes, the bots
    of the next hand move."""
    bots = session_for("sedma", seed=4, human=None, target=5000)
    movers = before_a_hands_last_move(bots)
    human = None if watching else min(set(range(4)) - set(movers))
    session = Session(bots.match, Seating.parse(4, human, "random"))
    gate = gate_bots(session)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await pilot.press(over)
        gate.set()  # the hand's last move, under the message
        if not watching:  # its summary waits for a key
            await settle(pilot, lambda: isinstance(app.screen, TextScreen))
            await pilot.press("enter")
        await settle(pilot, lambda: not app.busy and app.shown is None
                     and len(app.screen_stack) == 2 and len(session.match.hands) > 1)
        stopped = moves_made(session)
        await pilot.press(back)
        await settle(pilot, lambda: moves_made(session) > stopped)
    run(session, test, watching=watching)


def test_at_phone_width_the_table_shows_every_rank_in_place_of_the_log() -> None:
    session = session_for("badam-saat", seed=5)

    async def test(app: TableApp, pilot: Pilot) -> None:
        await settle(pilot, lambda: my_turn(app))
        text = screen_text(app)
        assert re.search(r"A  2  3  4  5  6  7  8  9 10  J  Q  K", text), text
        assert "Log" not in text
    run(session, test, size=(60, 30))
