#!/usr/bin/env python3
"""Independent oracle for the `recommend` golden vectors.

A second implementation of issue 3 (safety screen, destination rules, initial target), written
from the issue text and METHOD.md section 2, never from the Swift code. It writes the independent
cases under Vectors/recommend/ (input.json, case.json, expected.json); expected files hold only the
fields computed here and are compared as a subset. Snapshot cases (full JSON, Markdown) are not
touched: they are recorded with `vectors record` and reviewed.
Run on purpose: `python3 Vectors/oracles/recommend_oracle.py`, then review `git diff Vectors`.
"""
import json, math, os
from fractions import Fraction

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "recommend")
NASEM = {  # NASEM 2023 adult TEE: (intercept, age, height, weight)
    ("male", "inactive"): (753.07, -10.83, 6.50, 14.10), ("male", "lowActive"): (581.47, -10.83, 8.30, 14.94),
    ("male", "active"): (1004.82, -10.83, 6.52, 15.91), ("male", "veryActive"): (-517.88, -10.83, 15.61, 19.11),
    ("female", "inactive"): (584.90, -7.01, 5.72, 11.71), ("female", "lowActive"): (575.77, -7.01, 6.60, 12.14),
    ("female", "active"): (710.25, -7.01, 6.54, 12.34), ("female", "veryActive"): (511.83, -7.01, 9.07, 12.56),
}
SEE = {"male": 338.55, "female": 245.75}
Z = 1.96
QUESTIONS = ["pregnant", "lactating", "eatingDisorder", "type1Diabetes", "glucoseLoweringMedication",
             "chronicKidneyDisease", "otherConditionUnderCare"]
# Policy defaults from the issue. Energy density of weight change: Forbes partition (issue 12),
# rho = p * 9440.7 + (1 - p) * 1816.4 with p = FM / (FM + 10.4), FM from body fat % or Jackson 2002.
RHO_FAT, RHO_LEAN, FORBES_C = 9440.7, 1816.4, 10.4
RATE_DEFAULT, RATE_MIN, RATE_MAX = 0.5, 0.25, 1.0
OLDER_RATE_MAX = 0.5  # from 65 y (issue 18 item 7, pending clinical approval)
GAIN_CEILING = 30  # a Gain landing's stated BMI must be below this (issue 18 item 9)
CAP_PCT, CAP_KCAL = 0.20, 750.0
SURPLUS = {"none": 0.05, "novice": 0.10, "intermediate": 0.075, "advanced": 0.05}
RECOMP_DEFICIT = 0.075
FLOOR = {"female": 1200.0, "male": 1500.0}
CONF_HIGH, CONF_MOD = 175.0, 300.0  # METHOD §4: one set of confidence thresholds (issue 10 item 9)
PROTEIN = (1.6, 2.2)
LB = 0.45359237


def fat_mass(p, w, h):
    if "bodyFatPercent" in p:
        return w * p["bodyFatPercent"] / 100
    bmi = w / (h / 100) ** 2
    age = p["ageYears"]
    pct = (0.14 * age + 37.31 * math.log(bmi) - 103.94) if p["equationSex"] == "male" else (0.14 * age + 39.96 * math.log(bmi) - 102.01)
    return w * max(pct / 100, 0.03)


def forbes_rho(fm):
    share = fm / (fm + FORBES_C)
    return share * RHO_FAT + (1 - share) * RHO_LEAN


def _project_hall():
    """The Hall model of the `project` oracle (a second implementation of the Swift model), loaded
    without running that script's vector writing: only its constants and functions are executed."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "project_oracle.py")) as f:
        src = f.read()
    namespace = {"math": math}
    exec(src[src.index("RHO_F, RHO_L, RHO_G"):src.index("def r2(")], namespace)
    return namespace["hall"]


def dynamic_weeks(p, w, h, maintenance, intake, landing):
    """Weeks until Hall's model (project_oracle.hall) reaches the landing weight, 3-year search."""
    hall = _project_hall()
    person = {k: v for k, v in p.items() if k in ("equationSex", "ageYears", "bodyFatPercent")}
    person.update({"weightKg": w, "heightCm": h})
    weights, _ = hall(person, intake, 1095, maintenance=maintenance)
    losing = landing < w
    for day, bw in enumerate(weights):
        if (bw <= landing) if losing else (bw >= landing):
            return rnd(day / 7, 0.1)
    return None


def rnd(x, step):
    # Half away from zero to a multiple of step.
    q = abs(x) / step
    r = math.floor(q + 0.5 + 1e-9) * step
    return round(math.copysign(r, x), 10) + 0.0


def r2(x):
    return rnd(x, 0.01)


def exact(x):
    """The decimal a JSON number was typed as (Python's repr is the shortest round-trip form), exactly."""
    return Fraction(repr(float(x))) if isinstance(x, float) else Fraction(x)


def half_up(q):
    """A non-negative Fraction rounded half away from zero to a whole number."""
    return math.floor(q + Fraction(1, 2))


