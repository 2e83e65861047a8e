#!/usr/bin/env bash
# WordKit benchmarks: release build, baselines measured in the same run.
# Usage: bash Benchmarks/run.sh   (from the repository root; `make bench` does it)
# Needs: hunspell, nuspell, an (Debian packages), hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/wordkit
WORK=$(mktemp -d /tmp/wordkit-bench.XXXXXX)
export LC_ALL=C.UTF-8
export WORDKIT_HOME="$WORK/home"
swift build -c release --product wordkit >/dev/null

echo "# machine: $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d)"
declare -A DIC=([en]=en_US [es]=es_ES [it]=it_IT)

# 300,000 inflected forms per language: a seeded sample (with replacement) of
# the verified lexicon, so every word is a real form and most are not stems.
for lang in en es it; do
  $BIN words --lang $lang > "$WORK/$lang-forms.txt"
  python3 - "$WORK/$lang-forms.txt" "$WORK/$lang-300k.txt" <<'PY'
import random, sys
words = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
rng = random.Random(2026)
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(rng.choice(words) for _ in range(300_000)) + "\n")
PY
done

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc -l; }
rate() { echo "scale=3; 0.3 / $1" | bc -l; }   # million words per second for 300k words

echo
echo "## wordkit check on 300,000 inflected forms (M words/s; higher is better)"
echo "| lang | hunspell -l | nuspell | wordkit check (Hunspell only) | wordkit check (lexicon fast path) | vs hunspell | vs nuspell |"
echo "|---|---|---|---|---|---|---|"
for lang in en es it; do
  d=Dictionaries/${DIC[$lang]}/${DIC[$lang]}
  h=$(seconds hunspell -d "$d" -p "$WORK/none" -l "$WORK/$lang-300k.txt")
  n=$(seconds nuspell -d "$d.aff" "$WORK/$lang-300k.txt")
  w=$(seconds env WORDKIT_CONTENT=/nonexistent sh -c "$BIN check --lang $lang < $WORK/$lang-300k.txt")
  f=$(seconds sh -c "$BIN check --lang $lang < $WORK/$lang-300k.txt")
  printf '| %s | %.3f | %.3f | %.3f | %.3f | %.1f× | %.1f× |\n' $lang "$(rate $h)" "$(rate $n)" "$(rate $w)" "$(rate $f)" "$(echo "$h / $f" | bc -l)" "$(echo "$n / $f" | bc -l)"
done

echo
echo "## Lexicon build from the dictionary (no shipped or cached lexicon), peak memory"
echo "| lang | forms | wall seconds | peak RSS MB |"
echo "|---|---|---|---|"
for lang in en es it; do
  rm -rf "$WORK/home/cache"
  /usr/bin/time -f '%e %M' -o "$WORK/time.txt" env WORDKIT_CONTENT=/nonexistent $BIN words --lang $lang > "$WORK/built.txt"
  read -r wall rss < "$WORK/time.txt"
  printf '| %s | %d | %s | %d |\n' $lang "$(wc -l < "$WORK/built.txt")" "$wall" "$((rss / 1024))"
done

echo
echo "## Whole-process timings (hyperfine, mean ± σ)"
hyperfine -N --warmup 3 --runs 30 --export-markdown "$WORK/hf.md" \
  "/usr/games/an -w -m 3 silkworm" \
  "$BIN anagrams silkworm --lang en" \
  "$BIN anagrams camiones --lang es" \
  "sh -c 'echo house | hunspell -d Dictionaries/en_US/en_US -l'" \
  "sh -c 'echo house | $BIN check --lang en'" \
  "sh -c 'echo casa | hunspell -d Dictionaries/it_IT/it_IT -l'" \
  "sh -c 'echo casa | $BIN check --lang it'" >/dev/null
cat "$WORK/hf.md"
rm -rf "$WORK"
