"""The suite runs the doctests of ``src/majlis`` with the tests; a module that needs
an optional extra is left out only when that extra is not installed.  The fixtures of
the server's and the browser's kits (``postgres``; ``browser`` and ``web``) are there
for every test file where what they need is installed, so that a test that needs
neither runs without Playwright or an HTTP client.

The slow tests (``pytest -m "not slow"`` leaves them out: the fast loop) are marked here
rather than one by one: every test that drives Chromium (it asks for the ``browser``
fixture, or its file is a browser test's), and the files that kill, restart and cluster
server processes."""

from importlib.util import find_spec

import pytest

EXTRAS = {
    "src/majlis/rl/encoding.py": ("numpy",),
    "src/majlis/rl/bench.py": ("numpy", "gymnasium", "pettingzoo"),
    "src/majlis/rl/gymnasium_env.py": ("numpy", "gymnasium", "pettingzoo"),
    "src/majlis/rl/pettingzoo_env.py": ("numpy", "gymnasium", "pettingzoo"),
    "src/majlis/rl/openspiel.py": ("numpy", "pyspiel"),
}

collect_ignore = [path for path, modules in EXTRAS.items()
                  if not all(find_spec(module) for module in modules)]

KITS = {
    "tests.serverkit": ("httpx", "websockets"),
    "tests.webkit": ("httpx", "websockets", "playwright"),
}

pytest_plugins = [kit for kit, modules in KITS.items() if all(find_spec(m) for m in modules)]

SLOW_FILES = ("test_web_*.py", "test_server_cluster.py", "test_server_restart.py",
              "test_server_outage.py")
"""The browser tests, the cluster behind nginx, SIGKILL and restart, and the database
stopped and restarted under a server (and a server frozen past its lease)."""
SLOW_FIXTURES = {"browser"}
"""A test that asks for Chromium is a browser test wherever it is."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if any(item.path.match(pattern) for pattern in SLOW_FILES) or fixtures & SLOW_FIXTURES:
            item.add_marker(pytest.mark.slow)
