#!/usr/bin/env python3
"""Trims the NutritionEngine library's public surface (issue 14 item 5, issue 19 item 6).

    python3 Reports/access-levels.py count                # `public` per folder of Sources/NutritionEngine
    python3 Reports/access-levels.py plan [FOLDER...]     # what each top-level declaration would become
    python3 Reports/access-levels.py apply [FOLDER...]    # pass 1: top-level declarations
    python3 Reports/access-levels.py members [FOLDER...]  # pass 2: members of what stayed public
    python3 Reports/access-levels.py remaining            # the public left, by folder and type

FOLDER is a folder of Sources/NutritionEngine (e.g. Days); none means every folder.

Re-running on a merged main. Other branches add declarations, so the passes are run on the merged
tree rather than merged as rewritten sources; add new commands' request, result and report types to
PUBLIC_API first. Measured on merged main on 2026-12-01 (idle 2-core machine), in this order:

    python3 Reports/access-levels.py count              # before: 1,818 public in 26,881 lines (6.8 per 100)
    python3 Reports/access-levels.py apply              # 2.1 min, 4 rounds: 1,718 (6.4)
    git commit -am "Library surface, pass 1: ..."
    python3 Reports/access-levels.py members            # 1.1 min, 2 rounds: 1,672 (6.2)
    git commit -am "Library surface, pass 2: ..."
    python3 Reports/access-levels.py apply              # a fixed point: nothing more (0.4 min)
    python3 Reports/access-levels.py remaining          # what stays public, by folder and type
    .ci/run                                             # lint, DocC, tests, vectors

Proof of no behaviour change: the render corpus (6,304 outputs of every vector's input in every
format) of the binaries before and after both passes is byte-identical (`diff -rq` empty).

Pass 2 keeps stored properties public (`let`, or a `var` without a body): the data a result holds
stays readable by an app value by value, as the JSON and the pages show it (without that rule, 92
stored properties such as ImportIntoResult.conflicts or JournalReport.series became internal).

Each round is either a type-check of the engine
module (about 20 s) or the full build (2-9 min: it is what the time is spent on). A pass that cannot
resolve an error stops ("round N: the errors above raise nothing the script can find; files
restored"), prints the compiler's errors and leaves the committed files as they were: fix the
declaration by hand (or add it to PUBLIC_API), commit, run the pass again.

Both passes leave the tree formatted (`swift format`), built with `swift build -Xswiftc
-warnings-as-errors --build-tests` (the build .ci/run starts with), and change access keywords only:
never a doc comment, a string or an expression, so no output can change.

Why public stays above 3 per 100 lines (1,672 in 26,881 lines after both passes, 6.2 per 100): the
results are typed values an app reads, and every type a public result, report or request names in a
public stored property or parameter must be public with those properties (the compiler demands it).
By folder: Explain 257 (the report models the results hold: CheckInReport, DaysReport, TodayReport
...), Evaluate 231 (the requests, results and `Evaluate` entry points themselves), Policy 145
(`Evaluate.*(_:policy:)` takes a `Policy`, whose members are its parameter structs), Foods 112
(DaysFoods, DayFoodTotals, WeekFoodSummary hold FoodEvent, MealEvidence, MacroEnergySplit, FoodTotal),
Plan 106 (InputDocument.plan, PlanState, OfferedRecommendation in CheckInReport), Days 106 (DayLog,
LoggedDay, DayLedger/LedgerDay held by DaysReport), Maintenance 98 (CheckInReport.maintenance ->
MaintenanceAssessment -> MaintenanceEstimate -> StateSpaceMaintenance), Goals 79, Projection 59, JSON
59, Today 53, Import 51, Patterns 50, Batch 47, Input 36, Calendar 36, Journal 35, Body 30, Trend 25,
Safety 24, CheckIn 18, Energy 15. Dropping the
pre-issue-19 entry points from PUBLIC_API (JSONParser, JSONWriter, Importer, IntakePlanner,
WeightTrend, PolicyReader, BatchSummary ...) would save only about 83 more. Reaching 3 per 100 needs an
API decision: results that expose their rendered forms (`json`, `page`, `rendered(as:)`) and a few
headline numbers rather than every typed value they hold.

Pass 1 (`apply`). The unit of decision is a top-level declaration (a type, its extensions, a free
function) with everything inside it:

  * public   if it is in PUBLIC_API below (the evaluation layer an app embeds: one request and one
             result per command, the report models they hold, documents in, JSON out), is linked from
             the DocC catalog, or is named by the public signature of something public (found
             statically first, then from the compiler's errors);
  * package  if its name occurs outside Sources/NutritionEngine (the CLI, the lab, the vectors target,
             tests): `package` access reaches every target of this package but no app;
  * internal otherwise (the `public` modifiers are removed).

Pass 2 (`members`, run on the committed result of pass 1). Inside what stayed public, a `public`
member (property, method, nested type; not initialisers, subscripts, operators or enum cases) loses
`public` when no public signature, protocol requirement or DocC link needs it and either its name
occurs nowhere outside Sources/NutritionEngine (it becomes internal) or it is a method or static
member of a type that is public only because a result holds it (not in PUBLIC_API, not linked from
DocC, not a type an app builds to call the API): then it becomes `package` (the CLI, lab or tests
call it) and the stored data an app reads stays public.

How the rounds run. Every decision is made from the committed files (so a run is a function of the
tree: deterministic), written, and checked first by a type-check of the engine module alone
(`swiftc -typecheck`, no code generation, about 20 s: nearly every access error is in that module),
then by the full build (the other targets: a test or the CLI using what became internal). Each round raises exactly what the compiler's errors name (the declaration at an error's or a
note's location, or the one quoted in the message) and rewrites from the committed files again. A
round that raises nothing stops the run with the compiler's errors and restores the committed files.
"""
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
ENGINE = os.path.join(ROOT, "Sources", "NutritionEngine")
DOCC = os.path.join(ENGINE, "NutritionEngine.docc")
FULL_BUILD = ["swift", "build", "-Xswiftc", "-warnings-as-errors", "--build-tests"]
MAX_ROUNDS = 12
LEVEL = {"internal": 0, "package": 1, "public": 2}

