"""Analysis: every decision of a recorded match judged from the acting seat's view.

:mod:`~majlis.analysis.values` says what each legal action of one decision is worth
(fairly, from the view alone, with standard errors; and in hindsight, labelled apart),
:mod:`~majlis.analysis.review` walks a match and tallies each seat's losses and marks,
:mod:`~majlis.analysis.calibration` holds each game's mark thresholds and rating ladder,
and :mod:`~majlis.analysis.luck` what each seat's deal was worth.  ``majlis analyze``,
the terminal's review and the table server's review are its edges (docs/analysis.md).
"""
