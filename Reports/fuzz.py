#!/usr/bin/env python3
"""Seeded fuzzer for every nutrition-engine command (Reports/reliability.md).

    python3 Reports/fuzz.py [--seed 20261201] [--cases 3000] [--binary .build/debug/nutrition-engine] [--jobs 2]

(`calibrate`, a document output of the lab's, runs on nutrition-lab beside --binary.)

Generates cases from the golden vectors' input documents and the import samples, runs the built
executable on each as a separate process (timeout 30 s), and checks what must hold for every input:

  * no crash: the process ends by exit, never by a signal (SIGILL trap, SIGSEGV, SIGABRT);
  * no hang: it ends within the timeout;
  * the exit code is one of 0, 64, 65, 66, 73 (130 only when interrupted; 1 only for vectors check);
  * exit 65 lists located issues: every stderr line is `FILE:/json/pointer: code: message`, at most
    ValidationIssue.maximumListedPerDocument (100) + 1 per document;
  * exit 0 of a JSON command prints one JSON document (rescore: one JSON object per line);
  * no input file changes, whatever the output options name (the input itself, a link to it, ...);
  * every document the engine writes (import output, --out documents) is read back by `days`
    (or `estimate`) without a data error.

Same seed, same cases (Python's `random.Random(seed)`); the report is printed as a Markdown table.
Nothing here is a timed test: the timeout only separates hangs from slow runs.
"""
import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALLOWED = {0, 64, 65, 66, 73}
ISSUE_LINE = re.compile(r"^.+:(/[^\n]*)?: [a-zA-Z0-9]+: .+$")
TIMEOUT = 30
ISSUE_LIMIT = 100

DATES = ["2026-11-30", "0001-01-01", "0001-01-15", "9999-12-31", "9999-12-24", "10000-01-01", "2026-02-29",
         "2024-02-29", "2026-13-01", "", "x", "2026-1-1", "1970-01-01", "2036-11-30"]
NUMBERS = ["0", "-1", "1", "500", "-500", "3650", "3651", "1e308", "-1e308", "NaN", "inf", "", "abc", "99999999999999999999",
           "0.5", "2000", "-2000", "1000000"]
ZONES = ["Europe/Berlin", "UTC", "GMT+5", "Etc/GMT+5", "EST", "Nowhere/City", "", "Pacific/Kiritimati", "America/Argentina/Buenos_Aires"]
WEEKDAYS = ["monday", "sunday", "Monday", "", "funday"]


def sha(path):
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError:
        return None


def documents():
    found = []
    for base, _, files in os.walk(os.path.join(ROOT, "Vectors")):
        for name in files:
            if name.endswith(".json") and name not in ("case.json", "expected.json") and "schema" not in name:
                found.append(os.path.join(base, name))
    return sorted(found)


def imports():
    found = []
    for base, _, files in os.walk(os.path.join(ROOT, "Vectors", "import")):
        for name in files:
            if name.endswith((".csv", ".txt")):
                found.append(os.path.join(base, name))
    return sorted(found)


# ---- mutations -------------------------------------------------------------------------------

EXTREMES = [0, -1, 1e308, -1e308, 1e-308, 99999, 2 ** 53, -(2 ** 63), 0.1, 3650, "", "x" * 5000, None, True, [], {},
            "9999-12-31", "0001-01-01", "10000-01-01", "GMT+5", "\u0000", "\ud7ff", "e\u0301"]


def mutate_value(rng, value, depth=0):
    if depth > 6:
        return value
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        choice = rng.random()
        copy = dict(value)
        if choice < 0.2:
            del copy[key]
        elif choice < 0.3:
            copy[key + "x"] = copy[key]
        else:
            copy[key] = mutate_value(rng, copy[key], depth + 1)
        return copy
    if isinstance(value, list) and value and rng.random() < 0.8:
        copy = list(value)
        choice = rng.random()
        index = rng.randrange(len(copy))
        if choice < 0.2:
            copy.insert(index, copy[index])  # duplicate an entry (duplicate day/event)
        elif choice < 0.3:
            rng.shuffle(copy)
        elif choice < 0.4:
            del copy[index]
        elif choice < 0.5:
            copy = copy * rng.choice([2, 10, 200])  # many duplicates
        else:
            copy[index] = mutate_value(rng, copy[index], depth + 1)
        return copy
    return rng.choice(EXTREMES)