# The library's API for an app that embeds it: documents in, results out. Types that the public
# API of other folders (or of NutritionCLI, a library product too) names are found statically and by
# the compiler.
PUBLIC_API = {
    # JSON/ and Input/: reading and writing documents, with every problem located.
    "JSONParser", "JSONValue", "JSONWriter", "JSONPointer", "JSONParseError",
    "InputDocumentReader", "InputDocument", "ValidationIssue", "ValidationFailure",
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
    # the goal, the plan, the estimate, the reasons ...) is raised to public; everything else the
    # CLI, the lab or the tests use becomes `package`.
    "Evaluate", "EvaluationError", "RequestProblem", "EventDate", "WeekChoice", "CheckInDate",
    "SourceDocument", "WrittenDocument", "PlanChange",
    "EstimateRequest", "EstimateResult", "RecommendRequest", "RecommendResult", "DaysRequest",
    "MaintenanceRequest", "MaintenanceResult", "ProjectRequest", "ProjectQuestion", "ProjectResult",
    "CheckInRequest", "CheckInResult", "DecideRequest", "DayRequest", "DayResult", "PlanNewRequest",
    "PlanSetTargetRequest", "PlanResetRequest", "PlanResetResult", "PlanResetPreview", "RescoreRequest",
    "CommandReport", "OutputFormat", "RenderingError", "ReportPage",
    "EstimateReport", "RecommendReport", "DaysReport", "MaintenanceReport", "ProjectionReport",
    "CheckInReport", "ManualOnlyReport", "ManualOnlyRecommendation", "ManualOnlyCheckInReport",
    # Issues 21-24: today, journal, patterns, export, import --into and the food log.
    "TodayRequest", "TodayResult", "TodayReport", "ManualOnlyToday",
    "JournalRequest", "JournalResult", "JournalReport", "ManualOnlyJournalReport",
    "PatternsRequest", "PatternsResult", "PatternsReport", "ManualOnlyPatternsReport", "PatternSearch",
    "PatternInsight", "ExportRequest", "ExportTable", "ImportIntoRequest", "ImportIntoResult",
    "DaysFoods", "DayFoodTotals", "WeekFoodSummary",
}

