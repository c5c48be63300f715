"""The suite runs the doctests of ``src/majlis`` with the tests; a module that needs
an optional extra is left out only when that extra is not installed.  The fixtures of
the server's and the browser's kits (``postgres``; ``browser`` and ``web``) are there
for every test file where what they need is installed, so that a test that needs
neither runs without Playwright or an HTTP client."""

from importlib.util import find_spec

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
