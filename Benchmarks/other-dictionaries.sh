#!/usr/bin/env bash
# Big system dictionaries (Debian's hunspell-de-de, hunspell-nl, hunspell-hu)
# through --dictionaries: first-word latency on a fresh cache, agreement with
# hunspell -l, and the lexicon build's time and peak memory (or its skip).
# Usage: bash Benchmarks/other-dictionaries.sh   (`make bench-dictionaries`)
# Needs: hunspell, hunspell-de-de, hunspell-nl, hunspell-hu, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/wordkit
SYS=/usr/share/hunspell
WORK=$(mktemp -d /tmp/wordkit-bench-dicts.XXXXXX)
export LC_ALL=C.UTF-8
swift build -c release --product wordkit >/dev/null
echo "# machine: $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d)"

echo
echo "## First word on a fresh cache (wall seconds, best of 5; a fresh WORDKIT_HOME each run, so the child-process probe runs too)"
python3 - "$BIN" "$SYS" "$WORK" <<'PY'
import os, shutil, subprocess, sys, time
binary, system, work = sys.argv[1:4]
def run(command, env=None):
    start = time.perf_counter()
    subprocess.run(command, input=b"Haus\n", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return time.perf_counter() - start
print("| dictionary | wordkit check, fresh cache (probe included) | wordkit check, second run | hunspell -l |")
print("|---|---|---|---|")
for name in ["de_DE", "nl", "hu_HU"]:
    fresh, warm, oracle = [], [], []
    for _ in range(5):
        home = os.path.join(work, "home")
        shutil.rmtree(home, ignore_errors=True)
        env = dict(os.environ, WORDKIT_HOME=home)
        command = [binary, "check", "--dictionaries", system, "--lang", name]
        fresh.append(run(command, env))
        warm.append(run(command, env))
        oracle.append(run(["hunspell", "-d", f"{system}/{name}", "-l"]))
    print(f"| {name} | {min(fresh):.2f} | {min(warm):.2f} | {min(oracle):.2f} |")
PY
echo
echo "## Agreement with hunspell -l on seeded German words (stems, inflections, two-stem compounds, capitals, typos)"
python3 - "$SYS/de_DE.dic" "$WORK/de-words.txt" <<'PY'
import random, sys
stems = [l.split("/")[0].split("\t")[0].strip() for l in open(sys.argv[1], encoding="utf-8").read().split("\n")[1:]]
stems = [s for s in stems if len(s) >= 3 and s.isalpha()]
rng = random.Random(2026); words = []
for _ in range(100_000):
    s = rng.choice(stems); k = rng.randrange(6)
    if k == 0: words.append(s)
    elif k == 1: words.append(s + rng.choice(["en", "er", "es", "s", "e", "n"]))
    elif k == 2: words.append(s + rng.choice(stems).lower())
    elif k == 3: words.append(s.upper())
    elif k == 4: i = rng.randrange(len(s)); words.append(s[:i] + s[i + 1:])
    else: i = rng.randrange(len(s) - 1); words.append(s[:i] + s[i + 1] + s[i] + s[i + 2:])
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(words) + "\n")
PY
rm -rf "$WORK/home"
WORDKIT_HOME="$WORK/home" $BIN check --dictionaries $SYS --lang de_DE < "$WORK/de-words.txt" > "$WORK/wk.txt" || true
hunspell -d $SYS/de_DE -p "$WORK/none" -l "$WORK/de-words.txt" > "$WORK/hs.txt"
echo "words: $(wc -l < "$WORK/de-words.txt"), misspelled by hunspell: $(wc -l < "$WORK/hs.txt"), identical output: $(cmp -s "$WORK/wk.txt" "$WORK/hs.txt" && echo yes || echo NO)"

echo
echo "## Lexicon build (wordkit lexicon build, fresh cache): wall seconds, peak RSS MB, forms"
echo "| dictionary | wall s | peak RSS MB | forms | note |"
echo "|---|---|---|---|---|"
for d in de_DE nl hu_HU; do
  rm -rf "$WORK/home"
  /usr/bin/time -f '%e %M' -o "$WORK/time.txt" env WORDKIT_HOME="$WORK/home" $BIN lexicon build --dictionaries $SYS --lang $d 2> "$WORK/build.txt" || true
  read -r wall rss < "$WORK/time.txt"
  forms=$(grep -o 'holds [0-9]* forms' "$WORK/build.txt" | grep -o '[0-9]*' || echo 0)
  note=$(grep -m1 -o 'expands to more than [0-9]* candidate forms' "$WORK/build.txt" || true)
  printf '| %s | %s | %d | %s | %s |\n' $d "$wall" "$((rss / 1024))" "$forms" "${note:-complete (compounds not listed)}"
done
rm -rf "$WORK"
