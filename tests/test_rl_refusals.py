"""The research interfaces under hostile input: bad actions, seeds, names, bots and
observers are refused with a clear error that changes nothing."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
pyspiel = pytest.importorskip("pyspiel")

from pettingzoo.test import render_test  # type: ignore[import-untyped]  # noqa: E402

from majlis.bots import RandomBot  # noqa: E402
from majlis.protocol import IllegalAction  # noqa: E402
from majlis.rl import aec_env, gym_env  # noqa: E402
from tests.helpers import spiel_positions  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore")


def legal(observation: dict[str, Any]) -> list[int]:
    return np.flatnonzero(observation["action_mask"]).tolist()


# -- bad actions and bad calls ----------------------------------------------------------


NOT_INTEGERS = [lambda a: a + 0.5, float, str, lambda a: [a], lambda a: True, lambda a: None]


@pytest.mark.parametrize("bad", NOT_INTEGERS,
                         ids=["half", "float", "text", "list", "bool", "none"])
def test_a_non_integer_action_is_a_type_error_and_changes_nothing(bad: Any) -> None:
    """``int(39.5)`` would play 39 and ``int("39")`` too: neither is an action id."""
    env = aec_env("badam-saat", players=3)
    env.reset(seed=1)
    state, action = env.episode.match.state, legal(env.observe(env.agent_selection))[0]
    if bad(action) is not None:  # None is the done agents' action: a ValueError here
        with pytest.raises(TypeError, match="an action is an integer action id"):
            env.step(bad(action))
    solo = gym_env("badam-saat", players=3, bots="random")
    observation, _ = solo.reset(seed=1)
    before = solo.episode.match.state
    with pytest.raises(TypeError, match="an action is an integer action id"):
        solo.step(bad(legal(observation)[0]))
    assert env.episode.match.state is state and solo.episode.match.state is before
    assert not solo.episode.done
    env.step(np.int64(action))  # numpy integers are action ids
    assert env.episode.match.state is not state


def sabat_card_to_play(seed: int) -> tuple[Any, int]:
    """A Sab'at Al-Deemin environment (no ``strict_warning``) where a card is legal."""
    env = aec_env("sabat-al-deemin")
    env.reset(seed=seed)
    rng = random.Random(seed)
    while not (cards := [a for a in legal(env.observe(env.agent_selection)) if a < 64]):
        env.step(rng.choice(legal(env.observe(env.agent_selection))))
    return env, cards[0]


def test_an_alias_the_game_takes_outside_the_mask_is_still_illegal() -> None:
    """Sab'at Al-Deemin's engine plays ``8D!`` as ``8D`` without ``strict_warning``; the
    mask offers only ``8D``, and every interface refuses what the mask does not offer."""
    env, card = sabat_card_to_play(3)
    rules, state = env.game, env.episode.match.state
    announced = rules.parse_action(rules.action_text(card) + "!")
    assert announced not in rules.legal_actions(state)
    with pytest.raises(IllegalAction, match="not one of the legal actions"):
        env.step(announced)
    assert env.episode.match.state is state
    seat = env.episode.to_move()
    solo = gym_env("sabat-al-deemin", seat=seat, bots="random")
    solo.reset(seed=3)
    solo.episode.match.hands[-1].state = state
    _, reward, terminated, _, info = solo.step(announced)
    assert terminated and reward == solo.illegal_reward and "legal" in info["illegal"]
    assert solo.episode.match.state is state
    spiel = pyspiel.load_game("majlis_sabat_al_deemin").new_initial_state()
    while spiel.is_chance_node():
        spiel.apply_action(spiel.chance_outcomes()[0][0])
    spiel.hand = state
    with pytest.raises(IllegalAction, match="not one of the legal actions"):
        spiel.apply_action(announced)
    assert spiel.hand is state


