#!/usr/bin/env python3
"""Count how often each lemma is used as each part of speech, by tagging the
Tatoeba sentences in Dictionaries/tatoeba/ with Apertium's part-of-speech
taggers. Writes Dictionaries/apertium/<lang>-classes.tsv for en, es and it,
and <lang>-tagged-sentences.tsv: the classes each short sentence uses its
lemmas in, from which the decks choose example sentences.

Run once by a maintainer (not by `wordkit content build`, which reads only the
files this script writes), on Debian 12 with the packages installed:

    apt-get install apertium apertium-eng-spa apertium-spa-ita lttoolbox cg3
    python3 Dictionaries/apertium/import-tagged-classes.py

Each language's sentences (every distinct sentence of that language in the
Tatoeba files) go through the first two stages of the pair's own translation
mode, the morphological analyser and the statistical tagger that picks one
analysis per word in context:

- English: `lt-proc eng-spa.automorf.bin | apertium-tagger -g -f eng-spa.prob`
- Spanish: `lt-proc spa-eng.automorf.bin | apertium-tagger -g -f spa-eng.prob`
- Italian: `lt-proc -w ita-spa.automorf.bin | cg-proc -w ita-spa.rlx.bin |
  apertium-tagger -g -f ita-spa.prob`

A line is `lemma<TAB>tag<TAB>count`: the lemma lowercased (Apertium's
personal-pronoun lemma `prpers` is left out, as are proper nouns, punctuation
and unknown words), its first tag (`n`, `vblex`, `adv`, …), and how many tokens
the tagger gave that analysis. Lines are sorted by bytes, UTF-8, LF. A verb
token that may as well be a participle used as an adjective is not counted,
as it tells no class (participle_or_adjective); `-f` keeps the analyser's other
readings after the tagger's choice, which that test reads.

A line of <lang>-tagged-sentences.tsv is the sentence, then a TAB and
`lemma<tag>` for each of its words the tagger analysed, in order: the words
counted above (so no participle, `It's broken`, which tells no class).
Only sentences of at most MAX_WORDS words (runs of letters) that hold such a
word are written, as no longer one can be an example. Sorted by bytes.

The tagger is wrong at times (`Turn right.` is tagged noun noun); the counts
are used only to tell which class a lemma is used in far more often, where
single errors do not matter, and a sentence's tags only to prefer one example
over another.
"""

import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TATOEBA = os.path.join(HERE, "..", "tatoeba")
APERTIUM = "/usr/share/apertium"

PIPELINES = {
    "en": [
        ["lt-proc", f"{APERTIUM}/apertium-eng-spa/eng-spa.automorf.bin"],
        ["apertium-tagger", "-g", "-f", f"{APERTIUM}/apertium-eng-spa/eng-spa.prob"],
    ],
    "es": [
        ["lt-proc", f"{APERTIUM}/apertium-eng-spa/spa-eng.automorf.bin"],
        ["apertium-tagger", "-g", "-f", f"{APERTIUM}/apertium-eng-spa/spa-eng.prob"],
    ],
    "it": [
        ["lt-proc", "-w", f"{APERTIUM}/apertium-spa-ita/ita-spa.automorf.bin"],
        ["cg-proc", "-w", f"{APERTIUM}/apertium-spa-ita/ita-spa.rlx.bin"],
        ["apertium-tagger", "-g", "-f", f"{APERTIUM}/apertium-spa-ita/ita-spa.prob"],
    ],
}

# Which column of which Tatoeba file holds each language's sentences.
SOURCES = {
    "en": [("eng-spa.tsv", 0), ("eng-ita.tsv", 0)],
    "es": [("eng-spa.tsv", 1), ("spa-ita.tsv", 0)],
    "it": [("eng-ita.tsv", 1), ("spa-ita.tsv", 1)],
}

SKIPPED_TAGS = {"np", "sent", "cm", "lpar", "rpar", "lquest", "guio", "apos", "quot", "punt"}
UNIT = re.compile(r"\^([^$]*)\$")
# The most words an example sentence may have (VocabularyDeckBuilder.maximumExampleWords).
MAX_WORDS = 12
WORD = re.compile(r"[^\W\d_]+")
# A `/` not escaped by a backslash separates the readings of a unit.
READING_SEPARATOR = re.compile(r"(?<!\\)/")


