"""Hostile input: records, options and API calls that once gave tracebacks, endless runs,
huge messages or wrong acceptances now get a clear refusal that changes nothing."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console
from typer.testing import CliRunner

from majlis import __version__
from majlis.bots import BotNotFound
from majlis.cli import app, output
from majlis.cli import play as cli_play
from majlis.cli import tournament as cli_tournament
from majlis.games import GAME_IDS, game_class, make_game
from majlis.match import Match
from majlis.protocol import MAX_TARGET, IllegalAction, InvalidOptions
from majlis.quote import LIMIT
from majlis.records import RecordError, parse, to_record, verify
from majlis.simulate import random_match
from majlis.tui.session import Seating, Session

SOME = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

ERROR_KEYS = {"hand", "index", "seat", "action", "reason"}


def record_of(game_id: str, seed: int = 1, **options: Any) -> dict[str, Any]:
    return json.loads(json.dumps(to_record(random_match(make_game(game_id, options), seed))))


RECORDS = {game_id: record_of(game_id) for game_id in GAME_IDS}


def is_verdict(verdict: Any) -> bool:
    """A verdict exactly as the record format specifies it, and one JSON can print."""
    json.dumps(verdict)
    if verdict["ok"] is True:
        return set(verdict) == {"ok", "finished", "hands", "totals", "winners"}
    return set(verdict) == {"ok", "error"} and set(verdict["error"]) == ERROR_KEYS


def refusal(doc: Any) -> dict[str, Any]:
    verdict = verify(doc if isinstance(doc, str) else json.dumps(doc))
    assert is_verdict(verdict) and verdict["ok"] is False, verdict
    return dict(verdict["error"])


# -- JSON the reader cannot hold -----------------------------------------------------------

DEEP = "[" * 1000 + "]" * 1000


@pytest.mark.parametrize("text", [
    DEEP,
    '{"format": "majlis-record/1", "game": "sedma", "hands": [], "note": ' + DEEP + "}",
    '{"format": "majlis-record/1", "game": "sedma", "hands": [], "note": '
    + '{"a": ' * 150 + "1" + "}" * 151,
])
def test_deep_nesting_anywhere_gets_a_verdict(text: str) -> None:
    assert "nested" in refusal(text)["reason"]


@pytest.mark.parametrize("where", ["options", "note", "seed"])
def test_a_five_thousand_digit_number_gets_a_verdict(where: str) -> None:
    big = "9" * 5000
    doc = '{"format": "majlis-record/1", "game": "sedma", "hands": [], '
    doc += {"options": f'"options": {{"target": {big}}}}}', "note": f'"note": -{big}}}',
            "seed": f'"seed": {big}}}'}[where]
    error = refusal(doc)
    assert "digits" in error["reason"] and len(error["reason"]) < 200


@pytest.mark.parametrize("number", ["1e999", "-1e999", "1." + "5" * 200])
def test_a_float_beyond_the_limits_gets_a_verdict(number: str) -> None:
    doc = '{"format": "majlis-record/1", "game": "sedma", "hands": [], "note": ' + number + "}"
    assert "number" in refusal(doc)["reason"]


def test_empty_lists_count_in_the_depth() -> None:
    doc = '{"format": "majlis-record/1", "note": ' + "[" * 100 + "]" * 100 + "}"
    assert "nested" in refusal(doc)["reason"]


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity"])
def test_json_constants_python_invents_are_not_json(word: str) -> None:
    assert "not JSON" in refusal(f'{{"format": "majlis-record/1", "x": {word}}}')["reason"]


@pytest.mark.parametrize("text", [
    '{"format": "majlis-record/1", "game": "badam-saat", "game": "sedma", "hands": []}',
    '{"format": "majlis-record/1", "game": "sedma", "hands": [], "x": {"a": 1, "a": 1}}',
])
def test_a_name_given_twice_in_an_object_is_refused(text: str) -> None:
    assert "given twice" in refusal(text)["reason"]


@pytest.mark.parametrize("text", [
    '{"format": "majlis-record/1", "game": "sedma", "hands": [], "seed": "\\ud800"}',
    '{"format": "majlis-record/1", "game": "sedma", "hands": [["\\udfff"]]}',
    '{"format": "majlis-record/1", "game": "sedma", "hands": [], "\\ud800x": 1}',
])
def test_a_string_that_is_not_unicode_text_is_refused(text: str) -> None:
    assert "not Unicode text" in refusal(text)["reason"]


def test_a_real_record_is_well_within_the_limits() -> None:
    for doc in RECORDS.values():
        assert parse(json.dumps(doc)) == doc


# -- integers where integers are required ----------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("kind", [float, bool])
def test_hand_scores_must_be_whole_numbers(game_id: str, kind: type) -> None:
    doc = copy.deepcopy(RECORDS[game_id])
    number, seat = next((n, s) for n, hand in enumerate(doc["hands"])
                        for s, points in enumerate(hand["result"]["scores"])
                        if kind is float or points in (0, 1))
    scores = doc["hands"][number]["result"]["scores"]
    scores[seat] = kind(scores[seat])
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (number, None)


@pytest.mark.parametrize("key", ["totals", "winners"])
def test_match_results_must_be_whole_numbers(key: str) -> None:
    doc = copy.deepcopy(RECORDS["sedma"])
    doc["result"][key] = [float(x) for x in doc["result"][key]]
    error = refusal(doc)
    assert error["hand"] is None and "match result" in error["reason"]


def test_a_seat_written_true_is_not_seat_1() -> None:
    doc = copy.deepcopy(RECORDS["badam-saat"])
    number, index = next((n, i) for n, hand in enumerate(doc["hands"])
                         for i, (seat, _) in enumerate(hand["actions"]) if seat == 1)
    doc["hands"][number]["actions"][index][0] = True
    assert (refusal(doc)["hand"], refusal(doc)["index"]) == (number, index)


@pytest.mark.parametrize("value", [1.0, True])
def test_a_dealer_must_be_a_whole_number(value: Any) -> None:
    doc = copy.deepcopy(RECORDS["sedma"])
    doc["hands"][0]["dealer"] = value if doc["hands"][0]["dealer"] == 1 else float(
        doc["hands"][0]["dealer"])
    assert "dealer" in refusal(doc)["reason"]


@pytest.mark.parametrize("value", [1, "true"])
def test_void_must_be_written_true(value: Any) -> None:
    doc = record_of("sabat-al-deemin", seed=3)
    number = next(n for n, h in enumerate(doc["hands"]) if h["result"].get("void"))
    doc["hands"][number]["result"]["void"] = value
    assert refusal(doc)["hand"] == number


# -- an unfinished hand is unfinished ---------------------------------------------------------

def unfinished(game_id: str) -> tuple[dict[str, Any], list[int]]:
    """A record stopped in the middle of its second hand, and the points of that hand so far."""
    doc = copy.deepcopy(RECORDS[game_id])
    del doc["hands"][1]["actions"][8:], doc["hands"][1]["result"], doc["hands"][2:]
    del doc["result"]
    verdict = verify(json.dumps(doc))
    assert verdict["ok"] and verdict["hands"][1]["unfinished"]
    return doc, verdict["hands"][1]["scores"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_result_for_an_unfinished_hand_is_refused(game_id: str) -> None:
    doc, so_far = unfinished(game_id)
    doc["hands"][1]["result"] = {"scores": so_far}
    error = refusal(doc)
    assert (error["hand"], error["index"]) == (1, None) and "unfinished" in error["reason"]
    doc["hands"][1]["result"]["unfinished"] = True  # what verify itself says of the hand
    assert verify(json.dumps(doc))["ok"]


# -- messages quote values, cut short ----------------------------------------------------------

HUGE = "x" * 5_000_000


@pytest.mark.parametrize("damage", [
    lambda d: d.__setitem__("game", HUGE),
    lambda d: d["options"].__setitem__(HUGE, 1),
    lambda d: d["options"].__setitem__("target", HUGE),
    lambda d: d["options"].__setitem__("target", [[[[[[[[1]]]]]]]] * 100),
    lambda d: d.__setitem__("format", HUGE),
    lambda d: d["hands"][0]["deal"]["hands"][0].__setitem__(0, HUGE),
    lambda d: d["hands"][0]["deal"].__setitem__(HUGE, []),
    lambda d: d["hands"][0]["actions"][0].__setitem__(1, HUGE),
])
def test_error_messages_cut_huge_values(damage: Any) -> None:
    doc = copy.deepcopy(RECORDS["sedma"])
    damage(doc)
    error = refusal(doc)
    assert len(json.dumps(error)) < 400, error


def test_python_api_messages_cut_huge_values() -> None:
    for call in (lambda: make_game(HUGE), lambda: make_game("sedma", {"target": HUGE}),
                 lambda: make_game("sedma", {"target": 10 ** 5000}),
                 lambda: make_game("sedma").parse_action(HUGE)):
        with pytest.raises(ValueError) as caught:
            call()
        assert len(str(caught.value)) < 3 * LIMIT + 150


# -- property tests: any JSON, any damage, a verdict and no exception ---------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=20,
)
KEYS = ("format", "game", "options", "seats", "seed", "hands", "result", "dealer", "deal",
        "actions", "scores", "totals", "winners", "void", "unfinished", "target", "players")


@SOME
@given(st.text(max_size=200))
def test_any_text_gets_a_verdict(text: str) -> None:
    assert is_verdict(verify(text))


@SOME
@given(JSON)
def test_any_json_gets_a_verdict(doc: Any) -> None:
    assert is_verdict(verify(json.dumps(doc)))


def paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``doc`` where a value can be replaced."""
    children = doc.items() if isinstance(doc, dict) else enumerate(doc) \
        if isinstance(doc, list) else []
    out = [prefix] if prefix else []
    for key, child in children:
        out.extend(paths(child, (*prefix, key)))
    return out


