"""Duplicate tournaments: the same deals from every seat, bots seeing only views,
honest intervals, the same figures whatever the workers or backend, and the CLI."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any, ClassVar

import pytest
from typer.testing import CliRunner

from majlis.cli import app
from majlis.games import GAME_IDS, make_game
from majlis.games.badam_saat import BadamSaat, SevensState
from majlis.play import BotError
from majlis.protocol import HIDDEN, Deal, Game, View
from majlis.tournament import Tournament, check_tournament, run_tournament
from majlis.tournament.backends import cores, plan
from majlis.tournament.figures import (
    mean_interval,
    share_interval,
    t_quantile,
    wilson_interval,
    win_shares,
)
from majlis.tournament.playing import (
    DealResult,
    HandResult,
    MatchPlay,
    MatchResult,
    check_teams,
    deal_dealer,
    seating,
    shuffled_deal,
)

HERE = "tests.test_tournament"
RANDOM4 = ["random"] * 4


class FirstLegalBot:
    """Always the lowest legal action: its play depends on the cards alone."""

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        return legal[0]


class IllegalBot:
    """Answers with an action that is never legal."""

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        return -5


class FaultyBot:
    """Fails with an error of its own."""

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        return legal[len(legal) * 2] // 0


class UnfinishedBot:
    """A bot level that does not cover every game yet."""

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        raise NotImplementedError(f"no bot for {game.title} yet")


class SpyBot:
    """Plays at random, checking that what it is handed is a view and nothing more.

    ``deals`` are the tournament's deals (Badam Saat: every action is public), from
    which the spy knows what every seat holds at each turn.
    """

    deals: ClassVar[list[Deal]] = []
    calls: ClassVar[int] = 0

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        assert isinstance(view, View) and not isinstance(view, SevensState)
        assert isinstance(legal, tuple) and all(isinstance(a, int) for a in legal)
        played = [0] * game.seats
        for seat, action in view.history:
            assert action != HIDDEN
            if action < 64:
                played[seat] |= 1 << action
        # the view's own hand is exactly this seat's dealt cards less those it played
        (deal,) = [d for d in self.deals
                   if d.hands[view.seat] == view.hand | played[view.seat]]
        others = {deal.hands[s] & ~played[s] for s in range(game.seats) if s != view.seat}
        for value in _values(vars(view)):
            # small ints are card counts or action ids, not hands
            assert not (value > 64 and value in others), f"view leaks a hand: {value}"
        SpyBot.calls += 1
        return legal[int(rng.random() * len(legal))]


def _values(fields: dict[str, Any]) -> list[int]:
    """Every int in a view's fields, looking inside tuples."""
    out: list[int] = []
    stack: list[Any] = list(fields.values())
    while stack:
        value = stack.pop()
        if isinstance(value, tuple | list):
            stack.extend(value)
        elif isinstance(value, int):
            out.append(value)
    return out


# -- determinism ----------------------------------------------------------------


def test_results_are_the_same_with_one_worker_or_two() -> None:
    game = make_game("badam-saat")
    one = run_tournament(game, RANDOM4, deals=10, seed=5, matches=2, workers=1)
    two = run_tournament(game, RANDOM4, deals=10, seed=5, matches=2, workers=2)
    assert one == two
    assert one.standings() == two.standings()
    other = run_tournament(game, RANDOM4, deals=10, seed=6, workers=1)
    assert other.deals != one.deals


@pytest.mark.slow  # a cluster: Ray starts its own processes (their start timed out under load)
def started_ray(ray: Any, tries: int = 3) -> None:
    """A local Ray of two CPUs.  Ray gives its raylet a fixed 30 s to register at start
    (``ray/_private/node.py``), which a 2-core machine under a load of 20 outran once
    ("The current node timed out during startup"): that start is tried again."""
    for attempt in range(1, tries + 1):
        try:
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
            return
        except Exception as error:  # Ray raises a bare Exception for it
            ray.shutdown()
            if "timed out during startup" not in str(error) or attempt == tries:
                raise


