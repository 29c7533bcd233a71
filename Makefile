# Two commands for users: `make lab` and `make test`. Everything else is for contributors.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
RULEBOOK_DOMAINS := $(sort $(basename $(notdir $(filter-out %/links.yaml,$(wildcard locales/clauses/*.yaml)))))
# The languages are the catalog folders that exist (docs/adding-a-language.md: `make catalogs LANGS="en es ja fr"` adds one).
LANGS := $(sort $(patsubst locales/%/LC_MESSAGES/tutor.po,%,$(wildcard locales/*/LC_MESSAGES/tutor.po)))
PORT ?= 8888
GAME ?= year_of_the_dragon
# The learner's language: NB_LANG=es, else the shell's (LANG=es_ES.UTF-8 -> es) when the tutor speaks it, else en.
NB_LANG ?= $(or $(filter $(LANGS),$(firstword $(subst _, ,$(subst ., ,$(LANG))))),en)
# `make lab` serves the learner's own copy of the notebooks, outside the checkout (never notebooks/, which only
# ever holds what the generator made); LAB_ARGS adds options of jupyter-lab (the browser test passes a token).
LAB_DIR ?= $(HOME)/tutor-lab
LAB_ARGS ?=

APP_DIR ?= $(HOME)/tutor-notebooks
# The classroom (deploy/jupyterhub/): a Python built from Debian's python3 in a world-readable folder.
HUB_PREFIX ?= /opt/tutor-hub
HUB_PORT ?= 8000
HUB_ENV := $(HUB_PREFIX)/env
JUPYTERHUB_VERSION := 6.1.1
FIRSTUSE_VERSION := 1.1.1
CULLER_VERSION := 2.0.0
CHP_VERSION := 5.3.0
LOAD_N ?= 10 20 30
LOAD_SECONDS ?= 120

.PHONY: lab test test-fast test-browser test-reference lint catalogs app bench speed-guard browser-deps clean notebooks slides slides-lib screenshots fuzz wide \
  handouts reader site \
  wheel hub hub-deps hub-install hub-wheel load-hub lite lite-serve test-lite

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test,app,lab]'
	touch $(STAMP)

# The lab's own settings, as the hub's (deploy/jupyterhub/overrides.json): no news question or update check (their
# toasts cover the companion's controls at 1366x768), the kernel started without asking. In the venv's
# overrides.d, beside any overrides of the learner's own.
lab: $(STAMP)
	mkdir -p $(VENV)/share/jupyter/lab/settings/overrides.d
	cp deploy/jupyterhub/overrides.json $(VENV)/share/jupyter/lab/settings/overrides.d/tutor.json
	$(BIN)/python -m tutor notebooks $(LAB_DIR) --lang all
	@echo "JupyterLab on your copy in $(LAB_DIR), opening $(NB_LANG)/index.ipynb: open the URL printed below (add -L $(PORT):localhost:$(PORT) to ssh for a remote machine)"
	$(BIN)/jupyter-lab --no-browser --ip 127.0.0.1 --port $(PORT) --ServerApp.root_dir=$(LAB_DIR) \
	  --LabApp.default_url=/lab/tree/$(NB_LANG)/index.ipynb $(LAB_ARGS) $(if $(filter 0,$(shell id -u)),--allow-root)

# Everything but the wide checks (`make wide`, marked slow: the fuzz, every language's copy of each saved notebook,
# and the browser families' other half of the games, tests/sampling.py), the classroom load (`make load-hub`) and
# the static site's browser test (`make test-lite`, marked lite: it builds the site first). Two workers
# (pytest-xdist, one a core): the browser tests take turns on one, the hub tests on one, tests sharing a module's
# fixture stay together, the rest go to whichever is free (tests/conftest.py). `make test-browser` runs every
# browser case.
# XDIST= runs everything in one process.
XDIST ?= -n 2 --dist loadgroup
test: $(STAMP) browser-deps slides-lib hub-install lint
	$(BIN)/python -m pytest $(XDIST) -m "not slow and not lite"

test-fast: $(STAMP) lint
	$(BIN)/python -m pytest $(XDIST) -m "not browser and not slow and not lite"

test-browser: $(STAMP) browser-deps slides-lib
	$(BIN)/python -m pytest -m browser

# The guide's reference game (tests/reference_game/, docs/adding-a-game.md) registered as a fifth game: every
# per-game test on it (the notebooks' browser, site and classroom tests aside: it ships no notebooks).
test-reference: $(STAMP)
	$(BIN)/python -m pytest --reference-game --ignore tests/games/test_reference_game.py -k "pebbles or reference_game" -m "not browser and not lite and not hub" tests

# The wide fuzz run (issue 16): thousands of malformed scenarios, saves and moves per game (several minutes).
fuzz: $(STAMP)
	$(BIN)/python -m pytest tests/fuzz -m slow

# Every wide check `make test` samples: the fuzz, and the saved lessons and quizzes in every language.
wide: $(STAMP)
	$(BIN)/python -m pytest $(XDIST) -m slow

lint: $(STAMP)
	$(BIN)/ruff check tutor tests
	$(BIN)/mypy

# Chromium and a Japanese font from Debian, for the browser tests (never `playwright install`); poppler-utils
# reads the printed handouts back (pdfinfo, pdftotext, pdftoppm).
browser-deps:
	@if [ -x /usr/bin/chromium ] && [ -x /usr/bin/pdftoppm ] && fc-list 2>/dev/null | grep -qi ipagothic; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-ipafont-gothic gettext poppler-utils >/dev/null) \
	  || echo "browser-deps: apt-get failed; browser tests will be skipped"; \
	else echo "browser-deps: not root or no apt-get; browser tests will be skipped"; fi