def stated_bmi(w, h):
    """BMI stated at 0.01 kg/m2 (issue 18 item 10): w / (h/100)^2 in exact decimal arithmetic on the
    numbers as typed, rounded half away from zero; returned as a Fraction of hundredths / 100."""
    return Fraction(half_up(exact(w) * 10 ** 6 / exact(h) ** 2), 100)


def landing_floor(age):
    """Lose landing floor (issue 18 item 7, pending clinical approval): 18.5 up to 60 y, rising linearly
    to GLIM's 22 at 70 y, 22 from 70 y; stated at 0.01 kg/m2, half away from zero, on the age as typed."""
    if age <= 60:
        return Fraction(37, 2)
    if age >= 70:
        return Fraction(22)
    return Fraction(half_up((Fraction(37, 2) + Fraction(7, 2) * (exact(age) - 60) / 10) * 100), 100)


def threshold_weight(limit, h, unit=Fraction(1)):
    """The least weight whose stated BMI is at least `limit`: (limit - 0.005) x h^2, in `unit` kg."""
    return (limit - Fraction(1, 200)) * exact(h) ** 2 / 10 ** 4 / unit


def lowest_weight(limit, h, unit=Fraction(1)):
    return math.ceil(threshold_weight(limit, h, unit) * 100) / 100


def highest_weight_below(limit, h, unit=Fraction(1)):
    return (math.ceil(threshold_weight(limit, h, unit) * 100) - 1) / 100


def metric(p):
    h = p["heightCm"] if "heightCm" in p else (p.get("heightFt", 0) * 12 + p["heightIn"]) * 2.54
    w = p["weightKg"] if "weightKg" in p else p["weightLb"] * LB
    return h, w


