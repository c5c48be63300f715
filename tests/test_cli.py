"""The command line: determinism, verify's JSON and exit codes, clear errors without tracebacks."""

from __future__ import annotations

import itertools
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from majlis.cli import app, output
from majlis.cli.commands import COMMANDS, command
from majlis.games import GAME_IDS, game_class
from majlis.words import template

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_simulate_writes_records_that_verify_and_replay(game_id: str, tmp_path: Path) -> None:
    code, out, _ = run("simulate", game_id, "--matches", "2", "--seed", "9",
                       "--records", str(tmp_path))
    assert code == 0 and "matches            2" in out
    files = sorted(tmp_path.iterdir())
    assert len(files) == 2
    for path in files:
        code, out, _ = run("verify", str(path))
        verdict = json.loads(out)
        assert code == 0 and verdict["ok"] and verdict["finished"]
        code, out, _ = run("replay", str(path))
        assert code == 0 and "Hand 1, dealer: seat " in out and "Winners: seat " in out
        seats = game_class(game_id)().seats
        assert "seat 0" not in out and f"seat {seats}:" in out, "seats are counted from 1"
        assert re.search(r"^  seat \d: .*\d+ points?\b", out, re.M), "score parts are sentences"
        for line in out.splitlines():  # a train is shown as it lies: touching ends match
            if line.strip().startswith("train: "):
                lying = [tile.split("-") for tile in line.split(": ", 1)[1].split()]
                assert all(a[1] == b[0] for a, b in itertools.pairwise(lying)), line


def test_the_same_seed_gives_byte_identical_records(tmp_path: Path) -> None:
    for name in ("a", "b"):
        random.seed(name)  # disturbing the global generator must change nothing
        random.random()
        code, _, _ = run("simulate", "bint-al-sbeet", "--matches", "3", "--seed", "4",
                         "--records", str(tmp_path / name))
        assert code == 0
    a = sorted((tmp_path / "a").iterdir())
    b = sorted((tmp_path / "b").iterdir())
    assert [p.read_bytes() for p in a] == [p.read_bytes() for p in b]
    run("simulate", "bint-al-sbeet", "--matches", "1", "--seed", "5", "--records",
        str(tmp_path / "c"))
    assert (tmp_path / "c").iterdir().__next__().read_bytes() != a[0].read_bytes()


def test_verify_prints_the_spec_json_and_exit_1_for_a_bad_record(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "majlis-record/1", "game": "go"}')
    code, out, _ = run("verify", str(bad))
    assert code == 1
    verdict = json.loads(out)
    assert verdict["ok"] is False and verdict["error"]["hand"] is None
    code, out, _ = run("verify", str(tmp_path / "missing.json"))
    assert code == 1 and json.loads(out)["ok"] is False


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["simulate", "chess"], "unknown game"),
        (["simulate", "sedma", "--option", "speed=3"], "no option 'speed'"),
        (["simulate", "sedma", "--option", "target"], "KEY=VALUE"),
        (["simulate", "badam-saat", "--option", "players=12"], "players=12"),
        (["simulate", "badam-saat", "--option", "ace=middle"], "one of: low, high"),
        (["simulate", "bint-al-sbeet", "--option", "pass_cycle=left,up"], "pass_cycle"),
        (["replay", "does-not-exist.json"], "cannot read"),
    ],
)
def test_user_mistakes_get_a_clear_error_and_no_traceback(args: list[str], words: str) -> None:
    code, out, err = run(*args)
    assert code != 0
    assert words in err
    assert "Traceback" not in out + err


