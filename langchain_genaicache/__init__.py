"""LangChain adapters for genaicache."""

from langchain_genaicache.cache import GenAICache

__all__ = ["GenAICache"]
