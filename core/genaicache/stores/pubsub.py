"""Invalidation events between processes over Redis pub/sub (standalone or Redis Cluster).

Every process subscribes to one channel; ``invalidate`` publishes there so each process drops its
L1 copy. A daemon thread listens and reconnects after a lost connection (Redis restart, failover)
with a capped back-off. Pub/sub is fire-and-forget: messages published while a subscriber was
disconnected are lost, so ``on_reconnect`` is called after every re-subscription; the tier should
drop its whole L1 there. In a cluster, ``PUBLISH`` reaches subscribers on every node.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from typing import Any, cast

import redis
from redis.cluster import RedisCluster

from genaicache.errors import ConfigError
from genaicache.stores.redis import CONNECT_ERRORS, ClientSource

log = logging.getLogger(__name__)

POLL_SECONDS = 0.2
"""How long one wait for a message lasts; bounds how fast ``close()`` returns."""

READY_WAIT = 1.0
"""How long ``subscribe`` waits for the first subscription to be confirmed."""

_BACKOFF_MIN, _BACKOFF_MAX = 0.05, 2.0

Handler = Callable[[str], None]


class RedisBroadcaster:
    """Publishes and receives invalidation messages on a Redis channel.

    >>> import queue
    >>> received: queue.Queue[str] = queue.Queue()
    >>> b = RedisBroadcaster("redis://127.0.0.1:6379/0", channel="myapp:invalidate")
    >>> b.subscribe(received.put)               # handlers run on the listener thread
    >>> b.publish("scope:tenant-a")
    >>> received.get(timeout=5)
    'scope:tenant-a'
    >>> b.close()

    A client passed in is used as is and not closed; one built from a URL (``redis+cluster://``
    for a cluster) is closed by :meth:`close`. Messages this process publishes reach its own
    handlers too (invalidation is idempotent).
    """

    def __init__(
        self,
        client_or_url: redis.Redis | RedisCluster | str,
        channel: str = "genaicache:invalidate",
        *,
        socket_timeout: float = 0.5,
        on_reconnect: Callable[[], None] | None = None,
    ) -> None:
        if not isinstance(channel, str) or not channel:
            raise ConfigError("channel", f"must be a non-empty str, got {channel!r}")
        self._source = ClientSource(
            client_or_url, socket_timeout=socket_timeout, pool_size=8, cluster=None
        )
        self.channel = channel
        self._on_reconnect = on_reconnect
        self._handlers: tuple[Handler, ...] = ()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._subscriptions = 0

    def publish(self, message: str) -> None:
        """Send ``message`` to every subscriber; redis errors propagate (the guard handles them)."""
        self._source.get().publish(self.channel, message)

    def subscribe(self, handler: Handler) -> None:
        """Call ``handler(message)`` for every message, from the listener thread.

        Starts the listener on first use and waits up to ``READY_WAIT`` s for the subscription to
        be confirmed, so a message published right after this returns is received. A handler
        that raises is logged and does not stop the listener.
        """
        with self._lock:
            if self._stop.is_set():
                raise ConfigError("broadcaster", "subscribe() after close()")
            self._handlers = (*self._handlers, handler)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name=f"genaicache-pubsub:{self.channel}", daemon=True
                )
                self._thread.start()
        self._ready.wait(READY_WAIT)

    def wait_ready(self, timeout: float) -> bool:
        """Whether the listener is subscribed, waiting up to ``timeout`` s (tests, health)."""
        return self._ready.wait(timeout)

    def close(self) -> None:
        """Stop the listener thread and close a client built from a URL."""
        with self._lock:
            self._stop.set()
            thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(timeout=POLL_SECONDS * 10)
        self._source.close()

    def _run(self) -> None:
        """Listen until closed; after a connection error, back off (capped) and resubscribe."""
        delay = _BACKOFF_MIN
        while not self._stop.is_set():
            subscribed_before = self._subscriptions
            try:
                self._listen()
            except CONNECT_ERRORS as exc:
                self._ready.clear()
                was_up = self._subscriptions > subscribed_before
                level = logging.WARNING if was_up else logging.DEBUG  # one warning per outage
                log.log(level, "genaicache pub/sub on %r: %s; reconnecting", self.channel, exc)
            else:
                return
            if was_up:  # it worked for a while: retry soon
                delay = _BACKOFF_MIN
            self._stop.wait(delay)
            delay = min(delay * 2, _BACKOFF_MAX)

    def _listen(self) -> None:
        pubsub = cast(Any, self._source.get()).pubsub()  # untyped in redis-py
        try:
            pubsub.subscribe(self.channel)
            while not self._stop.is_set():
                message = pubsub.get_message(timeout=POLL_SECONDS)
                if message is not None:
                    self._dispatch(message)
        finally:
            with contextlib.suppress(*CONNECT_ERRORS):
                pubsub.close()

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "subscribe":
            self._subscriptions += 1
            self._ready.set()
            if self._subscriptions > 1 and self._on_reconnect is not None:
                _call_safely(self._on_reconnect)
        elif kind == "message":
            data = message.get("data")
            text = data.decode("utf-8", "replace") if isinstance(data, bytes) else str(data)
            for handler in self._handlers:
                _call_safely(handler, text)


def _call_safely(fn: Callable[..., None], *args: str) -> None:
    try:
        fn(*args)
    except Exception:
        log.exception("genaicache pub/sub handler %r failed", fn)
