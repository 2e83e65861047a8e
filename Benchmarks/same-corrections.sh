#!/usr/bin/env bash
# Whether two builds of `wordkit` give byte-identical corrections on every
# set `corrections.sh` measures: each set's misspellings through
# `wordkit suggest --lang <lang> --json` with each binary, compared with cmp.
# Usage: bash Benchmarks/same-corrections.sh OLD_BINARY NEW_BINARY
#   (from the repository root). The English Wikipedia pairs are the
#   misspellings of ../shared/reference/misspellings-wikipedia.dat (or
#   WORDKIT_REFERENCE's), every one of them, so a superset of the scored set.
# Exits non-zero when any set differs, naming it.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY" >&2; exit 2; }
OLD=$1; NEW=$2
WORK=$(mktemp -d /tmp/wordkit-same.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
export LC_ALL=C.UTF-8
export WORDKIT_HOME="$WORK/home"
REFERENCE=""
for folder in "${WORDKIT_REFERENCE:-}" ../shared/reference ../../shared/reference /work/shared/reference; do
  if [ -n "$folder" ] && [ -f "$folder/misspellings-wikipedia.dat" ]; then REFERENCE=$folder; break; fi
done
differ=0
compare() { # name lang words-file
  "$OLD" suggest --lang "$2" --json < "$3" > "$WORK/$1.old" || true
  "$NEW" suggest --lang "$2" --json < "$3" > "$WORK/$1.new" || true
  if cmp -s "$WORK/$1.old" "$WORK/$1.new"; then
    echo "same     $1 ($(wc -l < "$WORK/$1.old") lines)"
  else
    echo "DIFFERS  $1: $(diff "$WORK/$1.old" "$WORK/$1.new" | grep -c '^<') lines"
    differ=1
  fi
}
if [ -n "$REFERENCE" ]; then
  grep -v '^\$' "$REFERENCE/misspellings-wikipedia.dat" | grep -v '^$' > "$WORK/en-wikipedia.words"
  compare en-wikipedia en "$WORK/en-wikipedia.words"
else
  echo "(no misspellings-wikipedia.dat: en-wikipedia not compared)"
fi
for file in Benchmarks/corrections/*-*.tsv; do
  set=$(basename "$file" .tsv)
  cut -f1 "$file" > "$WORK/$set.words"
  compare "$set" "${set%%-*}" "$WORK/$set.words"
done
exit $differ
