"""Prometheus metrics (all prefixed ``genaicache_``) and a plain ``stats()`` snapshot.

Each cache owns a :class:`Metrics` bound to a registry: pass ``prometheus_client.REGISTRY`` to
expose it on the default ``/metrics`` endpoint, or leave the default (a private registry) so
several caches in one process never clash.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

_LATENCY_BUCKETS = (
    1e-5, 2.5e-5, 5e-5, 1e-4, 2.5e-4, 5e-4, 1e-3, 2.5e-3, 5e-3, 1e-2, 2.5e-2, 5e-2, 0.1, 0.5, 1.0,
)


class Metrics:
    """Counters, histograms and gauges of one cache, plus an in-process tally for ``stats()``."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry if registry is not None else CollectorRegistry()
        r = self.registry
        self.lookups = Counter(
            "genaicache_lookups", "Lookups by tier, level and result",
            ["tier", "level", "result"], registry=r,
        )
        self.latency = Histogram(
            "genaicache_lookup_latency_seconds", "Lookup latency by tier and serving level",
            ["tier", "level"], buckets=_LATENCY_BUCKETS, registry=r,
        )
        self.errors = Counter("genaicache_errors", "Backend errors", ["backend"], registry=r)
        self.evictions = Counter(
            "genaicache_evictions", "Evictions by level and reason", ["level", "reason"], registry=r
        )
        self.refusals = Counter(
            "genaicache_refusals", "Soft-hit candidates refused, by check",
            ["tier", "check"], registry=r,
        )
        self.stale = Counter(
            "genaicache_stale", "Entries stored stale or refused as stale, by reason",
            ["tier", "reason"], registry=r,
        )
        self.corrupt = Counter(
            "genaicache_corrupt_entries", "Records that failed to parse or verify", ["level"],
            registry=r,
        )
        self.invalidations = Counter(
            "genaicache_invalidations", "Entries removed by invalidation", ["tier", "by"],
            registry=r,
        )
        self.skew = Gauge(
            "genaicache_cache_skew_ratio", "Share of hits served by the hottest 1% of entries",
            ["tier"], registry=r,
        )
        self.gen_stall = Histogram(
            "genaicache_gen_stall_seconds", "Time spent waiting on the LLM after a miss",
            ["tier"], registry=r,
        )
        self.spec_hit_depth = Histogram(
            "genaicache_spec_hit_depth", "Accepted draft length in speculative decoding",
            buckets=(0, 1, 2, 4, 8, 16, 32, 64, 128), registry=r,
        )
        self.filtered = Counter(
            "genaicache_filtered", "Round trips skipped by a never-written filter",
            ["tier", "level"], registry=r,
        )
        self.degraded = Gauge(
            "genaicache_degraded", "1 while a backend is unavailable", ["backend"], registry=r
        )
        self._bound: dict[tuple[str, str, str], tuple[Any, Any]] = {}
        self._evicted: dict[tuple[str, str], Any] = {}
        self._stat_names: dict[Counter, Callable[[dict[str, str]], str]] = {
            self.lookups: lambda lb: (f"{lb['tier']}.miss" if lb["result"] == "miss"
                                     else f"{lb['tier']}.{lb['level']}.{lb['result']}"),
            self.errors: lambda lb: f"error.{lb['backend']}",
            self.refusals: lambda lb: f"{lb['tier']}.refused.{lb['check']}",
            self.stale: lambda lb: f"{lb['tier']}.stale.{lb['reason']}",
            self.corrupt: lambda lb: f"corrupt.{lb['level']}",
            self.evictions: lambda lb: f"evicted.{lb['level']}.{lb['reason']}",
            self.filtered: lambda lb: f"{lb['tier']}.filtered.{lb['level']}",
            self.invalidations: lambda lb: f"{lb['tier']}.invalidated.{lb['by']}",
        }

    def hit(self, tier: str, level: str, kind: str, seconds: float) -> None:
        counter, histogram = self._children(tier, level, kind)
        counter.inc()
        histogram.observe(seconds)

    def miss(self, tier: str, seconds: float) -> None:
        self.hit(tier, "none", "miss", seconds)

    def _children(self, tier: str, level: str, kind: str) -> tuple[Any, Any]:
        """The labelled children of one (tier, level, kind), resolved once: ``labels()`` costs
        more than the L1 lookup it would measure."""
        key = (tier, level, kind)
        found = self._bound.get(key)
        if found is None:
            hist_level = "miss" if kind == "miss" else level
            found = (self.lookups.labels(tier, level, kind), self.latency.labels(tier, hist_level))
            self._bound[key] = found
        return found

    def skipped(self, tier: str, level: str) -> None:
        """A level not asked because its filter knows the key was never written there."""
        self.filtered.labels(tier, level).inc()

    def error(self, backend: str, exc: BaseException | None = None) -> None:
        self.errors.labels(backend).inc()

    def refused(self, tier: str, check: str) -> None:
        self.refusals.labels(tier, check).inc()

    def stale_entry(self, tier: str, reason: str) -> None:
        self.stale.labels(tier, reason).inc()

    def corrupt_entry(self, level: str) -> None:
        self.corrupt.labels(level).inc()

    def evicted(self, level: str, reason: str) -> None:
        child = self._evicted.get((level, reason))
        if child is None:
            child = self._evicted[(level, reason)] = self.evictions.labels(level, reason)
        child.inc()

    def stats(self) -> dict[str, Any]:
        """Every non-zero count, read from the Prometheus counters (one source of truth), e.g.
        ``{"prompt.l1.exact": 3, "prompt.miss": 1, "prompt.refused.negation": 2}``."""
        out: dict[str, Any] = {}
        for metric, naming in self._stat_names.items():
            for sample in next(iter(metric.collect())).samples:
                if sample.name.endswith("_total") and sample.value:
                    out[naming(sample.labels)] = int(sample.value)
        return out
