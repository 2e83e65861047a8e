#!/usr/bin/env python3
"""Anki's own library (PyPI `anki`) as an oracle for WordKit's deck text
import and export (Tests/ContentPipelineTests, Tests/WordKitCLITests).

Reads one JSON request on stdin, works in a fresh collection in a temporary
folder, and prints one JSON answer on stdout:

  {"notetypes": [{"name": "N", "fields": ["Front", ...]}],  # optional: note types
                                    # to add first (one card: {{Front}} / {{Back}})
   "imports": [PATH, ...],          # text files to import, in order, as Anki's
                                    # File > Import does with the file's headers
   "import_notetype": "N",          # optional: import into this note type (Anki
                                    # then maps columns to fields by their labels)
   "notes": [{"deck": "A::B", "notetype": "Basic", "fields": [HTML, ...],
              "tags": [...], "guid": "optional"}, ...],   # notes to add after
   "export": PATH,                  # optional: "Notes in Plain Text" with guid,
                                    # note type, deck and tags columns
   "export_html": true}             # ...with HTML (default) or as plain text

  {"anki_version": "...",
   "imports": [{"new": n, "updated": n, "duplicate": n, "conflicting": n,
                "first_field_match": n, "missing_notetype": n,
                "missing_deck": n, "empty_first_field": n}, ...],
   "notes": [{"guid", "deck", "notetype", "fields", "field_names", "tags"}, ...],  # by note id
   "exported": n}

Exits 3, with a message naming the install command, when `anki` is missing.
"""

import json
import os
import sys
import tempfile

try:
    from anki.buildinfo import version as anki_version
    from anki.collection import Collection, ImportCsvRequest
    from anki.import_export_pb2 import CsvMetadataRequest
except ImportError:
    sys.stderr.write("Anki's Python library is not installed; install it with: pip install anki==26.9.3\n")
    sys.exit(3)


def add_notetype(col, spec):
    models = col.models
    notetype = models.new(spec["name"])
    for name in spec["fields"]:
        models.add_field(notetype, models.new_field(name))
    template = models.new_template("Card 1")
    template["qfmt"] = "{{%s}}" % spec["fields"][0]
    template["afmt"] = "{{FrontSide}}<hr id=answer>{{%s}}" % spec["fields"][min(1, len(spec["fields"]) - 1)]
    models.add_template(notetype, template)
    models.add(notetype)


def import_file(col, path, notetype=None):
    if notetype is None:
        metadata = col.get_csv_metadata(path=path, delimiter=None)
    else:
        found = col.models.by_name(notetype)
        if found is None:
            raise SystemExit(f"no note type {notetype!r} to import into")
        # The backend call behind get_csv_metadata, which also takes the note type to map columns to.
        metadata = col._backend.get_csv_metadata(CsvMetadataRequest(path=path, notetype_id=found["id"]))
    log = col.import_csv(ImportCsvRequest(path=path, metadata=metadata)).log
    return {
        name: len(getattr(log, name))
        for name in ("new", "updated", "duplicate", "conflicting", "first_field_match",
                     "missing_notetype", "missing_deck", "empty_first_field")
    }


def add_note(col, spec):
    notetype = col.models.by_name(spec.get("notetype", "Basic"))
    if notetype is None:
        raise SystemExit(f"no note type {spec.get('notetype')!r} in a new collection")
    note = col.new_note(notetype)
    for index, value in enumerate(spec["fields"]):
        note.fields[index] = value
    note.tags = list(spec.get("tags", []))
    if spec.get("guid"):
        note.guid = spec["guid"]
    col.add_note(note, col.decks.id(spec["deck"]))


def describe_notes(col):
    notes = []
    for note_id in sorted(col.find_notes("")):
        note = col.get_note(note_id)
        deck_ids = {col.get_card(card_id).did for card_id in note.card_ids()}
        notes.append({
            "guid": note.guid,
            "deck": col.decks.name(min(deck_ids)),
            "notetype": note.note_type()["name"],
            "fields": list(note.fields),
            "field_names": list(note.keys()),
            "tags": list(note.tags),
        })
    return notes


def main():
    request = json.load(sys.stdin)
    with tempfile.TemporaryDirectory(prefix="anki-oracle-") as folder:
        col = Collection(os.path.join(folder, "collection.anki2"))
        try:
            for spec in request.get("notetypes", []):
                add_notetype(col, spec)
            notetype = request.get("import_notetype")
            answer = {"anki_version": anki_version,
                      "imports": [import_file(col, path, notetype) for path in request.get("imports", [])]}
            for spec in request.get("notes", []):
                add_note(col, spec)
            answer["notes"] = describe_notes(col)
            if request.get("export"):
                answer["exported"] = col.export_note_csv(
                    out_path=request["export"], limit=None, with_html=request.get("export_html", True),
                    with_tags=True, with_deck=True, with_notetype=True, with_guid=True)
        finally:
            col.close()
    json.dump(answer, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
