#!/usr/bin/env python3
"""Import Tatoeba sentence pairs into Dictionaries/tatoeba/.

Run once by a maintainer (not by `wordkit content build`, which reads only the
files this script writes), with a copy of the GitHub repository
tomasr8/tatoeba-mirror at commit ad41d78e64b5dd3dd19d082cca4823fae91bf247:

    python3 Dictionaries/tatoeba/import-tatoeba.py PATH/TO/tatoeba-mirror/data

The mirror's `eng-spa.json.gz`, `eng-ita.json.gz` and `ita-spa.json.gz` are JSON
lists of `[sentence, translation]` pairs (Tatoeba's direct translation links,
languages in alphabetical code order; at most 50,000 rows a pair, so English–
Spanish and English–Italian are random samples and Italian–Spanish is whole).
For each it writes one file, `eng-spa.tsv`, `eng-ita.tsv`, `spa-ita.tsv`: a
pair a line as `sentence<TAB>translation` (the first language of the file name
first), whitespace runs made one space, NFC, duplicates dropped, sorted by
bytes, UTF-8, LF.

The sentences are the Tatoeba Project's (https://tatoeba.org), CC BY 2.0 FR
(see LICENSE-tatoeba.md beside this script). The mirror carries no sentence
ids or contributor names, so the cards cite the Tatoeba Project as a whole.
"""
import gzip
import json
import sys
import unicodedata

JOBS = {"eng-spa.tsv": ("eng-spa.json.gz", False), "eng-ita.tsv": ("eng-ita.json.gz", False),
        "spa-ita.tsv": ("ita-spa.json.gz", True)}


def clean(text):
    return " ".join(unicodedata.normalize("NFC", text).split())


def main(arguments):
    if len(arguments) != 2:
        print("usage: import-tatoeba.py MIRROR/data", file=sys.stderr)
        return 64
    folder = __file__.rsplit("/", 1)[0]
    for name, (source, swap) in JOBS.items():
        with gzip.open(f"{arguments[1]}/{source}", "rt", encoding="utf-8") as handle:
            rows = json.load(handle)
        pairs = set()
        for row in rows:
            if isinstance(row, list) and len(row) == 2 and all(isinstance(text, str) for text in row):
                first, second = clean(row[0]), clean(row[1])
                if first and second:
                    pairs.add((second, first) if swap else (first, second))
        lines = sorted((f"{a}\t{b}\n" for a, b in pairs), key=lambda line: line.encode("utf-8"))
        with open(f"{folder}/{name}", "w", encoding="utf-8", newline="\n") as out:
            out.writelines(lines)
        print(f"{name}: {len(rows)} rows, {len(lines)} pairs", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
