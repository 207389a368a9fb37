"""Verification of semantic hits (critical differences, token alignment, judge)."""

from genaicache.verify.base import ACCEPT, Candidate, Check, Verdict, Verifier

__all__ = ["ACCEPT", "Candidate", "Check", "Verdict", "Verifier"]
