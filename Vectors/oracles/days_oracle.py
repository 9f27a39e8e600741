#!/usr/bin/env python3
"""Independent oracle for the `days` and `import` golden vectors.

A second implementation written from METHOD.md section 3 and issue 4's rules, never from the Swift
code. It writes Vectors/days/*/ and Vectors/import/*/ (input, case.json, expected.json); expected
files hold only what this script computes and are compared as a subset (numbers to 0.011).
Time zones come from Python's zoneinfo (the system IANA database), not from Foundation.
Run on purpose: `python3 Vectors/oracles/days_oracle.py`, then review `git diff Vectors`.
"""
import csv, datetime as dt, json, math, os, shutil, statistics
from fractions import Fraction
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
VECTORS = os.path.join(HERE, "..")
DATA = os.path.join(HERE, "..", "..", "..", "shared", "data")
POLICY = dict(low=0.5, high=2.0, wmin=25, wmax=400, jump=3.0, window=7, neighbours=2, alpha=0.1,
              recent=0.7, recent_window=14, recent_min=4, target=0.7)
NASEM = {("female", "lowActive"): (575.77, -7.01, 6.60, 12.14), ("male", "active"): (1004.82, -10.83, 6.52, 15.91)}
WOMAN = {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "lowActive"}
ACTIONS = ["confirmSuspectIntake", "confirmPartialDay", "declareCompleteness", "finishReopenedReview", "checkWeighIn", "completeIntakeLog"]


def r2(x):
    return None if x is None else math.copysign(math.floor(abs(x) * 100 + 0.5 + 1e-9) / 100, x) + 0.0


def nasem(p):
    i, a, h, w = NASEM[(p["equationSex"], p["activityLevel"])]
    return i + a * p["ageYears"] + h * p["heightCm"] + w * p["weightKg"]


def d(text):
    return dt.date.fromisoformat(text)


def place_records(doc):
    zone = ZoneInfo(doc["timeZone"])
    start = doc.get("dayStartsAtHour", 0)
    seen, days = set(), {}
    for rec in doc["records"]:
        at = dt.datetime.fromisoformat(rec["at"].replace("Z", "+00:00")).astimezone(zone)
        local = at.date() - dt.timedelta(days=1) if at.hour < start else at.date()
        key = (rec["kind"], at.timestamp(), rec.get("kcal"), rec.get("weightKg"))
        if key in seen:
            continue
        seen.add(key)
        day = days.setdefault(local, {"date": local.isoformat(), "_w": []})
        if rec["kind"] == "intake":
            day["intakeKcal"] = day.get("intakeKcal", 0) + rec["kcal"]
        else:
            day["_w"].append((at.timestamp(), rec["weightKg"]))
    out = []
    for local in sorted(days):
        day = days[local]
        if day["_w"]:
            day["weightKg"] = sorted(day["_w"])[0][1]
        day["weighIns"] = len(day.pop("_w"))
        out.append(day)
    return out


def target_changes(plan):
    """(date, kcal or None) each time the target in force changed: the archived plans' histories,
    oldest first, then the plan's (issue 6: created, accepted, edited, undone set the target)."""
    changes = []
    for p in plan.get("archivedPlans", []) + [plan]:
        target = None
        for event in p["history"]:
            if event["kind"] in ("planCreated", "recommendationAccepted", "targetEdited", "decisionUndone"):
                if event["kind"] == "planCreated" or event.get("targetKcalPerDay") != target:
                    target = event.get("targetKcalPerDay")
                    changes.append((d(event["date"]), target))
    return changes


def lowest_target(changes, date):
    """Issue 18 item 3: the lowest target in force at some time on `date` (carried in, or set that day)."""
    carried = [k for c, k in changes if c < date]
    same_day = [k for c, k in changes if c == date and k is not None]
    in_force = ([carried[-1]] if carried and carried[-1] is not None else []) + same_day
    return min(in_force) if in_force else None


