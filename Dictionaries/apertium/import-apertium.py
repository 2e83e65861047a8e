#!/usr/bin/env python3
"""Import Apertium's bilingual dictionaries into Dictionaries/apertium/.

Run once by a maintainer (not by `wordkit content build`, which reads only the
files this script writes), on Debian 12 with the packages installed:

    apt-get install apertium-eng-spa apertium-spa-ita lttoolbox lttoolbox-dev
    python3 Dictionaries/apertium/import-apertium.py

Debian ships each pair's bilingual dictionary compiled (`<a>-<b>.autobil.bin`,
one transducer per translation direction, holding exactly the entries valid in
that direction). `lt-print` (lttoolbox) prints a transducer as text; this
script walks every path of its main section and writes one line per entry:

    source<TAB>source-pos<TAB>source-gender<TAB>target<TAB>target-pos<TAB>target-gender

- a lemma is the path's letters before the first tag, with Apertium's `#`
  (the start of a multi-word's invariable part) removed: `hasta que`,
  `miércoles de ceniza`;
- the part of speech is Apertium's first tag (`n`, `vblex`, `adj`, `adv`,
  `pr`, `cnjcoo`, `det`, `prn`, …);
- a Spanish or Italian noun's gender (`m`, `f`, `mf`) is what the language's
  morphological analyser (`<pair>.automorf.bin`, `lt-proc`) gives the lemma (a
  multi-word's first word) as a singular noun, else the bidix's gender tag; an
  entry whose gender tag contradicts the analyser is the other gender's form
  (`hermano` + f = `hermana`, sister), spelled by the generator;
- English synthetic comparatives and superlatives (`good<adj><sint><comp>`,
  which the bidix pairs with the Spanish lemma `mejor`) are words of their
  own for a learner and are kept, spelled by the English generator: `better`
  ↔ `mejor`, `worse` ↔ `peor`; other degree forms (Spanish `<sup>`, the
  absolute superlative `-ísimo`) are forms, not lemmas, and are left out;
- personal pronouns (Apertium's lemma `prpers`) are written as the subject form
  the pair's generator (`lt-proc -g`) makes: `she`, `ella`, `lei`;
- proper nouns (`np`) and entries without letters are left out.

Lines are unique and sorted by bytes, UTF-8, LF.

It also writes `<lang>-lemmas.tsv` for English, Spanish and Italian: every word
of `Dictionaries/frequency/<lang>.tsv` the language's analyser
(`eng-spa.automorf.bin`, `spa-eng.automorf.bin`, `ita-spa.automorf.bin`) knows,
lowercase or (as a proper noun) capitalised, with its readings (see `lemmas`).
The build reads from it headwords (root tiers, deck coverage: `casa`,
`mangiare`, not `casas`, `andaba`, `people`), nouns used only in the plural,
words the analyser knows only as proper nouns (`santiago`), and lemmas (a
lemma's frequency is that of all its forms, for deck order).

Apertium data is GPL (see LICENSE.*.debian-copyright beside this script).
"""
import collections
import os
import subprocess
import sys

EXPORTS = {
    # output name: (transducer, source analyser, target analyser, generator of the source, of the target)
    "eng-spa": ("apertium-eng-spa/eng-spa.autobil.bin", None, "es", "en", "es"),
    "spa-eng": ("apertium-eng-spa/spa-eng.autobil.bin", "es", None, "es", "en"),
    "spa-ita": ("apertium-spa-ita/spa-ita.autobil.bin", "es", "it", "es", "it"),
    "ita-spa": ("apertium-spa-ita/ita-spa.autobil.bin", "it", "es", "it", "es"),
}
ROOT = "/usr/share/apertium/"
ANALYSERS = {"es": "apertium-eng-spa/spa-eng.automorf.bin", "it": "apertium-spa-ita/ita-spa.automorf.bin"}
GENERATORS = {"en": "apertium-eng-spa/spa-eng.autogen.bin", "es": "apertium-eng-spa/eng-spa.autogen.bin",
              "it": "apertium-spa-ita/spa-ita.autogen.bin"}