def expected_for(doc):
    p, g = doc["person"], doc["goal"]
    h, w = metric(p)
    # BMI is stated at 0.01 kg/m2 in exact decimal arithmetic (issue 10 item 4, issue 18 item 10): a
    # limit the engine names is itself accepted, and what is shown is what is compared.
    bmi = stated_bmi(w, h)
    screen = doc.get("safetyScreen") or {}
    reasons = [{"code": "screenAnswerYes", "questions": [q]} for q in QUESTIONS if screen.get(q) is True]
    missing = [q for q in QUESTIONS if screen.get(q) is None]
    if missing:
        reasons.append({"code": "screenIncomplete", "questions": missing})
    if p["ageYears"] < 19:
        reasons.append({"code": "ageUnderMinimum", "questions": []})
    if p["ageYears"] > 100:
        reasons.append({"code": "ageOverMaximum", "questions": []})
    if bmi < 18.5:
        reasons.append({"code": "bmiBelowMinimum", "questions": []})
    if not (120 <= h <= 230) or not (30 <= w <= 300):
        reasons.append({"code": "outsideEquationDomain", "questions": []})
    manual = doc.get("manualTargetKcal")
    manual_json = None if manual is None else {"kcalPerDay": manual, "label": "userProvided"}
    # Issue 18 item 5: a manual target below the intake floor carries the clinical-direction caution.
    if manual is not None and manual < FLOOR[p["equationSex"]]:
        manual_json["cautions"] = [{"code": "belowIntakeFloor"}]
    if reasons:
        return {"eligibility": {"status": "manualOnly", "reasons": reasons}, "destination": None, "maintenance": None,
                "target": None, "expectedRate": None, "protein": None, "manualTarget": manual_json,
                "explanation": {"reasonCodes": [r["code"] for r in reasons]}}

    sex, age, cat = p["equationSex"], p["ageYears"], p["activityLevel"]
    i, a, hh, ww = NASEM[(sex, cat)]
    m = i + a * age + hh * h + ww * w
    half = Z * SEE[sex]
    kind = g["kind"]
    landing = g.get("landingWeightKg", g["landingWeightLb"] * LB if "landingWeightLb" in g else None)
    dest_reasons, lowest, highest, rate = [], None, None, None
    if kind == "lose":
        # Landing floor: 18.5, rising from 60 y to GLIM's 22 at 70 y (Cederholm et al. 2019; issue 18 item 7).
        floor_bmi = landing_floor(p["ageYears"])
        lowest = lowest_weight(floor_bmi, h)
        # From 65 y at most 0.5 %/week (issue 18 item 7); the default never above the maximum.
        rate_max = RATE_MAX if p["ageYears"] < 65 else OLDER_RATE_MAX
        rate = g.get("ratePercentPerWeek", min(RATE_DEFAULT, rate_max))
        if landing >= w:
            dest_reasons.append("landingNotBelowCurrentWeight")
        elif stated_bmi(landing, h) < floor_bmi:
            dest_reasons.append("landingBelowMinimumBMI")
        if not (RATE_MIN <= rate <= rate_max):
            dest_reasons.append("rateOutsideAllowedRange")
    elif kind == "maintain":
        if landing is not None and abs(landing - w) > 1:
            dest_reasons.append("maintainLandingDiffers")
        landing = w if not dest_reasons else landing
    elif kind == "gain":
        # A Gain landing's stated BMI must be below 30 (issue 18 item 9, pending clinical approval).
        highest = highest_weight_below(GAIN_CEILING, h)
        if landing <= w:
            dest_reasons.append("landingNotAboveCurrentWeight")
        elif stated_bmi(landing, h) >= GAIN_CEILING:
            dest_reasons.append("landingAboveMaximumBMI")
    else:
        landing = None
        if "landingBodyFatPercent" in g:
            dest_reasons.append("recompositionLandingNotYetAccepted")
            if "bodyFatPercent" not in p:
                dest_reasons.append("currentBodyFatNeeded")
    destination = {"status": "rejected" if dest_reasons else "accepted", "reasons": [{"code": c} for c in dest_reasons],
                   "lowestAllowedLandingWeightKg": lowest, "highestAllowedLandingWeightKg": highest}
    out = {"eligibility": {"status": "eligible", "reasons": []}, "destination": destination,
           "maintenance": {"nasem2023": {"kcalPerDay": r2(m), "interval95": {"low": r2(m - half), "high": r2(m + half)}}},
           "manualTarget": manual_json}
    if dest_reasons:
        out.update({"target": None, "expectedRate": None, "protein": None})
        out["explanation"] = {"reasonCodes": dest_reasons, "guardrails": []}
        return out

    floor = FLOOR[sex]
    RHO = forbes_rho(fat_mass(p, w, h))
    requested = w * rate / 100 * RHO / 7 if kind == "lose" else None
    experience = p.get("trainingExperience", "none")

    def rule(mm):
        """Target at maintenance mm, and the guardrails as (code, limit, before, after)."""
        rails = []
        if kind == "lose":
            pct_cap = CAP_PCT * mm
            smaller_is_pct = pct_cap <= CAP_KCAL
            rails.append(("deficitCapPercentOfMaintenance", pct_cap, requested, min(requested, pct_cap) if smaller_is_pct else requested))
            rails.append(("deficitCapKcalPerDay", CAP_KCAL, requested, requested if smaller_is_pct else min(requested, CAP_KCAL)))
            before = mm - min(requested, pct_cap, CAP_KCAL)
        elif kind == "gain":
            before = mm * (1 + SURPLUS[experience])
        elif kind == "recomposition" and g.get("fatLossPriority"):
            before = mm * (1 - RECOMP_DEFICIT)
        else:
            before = mm
        t = max(before, floor)
        rails.append(("intakeFloor", floor, before, t))
        return t, rails

    t, rails = rule(m)
    lo, _ = rule(m - half)
    hi, _ = rule(m + half)
    kg_week = (t - m) * 7 / RHO
    weeks = None
    if kind in ("lose", "gain") and landing is not None:
        dist = landing - w
        if kg_week != 0 and (dist > 0) == (kg_week > 0):
            weeks = rnd(dist / kg_week, 0.1)
    ref = 25 * (h / 100) ** 2 if bmi >= 30 else w
    codes = {"lose": "rule.deficitFromRate", "maintain": "rule.maintenance", "gain": "rule.surplusByExperience",
             "recomposition": "rule.recompositionDeficit" if g.get("fatLossPriority") else "rule.maintenance"}
    reason_codes = [codes[kind]] + ["binding." + c for c, _, b, a in rails if b != a]
    if kind == "gain" and "trainingExperience" not in p:
        reason_codes.append("assumed.trainingExperience")
    if kind == "lose" and "ratePercentPerWeek" not in g:
        reason_codes.append("assumed.ratePercentPerWeek")
    conf = "high" if half <= CONF_HIGH else "moderate" if half <= CONF_MOD else "low"
    out["target"] = {"kcalPerDay": max(rnd(t, 10), math.ceil(floor / 10) * 10), "unroundedKcalPerDay": r2(t),
                     "range95": {"low": r2(lo), "high": r2(hi)}, "confidence": {"level": conf, "halfWidthKcalPerDay": r2(half)},
                     "floorBinds": t != rails[-1][2], "requestedDeficitKcalPerDay": None if requested is None else r2(requested),
                     "dailyBalanceKcalPerDay": r2(t - m)}
    out["expectedRate"] = {"kgPerWeek": rnd(kg_week, 0.001), "percentOfBodyWeightPerWeek": r2(100 * kg_week / w),
                           "staticWeeksToDestination": weeks, "energyDensityKcalPerKg": r2(RHO),
                           "weeksToDestination": None if weeks is None else dynamic_weeks(p, w, h, m, t, landing)}
    out["protein"] = {"referenceWeightKg": r2(ref), "lowGramsPerDay": rnd(PROTEIN[0] * ref, 1), "highGramsPerDay": rnd(PROTEIN[1] * ref, 1),
                      "referenceWeightBasis": "weightAtReferenceBMI" if bmi >= 30 else "currentWeight"}
    out["explanation"] = {"reasonCodes": reason_codes,
                          "guardrails": [{"code": c, "limitKcalPerDay": r2(l), "binding": b != a, "changeKcalPerDay": r2(a - b)}
                                         for c, l, b, a in rails]}
    return out


