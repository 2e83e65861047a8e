# WordKit: the two quick-start commands and their helpers.
#   make play   build a release wordkit and play word scramble in this terminal (GAME=guess|lights|flashcards)
#   make demo   build it and show spelling, corrections, anagrams and a scripted game, without a terminal
#   make test   install what the tests need (the hunspell oracle too), run them, and verify Content/
# Each target installs missing Debian packages first (with sudo when not root).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL = $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq
RELEASE_BIN = .build/release/wordkit

.PHONY: play demo test deps deps-test build release bench check-lexicon

## Packages the build needs: pkg-config, the Hunspell C library, and SQLite (for GRDB, the history store).
deps:
	@if ! pkg-config --exists hunspell 2>/dev/null || ! pkg-config --exists sqlite3 2>/dev/null; then \
	  echo "Installing pkg-config, libhunspell-dev and libsqlite3-dev…"; \
	  $(SUDO) apt-get update -qq && $(APT_INSTALL) pkg-config libhunspell-dev libsqlite3-dev; \
	fi

## The tests also need the hunspell command (the oracle they compare against),
## tmux (the terminal the interactive games are played in) and emacs-nox
## (a real client of `wordkit pipe`, the ispell protocol).
deps-test: deps
	@if ! command -v hunspell >/dev/null 2>&1 || ! command -v tmux >/dev/null 2>&1 || ! command -v emacs >/dev/null 2>&1; then \
	  echo "Installing hunspell (the tests' oracle), tmux (their terminal) and emacs-nox (an ispell client)…"; \
	  $(SUDO) apt-get update -qq && $(APT_INSTALL) hunspell tmux emacs-nox; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product wordkit

GAME ?= scramble

play: release
	@if [ -t 0 ] && [ -t 1 ]; then \
	  $(RELEASE_BIN) play $(GAME); \
	else \
	  echo "make play needs a terminal; here is the non-interactive tour (make demo) instead."; \
	  $(MAKE) --no-print-directory demo; \
	fi

demo: release
	@echo '$$ echo "The quick brown fox jumpz over the lazzy dog" | wordkit check --lang en'
	@echo "The quick brown fox jumpz over the lazzy dog" | $(RELEASE_BIN) check --lang en || true
	@echo '$$ echo "El perro de San Roque no tiene rabo ni orejaz" | wordkit check --lang es'
	@echo "El perro de San Roque no tiene rabo ni orejaz" | $(RELEASE_BIN) check --lang es || true
	@echo "\$$ echo \"Nel mezzo del cammin di nostra vitta, dell'acqua\" | wordkit check --lang it"
	@echo "Nel mezzo del cammin di nostra vitta, dell'acqua" | $(RELEASE_BIN) check --lang it || true
	@echo '$$ wordkit suggest cancion --lang es'
	@$(RELEASE_BIN) suggest cancion --lang es --limit 5 || true
	@echo '$$ wordkit anagrams silkworm --lang en'
	@$(RELEASE_BIN) anagrams silkworm --lang en

test: deps-test
	$(SWIFT) build
	$(SWIFT) test
	$(SWIFT) build -c release --product wordkit
	$(RELEASE_BIN) content verify

bench: deps-test release
	bash Benchmarks/run.sh
	bash Benchmarks/corrections.sh

## The slow, complete check: every word form of every shipped lexicon is one the
## hunspell command accepts (it prints nothing). About two minutes.
check-lexicon: deps-test release
	@for d in en_US es_ES it_IT; do \
	  rejected=$$($(RELEASE_BIN) words --lang $$d | LC_ALL=C.UTF-8 hunspell -d Dictionaries/$$d/$$d -p /nonexistent-personal-dictionary -l | wc -l); \
	  forms=$$($(RELEASE_BIN) words --lang $$d | wc -l); \
	  echo "$$d: $$forms forms, $$rejected rejected by hunspell"; \
	  [ "$$rejected" -eq 0 ] || exit 1; \
	done
