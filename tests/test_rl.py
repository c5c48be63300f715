"""The research interfaces: PettingZoo, Gymnasium and OpenSpiel for every game."""

from __future__ import annotations

import random
import re
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
pyspiel = pytest.importorskip("pyspiel")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]  # noqa: E402

from majlis.bitset import bits  # noqa: E402
from majlis.cards import CardSet, parse_card  # noqa: E402
from majlis.dominoes import DOUBLES, TileSet  # noqa: E402
from majlis.games import GAME_IDS, make_game  # noqa: E402
from majlis.games.asymmetric_badam_saat import STOCK_SIZE, AsymmetricBadamSaat  # noqa: E402
from majlis.games.bint_al_sbeet_hand import DIRECTIONS  # noqa: E402
from majlis.match import Match  # noqa: E402
from majlis.protocol import HIDDEN, Deal, Game, IllegalAction, View  # noqa: E402
from majlis.rl import aec_env, game_id, gym_env  # noqa: E402
from majlis.rl.adapters.registry import encoder  # noqa: E402
from majlis.rl.episode import hand_bounds  # noqa: E402
from majlis.rl.openspiel import spiel_name  # noqa: E402
from tests.helpers import resampled_facts, spiel_positions  # noqa: E402

DOCS = Path(__file__).parent.parent / "docs" / "rl.md"
VARIANTS: list[tuple[str, dict[str, Any]]] = [
    *[(g, {}) for g in GAME_IDS],
    ("badam-saat", {"players": 2}),
    ("badam-saat", {"players": 8}),
    ("sabat-al-deemin", {"strict_warning": True}),
]
VARIANT_IDS = [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}"
               for g, o in VARIANTS]


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    # The checkers warn about dict observations, which PettingZoo's classic games share.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


# -- PettingZoo -------------------------------------------------------------------


@pytest.mark.parametrize(("game", "options"), VARIANTS, ids=VARIANT_IDS)
def test_pettingzoo_api_and_seed(game: str, options: dict[str, Any]) -> None:
    api_test(aec_env(game, **options), num_cycles=300)
    seed_test(lambda: aec_env(game, **options), num_cycles=300)


def test_whole_match_episode_passes_the_api_test() -> None:
    api_test(aec_env("badam-saat", players=3, games=2, match=True), num_cycles=400)
    seed_test(lambda: aec_env("sedma", target=12, match=True, reward="win"), num_cycles=400)


def test_versioned_names() -> None:
    assert game_id("badam_saat_v0") == "badam-saat"
    env = aec_env("asymmetric_badam_saat_v0")
    assert env.metadata["name"] == "asymmetric_badam_saat_v0"
    with pytest.raises(ValueError, match="unknown game"):
        game_id("badam_saat_vx")


@pytest.mark.parametrize(("make", "words"), [
    (lambda: gym_env("badam-saat", seat="0"), "seat must be 0..3, not '0'"),
    (lambda: gym_env("badam-saat", seat=4), "seat must be 0..3, not 4"),
    (lambda: gym_env("badam-saat", seat=True), "seat must be 0..3, not True"),
    (lambda: gym_env("badam-saat", reward="x"), "reward must be one of"),
    (lambda: gym_env("badam-saat", render_mode="rgb_array"), "render_mode must be"),
    (lambda: aec_env("badam-saat", render_mode="ANSI"), "render_mode must be"),
    (lambda: aec_env("badam-saat", match="yes"), "match must be True or False"),
    (lambda: aec_env("sedma", reward=None), "reward must be one of"),
])
def test_an_environment_argument_out_of_place_is_a_value_error(make: Any, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)):
        make()


def random_walk(env: Any, rng: random.Random) -> dict[str, float]:
    """Play ``env`` to the end with random legal actions; each agent's total reward."""
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        action = None
        if not (terminated or truncated):
            action = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        env.step(action)
    return totals


