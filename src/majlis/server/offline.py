"""What lets the page install and play offline: the web app manifest, the service worker
that keeps the page, and the offline table's Python (``docs/design.md``, "Offline
practice").

The offline table runs majlis's own rules in the page through Pyodide (vendored in
``static/vendor/pyodide/``).  The Python it runs is served here from the installed
package: :func:`engine_zip` packs the modules the offline table
(:mod:`majlis.offline`) imports, followed import by import from it, from every game's
module and from the bots of the levels it offers, with the games' data files, built
once a process and named by its hash.  The service worker (``static/offline/sw.js``)
is served with the list of what it keeps and a version drawn from their contents, so
that a new release replaces the kept copy.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import zipfile
from functools import cache
from importlib import resources
from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response

from majlis.bots import LEVELS
from majlis.games import GAME_IDS, game_class
from majlis.i18n import LANGUAGES
from majlis.offline import OFFLINE_LEVELS
from majlis.server.pages import STATIC, scripted_page

PACKAGE = Path(str(resources.files("majlis")))
ZIP_PATH = "/offline/majlis.zip"
PAGE_SHELL = ("/", "/api/games", *(f"/locales/{lang}.ftl" for lang in LANGUAGES))
"""What the service worker keeps besides the static files: the page, the games' words
and every language's catalogue (offline, the page speaks any of them)."""
DATA_SUFFIXES = (".json",)
"""The data files a package of the engine carries along (the games' lessons)."""
NOT_PACKED = frozenset({"majlis.formatting"})
"""Modules the engine names but the offline table never runs: the wording of words
through ``fluent.runtime`` (the page words everything itself, with @fluent/bundle, from
the keys and facts the table sends; a refusal's English is worded only when read)."""


def engine_roots() -> list[str]:
    """The modules the offline table starts from: itself, every game's module (the
    registry imports them by name) and the bots of the levels it offers (loaded by name)."""
    games = [game_class(game_id).__module__ for game_id in GAME_IDS]
    bots = [LEVELS[level].partition(":")[0] for level in OFFLINE_LEVELS]
    return ["majlis.offline", *games, *bots]


def module_file(name: str) -> Path | None:
    """The source of ``majlis.x.y`` (a module or a package's ``__init__``), or None
    where it is no pure-Python module of the package (the compiled core)."""
    base = PACKAGE.parent.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def imported(path: Path) -> set[str]:
    """The modules of majlis that the module at ``path`` imports, anywhere in it."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names if a.name.split(".")[0] == "majlis"}
        elif isinstance(node, ast.ImportFrom) and node.module and \
                node.module.split(".")[0] == "majlis":
            names.add(node.module)
            names |= {f"{node.module}.{a.name}" for a in node.names
                      if module_file(f"{node.module}.{a.name}") is not None}
    return names


def engine_modules() -> list[str]:
    """Every module of majlis the offline table imports, with their packages, sorted."""
    found: set[str] = set()
    waiting = engine_roots()
    while waiting:
        name = waiting.pop()
        parts = name.split(".")
        for whole in (".".join(parts[:n]) for n in range(1, len(parts) + 1)):
            path = module_file(whole)
            if whole not in found and whole not in NOT_PACKED and path is not None:
                found.add(whole)
                waiting.extend(imported(path))
    return sorted(found)


@cache
def engine_zip() -> tuple[bytes, str]:
    """The offline table's Python as a zip (``majlis/...``, as in the package), and its
    sha256: the modules of :func:`engine_modules` and their packages' data files."""
    files: dict[str, Path] = {}
    for name in engine_modules():
        path = module_file(name)
        assert path is not None
        files[path.relative_to(PACKAGE.parent).as_posix()] = path
        if path.name == "__init__.py":
            for data in sorted(path.parent.iterdir()):
                if data.suffix in DATA_SUFFIXES:
                    files[data.relative_to(PACKAGE.parent).as_posix()] = data
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for arcname in sorted(files):
            info = zipfile.ZipInfo(arcname, date_time=(1980, 1, 1, 0, 0, 0))
            archive.writestr(info, files[arcname].read_bytes(), zipfile.ZIP_DEFLATED)
    packed = buffer.getvalue()
    return packed, hashlib.sha256(packed).hexdigest()


def static_files() -> list[str]:
    """Every file the page may load from ``static/``, as its address."""
    return sorted(f"/static/{path.relative_to(STATIC).as_posix()}"
                  for path in STATIC.rglob("*") if path.is_file()
                  and path.suffix not in (".md", ".ts")
                  and path.name not in ("LICENSE", "SHA256SUMS", "sw.js"))


@cache
def worker_script() -> str:
    """The service worker: its template with what it keeps and its version."""
    kept = [*PAGE_SHELL, *static_files(), ZIP_PATH]
    digest = hashlib.sha256(engine_zip()[1].encode())
    for address in static_files():
        digest.update(address.encode())
        digest.update((STATIC / address.removeprefix("/static/")).read_bytes())
    template = (STATIC / "offline" / "sw.js").read_text("utf-8")
    return template.replace("const KEPT = [];", f"const KEPT = {json.dumps(kept)};", 1).replace(
        'const VERSION = "";', f'const VERSION = "{digest.hexdigest()[:16]}";', 1)


MANIFEST = {
    "name": "majlis", "short_name": "majlis", "start_url": "/", "scope": "/",
    "display": "standalone", "background_color": "#efe6d2", "theme_color": "#1f5c45",
    "description": "Traditional card and domino games, against people or bots.",
    "icons": [{"src": f"/static/icons/majlis-{size}.png", "sizes": f"{size}x{size}",
               "type": "image/png", "purpose": "any"} for size in (192, 512)]
    + [{"src": "/static/icons/majlis-maskable-512.png", "sizes": "512x512",
        "type": "image/png", "purpose": "maskable"}],
}
"""The web app manifest: what a browser needs to offer to install the page."""


def offline_routes() -> APIRouter:
    router = APIRouter()

    @router.get("/practice")
    async def practice(request: Request) -> HTMLResponse:
        """The offline practice table's page (its game in the address's fragment)."""
        return scripted_page(request)

    @router.get("/manifest.webmanifest")
    async def manifest() -> JSONResponse:
        return JSONResponse(MANIFEST, media_type="application/manifest+json")

    @router.get("/sw.js")
    async def service_worker() -> Response:
        return Response(worker_script(), media_type="text/javascript",
                        headers={"cache-control": "no-cache"})

    @router.get(ZIP_PATH)
    async def engine(request: Request) -> Response:
        data, digest = engine_zip()
        etag = f'"{digest}"'
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers={"etag": etag})
        return Response(data, media_type="application/zip",
                        headers={"etag": etag, "cache-control": "no-cache"})

    return router
