"""The offline table's figures in docs/design.md ("Offline practice"), measured:
``python scripts/offline_speed.py --runs 5``.

Starts ``majlis serve`` on a free loopback port with a throwaway database and opens the
page in Debian's Chromium once, so that its service worker keeps the page and Pyodide;
then, with the network cut:

- **ready**: from opening the practice page (the installed page's address) to the
  table drawn with the person's cards, played by Pyodide in the page's worker: the
  median of ``--runs`` openings, each in a new tab;
- **bot move**: majlis's own Python in Pyodide in the page, each bot move of each game
  timed inside it (rules and search bots), the median and the slowest;

and, from the package's files, the page shell's size (what the lobby and a table load,
without Pyodide and the engine), raw and gzip-compressed, and Pyodide's.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright
from screenshots import CHROMIUM, free_port, serve

from majlis.games import GAME_IDS
from majlis.server.offline import engine_zip
from majlis.server.pages import STATIC, catalogue_file
from majlis.server.routes import game_json

PYODIDE = STATIC / "vendor" / "pyodide"
BOT_MOVES = """async ([levels, moves]) => {
    const { loadPyodide } = await import('/static/vendor/pyodide/pyodide.mjs');
    const pyodide = await loadPyodide({ indexURL: '/static/vendor/pyodide/' });
    const zip = await (await fetch('/offline/majlis.zip')).arrayBuffer();
    pyodide.unpackArchive(zip, 'zip', { extractDir: '/engine' });
    return pyodide.runPython(`
import json, sys, time
sys.path.insert(0, '/engine')
from majlis.games import GAME_IDS
from majlis.offline import OfflineTable
out = {}
for level in ${JSON.stringify(levels)}:
    for game in GAME_IDS:
        table, times = OfflineTable(game, {}, level, 'speed'), []
        while len(times) < ${moves} and table.record() is None:
            start = time.perf_counter()
            if table.bot_move() is None:
                table.act(table.state()['legal'][0]['action'])
            else:
                times.append(time.perf_counter() - start)
        out[level + ' ' + game] = times
json.dumps(out)`);
}"""


def gzipped(data: bytes) -> int:
    return len(gzip.compress(data, 6))


def shell_sizes() -> tuple[int, int]:
    """The page's own files (static, but Pyodide, the admin page and the service worker's
    template), raw and gzip-compressed, with one language's catalogues and the games'
    words (``/api/games``)."""
    files = [path for path in STATIC.rglob("*") if path.is_file()
             and PYODIDE not in path.parents and not path.name.startswith("admin")
             and path.suffix not in (".md", ".ts") and path.name != "LICENSE"
             and path.parent.name != "offline"]
    games = json.dumps([game_json(game_id) for game_id in GAME_IDS]).encode()
    data = [path.read_bytes() for path in files] + [catalogue_file("en").body, games]
    return sum(map(len, data)), sum(map(gzipped, data))


def ready_seconds(page: Page, url: str, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        tab = page.context.new_page()
        tab.goto(url)
        tab.wait_for_selector("#main .hand button", timeout=120_000)
        times.append(tab.evaluate("performance.now()") / 1000)
        tab.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--moves", type=int, default=40, help="bot moves timed a game")
    args = parser.parse_args()
    raw, packed = shell_sizes()
    print(f"page shell: {raw / 1024:.0f} KiB raw, {packed / 1024:.0f} KiB gzip")
    for path in sorted(PYODIDE.iterdir()):
        if path.suffix not in (".md", "") and path.name != "SHA256SUMS":
            data = path.read_bytes()
            print(f"{path.name}: {len(data) / 1024:.0f} KiB raw, "
                  f"{gzipped(data) / 1024:.0f} KiB gzip")
    engine = engine_zip()[0]
    print(f"engine zip: {len(engine) / 1024:.0f} KiB")
    with tempfile.TemporaryDirectory() as temp, sync_playwright() as playwright:
        port = free_port()
        server = serve(Path(temp) / "db.sqlite3", port)
        try:
            browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                                 args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
            base = f"http://127.0.0.1:{port}"
            page.goto(base + "/")
            page.wait_for_function("async () => (await navigator.serviceWorker.ready).active "
                                   "&& navigator.serviceWorker.controller !== null",
                                   timeout=120_000)
            page.context.set_offline(True)
            url = base + '/practice#game=bint-al-sbeet&options={"target":1}&level=rules'
            ready = ready_seconds(page, url, args.runs)
            print(f"ready offline: median {statistics.median(ready):.2f} s of "
                  f"{', '.join(f'{t:.2f}' for t in ready)}")
            moves = json.loads(page.evaluate(BOT_MOVES, [["rules", "search"], args.moves]))
            for name, times in moves.items():
                print(f"bot move {name}: median {statistics.median(times) * 1000:.1f} ms, "
                      f"slowest {max(times) * 1000:.0f} ms ({len(times)} moves)")
            browser.close()
        finally:
            server.terminate()
            server.wait(15)


if __name__ == "__main__":
    main()
