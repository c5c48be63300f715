"""OpenSpiel: every majlis game as a pyspiel Python game, registered on import.

``import majlis.rl.openspiel`` registers ``majlis_<game>`` for every game id
(dashes as underscores: ``majlis_badam_saat``), with the game's options as
parameters (a list option as text separated by ``/``, since a game string splits
at commas: ``pass_cycle=left/right``; commas work in a parameter dict too)::

    game = pyspiel.load_game("majlis_badam_saat", {"players": 3})

The games are sequential, with imperfect information and explicit chance.  A game
of OpenSpiel is one hand: a first chance node chooses the dealer (uniformly), then
the deal comes one item at a time in the game's deal order, each chance outcome
the id of the card or tile dealt (uniform over those left).  A hand voided by a
redeal (Sab'at Al-Deemin) is followed by a fresh deal, again by chance, within
the same game; Asymmetric Badam Saat's stock is dealt, face down, with the rest,
so its draws need no chance node of their own.

Player actions are the game's action ids.  Returns are the hand's points for each
seat, signed so that higher is better (as the ``points`` reward of
:mod:`majlis.rl.episode`), given at the end.  Observation tensors are the seat's
view through :mod:`majlis.rl.encoding` (the information state tensor is the same
vector: it does not keep the order of play); the observation string is the seat's
board as text (:func:`majlis.rl.render.ansi`) and the information state string adds
the hand's history as the game explains it, with the boards of any voided hands
before it.

For IS-MCTS, :meth:`MajlisState.resample_from_infostate` deals the items hidden
from a seat at random (:mod:`majlis.rl.dealing`), consistently with everything the
seat has seen: the counts, and none to a seat that the game's
:meth:`~majlis.protocol.Game.cannot_hold` says cannot hold it, the items beyond the
counts left over (a stock); the game's :meth:`~majlis.protocol.Game.rebuild` then
gives a deal and a whole history behind those hands (drawing anew the actions hidden
from the seat, as Bint Al-Sbeet's picks, or, as Asymmetric Badam Saat, the draws from
a stock and the stock's order), the hand is dealt and replayed, and the sample kept
only if the seat's view is the same.  A game that cannot rebuild raises
``SpielError``.  Lengths, utilities, the deck and the deal order come from the game's
:meth:`~majlis.protocol.Game.describe`.

>>> game = pyspiel.load_game("majlis_sedma")
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 4)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

from majlis.bitset import bits
from majlis.games import game_class, game_ids, make_game
from majlis.protocol import Deal, Game, Rebuilt
from majlis.rl.adapters.registry import encoder
from majlis.rl.dealing import deal_from_order, deal_order, sample_hands
from majlis.rl.encoding import Encoder
from majlis.rl.episode import check_legal, hand_bounds, reward_sign
from majlis.rl.render import ansi
from majlis.rng import Rng

PREFIX = "majlis_"
LIST_SEPARATOR = "/"
"""Between the items of a list option in a parameter (a game string splits at commas)."""
MAX_REDEALS = 10
"""Redeals in a row that ``max_game_length`` allows for (Sab'at Al-Deemin)."""
RESAMPLE_TRIES = 1000


def spiel_name(game_id: str) -> str:
    """``badam-saat`` -> ``majlis_badam_saat``."""
    return PREFIX + game_id.replace("-", "_")


def max_moves(rules: Game[Any]) -> int:
    """An upper bound on the player actions of one game: a hand, and the redeals in a
    row allowed for where the game has a redeal."""
    description = rules.describe()
    redeals = MAX_REDEALS if description.may_void else 0
    return description.max_actions * (1 + redeals)


class MajlisGame(pyspiel.Game):  # type: ignore[misc]
    """A majlis game for OpenSpiel; one subclass per game id is registered."""

    GAME_ID = ""
    GAME_TYPE: pyspiel.GameType

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.rules = make_game(self.GAME_ID, _options(self.GAME_ID, params))
        self.items = self.rules.describe().deck
        self.deck = sum(1 << item for item in self.items)
        low, high = hand_bounds(self.rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.rules.num_actions,
            max_chance_outcomes=max(max(self.items) + 1, self.rules.seats),
            num_players=self.rules.seats,
            min_utility=low,
            max_utility=high,
            max_game_length=max_moves(self.rules),
        )
        super().__init__(self.GAME_TYPE, info, _parameters(self.rules))

    def new_initial_state(self) -> MajlisState:
        return MajlisState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> MajlisObserver:
        if params:
            raise ValueError(f"observer parameters are not supported: {params}")
        if iig_obs_type is not None and not _seat_observation(iig_obs_type):
            raise ValueError(
                f"{spiel_name(self.rules.id)} observes what one seat sees (public_info=True, "
                f"private_info=SINGLE_PLAYER), not public_info={iig_obs_type.public_info}, "
                f"private_info={iig_obs_type.private_info.name}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return MajlisObserver(self, perfect_recall)


class MajlisState(pyspiel.State):  # type: ignore[misc]
    """A hand of a majlis game: dealing by chance, then the players' actions."""

    def __init__(self, game: MajlisGame) -> None:
        super().__init__(game)
        self.rules = game.rules
        self.items, self.deck = game.items, game.deck
        self._legal_of: tuple[Any, tuple[int, ...]] = (None, ())
        self.dealer = -1
        self.order: list[int] = []
        """The items dealt so far, in deal order."""
        self.dealt = 0
        """The same items, as a mask."""
        self.hand: Any = None
        """The majlis state once the deal is complete."""
        self.voided: list[Any] = []
        """Hands ended by a redeal, oldest first."""

    # -- the pyspiel.State interface ---------------------------------------------

    def current_player(self) -> int:
        if self.hand is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat: int | None = self.rules.to_move(self.hand)
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        return list(self._legal())

    def _legal(self) -> tuple[int, ...]:
        """The hand's legal actions, worked out once a state (the list and the check of an
        action both ask)."""
        if self._legal_of[0] is not self.hand:
            self._legal_of = (self.hand, self.rules.legal_actions(self.hand))
        return self._legal_of[1]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.dealer < 0:
            return [(seat, 1 / self.rules.seats) for seat in range(self.rules.seats)]
        left = [item for item in self.items if not self.dealt >> item & 1]
        return [(item, 1 / len(left)) for item in left]

    def _offered(self, action: int) -> bool:
        """Whether ``action`` is a chance outcome here (a seat to deal, or an item not yet
        dealt), without listing them all."""
        if self.dealer < 0:
            return 0 <= action < self.rules.seats
        return action >= 0 and bool((self.deck & ~self.dealt) >> action & 1)

    def _apply_action(self, action: int) -> None:
        if self.hand is not None:
            check_legal(self.rules, self.hand, action, self._legal())
            self.hand = self.rules.apply(self.hand, action)
            if self.rules.is_void(self.hand):
                self._redeal()
        elif not self._offered(action):
            raise ValueError(f"{action} is not a chance outcome here (dealer {self.dealer}, "
                             f"dealt {len(self.order)})")
        elif self.dealer < 0:
            self.dealer = action
        else:
            self._deal(action)
            if len(self.order) == len(self.items):
                self._start()

    def _action_to_string(self, player: int, action: int) -> str:
        if player != pyspiel.PlayerId.CHANCE:
            return self.rules.action_text(action)
        return f"dealer {action}" if self.dealer < 0 else f"deal {self.rules.item_text(action)}"

    def is_terminal(self) -> bool:
        return self.hand is not None and self.rules.to_move(self.hand) is None

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.rules.seats
        sign = reward_sign(self.rules)
        return [float(sign * score) for score in self.rules.hand_scores(self.hand)]

    def resample_from_infostate(self, player: int, sampler: Callable[[], float]) -> MajlisState:
        """A state ``player`` cannot tell from this one, its hidden items dealt at random
        and the actions hidden from it drawn anew by the game."""
        if self.hand is None:
            raise pyspiel.SpielError(f"{spiel_name(self.rules.id)} resamples only once dealt")
        if isinstance(player, bool) or not (isinstance(player, int | np.integer)
                                            and 0 <= player < self.rules.seats):
            raise pyspiel.SpielError(f"{spiel_name(self.rules.id)} has players 0.."
                                     f"{self.rules.seats - 1}, not {player!r}")
        view = self.rules.view(self.hand, player)
        rng = Rng(int(sampler() * 2**53))
        truth = [self.rules.view(self.hand, seat).hand for seat in range(self.rules.seats)]
        # Not even behind the true hands? (On a generator of its own, so that the truth
        # cannot steer the samples' draws.)
        if self.rules.rebuild(view, truth, random.Random(0)) is None:
            raise pyspiel.SpielError(
                f"{spiel_name(self.rules.id)} cannot rebuild the hand behind seat {player}'s "
                f"view (by default only a deal with no table, no stock and no action hidden "
                f"from the seat can be)")
        for _ in range(RESAMPLE_TRIES):
            current = sample_hands(self.rules, view, self.items, rng)
            rebuilt = None if current is None else self.rules.rebuild(view, current, rng)
            if rebuilt is not None:
                candidate = self._replayed(rebuilt, rng)
                if candidate is not None and self.rules.view(candidate.hand, player) == view:
                    return candidate
        raise pyspiel.SpielError(f"no deal consistent with seat {player}'s view was found")

    def __str__(self) -> str:
        if self.hand is None:
            return f"dealer {self.dealer}, dealt {len(self.order)}"
        return "\n\n".join(ansi(self.rules, self.rules.view(self.hand, seat), history=True)
                           for seat in range(self.rules.seats))

    # -- resampling ---------------------------------------------------------------

    def _replayed(self, rebuilt: Rebuilt, rng: random.Random) -> MajlisState | None:
        """A state dealt as ``rebuilt`` says, its history replayed; None if it does not
        replay."""
        state = MajlisState(self.get_game())
        state.voided = list(self.voided)  # past redeals cannot change what follows
        state.dealer = self.dealer
        dealt = rebuilt.deal
        for item in [*deal_order(dealt.hands, self.dealer, rng), *dealt.table, *dealt.stock]:
            state._deal(item)
        state._start()
        try:
            for seat, action in rebuilt.history:
                if self.rules.to_move(state.hand) != seat:
                    return None
                state.hand = self.rules.apply(state.hand, action)
        except ValueError:  # IllegalAction: the sampled cards cannot explain the history
            return None
        return state

    def _deal(self, item: int) -> None:
        """Deal ``item``, the next in the deal order."""
        self.order.append(item)
        self.dealt |= 1 << item

    def _start(self) -> None:
        """Start the hand, the deal complete."""
        self.hand = self.rules.start(self.dealer, self.deal_so_far(), (0,) * self.rules.seats,
                                     len(self.voided))

    def deal_so_far(self) -> Deal:
        """The items dealt so far, where the deal order puts them."""
        return deal_from_order(self.rules, self.order, self.dealer)

    def _redeal(self) -> None:
        self.voided.append(self.hand)
        self.dealer = self.rules.next_dealer(self.dealer, self.hand)
        self.order, self.dealt, self.hand = [], 0, None


class MajlisObserver:
    """Observation and information state of a seat (OpenSpiel's PyObserver)."""

    def __init__(self, game: MajlisGame, perfect_recall: bool) -> None:
        self.rules = game.rules
        self.encoder: Encoder[Any] = encoder(game.rules)
        self.perfect_recall = perfect_recall
        layout = self.encoder.layout
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = {block.name: self.tensor[layout.slice(block.name)].reshape(
            (block.rows, block.width) if block.rows > 1 else (block.width,))
            for block in layout.blocks}

    def set_from(self, state: MajlisState, player: int) -> None:
        self.tensor.fill(0)
        if state.hand is not None:
            self.encoder.fill(self.rules.view(state.hand, player), self.tensor)
        else:
            self.encoder.put_items(self.tensor, "hand", state.deal_so_far().hands[player])

    def string_from(self, state: MajlisState, player: int) -> str:
        if state.hand is None:
            dealt = state.deal_so_far().hands[player]
            hand = " ".join(self.rules.item_text(i) for i in bits(dealt))
            now = f"seat {player}, dealer {state.dealer}, dealing: {hand}"
        else:
            now = ansi(self.rules, self.rules.view(state.hand, player), self.perfect_recall)
        if not self.perfect_recall:
            return now
        past = [ansi(self.rules, self.rules.view(hand, player), history=True)
                for hand in state.voided]
        return "\n-- redeal --\n".join([*past, now])


def _seat_observation(iig_obs_type: Any) -> bool:
    """Whether an observation type asks for what one seat sees: the public information
    and that seat's own (a seat's view cannot be split into its public and private
    parts, nor show the other seats' hidden items)."""
    return bool(iig_obs_type.public_info
                and iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER)


# -- registration --------------------------------------------------------------------


def _options(game_id: str, params: dict[str, Any]) -> dict[str, Any]:
    """The game's options from OpenSpiel parameters (lists come as text)."""
    options: dict[str, Any] = {}
    for option in game_class(game_id).OPTIONS:
        if option.name in params:
            value = params[option.name]
            options[option.name] = option.parse(value.replace(LIST_SEPARATOR, ",")) \
                if isinstance(option.default, list) else value
    return options


def _parameters(rules: Game[Any]) -> dict[str, Any]:
    """The options of ``rules`` as OpenSpiel parameters: what the game string shows."""
    return {name: LIST_SEPARATOR.join(value) if isinstance(value, list) else value
            for name, value in rules.options().items()}


def _game_type(game_id: str) -> pyspiel.GameType:
    cls = game_class(game_id)
    low, high = cls.seat_range()
    return pyspiel.GameType(
        short_name=spiel_name(game_id),
        long_name=f"majlis {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(make_game(game_id)),
    )


def register() -> None:
    """Register every game with pyspiel (done on import; a second call does nothing)."""
    known = set(pyspiel.registered_names())
    for game_id in game_ids():
        if spiel_name(game_id) in known:
            continue
        game_type = _game_type(game_id)
        cls = type(f"Majlis{game_class(game_id).__name__}Game", (MajlisGame,),
                   {"GAME_ID": game_id, "GAME_TYPE": game_type})
        pyspiel.register_game(game_type, cls)


register()
