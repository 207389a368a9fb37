"""LangChain adapters for genaicache."""

from genaicache.context import cache_options
from langchain_genaicache.cache import GenAICache
from langchain_genaicache.callbacks import GenAICacheCallbackHandler

__all__ = ["GenAICache", "GenAICacheCallbackHandler", "cache_options"]