@pytest.mark.parametrize("game", GAME_IDS)
def test_rewards_add_up_to_the_signed_hand_scores(game: str) -> None:
    env = aec_env(game)
    env.reset(seed=5)
    totals = random_walk(env, random.Random(5))
    rules = env.game
    sign = -1 if rules.LOWER_IS_BETTER else 1
    scores = rules.hand_scores(env.episode.match.state)
    assert [totals[f"player_{s}"] for s in range(rules.seats)] == [sign * p for p in scores]
    assert any(scores)


def test_partners_share_the_team_points() -> None:
    env = aec_env("sabat-al-deemin")
    env.reset(seed=2)
    totals = random_walk(env, random.Random(2))
    assert totals["player_0"] == totals["player_2"]
    assert totals["player_1"] == totals["player_3"]
    assert totals["player_0"] + totals["player_1"] > 0


def test_a_whole_match_is_one_episode() -> None:
    env = aec_env("badam-saat", players=3, games=3, match=True)
    env.reset(seed=11)
    totals = random_walk(env, random.Random(11))
    match = env.episode.match
    assert len(match.standings) == 3 and match.winners is not None
    assert [totals[f"player_{s}"] for s in range(3)] == [-t for t in match.totals()]


def test_win_reward_goes_to_the_match_winners() -> None:
    env = aec_env("sedma", target=10, match=True, reward="win")
    env.reset(seed=4)
    totals = random_walk(env, random.Random(4))
    winners = env.episode.match.winners
    assert winners is not None
    assert [s for s in range(4) if totals[f"player_{s}"] == 1.0] == list(winners)


def test_a_seed_deals_as_the_match_of_that_seed() -> None:
    env = aec_env("bint-al-sbeet")
    env.reset(seed=9)
    assert env.episode.match.hands[0].deal == Match(make_game("bint-al-sbeet"), 9).hands[0].deal
    env.reset(seed=10)
    assert env.episode.match.hands[0].deal != Match(make_game("bint-al-sbeet"), 9).hands[0].deal


@pytest.mark.parametrize("game", GAME_IDS)
def test_action_masks_are_the_legal_actions(game: str) -> None:
    env = aec_env(game)
    env.reset(seed=3)
    rng = random.Random(3)
    rules = env.game
    for agent in env.agent_iter():
        observation, _, terminated, _, _ = env.last()
        if terminated:
            env.step(None)
            continue
        masked = np.flatnonzero(observation["action_mask"]).tolist()
        state = env.episode.match.state
        assert masked == list(rules.legal_actions(state))
        for other in env.possible_agents:
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        outside = rng.choice([a for a in range(rules.num_actions) if a not in masked])
        with pytest.raises(IllegalAction):
            env.step(outside)
        assert env.episode.match.state is state  # a refused action changes nothing
        env.step(rng.choice(masked))


