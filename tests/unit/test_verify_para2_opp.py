"""Opposites that do not oppose: a comparison whose words imply what the other side says
("cheaper to buy a tv" / "tvs more expensive", "upload speed slower" / "upload slower"), and
two ends of a pair said of two things one goes between ("from my old android to a new
iphone") against one of them. Each rule with the near misses that must stay refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

ACCEPT = [
    # a converse comparison once the words its comparatives imply are left out
    ("is it cheaper to buy a tv in january than in november",
     "are tvs more expensive in november than in january"),
    ("is upload speed usually slower than download on home broadband",
     "is download typically faster than upload on a home internet connection"),
    ("is the speed of light faster than the speed of sound", "is sound slower than light"),
    # the other end said of the other thing of a move between the two
    ("how do i move my photos from an android phone to a new iphone",
     "transfer pics to new iphone from my old android"),
]

REFUSE = [
    # the guards of the opposites check
    ("how do i show hidden files", "hide visible files"),
    ("is python faster than java", "is python slower than java"),
    ("can a type a patient give blood to a type o donor",
     "can a type o donor give blood to a type a patient"),
    ("make my gravy thicker", "make my gravy less thick"),
    ("which is heavier, oil or water", "which is lighter, oil or water"),
    # the implied word left out, the rest must still be a converse with nothing to spare
    ("is it cheaper to buy a tv in january than in november",
     "are tvs cheaper in november than in january"),
    ("is it cheaper to buy a tv in january than in november",
     "are tvs more expensive in january than in november"),
    ("is it cheaper to buy a tv in january than in november",
     "is it more expensive to rent a tv in november than in january"),
    ("is it cheaper to buy a car in spain than in italy",
     "is it more expensive to rent a car in italy than in spain"),
    ("is it cheaper to buy a tv in january than in november",
     "is it 20% more expensive to buy a tv in november than in january"),
    ("is it 20% cheaper to buy a tv in january than in november",
     "are tvs 20% more expensive in november than in january"),
    ("is upload speed usually slower than download on home broadband",
     "is download speed typically slower than upload on a home internet connection"),
    ("is upload speed usually slower than download on home broadband",
     "is upload typically faster than download on a home internet connection"),
    ("is upload speed slower than download speed",
     "is download latency faster than upload latency"),
    # two ends against one: the one said of the other thing, of the same thing, or no move
    ("how do i move my photos from an android phone to a new iphone",
     "transfer pics from my new android to an old iphone"),
    ("how do i move my photos from an android phone to a new iphone",
     "transfer pics to an old iphone from my new android"),
    ("how do i move my photos to a new iphone", "transfer pics from my old iphone to a new iphone"),
    ("how do i move my photos from a new iphone to an android phone",
     "transfer pics to new iphone from my old android"),
    ("how do i move my photos from a new android phone to an iphone",
     "transfer pics to new iphone from my old android"),
    ("how do i make my flask backend accept requests from my react frontend",
     "how do i make my react frontend accept requests from flask"),
    ("how do i make my flask backend accept requests from my react frontend",
     "allow flask backend to call react api"),
    ("how do i make my flask backend accept requests from my react frontend (cors)",
     "allow react frontend to call flask api cors"),  # no move said: not told from the above
    ("is a new car worth more than an old truck", "is a new car worth more than a truck"),
    ("can a tenant sue a landlord", "can a landlord sue"),
    ("can a landlord evict a tenant", "can a landlord evict"),
    ("how to make thick hair thin", "how to get thick hair"),
    ("how to thin out gravy that's too thick", "how do i make my gravy thick"),
    ("how do i call a superclass method from a subclass", "how do i call a subclass method"),
    ("can a parent open a roth ira for a child", "can a child open a roth ira"),
    ("should i take it before or after meals", "should i take it after meals"),
    ("can i sell my old car to buy a new one", "can i sell my new car"),
    ("how to move from an old house to a new one", "how to move into a new house"),
    ("how to replace an old battery with a new one", "how to replace a new battery"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
