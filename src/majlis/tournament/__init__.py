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

Bots play through the one loop of :mod:`majlis.play`, so they only ever get
views, with ``rng = stream(seed, "bot", i, r, seat)`` (``"match bot"`` in
matches), and fresh bot objects for every hand (every match), so nothing a bot
remembers can depend on which worker played what before.

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
  (both partners win together).  The 95% Wilson interval is drawn on Kish's
  effective number of hands, ``n p(1 - p) / s2`` over the ``n`` per-deal win
  shares (their variance ``s2``): the rotations cancel the seats' luck, so a deal
  tells more than one hand.  It is kept between the deals (a share in [0, 1] has a
  variance of at most p(1 - p): the sure bound, and all there is at 0% and 100%) and
  the hands (never surer than independent hands);
- match wins (shared wins split equally between the winning sides), counted over
  every replay, with the same interval over matches and their replays.

Rotations are cyclic, so each bot keeps the same neighbours: in a mixed field a
bot's figures include the effect of who plays after it (seen as differences
between equal bots).  Every seating order would remove that, at (n-1)! times the
cost.

The package is split by job: :mod:`~majlis.tournament.playing` plays the deals
and matches, :mod:`~majlis.tournament.backends` runs them (a process pool or
Ray), :mod:`~majlis.tournament.figures` draws the statistics and
:mod:`~majlis.tournament.reports` (imported by the command line only) prints the
tables, the JSON summary and the chart.
"""

from majlis.tournament.backends import (
    BACKENDS,
    check_tournament,
    play_tournament,
    run_tournament,
)
from majlis.tournament.figures import Tournament

__all__ = ["BACKENDS", "Tournament", "check_tournament", "play_tournament", "run_tournament"]
