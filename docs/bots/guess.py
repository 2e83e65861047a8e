#!/usr/bin/env python3
"""Binary-search bot for `wordkit play guess --json`.

Usage: guess.py [PLAY OPTIONS...]   e.g. guess.py --seed 7 --lives 7
Runs $WORDKIT (default: wordkit), prints the end event, exits 0 on a win.
"""
import json, os, subprocess, sys

game = subprocess.Popen([os.environ.get("WORDKIT", "wordkit"), "play", "guess", "--json", *sys.argv[1:]],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
for line in game.stdout:
    event = json.loads(line)
    if event["event"] == "end":
        print(line, end="")
        break
    if event["event"] in ("start", "guess") and event.get("result") != "correct":
        game.stdin.write(f"{(event['min'] + event['max']) // 2}\n")  # the middle of what is left
        game.stdin.flush()
game.stdin.close()
game.wait()
sys.exit(0 if event.get("won") else 1)
