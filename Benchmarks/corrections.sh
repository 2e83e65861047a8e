#!/usr/bin/env bash
# WordKit corrections against `hunspell -a`: quality and speed, release build,
# both measured in the same run on the same words.
# Usage: bash Benchmarks/corrections.sh   (from the repository root; `make bench` runs it)
# Needs: hunspell, python3. The English set is the Wikipedia list of common
# misspellings in ../shared/reference/ (CC BY-SA, not copied into the
# repository); WORDKIT_REFERENCE names another folder holding it.
# SETS="es-dev it-dev" (names below) measures only some sets.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/wordkit
WORK=$(mktemp -d /tmp/wordkit-corrections.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
export LC_ALL=C.UTF-8
export WORDKIT_HOME="$WORK/home"
swift build -c release --product wordkit >/dev/null

REFERENCE=""
for folder in "${WORDKIT_REFERENCE:-}" ../shared/reference ../../shared/reference; do
  if [ -n "$folder" ] && [ -f "$folder/misspellings-wikipedia.dat" ]; then REFERENCE=$folder; break; fi
done
declare -A DIC=([en]=en_US [es]=es_ES [it]=it_IT)
ALL_SETS="en-wikipedia es-dev es-heldout es-real-dev es-real-heldout it-dev it-heldout it-real-dev it-real-heldout"
SETS=${SETS:-$ALL_SETS}

echo "# machine: $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d), $(hunspell -v | head -1 | sed 's/.*really //; s/)//')"

# The English pairs: Mitton's format ($correct, then its misspellings); '_' is
# a space. Kept when Hunspell accepts the correction and rejects the misspelling.
if [ -n "$REFERENCE" ]; then
  python3 - "$REFERENCE/misspellings-wikipedia.dat" "$WORK/en-all.tsv" <<'PY'
import sys
pairs, correct = [], None
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    if line.startswith("$"):
        correct = line[1:].replace("_", " ")
    elif line and correct:
        pairs.append((line, correct))
open(sys.argv[2], "w", encoding="utf-8").writelines(f"{m}\t{c}\n" for m, c in pairs)
PY
  d=Dictionaries/en_US/en_US
  cut -f2 "$WORK/en-all.tsv" | hunspell -d $d -p "$WORK/none" -L > "$WORK/en-bad-corrections.txt" || true
  cut -f1 "$WORK/en-all.tsv" | hunspell -d $d -p "$WORK/none" -l > "$WORK/en-rejected.txt" || true
  python3 - "$WORK" <<'PY'
import sys
work = sys.argv[1]
bad = set(open(f"{work}/en-bad-corrections.txt", encoding="utf-8").read().split("\n"))
rejected = set(open(f"{work}/en-rejected.txt", encoding="utf-8").read().split("\n"))
pairs = [line.rstrip("\n").split("\t") for line in open(f"{work}/en-all.tsv", encoding="utf-8")]
kept = [(m, c) for m, c in pairs if c not in bad and m in rejected]
open(f"{work}/en-wikipedia.tsv", "w", encoding="utf-8").writelines(f"{m}\t{c}\n" for m, c in kept)
PY
else
  echo "(no misspellings-wikipedia.dat found: set WORDKIT_REFERENCE; English skipped)"
  SETS=${SETS//en-wikipedia/}
fi
for set in $SETS; do
  [ "$set" = en-wikipedia ] || cp "Benchmarks/corrections/$set.tsv" "$WORK/$set.tsv"
done

now() { date +%s.%N; }

echo
echo "## Quality: top-1, top-5 and anywhere in the list (percent), and batch speed"
echo "| set | pairs | hunspell -a top-1 | top-5 | anywhere | wordkit top-1 | top-5 | anywhere | hunspell words/s | wordkit words/s | speed ratio |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for set in $SETS; do
  lang=${set%%-*}
  d=Dictionaries/${DIC[$lang]}/${DIC[$lang]}
  cut -f1 "$WORK/$set.tsv" > "$WORK/$set.words"
  # '^' makes hunspell read each line as text, whatever its first character.
  sed 's/^/^/' "$WORK/$set.words" > "$WORK/$set.hunspell-in"
  start=$(now); hunspell -d "$d" -p "$WORK/none" -a < "$WORK/$set.hunspell-in" > "$WORK/$set.hunspell-out"; end=$(now)
  hunspell_seconds=$(echo "$end - $start" | bc -l)
  start=$(now); "$BIN" suggest --lang "$lang" --json < "$WORK/$set.words" > "$WORK/$set.wordkit-out" || true; end=$(now)
  wordkit_seconds=$(echo "$end - $start" | bc -l)
  python3 - "$WORK/$set.tsv" "$WORK/$set.hunspell-out" "$WORK/$set.wordkit-out" "$set" "$hunspell_seconds" "$wordkit_seconds" <<'PY'
import json, sys
pairs = [line.rstrip("\n").split("\t") for line in open(sys.argv[1], encoding="utf-8")]
hunspell, current = [], None
for line in open(sys.argv[2], encoding="utf-8"):
    line = line.rstrip("\n")
    if line.startswith("@(#)"):
        continue
    if line == "":
        hunspell.append(current or [])
        current = None
    elif line.startswith("&"):
        current = line.split(": ", 1)[1].split(", ")
    elif line.startswith("#"):
        current = []
wordkit = [json.loads(line)["suggestions"] for line in open(sys.argv[3], encoding="utf-8")]
assert len(hunspell) == len(pairs) == len(wordkit), (len(hunspell), len(pairs), len(wordkit))
def rates(lists):
    n = len(pairs)
    top1 = sum(1 for (_, c), s in zip(pairs, lists) if s[:1] == [c])
    top5 = sum(1 for (_, c), s in zip(pairs, lists) if c in s[:5])
    anywhere = sum(1 for (_, c), s in zip(pairs, lists) if c in s)
    return [f"{100 * x / n:.1f}" for x in (top1, top5, anywhere)]
n = len(pairs)
hs, ws = float(sys.argv[5]), float(sys.argv[6])
print(f"| {sys.argv[4]} | {n} | " + " | ".join(rates(hunspell)) + " | " + " | ".join(rates(wordkit))
      + f" | {n / hs:.0f} | {n / ws:.0f} | {hs / ws:.0f}× |")
PY
done

echo
echo "## Latency per word, warm (one word sent, its answer read; ms)"
echo "| lang | words | hunspell -a p50 | p99 | wordkit pipe p50 | p99 |"
echo "|---|---|---|---|---|---|"
for lang in en es it; do
  set=""
  for candidate in $SETS; do [ "${candidate%%-*}" = "$lang" ] && { set=$candidate; break; }; done
  [ -n "$set" ] || continue
  d=Dictionaries/${DIC[$lang]}/${DIC[$lang]}
  python3 - "$WORK/$set.words" "$lang" "$d" "$BIN" <<'PY'
import statistics, subprocess, sys, time
words = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
warm, timed = words[:50], words[50:350]
def latencies(command):
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1)
    process.stdout.readline()  # the version line
    def ask(word):
        process.stdin.write("^" + word + "\n")
        process.stdin.flush()
        while process.stdout.readline() not in ("\n", ""):
            pass
    for word in warm:
        ask(word)
    times = []
    for word in timed:
        start = time.perf_counter()
        ask(word)
        times.append((time.perf_counter() - start) * 1000)
    process.stdin.close()
    process.wait()
    times.sort()
    return times[len(times) // 2], times[min(len(times) - 1, len(times) * 99 // 100)]
h = latencies(["hunspell", "-d", sys.argv[3], "-p", "/nonexistent-personal-dictionary", "-a"])
w = latencies([sys.argv[4], "pipe", "--lang", sys.argv[2]])
print(f"| {sys.argv[2]} | {len(timed)} | {h[0]:.2f} | {h[1]:.2f} | {w[0]:.3f} | {w[1]:.3f} |")
PY
done
