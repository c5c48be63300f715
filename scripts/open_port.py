"""What a hostile client can make a running server hold (docs/tables.md, "Limits and
abuse"): a request head of 200 MB, and 800 requests that stop half-way through their
head; prints how much of the head went in before the server closed it, how long the
half-sent requests were held, and how long ``/api/health`` took meanwhile:

    majlis serve --port 18902 --db /tmp/open.sqlite3 &
    python scripts/open_port.py --url http://127.0.0.1:18902
"""

from __future__ import annotations

import argparse
import json
import socket
import time
import urllib.parse

import httpx

HEAD = b"GET / HTTP/1.1\r\nHost: x\r\n"


def huge_head(host: str, port: int, megabytes: int) -> dict[str, float]:
    """Send a head of ``megabytes`` MB: how much went in, and how fast it was refused."""
    sock = socket.create_connection((host, port), timeout=30)
    sock.sendall(HEAD + b"X-Big: ")
    sent, start = 0, time.monotonic()
    try:
        while sent < megabytes << 20:
            sock.sendall(b"a" * 65536)
            sent += 65536
    except OSError:
        pass
    sock.close()
    return {"head_sent_mb": round(sent / (1 << 20), 2),
            "head_refused_s": round(time.monotonic() - start, 2)}


def half_sent(host: str, port: int, url: str, count: int) -> dict[str, float]:
    """Open ``count`` requests that send half a head: how long until the server let the
    last go, and how long a health check took while they were held."""
    socks = [socket.create_connection((host, port), timeout=30) for _ in range(count)]
    for sock in socks:
        sock.sendall(HEAD)
        sock.setblocking(False)
    start = time.monotonic()
    health = httpx.get(url + "/api/health", timeout=30)
    health_s = time.monotonic() - start
    held = set(range(count))
    while held and time.monotonic() - start < 120:
        for n in list(held):
            try:
                if not socks[n].recv(65536):
                    held.discard(n)
            except BlockingIOError:
                pass
            except OSError:
                held.discard(n)
        time.sleep(0.1)
    for sock in socks:
        sock.close()
    return {"half_sent": count, "still_held": len(held),
            "last_let_go_s": round(time.monotonic() - start, 1),
            "health_meanwhile_ms": round(1000 * health_s, 1),
            "health_status": health.status_code}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--megabytes", type=int, default=200)
    parser.add_argument("--half-sent", type=int, default=800)
    args = parser.parse_args()
    where = urllib.parse.urlsplit(args.url)
    host, port = where.hostname or "127.0.0.1", where.port or 80
    print(json.dumps({**huge_head(host, port, args.megabytes),
                      **half_sent(host, port, args.url, args.half_sent)}))


if __name__ == "__main__":
    main()
