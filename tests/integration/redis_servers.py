"""Real Redis servers for the integration tests: the shared one, a throwaway one, a cluster.

The shared Redis (``GENAICACHE_TEST_REDIS_URL``, default ``redis://127.0.0.1:6379/0``) must
answer: a test that needs it fails unless ``GENAICACHE_SKIP_REDIS=1`` is set, then it skips.
Throwaway servers and clusters run ``redis-server`` on free loopback ports in a temporary
directory with persistence off, and are stopped by the pid this module started, never by name.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import redis
from processes import stop_process

DEFAULT_URL = "redis://127.0.0.1:6379/0"
START_TIMEOUT = 15.0


def _unavailable(reason: str) -> None:
    """Skip when the user opted out explicitly, otherwise fail with ``reason``."""
    if os.environ.get("GENAICACHE_SKIP_REDIS") == "1":
        pytest.skip(f"{reason} (GENAICACHE_SKIP_REDIS=1)")
    pytest.fail(f"{reason}; start Redis or set GENAICACHE_SKIP_REDIS=1 to skip", pytrace=False)


def shared_redis_url() -> str:
    """URL of the shared test Redis; fails (or skips, when opted out) if it does not answer."""
    return require_redis(os.environ.get("GENAICACHE_TEST_REDIS_URL", DEFAULT_URL))


def require_redis(url: str) -> str:
    """``url`` if a Redis answers there; fails (or skips, when opted out) otherwise."""
    client = redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
    try:
        client.ping()
    except (redis.RedisError, OSError) as exc:
        _unavailable(f"no Redis answers at {url} ({exc})")
    finally:
        client.close()
    return url


def unique_prefix(tag: str) -> str:
    """A key prefix no other test run uses, e.g. ``genaicache-test:store:1a2b3c4d5e6f:``."""
    return f"genaicache-test:{tag}:{uuid.uuid4().hex[:12]}:"


def wait_until(predicate: Callable[[], bool], timeout: float, interval: float = 0.02) -> bool:
    """Poll ``predicate`` until it is true or ``timeout`` s passed; returns its last value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return predicate()


def _redis_server_binary() -> str:
    binary = shutil.which("redis-server")
    if binary is None:
        _unavailable("redis-server is not on PATH")
    assert binary is not None
    return binary


def _port_free(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port(*, cluster_bus: bool = False) -> int:
    """A free loopback port (and port + 10000, the cluster bus, when ``cluster_bus``)."""
    for _ in range(200):
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = int(sock.getsockname()[1])
        if not cluster_bus or (port + 10000 < 65536 and _port_free(port + 10000)):
            return port
    raise RuntimeError("no free loopback port found")


@dataclass
class RedisServer:
    """One ``redis-server`` process this test started; ``stop``/``start`` keep the port."""

    port: int
    directory: Path
    extra_args: tuple[str, ...] = ()
    process: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        """Start the server and wait until it answers PING."""
        assert self.process is None, "already running"
        args = [_redis_server_binary(), "--port", str(self.port), "--bind", "127.0.0.1"]
        args += ["--dir", str(self.directory), "--save", "", "--appendonly", "no"]
        log = (self.directory / f"redis-{self.port}.log").open("ab")
        self.process = subprocess.Popen(
            [*args, *self.extra_args], cwd=self.directory, stdout=log, stderr=subprocess.STDOUT
        )
        log.close()
        client = redis.Redis(port=self.port, socket_timeout=1, socket_connect_timeout=1)
        try:
            if not wait_until(lambda: _answers(client), START_TIMEOUT, 0.05):
                self.stop()
                raise RuntimeError(f"redis-server on port {self.port} did not start")
        finally:
            client.close()

    def stop(self) -> None:
        """Terminate the process this object started (by its pid) and wait for it."""
        process, self.process = self.process, None
        stop_process(process)


def _answers(client: redis.Redis) -> bool:
    try:
        return bool(client.ping())
    except (redis.RedisError, OSError):
        return False


@contextmanager
def throwaway_redis(*extra_args: str) -> Iterator[RedisServer]:
    """A private ``redis-server`` on a free loopback port, for tests that stop or restart it
    (``extra_args``: more server options, e.g. ``--enable-debug-command yes``)."""
    with tempfile.TemporaryDirectory(prefix="genaicache-redis-") as directory:
        server = RedisServer(free_port(), Path(directory), extra_args)
        server.start()
        try:
            yield server
        finally:
            server.stop()


@dataclass
class RedisClusterServers:
    """The masters of a throwaway Redis Cluster."""

    servers: list[RedisServer]

    @property
    def url(self) -> str:
        """A ``redis+cluster://`` URL naming the first master as startup node."""
        return f"redis+cluster://127.0.0.1:{self.servers[0].port}"

    @property
    def node_urls(self) -> list[str]:
        return [server.url for server in self.servers]


@contextmanager
def redis_cluster(
    masters: int = 3, ports: Sequence[int] | None = None
) -> Iterator[RedisClusterServers]:
    """A ``masters``-master Redis Cluster (no replicas) on free loopback ports, torn down after.

    ``ports`` picks the ports (e.g. from :func:`free_port` with ``cluster_bus=True``), so a
    client can be pointed at the cluster before it exists.
    """
    chosen = list(ports) if ports is not None else []
    with tempfile.TemporaryDirectory(prefix="genaicache-cluster-") as directory:
        servers: list[RedisServer] = []
        try:
            for i in range(masters):
                port = chosen[i] if i < len(chosen) else free_port(cluster_bus=True)
                node_dir = Path(directory, str(port))
                node_dir.mkdir()
                flags = ("--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf")
                servers.append(
                    RedisServer(port, node_dir, (*flags, "--cluster-node-timeout", "5000"))
                )
                servers[-1].start()
            _create_cluster(servers)
            yield RedisClusterServers(servers)
        finally:
            for server in servers:
                server.stop()


def _create_cluster(servers: list[RedisServer]) -> None:
    """``redis-cli --cluster create`` the servers, then wait until every node reports ok."""
    cli = shutil.which("redis-cli")
    if cli is None:
        _unavailable("redis-cli is not on PATH")
    assert cli is not None
    nodes = [f"127.0.0.1:{server.port}" for server in servers]
    subprocess.run(
        [cli, "--cluster", "create", *nodes, "--cluster-replicas", "0", "--cluster-yes"],
        check=True,
        capture_output=True,
        timeout=60,
    )
    clients = [redis.Redis(port=s.port, socket_timeout=1, decode_responses=True) for s in servers]
    try:
        if not wait_until(lambda: all(_cluster_ok(c, len(servers)) for c in clients), 30, 0.1):
            raise RuntimeError("the test Redis Cluster did not reach cluster_state:ok")
    finally:
        for client in clients:
            client.close()


def _cluster_ok(client: redis.Redis, masters: int) -> bool:
    try:
        info = client.cluster("INFO")  # parsed by redis-py into a dict of str
    except (redis.RedisError, OSError):
        return False
    return bool(
        info.get("cluster_state") == "ok"
        and info.get("cluster_slots_ok") == "16384"
        and info.get("cluster_known_nodes") == str(masters)
    )
