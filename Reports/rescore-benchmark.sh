#!/bin/sh
# Rescore benchmark: generates N synthetic plans (a year of days each) as JSON Lines, then measures
# side by side, in one run, on the same file:
#   wc -l (the I/O floor), Foundation's JSONDecoder into Decodable mirror structs, the engine's
#   JSONParser alone, the engine's document reader (parser + field checks), and rescore end to end
#   with --jobs 1 and --jobs 2 (wall time and peak RSS from /usr/bin/time -v).
# Usage: Reports/rescore-benchmark.sh [PLANS] [DAYS] [SEED]     (default 2000 plans, 365 days)
# Figures depend on the machine and its load: compare the ratios, and record them in
# Reports/rescore-benchmark.md with the machine context this script prints.
set -eu
PLANS=${1:-2000}
DAYS=${2:-365}
SEED=${3:-20261130}
cd "$(dirname "$0")/.."
swift build -c release >/dev/null   # both executables: nutrition-engine (rescore) and nutrition-lab (input, decoders)
BIN=.build/release/nutrition-engine
LAB=.build/release/nutrition-lab
WORK=${TMPDIR:-/tmp}/rescore-benchmark.$$
mkdir -p "$WORK"
trap 'rm -rf "$WORK"' EXIT
INPUT="$WORK/plans.jsonl"
"$LAB" benchmark rescore-input --plans "$PLANS" --days "$DAYS" --seed "$SEED" --out "$INPUT" 2> /dev/null
BYTES=$(wc -c < "$INPUT")
MB=$(awk -v b="$BYTES" 'BEGIN { printf "%.1f", b / 1e6 }')
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "swift: $(swift --version 2>/dev/null | head -1)"
echo "input: $PLANS plans x $DAYS days, $BYTES bytes ($MB MB)"
cat "$INPUT" > /dev/null   # warm the page cache so every contender reads from memory

# wall seconds (date, ns), CPU seconds (user + sys) and peak RSS (KB) of a command, from GNU time
measure() {
    START=$(date +%s.%N)
    /usr/bin/time -f "%U %S %M" -o "$WORK/time.txt" "$@" > /dev/null 2>&1 || true
    END=$(date +%s.%N)
    WALL=$(awk -v a="$START" -v b="$END" 'BEGIN { printf "%.3f", b - a }')
    CPU=$(awk '{ printf "%.2f", $1 + $2 }' "$WORK/time.txt")
    RSS=$(awk '{ print $3 }' "$WORK/time.txt")
}
row() { # name
    awk -v n="$1" -v s="$WALL" -v c="$CPU" -v r="$RSS" -v b="$BYTES" -v p="$PLANS" -v f="$FLOOR" 'BEGIN {
        cpu = c > 0 ? sprintf("%8.1f", b / 1e6 / c) : "       -"
        printf "| %-42s | %7.3f s | %6.2f s | %8.1f MB/s | %s MB/s | %8.0f | %6.1f MB | %6.1fx |\n", n, s, c, b / 1e6 / s, cpu, p / s, r / 1024, s / f }'
}
measure wc -l "$INPUT"; FLOOR=$WALL
echo
echo "| what | wall | CPU (user+sys) | MB/s (wall) | MB per CPU-second | records/s | peak RSS | x wc -l |"
echo "|---|---|---|---|---|---|---|---|"
row "wc -l (I/O floor)"
for decoder in foundation parser document; do
    measure "$LAB" benchmark decode "$INPUT" --decoder "$decoder"
    case $decoder in
        foundation) name="JSONDecoder into Decodable mirror structs" ;;
        parser) name="engine JSONParser alone" ;;
        document) name="engine document reader (parser + checks)" ;;
    esac
    row "$name"
done
# Python's C json.loads merely parsing every line (no checks, no scoring): the reference for the
# "at least 0.6x json.loads" goal, measured in the same run on the same file.
measure python3 -c 'import json, sys
for line in open(sys.argv[1], "rb"): json.loads(line)' "$INPUT"
PYWALL=$WALL
row "python3 json.loads per line (C parser)"
for jobs in 1 2; do
    measure "$BIN" rescore "$INPUT" --jobs "$jobs" --out "$WORK/out$jobs.jsonl"
    eval "WALL$jobs=$WALL"
    row "rescore --jobs $jobs (end to end)"
done
cmp -s "$WORK/out1.jsonl" "$WORK/out2.jsonl" && echo "(outputs of --jobs 1 and --jobs 2 are byte-identical)" || echo "OUTPUTS DIFFER between job counts"
awk -v a="$WALL1" -v b="$WALL2" 'BEGIN { printf "scaling 1 -> 2 jobs: %.2fx\n", a / b }'
awk -v a="$WALL1" -v p="$PYWALL" 'BEGIN { printf "rescore --jobs 1 vs json.loads: %.2fx its speed\n", p / a }'