ALL_NO = {q: False for q in QUESTIONS}
WOMAN = {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "lowActive", "bodyFatPercent": 28}


def doc(person=None, goal=None, screen="all-no", manual=None, **person_changes):
    p = {k: v for k, v in (person or WOMAN).items() if v is not None}
    for k, v in person_changes.items():
        if v is None:
            p.pop(k, None)
        else:
            p[k] = v
    d = {"schemaVersion": 1, "person": p, "goal": goal or {"kind": "lose", "landingWeightKg": 64, "ratePercentPerWeek": 0.5}}
    if screen == "all-no":
        d["safetyScreen"] = dict(ALL_NO)
    elif screen is not None:
        d["safetyScreen"] = screen
    if manual is not None:
        d["manualTargetKcal"] = manual
    return d


def write_json(path, value):
    with open(path, "w") as f:
        json.dump(value, f, indent=2, sort_keys=True, ensure_ascii=False)
        f.write("\n")


def write_case(name, d, description, source="hand calculation from issue 3 rules and NASEM 2023 coefficients (recommend_oracle.py)", expected=None):
    path = os.path.join(ROOT, name)
    os.makedirs(path, exist_ok=True)
    write_json(os.path.join(path, "input.json"), d)
    write_json(os.path.join(path, "case.json"), {"description": description, "source": source, "command": ["recommend", "input.json"],
                                                 "exitCode": 0, "tolerance": {"absolute": 0.011, "relative": 0}, "oracle": "independent"})
    write_json(os.path.join(path, "expected.json"), expected or expected_for(d))


def write_error_case(name, raw, errors, description):
    path = os.path.join(ROOT, name)
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "input.json"), "w") as f:
        f.write(raw if isinstance(raw, str) else json.dumps(raw, sort_keys=True) + "\n")
    write_json(os.path.join(path, "case.json"), {"description": description, "source": "specification: issue 3 (malformed input is exit 65)",
                                                 "command": ["recommend", "input.json"], "exitCode": 65,
                                                 "tolerance": {"absolute": 0, "relative": 0}, "oracle": "independent"})
    write_json(os.path.join(path, "expected.json"), {"errors": [{"path": p, "code": c} for p, c in errors]})


