#!/usr/bin/env bash
# Screenshots of the walkthrough's journal and check-in pages (HTML, charts inline; the check-in also for
# a person who entered pounds), of the journal's SVG and of project's chart in headless Chromium, into
# Reports/screenshots/; fails on any console error the pages log.
# Installs nothing into the package: it needs Debian's chromium on the PATH (apt-get install chromium).
#   Reports/screenshots.sh            # builds the debug engine first
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  echo "screenshots.sh needs headless Chromium: apt-get install chromium" >&2
  exit 1
fi
swift build --product nutrition-engine >/dev/null
engine=.build/debug/nutrition-engine
walk=Vectors/check-in/walkthrough
out=Reports/screenshots
pages=$(mktemp -d)
profile=$(mktemp -d)
trap 'rm -rf "$pages" "$profile"' EXIT
mkdir -p "$out"
"$engine" journal "$walk/19-check-in-week-8/input.json" --format html >"$pages/journal.html"
"$engine" journal "$walk/19-check-in-week-8/input.json" --weeks 2 --format html >"$pages/journal-two-weeks.html"
"$engine" journal "$walk/19-check-in-week-8/input.json" --format svg >"$pages/journal.svg"
"$engine" journal Vectors/check-in/plan-target/accept-refused-manual-only-now/input.json --format html \
  >"$pages/journal-manual-only.html" 2>/dev/null
"$engine" check-in "$walk/15-check-in-week-7-html/input.json" --week 2026-11-09 --date 2026-11-16 --format html \
  >"$pages/check-in.html"
"$engine" check-in Vectors/check-in/units/lb-entry-markdown/input.json --week 2026-11-09 --date 2026-11-16 --format html \
  >"$pages/check-in-lb.html"
# project's chart with the log's weigh-ins before day 0, a landing weight and the plan's own goal.
"$engine" project "$walk/19-check-in-week-8/input.json" --intake-change -500 --landing-weight-kg 74 --days 120 \
  --format svg >"$pages/project.svg"
status=0
for page in journal.html journal-two-weeks.html journal.svg journal-manual-only.html check-in.html check-in-lb.html \
  project.svg; do
  name=${page%.*}-${page##*.}
  log="$pages/$name.log"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
    --enable-logging=stderr --v=0 --window-size=800,2600 --screenshot="$out/$name.png" "file://$pages/$page" \
    >"$log" 2>&1 || { echo "chromium failed on $page" >&2; cat "$log" >&2; status=1; }
  if grep -E 'CONSOLE|Uncaught|console' "$log" >/dev/null; then
    echo "console messages on $page:" >&2
    grep -E 'CONSOLE|Uncaught|console' "$log" >&2
    status=1
  fi
  echo "$out/$name.png"
done
exit $status
