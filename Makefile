# Two commands for users: `make lab` and `make test`. Everything else is for contributors.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
RULEBOOK_DOMAINS := year_of_the_dragon year_of_the_dragon_bga dragonheart china river_dragons
LANGS := en es ja
PORT ?= 8888
GAME ?= year_of_the_dragon

.PHONY: lab test test-fast test-browser lint catalogs app bench browser-deps clean fuzz

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test,app]'
	touch $(STAMP)

lab: $(STAMP)
	@echo "JupyterLab on notebooks/: open the URL printed below (add -L $(PORT):localhost:$(PORT) to ssh for a remote machine)"
	$(BIN)/jupyter-lab --no-browser --ip 127.0.0.1 --port $(PORT) --notebook-dir notebooks $(if $(filter 0,$(shell id -u)),--allow-root)

test: $(STAMP) browser-deps lint
	$(BIN)/python -m pytest

test-fast: $(STAMP) lint
	$(BIN)/python -m pytest -m "not browser and not slow"

test-browser: $(STAMP) browser-deps
	$(BIN)/python -m pytest -m browser

# The wide fuzz run (issue 16): thousands of malformed scenarios, saves and moves per game (several minutes).
fuzz: $(STAMP)
	$(BIN)/python -m pytest tests/fuzz -m slow

lint: $(STAMP)
	$(BIN)/ruff check tutor tests
	$(BIN)/mypy

# Chromium and a Japanese font from Debian, for the browser tests (never `playwright install`).
browser-deps:
	@if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi ipagothic; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-ipafont-gothic gettext >/dev/null) \
	  || echo "browser-deps: apt-get failed; browser tests will be skipped"; \
	else echo "browser-deps: not root or no apt-get; browser tests will be skipped"; fi

# Rule text: extract clause files and UI strings -> .pot, update the .po files, compile .mo.
# `make catalogs DOMAINS=china` limits it to some domains.
DOMAINS ?= $(RULEBOOK_DOMAINS) tutor
catalogs: $(STAMP)
	@set -e; for d in $(DOMAINS); do \
	  if [ $$d = tutor ]; then \
	    $(BIN)/pybabel -q extract -F pyproject.toml -k nN_:1,2 --sort-output --no-wrap --omit-header -o locales/tutor.pot $$(find tutor -name '*.py' | sort) locales/clauses/links.yaml; \
	  elif [ -f locales/clauses/$$d.yaml ]; then \
	    $(BIN)/pybabel -q extract -F pyproject.toml --no-location --no-wrap --omit-header -o locales/$$d.pot locales/clauses/$$d.yaml; \
	  else continue; fi; \
	  grep -q '^msgid "' locales/$$d.pot || { echo "catalogs: locales/$$d.pot came out empty; translations left untouched"; exit 1; }; \
	  for l in $(LANGS); do \
	    if [ -f locales/$$l/LC_MESSAGES/$$d.po ]; then \
	      $(BIN)/pybabel -q update --no-fuzzy-matching --ignore-obsolete -w 0 -i locales/$$d.pot -d locales -D $$d -l $$l; \
	    else $(BIN)/pybabel -q init -w 0 -i locales/$$d.pot -d locales -D $$d -l $$l; fi; \
	  done; \
	  $(BIN)/python -m tutor.text.maintain compile $$d; \
	done

app: $(STAMP)
	$(BIN)/voila --no-browser --Voila.ip=127.0.0.1 --port $(PORT) notebooks/$(GAME)/play.ipynb

bench: $(STAMP)
	$(BIN)/python -m tutor bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
