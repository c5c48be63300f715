"""Duplicate tournaments: bots play the same deals from every seat, so luck cancels.

Deal ``i`` is shuffled from ``stream(seed, "deal", i)`` by dealer
``(first + i) % seats`` (``first`` drawn from the seed) and played once for each
rotation ``r`` of the bots around the table: seat ``s`` is played by bot
``(s - r) % seats``.  Every bot therefore holds every seat's cards once per deal.
Rotating by one keeps partners together (teams ``(0, 2), (1, 3)``).  Each hand
starts from zero totals with ``number=i``.  A voided hand (a redeal) is dealt
again from ``stream(seed, "deal", i, "redeal", k)``, the same for every rotation.

Duplicate matches replay whole :class:`~majlis.match.Match` es: match ``m`` is
seeded from ``stream(seed, "match", m)`` and played under every rotation, so
hand ``k`` of each replay is shuffled identically.

Bots only ever get views: ``bot.act(game, game.view(state, seat), legal, rng)``
with ``rng = stream(seed, "bot", i, r, seat)`` (``"match bot"`` in matches), and
fresh bot objects for every hand (every match), so nothing a bot remembers can
depend on which worker played what before.

Every work unit, ``(kind, index)``, is seeded only from the seed and its index,
and results are aggregated in index order: the figures are the same whatever the
number of workers and the backend (a local process pool or Ray tasks).

Statistics (per bot, and per team in partnership games):

- mean score per hand, with a 95% Student t interval over the per-deal means:
  the rotations of one deal share its cards, so the deal (not the hand) is the
  independent unit, and the interval has ``n = deals`` and ``deals - 1`` degrees
  of freedom;
- hand win rate: the side whose score is best at the table (lowest when the
  game's ``LOWER_IS_BETTER``) wins the hand; sides tied for best share it
  equally.  In the Sevens games only the player who went out first scores 0, so
  there the win rate is the rate of going out first.  A bot's win is its team's
  (both partners win together).  The 95% Wilson interval uses ``n = deals``: a
  deal's mean win share lies in [0, 1], so its variance is at most p(1 - p) and
  the interval is, if anything, conservative;
- match wins (shared wins split equally between the winning sides), counted over
  every replay, with a Wilson interval over ``n = matches``.

Rotations are cyclic, so each bot keeps the same neighbours: in a mixed field a
bot's figures include the effect of who plays after it (seen as differences
between equal bots).  Every seating order would remove that, at (n-1)! times the
cost.
"""

from __future__ import annotations

import concurrent.futures
import importlib
import math
import os
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rich.table import Table

from majlis.bots import Bot, load_bot
from majlis.match import Match
from majlis.protocol import Deal, Game
from majlis.rng import stream

DEAL = "deal"
MATCH = "match"
MAX_REDEALS = 1000
"""A deal voided this often in a row means a broken game or bot, not bad luck."""
MAX_MATCH_HANDS = 10_000
MAX_HAND_ACTIONS = 100_000
"""Far beyond any real hand: past it a game or bot is looping, and we say so."""
Z95 = 1.959963984540054
"""The standard normal quantile of 0.975."""

Progress = Callable[[str, int], None]
"""Told ``(kind, units)`` as units of a kind finish."""


class TournamentError(RuntimeError):
    """A tournament that cannot go on: a bot's illegal answer, a hand that never ends."""


class BotError(TournamentError):
    """A bot that answered with an illegal action, or cannot play this game."""


# -- playing ------------------------------------------------------------------


def seating(seats: int, rotation: int) -> tuple[int, ...]:
    """The bot (its position in the bot list) at each seat under ``rotation``."""
    return tuple((seat - rotation) % seats for seat in range(seats))


def deal_dealer(game: Game[Any], seed: int, index: int) -> int:
    """The dealer of deal ``index``: a seed-drawn first dealer, passing on each deal."""
    first = int(stream(seed, "first dealer").random() * game.seats)
    return (first + index) % game.seats