def ledger(doc):
    listed = place_records(doc) if "records" in doc else [dict(x) for x in doc["days"]]
    for x in listed:
        if "weightLb" in x:
            x["weightKg"] = x.pop("weightLb") * 0.45359237  # exact international pound
    by_date = {d(x["date"]): x for x in listed}
    as_of = d(doc["asOf"]) if "asOf" in doc else max(by_date) + dt.timedelta(days=1)
    m = nasem(doc["person"]) if "person" in doc else None
    first = min(by_date)
    days = []
    date = first
    while date < as_of:
        x = by_date.get(date)
        e = {"date": date.isoformat(), "listed": x is not None, "confirmedByReview": False}
        comp = x.get("intakeCompleteness", "unknown") if x else None
        review = x.get("reviewStatus", "open") if x else None
        intake = x.get("intakeKcal") if x else None
        reason, assessment, pct = None, "notAssessed", None
        if x is None:
            reason = "notListed"
        elif comp == "untracked":
            reason = "declaredUntracked"
        elif comp == "incomplete":
            reason = "declaredIncomplete"
        elif intake is None:
            reason = "noIntakeLogged"
        elif m is None:
            assessment = "notChecked"
            reason = None if comp == "complete" else "plausibilityNotChecked"
        else:
            pct = 100 * intake / m
            assessment = "suspectLow" if intake / m < POLICY["low"] else "suspectHigh" if intake / m > POLICY["high"] else "plausible"
            if assessment != "plausible":
                if comp == "complete" and review == "reconciled":
                    e["confirmedByReview"] = True
                else:
                    reason = "suspectLowIntake" if assessment == "suspectLow" else "suspectHighIntake"
        e.update(evidence=reason is None, reason=reason, assessment=assessment, intakePercentOfMaintenance=r2(pct),
                 intakeCompleteness=comp, reviewStatus=review, intakeKcal=r2(intake),
                 weightKg=r2(x.get("weightKg")) if x and "weightKg" in x else None)
        e["_x"] = x
        days.append(e)
        date += dt.timedelta(days=1)
    # Issue 10 item 8: a day that passed the maintenance rule, far below the median of the evidence
    # intakes of the 14 days before it (at least 4), is asked about; it stays evidence, and does
    # not enter the reference unless the person confirmed it (complete and reconciled).
    recent = []
    for i, e in enumerate(days):
        recent = [(j, k) for j, k in recent if i - j <= POLICY["recent_window"]]
        x = e["_x"]
        intake = x.get("intakeKcal") if x else None
        if not (e["reason"] is None and intake is not None and e["assessment"] in ("plausible", "notChecked")):
            if e["reason"] is None and intake is not None:
                recent.append((i, intake))
            continue
        flagged = False
        if len(recent) >= POLICY["recent_min"]:
            ref = statistics.median(k for _, k in recent)
            e["recentIntakeReferenceKcal"] = r2(ref)
            if intake < POLICY["recent"] * ref:
                e["assessment"] = "farBelowRecentIntake"
                if x.get("intakeCompleteness") == "complete" and x.get("reviewStatus") == "reconciled":
                    e["confirmedByReview"] = True
                else:
                    flagged = True
        if not flagged:
            recent.append((i, intake))
    # weights
    weighed = [e for e in days if e["_x"] and "weightKg" in e["_x"]]
    for e in weighed:
        w = e["_x"]["weightKg"]
        if not (POLICY["wmin"] <= w <= POLICY["wmax"]):
            e["weightStatus"] = "outlierOutsidePlausibleRange"
            continue
        me = d(e["date"])
        nb = [o["_x"]["weightKg"] for o in weighed if o is not e and abs((d(o["date"]) - me).days) <= POLICY["window"]
              and POLICY["wmin"] <= o["_x"]["weightKg"] <= POLICY["wmax"]]
        if len(nb) < POLICY["neighbours"]:
            e["weightStatus"] = "used"
            continue
        ref = statistics.median(nb)
        e["weightReferenceKg"] = r2(ref)
        # "More than 3 %" on the typed decimals (issue 18 item 10): exactly 3 % is not an outlier.
        exact = statistics.median([Fraction(repr(float(x))) for x in nb])
        jump = abs(Fraction(repr(float(w))) - exact) * 100
        e["weightStatus"] = "outlierJumpFromNeighbours" if jump > Fraction(repr(POLICY["jump"])) * exact else "used"
    trend, last = None, None
    for e in days:
        if e.get("weightStatus") == "used":
            w = e["_x"]["weightKg"]
            if trend is None:
                trend = w
            else:
                gap = (d(e["date"]) - last).days
                trend = trend + (1 - (1 - POLICY["alpha"]) ** gap) * (w - trend)
            last = d(e["date"])
        e["_trend"] = trend
        e["trendKg"] = r2(trend)
        e.setdefault("weightStatus", None)
    # review list
    items = []
    for e in days:
        x = e["_x"]
        if not x:
            continue
        if e["reason"] in ("suspectLowIntake", "suspectHighIntake"):
            items.append((0, e["date"]))
        if e["assessment"] == "farBelowRecentIntake" and not e["confirmedByReview"]:
            items.append((1, e["date"]))
        if e["reason"] == "plausibilityNotChecked":
            items.append((2, e["date"]))
        if x.get("reviewStatus") == "reopened":
            items.append((3, e["date"]))
        if e["weightStatus"] not in (None, "used"):
            items.append((4, e["date"]))
        if e["reason"] == "declaredIncomplete" and "intakeKcal" in x and x.get("reviewStatus") != "reconciled":
            items.append((5, e["date"]))
        # Issue 18 item 3: with a plan, an evidence day below 0.7 x the target in force that day is
        # asked about too (once, if the own-intake rule already asks).
        if "plan" in doc and e["reason"] is None and x.get("intakeKcal") is not None \
                and not (x.get("intakeCompleteness") == "complete" and x.get("reviewStatus") == "reconciled") \
                and (1, e["date"]) not in items:
            target = lowest_target(target_changes(doc["plan"]), d(e["date"]))
            if target is not None and x["intakeKcal"] < POLICY["target"] * target:
                items.append((1, e["date"]))
    items.sort(key=lambda t: (t[0], [-ord(c) for c in t[1]]))
    review = [{"date": date, "action": ACTIONS[k]} for k, date in items]
    return as_of, m, days, review


