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
swift build -c release --product nutrition-engine >/dev/null
BIN=.build/release/nutrition-engine
WORK=${TMPDIR:-/tmp}/rescore-benchmark.$$
mkdir -p "$WORK"
trap 'rm -rf "$WORK"' EXIT
INPUT="$WORK/plans.jsonl"
"$BIN" benchmark rescore-input --plans "$PLANS" --days "$DAYS" --seed "$SEED" --out "$INPUT"
BYTES=$(wc -c < "$INPUT")
MB=$(awk -v b="$BYTES" 'BEGIN { printf "%.1f", b / 1e6 }')
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "swift: $(swift --version 2>/dev/null | head -1)"
echo "input: $PLANS plans x $DAYS days, $BYTES bytes ($MB MB)"
cat "$INPUT" > /dev/null   # warm the page cache so every contender reads from memory

# seconds and peak RSS (KB) of a command, from GNU time
measure() {
    /usr/bin/time -v "$@" > /dev/null 2> "$WORK/time.txt" || true
    WALL=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$WORK/time.txt")
    RSS=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time.txt")
}
row() { # name seconds rss
    awk -v n="$1" -v s="$2" -v r="$3" -v b="$BYTES" -v p="$PLANS" -v f="$FLOOR" 'BEGIN {
        printf "| %-40s | %7.3f s | %8.1f MB/s | %8.0f records/s | %6.1f MB | %6.1fx |\n", n, s, b / 1e6 / s, p / s, r / 1024, s / f }'
}
measure wc -l "$INPUT"; FLOOR=$WALL; [ "$(awk -v f="$FLOOR" 'BEGIN { print (f < 0.01) }')" = 1 ] && FLOOR=0.01
echo
echo "| what | wall | throughput | records | peak RSS | x wc -l |"
echo "|---|---|---|---|---|---|"
row "wc -l (I/O floor; GNU time resolution 0.01 s)" "$FLOOR" "$RSS"
for decoder in foundation parser document; do
    measure "$BIN" benchmark decode "$INPUT" --decoder "$decoder"
    case $decoder in
        foundation) name="JSONDecoder into mirror structs" ;;
        parser) name="engine JSONParser alone" ;;
        document) name="engine document reader (parser + checks)" ;;
    esac
    row "$name" "$WALL" "$RSS"
done
for jobs in 1 2; do
    measure "$BIN" rescore "$INPUT" --jobs "$jobs" --out "$WORK/out$jobs.jsonl"
    eval "WALL$jobs=$WALL"
    row "rescore --jobs $jobs (end to end)" "$WALL" "$RSS"
done
cmp -s "$WORK/out1.jsonl" "$WORK/out2.jsonl" && echo "(outputs of --jobs 1 and --jobs 2 are byte-identical)" || echo "OUTPUTS DIFFER between job counts"
awk -v a="$WALL1" -v b="$WALL2" 'BEGIN { printf "scaling 1 -> 2 jobs: %.2fx\n", a / b }'
