"""Running a tournament's work units: in this process, a local process pool or Ray
tasks.  Results are gathered in index order, so the figures are the same whatever
the number of workers and the backend."""

from __future__ import annotations

import concurrent.futures
import importlib
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from majlis.bots import load_bot
from majlis.protocol import Game
from majlis.tournament.figures import Tournament
from majlis.tournament.playing import (
    DEAL,
    MATCH,
    DealResult,
    MatchResult,
    Unit,
    check_teams,
    run_batch,
)

Progress = Callable[[str, int], None]
"""Told ``(kind, units)`` as units of a kind finish."""

Batch = tuple[str, range]


def batches(kind: str, count: int, workers: int) -> list[Batch]:
    """Index ranges of about sixteen batches per worker (for a smooth progress bar)."""
    size = max(1, min(64, count // (workers * 16)))
    return [(kind, range(i, min(i + size, count))) for i in range(0, count, size)]


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # a system without affinity masks (macOS)
        return os.cpu_count() or 1


def plan(deals: int, matches: int, workers: int | None) -> tuple[list[Batch], int]:
    """The batches of work and the number of workers that play them: ``workers``
    (default: every core), but no more than the cores (the work is all computing: a
    process more only waits for a core, holding its own copy of the game and bots) and
    no process without a batch to play."""
    most = cores()
    workers = min(workers or most, most)
    work = batches(DEAL, deals, workers) + batches(MATCH, matches, workers)
    return work, min(workers, len(work))


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


def check_tournament(game: Game[Any], bots: Sequence[str], backend: str) -> None:
    """Refuse a tournament that cannot run, before any work: ``ValueError`` unless
    ``bots`` are one :func:`~majlis.bots.load_bot` spec per seat (a spec that leads to no
    bot: :class:`~majlis.bots.BotNotFound`, loaded once here), ``backend`` is known and
    the rotations keep the game's teams together."""
    if len(bots) != game.seats:
        raise ValueError(f"{game.id} is played by {game.seats} seats: give {game.seats} "
                         f"bots, not {len(bots)}")
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} ({' or '.join(BACKENDS)})")
    check_teams(game)
    for spec in bots:
        load_bot(spec)


def run_tournament(game: Game[Any], bots: Sequence[str], deals: int, seed: int,
                   matches: int = 0, workers: int | None = None, backend: str = "local",
                   progress: Progress | None = None) -> Tournament:
    """Play ``deals`` duplicate deals and ``matches`` duplicate matches, once
    :func:`check_tournament` has passed the bots and the backend."""
    check_tournament(game, bots, backend)
    return play_tournament(game, bots, deals, seed, matches, workers, backend, progress)


def play_tournament(
    game: Game[Any],
    bots: Sequence[str],
    deals: int,
    seed: int,
    matches: int = 0,
    workers: int | None = None,
    backend: str = "local",
    progress: Progress | None = None,
) -> Tournament:
    """:func:`run_tournament` for a tournament :func:`check_tournament` has passed
    (the command line checks before it makes any file)."""
    work, workers = plan(deals, matches, workers)
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