# Requirements of the standard library's protocols the engine's types conform to: a witness of a
# public type's conformance must stay public.
STANDARD_REQUIREMENTS = {
    "description", "debugDescription", "hash", "allCases", "rawValue", "id", "makeIterator", "next",
    "underestimatedCount", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor",
    "encode", "startIndex", "endIndex", "index", "formIndex", "distance", "hashValue",
}

MODIFIERS = (r"(?:(?:public|package|internal|fileprivate|private|open)(?:\(set\))?\s+|"
             r"(?:static|class|final|mutating|nonmutating|nonisolated|lazy|indirect|override|convenience|"
             r"required|weak|unowned)\s+)*")
DECL = re.compile(r"^(\s*)((?:@[\w.]+(?:\([^)]*\))?\s+)*)(" + MODIFIERS + r")"
                  r"(func|var|let|init|subscript|struct|enum|class|protocol|typealias|case|extension|actor|"
                  r"associatedtype)\b\s*([A-Za-z_]\w*)?")
TOP = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*" + MODIFIERS +
                 r"(struct|enum|class|protocol|typealias|func|let|var|extension|actor)\s+([A-Za-z_]\w*)")
# `public` as a declaration's modifier (after indentation and attributes): never in a comment or string.
PUBLIC_MODIFIER = re.compile(r"^(\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*)public\s+")
TYPE_KINDS = {"struct", "enum", "class", "protocol", "extension", "actor"}


def say(text):
    print(text, flush=True)


def relative(path):
    return os.path.relpath(path, ROOT)


def folders_of(arguments):
    every = sorted(name for name in os.listdir(ENGINE)
                   if os.path.isdir(os.path.join(ENGINE, name)) and any(swift_files(name)))
    if not arguments or arguments == ["all"]:
        return every
    unknown = [name for name in arguments if name not in every]
    if unknown:
        sys.exit("not a folder of Sources/NutritionEngine with Swift files: %s" % " ".join(unknown))
    return sorted(set(arguments))


def swift_files(folder):
    for path, directories, names in os.walk(os.path.join(ENGINE, folder)):
        directories.sort()
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(path, name)


def all_engine_files():
    return [path for folder in folders_of([]) for path in swift_files(folder)]


def code_only(text):
    """The text with comments and string literals blanked, line numbers kept."""
    text = re.sub(r'"""[\s\S]*?"""', lambda m: "\n" * m.group(0).count("\n"), text)
    text = re.sub(r"/\*[\s\S]*?\*/", lambda m: "\n" * m.group(0).count("\n"), text)
    lines = []
    for line in text.split("\n"):
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        lines.append(re.sub(r"//.*", "", line))
    return lines


def outside_files():
    result = []
    for top in ("Sources", "Tests"):
        for path, directories, names in os.walk(os.path.join(ROOT, top)):
            directories.sort()
            if path == ENGINE or path.startswith(ENGINE + os.sep):
                continue
            result += [os.path.join(path, name) for name in sorted(names) if name.endswith(".swift")]
    return result


def outside_words():
    """Every identifier used outside the engine (comments left out; strings kept, for interpolations)."""
    words = set()
    for path in outside_files():
        for line in open(path).read().split("\n"):
            words.update(re.findall(r"[A-Za-z_]\w*", re.sub(r"//.*", "", line)))
    return words


def docc_links():
    """Top-level names and members the DocC catalog links to (``Name`` and ``Name/member``)."""
    names, members = set(), set()
    for path, _, files in os.walk(DOCC):
        for name in sorted(files):
            if name.endswith(".md"):
                for link in re.findall(r"``([^`]+)``", open(os.path.join(path, name)).read()):
                    parts = link.split("/")
                    names.add(parts[0])
                    members.update(re.match(r"[A-Za-z_]\w*", part).group(0) for part in parts[1:]
                                   if re.match(r"[A-Za-z_]", part))
    return names, members


def blocks(text):
    """(name, first line, last line) of each top-level declaration, by column-0 starts."""
    lines = text.split("\n")
    starts = [(i, m.group(2)) for i, line in enumerate(lines) if (m := TOP.match(line))]
    return [(name, i, starts[k + 1][0] - 1 if k + 1 < len(starts) else len(lines) - 1)
            for k, (i, name) in enumerate(starts)]


