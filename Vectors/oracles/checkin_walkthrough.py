#!/usr/bin/env python3
"""Writes Vectors/check-in/walkthrough/: one plan through eight weekly check-ins with decisions of
every kind (accept, undo after accept, defer then accept, reject, an edit refused by the floor, an
edit), a reset (confirmed; and asked first, without --confirm), a new plan with one more check-in,
and tampered histories that must be refused.

Each step is a case (input.json = the document before the step). The documents between steps are
produced by the engine itself (check-in --out, decide, plan), so the expected outputs are reviewed
snapshots: record them with `nutrition-engine vectors record Vectors`. chain.json lists, for every
step that changes the document, the command that turns this step's input into the next step's;
a test replays the chain and requires the same bytes.

Run: swift build && python3 Vectors/oracles/checkin_walkthrough.py .build/debug/nutrition-engine
"""
import json, os, shutil, subprocess, sys, tempfile

ENGINE = os.path.abspath(sys.argv[1])
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "check-in", "walkthrough")
shutil.rmtree(ROOT, ignore_errors=True)
os.makedirs(ROOT)
tmp = tempfile.mkdtemp()
base = os.path.join(tmp, "base.json")
subprocess.run([sys.executable, os.path.join(HERE, "checkin_scenario.py"), base], check=True)
document = open(base, "rb").read()
chain = []
step = 0


def case(name, description, args, exit_code=0, expected_file="expected.json", produce=None):
    """Writes a case whose input is the current document; `produce` (args) makes the next document."""
    global document, step
    step += 1
    case_name = "%02d-%s" % (step, name)
    if chain and "next" not in chain[-1]:
        chain[-1]["next"] = case_name
    d = os.path.join(ROOT, case_name)
    os.makedirs(d)
    open(os.path.join(d, "input.json"), "wb").write(document)
    meta = {"description": description, "source": "snapshot of the engine, reviewed; scenario from Vectors/oracles/checkin_scenario.py",
            "command": args, "exitCode": exit_code, "tolerance": {"absolute": 0, "relative": 0}, "oracle": "snapshot"}
    if expected_file != "expected.json":
        meta["expectedFile"] = expected_file
    json.dump(meta, open(os.path.join(d, "case.json"), "w"), indent=2, sort_keys=True)
    open(os.path.join(d, expected_file), "w").write("")
    if produce:
        out = os.path.join(tmp, "next.json")
        full = [ENGINE] + [os.path.join(d, "input.json") if a == "input.json" else a for a in produce] + ["--out", out]
        result = subprocess.run(full, capture_output=True)
        if result.returncode != 0:
            sys.exit("step %s failed: %s" % (case_name, result.stderr.decode()))
        document = open(out, "rb").read()
        chain.append({"case": case_name, "command": produce + ["--out", "OUT"]})


def week(monday, day_after):
    return ["check-in", "input.json", "--week", monday, "--date", day_after]


case("plan-new", "a plan is created from the goal with the initial recommended target, 1950 kcal/day (the equations' maintenance less the 0.5 %/week deficit at the Forbes energy density, worked out in METHOD section 5)",
     ["plan", "new", "input.json", "--target-source", "recommended", "--date", "2026-09-28"],
     produce=["plan", "new", "input.json", "--target-source", "recommended", "--date", "2026-09-28"])