def shuffled_deal(game: Game[Any], seed: int, index: int, redeal: int = 0) -> Deal:
    """Deal ``index`` (or its ``redeal``-th redeal), the same under every rotation."""
    names: tuple[object, ...] = ("redeal", redeal) if redeal else ()
    return game.shuffle(stream(seed, DEAL, index, *names), deal_dealer(game, seed, index))


def check_teams(game: Game[Any]) -> None:
    """Raise ValueError unless every rotation keeps the game's teams together."""
    teams = {frozenset(team) for team in game.teams()}
    for rotation in range(game.seats):
        bots = seating(game.seats, rotation)
        if {frozenset(bots[seat] for seat in team) for team in teams} != teams:
            raise ValueError(f"rotating the bots of {game.id} would split its teams")


def choose(game: Game[Any], state: Any, seat: int, bot: Bot, name: str,
           rng: random.Random) -> int:
    """The legal action ``bot`` picks from ``seat``'s view of ``state``."""
    legal = game.legal_actions(state)
    try:
        action = bot.act(game, game.view(state, seat), legal, rng)
    except NotImplementedError as error:  # a bot level that does not cover this game
        raise BotError(f"bot {name!r} cannot play {game.id}: {error}") from None
    if action not in legal:
        allowed = " ".join(game.action_text(a) for a in legal)
        raise BotError(f"bot {name!r} at seat {seat} chose {action!r}, not one of: {allowed}")
    return action


@dataclass(frozen=True)
class HandResult:
    """One rotation of a deal: who sat where and what the hand scored."""

    rotation: int
    seating: tuple[int, ...]
    scores: tuple[int, ...]
    redeals: int
    actions: int


@dataclass(frozen=True)
class DealResult:
    """A deal played under every rotation."""

    index: int
    dealer: int
    deal: Deal
    hands: tuple[HandResult, ...]


@dataclass(frozen=True)
class MatchPlay:
    """One rotation of a duplicate match."""

    rotation: int
    seating: tuple[int, ...]
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    hands: int


@dataclass(frozen=True)
class MatchResult:
    """A match replayed under every rotation."""

    index: int
    seed: int
    plays: tuple[MatchPlay, ...]


def play_hand(game: Game[Any], bots: Sequence[str], seed: int, index: int,
              rotation: int) -> HandResult:
    """Deal ``index`` played with the bots seated by ``rotation``."""
    seats = seating(game.seats, rotation)
    players = [load_bot(bots[b]) for b in seats]
    rngs = [stream(seed, "bot", index, rotation, seat) for seat in range(game.seats)]
    dealer = deal_dealer(game, seed, index)
    zeros = (0,) * game.seats
    actions = 0
    for redeal in range(MAX_REDEALS):
        state = game.start(dealer, shuffled_deal(game, seed, index, redeal), zeros, index)
        while (seat := game.to_move(state)) is not None:
            state = game.apply(state, choose(game, state, seat, players[seat],
                                             bots[seats[seat]], rngs[seat]))
            actions += 1
            if actions > MAX_HAND_ACTIONS:
                raise TournamentError(f"deal {index} went on for {MAX_HAND_ACTIONS} actions")
        if not game.is_void(state):
            return HandResult(rotation, seats, game.hand_scores(state), redeal, actions)
    raise TournamentError(f"deal {index} was voided {MAX_REDEALS} times in a row")


def play_deal(game: Game[Any], bots: Sequence[str], seed: int, index: int) -> DealResult:
    """Deal ``index`` under every rotation."""
    hands = tuple(play_hand(game, bots, seed, index, r) for r in range(game.seats))
    return DealResult(index, deal_dealer(game, seed, index), shuffled_deal(game, seed, index),
                      hands)


def match_seed(seed: int, index: int) -> int:
    """The seed of duplicate match ``index``."""
    return stream(seed, MATCH, index).getrandbits(64)


