"""Building hands and playing scripted actions in tests."""

from __future__ import annotations

from typing import Any

from majlis.cards import CardSet, parse_card
from majlis.protocol import Deal, Game


def cards_deal(*hands: str, table: str = "", stock: str = "") -> Deal:
    """A deal from card texts, one string per seat."""
    return Deal(
        tuple(CardSet(h).mask for h in hands),
        tuple(_in_order(table)),
        tuple(_in_order(stock)),
    )


def _in_order(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def play(game: Game[Any], state: Any, *words: str) -> Any:
    """Apply actions written as text, checking each is legal first."""
    for word in words:
        action = game.parse_action(word)
        assert action in game.legal_actions(state), (word, game.legal_actions(state))
        state = game.apply(state, action)
    return state


def legal_text(game: Game[Any], state: Any) -> list[str]:
    return [game.action_text(a) for a in game.legal_actions(state)]
