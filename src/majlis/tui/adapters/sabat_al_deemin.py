"""Sab'at Al-Deemin at the terminal: the piles from seven to Ace, the stakes and the
teams."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.games.sabat_al_deemin import PILE_RANKS, DeeminView, Phase, SabatAlDeemin
from majlis.tui.adapters.common import OwnAdapter, sevens_grid
from majlis.tui.seen import Seen

BIDDING = (Phase.REDEAL, Phase.DOUBLE, Phase.TREBLE)


class DeeminAdapter(OwnAdapter[SabatAlDeemin, DeeminView]):
    """Sab'at Al-Deemin: the piles, the stakes and the teams."""

    tradition = "arabic"

    VIEW = DeeminView

    def shedding(self, seen: Seen) -> bool:
        return self.view(seen).phase is Phase.PLAY

    def table(self, seen: Seen) -> RenderableType:
        view, players = self.view(seen), seen.players
        grid = sevens_grid(view.table, seen.names, PILE_RANKS)
        # The stakes, then who raised them, as the game says them: "Stakes ×2: You doubled".
        said = {fact.name: self.fact_text(seen, fact).plain for fact in self.board(seen).facts}
        raised = [said[name] for name in ("doubled", "trebled") if name in said]
        stakes = said.get("multiplier", "") + (": " + ", ".join(raised) if raised else "")
        lines: list[RenderableType] = [Text(stakes, style="bold"), grid]
        # One line under the grid, so that the table fits a 24-line terminal: while bidding
        # the note replaces the teams (the players panel marks partners and opponents too).
        if view.phase in BIDDING:
            lines.append(Text("Bidding first; then the seven of diamonds leads.", style="dim"))
        else:
            teams = " vs ".join(" & ".join(players[s] for s in team)
                                for team in seen.game.teams())
            lines.append(Text(f"Teams: {teams}", style="cyan"))
        return Group(*lines)


ADAPTER = DeeminAdapter()