def play_match(game: Game[Any], bots: Sequence[str], seed: int, index: int,
               rotation: int) -> MatchPlay:
    """Match ``index`` played to its end with the bots seated by ``rotation``."""
    seats = seating(game.seats, rotation)
    players = [load_bot(bots[b]) for b in seats]
    rngs = [stream(seed, "match bot", index, rotation, seat) for seat in range(game.seats)]
    match: Match[Any] = Match(game, match_seed(seed, index))
    actions = 0
    while match.winners is None:
        if len(match.hands) > MAX_MATCH_HANDS or actions > MAX_HAND_ACTIONS * 10:
            raise TournamentError(f"match {index} went on for {len(match.hands)} hands "
                               f"and {actions} actions")
        seat = match.to_move()
        assert seat is not None  # a live match always has a hand in play
        match.act(choose(game, match.state, seat, players[seat], bots[seats[seat]],
                         rngs[seat]))
        actions += 1
    return MatchPlay(rotation, seats, match.winners, match.totals(), len(match.hands))


def play_duplicate_match(game: Game[Any], bots: Sequence[str], seed: int,
                         index: int) -> MatchResult:
    """Match ``index`` under every rotation."""
    plays = tuple(play_match(game, bots, seed, index, r) for r in range(game.seats))
    return MatchResult(index, match_seed(seed, index), plays)


Unit = DealResult | MatchResult


def run_batch(game: Game[Any], bots: Sequence[str], seed: int, kind: str,
              indices: Sequence[int]) -> list[Unit]:
    """The work units ``(kind, i)`` for ``i`` in ``indices``, each seeded only by ``(seed, i)``."""
    play = play_deal if kind == DEAL else play_duplicate_match
    return [play(game, bots, seed, i) for i in indices]


# -- running ------------------------------------------------------------------


Batch = tuple[str, range]


