"""Sab'at Al-Deemin at the terminal: the piles from seven to Ace, the stakes and the
teams."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.tui.adapters import TableAdapter
from majlis.tui.seen import Seen


class DeeminAdapter(TableAdapter):
    """Sab'at Al-Deemin: the piles, the stakes and the teams."""

    tradition = "arabic"

    def shedding(self, seen: Seen) -> bool:
        return self.board(seen).to_move is not None and self.stage(seen) == "play"

    def table(self, seen: Seen) -> RenderableType:
        board, players = self.board(seen), seen.players
        # The stakes, then who raised them, as the game says them: "Stakes ×2: You doubled".
        said = {fact.name: self.fact_text(seen, fact).plain for fact in board.facts}
        raised = [said[name] for name in ("doubled", "trebled") if name in said]
        stakes = said.get("multiplier", "") + (": " + ", ".join(raised) if raised else "")
        lines: list[RenderableType] = [Text(stakes, style="bold"), self.grid(seen)]
        # One line under the grid, so that the table fits a 24-line terminal: while bidding
        # the note replaces the teams (the players panel marks partners and opponents too).
        if board.to_move is not None and self.stage(seen) != "play":
            lines.append(Text("Bidding first; then the seven of diamonds leads.", style="dim"))
        else:
            teams = " vs ".join(" & ".join(players[s] for s in team)
                                for team in seen.game.teams())
            lines.append(Text(f"Teams: {teams}", style="cyan"))
        return Group(*lines)


ADAPTER = DeeminAdapter()
