#!/usr/bin/env bash
# Runs a command with a Redis server on 127.0.0.1:6379: uses the one that answers, or starts
# one (and stops only that one afterwards). Fails loudly when no Redis can be had, unless
# GENAICACHE_SKIP_REDIS=1 is set explicitly (then Redis tests skip).
set -euo pipefail
HOST=127.0.0.1
PORT="${GENAICACHE_REDIS_PORT:-6379}"

redis_answers() {
  (exec 3<>"/dev/tcp/$HOST/$PORT" && printf 'PING\r\n' >&3 && IFS= read -r -t 2 line <&3 \
    && [[ "$line" == +PONG* ]]) 2>/dev/null
}

started_pid=""
workdir=""
cleanup() {
  if [[ -n "$started_pid" ]]; then
    kill "$started_pid" 2>/dev/null || true
  fi
  if [[ -n "$workdir" ]]; then
    rm -rf "$workdir"
  fi
}
trap cleanup EXIT

if ! redis_answers; then
  if [[ "${GENAICACHE_SKIP_REDIS:-}" == "1" ]]; then
    echo "with-redis: no Redis on $HOST:$PORT; GENAICACHE_SKIP_REDIS=1, Redis tests will skip" >&2
  elif ! command -v redis-server >/dev/null 2>&1; then
    echo "with-redis: ERROR: no Redis answers on $HOST:$PORT and redis-server is not installed." >&2
    echo "  Install Redis (e.g. apt-get install redis-server) or set GENAICACHE_SKIP_REDIS=1." >&2
    exit 1
  else
    workdir="$(mktemp -d)"
    redis-server --port "$PORT" --bind "$HOST" --save "" --appendonly no \
      --dir "$workdir" --logfile "$workdir/redis.log" &
    started_pid=$!
    for _ in $(seq 1 50); do
      redis_answers && break
      sleep 0.1
    done
    if ! redis_answers; then
      echo "with-redis: ERROR: started redis-server but it does not answer:" >&2
      cat "$workdir/redis.log" >&2 || true
      exit 1
    fi
    echo "with-redis: started redis-server on $HOST:$PORT (pid $started_pid)" >&2
  fi
fi

status=0
"$@" || status=$?
exit "$status"
