#!/usr/bin/env python3
"""Generates the grammar's word tables from WordNet 3.0, once, into committed Swift files.

The runtime never reads WordNet: this script turns Debian's wordnet-base files
(/usr/share/wordnet) into data-only Swift files under Sources/IntentGrammar/Lexicon/,
each carrying WordNet's licence notice, and writes the licence to
LICENSES/WORDNET-LICENSE.txt. Run it from the repository root:

    python3 scripts/generate-lexicon.py [--wordnet /usr/share/wordnet]

and commit the result. Python 3 standard library only. The output is sorted and
deterministic, so running it twice on the same WordNet changes nothing.

What it writes, and the choices that shaped it:

- IrregularVerbForms.swift: verb.exc, single words only. Past and past-participle forms
  ("paid pay", "done do") are kept apart from the other exceptions ("-ing" and "-s" forms
  such as "stopping stop", "has have"), because the lemmatiser must tell a report of
  finished work from a request. Left out: the copula (forms of "be": the grammar reads
  "is" and "was" as function words), entries whose form is its own base ("bed bed"),
  and the few forms whose base reading is the everyday one (VERB_FORMS_READ_AS_BASE).
  When WordNet gives two bases ("fulfilled fulfil fulfill") the first that is an
  indexed verb wins.
- IrregularNounForms.swift: noun.exc, single words only, minus forms that an everyday
  speaker uses as words of their own (NOUN_FORMS_READ_AS_THEMSELVES: "data", "media").
- KnownVerbs.swift: single-word lemmas of index.verb, the bases of verb.exc, and
  British spellings WordNet lacks ("prioritise" next to "prioritize"), minus "be".
  The lemmatiser only strips a suffix when what remains is on this list, which is
  what keeps "need" from becoming "ne".
- EnglishWords.swift: single-word lemmas of index.noun, index.adj and index.adv and
  the forms of noun.exc, adj.exc and adv.exc. Spelling correction never "corrects" a
  word on this list ("mote" is not a typo of "note"). It is every such word, not only
  frequent ones: WordNet's only frequency signal (tagged sense counts) leaves out
  "invoice", "email" and "mote", which must never be corrected.
"""

import argparse
import os
import re
import sys

OUT_DIR = os.path.join("Sources", "IntentGrammar", "Lexicon")
# Outside the target: SwiftPM warns about any file in a target directory that is neither
# source nor a declared resource.
LICENCE_PATH = os.path.join("LICENSES", "WORDNET-LICENSE.txt")
WORD = re.compile(r"[a-z]+\Z")
LINE_WIDTH = 100
INDENT = " " * 8

# Irregular forms that are also everyday verbs in their own right, where the base
# reading is the one a person keeping a task list means: "lay the table", "rent a van".
VERB_FORMS_READ_AS_BASE = {"lay", "rent", "overlay", "underlay"}

# Irregular plurals that are words of their own in everyday use: "data" is not read
# as "datum", nor "media" as "medium", nor "dive" as "diva".
NOUN_FORMS_READ_AS_THEMSELVES = {
    "auspices", "cola", "crying", "data", "dive", "graffiti", "media", "pekingese",
    "roma", "stamina", "trivia",
}

# -ize verbs whose -ise spelling is not the British form of the same verb.
NOT_ISE_VARIANTS = {
    "size", "seize", "prize", "capsize", "resize", "downsize", "upsize", "oversize",
    "outsize", "assize", "misprize",
}

# British -our and -ise spellings with no -ize rule to derive them.
BRITISH_VERBS = {
    "armour": "armor", "colour": "color", "endeavour": "endeavor", "favour": "favor",
    "flavour": "flavor", "harbour": "harbor", "honour": "honor", "humour": "humor",
    "labour": "labor", "neighbour": "neighbor", "rumour": "rumor", "savour": "savor",
    "practise": "practice", "licence": "license", "programme": "program",
    "catalogue": "catalog", "dialogue": "dialog",
}