@st.composite
def damaged(draw: st.DrawFn) -> dict[str, Any]:
    """A simulated record with a few values replaced by arbitrary JSON, keys added or
    items removed."""
    doc = copy.deepcopy(RECORDS[draw(st.sampled_from(GAME_IDS))])
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(paths(doc)))
        parent = doc
        for key in where[:-1]:
            parent = parent[key]
        how = draw(st.sampled_from(["replace", "delete", "add"]))
        if how == "replace":
            parent[where[-1]] = draw(JSON)
        elif how == "delete":
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(KEYS))] = draw(JSON)
        if not paths(doc):
            break
    return doc


@SOME
@given(damaged())
def test_damaged_records_get_a_verdict(doc: dict[str, Any]) -> None:
    assert is_verdict(verify(json.dumps(doc)))


OPTION_TEXT = st.text(max_size=30) | st.builds(
    "{}={}".format,
    st.sampled_from(["target", "players", "games", "ace", "pass_cycle", "pass_count",
                     "forced_play", "strict_warning", "minus_condition", "x"]),
    st.text(max_size=20) | st.integers().map(str) | st.just("9" * 5000))


@SOME
@given(st.sampled_from(GAME_IDS), st.lists(OPTION_TEXT, max_size=4))
def test_any_option_text_gives_a_game_or_invalid_options(game_id: str, items: list[str]) -> None:
    try:
        game = game_class(game_id).from_text(items)
    except InvalidOptions as error:
        assert len(str(error)) < 400
    else:
        assert make_game(game_id, game.options()) == game


