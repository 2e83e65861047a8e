# WordKit: the two quick-start commands and their helpers.
#   make play   build a release wordkit and open the menu of games in this terminal (GAME=scramble|flashcards|guess|lights opens one)
#   make demo   build it and show spelling, corrections, anagrams and a scripted game, without a terminal
#   make test   install what the tests need (the hunspell oracle too), run them, and verify Content/
#   make examples  build and run the example packages in Examples/ (one copied outside the repository)
#   make docs      build every library product's DocC documentation; a broken link fails
#   make install PREFIX=/usr/local   the wordkit program and its data (Dictionaries/, Content/)
#   make fuzz      build the libFuzzer targets (Tests/Fuzz) with AddressSanitizer and run each FUZZ_SECONDS (60), exploring
#   make fuzz-gate the same binary on a fixed corpus (seeds, regressions, generated inputs): CI's deterministic gate
#   make sanitize  the test suite (and the wordkit it runs) built with AddressSanitizer
# Each target installs missing Debian packages first (with sudo when not root).

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL = $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq
RELEASE_BIN = .build/release/wordkit
PIP_INSTALL = python3 -m pip install --quiet --disable-pip-version-check

.PHONY: play demo test deps deps-test build release bench bench-lsp bench-dictionaries bench-lexicon bench-correction-search check-lexicon examples docs install fuzz fuzz-build fuzz-gate fuzz-replay sanitize

## Packages the build needs: pkg-config, the Hunspell C library, and SQLite (for GRDB, the history store).
deps:
	@if ! pkg-config --exists hunspell 2>/dev/null || ! pkg-config --exists sqlite3 2>/dev/null; then \
	  echo "Installing pkg-config, libhunspell-dev and libsqlite3-dev…"; \
	  $(SUDO) apt-get update -qq && $(APT_INSTALL) pkg-config libhunspell-dev libsqlite3-dev; \
	fi

## The tests also need the hunspell command (the oracle they compare against),
## tmux (the terminal the interactive games are played in), sqlite3 (to damage
## stores on purpose), Debian's German dictionary (a big compounding
## dictionary read through --dictionaries), emacs-nox (a real client of
## `wordkit pipe`, the ispell protocol), neovim (a real client of `wordkit lsp`),
## icu-devtools (ICU's uconv, the ISCII-DEVANAGARI oracle glibc's iconv lacks),
## two Python oracles: py-fsrs (FSRS scheduling) and Anki's own library (deck
## text files), and pygls (a Python LSP client library, the second client of `wordkit lsp`).
deps-test: deps
	@if ! command -v hunspell >/dev/null 2>&1 || ! command -v tmux >/dev/null 2>&1 || ! command -v sqlite3 >/dev/null 2>&1 \
	    || ! command -v emacs >/dev/null 2>&1 || ! command -v uconv >/dev/null 2>&1 || [ ! -f /usr/share/hunspell/de_DE.aff ] \
	    || ! command -v nvim >/dev/null 2>&1; then \
	  echo "Installing hunspell (the tests' oracle), tmux (their terminal), sqlite3, hunspell-de-de, emacs-nox (an ispell client), neovim (an LSP client) and icu-devtools (uconv)…"; \
	  $(SUDO) apt-get update -qq && $(APT_INSTALL) hunspell tmux sqlite3 hunspell-de-de emacs-nox neovim icu-devtools; \
	fi
	@python3 -c 'import fsrs' 2>/dev/null || $(PIP_INSTALL) fsrs==6.3.2 || $(PIP_INSTALL) --break-system-packages fsrs==6.3.2
	@python3 -c 'import anki.collection' 2>/dev/null || $(PIP_INSTALL) anki==26.9.3 || $(PIP_INSTALL) --break-system-packages anki==26.9.3
	@python3 -c 'import pygls.lsp.client' 2>/dev/null || $(PIP_INSTALL) pygls==2.1.1 || $(PIP_INSTALL) --break-system-packages pygls==2.1.1

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product wordkit

GAME ?=

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
	python3 -m doctest Dictionaries/apertium/import-tagged-classes.py
	python3 -m doctest Dictionaries/wiktionary/import-wiktionary.py
	$(SWIFT) build
	$(SWIFT) test
	$(SWIFT) build -c release --product wordkit
	$(RELEASE_BIN) content verify

