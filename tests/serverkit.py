"""What the server tests share: a real ``majlis serve`` process on a free loopback port,
a throwaway PostgreSQL cluster, and a small WebSocket client."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import ClientConnection, connect

ROOT = Path(__file__).parent.parent
PORTS_FROM = 20000
"""The lowest port a test's server is given (:func:`free_port`)."""
START_SECONDS = 180
"""How long a server may take to answer its health check while its process runs: its
imports alone took 30 s once, on a 2-core machine at a load of 14 (a process that
exits fails at once)."""


def pg_bin() -> Path | None:
    """Where Debian's ``postgresql`` package puts initdb and pg_ctl (newest version)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                   key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit()
                   else 0)
    return found[-1].parent if found else None


def free_port() -> int:
    """A loopback port free now, drawn below the ephemeral range: the kernel's own draw
    (``bind`` to port 0) comes from the range that outgoing connections take their local
    ports from, and one of the suite's many clients took such a port before the server
    meant for it listened ("address already in use", once under load)."""
    low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    while True:
        port = random.randrange(PORTS_FROM, low)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port


class Server:
    """``python -m majlis serve`` in a subprocess, logging to a file."""

    def __init__(self, db: str, log: Path, *args: str, port: int | None = None,
                 module: str = "majlis") -> None:
        self.module = module
        """What ``python -m`` runs: ``majlis``, or a launcher that registers a game first."""
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.db = db
        self.log = log
        self.args = args
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join((str(ROOT / "src"), str(ROOT))))
        with self.log.open("ab") as err:
            self.process = subprocess.Popen(
                [sys.executable, "-m", self.module, "serve", "--port", str(self.port),
                 "--db", self.db, "--bot-delay", "0", *self.args],
                stdout=subprocess.DEVNULL, stderr=err, env=env)
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                if httpx.get(f"{self.url}/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"the server did not start: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()

    def post(self, path: str, body: Any) -> httpx.Response:
        return httpx.post(self.url + path, json=body, timeout=10)

    def get(self, path: str) -> Any:
        response = httpx.get(self.url + path, timeout=10)
        response.raise_for_status()
        return response.json()

    def table(self, game: str, options: dict[str, Any], seats: list[dict[str, Any]],
              turn_clock: bool = False) -> tuple[str, list[str | None]]:
        """A new table: its id and each seat's token (None for bots)."""
        response = self.post("/api/tables", {"game": game, "options": options,
                                             "seats": seats, "turn_clock": turn_clock})
        assert response.status_code == 200, response.text
        answer = response.json()
        tokens = [s["link"].split("#seat=")[1] if "link" in s else None
                  for s in answer["seats"]]
        return answer["table"], tokens

    def ws(self, table: str, **headers: str) -> Client:
        return Client(connect(f"ws://127.0.0.1:{self.port}/ws/tables/{table}",
                              additional_headers=headers, open_timeout=10, legacy=True,
                              ping_interval=None))


@contextmanager
def running(db: str, log: Path, *args: str) -> Iterator[Server]:
    server = Server(db, log, *args).start()
    try:
        yield server
    finally:
        server.stop()


class Client:
    """A WebSocket client that keeps every frame it receives."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.frames: list[dict[str, Any]] = []
        self.last: dict[str, Any] | None = None
        self.pings = 0

    def send(self, **message: Any) -> None:
        self.socket.send(json.dumps(message))

    def recv(self, timeout: float = 10) -> dict[str, Any]:
        """The next frame but the server's pings (counted in :attr:`pings`)."""
        deadline = time.monotonic() + timeout
        while True:
            frame: dict[str, Any] = json.loads(
                self.socket.recv(timeout=max(0.0, deadline - time.monotonic())))
            if frame["type"] != "ping":
                break
            self.pings += 1
        self.frames.append(frame)
        if frame["type"] == "state":
            self.last = frame
        return frame

    def until(self, kind: str, timeout: float = 10) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            frame = self.recv(max(0.01, deadline - time.monotonic()))
            if frame["type"] == kind:
                return frame

    def quiet(self, seconds: float = 0.3) -> list[dict[str, Any]]:
        """The frames that arrive within ``seconds`` (expected: none)."""
        got = []
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                got.append(self.recv(left))
            except TimeoutError:
                break
        return got

    def close(self) -> None:
        self.socket.close()


