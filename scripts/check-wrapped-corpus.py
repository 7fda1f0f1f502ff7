#!/usr/bin/env python3
"""Checks that accuracy holds when corpus messages arrive as e-mail, mbox and SMS backup XML.

Wraps the given corpus files with wrap-corpus.py, runs otpfill --json on every wrapped
message, and prints precision and recall per container next to the plain-text figures.

    scripts/check-wrapped-corpus.py [--otpfill .build/debug/otpfill] Corpus/dev Corpus/holdout
"""
import argparse, collections, glob, json, os, subprocess, sys, tempfile

def score(pairs):
    tp = fp = fn = pos = 0
    for expected, got in pairs:
        if expected: pos += 1
        if got is None:
            if expected: fn += 1
        elif got in expected: tp += 1
        else:
            fp += 1
            if expected: fn += 1
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / pos if pos else 1.0
    return len(pairs), precision, recall, fp, fn

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--otpfill", default=".build/debug/otpfill")
    args = parser.parse_args()
    otpfill = os.path.abspath(args.otpfill)
    here = os.path.dirname(os.path.abspath(__file__))
    files = []
    for path in args.paths:
        files += sorted(glob.glob(os.path.join(path, "**", "*.jsonl"), recursive=True)) if os.path.isdir(path) else [path]
    with tempfile.TemporaryDirectory() as work:
        combined = os.path.join(work, "corpus.jsonl")
        with open(combined, "w", encoding="utf-8") as out:
            for name in files:
                with open(name, encoding="utf-8") as src:
                    out.write(src.read().rstrip("\n") + "\n")
        wrapped = os.path.join(work, "wrapped")
        subprocess.run([sys.executable, os.path.join(here, "wrap-corpus.py"), combined, "--out", wrapped],
                       check=True, stdout=subprocess.DEVNULL)
        expected = [json.loads(line) for line in open(os.path.join(wrapped, "expected.jsonl"), encoding="utf-8")]
        inputs = sorted(glob.glob(os.path.join(wrapped, "eml", "*.eml"))) + [
            os.path.join(wrapped, "corpus.mbox"), os.path.join(wrapped, "backup.xml")]
        inputs = [os.path.relpath(p, wrapped) for p in inputs]
        run = subprocess.run([otpfill, "--json"] + inputs, cwd=wrapped, capture_output=True, text=True)
        got = {}
        for line in run.stdout.splitlines():
            record = json.loads(line)
            got[record["source"]] = record["code"]
        plain = subprocess.run([otpfill, "--json", "--input", "jsonl", combined], capture_output=True, text=True)
        plain_codes = [json.loads(line)["code"] for line in plain.stdout.splitlines()]
        originals = [json.loads(line) for line in open(combined, encoding="utf-8") if line.strip()]
    groups = collections.defaultdict(list)
    groups["plain text"] = [(o["codes"], c) for o, c in zip(originals, plain_codes)]
    missing = 0
    for row in expected:
        if row["source"] not in got: missing += 1
        groups[row["format"]].append((row["codes"], got.get(row["source"])))
    print(f"{'input':12} {'messages':>8} {'precision':>10} {'recall':>8} {'FP':>4} {'FN':>4}")
    for name, pairs in groups.items():
        n, p, r, fp, fn = score(pairs)
        print(f"{name:12} {n:8d} {p*100:9.2f}% {r*100:7.2f}% {fp:4d} {fn:4d}")
    if missing:
        print(f"{missing} wrapped messages produced no result", file=sys.stderr)
        return 1
    return 0

if __name__ == "__main__":
    sys.exit(main())