def test_stepping_an_episode_not_in_play_is_a_value_error() -> None:
    solo = gym_env("sedma", bots="random")
    with pytest.raises(ValueError, match=r"reset\(\) first"):
        solo.step(0)
    with pytest.raises(ValueError, match=r"reset\(\) first"):
        gym_env("sedma", render_mode="ansi").render()
    observation, _ = solo.reset(seed=2)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    assert solo.step(illegal)[2]
    state = solo.episode.match.state
    with pytest.raises(ValueError, match="the episode is over"):  # was: played on
        solo.step(legal(observation)[0])
    assert solo.episode.match.state is state
    env = aec_env("sedma")
    with pytest.raises(ValueError, match=r"reset\(\) first"):
        env.step(0)
    with pytest.raises(ValueError, match=r"reset\(\) first"):
        env.observe("player_0")
    env.reset(seed=2)
    rng = random.Random(2)
    for _ in env.agent_iter():
        observation, _, terminated, _, _ = env.last()
        env.step(None if terminated else rng.choice(legal(observation)))
    with pytest.raises(ValueError, match=r"reset\(\) first"):  # was: KeyError
        env.step(0)


@pytest.mark.parametrize(("seed", "error"), [(1.5, TypeError), ("7", TypeError),
                                             (True, TypeError), (-1, ValueError)])
def test_a_seed_must_be_a_whole_number_from_zero(seed: Any, error: type[Exception]) -> None:
    env = aec_env("badam-saat")
    with pytest.raises(error, match="seed must be"):
        env.reset(seed=seed)
    with pytest.raises(error, match="seed must be"):
        gym_env("badam-saat", bots="random").reset(seed=seed)
    env.reset(seed=np.int64(7))
    deal = env.episode.match.hands[0].deal
    env.reset(seed=7)
    assert env.episode.match.hands[0].deal == deal


def test_a_numpy_seed_seeds_the_gymnasium_environment_as_its_int() -> None:
    """Gymnasium's own seeding refused ``np.int64(7)`` with ``gymnasium.error.Error``
    where the docs (and the PettingZoo environment) take any whole number."""
    episodes = []
    for seed in (np.int64(7), np.uint8(7), 7):
        solo = gym_env("sedma", bots="random")
        observation, _ = solo.reset(seed=seed)
        episodes.append((observation["observation"].tobytes(), solo.episode.match.seed,
                         solo.np_random.integers(2**32)))
    assert episodes[0] == episodes[1] == episodes[2]


def test_openspiel_refuses_a_chance_outcome_it_does_not_offer() -> None:
    """A dealer out of range, an item not in the deck or dealt already would make a deal
    of the wrong items (the hand then starts, or fails, far from the cause)."""
    game = pyspiel.load_game("majlis_badam_saat")
    state = game.new_initial_state()
    for outcome in (4, 99):
        with pytest.raises(ValueError, match="not a chance outcome"):
            state.apply_action(outcome)
    state.apply_action(0)
    first = state.chance_outcomes()[0][0]
    state.apply_action(first)
    for outcome in (first, 0, 100):  # dealt already; 0 and 100 are no card
        with pytest.raises(ValueError, match="not a chance outcome"):
            state.apply_action(outcome)
    assert state.history() == [0, first] and state.order == [first]


@pytest.mark.parametrize(("public", "private"), [
    (True, pyspiel.PrivateInfoType.NONE), (False, pyspiel.PrivateInfoType.NONE),
    (True, pyspiel.PrivateInfoType.ALL_PLAYERS), (False, pyspiel.PrivateInfoType.SINGLE_PLAYER),
])
def test_openspiel_refuses_an_observer_that_is_not_one_seats_view(
        public: bool, private: Any) -> None:
    """A public observer (as for public belief states) was given the seat's own hand, and
    an all-players one no other hand: a seat's view is all an observer can be."""
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("majlis_badam_saat")
    for recall in (False, True):
        kind = pyspiel.IIGObservationType(perfect_recall=recall, public_info=public,
                                          private_info=private)
        with pytest.raises(ValueError, match="observes what one seat sees"):
            make_observation(game, kind)
    seat_kind = pyspiel.IIGObservationType(perfect_recall=True, public_info=True,
                                           private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER)
    state = next(spiel_positions(game, 1, every=1))
    observer = make_observation(game, seat_kind)
    assert observer.string_from(state, 0) == state.information_state_string(0)


