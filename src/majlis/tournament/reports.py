"""A tournament's reports for the command line: rich tables, the JSON summary and a
matplotlib chart (imported by the command line only)."""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.table import Table

from majlis.files import written_whole
from majlis.tournament.figures import Estimate, Standing, Tournament

METHOD = {
    "unit": "the deal (its rotations share its cards); the match for match wins",
    "mean_score_per_hand": "mean over deals of the per-deal mean; 95% Student t interval, "
                           "n = deals, df = deals - 1",
    "hand_win_rate": "best score at the table wins (lowest when lower is better), ties "
                     "share it, partners win together; in the Sevens games that is going "
                     "out first; 95% Wilson interval on the effective number of hands "
                     "n p(1-p)/s2 (s2 the variance of the per-deal win shares), kept "
                     "between deals and hands",
    "match_win_rate": "match wins over every replay, shared wins split; 95% Wilson "
                      "interval as for hands, over matches and their replays",
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
    with written_whole(Path(path)) as part:
        figure.savefig(part, format="png", dpi=110)
