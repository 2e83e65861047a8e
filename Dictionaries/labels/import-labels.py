#!/usr/bin/env python3
"""Import word labels (abbreviation, proper name, offensive, archaic) for en, es
and it into Dictionaries/labels/, from sources that label words.

Run once by a maintainer (not by `wordkit content build`, which reads only the
files this script writes):

    python3 Dictionaries/labels/import-labels.py INPUTS_DIR Dictionaries/labels

INPUTS_DIR holds the upstream files, unmodified (SCOWL, WordNet 3.0, the
Apertium analysers and their `lt-print` text, RLA-ES, LibreOffice's autocorrect
abbreviation lists, LDNOOBW v1 and V2, the Hunspell es_ES/it_IT files and the
lexicons `wordkit words --lang xx` prints), laid out so:

    apt-get download scowl wordnet-base apertium-eng-spa apertium-spa-ita libreoffice-common
    apt-get install lttoolbox-dev hunspell            # lt-print, lt-proc, hunspell -s
    for d in *.deb; do dpkg-deb -x "$d" x; done
    I=inputs; mkdir -p $I/{scowl-deb,scowl-git,wordnet,apertium,rla-es,lo-autocorr,ldnoobwv2,ldnoobw-v1,bidix,hunspell,lexicon}
    cp x/usr/share/dict/scowl/* $I/scowl-deb/; cp x/usr/share/wordnet/data.* $I/wordnet/
    A=x/usr/share/apertium; for p in eng:apertium-eng-spa/eng-spa spa:apertium-eng-spa/spa-eng ita:apertium-spa-ita/ita-spa; do
      cp $A/${p#*:}.automorf.bin $I/apertium/${p%%:*}.automorf.bin; lt-print $A/${p#*:}.automorf.bin > $I/apertium/${p%%:*}.att; done
    for l in en-US es it; do (mkdir t && cd t && unzip -q ../x/usr/lib/libreoffice/share/autocorr/acor_$l.dat) \
      && cp t/SentenceExceptList.xml $I/lo-autocorr/$l.SentenceExceptList.xml && rm -r t; done
    git -C wordlist show rel-2020.12.07:scowl/misc/offensive.1 > $I/scowl-git/offensive.1   # also offensive.2 profane.1 profane.3
    git -C rla-es archive 6b99f6f ortografia/palabras | tar -x -C $I/rla-es
    git -C ldnoobwv2 show e2f7430:data/es.txt > $I/ldnoobwv2/es.txt   # also it.txt, questionable_international_words.csv
    cp Dictionaries/blocklists/ldnoobw/{en,es,it}.txt $I/ldnoobw-v1/
    cp Dictionaries/apertium/{spa-eng,ita-spa}.tsv $I/bidix/
    cp Dictionaries/{es_ES,it_IT}/*.{aff,dic} $I/hunspell/
    for l in en es it; do wordkit words --lang $l > $I/lexicon/$l.txt; done

(The LDNOOBW lists are read as evidence only: no label is taken from them.)

It writes `<lang>.tsv`: one line per word of the language's lexicon or
frequency list that a source labels, `word<TAB>class<TAB>strength<TAB>sources`:

- class `abbreviation` (an abbreviation, initialism or acronym), `name` (a
  proper noun: given name, surname, place), `offensive` (an ethnic slur,
  vulgar, obscene, derogatory or disparaging word, or one a profanity list
  holds), or `archaic`;
- strength `only` when no source gives the word another, ordinary sense (a
  common-noun sense for a name, a non-abbreviation sense, an innocent sense
  for an offensive word); `dominant` for a name whose ordinary sense is rarer
  than the name (English: the capitalised word is in a smaller, more common
  SCOWL size than the lowercase one, lowercase size 55 or more: Charlie 50,
  charlie 55); `mixed` for a word with both kinds of sense (an
  offensive word with an innocent sense, `coon` = raccoon; a name or
  abbreviation with a common sense, `mark`);
- sources: the short ids of the sources that label it (`scowl`, `scowl-misc`,
  `wn30`, `apertium-eng`, `apertium-spa`, `apertium-ita`, `rla-es`,
  `lo-autocorr`), joined by `,`. The LDNOOBW lists are not sources of labels:
  WordKit applies LDNOOBW v1 as a blocklist already, less its exceptions
  (`Dictionaries/blocklists/`), and LDNOOBW V2's Spanish and Italian lists hold
  everyday words (`aduana`, `angolo`, `labbra`, `frijoles`) beside the vulgar
  ones, with no sense to tell them apart. Offensive labels are therefore
  English only (SCOWL's taboo lists, WordNet's usage labels).

A word is lowercase NFC letters only (accented letters allowed); an entry with
spaces, digits, hyphens, apostrophes or inner periods is dropped, and one
trailing period of an abbreviation removed (`ecc.` → `ecc`). Lines are sorted
by bytes, UTF-8, LF. A summary of counts and the issue's example words goes
to standard error.

Written for WordKit; no code from elsewhere.
"""
import collections
import csv
import io
import os
import random
import re
import subprocess
import sys
import unicodedata

