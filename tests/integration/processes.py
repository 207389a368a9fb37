"""Stopping the server processes a test started: by their own handle, never by name."""

from __future__ import annotations

import subprocess


def stop_process(process: subprocess.Popen[bytes] | None, timeout: float = 15.0) -> None:
    """Terminate ``process`` (if still running) and wait; kill it if it does not stop."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=timeout)
