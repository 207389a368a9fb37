"""LangChain's own standard cache suites, for each preset, with no test overridden.

LangChain's suite checks that a hit returns exactly the generations that were stored, so the
caches here annotate soft hits only (``annotate="semantic"``); the default ``"all"`` also
annotates exact hits, which the suite would (rightly) see as a different object.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_tests.integration_tests.cache import AsyncCacheTestSuite, SyncCacheTestSuite

from langchain_genaicache import GenAICache

PRESETS = ["memory", "sqlite+faiss", "redis+faiss", "redis+chroma"]


def make_cache(
    preset: str, tmp_path: Path, embedder: Any, request: pytest.FixtureRequest
) -> GenAICache:
    options: dict[str, Any] = {"embedder": embedder, "annotate": "semantic"}
    if preset == "sqlite+faiss":
        options["path"] = str(tmp_path / "cache.sqlite3")
    if preset.startswith("redis"):
        options["redis_url"] = request.getfixturevalue("redis_url")
        options["redis_prefix"] = request.getfixturevalue("redis_prefix")
    if preset.endswith("chroma"):
        options.update(vector_store="chroma", chroma_path=str(tmp_path / "chroma"))
    return GenAICache(**options)


@pytest.fixture(params=PRESETS)
def preset_cache(
    request: pytest.FixtureRequest, tmp_path: Path, embedder: Any
) -> Iterator[GenAICache]:
    cache = make_cache(request.param, tmp_path, embedder, request)
    cache.clear()
    yield cache
    cache.clear()
    cache.close()


class TestSyncStandard(SyncCacheTestSuite):
    @pytest.fixture
    def cache(self, preset_cache: GenAICache) -> GenAICache:
        return preset_cache


class TestAsyncStandard(AsyncCacheTestSuite):
    @pytest.fixture
    async def cache(self, preset_cache: GenAICache) -> GenAICache:
        return preset_cache
