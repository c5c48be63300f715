"""Bint Al-Sbeet at the terminal: the passing, the reveals, minus, the trick in front
of each player and the penalty cards taken."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.explain import Fact
from majlis.tui.adapters import TableAdapter
from majlis.tui.seen import Seen, plural


class SbeetAdapter(TableAdapter):
    """Bint Al-Sbeet: passing, reveals, minus, a compass of four seats; all from the
    board's facts and trick and the history, as the game words them."""

    tradition = "arabic"

    def shedding(self, seen: Seen) -> bool:
        return False  # all hands shrink together: a last card is no news

    # -- the table ---------------------------------------------------------------------

    def facts(self, seen: Seen, *names: str) -> list[Fact]:
        """The board's facts of the given names, in the board's order."""
        return [fact for fact in self.board(seen).facts if fact.name in names]

    def table(self, seen: Seen) -> RenderableType:
        lines: list[RenderableType] = []
        playing = self.stage(seen) == "play"
        if not playing:  # once play starts the passing is in the log; the trick needs the room
            lines.append(self.passing(seen))
        # Reveals and minus declarations share a line, and the last trick shows only
        # between tricks (as on the web page), so that the table fits 80 x 24.
        said = self.facts_said(seen, self.facts(seen, "revealed", "hearts_double", "minus"))
        if said:
            lines.append(Text(" · ".join(said)))
        if playing:
            trick = self.board(seen).trick
            lines.append(self.compass(seen))
            lines += self.last_trick(seen) if trick is None or not trick.plays else []
            lines.append(self.penalties(seen))
        return Group(*lines)

    def passing(self, seen: Seen) -> Text:
        """Where this hand's picks go, and what this seat received, as the game says."""
        passing = [fact for fact in self.board(seen).facts
                   if fact.name.startswith("pass_") and fact.seat is not None]
        if not passing:
            return Text("No passing this hand.")
        return Text(". ".join(self.facts_said(seen, [*passing, *self.facts(seen, "received")]))
                    + ".")

    def compass(self, seen: Seen) -> Text:
        """The trick in progress, each card in front of its player; the viewer at the
        bottom and the next seat (play goes anticlockwise) on the right."""
        trick = self.board(seen).trick
        plays = () if trick is None else trick.plays
        played = dict(plays)
        me = self.board(seen).seat

        def spot(seat: int) -> Text:
            text = Text(f"{seen.players[seat]} ")
            if seat in played:
                text.append_text(self.label(seen.game, played[seat], seen.names))
            else:
                text.append("·", style="dim")
            if plays and seat == plays[0][0]:
                text.append(" (led)", style="yellow")
            return text

        top, left, right, bottom = (spot((me + k) % 4) for k in (2, 3, 1, 0))
        width = 44
        out = _centred(top, width)
        row = Text()
        row.append_text(left)
        row.append(" " * max(2, width - left.cell_len - right.cell_len))
        row.append_text(right)
        out.append_text(row)
        out.append("\n")
        out.append_text(_centred(bottom, width))
        out.rstrip()
        return out

    def last_trick(self, seen: Seen) -> list[RenderableType]:
        """The last complete trick, as the game explains the play."""
        done = self.tricks_done(seen)
        if not done:
            return []
        trick = done[-1]
        assert trick.winner is not None
        text = Text(f"Last trick ({seen.players[trick.plays[0][0]]} led): ", style="dim")
        for _, c in trick.plays:
            text.append_text(self.label(seen.game, c, seen.names))
            text.append(" ")
        text.append(f"→ {seen.players[trick.winner]}", style="bold")
        return [text]

    def taken(self, seen: Seen) -> list[tuple[int, ...]]:
        """The penalty cards each seat has taken (tricks are taken face up), as the
        board's ``took`` facts tell."""
        taken: list[tuple[int, ...]] = [() for _ in range(seen.game.seats)]
        for fact in self.facts(seen, "took"):
            if fact.seat is not None and fact.item is not None:
                taken[fact.seat] += (fact.item,)
        return taken

    def penalties(self, seen: Seen) -> Text:
        """The penalty cards each seat has taken."""
        text = Text("Penalty cards taken:", style="dim")
        taken = self.taken(seen)
        for seat, items in enumerate(taken):
            if items:
                text.append(f" {seen.players[seat]} " if text.plain.endswith(":")
                            else f" · {seen.players[seat]} ")
                text.append_text(self.items_text(seen.game, items, seen.names))
        if not any(taken):
            text.append(" none yet", style="dim")
        return text

    # -- the summary ---------------------------------------------------------------------

    def summary(self, seen: Seen, void: bool) -> list[RenderableType]:
        lines: list[RenderableType] = []
        tricks, taken = self.tricks(seen), self.taken(seen)
        for seat, name in enumerate(seen.players):
            line = Text(f"  {name}: {plural(tricks[seat], 'trick')}")
            if taken[seat]:
                line.append(", took ")
                line.append(" ".join(seen.names.label(c) for c in taken[seat]))
            parts = [self.part_words(seen.game, p) for p in seen.parts if p.seat == seat]
            line.append(f" → {', '.join(parts)}" if parts else " →")
            line.append(f" = {seen.scores[seat]}")
            lines.append(line)
        return lines


def _centred(text: Text, width: int) -> Text:
    out = Text(" " * max(0, (width - text.cell_len) // 2))
    out.append_text(text)
    out.append("\n")
    return out


ADAPTER = SbeetAdapter()
