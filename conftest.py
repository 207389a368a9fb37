"""Docstring examples that talk to Redis (run by ``--doctest-modules``) need the same real
server as the tests: without one they fail, or skip with ``GENAICACHE_SKIP_REDIS=1``, exactly
like the tests that use the ``redis_url`` fixture (see ``tests/integration/redis_servers.py``)."""

from __future__ import annotations

import pytest
from _pytest.doctest import DoctestItem

_REDIS_MODULES = ("genaicache.stores.redis.", "genaicache.stores.pubsub.")


def pytest_runtest_setup(item: pytest.Item) -> None:
    if isinstance(item, DoctestItem) and item.name.startswith(_REDIS_MODULES):
        from redis_servers import DEFAULT_URL, require_redis

        require_redis(DEFAULT_URL)  # the URL the examples name
