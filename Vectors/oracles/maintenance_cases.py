#!/usr/bin/env python3
"""Generates the `maintenance` golden vectors (Vectors/maintenance/*) and the display-trend vectors
reachable through `days` (Vectors/trend/*) from a stated truth.

Written from issue 5 and METHOD.md section 4, never from the Swift code. Each maintenance case states
its truth: the person, the true maintenance M (kcal/day), the true mean intake I and the energy density
rho of a kilogram of weight change (Forbes: p = FM/(FM + 10.4), rho = p*9440.7 + (1 - p)*1816.4, with
FM = weight * bodyFat%). The true weight then changes by (I - M)/rho kg per day; the scale adds AR(1)
water noise (sigma 0.25 kg, phi 0.5) and rounds to 0.1 kg; logged intake varies day to day (SD 150
kcal, rounded to 10 kcal). Everything is seeded, so the documents are reproducible.

What the expected files hold (compared as a subset, `independent`):
- status and holding reason codes (issue 11, METHOD.md section 4): `holding` only when evidence is
  genuinely missing since the history starts (no usable weigh-in: `noWeighIns`; fewer than 3 logged
  intake days: `tooFewIntakeDays`), and then kcalPerDay is the filter prior, NASEM itself (its mean
  is the equations' since issue 18; under-reporting widens it only);
  sparse data is `estimated`. The 28-day window's day counts are still reported and are counted here
  from the generated days;
- loggingLooksIncomplete: from the truth (logged intake below resting expenditure);
- kcalPerDay against the generating truth M, tolerance 150 kcal/day. Why 150: the engine states a
  95 % interval; at these noise levels over 28 days its half-width is 175-220 kcal/day, so a
  calibrated estimate lands within ~0.7-0.85 of a half-width of the truth nearly always, while the
  estimate is deliberately shrunk towards the equation prior (prior weight about 0.2-0.3). Every
  truth is chosen >= 240 kcal/day away from the NASEM prior, so the equations alone would fail the
  comparison: the case proves the data moved the estimate.
- the spike pair: the spike case's expected kcalPerDay is the reviewed no-spike snapshot's value,
  tolerance 25 kcal/day (issue 5: a one-day 3 kg spike moves the estimate by less than 25). The
  person weighs 110 kg so the spike (2.7 %) stays under the ledger's 3 % outlier screen and reaches
  the estimator's own robust fit.

Run on purpose: `python3 Vectors/oracles/maintenance_cases.py`, then
`swift run nutrition-engine vectors record Vectors` for the snapshot cases, review them, and run this
script again so the spike case picks up the reviewed no-spike value.
"""
import datetime as dt, json, math, os, random

HERE = os.path.dirname(os.path.abspath(__file__))
VECTORS = os.path.join(HERE, "..")
NASEM = {  # NASEM 2023 adult TEE: (intercept, age, height cm, weight kg)
    ("male", "lowActive"): (581.47, -10.83, 8.30, 14.94), ("male", "active"): (1004.82, -10.83, 6.52, 15.91),
    ("female", "lowActive"): (575.77, -7.01, 6.60, 12.14),
}
AS_OF = dt.date(2026, 11, 30)
WINDOW = 28
START = AS_OF - dt.timedelta(days=WINDOW)  # day 0 of the window


def nasem(p):
    i, a, h, w = NASEM[(p["equationSex"], p["activityLevel"])]
    return i + a * p["ageYears"] + h * p["heightCm"] + w * p["weightKg"]


def mifflin(p):
    return 10 * p["weightKg"] + 6.25 * p["heightCm"] - 5 * p["ageYears"] + (5 if p["equationSex"] == "male" else -161)


def forbes(p):
    fat = p["weightKg"] * p["bodyFatPercent"] / 100
    share = fat / (fat + 10.4)
    return share * 9440.7 + (1 - share) * 1816.4


def series(person, truth, intake, seed, intake_sd=150.0, logged_fraction=1.0, sigma=0.25, phi=0.5):
    """Per window day: (logged intake kcal, scale weight kg). True weight starts at the person's weight."""
    rng = random.Random(seed)
    rate = (intake - truth) / forbes(person)  # kg/day
    noise = rng.gauss(0, sigma)
    out = []
    for t in range(WINDOW):
        if t:
            noise = phi * noise + math.sqrt(1 - phi * phi) * rng.gauss(0, sigma)
        eaten = intake + rng.gauss(0, intake_sd)
        weight = person["weightKg"] + rate * t + noise
        out.append((round(eaten * logged_fraction, -1), round(weight, 1)))
    return out


