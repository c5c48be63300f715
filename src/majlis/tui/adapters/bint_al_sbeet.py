"""Bint Al-Sbeet at the terminal: the passing, the reveals, minus, the trick in front
of each player and the penalty cards taken."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.bitset import bits
from majlis.games.bint_al_sbeet import BintAlSbeet, Phase, SbeetView
from majlis.tui.adapters.common import OwnAdapter
from majlis.tui.seen import Seen, plural


class SbeetAdapter(OwnAdapter[BintAlSbeet, SbeetView]):
    """Bint Al-Sbeet: passing, reveals, minus, a compass of four seats."""

    tradition = "arabic"

    VIEW = SbeetView

    def shedding(self, seen: Seen) -> bool:
        return False  # all hands shrink together: a last card is no news

    # -- the table ---------------------------------------------------------------------

    def table(self, seen: Seen) -> RenderableType:
        view, players = self.view(seen), seen.players
        lines: list[RenderableType] = []
        playing = view.phase in (Phase.PLAYING, Phase.OVER)
        if not playing:  # once play starts the passing is in the log; the trick needs the room
            lines.append(self.passing(seen))
        # Reveals and minus declarations share a line, so that the table fits 80 x 24.
        line = Text()
        if view.revealed:
            line.append("Revealed: ")
            for seat, c in view.revealed:
                line.append_text(self.label(seen.game, c, seen.names))
                line.append(f" by {players[seat]} ")
            if any(fact.name == "hearts_double" for fact in self.board(seen).facts):
                line.append("· hearts count double ", style="bold")
        if any(view.minus):
            line.append(("· " if line else "") + "Minus: " + ", ".join(
                p for p, m in zip(players, view.minus, strict=True) if m))
        if line:
            lines.append(line)
        if playing:
            lines.append(self.compass(seen))
            lines += self.last_trick(seen)
            lines.append(self.penalties(seen))
        return Group(*lines)

    def passing(self, seen: Seen) -> Text:
        """Where this hand's picks go, and what this seat received."""
        view = self.view(seen)
        passing = next((fact for fact in self.board(seen).facts
                        if fact.name.startswith("pass_") and fact.seat is not None), None)
        if passing is None:
            return Text("No passing this hand.")
        line = Text(f"{self.fact_text(seen, passing).plain}.")
        if view.received:
            line.append(" You received ")
            line.append_text(self.items_text(seen.game, tuple(bits(view.received)), seen.names))
        return line

    def compass(self, seen: Seen) -> Text:
        """The trick in progress, each card in front of its player; the viewer at the
        bottom and the next seat (play goes anticlockwise) on the right."""
        view = self.view(seen)
        played = dict(view.trick)
        me = view.seat

        def spot(seat: int) -> Text:
            text = Text(f"{seen.players[seat]} ")
            if seat in played:
                text.append_text(self.label(seen.game, played[seat], seen.names))
            else:
                text.append("·", style="dim")
            if view.trick and seat == view.trick[0][0]:
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

    def penalties(self, seen: Seen) -> Text:
        """The penalty cards each seat has taken (tricks are taken face up)."""
        view = self.view(seen)
        text = Text("Penalty cards taken:", style="dim")
        for seat, mask in enumerate(view.penalty_cards):
            if mask:
                text.append(f" {seen.players[seat]} " if text.plain.endswith(":")
                            else f" · {seen.players[seat]} ")
                text.append_text(self.items_text(seen.game, tuple(bits(mask)), seen.names))
        if not any(view.penalty_cards):
            text.append(" none yet", style="dim")
        return text

    # -- the summary ---------------------------------------------------------------------

    def summary(self, seen: Seen, void: bool) -> list[RenderableType]:
        view = self.view(seen)
        lines: list[RenderableType] = []
        tricks = self.tricks(seen)
        for seat, name in enumerate(seen.players):
            line = Text(f"  {name}: {plural(tricks[seat], 'trick')}")
            taken = view.penalty_cards[seat]
            if taken:
                line.append(", took ")
                line.append(" ".join(seen.names.label(c) for c in bits(taken)))
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
