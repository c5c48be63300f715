"""The terminal table: ``majlis play`` and ``majlis watch``.

:mod:`majlis.tui.session` holds a match and its seating (no screen), the
modules :mod:`~majlis.tui.tables` and :mod:`~majlis.tui.summary` draw what one seat's
view shows, every game as :mod:`~majlis.tui.drawing` draws it, and
:mod:`majlis.tui.app` is the Textual application around them, with its panels in
:mod:`~majlis.tui.widgets` and the messages over the table in :mod:`~majlis.tui.screens`.
"""
