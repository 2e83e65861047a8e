#!/usr/bin/env python3
"""Write Dictionaries/coverage/en-negators.txt: the English words Universal
Dependencies marks as negating (`Polarity=Neg` or `PronType=Neg`) in at least
half of their uses, and at least twice, in the English Web Treebank.

Run once by a maintainer (not by `wordkit content build`, which reads only the
file this script writes), on the treebank's dev and test files (UD_English-EWT,
commit 15d613d8, CC BY-SA 4.0; its train file is not needed):

    git clone https://github.com/UniversalDependencies/UD_English-EWT
    cat UD_English-EWT/en_ewt-ud-{dev,test}.conllu > ewt.conllu
    python3 Dictionaries/coverage/import-negators.py ewt.conllu Dictionaries/coverage/en-negators.txt

A word is a token's lowercase form (`n't` as the treebank splits it). The
content build uses the list to tell a negative English sentence (`I don't
know anyone`) from another (`Is anyone there?`).
"""
import collections
import sys


def main(conllu, output):
    uses, negating = collections.Counter(), collections.Counter()
    with open(conllu, encoding="utf-8") as treebank:
        for line in treebank:
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 10:
                sys.exit(f"{conllu}: not a CoNLL-U line: {line!r}")
            if "-" in fields[0] or "." in fields[0]:
                continue
            form = fields[1].lower()
            uses[form] += 1
            if {"Polarity=Neg", "PronType=Neg"} & set(fields[5].split("|")):
                negating[form] += 1
    words = sorted(w for w, n in negating.items() if n >= 2 and 2 * n >= uses[w])
    with open(output, "w", encoding="utf-8") as out:
        out.write("".join(word + "\n" for word in words))
    print(f"{output}: {' '.join(words)}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: import-negators.py TREEBANK.conllu OUTPUT")
    main(sys.argv[1], sys.argv[2])
