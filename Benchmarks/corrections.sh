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
ALL_SETS="en-wikipedia en-aspell en-taxonomy-dev en-taxonomy-heldout es-dev es-heldout es-real-dev es-real-heldout es-taxonomy-dev es-taxonomy-heldout it-dev it-heldout it-real-dev it-real-heldout it-taxonomy-dev it-taxonomy-heldout"
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

# One run of each program per language over all that language's sets (so the
# start-up is paid once, as in batch use); quality is then scored set by set.
for lang in en es it; do
  sets=""
  for set in $SETS; do [ "${set%%-*}" = "$lang" ] && sets="$sets $set"; done
  [ -n "$sets" ] || continue
  d=Dictionaries/${DIC[$lang]}/${DIC[$lang]}
  : > "$WORK/$lang.words"
  for set in $sets; do cut -f1 "$WORK/$set.tsv" >> "$WORK/$lang.words"; done
  # '^' makes hunspell read each line as text, whatever its first character.
  sed 's/^/^/' "$WORK/$lang.words" > "$WORK/$lang.hunspell-in"
  start=$(now); hunspell -d "$d" -p "$WORK/none" -a < "$WORK/$lang.hunspell-in" > "$WORK/$lang.hunspell-out"; end=$(now)
  echo "$end - $start" | bc -l > "$WORK/$lang.hunspell-seconds"
  start=$(now); "$BIN" suggest --lang "$lang" --json < "$WORK/$lang.words" > "$WORK/$lang.wordkit-out" || true; end=$(now)
  echo "$end - $start" | bc -l > "$WORK/$lang.wordkit-seconds"
  echo "$sets" > "$WORK/$lang.sets"
  # A small batch, as an editor sends: the first 300 words of the last set
  # (the hardest kind measured), start-up included, best of three runs each.
  last=${sets##* }
  head -300 "$WORK/$last.tsv" | cut -f1 > "$WORK/$lang.small"
  sed 's/^/^/' "$WORK/$lang.small" > "$WORK/$lang.small-in"
  best_h=999; best_w=999
  for _ in 1 2 3; do
    start=$(now); hunspell -d "$d" -p "$WORK/none" -a < "$WORK/$lang.small-in" > /dev/null; end=$(now)
    best_h=$(echo "t = $end - $start; if (t < $best_h) t else $best_h" | bc -l)
    start=$(now); "$BIN" suggest --lang "$lang" --json < "$WORK/$lang.small" > /dev/null || true; end=$(now)
    best_w=$(echo "t = $end - $start; if (t < $best_w) t else $best_w" | bc -l)
  done
  echo "$last $(wc -l < "$WORK/$lang.small") $best_h $best_w" > "$WORK/$lang.small-seconds"
done

python3 - "$WORK" <<'PY'
import json, os, sys
work = sys.argv[1]
def hunspell_lists(path):
    lists, current = [], None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("@(#)"):
            continue
        if line == "":
            lists.append(current or [])
            current = None
        elif line.startswith("&"):
            current = line.split(": ", 1)[1].split(", ")
        elif line.startswith("#"):
            current = []
    return lists
def rates(pairs, lists):
    n = len(pairs)
    top1 = sum(1 for (_, c, *_), s in zip(pairs, lists) if s[:1] == [c])
    top5 = sum(1 for (_, c, *_), s in zip(pairs, lists) if c in s[:5])
    anywhere = sum(1 for (_, c, *_), s in zip(pairs, lists) if c in s)
    return [100 * x / n for x in (top1, top5, anywhere)]
def kind_of(pair):
    kind = pair[2] if len(pair) > 2 else ""
    return "first-letter" if kind.startswith("first-letter") else kind
quality, speed, kinds, small = [], [], [], []
for lang in ("en", "es", "it"):
    if not os.path.exists(f"{work}/{lang}.sets"):
        continue
    hunspell = hunspell_lists(f"{work}/{lang}.hunspell-out")
    wordkit = [json.loads(line)["suggestions"] for line in open(f"{work}/{lang}.wordkit-out", encoding="utf-8")]
    offset = 0
    for name in open(f"{work}/{lang}.sets").read().split():
        pairs = [line.rstrip("\n").split("\t") for line in open(f"{work}/{name}.tsv", encoding="utf-8")]
        h, w = hunspell[offset:offset + len(pairs)], wordkit[offset:offset + len(pairs)]
        assert len(h) == len(w) == len(pairs), (name, len(h), len(w), len(pairs))
        hr, wr = rates(pairs, h), rates(pairs, w)
        quality.append(f"| {name} | {len(pairs)} | " + " | ".join(f"{x:.1f}" for x in hr) + " | "
                       + " | ".join(f"{x:.1f}" for x in wr) + f" | {wr[0] - hr[0]:+.1f} |")
        for kind in sorted({kind_of(p) for p in pairs} - {""}):
            chosen = [i for i, p in enumerate(pairs) if kind_of(p) == kind]
            kp = [pairs[i] for i in chosen]
            khr, kwr = rates(kp, [h[i] for i in chosen]), rates(kp, [w[i] for i in chosen])
            kinds.append(f"| {name} | {kind} | {len(kp)} | {khr[0]:.1f} | {khr[1]:.1f} | {kwr[0]:.1f} | {kwr[1]:.1f} | {kwr[0] - khr[0]:+.1f} | {kwr[1] - khr[1]:+.1f} |")
        offset += len(pairs)
    n = offset
    hs = float(open(f"{work}/{lang}.hunspell-seconds").read())
    ws = float(open(f"{work}/{lang}.wordkit-seconds").read())
    speed.append(f"| {lang} | {n} | {hs:.1f} | {n / hs:.0f} | {ws:.2f} | {n / ws:.0f} | {hs / ws:.0f}× |")
    last, count, shs, sws = open(f"{work}/{lang}.small-seconds").read().split()
    small.append(f"| {lang} | {last} | {count} | {float(shs):.2f} | {float(sws):.3f} | {float(shs) / float(sws):.0f}× |")
print()
print("## Quality: top-1, top-5 and anywhere in the list (percent of pairs)")
print("| set | pairs | hunspell -a top-1 | top-5 | anywhere | wordkit top-1 | top-5 | anywhere | top-1 gain |")
print("|---|---|---|---|---|---|---|---|---|")
print("\n".join(quality))
print()
print("## Batch speed: every word of the language's sets in one run, start-up included")
print("| lang | words | hunspell -a seconds | words/s | wordkit suggest seconds | words/s | ratio |")
print("|---|---|---|---|---|---|---|")
print("\n".join(speed))
print()
print("## Small batch: the first 300 words of one set, start-up included (best of 3)")
print("| lang | set | words | hunspell -a seconds | wordkit suggest seconds | ratio |")
print("|---|---|---|---|---|---|")
print("\n".join(small))
if kinds:
    print()
    print("## Per error kind (sets that name the kind of each pair): top-1 and top-5, percent")
    print("| set | kind | pairs | hunspell top-1 | top-5 | wordkit top-1 | top-5 | top-1 gain | top-5 gain |")
    print("|---|---|---|---|---|---|---|---|---|")
    print("\n".join(kinds))
PY

echo
echo "## Latency per word, warm (one word sent, its answer read; ms)"
echo "| lang | words | hunspell -a p50 | p99 | wordkit pipe p50 | p99 |"
echo "|---|---|---|---|---|---|"
for lang in en es it; do
  [ -f "$WORK/$lang.words" ] || continue
  d=Dictionaries/${DIC[$lang]}/${DIC[$lang]}
  python3 - "$WORK/$lang.words" "$lang" "$d" "$BIN" <<'PY'
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
