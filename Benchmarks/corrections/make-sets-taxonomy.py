#!/usr/bin/env python3
"""Make a second, independent set of generated misspellings from a published
error taxonomy (Benchmarks/corrections/<lang>-taxonomy-dev.tsv and
<lang>-taxonomy-heldout.tsv).

`make-sets.py` draws the kinds of error WordKit's engineer expected in each
language. This script is written separately, from the literature's counts
instead, so that the engine cannot have learnt its mix:

- Damerau (1964, "A technique for computer detection and correction of
  spelling errors", CACM 7(3)): over 80 % of misspelled words hold a single
  error, of four kinds: a letter left out, an extra letter, a wrong letter,
  two neighbouring letters swapped. Here 80 % of the pairs have one error and
  20 % two.
- The split among the four kinds follows the order Kukich (1992, "Techniques
  for automatically correcting words in text", ACM Computing Surveys 24(4),
  section 2) reports from Pollock and Zamora's 50,000 misspellings: omission
  most common, then insertion, substitution, transposition. The weights
  below (30, 24, 26, 20 among the four) keep that order except that
  substitutions are split into a neighbouring key (half, as typing studies
  report most substitutions are) and any letter.
- First letters: the same surveys report that few errors (a few percent:
  Pollock and Zamora about 3 %, Yannakoudakis and Fawthrop about 1.4 %) are
  at the first letter. Here an edit of any of the four kinds lands on the
  first letter with probability 4 %; otherwise its place is uniform over the
  other letters. These pairs are their own kind (`first-letter-…`) so they
  can be scored apart.
- Accent omission and phonetic errors: in typed Spanish and Brazilian
  Portuguese most errors involve diacritics (Gimenes, Roman and Carvalho
  2015, "Spelling error patterns in Brazilian Portuguese", Computational
  Linguistics 41(1), which compares with Spanish); Italian accents fall on
  the last letter. Phonetic errors are the language's letters of one sound,
  written here from the language's spelling rules, not from WordKit's
  tables.

The shares of single errors (percent) are in `KINDS`. Words are drawn
uniformly from the 50,000 most frequent words of
Dictionaries/frequency/<lang>.tsv of at least three letters that Hunspell
accepts (no lexicon needed), then a kind that can happen to the word.

A pair is kept only when Hunspell rejects the misspelling. Every correct
word goes to one part only: the first byte of its SHA-256, even to the
development part, odd to the held-out part (the rule of `make-sets.py`).

Usage (from the repository root; needs python3 and hunspell):

    python3 Benchmarks/corrections/make-sets-taxonomy.py es

Seeded: it writes the same files every time. It prints how many pairs of each
kind it kept.
"""
import hashlib
import os
import random
import subprocess
import sys

SEEDS = {"es": 19640301, "it": 19640302, "en": 19640303}
DICTIONARY = {"es": "es_ES", "it": "it_IT", "en": "en_US"}
PAIRS_PER_PART = 1000
TOP_WORDS = 50000
TWO_ERRORS = 0.20
FIRST_LETTER = 0.04
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ROWS = {
    "es": ["qwertyuiop", "asdfghjklñ", "zxcvbnm"],
    "it": ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
    "en": ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
}
STRIP = str.maketrans("áéíóúüàèìòùñ", "aeiouuaeiouñ")
ALPHABET = {"es": "abcdefghijklmnopqrstuvwxyzñ", "it": "abcdefghilmnopqrstuvz", "en": "abcdefghijklmnopqrstuvwxyz"}

# Percent of single errors of each kind.
KINDS = {
    "es": {"omission": 17, "insertion": 13, "substitution-key": 8, "substitution": 7, "transposition": 11,
           "accent-omission": 24, "phonetic": 20},
    "it": {"omission": 19, "insertion": 15, "substitution-key": 9, "substitution": 8, "transposition": 12,
           "accent-omission": 12, "phonetic": 25},
    "en": {"omission": 24, "insertion": 19, "substitution-key": 10, "substitution": 11, "transposition": 16,
           "phonetic": 20},
}
# Sounds written more than one way (both directions are errors).
PHONETIC = {
    "es": [("b", "v"), ("ll", "y"), ("ce", "se"), ("ci", "si"), ("z", "s"), ("za", "ca"), ("ge", "je"), ("gi", "ji"),
           ("h", ""), ("qu", "k"), ("x", "s"), ("cc", "c"), ("y", "i"), ("rr", "r")],
    "it": [("cqu", "qu"), ("qu", "cu"), ("cie", "ce"), ("gie", "ge"), ("sci", "si"), ("gli", "li"), ("gn", "ni"),
           ("h", ""), ("zz", "z"), ("tt", "t"), ("ss", "s"), ("ll", "l"), ("pp", "p"), ("cc", "c"), ("mm", "m"),
           ("rr", "r"), ("nn", "n"), ("z", "s")],
    "en": [("ph", "f"), ("ie", "ei"), ("ance", "ence"), ("ant", "ent"), ("able", "ible"), ("c", "s"), ("c", "k"),
           ("ck", "k"), ("ll", "l"), ("ss", "s"), ("tt", "t"), ("mm", "m"), ("rr", "r"), ("a", "e"), ("e", "i"),
           ("ou", "o"), ("y", "i"), ("wh", "w"), ("gh", "")],
}


def neighbours(lang):
    rows, shift = ROWS[lang], [0, 0.3, 0.8]
    near = {}
    for r, row in enumerate(rows):
        for c, key in enumerate(row):
            for r2, other_row in enumerate(rows):
                for c2, other in enumerate(other_row):
                    if other != key and abs(r - r2) <= 1 and abs((c + shift[r]) - (c2 + shift[r2])) <= 1.05:
                        near.setdefault(key, set()).add(other)
    return {key: sorted(value) for key, value in near.items()}


