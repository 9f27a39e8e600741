#!/usr/bin/env bash
# journal on a year of days, end to end (process start, read, 53 weeks, every week-end estimate, render),
# side by side with one `maintenance` run on the same document, each command run in turn N times.
#   Reports/journal-benchmark.sh [debug|release] [N]      (writes nothing into the package but the build)
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-debug}
runs=${2:-20}
swift build -c "$config" --product nutrition-engine >/dev/null
swift build -c "$config" --product nutrition-lab >/dev/null
bin=.build/$config
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/nutrition-lab" benchmark rescore-input --plans 1 --days 365 --seed 20261130 --out "$work/year.jsonl" >/dev/null 2>&1
cp "$work/year.jsonl" "$work/year.json"
time_runs() {
  local start end
  start=$(date +%s%N)
  for _ in $(seq "$runs"); do "$@" >/dev/null; done
  end=$(date +%s%N)
  echo $(( (end - start) / runs / 1000000 ))
}
for round in 1 2 3; do
  j=$(time_runs "$bin/nutrition-engine" journal "$work/year.json")
  h=$(time_runs "$bin/nutrition-engine" journal "$work/year.json" --format html)
  m=$(time_runs "$bin/nutrition-engine" maintenance "$work/year.json")
  echo "round $round ($config, $runs runs each): journal json ${j} ms, journal html ${h} ms, maintenance ${m} ms"
done
