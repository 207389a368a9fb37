"""The learned acceptance stage: a small logistic model over explainable pair features.

The lexical checks catch the one word that changes the answer; what they let through still
includes pairs that differ in degree (an extra qualifier, a replaced word, a different
opening). This stage weighs those differences against the cosine similarity with a logistic
regression trained by ``benchmarks/train_acceptance.py`` and shipped as JSON (coefficients,
feature means and scales): scoring needs no scikit-learn, only a dot product.

>>> check = LearnedAcceptanceCheck()
>>> check(Candidate("how do i fix an overbite", "how can i fix my overbite", 0.97)) is None
True
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from genaicache.errors import ConfigError
from genaicache.verify.alignment import TokenAlignmentCheck
from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.features import FEATURES, pair_features
from genaicache.verify.text import analyze

FORMAT = "genaicache.acceptance/1"
DEFAULT_MIN_PROBABILITY = 0.6
_OPTION = "acceptance_model"


@dataclass(frozen=True)
class AcceptanceModel:
    """Standardized logistic regression: ``p = sigmoid(b + sum(w * (x - mean) / scale))``."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    coef: tuple[float, ...]
    intercept: float
    meta: dict[str, Any]

    @classmethod
    def from_json(cls, data: Any) -> AcceptanceModel:
        """Validate a decoded JSON document; raise :class:`ConfigError` when it is unusable."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ConfigError(_OPTION, f"not a {FORMAT} document")
        names = data.get("features")
        if not isinstance(names, list) or not names or any(n not in FEATURES for n in names):
            raise ConfigError(_OPTION, f"features must be a non-empty subset of {FEATURES}")
        vectors = [_floats(data, key, len(names)) for key in ("mean", "scale", "coef")]
        if any(s <= 0 for s in vectors[1]):
            raise ConfigError(_OPTION, "every scale must be > 0")
        intercept = data.get("intercept")
        if not isinstance(intercept, (int, float)) or not math.isfinite(intercept):
            raise ConfigError(_OPTION, "intercept must be a finite number")
        meta = data.get("meta", {})
        mean, scale, coef = vectors
        return cls(tuple(names), mean, scale, coef, float(intercept),
                   meta if isinstance(meta, dict) else {})

    @classmethod
    def load(cls, path: str | Path) -> AcceptanceModel:
        """Read and validate a model file."""
        try:
            data = json.loads(Path(path).read_text("utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(_OPTION, f"cannot read {path}: {exc}") from None
        return cls.from_json(data)

    def contributions(self, values: dict[str, float | None]) -> dict[str, float]:
        """Each feature's term in the log-odds; a missing value (``None``) contributes 0."""
        return dict(zip(self.features, self._terms(values), strict=True))

    def _terms(self, values: dict[str, float | None]) -> list[float]:
        """The contributions in feature order, without a dict (the probability sums them)."""
        return [0.0 if (value := values.get(name)) is None else coef * (value - mean) / scale
                for name, mean, scale, coef in zip(self.features, self.mean, self.scale,
                                                   self.coef, strict=True)]

    def probability(self, values: dict[str, float | None]) -> float:
        """The modelled probability that one answer serves both texts."""
        z = self.intercept + sum(self._terms(values))
        return 1.0 / (1.0 + math.exp(-z)) if z >= -700 else 0.0


def _floats(data: dict[str, Any], key: str, n: int) -> tuple[float, ...]:
    values = data.get(key)
    if not isinstance(values, list) or len(values) != n:
        raise ConfigError(_OPTION, f"{key} must be a list of {n} numbers")
    if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in values):
        raise ConfigError(_OPTION, f"{key} must hold finite numbers")
    return tuple(float(v) for v in values)


@lru_cache(maxsize=1)
def default_model() -> AcceptanceModel:
    """The model shipped with the package (``verify/data/acceptance_model.json``)."""
    try:
        raw = resources.files("genaicache.verify").joinpath(
            "data", "acceptance_model.json").read_text("utf-8")
        data = json.loads(raw)
    except (OSError, ValueError) as exc:
        raise ConfigError(_OPTION, f"cannot read the shipped model: {exc}") from None
    return AcceptanceModel.from_json(data)


class LearnedAcceptanceCheck:
    """Refuses a candidate whose modelled probability of being a paraphrase is too low.

    ``aligner`` (the chain's :class:`TokenAlignmentCheck`) supplies the token-alignment
    feature from its cache; without it that feature is left neutral.

    >>> LearnedAcceptanceCheck(min_probability=0.6).name
    'learned'
    """

    name = "learned"
    stands_in_for_judge = True  # a judge decides instead below the threshold

    def __init__(
        self, model_path: str | Path | None = None, *,
        min_probability: float = DEFAULT_MIN_PROBABILITY,
        aligner: TokenAlignmentCheck | None = None,
    ) -> None:
        if not 0.0 <= min_probability <= 1.0:
            raise ConfigError("min_probability", f"must be in [0, 1], got {min_probability}")
        self.model = default_model() if model_path is None else AcceptanceModel.load(model_path)
        self.min_probability = min_probability
        self.aligner = aligner

    def features(self, candidate: Candidate) -> dict[str, float | None]:
        """The candidate's feature values (``alignment`` is ``None`` without an aligner)."""
        values: dict[str, float | None] = dict(
            pair_features(candidate.query, candidate.matched, candidate.similarity))
        values["alignment"] = None
        if self.aligner is not None and "alignment" in self.model.features:
            values["alignment"] = self.aligner.score(candidate)[0]
        return values

    def probability(self, candidate: Candidate) -> float:
        """The modelled probability that the cached answer serves ``candidate.query``."""
        return self.model.probability(self.features(candidate))

    def __call__(self, candidate: Candidate) -> Verdict | None:
        if analyze(candidate.query).canon == analyze(candidate.matched).canon:
            return None  # one wording once the phrase table is read ("renters" / "tenants")
        values = self.features(candidate)
        p = self.model.probability(values)
        if p >= self.min_probability:
            return None
        parts = self.model.contributions(values)
        against = sorted((c, n) for n, c in parts.items() if c < 0)[:3]
        why = ", ".join(f"{n}={values[n]:.2f} ({c:+.2f})" for c, n in against
                        if values[n] is not None)
        reason = f"learned: p={p:.2f} < {self.min_probability:.2f}; against: {why or 'none'}"
        return Verdict(False, self.name, reason)