def test_ray_backend_gives_the_same_results() -> None:
    ray = pytest.importorskip("ray")
    game = make_game("badam-saat")
    local = run_tournament(game, RANDOM4, deals=6, seed=8, matches=1, workers=1)
    started_ray(ray)
    try:
        remote = run_tournament(game, RANDOM4, deals=6, seed=8, matches=1, workers=2,
                                backend="ray")
    finally:
        ray.shutdown()
    assert remote == local


# -- statistics -----------------------------------------------------------------


def test_mean_interval_of_a_known_sample() -> None:
    # 1..5: mean 3, s^2 = 10/4 = 2.5, se = sqrt(2.5/5) = 0.70711,
    # t(0.975, 4) = 2.7764 (tables), half-width 1.9632
    estimate = mean_interval([1, 2, 3, 4, 5])
    assert estimate.value == 3 and estimate.n == 5
    assert estimate.low == pytest.approx(3 - 1.96324, abs=1e-4)
    assert estimate.high == pytest.approx(3 + 1.96324, abs=1e-4)
    assert mean_interval([7]).low is None


@pytest.mark.parametrize(("df", "table"), [(1, 12.7062), (2, 4.3027), (10, 2.2281),
                                           (30, 2.0423), (120, 1.9799), (5000, 1.9604)])
def test_t_quantiles_match_the_tables(df: int, table: float) -> None:
    assert t_quantile(0.975, df) == pytest.approx(table, abs=1e-4)


def test_wilson_interval_of_known_rates() -> None:
    # 5 of 10: centre 0.5, half = 1.96/1.38415 * sqrt(0.025 + 3.8415/400) = 0.26341
    half = wilson_interval(0.5, 10)
    assert (half.low, half.high) == pytest.approx((0.23659, 0.76341), abs=1e-4)
    # 0 of 10: upper bound z^2/n / (1 + z^2/n) = 0.38415 / 1.38415
    none = wilson_interval(0.0, 10)
    assert (none.low, none.high) == pytest.approx((0.0, 0.27753), abs=1e-4)


def test_hand_winners_follow_the_score_direction_and_teams() -> None:
    sevens, sedma, sabat = make_game("badam-saat"), make_game("sedma"), make_game("sabat-al-deemin")
    assert sevens.hand_winners((12, 0, 30, 7)) == (1,)
    assert win_shares(sedma, sedma.hand_winners((2, 5, 5, 1))) == (0, 0.5, 0.5, 0)
    # partners win together: both get the whole win
    assert win_shares(sabat, sabat.hand_winners((0, 40, 0, 40))) == (0, 1, 0, 1)
    assert win_shares(sabat, (0, 1, 2, 3)) == (0.5, 0.5, 0.5, 0.5)


def test_the_deal_not_the_hand_is_the_unit_of_the_intervals() -> None:
    game = make_game("asymmetric-badam-saat")
    deals = tuple(
        DealResult(i, 0, Deal((0, 0)), (HandResult(0, (0, 1), scores, 0, 1),
                                        HandResult(1, (1, 0), swapped, 0, 1)))
        for i, (scores, swapped) in enumerate([((0, 5), (0, 9)), ((3, 3), (0, 2)),
                                               ((4, 0), (6, 0))]))
    standing = Tournament(game, ("a", "b"), 0, deals).standings()[0]
    # bot 0 scored 0 and 9, then 3 and 2, then 4 and 0: per-deal means 4.5, 2.5, 2
    assert standing.score == mean_interval([4.5, 2.5, 2.0])
    assert standing.score.n == 3
    # lowest wins: 0 beats 5 then 9 loses to 0; a 3-3 tie shares, then 2 loses to 0;
    # 4 loses to 0, then 0 beats 6: 2.5 wins in six hands
    assert standing.hand_wins == 2.5
    # its shares of the deals: 1/2, 1/4, 1/2
    assert standing.hand_win_rate == share_interval([0.5, 0.25, 0.5], 2)
    assert standing.hand_win_rate.n == 3