GENDERS = {"m", "f", "mf"}


def paths(binary):
    """Every (input, output) path of the transducer's main section."""
    att = subprocess.run(["lt-print", binary], capture_output=True, text=True, check=True).stdout
    # lt-print separates sections with `--`; the main one holds the entries
    # (the others are regular expressions such as "any letter").
    section = max(att.split("\n--\n"), key=lambda text: text.count("<n>"))
    edges = collections.defaultdict(list)
    finals = set()
    for line in section.split("\n"):
        fields = line.split("\t")
        if len(fields) >= 4:
            edges[int(fields[0])].append((int(fields[1]), fields[2], fields[3]))
        elif fields[0].strip().isdigit():
            finals.add(int(fields[0]))
    found = set()
    stack = [(0, "", "", frozenset([0]))]
    while stack:
        state, source, target, seen = stack.pop()
        if state in finals:
            found.add((source, target))
        for destination, a, b in edges[state]:
            if destination in seen or len(source) > 80:
                continue
            stack.append((destination, source + ("" if a == "ε" else a), target + ("" if b == "ε" else b), seen | {destination}))
    return found


def split(analysis):
    """`miércoles# de ceniza<n><m>` → ("miércoles de ceniza", ["n", "m"])."""
    cut = analysis.find("<")
    lemma = (analysis if cut < 0 else analysis[:cut]).replace("#", "")
    tags = [] if cut < 0 else analysis[cut + 1:-1].split("><")
    return lemma, tags


def generate(language, analyses):
    """Surface forms for analyses such as `prpers<prn><tn><p3><f><sg>`."""
    text = "".join(f"^{a}$\n" for a in analyses)
    out = subprocess.run(["lt-proc", "-g", ROOT + GENERATORS[language]], input=text, capture_output=True, text=True, check=True).stdout
    return [line.strip() for line in out.split("\n")[: len(analyses)]]


def genders(language, lemmas):
    """The genders the analyser gives each lemma as a singular noun."""
    # Only letters reach the analyser (lt-proc reads `[`, `^`, `/` as markup);
    # a multi-word noun takes the gender of its first word, its head.
    heads = {lemma: lemma.split(" ")[0] for lemma in lemmas}
    lemmas = sorted({head for head in heads.values() if head.isalpha()})
    text = "\n".join(lemmas) + "\n"
    out = subprocess.run(["lt-proc", ROOT + ANALYSERS[language]], input=text, capture_output=True, text=True, check=True).stdout
    result = {}
    for lemma, line in zip(lemmas, [l for l in out.split("\n") if l.startswith("^")]):
        found = set()
        for reading in line.strip("^$").split("/")[1:]:
            name, tags = split(reading)
            if name == lemma and tags[:1] == ["n"] and "pl" not in tags:
                found |= GENDERS.intersection(tags)
        if found:
            result[lemma] = "mf" if "mf" in found or found == {"m", "f"} else found.pop()
    return {lemma: result[head] for lemma, head in heads.items() if head in result}


def synthetic_degree(tags):
    """Whether English tags are a one-word comparative or superlative (`better`, `worst`)."""
    return "sint" in tags and bool({"comp", "sup"} & set(tags))


VERBAL = {"pri", "pii", "ifi", "fti", "cni", "prs", "pis", "fts", "imp", "ger", "pp", "enc", "past", "pres", "subs", "pprs"}


INFLECTION_ANALYSERS = {"en": "apertium-eng-spa/eng-spa.automorf.bin", **ANALYSERS}


