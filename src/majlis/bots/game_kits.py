"""The registry of bot kits: one per game, keyed by the game's class.

The five games of majlis are listed here; a game from outside registers its own with
:func:`register_kit`.  A variant made by subclassing a game uses its parent's kit unless
it has its own.
"""

from __future__ import annotations

from typing import Any

from majlis.bots import asymmetric_badam_saat, badam_saat, bint_al_sbeet, sabat_al_deemin, sedma
from majlis.bots.botkit import AnyKit, BotKit, NoBotKit
from majlis.games import by_game
from majlis.games.asymmetric_badam_saat import AsymmetricBadamSaat
from majlis.games.badam_saat import BadamSaat
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.games.sabat_al_deemin import SabatAlDeemin
from majlis.games.sedma import Sedma
from majlis.protocol import Game

KITS: dict[type[Game[Any]], AnyKit] = {
    BadamSaat: BotKit(badam_saat.rules_action, badam_saat.sample_state,
                      badam_saat.sampler, badam_saat.playout, badam_saat.WIN_BONUS,
                      badam_saat.compiled_totals, core_factor=20, core_planned_turns=1),
    AsymmetricBadamSaat: BotKit(
        asymmetric_badam_saat.rules_action, asymmetric_badam_saat.sample_state,
        playout=asymmetric_badam_saat.playout, win_bonus=asymmetric_badam_saat.WIN_BONUS,
        compiled_totals=asymmetric_badam_saat.compiled_totals, core_factor=20),
    SabatAlDeemin: BotKit(sabat_al_deemin.rules_action, sabat_al_deemin.sample_state,
                          sabat_al_deemin.sampler, sabat_al_deemin.playout,
                          compiled_totals=sabat_al_deemin.compiled_totals, core_factor=50),
    BintAlSbeet: BotKit(bint_al_sbeet.rules_action, bint_al_sbeet.sample_state,
                        bint_al_sbeet.sampler, bint_al_sbeet.playout,
                        compiled_totals=bint_al_sbeet.compiled_totals, core_factor=20),
    Sedma: BotKit(sedma.rules_action, sedma.sample_state, sedma.sampler, sedma.playout,
                  compiled_totals=sedma.compiled_totals, core_factor=20, worth=sedma.match_worth),
}
"""Every game's bot kit."""


def register_kit(game_class: type[Game[Any]], kit: AnyKit) -> None:
    """Give the game ``game_class`` (a game from outside majlis) its bot kit."""
    KITS[game_class] = kit


def kit_of(game: Game[Any]) -> AnyKit:
    """The bot kit of ``game`` (or of the nearest game it is made from); NoBotKit if none."""
    kit = by_game(KITS, game)
    if kit is not None:
        return kit
    raise NoBotKit(f"the rules and search bots do not know {game.title} yet "
                   "(it has no bot kit in majlis.bots.game_kits; the random bot plays any game)")
