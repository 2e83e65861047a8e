#!/usr/bin/env bash
# wordkit lsp: open time and edit→diagnostics latency on a generated 3,000-line
# Markdown file, against `hunspell -a` (the ispell pipe editors used before LSP)
# on the same lines, measured in the same run. Release build.
# Usage: bash Benchmarks/lsp.sh   (from the repository root; `make bench-lsp` does it)
# Needs: hunspell, python3.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.build/release/wordkit
WORK=$(mktemp -d /tmp/wordkit-bench-lsp.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
export LC_ALL=C.UTF-8
export WORDKIT_HOME="$WORK/home"
swift build -c release --product wordkit >/dev/null
$BIN words --lang en > "$WORK/en-forms.txt"
echo "# machine: $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d), load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$BIN" "$WORK/en-forms.txt" Dictionaries/en_US/en_US <<'PY'
import json, random, statistics, subprocess, sys, time

BIN, FORMS, DICT = sys.argv[1:4]
words = [w for w in open(FORMS, encoding="utf-8").read().split("\n") if w.isalpha()]

def document(seed, lines=3000):
    """Markdown: headings, prose with about 2 % misspelled words, fenced code, inline code, links."""
    rng = random.Random(seed)
    out = ["---", "title: A generated document", "---"]
    while len(out) < lines:
        kind = rng.random()
        if kind < 0.05:
            out.append("## " + " ".join(rng.choice(words) for _ in range(4)).capitalize())
        elif kind < 0.08:
            out += ["```swift", "let value = compute(x)", "```"]
        elif kind < 0.12:
            out.append("")
        else:
            sentence = []
            for _ in range(rng.randint(6, 14)):
                word = rng.choice(words)
                if rng.random() < 0.02 and len(word) > 3:
                    i = rng.randrange(len(word) - 1)
                    word = word[:i] + word[i + 1] + word[i] + word[i + 2:]
                sentence.append(word)
            if rng.random() < 0.2:
                sentence.insert(rng.randrange(len(sentence)), "`code_span`")
            if rng.random() < 0.1:
                sentence.append("[link](https://example.com/page)")
            out.append(" ".join(sentence).capitalize() + ".")
    return out[:lines]

class Server:
    def __init__(self):
        self.proc = subprocess.Popen([BIN, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 1
    def send(self, message):
        body = json.dumps(message, ensure_ascii=False).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()
    def read(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            if line in (b"\r\n", b""):
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(self.proc.stdout.read(length))
    def request(self, method, params):
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        self.next_id += 1
        while "id" not in (message := self.read()):
            pass
        return message
    def diagnostics(self, uri, version):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri \
                    and message["params"].get("version") == version:
                return message["params"]["diagnostics"]

def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]

def edits(lines, seed, count):
    rng = random.Random(seed)
    result = []
    for n in range(count):
        line = rng.randrange(len(lines))
        column = rng.randint(0, len(lines[line]))
        text = rng.choice([" zorblex", " house", "s", " teh", " "])
        result.append((line, column, text))
    return result

EDITS = 300
lines = document(1)
server = Server()
start = time.perf_counter()
server.request("initialize", {"capabilities": {}, "initializationOptions": {"language": "en"}})
initialize = (time.perf_counter() - start) * 1000
server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

def open_document(uri, text_lines):
    start = time.perf_counter()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "markdown", "version": 1, "text": "\n".join(text_lines)}}})
    found = server.diagnostics(uri, 1)
    return (time.perf_counter() - start) * 1000, len(found)

cold, cold_found = open_document("file:///bench/one.md", lines)
warm, _ = open_document("file:///bench/two.md", document(2))

latencies = []
for version, (line, column, text) in enumerate(edits(lines, 3, EDITS), start=2):
    start = time.perf_counter()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file:///bench/one.md", "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}}, "text": text}]}})
    server.diagnostics("file:///bench/one.md", version)
    latencies.append((time.perf_counter() - start) * 1000)
    lines[line] = lines[line][:column] + text + lines[line][column:]
server.request("shutdown", None)
server.send({"jsonrpc": "2.0", "method": "exit"})
server.proc.wait()

# Baseline: hunspell -a, the whole file, then one line per edit (what an ispell-pipe editor sends).
lines = document(1)
hunspell = subprocess.Popen(["hunspell", "-a", "-d", DICT, "-p", "/nonexistent-personal-dictionary"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, encoding="utf-8", bufsize=1)
hunspell.stdout.readline()
def hunspell_lines(text_lines):
    for line in text_lines:
        hunspell.stdin.write("^" + line + "\n")
    hunspell.stdin.flush()
    for _ in text_lines:
        while hunspell.stdout.readline() not in ("\n", ""):
            pass
start = time.perf_counter()
hunspell_lines(lines)
hunspell_open = (time.perf_counter() - start) * 1000
baseline = []
for line, column, text in edits(lines, 3, EDITS):
    lines[line] = lines[line][:column] + text + lines[line][column:]
    start = time.perf_counter()
    hunspell_lines([lines[line]])
    baseline.append((time.perf_counter() - start) * 1000)
hunspell.stdin.close()
hunspell.wait()
# And hunspell -l on the whole file: a process that loads the dictionary and lists misspelled words, no suggestions.
start = time.perf_counter()
subprocess.run(["hunspell", "-l", "-d", DICT, "-p", "/nonexistent-personal-dictionary"], input="\n".join(document(1)),
               text=True, encoding="utf-8", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
hunspell_list = (time.perf_counter() - start) * 1000

print()
print(f"## wordkit lsp on a 3,000-line Markdown file ({cold_found} diagnostics; {EDITS} edits; milliseconds, lower is better)")
print("| measure | wordkit lsp | hunspell -a (same lines) | target |")
print("|---|---|---|---|")
print(f"| initialize (starts the process, opens the en_US dictionary and lexicon) | {initialize:.1f} | — | — |")
print(f"| open, first document | {cold:.1f} | {hunspell_open:.1f} (every line through the pipe, with suggestions for each misspelled word) | ≤ 300 |")
print(f"| initialize + open, first document | {initialize + cold:.1f} | {hunspell_list:.1f} (hunspell -l on the file: start, load, check, no suggestions) | — |")
print(f"| open, second document (other text) | {warm:.1f} | — | ≤ 300 |")
print(f"| edit → diagnostics, p50 | {statistics.median(latencies):.2f} | {statistics.median(baseline):.2f} (the edited line) | ≤ 10 |")
print(f"| edit → diagnostics, p99 | {percentile(latencies, 99):.2f} | {percentile(baseline, 99):.2f} | ≤ 50 |")
PY
