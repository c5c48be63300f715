"""A new game plugs into every edge untouched.

Tiny Tricks (``tests/tiny_game.py``) is registered from here only.  It plays through
the match, records and ``majlis verify``/``replay``, a tournament, the PettingZoo,
Gymnasium and OpenSpiel checks (OpenSpiel resampling by what it says a seat cannot
hold) and a terminal hand; no edge module names it, no edge module switches on a game
or its view class, and none works out what a seat cannot hold (the scans at the end).
"""

from __future__ import annotations

import asyncio
import inspect
import json
import random
import re
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from majlis.cli import app as cli_app
from majlis.games import game_ids, make_game, register_game
from majlis.match import Match
from majlis.protocol import Game
from majlis.records import to_record
from majlis.tournament import run_tournament
from tests import tiny_game
from tests.helpers import resampled_facts, spiel_positions
from tests.tiny_game import TinyTricks, rules_action, sample_state

ROOT = Path(__file__).parent.parent
SRC = ROOT / "src" / "majlis"
EDGES = ("tui", "rl", "server", "tournament", "replay.py", "records.py", "cli", "play.py",
         "simulate.py", "learn")
"""The edges that must learn the rules from the game; only the per-game modules of
their ``adapters`` packages, and the registry there that lists them, may know a game."""

tiny_game.register()


def tiny(**options: Any) -> TinyTricks:
    game = make_game("tiny-tricks", options)
    assert isinstance(game, TinyTricks)
    return game


def played_match(seed: int, **options: Any) -> Match[Any]:
    game = tiny(**options)
    match: Match[Any] = Match(game, seed)
    rng = random.Random(seed)
    while match.winners is None:
        view = game.view(match.state, match.to_move() or 0)
        match.act(rules_action(game, view, match.legal_actions(), rng))
    return match


# -- the registry and the game's own account ---------------------------------------------


def test_registering_makes_the_game_known_and_refuses_a_taken_id() -> None:
    assert "tiny-tricks" in game_ids()
    register_game(TinyTricks)  # the same class again is harmless
    taken = type("Impostor", (TinyTricks,), {})
    with pytest.raises(ValueError, match="already known"):
        register_game(taken)


@pytest.mark.parametrize("options", [{}, {"players": 2, "doubling": False}])
def test_score_parts_add_up_and_the_history_is_explained(options: dict[str, Any]) -> None:
    match = played_match(3, **options)
    game = match.game
    for hand in match.hands:
        parts = game.score_parts(hand.state)
        for seat, score in enumerate(game.hand_scores(hand.state)):
            assert sum(p.points for p in parts if p.seat == seat) == score
        view = game.view(hand.state, 0)
        stages = game.explain(view)
        assert sum(len(stage.moves) for stage in stages) == len(view.history)
        tricks = stages[-1].tricks
        assert all(t.winner is not None for t in tricks)
        low, high = game.describe().score_bounds
        assert all(low <= s <= high for s in game.hand_scores(hand.state))


def test_sampled_deals_agree_with_the_view() -> None:
    game = tiny()
    match = played_match(8)
    hand = match.hands[0]
    state = game.start(hand.dealer, hand.deal, (0, 0, 0), 0)
    rng = random.Random(1)
    for seat, action in game.history(hand.state):
        view = game.view(state, seat)
        sampled = sample_state(game, view, rng)
        assert game.view(sampled, seat) == view
        assert game.legal_actions(sampled) == game.legal_actions(state)
        state = game.apply(state, action)


# -- records, verify and replay -------------------------------------------------------------


def test_a_record_verifies_and_replays_from_the_command_line(tmp_path: Path) -> None:
    match = played_match(5)
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(to_record(match)), encoding="utf-8")
    runner = CliRunner()
    verdict = runner.invoke(cli_app, ["verify", str(path)])
    assert verdict.exit_code == 0, verdict.output
    assert json.loads(verdict.output)["ok"] is True
    shown = runner.invoke(cli_app, ["replay", str(path)])
    assert shown.exit_code == 0, shown.output
    first = match.hands[0]
    scores = match.game.hand_scores(first.state)
    by_seat = ", ".join(f"seat {seat + 1} {score}" for seat, score in enumerate(scores))
    assert f"scores: {by_seat}" in shown.output  # seats counted from 1
    # The replay tells who took each trick, as the game explains it.
    winners = [t.winner for t in match.game.explain(match.game.view(first.state, 0))[-1].tricks]
    assert shown.output.count("takes the trick") == sum(
        len(match.game.explain(match.game.view(h.state, 0))[-1].tricks) for h in match.hands)
    assert f"seat {(winners[0] or 0) + 1} takes the trick" in shown.output


