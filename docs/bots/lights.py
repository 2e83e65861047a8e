#!/usr/bin/env python3
"""Lights-out solver bot for `wordkit play lights --json`: wins in the fewest presses.

Usage: lights.py [PLAY OPTIONS...]   e.g. lights.py --seed 7 --size 5
Runs $WORDKIT (default: wordkit), prints the end event, exits 0 on a win.
"""
import json, os, subprocess, sys

def solve(board):
    """Every solution follows from its first row (light chasing); keep the shortest."""
    n, best = len(board), None
    for mask in range(1 << n):
        lit, presses = [[c == "#" for c in row] for row in board], []
        for r, c in [(0, c) for c in range(n) if mask >> c & 1] + [(r, c) for r in range(1, n) for c in range(n)]:
            if r > 0 and not lit[r - 1][c]: continue
            presses.append((r, c))
            for y, x in ((r, c), (r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < n and 0 <= x < n: lit[y][x] = not lit[y][x]
        if not any(lit[-1]) and (best is None or len(presses) < len(best)): best = presses
    return best

game = subprocess.Popen([os.environ.get("WORDKIT", "wordkit"), "play", "lights", "--json", *sys.argv[1:]],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
line = game.stdout.readline()
if not line:  # wordkit failed before starting; it said why on stderr
    sys.exit(game.wait() or 1)
start = json.loads(line)
game.stdin.write("".join(f"{r} {c}\n" for r, c in solve(start["board"])))  # one press a line
game.stdin.close()
end = [json.loads(line) for line in game.stdout][-1]  # press events, then the end
game.wait()
print(json.dumps(end))
sys.exit(0 if end["event"] == "end" and end["won"] and end["steps"] == start["minimalPresses"] else 1)
