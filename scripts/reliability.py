"""Runs the suite, or a pytest selection, several times in a row while other processes
keep every core busy, and names each failure by test and run: a test that fails once
in five loaded runs is a flaky test, whatever it says alone on a quiet machine.

    .venv/bin/python scripts/reliability.py --runs 5                  the whole suite
    .venv/bin/python scripts/reliability.py --runs 5 -m "not slow"
    .venv/bin/python scripts/reliability.py --runs 3 --load 0 tests/test_cli.py

Every argument it does not know is pytest's.  Each run's output is kept in
``test-artifacts/reliability/run-N.log``; the exit status is 1 if any run failed."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "test-artifacts" / "reliability"
FAILED = re.compile(r"^(FAILED|ERROR) (\S+)")
"""A line of pytest's short summary (``-rfE``): what failed, and its node id."""


@dataclass
class Run:
    number: int
    seconds: float
    status: int
    failures: list[str]
    """``FAILED <node id>`` or ``ERROR <node id>``, as pytest's summary names them."""


def spin() -> None:
    """A busy loop for one core, until terminated."""
    while True:
        pass


@contextmanager
def load(cores: int) -> Iterator[None]:
    """``cores`` busy processes while the block runs."""
    spinners = [multiprocessing.Process(target=spin, daemon=True) for _ in range(cores)]
    for spinner in spinners:
        spinner.start()
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.terminate()
        for spinner in spinners:
            spinner.join()


def run_once(number: int, pytest_args: list[str]) -> Run:
    """One pytest run, its output kept in its log."""
    log = LOGS / f"run-{number}.log"
    started = time.monotonic()
    with log.open("w") as out:
        status = subprocess.call([sys.executable, "-m", "pytest", "-rfE", *pytest_args],
                                 cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    seconds = time.monotonic() - started
    failures = [" ".join(m.groups()) for line in log.read_text().splitlines()
                if (m := FAILED.match(line))]
    if status != 0 and not failures:  # pytest itself stopped, or found no test: say so
        failures = [f"pytest exited with status {status} (see {log.relative_to(ROOT)})"]
    return Run(number, seconds, status, failures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs in a row (default 5)")
    parser.add_argument("--load", type=int, default=os.cpu_count() or 1, metavar="CORES",
                        help="busy processes beside the runs (default: one per core)")
    options, pytest_args = parser.parse_known_args()
    LOGS.mkdir(parents=True, exist_ok=True)
    runs = []
    print(f"{options.runs} runs of pytest {' '.join(pytest_args)} beside {options.load} "
          "busy processes", flush=True)
    with load(options.load):
        for number in range(1, options.runs + 1):
            run = run_once(number, pytest_args)
            runs.append(run)
            print(f"run {number}: {run.seconds:.0f} s, {len(run.failures)} failed", flush=True)
            for failure in run.failures:
                print(f"    {failure}", flush=True)
    failed = [run for run in runs if run.failures]
    times = sorted(run.seconds for run in runs)
    print(f"{len(runs) - len(failed)} of {len(runs)} runs passed; seconds: "
          f"{' '.join(f'{run.seconds:.0f}' for run in runs)} (median {times[len(times) // 2]:.0f})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
