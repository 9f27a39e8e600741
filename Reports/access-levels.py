#!/usr/bin/env python3
"""Trims the NutritionEngine library's public surface, folder by folder (issue 14, item 5).

    python3 Reports/access-levels.py count                 # `public` per folder of Sources/NutritionEngine
    python3 Reports/access-levels.py plan FOLDER...        # what each top-level declaration would become
    python3 Reports/access-levels.py apply FOLDER...       # rewrite, then build until it compiles
    python3 Reports/access-levels.py members FOLDER...     # then: unused public members -> internal

FOLDER is a folder of Sources/NutritionEngine (e.g. Days). The unit of decision is a top-level
declaration (a type, its extensions, a free function) with everything inside it:

  * public   if it is in PUBLIC_API below (what an app embedding the engine needs: read a document,
             run the rules, get the JSON) or if the compiler demands it (a public declaration
             elsewhere names it in its signature);
  * package  if its name occurs outside Sources/NutritionEngine (the CLI, the lab, the vectors
             target, tests): Swift's `package` access reaches every target of this package;
  * internal otherwise (the `public` keywords are removed).

`apply` rewrites the files, runs `swift build --build-tests`, and for every
"... must be declared public/package because it ... uses a package/internal type" error raises that
type one level, then rewrites from the committed files again; it stops when the build is clean
(a few rounds). Review the diff: it changes access only, never behaviour.

`members` (run after `apply` is committed) goes one level down, inside the declarations that stayed
public: a `public` member (property, method, nested type; not initialisers) whose name occurs
nowhere outside Sources/NutritionEngine loses `public`; every line the compiler then names (a
public protocol's requirement, a public signature using a nested type) gets it back, round by round.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = os.path.join(ROOT, "Sources", "NutritionEngine")

# The library's API for an app that embeds it: documents in, results out. Types that the public
# API of other folders (or of NutritionCLI, a library product too) names are found by the compiler.
PUBLIC_API = {
    # JSON/ and Input/: reading and writing documents, with every problem located.
    "JSONParser", "JSONValue", "JSONWriter", "JSONPointer", "JSONParseError",
    "InputDocumentReader", "InputDocument", "ValidationIssue",
    # Body/, Energy/, Safety/, Calendar/: the person, the equations, the screen, dates.
    "Person", "EquationSex", "ActivityLevel", "EnergyEstimate", "SafetyScreen", "Eligibility",
    "AutomationGate", "CalendarDate", "LocalDayClock",
    # Days/, Import/, Trend/, Projection/: the day ledger, imports, the weight trend, projections.
    "DayLog", "DayLedger", "WeekSummary", "DayCorrection", "Importer", "ImportFile", "ImportFormat",
    "WeightTrend", "WeightProjection", "IntakePlanner", "PlannerAnswers",
    # Policy/, Batch/: the versioned policy and re-scoring of many documents.
    "Policy", "PolicyReader", "RecordScorer", "ScoredRecord", "BatchSummary",
    # Evaluate/ (issue 19): the layer an app embeds, one request and one result per command, and
    # Explain/'s report models those results hold. What their public signatures name (the person,
    # the goal, the plan, the estimate, the reasons ...) the compiler raises to public round by round;
    # everything else the CLI, the lab or the tests use becomes `package`.
    "Evaluate", "EvaluationError", "RequestProblem", "EventDate", "WeekChoice", "CheckInDate",
    "SourceDocument", "WrittenDocument", "PlanChange",
    "EstimateRequest", "EstimateResult", "RecommendRequest", "RecommendResult", "DaysRequest",
    "MaintenanceRequest", "MaintenanceResult", "ProjectRequest", "ProjectQuestion", "ProjectResult",
    "CheckInRequest", "CheckInResult", "DecideRequest", "DayRequest", "DayResult", "PlanNewRequest",
    "PlanSetTargetRequest", "PlanResetRequest", "PlanResetResult", "PlanResetPreview", "RescoreRequest",
    "CommandReport", "OutputFormat", "RenderingError", "ReportPage",
    "EstimateReport", "RecommendReport", "DaysReport", "MaintenanceReport", "ProjectionReport",
    "CheckInReport", "ManualOnlyReport", "ManualOnlyRecommendation", "ManualOnlyCheckInReport",
}

TOP = re.compile(
    r"^(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*(?:(?:public|package|final|indirect)\s+)*"
    r"(struct|enum|class|protocol|typealias|func|let|var|extension)\s+([A-Za-z_][A-Za-z0-9_]*)")


def swift_files(folder):
    for path, _, names in os.walk(os.path.join(ENGINE, folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(path, name)


def blocks(text):
    """(name, first line, last line) of each top-level declaration, by column-0 starts."""
    lines = text.split("\n")
    starts = [(i, m.group(2)) for i, line in enumerate(lines) if (m := TOP.match(line))]
    result = []
    for k, (i, name) in enumerate(starts):
        end = starts[k + 1][0] - 1 if k + 1 < len(starts) else len(lines) - 1
        # Doc comments above the next declaration belong to it; they hold no access keyword.
        result.append((name, i, end))
    return result


def outside_text():
    chunks = []
    for top in ("Sources", "Tests"):
        for path, _, names in os.walk(os.path.join(ROOT, top)):
            if path.startswith(ENGINE):
                continue
            for name in names:
                if name.endswith(".swift"):
                    chunks.append(re.sub(r"//[^\n]*", "", open(os.path.join(path, name)).read()))
    return "\n".join(chunks)


def plan(folders, raised):
    outside = outside_text()
    decisions = {}
    for folder in folders:
        for path in swift_files(folder):
            text = open(path).read()
            for name, _, _ in blocks(text):
                if name in decisions:
                    continue
                if name in PUBLIC_API or raised.get(name) == "public":
                    decisions[name] = "public"
                elif raised.get(name) == "package" or re.search(r"\b%s\b" % re.escape(name), outside):
                    decisions[name] = "package"
                else:
                    decisions[name] = "internal"
    return decisions


def rewrite(folders, decisions):
    for folder in folders:
        for path in swift_files(folder):
            text = subprocess.run(["git", "show", "HEAD:" + os.path.relpath(path, ROOT)], cwd=ROOT, capture_output=True, text=True).stdout
            lines = text.split("\n")
            for name, first, last in blocks(text):
                level = decisions.get(name, "public")
                if level == "public":
                    continue
                for i in range(first, last + 1):
                    lines[i] = re.sub(r"\bpublic ", "" if level == "internal" else "package ", lines[i])
            open(path, "w").write("\n".join(lines))


def count():
    total = 0
    for folder in sorted(os.listdir(ENGINE)):
        n = sum(len(re.findall(r"\bpublic\b", open(p).read())) for p in swift_files(folder))
        total += n
        print("%5d %s" % (n, folder))
    print("%5d total" % total)


def apply(folders):
    raised = {}
    for round_ in range(1, 20):
        decisions = plan(folders, raised)
        rewrite(folders, decisions)
        build = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
        output = build.stdout + build.stderr
        if build.returncode == 0:
            print("round %d: clean" % round_)
            return decisions
        changed = False
        need, error_file, snippet_line = None, None, None

        def raise_block(path, line_number):
            nonlocal changed
            if not path.startswith(ENGINE):
                return
            for name, first, last in blocks(open(path).read()):
                if first <= line_number - 1 <= last and decisions.get(name) != "public":
                    if (need == "public" or decisions.get(name) == "internal") and raised.get(name) != need:
                        raised[name] = need
                        changed = True

        for line in output.split("\n"):
            referenced = re.search(r"error: [a-z ]+ '(\w+)' is (?:package|internal) and cannot be referenced from a default argument value", line)
            if referenced and referenced.group(1) in decisions and raised.get(referenced.group(1)) != "public":
                raised[referenced.group(1)] = "public"
                changed = True
            error = re.match(r"(/[^:]+\.swift):\d+:\d+: error: .*(?:cannot be declared|in an?) (public|package)\b.* uses an? (?:package|internal) type", line)
            if error:
                error_file, need = error.group(1), error.group(2)
                named = re.search(r"its type '(\w+)'", line)
                if named and named.group(1) in decisions and decisions[named.group(1)] != "public" and raised.get(named.group(1)) != need:
                    raised[named.group(1)] = need
                    changed = True
                continue
            gutter = re.match(r"\s*(\d+) \|", line)
            if gutter:
                snippet_line = int(gutter.group(1))
            if "note: type declared here" in line and need:
                elsewhere = re.match(r"(/[^:]+\.swift):(\d+):\d+: note", line)
                if elsewhere:
                    raise_block(elsewhere.group(1), int(elsewhere.group(2)))
                elif error_file and snippet_line:
                    raise_block(error_file, snippet_line)
        if not changed:
            sys.stderr.write(output[-6000:])
            sys.exit("round %d: errors the script cannot resolve (above)" % round_)
        print("round %d: raised %s" % (round_, ", ".join("%s=%s" % kv for kv in sorted(raised.items()))))
    sys.exit("no clean build after 20 rounds")


MEMBER = re.compile(r"^\s+(?:@[A-Za-z]+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|final|mutating|nonisolated|lazy|indirect|override)\s+)*"
                    r"(?:func|var|let|struct|enum|class|typealias|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)")


def members(folders):
    outside = outside_text()
    candidates = {}
    for folder in folders:
        for path in swift_files(folder):
            for n, line in enumerate(open(path).read().split("\n"), 1):
                m = MEMBER.match(line)
                if m and not re.search(r"\b%s\b" % re.escape(m.group(1)), outside):
                    candidates[(path, n)] = m.group(1)
    kept = set()
    for round_ in range(1, 30):
        for path in sorted({p for p, _ in candidates}):
            text = subprocess.run(["git", "show", "HEAD:" + os.path.relpath(path, ROOT)], cwd=ROOT, capture_output=True, text=True).stdout
            lines = text.split("\n")
            for (p, n) in candidates:
                if p == path and (p, n) not in kept:
                    lines[n - 1] = lines[n - 1].replace("public ", "", 1)
            open(path, "w").write("\n".join(lines))
        build = subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
        if build.returncode == 0:
            print("round %d: clean; %d members made internal" % (round_, len(candidates) - len(kept)))
            return
        output = build.stdout + build.stderr
        before = len(kept)
        current, last_gutter = None, None
        for line in output.split("\n"):
            located = re.match(r"(/[^:]+\.swift):(\d+):\d+: (?:error|note)", line)
            if located:
                current = located.group(1)
                if (current, int(located.group(2))) in candidates:
                    kept.add((current, int(located.group(2))))
                continue
            gutter = re.match(r"\s*(\d+) \|", line)
            if "`- note:" in line or "`- error:" in line:
                # the snippet line just above names the declaration in the current file
                if last_gutter and (current, last_gutter) in candidates:
                    kept.add((current, last_gutter))
            last_gutter = int(gutter.group(1)) if gutter else (last_gutter if "`-" in line else None)
        if len(kept) == before:
            sys.stderr.write(output[-6000:])
            sys.exit("round %d: errors the script cannot resolve (above)" % round_)
        print("round %d: %d kept public" % (round_, len(kept)))
    sys.exit("no clean build after 30 rounds")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    command, folders = sys.argv[1], sys.argv[2:]
    if command == "count":
        count()
    elif command == "plan":
        for name, level in sorted(plan(folders, {}).items(), key=lambda kv: (kv[1], kv[0])):
            print("%-8s %s" % (level, name))
    elif command == "apply":
        decisions = apply(folders)
        for level in ("public", "package", "internal"):
            print("%s: %s" % (level, " ".join(sorted(n for n, l in decisions.items() if l == level))))
    elif command == "members":
        members(folders)
    else:
        sys.exit(__doc__)
