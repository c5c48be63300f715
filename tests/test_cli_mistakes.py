"""User mistakes on the command line that once gave a traceback, a misleading message, an
endless run, a silently ignored flag or a half-written file: each now gets a clear error
on standard error, a non-zero exit, and changes nothing."""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from majlis.cli import app
from majlis.cli import play as cli_play
from majlis.cli import simulate as cli_simulate
from majlis.cli import tournament as cli_tournament
from majlis.cli.simulate import records_in_the_way
from majlis.games import make_game
from majlis.protocol import InvalidOptions
from majlis.quote import quote
from majlis.records import to_record
from majlis.server.store import Store, StoreError
from majlis.simulate import random_match, simulated_match_seed
from majlis.tui.session import Seating, Session

ROOT = Path(__file__).parent.parent
runner = CliRunner()


def cli(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def majlis_process(*args: str, stdout: Any = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    """``python -m majlis ARGS`` in a subprocess (``serve`` sets up process-wide logging);
    a server that starts instead of refusing fails the test by its timeout."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    return subprocess.run([sys.executable, "-m", "majlis", *args], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, env=env, timeout=30, check=False)


def refused(code: int, out: str, err: str, *words: str) -> bool:
    """Exit 2 with a one-line error and no traceback (a progress display, cleared on a
    terminal, may leave a line break before it)."""
    return (code == 2 and err.lstrip("\n").startswith("error:") and "Traceback" not in out + err
            and all(word in err for word in words))


@pytest.fixture
def no_table(monkeypatch: pytest.MonkeyPatch) -> list[Session]:
    """Sessions that `play` would open the terminal table on, instead of opening it."""
    opened: list[Session] = []
    monkeypatch.setattr(cli_play, "_show_table", lambda session, *_: opened.append(session))
    return opened


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every text file write stops half-way with "No space left on device"."""
    def half_then_full(path: Path, text: str, *_: Any, **__: Any) -> int:
        with open(path, "w", encoding="utf-8") as file:
            file.write(text[: len(text) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(Path, "write_text", half_then_full)
    yield


# -- serve ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("where", ["missing-dir/m.sqlite3", ".", "not-a-database"])
def test_serve_refuses_a_database_it_cannot_open(tmp_path: Path, where: str) -> None:
    (tmp_path / "not-a-database").write_bytes(b"\x00\xffnot sqlite" * 100)
    db = str(tmp_path / where)
    done = majlis_process("serve", "--port", "0", "--db", db)
    assert refused(done.returncode, done.stdout, done.stderr, f"cannot open {db}")
    assert "serving" not in done.stdout
    assert not (tmp_path / "missing-dir").exists()


def test_serve_refuses_another_programs_database_and_leaves_it_as_it_was(
        tmp_path: Path) -> None:
    db = tmp_path / "theirs.sqlite3"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE tables (legs INTEGER, wood TEXT)")
        conn.execute("INSERT INTO tables VALUES (4, 'oak')")
    done = majlis_process("serve", "--port", "0", "--db", str(db))
    assert refused(done.returncode, done.stdout, done.stderr, "is not a majlis database",
                   "'tables'", "legs, wood")
    with sqlite3.connect(db) as conn:
        names = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
        rows = conn.execute("SELECT * FROM tables").fetchall()
    assert names == [("tables",)] and rows == [(4, "oak")]


def test_serve_refuses_an_address_in_use_before_touching_the_database(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        done = majlis_process("serve", "--port", port, "--db", str(tmp_path / "m.sqlite3"))
    assert refused(done.returncode, done.stdout, done.stderr,
                   f"cannot listen on 127.0.0.1 port {port}", "in use")
    assert "serving" not in done.stdout and not (tmp_path / "m.sqlite3").exists()


def test_serve_refuses_a_host_that_is_not_an_address() -> None:
    done = majlis_process("serve", "--host", "999.1.1.1", "--port", "0", "--db", ":memory:")
    assert refused(done.returncode, done.stdout, done.stderr, "cannot listen on 999.1.1.1")


@pytest.mark.parametrize(("host", "shown"), [("127.0.0.1", "127.0.0.1"), ("::1", "[::1]")])
def test_serve_on_port_0_announces_the_port_it_got(tmp_path: Path, host: str,
                                                   shown: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    server = subprocess.Popen([sys.executable, "-m", "majlis", "serve", "--port", "0",
                               "--host", host, "--db", str(tmp_path / "m.sqlite3")],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              env=env)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert line.startswith(f"majlis is serving at http://{shown}:")
    assert ":0/" not in line


@pytest.mark.parametrize("args", [("serve", "--lease-seconds", "inf"),
                                  ("serve", "--bot-delay", "1e9"),
                                  ("serve", "--away-seconds", "inf"),
                                  ("serve", "--turn-seconds", "-inf"),
                                  ("serve", "--bot-delay", "NaN"),
                                  ("play", "badam-saat", "--delay", "inf"),
                                  ("watch", "sedma", "--delay", "nan"),
                                  ("bench", "sedma", "--seconds", "nan")])
def test_endless_waits_and_nan_are_refused(args: tuple[str, ...]) -> None:
    done = majlis_process(*args)
    assert refused(done.returncode, done.stdout, done.stderr,
                   f"{quote(args[-1])} is not a number from ")
    assert "less than" not in done.stderr and "greater than" not in done.stderr


def test_a_postgresql_url_without_psycopg_names_the_extra(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg raises ImportError
    with pytest.raises(StoreError, match=r"needs psycopg: pip install 'majlis\[postgres\]'"):
        Store("postgresql://nobody@127.0.0.1/majlis")


def test_an_unreachable_postgresql_server_is_a_store_error() -> None:
    pytest.importorskip("psycopg")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # closed again: nothing listens there
    with pytest.raises(StoreError, match="cannot open the PostgreSQL database") as raised:
        Store(f"postgresql://nobody@127.0.0.1:{port}/majlis?connect_timeout=5")
    assert "\n" not in str(raised.value), "one line, as every error on the command line"


# -- options and counts --------------------------------------------------------------------------

def test_an_option_given_twice_is_refused() -> None:
    code, out, err = cli("simulate", "sedma", "--matches", "1",
                         "--option", "target=5", "--option", "target=6")
    assert refused(code, out, err, "option 'target' is given twice")


def test_a_list_option_is_refused_as_it_was_typed() -> None:
    code, out, err = cli("simulate", "bint-al-sbeet", "--matches", "1",
                         "--option", "pass_cycle=left,up")
    assert refused(code, out, err, "option pass_cycle='left,up' is not allowed")


def test_a_list_given_to_a_word_option_is_shown_as_a_list() -> None:
    with pytest.raises(InvalidOptions, match=re.escape("minus_condition=['no_trick'] is not")):
        make_game("bint-al-sbeet", {"minus_condition": ["no_trick"]})


def test_bench_refuses_endless_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    def timed(*_: Any, **__: Any) -> float:
        raise AssertionError("bench started timing")

    monkeypatch.setattr(cli_simulate, "core_rate", timed)
    monkeypatch.setattr(cli_simulate, "playout_rate", timed)
    code, out, err = cli("bench", "sedma", "--seconds", "inf", "--runs", "1")
    assert code == 2 and "--seconds" in err and "3600" in err and "Traceback" not in out + err
    for typed in ("1_0", "\u0661"):  # as integer options: plain ASCII digits only
        done = majlis_process("bench", "sedma", "--seconds", typed, "--runs", "1")
        assert refused(done.returncode, done.stdout, done.stderr,
                       f"{quote(typed)} is not a number")


def test_bench_times_a_game_named_twice_once(monkeypatch: pytest.MonkeyPatch) -> None:
    timed: list[str] = []
    monkeypatch.setattr(cli_simulate, "core_rate", lambda rules, _: timed.append(rules.id) or 1.0)
    monkeypatch.setattr(cli_simulate, "playout_rate", lambda rules, *_, **__: 1.0)
    code, out, _ = cli("bench", "sedma", "sedma", "--seconds", "0.1", "--runs", "1")
    assert code == 0 and timed == ["sedma"] and out.count("sedma") == 1


def test_tournament_refuses_a_bad_bot_before_any_work(monkeypatch: pytest.MonkeyPatch) -> None:
    def played(*_: Any) -> None:
        raise AssertionError("the tournament ran")

    monkeypatch.setattr(cli_tournament, "play_tournament", played)
    code, out, err = cli("tournament", "sedma", "--bots", "random,random,random,nobody",
                         "--hands", "1")
    assert refused(code, out, err, "unknown bot 'nobody'")


@pytest.mark.parametrize("args", [
    ("simulate", "sedma", "--matches", "1", "--records", ""),
    ("tournament", "sedma", "--bots", "random", "--hands", "1", "--out", ""),
    ("play", "sedma", "--record", ""),
    ("play", "--resume", ""),
])
def test_an_empty_path_is_refused_not_read_as_the_current_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_table: list[Session],
        args: tuple[str, ...]) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = cli(*args)
    assert code == 2 and "an empty path" in err and "Traceback" not in out + err
    assert not no_table and not os.listdir(tmp_path)


# -- play --resume ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("flags", "named"), [
    (["--seed", "0"], "--seed"),
    (["--option", "target=5"], "--option"),
    (["--record", "elsewhere.json"], "--record"),
])
def test_resume_refuses_the_flags_of_a_new_match(tmp_path: Path, no_table: list[Session],
                                                 flags: list[str], named: str) -> None:
    saved = tmp_path / "saved.json"
    Session.new(make_game("sedma"), Seating.parse(4, 0, "random"), 1, saved).save()
    before = saved.read_bytes()
    flags = [str(tmp_path / flag) if flag.endswith(".json") else flag for flag in flags]
    code, out, err = cli("play", "--resume", str(saved), *flags)
    assert refused(code, out, err, named, "--resume")
    assert not no_table and saved.read_bytes() == before
    assert not (tmp_path / "elsewhere.json").exists()



def test_trust_bots_without_resume_is_a_mistake(tmp_path: Path, no_table: list[Session]) -> None:
    """The flag only means something for a saved match; a new one was opened regardless."""
    record = tmp_path / "new.json"
    code, out, err = cli("play", "sedma", "--trust-bots", "--record", str(record))
    assert refused(code, out, err, "--trust-bots", "--resume")
    assert not no_table and not record.exists()


INTERRUPTED_RUN = """
import pathlib, signal, sys
from majlis import fast, simulate
from majlis.cli import main
# Ctrl-C as a terminal delivers it, even under a job started in the background, which
# ignores SIGINT (and Python keeps an ignored SIGINT ignored)
signal.signal(signal.SIGINT, signal.default_int_handler)
started, *arguments = sys.argv[1:]
sys.argv = ["majlis", *arguments]

def begun(play):  # the real player, saying when the run has begun
    def playing(*args):
        pathlib.Path(started).touch()
        return play(*args)
    return playing

fast.simulate = begun(fast.simulate)  # the core's whole run
simulate.random_match = begun(simulate.random_match)  # each match of the pure path's
main()
"""


@pytest.mark.parametrize("pure", ["", "1"], ids=["core", "pure"])
def test_ctrl_c_stops_a_run_and_says_so(tmp_path: Path, pure: str) -> None:
    """Ctrl-C (SIGINT) ends the command with status 130 and one line, however long it was
    asked to run: the core's simulation once went on, deaf to it, for all its matches."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), MAJLIS_PURE=pure)
    started = tmp_path / "started"
    with subprocess.Popen(
            [sys.executable, "-c", INTERRUPTED_RUN, str(started), "simulate", "badam-saat",
             "--matches", str(10**9)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=env) as process:
        try:
            while not started.exists() and process.poll() is None:  # into the run
                time.sleep(0.05)
            process.send_signal(signal.SIGINT)
            out, err = process.communicate(timeout=60)
        finally:
            process.kill()
    assert process.returncode == 130 and out == ""
    assert err.strip() == "Interrupted."


def test_only_the_records_a_run_would_write_over_are_checked(tmp_path: Path) -> None:
    """simulate --records looks at the files already there, not at every name of the
    run: checking a billion names took hours before the first match."""
    for name in ("sedma-0-0001.json", "sedma-0-0003.json", "sedma-0-1.json",
                 "sedma-1-0001.json", "bint-al-sbeet-0-0001.json", "sedma-0-\u0661.json"):
        (tmp_path / name).mkdir()
    assert list(records_in_the_way(tmp_path, "sedma", 0, 3)) == [tmp_path / "sedma-0-0001.json"]
    assert list(records_in_the_way(tmp_path / "missing", "sedma", 0, 10**9)) == []

# -- files are written whole or not at all ----------------------------------------------------

def test_simulate_on_a_full_disk_keeps_the_earlier_record_whole(tmp_path: Path,
                                                                request: pytest.FixtureRequest
                                                                ) -> None:
    code, _, _ = cli("simulate", "sedma", "--matches", "1", "--records", str(tmp_path))
    assert code == 0
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    request.getfixturevalue("full_disk")
    code, out, err = cli("simulate", "sedma", "--matches", "1", "--records", str(tmp_path))
    assert refused(code, out, err, "cannot write", "No space left on device")
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before


def test_a_save_on_a_full_disk_keeps_the_earlier_save_whole(tmp_path: Path,
                                                            request: pytest.FixtureRequest
                                                            ) -> None:
    path = tmp_path / "m.json"
    session = Session.new(make_game("sedma"), Seating.parse(4, 0, "random"), 1, path)
    session.save()
    before = path.read_bytes()
    session.match.act(session.match.legal_actions()[0])
    request.getfixturevalue("full_disk")
    with pytest.raises(OSError, match="No space left"):
        session.save()
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["m.json"]


def test_a_chart_on_a_full_disk_keeps_the_earlier_chart_whole(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    from matplotlib.figure import Figure

    tournament = ("tournament", "sedma", "--bots", "random,random,random,random",
                  "--hands", "1", "--workers", "1", "--out", str(tmp_path))
    code, _, _ = cli(*tournament)
    assert code == 0
    before = (tmp_path / "chart.png").read_bytes()

    def half_then_full(self: Figure, path: Path, **_: Any) -> None:
        Path(path).write_bytes(before[: len(before) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(Figure, "savefig", half_then_full)
    code, out, err = cli(*tournament)
    assert refused(code, out, err, "cannot write", "No space left on device")
    assert (tmp_path / "chart.png").read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["chart.png", "summary.json"]



@pytest.mark.parametrize(("args", "words"), [
    (("play", "sedma", "--seed", "abc"), "Invalid value for '--seed'"),
    (("watch",), "Missing argument 'game'"),
    (("play", "sedma", "--delay", "-1"), "Invalid value for '--delay'"),
    (("nosuch",), "No such command 'nosuch'"),
    (("simulate", "sedma", "--bogus"), "No such option: --bogus"),
])
def test_a_command_line_the_parser_refuses_is_one_line_and_status_2(
        args: tuple[str, ...], words: str) -> None:
    done = majlis_process(*args)
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and words in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_standard_output_on_a_full_disk_is_one_line_and_status_1() -> None:
    with open("/dev/full", "w") as full:
        done = majlis_process("games", stdout=full)
    assert done.returncode == 1
    assert done.stderr == "error: cannot write to standard output: No space left on device\n"


def test_standard_output_open_only_for_reading_is_one_line_and_status_1() -> None:
    with open(os.devnull, "rb") as read_only:  # as `majlis games 1</dev/null`
        done = majlis_process("games", stdout=read_only)
    assert done.returncode == 1
    assert done.stderr == "error: cannot write to standard output: Bad file descriptor\n"


def test_standard_output_over_the_file_size_limit_is_one_line_and_status_1(
        tmp_path: Path) -> None:
    limited = ("import resource, runpy, sys; resource.setrlimit(resource.RLIMIT_FSIZE, "
               "(1, 1)); sys.argv = ['majlis', 'games']; runpy.run_module('majlis')")
    with (tmp_path / "out.txt").open("w") as out:
        done = subprocess.run([sys.executable, "-c", limited], stdout=out, stderr=subprocess.PIPE,
                              text=True, env=dict(os.environ, PYTHONPATH=str(ROOT / "src")),
                              timeout=30, check=False)
    assert done.returncode == 1
    assert done.stderr == "error: cannot write to standard output: File too large\n"


def test_a_reader_that_stopped_reading_ends_the_command_quietly() -> None:
    reading, writing = os.pipe()
    os.close(reading)  # as `majlis games | head -1` once head has exited
    try:
        done = majlis_process("games", stdout=writing)
    finally:
        os.close(writing)
    assert done.returncode == 1 and done.stderr == ""


def test_a_missing_value_points_at_its_commands_help() -> None:
    done = majlis_process("simulate", "sedma", "-o")
    assert done.returncode == 2 and "requires an argument" in done.stderr
    assert "(see majlis simulate --help)" in done.stderr


# -- found by a review that fed every command bad input -----------------------------------------

@pytest.mark.parametrize(("args", "words"), [
    (("simulate", "sedma", "--matches", str(2**63)), "Invalid value for '--matches'"),
    (("simulate", "sedma", "--seed", "9" * 450), "a seed has at most 100 digits"),
    (("tournament", "sedma", "--bots", "random", "--seed", "1_0"), "'1_0' is not a whole number"),
    (("tournament", "sedma", "--bots", "random", "--workers", "100000"),
     "Invalid value for '--workers'"),
    (("tournament", "sedma", "--bots", "random", "--hands", "10000000000"),
     "Invalid value for '--hands'"),
    (("tournament", "sedma", "--bots", "random", "--matches", "1000001"),
     "Invalid value for '--matches'"),
    (("tournament", "sedma", "--bots", "random,random,random,.x:Bot", "--hands", "1"),
     "cannot load bot '.x:Bot'"),
    (("play", "sedma", "--bots="), "--bots has an empty entry"),
    (("serve", "--host", "", "--port", "0"), "Invalid value for '--host': an empty value"),
    (("serve", "--db", "", "--port", "0"), "Invalid value for '--db': an empty value"),
    (("serve", "--url", "not a url", "--port", "0"), "Invalid value for '--url'"),
    (("serve", "--url", "http://h:99999", "--port", "0"), "Invalid value for '--url'"),
    (("serve", "--allow-origin", "garbage", "--port", "0"), "Invalid value for '--allow-origin'"),
    (("simulate", "sedma", "--records", str(ROOT / "pyproject.toml")),
     "pyproject.toml: it is a file, not a folder"),
])
def test_bad_values_are_refused_before_any_work(args: tuple[str, ...], words: str) -> None:
    done = majlis_process(*args)
    assert refused(done.returncode, done.stdout, done.stderr, words), done.stderr
    assert "serving" not in done.stdout


@pytest.mark.parametrize("seed", [0, -5, 10**99])
def test_a_seed_of_up_to_100_digits_runs(seed: int) -> None:
    code, out, err = cli("simulate", "sedma", "--matches", "1", "--seed", str(seed))
    assert code == 0 and "match wins by seat" in out and not err


@pytest.mark.parametrize(("args", "shown"), [
    (("tournament", "sedma", "--bots", "random,random,random,a:b:c", "--hands", "1"), "'a:b:c'"),
    (("simulate", "sedma", "-o", ":thumbs_up:=1"), "':thumbs_up:'"),
])
def test_words_between_colons_are_shown_as_typed(args: tuple[str, ...], shown: str) -> None:
    code, out, err = cli(*args)
    assert refused(code, out, err, shown)


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_a_folder_where_an_output_file_goes_is_refused_before_the_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    def played(*_: Any) -> None:
        raise AssertionError("the run started")

    monkeypatch.setattr(cli_tournament, "play_tournament", played)
    if command == "simulate":
        (tmp_path / "sedma-0-0001.json").mkdir()
        args = ["simulate", "sedma", "--matches", "3", "--records", str(tmp_path)]
        blocked = tmp_path / "sedma-0-0001.json"
    else:
        (tmp_path / "chart.png").mkdir()
        args = ["tournament", "sedma", "--bots", "random,random,random,random", "--hands", "1",
                "--out", str(tmp_path)]
        blocked = tmp_path / "chart.png"
    code, out, err = cli(*args)
    assert refused(code, out, err, f"cannot write {blocked}: it is a folder")
    assert os.listdir(tmp_path) == [blocked.name], "nothing written"


def record_text(seed: str) -> str:
    """A real record of Sedma, with ``seed`` written in."""
    doc = to_record(random_match(make_game("sedma"), simulated_match_seed(0, 0)))
    return json.dumps(dict(doc, seed=seed))


def test_a_seed_that_is_not_unicode_text_gets_a_verdict(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(record_text("\ud800"))  # json.dumps writes it as the escape \\ud800
    code, out, err = cli("verify", str(path))
    assert code == 1 and "not Unicode text" in json.loads(out)["error"]["reason"]
    code, out, err = cli("replay", str(path))
    assert code == 1 and "not Unicode text" in err and "Traceback" not in err


def test_standard_input_is_read_as_utf_8_whatever_the_locale(tmp_path: Path) -> None:
    text = record_text("0/0").encode()
    seed_at = text.index(b'"0/0"')
    raw = text[:seed_at + 1] + b"\xff" + text[seed_at + 1:]
    done = subprocess.run([sys.executable, "-m", "majlis", "verify", "-"], input=raw,
                          capture_output=True, env=dict(os.environ, PYTHONPATH=str(ROOT / "src"),
                                                        LANG="C.UTF-8"), check=False)
    verdict = json.loads(done.stdout)
    assert done.returncode == 1 and "cannot read standard input" in verdict["error"]["reason"]
    assert b"Traceback" not in done.stderr
    done = subprocess.run([sys.executable, "-m", "majlis", "verify", "-"], stdin=None,
                          capture_output=True, env=dict(os.environ, PYTHONPATH=str(ROOT / "src")),
                          check=False, preexec_fn=lambda: os.close(0))
    assert done.returncode == 1 and b"cannot read standard input" in done.stdout


@pytest.mark.parametrize("command", ["verify", "replay"])
def test_a_record_file_that_never_ends_is_refused_at_its_limit(command: str) -> None:
    code, out, err = cli(command, "/dev/zero")
    assert code == 1 and "over 64 MiB" in out + err and "Traceback" not in out + err
    with pytest.raises(OSError, match="over 64 MiB"):
        Session.resume(Path("/dev/zero"))


@pytest.mark.parametrize("command", ["verify", "replay"])
def test_an_empty_record_path_says_so(command: str) -> None:
    code, out, err = cli(command, "")
    assert code == 1 and "an empty path" in out + err and "Traceback" not in out + err


@pytest.mark.parametrize(("flags", "words"), [
    (["--seat", "9"], "--seat must be a seat from 0 to 3"),
    (["--bots", "random,random"], "--bots needs"), (["--bots", "nope"], "nope"),
])
def test_resume_of_a_record_without_seats_refuses_a_seating_that_does_not_fit_as_a_mistake(
        tmp_path: Path, no_table: list[Session], flags: list[str], words: str) -> None:
    saved = tmp_path / "saved.json"
    doc = Session.new(make_game("sedma"), Seating.parse(4, 0, "random"), 1).record()
    del doc["seats"]
    saved.write_text(json.dumps(doc))
    code, out, err = cli("play", "--resume", str(saved), *flags)
    assert refused(code, out, err, words) and not no_table
    assert "cannot resume" not in err and saved.read_text() == json.dumps(doc)


@pytest.mark.parametrize(("flags", "opens"), [
    (["--bots", "rules"], False), (["--seat", "2"], False), (["--seat", "9"], False),
    (["--bots", "random"], True), (["--seat", "0", "--bots", "random"], True),
])
def test_resume_takes_seat_and_bots_only_as_the_file_has_them(
        tmp_path: Path, no_table: list[Session], flags: list[str], opens: bool) -> None:
    saved = tmp_path / "saved.json"
    Session.new(make_game("sedma"), Seating.parse(4, 0, "random"), 1, saved).save()
    before = saved.read_bytes()
    code, out, err = cli("play", "--resume", str(saved), *flags)
    if opens:
        assert code == 0 and len(no_table) == 1
    else:
        assert refused(code, out, err) and not no_table
    assert saved.read_bytes() == before


@pytest.mark.parametrize(("address", "words"), [
    ("not-an-address", ("not an event's address",)),
    ("https://example.org/t/AbC", ("not an event's address",)),
    ("http://127.0.0.1:9/e/AbC", ("cannot read", "/api/events/AbC"))])
def test_verify_event_refuses_what_is_no_event_s_address(address: str, words: tuple[str, ...],
                                                         ) -> None:
    assert refused(*cli("verify-event", address), *words)


@pytest.mark.parametrize(("args", "czech"), [
    (["simulate", "sedma", "--option", "target=0"], "volba target=0 není povolena (celé číslo"),
    (["simulate", "sedma", "--option", "nope=1"], "volba 'nope' neexistuje"),
    (["simulate", "nope"], "neznámá hra 'nope'"),
    (["simulate", "sedma", "--option", "target"], "volby pište jako KEY=VALUE")])
def test_a_game_s_options_are_refused_in_the_locale_s_language(
        monkeypatch: pytest.MonkeyPatch, args: list[str], czech: str) -> None:
    """The engine says what is wrong as data (``InvalidOptions.code`` and ``fields``),
    and the command words it: in Czech here, not the engine's English."""
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    code, _, err = cli(*args)
    assert code == 2 and err.startswith("chyba:") and czech in err, err
