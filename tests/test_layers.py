"""Layers point one way: the rules never import the loops or the edges above them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).parent.parent / "src" / "majlis"
LAYERS = [
    {"_core", "bitset", "cards", "dominoes", "files", "layout", "quote", "rng", "safejson"},
    {"protocol", "explain", "words"},
    {"games"},
    {"match", "play", "records", "simulate", "fast", "bots", "tournament", "replay",
     "analysis"},
    {"cli", "tui", "rl", "server", "__main__"},
]


def layer_of(name: str) -> int:
    top = name.split(".")[0]
    return next(i for i, layer in enumerate(LAYERS) if top in layer)


def is_module(name: str) -> bool:
    """Whether ``majlis.<name>`` is a module or package (``_core`` by its stub)."""
    return (SRC / name).is_dir() or any(SRC.glob(f"{name}.py*"))


def majlis_imports(path: Path) -> set[str]:
    """The modules of majlis that ``path`` imports, without the ``majlis.`` prefix:
    ``from majlis import fast`` imports ``fast`` (a name the package itself defines, as
    ``__version__``, is no module and no layer)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("majlis."):
            names.add(node.module.removeprefix("majlis."))
        elif isinstance(node, ast.ImportFrom) and node.module == "majlis":
            names |= {a.name for a in node.names if is_module(a.name)}
        elif isinstance(node, ast.Import):
            names |= {a.name.removeprefix("majlis.") for a in node.names
                      if a.name.startswith("majlis.")}
    return names


MODULES = sorted(p for p in SRC.rglob("*.py") if p.name != "__init__.py" or p.parent != SRC)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_imports_only_point_down(path: Path) -> None:
    own = layer_of(str(path.relative_to(SRC)).removesuffix(".py").replace("/", "."))
    for name in majlis_imports(path):
        assert layer_of(name) <= own, f"{path.name} (layer {own}) imports majlis.{name}"


def test_the_rules_core_needs_no_third_party_package() -> None:
    allowed = {"__future__", "abc", "collections", "dataclasses", "enum", "functools",
               "hashlib", "importlib", "itertools", "random", "re", "reprlib", "typing", "majlis"}
    core = ("bitset", "cards", "dominoes", "quote", "rng", "protocol", "explain", "words")
    for path in [*SRC.glob("games/*.py"), *(SRC / f"{m}.py" for m in core)]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or ""]
                for name in names:
                    assert name.split(".")[0] in allowed, f"{path.name} imports {name}"
