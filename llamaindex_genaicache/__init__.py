"""LlamaIndex adapters for genaicache.

The prompt tier is framework-free (:class:`genaicache.Cache`), so a LlamaIndex application can
already cache LLM calls through it; the retriever wrapper and the event handler arrive with the
chunk tier. Embeddings: wrap a LlamaIndex ``BaseEmbedding`` with
:class:`genaicache.embedders.adapters.LlamaIndexEmbedder` to use it as the cache's embedder.
"""

__all__: list[str] = []
