"""Runs `nutrition-engine rescore` through Spark's RDD.pipe and checks the output byte for byte.

Called by Reports/spark-rescore.sh (which installs pyspark into a throwaway virtual environment);
not part of the package or of .ci/run. Two ways, both timed on 1, 2 and 4 partitions in one run:

records  The input's lines are the RDD (Hadoop text splits: P contiguous byte ranges, one per
         partition). Each partition pipes its lines through one `rescore - --jobs 1`, which
         numbers them from 1; each output line is keyed by its global line number (the
         partition's first line, from the per-partition counts, plus the local number, which is
         also written into the line's top-level "line" member), sorted by that key, and
         written in input order.
shards   The RDD holds the shard numbers 1..P, one per partition; each task runs
         `rescore FILE --shard K/P --out DIR/part-K.jsonl --resume` on the file (a path every
         executor can read), so the engine itself reads the bytes and numbers the lines of the
         whole file; the parts are concatenated in K order. A retried task continues its part.

Either way the binary is shipped with SparkContext.addFile, as spark-submit --files does.
"""

import argparse
import hashlib
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time

from pyspark import SparkConf, SparkContext, SparkFiles

TEXT_INPUT = "org.apache.hadoop.mapreduce.lib.input.TextInputFormat"
SPLIT_MIN = "mapreduce.input.fileinputformat.split.minsize"
SPLIT_MAX = "mapreduce.input.fileinputformat.split.maxsize"


def renumber(text, offset):
    """Adds `offset` to the top-level "line" member of one compact rescore output line.

    Returns (new line number, new text). The member is found by scanning the JSON (strings
    skipped, depth counted), so a "line" inside a message or a nested object is never touched.
    """
    depth = 0
    index = 0
    inside_string = False
    while index < len(text):
        char = text[index]
        if inside_string:
            if char == "\\":
                index += 1
            elif char == '"':
                inside_string = False
        elif char == '"':
            if depth == 1 and text.startswith('"line":', index):
                start = index + len('"line":')
                end = start
                while end < len(text) and text[end].isdigit():
                    end += 1
                number = int(text[start:end]) + offset
                return number, text[:start] + str(number) + text[end:]
            inside_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
        index += 1
    raise ValueError("a rescore output line without a top-level line member: " + text[:200])