def test_a_tournament_plays_the_new_game_with_its_bot_kit() -> None:
    bots = ["random", "rules", "search"]
    result = run_tournament(tiny(), bots, deals=2, seed=1, matches=1, workers=1)
    assert result.hands == 2 * 3
    assert len(result.matches) == 1
    assert {s.name for s in result.standings()} == set(bots)


# -- the research interfaces ---------------------------------------------------------------


@pytest.fixture()
def quiet() -> Iterator[None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.usefixtures("quiet")
def test_pettingzoo_and_gymnasium_checks() -> None:
    pytest.importorskip("pettingzoo")
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import api_test  # type: ignore[import-untyped]

    from majlis.rl import aec_env, gym_env

    api_test(aec_env("tiny-tricks"), num_cycles=200)
    api_test(aec_env("tiny_tricks_v0", players=2, match=True), num_cycles=200)
    check_env(gym_env("tiny-tricks", bots="rules"))


@pytest.mark.usefixtures("quiet")
def test_the_new_game_may_register_its_own_encoder() -> None:
    """``register_adapter`` is how a game from outside brings its own observation: once
    registered, ``encoder`` and the environments use it instead of the BoardEncoder."""
    pytest.importorskip("gymnasium")
    import numpy as np

    from majlis.bitset import bits
    from majlis.protocol import View
    from majlis.rl import aec_env, gym_env
    from majlis.rl.adapters.registry import ADAPTERS, encoder, register_adapter
    from majlis.rl.encoding import Adapter, Block, BoardEncoder, Encoder, Vector
    from tests.tiny_game import TinyView

    class TakenEncoder(Encoder):
        """The hand, the usual seat blocks and the tricks each seat has taken."""

        def blocks(self) -> list[Block]:
            return [Block("hand", len(self.items), "the seat's hand"), *self.seat_blocks(),
                    Block("taken", self.seats, f"tricks taken, / {self.hand_size}")]

        def fill(self, view: View, out: Vector) -> None:
            assert isinstance(view, TinyView)
            self.put_items(out, "hand", view.hand)
            self.put_seat_blocks(out, view, view.counts)
            self.put_seats(out, "taken", view, [t / self.hand_size for t in view.taken])

    game = tiny(players=2)
    assert TinyTricks not in ADAPTERS and type(encoder(game)) is BoardEncoder
    register_adapter(TinyTricks, Adapter(TakenEncoder))
    try:
        coder = encoder(game)
        assert type(coder) is TakenEncoder
        assert [b.name for b in coder.layout.blocks] == [
            "hand", "counts", "to_move", "dealer", "taken"]
        facts = game.describe()
        assert coder.hand_size == max(facts.deal.hands) == 6
        assert coder.layout.size == len(facts.deck) + 4 * facts.seats
        state = game.deal(random.Random(3), 0)
        view = game.view(state, 1)
        vector = coder.encode(view)
        hand = vector[coder.layout.slice("hand")]
        assert [coder.items[i] for i in np.flatnonzero(hand)] == list(bits(view.hand))
        assert list(vector[coder.layout.slice("counts")]) == [1.0, 1.0]
        size = coder.layout.size
        assert gym_env("tiny-tricks", players=2).observation_space["observation"].shape \
            == (size,)
        env = aec_env("tiny-tricks", players=2)
        assert env.observation_space(env.possible_agents[0])["observation"].shape == (size,)
    finally:
        ADAPTERS.pop(TinyTricks, None)
    assert type(encoder(game)) is BoardEncoder


@pytest.mark.usefixtures("quiet")
def test_openspiel_plays_the_new_game() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from majlis.rl.openspiel import register

    register()
    game = pyspiel.load_game("majlis_tiny_tricks", {"players": 2})
    assert game.num_players() == 2
    assert (game.get_type().min_num_players, game.get_type().max_num_players) == (2, 3)
    assert game.max_utility() == 12  # six tricks, doubled
    pyspiel.random_sim_test(game, 3, serialize=False, verbose=False)


@pytest.mark.usefixtures("quiet")
def test_openspiel_resamples_by_what_the_new_game_says_a_seat_cannot_hold(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from majlis.rl.openspiel import register

    register()
    game = pyspiel.load_game("majlis_tiny_tricks")
    sampler = pyspiel.UniformProbabilitySampler(0., 1.)
    facts = sum(resampled_facts(state, state.current_player(), sampler, draws=3)
                for seed in range(4) for state in spiel_positions(game, seed, every=2))
    assert facts  # its voids
    # A game that says nothing (the protocol's default) resamples too: the replay
    # refuses the deals its rules cannot explain.
    monkeypatch.setattr(TinyTricks, "cannot_hold", Game.cannot_hold)
    for state in spiel_positions(game, 5, every=2):
        assert not resampled_facts(state, state.current_player(), sampler, draws=3)


# -- the terminal --------------------------------------------------------------------------


def test_a_terminal_hand_of_the_new_game() -> None:
    from majlis.tui.app import TableApp
    from majlis.tui.screens import TextScreen
    from majlis.tui.session import Seating, Session
    from majlis.tui.widgets import HandBar
    from tests.tuikit import screen_text

    game = tiny(hands=1)
    session = Session.new(game, Seating.parse(3, 0, "random"), 11)
    rng = random.Random(2)
    seen: list[str] = []

    async def main() -> None:
        app = TableApp(session, "english", 0.0)
        async with app.run_test(size=(100, 32)) as pilot:
            for _ in range(2000):
                await pilot.pause()
                if isinstance(app.screen, TextScreen):
                    while not screen_text(app):  # the summary pushed, not yet drawn
                        await pilot.pause()
                    seen.append(screen_text(app))
                    break
                if session.human_to_move() and not app.busy:
                    if not seen:
                        await pilot.press("question_mark")
                        seen.append(screen_text(app))
                        await pilot.press("escape")
                        await pilot.press("h")  # the search bot, through the game's kit
                        while app.busy:
                            await pilot.pause()
                    seen.append(screen_text(app))
                    chips = [c for c in app.query_one(HandBar).chips if c.legal]
                    app.take(chips[rng.randrange(len(chips))].action)
            await pilot.press("q")

    asyncio.run(main())
    rules, first, *_, summary = seen
    assert "Tiny Tricks" in first and "Your turn: " in first
    assert "Double the tiny stakes, or pass?" in first  # asked in the game's own words
    assert re.search(r"Hint from the Hard bot: (Pass|Double it)", first)
    assert "Hand 1 is over" in summary
    assert "tricks won" in summary  # the score's parts, in the game's words
    assert "twelve cards" in rules  # the rules module's own text


# -- no edge knows a game -------------------------------------------------------------------


def edge_sources() -> Iterator[tuple[Path, str]]:
    for name in EDGES:
        path = SRC / name
        files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        for file in files:
            if file.parent.name != "adapters" or file.stem in ("__init__", "common"):
                yield file, file.read_text(encoding="utf-8")


SWITCHES = [
    re.compile(r"isinstance\([^)]*View\b"),
    re.compile(r"(?<!\btable)\.id\s*(==|!=|\bin\b|\bnot in\b)"),  # a table's id is no game's
    re.compile(r"(getattr|hasattr)\(\s*(self\.)?(game|rules|seen\.game)\b"),
    re.compile(r"(getattr|hasattr)\([^,]+,\s*[\"']"),  # a view or game probed for a field
    re.compile(r"from majlis\.games\.\w+ import"),
]


def test_no_edge_switches_on_a_game() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path, text in edge_sources()
             for number, line in enumerate(text.splitlines(), 1)
             if any(pattern.search(line) for pattern in SWITCHES)
             or "tiny" in line.lower()]
    assert not found, "\n".join(found)


def test_the_page_names_no_game() -> None:
    """The browser's scripts and styles draw whatever game the server describes: none
    of them names a game."""
    named = re.compile("|".join(re.escape(f'"{game_id}"') for game_id in game_ids()))
    static = SRC / "server" / "static"
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in sorted(static.rglob("*")) if path.suffix in (".js", ".css", ".html")
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if named.search(line.replace("'", '"'))]
    assert not found, "\n".join(found)