def days_doc(person, rows, skip_intake=(), skip_weight=(), untracked=()):
    days = []
    for t, (kcal, kg) in enumerate(rows):
        day = {"date": (START + dt.timedelta(days=t)).isoformat()}
        if t in untracked:
            day["intakeCompleteness"] = "untracked"
        elif t not in skip_intake:
            day["intakeKcal"] = kcal
            day["intakeCompleteness"] = "complete"
        if t not in skip_weight:
            day["weightKg"] = kg
        days.append(day)
    return {"schemaVersion": 1, "asOf": AS_OF.isoformat(), "person": person, "days": days}


def counts(rows, skip_intake=(), skip_weight=(), untracked=()):
    evidence = [t for t in range(WINDOW) if t not in skip_intake and t not in untracked]
    weighins = [t for t in range(WINDOW) if t not in skip_weight]
    tracked = WINDOW - len(untracked)
    return {
        "evidenceDays": len(evidence), "untrackedDays": len(untracked),
        "coveragePercent": round(100 * len(evidence) / tracked, 2), "weighInDays": len(weighins),
        "weighInSpanDays": weighins[-1] - weighins[0] if len(weighins) > 1 else 0,
        "daysSinceLastWeighIn": WINDOW - weighins[-1],
    }


def write(name, doc, description, expected, oracle="independent", tolerance=0.011, source=None):
    folder = os.path.join(VECTORS, "maintenance", name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "input.json"), "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    case = {
        "command": ["maintenance", "input.json"], "description": description, "exitCode": 0, "oracle": oracle,
        "source": source or "Vectors/oracles/maintenance_cases.py: generated from the stated truth; expectations from the gates and the truth",
        "tolerance": {"absolute": tolerance, "relative": 0},
    }
    with open(os.path.join(folder, "case.json"), "w") as f:
        json.dump(case, f, indent=2, sort_keys=True)
        f.write("\n")
    if expected is not None:
        with open(os.path.join(folder, "expected.json"), "w") as f:
            json.dump(expected, f, indent=2, sort_keys=True)
            f.write("\n")


def truth_text(person, truth, intake):
    return (f"truth: maintenance {truth:.0f} kcal/day, mean intake {intake:.0f}, rho {forbes(person):.1f} kcal/kg, "
            f"weight change {(intake - truth) / forbes(person) * 7:+.3f} kg/week; NASEM prior {nasem(person):.1f}")


def estimated_case(name, person, truth, intake, seed, what):
    assert abs(nasem(person) - truth) >= 240, (name, nasem(person), truth)
    rows = series(person, truth, intake, seed)
    expected = {"command": "maintenance", "maintenance": {
        "status": "estimated", "holdingReasons": [], "loggingLooksIncomplete": False, "kcalPerDay": truth}}
    # The generating truth goes in the source: a description states only what the case's files show.
    write(name, days_doc(person, rows), f"{what}: estimated within 150 kcal/day of the true maintenance {truth} (the generating truth is in the source)",
          expected, tolerance=150,
          source=f"Vectors/oracles/maintenance_cases.py: generated from the stated {truth_text(person, truth, intake)}; expectations from the gates and the truth")
    return rows


WOMAN_LOSS = {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 85, "bodyFatPercent": 35, "activityLevel": "lowActive"}
MAN_GAIN = {"equationSex": "male", "ageYears": 25, "heightCm": 180, "weightKg": 70, "bodyFatPercent": 15, "activityLevel": "active"}
WOMAN_PLATEAU = {"equationSex": "female", "ageYears": 45, "heightCm": 165, "weightKg": 70, "bodyFatPercent": 32, "activityLevel": "lowActive"}
MAN_SPIKE = {"equationSex": "male", "ageYears": 40, "heightCm": 178, "weightKg": 110, "bodyFatPercent": 30, "activityLevel": "lowActive"}
WOMAN_UNDER = {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "bodyFatPercent": 30, "activityLevel": "lowActive"}