INP, OUT = sys.argv[1], sys.argv[2]
LANGS = ("en", "es", "it")

# label -> class
CLASS = {
    "abbreviation": "abbreviation", "acronym": "abbreviation",
    "propername": "propername", "givenname": "propername", "surname": "propername",
    "placename": "propername", "capitalized": "propername",
    "ethnic-slur": "offensive", "offensive": "offensive", "vulgar": "offensive",
    "vulgar-mild": "offensive", "obscene": "offensive", "derogatory": "offensive",
    "disparaging": "offensive", "profanity-list": "offensive",
    "profanity-questionable": "offensive",
    "archaic": "archaic",
}
# evidence labels (not classes): a sense that is not proper / not abbreviation /
# not offensive, recorded so that the -only files can be traced.
EVIDENCE = {"common-sense", "innocent-sense"}

WORD_RE = re.compile(r"^[^\W\d_]+$")


def norm(s, strip_period=False):
    s = unicodedata.normalize("NFC", s.strip())
    if strip_period and s.endswith(".") and s.count(".") == 1:
        s = s[:-1]
    s = s.lower()
    return s if WORD_RE.match(s) else None


def p(*parts):
    return os.path.join(INP, *parts)


labels = {l: collections.defaultdict(set) for l in LANGS}  # word -> {(label, source)}


def add(lang, word, label, source, strip_period=False):
    w = norm(word, strip_period)
    if w:
        labels[lang][w].add((label, source))
    return w


# ---------------------------------------------------------------- SCOWL (en)
SC = p("scowl-deb")
scowl_words = {}       # lowercase word -> smallest size in a *-words.NN list
scowl_upper_size = {}  # lowercase of a capitalized entry -> smallest size
for fn in sorted(os.listdir(SC)):
    m = re.match(r"^(.*)-(words|abbreviations|proper-names|upper|contractions)\.(\d+)$", fn)
    if not m:
        continue
    variety, cat, size = m.group(1), m.group(2), int(m.group(3))
    src = "scowl-2020.12.07:" + fn
    with open(os.path.join(SC, fn), encoding="latin-1") as f:
        for line in f:
            raw = line.strip()
            if not raw:
                continue
            if cat == "words":
                w = norm(raw)
                if w and raw == raw.lower():
                    scowl_words[w] = min(size, scowl_words.get(w, 999))
            elif size > 80:  # SCOWL 95 = questionable entries; labels use sizes <= 80
                continue
            elif cat == "abbreviations":
                add("en", raw, "acronym" if raw.isupper() and len(raw) > 1 else "abbreviation", src, True)
            elif cat == "proper-names":
                w = add("en", raw, "propername", src)
                if w:
                    scowl_upper_size[w] = min(size, scowl_upper_size.get(w, 999))
            elif cat == "upper":
                w = add("en", raw, "capitalized", src)
                if w:
                    scowl_upper_size[w] = min(size, scowl_upper_size.get(w, 999))
SCOWL_MISC = {"offensive.1": "ethnic-slur", "offensive.2": "ethnic-slur",
              "profane.1": "vulgar", "profane.3": "vulgar-mild"}
scowl_strong_off = set()
for fn, lab in SCOWL_MISC.items():
    for line in open(p("scowl-git", fn), encoding="utf-8"):
        w = add("en", line, lab, "scowl-rel-2020.12.07:scowl/misc/" + fn)
        if w:
            scowl_strong_off.add(w)

