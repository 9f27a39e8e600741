#!/usr/bin/env bash
# Rescore speed harness (issue 25). One run, on the same bytes, page cache warm, alternated repeats
# (median of --repeats, default 3):
#   python3 json.loads, orjson and pysimdjson merely parsing every line (parse only, no checks),
#   rescore --jobs 1 and --jobs 2 end to end (wall, CPU = user + sys, peak RSS),
# and the ratios issue 25 names (rescore j1 / orjson, j2 / j1; also j1 / json.loads, j1 / simdjson),
# plus the md5 of the rescore output, so every later speed step can show the bytes did not change.
# orjson and pysimdjson are installed from PyPI into a throwaway virtual environment under $TMPDIR
# (set RESCORE_SPEED_VENV=DIR to keep and reuse one between runs); nothing enters the package.
#
# Usage:
#   Reports/rescore-speed.sh [--plans N] [--days D] [--seed S] [--repeats R] [--input FILE]
#                            [--expect-md5 HEX] [--baseline BINARY] [-- GENERATOR OPTIONS...]
#   Reports/rescore-speed.sh --history [--lengths "90 365 1825 3650"] [--plan-days N] [--repeats R]
#                            [-- GENERATOR OPTIONS...]
# Defaults: 2000 plans x 365 days (109 MB). Everything after `--` goes to
# `nutrition-lab benchmark rescore-input` unchanged (e.g. a later `-- --foods 3`).
# --expect-md5 makes the run fail when the rescore output's md5 differs (the byte-identity check).
# --baseline BINARY times another nutrition-engine build (e.g. one of an earlier commit, copied
# aside) in the same rotation, --jobs 1 and --jobs 2, checks that its output is byte-identical, and
# prints the speedup of this build over it: before and after measured side by side in one run.
# --history measures rescore --jobs 1 per record at each history length (plans = --plan-days / D,
# default 730000 plan-days, about a second a run) and fits time per record = a + b * days. Its
# files are generated with --steady-at-goal (a loss that ends at the landing weight), without which
# most ten-year synthetic records are refused as out of range; refused records are counted. With
# valgrind on the machine it also counts instructions per record (callgrind, the first tenth of
# each file's plans, the empty-input count subtracted): unlike time, the count does not depend on
# the machine's load, so the fit is exact for these documents.
# Figures depend on the machine and its load (printed): read the ratios; record them in
# Reports/rescore-speed.md.
set -euo pipefail
PLANS=2000
DAYS=365
SEED=20261130
REPEATS=3
INPUT=
EXPECT_MD5=
BASELINE=
MODE=speed
LENGTHS="90 365 1825 3650"
PLAN_DAYS=730000
GENERATOR=()
while [ $# -gt 0 ]; do
    case $1 in
        --plans) PLANS=$2; shift 2 ;;
        --days) DAYS=$2; shift 2 ;;
        --seed) SEED=$2; shift 2 ;;
        --repeats) REPEATS=$2; shift 2 ;;
        --input) INPUT=$2; shift 2 ;;
        --expect-md5) EXPECT_MD5=$2; shift 2 ;;
        --baseline) BASELINE=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        --history) MODE=history; shift ;;
        --lengths) LENGTHS=$2; shift 2 ;;
        --plan-days) PLAN_DAYS=$2; shift 2 ;;
        --) shift; GENERATOR=("$@"); break ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "rescore-speed: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done
[ -z "$INPUT" ] || INPUT=$(cd "$(dirname "$INPUT")" && pwd)/$(basename "$INPUT")
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
BIN=$PWD/.build/release/nutrition-engine
LAB=$PWD/.build/release/nutrition-lab
WORK=$(mktemp -d "${TMPDIR:-/tmp}/rescore-speed.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

VENV=${RESCORE_SPEED_VENV:-$WORK/venv}
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import orjson, simdjson' 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check orjson pysimdjson
fi
PY=$VENV/bin/python

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg) (start)"
echo "swift: $(swift --version 2>/dev/null | head -1)"
echo "python: $("$PY" -c 'import sys, orjson, importlib.metadata as m
print(sys.version.split()[0], "orjson", orjson.__version__, "pysimdjson", m.version("pysimdjson"))')"
echo "commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo ' (with uncommitted changes)')"

