#!/usr/bin/env bash
# otpfill speed and memory next to grep -P, in one run on this machine (make bench).
#
#   bench/run.sh [RUNS]        RUNS timed runs per row (default 3); the median is reported
#
# Generates a deterministic corpus under bench/out/ (bench/gen.py: 100 MB of SMS-like lines,
# 10 % with a code, the same messages as JSON Lines, and a 20 MB mbox of e-mails), builds the release binary, and
# prints a Markdown table: wall time (median), MB/s, messages/s, peak RSS, ratio to grep.
# Environment: BYTES (corpus size, default 100000000), OTPFILL (a binary to measure instead).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
BYTES=${BYTES:-100000000}
OUT=bench/out
mkdir -p "$OUT"

if [ ! -s "$OUT/sms.txt" ] || [ "$(stat -c %s "$OUT/sms.txt")" -lt "$BYTES" ] || [ ! -s "$OUT/sms.jsonl" ] || [ ! -s "$OUT/mail.mbox" ]; then
    python3 bench/gen.py "$OUT/sms.txt" --bytes "$BYTES" --jsonl "$OUT/sms.jsonl" --mbox "$OUT/mail.mbox"
fi
if [ -z "${OTPFILL:-}" ]; then
    make --no-print-directory release >&2
    OTPFILL=.build/release/otpfill
fi
LINES=$(wc -l < "$OUT/sms.txt")
MAILS=$(grep -c '^From ' "$OUT/mail.mbox" || true)
# The keyword-near-digits pattern of the performance notes (docs: ../shared/notes).
PATTERN='(?i)(?:(?:verification|code|otp|passcode|pin|验证码|código).{0,40}?(?<!\d)(?<code>\d{4,8})(?!\d)|(?<!\d)(?<code2>\d{4,8})(?!\d).{0,40}?(?:verification|code|otp|passcode|pin|验证码|código))'

# measure NAME FILE COMMAND...: RUNS timed runs, output through a pipe (grep stops early on /dev/null).
results="$OUT/results.tsv"
: > "$results"
measure() {
    local name=$1 file=$2; shift 2
    local times=() rss=() cpus=() i
    for ((i = 0; i < RUNS; i++)); do
        /usr/bin/time -f "%e %M %U %S" -o "$OUT/time.txt" "$@" | cat > /dev/null || true
        read -r t m u s < "$OUT/time.txt"
        times+=("$t"); rss+=("$m"); cpus+=("$(python3 -c "print(round($u + $s, 2))")")
    done
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$(stat -c %s "$file")" "${times[*]}" "${rss[*]}" "${cpus[*]}" >> "$results"
}

measure 'grep -cP (LC_ALL=C.UTF-8)' "$OUT/sms.txt" env LC_ALL=C.UTF-8 grep -cP "$PATTERN" "$OUT/sms.txt"
measure 'otpfill --input lines --jobs 1' "$OUT/sms.txt" "$OTPFILL" --input lines --jobs 1 "$OUT/sms.txt"
measure 'otpfill --input lines --jobs 2' "$OUT/sms.txt" "$OTPFILL" --input lines --jobs 2 "$OUT/sms.txt"
measure 'otpfill --input jsonl --jobs 1' "$OUT/sms.jsonl" "$OTPFILL" --input jsonl --jobs 1 "$OUT/sms.jsonl"
measure 'otpfill --input jsonl --jobs 2' "$OUT/sms.jsonl" "$OTPFILL" --input jsonl --jobs 2 "$OUT/sms.jsonl"
if "$OTPFILL" extract --help 2>&1 | grep -q mbox && [ -s "$OUT/mail.mbox" ]; then
    measure 'otpfill --input mbox' "$OUT/mail.mbox" "$OTPFILL" --input mbox "$OUT/mail.mbox"
fi

# Start-up: one SMS in, code out.
printf 'Your Acme verification code is 481516. It expires in 10 minutes.\n' > "$OUT/one.txt"
startup="n/a"
if command -v hyperfine > /dev/null; then
    hyperfine -N --warmup 10 --runs 200 --export-json "$OUT/startup.json" "$OTPFILL $OUT/one.txt" > /dev/null 2>&1 || true
    [ -s "$OUT/startup.json" ] && startup=$(python3 -c 'import json,sys; print("%.2f ms" % (json.load(open(sys.argv[1]))["results"][0]["median"] * 1000))' "$OUT/startup.json")
fi

python3 - "$results" "$LINES" "$startup" "$MAILS" <<'PY'
import statistics, sys, platform, subprocess
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
lines, startup, mails = int(sys.argv[2]), sys.argv[3], int(sys.argv[4] or 0)
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
cores = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
print(f"Machine: {cpu}, {cores} cores, {platform.system()} {platform.release()}; {lines:,} messages per file\n")
print("| command | input | wall (median of runs) | MB/s | messages/s | CPU user+sys (median) | peak RSS | wall vs grep |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
base = None
for name, size, times, rss, cpus in rows:
    t = statistics.median(float(x) for x in times.split())
    m = max(int(x) for x in rss.split()) / 1024
    size = int(size)
    base = base or t
    c = statistics.median(float(x) for x in cpus.split())
    count = mails if "mbox" in name else lines
    print(f"| `{name}` | {size / 1e6:.0f} MB | {t:.2f} s ({times.replace(' ', ', ')}) | {size / 1e6 / t:.0f} | {count / t / 1e6:.2f} M | {c:.2f} s | {m:.1f} MB | {t / base:.2f}× |")
print(f"\nStart-up, one message (`hyperfine -N --warmup 10 --runs 200`, median): {startup}")
PY
