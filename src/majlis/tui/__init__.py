"""The terminal table: ``majlis play`` and ``majlis watch``.

:mod:`majlis.tui.session` holds a match and its seating (no screen).  What one seat's
view shows is drawn, every game the same way, from what the game says of itself:
:mod:`~majlis.tui.items` names cards and tiles, :mod:`~majlis.tui.wording` says the
game's words, :mod:`~majlis.tui.moves` tells the hand so far, :mod:`~majlis.tui.choices`
the decision in front of the seat; :mod:`~majlis.tui.tabletop` draws the middle of the
table, :mod:`~majlis.tui.tables` the panels round it, :mod:`~majlis.tui.summary` a
hand's end and the result.  :mod:`majlis.tui.display` lays the panels out and draws
them, and :mod:`majlis.tui.app` is the Textual application that plays on it, with its
panels in :mod:`~majlis.tui.widgets` and the messages over the table in
:mod:`~majlis.tui.screens`.
"""