def main():
    for entry in sorted(os.listdir(ROOT)) if os.path.isdir(ROOT) else []:
        case = os.path.join(ROOT, entry, "case.json")
        if os.path.exists(case) and json.load(open(case))["oracle"] == "independent":
            for f in os.listdir(os.path.join(ROOT, entry)):
                os.remove(os.path.join(ROOT, entry, f))
            os.rmdir(os.path.join(ROOT, entry))

    # Worked examples of METHOD.md section 2.
    write_case("worked-example-lose", doc(), "METHOD.md worked example (Lose): woman 34 y, 168 cm, 72.4 kg, low active, to 64 kg at 0.5 %/week; no cap or floor binds")
    man = {"equationSex": "male", "ageYears": 30, "heightCm": 180, "weightKg": 75, "activityLevel": "active", "trainingExperience": "novice"}
    write_case("worked-example-maintain", doc(goal={"kind": "maintain"}), "METHOD.md worked example (Maintain): the same woman keeps 72.4 kg")
    write_case("worked-example-gain", doc(person=man, goal={"kind": "gain", "landingWeightKg": 80}),
               "METHOD.md worked example (Gain): novice man 30 y, 180 cm, 75 kg, active, to 80 kg: 10 % surplus")
    write_case("worked-example-recomposition", doc(goal={"kind": "recomposition", "landingDeferred": True, "fatLossPriority": True}),
               "METHOD.md worked example (Recomposition): the same woman, landing set later, fat-loss priority: 7.5 % deficit")
    # Issue 18 item 7: until the rising older-adult floor and rate this was a woman of 69 (142 cm,
    # 45 -> 42 kg at 0.7 %/week); at 69 the floor is BMI 21.65 and 0.7 %/week is above the 0.5 allowed.
    small = {"equationSex": "female", "ageYears": 64, "heightCm": 140, "weightKg": 44, "activityLevel": "inactive"}
    write_case("worked-example-floor-bound", doc(person=small, goal={"kind": "lose", "landingWeightKg": 41, "ratePercentPerWeek": 0.7}),
               "METHOD.md worked example (floor binds): woman 64 y, 140 cm, 44 kg (BMI 22.45), inactive, to 41 kg (BMI 20.92; her floor 19.9) at 0.7 %/week; the 1,200 kcal floor binds")
    # Issue 10 item 7: the landing floor is BMI 22 from age 70 (GLIM); a woman of 70.
    old70 = {"equationSex": "female", "ageYears": 70, "heightCm": 142, "weightKg": 45, "activityLevel": "inactive"}
    write_case("refused-lose-landing-below-older-adult-floor-age-70", doc(person=old70, goal={"kind": "lose", "landingWeightKg": 42}),
               "a woman of 70 y, 142 cm, 45 kg: 42 kg (BMI 20.8) is below the older-adult landing floor of BMI 22; the lowest allowed is 44.36 kg ((22 - 0.005) x 1.42^2 = 44.3507, stated BMI 22.00)",
               "GLIM criteria (Cederholm et al., Clin Nutr 2019): BMI < 22 at age >= 70 is low; hand calculation")
    write_case("lose-landing-at-older-adult-floor-age-70", doc(person=old70, goal={"kind": "lose", "landingWeightKg": 44.36}),
               "the same woman may land at 44.36 kg (BMI 21.9996, stated 22.00), the lowest landing weight the refusal names",
               "GLIM criteria (Cederholm et al., Clin Nutr 2019); hand calculation")
    # Issue 18 item 7: the floor rises 0.35 kg/m2 a year from 60 to 70 y; from 65 y at most 0.5 %/week.
    sixty_five = {"equationSex": "female", "ageYears": 65, "heightCm": 160, "weightKg": 70, "activityLevel": "lowActive"}
    write_case("lose-landing-at-rising-floor-age-65", doc(person=sixty_five, goal={"kind": "lose", "landingWeightKg": 51.83}),
               "65 y, 160 cm: the floor is 18.5 + 3.5 x 5/10 = 20.25; (20.25 - 0.005) x 2.56 = 51.8272, so 51.83 kg (stated BMI 20.25) is the lowest landing and is accepted",
               "issue 18 item 7 (floor rising from 18.5 at 60 y to GLIM's 22 at 70 y, pending clinical approval); hand calculation")
    write_case("refused-lose-landing-below-rising-floor-age-65", doc(person=sixty_five, goal={"kind": "lose", "landingWeightKg": 51.82}),
               "65 y, 160 cm: 51.82 kg is BMI 20.2422, stated 20.24, below the floor of 20.25; the lowest allowed is 51.83 kg",
               "issue 18 item 7 (floor rising from 18.5 at 60 y to GLIM's 22 at 70 y, pending clinical approval); hand calculation")
    write_case("refused-lose-rate-older-adult-age-65", doc(person=sixty_five, goal={"kind": "lose", "landingWeightKg": 60, "ratePercentPerWeek": 0.75}),
               "65 y: 0.75 %/week is above the 0.5 %/week allowed from 65 y (allowed at 64), a refusal",
               "issue 18 item 7 (lower maximum rate from 65 y, ESPEN 2019; pending clinical approval)")
    write_case("lose-rate-at-older-adult-maximum-age-65", doc(person=sixty_five, goal={"kind": "lose", "landingWeightKg": 60, "ratePercentPerWeek": 0.5}),
               "65 y: 0.5 %/week, the older-adult maximum itself, is accepted",
               "issue 18 item 7 (lower maximum rate from 65 y, ESPEN 2019; pending clinical approval)")
    old_woman = {"equationSex": "female", "ageYears": 80, "heightCm": 150, "weightKg": 45, "activityLevel": "inactive"}
    write_case("refused-lose-older-adult-already-below-floor", doc(person=old_woman, goal={"kind": "lose", "landingWeightKg": 43}),
               "the former floor-bound example: woman 80 y at BMI 20.0 may not lose to BMI 19.1; the older-adult floor (22) is above her current weight",
               "GLIM criteria (Cederholm et al., Clin Nutr 2019); hand calculation")

    # Issue 10 item 4: BMI is compared at 0.01 kg/m2, so exact boundaries fall as the WHO table says.
    edge = {"equationSex": "female", "ageYears": 40, "heightCm": 160, "weightKg": 47.36, "activityLevel": "lowActive"}
    write_case("boundary-bmi-18-5-eligible", doc(person=edge, goal={"kind": "maintain"}),
               "160 cm, 47.36 kg: BMI exactly 18.5 (binary 18.499999999999996) is not below 18.5, so eligible")
    # Issue 18 item 10: the half hundredth itself, decided on the typed decimals.
    write_case("boundary-bmi-18-495-eligible", doc(person=dict(edge, weightKg=47.3472), goal={"kind": "maintain"}),
               "160 cm, 47.3472 kg: BMI 18.495 exactly (binary 18.494999999999997) is stated 18.50, half away from zero, so eligible")
    write_case("manual-only-bmi-just-below-18-495", doc(person=dict(edge, weightKg=47.3471), goal={"kind": "maintain"}),
               "160 cm, 47.3471 kg: BMI 18.494961 is stated 18.49, below 18.5: manual-only")
    write_case("lose-landing-at-named-lowest-weight-160cm", doc(person=dict(edge, weightKg=55), goal={"kind": "lose", "landingWeightKg": 47.35}),
               "160 cm, 55 kg to 47.35 kg (BMI 18.496, stated 18.50): the lowest allowed landing weight the refusals name, (18.5 - 0.005) x 2.56 = 47.3472 rounded up, is accepted")
    write_case("refused-lose-landing-below-named-lowest-weight-160cm", doc(person=dict(edge, weightKg=55), goal={"kind": "lose", "landingWeightKg": 47.34}),
               "160 cm, 55 kg to 47.34 kg (BMI 18.4922, stated 18.49): a hundredth of a kilogram below the named lowest weight, 47.35 kg, is refused")
    write_case("lose-protein-reference-at-bmi-exactly-30", doc(person=dict(edge, weightKg=76.8), goal={"kind": "lose", "landingWeightKg": 70}),
               "160 cm, 76.8 kg: BMI exactly 30 is obese class I, so protein uses the weight at BMI 25 (64 kg)")
    write_case("worked-example-manual-only", doc(screen=dict(ALL_NO, eatingDisorder=True), manual=1800),
               "METHOD.md worked example (manual-only): eating disorder reported; the person's own 1,800 kcal is echoed, nothing automated")
    write_case("manual-only-target-below-intake-floor", doc(screen=dict(ALL_NO, eatingDisorder=True), manual=300),
               "eating disorder reported, the person's own 300 kcal/day: echoed with the belowIntakeFloor caution (a target this low needs clinical direction)",
               "issue 18 item 5 (manual targets below the intake floor are flagged in every output)")

    # Lose: caps and floors binding and not binding, default rate, protein reference weight.
    write_case("lose-default-rate", doc(goal={"kind": "lose", "landingWeightKg": 64}), "Lose without a rate uses the default 0.5 %/week")
    # The requested deficit in each description is the oracle's own (rate x weight x Forbes rho / 7), so it
    # follows the rule; it was written by hand with 7,700 kcal/kg until the Forbes density (1,210, 605, 796.4).
    def asks(d):
        return expected_for(d)["target"]["requestedDeficitKcalPerDay"]
    percent = doc(goal={"kind": "lose", "landingWeightKg": 64, "ratePercentPerWeek": 1.0})
    write_case("lose-cap-percent-binding", percent,
               f"1 %/week asks {asks(percent):.2f} kcal/day; 20 % of maintenance (465.03) is the smaller cap and binds")
    big = {"equationSex": "male", "ageYears": 25, "heightCm": 190, "weightKg": 110, "activityLevel": "veryActive"}
    fast = doc(person=big, goal={"kind": "lose", "landingWeightKg": 95, "ratePercentPerWeek": 1.0})
    write_case("lose-cap-kcal-binding", fast,
               f"very active 110 kg man at 1 %/week asks {asks(fast):,.2f} kcal/day; 750 kcal/day is the smaller cap and binds")
    slow = doc(person=big, goal={"kind": "lose", "landingWeightKg": 95, "ratePercentPerWeek": 0.5})
    write_case("lose-cap-kcal-not-binding", slow, f"the same man at 0.5 %/week asks {asks(slow):.2f} kcal/day: below both caps")
    # Was 75 y, 160 cm, 55 kg to 52 kg (BMI 20.3): below the older-adult landing floor since issue 10 item 7;
    # then 69 y: his floor is BMI 21.65 there and 0.75 %/week above the older-adult maximum (issue 18 item 7).
    old_man = {"equationSex": "male", "ageYears": 64, "heightCm": 155, "weightKg": 52, "activityLevel": "inactive"}
    write_case("lose-floor-binding-male", doc(person=old_man, goal={"kind": "lose", "landingWeightKg": 49, "ratePercentPerWeek": 0.75}),
               "man 64 y, 155 cm, 52 kg, inactive, to 49 kg (BMI 20.4; his floor 19.9) at 0.75 %/week: the 1,500 kcal male floor binds; slower expected rate")
    write_case("lose-protein-reference-bmi-30", doc(weightKg=95, bodyFatPercent=None, goal={"kind": "lose", "landingWeightKg": 80}),
               "BMI 33.7: protein from the weight at BMI 25 (70.56 kg), not the current 95 kg")
    write_case("lose-landing-at-bmi-floor", doc(goal={"kind": "lose", "landingWeightKg": 52.21}),
               "a landing weight of 52.21 kg (BMI 18.4984, stated 18.50) is the lowest allowed and is accepted")

    # Imperial twins.
    twin_metric = {"equationSex": "male", "ageYears": 45, "heightCm": 177.8, "weightKg": 200 * LB, "activityLevel": "active"}
    metric_doc = doc(person=twin_metric, goal={"kind": "lose", "landingWeightKg": 180 * LB, "ratePercentPerWeek": 0.75})
    write_case("imperial-twin-metric", metric_doc, "metric twin of imperial-twin-feet-inches (the same man and landing in cm and kg), losing at 0.75 %/week",
               "unit conversion: 1 in = 2.54 cm, 1 lb = 0.45359237 kg (exact); issue 3 rules")
    imperial = doc(person={"equationSex": "male", "ageYears": 45, "heightFt": 5, "heightIn": 10, "weightLb": 200, "activityLevel": "active"},
                   goal={"kind": "lose", "landingWeightLb": 180, "ratePercentPerWeek": 0.75})
    exp = expected_for(metric_doc)
    exp["destination"]["landingWeightLb"] = 180
    write_case("imperial-twin-feet-inches", imperial, "5 ft 10 in, 200 lb, landing 180 lb: the same numbers as the metric twin",
               "unit conversion: 1 in = 2.54 cm, 1 lb = 0.45359237 kg (exact); issue 3 rules", exp)

    # Maintain.
    write_case("maintain-landing-within-tolerance", doc(goal={"kind": "maintain", "landingWeightKg": 73.2}),
               "Maintain with a landing of 73.2 kg at 72.4 kg, within the tolerance: accepted and locked to the current weight")
    tiny = {"equationSex": "female", "ageYears": 95, "heightCm": 140, "weightKg": 38, "activityLevel": "inactive"}
    write_case("maintain-floor-above-maintenance", doc(person=tiny, goal={"kind": "maintain"}),
               "woman 95 y, 140 cm, 38 kg: maintenance 1,164.73 is below the 1,200 floor, so the target is the floor and a small gain is expected")

    # Gain: every experience level; a higher landing never raises the surplus.
    for level in ("none", "intermediate", "advanced"):
        write_case(f"gain-experience-{level}", doc(person=dict(man, trainingExperience=level), goal={"kind": "gain", "landingWeightKg": 80}),
                   f"Gain with training experience {level}")
    write_case("gain-experience-assumed", doc(person=dict(man, trainingExperience=None), goal={"kind": "gain", "landingWeightKg": 80}),
               "Gain without trainingExperience assumes none (5 %), and says so")
    write_case("gain-higher-landing-same-surplus", doc(person=man, goal={"kind": "gain", "landingWeightKg": 97}),
               "a landing of 97 kg gives the same target as 80 kg: a higher destination never raises the surplus (120 kg until the Gain BMI ceiling)")
    # Issue 18 item 9: a Gain landing must be stated below BMI 30; at 180 cm (29.995 x 3.24 = 97.1838) the highest is 97.18 kg.
    write_case("refused-gain-landing-above-bmi-ceiling", doc(person=dict(man, weightKg=78), goal={"kind": "gain", "landingWeightKg": 200}),
               "Gain from 78 kg to 200 kg (BMI 61.7) at 180 cm is refused; the highest allowed landing is 97.18 kg",
               "issue 18 item 9 (Gain landing below the WHO obesity cut-off, pending clinical approval); hand calculation")
    write_case("gain-landing-at-highest-allowed", doc(person=dict(man, weightKg=78), goal={"kind": "gain", "landingWeightKg": 97.18}),
               "Gain to 97.18 kg (BMI 29.9938, stated 29.99) at 180 cm, the highest allowed landing, is accepted",
               "issue 18 item 9 (Gain landing below the WHO obesity cut-off, pending clinical approval); hand calculation")
    write_case("refused-gain-landing-at-bmi-ceiling", doc(person=dict(man, weightKg=78), goal={"kind": "gain", "landingWeightKg": 97.19}),
               "Gain to 97.19 kg (BMI 29.9969, stated 30.00) at 180 cm is refused: not below 30",
               "issue 18 item 9 (Gain landing below the WHO obesity cut-off, pending clinical approval); hand calculation")

    # Recomposition without priority.
    write_case("recomposition-maintenance", doc(goal={"kind": "recomposition", "landingDeferred": True}),
               "Recomposition with the landing set later and no fat-loss priority: maintenance")

    # Destination refusals.
    write_case("refused-lose-landing-above-current", doc(goal={"kind": "lose", "landingWeightKg": 75}), "Lose to a higher weight is refused")
    write_case("refused-lose-landing-below-bmi-floor", doc(goal={"kind": "lose", "landingWeightKg": 50}),
               "Lose to 50 kg (BMI 17.7) is refused and names the lowest allowed landing weight, 52.21 kg")
    write_case("refused-lose-rate-too-fast", doc(goal={"kind": "lose", "landingWeightKg": 64, "ratePercentPerWeek": 1.5}),
               "1.5 %/week is outside 0.25-1.0 and is refused (a result, not an input error)")
    write_case("refused-lose-rate-too-slow", doc(goal={"kind": "lose", "landingWeightKg": 64, "ratePercentPerWeek": 0.1}),
               "0.1 %/week is outside 0.25-1.0 and is refused")
    write_case("refused-maintain-landing-differs", doc(goal={"kind": "maintain", "landingWeightKg": 68}),
               "Maintain with a landing of 68 kg at 72.4 kg, beyond the tolerance, is refused with the suggestion to choose Lose or Gain")
    write_case("refused-gain-landing-below-current", doc(person=man, goal={"kind": "gain", "landingWeightKg": 70}), "Gain to a lower weight is refused")
    write_case("refused-recomposition-landing-value", doc(goal={"kind": "recomposition", "landingBodyFatPercent": 22}),
               "a recomposition landing body-fat value is not accepted yet")
    write_case("refused-recomposition-landing-no-body-fat", doc(bodyFatPercent=None, goal={"kind": "recomposition", "landingBodyFatPercent": 22}),
               "a recomposition landing value without a current body-fat estimate: both reasons")

    # Manual-only: every reason, every goal.
    kinds = [{"kind": "lose", "landingWeightKg": 64}, {"kind": "maintain"}, {"kind": "gain", "landingWeightKg": 80},
             {"kind": "recomposition", "landingDeferred": True}]
    for index, question in enumerate(QUESTIONS):
        goal = kinds[index % 4]
        write_case(f"manual-only-{question}", doc(goal=goal, screen=dict(ALL_NO, **{question: True})),
                   f"{question} answered yes ({goal['kind']}): manual-only, no automated number")
    write_case("manual-only-screen-incomplete", doc(goal={"kind": "maintain"}, screen={k: False for k in QUESTIONS[:5]}),
               "two screen answers missing (Maintain): an incomplete screen is not a pass")
    write_case("manual-only-screen-null-answer", doc(screen=dict(ALL_NO, pregnant=None)), "a null answer counts as not answered")
    write_case("manual-only-screen-absent", doc(screen=None, goal={"kind": "gain", "landingWeightKg": 80}), "no safetyScreen at all: every question unanswered")
    write_case("manual-only-age-17", doc(ageYears=17, goal={"kind": "maintain"}),
               "age 17: manual-only with exit 0 (estimate refuses the same person with exit 65)")
    write_case("manual-only-age-101", doc(ageYears=101, goal={"kind": "recomposition", "landingDeferred": True}), "age 101: over the maximum of 100")
    write_case("manual-only-bmi-below-18-5", doc(weightKg=52, manual=2000, goal={"kind": "gain", "landingWeightKg": 56}),
               "BMI 18.42 (52 kg, 168 cm): manual-only; the person's own 2,000 kcal is echoed")
    write_case("manual-only-outside-equation-domain", doc(heightCm=115, weightKg=40, goal={"kind": "maintain"}),
               "height 115 cm is outside the 120-230 cm the adult equations cover")
    write_case("manual-only-several-reasons", doc(ageYears=16, weightKg=50, screen=dict(ALL_NO, pregnant=True, lactating=None)),
               "several reasons at once are all listed")
    write_case("boundary-age-19-eligible", doc(ageYears=19), "age exactly 19 is eligible")
    write_case("boundary-age-100-eligible", doc(ageYears=100, goal={"kind": "maintain"}), "age exactly 100 is eligible")

    # Malformed input (exit 65).
    base = doc()
    def bad(**changes):
        d = json.loads(json.dumps(base))
        for path, value in changes.items():
            obj = d
            keys = path.split("__")
            for k in keys[:-1]:
                obj = obj[k]
            if value is None:
                obj.pop(keys[-1], None)
            else:
                obj[keys[-1]] = value
        return d
    write_error_case("invalid-negative-weight", bad(person__weightKg=-72), [("/person/weightKg", "outOfRange")], "a negative weight is malformed, not manual-only")
    write_error_case("invalid-rate-string", bad(goal__ratePercentPerWeek="0.5"), [("/goal/ratePercentPerWeek", "wrongType")], "a string for the rate")
    write_error_case("invalid-goal-unknown-key", bad(goal__landingWieghtKg=64), [("/goal/landingWieghtKg", "unknownKey")], "a typo in a goal key")
    write_error_case("invalid-screen-unknown-key", bad(safetyScreen__pregnancy=False), [("/safetyScreen/pregnancy", "unknownKey")], "a typo in a screen key")
    write_error_case("invalid-screen-answer-string", bad(safetyScreen__pregnant="no"), [("/safetyScreen/pregnant", "wrongType")], "a screen answer must be true, false or null")
    write_error_case("invalid-missing-goal", bad(goal=None), [("/goal", "missingField")], "recommend needs a goal")
    write_error_case("invalid-missing-person", bad(person=None), [("/person", "missingField")], "recommend needs a person")
    write_error_case("invalid-goal-kind", bad(goal__kind="cut"), [("/goal/kind", "invalidValue")], "an unknown goal kind")
    write_error_case("invalid-landing-kg-and-lb", bad(goal__landingWeightLb=140), [("/goal/landingWeightLb", "conflictingFields")], "landing weight in kg and lb")
    write_error_case("invalid-lose-without-landing", bad(goal__landingWeightKg=None), [("/goal/landingWeightKg", "missingField")], "Lose needs a landing weight")
    write_error_case("invalid-recomposition-without-landing-choice", bad(goal={"kind": "recomposition"}), [("/goal/landingDeferred", "missingField")],
                     "Recomposition needs landingDeferred: true or a landing value")
    write_error_case("invalid-recomposition-both-landings", bad(goal={"kind": "recomposition", "landingDeferred": True, "landingBodyFatPercent": 20}),
                     [("/goal/landingDeferred", "conflictingFields")], "Recomposition with both a landing value and set-later")
    write_error_case("invalid-training-experience", bad(person__trainingExperience="expert"), [("/person/trainingExperience", "invalidValue")], "an unknown training experience")
    write_error_case("invalid-manual-target-negative", bad(manualTargetKcal=-100), [("/manualTargetKcal", "outOfRange")], "a negative manual target")


if __name__ == "__main__":
    main()
