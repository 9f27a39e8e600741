#!/bin/sh
# Regenerates Reports/meal-evidence.md: partial-day detection and the maintenance estimate with and
# without meal-level logs (issue 23 item 3), on the report seed; the odds factors' likelihood ratios on
# the tuning seeds 7, 8 and 9.   Reports/meal-evidence.sh [SEED] [TRAINEES]
# Deterministic for a seed; the committed report was made with a debug build (the figures do not depend on it).
set -eu
SEED=${1:-20261130}
TRAINEES=${2:-1000}
cd "$(dirname "$0")/.."
swift build --product nutrition-lab >/dev/null
.build/debug/nutrition-lab meal-evidence --seed "$SEED" --trainees "$TRAINEES" --out Reports/meal-evidence.md