def read_index(path):
    """Single-word lemmas of an index.* file, in file order."""
    lemmas = []
    with open(path, encoding="latin-1") as handle:
        for line in handle:
            if line.startswith("  "):  # the licence header
                continue
            lemma = line.split(" ", 1)[0]
            if WORD.match(lemma):
                lemmas.append(lemma)
    return lemmas


def read_exceptions(path):
    """(form, [bases]) pairs of an *.exc file, single words only."""
    pairs = []
    with open(path, encoding="latin-1") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) < 2 or not WORD.match(parts[0]):
                continue
            bases = [base for base in parts[1:] if WORD.match(base)]
            if bases:
                pairs.append((parts[0], bases))
    return pairs


def is_past(form):
    """True for the past and past-participle entries of verb.exc.

    The other entries are "-ing" forms ("stopping") and third-person forms ("has",
    "quizzes"); "was" is the one past form that ends in "s".
    """
    if form.endswith("ing"):
        return False
    if form.endswith("s") and form != "was":
        return False
    return True


def licence_text(wordnet):
    """WordNet's licence as Debian ships it, the indented upstream text only."""
    path = os.path.join(wordnet, "..", "doc", "wordnet-base", "copyright")
    path = os.path.normpath(path)
    if not os.path.exists(path):
        path = "/usr/share/doc/wordnet-base/copyright"
    lines = []
    inside = False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("License: WordNet3.0"):
                inside = True
                continue
            if inside:
                if not line.startswith(" "):
                    break
                text = line[1:].rstrip("\n")
                lines.append("" if text == "." else text)
    if not lines:
        sys.exit("generate-lexicon: WordNet licence text not found in " + path)
    return lines


def notice_header(licence):
    """The NOTICE comment that opens every generated file."""
    lines = [
        "// NOTICE: generated by scripts/generate-lexicon.py from WordNet 3.0 (Debian's",
        "// wordnet-base). Do not edit by hand: change the script and run it again.",
        "// The data is WordNet's, under this licence (also in LICENSES/WORDNET-LICENSE.txt):",
        "//",
    ]
    lines += [("// " + line).rstrip() for line in licence]
    return "\n".join(lines) + "\n"


def wrap_words(words):
    """Words separated by spaces, in lines that stay inside the column limit."""
    lines = []
    current = ""
    for word in words:
        candidate = word if not current else current + " " + word
        if len(INDENT) + len(candidate) > LINE_WIDTH:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def string_literal(lines):
    """A multi-line Swift string literal holding `lines`."""
    body = "\n".join(INDENT + line for line in lines)
    return '"""\n' + body + "\n" + INDENT + '"""'


def write_swift(path, licence, doc, name, members):
    text = notice_header(licence) + "\n" + doc + "enum " + name + " {\n"
    text += "\n\n".join(members) + "\n}\n"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    print("wrote", path)


