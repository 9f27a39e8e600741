#!/usr/bin/env bash
# Past one machine (issue 25): runs `nutrition-engine rescore` through Spark's RDD.pipe in local
# mode on 1, 2 and 4 partitions (alternated, median of --repeats) and checks with cmp that every
# output is byte-identical to one rescore run on the whole file. Two ways (Reports/spark-rescore.py):
# the lines as the RDD ("records"), and one `rescore --shard K/N --resume` per partition ("shards"),
# plus a resumed shard. Prints the throughput table; record it in Reports/spark-rescore.md.
# pyspark goes into a throwaway virtual environment under $TMPDIR (SPARK_RESCORE_VENV=DIR keeps and
# reuses one); Java is Debian's OpenJDK 17 (installed with apt-get when `java` is missing). Nothing
# of it enters the package, and this is not part of .ci/run.
#
# Usage: Reports/spark-rescore.sh [--plans N] [--days D] [--input FILE] [--repeats R]
#                                 [--partitions "1 2 4"] [--ways "records shards"] [--static]
#                                 [-- GENERATOR OPTIONS...]
# Default input: nutrition-lab benchmark rescore-input --plans 2000 --days 365 (109 MB).
# --static ships a binary built with --static-swift-stdlib (what a cluster without a Swift
# toolchain needs; a separate build under .build/static).
set -euo pipefail
PLANS=2000
DAYS=365
SEED=20261130
INPUT=
REPEATS=3
PARTITIONS="1 2 4"
WAYS="records shards"
STATIC=
GENERATOR=()
while [ $# -gt 0 ]; do
    case $1 in
        --plans) PLANS=$2; shift 2 ;;
        --days) DAYS=$2; shift 2 ;;
        --seed) SEED=$2; shift 2 ;;
        --input) INPUT=$2; shift 2 ;;
        --repeats) REPEATS=$2; shift 2 ;;
        --partitions) PARTITIONS=$2; shift 2 ;;
        --ways) WAYS=$2; shift 2 ;;
        --static) STATIC=1; shift ;;
        --) shift; GENERATOR=("$@"); break ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "spark-rescore: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done
[ -z "$INPUT" ] || INPUT=$(cd "$(dirname "$INPUT")" && pwd)/$(basename "$INPUT")
cd "$(dirname "$0")/.."
swift build -c release >/dev/null   # nutrition-engine, and nutrition-lab for the input
BIN=$PWD/.build/release/nutrition-engine
if [ -n "$STATIC" ]; then
    swift build -c release --static-swift-stdlib --scratch-path .build/static --product nutrition-engine >/dev/null
    BIN=$PWD/.build/static/release/nutrition-engine
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/spark-rescore.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

if ! command -v java >/dev/null; then
    apt-get update -qq && apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi
VENV=${SPARK_RESCORE_VENV:-$WORK/venv}
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import pyspark' 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check pyspark
fi
export PYSPARK_PYTHON=$VENV/bin/python PYSPARK_DRIVER_PYTHON=$VENV/bin/python SPARK_LOCAL_IP=127.0.0.1

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $(cut -d' ' -f1-3 /proc/loadavg) (start)"
echo "java: $(java -version 2>&1 | head -1); python $("$VENV/bin/python" -c 'import sys, pyspark; print(sys.version.split()[0], "pyspark", pyspark.__version__)')"
echo "binary: $BIN ($(ldd "$BIN" | grep -c swift) Swift runtime libraries linked dynamically), commit $(git rev-parse --short HEAD)"
if [ -z "$INPUT" ]; then
    INPUT=$WORK/plans.jsonl
    .build/release/nutrition-lab benchmark rescore-input --plans "$PLANS" --days "$DAYS" --seed "$SEED" \
        --out "$INPUT" ${GENERATOR[@]+"${GENERATOR[@]}"} 2>"$WORK/generator.txt" \
        || { echo "spark-rescore: the generator failed:" >&2; cat "$WORK/generator.txt" >&2; exit 1; }
    echo "input: $PLANS plans x $DAYS days, seed $SEED${GENERATOR[*]:+, generator options: ${GENERATOR[*]}}"
fi
cat "$INPUT" > /dev/null   # page cache warm for every run
"$VENV/bin/python" Reports/spark-rescore.py --input "$INPUT" --binary "$BIN" --work "$WORK" \
    --partitions "$PARTITIONS" --ways "$WAYS" --repeats "$REPEATS"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) (end)"
