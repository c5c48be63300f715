"""Plot the learning curve that ``python -m majlis.rl.dmc ... --curve CURVE.csv`` wrote:
the learner's margin over the rules bots (its points less theirs, a hand) and its share of
hands won, against the hands of self-play.

    python examples/plot_learning_curve.py CURVE.csv CURVE.png

Needs matplotlib (``pip install -e '.[plots]'``).
"""

from __future__ import annotations

import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def main(source: str, target: str) -> None:
    with open(source, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    hands = [int(row["hands"]) / 1000 for row in rows]
    figure, (margin, won) = plt.subplots(1, 2, figsize=(10, 3.6))
    margin.plot(hands, [float(row["margin"]) for row in rows], marker="o")
    margin.axhline(0.0, color="grey", linewidth=0.8)
    margin.set(xlabel="thousands of hands of self-play", ylabel="points a hand over the rules bots",
               title="margin against three rules bots")
    won.plot(hands, [100 * float(row["won"]) for row in rows], marker="o")
    won.set(xlabel="thousands of hands of self-play", ylabel="% of hands won", title="hands won")
    figure.tight_layout()
    figure.savefig(target, dpi=100)


if __name__ == "__main__":
    main(*sys.argv[1:3])
