"""unit_rows refuses NaN and infinite values and scales every finite matrix to unit rows."""

from __future__ import annotations

import numpy as np
import pytest

from genaicache.embedders.memo import unit_rows
from genaicache.errors import InvalidInputError


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_a_nan_or_infinite_value_is_refused(bad: float) -> None:
    matrix = np.ones((3, 4), dtype=np.float32)
    matrix[1, 2] = bad
    with pytest.raises(InvalidInputError):
        unit_rows(matrix)


def test_finite_values_whose_squares_overflow_are_accepted() -> None:
    # the row's norm overflows to infinity although every value is finite
    matrix = np.array([[3e30, 0.0], [3.0, 4.0]], dtype=np.float32)
    with np.errstate(over="ignore"):  # the square overflows, as it did in np.linalg.norm
        rows = unit_rows(matrix)
    assert rows.dtype == np.float32 and rows.flags.c_contiguous
    assert rows[0].tolist() == [0.0, 0.0]
    assert np.allclose(rows[1], [0.6, 0.8])


def test_zero_rows_stay_zero() -> None:
    assert unit_rows(np.zeros((2, 3))).tolist() == [[0.0] * 3] * 2