def _lucky_deals(game: Game[Any], rng: random.Random, deals: int,
                 luck: float) -> tuple[DealResult, ...]:
    """Deals of identical bots (each wins 1/seats of the hands): with probability
    ``luck`` a hand goes to the deal's lucky seat, else to a seat at random."""
    seats = game.seats
    made = []
    for index in range(deals):
        lucky = rng.randrange(seats)
        winners = [lucky if rng.random() < luck else rng.randrange(seats) for _ in range(seats)]
        made.append(DealResult(index, 0, Deal((0,) * seats), tuple(
            HandResult(r, seating(seats, r), tuple(int(s != w) for s in range(seats)), 0, 1)
            for r, w in enumerate(winners))))
    return tuple(made)


@pytest.mark.parametrize(("players", "luck"), [(2, 0.0), (4, 0.0), (8, 0.0), (4, 0.5)])
def test_hand_win_intervals_cover_the_true_rate_about_95_percent(players: int,
                                                                  luck: float) -> None:
    # a deal's hands are as good as independent without seat luck (luck 0), and better
    # with it (luck cancels over the rotations): the intervals over deals must use that,
    # neither covering the truth in nearly every run nor in fewer than about 95%
    game = make_game("badam-saat", {"players": players})
    rng = random.Random(players)
    rates = [Tournament(game, ("a",) * players, 0, _lucky_deals(game, rng, 20, luck))
             .standing("a", (0,)).hand_win_rate for _ in range(500)]
    covered = sum(r.low is not None and r.high is not None and r.low <= 1 / players <= r.high
                  for r in rates) / len(rates)
    # (Wilson over the deals alone covered 99.3% with 2 players, 100% with more)
    assert 0.93 <= covered <= (0.985 if luck == 0 else 0.995)


def test_win_rate_intervals_stay_within_the_units_and_the_plays() -> None:
    # at 0% and 100% the units (deals) are all there is to go on
    assert share_interval([0.0] * 10, 4) == wilson_interval(0.0, 10)
    assert share_interval([1.0] * 10, 4) == wilson_interval(1.0, 10)
    # shares all alike: never surer than independent hands
    even = share_interval([0.25] * 10, 4)
    assert (even.low, even.high, even.n) == (wilson_interval(0.25, 40).low,
                                             wilson_interval(0.25, 40).high, 10)
    # shares as spread as a share can be: no surer than one hand a deal
    split = share_interval([0.0, 1.0] * 5, 4)
    assert (split.low, split.high) == (wilson_interval(0.5, 10).low, wilson_interval(0.5, 10).high)
    # in between: Kish's effective number n p(1 - p) / s2
    shares = [0.25, 0.5, 0.0, 0.25, 0.75, 0.25]
    p = sum(shares) / 6
    s2 = sum((x - p) ** 2 for x in shares) / 5
    between = share_interval(shares, 4)
    assert (between.low, between.high) == (wilson_interval(p, 6 * p * (1 - p) / s2).low,
                                           wilson_interval(p, 6 * p * (1 - p) / s2).high)


def test_match_win_rates_count_shared_wins_and_use_the_match_as_unit() -> None:
    game = make_game("asymmetric-badam-saat")
    # the winning seats of each match's two plays; bot 0 sits at seat 0, then at seat 1
    won = [((0,), (1,)), ((1,), (1,)), ((0, 1), (0,)), ((0,), (0, 1))]
    matches = tuple(MatchResult(m, m, tuple(MatchPlay(r, seating(2, r), winners, (0, 0), 1)
                                            for r, winners in enumerate(plays)))
                    for m, plays in enumerate(won))
    standing = Tournament(game, ("a", "b"), 0, (), matches).standing("a", (0,))
    # it wins both plays, one, half of one (shared), one and a half: 5 of 8 plays
    assert standing.match_wins == 5
    assert standing.match_win_rate == share_interval([1, 0.5, 0.25, 0.75], 2)
    assert standing.match_win_rate.n == 4


# -- what bots see ----------------------------------------------------------------


