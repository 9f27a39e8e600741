#!/bin/sh
# Regenerates Reports/real-data.md: maintenance at weekly cuts of the real logs in ../shared/data
# (engine, the real TDEETracker, a naive 28-day balance, the equations) against the balance the next
# 28 days reveal.
#   TDEETRACKER=/work/peer/tdeetracker/tdeetracker Reports/real-data.sh [DATA_DIR]
# TDEETracker (GPL, github francescoalemanno/TDEETracker, commit 25c703b, built outside this repository
# with `g++ -O2 -std=c++17 -I. main.cpp -o tdeetracker`) runs as a separate process on each cut's log;
# nothing of it enters this repository. Without it the report leaves its column empty and says so.
set -eu
cd "$(dirname "$0")/.."
DATA=${1:-/work/shared/data}
swift build -c release --product nutrition-engine >/dev/null
swift build -c release --product nutrition-lab >/dev/null
BIN=.build/release
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Europe/Berlin with days from 04:00: see the report's data section for why.
"$BIN/nutrition-engine" import apple-health-csv "$DATA/apple-health-body-mass.csv" \
    "$DATA/apple-health-dietary-energy.csv" --time-zone Europe/Berlin --day-starts-at-hour 4 \
    > "$WORK/apple-health.json" 2> "$WORK/apple-health.log"
"$BIN/nutrition-engine" import daily-text "$DATA/daily-weight-intake-26d.txt" \
    > "$WORK/daily-text.json" 2> "$WORK/daily-text.log"
if [ -n "${TDEETRACKER:-}" ] && [ ! -x "$TDEETRACKER" ]; then
    echo "TDEETRACKER=$TDEETRACKER is not executable" >&2
    exit 64
fi
[ -n "${TDEETRACKER:-}" ] || echo "TDEETRACKER not set: the report is generated without the real peer" >&2
"$BIN/nutrition-lab" real-data --apple-health "$WORK/apple-health.json" --daily-text "$WORK/daily-text.json" \
    --out Reports/real-data.md
