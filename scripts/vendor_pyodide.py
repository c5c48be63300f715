"""Fetch Pyodide's core files into the package (``static/vendor/pyodide/``), checked.

The page's offline table runs majlis's own Python rules in the browser through Pyodide
(``docs/design.md``, "Offline practice"); a ``pip install``-ed majlis serves Pyodide's
core files itself, so they are shipped in the package.  This script re-fetches a named
version from npm's ``pyodide`` package (``npm pack``) and checks each file against the
sha256 recorded in ``SHA256SUMS`` beside them; ``--record`` writes those sums anew (for
a new version, after reading its changes)::

    python scripts/vendor_pyodide.py 0.28.3            # fetch, check, copy
    python scripts/vendor_pyodide.py 0.29.0 --record   # a new version: record its sums
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

TARGET = Path(__file__).resolve().parent.parent / "src/majlis/server/static/vendor/pyodide"
SUMS = TARGET / "SHA256SUMS"
FILES = ("pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
         "pyodide-lock.json")
"""What the page loads (``pyodide.mjs`` loads the rest).  npm's package carries no licence
file: the MPL-2.0's text (``LICENSE``) and ``README.md`` beside them are the project's."""


def recorded() -> dict[str, str]:
    """The sums in ``SHA256SUMS``: file name to hex digest (``sha256sum``'s format)."""
    sums = {}
    for line in SUMS.read_text("utf-8").splitlines():
        digest, name = line.split(maxsplit=1)
        sums[name.lstrip("*")] = digest
    return sums


def fetch(version: str, into: Path) -> Path:
    """The unpacked ``package/`` folder of npm's ``pyodide@version``."""
    subprocess.run(["npm", "pack", f"pyodide@{version}", "--silent"], cwd=into, check=True,
                   stdout=subprocess.DEVNULL)
    with tarfile.open(into / f"pyodide-{version}.tgz") as archive:
        archive.extractall(into, filter="data")
    return into / "package"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("version")
    parser.add_argument("--record", action="store_true", help="write SHA256SUMS anew")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        package = fetch(args.version, Path(temp))
        sums = {name: hashlib.sha256((package / name).read_bytes()).hexdigest()
                for name in FILES}
        if not args.record:
            wrong = [name for name, digest in sums.items() if recorded().get(name) != digest]
            if wrong:
                print(f"sha256 differs from SHA256SUMS: {', '.join(wrong)}", file=sys.stderr)
                return 1
        TARGET.mkdir(parents=True, exist_ok=True)
        for name in FILES:
            shutil.copyfile(package / name, TARGET / name)
    if args.record:
        SUMS.write_text("".join(f"{sums[name]}  {name}\n" for name in FILES), "utf-8")
    print(f"pyodide {args.version}: {len(FILES)} files in {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
