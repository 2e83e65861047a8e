#!/usr/bin/env python3
"""Make WordKit's Spanish and Italian misspelling sets (Benchmarks/corrections/).

No public list of real Spanish or Italian misspellings with corrections exists,
so these sets are built, reproducibly, from two sources:

1. Generated: common words (the 30,000 most frequent of
   Dictionaries/frequency/<lang>.tsv that are at least four letters long and
   in the verified lexicon, `wordkit words`) with one error, or two for 15 %
   of them, of the kinds people make in that language, drawn by a seeded
   generator with the fixed weights of `errors_for` (the kind is drawn first,
   then a word it can happen to, so the mix follows the weights).
2. Written by hand: <lang>-real.tsv, well-known real errors (the usual lists
   of doubts of the RAE/Fundéu and of the Accademia della Crusca, and
   everyday texting habits), written by the WordKit engineer, not copied from
   any corpus.

A pair is kept only when Hunspell rejects the misspelling and accepts the
correction (each word of a correction with a space). Every word goes to one
part only: the first byte of its SHA-256 decides, even to the development
part, odd to the held-out part. The development part is what the engine was
looked at and tuned on; the held-out part was measured only at the end.

Usage (from the repository root; needs python3, hunspell and a built wordkit):

    .build/release/wordkit words --lang es > /tmp/es-lexicon.txt
    python3 Benchmarks/corrections/make-sets.py es /tmp/es-lexicon.txt

writes Benchmarks/corrections/es-dev.tsv, es-heldout.tsv, es-real-dev.tsv and
es-real-heldout.tsv: `misspelling<TAB>correction` lines.
"""
import hashlib
import os
import random
import subprocess
import sys

SEEDS = {"es": 20261001, "it": 20261002}
PAIRS_PER_PART = 1000
TOP_WORDS = 30000
TWO_ERRORS = 0.15
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DICTIONARY = {"es": "es_ES", "it": "it_IT"}
KEYBOARD = {
    "es": ["qwertyuiop", "asdfghjklñ", "zxcvbnm"],
    "it": ["qwertyuiopè", "asdfghjklòàù", "zxcvbnm"],
}
VOWELS = "aeiou"
ACCENTED = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u", "à": "a", "è": "e", "ì": "i", "ò": "o", "ù": "u"}


def neighbours(lang):
    rows = KEYBOARD[lang]
    offsets = [0, 0.25, 0.75]
    near = {}
    for r, row in enumerate(rows):
        for c, key in enumerate(row):
            near.setdefault(key, set())
            if c > 0:
                near[key].add(row[c - 1]); near.setdefault(row[c - 1], set()).add(key)
            if r > 0:
                for c2, other in enumerate(rows[r - 1]):
                    if abs(c2 + offsets[r - 1] - (c + offsets[r])) < 1:
                        near[key].add(other); near[other].add(key)
    return {k: sorted(v) for k, v in near.items()}


def positions(word, test):
    return [i for i in range(len(word)) if test(word, i)]


def replace_at(word, i, length, text):
    return word[:i] + text + word[i + length:]


def pattern_sites(word, pairs):
    """Every (position, old, new) where `old` of a (old, new) pair occurs."""
    sites = []
    for old, new in pairs:
        start = word.find(old)
        while start != -1:
            sites.append((start, old, new))
            start = word.find(old, start + 1)
    return sites


def from_pairs(pairs, both=True):
    table = list(pairs) + ([(b, a) for a, b in pairs] if both else [])

    def error(word, rng):
        sites = pattern_sites(word, table)
        if not sites:
            return None
        i, old, new = rng.choice(sites)
        return replace_at(word, i, len(old), new)
    return error


def drop_accent(word, rng):
    sites = positions(word, lambda w, i: w[i] in ACCENTED)
    if not sites:
        return None
    i = rng.choice(sites)
    return replace_at(word, i, 1, ACCENTED[word[i]])


def add_accent(accents):
    def error(word, rng):
        sites = positions(word, lambda w, i: w[i] in accents)
        if not sites:
            return None
        i = rng.choice(sites)
        return replace_at(word, i, 1, accents[word[i]])
    return error


def swap_grave_acute(word, rng):
    table = {"è": "é", "é": "è", "ò": "ó", "à": "á", "ì": "í", "ù": "ú"}
    sites = positions(word, lambda w, i: w[i] in table)
    if not sites:
        return None
    i = rng.choice(sites)
    return replace_at(word, i, 1, table[word[i]])


