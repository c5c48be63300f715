"""The page's JavaScript is checked by TypeScript's compiler (``tsconfig.json``: JSDoc
types, no emit), installed from npm by ``npm ci`` as axe-core is."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
TSC = ROOT / "node_modules" / ".bin" / "tsc"
SCRIPTS = ROOT / "src" / "majlis" / "server" / "static" / "js"


def require_tsc() -> Path:
    """TypeScript's compiler; skipped without it, or a failure where CI requires it."""
    if TSC.exists():
        return TSC
    if os.environ.get("MAJLIS_REQUIRE_BROWSER") == "1":
        pytest.fail(f"{TSC} is required (MAJLIS_REQUIRE_BROWSER=1): run npm ci")
    pytest.skip("TypeScript is not installed (npm ci)")


def checked(config: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(require_tsc()), "-p", str(config), "--pretty", "false"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)


def test_the_page_s_scripts_pass_the_type_check() -> None:
    done = checked(ROOT / "tsconfig.json")
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_every_script_asks_its_editor_to_check_it() -> None:
    unchecked = [path.name for path in sorted(SCRIPTS.glob("*.js"))
                 if not path.read_text(encoding="utf-8").startswith("// @ts-check\n")]
    assert not unchecked


def test_the_check_finds_a_mistake(tmp_path: Path) -> None:
    """The checker reads what it is given: a script calling a number finds an error."""
    (tmp_path / "wrong.js").write_text("// @ts-check\nconst n = 3;\nn();\n", encoding="utf-8")
    config = tmp_path / "tsconfig.json"
    config.write_text(json.dumps({"extends": str(ROOT / "tsconfig.json"),
                                  "include": [str(tmp_path / "wrong.js")]}), encoding="utf-8")
    done = checked(config)
    assert done.returncode != 0 and "wrong.js(3," in done.stdout, done.stdout + done.stderr
