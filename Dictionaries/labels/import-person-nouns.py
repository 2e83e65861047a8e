#!/usr/bin/env python3
"""Write Dictionaries/labels/en-person-nouns.txt: the English nouns whose most
frequent WordNet 3.0 sense names a person (lexicographer file `noun.person`).

Run once by a maintainer (not by `wordkit content build`, which reads only the
file this script writes):

    apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb x
    python3 Dictionaries/labels/import-person-nouns.py x/usr/share/wordnet Dictionaries/labels/en-person-nouns.txt

WordNet's `index.noun` lists a lemma's synsets most frequent sense first (by
the SemCor tag counts); each synset's line in `data.noun` gives its
lexicographer file number, 18 for `noun.person`. A word is kept when it is
lowercase letters only and its first synset is a person: `artist`, `judge`,
`witness`; not `police` (a group), `capital` (money) or `ghost` (a mental
image first). The content build uses the list to tell a noun of either
gender that names a person (`el/la artista`) from one whose two genders are
two senses (`la policía`, the force; `el policía`, an officer).
"""
import sys

PERSON = 18


def main(wordnet, output):
    lexicographer_file = {}
    with open(f"{wordnet}/data.noun", encoding="latin-1") as data:
        for line in data:
            if line.startswith("  "):
                continue
            offset, number = line.split(" ", 2)[:2]
            lexicographer_file[offset] = int(number)
    people = set()
    with open(f"{wordnet}/index.noun", encoding="latin-1") as index:
        for line in index:
            if line.startswith("  "):
                continue
            fields = line.split()
            lemma, synsets, pointers = fields[0], int(fields[2]), int(fields[3])
            offsets = fields[4 + pointers + 2:]
            if len(offsets) != synsets:
                sys.exit(f"index.noun: {lemma}: {len(offsets)} offsets, {synsets} synsets")
            if lemma.isalpha() and lemma.islower() and lexicographer_file[offsets[0]] == PERSON:
                people.add(lemma)
    with open(output, "w", encoding="utf-8") as out:
        out.write("".join(word + "\n" for word in sorted(people)))
    print(f"{output}: {len(people)} nouns")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: import-person-nouns.py WORDNET_DIR OUTPUT")
    main(sys.argv[1], sys.argv[2])