def undouble(word, rng):
    sites = positions(word, lambda w, i: i + 1 < len(w) and w[i] == w[i + 1] and w[i] not in VOWELS)
    if not sites:
        return None
    i = rng.choice(sites)
    return replace_at(word, i, 2, word[i])


def double(word, rng):
    sites = positions(word, lambda w, i: 0 < i < len(w) - 1 and w[i] not in VOWELS + "hqà" and w[i].isalpha()
                      and w[i - 1] in VOWELS and w[i + 1] in VOWELS)
    if not sites:
        return None
    i = rng.choice(sites)
    return replace_at(word, i, 1, word[i] * 2)


def drop_h(word, rng):
    sites = positions(word, lambda w, i: w[i] == "h")
    if not sites:
        return None
    return replace_at(word, rng.choice(sites), 1, "")


def add_initial_h(word, rng):
    return "h" + word if word[0] in VOWELS else None


def transpose(word, rng):
    sites = positions(word, lambda w, i: i + 1 < len(w) and w[i] != w[i + 1])
    if not sites:
        return None
    i = rng.choice(sites)
    return word[:i] + word[i + 1] + word[i] + word[i + 2:]


def keyboard_substitute(near):
    def error(word, rng):
        sites = positions(word, lambda w, i: w[i] in near)
        if not sites:
            return None
        i = rng.choice(sites)
        return replace_at(word, i, 1, rng.choice(near[word[i]]))
    return error


def keyboard_insert(near):
    def error(word, rng):
        sites = positions(word, lambda w, i: w[i] in near)
        if not sites:
            return None
        i = rng.choice(sites)
        extra = rng.choice(near[word[i]])
        return word[:i + 1] + extra + word[i + 1:] if rng.random() < 0.5 else word[:i] + extra + word[i:]
    return error


def delete_letter(word, rng):
    if len(word) < 4:
        return None
    i = rng.randrange(1, len(word))
    return replace_at(word, i, 1, "")


def errors_for(lang):
    """(weight, name, function) of each kind of error, per language."""
    near = neighbours(lang)
    common = [
        (9, "transposition", transpose),
        (8, "keyboard-substitution", keyboard_substitute(near)),
        (4, "keyboard-insertion", keyboard_insert(near)),
        (6, "deletion", delete_letter),
    ]
    if lang == "es":
        return common + [
            (25, "accent-dropped", drop_accent),
            (3, "accent-added", add_accent({"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"})),
            (3, "ñ-as-n", from_pairs([("ñ", "n")], both=False)),
            (9, "b-v", from_pairs([("b", "v")])),
            (4, "ll-y", from_pairs([("ll", "y")])),
            (9, "c-z-s", from_pairs([("z", "s"), ("ce", "se"), ("ci", "si"), ("za", "sa"), ("zo", "so"), ("ce", "ze"), ("ci", "zi")])),
            (7, "h-dropped", drop_h),
            (2, "h-added", add_initial_h),
            (4, "g-j", from_pairs([("ge", "je"), ("gi", "ji")])),
            (2, "x-s-cc", from_pairs([("x", "s"), ("cc", "c"), ("xc", "c")], both=False)),
            (1, "qu-k", from_pairs([("qu", "k"), ("c", "k")], both=False)),
            (3, "double-single", undouble),
        ]
    return common + [
        (10, "accent-dropped", drop_accent),
        (5, "accent-grave-acute", swap_grave_acute),
        (3, "accent-added", add_accent({"a": "à", "e": "è", "i": "ì", "o": "ò", "u": "ù"})),
        (18, "double-to-single", undouble),
        (10, "single-to-double", double),
        (5, "cie-ce", from_pairs([("cie", "ce"), ("gie", "ge"), ("scie", "sce")])),
        (4, "cu-qu", from_pairs([("qu", "cu"), ("cqu", "qu"), ("cu", "qu")], both=False)),
        (3, "gn-ni", from_pairs([("gn", "ni"), ("gli", "li")], both=False)),
        (3, "ch-gh", from_pairs([("che", "ce"), ("chi", "ci"), ("ghe", "ge"), ("ghi", "gi")], both=False)),
        (1, "h-dropped", drop_h),
        (2, "s-z", from_pairs([("z", "s")])),
    ]