def member(doc_lines, name, lines):
    doc = "".join("    /// " + line + "\n" if line else "    ///\n" for line in doc_lines)
    return doc + "    static let " + name + ": StaticString = " + string_literal(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wordnet", default="/usr/share/wordnet")
    arguments = parser.parse_args()
    wordnet = arguments.wordnet
    if not os.path.isdir(OUT_DIR):
        sys.exit("generate-lexicon: run from the repository root (no " + OUT_DIR + ")")

    licence = licence_text(wordnet)

    # Verbs.
    indexed_verbs = set(read_index(os.path.join(wordnet, "index.verb")))
    past, other = {}, {}
    exception_bases = set()
    for form, bases in read_exceptions(os.path.join(wordnet, "verb.exc")):
        if "be" in bases or form in VERB_FORMS_READ_AS_BASE or form in bases:
            continue
        base = next((b for b in bases if b in indexed_verbs), bases[0])
        exception_bases.add(base)
        (past if is_past(form) else other)[form] = base

    known = set(indexed_verbs) | exception_bases
    for verb in sorted(known):
        if verb.endswith("ize") and verb not in NOT_ISE_VARIANTS:
            known.add(verb[:-3] + "ise")
        elif verb.endswith("yze"):
            known.add(verb[:-3] + "yse")
    for british, american in BRITISH_VERBS.items():
        if american in known:
            known.add(british)
    known.discard("be")

    # Nouns and the other open classes.
    nouns = set(read_index(os.path.join(wordnet, "index.noun")))
    plurals = {}
    for form, bases in read_exceptions(os.path.join(wordnet, "noun.exc")):
        if form in NOUN_FORMS_READ_AS_THEMSELVES or form in bases:
            continue
        plurals[form] = bases[0]

    english = set(nouns)
    for name in ("index.adj", "index.adv"):
        english.update(read_index(os.path.join(wordnet, name)))
    for name in ("noun.exc", "adj.exc", "adv.exc"):
        for form, _ in read_exceptions(os.path.join(wordnet, name)):
            english.add(form)

    def pairs(table):
        return [form + " " + table[form] for form in sorted(table)]

    write_swift(
        os.path.join(OUT_DIR, "IrregularVerbForms.swift"), licence,
        "/// Verb forms that suffix rules cannot undo, from WordNet's verb.exc: one\n"
        "/// \"form base\" pair a line, sorted by form.\n",
        "IrregularVerbForms",
        [
            member(
                ["Past tense and past participle forms: \"paid pay\", \"done do\", \"stopped stop\"."],
                "past", pairs(past)),
            member(
                ["The other exceptions, \"-ing\" and third-person forms: \"stopping stop\", \"has have\"."],
                "other", pairs(other)),
        ])

    write_swift(
        os.path.join(OUT_DIR, "IrregularNounForms.swift"), licence,
        "/// Plurals that suffix rules cannot undo, from WordNet's noun.exc: one \"plural\n"
        "/// singular\" pair a line, sorted by plural.\n",
        "IrregularNounForms",
        [member(["\"children child\", \"mice mouse\", \"wolves wolf\"."], "plurals", pairs(plurals))])

    write_swift(
        os.path.join(OUT_DIR, "KnownVerbs.swift"), licence,
        "/// Single-word verb lemmas, from WordNet's index.verb and verb.exc, with British\n"
        "/// spellings added (\"prioritise\", \"colour\"); \"be\" is left out.\n",
        "KnownVerbs",
        [member(["Sorted, separated by spaces and line breaks."], "words", wrap_words(sorted(known)))])

    write_swift(
        os.path.join(OUT_DIR, "EnglishWords.swift"), licence,
        "/// Single-word nouns, adjectives and adverbs, from WordNet's index and exception\n"
        "/// files: words that spelling correction must leave alone.\n",
        "EnglishWords",
        [member(
            ["Sorted by byte, separated by spaces and line breaks, so `SortedWordList` can",
             "search it in place without building anything at start-up."],
            "words", wrap_words(sorted(english)))])

    os.makedirs(os.path.dirname(LICENCE_PATH), exist_ok=True)
    with open(LICENCE_PATH, "w", encoding="utf-8") as handle:
        handle.write(
            "IrregularVerbForms.swift, IrregularNounForms.swift, KnownVerbs.swift and\n"
            "EnglishWords.swift in Sources/IntentGrammar/Lexicon/ are generated from\n"
            "WordNet 3.0 by scripts/generate-lexicon.py and are distributed under\n"
            "WordNet's licence:\n\n")
        handle.write("\n".join(licence).rstrip() + "\n")
    print("wrote", LICENCE_PATH)
    print(f"tables: {len(past)} past forms, {len(other)} other verb forms, "
          f"{len(plurals)} plurals, {len(known)} verbs, {len(english)} English words")


if __name__ == "__main__":
    main()