# -- options have sane bounds -------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_number_option_has_an_upper_bound(game_id: str) -> None:
    for option in game_class(game_id).OPTIONS:
        if isinstance(option.default, int) and not isinstance(option.default, bool):
            assert option.high is not None and option.high >= option.default, option.name
            with pytest.raises(InvalidOptions, match=f"to {option.high}"):
                game_class(game_id).from_text([f"{option.name}={'9' * 26}"])


@pytest.mark.parametrize("text", ["--5", "²", "5" * 5000, "", " ", "+10", "1_0", " 10",
                                  "１０", "٣"])
def test_odd_numbers_on_the_command_line_are_refused(text: str) -> None:
    with pytest.raises(InvalidOptions, match="target"):
        game_class("sedma").from_text([f"target={text}"])


@pytest.mark.parametrize("text", ["yes", "no", "1", "0", "y", "on", ""])
def test_a_true_or_false_option_takes_exactly_the_words_its_message_lists(text: str) -> None:
    with pytest.raises(InvalidOptions, match=r"finish_hand=.* \(true or false\)"):
        game_class("sedma").from_text([f"finish_hand={text}"])
    assert game_class("sedma").from_text(["finish_hand=TRUE"]).options()["finish_hand"] is True


@pytest.mark.parametrize("item", ["=3", "target", ""])
def test_an_option_without_a_name_or_value_says_how_to_write_it(item: str) -> None:
    with pytest.raises(InvalidOptions, match="write options as KEY=VALUE"):
        game_class("sedma").from_text([item])


