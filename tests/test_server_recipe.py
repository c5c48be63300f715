"""The deployment recipe (``deploy/``) as shipped (issue 36: behind it every player was
one client, nginx's address, so that 20 tables or 100 sockets were the whole site's):
the command line of the systemd unit and of the Dockerfile, read from the files and run
as systemd and Docker would run them (the unit's ``%i`` and ``${...}``, the Dockerfile's
``ENV`` and its shell-form ``CMD``; ``majlis`` the one installed here), on a throwaway
SQLite file and a free loopback port, behind Debian's nginx with
``deploy/nginx/majlis-proxy.conf``; players come from several loopback addresses
(127.0.0.2, 127.0.0.3, ...: nginx sees each as a client of its own), and each has the
quotas of its own.  The Dockerfile's health check passes against its process.
"""

from __future__ import annotations

import os
import re
import shlex
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import ClientConnection, connect

from tests.serverkit import ROOT, Balancer, free_port

DEPLOY = ROOT / "deploy"
TABLES = 20
SOCKETS = 100
"""The per-client quotas the recipe runs with (``majlis serve``'s defaults)."""
PEOPLE = [{"kind": "human"}] * 3


def dockerfile() -> dict[str, str]:
    """The Dockerfile's instructions (continued lines joined), the last of each kind,
    and ``ENV``'s settings as ``ENV NAME``."""
    found: dict[str, str] = {}
    text = (DEPLOY / "Dockerfile").read_text().replace("\\\n", " ")
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            kind, _, rest = line.partition(" ")
            found[kind] = rest.strip()
            if kind == "ENV":
                found.update(("ENV " + name, value) for name, _, value in
                             (word.partition("=") for word in shlex.split(rest)))
    return found


def on_loopback(words: list[str], port: int) -> list[str]:
    """A command line listening on loopback's ``port`` instead of where it says."""
    at = {"--host": "127.0.0.1", "--port": str(port)}
    return [at.get(before, word) for before, word in zip(["", *words[:-1]], words, strict=True)]


def unit_command(port: int, env: dict[str, str]) -> list[str]:
    """The systemd unit's ``ExecStart`` for instance ``port``, its ``${NAME}`` given
    ``env`` (each one word, as systemd makes it)."""
    unit = (DEPLOY / "majlis@.service").read_text()
    line = re.search(r"^ExecStart=(.*)$", unit, re.MULTILINE)
    assert line is not None
    words = [re.sub(r"\$\{(\w+)\}", lambda m: env[m[1]], word.replace("%i", str(port)))
             for word in shlex.split(line[1])]
    assert Path(words[0]).name == "majlis" and "EnvironmentFile=" in unit
    return ["majlis", *words[1:]]


def docker_command(port: int, env: dict[str, str]) -> list[str]:
    """The Dockerfile's ``CMD`` (its shell form, run by ``sh -c``) on loopback's
    ``port``; ``env`` is what ``docker run -e`` sets, over the Dockerfile's ``ENV``."""
    command = on_loopback(shlex.split(dockerfile()["CMD"], posix=False), port)
    return ["sh", "-c", " ".join(command)]


def installed(tmp: Path) -> dict[str, str]:
    """An environment whose ``majlis`` is this checkout's (as ``pip install .`` in the
    image, or ``/opt/majlis/bin/majlis``, gives the recipe)."""
    bin_dir = tmp / "bin"
    bin_dir.mkdir()
    majlis = bin_dir / "majlis"
    majlis.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} -m majlis \"$@\"\n")
    majlis.chmod(0o755)
    return dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
                PYTHONPATH=str(ROOT / "src"))


@contextmanager
def recipe(tmp_path: Path, which: str) -> Iterator[tuple[Balancer, int, dict[str, str]]]:
    """nginx in front of the recipe's ``which`` command line (``unit`` or
    ``dockerfile``): the balancer, the process's port and environment."""
    port = free_port()
    balancer = Balancer(tmp_path / "nginx", [port])
    env = installed(tmp_path)
    settings = {"MAJLIS_DB": str(tmp_path / "db.sqlite3"), "MAJLIS_URL": balancer.url}
    if which == "unit":
        command = unit_command(port, settings)
    else:  # nginx reaches the process from loopback here: that is the proxy's address
        env.update((name.removeprefix("ENV "), value) for name, value in dockerfile().items()
                   if name.startswith("ENV "))
        settings["MAJLIS_TRUSTED_PROXY"] = "127.0.0.1"
        command = docker_command(port, settings)
    env.update(settings)
    with (tmp_path / "server.log").open("ab") as log:
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=log)
    try:
        balancer.wait_ready()
        yield balancer, port, env
    finally:
        process.terminate()
        process.wait(15)
        balancer.stop()
    assert not listening(port), "stopping the recipe's command left majlis serving"


def listening(port: int) -> bool:
    """Whether something accepts connections on loopback's ``port``."""
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def http(address: str) -> httpx.Client:
    """A client whose requests come from ``address``."""
    return httpx.Client(transport=httpx.HTTPTransport(local_address=address), timeout=10)


def opened(client: httpx.Client, balancer: Balancer) -> int:
    """The status of a new table's opening."""
    return client.post(f"{balancer.url}/api/tables", json={
        "game": "badam-saat", "options": {"players": 3}, "seats": PEOPLE,
        "turn_clock": False}).status_code


def socket_from(address: str, balancer: Balancer, table: str) -> ClientConnection:
    """A WebSocket to ``table`` through the balancer, from ``address``."""
    sock = socket.create_connection(("127.0.0.1", balancer.port), timeout=10,
                                    source_address=(address, 0))
    return connect(f"ws://127.0.0.1:{balancer.port}/ws/tables/{table}", sock=sock,
                   open_timeout=10, ping_interval=None, legacy=True)


@pytest.mark.slow
@pytest.mark.parametrize("which", ["unit", "dockerfile"])
def test_each_player_behind_the_recipes_nginx_has_quotas_of_its_own(
        tmp_path: Path, which: str) -> None:
    with recipe(tmp_path, which) as (balancer, _, _), http("127.0.0.2") as noura, \
            http("127.0.0.3") as salem, http("127.0.0.4") as mariam:
        assert [opened(noura, balancer) for _ in range(TABLES)] == [200] * TABLES
        assert opened(noura, balancer) == 429, "one player's tables are limited"
        assert opened(salem, balancer) == 200, "another player's are their own"
        answer = mariam.post(f"{balancer.url}/api/tables", json={
            "game": "badam-saat", "options": {"players": 3}, "seats": PEOPLE,
            "turn_clock": False}).json()
        table = answer["table"]
        held = [socket_from("127.0.0.2", balancer, table) for _ in range(SOCKETS)]
        try:
            with pytest.raises(InvalidStatus):
                socket_from("127.0.0.2", balancer, table)
            for address in ("127.0.0.3", "127.0.0.4"):
                socket_from(address, balancer, table).close()
        finally:
            for client in held:
                client.close()


@pytest.mark.slow
def test_the_dockerfiles_health_check_passes(tmp_path: Path) -> None:
    check = dockerfile()["HEALTHCHECK"]
    timeout = re.search(r"--timeout=(\d+)s", check)
    assert timeout is not None
    with recipe(tmp_path, "dockerfile") as (_, port, env):
        command = check.partition(" CMD ")[2].replace(":8000/", f":{port}/")
        done = subprocess.run(["sh", "-c", command], env=env, timeout=int(timeout[1]),
                              capture_output=True)
        assert done.returncode == 0, done.stderr
