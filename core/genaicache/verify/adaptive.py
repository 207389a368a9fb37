"""Per-entry adaptive similarity thresholds, in the spirit of vCache (arXiv 2502.03771).

Each cached entry learns its own acceptance threshold from the outcomes it has seen: verified
hits are positive observations at their similarity, judge refusals negative ones, and a user's
"this answer was wrong" a *hard* negative: the entry never serves at or below that similarity
again. The user states the error rate they accept (``max_error_rate``) instead of a cosine.

The model: ``P(correct | s) = sigmoid(slope * (s - t))`` with a Gaussian prior on the entry's
``t`` placed so that an entry without observations uses the global threshold. The threshold is
the similarity at which the (conservative, ``z`` posterior sds) probability of a wrong answer
equals ``max_error_rate``, clamped to ``[global - max_drop, 1]`` and above every hard negative.
The state is a few numbers per observation, JSON-serializable, stored in ``Entry.meta``.

>>> policy = AdaptiveThreshold(max_error_rate=0.02)
>>> state = policy.update(ThresholdState(), 0.93, correct=False, hard=True)
>>> policy.threshold_for(state, 0.90) > 0.93
True
>>> policy.threshold_for(ThresholdState(), 0.90)
0.9
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from genaicache.entry import Entry
from genaicache.errors import ConfigError

META_KEY = "genaicache.adaptive"
STATE_VERSION = 1


@dataclass(frozen=True, slots=True)
class Observation:
    """An outcome at a similarity: ``correct``; a ``hard`` negative came from user feedback."""

    similarity: float
    correct: bool
    hard: bool = False

    def to_json(self) -> list[float | int]:
        return [round(self.similarity, 4), 1 if self.correct else (-1 if self.hard else 0)]

    @classmethod
    def from_json(cls, item: Any) -> Observation:
        s, y = float(item[0]), int(item[1])
        if not -1.0 <= s <= 1.0 or y not in (-1, 0, 1):
            raise ValueError(f"bad observation {item!r}")
        return cls(s, y == 1, y == -1)


@dataclass(frozen=True, slots=True)
class ThresholdState:
    """The observations of one entry (bounded; hard negatives are kept first)."""

    observations: tuple[Observation, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"v": STATE_VERSION, "obs": [o.to_json() for o in self.observations]}

    @classmethod
    def from_json(cls, data: Any) -> ThresholdState:
        """Parse stored state; anything unreadable is an empty state (never an error)."""
        try:
            if not isinstance(data, dict) or data.get("v") != STATE_VERSION:
                return cls()
            return cls(tuple(Observation.from_json(item) for item in data.get("obs", [])))
        except (TypeError, ValueError, IndexError):
            return cls()

    @property
    def hard_floor(self) -> float | None:
        """The highest similarity at which a user reported a wrong answer, if any."""
        hard = [o.similarity for o in self.observations if o.hard]
        return max(hard) if hard else None


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


@dataclass(frozen=True)
class AdaptiveThreshold:
    """The policy: pure functions of a :class:`ThresholdState` and the global threshold.

    ``slope`` is the steepness of P(correct | similarity) per unit of cosine, ``prior_sd`` how
    far an entry's curve may sit from the global one before evidence, ``z`` how many posterior
    standard deviations to stay on the safe side, ``margin`` the step above a hard negative,
    ``max_drop`` how far below the global threshold positive evidence may lower an entry.
    """

    max_error_rate: float = 0.02
    slope: float = 40.0
    prior_sd: float = 0.02
    z: float = 1.0
    margin: float = 0.005
    max_drop: float = 0.02
    max_observations: int = 32
    meta_key: str = META_KEY

    def __post_init__(self) -> None:
        if not 0.0 < self.max_error_rate < 0.5:
            raise ConfigError("max_error_rate", f"must be in (0, 0.5), got {self.max_error_rate}")
        for name in ("slope", "prior_sd"):
            if getattr(self, name) <= 0:
                raise ConfigError(name, f"must be > 0, got {getattr(self, name)}")
        for name in ("z", "margin", "max_drop"):
            if getattr(self, name) < 0:
                raise ConfigError(name, f"must be >= 0, got {getattr(self, name)}")
        if self.max_observations < 1:
            raise ConfigError("max_observations", f"must be >= 1, got {self.max_observations}")

    @property
    def _gap(self) -> float:
        """Distance from the curve's midpoint to where P(wrong) = max_error_rate."""
        eps = self.max_error_rate
        return math.log((1.0 - eps) / eps) / self.slope

    def _posterior(self, state: ThresholdState, prior_mean: float) -> tuple[float, float]:
        """MAP estimate of the entry's midpoint ``t`` (Newton, concave) and its posterior sd."""
        t, precision = prior_mean, 1.0 / self.prior_sd**2
        hessian = precision
        for _ in range(25):
            grad, hessian = -(t - prior_mean) * precision, precision
            for o in state.observations:
                p = _sigmoid(self.slope * (o.similarity - t))
                grad -= self.slope * ((1.0 if o.correct else 0.0) - p)
                hessian += self.slope**2 * p * (1.0 - p)
            step = grad / hessian
            t += step
            if abs(step) < 1e-7:
                break
        return t, 1.0 / math.sqrt(hessian)

    def threshold_for(self, state: ThresholdState, global_default: float) -> float:
        """This entry's threshold; exactly ``global_default`` when it has no observations."""
        if not state.observations:
            return global_default
        prior_mean = global_default - self._gap - self.z * self.prior_sd
        t, sd = self._posterior(state, prior_mean)
        threshold = max(t + self.z * sd + self._gap, global_default - self.max_drop)
        floor = state.hard_floor
        if floor is not None:
            threshold = max(threshold, floor + self.margin)
        return round(min(threshold, 1.0), 6)

    def update(
        self, state: ThresholdState, similarity: float, *, correct: bool, hard: bool = False
    ) -> ThresholdState:
        """``state`` plus one observation (a ``hard`` negative is user feedback)."""
        if not -1.0 <= similarity <= 1.0 or math.isnan(similarity):
            raise ConfigError("similarity", f"must be a cosine in [-1, 1], got {similarity}")
        obs = (*state.observations, Observation(similarity, correct, hard and not correct))
        if len(obs) > self.max_observations:
            hard_obs = sorted((o for o in obs if o.hard), key=lambda o: o.similarity)
            hard_obs = hard_obs[-(self.max_observations // 2):]
            rest = [o for o in obs if not o.hard][-(self.max_observations - len(hard_obs)):]
            obs = (*hard_obs, *rest)
        return ThresholdState(tuple(obs))

    # --- Entry integration -------------------------------------------------------------

    def state_of(self, entry: Entry) -> ThresholdState:
        return ThresholdState.from_json(entry.meta.get(self.meta_key))

    def threshold_fn(self, entry: Entry, global_default: float) -> float:
        """A ``ThresholdFn`` for the semantic matcher: the entry's learned threshold."""
        return self.threshold_for(self.state_of(entry), global_default)

    def record(
        self, entry: Entry, similarity: float, *, correct: bool, global_default: float,
        hard: bool = False,
    ) -> Entry:
        """``entry`` with the outcome recorded in ``meta`` and its ``threshold`` refreshed.

        Only this entry changes: feedback on one entry never moves another's threshold.
        """
        state = self.update(self.state_of(entry), similarity, correct=correct, hard=hard)
        meta = {**entry.meta, self.meta_key: state.to_json()}
        return entry.evolve(meta=meta, threshold=self.threshold_for(state, global_default))