def maintenance_cases():
    loss = estimated_case("steady-loss", WOMAN_LOSS, 2200, 1700, 501, "steady loss below maintenance, daily logs and weigh-ins")
    estimated_case("gain", MAN_GAIN, 2700, 3100, 502, "gain above maintenance, daily logs and weigh-ins")
    estimated_case("plateau", WOMAN_PLATEAU, 1950, 1950, 503, "plateau: intake equals maintenance, weight flat")

    # Full-output snapshots of the steady loss (recorded, then reviewed).
    write("steady-loss-full", days_doc(WOMAN_LOSS, loss), "full output of steady-loss (same input): window, evidence, rate, density, prior weight, policy echo",
          None, oracle="snapshot", tolerance=0, source="snapshot of the engine, reviewed; input from Vectors/oracles/maintenance_cases.py (steady-loss)")

    # Water spike pair: one 3 kg spike on day 13 of an otherwise identical series.
    truth, intake = 2750, 2250
    assert abs(nasem(MAN_SPIKE) - truth) >= 240
    base = series(MAN_SPIKE, truth, intake, 504)
    spiked = list(base)
    spiked[13] = (base[13][0], round(base[13][1] + 3.0, 1))
    neighbours = sorted(base[t][1] for t in range(6, 21) if t != 13)
    median = (neighbours[6] + neighbours[7]) / 2
    jump = abs(spiked[13][1] - median) / median * 100
    assert jump < 3, jump  # below the ledger's 3 % screen: the estimator's own robust fit must absorb it
    write("water-spike-without", days_doc(MAN_SPIKE, base), "the water-spike pair without the spike (reviewed snapshot; the generating truth is in the source)",
          None, oracle="snapshot", tolerance=0,
          source=f"snapshot of the engine, reviewed; input from Vectors/oracles/maintenance_cases.py, generated from the stated {truth_text(MAN_SPIKE, truth, intake)}")
    reference = os.path.join(VECTORS, "maintenance", "water-spike-without", "expected.json")
    if os.path.exists(reference):
        with open(reference) as f:
            without = json.load(f)["maintenance"]["kcalPerDay"]
        write("water-spike", days_doc(MAN_SPIKE, spiked),
              f"the same series with a one-day +3.0 kg spike on {(START + dt.timedelta(days=13)).isoformat()} (under the ledger's 3 % screen): "
              f"the estimate stays within 25 kcal/day of water-spike-without ({without})",
              {"maintenance": {"status": "estimated", "kcalPerDay": without, "evidence": {"weightRate": {"replacedSpikes": 1}}}}, tolerance=25,
              source=f"issue 5 property: a one-day 3 kg spike moves the estimate by less than 25 kcal/day; reference value from the reviewed snapshot water-spike-without; "
                     f"the spike is {jump:.2f} % from the neighbours' median")

    # Sparse evidence no longer holds (issue 11): the whole-history filter turns whatever there is into a
    # posterior, so each former gate case is `estimated` (with a wider interval, not asserted here) and
    # still reports the window's counts. Holding is only for evidence that is genuinely missing.
    sparse = [
        ("sparse-few-evidence-days", "13 evidence days, 10 days declared untracked, so coverage is 13/18 = 72.2 %",
         dict(untracked=set(range(10)), skip_intake={11, 14, 17, 20, 23})),
        ("sparse-low-coverage", "19 evidence days of 28 (67.9 %), the other 9 weighed but not logged",
         dict(skip_intake={1, 4, 7, 10, 13, 16, 19, 22, 25})),
        ("sparse-few-weigh-ins", "7 weigh-ins every 4 days (span 24, last 4 days before asOf)",
         dict(skip_weight=set(range(WINDOW)) - {0, 4, 8, 12, 16, 20, 24})),
        ("sparse-short-weigh-in-span", "13 daily weigh-ins in the last 13 days (span 12)",
         dict(skip_weight=set(range(15)))),
        ("sparse-last-weigh-in-old", "20 daily weigh-ins, the last 9 days before asOf",
         dict(skip_weight=set(range(20, WINDOW)))),
    ]
    for name, what, skips in sparse:
        c = counts(loss, **skips)
        evidence = {k: c[k] for k in ("evidenceDays", "coveragePercent", "weighInDays", "weighInSpanDays", "daysSinceLastWeighIn", "untrackedDays")}
        expected = {"maintenance": {"status": "estimated", "holdingReasons": [], "evidence": evidence}}
        write(name, days_doc(WOMAN_LOSS, loss, **skips), f"sparse evidence is estimated, not held (METHOD section 4: holding only without weigh-ins or intake): {what}; the steady-loss series otherwise", expected)
    # Genuinely missing evidence holds, and then the number is the filter prior, NASEM itself (issue 18:
    # the prior's mean is the equations', under-reporting is only its spread).
    missing = [
        ("holding-no-weigh-ins", "noWeighIns", "every day logged, no weigh-in at all", dict(skip_weight=set(range(WINDOW)))),
        ("holding-too-few-intake-days", "tooFewIntakeDays", "daily weigh-ins, intake logged on 2 days only", dict(skip_intake=set(range(2, WINDOW)))),
    ]
    for name, code, what, skips in missing:
        expected = {"maintenance": {"status": "holding", "holdingReasons": [{"code": code}], "confidence": "low",
                                    "kcalPerDay": round(nasem(WOMAN_LOSS), 2)}}
        write(name, days_doc(WOMAN_LOSS, loss, **skips), f"holding ({code}): {what}; the number is the filter prior, NASEM = {nasem(WOMAN_LOSS):.2f}", expected)

    # Under-logging: true intake equals maintenance (weight stable), but only 60 % of it is logged.
    truth = 2250
    rows = series(WOMAN_UNDER, truth, truth, 505, intake_sd=80, logged_fraction=0.60)
    logged = [r[0] for r in rows]
    suspect_below = 0.5 * nasem(WOMAN_UNDER)
    assert min(logged) >= suspect_below, (min(logged), suspect_below)  # no day is suspect: the signal is the implied maintenance
    assert sum(logged) / len(logged) < mifflin(WOMAN_UNDER)
    description = (f"under-logging: weight stable, 60 % of intake logged (the mean is below Mifflin REE {mifflin(WOMAN_UNDER):.2f}; no day is below the suspect line): "
                   "logging looks incomplete, confidence low (the generating truth is in the source)")
    truth_source = (f"Vectors/oracles/maintenance_cases.py: true maintenance {truth} kcal/day with weight stable, 60 % of intake logged (mean "
                    f"{sum(logged) / len(logged):.1f} kcal/day; suspect line 0.5 x NASEM = {suspect_below:.1f}); expectations from the gates and the truth")
    write("under-logging", days_doc(WOMAN_UNDER, rows), description, source=truth_source, expected=
          {"maintenance": {"status": "estimated", "loggingLooksIncomplete": True, "confidence": "low",
                           "evidence": {"restingKcalPerDay": round(mifflin(WOMAN_UNDER), 2), "suspectDays": 0}}})
    write("under-logging-full", days_doc(WOMAN_UNDER, rows), "full output of under-logging (same input): the note, the confidence reasons, the estimate reported unclamped. Reviewed: the whole-history filter lands at 1544.31 (95 % 1362.72-1725.90), far below the true maintenance and towards the logging-unit truth, 60 % of it (both in under-logging's source), which four weeks do not reach: 40 % under-logging is eight times the spread the prior allows, and since issue 18 the prior's mean is NASEM's rather than 5 % below it (the interval held the logging-unit truth before); the confidence is low and the note says the estimate reads low against true intake (METHOD section 4, assumptions)",
          None, oracle="snapshot", tolerance=0, source="snapshot of the engine, reviewed; input from Vectors/oracles/maintenance_cases.py (under-logging)")


