"""An on-disk cache keeps its soft hits across processes, also when nobody called close()."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from genaicache import Cache

WRITER = textwrap.dedent(
    """
    import sys
    from genaicache import Cache
    cache = Cache(path=sys.argv[1])
    cache.update("How do I reset my password?", "m", "reset answer")
    # the process ends without close()
    """
)


def test_index_is_saved_at_exit_without_close(tmp_path: Path, embedder: Any) -> None:
    path = str(tmp_path / "cache.sqlite3")
    subprocess.run([sys.executable, "-c", WRITER, path], check=True, timeout=300)
    cache = Cache(path=path, embedder=embedder)
    soft = cache.lookup("How can I reset my password?", "m")
    assert soft is not None and soft.soft and soft.value == "reset answer"