def test_replay_refuses_an_invalid_record_clearly(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text("[1, 2")
    code, _, err = run("replay", str(path))
    assert code == 1 and "not JSON" in err


def test_options_reach_the_game() -> None:
    code, out, _ = run("simulate", "badam-saat", "--matches", "1", "--option", "players=6",
                       "--option", "games=2", "--option", "ace=high")
    assert code == 0
    assert '"players": 6, "ace": "high", "games": 2' in out
    assert "hands              2" in out


def test_games_lists_every_game_and_option_with_defaults() -> None:
    code, out, _ = run("games")
    assert code == 0
    for word in ("sabat-al-deemin", "strict_warning", "pass_cycle", "minus_condition",
                 "badam-saat", "asymmetric-badam-saat", "finish_hand", "151", "500", "60"):
        assert word in out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_games_shows_each_default_as_the_option_flag_takes_it(game_id: str) -> None:
    # What `majlis games` prints as the default, given back with -o, is the default.
    cls = game_class(game_id)
    for option in cls.OPTIONS:
        shown = option.text(option.default)
        assert option.parse(shown) == option.check(option.default)
        code, out, err = run("simulate", game_id, "--matches", "1", "-o", f"{option.name}={shown}")
        assert code == 0, err
    code, out, _ = run("games")
    assert "left,right" in out and '"' not in out


def test_the_installed_console_command_runs() -> None:
    done = subprocess.run([sys.executable, "-m", "majlis", "verify", "-"], input="{}",
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1 and json.loads(done.stdout)["ok"] is False


@pytest.mark.parametrize("name", COMMANDS)
def test_each_command_is_listed_by_the_first_words_of_its_own_help(name: str) -> None:
    summary = COMMANDS[name][1]
    assert " ".join(command(name).help.split()).startswith(summary.rstrip("."))


MODULES_LOADED = """
import json, runpy, sys
try:
    runpy.run_module("majlis", run_name="__main__")
finally:
    print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""
"""``python -m majlis`` with the arguments given, then the modules it imported on stderr."""


@pytest.mark.parametrize(("args", "left_out"), [
    (["--help"], {"majlis.cli.serve", "majlis.cli.play", "majlis.cli.simulate", "fastapi",
                  "textual"}),
    (["games"], {"majlis.cli.records", "majlis.server", "textual", "majlis.tournament"}),
])
def test_a_command_imports_only_what_it_needs(args: list[str], left_out: set[str]) -> None:
    """``majlis --help`` lists every command without importing one, and a command
    imports its own module only: not the table server's or the terminal table's."""
    done = subprocess.run([sys.executable, "-c", MODULES_LOADED, *args], capture_output=True,
                          text=True, check=False)
    loaded = set(json.loads(done.stderr.splitlines()[-1]))
    assert done.returncode == 0 and done.stdout and "majlis.cli.commands" in loaded
    assert not loaded & left_out


@pytest.mark.parametrize(("lang", "said"), [
    ("cs", ("volba", "celé číslo od 1 do 5000", "jedna z: no_trick, no_penalty_card")),
    ("hi", ("विकल्प", "1 से 5000 तक की पूर्ण संख्या", "इनमें से एक: no_trick, no_penalty_card"))])
def test_games_speaks_the_locale_s_language(monkeypatch: pytest.MonkeyPatch, lang: str,
                                            said: tuple[str, ...]) -> None:
    """The games' names, their options' values and meanings in the locale's language:
    the games' catalogues and the command's."""
    monkeypatch.setenv("LANG", f"{lang}.UTF-8")
    monkeypatch.setattr(output.out, "width", 250)  # each cell on one line
    result = runner.invoke(app, ["games", "bint-al-sbeet"])
    title = game_class("bint-al-sbeet").words()
    assert result.exit_code == 0, result.output
    assert all(words in result.output for words in said), result.output
    assert template(title, "title", lang) in result.output
    assert template(title, "help.pass_count", lang) in result.output


def test_games_shows_only_the_games_named() -> None:
    code, out, _ = run("games", "sedma")
    assert code == 0 and "Sedma  (sedma)" in out and "forced_play" in out
    assert not any(f"({game_id})" in out for game_id in GAME_IDS if game_id != "sedma")
    code, _, err = run("games", "sedma", "sedmaa")
    assert code == 2 and "unknown game 'sedmaa'" in err


@pytest.mark.parametrize("args", [["--help"], ["serve", "--help"], ["games", "--help"]])
def test_help_gives_a_flag_no_type(args: list[str]) -> None:
    """A flag takes no value, so its help shows none (Typer's ``--help <bool>`` did)."""
    code, out, _ = run(*args)
    assert code == 0 and "--help" in out and "<bool>" not in out


@pytest.mark.parametrize("args", [["--version", "true"], ["--version", "games"]])
def test_the_version_flag_takes_no_value_and_no_command(args: list[str]) -> None:
    code, out, err = run(*args)
    assert code == 2 and "majlis 0" not in out and "error" in err.lower()
    code, out, _ = run("--version")
    assert code == 0 and out.startswith("majlis ")


def test_bench_tells_each_step_where_no_bar_can_be_drawn() -> None:
    """Standard error here is no terminal (a pipe, a log), where a bar is not drawn: a
    line says each timing as it starts, rather than nothing for the whole run."""
    code, out, err = run("bench", "sedma", "--seconds", "0.1", "--runs", "1")
    assert code == 0 and "protocol loop" in out
    steps = [line for line in err.splitlines() if line]
    assert steps == ["sedma, core (0/3 done)", "sedma, rollout (1/3 done)",
                     "sedma, protocol loop (2/3 done)"]