def test_only_the_games_say_what_a_seat_cannot_hold() -> None:
    """No edge module, its per-game adapters included, works out what the history shows
    a seat cannot hold: the edges ask ``game.cannot_hold(view)``."""
    derived = re.compile(r"def \w*(cannot_hold|reach|inferences)\w*\(|passes_show")
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for name in EDGES
             for path in ((SRC / name).rglob("*.py") if (SRC / name).is_dir() else [SRC / name])
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if derived.search(line)]
    assert not found, "\n".join(found)


def test_the_design_notes_say_how_to_add_a_game() -> None:
    """The steps the design notes give are the ones Tiny Tricks took."""
    design = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    section = design.split("## How to add a game", 1)[1].split("\n## ", 1)[0]
    assert "`describe()`" in section
    for method in ("max_actions", "score_bounds", "explain", "board", "score_parts",
                   "cannot_hold"):
        assert f"`{method}(" in section, method
        assert method in vars(TinyTricks), method  # its own, not the protocol's
    for name in ("register_game", "rules_action", "sample_state"):
        assert f"`{name}" in section, name
        assert name in inspect.getsource(tiny_game), name


@pytest.mark.slow  # a browser test (its own Chromium, not the ``browser`` fixture)
def test_a_table_of_the_new_game_in_the_browser(tmp_path: Path) -> None:
    """A server that has the new game registered serves it to the page, which has never
    heard of it: the lobby offers it, and its table asks, titles and scores in the
    game's own words, in English and in Arabic."""
    from tests.serverkit import Server
    from tests.webkit import chromium, new_page, play_one, start_table, wait_until

    server = Server(str(tmp_path / "db.sqlite3"), tmp_path / "log",
                    module="tests.tiny_serve").start()
    try:
        with chromium() as browser:
            lobby = new_page(browser)
            lobby.goto(server.url + "/")
            lobby.click(".game-card[data-game=tiny-tricks] a")  # its rules: its module's text
            lobby.wait_for_url("**/rules/tiny-tricks?lang=en")
            assert "twelve cards" in lobby.locator("article.rules").inner_text()
            assert lobby.locator("table.options tbody tr").count() == len(TinyTricks.OPTIONS)
            table = start_table(lobby, server, "tiny-tricks", {"hands": 1}, 1)
            page = new_page(browser)
            page.goto(str(table["links"][0]))
            prompt = page.locator(".prompt span").first
            wait_until(lambda: "Double the tiny stakes, or pass?" in prompt.inner_text(),
                       "the game's question", 30)
            assert page.locator(".declarations button", has_text="Double it").count() == 1
            page.select_option("#language", "ar")
            wait_until(lambda: "تدبّل الرهان الصغير أم باس؟" in prompt.inner_text(),
                       "the game's question in Arabic", 10)
            assert "الحيل الصغيرة" in page.locator("h2").inner_text()
            summary = page.locator("dialog.summary[open]")
            for _ in range(200):  # the seat plays what the page offers, to the hand's end
                if summary.count():
                    break
                if not play_one([page]):
                    time.sleep(0.1)
            assert "لمّات مكسوبة" in summary.inner_text()  # its score part, in its words
            # Every seat's tricks, counted from the tricks the game explains: all twelve
            # cards were played, a card from each seat to a trick.
            counts = page.locator(".seat .count").all_inner_texts()
            taken = [int(m.group(1)) for text in counts
                     if (m := re.search(r"اللمّات: (\d+)", text))]
            assert len(taken) == len(counts) and sum(taken) == 12 // len(taken), counts
    finally:
        server.stop()
