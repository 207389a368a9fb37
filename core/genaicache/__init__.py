"""genaicache: prompt, token and chunk caches for LLM applications.

>>> from genaicache import Cache
>>> cache = Cache(semantic=False)
"""

from genaicache.cache import Cache
from genaicache.config import CacheConfig
from genaicache.context import cache_options
from genaicache.hit import Hit
from genaicache.normalize import KeyPolicy

__version__ = "0.1.0"
__all__ = ["Cache", "CacheConfig", "Hit", "KeyPolicy", "__version__", "cache_options"]