# -- the Python API ------------------------------------------------------------------------------

def test_options_given_as_a_string_are_refused_as_such() -> None:
    with pytest.raises(InvalidOptions, match="mapping") as caught:
        make_game("badam-saat", "players=5")  # type: ignore[arg-type]
    assert "'5'" not in str(caught.value)


def test_an_unknown_option_lists_the_known_ones() -> None:
    with pytest.raises(InvalidOptions, match="its options: players, ace, games"):
        make_game("badam-saat", {"jokers": 2})


@pytest.mark.parametrize("action", ["7H", 3.0, None, True, [1]])
def test_match_act_refuses_what_is_not_an_action_id(action: Any) -> None:
    match: Match[Any] = Match(make_game("badam-saat"), seed=1)
    before = match.state
    with pytest.raises(IllegalAction, match="parse_action"):
        match.act(action)
    assert match.state is before


def test_an_unknown_rl_environment_raises_invalid_options() -> None:
    pytest.importorskip("pettingzoo")
    from majlis.rl import aec_env, gym_env

    for make in (aec_env, gym_env):
        with pytest.raises(InvalidOptions, match="unknown game 'nosuch'"):
            make("nosuch")


def test_record_error_is_the_one_error_type_of_the_reader() -> None:
    with pytest.raises(RecordError):
        parse("[" * 5000 + "]" * 5000)


# -- the command line ------------------------------------------------------------------------------

runner = CliRunner()


