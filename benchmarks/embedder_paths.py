"""The default embedder's direct path against sentence-transformers, side by side.

Single-query latency of the direct path (tokenizers + ONNX Runtime + numpy), of the same ONNX
export run through sentence-transformers, and of sentence-transformers on torch; the direct
path's parts; and the start-up of a fresh process (import to first embedding, peak RSS, whether
torch was imported). The sentence-transformers ONNX path is forced with a temporary copy of the
export whose marker records no pipeline.

    python benchmarks/embedder_paths.py
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

Q = ("I'm planning a two-week trip to Japan next spring with my elderly parents; which cities "
     "and day trips would you recommend if we want to avoid big crowds, steep hills, long walks "
     "and late nights?")
ROUNDS, CALLS, WARMUP = 3, 300, 30


def st_only_cache(src: Path) -> Path:
    """A copy of the export whose marker says 'no pipeline' -> the sentence-transformers path."""
    cache = Path(tempfile.mkdtemp(prefix="embed-compare-"))
    target = cache / src.parent.name / src.name
    shutil.copytree(src, target, ignore=shutil.ignore_patterns("model_qint8*", ".*"))
    marker = json.loads((target / "genaicache-export.json").read_text())
    marker["pipeline"] = None
    (target / "genaicache-export.json").write_text(json.dumps(marker))
    return cache


STARTUP = """
import sys, time
t0 = time.perf_counter()
from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
kwargs = {{"cache_dir": sys.argv[1]}} if sys.argv[1] else {{}}
emb = SentenceTransformerEmbedder(memo_size=0, **kwargs)
v = emb.embed([{q!r}])
t1 = time.perf_counter()
hwm = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0].split()[1]
print(t1 - t0, emb.runtime, int(hwm) / 1024, int("torch" in sys.modules))
"""


def startup(cache: str) -> tuple[float, float, str, float, int]:
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", STARTUP.format(q=Q), cache],
                         capture_output=True, text=True, check=True).stdout.split()
    wall = time.perf_counter() - t0
    return float(out[0]), wall, out[1], float(out[2]), int(out[3])


def main() -> None:
    from sentence_transformers import SentenceTransformer

    from genaicache.embedders.sentence_transformer import (
        SentenceTransformerEmbedder,
        default_model_path,
    )

    direct = SentenceTransformerEmbedder(memo_size=0)
    assert direct.runtime == "onnxruntime"
    cache = st_only_cache(direct.onnx_dir)
    st_onnx = SentenceTransformerEmbedder(memo_size=0, cache_dir=str(cache))
    assert st_onnx.runtime == "sentence-transformers"
    torch_model = SentenceTransformer(default_model_path(), backend="torch")
    methods = {
        "direct (tokenizers+ORT+numpy)": lambda: direct.embed([Q]),
        "sentence-transformers ONNX": lambda: st_onnx.embed([Q]),
        "sentence-transformers torch .encode": lambda: torch_model.encode([Q]),
    }
    print(f"query: {len(Q)} characters; {ROUNDS} rounds; in each round every method runs "
          f"{CALLS} calls in a row (order rotated per round)")
    for fn in methods.values():
        for _ in range(WARMUP):
            fn()
    medians: dict[str, list[float]] = {name: [] for name in methods}
    order = list(methods.items())
    for r in range(ROUNDS):
        for name, fn in order[r % 3:] + order[:r % 3]:
            times = []
            for _ in range(CALLS):
                t0 = time.perf_counter_ns()
                fn()
                times.append((time.perf_counter_ns() - t0) / 1e6)
            medians[name].append(statistics.median(times))
        print(f"round {r + 1}: " + ", ".join(f"{n}: {medians[n][-1]:.3f} ms" for n in methods))
    for name in methods:
        print(f"  {name:38s} median of round medians {statistics.median(medians[name]):.3f} ms")

    print("the two ONNX paths alternating call by call, 3 rounds:")
    pair = order[:2]
    for r in range(ROUNDS):
        per: dict[str, list[float]] = {name: [] for name, _ in pair}
        for i in range(CALLS):
            for name, fn in pair[i % 2:] + pair[:i % 2]:
                t0 = time.perf_counter_ns()
                fn()
                per[name].append((time.perf_counter_ns() - t0) / 1e6)
        a, b = (statistics.median(per[name]) for name, _ in pair)
        print(f"  round {r + 1}: direct {a:.3f} ms, ST ONNX {b:.3f} ms, difference {b - a:.3f} ms")

    from genaicache.embedders.onnx_runtime import encode

    runner = direct._engine  # the direct path's parts, timed alone
    parts = {
        "tokenize (onnx_runtime.encode)": lambda: encode(runner._tokenizer, [Q]),
        "whole runner.forward": lambda: runner.forward([Q]),
    }
    enc = runner._tokenizer.encode(Q)
    import numpy as np
    feed = {"input_ids": np.array([enc.ids], dtype=np.int64),
            "attention_mask": np.array([enc.attention_mask], dtype=np.int64),
            "token_type_ids": np.zeros((1, len(enc.ids)), dtype=np.int64)}
    parts["InferenceSession.run alone"] = lambda: runner._session.run(None, feed)
    print(f"direct path parts ({len(enc.ids)} tokens), median of {CALLS} calls:")
    for name, fn in parts.items():
        for _ in range(WARMUP):
            fn()
        ts = []
        for _ in range(CALLS):
            t0 = time.perf_counter_ns()
            fn()
            ts.append((time.perf_counter_ns() - t0) / 1e3)
        print(f"  {name:32s} {statistics.median(ts):9.1f} us")

    print("\nstart-up in a fresh process (import -> first embedding), 3 runs interleaved:")
    runs: dict[str, list[tuple[float, float, str, float, int]]] = {"direct": [], "st-onnx": []}
    for _ in range(3):
        runs["direct"].append(startup(""))
        runs["st-onnx"].append(startup(str(cache)))
    for name, results in runs.items():
        first = statistics.median(r[0] for r in results)
        wall = statistics.median(r[1] for r in results)
        rss = statistics.median(r[3] for r in results)
        print(f"  {name:8s} runtime={results[0][2]:22s} import->first embedding {first:.2f} s, "
              f"process wall {wall:.2f} s, peak RSS (VmHWM) {rss:.0f} MB, "
              f"torch imported={results[0][4]}")
    shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
