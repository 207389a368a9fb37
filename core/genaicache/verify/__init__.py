"""Verification of semantic hits (critical differences, token alignment, learned stage, judge)."""

from genaicache.verify.adaptive import AdaptiveThreshold, Observation, ThresholdState
from genaicache.verify.alignment import TokenAlignmentCheck
from genaicache.verify.base import ACCEPT, Candidate, Check, JudgedVerifier, Verdict, Verifier
from genaicache.verify.case import CaseCheck
from genaicache.verify.chain import VerificationChain, critical_checks, default_verifier
from genaicache.verify.coverage import CoverageCheck
from genaicache.verify.critical import (
    DateTimeCheck,
    EntitiesCheck,
    NegationCheck,
    NumbersCheck,
    OppositesCheck,
)
from genaicache.verify.judge import LLMJudge
from genaicache.verify.learned import AcceptanceModel, LearnedAcceptanceCheck
from genaicache.verify.possessive import PossessorCheck
from genaicache.verify.quantifiers import QuantifierCheck
from genaicache.verify.questions import QuestionKindCheck
from genaicache.verify.quoted import QuotedCheck
from genaicache.verify.roles import SwappedRolesCheck

__all__ = [
    "ACCEPT",
    "AcceptanceModel",
    "AdaptiveThreshold",
    "Candidate",
    "CaseCheck",
    "Check",
    "CoverageCheck",
    "DateTimeCheck",
    "EntitiesCheck",
    "JudgedVerifier",
    "LLMJudge",
    "LearnedAcceptanceCheck",
    "NegationCheck",
    "NumbersCheck",
    "Observation",
    "OppositesCheck",
    "PossessorCheck",
    "QuantifierCheck",
    "QuestionKindCheck",
    "QuotedCheck",
    "SwappedRolesCheck",
    "ThresholdState",
    "TokenAlignmentCheck",
    "Verdict",
    "VerificationChain",
    "Verifier",
    "critical_checks",
    "default_verifier",
]