def mutate_bytes(rng, data):
    choice = rng.random()
    if choice < 0.25 and data:
        cut = rng.randrange(len(data))
        return data[:cut]
    if choice < 0.5 and data:
        flipped = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            flipped[rng.randrange(len(flipped))] = rng.randrange(256)
        return bytes(flipped)
    if choice < 0.6:
        return b"\xef\xbb\xbf" + data
    if choice < 0.7:
        return b"[" * rng.choice([100, 10000, 100000]) + b"]" * 3
    if choice < 0.8:
        return data.replace(b"\n", b"\r\n")
    if choice < 0.9:
        return b""
    return data + b"\x00" + data


def mutated_document(rng, path):
    with open(path, "rb") as handle:
        raw = handle.read()
    if rng.random() < 0.3:
        return mutate_bytes(rng, raw)
    try:
        value = json.loads(raw)
    except ValueError:
        return raw
    for _ in range(rng.randint(1, 4)):
        value = mutate_value(rng, value)
    return json.dumps(value).encode()


def mutated_import(rng, path):
    with open(path, "rb") as handle:
        lines = handle.read().split(b"\n")
    for _ in range(rng.randint(1, 6)):
        if not lines:
            break
        index = rng.randrange(len(lines))
        choice = rng.random()
        if choice < 0.3:
            lines[index] = re.sub(rb"\d+(\.\d+)?", lambda _: rng.choice([b"99999", b"0", b"-5", b"1e400", b"nan"]), lines[index], count=1)
        elif choice < 0.5:
            lines[index] = re.sub(rb"\d{4}-\d{2}-\d{2}", lambda _: rng.choice([b"0001-01-01", b"9999-12-31", b"2026-02-30"]), lines[index], count=1)
        elif choice < 0.6:
            lines.insert(index, lines[index])
        elif choice < 0.7:
            lines[index] = lines[index] * 50
        else:
            lines[index] = bytes(rng.randrange(256) for _ in range(rng.randint(0, 40)))
    return b"\n".join(lines)


# ---- food log events (issue 23) ----------------------------------------------------------------

MEALS = ["breakfast", "lunch", "dinner", "snack", "brunch", "", "Dinner", None, 1, ["lunch"]]
UNITS = ["g", "mg", "\u00b5g", "\u03bcg", "mcg", "ug", "kcal", "kJ", "", "MG", None, 5, "%", "IU"]
NUTRIENTS = ["sodium", "fiber", "vitaminD", "caffeine", "salt", "folate", "sodum", "Sodium", "energy", "protein", "x" * 300]
AMOUNTS = [0, 1, 2.5, -1, -0.001, 30000, 30001, 100000, 100001, 1e308, "12", None, True, [], {}]


def food(rng, index):
    """A plausible food log event (most members optional, each sometimes absent)."""
    item = {"meal": rng.choice(["breakfast", "lunch", "dinner", "snack"]), "name": rng.choice(["Oats", "Soup", "K\u00e4se", "Bar", "\"quoted\""])}
    if rng.random() < 0.7:
        item["id"] = "f%d" % index
    for key, top in (("kcal", 900), ("proteinG", 60), ("carbsG", 120), ("fatG", 50), ("alcoholG", 20)):
        if rng.random() < (0.9 if key == "kcal" else 0.5):
            item[key] = round(rng.uniform(0, top), rng.choice([0, 1, 2]))
    if rng.random() < 0.4:
        item["nutrients"] = {name: {"value": round(rng.uniform(0, 900), 1), "unit": rng.choice(["g", "mg", "\u00b5g", "mcg"])}
                             for name in rng.sample(["sodium", "fiber", "vitaminD", "iron", "sugars", "caffeine"], rng.randint(1, 3))}
    if rng.random() < 0.1:
        item["at"] = rng.choice(["2026-11-02T12:30:00+01:00", "2026-11-02", "noon"])
    if rng.random() < 0.1:
        item["templateId"], item["templateVersion"] = "t1", rng.choice([1, 2, 0, -1, 1.5])
    if rng.random() < 0.05:
        item["history"] = [{"changedOn": "2026-11-03", "previous": rng.choice([{"kcal": 100}, {"meal": "brunch"}, {"intakeKcal": 1}, {}])}]
    return item


