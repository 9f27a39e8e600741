#!/usr/bin/env bash
# journal on a year of days, end to end (process start, read, 53 weeks, every week-end estimate, render),
# side by side with one `maintenance` run on the same document and the process start-up alone
# (`--version`), each command run in turn N times.
#   Reports/journal-benchmark.sh [debug|release|static] [N]   (writes nothing into the package but the build)
# `static` is a release build with the Swift runtime linked in (--static-swift-stdlib, its own
# scratch path): the dynamic runtime's start-up is most of a release run.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-debug}
runs=${2:-20}
if [ "$config" = static ]; then
  swift build -c release --static-swift-stdlib --scratch-path .build/static --product nutrition-engine >/dev/null
  swift build -c release --static-swift-stdlib --scratch-path .build/static --product nutrition-lab >/dev/null
  bin=.build/static/release
else
  swift build -c "$config" --product nutrition-engine >/dev/null
  swift build -c "$config" --product nutrition-lab >/dev/null
  bin=.build/$config
fi
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
  v=$(time_runs "$bin/nutrition-engine" --version)
  echo "round $round ($config, $runs runs each): journal json ${j} ms, journal html ${h} ms, maintenance ${m} ms, start-up ${v} ms"
done
