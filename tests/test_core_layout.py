"""The seam between the Python states and the compiled core's flat ones.

Each C game declares its fields and options by name (``majlis._core.layout``) and
``majlis.layout`` binds them to the attributes of the game's state class and of the game:
every state crosses field by field, and a field renamed, added or dropped on either side
fails by name.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from majlis import fast
from majlis.games import make_game
from majlis.games.badam_saat import BadamSaat, SevensState
from majlis.games.bint_al_sbeet import BintAlSbeet
from majlis.layout import (
    COUNTED,
    PER_SEAT,
    Codec,
    LayoutError,
    OptionCodec,
    OptionReader,
    StateLayout,
)
from majlis.rng import Rng
from tests.test_core import CASE_IDS, CASES, mid_hand_states

core = fast.core
assert core is not None  # test_core skips the module (or fails it under CI) without it

SEVENS_OPTIONS, SEVENS_FIELDS = core.layout("badam-saat")


def test_every_game_of_the_core_declares_its_fields() -> None:
    assert set(fast.LAYOUTS) == set(fast.CORE_GAMES)
    assert SEVENS_FIELDS == (("dealer", 1), ("turn", 1), ("winner", 1), ("table", 1),
                             ("hands", PER_SEAT))
    for game_class in fast.CORE_GAMES:
        for name, length in core.layout(game_class.id)[1]:
            assert name.isidentifier() and length >= PER_SEAT


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=CASE_IDS)
def test_states_cross_the_seam_and_back_unchanged(game_id: str, options: dict[str, Any]) -> None:
    """Python's flat state read back is the same state; the core's flat state after a
    playout is what Python writes for the state the playout reaches."""
    game = make_game(game_id, options)
    layout = fast.layout(game)
    for state in mid_hand_states(game, 5):
        flat = layout.flat(state)
        assert layout.state(flat, game.seats, state.trail) == state
        end = fast.rollout(game, state, Rng(5))
        core_flat, _, _ = core.rollout(game_id, fast.options(game), flat, Rng(5).getstate(), False)
        assert core_flat == layout.flat(end)


def renamed(fields: tuple[tuple[str, int], ...], old: str, new: str) -> tuple[tuple[str, int], ...]:
    return tuple((new if name == old else name, length) for name, length in fields)


def test_a_field_renamed_in_the_core_fails_by_name() -> None:
    with pytest.raises(LayoutError, match="'winnner' is no field of SevensState"):
        StateLayout("badam-saat", SevensState, renamed(SEVENS_FIELDS, "winner", "winnner"))


def test_a_field_the_core_drops_fails_by_name() -> None:
    fields = tuple(field for field in SEVENS_FIELDS if field[0] != "table")
    with pytest.raises(LayoutError, match=r"SevensState\.table is no field of the core"):
        StateLayout("badam-saat", SevensState, fields)


def test_a_field_added_to_the_state_fails_by_name() -> None:
    @dataclasses.dataclass(frozen=True)
    class Grown(SevensState):
        passes: int = 0

    with pytest.raises(LayoutError, match=r"Grown\.passes is no field of the core"):
        StateLayout("badam-saat", Grown, SEVENS_FIELDS)


def test_a_field_added_to_the_core_fails_by_name() -> None:
    with pytest.raises(LayoutError, match="'passes' is no field of SevensState"):
        StateLayout("badam-saat", SevensState, (*SEVENS_FIELDS, ("passes", COUNTED)))


def test_a_codec_must_name_a_field_of_the_layout() -> None:
    with pytest.raises(LayoutError, match="'voids'"):
        StateLayout("badam-saat", SevensState, SEVENS_FIELDS, {"voids": Codec(derived=True)})


def test_the_core_refuses_a_flat_state_that_does_not_fit_its_fields() -> None:
    game = make_game("asymmetric-badam-saat", {})
    state = mid_hand_states(game, 1)[0]
    flat = fast.layout(game).flat(state)
    stock = flat[8]  # the count of the counted stock field, after seven one-int fields
    assert len(flat) == 9 + stock
    for bad, words in [((*flat[:8], stock + 1, *flat[9:]), "stock count out of range"),
                       ((*flat[:8], -1, *flat[9:]), "stock count out of range"),
                       ((*flat[:8], stock - 1, *flat[9:]), "longer than its fields"),
                       (flat[:7], "shorter than its fields")]:
        with pytest.raises(ValueError, match=words):
            core.playout_scores(game.id, fast.options(game), bad, 0, False)


def core_options(game: Any) -> dict[str, int]:
    """``game``'s options as the core's ints, by the core's names."""
    return dict(zip(core.layout(game.id)[0], fast.options(game), strict=True))