## The example packages depend on WordKit by path, as an app does. SpellCheck is
## also copied to a folder outside the repository and run from /, with no
## WordKit environment variable: the dictionaries must travel with the library.
examples: deps
	$(SWIFT) build --package-path Examples/SpellCheck
	$(SWIFT) build --package-path Examples/WordScramble
	@out=$$(cd / && env -u WORDKIT_DICTIONARIES -u WORDKIT_CONTENT $(CURDIR)/Examples/SpellCheck/.build/debug/SpellCheck silkworm sliwkorm); \
	  echo "$$out"; echo "$$out" | grep -qx 'silkworm: real' && echo "$$out" | grep -q '^sliwkorm: not a word'
	@out=$$(cd / && env -u WORDKIT_DICTIONARIES $(CURDIR)/Examples/SpellCheck/.build/debug/SpellCheck es canción cancion); \
	  echo "$$out"; echo "$$out" | grep -qx 'canción: real' && echo "$$out" | grep -q '^cancion: not a word (did you mean canción'
	@out=$$(cd / && env -u WORDKIT_DICTIONARIES $(CURDIR)/Examples/SpellCheck/.build/debug/SpellCheck it città citta); \
	  echo "$$out"; echo "$$out" | grep -qx 'città: real' && echo "$$out" | grep -q '^citta: not a word'
	@root=$$(printf '' | $(CURDIR)/Examples/WordScramble/.build/debug/WordScramble 7 | sed -n 's/^Root word: //p'); \
	  out=$$(printf '%s\n%s\nqqqqqqqqq\n' "$$root" "$$root" | $(CURDIR)/Examples/WordScramble/.build/debug/WordScramble 7); \
	  echo "$$out"; echo "$$out" | grep -qx "✓ $$root" && echo "$$out" | grep -q 'Word used already' && echo "$$out" | grep -q 'Word not possible' && echo "$$out" | grep -q '^History: 1 round'
	@outside=$$(mktemp -d /tmp/wordkit-consumer.XXXXXX); \
	  cp -R Examples/SpellCheck/Package.swift Examples/SpellCheck/Sources "$$outside"/; \
	  sed -i 's|path: "../.."|path: "$(CURDIR)"|' "$$outside/Package.swift"; \
	  $(SWIFT) build --package-path "$$outside" >/dev/null && \
	  out=$$(cd / && env -u WORDKIT_DICTIONARIES -u WORDKIT_CONTENT "$$outside/.build/debug/SpellCheck" house hosue) && \
	  echo "outside the repository: $$out" | tr '\n' ' ' && echo && \
	  echo "$$out" | grep -qx 'house: real' && echo "$$out" | grep -q '^hosue: not a word'; \
	  status=$$?; rm -rf "$$outside"; exit $$status

DOC_TARGETS = Spelling Lexicon GameKernel ContentPipeline WordKitStore WordKitPlay WordKitLSP

docs: deps
	@for target in $(DOC_TARGETS); do \
	  echo "documentation: $$target"; \
	  $(SWIFT) package --disable-sandbox generate-documentation --target $$target --warnings-as-errors > .build/docc-$$target.log 2>&1 \
	    || { grep -E -A3 '^(error|warning):' .build/docc-$$target.log; exit 1; }; \
	done

PREFIX ?= /usr/local

## The program in PREFIX/bin and its data in PREFIX/share/wordkit, where it looks for them.
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/wordkit
	install -m 755 $(RELEASE_BIN) $(PREFIX)/bin/wordkit
	rm -rf $(PREFIX)/share/wordkit/Dictionaries $(PREFIX)/share/wordkit/Content
	cp -R Dictionaries Content $(PREFIX)/share/wordkit/

bench: deps-test release
	bash Benchmarks/run.sh
	bash Benchmarks/corrections.sh

## wordkit lsp: open and edit→diagnostics times on a generated 3,000-line Markdown file,
## against hunspell -a on the same lines (Benchmarks/README.md#wordkit-lsp).
bench-lsp: deps-test release
	bash Benchmarks/lsp.sh

## Big system dictionaries through --dictionaries: first-word latency, agreement
## with hunspell -l on German words, lexicon builds (installs hunspell-nl and -hu).
bench-dictionaries: deps-test release
	@for p in hunspell-de-de hunspell-nl hunspell-hu; do \
	  dpkg -s $$p >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(APT_INSTALL) $$p; }; \
	done
	bash Benchmarks/other-dictionaries.sh