# One timed run: wall seconds (date, ns), CPU seconds (user + sys) and peak RSS (KB) from GNU time,
# appended to $RESULTS as "name<TAB>wall<TAB>cpu<TAB>rss". A failing command stops the harness:
# a contender that failed early would otherwise look fast.
RESULTS=$WORK/results.tsv
: > "$RESULTS"
measure() { # name command...
    local name=$1 start end
    shift
    start=$(date +%s.%N)
    if ! /usr/bin/time -f "%U %S %M" -o "$WORK/time.txt" "$@" > "$WORK/stdout.txt" 2> "$WORK/stderr.txt"; then
        echo "rescore-speed: '$name' failed:" >&2
        cat "$WORK/stderr.txt" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    awk -v n="$name" -v a="$start" -v b="$end" '{ printf "%s\t%.4f\t%.2f\t%d\n", n, b - a, $1 + $2, $3 }' \
        "$WORK/time.txt" >> "$RESULTS"
}

generate() { # plans days file [extra generator option]
    if ! "$LAB" benchmark rescore-input --plans "$1" --days "$2" --seed "$SEED" --out "$3" ${4:+"$4"} \
        ${GENERATOR[@]+"${GENERATOR[@]}"} 2> "$WORK/generator.txt"; then
        echo "rescore-speed: the generator failed:" >&2
        cat "$WORK/generator.txt" >&2
        exit 1
    fi
}

# The parse-only contenders: each parses every line of the file (binary, line by line, as rescore
# reads it) and prints how many it parsed, which is checked against the file's line count.
# pysimdjson's Parser.parse builds and validates simdjson's DOM of the whole document; the Python
# proxy it returns is dropped at once (the parser reuses its buffers for the next line).
parse_program() { # "import ...; parse = ..."
    printf '%s\n' "import sys; $1" 'n = 0' 'for line in open(sys.argv[1], "rb"):' '    parse(line); n += 1' 'print(n)'
}

if [ "$MODE" = speed ]; then
    if [ -z "$INPUT" ]; then
        INPUT=$WORK/plans.jsonl
        generate "$PLANS" "$DAYS" "$INPUT"
        echo "input: $PLANS plans x $DAYS days, seed $SEED${GENERATOR[*]:+, generator options: ${GENERATOR[*]}}"
    else
        echo "input: $INPUT"
    fi
    BYTES=$(wc -c < "$INPUT")
    LINES=$(awk 'END { print NR }' "$INPUT")   # a last line without a line feed counts too
    echo "input: $BYTES bytes ($(awk -v b="$BYTES" 'BEGIN { printf "%.1f", b / 1e6 }') MB), $LINES lines, md5 $(md5sum < "$INPUT" | cut -c1-32)"
    cat "$INPUT" > /dev/null   # warm the page cache: every contender reads from memory
    FIRST_MD5=
    for round in $(seq "$REPEATS"); do
        measure "python3 startup + import json, orjson, simdjson" "$PY" -c 'import json, orjson, simdjson'
        for contender in json orjson simdjson; do
            case $contender in
                json) setup="import json; parse = json.loads"; name="python3 json.loads, parse only" ;;
                orjson) setup="import orjson; parse = orjson.loads"; name="orjson.loads, parse only" ;;
                simdjson) setup="import simdjson; parse = simdjson.Parser().parse"; name="pysimdjson Parser.parse, parse only" ;;
            esac
            measure "$name" "$PY" -c "$(parse_program "$setup")" "$INPUT"
            [ "$(cat "$WORK/stdout.txt")" = "$LINES" ] || { echo "rescore-speed: $contender parsed $(cat "$WORK/stdout.txt") of $LINES lines" >&2; exit 1; }
        done
        for jobs in 1 2 baseline1 baseline2; do
            if [ "${jobs#baseline}" != "$jobs" ]; then
                [ -n "$BASELINE" ] || continue
                measure "baseline rescore --jobs ${jobs#baseline}, end to end" "$BASELINE" rescore "$INPUT" --jobs "${jobs#baseline}" --out "$WORK/out.jsonl"
            else
                measure "rescore --jobs $jobs, end to end" "$BIN" rescore "$INPUT" --jobs "$jobs" --out "$WORK/out.jsonl"
            fi
            md5=$(md5sum < "$WORK/out.jsonl" | cut -c1-32)
            FIRST_MD5=${FIRST_MD5:-$md5}
            if [ "$md5" != "$FIRST_MD5" ]; then
                echo "rescore-speed: OUTPUT DIFFERS: round $round --jobs $jobs gave md5 $md5, first run $FIRST_MD5" >&2
                exit 1
            fi
        done
    done
    echo "load average $(cut -d' ' -f1-3 /proc/loadavg) (end)"
    RUNS=$((2 * REPEATS))
    [ -z "$BASELINE" ] || RUNS=$((4 * REPEATS))
    echo "rescore output: $(wc -l < "$WORK/out.jsonl") lines, $(wc -c < "$WORK/out.jsonl") bytes, md5 $FIRST_MD5 (all $RUNS runs, --jobs 1 and 2${BASELINE:+ and the baseline}, identical)"
    [ -z "$BASELINE" ] || echo "baseline: $BASELINE"
    echo
    "$PY" - "$RESULTS" "$BYTES" "$LINES" "$REPEATS" <<'EOF'
