"""Puzzles from real hands (docs/puzzles.md): positions of finished matches where one
move is clearly best from the acting seat's view, mined with the analysis
(:mod:`majlis.analysis`), kept as JSON with that view and nothing else, served at
``/puzzles`` and offered by ``majlis puzzle``."""