# ------------------------------------------------------------- WordNet (en)
WN = p("wordnet")
synsets = {}
for pos in ("noun", "verb", "adj", "adv"):
    for line in open(os.path.join(WN, "data." + pos), encoding="latin-1"):
        if line.startswith("  "):
            continue
        head, _, gloss = line.partition(" | ")
        t = head.split()
        off, ss = t[0], t[2]
        n = int(t[3], 16)
        words = [t[4 + 2 * i] for i in range(n)]
        i = 4 + 2 * n
        pc = int(t[i]); i += 1
        ptrs = []
        for _ in range(pc):
            ptrs.append((t[i], t[i + 1], t[i + 2])); i += 4
        synsets[(off, "a" if ss == "s" else ss)] = (ss, words, ptrs, gloss.strip())

USAGE = {"ethnic_slur": "ethnic-slur", "obscenity": "obscene", "disparagement": "disparaging",
         "archaism": "archaic", "abbreviation": "abbreviation", "acronym": "acronym"}
GLOSS_OFF = [
    (re.compile(r"\(ethnic slur\)", re.I), "ethnic-slur"),
    (re.compile(r"\((?:[a-z ]*\b)?(offensive|vulgar|obscene|derogatory|disparaging)\b[^)]*\)", re.I), None),
    (re.compile(r"\b(offensive|obscene|vulgar|derogatory|disparaging|contemptuous)"
                r"(?: and (?:offensive|obscene|vulgar|derogatory|disparaging|contemptuous))?"
                r" (?:term|terms|word|words|name|names|slang|expression)\b", re.I), None),
]
GLOSS_ARCH = re.compile(r"\((?:archaic|obsolete)\b[^)]*\)|\b(?:archaic|obsolete) (?:term|terms|word|spelling|form|name)\b", re.I)
OFFMAP = {"offensive": "offensive", "vulgar": "vulgar", "obscene": "obscene",
          "derogatory": "derogatory", "disparaging": "disparaging", "contemptuous": "derogatory"}

wn_senses = collections.defaultdict(list)  # lowercase lemma -> [(key, set(labels))]
wn_instance_names = set()
for key, (ss, words, ptrs, gloss) in synsets.items():
    defn = gloss.split('"')[0]
    labs = set()
    for sym, o, pp in ptrs:
        if sym == ";u":
            tgt = synsets.get((o, "a" if pp == "s" else pp))
            if tgt and tgt[1][0] in USAGE:
                labs.add(("usage=" + tgt[1][0], USAGE[tgt[1][0]]))
    for rx, lab in GLOSS_OFF:
        for m in rx.finditer(defn):
            lab2 = lab or OFFMAP[m.group(1).lower()]
            labs.add(("gloss=" + m.group(0)[:40], lab2))
    for m in GLOSS_ARCH.finditer(defn):
        labs.add(("gloss=" + m.group(0)[:40], "archaic"))
    instance = any(sym == "@i" for sym, _, _ in ptrs)
    for lemma in words:
        lemma = re.sub(r"\(.*\)$", "", lemma)  # adjective markers like (a)
        w = norm(lemma)
        if not w:
            continue
        is_lower = lemma == lemma.lower()
        src = "wordnet-3.0:%s:%s" % (key[1], key[0])
        if not is_lower:
            if instance:
                add("en", lemma, "propername", src + ":instance")
                wn_instance_names.add(w)
            # capitalized non-instance lemmas (demonyms, languages...) are not labelled
            wn_senses[w].append((key, {"CAP"}))
            continue
        wn_senses[w].append((key, {l for _, l in labs}))
        for why, lab in labs:
            add("en", lemma, lab, src + ":" + why)

# ----------------------------------------------- Apertium analysers (all)
TARGET = {"<np>", "<abbr>", "<acr>"}


def att_sections(path):
    sec = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line == "--":
            yield sec
            sec = []
        else:
            sec.append(line.split("\t"))
    if sec:
        yield sec