def week(days, as_of, containing, start_weekday=0):
    c = d(containing)
    start = c - dt.timedelta(days=(c.weekday() - start_weekday) % 7)
    end = start + dt.timedelta(days=6)
    ended = max(0, min(7, (as_of - start).days))
    wk = [e for e in days if start <= d(e["date"]) <= end]
    cov = lambda n: {"days": n, "of": ended, "percent": r2(100 * n / ended) if ended else None}
    mean = lambda v: sum(v) / len(v) if v else None
    used = [e for e in wk if e["weightStatus"] == "used"]
    ev = [e for e in wk if e["evidence"]]
    prot = [e["_x"]["proteinG"] for e in ev if "proteinG" in e["_x"]]
    steps = [e["_x"]["steps"] for e in wk if e["_x"] and "steps" in e["_x"]]
    alc = [e["_x"]["alcoholG"] for e in wk if e["_x"] and "alcoholG" in e["_x"]]
    mins = [e["_x"]["trainingMinutes"] for e in wk if e["_x"] and "trainingMinutes" in e["_x"]]
    types = [e["_x"]["trainingTypes"] for e in wk if e["_x"] and "trainingTypes" in e["_x"]]
    mix = {}
    for t in sum(types, []):
        mix[t] = mix.get(t, 0) + 1
    outliers = sum(1 for e in wk if e["weightStatus"] not in (None, "used"))
    has = any([used, ev, prot, steps, alc, mins, types]) or outliers
    nd = lambda v: None if v else "no data"
    return {
        "start": start.isoformat(), "end": end.isoformat(), "daysEnded": ended, "status": "data" if has else "noData",
        "weight": {"meanWeighInKg": r2(mean([e["_x"]["weightKg"] for e in used])), "meanTrendKg": r2(mean([e["_trend"] for e in used])),
                   "coverage": cov(len(used)), "outliersExcluded": outliers, "note": nd(used)},
        "intake": {"meanKcalPerEvidenceDay": r2(mean([e["_x"]["intakeKcal"] for e in ev])), "coverage": cov(len(ev)), "note": nd(ev)},
        "protein": {"meanGPerEvidenceDay": mean(prot) and round(mean(prot), 1), "coverage": cov(len(prot)), "note": nd(prot)},
        "steps": {"meanPerDayWithSteps": mean(steps) and round(mean(steps)), "coverage": cov(len(steps)), "note": nd(steps)},
        "alcohol": {"totalGOverCoveredDays": sum(alc) if alc else None, "coverage": cov(len(alc)), "note": nd(alc)},
        "training": {"totalMinutesOverCoveredDays": sum(mins) if mins else None, "minutesCoverage": cov(len(mins)),
                     "sessions": sum(mix.values()) if types else None, "typeMix": mix if types else None,
                     "typesCoverage": cov(len(types))},
    }


def expected_days(doc, week_of=None, week_start=0):
    as_of, m, days, review = ledger(doc)
    keys = ["date", "listed", "evidence", "reason", "assessment", "intakePercentOfMaintenance", "recentIntakeReferenceKcal", "confirmedByReview",
            "intakeCompleteness", "reviewStatus", "intakeKcal", "weightKg", "weightStatus", "trendKg"]
    out = {
        "asOf": as_of.isoformat(),
        "maintenanceReference": {"kcalPerDay": r2(m), "plausibilityCheck": "applied" if m else "notApplied"},
        "days": [dict({k: e.get(k) for k in keys}, **({"weighIns": e["_x"]["weighIns"]} if e["_x"] and "weighIns" in e["_x"] else {})) for e in days],
        "review": review,
        "summary": {"calendarDays": len(days), "evidenceDays": sum(e["evidence"] for e in days),
                    "weighInDays": sum(e["weightStatus"] is not None for e in days),
                    "weightOutliers": sum(e["weightStatus"] not in (None, "used") for e in days),
                    "excludedDaysByReason": {r: sum(e["reason"] == r for e in days) for r in
                                             ["notListed", "noIntakeLogged", "declaredIncomplete", "declaredUntracked",
                                              "suspectLowIntake", "suspectHighIntake", "plausibilityNotChecked"]}},
        "week": week(days, as_of, week_of, week_start) if week_of else None,
    }
    return out


def write(area, name, files, description, source, command, expected, exit_code=0, raw_files=None):
    directory = os.path.join(VECTORS, area, name)
    if os.path.isdir(directory):
        shutil.rmtree(directory)
    os.makedirs(directory)
    for file_name, content in files.items():
        with open(os.path.join(directory, file_name), "w") as f:
            json.dump(content, f, indent=2, sort_keys=True, ensure_ascii=False)
            f.write("\n")
    for file_name, path in (raw_files or {}).items():
        shutil.copyfile(path, os.path.join(directory, file_name))
    meta = {"command": command, "description": description, "exitCode": exit_code,
            "oracle": "independent", "source": source, "tolerance": {"absolute": 0.011, "relative": 0}}
    for file_name, content in (("case.json", meta), ("expected.json", expected)):
        with open(os.path.join(directory, file_name), "w") as f:
            json.dump(content, f, indent=2, sort_keys=True, ensure_ascii=False)
            f.write("\n")


