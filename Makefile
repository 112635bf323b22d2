# Two commands a newcomer needs: `make serve` (play) and `make test` (everything CI checks).
# Every target installs what it needs from the lock files; stamps make reruns fast.

PYTHON ?= python3
VENV := .venv
VENV_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
PYODIDE_SITE := .cache/pyodide-site/.installed
VENDOR_STAMP := static/vendor/.installed
LIGHTHOUSE_STAMP := benchmarks/lighthouse/node_modules/.installed
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: serve site test quick check pytest pyodide-test chromium engines bench screens clean

serve: site
	@echo "Shelfie at http://$(HOST):$(PORT)/"
	$(PYTHON) -m http.server $(PORT) --bind $(HOST)

site: $(VENDOR_STAMP) sw.js

test: check pytest pyodide-test

# The inner loop: lint, types and the pure-Python tests on every core, no browser and no build.
quick: check
	$(VENV)/bin/pytest -q -n auto -m "not site" --ignore=tests/browser --ignore=tests/engines

check: $(VENV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# The pure-Python tests on every core (1.7 times faster on 2 cores); the Chromium tests on every
# core too since Python runs in a worker (89 tests: 483 s with two processes, 698 s with one, on 2
# cores); Firefox and WebKit one at a time (their drivers are the slow, fragile part).
pytest: $(VENV_STAMP) site chromium engines
	$(VENV)/bin/pytest -n auto -m "not browser"
	$(VENV)/bin/pytest -n auto -m browser tests/browser
	$(VENV)/bin/pytest -m browser tests/engines

chromium: $(VENV_STAMP)
	scripts/ensure-chromium

# Firefox and WebKit for tests/engines; one that cannot be installed is skipped, with its reason.
engines:
	scripts/ensure-engines

pyodide-test: $(NODE_STAMP) $(PYODIDE_SITE)
	node tests/pyodide/run_tests.mjs

# Every screen of every game at four widths, two languages and both colour schemes, for looking at:
# screens/index.html (issue 34; not committed).
screens: $(VENV_STAMP) site chromium
	$(VENV)/bin/python -m tools.screens

bench: $(VENV_STAMP) site chromium $(LIGHTHOUSE_STAMP)
	$(VENV)/bin/python -m benchmarks.engine
	$(VENV)/bin/python -m benchmarks.boot
	$(VENV)/bin/python -m benchmarks.lighthouse
	$(VENV)/bin/python -m benchmarks.games

$(VENV_STAMP): requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -r requirements-dev.txt
	touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(LIGHTHOUSE_STAMP): benchmarks/lighthouse/package.json benchmarks/lighthouse/package-lock.json
	npm ci --prefix benchmarks/lighthouse --no-audit --no-fund
	touch $@

$(VENDOR_STAMP): $(NODE_STAMP) scripts/vendor-runtime scripts/patch-runtime.mjs scripts/repack-stdlib.py scripts/stdlib-modules.txt
	PYTHON=$(PYTHON) scripts/vendor-runtime
	touch $@

sw.js: $(VENDOR_STAMP) index.html pyscript.toml scripts/site-python.mjs scripts/make-snapshot.mjs scripts/build-sw.mjs scripts/precompress.mjs $(shell find shelfie static -type f -not -path 'static/vendor/*' -not -path 'static/bundles/*' -not -path 'static/snapshot/*' -not -name '*.pyc' -not -name '*.br' -not -name '*.gz' 2>/dev/null)
	node scripts/make-snapshot.mjs
	node scripts/build-sw.mjs
	node scripts/precompress.mjs

$(PYODIDE_SITE): requirements-pyodide.txt $(VENV_STAMP)
	scripts/pyodide-site
	touch $@

clean:
	rm -rf $(VENV) node_modules .cache static/vendor static/snapshot