def lemmas(language, folder):
    """Every frequency-list word the analyser knows, with its readings.

    A line is `word<TAB>readings`, readings joined by `,`, each `lemma<pos>`
    (the lemma and the first tag; the parts of a contraction joined by `+`,
    `de<pr>+el<det>`), with `=` after a reading whose lemma is the word itself
    in its dictionary form (a singular noun, an infinitive, a masculine
    adjective). The word is analysed in lowercase and, for proper nouns, also
    capitalised: `Charlie<np><ant>` (with the proper noun's kind: `ant` a given
    name, `cog` a surname, `top`/`loc` a place, `al` other) is a reading of
    `charlie`. A word neither form of which the analyser knows has no line.
    """
    words = []
    with open(f"{folder}/../frequency/{language}.tsv", encoding="utf-8") as frequencies:
        for line in frequencies:
            word = line.split("\t")[0]
            if word.isalpha():
                words.append(word)

    def analyse(forms):
        out = subprocess.run(["lt-proc", "-z", ROOT + INFLECTION_ANALYSERS[language]], input="\n".join(forms) + "\n",
                             capture_output=True, text=True, check=True).stdout
        lines = [l for l in out.split("\n") if l.startswith("^")]
        assert len(lines) == len(forms)
        return [l.strip("^$").split("/")[1:] for l in lines]

    def reading(word, analysis):
        parts = []
        base = False
        for part in analysis.split("+"):
            lemma, tags = split(part)
            if not tags:
                return None
            parts.append(f"{lemma}<{tags[0]}>" + (f"<{tags[1]}>" if tags[0] == "np" and len(tags) > 1 else ""))
            tagset = set(tags)
            base = "+" not in analysis and lemma == word and "pl" not in tagset and not (tagset & VERBAL) \
                and "np" not in tagset and not ("adj" in tagset and "f" in tagset) and not (tagset & {"comp", "sup"})
        return "+".join(parts) + ("=" if base else "")

    lowercase = analyse(words)
    capitalised = analyse([w[:1].upper() + w[1:] for w in words])
    result = []
    for word, low, cap in zip(words, lowercase, capitalised):
        readings = []
        for analysis in low:
            if analysis.startswith("*"):
                continue
            text = reading(word, analysis)
            if text and text not in readings:
                readings.append(text)
        for analysis in cap:
            if analysis.startswith("*") or "<np>" not in analysis:
                continue
            text = reading(word, analysis)
            if text and text not in readings:
                readings.append(text)
        if readings:
            result.append(f"{word}\t{','.join(readings)}\n")
    return sorted(set(result), key=lambda line: line.encode("utf-8"))


