"""Layers point one way: the rules never import the loops or the edges above them."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).parent.parent / "src" / "majlis"
LAYERS = [
    {"_core", "bitset", "explain", "files", "formatting", "layout", "mistakes", "quote", "rng"},
    {"cards", "dominoes", "safejson", "words"},
    {"i18n", "protocol"},
    {"games", "language", "match", "play"},
    {"commitment"},
    {"fast", "records"},
    {"bots", "event_check", "frames", "replay"},
    {"analysis", "offline", "rl", "simulate", "tournament"},
    {"puzzles"},
    {"learn"},
    {"server", "tui"},
    {"catalogues"},
    {"cli"},
    {"__main__"},
]
"""Every module and package of majlis, from the ground up: each imports only from the
layers under its own, never a neighbour in its layer (the rules' parts; the words; what
a game is, and the catalogues; the games, the loop, and which language a person reads;
the compiled path and records; bots, replay, an event's check and what a table looks
like to a seat; the programs that run matches, the page's offline table among them; the
puzzles mined from them; the guided first hands; the terminal and the server; the
translators' check of the catalogues, which reads what the server says; the command
line)."""


def layer_of(name: str) -> int:
    """The layer of ``majlis.<name>``: its own, or its package's."""
    top = name.split(".")[0]
    return next(i for i, layer in enumerate(LAYERS) if top in layer)


def is_module(name: str) -> bool:
    """Whether ``majlis.<name>`` is a module or package (``_core`` by its stub)."""
    return (SRC / name).is_dir() or any(SRC.glob(f"{name}.py*"))


def majlis_imports(path: Path) -> set[str]:
    """The modules of majlis that ``path`` imports, without the ``majlis.`` prefix:
    ``from majlis import fast`` imports ``fast``, ``from majlis.server import rules``
    imports ``server.rules`` (a name a package itself defines, as ``__version__``, is
    no module: the import is of the package)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("majlis."):
            package = node.module.removeprefix("majlis.")
            modules = {f"{package}.{a.name}" for a in node.names
                       if is_module(f"{package}.{a.name}".replace(".", "/"))}
            names |= modules if len(modules) == len(node.names) else {package, *modules}
        elif isinstance(node, ast.ImportFrom) and node.module == "majlis":
            names |= {a.name for a in node.names if is_module(a.name)}
        elif isinstance(node, ast.Import):
            names |= {a.name.removeprefix("majlis.") for a in node.names
                      if a.name.startswith("majlis.")}
    return names


MODULES = sorted(p for p in SRC.rglob("*.py") if p.name != "__init__.py" or p.parent != SRC)


def test_every_module_has_its_layer() -> None:
    names = {path.name.split(".")[0] for path in SRC.iterdir()
             if path.suffix in (".py", ".pyi") or (path / "__init__.py").exists()}
    unplaced = names - {"__init__"} - set().union(*LAYERS)
    assert not unplaced, f"give {sorted(unplaced)} a layer in LAYERS"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_imports_only_point_down(path: Path) -> None:
    """Each import of a module points to a lower layer, or into its own package."""
    own = str(path.relative_to(SRC)).removesuffix(".py").replace("/", ".")
    for name in majlis_imports(path):
        if name.split(".")[0] != own.split(".")[0]:
            assert layer_of(name) < layer_of(own), (
                f"majlis.{own} (layer {layer_of(own)}) imports majlis.{name} "
                f"(layer {layer_of(name)}): an import points down, never across or up")


def run_time_nodes(tree: ast.AST) -> list[ast.AST]:
    """The nodes of ``tree`` that run, leaving out what only a type checker reads (the
    body of ``if TYPE_CHECKING:``)."""
    nodes: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        nodes.append(node)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            todo += node.orelse
        else:
            todo += ast.iter_child_nodes(node)
    return nodes


def test_the_rules_core_needs_no_third_party_package() -> None:
    """At run time: a type checker may read more (``typing_extensions``)."""
    allowed = {"__future__", "abc", "collections", "dataclasses", "enum", "functools",
               "hashlib", "importlib", "itertools", "json", "random", "re", "reprlib", "typing",
               "majlis"}
    core = ("bitset", "cards", "dominoes", "quote", "rng", "protocol", "explain", "words")
    for path in [*SRC.glob("games/*.py"), *(SRC / f"{m}.py" for m in core)]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in run_time_nodes(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or ""]
                for name in names:
                    assert name.split(".")[0] in allowed, f"{path.name} imports {name}"


WITHOUT_EXTRAS = """
import sys
import pytest
for extra in ("playwright", "httpx", "psycopg", "numpy", "matplotlib", "ray"):
    sys.modules[extra] = None  # as if not installed: importing it fails
sys.exit(pytest.main(["-q", "-n", "0", "-p", "no:cacheprovider", *sys.argv[1:]]))
"""


def test_a_test_that_needs_no_extra_runs_without_the_extras() -> None:
    """The suite's fixtures import Playwright and the HTTP client only where they are
    installed, so a test of the rules runs with neither."""
    env = dict(os.environ, PYTHONPATH=str(SRC.parent))
    done = subprocess.run([sys.executable, "-c", WITHOUT_EXTRAS, "tests/test_primitives.py"],
                          cwd=SRC.parent.parent, env=env, capture_output=True, text=True,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def module_name(path: Path) -> str:
    """``majlis.<name>`` of a module or package path, without the prefix."""
    return str(path.relative_to(SRC)).removesuffix(".py").removesuffix("/__init__") \
        .replace("/", ".")


def import_cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of imports in ``graph`` (module -> the modules it imports), first and last
    the same module; empty if there is none."""
    done: set[str] = set()
    path: list[str] = []

    def visit(name: str) -> list[str]:
        if name in path:
            return [*path[path.index(name):], name]
        if name in done:
            return []
        path.append(name)
        for imported in sorted(graph.get(name, ())):
            if found := visit(imported):
                return found
        path.pop()
        done.add(name)
        return []

    for name in sorted(graph):
        if found := visit(name):
            return found
    return []


PACKAGES = sorted({module_name(path).split(".")[0] for path in MODULES
                   if path.parent != SRC} - {"rl"})
"""The packages of majlis, each free of import cycles; not yet ``rl``, whose face
(``rl/__init__.py``) imports its environments lazily for the entry points and whose
environments read ``env_name`` from it."""


@pytest.mark.parametrize("package", PACKAGES)
def test_a_package_has_no_import_cycle(package: str) -> None:
    """Inside a package (the server's table and its parts, the hub and its heartbeat),
    no module imports one that imports it back, even for type checking only: each part
    is given what it needs, and depends on nothing above it."""
    graph = {module_name(path): {name for name in majlis_imports(path)
                                 if name != module_name(path)}
             for path in MODULES if module_name(path).split(".")[0] == package}
    assert import_cycle(graph) == [], "an import cycle"


def test_the_cycle_check_finds_a_cycle() -> None:
    assert import_cycle({"server.hub": {"server.leases"}, "server.leases": {"server.hub"},
                         "server.app": {"server.hub"}}) == [
        "server.hub", "server.leases", "server.hub"]
    assert import_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) == []