def after_reset_case():
    """The walkthrough's document after its algorithm reset (2026-11-23): days before the reset are
    excluded as beforeReset and the 28-day window keeps its length, so only the 7 days from the reset
    to asOf - 1 can be evidence and every count-based gate fails."""
    source = os.path.join(VECTORS, "check-in", "walkthrough", "21-check-in-after-reset", "input.json")
    with open(source) as f:
        doc = json.load(f)
    reset, as_of = dt.date(2026, 11, 23), dt.date.fromisoformat(doc["asOf"])
    kept = [d for d in doc["days"] if reset <= dt.date.fromisoformat(d["date"]) < as_of]
    line = 0.5 * nasem(doc["person"])
    evidence = [d for d in kept if d.get("intakeKcal") is not None and d.get("intakeCompleteness", "unknown") in ("complete", "unknown")
                and 0.5 * nasem(doc["person"]) <= d["intakeKcal"] <= 2 * nasem(doc["person"])]
    weighins = sorted(dt.date.fromisoformat(d["date"]) for d in kept if d.get("weightKg") is not None)
    assert weighins and (as_of - weighins[-1]).days <= 7 and line > 0
    # Since issue 11 the filter reads the 7 days after the reset: weigh-ins and intake exist, so it estimates.
    expected = {"resetDate": reset.isoformat(), "maintenance": {
        "status": "estimated", "holdingReasons": [],
        "evidence": {"excludedDaysByReason": {"beforeReset": (reset - (as_of - dt.timedelta(days=WINDOW))).days}, "windowDays": WINDOW,
                     "windowStartDate": (as_of - dt.timedelta(days=WINDOW)).isoformat(), "evidenceDays": len(evidence),
                     "weighInDays": len(weighins), "weighInSpanDays": (weighins[-1] - weighins[0]).days}}}
    write("after-reset", doc, f"the walkthrough document after its reset on {reset}: the 21 window days before it are excluded as beforeReset, the window keeps its 28 days, "
          f"{len(evidence)} evidence days and {len(weighins)} weigh-ins remain; the whole-history filter starts at the reset and estimates from them (no count gates since issue 11)", expected,
          source="rules of METHOD.md section 4 (ledger to window) applied to Vectors/check-in/walkthrough/21-check-in-after-reset/input.json")