def place(word, rng, first_ok=True):
    """Where an edit of the four kinds goes: the first letter 4 % of the time."""
    if first_ok and rng.random() < FIRST_LETTER:
        return 0, True
    return rng.randrange(1, len(word)), False


def omission(word, rng, near, lang):
    i, first = place(word, rng)
    return word[:i] + word[i + 1:], first


def insertion(word, rng, near, lang):
    i, first = place(word, rng)
    # An extra key near the letter beside it, or a repeated letter, or any.
    roll = rng.random()
    base = word[i]
    if roll < 0.5 and base in near:
        extra = rng.choice(near[base])
    elif roll < 0.75:
        extra = base
    else:
        extra = rng.choice(ALPHABET[lang])
    return word[:i] + extra + word[i:], first


def substitution_key(word, rng, near, lang):
    i, first = place(word, rng)
    if word[i] not in near:
        return None, first
    return word[:i] + rng.choice(near[word[i]]) + word[i + 1:], first


def substitution(word, rng, near, lang):
    i, first = place(word, rng)
    return word[:i] + rng.choice(ALPHABET[lang].replace(word[i], "")) + word[i + 1:], first


def transposition(word, rng, near, lang):
    if len(word) < 2:
        return None, False
    first = rng.random() < FIRST_LETTER
    i = 0 if first else rng.randrange(1, len(word) - 1) if len(word) > 2 else 0
    return word[:i] + word[i + 1] + word[i] + word[i + 2:], first


def accent_omission(word, rng, near, lang):
    if lang == "es" and "ñ" in word and rng.random() < 0.2:
        return word.replace("ñ", "n", 1), False
    sites = [i for i, ch in enumerate(word) if ch.translate(STRIP) != ch]
    if not sites:
        return None, False
    i = rng.choice(sites)
    return word[:i] + word[i].translate(STRIP) + word[i + 1:], False


def phonetic(word, rng, near, lang):
    sites = []
    for a, b in PHONETIC[lang]:
        for old, new in ((a, b), (b, a)):
            if not old:
                continue
            start = word.find(old)
            while start != -1:
                sites.append((start, old, new))
                start = word.find(old, start + 1)
    if not sites:
        return None, False
    i, old, new = rng.choice(sites)
    return word[:i] + new + word[i + len(old):], False


ERRORS = {"omission": omission, "insertion": insertion, "substitution-key": substitution_key,
          "substitution": substitution, "transposition": transposition,
          "accent-omission": accent_omission, "phonetic": phonetic}


def part_of(word):
    return "dev" if hashlib.sha256(word.encode("utf-8")).digest()[0] % 2 == 0 else "heldout"


def hunspell_rejects(words, lang):
    base = os.path.join(ROOT, "Dictionaries", DICTIONARY[lang], DICTIONARY[lang])
    result = subprocess.run(
        ["hunspell", "-d", base, "-p", "/nonexistent-personal-dictionary", "-l"],
        input="\n".join(words) + "\n", capture_output=True, text=True,
        env=dict(os.environ, LC_ALL="C.UTF-8"), check=True)
    return set(result.stdout.split("\n"))


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in SEEDS:
        print(__doc__, file=sys.stderr)
        return 64
    lang = sys.argv[1]
    words = []
    for line in open(os.path.join(ROOT, "Dictionaries", "frequency", f"{lang}.tsv"), encoding="utf-8"):
        word = line.split("\t")[0]
        if len(word) >= 3 and word.isalpha() and word == word.lower():
            words.append(word)
        if len(words) == TOP_WORDS:
            break
    bad = hunspell_rejects(words, lang)
    pool = [word for word in words if word not in bad]
    near = neighbours(lang)
    names = list(KINDS[lang])
    shares = [KINDS[lang][name] for name in names]
    rng = random.Random(SEEDS[lang])
    drafts = {"dev": [], "heldout": []}
    used = set()
    while min(len(v) for v in drafts.values()) < PAIRS_PER_PART * 2:
        word = rng.choice(pool)
        if word in used:
            continue
        typed, kinds = word, []
        for _ in range(2 if rng.random() < TWO_ERRORS else 1):
            for _ in range(20):
                name = rng.choices(names, weights=shares)[0]
                changed, first = ERRORS[name](typed, rng, near, lang)
                if changed and changed != typed and len(changed) >= 2:
                    typed = changed
                    kinds.append(("first-letter-" if first else "") + name)
                    break
        if typed == word or not kinds:
            continue
        used.add(word)
        kind = kinds[0] if len(kinds) == 1 else "two-errors"
        drafts[part_of(word)].append((typed, word, kind))
    for part, pairs in drafts.items():
        rejected = hunspell_rejects([typed for typed, _, _ in pairs], lang)
        kept, seen = [], set()
        for typed, word, kind in pairs:
            if typed in rejected and typed not in seen:
                seen.add(typed)
                kept.append((typed, word, kind))
        kept = kept[:PAIRS_PER_PART]
        counts = {}
        for _, _, kind in kept:
            counts[kind] = counts.get(kind, 0) + 1
        print(f"{lang}-taxonomy-{part}: {len(kept)} pairs; "
              + ", ".join(f"{k} {n}" for k, n in sorted(counts.items(), key=lambda item: (-item[1], item[0]))),
              file=sys.stderr)
        with open(os.path.join(HERE, f"{lang}-taxonomy-{part}.tsv"), "w", encoding="utf-8", newline="\n") as out:
            out.writelines(f"{typed}\t{word}\t{kind}\n" for typed, word, kind in kept)
    return 0


if __name__ == "__main__":
    sys.exit(main())