mondays = ["2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]
after = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"]
case("check-in-week-1", "week 1: one week of whole-history evidence puts maintenance at 2082.25 (95 % 1696.98-2467.52; the data carry 51 % of it), below the equations' 2358.51, but the weigh-ins span only 6 days, so no weight change is read yet: the estimate rests on its prior and the target 1950 is kept (estimateRestsOnPrior; before issue 18 this week was offered a cut)", week(mondays[0], after[0]), produce=week(mondays[0], after[0]))
case("check-in-week-2", "week 2: a travel block (untracked) leaves too few evidence days in the week", week(mondays[1], after[1]), produce=week(mondays[1], after[1]))
case("accept-needs-more-evidence-refused", "accepting a needsMoreEvidence result is refused and nothing is written",
     ["decide", "input.json", "--accept", "--date", after[1]], exit_code=65)
case("check-in-week-3", "week 3: the keep of week 1 was not decided and expired; the estimate (1968.28, 1734.10-2202.47) points to 1574.63, a change of -375.37, so the weekly maximum is offered: 1950 -> 1800", week(mondays[2], after[2]), produce=week(mondays[2], after[2]))
week4_input = document.decode()
case("check-in-week-4-markdown", "week 4 as a person reads it (the next case is the same check-in as JSON)", week(mondays[3], after[3]) + ["--format", "markdown"], expected_file="expected.md")
case("check-in-week-4", "week 4: the estimate (1939.37, 1759.28-2119.45) points to 1551.49, a change of -398.51 (the 20 % deficit cap binds); a cut of the weekly maximum 150 is offered (no earlier check-in pointed the other way, so no second check-in is needed): 1950 -> 1800",
     week(mondays[3], after[3]), produce=week(mondays[3], after[3]))
case("accept", "the person accepts: the target becomes 1800", ["decide", "input.json", "--accept", "--date", after[3]],
     produce=["decide", "input.json", "--accept", "--date", after[3]])
case("undo-after-accept", "undo restores 1950 and the offer is pending again", ["decide", "input.json", "--undo", "--date", after[3]],
     produce=["decide", "input.json", "--undo", "--date", after[3]])
case("defer", "the person defers the offer; it stays pending until the next check-in", ["decide", "input.json", "--defer", "--date", after[3]],
     produce=["decide", "input.json", "--defer", "--date", after[3]])
case("accept-after-defer", "a deferred offer is accepted later the same week", ["decide", "input.json", "--accept", "--date", "2026-10-28"],
     produce=["decide", "input.json", "--accept", "--date", "2026-10-28"])
case("check-in-week-5", "week 5: a 'complete' day far below maintenance is suspect; validate it before any change",
     week(mondays[4], after[4]), produce=week(mondays[4], after[4]))
case("check-in-week-6", "week 6 (target 1800 after the accept): the estimate 1986.18 points to 1591.39, a change of -208.61, so the weekly maximum is offered: 1800 -> 1650", week(mondays[5], after[5]), produce=week(mondays[5], after[5]))
case("reject", "the person rejects the offer (the target stays 1800)", ["decide", "input.json", "--reject", "--date", after[5]],
     produce=["decide", "input.json", "--reject", "--date", after[5]])
case("check-in-week-7-html", "week 7 as an HTML page with the week chart (the next case is the same check-in as JSON)", week(mondays[6], after[6]) + ["--format", "html"], expected_file="expected.html")
case("check-in-week-7", "week 7: the estimate 2010.93 points to 1617.62, still more than the weekly maximum below 1800: 1800 -> 1650 offered again", week(mondays[6], after[6]), produce=week(mondays[6], after[6]))
case("edit-below-floor-refused", "an edit to 1100 kcal/day is refused by the 1200 kcal/day floor and nothing changes",
     ["decide", "input.json", "--edit", "1100", "--date", after[6]], exit_code=65)
case("edit", "the person sets 1850 kcal/day instead", ["decide", "input.json", "--edit", "1850", "--date", after[6]],
     produce=["decide", "input.json", "--edit", "1850", "--date", after[6]])
case("check-in-week-8", "week 8 on the edited target 1850: the estimate 1971.98 points to 1578.57, so the weekly maximum is offered: 1850 -> 1700", week(mondays[7], after[7]), produce=week(mondays[7], after[7]))
before_reset = document
case("reset", "an algorithm reset, confirmed: calibration from the 56 logged days before 2026-11-23 is no longer used; the 63 logged days, 8 check-ins and 6 decisions are kept",
     ["plan", "reset", "input.json", "--date", after[7], "--confirm"],
     produce=["plan", "reset", "input.json", "--date", after[7], "--confirm"])
case("check-in-after-reset", "after the reset the filter starts again from the prior with one week of data: estimated, with a wide interval (2171.63, 1726.01-2617.24; the data carry 35 % of it and the weigh-ins since the reset span 5 days), so it rests on its prior and the target 1850 is kept (estimateRestsOnPrior; before issue 18 this one week was offered a cut)",
     week(mondays[8], after[8]))
case("plan-new-archives", "a new plan archives the first one whole and starts from the learned estimate since the reset (that of check-in-after-reset, wide after one week), not the equations: target 1780",
     ["plan", "new", "input.json", "--target-source", "recommended", "--date", after[8]],
     produce=["plan", "new", "input.json", "--target-source", "recommended", "--date", after[8]])
final = document

# Tampered histories, refused with the event's index and nothing written.
def tampered(name, description, mutate, expected_errors):
    global document, step
    doc = json.loads(final)
    mutate(doc)
    document = (json.dumps(doc, indent=2, sort_keys=True) + "\n").encode()
    step += 1
    d = os.path.join(ROOT, "%02d-%s" % (step, name))
    os.makedirs(d)
    open(os.path.join(d, "input.json"), "wb").write(document)
    json.dump({"description": description, "source": "specification: issue 6, reliability (refused with the event's index)",
               "command": ["decide", "input.json", "--accept", "--date", "2026-11-30"], "exitCode": 65,
               "tolerance": {"absolute": 0, "relative": 0}, "oracle": "independent"}, open(os.path.join(d, "case.json"), "w"), indent=2, sort_keys=True)
    json.dump({"errors": [{"path": p, "code": c} for p, c in expected_errors]}, open(os.path.join(d, "expected.json"), "w"), indent=2, sort_keys=True)

tampered("tampered-unknown-event-kind", "an event of an unknown kind",
         lambda doc: doc["plan"]["history"].append({"kind": "targetChanged", "date": "2026-11-30", "algorithmVersion": "x"}),
         [("/plan/history/1/kind", "invalidValue")])
def unknown_decision(doc):
    doc["plan"]["history"].append({"kind": "recommendationAccepted", "date": "2026-11-30", "algorithmVersion": "x", "targetKcalPerDay": 1700})
    doc["plan"]["activeTarget"]["kcalPerDay"] = 1700
tampered("tampered-decision-without-offer", "an accept with no pending recommendation", unknown_decision,
         [("/plan/history/1", "noPendingRecommendation")])
def out_of_order(doc):
    doc["plan"]["history"][0]["date"] = "2026-12-01"
    doc["plan"]["history"].append({"kind": "checkInCompleted", "date": "2026-11-30", "algorithmVersion": "x", "week": "2026-11-23"})
tampered("tampered-events-out-of-order", "an event dated before the one it follows", out_of_order, [("/plan/history/1", "eventOutOfOrder")])
# Issue 12: rules of the controller and of plan new, each on a document of this walkthrough (not
# part of the chain: the chain ends at plan-new-archives).
chain[-1]["next"] = "__end__"
document = before_reset
case("plan-new-learned-maintenance", "a new plan before the reset starts from the learned estimate and the trend weight as of 2026-11-23 (those of the week-8 check-in), not from the equations at the profile's 78 kg: target 1580 kcal/day, the week-8 check-in's desired target rounded to 10",
     ["plan", "new", "input.json", "--target-source", "recommended", "--date", after[7]])
week4 = json.loads(week4_input)
def held_offer(doc, codes):
    """The week-3 check-in's offer replaced by a keep that indicated a direction (a held week)."""
    for event in doc["plan"]["history"]:
        if event["kind"] == "recommendationOffered" and event["week"] == mondays[2]:
            event["recommendation"] = {"kind": "keep", "reasonCodes": codes}
    return (json.dumps(doc, indent=2, sort_keys=True) + "\n").encode()
document = held_offer(json.loads(week4_input), ["aimAtGoalRateLower", "minimumTargetApplied", "noRoomToChange"])
case("same-direction-after-held-week", "constructed history: week 3 indicated a lower target but was held (kept at the floor); week 4 indicates lower again, so the full weekly step of 150 is offered: 1950 -> 1800",
     week(mondays[3], after[3]))
document = held_offer(json.loads(week4_input), ["aimAtGoalRateHigher"])
case("direction-flip-awaits-second-check-in", "constructed history: week 3 indicated a higher target; week 4 indicates lower (desired 1551.49), a flip, so the target 1950 is kept until a second check-in points lower too (before issue 18 such a flip moved at once, by a smaller step)",
     week(mondays[3], after[3]))
# Issue 18 item 11: without --confirm a reset only states what it would clear and keep (the lines
# the confirmed reset of step 20 records) and writes nothing.
document = before_reset
case("reset-asks-first", "plan reset without --confirm: exit 0, nothing written; it states that it would clear the calibration from the 56 logged days before 2026-11-23 and the pending adjust offered at event 22, and keep the 63 logged days, 8 check-ins and 6 decisions, 0 prior plans, the safety status and the target 1850 (edited)",
     ["plan", "reset", "input.json", "--date", after[7]], expected_file="expected.txt")
for entry in chain:
    if entry.get("next") == "__end__":
        del entry["next"]
json.dump({"description": "Replay: running each command on a step's input.json (with --out) must give the next step's input.json byte for byte.",
           "steps": chain}, open(os.path.join(ROOT, "chain.json"), "w"), indent=2, sort_keys=True)
print("wrote", step, "cases")
