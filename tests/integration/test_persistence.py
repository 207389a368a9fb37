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


def test_memory_only_preset_evicts_from_the_vector_index_too(embedder: Any) -> None:
    cache = Cache(embedder=embedder, l1_max_entries=2)
    for question in ("How do I reset my password?", "How do I delete my account?",
                     "How do I export my data?"):
        cache.update(question, "m", question)
    assert cache.semantic is not None and len(cache.semantic.index) == 2
    assert cache.stats()["evicted.l1.capacity"] == 1
    assert cache.lookup("How can I reset my password?", "m") is None  # evicted, not dangling
    soft = cache.lookup("How can I export my data?", "m")
    assert soft is not None and soft.value == "How do I export my data?"
