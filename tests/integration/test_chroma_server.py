"""The ChromaIndex behaviour tests again, against a real Chroma server through ``HttpClient``.

The server is started by the test from the installed chromadb (``chroma run``) on a free
loopback port and stopped afterwards (see ``chroma_server.py``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from chroma_server import chroma_server
from test_chroma_index import ChromaContract, Factory, opener


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, int]]:
    with chroma_server() as address:
        yield address


class TestChromaServer(ChromaContract):
    @pytest.fixture
    def make(self, server: tuple[str, int]) -> Iterator[Factory]:
        host, port = server
        yield from opener(host=host, port=port)

    @pytest.fixture
    def reopen(self, server: tuple[str, int]) -> Iterator[Factory]:
        host, port = server
        yield from opener(host=host, port=port)
