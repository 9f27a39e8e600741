#!/bin/sh
# Regenerates Reports/maintenance-calibration.md with the real TDEETracker beside the engine.
#   TDEETRACKER=/path/to/tdeetracker Reports/maintenance-calibration.sh [SEED] [TRAINEES]
# TDEETracker (GPL, github francescoalemanno/TDEETracker, commit 25c703b, built with
# `g++ -O2 -std=c++17 -I. main.cpp`) is run as a separate process on each trainee's log; nothing of
# it enters this repository. Without the binary the report is generated without it and says so.
set -eu
SEED=${1:-20261130}
TRAINEES=${2:-1000}
cd "$(dirname "$0")/.."
swift build -c release --product nutrition-lab >/dev/null
ENGINE=.build/release/nutrition-lab
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if [ -n "${TDEETRACKER:-}" ] && [ -x "$TDEETRACKER" ]; then
    mkdir "$WORK/in"
    "$ENGINE" calibrate --seed "$SEED" --trainees "$TRAINEES" --peer-inputs "$WORK/in" >/dev/null
    : > "$WORK/results.txt"
    for file in "$WORK"/in/*.txt; do
        index=$(basename "$file" .txt | sed 's/^0*//')
        [ -n "$index" ] || index=0
        # The last dated line holds the final estimate: "... - TDEE: 2410.00 ± 30.00 ...".
        line=$("$TDEETRACKER" "$file" 2>/dev/null | grep ' - TDEE: ' | tail -n 1 || true)
        if [ -n "$line" ]; then
            echo "$line" | sed -E "s/.* - TDEE: ([-0-9.]+) ± ([0-9.]+).*/$index \1 \2/" >> "$WORK/results.txt"
        fi
    done
    "$ENGINE" calibrate --seed "$SEED" --trainees "$TRAINEES" --peer-results "$WORK/results.txt" --peer-binary "$TDEETRACKER" --stress --out Reports/maintenance-calibration.md
else
    echo "TDEETRACKER not set or not executable: generating the report without the real peer" >&2
    "$ENGINE" calibrate --seed "$SEED" --trainees "$TRAINEES" --stress --out Reports/maintenance-calibration.md
fi