def block_at(text, line_index):
    for name, first, last in blocks(text):
        if first <= line_index <= last:
            return name
    return None


class Decl:
    """One declaration line of a file, with what it says about access and what its signature names."""

    def __init__(self, index, indent, modifiers, kind, name, parent):
        self.index, self.indent, self.kind, self.name, self.parent = index, indent, kind, name, parent
        self.access = ("public" if re.search(r"\bpublic\b(?!\()", modifiers) else
                       "package" if re.search(r"\bpackage\b(?!\()", modifiers) else None)
        self.static = bool(re.search(r"\b(?:static|class)\s", modifiers))
        self.stored = False
        self.signature = ""
        self.conformances = []

    def owner(self):
        """The top-level declaration this one is inside (itself at the top)."""
        decl = self
        while decl.parent is not None:
            decl = decl.parent
        return decl.name


def signature_text(code, index, kind):
    """The declaration's interface text: up to its body (`{`), or its value for a property."""
    text, depth, i = "", 0, index
    while i < len(code):
        line = code[i]
        for position, char in enumerate(line):
            if char in "([<":
                depth += 1
            elif char in ")]>" and depth > 0:
                depth -= 1
            elif depth == 0 and char == "{":
                return text + line[:position]
            elif depth == 0 and char == "=" and kind in ("var", "let") and line[position + 1:position + 2] != "=":
                return text + line[:position]
        text += line + " "
        if depth == 0:
            return text
        i += 1
    return text


def parse(text):
    """Declarations of one file, each with its enclosing type found by indentation (swift-format's)."""
    code = code_only(text)
    decls, stack = [], []
    for index, line in enumerate(code):
        m = DECL.match(line)
        if not m:
            continue
        indent = len(m.group(1))
        while stack and stack[-1].indent >= indent:
            stack.pop()
        parent = stack[-1] if stack else None
        kind, name = m.group(4), m.group(5) or ""
        if kind == "case" and (parent is None or parent.kind != "enum" or indent != parent.indent + 4
                               or not re.match(r"\s*(?:indirect\s+)?case\s+[A-Za-z_]", line)):
            continue
        decl = Decl(index, indent, m.group(2) + m.group(3), kind, name, parent)
        if kind in ("var", "let") and not decl.static and parent is not None and parent.kind in ("struct", "class"):
            # Stored: a `let`, or a `var` with no body brace before its value (`var x: Int { ... }` is computed).
            rest = line[m.end():]
            brace, equals = rest.find("{"), rest.find("=")
            decl.stored = kind == "let" or brace < 0 or (0 <= equals < brace)
        full = signature_text(code, index, kind)
        body = full[m.end(3):]
        if kind in TYPE_KINDS:
            inherited = re.match(r"\s*\w+\s*(?:<[^>]*>)?\s*:\s*([^{]*)", body[len(kind):])
            decl.conformances = re.findall(r"[A-Za-z_]\w*", inherited.group(1)) if inherited else []
            # A class's superclass and a protocol's parents must be as visible; a conformance need not.
            decl.signature = body if kind in ("class", "protocol") else ""
        else:
            decl.signature = body
        decls.append(decl)
        if kind in TYPE_KINDS:
            stack.append(decl)
    return decls


def identifiers(text):
    return set(re.findall(r"[A-Za-z_]\w*", text))


def requirement_names(decls):
    """Names a protocol declared in these declarations requires, by protocol."""
    result = {}
    for decl in decls:
        if decl.parent is not None and decl.parent.kind == "protocol" and decl.indent == decl.parent.indent + 4:
            result.setdefault(decl.parent.name, set()).add(decl.name)
    return result


def clean_or_exit(paths):
    status = subprocess.run(["git", "status", "--porcelain", "--"] + [relative(p) for p in paths],
                            cwd=ROOT, capture_output=True, text=True).stdout
    if status.strip():
        sys.exit("commit or stash these first (each pass rewrites from the committed files):\n" + status)


def typecheck():
    # -enable-testing as SwiftPM's debug build: with it a `package` declaration naming an internal
    # type is an error (without it, none), so this check finds what the build would.
    command = (["swiftc", "-typecheck", "-wmo", "-module-name", "NutritionEngine", "-package-name",
                "nutritionengine", "-swift-version", "6", "-diagnostic-style", "llvm", "-warnings-as-errors",
                "-enable-testing"]
               + all_engine_files())
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    return run.returncode == 0, run.stdout + run.stderr