## Lexicon internals on the system's en_US, es_ES and it_IT (Benchmarks/Measurements):
## expansion, hunspell -l, word-set build and queries, each with its time and peak memory.
bench-lexicon: deps-test
	bash Benchmarks/lexicon.sh

## The correction search's quality and cost on misspelling lists under settings
## (Benchmarks/Measurements, built with -enable-testing: it reaches the search's internals).
## LISTS="es:Benchmarks/corrections/es-dev.tsv" VARIANTS="base;doubled=40" MISSES=--misses
LISTS ?= es:Benchmarks/corrections/es-dev.tsv it:Benchmarks/corrections/it-dev.tsv
VARIANTS ?= base
bench-correction-search: deps
	$(SWIFT) run -c release -Xswiftc -enable-testing --package-path Benchmarks/Measurements \
	  correction-measure $(LISTS) --variants "$(VARIANTS)" $(MISSES)

## The slow, complete check: every word form of every shipped lexicon is one the
## hunspell command accepts (it prints nothing). About two minutes.
check-lexicon: deps-test release
	@for d in en_US es_ES it_IT; do \
	  rejected=$$($(RELEASE_BIN) words --lang $$d | LC_ALL=C.UTF-8 hunspell -d Dictionaries/$$d/$$d -p /nonexistent-personal-dictionary -l | wc -l); \
	  forms=$$($(RELEASE_BIN) words --lang $$d | wc -l); \
	  echo "$$d: $$forms forms, $$rejected rejected by hunspell"; \
	  [ "$$rejected" -eq 0 ] || exit 1; \
	done

## Coverage-guided fuzzing (Tests/Fuzz/README.md). `wordkit-fuzz` is built in
## .build-fuzz, release mode, with libFuzzer and AddressSanitizer (Swift's
## -sanitize=fuzzer,address) and -D WORDKIT_FUZZING, which makes it a libFuzzer
## binary; a plain `swift build` makes it a replayer instead. Each target runs
## FUZZ_SECONDS from its committed seeds and kept regressions plus the corpus it
## grew before (.build-fuzz/corpus/TARGET); what it finds goes to
## .build-fuzz/artifacts/TARGET/, and a target that finds something fails the run.
##   make fuzz FUZZ_TARGETS=decks FUZZ_SECONDS=600   one target, ten minutes
FUZZ_TARGETS ?= affix tokenizer decks play settings history
FUZZ_SECONDS ?= 60
## A libFuzzer seed and a number of inputs (FUZZ_RUNS) fix the draw of mutations, though not the
## run (coverage feedback varies), so CI gates on fuzz-gate instead; empty picks a new seed and
## runs for FUZZ_SECONDS.
FUZZ_SEED ?=
FUZZ_RUNS ?=
FUZZ_BUILD = .build-fuzz
FUZZ_BIN = $(FUZZ_BUILD)/release/wordkit-fuzz
## Inputs up to 8 KiB, 20 s an input before it counts as a hang, 2.5 GB of memory.
FUZZ_OPTIONS ?= -max_len=8192 -timeout=20 -rss_limit_mb=2560 -print_final_stats=1
## Swift's backtracer would only repeat what libFuzzer and AddressSanitizer report. No
## LeakSanitizer: with the process's lasting caches (Hunspell's, Swift's metadata) it scanned
## the whole heap after nearly every input (90% of the time), and at exit it reports Swift
## values it cannot see through (pointers with spare bits set). The store targets' homes go
## in /dev/shm when there is one: SQLite syncs every write.
FUZZ_TMPDIR := $(shell [ -d /dev/shm ] && [ -w /dev/shm ] && echo /dev/shm || echo $${TMPDIR:-/tmp})
FUZZ_ENV = SWIFT_BACKTRACE=enable=no SWIFT_DETERMINISTIC_HASHING=1 ASAN_OPTIONS=detect_leaks=0 TMPDIR=$(FUZZ_TMPDIR)