def batches(kind: str, count: int, workers: int) -> list[Batch]:
    """Index ranges of about sixteen batches per worker (for a smooth progress bar)."""
    size = max(1, min(64, count // (workers * 16)))
    return [(kind, range(i, min(i + size, count))) for i in range(0, count, size)]


def run_local(game: Game[Any], bots: Sequence[str], seed: int, work: list[Batch],
              workers: int) -> Iterator[tuple[Batch, list[Unit]]]:
    """Each batch and its results, in this process or a pool of ``workers`` processes."""
    if workers <= 1:
        for batch in work:
            yield batch, run_batch(game, bots, seed, *batch)
        return
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(run_batch, game, bots, seed, *batch): batch for batch in work}
        try:
            for future in concurrent.futures.as_completed(futures):
                yield futures[future], future.result()
        finally:  # after a failure, do not wait for the rest
            for future in futures:
                future.cancel()


def run_ray(game: Game[Any], bots: Sequence[str], seed: int, work: list[Batch],
            workers: int) -> Iterator[tuple[Batch, list[Unit]]]:
    """Each batch and its results, as Ray tasks (on the running Ray, or a local one)."""
    ray: Any = importlib.import_module("ray")
    if not ray.is_initialized():
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
    task = ray.remote(run_batch)
    refs = {task.remote(game, bots, seed, *batch): batch for batch in work}
    pending = list(refs)
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield refs[done[0]], ray.get(done[0])
    finally:  # after a failure, do not leave the rest running
        for ref in pending:
            ray.cancel(ref)


BACKENDS = {"local": run_local, "ray": run_ray}


def run_tournament(
    game: Game[Any],
    bots: Sequence[str],
    deals: int,
    seed: int,
    matches: int = 0,
    workers: int | None = None,
    backend: str = "local",
    progress: Progress | None = None,
) -> Tournament:
    """Play ``deals`` duplicate deals and ``matches`` duplicate matches.

    ``bots`` are :func:`~majlis.bots.load_bot` specs, one per seat; a bad one
    raises :class:`~majlis.bots.BotNotFound`, a wrong count ValueError.
    """
    if len(bots) != game.seats:
        raise ValueError(f"{game.id} needs {game.seats} bots, one per seat; got {len(bots)}")
    for spec in bots:
        load_bot(spec)
    check_teams(game)
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    workers = workers or os.cpu_count() or 1
    work = batches(DEAL, deals, workers) + batches(MATCH, matches, workers)
    found: dict[str, dict[int, Unit]] = {DEAL: {}, MATCH: {}}
    for (kind, indices), results in BACKENDS[backend](game, bots, seed, work, workers):
        found[kind].update(zip(indices, results, strict=True))
        if progress is not None:
            progress(kind, len(indices))
    return Tournament(
        game, tuple(bots), seed,
        tuple(_of(DealResult, found[DEAL][i]) for i in range(deals)),
        tuple(_of(MatchResult, found[MATCH][i]) for i in range(matches)),
    )


U = TypeVar("U", DealResult, MatchResult)


def _of(cls: type[U], value: object) -> U:
    assert isinstance(value, cls)
    return value


# -- statistics ----------------------------------------------------------------


@dataclass(frozen=True)
class Estimate:
    """A figure with its 95% interval, resting on ``n`` independent units
    (``low``/``high`` are None when ``n`` is too small for an interval)."""

    value: float
    low: float | None
    high: float | None
    n: int

    def json(self) -> dict[str, Any]:
        return {"value": self.value, "ci95": [self.low, self.high], "n": self.n}


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile (``p`` > 0.5) of Student's t with ``df`` degrees of freedom."""
    if df > 1000:  # Cornish-Fisher: within 1e-8 this far out
        z = _normal_quantile(p)
        return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
    target, low, high = 2 * p - 1, 0.0, 1.0
    while _t_central(high, df) < target:
        high *= 2
    for _ in range(200):
        mid = (low + high) / 2
        low, high = (mid, high) if _t_central(mid, df) < target else (low, mid)
    return (low + high) / 2


def _t_central(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with whole ``df``: the closed-form finite series."""
    theta = math.atan(t / math.sqrt(df))
    cos2 = math.cos(theta) ** 2
    term, total = 1.0, 1.0
    if df % 2 == 0:
        for k in range(1, (df - 2) // 2 + 1):
            term *= cos2 * (2 * k - 1) / (2 * k)
            total += term
        return math.sin(theta) * total
    if df == 1:
        return 2 * theta / math.pi
    for k in range(1, (df - 3) // 2 + 1):
        term *= cos2 * (2 * k) / (2 * k + 1)
        total += term
    return 2 / math.pi * (theta + math.sin(theta) * math.cos(theta) * total)


def _normal_quantile(p: float) -> float:
    from statistics import NormalDist

    return NormalDist().inv_cdf(p)


def mean_interval(samples: Sequence[float]) -> Estimate:
    """The mean of independent ``samples`` with its 95% Student t interval."""
    n = len(samples)
    mean = math.fsum(samples) / n if n else math.nan
    if n < 2:
        return Estimate(mean, None, None, n)
    variance = math.fsum((x - mean) ** 2 for x in samples) / (n - 1)
    half = t_quantile(0.975, n - 1) * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half, n)


def wilson_interval(rate: float, n: int) -> Estimate:
    """A rate observed over ``n`` independent units with its 95% Wilson score interval."""
    if n < 1:
        return Estimate(rate, None, None, n)
    z2 = Z95 * Z95
    centre = (rate + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 / (1 + z2 / n) * math.sqrt(rate * (1 - rate) / n + z2 / (4 * n * n))
    return Estimate(rate, max(0.0, centre - half), min(1.0, centre + half), n)


def win_shares(game: Game[Any], winning_seats: Sequence[int]) -> tuple[float, ...]:
    """Each seat's share of a win: the winning sides split it, partners win together."""
    winning = [team for team in game.teams() if set(team) & set(winning_seats)]
    shares = [0.0] * game.seats
    for team in winning:
        for seat in team:
            shares[seat] = 1 / len(winning)
    return tuple(shares)


def hand_winners(game: Game[Any], scores: Sequence[int]) -> tuple[int, ...]:
    """The seats of the sides with the best score of the hand."""
    sides = [(math.fsum(scores[s] for s in team) / len(team), team) for team in game.teams()]
    best = (min if game.LOWER_IS_BETTER else max)(score for score, _ in sides)
    return tuple(seat for score, team in sides if score == best for seat in team)


@dataclass(frozen=True)
class Standing:
    """The figures of one bot, or one team of bots (``members`` are bot positions)."""

    name: str
    members: tuple[int, ...]
    score: Estimate
    hand_wins: float
    hand_win_rate: Estimate
    match_wins: float
    match_win_rate: Estimate | None

    def json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "members": list(self.members),
            "mean_score_per_hand": self.score.json(),
            "hand_wins": self.hand_wins,
            "hand_win_rate": self.hand_win_rate.json(),
            "match_wins": self.match_wins,
            "match_win_rate": self.match_win_rate.json() if self.match_win_rate else None,
        }


@dataclass(frozen=True)
class Tournament:
    """Everything played, in index order, and the figures drawn from it."""

    game: Game[Any]
    bots: tuple[str, ...]
    seed: int
    deals: tuple[DealResult, ...]
    matches: tuple[MatchResult, ...] = field(default=())

    @property
    def hands(self) -> int:
        return sum(len(deal.hands) for deal in self.deals)

    def labels(self) -> list[str]:
        """A name per bot position: the spec, numbered when a spec repeats."""
        return [spec if self.bots.count(spec) == 1 else f"{spec}#{i + 1}"
                for i, spec in enumerate(self.bots)]

    def partnership(self) -> bool:
        return any(len(team) > 1 for team in self.game.teams())

    def standings(self) -> list[Standing]:
        """One standing per bot position."""
        return [self.standing(name, (b,)) for b, name in enumerate(self.labels())]

    def team_standings(self) -> list[Standing]:
        """One standing per team of bots (the game's teams as seated in rotation 0)."""
        labels = self.labels()
        return [self.standing(" + ".join(labels[b] for b in team), team)
                for team in self.game.teams()]

    def standing(self, name: str, members: tuple[int, ...]) -> Standing:
        """The figures of the bots at ``members``, taken together."""
        scores, wins = [], []
        for deal in self.deals:
            hand_scores, hand_wins = [], []
            for hand in deal.hands:
                seats = [hand.seating.index(b) for b in members]
                hand_scores.append(math.fsum(hand.scores[s] for s in seats) / len(seats))
                hand_wins.append(win_shares(self.game, hand_winners(self.game, hand.scores))
                                 [seats[0]])
            scores.append(math.fsum(hand_scores) / len(hand_scores))
            wins.append(math.fsum(hand_wins) / len(hand_wins))
        match_wins = [
            math.fsum(win_shares(self.game, play.winners)[play.seating.index(members[0])]
                      for play in match.plays)
            for match in self.matches]
        plays = sum(len(match.plays) for match in self.matches)
        return Standing(
            name, members, mean_interval(scores),
            math.fsum(wins) * self.game.seats,
            wilson_interval(math.fsum(wins) / len(wins) if wins else math.nan, len(wins)),
            math.fsum(match_wins),
            wilson_interval(math.fsum(match_wins) / plays, len(self.matches))
            if self.matches else None,
        )


# -- reports -------------------------------------------------------------------


METHOD = {
    "unit": "the deal (its rotations share its cards); the match for match wins",
    "mean_score_per_hand": "mean over deals of the per-deal mean; 95% Student t interval, "
                           "n = deals, df = deals - 1",
    "hand_win_rate": "best score at the table wins (lowest when lower is better), ties "
                     "share it, partners win together; in the Sevens games that is going "
                     "out first; 95% Wilson interval with n = deals (conservative)",
    "match_win_rate": "match wins over every replay, shared wins split; 95% Wilson "
                      "interval with n = matches",
}


def _finite(value: float | None) -> float | None:
    return None if value is None or math.isnan(value) else value


def summary(result: Tournament, arguments: dict[str, Any]) -> dict[str, Any]:
    """The figures per bot (and team) with the run's arguments, for ``summary.json``."""
    game = result.game
    bots = [{"position": b, "bot": spec, **standing.json()}
            for (b, spec), standing in zip(enumerate(result.bots), result.standings(),
                                           strict=True)]
    figures: dict[str, Any] = _clean({
        "arguments": arguments,
        "game": game.id,
        "options": game.options(),
        "seats": game.seats,
        "lower_is_better": game.LOWER_IS_BETTER,
        "seed": result.seed,
        "deals": len(result.deals),
        "rotations": game.seats,
        "hands": result.hands,
        "matches": len(result.matches),
        "method": METHOD,
        "bots": bots,
        "teams": [t.json() for t in result.team_standings()] if result.partnership() else None,
    })
    return figures


def _clean(value: Any) -> Any:
    """``value`` with NaN (no figure) as None, so that it is valid JSON."""
    if isinstance(value, float):
        return _finite(value)
    if isinstance(value, dict):
        return {key: _clean(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(item) for item in value]
    return value


def standings_table(result: Tournament, standings: Sequence[Standing], title: str) -> Table:
    """A rich table of ``standings``: score ± its 95% half-width, rates in % (95% CI)."""
    better = "lower" if result.game.LOWER_IS_BETTER else "higher"
    units = f"{len(result.deals)} deals" + (
        f", {len(result.matches)} matches" if result.matches else "")
    table = Table(title=title, title_justify="left", caption_justify="left", caption=(
        f"{better} score is better; 95% intervals over n = {units} "
        "(the independent units), not over hands"))
    table.add_column("bot" if len(standings[0].members) == 1 else "team")
    table.add_column("score/hand", justify="right")
    table.add_column("hand win % (CI)", justify="right")
    if result.matches:
        table.add_column("match wins", justify="right")
        table.add_column("match win % (CI)", justify="right")
    for standing in standings:
        score = standing.score
        half = "" if score.high is None else f" ± {score.high - score.value:.2f}"
        shown = "-" if math.isnan(score.value) else f"{score.value:.2f}{half}"
        row = [standing.name, shown, _percent(standing.hand_win_rate)]
        if standing.match_win_rate is not None:
            row += [f"{standing.match_wins:g}", _percent(standing.match_win_rate)]
        table.add_row(*row)
    return table


def _percent(estimate: Estimate) -> str:
    if math.isnan(estimate.value):
        return "-"
    if estimate.low is None or estimate.high is None:
        return f"{100 * estimate.value:.1f}"
    return f"{100 * estimate.value:.1f} ({100 * estimate.low:.1f}-{100 * estimate.high:.1f})"


def write_chart(result: Tournament, path: str | os.PathLike[str]) -> None:
    """A PNG of each bot's mean score per hand and win rates, with their 95% intervals."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    standings = result.standings()
    panels: list[tuple[str, list[Estimate], float]] = [
        (f"mean score per hand ({'lower' if result.game.LOWER_IS_BETTER else 'higher'}"
         " is better)", [s.score for s in standings], 1.0),
        ("hand win rate (%)", [s.hand_win_rate for s in standings], 100.0),
    ]
    if result.matches:
        panels.append(("match win rate (%)",
                       [s.match_win_rate for s in standings if s.match_win_rate], 100.0))
    figure = Figure(figsize=(4.2 * len(panels), 4.2), layout="constrained")
    FigureCanvasAgg(figure)
    names = [s.name for s in standings]
    for axes, (label, estimates, scale) in zip(
            figure.subplots(1, len(panels), squeeze=False)[0], panels, strict=True):
        values = [scale * e.value for e in estimates]
        errors = [[scale * (e.value - e.low) if e.low is not None else 0.0 for e in estimates],
                  [scale * (e.high - e.value) if e.high is not None else 0.0
                   for e in estimates]]
        axes.bar(names, values, yerr=errors, capsize=6, color="#4c72b0")
        axes.set_title(label, fontsize=10)
        axes.tick_params(axis="x", labelrotation=30)
    figure.suptitle(f"{result.game.title}: {len(result.deals)} deals x {result.game.seats} "
                    f"rotations, {len(result.matches)} matches, seed {result.seed}; 95% CI",
                    fontsize=10)
    figure.savefig(path, dpi=110)
