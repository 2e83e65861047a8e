#!/usr/bin/env bash
# Lexicon internals on the system's real dictionaries: expansion of the .aff/.dic
# into candidates, `hunspell -l` rejecting some of them, the word-set build from
# the rest, and queries on it (contains, anagrams, folded and prefix lookups).
# Each step is a process of its own, so its wall time and peak memory are printed.
# Usage: bash Benchmarks/lexicon.sh   (from the repository root; `make bench-lexicon` runs it)
# Needs: hunspell, /usr/bin/time, and the dictionaries in D (default /usr/share/hunspell).
# LANGS="it_IT" measures only some; KEEP=folder keeps the files made there.
set -euo pipefail
cd "$(dirname "$0")/.."
D=${D:-/usr/share/hunspell}
if [ -n "${KEEP:-}" ]; then
  WORK=$KEEP; mkdir -p "$WORK"
else
  WORK=$(mktemp -d /tmp/wordkit-lexicon.XXXXXX)
  trap 'rm -rf "$WORK"' EXIT
fi
export LC_ALL=C.UTF-8
swift build -c release --package-path Benchmarks/Measurements --product lexicon-measure >/dev/null
BENCH=Benchmarks/Measurements/.build/release/lexicon-measure
TIME=(/usr/bin/time -f "  (%e s wall, %M KB peak)")

echo "# machine: $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d), $(hunspell -v | head -1 | sed 's/.*really //; s/)//')"
for name in ${LANGS:-en_US es_ES it_IT}; do
  if [ ! -f "$D/$name.aff" ]; then echo "$name: no $D/$name.aff; skipped"; continue; fi
  echo "## $name"
  "${TIME[@]}" "$BENCH" expand "$D/$name.aff" "$D/$name.dic" "$WORK/$name.candidates"
  # -i UTF-8 matters: in the C locale hunspell splits words at accented letters.
  hunspell -i UTF-8 -d "$D/$name" -l < "$WORK/$name.candidates" | LC_ALL=C sort -u > "$WORK/$name.rejected"
  LC_ALL=C comm -23 "$WORK/$name.candidates" "$WORK/$name.rejected" > "$WORK/$name.accepted"
  echo "  hunspell -l rejected $(wc -l < "$WORK/$name.rejected") of $(wc -l < "$WORK/$name.candidates") candidates"
  "${TIME[@]}" "$BENCH" build "$WORK/$name.accepted" "$WORK/$name.wkl"
  "${TIME[@]}" "$BENCH" query "$WORK/$name.wkl" "$WORK/$name.accepted"
done