def days_case(name, doc, description, args=(), week_of=None, week_start=0, source=None):
    doc = dict({"schemaVersion": 1}, **doc)
    write("days", name, {"input.json": doc}, description,
          source or "second implementation: Vectors/oracles/days_oracle.py (rules of METHOD.md section 3; NASEM 2023 maintenance)",
          ["days", "input.json", *args], expected_days(doc, week_of, week_start))


def invalid_case(name, doc, errors, description):
    write("days", name, {"input.json": dict({"schemaVersion": 1}, **doc)}, description,
          "the input rules of METHOD.md section 3", ["days", "input.json"], {"errors": errors}, exit_code=65)


def matrix():
    # Every completeness x review combination, each with a plausible, a suspect-low and a
    # suspect-high intake, and once without intake. Maintenance 2325.166 kcal/day (worked example woman).
    days, date = [], d("2026-09-01")
    for comp in ["complete", "incomplete", "untracked", "unknown", None]:
        for review in ["open", "reconciled", "reopened", None]:
            for intake in [2100, 900, 5000, None]:
                x = {"date": date.isoformat()}
                if intake is not None:
                    x["intakeKcal"] = intake
                if comp:
                    x["intakeCompleteness"] = comp
                if review:
                    x["reviewStatus"] = review
                days.append(x)
                date += dt.timedelta(days=1)
    return days