# Rule text: extract clause files and UI strings -> .pot, update the .po files, compile .mo.
# `make catalogs DOMAINS=china` limits it to some domains. A catalog whose messages did not change keeps its header
# dates (Babel would stamp every one).
DOMAINS ?= $(RULEBOOK_DOMAINS) tutor
catalogs: $(STAMP)
	@set -e; for d in $(DOMAINS); do \
	  if [ $$d = tutor ]; then \
	    $(BIN)/pybabel -q extract -F pyproject.toml -k nN_:1,2 --sort-output --no-wrap --omit-header -o locales/tutor.pot $$(find tutor -name '*.py' | sort) locales/clauses/links.yaml tutor/games/*/unenforced.yaml; \
	  elif [ -f locales/clauses/$$d.yaml ]; then \
	    $(BIN)/pybabel -q extract -F pyproject.toml --no-location --no-wrap --omit-header -o locales/$$d.pot locales/clauses/$$d.yaml; \
	  else continue; fi; \
	  grep -q '^msgid "' locales/$$d.pot || { echo "catalogs: locales/$$d.pot came out empty; translations left untouched"; exit 1; }; \
	  for l in $(LANGS); do \
	    po=locales/$$l/LC_MESSAGES/$$d.po; \
	    if [ -f $$po ]; then \
	      cp $$po $$po.before; \
	      $(BIN)/pybabel -q update --no-fuzzy-matching --ignore-obsolete -w 0 -i locales/$$d.pot -d locales -D $$d -l $$l; \
	      if diff -q <(grep -v '^"\(POT-Creation-Date\|PO-Revision-Date\|Generated-By\):' $$po.before) <(grep -v '^"\(POT-Creation-Date\|PO-Revision-Date\|Generated-By\):' $$po) >/dev/null; \
	      then mv $$po.before $$po; else rm $$po.before; fi; \
	    else $(BIN)/pybabel -q init -w 0 -i locales/$$d.pot -d locales -D $$d -l $$l; fi; \
	  done; \
	  $(BIN)/python -m tutor.text.maintain compile $$d; \
	done

# The notebooks are generated from the lessons, quizzes and catalogs, saved with their outputs (commit them).
notebooks: $(STAMP)
	$(BIN)/python -m tutor.notebook.publish.generate

# Slide decks of every lesson in every language (reveal.js, served from local files) into build/slides.
SLIDES_LIB := build/slides-lib
slides-lib: $(SLIDES_LIB)/.installed
$(SLIDES_LIB)/.installed:
	mkdir -p $(SLIDES_LIB)
	cd $(SLIDES_LIB) && npm install --no-audit --no-fund --silent reveal.js@4.6.1 requirejs@2.3.7 jquery@3.7.1
	touch $@

slides: $(STAMP) slides-lib
	$(BIN)/python -m tutor.notebook.publish.slides build/slides --lib $(SLIDES_LIB)
	@echo "open build/slides/<lang>/<game>/<lesson>.slides.html in a browser (S: speaker notes, F: full screen)"

# A printable handout (PDF, printed by Chromium) of every lesson in every language into build/handouts.
handouts: $(STAMP) browser-deps
	$(BIN)/python -m tutor.notebook.publish.handouts build/handouts
	@echo "print build/handouts/<lang>/<game>/<lesson>.pdf"

# The rulebooks as bilingual readers (one page per game and language) into build/reader.
reader: $(STAMP)
	$(BIN)/python -m tutor.notebook.publish.reader build/reader

# One static site for a class: the decks, the handouts and the readers, with an index per language.
site: $(STAMP) slides-lib browser-deps
	$(BIN)/python -m tutor.notebook.publish.site build/site --lib $(SLIDES_LIB)
	@echo "open build/site/index.html (no server needed)"

# Tests write screenshots and latency figures to build/; this refreshes the committed copies in docs/ on purpose.
screenshots: test-browser
	mkdir -p docs/screenshots docs/latency
	cp build/screenshots/*.png docs/screenshots/
	cp build/latency/*.txt docs/latency/

# The app runs from the installed package: the notebooks are copied out of it first (edited copies kept).
# Voilà serves the whole folder (one notebook alone answers 403 to its "All lessons" and language links).
app: $(STAMP)
	$(BIN)/tutor notebooks $(APP_DIR) --lang all
	@echo "Open http://127.0.0.1:$(PORT)/voila/render/$(NB_LANG)/$(GAME)/play.ipynb"
	cd $(APP_DIR) && $(abspath $(BIN))/voila --no-browser --Voila.ip=127.0.0.1 --port $(PORT)

# The wheel and the sdist. The wheel is built from the sdist, in a clean folder: a wheel built straight from
# the checkout would also take stale files left in build/lib by an earlier build.
wheel: $(STAMP)
	rm -rf dist build/lib && $(BIN)/python -m build --outdir dist .

# -- the classroom: JupyterHub on 127.0.0.1 (deploy/jupyterhub/README.md) ---------------------------------
hub-deps:
	@missing=""; for c in /usr/bin/python3:python3-venv /usr/bin/npm:npm /usr/bin/prlimit:util-linux /usr/sbin/useradd:passwd /usr/sbin/runuser:util-linux /usr/sbin/mkfs.ext4:e2fsprogs /usr/sbin/e2fsck:e2fsprogs; do \
	  [ -x $${c%%:*} ] || missing="$$missing $${c##*:}"; done; \
	/usr/bin/python3 -c 'import ensurepip' 2>/dev/null || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 $$missing nodejs >/dev/null; \
	  else echo "hub-deps: need root and apt-get to install:$$missing"; exit 1; fi; fi

# Installs (or updates) the hub's Python, the proxy and the tutor's wheel under $(HUB_PREFIX); needs root.
hub-install: $(STAMP)
	@if [ "$$(id -u)" != 0 ]; then echo "hub-install: skipped (needs root: one Unix user per student); hub tests will be skipped"; \
	else $(MAKE) --no-print-directory hub-deps $(HUB_ENV)/.installed && $(MAKE) --no-print-directory hub-wheel; fi

$(HUB_ENV)/.installed: Makefile
	umask 022; mkdir -p $(HUB_PREFIX) && chmod 755 $(HUB_PREFIX)
	umask 022; [ -x $(HUB_ENV)/bin/python ] || /usr/bin/python3 -m venv $(HUB_ENV)
	umask 022; $(HUB_ENV)/bin/pip install -q --upgrade pip
	umask 022; $(HUB_ENV)/bin/pip install -q jupyterhub==$(JUPYTERHUB_VERSION) \
	  jupyterhub-firstuseauthenticator==$(FIRSTUSE_VERSION) jupyterhub-idle-culler==$(CULLER_VERSION)
	umask 022; npm install --silent --no-fund --no-audit --prefix $(HUB_PREFIX)/proxy configurable-http-proxy@$(CHP_VERSION)
	umask 022; mkdir -p $(HUB_ENV)/share/jupyter/lab/settings && cp deploy/jupyterhub/overrides.json $(HUB_ENV)/share/jupyter/lab/settings/
	touch $@

hub-wheel: $(STAMP)
	rm -rf build/hub-wheel build/lib && $(BIN)/python -m build -q --outdir build/hub-wheel . >/dev/null
	umask 022; $(HUB_ENV)/bin/pip install -q --force-reinstall --no-deps build/hub-wheel/tutor-*.whl
	umask 022; $(HUB_ENV)/bin/pip install -q "$$(ls build/hub-wheel/tutor-*.whl)[lab]"
	install -m 644 deploy/jupyterhub/jupyterhub_config.py $(HUB_PREFIX)/jupyterhub_config.py
	[ -f $(HUB_PREFIX)/roster.txt ] || install -m 600 deploy/jupyterhub/roster.example.txt $(HUB_PREFIX)/roster.txt

# Runs the hub in the foreground (Ctrl-C stops it and every student's server): http://127.0.0.1:$(HUB_PORT)/
hub: hub-install
	cd $(HUB_PREFIX) && TUTOR_HUB_PREFIX=$(HUB_PREFIX) TUTOR_HUB_PORT=$(HUB_PORT) \
	  $(HUB_ENV)/bin/jupyterhub -f $(HUB_PREFIX)/jupyterhub_config.py

# The load measurement (not part of make test): N simulated students for LOAD_SECONDS each; prints a table.
load-hub: hub-install
	HUB_PREFIX=$(HUB_PREFIX) $(BIN)/python -m tests.hub.load --students $(LOAD_N) --seconds $(LOAD_SECONDS) --json build/load-hub.json

# -- the static site: JupyterLite, every notebook running in the browser (deploy/lite/README.md) -------------
# Versions are pinned in deploy/lite/pins.toml; the build uses PyPI and npm, the site fetches nothing.
# PYODIDE_DIST=folder: a full Pyodide distribution with numpy and Pillow, to build the canvas board in.
LITE_DIR ?= build/lite
LITE_PORT ?= 8100
LITE_PAGES ?= build/lite-pages
PYODIDE_DIST ?=
# One folder for a class: the class pages (an index per language, slides, handouts, readers; the notebooks with
# their links to them) written by the tutor into $(LITE_PAGES), then the JupyterLite site built around them.
lite: $(STAMP) slides-lib browser-deps
	rm -rf $(LITE_PAGES)
	$(BIN)/python -m tutor.notebook.publish.site $(LITE_PAGES) --lib $(SLIDES_LIB) --lite
	$(PYTHON) deploy/lite/build.py --out $(LITE_DIR) --pages $(LITE_PAGES) $(if $(PYODIDE_DIST),--pyodide-dist $(PYODIDE_DIST))

lite-serve:
	@[ -f $(LITE_DIR)/index.html ] || { echo "lite-serve: no site in $(LITE_DIR); run make lite first"; exit 1; }
	@echo "open http://127.0.0.1:$(LITE_PORT)/$(NB_LANG)/index.html"
	cd $(LITE_DIR) && $(PYTHON) -m http.server --bind 127.0.0.1 $(LITE_PORT)

# Builds the site and drives it in headless Chromium (tests/lite); figures go to build/lite-figures.json and
# build/lite-timings.json (cold and second visits, three fresh profiles).
test-lite: $(STAMP) browser-deps lite
	LITE_DIR=$(LITE_DIR) $(BIN)/python -m pytest tests/lite -m lite

bench: $(STAMP)
	$(BIN)/python -m tutor bench
	$(BIN)/python -m tutor bench --clicks

# the CI speed guard (also run by make test through tests/core/test_speed_guard.py): each game's ratio to a
# calibration loop timed in the same run must stay within 1.5x of tutor/bench_baseline.json
speed-guard: $(STAMP)
	$(BIN)/python -m tutor bench --guard

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