def settle(clients: list[Client], waiting: Callable[[dict[str, Any]], bool],
           timeout: float = 30) -> None:
    """Read until the table waits: every client's newest state is the same event, and
    ``waiting`` says of it that the table waits there (a person is to move)."""
    deadline = time.monotonic() + timeout
    while True:
        for client in clients:
            client.quiet(0.05)  # take what has come
        states = [client.last for client in clients]
        if all(states) and len({s["event"] for s in states if s}) == 1 and \
                waiting(states[0] or {}):
            return
        assert time.monotonic() < deadline, "the table never came to wait"


def a_bot_stood_in(server: Server, timeout: float = 60) -> None:
    """The server's away time, gone by as an event: at a new table of two people, one
    leaves and the other plays on until a bot stands in for the one who left (once
    ``--away-seconds`` have passed since the leaving, and the seat is to move).  A table
    whose people all left before this one did, and which has not moved by then, waits
    for them: had it played on, a bot would have stood in there first."""
    table, tokens = server.table("badam-saat", {"games": 3}, [{"kind": "human"}] * 2)
    leaving, staying = server.ws(table), server.ws(table)
    for client, token in ((leaving, tokens[0]), (staying, tokens[1])):
        client.send(type="hello", token=token, seen=-1)
        client.until("state")
    leaving.close()
    deadline = time.monotonic() + timeout
    state = staying.last or {}
    while not state["seats"][0]["bot"]:
        if state["legal"] and state["winners"] is None:
            staying.send(type="act", token=tokens[1], seen=state["event"],
                         action=state["legal"][0]["action"])
        state = staying.until("state", max(0.01, deadline - time.monotonic()))
    staying.close()


