#!/usr/bin/env bash
# journal on a year of days, end to end (process start, read, 53 weeks, every week-end estimate, render),
# side by side with one `maintenance` run on the same document and the process start-up alone
# (`--version`), each command run in turn N times, three rounds, the load average beside each round.
#   Reports/journal-benchmark.sh [debug|release|static] [N] [BASELINE...]
# `release` is what `swift build -c release` makes: since Package.swift links the Swift runtime into
# release executables, it is the statically linked build. `static` is the same with
# `--static-swift-stdlib` on the command line too (its own scratch path, as README's cluster recipe
# builds it). Each BASELINE, optional, is another nutrition-engine binary (e.g. one built from
# main, named by its file name): every command then runs on it too, alternated with this build's in
# each round, and its outputs are compared with this build's byte for byte (`cmp`). Milliseconds per run: wall, and CPU (user + system)
# in brackets. Writes nothing into the package but the build.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-release}
runs=${2:-20}
baselines=("${@:3}")
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
# "wall [cpu]" in ms per run of the command, run $runs times.
time_runs() {
  local TIMEFORMAT='%R %U %S' seconds
  seconds=$({ time (for _ in $(seq "$runs"); do "$@" >/dev/null 2>&1; done); } 2>&1)
  awk -v n="$runs" '{ printf "%.1f [%.1f]", 1000 * $1 / n, 1000 * ($2 + $3) / n }' <<<"$seconds"
}
engines=("${baselines[@]}" "$bin/nutrition-engine")
names=()
for baseline in "${baselines[@]}"; do
  names+=("$(basename "$baseline")")
  for format in json html markdown svg; do
    "$bin/nutrition-engine" journal "$work/year.json" --format "$format" >"$work/build.$format"
    "$baseline" journal "$work/year.json" --format "$format" | cmp - "$work/build.$format" \
      && echo "$(basename "$baseline"): journal --format $format byte-identical"
  done
  "$baseline" maintenance "$work/year.json" | cmp - <("$bin/nutrition-engine" maintenance "$work/year.json") \
    && echo "$(basename "$baseline"): maintenance byte-identical"
done
names+=("$config")
commands=("journal json" "journal html" "maintenance" "start-up")
arguments() {
  case $1 in
    "journal json") echo "journal $work/year.json" ;;
    "journal html") echo "journal $work/year.json --format html" ;;
    maintenance) echo "maintenance $work/year.json" ;;
    start-up) echo "--version" ;;
  esac
}
for round in 1 2 3; do
  echo "round $round ($runs runs each, commands alternated; load average $(cut -d' ' -f1-3 /proc/loadavg)):"
  for command in "${commands[@]}"; do
    line="  $command:"
    for i in "${!engines[@]}"; do
      # shellcheck disable=SC2046 # the arguments are words without spaces (mktemp's path)
      line="$line ${names[$i]} $(time_runs "${engines[$i]}" $(arguments "$command")) ms;"
    done
    echo "${line%;}"
  done
done