import statistics, sys
path, size, lines, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
runs = {}
for row in open(path):
    name, wall, cpu, rss = row.rstrip("\n").split("\t")
    runs.setdefault(name, []).append((float(wall), float(cpu), int(rss)))
med = {name: (statistics.median(r[0] for r in rs), statistics.median(r[1] for r in rs), max(r[2] for r in rs))
       for name, rs in runs.items()}
print(f"medians of {repeats} alternated runs ({size / 1e6:.1f} MB, {lines} records); peak RSS is the largest of the runs")
print()
print("| what | wall (each run) | wall, median | CPU, median | MB/s (wall) | MB per CPU-s | records/s | peak RSS |")
print("|---|---|---|---|---|---|---|---|")
for name, (wall, cpu, rss) in med.items():
    each = " ".join(f"{r[0]:.3f}" for r in runs[name])
    if name.startswith("python3 startup"):
        print(f"| {name} | {each} | {wall:.3f} s | {cpu:.2f} s | | | | {rss / 1024:.1f} MB |")
        continue
    percpu = f"{size / 1e6 / cpu:.1f}" if cpu > 0 else "-"
    print(f"| {name} | {each} | {wall:.3f} s | {cpu:.2f} s | {size / 1e6 / wall:.1f} | {percpu} | {lines / wall:.0f} | {rss / 1024:.1f} MB |")
print()
j1, j2 = med["rescore --jobs 1, end to end"], med["rescore --jobs 2, end to end"]
def ratio(label, base_name, goal=None):
    base = med[base_name]
    wall, cpu = base[0] / j1[0], base[1] / j1[1]
    mark = "" if goal is None else (f"  (goal >= {goal}: {'met' if wall >= goal else 'NOT met'})")
    print(f"rescore --jobs 1 / {label}: {wall:.2f}x its speed (wall), {cpu:.2f}x per CPU-second{mark}")
ratio("orjson parse only", "orjson.loads, parse only", 1.0)
ratio("json.loads parse only", "python3 json.loads, parse only")
ratio("pysimdjson parse only", "pysimdjson Parser.parse, parse only")
# The Python contenders' walls include the interpreter's start and imports; with it taken off,
# the comparison is with their parse loops alone (stricter; it matters on small files).
startup = med["python3 startup + import json, orjson, simdjson"][0]
print("with python's start (%.3f s) taken off the parse-only walls: rescore --jobs 1 / orjson %.2fx, "
      "/ json.loads %.2fx, / pysimdjson %.2fx" % (startup, *((med[n][0] - startup) / j1[0] for n in (
          "orjson.loads, parse only", "python3 json.loads, parse only", "pysimdjson Parser.parse, parse only"))))
