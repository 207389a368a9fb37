"""Word pieces merged into words: what token alignment compares."""

from __future__ import annotations

import numpy as np

from genaicache.verify.words import Words


def test_a_word_split_into_pieces_gets_the_unit_mean_of_its_pieces() -> None:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(5, 8)).astype(np.float32)
    words = Words.from_pieces(["un", "##lock", "##ing", "my", "phone"], vectors)
    assert words.words == ("unlocking", "my", "phone")
    expected = vectors[:3].mean(axis=0)
    expected /= np.linalg.norm(expected)
    assert np.allclose(words.vectors[0], expected, atol=1e-6)
    assert np.allclose(words.vectors[2], vectors[4] / np.linalg.norm(vectors[4]), atol=1e-6)
    assert np.allclose(np.linalg.norm(words.vectors, axis=1), 1.0, atol=1e-6)


def test_pieces_that_are_whole_words_keep_their_own_rows_and_the_input_is_not_changed() -> None:
    vectors = np.array([[3.0, 4.0], [0.0, 2.0]], dtype=np.float32)
    words = Words.from_pieces(["cats", "purr"], vectors)
    assert words.words == ("cats", "purr")
    assert np.allclose(words.vectors, [[0.6, 0.8], [0.0, 1.0]])
    assert np.array_equal(vectors, [[3.0, 4.0], [0.0, 2.0]])  # normalized on a copy


def test_no_pieces_give_no_words() -> None:
    words = Words.from_pieces([], np.empty((0, 4), np.float32))
    assert words.words == () and words.vectors.shape == (0, 4)


def _reduceat_words(pieces: list[str], vectors: np.ndarray) -> np.ndarray:
    """The word vectors as one ``np.add.reduceat`` over every word gives them."""
    starts = [i for i, p in enumerate(pieces) if not (p.startswith("##") and i)]
    merged = np.add.reduceat(vectors[:len(pieces)].astype(np.float32), starts, axis=0)
    merged /= np.maximum(np.linalg.norm(merged, axis=1, keepdims=True), 1e-12)
    return merged


def test_words_of_several_pieces_are_their_pieces_summed_and_scaled_to_unit_length() -> None:
    rng = np.random.default_rng(11)
    for _ in range(300):
        sizes = rng.integers(1, 13, size=rng.integers(1, 8))
        pieces = [p for n in sizes for p in ["w", *["##p"] * (int(n) - 1)]]
        vectors = rng.normal(size=(len(pieces), 16)).astype(np.float32)
        vectors *= rng.uniform(0.01, 100, size=(len(pieces), 1)).astype(np.float32)
        vectors[rng.random(vectors.shape) < 0.1] = -0.0
        vectors[rng.random(vectors.shape) < 0.1] = 0.0
        got = Words.from_pieces(pieces, vectors).vectors
        expected = _reduceat_words(pieces, vectors)
        # the same floats as one reduceat on this machine; a summing order of another numpy
        # may move the last bit, never the grouping
        np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)
