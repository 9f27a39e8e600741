#!/usr/bin/env bash
# Rescore speed with food logs (issue 23's goal: >= 0.8x the speed on day-level logs of the same
# days, per byte). Generates two inputs from the same seed, people and days: day-level logs, and
# the same days with --foods N foods each instead of their intake; times `rescore --jobs 1` on each
# in alternated rounds (days, foods, days, foods, ...; page cache warm), and prints the median wall
# and CPU (user + sys, GNU time) per file, MB/s on each and the foods/days ratios (by wall and by
# CPU: the machine is shared, CPU time is the steadier figure), peak RSS, and the md5 of each
# output (the byte-identity check for any speed step on the foods path).
#
# Usage: Reports/rescore-foods.sh [--plans N] [--days D] [--foods N] [--seed S] [--repeats R]
#                                 [--binary PATH] [--lab PATH] [--keep DIR]
# Defaults: 300 plans x 365 days, 4 foods a day, seed 20261130, 3 rounds; builds the release
# nutrition-engine and nutrition-lab unless --binary / --lab name built ones.
set -euo pipefail
PLANS=300
DAYS=365
FOODS=4
SEED=20261130
REPEATS=3
BINARY=
LAB=
KEEP=
while [ $# -gt 0 ]; do
    case $1 in
        --plans) PLANS=$2; shift 2 ;;
        --days) DAYS=$2; shift 2 ;;
        --foods) FOODS=$2; shift 2 ;;
        --seed) SEED=$2; shift 2 ;;
        --repeats) REPEATS=$2; shift 2 ;;
        --binary) BINARY=$2; shift 2 ;;
        --lab) LAB=$2; shift 2 ;;
        --keep) KEEP=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "rescore-foods: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done
cd "$(dirname "$0")/.."
if [ -z "$BINARY" ]; then
    swift build -c release --product nutrition-engine >&2
    BINARY=.build/release/nutrition-engine
fi
if [ -z "$LAB" ]; then
    swift build -c release --product nutrition-lab >&2
    LAB=.build/release/nutrition-lab
fi
WORK=${KEEP:-$(mktemp -d)}
mkdir -p "$WORK"
[ -n "$KEEP" ] || trap 'rm -rf "$WORK"' EXIT
"$LAB" benchmark rescore-input --plans "$PLANS" --days "$DAYS" --seed "$SEED" --out "$WORK/days.jsonl" >/dev/null 2>&1
"$LAB" benchmark rescore-input --plans "$PLANS" --days "$DAYS" --seed "$SEED" --foods "$FOODS" \
    --out "$WORK/foods.jsonl" >/dev/null 2>&1
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $PLANS plans x $DAYS days, $FOODS foods a day, seed $SEED"
run() { # kind round
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -v -o "$WORK/$1.$2.time" "$BINARY" rescore "$WORK/$1.jsonl" --jobs 1 --out "$WORK/$1.out" \
        2>/dev/null
    end=$(date +%s.%N)
    local cpu rss
    cpu=$(awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} END {printf "%.3f", u + s}' "$WORK/$1.$2.time")
    rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$WORK/$1.$2.time")
    echo "$1 $(echo "$end - $start" | bc -l) $cpu $rss" >> "$WORK/runs"
    md5sum "$WORK/$1.out" | cut -d' ' -f1 >> "$WORK/$1.md5"
}
: > "$WORK/runs"; : > "$WORK/days.md5"; : > "$WORK/foods.md5"
for round in $(seq "$REPEATS"); do run days "$round"; run foods "$round"; done
for kind in days foods; do
    [ "$(sort -u "$WORK/$kind.md5" | wc -l)" -eq 1 ] || { echo "rescore-foods: $kind output differs between runs" >&2; exit 1; }
done
python3 - "$WORK" <<'PY'
import os, statistics, sys
work = sys.argv[1]
runs = [line.split() for line in open(os.path.join(work, "runs"))]
size = {k: os.path.getsize(os.path.join(work, f"{k}.jsonl")) / 1e6 for k in ("days", "foods")}
md5 = {k: open(os.path.join(work, f"{k}.md5")).readline().strip() for k in ("days", "foods")}
med = {}
print("| input | MB | wall s (median) | CPU s (median) | MB/s by wall | MB/s by CPU | peak RSS MB | output md5 |")
print("|---|---|---|---|---|---|---|---|")
for k in ("days", "foods"):
    wall = statistics.median(float(r[1]) for r in runs if r[0] == k)
    cpu = statistics.median(float(r[2]) for r in runs if r[0] == k)
    rss = max(int(r[3]) for r in runs if r[0] == k) / 1024
    med[k] = (wall, cpu)
    print(f"| {k} | {size[k]:.1f} | {wall:.2f} | {cpu:.2f} | {size[k] / wall:.1f} | {size[k] / cpu:.1f} | {rss:.0f} | `{md5[k]}` |")
for i, name in ((0, "wall"), (1, "CPU")):
    ratio = (size["foods"] / med["foods"][i]) / (size["days"] / med["days"][i])
    print(f"foods / days, MB/s by {name}: {ratio:.2f}x (goal >= 0.80x)")
print(f"time per record by CPU: foods / days {med['foods'][1] / med['days'][1]:.2f}x (the same records; the foods file is {size['foods'] / size['days']:.2f}x the bytes)")
PY