scaling = j1[0] / j2[0]
print(f"rescore --jobs 2 / --jobs 1: {scaling:.2f}x (wall; CPU {j2[1]:.2f} s against {j1[1]:.2f} s)  (goal >= 1.8: {'met' if scaling >= 1.8 else 'NOT met'})")
if "baseline rescore --jobs 1, end to end" in med:
    old = med["baseline rescore --jobs 1, end to end"]
    pairs = [b[0] / a[0] for a, b in zip(runs["rescore --jobs 1, end to end"], runs["baseline rescore --jobs 1, end to end"])]
    print(f"this build against the baseline, --jobs 1: {old[0] / j1[0]:.2f}x faster (wall, medians), {old[1] / j1[1]:.2f}x "
          f"less CPU; round by round {' '.join(f'{p:.2f}' for p in pairs)}; baseline / orjson "
          f"{med['orjson.loads, parse only'][0] / old[0]:.2f}x (wall)")
    old2 = med["baseline rescore --jobs 2, end to end"]
    pairs = [b[0] / a[0] for a, b in zip(runs["rescore --jobs 2, end to end"], runs["baseline rescore --jobs 2, end to end"])]
    print(f"this build against the baseline, --jobs 2: {old2[0] / j2[0]:.2f}x faster (wall, medians), {old2[1] / j2[1]:.2f}x "
          f"less CPU; round by round {' '.join(f'{p:.2f}' for p in pairs)}; baseline --jobs 2 / --jobs 1 "
          f"{old[0] / old2[0]:.2f}x (wall)")
print(f"peak RSS: --jobs 1 {j1[2] / 1024:.1f} MB, --jobs 2 {j2[2] / 1024:.1f} MB (goal < 100 MB for a 1 GB input)")
EOF
    if [ -n "$EXPECT_MD5" ] && [ "$EXPECT_MD5" != "$FIRST_MD5" ]; then
        echo "rescore-speed: OUTPUT CHANGED: md5 $FIRST_MD5, expected $EXPECT_MD5" >&2
        exit 1
    fi
    [ -z "$EXPECT_MD5" ] || echo "md5 as expected ($EXPECT_MD5)"
    exit 0
fi

# --history: per-record cost of rescore --jobs 1 against history length. Each length gets its own
# file of about --plan-days plan-days; a run on an empty file (process start, no record) is timed
# in the same rotation and subtracted before dividing by the plan count.
: > "$WORK/empty.jsonl"
echo "history lengths: $LENGTHS days, about $PLAN_DAYS plan-days a file, seed $SEED, generator options: --steady-at-goal ${GENERATOR[*]:-}"
: > "$WORK/files.tsv"
for days in $LENGTHS; do
    plans=$(( (PLAN_DAYS + days / 2) / days ))
    generate "$plans" "$days" "$WORK/plans-$days.jsonl" --steady-at-goal
    printf '%s\t%s\t%s\n' "$days" "$plans" "$(wc -c < "$WORK/plans-$days.jsonl")" >> "$WORK/files.tsv"
    cat "$WORK/plans-$days.jsonl" > /dev/null
done
for round in $(seq "$REPEATS"); do
    measure "start" "$BIN" rescore "$WORK/empty.jsonl" --jobs 1 --out "$WORK/out.jsonl"
    for days in $LENGTHS; do
        measure "$days" "$BIN" rescore "$WORK/plans-$days.jsonl" --jobs 1 --out "$WORK/out-$days.jsonl"
    done
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) (end)"
if command -v valgrind > /dev/null; then
    instructions() { # file -> instructions executed by rescore --jobs 1 over it
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN" rescore "$1" --jobs 1 --out /dev/null 2>&1 \
            | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
    }
    base=$(instructions "$WORK/empty.jsonl")
    for days in $LENGTHS; do
        plans=$(awk -v d="$days" '$1 == d { print int(($2 + 9) / 10) }' "$WORK/files.tsv")
        head -n "$plans" "$WORK/plans-$days.jsonl" > "$WORK/sample.jsonl"
        printf '%s\t%s\t%s\n' "$days" "$plans" "$(( $(instructions "$WORK/sample.jsonl") - base ))" >> "$WORK/instructions.tsv"
    done
fi
for days in $LENGTHS; do
    refused=$(grep -c '"status":"invalid"' "$WORK/out-$days.jsonl" || true)
    printf '%s\t%s\t%s\t%s\n' "$(awk -v d="$days" '$1 == d' "$WORK/files.tsv")" "$refused" \
        "$(grep -c '"recommendation":null' "$WORK/out-$days.jsonl" || true)" \
        "$(md5sum < "$WORK/out-$days.jsonl" | cut -c1-32)" >> "$WORK/lengths.tsv"
