"""A real Chroma server for the integration tests, started from the installed chromadb.

``chroma_server()`` runs ``chroma run --path TMPDIR --host 127.0.0.1 --port P`` with the
``chroma`` script of the running interpreter's environment, waits (bounded) until the
heartbeat answers, yields ``(host, port)``, and stops only the process it started.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from processes import stop_process

START_TIMEOUT = 60.0
HOST = "127.0.0.1"


def chroma_executable() -> str:
    """The ``chroma`` script installed next to ``sys.executable`` (else the one on PATH)."""
    name = "chroma.exe" if os.name == "nt" else "chroma"
    beside = Path(sys.executable).parent / name
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise RuntimeError("the chroma CLI is not installed (pip install 'genaicache[chroma]')")
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def _heartbeat_ok(port: int) -> bool:
    url = f"http://{HOST}:{port}/api/v2/heartbeat"
    try:
        with urllib.request.urlopen(url, timeout=1.0) as response:
            return bool(response.status == 200)
    except (urllib.error.URLError, OSError):
        return False


def _wait_ready(process: subprocess.Popen[bytes], port: int, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            tail = log.read_text()[-2000:]
            raise RuntimeError(f"chroma exited with {process.returncode}: {tail}")
        if _heartbeat_ok(port):
            return
        time.sleep(0.1)
    raise RuntimeError(f"chroma did not answer within {START_TIMEOUT} s: {log.read_text()[-2000:]}")


@contextmanager
def chroma_server(port: int | None = None) -> Iterator[tuple[str, int]]:
    """Run a throwaway Chroma server on ``port`` (default: a free loopback port); yields
    ``(host, port)``."""
    workdir = Path(tempfile.mkdtemp(prefix="genaicache-chroma-"))
    port = free_port() if port is None else port
    log = workdir / "chroma.log"
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    command = [chroma_executable(), "run", "--path", str(workdir / "data"),
               "--host", HOST, "--port", str(port)]
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env,
                                   cwd=workdir)
    try:
        _wait_ready(process, port, log)
        yield HOST, port
    finally:
        stop_process(process)
        shutil.rmtree(workdir, ignore_errors=True)
