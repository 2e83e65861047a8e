#!/usr/bin/env python3
"""Turn English Wiktionary's English-to-Italian translation tables, as
Matthias Buchmeier's extraction in the Open DSL Dictionary Project publishes
them, into Dictionaries/wiktionary/eng-ita.tsv.

Run once by a maintainer (not by `wordkit content build`, which reads only the
file this script writes):

    # the repository open-dsl-dict/wiktionary-dict, commit 74c2c11f, as a git folder
    python3 Dictionaries/wiktionary/import-wiktionary.py /path/to/wiktionary-dict.git

It reads `dsl/oneway/en-it-enwiktionary.dsl.dz` (gzip, UTF-16 DSL) at that
commit. Each DSL entry is one sense of one English headword: the word class
(`<n>`, `<v>`, …), a gloss of the sense, then the Italian translations of the
sense, each with its gender where Wiktionary gives one.

A line of the output is `english<TAB>class<TAB>italian<TAB>gender<TAB>sense`:

- `class`: the English word class as an Apertium tag (`n`, `vblex`, `adj`,
  `adv`, `pr`, `prn`, `cnj`, `det`, `num`, `ij`); entries of other classes
  (proper nouns, phrases, proverbs, affixes, abbreviations) are left out;
- `italian`: one translation, its qualifiers in parentheses removed
  (`(person) simpatico` is `simpatico`);
- `gender`: `m`, `f`, `mf` or empty, and `p` after it for a plural (`fp`);
- `sense`: the gloss of the sense, as Wiktionary writes it.

Cross-references (`SEE: <<real number>>`) are left out. Lines keep the
entries' order within a headword and are sorted by headword (bytes, UTF-8),
one per headword, class, translation and sense; LF.

Data licence: CC BY-SA 3.0 Unported or GFDL (Wiktionary's), see
LICENSE-wiktionary.txt beside this file.
"""

import gzip
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COMMIT = "74c2c11f3398606ef334dd6d0d3ecb9555a44faf"
SOURCE = "dsl/oneway/en-it-enwiktionary.dsl.dz"

CLASSES = {
    "n": "n", "v": "vblex", "adj": "adj", "adv": "adv", "prep": "pr", "pron": "prn",
    "conj": "cnj", "determiner": "det", "article": "det", "num": "num", "interj": "ij",
}
GENDER = re.compile(r"\[p\]<([mfnps-]+)>\[/p\]")
MARKUP = re.compile(r"\[/?[a-z0-9]+(?: [a-z]+)?\]")


def header(line):
    """The class and gloss of an entry's first line, or None.

    >>> header("[b][c darkblue]~[/c][/b] [p]<n>[/p] [i](mental image)[/i]")
    ('n', 'mental image')
    >>> header("[b][c darkblue]~[/c][/b] [p]<adj>[/p] [c gray]/naɪs/[/c] (pleasant)")
    ('adj', 'pleasant')
    >>> header("[b][c darkblue]~[/c][/b] [p]<v>[/p]")
    ('vblex', '')
    >>> header("[b][c darkblue]~[/c][/b] [p]<prop>[/p] (a city)") is None
    True
    """
    found = re.match(r"\[b\]\[c darkblue\]~\[/c\]\[/b\] \[p\]<([^>]*)>\[/p\](.*)$", line)
    if not found or found.group(1) not in CLASSES:
        return None
    rest = re.sub(r"\[c gray\]/[^/]*/\[/c\]", "", found.group(2))
    rest = MARKUP.sub("", rest).strip()
    if rest.startswith("(") and rest.endswith(")"):
        rest = rest[1:-1]
    return CLASSES[found.group(1)], rest.strip()


def split_top(text):
    """Splits at commas outside parentheses.

    >>> split_top("a (b, c), d")
    ['a (b, c)', 'd']
    """
    parts, depth, current = [], 0, ""
    for char in text:
        depth += char == "("
        depth -= char == ")"
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [part.strip() for part in parts]


def translations(line):
    """The (italian, gender) pairs of an entry's `[m1]` line.

    >>> translations("[m1](person) simpatico [p]<m>[/p], simpatica [p]<f>[/p], (thing) piacevole [p]<m>[/p] [p]<f>[/p][/m]")
    [('simpatico', 'm'), ('simpatica', 'f'), ('piacevole', 'mf')]
    >>> translations("[m1]single, \\\\ nubile, \\\\ celibe[/m]")
    [('single', ''), ('nubile', ''), ('celibe', '')]
    >>> translations("[m1]\\\\[familiar\\\\] tu, \\\\[most polite, archaic\\\\] Voi[/m]")
    [('tu', ''), ('Voi', '')]
    >>> translations("[m1]basi [p]<f-p>[/p][/m]")
    [('basi', 'fp')]
    """
    body = re.sub(r"^\[m1\]|\[/m\]$", "", line.strip())
    # Escaped brackets hold qualifiers, as parentheses do (`\[familiar\] tu`).
    body = body.replace("\\[", "(").replace("\\]", ")")
    result = []
    for part in split_top(body):
        genders = GENDER.findall(part)
        word = GENDER.sub("", part)
        word = MARKUP.sub("", word)
        word = re.sub(r"\([^()]*\)", "", word).replace("\\", "")
        word = " ".join(word.split()).strip(" .;:")
        if not word or "<<" in word or "SEE:" in word:
            continue
        found = {c for g in genders for c in g.split("-")[0] if c in "mf"}
        letters = "".join(c for c in "mf" if c in found)
        plural = any(g.endswith("-p") or g == "p" for g in genders)
        result.append((word, letters + ("p" if plural else "")))
    return result


def entries(text):
    """(english, class, italian, gender, sense) rows of a DSL text.

    >>> rows = entries("#NAME x\\n\\nview\\n\\t[b][c darkblue]~[/c][/b] [p]<n>[/p] [i](seeing)[/i]\\n\\t[m1]vista [p]<f>[/p][/m]\\n")
    >>> rows
    [('view', 'n', 'vista', 'f', 'seeing')]
    """
    rows = []
    headword, sense = None, None
    for line in text.split("\n"):
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith("\t"):
            headword, sense = line.strip(), None
            continue
        content = line.strip()
        if content.startswith("[b]"):
            sense = header(content)
        elif content.startswith("[m1]") and headword and sense:
            for italian, gender in translations(content):
                rows.append((headword, sense[0], italian, gender, sense[1]))
    return rows


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: import-wiktionary.py /path/to/wiktionary-dict.git")
    data = subprocess.run(["git", "-C", sys.argv[1], "show", f"{COMMIT}:{SOURCE}"],
                          check=True, capture_output=True).stdout
    text = gzip.decompress(data).decode("utf-16")
    seen, lines = set(), []
    for row in entries(text):
        if any("\t" in field or "\n" in field for field in row) or row in seen:
            continue
        seen.add(row)
        lines.append(row)
    lines.sort(key=lambda row: row[0].encode("utf-8"))  # stable: entry order within a headword
    with open(os.path.join(HERE, "eng-ita.tsv"), "w", encoding="utf-8", newline="\n") as out:
        for row in lines:
            out.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
