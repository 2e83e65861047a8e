#!/usr/bin/env python3
"""Word-scramble bot for `wordkit play scramble --json`: submits every word
`wordkit anagrams` makes from the root, then ends the round.

Usage: scramble.py [PLAY OPTIONS...]   e.g. scramble.py --seed 7 --lang en --length 8
Runs $WORDKIT (default: wordkit), prints the end event, exits 0 when no word was missed.
"""
import json, os, subprocess, sys

wordkit = os.environ.get("WORDKIT", "wordkit")
game = subprocess.Popen([wordkit, "play", "scramble", "--json", *sys.argv[1:]],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
line = game.stdout.readline()
if not line:  # wordkit failed before starting; it said why on stderr
    sys.exit(game.wait() or 1)
start = json.loads(line)
words = subprocess.run([wordkit, "anagrams", start["root"], "--lang", start["language"],
                        "--min-length", str(start["minLength"])],
                       capture_output=True, text=True, check=True).stdout.split()
game.stdin.write("".join(word + "\n" for word in words) + ":quit\n")  # a word a line, then quit
game.stdin.close()
end = [json.loads(line) for line in game.stdout][-1]  # accepted/rejected events, then the end
game.wait()
print(json.dumps(end))
sys.exit(0 if end["event"] == "end" and not end["missed"] else 1)