def reconnect(server: Server, table: str, timeout: float = 30) -> Client:
    """A socket to ``table``, retried while the server still counts a closed one."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return server.ws(table)
        except InvalidStatus:
            assert time.monotonic() < deadline, "the closed socket's place was never freed"
            time.sleep(0.1)


@pytest.fixture
def postgres() -> Iterator[str]:
    """A throwaway PostgreSQL cluster on a free loopback port: its URL."""
    url = start_postgres()
    try:
        yield url
    finally:
        stop_postgres(url)


@contextmanager
def serving_on(database: str, tmp: Path, *args: str) -> Iterator[Server]:
    """A server on ``database`` ("sqlite", in ``tmp``, or "postgresql", a throwaway
    cluster), its log in ``tmp``."""
    db = start_postgres() if database == "postgresql" else str(tmp / "db.sqlite3")
    try:
        with running(db, tmp / "log", *args) as server:
            yield server
    finally:
        if database == "postgresql":
            stop_postgres(db)


def on_both_databases(label: str, *args: str) -> Any:
    """A test module's ``server`` fixture: a server (given ``args``) on SQLite, then on
    PostgreSQL."""
    @pytest.fixture(scope="module", params=["sqlite", "postgresql"])
    def server(request: pytest.FixtureRequest,
               tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
        with serving_on(request.param, tmp_path_factory.mktemp(label), *args) as served:
            yield served
    return server


_CLUSTERS: dict[str, tuple[list[str], Path]] = {}


def start_postgres() -> str:
    """Start a cluster in a new temporary directory (one the postgres user can reach
    when we are root, since initdb refuses to run as root)."""
    bin_dir = pg_bin()
    if bin_dir is None:
        if os.environ.get("MAJLIS_REQUIRE_POSTGRES") == "1":
            pytest.fail("PostgreSQL is required (MAJLIS_REQUIRE_POSTGRES=1) but not installed")
        pytest.skip("PostgreSQL is not installed")
    as_user: list[str] = []
    base = Path(tempfile.mkdtemp(prefix="majlis-pg-"))
    data = base / "data"
    if os.getuid() == 0:
        as_user = ["runuser", "-u", "postgres", "--"]
        shutil.chown(base, "postgres")
    port = free_port()
    run = lambda *cmd: subprocess.run(cmd, check=True, capture_output=True,  # noqa: E731
                                      timeout=120)
    run(*as_user, str(bin_dir / "initdb"), "-D", str(data), "-U", "majlis", "--auth=trust",
        "-E", "UTF8")
    url = f"postgresql://majlis@127.0.0.1:{port}/postgres"
    _CLUSTERS[url] = ([*as_user, str(bin_dir / "pg_ctl")], base)
    run(*_pg_start(url, port))
    return url


def _pg_start(url: str, port: int) -> list[str]:
    """The command that starts the cluster of ``url`` on ``port``."""
    pg_ctl, base = _CLUSTERS[url]
    return [*pg_ctl, "-D", str(base / "data"), "-w", "-l", str(base / "log"), "-o",
            f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=on", "start"]


def stop_postgres(url: str) -> None:
    pg_ctl, base = _CLUSTERS.pop(url)
    subprocess.run([*pg_ctl, "-D", str(base / "data"), "-m", "immediate", "stop"],
                   capture_output=True, timeout=60)
    shutil.rmtree(base, ignore_errors=True)


def verify(record: dict[str, Any]) -> dict[str, Any]:
    from majlis.records import verify as check

    return check(json.dumps(record))


def restart_postgres(url: str, down: Callable[[], bool]) -> None:
    """Stop the cluster, wait until ``down()`` says that what uses it noticed, and
    start it again on the same port."""
    pg_ctl, base = _CLUSTERS[url]
    data = str(base / "data")
    subprocess.run([*pg_ctl, "-D", data, "-m", "fast", "stop"], check=True,
                   capture_output=True, timeout=60)
    try:
        deadline = time.monotonic() + 30
        while not down():
            assert time.monotonic() < deadline, "nobody noticed the database was gone"
            time.sleep(0.05)
    finally:
        port = int(url.rsplit(":", 1)[1].split("/")[0])
        subprocess.run(_pg_start(url, port), check=True, capture_output=True, timeout=60)


def nginx_bin() -> str | None:
    return shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",)
                                          if Path(p).exists()), None)


class Balancer:
    """Debian's nginx on a free loopback port, round-robin over ``servers`` with the
    proxying of ``deploy/nginx/majlis-proxy.conf`` (the recipe's, unchanged)."""

    def __init__(self, base: Path, servers: list[int],
                 site: Callable[[int], str] | None = None, connections: int = 1024) -> None:
        """``site``, given nginx's port, is the ``http`` block's own configuration in
        place of the recipe's upstream and server (a deployment's file, rewritten).
        ``connections``: nginx's ``worker_connections``, what it holds open at once; a
        WebSocket through it takes two (the client's and the process's), and past them
        nginx closes a new connection before answering, without a word in its log."""
        nginx = nginx_bin()
        if nginx is None:
            if os.environ.get("MAJLIS_REQUIRE_POSTGRES") == "1":
                pytest.fail("nginx is required (MAJLIS_REQUIRE_POSTGRES=1) but not installed")
            pytest.skip("nginx is not installed")
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        base.mkdir(parents=True, exist_ok=True)
        upstream = "".join(f"    server 127.0.0.1:{port} max_fails=1 fail_timeout=2s;\n"
                           for port in servers)
        proxied = (f"  upstream majlis {{\n{upstream}    keepalive 16;\n  }}\n"
                   f"  server {{\n    listen 127.0.0.1:{self.port};\n"
                   f"    include {ROOT / 'deploy' / 'nginx' / 'majlis-proxy.conf'};\n  }}\n")
        (base / "nginx.conf").write_text(
            f"daemon off;\nworker_processes 1;\npid {base}/nginx.pid;\n"
            f"error_log {base}/error.log;\nevents {{ worker_connections {connections}; }}\n"
            f"http {{\n  access_log off;\n  client_body_temp_path {base};\n"
            f"  proxy_temp_path {base};\n"
            f"{site(self.port) if site else proxied}}}\n")
        self.process = subprocess.Popen([nginx, "-p", str(base), "-c", str(base / "nginx.conf")],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while True:
            try:
                httpx.get(f"{self.url}/api/health", timeout=2)
                return
            except httpx.HTTPError:
                assert self.process.poll() is None, (base / "error.log").read_text()
                assert time.monotonic() < deadline, "nginx did not start"
                time.sleep(0.1)

    def wait_ready(self, limit: float = 60) -> None:
        """Until nginx reaches a ready process: its first probe, made before the
        processes listened, marks every upstream failed for a while."""
        deadline = time.monotonic() + limit
        while True:
            try:
                if httpx.get(f"{self.url}/api/health", timeout=5).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "nginx never reached a ready process"
            time.sleep(0.1)

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(15)

    def ws(self, table: str) -> Client:
        return Client(connect(f"ws://127.0.0.1:{self.port}/ws/tables/{table}",
                              open_timeout=10, legacy=True, ping_interval=None))


def wait_for(check: Callable[[], Any], what: str, timeout: float = 60) -> Any:
    """What ``check`` finds once it finds something (polled), failing with ``what``
    after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not (found := check()):
        assert time.monotonic() < deadline, what
        time.sleep(0.05)
    return found
