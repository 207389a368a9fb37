# Two commands on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
# torch is pinned to a CPU build: an unpinned torch pulls a multi-GB CUDA build.
TORCH := torch==2.13.0

.PHONY: demo test bench lint typecheck pytest clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

$(VENV)/.installed-demo: pyproject.toml | $(PY)
	$(PIP) install --quiet $(TORCH)
	$(PIP) install --quiet -e '.[faiss,embeddings,langchain]'
	touch $@

$(VENV)/.installed-dev: pyproject.toml $(VENV)/.installed-demo
	$(PIP) install --quiet -e '.[dev]'
	touch $@

$(VENV)/.installed-bench: pyproject.toml $(VENV)/.installed-dev
	$(PIP) install --quiet -e '.[bench]'
	touch $@

demo: $(VENV)/.installed-demo
	$(PY) demo/run.py

lint: $(VENV)/.installed-dev
	$(VENV)/bin/ruff check conftest.py core langchain_genaicache llamaindex_genaicache tests benchmarks demo

typecheck: $(VENV)/.installed-dev
	$(VENV)/bin/mypy

pytest: $(VENV)/.installed-dev
	bash scripts/with-redis.sh $(VENV)/bin/python -m pytest $(PYTEST_ARGS)

test: lint typecheck pytest

bench: $(VENV)/.installed-bench
	bash scripts/with-redis.sh $(PY) benchmarks/latency.py
	bash scripts/with-redis.sh $(PY) benchmarks/redis_breakdown.py
	$(PY) benchmarks/quality.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
