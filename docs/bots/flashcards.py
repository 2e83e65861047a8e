#!/usr/bin/env python3
"""Learning bot for `wordkit play flashcards --json`: reveals every card, marks
it wrong the first time (it did not know the answer) and right once it has
seen the answer. With --requeue-wrong it ends knowing the whole deck.

Usage: flashcards.py [PLAY OPTIONS...]   e.g. flashcards.py --deck colors --requeue-wrong
Runs $WORDKIT (default: wordkit), prints the end event, exits 0 when every card was answered.
"""
import json, os, subprocess, sys

game = subprocess.Popen([os.environ.get("WORDKIT", "wordkit"), "play", "flashcards", "--json", *sys.argv[1:]],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
event, known = {}, {}
for line in game.stdout:
    event = json.loads(line)
    if event["event"] == "card":
        reply = "reveal"
    elif event["event"] == "answer":
        reply = "right" if known.get(event["id"]) == event["answer"] else "wrong"
        known[event["id"]] = event["answer"]
    elif event["event"] == "end":
        break
    else:
        continue
    game.stdin.write(reply + "\n")
    game.stdin.flush()
game.stdin.close()
game.wait()
print(json.dumps(event))
sys.exit(0 if event.get("event") == "end" and event["reason"] == "no-cards" else 1)
