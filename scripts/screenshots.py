"""The README's screenshots of the page, taken again: ``python scripts/screenshots.py``.

Starts ``majlis serve`` on a free loopback port with a throwaway database, opens a table
of each pictured game with one person (Noura) and rules bots, plays her first moves by
clicking what the page offers, and saves ``docs/screenshots/english.png`` (Bint
Al-Sbeet at 1366 x 768), ``arabic.png`` (Sab'at Al-Deemin, in Arabic, 1366 x 768),
``phone.png`` (Badam Saat at 360 x 740) and ``phone-arabic.png`` (Sedma in Arabic at 360 x
740) with Debian's Chromium.  The bots' play differs from run to run.
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).parent.parent
CHROMIUM = "/usr/bin/chromium"
SHOTS: tuple[tuple[str, str, dict[str, object], int, str, tuple[int, int]], ...] = (
    # file, game, options, Noura's moves first, language, viewport
    ("english.png", "bint-al-sbeet", {}, 7, "en", (1366, 768)),
    ("arabic.png", "sabat-al-deemin", {}, 4, "ar", (1366, 768)),
    ("phone.png", "badam-saat", {}, 4, "en", (360, 740)),
    ("phone-arabic.png", "sedma", {}, 3, "ar", (360, 740)),
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(db: Path, port: int) -> subprocess.Popen[bytes]:
    """``majlis serve`` on ``port``, answering once it is up."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    server = subprocess.Popen([sys.executable, "-m", "majlis", "serve", "--port", str(port),
                               "--db", str(db), "--bot-delay", "0.05"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    for _ in range(300):
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=1)
            return server
        except httpx.HTTPError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit("the server did not start")


def seat_link(port: int, game: str, options: dict[str, object]) -> str:
    """A new table with Noura in seat 0 and rules bots: her link (the API gives its path)."""
    answer = httpx.post(f"http://127.0.0.1:{port}/api/tables", timeout=10, json={
        "game": game, "options": options, "turn_clock": False,
        "seats": [{"kind": "human", "name": "Noura"}]}).json()
    return f"http://127.0.0.1:{port}" + str(answer["seats"][0]["link"])


def play(page: Page, moves: int) -> None:
    """Noura makes ``moves`` moves, each the first thing her page offers."""
    made = 0
    for _ in range(600):
        if made == moves:
            return
        if page.locator("dialog.summary[open]").count():
            page.click("dialog.summary[open] button")
        offered = page.locator(".declarations button, .hand button.legal:not(.picked)")
        if offered.count():
            offered.first.click()
            made += 1
        time.sleep(0.4)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots",
                        help="where the pictures go (default: docs/screenshots)")
    out = parser.parse_args().out
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server = serve(Path(tmp) / "db.sqlite3", port)
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            for name, game, options, moves, language, (width, height) in SHOTS:
                context = browser.new_context(viewport={"width": width, "height": height})
                context.add_init_script(f"localStorage.setItem('majlis.lang', '{language}')")
                page = context.new_page()
                page.goto(seat_link(port, game, options))
                page.wait_for_selector("#main[data-event]")
                play(page, moves)
                time.sleep(1)
                page.screenshot(path=str(out / name))
                print(out / name)
                context.close()
        finally:
            browser.close()
            server.terminate()
            server.wait(15)


if __name__ == "__main__":
    main()