def trend(weights, alpha=0.1):
    """Gap-aware EMA: trend += (1 - (1 - alpha)^n) * (w - trend) for a gap of n days; carried on days without a weigh-in."""
    out, current, last = [], None, None
    for t, w in enumerate(weights):
        if w is not None:
            current = w if current is None else current + (1 - (1 - alpha) ** (t - last)) * (w - current)
            last = t
        out.append(current)
    return out


def trend_cases():
    cases = [
        ("trendweight-150-then-152", "TrendWeight worked example: trend 150.0, next weight 152.0 -> 150.2 (10 % smoothing)",
         "adaptive-maintenance.md (TrendWeight worked example)", [150.0, 152.0]),
        ("gap-monday-to-thursday", "150 on Monday, 148 on Thursday: the two-day gap smooths with 1 - 0.9^3 to 149.46; Tuesday and Wednesday carry 150 "
         "(TrendWeight's linear display interpolation of the gap days is not part of the days output; unit test WeightTrendTests)",
         "adaptive-maintenance.md (gap rule 1 - 0.9^n), hand calculation", [150.0, None, None, 148.0]),
        ("hackers-diet-series-with-gaps", "a 12-day series with one- and two-day gaps, trend by hand with the gap-aware rule",
         "Hacker's Diet / TrendWeight rule, second implementation in Vectors/oracles/maintenance_cases.py",
         [80.0, 80.4, None, 79.6, 79.9, None, None, 79.2, 79.5, 79.1, None, 78.8]),
    ]
    monday = dt.date(2026, 11, 2)
    for name, description, source, weights in cases:
        days = [{"date": (monday + dt.timedelta(days=t)).isoformat(), "weightKg": w} for t, w in enumerate(weights) if w is not None]
        doc = {"schemaVersion": 1, "asOf": (monday + dt.timedelta(days=len(weights))).isoformat(), "days": days}
        expected = {"days": [{"date": (monday + dt.timedelta(days=t)).isoformat(), "trendKg": None if v is None else round(v, 2)}
                             for t, v in enumerate(trend(weights))]}
        folder = os.path.join(VECTORS, "trend", name)
        os.makedirs(folder, exist_ok=True)
        for file, content in (("input.json", doc), ("expected.json", expected), ("case.json", {
                "command": ["days", "input.json"], "description": description, "exitCode": 0, "oracle": "independent", "source": source,
                "tolerance": {"absolute": 0.006, "relative": 0}})):
            with open(os.path.join(folder, file), "w") as f:
                json.dump(content, f, indent=2, sort_keys=True)
                f.write("\n")


if __name__ == "__main__":
    maintenance_cases()
    after_reset_case()
    trend_cases()