def test_bots_receive_views_only() -> None:
    game = make_game("badam-saat")
    SpyBot.deals = [shuffled_deal(game, 4, i) for i in range(3)]
    SpyBot.calls = 0
    result = run_tournament(game, [f"{HERE}:SpyBot"] * 4, deals=3, seed=4, workers=1)
    assert SpyBot.calls == sum(hand.actions for deal in result.deals for hand in deal.hands)
    assert SpyBot.calls > 100


def test_a_bot_playing_an_illegal_action_is_named() -> None:
    with pytest.raises(BotError, match=f"bot '{HERE}:IllegalBot' at seat"):
        run_tournament(make_game("badam-saat"), ["random"] * 3 + [f"{HERE}:IllegalBot"],
                       deals=1, seed=0, workers=1)


def test_cli_says_in_one_line_where_a_bot_failed() -> None:
    result = invoke("sedma", "--bots", f"random,random,{HERE}:FaultyBot,random",
                    "--hands", "1", "--workers", "1")
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    said = " ".join(result.stderr.split())
    assert f"bot '{HERE}:FaultyBot' at seat" in said and "failed: IndexError" in said
    assert "test_tournament.py, line" in said and "Traceback" not in result.output


# -- the duplicate structure -------------------------------------------------------


def test_every_bot_sits_at_every_seat_once_per_deal_and_match() -> None:
    game = make_game("badam-saat")
    result = run_tournament(game, RANDOM4, deals=5, seed=3, matches=2, workers=1)
    units = [d.hands for d in result.deals] + [m.plays for m in result.matches]
    for plays in units:
        assert [p.rotation for p in plays] == [0, 1, 2, 3]
        for seat in range(4):
            assert sorted(p.seating[seat] for p in plays) == [0, 1, 2, 3]
    assert [d.deal for d in result.deals] == [shuffled_deal(game, 3, i) for i in range(5)]
    assert [d.dealer for d in result.deals] == [deal_dealer(game, 3, i) for i in range(5)]
    assert len({d.dealer for d in result.deals}) == 4


def test_every_rotation_plays_the_same_cards() -> None:
    # a bot whose play depends on the cards alone scores the same at each seat of a
    # deal whoever plays it: so each rotation was dealt the same cards
    result = run_tournament(make_game("badam-saat"), [f"{HERE}:FirstLegalBot"] * 4,
                            deals=6, seed=1, workers=1)
    for deal in result.deals:
        assert len({hand.scores for hand in deal.hands}) == 1
    assert len({deal.hands[0].scores for deal in result.deals}) > 1


def test_rotations_keep_partners_together() -> None:
    game = make_game("sabat-al-deemin")
    result = run_tournament(game, RANDOM4, deals=2, seed=2, workers=1)
    for deal in result.deals:
        for hand in deal.hands:
            team = {hand.seating.index(0), hand.seating.index(2)}
            assert team in ({0, 2}, {1, 3})
            assert hand.scores[hand.seating.index(0)] == hand.scores[hand.seating.index(2)]
    assert [t.members for t in result.team_standings()] == [(0, 2), (1, 3)]

    class SidesByNeighbours(BadamSaat):
        def teams(self) -> tuple[tuple[int, ...], ...]:
            return ((0, 1), (2, 3))

    with pytest.raises(ValueError, match="split its teams"):
        check_teams(SidesByNeighbours())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_runs_a_duplicate_tournament(game_id: str) -> None:
    game = make_game(game_id)
    result = run_tournament(game, ["random"] * game.seats, deals=3, seed=7, workers=1)
    standings = result.standings()
    assert [s.score.n for s in standings] == [3] * game.seats
    assert sum(s.hand_wins for s in standings) >= 3 * game.seats


# -- the command line ----------------------------------------------------------------

runner = CliRunner()


def invoke(*args: str) -> Any:
    return runner.invoke(app, ["tournament", *args])


@pytest.mark.parametrize(("bots", "message"), [
    ("random,random,random", "give 4 bots"),
    ("random,random,random,nosuch", "unknown bot 'nosuch'"),
    ("random,random,random,no.such.module:Bot", "cannot load bot"),
])
def test_cli_refuses_bad_bots_without_a_traceback(bots: str, message: str) -> None:
    result = invoke("badam-saat", "--bots", bots, "--hands", "2")
    assert result.exit_code == 2
    assert isinstance(result.exception, SystemExit)
    assert message in " ".join(result.stderr.split()) and "Traceback" not in result.output


