#!/usr/bin/env python3
"""Import word frequencies from the wordfreq package into Dictionaries/frequency/.

Run once by a maintainer (not by `wordkit content build`, which reads only the
files this script writes):

    pip install wordfreq==3.1.1
    python3 Dictionaries/frequency/import-wordfreq.py

For each language it writes `<lang>.tsv`: every word of wordfreq's "best" list
(down to Zipf 1.0, wordfreq's floor), one a line as `word<TAB>zipf`, most frequent first
(ties keep wordfreq's order), zipf with two decimals, NFC, LF. A word is kept
only when it is letters only (no digits, apostrophes, hyphens or spaces), so
the file holds candidate game words, not tokens.

wordfreq is by Robyn Speer and contributors, Apache-2.0 licensed code; its data is
CC BY-SA 4.0 (see LICENSE-wordfreq.txt beside this script).
"""
import importlib.metadata
import sys
import unicodedata

import wordfreq

# Every language takes all of wordfreq's list: English so that the 8-letter roots
# can match Hacking with Swift's list, and all three because a word of the
# games must be attested, the form or the dictionary entry it comes from, and a
# rarer attested word (`porfiar`, Zipf 1.38) is still a word people write.
TOP_N = {"en": 1_000_000, "es": 1_000_000, "it": 1_000_000}
LANGUAGES = ["en", "es", "it"]


def main() -> int:
    folder = __file__.rsplit("/", 1)[0]
    for language in LANGUAGES:
        lines = []
        seen = set()
        for word in wordfreq.top_n_list(language, TOP_N[language] * 3, wordlist="best"):
            word = unicodedata.normalize("NFC", word)
            if not word.isalpha() or word in seen:
                continue
            seen.add(word)
            zipf = wordfreq.zipf_frequency(word, language, wordlist="best")
            lines.append(f"{word}\t{zipf:.2f}\n")
            if len(lines) == TOP_N[language]:
                break
        with open(f"{folder}/{language}.tsv", "w", encoding="utf-8", newline="\n") as out:
            out.writelines(lines)
        print(f"{language}: {len(lines)} words", file=sys.stderr)
    print("wordfreq " + importlib.metadata.version("wordfreq"), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