def main():
    days_case("status-review-matrix", {"asOf": "2026-12-01", "person": WOMAN, "days": matrix()},
              "every intakeCompleteness x reviewStatus (absent included), each with a plausible (2100), suspect-low (900 < 50 %) "
              "and suspect-high (5000 > 2 x maintenance) intake and without intake; maintenance = NASEM 2325.17; asOf leaves a trailing gap")
    boundary = [{"date": "2026-10-05", "intakeKcal": 1162.58, "intakeCompleteness": "complete"},
                {"date": "2026-10-06", "intakeKcal": 1162.59, "intakeCompleteness": "complete"},
                {"date": "2026-10-07", "intakeKcal": 4650.33},
                {"date": "2026-10-08", "intakeKcal": 4650.34},
                {"date": "2026-10-09", "intakeKcal": 0, "intakeCompleteness": "complete", "reviewStatus": "reconciled"}]
    days_case("suspect-rule-boundaries", {"person": WOMAN, "days": boundary},
              "suspect rule edges around 50 % (1162.58, 1162.59) and 200 % (4650.33, 4650.34) of NASEM 2325.17 kcal/day; a reconciled complete 0-kcal "
              "fast is confirmed; absent asOf = day after the last listed day")
    # Issue 10 item 8: a dieter logging about 1,800 kcal/day against NASEM 2325.17. 1,250 kcal is
    # 53.8 % of NASEM (plausible by the 50 % rule) but below 0.7 x 1,800 = 1,260: asked about,
    # still evidence, and not in the next day's reference. A reconciled complete 1,200 is confirmed.
    usual = [1700, 1900, 1800, 1750, 1850, 1800, 1820, 1780, 1800, 1810]
    dieter = [{"date": (dt.date(2026, 10, 1) + dt.timedelta(days=i)).isoformat(), "intakeKcal": k} for i, k in enumerate(usual)]
    dieter += [{"date": "2026-10-11", "intakeKcal": 1250},
               {"date": "2026-10-12", "intakeKcal": 1800},
               {"date": "2026-10-13", "intakeKcal": 1270},
               {"date": "2026-10-14", "intakeKcal": 1200, "intakeCompleteness": "complete", "reviewStatus": "reconciled"},
               {"date": "2026-10-15", "intakeKcal": 1800}]
    days_case("partial-day-far-below-own-intake", {"asOf": "2026-10-16", "person": WOMAN, "days": dieter},
              "a dieter at ~1,800 kcal: 1,250 (53.8 % of NASEM, missed by the 50 % rule) is below 0.7 x her median 1,800 and asked "
              "about (confirmPartialDay), still evidence; 1,270 is just above 0.7 x 1,800; a reconciled complete 1,200 is confirmed")
    # Issue 18 item 3: with a plan, each day is compared with the target in force that day. Plan
    # created 2026-10-01 at 1800, edited by the person to 2400 on 2026-10-15 (limits 0.7 x 1800 =
    # 1260, 0.7 x 2400 = 1680; on the day of the edit the lower, 1260). 1300 on 2026-10-08 and 1500
    # on 2026-10-15 are not asked about (today's 2400 would have asked); 1600 on 2026-10-20
    # (completeness unknown) and 2026-10-22 are (each above 0.7 x its own median of 1800 = 1260); 1600 reconciled complete on 2026-10-24 is confirmed;
    # 2026-09-28, before the plan, has no target in force. Every day is above 0.5 x NASEM 2325.17.
    with_plan = []
    for i in range(34):
        date = dt.date(2026, 9, 24) + dt.timedelta(days=i)
        with_plan.append({"date": date.isoformat(), "intakeKcal": 1800 if date < dt.date(2026, 10, 15) else 2400,
                          "intakeCompleteness": "complete"})
    for date, kcal, extra in [("2026-09-28", 1300, {}), ("2026-10-08", 1300, {}), ("2026-10-15", 1500, {}),
                              ("2026-10-22", 1600, {}), ("2026-10-24", 1600, {"reviewStatus": "reconciled"}),
                              ("2026-10-20", 1600, {"intakeCompleteness": "unknown"})]:
        day = next(x for x in with_plan if x["date"] == date)
        day.update(intakeKcal=kcal, **extra)
    goal = {"kind": "lose", "landingWeightKg": 65, "ratePercentPerWeek": 0.5}
    plan = {"goal": goal, "activeTarget": {"kcalPerDay": 2400, "source": "edited"}, "history": [
        {"kind": "planCreated", "date": "2026-10-01", "algorithmVersion": "nutrition-engine-algorithms-2026.12.3",
         "policyVersion": "policy-2026.12-4", "eligibility": "eligible", "goal": goal, "targetSource": "recommended",
         "targetKcalPerDay": 1800},
        {"kind": "targetEdited", "date": "2026-10-15", "algorithmVersion": "nutrition-engine-algorithms-2026.12.3",
         "targetKcalPerDay": 2400}]}
    days_case("partial-day-far-below-target-in-force", {"asOf": "2026-10-28", "person": WOMAN, "plan": plan, "days": with_plan},
              "with a plan (1800 from 2026-10-01, edited to 2400 on 2026-10-15) a day below 0.7 x the target in force that day "
              "is asked about (confirmPartialDay): 1600 on 2026-10-20 and 2026-10-22 (below 0.7 x 2400, above 0.7 x their own median 1800); 1300 on 2026-10-08 "
              "(above 0.7 x 1800) and 1500 on the day of the edit (above 0.7 x its lower target 1800) are not, though below 0.7 x today's 2400; "
              "1600 reconciled complete is confirmed; 2026-09-28 is before the plan")
    no_person = [{"date": "2026-10-01", "intakeKcal": 2100, "intakeCompleteness": "complete"},
                 {"date": "2026-10-02", "intakeKcal": 2100},
                 {"date": "2026-10-03", "intakeKcal": 400, "intakeCompleteness": "complete"},
                 {"date": "2026-10-04", "intakeKcal": 1900, "intakeCompleteness": "incomplete"}]
    days_case("no-person-no-plausibility-check", {"asOf": "2026-10-05", "days": no_person},
              "without a person there is no maintenance estimate: complete days are evidence unchecked, unknown days are excluded "
              "(plausibilityNotChecked) and listed for review before the incomplete day")
    late = {"asOf": "2026-11-05", "timeZone": "Europe/Berlin", "person": WOMAN, "records": [
        {"kind": "intake", "at": "2026-11-02T07:30:00Z", "kcal": 600},
        {"kind": "intake", "at": "2026-11-02T18:00:00Z", "kcal": 1100},
        {"kind": "intake", "at": "2026-11-02T23:40:00Z", "kcal": 450},
        {"kind": "intake", "at": "2026-11-03T11:00:00+01:00", "kcal": 1900},
        {"kind": "weight", "at": "2026-11-02T06:10:00Z", "weightKg": 72.3},
        {"kind": "weight", "at": "2026-11-03T06:05:00Z", "weightKg": 72.1},
        {"kind": "intake", "at": "2026-11-04T12:00:00Z", "kcal": 2200}]}
    days_case("late-meal-crosses-midnight-berlin", late,
              "a meal at 23:40 UTC on 2 Nov is 00:40 CET on 3 Nov in Europe/Berlin, so it counts on 3 Nov (1700 + 0 / 450 + 1900)")
    days_case("day-starts-at-hour-4", dict(late, dayStartsAtHour=4),
              "the same records with dayStartsAtHour 4: the 00:40 local meal belongs to 2 Nov (2150), 3 Nov keeps 1900")
    dst = {"asOf": "2026-10-27", "timeZone": "Europe/Berlin", "records": [
        {"kind": "intake", "at": "2026-10-24T22:30:00Z", "kcal": 300},
        {"kind": "intake", "at": "2026-10-25T22:30:00Z", "kcal": 700},
        {"kind": "intake", "at": "2026-10-25T23:30:00Z", "kcal": 200}]}
    days_case("daylight-saving-end-berlin", dst,
              "22:30 UTC is 00:30 CEST (+2) on 25 Oct but 23:30 CET (+1) on 25 Oct after the clocks go back; 23:30 UTC on 25 Oct is 00:30 on 26 Oct")
    dup = {"asOf": "2026-11-04", "timeZone": "Europe/Berlin", "person": WOMAN, "records": [
        {"kind": "weight", "at": "2026-11-02T06:00:00Z", "weightKg": 72.4},
        {"kind": "weight", "at": "2026-11-02T06:00:00Z", "weightKg": 72.4},
        {"kind": "weight", "at": "2026-11-02T06:00:00+00:00", "weightKg": 72.4},
        {"kind": "weight", "at": "2026-11-02T18:30:00Z", "weightKg": 73.6},
        {"kind": "weight", "at": "2026-11-02T05:55:00Z", "weightKg": 72.6},
        {"kind": "intake", "at": "2026-11-02T12:00:00Z", "kcal": 2000},
        {"kind": "intake", "at": "2026-11-02T12:00:00Z", "kcal": 2000},
        {"kind": "weight", "at": "2026-11-03T06:00:00Z", "weightKg": 72.2}]}
    days_case("duplicate-weigh-ins", dup,
              "three copies of one 72.4 kg reading count once; of the distinct weigh-ins on 2 Nov (05:55 72.6, 06:00 72.4, 18:30 73.6) "
              "the first (72.6) is used; a repeated identical intake record also counts once (2000)")
    gaps = {"asOf": "2026-11-16", "person": WOMAN, "days": [
        {"date": "2026-11-02", "intakeKcal": 2140, "proteinG": 131, "intakeCompleteness": "complete", "weightKg": 72.1,
         "steps": 8400, "trainingMinutes": 45, "trainingTypes": ["strength"], "alcoholG": 0},
        {"date": "2026-11-03", "intakeKcal": 2380, "proteinG": 110, "weightKg": 72.4, "steps": 6000, "trainingTypes": []},
        {"date": "2026-11-05", "intakeKcal": 1800, "intakeCompleteness": "incomplete", "weightKg": 76.0, "alcoholG": 24},
        {"date": "2026-11-06", "intakeKcal": 2250, "intakeCompleteness": "complete", "weightKg": 71.8,
         "trainingMinutes": 60, "trainingTypes": ["running", "strength"]},
        {"date": "2026-11-08", "intakeCompleteness": "untracked", "steps": 12000},
        {"date": "2026-11-10", "intakeKcal": 2200, "weightKg": 71.9},
        {"date": "2026-11-12", "intakeKcal": 2300, "weightKg": 71.7}]}
    days_case("week-with-gaps", gaps,
              "METHOD.md worked example: the week of 2-8 Nov with two unlisted days, an incomplete day, an untracked day and a "
              "3 % weight jump (76.0 kg); every figure states its coverage out of 7",
              args=["--week", "2026-11-04"], week_of="2026-11-04",
              source="hand calculation in METHOD.md section 3 (worked example), cross-checked by Vectors/oracles/days_oracle.py")
    days_case("week-start-sunday", gaps, "the same log, week starting Sunday 8 Nov (8-14 Nov)",
              args=["--week", "2026-11-10", "--week-start", "sunday"], week_of="2026-11-10", week_start=6)
    days_case("week-without-data", gaps, "the week of 23-29 Oct is before the first listed day: status noData, every figure null with 'no data', never 0",
              args=["--week", "2026-10-26"], week_of="2026-10-26")
    in_progress = dict(gaps, asOf="2026-11-12")
    days_case("week-in-progress", in_progress,
              "asOf Thursday 12 Nov: the week of 9-15 Nov has 3 ended days (9-11), so coverage is out of 3; the 12 Nov entry is on asOf and not judged",
              args=["--week", "2026-11-10"], week_of="2026-11-10")
    outliers = {"asOf": "2026-11-12", "person": WOMAN, "days": [
        {"date": "2026-11-01", "intakeKcal": 2300, "weightKg": 72.0},
        {"date": "2026-11-02", "intakeKcal": 2300, "weightKg": 7.2},
        {"date": "2026-11-03", "intakeKcal": 2300, "weightKg": 72.3},
        {"date": "2026-11-04", "intakeKcal": 2300, "weightKg": 74.5},
        {"date": "2026-11-05", "intakeKcal": 2300, "weightKg": 71.9},
        {"date": "2026-11-06", "intakeKcal": 2300, "weightLb": 158.0},
        {"date": "2026-11-07", "intakeKcal": 2300, "weightKg": 420.0},
        {"date": "2026-11-10", "intakeKcal": 2300, "weightKg": 71.5}]}
    days_case("weight-outliers", outliers,
              "7.2 kg and 420 kg are outside 25-400 kg; 74.5 kg is more than 3 % above the median of its neighbours (72.1); 158 lb = 71.67 kg "
              "is used; outliers keep their value but the trend skips them")
    # Issue 18 item 10: 103 kg against neighbours of 100 kg is exactly 3 % (3.0000000000000027 % in
    # binary), not more than 3 %: used; 103.01 kg is beyond it.
    boundary = {"asOf": "2026-11-08", "person": dict(WOMAN, weightKg=100), "days": [
        {"date": "2026-11-01", "weightKg": 100.0}, {"date": "2026-11-02", "weightKg": 100.0},
        {"date": "2026-11-03", "weightKg": 103.0}, {"date": "2026-11-04", "weightKg": 100.0},
        {"date": "2026-11-05", "weightKg": 103.01}, {"date": "2026-11-06", "weightKg": 100.0}]}
    days_case("weight-jump-exactly-3-percent", boundary,
              "103 kg is exactly 3 % above the median of its neighbours (100 kg) and is used; 103.01 kg is just above 3 % from it, an outlier")
    invalid_case("invalid-duplicate-date", {"days": [{"date": "2026-11-02", "intakeKcal": 2000}, {"date": "2026-11-02", "intakeKcal": 2100}]},
                 [{"path": "/days/1/date", "code": "duplicateDate"}], "a date listed twice is an error at the second entry")
    invalid_case("invalid-day-after-as-of", {"asOf": "2026-11-05", "days": [{"date": "2026-11-06", "intakeKcal": 2000}]},
                 [{"path": "/days/0/date", "code": "outOfRange"}], "a day after asOf is an error")
    invalid_case("invalid-dates-and-zone",
                 {"asOf": "2026-13-01", "timeZone": "Europe/Atlantis",
                  "days": [{"date": "2026-02-29", "intakeKcal": 2000}, {"date": "2026-11-2", "wieghtKg": 70}]},
                 [{"path": "/asOf", "code": "invalidValue"}, {"path": "/timeZone", "code": "invalidValue"},
                  {"path": "/days/0/date", "code": "invalidValue"}, {"path": "/days/1/date", "code": "invalidValue"},
                  {"path": "/days/1/wieghtKg", "code": "unknownKey"}],
                 "month 13, 29 Feb in a common year, an unpadded day, an unknown zone and a typo are all reported")
    invalid_case("invalid-records-need-time-zone",
                 {"records": [{"kind": "intake", "at": "2026-11-02T23:40:00", "kcal": 450}, {"kind": "weight", "at": "2026-11-02T06:00:00Z", "kcal": 70}]},
                 [{"path": "/timeZone", "code": "missingField"}, {"path": "/records/0/at", "code": "invalidValue"},
                  {"path": "/records/1/weightKg", "code": "missingField"}, {"path": "/records/1/kcal", "code": "unknownKey"}],
                 "records need a timeZone, times need an offset, and a weight record needs a weight, not kcal")
    invalid_case("invalid-days-and-records", {"timeZone": "UTC", "days": [], "records": []},
                 [{"path": "/records", "code": "conflictingFields"}], "days and records together are refused")
    imports()


