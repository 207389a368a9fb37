"""Model parameters parse correctly when many threads meet new llm_strings at once."""

from __future__ import annotations

import sys
import threading

from genaicache.params import parse_llm_string


def test_concurrent_first_parses_all_succeed() -> None:
    # CPython 3.11 before 3.11.8 can fail parsing Python literals in several threads at once
    # ("AST constructor recursion depth mismatch"); every caller must still get its params.
    nested: object = "leaf"
    for depth in range(20):
        nested = {"level": depth, "items": [nested, {"k": [1, 2, 3]}]}
    strings = [str(sorted({"model_name": f"m{i}", "temperature": i / 100,
                           "tools": [nested] * 5}.items()))
               for i in range(120)]
    results: dict[int, object] = {}
    barrier = threading.Barrier(16)

    def work(t: int) -> None:
        barrier.wait(timeout=30)
        for i in range(t, len(strings), 16):
            try:
                results[i] = parse_llm_string(strings[i]).model
            except Exception as exc:  # noqa: BLE001 - collected for the assertion
                results[i] = exc

    threads = [threading.Thread(target=work, args=(t,)) for t in range(16)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads often, as a loaded server does
    try:
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=60)
    finally:
        sys.setswitchinterval(interval)
    assert results == {i: f"m{i}" for i in range(len(strings))}
