"""Asymmetric Badam Saat at the terminal: as Badam Saat, the board's facts (the stock,
the missing suits open, a draw) over the grid."""

from __future__ import annotations

from majlis.tui.adapters.badam_saat import SevensAdapter

ADAPTER = SevensAdapter()
