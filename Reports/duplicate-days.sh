#!/bin/sh
# Duplicate-days benchmark (issue 20): a document of one day copied until it is about MB megabytes,
# read by `days` (the file) and `rescore` (the same document as one JSON Lines record); prints each
# one's exit status, wall time, CPU time (user + sys) and peak RSS from GNU time, and the last
# problem line (the "N more issues not listed" count).
# Usage: Reports/duplicate-days.sh [debug|release] [MB]     (default debug, 50)
# Builds the configuration first. Figures depend on the machine and its load: CPU time and RSS are
# the comparison; record them in Reports/reliability.md.
set -eu
CONFIGURATION=${1:-debug}
MB=${2:-50}
cd "$(dirname "$0")/.."
swift build -c "$CONFIGURATION" --product nutrition-engine >/dev/null
BIN=.build/$CONFIGURATION/nutrition-engine
WORK=${TMPDIR:-/tmp}/duplicate-days.$$
mkdir -p "$WORK"
trap 'rm -rf "$WORK"' EXIT
python3 - "$WORK/days.json" "$MB" <<'EOF'
import sys
day = '{"date": "2026-01-01", "intakeKcal": 2000, "weightKg": 80.5}'
copies = int(float(sys.argv[2]) * 1_000_000) // (len(day) + 2)
with open(sys.argv[1], "w") as out:
    out.write('{"schemaVersion": 1, "days": [' + ", ".join([day] * copies) + ']}\n')
print(f"input: {copies} copies of one day")
EOF
echo "bytes: $(wc -c < "$WORK/days.json"), build: $CONFIGURATION, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for command in days rescore; do
    /usr/bin/time -f "%e %U %S %M" -o "$WORK/time.txt" "$BIN" "$command" "$WORK/days.json" \
        > "$WORK/$command.out" 2> "$WORK/$command.err" && status=0 || status=$?
    # GNU time writes "Command exited with non-zero status N" first when the status is not 0.
    tail -n 1 "$WORK/time.txt" | awk -v c="$command" -v s="$status" '{
        printf "%-8s exit %s: %6.2f s wall, %6.2f s CPU, %6.1f MB peak RSS\n", c, s, $1, $2 + $3, $4 / 1024 }'
done
echo "days, last line:    $(tail -n 1 "$WORK/days.err")"
echo "rescore, last error: $(grep -o '[0-9]* more issues not listed' "$WORK/rescore.out" || echo none)"