@pytest.mark.parametrize("name", ["badam_saat_v1", "sedma_v00", "sedma_v\u00b2", "sedma_v\u0660",
                                  None, 3])
def test_only_this_version_of_an_environment_is_named(name: Any) -> None:
    """``badam_saat_v1`` (or any digits, '²' and '٠' among them) gave version 0: a name
    asking for another version of an environment is an unknown game, and so is a
    name that is not text (it was an AttributeError)."""
    with pytest.raises(ValueError, match="unknown game"):
        aec_env(name)
    assert aec_env("sedma_v0").metadata["name"] == "sedma_v0"


@pytest.mark.parametrize("bots", [3, [1, 2, 3], ["random", None, "rules"], RandomBot,
                                  [RandomBot(), RandomBot, RandomBot()]],
                         ids=["number", "numbers", "none", "class", "a-class"])
def test_a_bot_that_is_no_bot_is_a_type_error_when_the_environment_is_made(bots: Any) -> None:
    """A number, None or a bot's class was taken as a bot (or ``3`` failed as 'not
    iterable') and only failed when asked for a move, as the bot of a seat."""
    with pytest.raises(TypeError, match="a bot is a level, an import path or an object"):
        gym_env("badam-saat", bots=bots)
    mixed = gym_env("badam-saat", bots=["random", RandomBot(), "rules"])
    assert isinstance(mixed.bots[2], RandomBot)


@pytest.mark.parametrize("player", [-1, 4, 1.0, True])
def test_openspiel_resamples_only_for_a_player_of_the_game(player: Any) -> None:
    """Seat -1 read the last seat's hand as Python indexes (then failed with 'pop from
    empty list'), seat 4 was an IndexError and ``True`` was taken as seat 1."""
    game = pyspiel.load_game("majlis_badam_saat")
    state = next(spiel_positions(game, 2, every=1))
    with pytest.raises(pyspiel.SpielError, match=r"has players 0\.\.3, not"):
        state.resample_from_infostate(player, random.Random(2).random)


def test_human_render_mode_prints_every_step(capsys: pytest.CaptureFixture[str]) -> None:
    """PettingZoo's own render_test makes every environment with ``render_mode="human"``
    (it was a ValueError): the board is printed at each reset and step, render() gives
    None."""
    render_test(lambda render_mode="ansi": aec_env("sedma", render_mode=render_mode))
    capsys.readouterr()
    env = aec_env("sedma", render_mode="human")
    env.reset(seed=2)
    assert env.render() is None
    env.step(legal(env.observe(env.agent_selection))[0])
    printed = capsys.readouterr().out
    assert printed.count("Sedma, seat") == 3 and printed.count("earned: ") == 3
    solo = gym_env("sedma", bots="random", render_mode="human")
    observation, _ = solo.reset(seed=2)
    solo.step(legal(observation)[0])
    assert capsys.readouterr().out.count("Sedma, seat 0") == 2


def test_a_refused_action_keeps_the_reward_the_agent_has_not_collected() -> None:
    """The agent's cumulative reward was zeroed before its action was checked, so an
    illegal or non-integer action lost the points it had been given since its last
    turn (Sedma's doubles score as they are set)."""
    env = aec_env("sedma")
    rng = random.Random(1)
    env.reset(seed=1)
    for _ in env.agent_iter():
        observation, reward, terminated, _, _ = env.last()
        if reward and not terminated:
            break
        env.step(None if terminated else rng.choice(legal(observation)))
    before = env.last()
    illegal = int(np.flatnonzero(before[0]["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction):
        env.step(illegal)
    with pytest.raises(TypeError):
        env.step(0.5)
    after = env.last()
    assert after[1] == before[1] != 0 and after[0]["observation"].tobytes() == \
        before[0]["observation"].tobytes()