def run_records(sc, engine, source, size, partitions, out, log):
    """The records way: lines through pipe, renumbered, sorted back into input order."""
    split = -(-size // partitions)
    lines = sc.newAPIHadoopFile(
        "file://" + source, TEXT_INPUT, "org.apache.hadoop.io.LongWritable", "org.apache.hadoop.io.Text",
        conf={SPLIT_MIN: str(split), SPLIT_MAX: str(split)}).values()
    if lines.getNumPartitions() != partitions:
        raise RuntimeError(f"asked for {partitions} partitions, Hadoop made {lines.getNumPartitions()}")
    # Each partition's summary (stderr) is appended to one log rather than to the console.
    command = shlex.join(["sh", "-c", '"$0" rescore - --jobs 1 2>> "$1"', engine, log])
    piped = lines.pipe(command, checkCode=True)
    # One output line per input line, in order, so a partition's output count is its input count
    # and its first global line number is the sum of the counts before it.
    tagged = piped.mapPartitionsWithIndex(lambda part, rows: ((part, row) for row in rows)).cache()
    counts = dict(tagged.mapPartitionsWithIndex(lambda part, rows: [(part, sum(1 for _ in rows))]).collect())
    starts, total = [], 0
    for part in range(partitions):
        starts.append(total)
        total += counts.get(part, 0)
    ordered = tagged.map(lambda row: renumber(row[1], starts[row[0]])).sortByKey(numPartitions=partitions)
    expected = 1
    with open(out, "w", encoding="utf-8", newline="\n") as file:
        for number, text in ordered.toLocalIterator():
            if number != expected:
                raise RuntimeError(f"line {expected} missing or repeated (found {number})")
            file.write(text + "\n")
            expected += 1
    tagged.unpersist()
    return expected - 1


def run_shards(sc, engine, source, partitions, directory, out):
    """The shards way: one `rescore --shard K/P --out part-K --resume` per partition."""
    os.makedirs(directory, exist_ok=True)
    # Each task reads its shard number from the pipe and names it in the command line; the
    # summary goes to the part's log, stdout returns the finished shard number.
    script = ('read k && "$0" rescore "$1" --shard "$k/$2" --jobs 1 --out "$3/part-$k.jsonl" --resume'
              ' 2> "$3/part-$k.log" && echo "$k"')
    command = shlex.join(["sh", "-c", script, engine, source, str(partitions), directory])
    done = sc.parallelize([str(k) for k in range(1, partitions + 1)], partitions).pipe(command, checkCode=True)
    finished = sorted(int(k) for k in done.collect())
    if finished != list(range(1, partitions + 1)):
        raise RuntimeError(f"shards finished: {finished}")
    with open(out, "wb") as file:
        for k in finished:
            with open(os.path.join(directory, f"part-{k}.jsonl"), "rb") as part:
                shutil.copyfileobj(part, file, 1 << 20)
    return sum(1 for _ in open(out, "rb"))


def identical(a, b):
    return subprocess.run(["cmp", "-s", a, b]).returncode == 0


def md5(path):
    digest = hashlib.md5()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def timed(function):
    start = time.perf_counter()
    result = function()
    return time.perf_counter() - start, result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--input", required=True, help="the JSON Lines file (an absolute path)")
    parser.add_argument("--binary", required=True, help="the nutrition-engine binary to ship")
    parser.add_argument("--work", required=True, help="a scratch directory for outputs")
    parser.add_argument("--partitions", default="1 2 4")
    parser.add_argument("--ways", default="records shards")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    source = os.path.abspath(args.input)
    size = os.path.getsize(source)
    partitions = [int(p) for p in args.partitions.split()]
    ways = args.ways.split()

    # The reference: one rescore run on the whole file, as a data person would do it today.
    single = os.path.join(args.work, "single.jsonl")
    reference = {}
    for jobs in (1, 2):
        wall, _ = timed(lambda: subprocess.run(
            [args.binary, "rescore", source, "--jobs", str(jobs), "--out", single],
            check=True, stderr=subprocess.DEVNULL))
        reference[jobs] = wall
    single_md5 = md5(single)
    records = sum(1 for _ in open(single, "rb"))

    start_wall, sc = timed(lambda: SparkContext(conf=SparkConf()
                                                .setMaster(f"local[{max(partitions)}]")
                                                .setAppName("nutrition-engine rescore")
                                                .set("spark.ui.enabled", "false")
                                                .set("spark.driver.bindAddress", "127.0.0.1")
                                                .set("spark.ui.showConsoleProgress", "false")))
    sc.setLogLevel("ERROR")
    sc.addFile(args.binary)
    name = os.path.basename(args.binary)
    # Where a task finds the shipped binary. On a cluster it is "./" + name (each executor's
    # working directory holds the files of --files); in local mode the executor lives in the
    # driver's JVM and keeps them in one SparkFiles directory, which a task is asked for here.
    if sc.master.startswith("local"):
        engine = sc.parallelize([0], 1).map(lambda _: SparkFiles.get(name)).first()
    else:
        engine = "./" + name
    print(f"spark {sc.version}, master {sc.master}, started in {start_wall:.1f} s; binary shipped as {engine}")
    print(f"input {source}: {size} bytes ({size / 1e6:.1f} MB), {records} records")
    print(f"single rescore: --jobs 1 {reference[1]:.3f} s ({size / 1e6 / reference[1]:.1f} MB/s), "
          f"--jobs 2 {reference[2]:.3f} s ({size / 1e6 / reference[2]:.1f} MB/s); output md5 {single_md5}")

    walls = {}
    for round_ in range(args.repeats):
        for way in ways:
            for count in partitions:
                out = os.path.join(args.work, f"{way}-{count}.jsonl")
                if way == "records":
                    wall, lines = timed(lambda: run_records(sc, engine, source, size, count, out, out + ".log"))
                else:
                    directory = os.path.join(args.work, f"shards-{count}-{round_}")
                    wall, lines = timed(lambda: run_shards(sc, engine, source, count, directory, out))
                    shutil.rmtree(directory)
                same = identical(out, single)
                print(f"round {round_ + 1}: {way}, {count} partitions: {wall:.3f} s, {lines} lines, "
                      f"{'byte-identical to the single run' if same else 'DIFFERS from the single run'}",
                      flush=True)
                if not same:
                    sys.exit(f"spark-rescore: {way} on {count} partitions differs from the single run ({out})")
                walls.setdefault((way, count), []).append(wall)

    # --resume inside a shard: an earlier attempt of shard 2 died mid-write (its part holds half the
    # shard's lines and a torn line); the task reruns with --resume and the whole output still matches.
    if "shards" in ways:
        count = max(partitions)
        directory = os.path.join(args.work, "shards-resume")
        os.makedirs(directory)
        whole = os.path.join(args.work, "shard-2-alone.jsonl")
        subprocess.run([args.binary, "rescore", source, "--shard", f"2/{count}", "--jobs", "1", "--out", whole],
                       check=True, stderr=subprocess.DEVNULL)
        kept = open(whole, "rb").read().splitlines(keepends=True)
        half = len(kept) // 2
        with open(os.path.join(directory, "part-2.jsonl"), "wb") as torn:
            torn.writelines(kept[:half])
            torn.write(kept[half][: len(kept[half]) // 2])
        out = os.path.join(args.work, "shards-resume.jsonl")
        run_shards(sc, engine, source, count, directory, out)
        same = identical(out, single)
        print(f"resume: shard 2/{count} restarted from {half} complete lines and a torn line: "
              f"{'byte-identical to the single run' if same else 'DIFFERS from the single run'}")
        if not same:
            sys.exit("spark-rescore: the resumed shard run differs from the single run")
    sc.stop()

    print()
    print(f"| how | partitions | wall (each run) | wall, median | MB/s | x single rescore --jobs 1 |")
    print("|---|---|---|---|---|---|")
    print(f"| single rescore --jobs 1 (no Spark) | - | {reference[1]:.3f} | {reference[1]:.3f} s | "
          f"{size / 1e6 / reference[1]:.1f} | 1.00 |")
    print(f"| single rescore --jobs 2 (no Spark) | - | {reference[2]:.3f} | {reference[2]:.3f} s | "
          f"{size / 1e6 / reference[2]:.1f} | {reference[1] / reference[2]:.2f} |")
    for (way, count), runs in walls.items():
        wall = statistics.median(runs)
        each = " ".join(f"{w:.3f}" for w in runs)
        print(f"| Spark {way} | {count} | {each} | {wall:.3f} s | {size / 1e6 / wall:.1f} | "
              f"{reference[1] / wall:.2f} |")
    print()
    print(f"every Spark output byte-identical (cmp) to the single run, md5 {single_md5}")


if __name__ == "__main__":
    main()
