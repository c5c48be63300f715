"""The suite runs the doctests of ``src/majlis`` with the tests; a module that needs
an optional extra is left out only when that extra is not installed."""

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