def main():
    folder = os.path.dirname(os.path.abspath(__file__))
    entries = {}
    pronouns = collections.defaultdict(set)
    degrees = collections.defaultdict(set)
    for name, (binary, source_language, target_language, source_generator, target_generator) in EXPORTS.items():
        rows = []
        for source, target in paths(ROOT + binary):
            (s_lemma, s_tags), (t_lemma, t_tags) = split(source), split(target)
            if not s_tags or not t_tags or "np" in (s_tags[0], t_tags[0]):
                continue
            for language, analysis, tags in ((source_generator, source, s_tags), (target_generator, target, t_tags)):
                if language == "en" and synthetic_degree(tags):
                    degrees[language].add(analysis)
            if s_lemma == "prpers" or t_lemma == "prpers":
                # Subject pronouns only; the generator spells them.
                if not ({"subj", "tn"} & set(s_tags)) or not ({"subj", "tn"} & set(t_tags)):
                    continue
                pronouns[source_generator].add(source)
                pronouns[target_generator].add(target)
            rows.append((source, s_lemma, s_tags, target, t_lemma, t_tags))
        entries[name] = rows
    spelled = {}
    for language, analyses in pronouns.items():
        analyses = sorted(analyses)
        spelled.update({(language, a): s for a, s in zip(analyses, generate(language, analyses))})
    for language, analyses in degrees.items():
        analyses = sorted(analyses)
        spelled.update({(language, a): s for a, s in zip(analyses, generate(language, analyses))})
    nouns = collections.defaultdict(set)
    for name, (_, source_language, target_language, _, _) in EXPORTS.items():
        for _, s_lemma, s_tags, _, t_lemma, t_tags in entries[name]:
            if source_language and s_tags[0] == "n":
                nouns[source_language].add(s_lemma)
            if target_language and t_tags[0] == "n":
                nouns[target_language].add(t_lemma)
    gender = {language: genders(language, lemmas) for language, lemmas in nouns.items()}

    # Nouns whose bidix gender tag differs from the lemma's own gender are
    # spelled in that gender by the generator (`hermano<n><f><sg>` → `hermana`).
    other_gender = collections.defaultdict(set)
    for name, (_, source_language, target_language, source_generator, target_generator) in EXPORTS.items():
        for _, s_lemma, s_tags, _, t_lemma, t_tags in entries[name]:
            for analyser, generator, lemma, tags in ((source_language, source_generator, s_lemma, s_tags),
                                                     (target_language, target_generator, t_lemma, t_tags)):
                if analyser and tags[0] == "n":
                    own = GENDERS.intersection(tags[1:])
                    lexical = gender.get(analyser, {}).get(lemma, "")
                    if len(own) == 1 and lexical and lexical != "mf" and own != {lexical}:
                        other_gender[generator].add(f"{lemma}<n><{next(iter(own))}><sg>")
    respelled = {}
    for language, analyses in other_gender.items():
        analyses = sorted(analyses)
        respelled.update({(language, a): s for a, s in zip(analyses, generate(language, analyses))})

    def described(language, analyser, full, lemma, tags):
        if lemma == "prpers":
            lemma = spelled.get((language, full), "")
            if not lemma or lemma.startswith("#") or "<" in lemma:
                return None
        if not any(c.isalpha() for c in lemma):
            return None
        if {"comp", "sup"} & set(tags):
            # `better` (good + comp) is a word a learner looks up on its own,
            # and the bidix pairs it with a Spanish lemma (`mejor`); the
            # generator spells it. Other degree forms are left out.
            if not (language == "en" and synthetic_degree(tags)):
                return None
            lemma = spelled.get((language, full), "")
            if not lemma or lemma.startswith("#") or "<" in lemma or not lemma.isalpha():
                return None
            return (lemma, tags[0], "")
        g = ""
        if analyser and tags[0] == "n":
            own = GENDERS.intersection(tags[1:])
            tagged = own.pop() if len(own) == 1 else ""
            lexical = gender.get(analyser, {}).get(lemma, "")
            if tagged and lexical and lexical != "mf" and tagged != lexical:
                # The other gender's form (`hermano` + f is `hermana`, sister):
                # the generator spells it, and it is a noun of that gender.
                lemma = respelled.get((language, f"{lemma}<n><{tagged}><sg>"), "")
                if not lemma or lemma.startswith("#") or "<" in lemma or "*" in lemma:
                    return None
                return (lemma, tags[0], tagged)
            g = lexical or tagged
        return (lemma, tags[0], g)

    for name, (_, source_language, target_language, source_generator, target_generator) in EXPORTS.items():
        lines = set()
        for source, s_lemma, s_tags, target, t_lemma, t_tags in entries[name]:
            left = described(source_generator, source_language, source, s_lemma, s_tags)
            right = described(target_generator, target_language, target, t_lemma, t_tags)
            if left and right:
                lines.add("\t".join(left + right) + "\n")
        ordered = sorted(lines, key=lambda line: line.encode("utf-8"))
        with open(f"{folder}/{name}.tsv", "w", encoding="utf-8", newline="\n") as out:
            out.writelines(ordered)
        print(f"{name}: {len(ordered)} entries", file=sys.stderr)
    for language in INFLECTION_ANALYSERS:
        lines = lemmas(language, folder)
        with open(f"{folder}/{language}-lemmas.tsv", "w", encoding="utf-8", newline="\n") as out:
            out.writelines(lines)
        print(f"{language}-lemmas: {len(lines)} words", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
