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

.PHONY: serve site test quick check cpython-tests browser-tests chromium-tests engine-tests pyodide-test pyodide-shard-1 pyodide-shard-2 pyodide-scaffold chromium engines browsers bench screens clean

serve: site
	@echo "Shelfie at http://$(HOST):$(PORT)/"
	$(PYTHON) -m http.server $(PORT) --bind $(HOST)

site: $(VENDOR_STAMP) sw.js

# Two steps, each as wide as this machine allows (docs/PERFORMANCE.md, "make test on 2 cores"):
# lint, types and the pure-Python tests on every core while the site is built and apt-get installs
# Chromium, Firefox and WebKit beside them (one after another: apt-get never runs twice at once);
# then the browser tests (the tests of what the build made and Chromium's, then Firefox's and
# WebKit's) with the Pyodide suite beside them, in two shards of one core each at the lowest
# priority: the browser tests, whose pages wait on their clocks, have the cores whenever they ask,
# and the shards take every moment they leave idle (Pyodide's own tests have no clock). --output-sync
# prints each part's output whole, when it ends; a failure anywhere stops the run.
test:
	$(MAKE) --jobs=4 --output-sync=target check browsers site cpython-tests
	$(MAKE) --jobs=3 --output-sync=target browser-tests pyodide-test PYODIDE_NICE="nice -n 19"

browser-tests:
	$(MAKE) chromium-tests
	$(MAKE) engine-tests

# The inner loop: lint, types and the pure-Python tests on every core, no browser and no build.
quick: check
	$(VENV)/bin/pytest -q -n auto --dist worksteal -m "not site and not pyodide and not browser" --ignore=tests/browser --ignore=tests/engines

check: $(VENV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# The pure-Python tests on every core (1.7 times faster on 2 cores; an idle core takes tests queued
# for the other, so a long one near the end leaves no core waiting), but those of what `make site`
# builds (marked site), which need the build: they run in chromium-tests. The browser tests' folders
# are not even collected: some of their modules read the build when imported.
cpython-tests: $(VENV_STAMP)
	$(VENV)/bin/pytest -n auto --dist worksteal -m "not browser and not site and not pyodide" --ignore=tests/browser --ignore=tests/engines

# On every core: the tests of what the build made (marked site, no browser) and the Chromium tests,
# the cross-engine tests' Chromium part with them (-k: a browser test runs here if its name says chromium).
chromium-tests: $(VENV_STAMP) site chromium
	$(VENV)/bin/pytest -n auto --dist worksteal -m "site or browser" tests -k "not browser or chromium"

# Firefox's and WebKit's tests in two processes, each engine's one at a time (tests/engines/conftest.py).
engine-tests: $(VENV_STAMP) site engines
	$(VENV)/bin/pytest -n 2 --dist loadgroup -m browser tests/engines -k "not chromium"

chromium: $(VENV_STAMP)
	scripts/ensure-chromium

# Every browser the tests drive, installed one after another.
browsers: chromium
	scripts/ensure-engines

# Firefox and WebKit for tests/engines; one that cannot be installed is skipped, with its reason.
engines:
	scripts/ensure-engines

# Pyodide runs Python on one thread: two shards (every other test each) use a second core under
# `make --jobs`; each checks the standard-library imports of its own tests (tests/pyodide/run_tests.mjs).
# With them, a new game scaffolded by tools/new_game passes its tests inside Pyodide too.
pyodide-test: pyodide-shard-1 pyodide-shard-2 pyodide-scaffold

pyodide-shard-1 pyodide-shard-2: $(NODE_STAMP) $(PYODIDE_SITE)
	$(PYODIDE_NICE) node tests/pyodide/run_tests.mjs --shard=$(subst pyodide-shard-,,$@)/2

pyodide-scaffold: $(VENV_STAMP) $(NODE_STAMP) $(PYODIDE_SITE)
	$(PYODIDE_NICE) $(VENV)/bin/pytest -q -m pyodide tests/test_new_game.py

# Every screen of every game at four widths, two languages and both colour schemes, for looking at:
# screens/index.html (not committed).
screens: $(VENV_STAMP) site chromium
	$(VENV)/bin/python -m tools.screens

bench: $(VENV_STAMP) site browsers $(LIGHTHOUSE_STAMP)
	$(VENV)/bin/python -m benchmarks.engine
	$(VENV)/bin/python -m benchmarks.cold_starts
	$(VENV)/bin/python -m benchmarks.boot
	$(VENV)/bin/python -m benchmarks.lighthouse
	$(VENV)/bin/python -m benchmarks.returning
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

$(VENDOR_STAMP): $(NODE_STAMP) scripts/vendor-runtime scripts/patch-runtime.mjs scripts/repack-stdlib.py scripts/repack-stdlib.mjs scripts/stdlib-modules.txt
	scripts/vendor-runtime
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