## Linked with lld (the toolchain's): gold fails on this binary with an internal error. The
## cached build description is removed first: SwiftPM 6.3 fails to reuse it for this build
## ("unknown build description") and makes it again in a moment.
fuzz-build: deps
	rm -f $(FUZZ_BUILD)/*/release/description.json
	$(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product wordkit-fuzz \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DWORDKIT_FUZZING -Xswiftc -use-ld=lld

fuzz: fuzz-build
	@failed=""; for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$target $(FUZZ_BUILD)/artifacts/$$target; \
	  echo "fuzz: $$target for $(FUZZ_SECONDS) s (log: $(FUZZ_BUILD)/fuzz-$$target.log)"; \
	  if env $(FUZZ_ENV) $(FUZZ_BIN) $$target $(FUZZ_OPTIONS) $(if $(FUZZ_SEED),-seed=$(FUZZ_SEED)) $(if $(FUZZ_RUNS),-runs=$(FUZZ_RUNS)) -max_total_time=$(FUZZ_SECONDS) \
	       -dict=Tests/Fuzz/Inputs/$$target.dict -artifact_prefix=$(FUZZ_BUILD)/artifacts/$$target/ \
	       $(FUZZ_BUILD)/corpus/$$target $$(ls -d Tests/Fuzz/Inputs/$$target/seeds Tests/Fuzz/Inputs/$$target/regressions 2>/dev/null) \
	       > $(FUZZ_BUILD)/fuzz-$$target.log 2>&1; then \
	    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+[[:space:]]+DONE)" $(FUZZ_BUILD)/fuzz-$$target.log | tr '\n' ' '; echo; \
	  else \
	    tail -40 $(FUZZ_BUILD)/fuzz-$$target.log; failed="$$failed $$target"; \
	  fi; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: found something in:$$failed (inputs in $(FUZZ_BUILD)/artifacts/)"; exit 1; fi

## CI's fuzz gate, deterministic: each target's seeds and kept regressions, then a fixed
## generated corpus (FUZZ_GATE: target:inputs, mutations of those files from seed 1 made by
## WordKitFuzzing's FuzzMutator, with no coverage feedback), each input run once by the
## sanitized wordkit-fuzz. The same commit runs the same inputs every time, so the gate fails
## on the code, never on a run's luck; `make fuzz` explores at random outside it, and what it
## finds becomes a regression. A trap leaves its input in $(FUZZ_BUILD)/artifacts/TARGET/last-input.
FUZZ_GATE ?= affix:150000 tokenizer:30000 decks:150000 play:30000 settings:50000 history:2500
FUZZ_GATE_SEED ?= 1

fuzz-gate: fuzz-build
	@for spec in $(FUZZ_GATE); do \
	  target=$${spec%%:*}; count=$${spec##*:}; \
	  rm -rf $(FUZZ_BUILD)/artifacts/$$target; \
	  if env $(FUZZ_ENV) timeout 900 $(FUZZ_BIN) $$target --gate $$count --seed $(FUZZ_GATE_SEED) \
	       --inputs Tests/Fuzz/Inputs --artifacts $(FUZZ_BUILD)/artifacts/$$target > $(FUZZ_BUILD)/gate-$$target.log 2>&1; then \
	    tail -1 $(FUZZ_BUILD)/gate-$$target.log; \
	  else \
	    tail -40 $(FUZZ_BUILD)/gate-$$target.log; \
	    echo "fuzz-gate: $$target failed (log $(FUZZ_BUILD)/gate-$$target.log, inputs in $(FUZZ_BUILD)/artifacts/$$target/)"; exit 1; \
	  fi; \
	done

## Every seed and regression through the plain replayer (what `swift test` runs in FuzzReplayTests).
fuzz-replay: deps
	$(SWIFT) build --product wordkit-fuzz
	@for target in $(FUZZ_TARGETS); do \
	  .build/debug/wordkit-fuzz $$target $$(ls -d Tests/Fuzz/Inputs/$$target/seeds Tests/Fuzz/Inputs/$$target/regressions 2>/dev/null) || exit 1; \
	done

## The whole test suite built with AddressSanitizer in its own build folder (.build-asan):
## every test, and every `wordkit` the command-line tests start, runs instrumented. No
## LeakSanitizer (see FUZZ_ENV); no cap on virtual memory in the bounded-input tests. UndefinedBehaviorSanitizer has no Swift form: swiftc refuses
## -sanitize=undefined on Linux, Swift itself traps on overflow, bounds and nil in every build,
## and WordKit compiles no C (libhunspell and SQLite are the system's own libraries).
## The cached build description is removed before each step, as for fuzz-build.
sanitize: deps-test
	rm -f .build-asan/*/debug/description.json
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	rm -f .build-asan/*/debug/description.json
	env SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 WORDKIT_TESTS_SANITIZED=1 $(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address