def apertium_labelled(path):
    """surface -> set(analysis) for every path of the analyser whose analysis
    carries <np>, <abbr> or <acr>; walks only states that can lead there."""
    found = collections.defaultdict(set)
    for sec in att_sections(path):
        edges = collections.defaultdict(list)
        rev = collections.defaultdict(list)
        finals = set()
        for f in sec:
            if len(f) >= 4:
                s, d = int(f[0]), int(f[1])
                edges[s].append((d, f[2], f[3]))
                rev[d].append(s)
            elif f and f[0] != "":
                finals.add(int(f[0]))

        def back(starts):
            seen, todo = set(starts), list(starts)
            while todo:
                x = todo.pop()
                for s in rev[x]:
                    if s not in seen:
                        seen.add(s)
                        todo.append(s)
            return seen
        to_final = back(finals)
        to_target = back([s for s in edges for d, i, o in edges[s] if o in TARGET and d in to_final])
        todo = [(0, "", "", False, 0)]
        while todo:
            st, surf, ana, hit, depth = todo.pop()
            if depth > 80:
                continue
            if hit and st in finals:
                found[surf].add(ana)
            for d, i, o in edges[st]:
                i2 = "" if i == "ε" else i
                o2 = "" if o == "ε" else o
                if hit or o in TARGET:
                    if d in to_final:
                        todo.append((d, surf + i2, ana + o2, True, depth + 1))
                elif d in to_target:
                    todo.append((d, surf + i2, ana + o2, False, depth + 1))
    return found


AP = {"en": "eng", "es": "spa", "it": "ita"}
NPMAP = {"<ant>": "givenname", "<cog>": "surname", "<top>": "placename", "<loc>": "placename"}
apertium_np = {}
for lang, code in AP.items():
    apertium_np[lang] = apertium_labelled(p("apertium", code + ".att"))
    src0 = "apertium-%s:%s.automorf.bin" % ("eng-spa-0.8.1" if code != "ita" else "spa-ita-0.2.1", code)
    for surf, anas in apertium_np[lang].items():
        for ana in anas:
            if "<abbr>" in ana:
                lab = "abbreviation"
            elif "<acr>" in ana:
                lab = "acronym"
            else:
                lab = "propername"
                for k, v in NPMAP.items():
                    if "<np>" + k in ana:
                        lab = v
            add(lang, surf, lab, src0 + ":" + ana,
                strip_period=lab in ("abbreviation", "acronym"))


def apertium_common(lang, words):
    """words (lowercase) that the language's analyser knows with an analysis
    that is not a proper noun, abbreviation or acronym."""
    words = sorted(words)
    if not words:
        return {}
    r = subprocess.run(["lt-proc", "-a", p("apertium", AP[lang] + ".automorf.bin")],
                       input="\n".join(words) + "\n", capture_output=True, text=True, check=True)
    out = {}
    for m in re.finditer(r"\^([^/$]*)/([^$]*)\$", r.stdout):
        surf, anas = m.group(1), m.group(2).split("/")
        good = [a for a in anas if not a.startswith("*") and not any(t in a for t in TARGET)]
        if good:
            out[surf] = good[0]
    return out

