"""Tiers: what is cached (prompt responses, token streams, retrieval results)."""
