"""Between hands and at the end: who went out, the penalty cards, the points and why.

Drawn from the viewing seat's view at the end of the hand and the scores the
table announces; the other seats' remaining cards stay hidden, as they are in
the views.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from majlis.bitset import bits
from majlis.cards import CARD_SLOTS, rank_of
from majlis.dominoes import TILE_COUNT
from majlis.games.asymmetric_badam_saat import AsymmetricView
from majlis.games.badam_saat import SevensView
from majlis.games.bint_al_sbeet import SbeetView, card_points
from majlis.games.sabat_al_deemin import ANNOUNCE, REDEAL, SEVEN_BONUS, DeeminView
from majlis.games.sedma import SedmaView, points
from majlis.tui.describe import item_name
from majlis.tui.tables import Seen


def hand_summary(seen: Seen, number: int, void: bool) -> RenderableType:
    """What happened in hand ``number`` (0-based), seen at its end."""
    view = seen.view
    title = Text(f"Hand {number + 1} is over", style="bold underline")
    if isinstance(view, DeeminView):
        lines = _deemin_lines(seen, view, void)
    elif isinstance(view, SbeetView):
        lines = _sbeet_lines(seen, view)
    elif isinstance(view, SedmaView):
        lines = _sedma_lines(seen, view)
    elif isinstance(view, SevensView):
        lines = _sevens_lines(seen, view)
    else:
        lines = []
    return Group(title, *lines, _points_table(seen))


def _went_out(seen: Seen) -> int | None:
    counts: Sequence[int] = getattr(seen.view, "counts", ())
    return next((seat for seat, count in enumerate(counts) if count == 0), None)


def _sevens_lines(seen: Seen, view: SevensView) -> list[RenderableType]:
    players = seen.players
    winner = _went_out(seen)
    if winner is None:
        return [Text("Nobody went out.")]
    ace = "1" if getattr(seen.game, "ace", "low") == "low" else "14"
    lines: list[RenderableType] = [Text(f"{players[winner]} went out first.", style="bold")]
    if isinstance(view, AsymmetricView):
        loser = 1 - winner
        lines.append(Text(f"Charged to {players[loser]}: the ranks of the "
                          f"{_count(view.counts[loser], 'card')} left in hand and of the "
                          f"{_count(view.stock_count, 'card')} left in the stock "
                          f"(J 11, Q 12, K 13, Ace {ace})."))
    else:
        lines.append(Text("Everyone else pays the ranks of the cards left in hand "
                          f"(J 11, Q 12, K 13, Ace {ace}):"))
        for seat, count in enumerate(view.counts):
            if seat != winner:
                lines.append(Text(f"  {players[seat]}: {_count(count, 'card')}, "
                                  f"{_count(seen.scores[seat], 'point')}"))
    return lines


def _deemin_lines(seen: Seen, view: DeeminView, void: bool) -> list[RenderableType]:
    players = seen.players
    if void:
        asker = next(seat for seat, action in view.history if action == REDEAL)
        return [Text(f"{players[asker]} demanded a redeal (three Kings or three Aces): "
                     f"no score, and {players[view.dealer]} deals again.")]
    winner = _went_out(seen)
    if winner is None:
        return []
    last = next(action for seat, action in reversed(view.history) if seat == winner)
    last_card = last - ANNOUNCE if last >= ANNOUNCE else last
    team = next(t for t in seen.game.teams() if winner in t)
    penalties = _warning_penalties(seen, view)
    won = seen.scores[winner] - penalties[team[0] % 2]
    bonus = SEVEN_BONUS if rank_of(last_card) == 7 else 0
    cards = won // view.multiplier - bonus
    lines: list[RenderableType] = [
        Text(f"{players[winner]} went out with {item_name(view, last_card, seen.names)}: "
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
            lines.append(Text(f"  {names} scored {penalty} for missed last-card warnings."))
    return lines


def _warning_penalties(seen: Seen, view: DeeminView) -> list[int]:
    """The 100-point penalties each team (0: seats 0, 2) scored this hand, replayed
    from the public history: a card that left one card in hand, unannounced."""
    penalties = [0, 0]
    if not getattr(seen.game, "strict_warning", False):
        return penalties
    left = [8] * 4
    for seat, action in view.history:
        if action < CARD_SLOTS or action >= ANNOUNCE:
            left[seat] -= 1
            if left[seat] == 1 and action < CARD_SLOTS:
                penalties[1 - seat % 2] += 100
    return penalties


def _sbeet_lines(seen: Seen, view: SbeetView) -> list[RenderableType]:
    revealed = sum(1 << c for _, c in view.revealed)
    condition = getattr(seen.game, "minus_condition", "no_trick")
    lines: list[RenderableType] = [Text(
        "Penalties: Q♠ 13, 10♦ 10, each heart 1; a revealed card counts double, and with "
        "both revealed hearts count double too. A seat that took "
        + ("no trick" if condition == "no_trick" else "no penalty card")
        + " scores -10 (-20 after declaring minus); a failed minus doubles.", style="dim")]
    for seat, name in enumerate(seen.players):
        taken = view.penalty_cards[seat]
        clean = not view.tricks[seat] if condition == "no_trick" else not taken
        line = Text(f"  {name}: {_count(view.tricks[seat], 'trick')}")
        if taken:
            line.append(", took ")
            line.append(" ".join(seen.names.label(c) for c in bits(taken)))
        minus = view.minus[seat]
        if clean:
            line.append(f" → {'minus made, ' if minus else ''}{seen.scores[seat]}")
        else:
            base = card_points(taken, revealed)
            failed = f" ×2 for a failed minus = {2 * base}" if minus and base else ""
            line.append(f" → {base}{failed}")
        lines.append(line)
    return lines


def _sedma_lines(seen: Seen, view: SedmaView) -> list[RenderableType]:
    players = seen.players
    lines: list[RenderableType] = [_sedma_end(seen, view)]
    doubles = 0
    for seat, action in view.history:
        if action < TILE_COUNT and 1 << action & view.doubles:
            gained = points(action, doubles)
            lower = f" (1 + {gained - 1} lower in the train)" if gained > 1 else ""
            lines.append(Text(f"  {players[seat]} set {item_name(view, action, seen.names)}: "
                              f"{_count(gained, 'point')}{lower}"))
            doubles |= 1 << action
    return lines


def _sedma_end(seen: Seen, view: SedmaView) -> Text:
    winner = _went_out(seen)
    if winner is not None:
        return Text(f"{seen.players[winner]} played the last tile of a hand.", style="bold")
    target = getattr(seen.game, "target", 60)
    reached = [seat for seat, total in enumerate(seen.totals) if total >= target]
    if reached and not getattr(seen.game, "finish_hand", False):
        return Text(f"{seen.players[reached[0]]} reached {target} points.", style="bold")
    last = view.history[-4:]
    if len(last) == 4 and all(action == TILE_COUNT for _, action in last):
        return Text("Four passes in a row ended the hand.", style="bold")
    return Text(f"Blocked: nobody can match the open end {view.end}.", style="bold")


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _points_table(seen: Seen) -> Table:
    table = Table(box=None, pad_edge=False)
    table.add_column("")
    table.add_column("this hand", justify="right")
    table.add_column("match total", justify="right")
    for seat, name in enumerate(seen.players):
        table.add_row(name, str(seen.scores[seat]), str(seen.totals[seat]))
    table.caption = "lower is better" if seen.game.LOWER_IS_BETTER else "higher is better"
    return table


def match_summary(seen: Seen, winners: Sequence[int], hands: int) -> RenderableType:
    """The result of the match, after ``hands`` hands."""
    who = " & ".join(seen.players[s] for s in winners)
    verb = "win" if len(winners) > 1 or seen.players[winners[0]] == "You" else "wins"
    mine = seen.view.seat in winners
    style = "bold green" if mine else "bold"
    title = Text(f"Match over after {hands} hands: {who} {verb}!", style=style)
    return Group(title, _points_table(seen))