def test_options_cross_by_name() -> None:
    assert core_options(BadamSaat(players=5, ace="low", games=3)).items() >= {
        "players": 5, "ace_low": 1, "games": 3}.items()
    assert core_options(BintAlSbeet(pass_cycle=("left", "right", "none"))).items() >= {
        "target": 151, "pass_count": 3, "no_penalty_card": 0, "cycle_length": 3,
        "cycle": 1 | 2 << 2}.items()


def test_an_option_renamed_or_unread_fails_by_name() -> None:
    with pytest.raises(LayoutError, match="option 'player' is no field of BadamSaat"):
        OptionReader("badam-saat", BadamSaat, ("player", "ace_low", "games"), fast.ACE_LOW)
    with pytest.raises(LayoutError, match="'ace_low', which is no option"):
        OptionReader("badam-saat", BadamSaat, ("players", "games"), fast.ACE_LOW)
    with pytest.raises(LayoutError, match=r"a codec reads BadamSaat\.aces, which is no field"):
        OptionReader("badam-saat", BadamSaat, SEVENS_OPTIONS,
                     {"ace_low": OptionCodec("aces", lambda aces: aces == "low")})


def test_an_option_out_of_its_range_is_refused_by_name() -> None:
    """The core checks each option int against the range its table of options gives."""
    for game_class in fast.CORE_GAMES:
        game = game_class()
        options = fast.options(game)
        for i, name in enumerate(core.layout(game.id)[0]):
            with pytest.raises(ValueError, match=f"{game.id}'s option {name} must be .*, not -1"):
                core.simulate(game.id, (*options[:i], -1, *options[i + 1:]), "1", 0, 1)


def test_the_core_knows_every_option_of_the_games_it_plays() -> None:
    """An option a game has and its C file does not name keeps the game off the core
    (below); none of the five is kept off."""
    assert {game_class.__name__: read.unknown for game_class, read in fast.OPTION_READERS.items()
            if read.unknown} == {}


@dataclasses.dataclass(frozen=True)
class OutBonus(BadamSaat):
    """Badam Saat with a house rule that nothing has told the C core: a bonus for going
    out."""

    test_out_bonus: int = 0


def test_an_option_the_core_does_not_know_is_never_dropped() -> None:
    """At its default the rule is off, and the core plays the game it was built for; set,
    its reading fails by name (it was read as the plain game's ``(4, 1, 7)``)."""
    read = OptionReader("badam-saat", OutBonus, SEVENS_OPTIONS, fast.ACE_LOW)
    assert read.unknown == {"test_out_bonus": 0}
    assert read(OutBonus()) == fast.options(BadamSaat()) and read.knows(OutBonus())
    assert not read.knows(OutBonus(test_out_bonus=10))
    with pytest.raises(LayoutError, match=r"badam-saat has no option test_out_bonus "
                                          r"\(OutBonus\.test_out_bonus=10\)"):
        read(OutBonus(test_out_bonus=10))


def test_a_game_with_an_option_the_core_does_not_know_plays_on_the_python_path(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bound as Badam Saat is, the game with its house rule set is none the core plays: the
    search, the simulation and the batched environments take the Python path."""
    monkeypatch.setitem(fast.CORE_GAMES, OutBonus, fast.CORE_GAMES[BadamSaat])
    monkeypatch.setitem(fast.LAYOUTS, OutBonus, fast.LAYOUTS[BadamSaat])
    monkeypatch.setitem(fast.OPTION_READERS, OutBonus,
                        OptionReader("badam-saat", OutBonus, SEVENS_OPTIONS, fast.ACE_LOW))
    plain, house = OutBonus(), OutBonus(test_out_bonus=10)
    assert fast.plays(plain) and fast.has_rules_policy(plain) and fast.has_vector_env(plain)
    assert not (fast.plays(house) or fast.has_rules_policy(house) or fast.has_vector_env(house))
    with pytest.raises(LayoutError, match="test_out_bonus"):
        fast.options(house)


def test_the_shared_header_knows_no_game() -> None:
    """What every game file shares (core.h) names no game: each game's search types live
    in its own header, and the binding finds the games through games.h."""
    shared = (Path(__file__).parent.parent / "src" / "majlis" / "core" / "core.h").read_text()
    words = {"sevens", "sbeet", "sedma", "deemin", "asymmetric", "badam", "sabat", "bint"}
    assert not {word for word in words if word in shared.lower()}