class CountedBot(FirstLegalBot):
    """Counts the bots made of it."""

    made: ClassVar[int] = 0

    def __init__(self) -> None:
        CountedBot.made += 1


@pytest.mark.parametrize(("bots", "backend"), [
    (["random"] * 3, "local"), (["random"] * 3 + ["nosuch"], "local"),
    (["random"] * 4, "nowhere"),
])
def test_the_tournament_and_its_command_refuse_in_the_same_words(bots: list[str],
                                                                   backend: str) -> None:
    with pytest.raises(ValueError) as raised:
        run_tournament(BadamSaat(), bots, 2, 0, backend=backend)
    result = invoke("badam-saat", "--bots", ",".join(bots), "--hands", "2",
                    "--backend", backend)
    assert result.exit_code == 2
    assert f"error: {raised.value}" in " ".join(result.stderr.split())


def test_the_check_makes_each_bot_once() -> None:
    CountedBot.made = 0
    check_tournament(BadamSaat(), [f"{HERE}:CountedBot"] * 4, "local")
    assert CountedBot.made == 4


def test_cli_names_a_bot_that_cannot_play_the_game(tmp_path: Path) -> None:
    result = invoke("badam-saat", "--bots", f"random,random,random,{HERE}:UnfinishedBot",
                    "--hands", "2", "--workers", "1", "--out", str(tmp_path / "new" / "out"))
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "cannot play badam-saat: no bot for Badam Saat yet" in " ".join(result.stderr.split())
    assert not (tmp_path / "new").exists()  # a failed run leaves nothing behind


def test_cli_names_the_workers_it_started() -> None:
    result = invoke("sedma", "--bots", "random,random,random,random", "--hands", "1",
                    "--workers", "8")  # one deal is one batch: one worker plays it
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1].endswith(" s on 1 local worker")


def test_no_more_workers_than_cores_are_started() -> None:
    # 1024 workers asked on a small machine: as many processes, each holding its own
    # game and bots, only to wait for the same few cores
    work, workers = plan(100_000, 0, 1024)
    assert workers == min(cores(), len(work)) <= (os.cpu_count() or 1)
    assert plan(100_000, 0, None)[1] == workers


def test_cli_writes_summary_and_chart(tmp_path: Path) -> None:
    out = tmp_path / "runs" / "first"  # folders made as the files are written
    result = invoke("sabat-al-deemin", "--bots", "random,random,random,random",
                    "--hands", "4", "--matches", "1", "--seed", "3", "--workers", "1",
                    "--out", str(out))
    assert result.exit_code == 0, result.output
    assert "score/hand" in result.stdout and "teams" in result.stdout
    figures = json.loads((out / "summary.json").read_text())
    assert figures["arguments"]["hands"] == 4 and figures["arguments"]["seed"] == 3
    assert figures["hands"] == 16 and figures["matches"] == 1
    assert [b["bot"] for b in figures["bots"]] == ["random"] * 4
    score = figures["bots"][0]["mean_score_per_hand"]
    assert score["n"] == 4 and score["ci95"][0] <= score["value"] <= score["ci95"][1]
    assert [t["members"] for t in figures["teams"]] == [[0, 2], [1, 3]]
    chart = (out / "chart.png").read_bytes()
    assert chart.startswith(b"\x89PNG") and len(chart) > 10_000


def test_cli_results_do_not_depend_on_workers(tmp_path: Path) -> None:
    outputs = []
    for workers in ("1", "2"):
        result = invoke("badam-saat", "--bots", "random,random,random,random", "--hands", "6",
                        "--seed", "11", "--workers", workers, "--out", str(tmp_path / workers))
        assert result.exit_code == 0, result.output
        figures = json.loads((tmp_path / workers / "summary.json").read_text())
        outputs.append(figures["bots"])
    assert outputs[0] == outputs[1]