# --------------------------------------------------------- RLA-ES (es)
RLA = p("rla-es", "ortografia", "palabras")
rla_common = {}  # lowercase word -> first file
rla_common_all = collections.defaultdict(set)  # lowercase word -> every file
for root, _, files in os.walk(RLA):
    for fn in sorted(files):
        if not fn.endswith(".txt"):
            continue
        rel = os.path.relpath(os.path.join(root, fn), p("rla-es"))
        src = "rla-es@6b99f6f:" + rel
        for line in open(os.path.join(root, fn), encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            raw = line.strip().split("/")[0].strip()
            if fn == "Abreviaturas.txt":
                add("es", raw, "abbreviation", src, True)
            elif fn == "NombresPropiosSiglas.txt":
                if raw.isupper() and len(raw) > 1:
                    add("es", raw, "acronym", src)
                else:
                    add("es", raw, "propername", src)
            elif "/toponimos/" in "/" + rel:
                add("es", raw, "placename", src)
            else:
                w = norm(raw)
                if w and raw == raw.lower():
                    rla_common.setdefault(w, rel)
                    rla_common_all[w].add(rel)
                if fn == "VerbosAnticuadosDesusados.txt":
                    add("es", raw, "archaic", src)

# --------------------------------------- LibreOffice autocorrect (all)
for lang, code in (("en", "en-US"), ("es", "es"), ("it", "it")):
    x = open(p("lo-autocorr", code + ".SentenceExceptList.xml"), encoding="utf-8").read()
    for m in re.finditer(r'abbreviated-name="([^"]+)"', x):
        v = m.group(1).replace("&apos;", "'").replace("&amp;", "&")
        if len(v.rstrip(".")) >= 2:  # single letters (initials) are not words
            add(lang, v, "abbreviation", "libreoffice-7.4.7:autocorr/acor_%s.dat:SentenceExceptList.xml" % code, True)

# ------------------------------------------------------- LDNOOBW (all)
# v1 (the list WordKit already vendors) for every language; V2 only for es
# and it: its English file (13k entries) labels everyday words (attack, post,
# style, fish) and is not used.
for lang in LANGS:
    for line in open(p("ldnoobw-v1", lang + ".txt"), encoding="utf-8"):
        add(lang, line, "profanity-list", "ldnoobw-v1@5faf2ba:%s" % lang)
qcsv = list(csv.reader(open(p("ldnoobwv2", "questionable_international_words.csv"), encoding="utf-8")))
hdr = qcsv[0]
for lang in ("es", "it"):
    for line in open(p("ldnoobwv2", lang + ".txt"), encoding="utf-8"):
        add(lang, line, "profanity-list", "ldnoobw-v2@e2f7430:data/%s.txt" % lang)
    col = hdr.index(lang)
    for row in qcsv[1:]:
        if len(row) > col and row[col].strip():
            add(lang, row[col], "profanity-questionable",
                "ldnoobw-v2@e2f7430:questionable_international_words.csv:category=" + row[0])

# ============================================================ evidence
def cls_words(lang, cls):
    return {w for w, s in labels[lang].items() if any(CLASS.get(l) == cls for l, _ in s)}


def wn_common(w):
    """key of a lowercase WordNet sense of w that is not an abbreviation"""
    for k, ls in wn_senses.get(w, []):
        if "CAP" not in ls and not any(CLASS.get(l) == "abbreviation" for l in ls):
            return k
    return None


def it_dic_inflected():
    """lowercase it_IT.dic entries that carry a suffix (inflection) flag"""
    sfx = set()
    for line in open(p("hunspell", "it_IT.aff"), encoding="utf-8", errors="replace"):
        f = line.split()
        if len(f) >= 4 and f[0] == "SFX" and f[2] in ("Y", "N"):
            sfx.add(f[1])
    out = {}
    for line in open(p("hunspell", "it_IT.dic"), encoding="utf-8", errors="replace"):
        word, _, flags = line.strip().partition("/")
        w = norm(word)
        if w and word == word.lower() and sfx & set(flags):
            out[w] = flags
    return out


IT_INFLECTED = it_dic_inflected()


def hunspell_stems(lang, words):
    """word -> stems (other than the word) that Hunspell's morphology gives"""
    dic = {"es": "es_ES", "it": "it_IT"}[lang]
    r = subprocess.run(["hunspell", "-i", "UTF-8", "-d", p("hunspell", dic), "-s"],
                       input="\n".join(sorted(words)) + "\n", capture_output=True, text=True, check=True)
    out = collections.defaultdict(set)
    for line in r.stdout.splitlines():
        f = line.split()
        if len(f) == 2 and f[1] != f[0] and f[1] == f[1].lower():
            out[f[0]].add(f[1])
    return out


common = {l: {} for l in LANGS}  # word -> source of a common (non-proper, non-abbr) sense
for lang in LANGS:
    pn_c, ab_c = cls_words(lang, "propername"), cls_words(lang, "abbreviation")
    cand = pn_c | ab_c
    ap = apertium_common(lang, cand)
    stems = hunspell_stems(lang, cand) if lang in ("es", "it") else {}
    for w in cand:
        src = None
        if lang == "en":
            if w in scowl_words:
                src = "scowl-2020.12.07:*-words.%d" % scowl_words[w]
            else:
                k = wn_common(w)
                if k:
                    src = "wordnet-3.0:%s:%s" % (k[1], k[0])
        if lang == "es" and w in rla_common:
            src = "rla-es@6b99f6f:" + rla_common[w]
        if not src and lang == "es":
            for st in sorted(stems.get(w, ())):
                if st in rla_common:
                    src = "rla-es@6b99f6f:%s (lemma %s of this form, by Hunspell es_ES -s)" % (rla_common[st], st)
                    break
        if not src and lang == "it" and stems.get(w):
            src = "it_IT Hunspell -s: inflected form of lowercase lemma " + sorted(stems[w])[0]
        if not src and lang == "it" and w in IT_INFLECTED:
            src = "it_IT.dic: lowercase entry with suffix (inflection) flags /" + IT_INFLECTED[w]
        if not src and w in ap:
            a = ap[w]
            # Apertium lists some abbreviations as adverbs or interjections
            # (ecc<adv>): that is no evidence against an abbreviation label
            if not (w in ab_c and ("<adv>" in a or "<ij>" in a)):
                src = "apertium-%s:%s" % (AP[lang], a)
        if src:
            common[lang][w] = src
            labels[lang][w].add(("common-sense", src))

# offensive: sense-level evidence
strong_en_off = set(scowl_strong_off)
ldnoobw1_en = {norm(x) for x in open(p("ldnoobw-v1", "en.txt"), encoding="utf-8")} - {None}
wn_off_any = set()
for w, senses in wn_senses.items():
    if any(CLASS.get(l) == "offensive" for _, ls in senses for l in ls):
        wn_off_any.add(w)
strong_en_off |= wn_off_any


def wn_innocent(w):
    """key of a WordNet sense of w that carries no offensive label"""
    for k, ls in wn_senses.get(w, []):
        if not any(CLASS.get(l) == "offensive" for l in ls) and "CAP" not in ls:
            return k
    return None


mixed = {l: {} for l in LANGS}
off_en = cls_words("en", "offensive")
for w in off_en:
    labs = {l for l, s in labels["en"][w] if CLASS.get(l) == "offensive"}
    weak_only = labs <= {"profanity-list", "profanity-questionable"}
    if w in wn_off_any and wn_innocent(w):
        k = wn_innocent(w)
        mixed["en"][w] = "wordnet-3.0:%s:%s unlabelled sense: %s" % (k[1], k[0], synsets[k][3].split(";")[0][:60])
    elif weak_only and wn_innocent(w):
        k = wn_innocent(w)
        mixed["en"][w] = "wordnet-3.0:%s:%s unlabelled sense (list label has no sense support): %s" % (
            k[1], k[0], synsets[k][3].split(";")[0][:60])
    elif "profanity-questionable" in labs and not (labs - {"profanity-questionable", "profanity-list"}):
        mixed["en"][w] = "ldnoobw-v2: questionable_international_words.csv"

# es / it: the only offensive source has no senses; evidence of an innocent
# sense comes from Apertium's bilingual dictionaries (translation to an English
# word that no English source labels offensive and WordNet knows with an
# unlabelled sense) and from LDNOOBW V2's own "questionable" file.
def read_bidix(fn):
    d = collections.defaultdict(set)
    for line in open(p("bidix", fn), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) >= 4:
            a, b = norm(f[0]), norm(f[3])
            if a and b:
                d[a].add(b)
    return d


spa_eng = read_bidix("spa-eng.tsv")
ita_spa = read_bidix("ita-spa.tsv")


def innocent_en(t):
    return t not in strong_en_off and t not in ldnoobw1_en and wn_innocent(t)


for lang in ("es", "it"):
    off_stems = hunspell_stems(lang, cls_words(lang, "offensive"))
    for w in cls_words(lang, "offensive"):
        labs = {l for l, s in labels[lang][w] if CLASS.get(l) == "offensive"}
        if "profanity-questionable" in labs:
            mixed[lang][w] = "ldnoobw-v2: questionable_international_words.csv"
            continue
        chains = []
        for lem in [w] + sorted(off_stems.get(w, ())):
            pre = (w,) if lem == w else (w, lem)
            if lang == "es":
                chains += [pre + (t,) for t in sorted(spa_eng.get(lem, ()))]
            else:
                chains += [pre + (s, t) for s in sorted(ita_spa.get(lem, ())) for t in sorted(spa_eng.get(s, ()))]
        ok = [c for c in chains if innocent_en(c[-1])]
        if ok:
            mixed[lang][w] = "apertium bidix: " + "->".join(ok[0]) + " (unlabelled in English sources)"
for lang in LANGS:
    for w, why in mixed[lang].items():
        labels[lang][w].add(("innocent-sense", why))

# ============================================================== output
os.makedirs(OUT, exist_ok=True)

SHORT = [  # long source prefix -> short id
    ("scowl-rel-2020.12.07:scowl/misc/", "scowl-misc:"), ("scowl-2020.12.07:", "scowl:"),
    ("wordnet-3.0:", "wn30:"), ("apertium-eng-spa-0.8.1:eng.automorf.bin:", "apertium-eng:"),
    ("apertium-eng-spa-0.8.1:spa.automorf.bin:", "apertium-spa:"),
    ("apertium-spa-ita-0.2.1:ita.automorf.bin:", "apertium-ita:"),
    ("rla-es@6b99f6f:ortografia/palabras/", "rla-es:"),
    ("libreoffice-7.4.7:autocorr/", "lo-autocorr:"), ("ldnoobw-v1@5faf2ba:", "ldnoobw1:"),
    ("ldnoobw-v2@e2f7430:", "ldnoobw2:")]


def short(src):
    for a, b in SHORT:
        src = src.replace(a, b)
    return src


files = {}
for lang in LANGS:
    ab = cls_words(lang, "abbreviation")
    pn = cls_words(lang, "propername")
    off = cls_words(lang, "offensive")
    files[lang + "-abbreviation"] = ab
    files[lang + "-abbreviation-only"] = {w for w in ab if w not in common[lang] and w not in pn}
    files[lang + "-propername"] = pn
    files[lang + "-propername-only"] = {w for w in pn if w not in common[lang] and w not in ab}
    files[lang + "-offensive"] = off
    files[lang + "-offensive-mixed"] = {w for w in off if w in mixed[lang]}
    files[lang + "-offensive-only"] = {w for w in off if w not in mixed[lang]}
    arch = cls_words(lang, "archaic")
    if lang == "en":  # word-level: every WordNet sense of the word is archaic
        arch = {w for w in arch if wn_senses.get(w) and all("archaic" in ls for _, ls in wn_senses[w])}
    files[lang + "-archaic"] = arch
NAMELABELS = {"propername", "givenname", "surname", "placename"}
files["es-propername-dominant"] = set()
files["en-propername-dominant"] = {
    w for w in files["en-propername"]
    if w in scowl_upper_size and w in scowl_words and scowl_upper_size[w] < scowl_words[w]
    and scowl_words[w] >= 55 and w not in files["en-abbreviation"]
    and any(l in NAMELABELS for l, _ in labels["en"][w])} - files["en-propername-only"]
files["it-propername-dominant"] = set()

lex = {l: set(open(p("lexicon", l + ".txt"), encoding="utf-8").read().split()) for l in LANGS}
here = os.path.dirname(os.path.abspath(__file__))
for lang in LANGS:
    wanted = set(lex[lang])
    with open(os.path.join(here, "..", "frequency", lang + ".tsv"), encoding="utf-8") as freq:
        wanted.update(line.split("\t")[0] for line in freq)
    rows = []
    for cls, name, strengths in (("abbreviation", "abbreviation", ("only",)), ("name", "propername", ("only", "dominant")),
                                 ("offensive", "offensive", ("only", "mixed")), ("archaic", "archaic", ())):
        for w in sorted(files[f"{lang}-{name}"] & wanted):
            if cls == "offensive":
                # LDNOOBW v1 is WordKit's blocklist already (less its exceptions),
                # so it is no label source here. LDNOOBW V2's Spanish and Italian
                # lists hold everyday words (aduana, angolo, frijoles): an entry
                # only V2 gives is dropped when a dictionary translates it into
                # an English word no source labels offensive, and kept otherwise
                # (the slang the dictionaries leave out: coña, putón).
                others = {short(s).split(":")[0] for l, s in labels[lang][w] if CLASS.get(l) == "offensive"} - {"ldnoobw1", "ldnoobw2"}
                if not others:
                    continue
                strength = "mixed" if w in files[f"{lang}-offensive-mixed"] and lang == "en" else "only"
            elif cls == "archaic":
                strength = "only"
            elif w in files[f"{lang}-{name}-only"]:
                strength = "only"
            elif w in files.get(f"{lang}-{name}-dominant", set()):
                strength = "dominant"
            else:
                strength = "mixed"
            target = {"abbreviation": "abbreviation", "name": "propername", "offensive": "offensive", "archaic": "archaic"}[cls]
            sources = sorted({short(s).split(":")[0] for l, s in labels[lang][w] if CLASS.get(l) == target} - ({"ldnoobw1", "ldnoobw2"} if cls == "offensive" else set()))
            rows.append(f"{w}\t{cls}\t{strength}\t{','.join(sources)}\n")
    rows.sort(key=lambda line: line.encode("utf-8"))
    with open(os.path.join(OUT, lang + ".tsv"), "w", encoding="utf-8", newline="\n") as out:
        out.writelines(rows)
    counts = collections.Counter("\t".join(r.split("\t")[1:3]) for r in rows)
    print(lang, len(rows), dict(sorted(counts.items())), file=sys.stderr)