def participle_or_adjective(lemma, rest, others, after_be):
    """Whether a verb reading the tagger chose is as well a participle used as
    an adjective, which tells no class either: a past tense right after a form
    of `be`, where only the past participle can stand (`Are you interested?`,
    tagged interest<vblex><past>), or a gerund or present participle the
    analyser also reads as an adjective (`It's interesting.`, tagged
    interest<vblex><ger>).

    The readings are the tagger's own output for those sentences (with -f):

    >>> participle_or_adjective("interest", "vblex><past>", ["interest<vblex><pp>"], True)
    True
    >>> participle_or_adjective("interest", "vblex><past>", ["interest<vblex><pp>"], False)
    False
    >>> participle_or_adjective("interest", "vblex><ger>", ["interesting<adj>"], False)
    True
    >>> participle_or_adjective("play", "vblex><ger>", [], True)
    False
    >>> participle_or_adjective("open", "vblex><inf>", ["open<adj>"], False)
    False
    """
    tags = set(re.findall(r"[^<>]+", "<" + rest))
    if "past" in tags and after_be:
        return any(other.partition("<")[0].lower() == lemma and "<pp>" in other for other in others)
    if tags & {"ger", "pprs"}:
        return any(other.partition("<")[2].startswith("adj>") for other in others)
    return False


def sentences(lang):
    seen = set()
    for name, column in SOURCES[lang]:
        with open(os.path.join(TATOEBA, name), encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split("\t")
                if len(fields) > column and fields[column] not in seen:
                    seen.add(fields[column])
    return sorted(seen)


def tag(lang, text):
    data = text.encode("utf-8")
    for command in PIPELINES[lang]:
        data = subprocess.run(command, input=data, stdout=subprocess.PIPE, check=True).stdout
    return data.decode("utf-8")


def main():
    for lang in ("en", "es", "it"):
        # One sentence per line, each ending in a full stop the tagger sees as
        # a sentence boundary; apertium's stream format escapes nothing else
        # that Tatoeba holds except these characters.
        all_sentences = sentences(lang)
        text = "\n".join(re.sub(r"([\^$@/<>{}\[\]\\])", r"\\\1", s) + " ." for s in all_sentences) + "\n"
        counts = collections.Counter()
        tagged = []
        # The taggers keep the line breaks: line i of the output is sentence i.
        for sentence, line in zip(all_sentences, tag(lang, text).split("\n")):
            words = []
            # Whether the words since the last form of `be` are only adverbs,
            # pronouns and names (`Is she still interested?`).
            after_be = False
            for unit in UNIT.findall(line):
                # With -f a unit is `surface/chosen/other readings…`.
                readings = READING_SEPARATOR.split(unit)
                if len(readings) < 2:
                    continue
                chosen, others = readings[1], readings[2:]
                if chosen.startswith("*") or "<" not in chosen:
                    continue
                lemma, _, rest = chosen.partition("<")
                first = rest.split(">", 1)[0]
                lemma = lemma.replace("\\", "").lower()
                was_after_be = after_be
                after_be = first == "vbser" or (after_be and first in {"adv", "prn", "np"})
                if not lemma or lemma == "prpers" or first in SKIPPED_TAGS or not any(c.isalpha() for c in lemma):
                    continue
                # A past participle is used as an adjective as often as a verb
                # (`interested`, tagged interest<vblex><pp>): it tells no class.
                if "<pp>" in "<" + rest:
                    continue
                if first == "vblex" and participle_or_adjective(lemma, rest, others, was_after_be):
                    continue
                counts[(lemma, first)] += 1
                words.append(f"{lemma}<{first}>")
            if words and len(WORD.findall(sentence)) <= MAX_WORDS:
                tagged.append("\t".join([sentence] + words) + "\n")
        lines = sorted(f"{lemma}\t{first}\t{n}\n".encode("utf-8") for (lemma, first), n in counts.items())
        with open(os.path.join(HERE, f"{lang}-classes.tsv"), "wb") as out:
            out.writelines(lines)
        with open(os.path.join(HERE, f"{lang}-tagged-sentences.tsv"), "wb") as out:
            out.writelines(sorted(line.encode("utf-8") for line in tagged))
        print(f"{lang}: {len(lines)} lemma classes from {sum(counts.values())} tagged tokens, "
              f"{len(tagged)} tagged sentences", file=sys.stderr)


if __name__ == "__main__":
    main()