def cli(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def no_table(monkeypatch: pytest.MonkeyPatch) -> list[Session]:
    """Sessions that `play` would open the terminal table on, instead of opening it."""
    opened: list[Session] = []
    monkeypatch.setattr(cli_play, "_show_table", lambda session, *_: opened.append(session))
    return opened


def test_version() -> None:
    code, out, _ = cli("--version")
    assert code == 0 and out.strip() == f"majlis {__version__}"


@pytest.mark.parametrize("text", [DEEP, "9" * 5000, '{"format": "majlis-record/1", "seed": '
                                  + "1" * 5000 + "}"])
def test_verify_prints_a_verdict_for_any_file(tmp_path: Path, text: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(text)
    code, out, err = cli("verify", str(path))
    assert code == 1 and is_verdict(json.loads(out)) and "Traceback" not in err


@pytest.mark.parametrize("content", [None, b"\xff\xfe", b"[1, 2", DEEP.encode(), b"{}"])
def test_replay_exits_1_for_any_record_it_cannot_show(tmp_path: Path, content: bytes | None
                                                      ) -> None:
    path = tmp_path / "r.json"
    if content is not None:
        path.write_bytes(content)
    code, _, err = cli("replay", str(path))
    assert code == 1 and str(path) in err and "Traceback" not in err


def test_an_endless_target_is_refused_before_simulating() -> None:
    code, _, err = cli("simulate", "sedma", "--option", "target=99999999999999999999999999")
    assert code == 2 and f"to {MAX_TARGET}" in err


def test_simulate_says_where_it_wrote_its_records(tmp_path: Path) -> None:
    code, out, _ = cli("simulate", "sedma", "--matches", "2", "--seed", "3",
                       "--records", str(tmp_path))
    assert code == 0
    assert "2 written" in out and str(tmp_path / "sedma-3-0000.json") in out
    assert str(tmp_path / "sedma-3-0001.json") in out


def test_tournament_checks_out_before_it_plays(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    def played(*_: Any) -> None:
        raise AssertionError("the tournament ran")

    monkeypatch.setattr(cli_tournament, "play_tournament", played)
    blocker = tmp_path / "file"
    blocker.write_text("")
    code, _, err = cli("tournament", "sedma", "--bots", "random,random,random,random",
                       "--hands", "1", "--out", str(blocker / "results"))
    assert code == 2 and "cannot write to" in err and str(blocker) in err
    code, _, err = cli("tournament", "sedma", "--bots", "random,random,random,nobody",
                       "--hands", "1", "--out", str(tmp_path / "results"))
    assert code == 2 and "unknown bot" in err and not (tmp_path / "results").exists()


def test_play_checks_the_record_path_before_play(tmp_path: Path,
                                                 no_table: list[Session]) -> None:
    code, _, err = cli("play", "sedma", "--bots", "random",
                       "--record", str(tmp_path / "no-such-dir" / "m.json"))
    assert code == 2 and "cannot write the record" in err and not no_table
    named = tmp_path / "named.json"
    code, _, err = cli("play", "sedma", "--bots", "random", "--names", "weird",
                       "--record", str(named))
    assert code == 2 and "names style" in err and not named.exists() and not no_table
    good = tmp_path / "m.json"
    code, _, _ = cli("play", "sedma", "--bots", "random", "--record", str(good))
    assert code == 0 and len(no_table) == 1
    assert verify(good.read_text())["ok"] and no_table[0].saved == good


@pytest.mark.parametrize(("content", "words"), [
    ("{", "not JSON"), ('{"format": "majlis-record/1", "game": "go", "hands": []}',
                        "unknown game"), (None, "No such file")])
def test_a_bad_resume_file_is_named(tmp_path: Path, no_table: list[Session],
                                    content: str | None, words: str) -> None:
    path = tmp_path / "saved.json"
    if content is not None:
        path.write_text(content)
    code, _, err = cli("play", "--resume", str(path))
    assert code == 1 and f"cannot resume {path}" in err and words in err
    assert not no_table


MARKER_MODULE = '''
import pathlib
pathlib.Path(__file__).with_name("imported").write_text("yes")


class Bot:
    def act(self, game, view, legal, rng):
        return legal[0]
'''


def test_resume_imports_nothing_a_file_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             no_table: list[Session]) -> None:
    (tmp_path / "marker_bot.py").write_text(MARKER_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    game = make_game("sedma")
    session = Session.new(game, Seating.parse(4, 0, "random"), 1)
    doc = session.record()
    doc["seats"][2]["bot"] = "marker_bot:Bot"
    path = tmp_path / "shared.json"
    path.write_text(json.dumps(doc))

    code, _, err = cli("play", "--resume", str(path))
    assert code == 1 and "marker_bot:Bot" in err and "--trust-bots" in err
    assert not (tmp_path / "imported").exists() and not no_table
    with pytest.raises(BotNotFound):
        Session.resume(path)
    assert not (tmp_path / "imported").exists()

    code, _, _ = cli("play", "--resume", str(path), "--trust-bots")
    assert code == 0 and (tmp_path / "imported").exists() and len(no_table) == 1


def test_a_record_naming_a_bot_by_anything_but_a_name_is_refused(tmp_path: Path) -> None:
    session = Session.new(make_game("sedma"), Seating.parse(4, 0, "random"), 1)
    doc = session.record()
    doc["seats"][1]["bot"] = ["random"]
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="bot must be written as a name"):
        Session.resume(path)


def test_brackets_in_what_the_user_typed_are_printed_as_they_are() -> None:
    code, _, err = cli("simulate", "[/x]")
    assert code == 2 and "unknown game '[/x]'" in err and "Traceback" not in err


def test_bench_shows_its_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    screen = io.StringIO()
    monkeypatch.setattr(output, "err", Console(file=screen, force_terminal=True, width=100))
    code, out, _ = cli("bench", "sedma", "--seconds", "0.1", "--runs", "1")
    assert code == 0 and "sedma" in out
    assert "sedma, rollout" in screen.getvalue() and "sedma, protocol loop" in screen.getvalue()


# -- the server reads JSON with the same limits ----------------------------------------------------

def test_a_deep_table_message_is_refused_as_malformed() -> None:
    wire = pytest.importorskip("majlis.server.wire")
    with pytest.raises(wire.Refused) as caught:
        wire.read_message("[" * 2000 + "]" * 2000, 4096)
    assert caught.value.code == "malformed"


def test_hostile_request_bodies_get_a_400(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    serverkit = pytest.importorskip("tests.serverkit")
    with serverkit.running(str(tmp_path / "db.sqlite3"), tmp_path / "log") as server:
        for path in ("/api/replay", "/api/tables"):
            for body in (DEEP, '{"x": ' + "1" * 5000 + "}", "NaN"):
                answer = httpx.post(server.url + path, content=body, timeout=10)
                assert answer.status_code == 400, (path, body[:9])