# METHOD.md section 9 (an import convention): the meal slot of an Apple Health food from its local
# clock time, [start, end) in minutes after local midnight; any other time is a snack.
MEAL_CLOCK_WINDOWS = [("breakfast", 4 * 60, 10 * 60 + 30), ("lunch", 10 * 60 + 30, 15 * 60), ("dinner", 17 * 60, 22 * 60)]


def clock_slot(local_time):
    minute = local_time.hour * 60 + local_time.minute + local_time.second / 60
    return next((slot for slot, start, end in MEAL_CLOCK_WINDOWS if start <= minute < end), "snack")


def apple_health_days(zone_name, day_starts_at_hour=0, foods=False):
    """The days of the real pair: with `foods`, each dietary-energy row a food (its HKFoodType, its
    sourceName, its instant in UTC, its slot from the local clock, marked mealSource clock), else
    the day's summed intake (what the ledger vector reads; the same sums)."""
    zone = ZoneInfo(zone_name)
    intake, weights, seen, day_foods = {}, {}, set(), {}
    for name in ("apple-health-body-mass.csv", "apple-health-dietary-energy.csv"):
        with open(os.path.join(DATA, name), newline="") as f:
            rows = list(csv.reader(f))[2:]
        for r in rows:
            when = dt.datetime.strptime(r[5], "%Y-%m-%d %H:%M:%S %z")
            food = r[9] if name.endswith("energy.csv") else None
            key = (r[0], when, float(r[8]), food)
            if key in seen:
                continue
            seen.add(key)
            local_time = when.astimezone(zone)
            local = local_time.date() - dt.timedelta(days=1) if local_time.hour < day_starts_at_hour else local_time.date()
            if r[0].endswith("BodyMass"):
                weights.setdefault(local, []).append((when, float(r[8])))
            else:
                intake[local] = intake.get(local, 0) + float(r[8])
                day_foods.setdefault(local, []).append({
                    "meal": clock_slot(local_time), "mealSource": "clock",
                    "name": r[9] if r[9].strip() else "Food (no name in the export)", "source": r[1],
                    "at": when.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"), "kcal": float(r[8])})
    out = []
    for day in sorted(set(intake) | set(weights)):
        x = {"date": day.isoformat()}
        if day in intake and foods:
            x["foods"] = day_foods[day]
        elif day in intake:
            x["intakeKcal"] = r2(intake[day])
        if day in weights:
            x["weightKg"] = r2(sorted(weights[day])[0][1])
        out.append(x)
    return out


def imports():
    days = apple_health_days("Europe/Berlin")
    food_days = apple_health_days("Europe/Berlin", foods=True)
    write("import", "apple-health-pair-berlin", {}, "the real Apple Health pair (510 body-mass rows, 3396 food rows) imported for Europe/Berlin: "
          "each food row a food named by its HKFoodType, its meal slot from the Berlin clock time (meal-clock-windows-2026.12, mealSource clock); "
          "each day's intake, the foods' sum, is the earlier per-day sum (2907.4556 kcal on 2023-09-11: breakfast 7 foods 391.8356, "
          "lunch 3 foods 623.1, dinner 2 foods 924.0 at 17:50, snack 10 foods 968.52 at 15:19-15:21 and 23:24-23:26)",
          "second implementation (Python csv + zoneinfo) in Vectors/oracles/days_oracle.py; four days also summed by hand with awk over "
          "the UTC window of the Berlin day (awk -F'\"' split on quotes, value = 6th comma field of the 3rd part; see METHOD.md section 3): "
          "2023-09-11 (UTC 09-10 22:00 to 09-11 22:00, CEST) 22 rows 2907.4556 kcal, weight 92.95 kg (05:25:52 UTC, written twice, counted once); "
          "2023-09-13 15 rows 2905.0801 kcal, no weigh-in; 2023-09-21 23 rows 4478.2300 kcal including 9 rows logged 22:50-22:53 UTC on 09-20 "
          "(00:50 local), leaving 09-20 with 4 rows 269.4356 kcal; 2023-12-15 (UTC 12-14 23:00 to 12-15 23:00, CET) 22 rows 3061.6705 kcal",
          ["import", "apple-health-csv", "apple-health-body-mass.csv", "apple-health-dietary-energy.csv", "--time-zone", "Europe/Berlin"],
          {"schemaVersion": 1, "timeZone": "Europe/Berlin", "days": food_days},
          raw_files={n: os.path.join(DATA, n) for n in ("apple-health-body-mass.csv", "apple-health-dietary-energy.csv")})
    man = {"equationSex": "male", "ageYears": 35, "heightCm": 183, "weightKg": 93, "activityLevel": "active"}
    days_case("apple-health-berlin-ledger", {"person": man, "timeZone": "Europe/Berlin", "days": days},
              "the imported real Apple Health pair judged against NASEM for an assumed active man (35 y, 183 cm, 93 kg; the export has no person): "
              "suspect days such as 20 Sep 2023 (269 kcal, the late meal counted on 21 Sep) are listed for review; week of 2 Oct 2023",
              args=["--week", "2023-10-04"], week_of="2023-10-04")
    late = apple_health_days("Europe/Berlin", 4, foods=True)
    write("import", "apple-health-pair-day-starts-at-4", {}, "the same pair with --day-starts-at-hour 4: the 00:50 local meal of 21 Sep 2023 moves back to 20 Sep, its 9 foods "
          "snacks by the clock (00:50 is outside every meal window; the windows read the clock, not the logging day)",
          "second implementation (Python csv + zoneinfo) in Vectors/oracles/days_oracle.py; by hand with awk over the shifted UTC windows "
          "(local 04:00 CEST = 02:00 UTC): 2023-09-20 = rows from 09-20 02:00 to 09-21 02:00 UTC, 16 rows, 2907.5956 kcal (the 4 daytime rows "
          "plus the late meal from 22:50 UTC); 2023-09-21 = 09-21 02:00 to 09-22 02:00 UTC, 11 rows, 1840.0700 kcal",
          ["import", "apple-health-csv", "apple-health-body-mass.csv", "apple-health-dietary-energy.csv", "--time-zone", "Europe/Berlin",
           "--day-starts-at-hour", "4"],
          {"schemaVersion": 1, "timeZone": "Europe/Berlin", "dayStartsAtHour": 4, "days": late},
          raw_files={n: os.path.join(DATA, n) for n in ("apple-health-body-mass.csv", "apple-health-dietary-energy.csv")})
    csv_text = ("date,intakeKj,weightLb,proteinG,steps\n"
                "2026-11-02,8368,176.37,120,8000\n"
                "2026-11-03,9623.2,,95,\n"
                "2026-11-03,9623.2,,95,\n"
                "2026-11-04,,175.0,,12000\n"
                "2026-11-05,lots,175.0,,\n")
    csv_days = [  # kJ / 4.184, lb x 0.45359237, by hand
        {"date": "2026-11-02", "intakeKcal": 2000.0, "weightKg": r2(176.37 * 0.45359237), "proteinG": 120, "steps": 8000},
        {"date": "2026-11-03", "intakeKcal": 2300.0, "proteinG": 95},
        {"date": "2026-11-04", "weightKg": r2(175.0 * 0.45359237), "steps": 12000}]
    directory = os.path.join(VECTORS, "import", "csv-units")
    write("import", "csv-units", {}, "plain CSV with kJ and lb columns: converted (8368 kJ = 2000 kcal, 9623.2 kJ = 2300 kcal, 176.37 lb = 80.00 kg, "
          "175 lb = 79.38 kg); a repeated identical row counts once; the 'lots' row is rejected with its line number on stderr",
          "hand calculation: kJ / 4.184 kJ/kcal, lb x 0.45359237 kg/lb", ["import", "csv", "days.csv"],
          {"schemaVersion": 1, "days": csv_days})
    with open(os.path.join(directory, "days.csv"), "w") as f:
        f.write(csv_text)
    text_days = []
    with open(os.path.join(DATA, "daily-weight-intake-26d.txt")) as f:
        for line in f:
            parts = line.split()
            if len(parts) == 3:
                text_days.append({"date": parts[0], "weightKg": float(parts[1]), "intakeKcal": float(parts[2])})
    write("import", "daily-text-26d", {}, "TDEETracker's 26 days; the 'gw 76.6' goal-weight line is reported on stderr, not imported",
          "the file's own numbers (no conversion)", ["import", "daily-text", "daily-weight-intake-26d.txt"],
          {"schemaVersion": 1, "days": text_days}, raw_files={"daily-weight-intake-26d.txt": os.path.join(DATA, "daily-weight-intake-26d.txt")})


if __name__ == "__main__":
    main()
