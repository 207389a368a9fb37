"""Shared fixtures: offline model settings, one embedder per session, the test Redis."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


@pytest.fixture(scope="session")
def embedder() -> Any:
    """The real default embedder (all-MiniLM-L6-v2 on ONNX), loaded once per test session."""
    from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder

    emb = SentenceTransformerEmbedder()
    emb.embed(["warm up"])
    return emb


@pytest.fixture
def redis_url() -> str:
    """URL of the real test Redis; the test fails when it does not answer (see redis_servers)."""
    from redis_servers import shared_redis_url

    return shared_redis_url()


@pytest.fixture
def redis_prefix(redis_url: str) -> Iterator[str]:
    """A unique key prefix; every key under it is deleted after the test."""
    import redis
    from redis_servers import unique_prefix

    prefix = unique_prefix("t")
    yield prefix
    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=f"{prefix}*", count=500))
    if keys:
        client.delete(*keys)
    client.close()