def food_document(rng):
    """A person with 1-40 days of food log events (some days with meal groups or their own intake)."""
    days = []
    count = 0
    start = rng.choice([20390, 20400, 20410])  # 2025-10-30.. (day numbers from 1970-01-01)
    for offset in range(rng.randint(1, 40)):
        date = (datetime.date(1970, 1, 1) + datetime.timedelta(days=start + offset)).isoformat()
        day = {"date": date, "foods": [food(rng, count + i) for i in range(rng.randint(0, 8))]}
        count += len(day["foods"])
        if rng.random() < 0.2 and day["foods"]:
            day["mealGroups"] = [{"id": "g%d" % offset, "name": "Group"}]
            rng.choice(day["foods"])["group"] = "g%d" % offset
        if rng.random() < 0.1 and all("kcal" in f for f in day["foods"]) and day["foods"]:
            day["intakeKcal"] = sum(f["kcal"] for f in day["foods"])
        if rng.random() < 0.6:
            day["weightKg"] = round(rng.uniform(60, 100), 1)
        if rng.random() < 0.2:
            day["intakeCompleteness"] = rng.choice(["complete", "incomplete", "unknown"])
        days.append(day)
    return {"schemaVersion": 1, "person": {"equationSex": "female", "ageYears": 34, "heightCm": 165, "weightKg": 70,
                                             "activityLevel": "active"}, "days": days}


def mutate_foods(rng, doc):
    """One to four mutations aimed at the food members: each bad input the issue names, and worse."""
    foods = [f for day in doc["days"] for f in day.get("foods", [])]
    for _ in range(rng.randint(1, 4)):
        if not foods:
            break
        item = rng.choice(foods)
        choice = rng.random()
        if choice < 0.12:
            item["meal"] = rng.choice(MEALS)
        elif choice < 0.25:
            item.setdefault("nutrients", {})[rng.choice(NUTRIENTS)] = {"value": rng.choice(AMOUNTS), "unit": rng.choice(UNITS)}
        elif choice < 0.35:
            item[rng.choice(["kcal", "proteinG", "carbsG", "fatG", "alcoholG"])] = rng.choice(AMOUNTS)
        elif choice < 0.45 and len(foods) > 1:
            other = rng.choice(foods)  # the same id on two events (often on two days)
            item["id"] = other.setdefault("id", "dup")
        elif choice < 0.52:
            item["group"] = rng.choice(["nowhere", "", "g0", 5])
        elif choice < 0.6:
            day = rng.choice(doc["days"])
            day["intakeKcal"] = rng.choice([0, 1234, -5, 1e308, "x"])
        elif choice < 0.66:
            item.pop(rng.choice(["kcal", "meal", "name"]), None)
        elif choice < 0.72:
            item["name"] = rng.choice(["", "x" * 5000, "\u0000", None, 7])
        elif choice < 0.78:
            day = rng.choice(doc["days"])
            day["mealGroups"] = rng.choice([[{"id": "g1"}, {"id": "g1"}], [{}], "groups", [{"id": ""}], [{"id": "g1", "extra": 1}]])
        elif choice < 0.84:
            item["nutrients"] = rng.choice([[], "sodium", {"sodium": 5}, {"sodium": {"value": 1, "unit": "mg", "x": 1}}, None])
        elif choice < 0.9:
            rng.choice(doc["days"])["foods"] = rng.choice([{}, "foods", [1, None], [item] * rng.choice([2, 200])])
        else:
            item[rng.choice(["kcla", "Meal", "nutrient", "time"])] = 1
    return doc