def test_ansi_render_shows_the_view() -> None:
    env = aec_env("badam-saat", players=2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert text is not None and text.startswith("Badam Saat, seat")
    assert "hand: " in text and "earned: 0 0" in text


# -- observations ---------------------------------------------------------------------


def swapped(deal: Deal, a: int, b: int, first: int, second: int) -> Deal:
    """``deal`` with item ``first`` of seat ``a`` and ``second`` of seat ``b`` exchanged."""
    hands = list(deal.hands)
    hands[a] ^= 1 << first | 1 << second
    hands[b] ^= 1 << first | 1 << second
    return Deal(tuple(hands), deal.table, deal.stock)


HIDDEN_SWAPS = {
    # game: (a card of seat 1, a card of seat 2), neither one that changes who acts first
    "badam-saat": ("3C", "4C"),
    "bint-al-sbeet": ("3C", "4C"),
    "sabat-al-deemin": ("8C", "9C"),
    "sedma": ("0-1", "0-2"),
}


def sorted_deal(game: Game[Any]) -> Deal:
    """A deal of the game's items in id order (no shuffling)."""
    items = encoder(game).items
    if game.id == "asymmetric-badam-saat":
        dealt = (sum(1 << c for c in items[0:8:2]), sum(1 << c for c in items[1:8:2]))
        return Deal(dealt, tuple(items[8:12]), tuple(items[12:]))
    hands = [0] * game.seats
    for i, item in enumerate(items):
        hands[i % game.seats] |= 1 << item
    return Deal(tuple(hands))


def observation(game: Game[Any], deal: Deal, seat: int) -> np.ndarray:
    state = game.start(game.seats - 1, deal, (0,) * game.seats, 0)
    return encoder(game).encode(game.view(state, seat))


@pytest.mark.parametrize("game_name", [g for g in GAME_IDS if g != "asymmetric-badam-saat"])
def test_observation_hides_other_seats_cards(game_name: str) -> None:
    game = make_game(game_name)
    deal = sorted_deal(game)
    parse = TileSet.parse_item if game_name == "sedma" else parse_card
    first, second = (parse(text) for text in HIDDEN_SWAPS[game_name])
    assert deal.hands[1] >> first & 1 and deal.hands[2] >> second & 1
    other = swapped(deal, 1, 2, first, second)
    assert np.array_equal(observation(game, deal, 0), observation(game, other, 0))
    assert np.array_equal(observation(game, deal, 3), observation(game, other, 3))
    assert not np.array_equal(observation(game, deal, 1), observation(game, other, 1))


def test_observation_hides_the_stock_and_the_opponents_hand() -> None:
    game = make_game("asymmetric-badam-saat")
    deal = sorted_deal(game)
    opponent_card, stock_card = next(iter(CardSet(deal.hands[1]))), deal.stock[5]
    stock = tuple(opponent_card if c == stock_card else c for c in deal.stock)
    hands = (deal.hands[0], deal.hands[1] ^ (1 << opponent_card | 1 << stock_card))
    other = Deal(hands, deal.table, stock)
    assert np.array_equal(observation(game, deal, 0), observation(game, other, 0))
    assert not np.array_equal(observation(game, deal, 1), observation(game, other, 1))


@pytest.mark.parametrize("game_name", GAME_IDS)
def test_observations_stay_in_bounds_and_show_the_hand(game_name: str) -> None:
    game = make_game(game_name)
    coder = encoder(game)
    state = game.deal(random.Random(8), 1)
    rng = random.Random(8)
    while game.to_move(state) is not None:
        for seat in range(game.seats):
            view = game.view(state, seat)
            vector = coder.encode(view)
            assert vector.shape == (coder.layout.size,) and 0 <= vector.min() <= vector.max() <= 1
            hand = vector[coder.layout.slice("hand")]
            assert [coder.items[i] for i in np.flatnonzero(hand)] == list(CardSet(view.hand))
        legal = game.legal_actions(state)
        state = game.apply(state, legal[int(rng.random() * len(legal))])


def test_docs_show_every_layout() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for game_name in GAME_IDS:
        options = {"players": 4} if game_name == "badam-saat" else {}
        assert encoder(make_game(game_name, options)).layout.markdown() in text, game_name


# -- Gymnasium ------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "options"), VARIANTS[:5], ids=VARIANT_IDS[:5])
def test_gymnasium_check_env(game: str, options: dict[str, Any]) -> None:
    env = gym_env(game, bots="rules", **options)
    check_env(env)


class SpyBot:
    """A random bot that remembers what it was given."""

    def __init__(self) -> None:
        self.seen: list[object] = []

    def act(self, game: Game[Any], view: View, legal: tuple[int, ...],
            rng: random.Random) -> int:
        self.seen.append(view)
        return legal[int(rng.random() * len(legal))]


def test_gym_bots_get_views_and_the_learner_plays_its_seat() -> None:
    spies = [SpyBot(), SpyBot(), SpyBot()]
    env = gym_env("bint-al-sbeet", seat=2, bots=spies)
    observation, _ = env.reset(seed=6)
    total, done, rng = 0.0, False, random.Random(6)
    while not done:
        assert env.episode.to_move() == 2
        action = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        observation, reward, done, _, _ = env.step(action)
        total += float(reward)
    assert all(spy.seen and all(isinstance(v, View) for v in spy.seen) for spy in spies)
    assert {v.seat for spy in spies for v in spy.seen} == {0, 1, 3}  # type: ignore[attr-defined]
    assert total == -env.game.hand_scores(env.episode.match.state)[2]


def test_gym_illegal_action_ends_the_episode_with_the_worst_reward() -> None:
    env = gym_env("badam-saat", players=2, bots="random")
    observation, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == hand_bounds(env.game)[0]
    assert "illegal" in info


# -- OpenSpiel ------------------------------------------------------------------------


SPIEL_VARIANTS = [(spiel_name(g), o) for g, o in VARIANTS[:6]]


@pytest.mark.parametrize(("name", "params"), SPIEL_VARIANTS, ids=VARIANT_IDS[:6])
def test_openspiel_random_sim(name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, 2, serialize=True, verbose=False)


GAME_STRINGS = [(g, {}) for g in GAME_IDS] + [
    ("sabat-al-deemin", {"target": 300, "redeal_on_three": False, "strict_warning": True}),
    ("bint-al-sbeet", {"pass_cycle": "left,none,right", "pass_count": 0,
                       "minus_condition": "no_penalty_card"}),
    ("bint-al-sbeet", {"pass_cycle": "none"}),
    ("badam-saat", {"players": 6, "ace": "high", "games": 3}),
    ("asymmetric-badam-saat", {"ace": "high", "games": 2}),
    ("sedma", {"target": 30, "forced_play": False, "finish_hand": True}),
]


@pytest.mark.parametrize(("game_id", "params"), GAME_STRINGS)
def test_openspiel_game_strings_load_back(game_id: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(spiel_name(game_id), params)
    again = pyspiel.load_game(str(game))
    assert again.rules == game.rules and str(again) == str(game)


@pytest.mark.parametrize(("game_id", "params"), GAME_STRINGS)
def test_openspiel_states_deserialize(game_id: str, params: dict[str, Any]) -> None:
    state = dealt_state(spiel_name(game_id), 4, params)
    text = pyspiel.serialize_game_and_state(state.get_game(), state)
    game, again = pyspiel.deserialize_game_and_state(text)
    assert game.rules == state.rules and again.history() == state.history()
    assert [again.information_state_string(s) for s in range(state.rules.seats)] == [
        state.information_state_string(s) for s in range(state.rules.seats)]


def test_openspiel_parameters_are_the_game_options() -> None:
    game = pyspiel.load_game("majlis_bint_al_sbeet", {"pass_cycle": "none", "target": 60})
    assert game.rules == make_game("bint-al-sbeet", {"pass_cycle": ["none"], "target": 60})
    assert pyspiel.load_game("majlis_badam_saat(players=6)").num_players() == 6

    # The bounds on players are the game's own: every count its options allow, and no other.
    bounds = {game_id: (pyspiel.load_game(spiel_name(game_id)).get_type().min_num_players,
                        pyspiel.load_game(spiel_name(game_id)).get_type().max_num_players)
              for game_id in GAME_IDS}
    assert bounds["badam-saat"] == (2, 8) and bounds["sedma"] == (4, 4)
    assert bounds["asymmetric-badam-saat"] == (2, 2)


def dealt_state(name: str, seed: int, params: dict[str, Any] | None = None) -> Any:
    """A state of ``name`` just after a random deal and a few random actions."""
    game = pyspiel.load_game(name, params or {})
    state = game.new_initial_state()
    rng = random.Random(seed)
    while state.is_chance_node() or len(state.history()) < len(game.items) + 1 + 9:
        if state.is_chance_node():
            outcomes = [o for o, _ in state.chance_outcomes()]
            state.apply_action(rng.choice(outcomes))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_openspiel_tensors_and_strings_come_from_the_view() -> None:
    state = dealt_state("majlis_badam_saat", 1)
    rules = state.rules
    for seat in range(rules.seats):
        view = rules.view(state.hand, seat)
        assert state.information_state_tensor(seat) == encoder(rules).encode(view).tolist()
        assert state.observation_tensor(seat) == state.information_state_tensor(seat)
        assert "history:" in state.information_state_string(seat)
        assert "history:" not in state.observation_string(seat)


RESAMPLED: list[tuple[str, dict[str, Any]]] = [
    ("badam-saat", {}),
    ("badam-saat", {"players": 3}),
    ("sabat-al-deemin", {}),
    ("sedma", {}),
    ("sedma", {"forced_play": False}),
    ("bint-al-sbeet", {"pass_cycle": "none"}),
    ("bint-al-sbeet", {}),
    ("asymmetric-badam-saat", {}),
    ("asymmetric-badam-saat", {"ace": "high"}),
]
"""The games resampled: a deal of hands only, or with hidden actions or a stock that the
game rebuilds (Bint Al-Sbeet's picks, Asymmetric Badam Saat's draws)."""
RESAMPLED_IDS = [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}"
                 for g, o in RESAMPLED]


@pytest.mark.parametrize(("game_name", "params"), RESAMPLED, ids=RESAMPLED_IDS)
def test_resampling_keeps_the_information_state(game_name: str, params: dict[str, Any]) -> None:
    state = dealt_state(spiel_name(game_name), 3, params)
    seat = state.current_player()
    others_before = [state.hand.hands[s] for s in range(state.rules.seats) if s != seat]
    changed, sampler = False, random.Random(0).random
    for _ in range(5):
        sampled = state.resample_from_infostate(seat, sampler)
        assert sampled.information_state_string(seat) == state.information_state_string(seat)
        assert sampled.legal_actions() == state.legal_actions()
        others = [sampled.hand.hands[s] for s in range(state.rules.seats) if s != seat]
        changed = changed or others != others_before
    assert changed


@pytest.mark.parametrize(("game_name", "params"), RESAMPLED, ids=RESAMPLED_IDS)
def test_resampling_deals_no_seat_what_the_game_says_it_cannot_hold(
        game_name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(spiel_name(game_name), params)
    sampler = random.Random(0).random
    facts = 0
    for seed in range(3):
        for state in spiel_positions(game, seed, every=5):
            seat = state.current_player()
            for viewer in (seat, (seat + 1) % game.num_players()):
                facts += resampled_facts(state, viewer, sampler, draws=2)
    assert facts


def test_resampling_refuses_a_stock_the_game_cannot_rebuild(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The protocol's default ``rebuild`` cannot place a stock."""
    monkeypatch.setattr(AsymmetricBadamSaat, "rebuild", Game.rebuild)
    state = dealt_state(spiel_name("asymmetric-badam-saat"), 3)
    seat = (state.current_player() + 1) % state.rules.seats
    with pytest.raises(pyspiel.SpielError, match="no table, no stock"):
        state.resample_from_infostate(seat, random.Random(0).random)


@pytest.mark.parametrize("seed", range(3))
def test_asymmetric_resampling_deals_the_opponent_and_the_stock_anew(seed: int) -> None:
    """At every stage of the hand and for both seats: each sample keeps the seat's view
    and the game's certain facts, and the opponent's hand or the stock's order is not
    the true one every time while the stock is more than 2 cards (the opponent's hand
    changes somewhere in the hand)."""
    game = pyspiel.load_game("majlis_asymmetric_badam_saat")
    sampler = random.Random(seed).random
    hands_changed = draws = 0
    for state in spiel_positions(game, seed, every=3):
        draws = max(draws, STOCK_SIZE - len(state.hand.stock))
        for seat in range(2):
            resampled_facts(state, seat, sampler, draws=1)
            truth = state.hand.hands[1 - seat], state.hand.stock
            samples = [state.resample_from_infostate(seat, sampler).hand for _ in range(3)]
            if len(state.hand.stock) > 2:  # else few orders (none without a stock)
                assert any((s.hands[1 - seat], s.stock) != truth for s in samples)
            hands_changed += any(s.hands[1 - seat] != truth[0] for s in samples)
    assert hands_changed and draws


@pytest.mark.parametrize("seed", range(3))
def test_bint_resampling_draws_the_hidden_picks_anew_for_every_seat(seed: int) -> None:
    """With passing, at every stage of the hand and for every seat: each sample keeps the
    seat's view and the game's certain facts, and the picks the seat could not see
    (all but its own and, once they have come over, its passer's) are not the true ones
    every time."""
    game = pyspiel.load_game("majlis_bint_al_sbeet")
    sampler = random.Random(seed).random
    phases = set()
    for state in spiel_positions(game, seed, every=4):
        phases.add(state.hand.phase.value)
        for seat in range(4):
            view = state.rules.view(state.hand, seat)
            unknown = {s for s, a in view.history if a == HIDDEN}
            if state.hand.received[seat]:
                unknown.discard((seat - DIRECTIONS[view.direction]) % 4)
            varied = set()
            for _ in range(4):
                resampled_facts(state, seat, sampler, draws=1)
                sampled = state.resample_from_infostate(seat, sampler)
                varied |= {s for s in unknown if sampled.hand.passed[s] != state.hand.passed[s]}
            assert varied == unknown
    assert phases == {"passing", "revealing", "minus", "playing"}


def ismcts_plays_seat_0(game: Any, simulations: int, moves: int) -> tuple[Any, int]:
    """``game`` from the deal, seat 0 played by OpenSpiel's IS-MCTS, the others at random,
    until the hand is over or the bot has made ``moves`` moves; the state, and the moves."""
    from open_spiel.python.algorithms import (  # type: ignore[import-untyped]
        ismcts,
        mcts,
    )

    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), uct_c=2.0,
                           max_simulations=simulations, random_state=rng)
    state = game.new_initial_state()
    searched = 0
    while not state.is_terminal() and searched < moves:
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        elif state.current_player() == 0:
            action = int(bot.step(state))
            assert action in state.legal_actions()
            state.apply_action(action)
            searched += 1
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state, searched


def test_ismcts_plays_badam_saat() -> None:
    game = pyspiel.load_game("majlis_badam_saat", {"players": 2})
    state, searched = ismcts_plays_seat_0(game, simulations=20, moves=game.max_game_length())
    assert searched > 5 and min(state.returns()) < 0 == max(state.returns())


def test_ismcts_plays_bint_al_sbeet_with_passing() -> None:
    game = pyspiel.load_game("majlis_bint_al_sbeet")
    _, searched = ismcts_plays_seat_0(game, simulations=10, moves=8)
    assert searched == 8  # its picks, its reveal and minus answers, two cards


def test_ismcts_plays_asymmetric_badam_saat_through_its_draws() -> None:
    game = pyspiel.load_game("majlis_asymmetric_badam_saat")
    state, searched = ismcts_plays_seat_0(game, simulations=10, moves=game.max_game_length())
    assert state.is_terminal() and searched > 5 and len(state.hand.stock) < STOCK_SIZE


def sedma_without_doubles_before(leader: int, seed: int) -> Any:
    """A Sedma state dealt by seat 0 where every double is at ``leader``, so that the
    lead offer passes over the seats before it, after the lead and a few plays."""
    rng = random.Random(seed)
    singles = [t for t in range(28) if not DOUBLES >> t & 1]
    rng.shuffle(singles)
    rest = iter(singles)
    hands = [list(bits(DOUBLES)) if s == leader else [next(rest) for _ in range(7)]
             for s in range(4)]
    state = pyspiel.load_game("majlis_sedma").new_initial_state()
    state.apply_action(0)  # the dealer: the seat first offered the lead
    for i in range(28):  # one tile at a time from the seat after the dealer
        state.apply_action(hands[(1 + i) % 4][i // 4])
    assert state.current_player() == leader
    for _ in range(3):
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("leader", [1, 2, 3])
def test_sedma_resampling_knows_the_lead_offer_passed_over_seats(leader: int) -> None:
    for seed in range(5):
        state = sedma_without_doubles_before(leader, seed)
        for seat in range(4):
            sampled = state.resample_from_infostate(seat, random.Random(seed).random)
            assert (sampled.information_state_string(seat)
                    == state.information_state_string(seat))
            assert not any(sampled.hand.hands[s] & DOUBLES for s in range(leader))
