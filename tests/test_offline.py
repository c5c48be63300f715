"""The page's offline table (``majlis.offline``, run in Pyodide): the Python the server
packs for it needs nothing but the standard library, plays every game to the end with
it alone, and draws the same frames as a served table of the same seed."""

from __future__ import annotations

import ast
import hashlib
import io
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from majlis.games import GAME_IDS
from majlis.i18n import LANGUAGES
from majlis.offline import OFFLINE_LEVELS, OfflineTable
from majlis.records import read_match
from majlis.server.offline import engine_zip, worker_script
from majlis.server.pages import STATIC
from majlis.server.scene import Scene
from majlis.server.seats import Timing
from majlis.server.standing import Standing
from majlis.server.store import SeatRow, TableRow

SHORT = {"sabat-al-deemin": {"target": 1}, "bint-al-sbeet": {"target": 1},
         "badam-saat": {"games": 1}, "asymmetric-badam-saat": {"games": 1},
         "sedma": {"target": 1}}
"""Each game's shortest match."""


def packed() -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(engine_zip()[0])) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def top_imports(source: bytes) -> set[str]:
    """The top-level package of every import in ``source`` that may run, anywhere in it
    (those under ``if TYPE_CHECKING:`` only a type checker reads)."""
    names: set[str] = set()
    waiting: list[ast.AST] = [ast.parse(source)]
    while waiting:
        node = waiting.pop()
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            waiting.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
        waiting.extend(ast.iter_child_nodes(node))
    return names


def test_the_packed_python_imports_only_the_standard_library_and_itself() -> None:
    files = packed()
    sources = {name: data for name, data in files.items() if name.endswith(".py")}
    assert "majlis/offline.py" in sources and "majlis/frames.py" in sources
    foreign = {name: sorted(top_imports(data) - set(sys.stdlib_module_names) - {"majlis"})
               for name, data in sources.items()}
    assert not {name: found for name, found in foreign.items() if found}
    assert not [name for name in files if name.startswith("majlis/server/")]


def test_the_scan_finds_a_third_party_import() -> None:
    """The scan of the test above sees an import inside a function, and in the ``else``
    of ``if TYPE_CHECKING:``."""
    source = (b"def f():\n    import numpy\n    from fastapi import x\n"
              b"if TYPE_CHECKING:\n    import mypy\nelse:\n    import babel\n")
    assert top_imports(source) - set(sys.stdlib_module_names) == {"numpy", "fastapi", "babel"}


def test_every_game_plays_to_its_end_with_the_packed_python_alone(tmp_path: Path) -> None:
    """With no site-packages (``-S``) and only the zip's files: every bot level the page
    offers, every game's short match, and its record read back; a move the rules refuse
    is answered with its reason as data, which the page words (no fluent to word it here)."""
    for name, data in packed().items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    script = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "from majlis.offline import OfflineTable\n"
        "out = {}\n"
        f"for game, options in {SHORT!r}.items():\n"
        f"    for level in {OFFLINE_LEVELS[:2]!r}:\n"
        "        table = OfflineTable(game, options, level, 'secret')\n"
        "        while table.bot_move():\n"
        "            pass\n"
        "        rules = table.game\n"
        "        legal = set(rules.legal_actions(table.match.state))\n"
        "        def named(a):\n"
        "            try:\n"
        "                return rules.parse_action(rules.action_text(a)) == a\n"
        "            except ValueError:\n"
        "                return False\n"
        "        wrong = next(a for a in range(rules.num_actions) if a not in legal and named(a))\n"
        "        refused = table.act(rules.action_text(wrong))\n"
        "        assert refused['type'] == 'error' and refused.get('why'), refused\n"
        "        while (state := table.bot_move()) or table.record() is None:\n"
        "            if state is None:\n"
        "                frame = table.act(table.state()['legal'][-1]['action'])\n"
        "                assert frame['type'] == 'state', frame\n"
        "        out[f'{game}/{level}'] = table.record()\n"
        "        assert 'majlis._core' not in sys.modules\n"
        "print(json.dumps(out))\n")
    done = subprocess.run([sys.executable, "-S", "-c", script], capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    records = json.loads(done.stdout)
    assert len(records) == 2 * len(GAME_IDS)
    for record in records.values():
        match = read_match(record)
        assert match.winners is not None and match.winners == tuple(record["result"]["winners"])


def served_state(game: str, options: dict[str, Any], actions: list[tuple[int, str]]) -> Any:
    """Seat 0's state frame at a served practice table of secret ``secret``, as the
    server builds it from its stored actions."""
    table = OfflineTable(game, options, "rules", "secret")
    row = TableRow(id="offline", game=game, options=table.game.options(), seed="secret",
                   turn_clock=False, client="", match_no=0, event=len(actions), over=False)
    seats = [SeatRow(seat, "human" if seat == 0 else "bot",
                     "player 1" if seat == 0 else f"bot {seat + 1}", "rules", "hash")
             for seat in range(table.game.seats)]
    return json.loads(Scene(Standing(row, seats, actions), Timing()).state_frame(0))


@pytest.mark.parametrize("game", GAME_IDS)
def test_an_offline_table_draws_what_a_served_table_of_its_seed_sends(game: str) -> None:
    """Each state the offline table reaches, as the server sends it for the same seed
    and actions; only the seats' presence differs (nobody is connected to the served one)."""
    table = OfflineTable(game, SHORT[game], "rules", "secret")
    compared = 0
    while table.record() is None and compared < 40:
        if table.bot_move() is None:
            table.act(table.state()["legal"][0]["action"])
        offline, served = table.state(), served_state(game, SHORT[game], played(table))
        for frame in (offline, served):
            frame["seats"] = [{k: v for k, v in s.items() if k not in ("connected", "grace")}
                              for s in frame["seats"]]
        assert offline == served
        compared += 1
    assert compared == 40 or table.record() is not None


def played(table: OfflineTable) -> list[tuple[int, str]]:
    """The actions of the table's match so far, as a table stores them."""
    game = table.game
    return [(seat, game.action_text(action)) for hand in table.match.hands
            for seat, action in game.history(hand.state)]


def test_the_vendored_pyodide_is_what_its_sums_record() -> None:
    """Every file of ``SHA256SUMS`` is there, unchanged (``scripts/vendor_pyodide.py``
    checks a fetch against the same sums)."""
    folder = STATIC / "vendor" / "pyodide"
    sums = {name: digest for digest, name in
            (line.split() for line in (folder / "SHA256SUMS").read_text("utf-8").splitlines())}
    assert set(sums) >= {"pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                         "python_stdlib.zip", "pyodide-lock.json"}
    assert {name: hashlib.sha256((folder / name).read_bytes()).hexdigest()
            for name in sums} == sums
    assert "Mozilla Public License" in (folder / "LICENSE").read_text("utf-8")


def test_the_service_worker_keeps_the_page_pyodide_the_engine_and_every_language() -> None:
    script = worker_script()
    listed = re.search(r"const KEPT = (\[.*\]);", script)
    assert listed is not None and re.search(r'const VERSION = "[0-9a-f]{16}";', script)
    kept = json.loads(listed[1])
    assert {"/", "/api/games", "/offline/majlis.zip", "/static/js/offline_worker.js",
            "/static/vendor/pyodide/pyodide.asm.wasm",
            "/static/vendor/pyodide/python_stdlib.zip"} <= set(kept)
    assert {f"/locales/{lang}.ftl" for lang in LANGUAGES} <= set(kept)
    assert all((STATIC / path.removeprefix("/static/")).is_file()
               for path in kept if path.startswith("/static/"))