# ---- cases -----------------------------------------------------------------------------------

def make_case(rng, index, folder, docs, samples):
    """A case: argv (with {DIR} for the case folder), stdin bytes, files to create, its class."""
    files = {}
    doc_source = rng.choice(docs)
    klass = rng.choice(["document", "arguments", "rescore", "import", "output-paths", "streams", "vectors", "foods"])
    mutate = rng.random() < (0.7 if klass in ("document", "rescore") else 0.3)
    doc = mutated_document(rng, doc_source) if mutate else open(doc_source, "rb").read()
    files["in.json"] = doc
    stdin = b""
    use_stdin = rng.random() < 0.2
    source = "-" if use_stdin else "{DIR}/in.json"
    if use_stdin:
        stdin = doc
    shell = None
    if klass == "document" or klass == "arguments":
        command = rng.choice(["estimate", "recommend", "days", "maintenance", "project", "check-in", "decide", "plan-new", "plan-reset"])
        argv = {"plan-new": ["plan", "new"], "plan-reset": ["plan", "reset"]}.get(command, [command]) + [source]
        options = {
            "recommend": [["--format", "markdown"], ["--format", "html"]],
            "days": [["--week", None], ["--week-start", "W"]],
            "project": [["--intake", "N"], ["--intake-change", "N"], ["--days", "N"], ["--landing-weight-kg", "N"]],
            "check-in": [["--week", None], ["--date", None], ["--format", "markdown"], ["--out", "{DIR}/out.json"], ["--week-start", "W"]],
            "decide": [["--accept"], ["--defer"], ["--reject"], ["--undo"], ["--edit", "N"], ["--date", None], ["--out", "{DIR}/out.json"]],
            "plan-new": [["--target-source", "recommended"], ["--target-source", "manual"], ["--date", None], ["--out", "{DIR}/out.json"]],
            "plan-reset": [["--date", None], ["--out", "{DIR}/out.json"]],
        }.get(command, [])
        for option in options:
            if rng.random() < (0.6 if klass == "document" else 0.5):
                filled = []
                for part in option:
                    # Mostly sensible values (to reach the computations), sometimes hostile ones.
                    sensible = rng.random() < 0.7
                    if part is None:
                        filled.append(rng.choice(["2026-10-19", "2026-10-26", "2026-11-02"]) if sensible else rng.choice(DATES))
                    elif part == "N":
                        filled.append(rng.choice(["-500", "1800", "300", "84"]) if sensible else rng.choice(NUMBERS))
                    elif part == "W":
                        filled.append("monday" if sensible else rng.choice(WEEKDAYS))
                    else:
                        filled.append(part)
                argv += filled
        if klass == "arguments":
            for _ in range(rng.randint(0, 3)):
                argv.insert(rng.randint(1, len(argv)), rng.choice(["--bogus", "-", "", "--out", "--week=", "--days", "--format=json", "extra"]))
    elif klass == "rescore":
        lines = [mutated_document(rng, rng.choice(docs)).replace(b"\n", b" ") for _ in range(rng.randint(1, 30))]
        if rng.random() < 0.2:
            lines.insert(rng.randrange(len(lines) + 1), b"")
        files["in.jsonl"] = b"\n".join(lines) + (b"\n" if rng.random() < 0.8 else b"")
        argv = ["rescore", "{DIR}/in.jsonl"]
        if use_stdin:
            argv = ["rescore", "-"]
            stdin = files["in.jsonl"]
        for option in (["--jobs", rng.choice(["1", "2", "3", "0", "300", "x"])], ["--as-of", rng.choice(DATES + ["2026-11-30"] * 6)],
                       ["--batch-records", rng.choice(["1", "3", "0"])], ["--shard", rng.choice(["1/2", "2/2", "3/2", "0/1", "1/1"])],
                       ["--out", "{DIR}/out.jsonl"], ["--summary", rng.choice(["{DIR}/summary.json", "-"])]):
            if rng.random() < 0.3:
                argv += option
    elif klass == "import":
        sample = rng.choice(samples)
        fmt = "daily-text" if sample.endswith(".txt") else ("apple-health-csv" if "apple" in sample or "health" in sample else "csv")
        if rng.random() < 0.1:
            fmt = rng.choice(["csv", "daily-text", "apple-health-csv", "xml"])
        files["export"] = mutated_import(rng, sample)
        argv = ["import", fmt, "{DIR}/export"]
        if fmt == "apple-health-csv" or rng.random() < 0.2:
            argv += ["--time-zone", "Europe/Berlin" if rng.random() < 0.6 else rng.choice(ZONES)]
        if rng.random() < 0.2:
            argv += ["--day-starts-at-hour", rng.choice(["0", "4", "23", "24", "-1"])]
    elif klass == "output-paths":
        files["in.jsonl"] = doc.replace(b"\n", b" ") + b"\n"
        target = rng.choice(["{DIR}/in.json", "{DIR}/in.jsonl", "{DIR}/link", "{DIR}/dangling", "{DIR}", "{DIR}/missing/out.json",
                             "{DIR}/new.json", "-", "", "{DIR}/sub/x.json"])
        command = rng.choice([["rescore", "{DIR}/in.jsonl", "--out", target], ["rescore", "{DIR}/in.jsonl", "--summary", target],
                              ["rescore", "{DIR}/sub", "--out", target], ["check-in", "{DIR}/in.json", "--week", "2026-10-19", "--date", "2026-10-26", "--out", target],
                              ["decide", "{DIR}/in.json", "--defer", "--date", "2026-10-26", "--out", target],
                              ["plan", "reset", "{DIR}/in.json", "--date", "2026-10-26", "--out", target],
                              ["calibrate", "--trainees", "2", "--out", target]])
        argv = command
        files["sub/a.json"] = doc
        files["@link"] = rng.choice(["in.json", "in.jsonl"])
        files["@dangling"] = "missing/nothing.json"
    elif klass == "streams":
        inner = rng.choice([["estimate", "{DIR}/in.json"], ["days", "{DIR}/in.json"], ["help"], ["nonsense"], ["recommend", "{DIR}/in.json", "--format", "markdown"],
                            ["rescore", "{DIR}/in.json"], ["estimate", "-"]])
        redirect = rng.choice([">/dev/full", ">&-", "2>/dev/full", "2>&-", ">/dev/full 2>/dev/full", "</"])
        shell = inner, redirect
        argv = inner
    elif klass == "foods":
        value = food_document(rng)
        if rng.random() < 0.8:
            value = mutate_foods(rng, value)
        files["in.json"] = json.dumps(value, ensure_ascii=rng.random() < 0.5).encode()
        command = rng.choice(["days", "maintenance", "check-in", "rescore", "days-week"])
        argv = {"days": ["days", "{DIR}/in.json"], "maintenance": ["maintenance", "{DIR}/in.json"],
                "check-in": ["check-in", "{DIR}/in.json", "--week", "2025-11-03"],
                "days-week": ["days", "{DIR}/in.json", "--week", "2025-11-03", "--format", rng.choice(["json", "markdown"])],
                "rescore": ["rescore", "{DIR}/in.jsonl"]}[command]
        if command == "rescore":
            files["in.jsonl"] = b"\n".join(json.dumps(mutate_foods(rng, food_document(rng))).encode() for _ in range(rng.randint(1, 8))) + b"\n"
    else:  # vectors
        files["cases/c/case.json"] = json.dumps({"command": rng.choice([["vectors", "check", "."], ["estimate", "input.json"], ["benchmark", "days"], []]),
                                                 "description": "fuzz", "exitCode": rng.choice([0, 65]), "oracle": "snapshot", "source": "fuzz"}).encode()
        files["cases/c/input.json"] = doc
        files["cases/c/expected.json"] = b"{}"
        argv = ["vectors", "check", "{DIR}/cases"]
    return {"index": index, "class": klass, "argv": argv, "stdin": stdin, "files": files, "shell": shell}


