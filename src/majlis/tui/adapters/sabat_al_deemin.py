"""Sab'at Al-Deemin at the terminal: the piles from seven to Ace, the stakes, the
bidding and the "last card!" announcement."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

from rich.console import Group, RenderableType
from rich.text import Text

from majlis.cards import ACE, CARD_SLOTS, rank_of
from majlis.games.sabat_al_deemin import (
    ANNOUNCE,
    REDEAL,
    SEVEN_BONUS,
    DeeminView,
    Phase,
    SabatAlDeemin,
)
from majlis.protocol import Game
from majlis.tui.adapters.common import ViewAdapter, sevens_grid, went_out
from majlis.tui.seen import Seen

BIDDING = (Phase.REDEAL, Phase.DOUBLE, Phase.TREBLE)


class DeeminAdapter(ViewAdapter):
    """Sab'at Al-Deemin: the piles, the stakes and the teams."""

    tradition = "arabic"

    def rules(self, seen: Seen) -> SabatAlDeemin:
        return cast(SabatAlDeemin, seen.game)

    def view(self, seen: Seen) -> DeeminView:
        return cast(DeeminView, seen.view)

    def goal(self, game: Game[Any]) -> str:
        return f" · to {cast(SabatAlDeemin, game).target}"

    def shedding(self, seen: Seen) -> bool:
        return self.view(seen).phase is Phase.PLAY

    def words(self, seen: Seen, action: int, full: bool, revealed: Iterator[int]) -> str:
        if action >= ANNOUNCE:
            return self.short(seen.game, action - ANNOUNCE, seen.names, full) + " · last card!"
        return super().words(seen, action, full, revealed)

    def announced(self, action: int) -> int:
        return action + ANNOUNCE

    def plain(self, action: int) -> int:
        return action - ANNOUNCE if action >= ANNOUNCE else action

    def table(self, seen: Seen) -> RenderableType:
        view, players = self.view(seen), seen.players
        grid = sevens_grid(view.table, seen.names, range(7, ACE + 1))
        if view.doubler is None:
            stakes = "Stakes ×1"
        else:
            stakes = f"Stakes ×{view.multiplier}: {players[view.doubler]} doubled"
            if view.trebler is not None:
                stakes += f", {players[view.trebler]} trebled"
        teams = " vs ".join(" & ".join(players[s] for s in team) for team in seen.game.teams())
        lines: list[RenderableType] = [Text(stakes, style="bold"), grid,
                                       Text(f"Teams: {teams}", style="cyan")]
        if view.phase in BIDDING:
            lines.append(Text("Bidding before the play: the holder of the seven of diamonds "
                              "leads once it is over.", style="dim"))
        return Group(*lines)

    def prompt(self, seen: Seen, legal: tuple[int, ...]) -> str:
        view = self.view(seen)
        match view.phase:
            case Phase.REDEAL:
                return ("You hold three Kings or three Aces: demand a redeal (r), "
                        "or keep these cards (p)?")
            case Phase.DOUBLE:
                return "Double the stakes of this hand (d), or pass (p)?"
            case Phase.TREBLE:
                doubler = (seen.players[view.doubler] if view.doubler is not None
                           else "An opponent")
                return f"{doubler} doubled. Treble the stakes (t), or pass (p)?"
        if len(legal) == 1 and seen.game.SPECIALS.get(legal[0]) == "pass":
            return "No card of yours fits: pass (jella)."
        if not view.table:
            return "You hold the seven of diamonds: lead it."
        warning = (" Press l to announce 'last card!' with your play."
                   if self.rules(seen).strict_warning else "")
        return "Play the next card up on a pile, or the seven of a new suit." + warning

    def summary(self, seen: Seen, void: bool) -> list[RenderableType]:
        view, players = self.view(seen), seen.players
        if void:
            asker = next(seat for seat, action in view.history if action == REDEAL)
            return [Text(f"{players[asker]} demanded a redeal (three Kings or three Aces): "
                         f"no score, and {players[view.dealer]} deals again.")]
        winner = went_out(self, seen)
        if winner is None:
            return []
        last = next(action for seat, action in reversed(view.history) if seat == winner)
        last_card = self.plain(last)
        team = next(t for t in seen.game.teams() if winner in t)
        penalties = self.warning_penalties(seen)
        won = seen.scores[winner] - penalties[team[0] % 2]
        bonus = SEVEN_BONUS if rank_of(last_card) == 7 else 0
        cards = won // view.multiplier - bonus
        lines: list[RenderableType] = [
            Text(f"{players[winner]} went out with "
                 f"{self.name(seen.game, last_card, seen.names)}: "
                 f"{' & '.join(players[s] for s in team)} win the hand.", style="bold"),
            Text(f"  Aces (20) and K, Q, J (10) left in the opponents' hands: {cards}")]
        if bonus:
            lines.append(Text(f"  Going out with a seven: {bonus}"))
        if view.multiplier > 1:
            word = "trebled" if view.multiplier == 3 else "doubled"
            lines.append(Text(f"  The hand was {word}: ×{view.multiplier}"))
        lines.append(Text(f"  Hand points: {won}"))
        for side, penalty in enumerate(penalties):
            if penalty:
                names = " & ".join(players[s] for s in seen.game.teams()[side])
                lines.append(Text(f"  {names} scored {penalty} for missed last-card "
                                  "warnings."))
        return lines

    def warning_penalties(self, seen: Seen) -> list[int]:
        """The 100-point penalties each team (0: seats 0, 2) scored this hand, replayed
        from the public history: a card that left one card in hand, unannounced."""
        penalties = [0, 0]
        if not self.rules(seen).strict_warning:
            return penalties
        left = [8] * 4
        for seat, action in seen.view.history:
            if action < CARD_SLOTS or action >= ANNOUNCE:
                left[seat] -= 1
                if left[seat] == 1 and action < CARD_SLOTS:
                    penalties[1 - seat % 2] += 100
        return penalties


ADAPTER = DeeminAdapter()
