"""``deploy/compose.yaml`` as shipped: its parts agree with one another and with the
Dockerfile (each process trusts nginx's fixed address alone, reaches the database with
the database's own credentials, and is what nginx's upstream names), and the site it
describes runs here without Docker: its two processes (the Dockerfile's ``CMD`` with the
file's environment) on one PostgreSQL, behind Debian's nginx with the file's
``compose.conf``, rewritten only where Docker would supply a thing (the containers'
names and ports, the mounted snippet's path), serving players from several addresses,
each with quotas of its own.  ``docker compose up`` itself needs a Docker engine, which
the machines the suite runs on do not have.
"""

from __future__ import annotations

import re
import subprocess
from ipaddress import ip_address, ip_network
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
import yaml

from tests.serverkit import START_SECONDS, Balancer, free_port, wait_for
from tests.test_server_recipe import (
    DEPLOY,
    TABLES,
    docker_command,
    dockerfile,
    http,
    installed,
    opened,
)

SETTINGS = {"MAJLIS_DB_PASSWORD": "a-secret", "MAJLIS_URL": "https://tables.example.org"}
"""What a host writes in ``deploy/.env``."""


def interpolated(text: str, env: dict[str, str]) -> str:
    """``text`` with Compose's ``${NAME}``, ``${NAME:-default}`` and ``${NAME:?error}``
    replaced from ``env``, as ``docker compose`` does; an ``:?`` unset is a ValueError
    with its message."""
    def value(match: re.Match[str]) -> str:
        name, kind, word = match[1], match[2], match[3]
        if env.get(name):
            return env[name]
        if kind == ":?":
            raise ValueError(f"{name}: {word}")
        return word if kind == ":-" else ""
    return re.sub(r"\$\{(\w+)(?:(:[-?])([^}]*))?\}", value, text)


def compose(env: dict[str, str]) -> dict[str, Any]:
    spec: dict[str, Any] = yaml.safe_load(interpolated((DEPLOY / "compose.yaml").read_text(),
                                                       env))
    return spec


def processes(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The services built from the Dockerfile: one ``majlis serve`` each."""
    return {name: service for name, service in spec["services"].items()
            if service.get("build", {}).get("dockerfile") == "deploy/Dockerfile"}


def nginx_site(spec: dict[str, Any]) -> tuple[Path, str]:
    """nginx's site file (on this machine) and where the snippet it includes is
    mounted."""
    mounts = dict(volume.split(":")[:2] for volume in spec["services"]["nginx"]["volumes"])
    site = next(source for source, target in mounts.items() if target.endswith("default.conf"))
    snippet = next(target for source, target in mounts.items()
                   if source == "./nginx/majlis-proxy.conf")
    return DEPLOY / site, snippet


def test_the_site_will_not_start_without_a_database_password() -> None:
    with pytest.raises(ValueError, match="MAJLIS_DB_PASSWORD"):
        compose({"MAJLIS_URL": "https://tables.example.org"})


def test_the_compose_files_parts_agree() -> None:
    spec = compose(SETTINGS)
    services, served = spec["services"], processes(spec)
    nginx, db = services["nginx"], services["db"]["environment"]
    proxy = nginx["networks"]["site"]["ipv4_address"]
    assert ip_address(proxy) in ip_network(spec["networks"]["site"]["ipam"]["config"][0]["subnet"])
    assert len(served) == 2, "two processes, so that one may stop while the other plays on"
    for name, service in served.items():
        env = service["environment"]
        assert env["MAJLIS_TRUSTED_PROXY"] == proxy, "nginx alone may name the players"
        database = urlsplit(env["MAJLIS_DB"])
        assert (database.username, database.password, database.hostname, database.path) == \
            (db["POSTGRES_USER"], db["POSTGRES_PASSWORD"], "db", "/" + db["POSTGRES_DB"])
        assert service["depends_on"]["db"]["condition"] == "service_healthy"
        assert nginx["depends_on"][name]["condition"] == "service_healthy"
    site, snippet = nginx_site(spec)
    text = site.read_text()
    upstream = re.findall(r"^\s*server (\S+):(\d+)", text, re.MULTILINE)
    assert sorted(upstream) == [(name, dockerfile()["EXPOSE"]) for name in sorted(served)]
    include = re.search(r"^\s*include (\S+);", text, re.MULTILINE)
    assert include is not None and snippet == f"/etc/nginx/{include[1]}"


def healthy(port: int) -> bool:
    try:
        return httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


def rewritten(site: Path, port: int, ports: dict[str, int]) -> str:
    """nginx's site file where Docker is not: the containers' names and port become
    loopback's processes, port 80 nginx's free port, the mounted snippet the checkout's."""
    text = re.sub(r"server ([\w-]+):\d+", lambda m: f"server 127.0.0.1:{ports[m[1]]}",
                  site.read_text())
    text = text.replace("listen 80;", f"listen 127.0.0.1:{port};")
    return text.replace("include snippets/", f"include {DEPLOY / 'nginx'}/")


@pytest.mark.slow
def test_the_compose_site_serves_players_from_several_addresses(tmp_path: Path,
                                                              postgres: str) -> None:
    spec = compose(SETTINGS)
    served = processes(spec)
    ports = {name: free_port() for name in served}
    site, _ = nginx_site(spec)
    balancer = Balancer(tmp_path / "nginx", list(ports.values()),
                        site=lambda port: rewritten(site, port, ports))
    running = []
    try:
        for name, service in served.items():
            (tmp_path / name).mkdir()
            env = installed(tmp_path / name)
            env.update((key.removeprefix("ENV "), value) for key, value in
                       dockerfile().items() if key.startswith("ENV "))
            # here nginx reaches the processes from loopback, and the database is ours
            env.update(service["environment"], MAJLIS_DB=postgres,
                       MAJLIS_URL=balancer.url, MAJLIS_TRUSTED_PROXY="127.0.0.1")
            with (tmp_path / f"{name}.log").open("ab") as log:
                running.append(subprocess.Popen(docker_command(ports[name], env), env=env,
                                                stdout=subprocess.DEVNULL, stderr=log))
        balancer.wait_ready()
        for name, port in ports.items():  # each process is up, not just one of them
            try:
                wait_for(lambda port=port: healthy(port), "up", START_SECONDS)
            except AssertionError:
                log = (tmp_path / f"{name}.log").read_text(errors="replace")[-4000:]
                raise AssertionError(f"the process {name} never came up; its log:\n{log}") from None
        with http("127.0.0.2") as noura, http("127.0.0.3") as salem:
            assert [opened(noura, balancer) for _ in range(TABLES)] == [200] * TABLES
            assert opened(noura, balancer) == 429, "one player's tables are limited"
            assert opened(salem, balancer) == 200, "another player's are their own"
    finally:
        for process in running:
            process.terminate()
            process.wait(15)
        balancer.stop()