def part_of(word):
    return "dev" if hashlib.sha256(word.encode("utf-8")).digest()[0] % 2 == 0 else "heldout"


def hunspell_rejects(words, lang, lines=False):
    """The words (or, with `lines`, the whole lines) `hunspell` finds misspelled."""
    base = os.path.join(ROOT, "Dictionaries", DICTIONARY[lang], DICTIONARY[lang])
    result = subprocess.run(
        ["hunspell", "-d", base, "-p", "/nonexistent-personal-dictionary", "-L" if lines else "-l"],
        input="\n".join(words) + "\n", capture_output=True, text=True,
        env=dict(os.environ, LC_ALL="C.UTF-8"), check=True)
    return set(result.stdout.split("\n"))


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in SEEDS:
        print(__doc__, file=sys.stderr)
        return 64
    lang, lexicon_path = sys.argv[1], sys.argv[2]
    lexicon = set(open(lexicon_path, encoding="utf-8").read().split("\n"))
    pool = []
    for line in open(os.path.join(ROOT, "Dictionaries", "frequency", f"{lang}.tsv"), encoding="utf-8"):
        word = line.split("\t")[0]
        if len(word) >= 4 and word in lexicon:
            pool.append(word)
        if len(pool) == TOP_WORDS:
            break
    kinds = errors_for(lang)
    weights = [weight for weight, _, _ in kinds]
    rng = random.Random(SEEDS[lang])
    candidates = {"dev": [], "heldout": []}
    seen_words = set()
    attempts = 0
    while min(len(v) for v in candidates.values()) < PAIRS_PER_PART * 2 and attempts < 400000:
        attempts += 1
        # The kind of error first, then a word it can happen to: the mix of
        # kinds follows the weights, whatever the words allow.
        _, name, error = rng.choices(kinds, weights=weights)[0]
        for _ in range(500):
            word = rng.choice(pool)
            typed = error(word, rng) if word not in seen_words else None
            if typed and typed != word and typed not in lexicon:
                break
        if not typed or typed == word:
            continue
        applied = [name]
        if rng.random() < TWO_ERRORS:
            _, second_name, second = rng.choices(kinds, weights=weights)[0]
            changed = second(typed, rng)
            if changed and changed != word:
                typed = changed
                applied.append(second_name)
        if typed in lexicon:
            continue
        seen_words.add(word)
        candidates[part_of(word)].append((typed, word, "+".join(applied)))
    written = {}
    for part, pairs in candidates.items():
        rejected = hunspell_rejects([typed for typed, _, _ in pairs], lang)
        kept = []
        typed_seen = set()
        for typed, word, applied in pairs:
            if typed in rejected and typed not in typed_seen:
                typed_seen.add(typed)
                kept.append((typed, word, applied))
        kept = kept[:PAIRS_PER_PART]
        counts = {}
        for _, _, applied in kept:
            counts[applied] = counts.get(applied, 0) + 1
        summary = ", ".join(f"{name} {count}" for name, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:16])
        print(f"{lang}-{part} errors: {summary}", file=sys.stderr)
        written[part] = [(typed, word) for typed, word, _ in kept]
    real = [line.split("\t") for line in open(os.path.join(HERE, f"{lang}-real.tsv"), encoding="utf-8").read().split("\n") if line]
    rejected = hunspell_rejects([typed for typed, _ in real], lang)
    # A correction is kept when Hunspell finds nothing wrong in it (-L
    # prints the lines that hold a misspelling).
    wrong_corrections = hunspell_rejects([word for _, word in real], lang, lines=True)
    real_parts = {"dev": [], "heldout": []}
    for typed, word in real:
        if typed in rejected and word not in wrong_corrections:
            real_parts[part_of(word)].append((typed, word))
    for name, pairs in [(f"{lang}-dev", written["dev"]), (f"{lang}-heldout", written["heldout"]),
                        (f"{lang}-real-dev", real_parts["dev"]), (f"{lang}-real-heldout", real_parts["heldout"])]:
        with open(os.path.join(HERE, f"{name}.tsv"), "w", encoding="utf-8", newline="\n") as out:
            out.writelines(f"{typed}\t{word}\n" for typed, word in pairs)
        print(f"{name}: {len(pairs)} pairs", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