done
echo
"$PY" - "$RESULTS" "$WORK/lengths.tsv" "$REPEATS" "$WORK/instructions.tsv" <<'EOF'
import statistics, sys
import math, os
results, files, repeats, counted = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
runs = {}
for row in open(results):
    name, wall, cpu, rss = row.rstrip("\n").split("\t")
    runs.setdefault(name, []).append((float(wall), float(cpu), int(rss)))
def med(name, i):
    return statistics.median(r[i] for r in runs[name])
start_wall, start_cpu = med("start", 0), med("start", 1)
print(f"process start (empty input), subtracted: {start_wall * 1000:.1f} ms wall, {start_cpu * 1000:.0f} ms CPU (median of {repeats})")
print()
print("| days | plans | MB | refused | manual-only (no recommendation) | wall (each run) | MB/s | wall per record | CPU per record "
      "| per record per day | peak RSS | output md5 |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
points = []
for row in open(files):
    fields = row.split()
    days, plans, size, refused, manual = (int(x) for x in fields[:5])
    wall, cpu = med(str(days), 0), med(str(days), 1)
    rss = max(r[2] for r in runs[str(days)])
    per = (wall - start_wall) / plans
    per_cpu = (cpu - start_cpu) / plans
    points.append((days, per, per_cpu))
    each = " ".join(f"{r[0]:.3f}" for r in runs[str(days)])
    print(f"| {days:,} | {plans:,} | {size / 1e6:.1f} | {refused} | {manual} | {each} | {size / 1e6 / wall:.1f} | "
          f"{per * 1e3:.3f} ms | {per_cpu * 1e3:.3f} ms | {per / days * 1e6:.2f} us | {rss / 1024:.1f} MB | "
          f"{fields[5][:12]} |")
def fit(index, points=points):
    xs = [p[0] for p in points]; ys = [p[index] for p in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    a = my - b * mx
    ss = sum((y - my) ** 2 for y in ys)
    r2 = 1 - sum((y - a - b * x) ** 2 for x, y in zip(xs, ys)) / ss if ss > 0 else 1.0
    worst = max(abs(y - a - b * x) / y for x, y in zip(xs, ys))
    return a, b, r2, worst
print()
for label, index in (("wall", 1), ("CPU", 2)):
    a, b, r2, worst = fit(index)
    print(f"least-squares line ({label}): time per record = {a * 1e6:.1f} us + {b * 1e6:.3f} us x days "
          f"(R^2 {r2:.5f}; largest residual {worst * 100:.1f} % of a point)")
# Growth between neighbouring lengths as an exponent: time ~ days^k, k = 1 is linear.
print("growth exponent between neighbouring lengths (wall per record ~ days^k; 1 = linear): " + ", ".join(
    f"{p[0]:,}->{q[0]:,}: {math.log(q[1] / p[1]) / math.log(q[0] / p[0]):.2f}" for p, q in zip(points, points[1:])))
first, last = points[0], points[-1]
print(f"per-day cost, {last[0]:,} days against {first[0]:,}: {last[1] / last[0] / (first[1] / first[0]):.2f}x (1.00 = linear with no fixed part)")
if os.path.exists(counted) and os.path.getsize(counted) > 0:
    print()
    print("instructions per record (callgrind; the empty-input run's count subtracted):")
    print()
    print("| days | plans | instructions per record | per record per day |")
    print("|---|---|---|---|")
    counts = []
    for row in open(counted):
        days, plans, total = (int(x) for x in row.split())
        counts.append((days, total / plans))
        print(f"| {days:,} | {plans:,} | {total / plans / 1e6:.3f} M | {total / plans / days:,.0f} |")
    a, b, r2, worst = fit(1, counts)
    print()
    print(f"least-squares line (instructions): per record = {a / 1e6:.3f} M + {b:,.0f} x days "
          f"(R^2 {r2:.5f}; largest residual {worst * 100:.1f} % of a point)")
    print("growth exponent between neighbouring lengths (instructions per record ~ days^k): " + ", ".join(
        f"{p[0]:,}->{q[0]:,}: {math.log(q[1] / p[1]) / math.log(q[0] / p[0]):.3f}" for p, q in zip(counts, counts[1:])))
EOF