def full_build():
    run = subprocess.run(FULL_BUILD, cwd=ROOT, capture_output=True, text=True)
    return run.returncode == 0, run.stdout + run.stderr


def format_files(paths):
    if paths:
        subprocess.run(["swift", "format", "format", "--in-place"] + sorted(paths), cwd=ROOT, check=True)


def diagnostics(output):
    """(error message, [(path, line) of the error and of its notes]) for each error, in order. Reads
    both diagnostic styles: llvm's (a located line per note) and swift's (notes under a source
    snippet, `NN | code` then `` `- note: ``, located by the snippet's line number)."""
    result, current, gutter = [], None, None
    for line in output.split("\n"):
        m = re.search(r"(/[^:\s]+\.swift):(\d+):\d+: (error|note|warning): (.*)", line)
        if m:
            path, number, kind, message = os.path.realpath(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
            current, gutter = path, None
            if kind == "error":
                result.append([message, [(path, number)]])
            elif kind == "note" and result:
                result[-1][1].append((path, number))
            continue
        snippet = re.match(r"\s*(\d+)\s*[|│]", line)
        if snippet:
            gutter = int(snippet.group(1))
        elif re.search(r"`- note:|╰─ note:", line) and result and current and gutter:
            result[-1][1].append((current, gutter))
    return result


def needed_level(message):
    return "public" if re.search(r"\bpublic\b", message) else "package"


def show_errors(output):
    errors = [line for line in output.split("\n") if ": error: " in line]
    sys.stderr.write("\n".join(errors[:40]) + ("\n... %d errors in all\n" % len(errors)) + "\n")
    if not errors:
        sys.stderr.write(output[-4000:] + "\n")


def restore(base):
    for path, text in base.items():
        open(path, "w").write(text)


def count():
    total = lines = 0
    for folder in folders_of([]):
        files = list(swift_files(folder))
        n = sum(len(re.findall(r"\bpublic\b", open(p).read())) for p in files)
        total += n
        lines += sum(open(p).read().count("\n") for p in files)
        say("%5d %s" % (n, folder))
    say("%5d total in %d lines: %.1f per 100 lines" % (total, lines, 100.0 * total / lines))


# Pass 1 --------------------------------------------------------------------------------------------

def plan(folders, raised):
    """The level of every top-level declaration of `folders`, with what the signatures force."""
    words = outside_words()
    linked, _ = docc_links()
    names, signatures, declared = {}, {}, set()
    for path in all_engine_files():
        text = open(path).read()
        decls = parse(text)
        declared |= {decl.name for decl in decls if decl.parent is None and decl.kind != "extension"}
        for name, first, last in blocks(text):
            names.setdefault(name, set()).add(relative(path).split(os.sep)[2])
            # What this block's public declarations name, if the block stays public (the public
            # members of a nested type that is not public do not count).
            named = signatures.setdefault(name, set())
            for decl in decls:
                if first <= decl.index <= last and public_chain(decl, first):
                    named |= identifiers(decl.signature)
    levels = {}
    for name, homes in names.items():
        if not homes & set(folders):
            continue
        if name in PUBLIC_API or name in linked:
            levels[name] = "public"
        elif name in words:
            levels[name] = "package"
        else:
            levels[name] = "internal"
        if LEVEL[raised.get(name, "internal")] > LEVEL[levels[name]]:
            levels[name] = raised[name]
    # Only what the engine declares is raised: `extension Double` is no reason to publish the extension.
    raisable = set(levels) & declared
    # Public declarations of the other targets (NutritionCLI is a library product) name engine types.
    for path in outside_files():
        for decl in parse(open(path).read()):
            if decl.access == "public":
                for name in identifiers(decl.signature) & raisable:
                    levels[name] = "public"
    changed = True
    while changed:
        changed = False
        for name in sorted(levels):
            if levels[name] == "internal":
                continue
            for used in sorted(signatures.get(name, set()) & raisable):
                if LEVEL[levels[used]] < LEVEL[levels[name]]:
                    levels[used] = levels[name]
                    changed = True
    return levels


def public_chain(decl, block_first):
    """Whether `decl` is public API when its top-level block is: public itself (or an enum case or a
    protocol requirement) inside types that are public all the way up to the block."""
    own = decl.access == "public" or decl.kind == "case" or (
        decl.parent is not None and decl.parent.kind == "protocol" and decl.kind != "extension")
    parent = decl.parent
    while own and parent is not None and parent.index > block_first:
        own = parent.access == "public" or parent.kind == "extension"
        parent = parent.parent
    return own and decl.index >= block_first


def write_lines(path, text, lines, touched):
    """Writes `lines` over `path` (read as `text`), noting it in `touched` when it changed."""
    new = "\n".join(lines)
    if new != text:
        touched.add(path)
    open(path, "w").write(new)


def rewrite_blocks(base, levels):
    touched = set()
    for path, text in base.items():
        lines = text.split("\n")
        for name, first, last in blocks(text):
            level = levels.get(name, "public")
            if level == "public":
                continue
            for i in range(first, last + 1):
                lines[i] = PUBLIC_MODIFIER.sub(r"\1package " if level == "package" else r"\1", lines[i])
        write_lines(path, text, lines, touched)
    return touched


def rounds(base, started, rewrite, learn, verb):
    """Rewrites the files (`rewrite()` returns those it touched) and checks them, a type-check first
    and a full build once that is clean, until the full build is clean. After a failed check
    `learn(output, stage)` takes in what the errors need and returns a line saying what it changed,
    or None when they need nothing it can find: then, or after MAX_ROUNDS rounds, the files are
    restored and the script stops."""
    stage = "typecheck"
    for round_ in range(1, MAX_ROUNDS + 1):
        touched = rewrite()
        if stage == "build":
            format_files(touched)
            ok, output = full_build()
        else:
            ok, output = typecheck()
        say("round %d (%s, %.0f s): %s" % (round_, stage, time.time() - started, "clean" if ok else
                                           "%d errors" % output.count(": error: ")))
        if ok and stage == "build":
            return
        if ok:
            stage = "build"
            continue
        change = learn(output, stage)
        if change is None:
            show_errors(output)
            restore(base)
            sys.exit("round %d: the errors above %s nothing the script can find; files restored" % (round_, verb))
        say("  " + change)
        stage = "typecheck"
    restore(base)
    sys.exit("no clean build after %d rounds; files restored" % MAX_ROUNDS)


def apply(folders):
    base = {path: open(path).read() for folder in folders for path in swift_files(folder)}
    clean_or_exit(list(base))
    started = time.time()
    raised, levels = {}, {}

    def rewrite():
        levels.clear()
        levels.update(plan(folders, raised))
        return rewrite_blocks(base, levels)

    def learn(output, stage):
        before = dict(raised)
        for message, places in diagnostics(output):
            need = needed_level(message)
            site_path, site_line = places[0]
            site = block_at(open(site_path).read(), site_line - 1) if site_path in base else None
            if site in levels and re.search(r"is (?:internal|package) and cannot be referenced", message):
                # "'X' is internal and cannot be referenced from a default argument value": X is
                # needed at the level of the declaration whose default argument names it.
                need = levels[site]
            named = [block_at(open(path).read(), number - 1) for path, number in places[1:] if path in base]
            if not named or "cannot be referenced" in message or "in scope" in message:
                named += [quoted for quoted in re.findall(r"'(\w+)'", message) if quoted in levels]
            for name in named:
                if name in levels and LEVEL[levels[name]] < LEVEL[need]:
                    raised[name] = need
        if raised == before:
            return None
        return "raised " + ", ".join("%s=%s" % kv for kv in sorted(raised.items()) if before.get(kv[0]) != kv[1])

    rounds(base, started, rewrite, learn, "raise")
    return levels


def input_types(every):
    """The types an app builds to call the API: named by a parameter of a public initialiser,
    function or enum case of a PUBLIC_API type, or by a public member of a request type, and then by
    their own initialisers' parameters (a `Timestamp` for `TodayRequest`)."""
    declared = {decl.name for decl in every if decl.parent is None and decl.kind in TYPE_KINDS - {"extension"}}
    by_owner = {}
    for decl in every:
        if decl.access == "public" or decl.kind == "case":
            by_owner.setdefault(decl.owner(), []).append(decl)
    inputs, frontier = set(), set(PUBLIC_API)
    while frontier:
        name = frontier.pop()
        for decl in by_owner.get(name, []):
            if decl.kind in ("init", "func", "case") or (name.endswith("Request") or name in inputs) and (
                    decl.kind in ("var", "let") and not decl.static):
                text = decl.signature if decl.kind in ("var", "let") else decl.signature[decl.signature.find("("):]
                for used in identifiers(text) & declared - inputs - PUBLIC_API:
                    inputs.add(used)
                    frontier.add(used)
    return inputs


def member_candidates(folders, base):
    """(path, line number) -> (name, kind, lowest level) of each public member the API does not need:

    * a member no one outside the engine names (it becomes internal), and
    * a method or static member of a type that is public only because a result holds it (not in
      PUBLIC_API, not linked from DocC, not an input type): the data stays public, the helpers an
      app does not call become `package` (named outside the engine) or internal.

    Initialisers, subscripts, operators, enum cases, protocol requirements' witnesses and what DocC
    links to are never candidates."""
    words = outside_words()
    linked_types, linked = docc_links()
    parsed = {path: parse(text) for path, text in base.items()}
    every = [decl for path in parsed for decl in parsed[path]]
    requirements = requirement_names(every)
    # Conformances by type name, wherever declared (`extension T: P` in another file included).
    conforms = {}
    for decl in every:
        if decl.kind in TYPE_KINDS:
            conforms.setdefault(decl.name, set()).update(decl.conformances)
    for name in STANDARD_REQUIREMENTS:
        requirements.setdefault("", set()).add(name)
    protected = PUBLIC_API | linked_types | input_types(every)
    candidates = {}
    for path, decls in parsed.items():
        if relative(path).split(os.sep)[2] not in folders:
            continue
        for decl in decls:
            if decl.parent is None or decl.access != "public" or decl.kind in ("init", "subscript", "case"):
                continue
            if not decl.name or decl.name in linked:
                continue
            conformances = set(decl.parent.conformances) | conforms.get(decl.parent.name, set())
            if decl.parent.kind in ("protocol", "extension"):
                conformances.add(decl.parent.name)
            if any(decl.name in requirements.get(p, ()) for p in conformances) or decl.name in requirements[""]:
                continue
            if decl.stored:
                continue  # the data a result holds stays readable by an app, value by value
            helper = decl.owner() not in protected and (decl.kind == "func" or decl.static and decl.kind in ("var", "let"))
            if decl.name not in words:
                candidates[(path, decl.index + 1)] = (decl.name, decl.kind, "internal")
            elif helper:
                candidates[(path, decl.index + 1)] = (decl.name, decl.kind, "package")
    return parsed, candidates


def member_seeds(parsed, candidates):
    """Candidates a public signature that stays public names: a nested type by its name, a value in
    a default argument (`= .name`, `= name`). Grown to a fixed point."""
    signatures = {}
    for path, decls in parsed.items():
        for decl in decls:
            chain, parent = decl.access == "public" or decl.kind == "case", decl.parent
            if decl.kind == "case" and parent is not None and parent.access != "public":
                chain = False
            while chain and parent is not None:
                chain = parent.access == "public" or parent.kind == "extension"
                parent = parent.parent
            if chain and decl.signature:
                signatures[(path, decl.index + 1)] = decl.signature
    for path in outside_files():
        for decl in parse(open(path).read()):
            if decl.access == "public":
                signatures[(path, decl.index + 1)] = decl.signature
    kept = {}
    changed = True
    while changed:
        changed = False
        named, accessed = set(), set()
        for place, text in signatures.items():
            if place not in candidates or place in kept:
                named |= identifiers(text)
                accessed |= set(re.findall(r"\.([A-Za-z_]\w*)", text))
                for default in re.findall(r"[^=!<>]=\s*([^,)]+)", text):  # `smoothing: Double = dailySmoothing`
                    accessed |= identifiers(default)
        for place in sorted(candidates):
            name, kind, _ = candidates[place]
            if place not in kept and (name in accessed or (kind in TYPE_KINDS | {"typealias"} and name in named)):
                kept[place] = "public"
                changed = True
    return kept


def rewrite_members(base, candidates, kept):
    touched = set()
    for path, text in base.items():
        lines = text.split("\n")
        for (p, number), (_, _, lowest) in candidates.items():
            level = max(lowest, kept.get((p, number), "internal"), key=LEVEL.get)
            if p == path and level != "public":
                replacement = r"\1package " if level == "package" else r"\1"
                lines[number - 1] = PUBLIC_MODIFIER.sub(replacement, lines[number - 1], count=1)
        write_lines(path, text, lines, touched)
    return touched


def members(folders):
    base = {path: open(path).read() for path in all_engine_files()}
    clean_or_exit(list(base))
    started = time.time()
    parsed, candidates = member_candidates(folders, base)
    kept = member_seeds(parsed, candidates)
    say("%d public members the API does not need (%d named outside the engine: to package), %d of them "
        "named by public signatures" % (len(candidates), sum(1 for c in candidates.values() if c[2] == "package"),
                                       len(kept)))

    def learn(output, stage):
        before = dict(kept)
        for message, places in diagnostics(output):
            need = needed_level(message)
            if "is package and cannot be referenced" in message:
                # a default argument of a public declaration (one of a package one says "is internal")
                need = "public"
            found = False
            for path, number in places:
                for place in places_of(path, number, candidates, stage):
                    found = True
                    if LEVEL[kept.get(place, "internal")] < LEVEL[need]:
                        kept[place] = need
            if not found:
                for quoted in re.findall(r"'(\w+)'", message):
                    for place in sorted(candidates):
                        if candidates[place][0] == quoted and LEVEL[kept.get(place, "internal")] < LEVEL[need]:
                            kept[place] = need
        if kept == before:
            return None
        return "kept " + ", ".join(sorted("%s:%d %s=%s" % (relative(p)[len("Sources/NutritionEngine/"):], n,
                                                         candidates[(p, n)][0], level)
                                          for (p, n), level in kept.items() if before.get((p, n)) != level))

    rounds(base, started, lambda: rewrite_members(base, candidates, kept), learn, "keep")
    say("%d members made internal or package, %d kept public" % (
        sum(1 for p in candidates if kept.get(p) != "public"), sum(1 for p in kept if kept[p] == "public")))


def places_of(path, number, candidates, stage):
    """The candidates at a reported location: the line itself before formatting; after it (the full
    build), the candidates of that file with the name declared on that line."""
    if (path, number) in candidates:
        return [(path, number)]
    if stage != "build" or not os.path.exists(path):
        return []
    lines = open(path).read().split("\n")
    m = DECL.match(lines[number - 1]) if number - 1 < len(lines) else None
    if not m or not m.group(5):
        return []
    return [place for place in sorted(candidates) if place[0] == path and candidates[place][0] == m.group(5)]


def remaining():
    """The public declarations left, by folder and top-level type."""
    table = {}
    for path in all_engine_files():
        text = open(path).read()
        folder = relative(path).split(os.sep)[2]
        for name, first, last in blocks(text):
            n = sum(1 for line in text.split("\n")[first:last + 1] if PUBLIC_MODIFIER.match(line))
            if n:
                table.setdefault(folder, {}).setdefault(name, 0)
                table[folder][name] += n
    for folder in sorted(table, key=lambda f: -sum(table[f].values())):
        types = sorted(table[folder].items(), key=lambda kv: (-kv[1], kv[0]))
        say("%5d %-12s %s" % (sum(table[folder].values()), folder, ", ".join("%s %d" % kv for kv in types)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "count":
        count()
    elif command == "remaining":
        remaining()
    elif command == "plan":
        for name, level in sorted(plan(folders_of(arguments), {}).items(), key=lambda kv: (kv[1], kv[0])):
            say("%-8s %s" % (level, name))
    elif command == "apply":
        levels = apply(folders_of(arguments))
        for level in ("public", "package", "internal"):
            say("%s: %s" % (level, " ".join(sorted(n for n, v in levels.items() if v == level))))
        count()
    elif command == "members":
        members(folders_of(arguments))
        count()
    else:
        sys.exit(__doc__)
