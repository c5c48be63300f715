"""Every key a game says has its words, from the game's catalogues, in every language
majlis speaks, and each message asks only for what the key carries."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import tomllib
import uuid
from collections.abc import Iterator
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

import pytest

from majlis.explain import Fact, ScorePart
from majlis.games import GAME_IDS, make_game
from majlis.match import Match
from majlis.protocol import Game, IllegalAction
from majlis.words import (
    COMMON,
    LANGUAGES,
    fact_key,
    fields,
    gather,
    part_sentence,
    read_words,
    readable,
    template,
)

ROOT = Path(__file__).parent.parent

OPTION_SETS: dict[str, list[dict[str, object]]] = {
    "sabat-al-deemin": [{}, {"redeal_on_three": False, "strict_warning": True}],
    "bint-al-sbeet": [{}, {"pass_cycle": ["none"], "minus_condition": "no_penalty_card"},
                      {"pass_cycle": ["right", "left"], "pass_count": 1}],
    "badam-saat": [{}, {"players": 3, "ace": "high"}],
    "asymmetric-badam-saat": [{}],
    "sedma": [{}, {"forced_play": False, "finish_hand": True}, {"target": 30}],
}
FIELDS = ("seat", "item", "value")


def said(game: Game[Any], seed: int) -> Iterator[tuple[str, Fact | None]]:
    """Each key ``game`` says in a match of random play from ``seed``, with the fact it
    words (None for a key without fields): the board's facts and questions for every
    seat, the stages, the moves' words and flags, the refusals of illegal actions, and
    the score parts of each finished hand."""
    match, rng = Match(game, seed), random.Random(seed)
    for _ in range(3000):
        if match.to_move() is None:
            break
        for seat in range(game.seats):
            view = game.view(match.state, seat)
            board = game.board(view)
            yield from (("fact", fact) for fact in board.facts)
            if board.asked is not None:
                yield "asked", board.asked
            for stage in game.explain(view):
                yield f"stage.{stage.name}", None
                for move in stage.moves:
                    if move.word == "pick":
                        yield ("word.pick", None) if move.item is not None else (
                            "word.pick_hidden", None)
                    elif move.word != "play":
                        yield f"word.{move.word}", None
                    yield from ((f"flag.{flag}", None) for flag in move.flags)
        legal = set(match.legal_actions())
        for action in rng.sample(range(game.num_actions), min(8, game.num_actions)):
            if action not in legal:
                try:
                    game.apply(match.state, action)
                except IllegalAction as refused:
                    if refused.why is not None:
                        yield "refusal", refused.why
        match.act(rng.choice(sorted(legal)))
    for hand in match.hands:
        if game.to_move(hand.state) is None:
            yield from ((f"part.{part.name}", None) for part in game.score_parts(hand.state))
            for seat in range(game.seats):
                yield from (("fact", f) for f in game.board(game.view(hand.state, seat)).facts)


def described(game: Game[Any]) -> Iterator[str]:
    """The keys of what ``game`` says of itself: its title, options, choices, specials,
    goal and deal."""
    yield "title"
    for option in type(game).OPTIONS:
        yield f"option.{option.name}"
        yield f"help.{option.name}"
        if isinstance(option.default, bool):
            yield from ("choice.true", "choice.false")
        yield from (f"choice.{choice}" for choice in option.choices)
    description = game.describe()
    yield from (f"word.{word}" for word in description.specials.values())
    if description.goal is not None:
        yield f"goal.{description.goal.name}"
    yield from (f"deal.{part}" for part in ("table", "stock")
                if getattr(description.deal, part))


CASES = [pytest.param(game_id, options, id=f"{game_id}-{number}")
         for game_id, sets in OPTION_SETS.items() for number, options in enumerate(sets)]


def test_every_game_is_tried() -> None:
    assert set(OPTION_SETS) == set(GAME_IDS)


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_every_key_a_game_says_has_words_in_every_language(
        game_id: str, options: dict[str, object]) -> None:
    game = make_game(game_id, options)
    words = game.words()
    missing: set[str] = set()
    asked: list[str] = []
    for seed in range(3):
        for kind, fact in said(game, seed):
            if fact is None:
                key = kind
            else:
                key = fact_key(words, kind, fact)
                carried = {name for name in FIELDS if getattr(fact, name) is not None}
                if isinstance(fact.value, int):
                    carried.add("suit")
                for language in LANGUAGES:
                    wanted = fields(words, key, language)
                    assert wanted <= carried, f"{key} in {language} asks for {wanted - carried}"
                asked.append(key)
            if words.languages(key) != set(LANGUAGES):
                missing.add(key)
    missing |= {key for key in described(game) if words.languages(key) != set(LANGUAGES)
                and not (key == "title" or key.startswith("help."))}  # English: the code's
    assert missing == set()
    assert any(key.startswith("refusal.") for key in asked), "the tries met refusals"
    assert any(key.startswith("asked.") for key in asked), "seats were asked to move"


SCRIPTS = {"ar": "[A-Za-z]", "hi": "[A-Za-z]"}
"""What a language's game words never hold: Arabic and Hindi words are in their own
script (a card or tile is put in as a value)."""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_message_asks_for_the_same_fields_in_every_language(game_id: str) -> None:
    words = make_game(game_id).words()
    for key in words:
        english = fields(words, key, "en")
        allowed = ({"count", "points"} if key.startswith("part.")
                   else {"seat", "item", "value", "suit"})
        assert english <= allowed, key
        if key.startswith("part."):
            assert "points" in english, f"{key}: a score part says its points"
        assert {language: fields(words, key, language) for language in LANGUAGES} == {
            language: english for language in LANGUAGES}, key
        for language, latin in SCRIPTS.items():
            text = re.sub(r"\{\w+\}", "", template(words, key, language) or "")
            assert not re.search(latin, text), (key, language, text)
        named = set(key.partition("+")[2].split("+")) - {""}
        if key.startswith("fact.") and "seat" in named:
            assert "seat" in english, f"{key}: a fact about a seat names it"


def test_later_words_override_earlier_ones_language_by_language() -> None:
    words = gather(({"en": "a = one\nb = two\n", "ar": "a = واحد\nd = أربعة\n"},),
                   ({"ar": "a = أحد\n", "en": "c = three\n"},))
    assert sorted(words) == ["a", "b", "c"] and "d" not in words
    assert [template(words, key, "ar") for key in "abc"] == ["أحد", "two", "three"]
    assert words.languages("a") == {"en", "ar"} and words.languages("b") == {"en"}
    assert template(words, "z", "ar") is None


def test_a_value_not_given_is_left_for_its_caller_to_fill() -> None:
    words = make_game("sedma").words()
    assert template(words, "fact.reached+seat+value", "en", value=60) == \
        "{seat} reached the target of 60"
    assert template(words, "fact.reached+seat+value", "cs", seat="Noura", value=60) == \
        "Noura dosáhl(a) cíle 60"


def test_the_most_specific_key_with_words_is_chosen() -> None:
    words = {"asked.play", "asked.play+value", "fact.took+seat"}
    assert fact_key(words, "asked", Fact("play", value=3)) == "asked.play+value"
    assert fact_key(words, "asked", Fact("play")) == "asked.play"
    assert fact_key(words, "fact", Fact("took", seat=1, item=5)) == "fact.took+seat"
    assert fact_key(words, "fact", Fact("gone", seat=1)) == "fact.gone"
    assert readable("fact.went_out+seat") == "went out"


def test_a_game_s_title_and_option_help_are_its_code_s_english() -> None:
    for game_id in GAME_IDS:
        cls = type(make_game(game_id))
        words = cls.words()
        assert template(words, "title", "en") == cls.title
        for option in cls.OPTIONS:
            assert template(words, f"help.{option.name}", "en") == option.help


def test_the_shared_words_are_in_every_language() -> None:
    shared = gather(COMMON)
    assert all(shared.languages(key) == set(LANGUAGES) for key in shared)
    assert shared.languages("help.target") == set(LANGUAGES) - {"en"}  # English: the code's


def test_a_score_part_reads_as_a_sentence_in_every_language() -> None:
    words = make_game("badam-saat").words()
    assert part_sentence(words, ScorePart(0, "cards_left", 3, 3), "en") == "3 cards left: 3 points"
    assert part_sentence(words, ScorePart(0, "cards_left", 1, 1), "en") == "1 card left: 1 point"
    assert part_sentence(words, ScorePart(0, "cards_left", 25, 2), "ar") == \
        "ورقتان باقيتان: 25 نقطة"
    assert part_sentence(words, ScorePart(0, "cards_left", 9, 4), "ar") == "4 أوراق باقية: 9 نقاط"
    assert part_sentence(words, ScorePart(0, "cards_left", 3, 3), "hi") == "3 पत्ते बचे: 3 अंक"
    assert part_sentence(words, ScorePart(0, "cards_left", 1, 1), "hi") == "1 पत्ता बचा: 1 अंक"
    assert part_sentence(words, ScorePart(0, "cards_left", 2, 2), "cs") == \
        "zbývají 2 karty: 2 body"
    assert part_sentence(words, ScorePart(0, "cards_left", 25, 5), "cs") == \
        "zbývá 5 karet: 25 bodů"
    bint = make_game("bint-al-sbeet").words()
    assert part_sentence(bint, ScorePart(0, "minus_bonus", -20), "en") == "Minus made: -20 points"
    assert part_sentence(bint, ScorePart(0, "minus_bonus", -20), "ar") == "ماينص ناجح: -20 نقطة"
    bare = gather(({"en": "part-stock = stock\n"},))
    assert part_sentence(bare, ScorePart(0, "stock", 40, 12), "ar") == "stock (12): 40"
    assert part_sentence(gather(), ScorePart(0, "cards_left", 4, 2), "en") == "cards left (2): 4"


@pytest.mark.parametrize(("language", "counts"), [
    ("ar", {0: "0 دبلًا منزّلًا", 1: "دبل واحد منزّل", 2: "دبلان منزّلان", 3: "3 دبلات منزّلة",
            11: "11 دبلًا منزّلًا"}),
    ("cs", {1: "1 položený dublet", 3: "3 položené dublety", 5: "5 položených dubletů"}),
    ("hi", {0: "0 जोड़ा रखा", 1: "1 जोड़ा रखा", 2: "2 जोड़े रखे"}),
])
def test_a_number_takes_its_words_by_its_language_s_plural_category(
        language: str, counts: dict[int, str]) -> None:
    words = make_game("sedma").words()
    said = {count: part_sentence(words, ScorePart(0, "doubles_set", 1, count), language)
            for count in counts}
    assert all(said[count].startswith(f"{text}: ") for count, text in counts.items()), said


def test_the_rules_engine_reads_its_words_with_the_standard_library_alone() -> None:
    """A game, its words and its refusals' keys import without ``fluent`` or ``babel``
    (the offline page runs the rules engine alone); formatting imports them when asked."""
    script = ("import sys\n"
              "from majlis.games import GAME_IDS, make_game\n"
              "words = [make_game(g).words() for g in GAME_IDS]\n"
              "assert all('title' in w for w in words)\n"
              "print(sorted({m.split('.')[0] for m in sys.modules} & {'fluent', 'babel'}))\n"
              "from majlis.words import template\n"
              "print(template(words[0], 'title', 'hi'))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, timeout=120)
    first, second = done.stdout.splitlines()
    assert first == "[]" and second, done.stdout


def test_the_words_files_go_into_the_package() -> None:
    """Every game's catalogues are package data, so an installed majlis has its words,
    a catalogue for each game module in each language."""
    source = ROOT / "src" / "majlis"
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["majlis"]
    files = [path.relative_to(source).as_posix() for path in source.glob("games/locales/*/*.ftl")]
    modules = {make_game(game_id).__module__.rpartition(".")[2] for game_id in GAME_IDS}
    assert {f"games/locales/{lang}/{module}.ftl" for lang in LANGUAGES for module in modules} \
        <= set(files)
    assert all(any(fnmatch(name, pattern) for pattern in patterns) for name in files), files


def catalogues_beside(module: str, texts: dict[str, str], tmp_path: Path,
                      monkeypatch: pytest.MonkeyPatch) -> str:
    """The name of a new game module ``module`` (in a package of its own) beside which
    ``texts`` lie as its catalogues by language."""
    package = tmp_path / f"home_{uuid.uuid4().hex}"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for language, text in texts.items():
        (package / "locales" / language).mkdir(parents=True)
        (package / "locales" / language / f"{module}.ftl").write_text(text, "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return f"{package.name}.{module}"


def test_a_new_game_s_catalogues_lie_beside_it_and_a_language_may_wait(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = {"en": "word-reveal = Reveal\n", "cs": "word-reveal = Odkrýt\n"}
    module = catalogues_beside("rules", texts, tmp_path, monkeypatch)
    assert read_words(module) == (texts,)
    words = gather(COMMON, read_words(module))
    assert [template(words, "word.reveal", lang) for lang in ("cs", "hi")] == ["Odkrýt", "Reveal"]
    assert template(words, "word.pass", "hi") == "पास"