def materialise(case, folder):
    for name, content in case["files"].items():
        if name.startswith("@"):
            os.symlink(content, os.path.join(folder, name[1:]))
            continue
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(content)


# Commands of the nutrition-lab executable (built beside nutrition-engine), not of the product's.
LAB_COMMANDS = ("calibrate", "closed-loop", "benchmark")


def run_case(binary, case, base):
    folder = os.path.join(base, "case-%05d" % case["index"])
    os.makedirs(folder)
    materialise(case, folder)
    argv = [part.replace("{DIR}", folder) for part in case["argv"]]
    # The inputs are the files (and folders' files) the command line reads: every argument but the
    # value of --out and --summary.
    named = [part for position, part in enumerate(argv) if position == 0 or argv[position - 1] not in ("--out", "--summary")]
    inputs = {}
    for name in case["files"]:
        path = os.path.join(folder, name.lstrip("@"))
        real = os.path.realpath(path)
        if any(os.path.realpath(part) == real or (os.path.isdir(part) and real.startswith(os.path.realpath(part) + os.sep)) for part in named if part):
            inputs[real] = sha(real)
    result = {"index": case["index"], "class": case["class"], "argv": case["argv"], "problems": []}
    try:
        if case["shell"]:
            inner, redirect = case["shell"]
            script = " ".join("'" + part.replace("{DIR}", folder).replace("'", "'\\''") + "'" for part in [binary] + inner) + " " + redirect
            process = subprocess.run(["/bin/sh", "-c", script], input=case["stdin"], capture_output=True, timeout=TIMEOUT)
        else:
            program = os.path.join(os.path.dirname(binary), "nutrition-lab") if argv and argv[0] in LAB_COMMANDS else binary
            process = subprocess.run([program] + argv, input=case["stdin"], capture_output=True, timeout=TIMEOUT, cwd=folder)
    except subprocess.TimeoutExpired:
        result["exit"] = "hang"
        result["problems"].append("no exit within %d s" % TIMEOUT)
        return result
    code = process.returncode
    result["exit"] = code
    stderr = process.stderr.decode("utf-8", "replace")
    stdout = process.stdout
    if case["shell"] and code > 128:
        code = -(code - 128)  # the shell reports a signal death as 128 + signal
    if code < 0:
        result["problems"].append("killed by signal %s" % signal.Signals(-code).name)
    elif case["class"] == "vectors" and code == 1:
        pass
    elif code not in ALLOWED:
        result["problems"].append("exit code %d" % code)
    if code == 65 and not case["shell"] and argv[0] not in ("vectors", "import"):
        lines = [line for line in stderr.split("\n") if line]
        bad = [line for line in lines if not ISSUE_LINE.match(line)]
        if bad:
            result["problems"].append("unlocated issue line: %r" % bad[0][:200])
        if len(lines) > ISSUE_LIMIT + 1 and argv[0] != "rescore":
            result["problems"].append("%d issue lines (limit %d + 1)" % (len(lines), ISSUE_LIMIT))
    if code == 0 and not case["shell"]:
        json_out = argv[0] in ("estimate", "days", "maintenance", "project", "import") or (
            argv[0] in ("recommend", "check-in") and "--format" not in argv) or argv[0] in ("decide", "plan") and "--out" not in argv
        # `plan reset` without --confirm asks first (METHOD §5): its statement on stdout, nothing written.
        preview = argv[:2] == ["plan", "reset"] and "--confirm" not in argv
        if preview:
            json_out = False
            if not stdout.startswith(b"plan reset on "):
                result["problems"].append("plan reset without --confirm did not state what it would record")
        if argv[0] == "rescore" and "--out" not in argv and "--summary" not in argv:
            for number, line in enumerate(stdout.split(b"\n")[:-1], 1):
                try:
                    value = json.loads(line)
                    if value.get("status") == "invalid" and len(value.get("errors", [])) > ISSUE_LIMIT + 1:
                        result["problems"].append("rescore line %d lists %d errors" % (number, len(value["errors"])))
                except ValueError:
                    result["problems"].append("rescore output line %d is not JSON" % number)
                    break
        elif json_out:
            try:
                json.loads(stdout)
            except ValueError:
                result["problems"].append("stdout is not one JSON document")
        # Every document written must read back.
        written = []
        if argv[0] == "import":
            written.append(("stdin", stdout))
        if "--out" in argv and argv[0] in ("check-in", "decide", "plan") and not preview:
            out = argv[argv.index("--out") + 1]
            if out == "-":
                written.append(("stdin", stdout))
            elif os.path.isfile(out):
                written.append(("file", out))
        for kind, content in written:
            arguments = [binary, "days", "-"] if kind == "stdin" else [binary, "days", content]
            check = subprocess.run(arguments, input=content if kind == "stdin" else b"", capture_output=True, timeout=TIMEOUT)
            if check.returncode == 65 and b"days (or records) are required" not in check.stderr:
                result["problems"].append("written document does not read back: %s" % check.stderr.decode()[:200])
    for path, before in inputs.items():
        if before is not None and sha(path) != before:
            result["problems"].append("input %s changed" % os.path.relpath(path, folder))
    for special in ("/dev/null", "/dev/full"):
        if not os.path.exists(special) or not stat.S_ISCHR(os.stat(special).st_mode):
            result["problems"].append("%s is no longer a character device" % special)
    if not result["problems"]:
        shutil.rmtree(folder, ignore_errors=True)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "nutrition-engine"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", help="folder to keep failing cases in (default: a temporary folder, removed)")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    rng = random.Random(arguments.seed)
    docs = documents()
    samples = imports()
    base = arguments.keep or tempfile.mkdtemp(prefix="ne-fuzz-")
    os.makedirs(base, exist_ok=True)
    cases = [make_case(rng, index, base, docs, samples) for index in range(arguments.cases)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        results = list(pool.map(lambda case: run_case(binary, case, base), cases))
    by_class = collections.defaultdict(collections.Counter)
    failures = [result for result in results if result["problems"]]
    for result in results:
        by_class[result["class"]][str(result["exit"])] += 1
    print("seed %d, %d cases, %d source documents, %d import samples, binary %s" % (
        arguments.seed, len(results), len(docs), len(samples), os.path.relpath(binary, ROOT)))
    print()
    codes = sorted({code for counter in by_class.values() for code in counter}, key=lambda c: (len(c), c))
    print("| class | cases | " + " | ".join("exit %s" % code for code in codes) + " | problems |")
    print("|---|---:|" + "---:|" * len(codes) + "---:|")
    for klass in sorted(by_class):
        counter = by_class[klass]
        problems = sum(1 for result in failures if result["class"] == klass)
        print("| %s | %d | " % (klass, sum(counter.values())) + " | ".join(str(counter.get(code, 0)) for code in codes) + " | %d |" % problems)
    print()
    kinds = collections.Counter(problem.split(":")[0].split(" (")[0] for result in failures for problem in result["problems"])
    print("problems: %d cases (%s)" % (len(failures), ", ".join("%s: %d" % item for item in kinds.most_common()) or "none"))
    for result in failures[:20]:
        print("  case %d [%s] %s -> %s: %s" % (result["index"], result["class"], " ".join(result["argv"]), result["exit"], "; ".join(result["problems"])[:300]))
    if not arguments.keep and not failures:
        shutil.rmtree(base, ignore_errors=True)
    elif failures:
        print("failing cases kept in %s" % base)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
