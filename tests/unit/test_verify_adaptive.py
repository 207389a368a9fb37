"""Per-entry adaptive thresholds: pure policy and the Entry round trip."""

from __future__ import annotations

import json

import pytest

from genaicache.entry import Entry, decode_entry, encode_entry
from genaicache.errors import ConfigError
from genaicache.verify import AdaptiveThreshold, ThresholdState

GLOBAL = 0.86


def entry(key: str) -> Entry:
    return Entry(key=key, tier="prompt", value="answer", model="m", prompt=key)


def test_without_observations_the_global_threshold_applies() -> None:
    policy = AdaptiveThreshold(max_error_rate=0.02)
    assert policy.threshold_for(ThresholdState(), GLOBAL) == GLOBAL
    assert policy.threshold_fn(entry("a"), GLOBAL) == GLOBAL


def test_user_feedback_lifts_the_threshold_above_the_wrongly_served_similarity() -> None:
    policy = AdaptiveThreshold()
    state = policy.update(ThresholdState(), 0.91, correct=False, hard=True)
    threshold = policy.threshold_for(state, GLOBAL)
    assert threshold > 0.91
    # Positive evidence afterwards never lowers it back to the wrongly served similarity.
    for _ in range(40):
        state = policy.update(state, 0.95, correct=True)
    assert policy.threshold_for(state, GLOBAL) > 0.91


def test_a_soft_negative_raises_the_threshold_less_than_user_feedback() -> None:
    policy = AdaptiveThreshold()
    soft = policy.threshold_for(policy.update(ThresholdState(), 0.91, correct=False), GLOBAL)
    hard = policy.threshold_for(
        policy.update(ThresholdState(), 0.91, correct=False, hard=True), GLOBAL
    )
    assert GLOBAL < soft < hard


def test_verified_hits_near_the_threshold_lower_it_a_little_but_never_past_max_drop() -> None:
    policy = AdaptiveThreshold(max_drop=0.02)
    state = ThresholdState()
    for s in [0.861, 0.865, 0.87, 0.862, 0.868] * 10:
        state = policy.update(state, s, correct=True)
    threshold = policy.threshold_for(state, GLOBAL)
    assert GLOBAL - 0.02 <= threshold < GLOBAL


def test_a_stricter_error_rate_keeps_stricter_thresholds_after_a_mistake() -> None:
    state = AdaptiveThreshold().update(ThresholdState(), 0.89, correct=False)
    strict = AdaptiveThreshold(max_error_rate=0.005).threshold_for(state, GLOBAL)
    loose = AdaptiveThreshold(max_error_rate=0.1).threshold_for(state, GLOBAL)
    assert strict > loose


def test_state_is_bounded_and_keeps_user_feedback() -> None:
    policy = AdaptiveThreshold(max_observations=8)
    state = policy.update(ThresholdState(), 0.93, correct=False, hard=True)
    for i in range(50):
        state = policy.update(state, 0.9 + i / 1000, correct=True)
    assert len(state.observations) == 8
    assert state.hard_floor == 0.93


def test_feedback_on_one_entry_does_not_touch_another() -> None:
    policy = AdaptiveThreshold()
    a, b = entry("a"), entry("b")
    a2 = policy.record(a, 0.9, correct=False, hard=True, global_default=GLOBAL)
    assert policy.threshold_fn(a2, GLOBAL) > 0.9  # a no longer serves its neighbour at 0.9
    assert a2.threshold is not None and a2.threshold > 0.9
    assert policy.threshold_fn(b, GLOBAL) == GLOBAL  # b is untouched
    assert b.meta == {} and b.threshold is None
    assert a.meta == {}  # entries are values: the original is unchanged


def test_state_survives_the_entry_record_round_trip() -> None:
    policy = AdaptiveThreshold()
    recorded = policy.record(entry("a"), 0.9, correct=False, hard=True, global_default=GLOBAL)
    restored = decode_entry(encode_entry(recorded))
    assert policy.threshold_fn(restored, GLOBAL) == policy.threshold_fn(recorded, GLOBAL)
    json.dumps(recorded.meta)  # JSON-serializable


@pytest.mark.parametrize("junk", [None, 3, "x", {"v": 99}, {"v": 1, "obs": [[2.0, 1]]},
                                  {"v": 1, "obs": [["a", "b"]]}, {"v": 1, "obs": 5}])
def test_unreadable_state_is_treated_as_empty(junk: object) -> None:
    assert ThresholdState.from_json(junk) == ThresholdState()


def test_bad_parameters_raise_config_errors() -> None:
    with pytest.raises(ConfigError):
        AdaptiveThreshold(max_error_rate=0.0)
    with pytest.raises(ConfigError):
        AdaptiveThreshold(slope=-1)
    with pytest.raises(ConfigError):
        AdaptiveThreshold().update(ThresholdState(), 1.5, correct=True)
