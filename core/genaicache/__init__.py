"""genaicache: prompt, token and chunk caches for LLM applications."""

__version__ = "0.1.0"
