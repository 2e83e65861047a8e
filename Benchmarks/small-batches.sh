#!/usr/bin/env bash
# Small batches (what an editor sends), start-up included, under load:
# `hunspell -a`, an OLD and a NEW `wordkit` interleaved in every round, so
# that all three meet the same load; prints each round, then per language
# the best of the rounds and the median of the per-round ratios.
# Usage: bash Benchmarks/small-batches.sh OLD_BINARY NEW_BINARY [ROUNDS] [WORDS]
#   (from the repository root; ROUNDS defaults to 8, WORDS to 300: the first
#   WORDS misspellings of each language's taxonomy held-out set).
# LANGS="en es" measures only some languages; SET=aspell takes the words of
# Benchmarks/corrections/<lang>-aspell.tsv instead (English only: Aspell's
# hard list). Needs hunspell, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY [ROUNDS] [WORDS]" >&2; exit 2; }
OLD=$1; NEW=$2; ROUNDS=${3:-8}; WORDS=${4:-300}
WORK=$(mktemp -d /tmp/wordkit-small.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
export LC_ALL=C.UTF-8
# One home for both builds, warmed first: the correction cache is built once,
# as on a user's machine after the first run.
export WORDKIT_HOME="$WORK/home"
declare -A DIC=([en]=en_US [es]=es_ES [it]=it_IT)
echo "# $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg), $ROUNDS rounds, $WORDS words"
seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null || true; end=$(date +%s.%N); echo "$end - $start" | bc -l; }
for lang in ${LANGS:-en es it}; do
  head -"$WORDS" "Benchmarks/corrections/$lang-${SET:-taxonomy-heldout}.tsv" | cut -f1 > "$WORK/$lang.small"
  sed 's/^/^/' "$WORK/$lang.small" > "$WORK/$lang.small-in"
  "$OLD" suggest --lang "$lang" --json < "$WORK/$lang.small" > /dev/null || true
  "$NEW" suggest --lang "$lang" --json < "$WORK/$lang.small" > /dev/null || true
done
# Rounds outside, languages inside: a run cut short has every language.
for round in $(seq 1 "$ROUNDS"); do
  for lang in ${LANGS:-en es it}; do
    d=Dictionaries/${DIC[$lang]}/${DIC[$lang]}
    # The order turns each round, so that neither build always follows Hunspell.
    case $((round % 3)) in
      0) order="h o n" ;; 1) order="o n h" ;; *) order="n h o" ;;
    esac
    for who in $order; do
      case $who in
        h) th=$(seconds hunspell -d "$d" -p "$WORK/none" -a < "$WORK/$lang.small-in") ;;
        o) to=$(seconds "$OLD" suggest --lang "$lang" --json < "$WORK/$lang.small") ;;
        n) tn=$(seconds "$NEW" suggest --lang "$lang" --json < "$WORK/$lang.small") ;;
      esac
    done
    echo "$lang $round $th $to $tn" | tee -a "$WORK/rounds"
  done
done
python3 - "$WORK/rounds" <<'PY'
import statistics, sys
rounds = {}
for line in open(sys.argv[1]):
    lang, _, h, o, n = line.split()
    rounds.setdefault(lang, []).append((float(h), float(o), float(n)))
print("| lang | rounds | hunspell -a best s | old best s | new best s | ratio old (median of rounds) | ratio new (median of rounds) | ratio new (best/best) |")
print("|---|---|---|---|---|---|---|---|")
for lang, rs in rounds.items():
    hb, ob, nb = (min(r[i] for r in rs) for i in range(3))
    ro = statistics.median(r[0] / r[1] for r in rs)
    rn = statistics.median(r[0] / r[2] for r in rs)
    print(f"| {lang} | {len(rs)} | {hb:.2f} | {ob:.3f} | {nb:.3f} | {ro:.1f}× | {rn:.1f}× | {hb / nb:.1f}× |")
PY
