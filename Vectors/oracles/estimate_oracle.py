#!/usr/bin/env python3
"""Independent oracle for the `estimate` golden vectors.

A second implementation, written from ../shared/reference/energy-equations.md and never from the
Swift code, that writes Vectors/estimate/*/ (input.json, case.json, expected.json). The expected
files hold only the numbers this script computes (compared as a subset, to 0.01 kcal).
Run on purpose: `python3 Vectors/oracles/estimate_oracle.py`, then review `git diff Vectors`.
"""
import json, math, os, shutil

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "estimate")
NASEM = {  # (sex, category): (intercept, age, height, weight), NASEM 2023 adult TEE
    ("male", "inactive"): (753.07, -10.83, 6.50, 14.10), ("male", "lowActive"): (581.47, -10.83, 8.30, 14.94),
    ("male", "active"): (1004.82, -10.83, 6.52, 15.91), ("male", "veryActive"): (-517.88, -10.83, 15.61, 19.11),
    ("female", "inactive"): (584.90, -7.01, 5.72, 11.71), ("female", "lowActive"): (575.77, -7.01, 6.60, 12.14),
    ("female", "active"): (710.25, -7.01, 6.54, 12.34), ("female", "veryActive"): (511.83, -7.01, 9.07, 12.56),
}
SEE = {"male": 338.55, "female": 245.75}
MULT = {"inactive": 1.45, "lowActive": 1.60, "active": 1.76, "veryActive": 2.00}
BANDS = [("inactive", 1.0, 1.53), ("lowActive", 1.53, 1.68), ("active", 1.68, 1.85), ("veryActive", 1.85, 2.5)]
WHO = [(40, "obeseClassIII"), (35, "obeseClassII"), (30, "obeseClassI"), (25, "preObese"), (18.5, "normal"), (0, "underweight")]


def r2(x):
    # Half away from zero, as the engine documents; exact enough for these magnitudes.
    return math.copysign(math.floor(abs(x) * 100 + 0.5 + 1e-9) / 100, x) + 0.0


def expected_for(p):
    sex, age = p["equationSex"], p["ageYears"]
    h = p["heightCm"] if "heightCm" in p else (p.get("heightFt", 0) * 12 + p["heightIn"]) * 2.54
    w = p["weightKg"] if "weightKg" in p else p["weightLb"] * 0.45359237
    if "physicalActivityLevel" in p:
        pal = p["physicalActivityLevel"]
        cat = next(c for c, lo, hi in BANDS if lo <= pal < hi)
        mult = pal
    else:
        cat = p["activityLevel"]
        mult = MULT[cat]
    i, a, hh, ww = NASEM[(sex, cat)]
    tee = i + a * age + hh * h + ww * w
    half = 1.96 * SEE[sex]
    ree = 10 * w + 6.25 * h - 5 * age + (5 if sex == "male" else -161)
    maint = ree * mult
    # BMI is compared at 0.01 kg/m2 (issue 10 item 4), so a named limit is itself accepted.
    bmi = r2(w / (h / 100) ** 2)
    if bmi < 18.5:
        # Issue 10 item 1: BMI below 18.5 routes the person to manual-only, and a manual-only
        # person gets no automated number from any command, the equation calculator included.
        return {"command": "estimate", "manualOnly": {"status": "manualOnly", "reasonCodes": ["bmiBelowMinimum"]}}
    pct = 100 * (maint - tee) / tee
    out = {
        "maintenance": {
            "nasem2023": {"kcalPerDay": r2(tee), "interval95": {"low": r2(tee - half), "high": r2(tee + half)},
                          "standardErrorOfEstimateKcalPerDay": SEE[sex]},
            "mifflinStJeor": {"restingKcalPerDay": r2(ree), "activityMultiplier": mult, "maintenanceKcalPerDay": r2(maint)},
            "crossCheck": {"mifflinMinusNasemKcalPerDay": r2(maint - tee), "mifflinVsNasemPercent": r2(pct),
                           "disagrees": abs(pct) > 10},
        },
        "bodyMassIndex": {"kgPerM2": bmi, "whoClass": next(n for lo, n in WHO if bmi >= lo)},
        "person": {"activityLevel": cat, "heightCm": r2(h), "weightKg": r2(w)},
    }
    if "bodyFatPercent" in p:
        lbm = w * (1 - p["bodyFatPercent"] / 100)
        out["maintenance"]["leanMass"] = {"leanMassKg": r2(lbm), "cunningham1980RestingKcalPerDay": r2(500 + 22 * lbm),
                                          "katchMcArdle1991RestingKcalPerDay": r2(370 + 21.6 * lbm)}
    else:
        out["maintenance"]["leanMass"] = None
    return out


def write_case(name, person, description, source, expected=None):
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "input.json"), "w") as f:
        json.dump({"schemaVersion": 1, "person": person}, f, indent=2, sort_keys=True)
        f.write("\n")
    write_meta(d, description, source, 0, {"absolute": 0.011, "relative": 0})
    with open(os.path.join(d, "expected.json"), "w") as f:
        json.dump(expected or expected_for(person), f, indent=2, sort_keys=True)
        f.write("\n")


def write_meta(d, description, source, exit_code, tolerance, command=None):
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump({"description": description, "source": source, "command": command or ["estimate", "input.json"],
                   "exitCode": exit_code, "tolerance": tolerance, "oracle": "independent"}, f, indent=2, sort_keys=True)
        f.write("\n")


def write_error_case(name, raw_input, errors, description, command=None):
    d = os.path.join(ROOT, name)
    os.makedirs(d, exist_ok=True)
    if raw_input is not None:
        with open(os.path.join(d, "input.json"), "wb") as f:
            f.write(raw_input)
    write_meta(d, description, "specification: issue 2, Bad input", 65, {"absolute": 0, "relative": 0}, command)
    with open(os.path.join(d, "expected.json"), "w") as f:
        json.dump({"errors": [{"path": p, "code": c} for p, c in errors]}, f, indent=2, sort_keys=True)
        f.write("\n")


def main():
    # Only the cases this oracle writes: a reviewed snapshot case beside them (its case.json says
    # "oracle": "snapshot") belongs to `vectors record`, not to this script.
    for name in os.listdir(ROOT) if os.path.isdir(ROOT) else []:
        case = os.path.join(ROOT, name, "case.json")
        if os.path.exists(case) and json.load(open(case)).get("oracle") == "snapshot":
            continue
        shutil.rmtree(os.path.join(ROOT, name), ignore_errors=True)
    sheet = "../shared/reference/energy-equations.md section 1 check values (NASEM 2023 coefficients)"
    checks = [
        ("nasem-check-mean-man-active", "male", "active", 50.3, 175.9, 83.1, 2929.06, "report prints 2,930"),
        ("nasem-check-mean-woman-active", "female", "active", 53.9, 162.3, 71.9, 2281.10, "report prints 2,281"),
        ("nasem-check-man-30y-inactive", "male", "inactive", 30, 170, 70, 2520.17, ""),
        ("nasem-check-woman-22y-low-active", "female", "lowActive", 22, 165, 63, 2275.37, ""),
        ("nasem-check-woman-30y-active", "female", "active", 30, 170, 70, 2475.55, ""),
    ]
    for name, sex, cat, age, h, w, value, note in checks:
        person = {"equationSex": sex, "ageYears": age, "heightCm": h, "weightKg": w, "activityLevel": cat}
        exp = expected_for(person)
        assert abs(exp["maintenance"]["nasem2023"]["kcalPerDay"] - value) < 0.006, (name, exp)
        exp["maintenance"]["nasem2023"]["kcalPerDay"] = value  # the sheet's own figure
        write_case(name, person, f"NASEM 2023 check value {value} kcal/day {note}".strip(), sheet, exp)
    for sex in ("male", "female"):
        for cat in ("inactive", "lowActive", "active", "veryActive"):
            person = {"equationSex": sex, "ageYears": 41, "heightCm": 172.5, "weightKg": 81.3, "activityLevel": cat}
            write_case(f"sex-category-{sex}-{cat}", person, f"every sex x category: {sex} {cat}, Mifflin by hand",
                       "hand calculation from the published coefficients (NASEM 2023; Mifflin-St Jeor 1990)")
    # Worked example in METHOD.md.
    write_case("worked-example-woman-34y", {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4,
                                            "activityLevel": "lowActive", "bodyFatPercent": 28},
               "METHOD.md worked example: woman 34 y, 168 cm, 72.4 kg, low active, 28 % body fat",
               "hand calculation shown in METHOD.md (NASEM 2023, Mifflin-St Jeor 1990, Cunningham 1980, Katch-McArdle 1991)")
    # Imperial twins: the same person in metric and imperial must give the same numbers.
    metric = {"equationSex": "male", "ageYears": 45, "heightCm": 177.8, "weightKg": 200 * 0.45359237, "activityLevel": "active"}
    write_case("imperial-twin-metric", metric, "metric twin of imperial-twin-feet-inches and imperial-twin-inches (the same man in cm and kg)", "unit conversion: 1 in = 2.54 cm, 1 lb = 0.45359237 kg (exact)")
    write_case("imperial-twin-feet-inches", {"equationSex": "male", "ageYears": 45, "heightFt": 5, "heightIn": 10, "weightLb": 200, "activityLevel": "active"},
               "5 ft 10 in, 200 lb gives the same numbers as its metric twin", "unit conversion: 1 in = 2.54 cm, 1 lb = 0.45359237 kg (exact)", expected_for(metric))
    write_case("imperial-twin-inches", {"equationSex": "male", "ageYears": 45, "heightIn": 70, "weightLb": 200, "activityLevel": "active"},
               "70 in, 200 lb gives the same numbers as its metric twin", "unit conversion: 1 in = 2.54 cm, 1 lb = 0.45359237 kg (exact)", expected_for(metric))
    write_case("physical-activity-level-number", {"equationSex": "female", "ageYears": 28, "heightCm": 160, "weightKg": 58, "physicalActivityLevel": 1.72},
               "PAL 1.72 maps to the active band (1.68-1.85) and is the Mifflin multiplier", "NASEM 2023 PAL bands; hand calculation")
    write_case("cross-check-disagrees", {"equationSex": "male", "ageYears": 25, "heightCm": 200, "weightKg": 140, "activityLevel": "veryActive"},
               "very active, tall, heavy young man: Mifflin x 2.0 and NASEM differ by more than 10 %", "hand calculation")
    for name, h, w in [("bmi-underweight", 170, 52), ("bmi-normal", 170, 60), ("bmi-pre-obese", 170, 80), ("bmi-obese-1", 170, 95),
                       ("bmi-obese-2", 170, 105), ("bmi-obese-3", 170, 120)]:
        underweight = w / (h / 100) ** 2 < 18.5
        write_case(name, {"equationSex": "female", "ageYears": 50, "heightCm": h, "weightKg": w, "activityLevel": "inactive"},
                   f"BMI below 18.5 at {w} kg / {h} cm: manual-only, so no automated number (issue 10 item 1)" if underweight else f"WHO BMI class at {w} kg / {h} cm",
                   "product rule: BMI < 18.5 is manual-only (METHOD section 1); hand calculation" if underweight else "WHO (2000) adult BMI classes; hand calculation")
    base = {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "lowActive"}

    def doc(**changes):
        p = dict(base)
        for k, v in changes.items():
            if v is None:
                p.pop(k, None)
            else:
                p[k] = v
        return (json.dumps({"schemaVersion": 1, "person": p}, sort_keys=True) + "\n").encode()

    write_error_case("invalid-missing-field", doc(ageYears=None), [("/person/ageYears", "missingField")], "ageYears missing")
    write_error_case("invalid-wrong-type", doc(ageYears="34"), [("/person/ageYears", "wrongType")], "a string where a number belongs")
    write_error_case("invalid-unknown-key", doc(wieghtKg=72), [("/person/wieghtKg", "unknownKey")], "a typo in a key is refused, not ignored")
    write_error_case("invalid-kg-and-lb", doc(weightLb=160), [("/person/weightLb", "conflictingFields")], "weight given in kg and lb")
    write_error_case("invalid-cm-and-in", doc(heightIn=66), [("/person/heightIn", "conflictingFields")], "height given in cm and in")
    write_error_case("invalid-age-under-19", doc(ageYears=17), [("/person/ageYears", "outOfRange")], "age 17: the adult equations do not apply")
    write_error_case("invalid-height-out-of-range", doc(heightCm=110), [("/person/heightCm", "outOfRange")], "height 110 cm, outside 120-230")
    write_error_case("invalid-weight-out-of-range", doc(weightKg=310), [("/person/weightKg", "outOfRange")], "weight 310 kg, outside 30-300")
    write_error_case("invalid-body-fat-out-of-range", doc(bodyFatPercent=75), [("/person/bodyFatPercent", "outOfRange")], "body fat 75 %, outside 3-70")
    write_error_case("invalid-negative-weight", doc(weightKg=-72), [("/person/weightKg", "outOfRange")], "negative weight")
    write_error_case("invalid-pal-out-of-range", doc(activityLevel=None, physicalActivityLevel=2.7), [("/person/physicalActivityLevel", "outOfRange")], "PAL 2.7, outside 1.0-2.5")
    write_error_case("invalid-sex-value", doc(equationSex="other"), [("/person/equationSex", "invalidValue")], "equationSex must be male or female")
    write_error_case("invalid-non-finite-number", doc().replace(b'"weightKg": 72.4', b'"weightKg": 1e999'), [("/person/weightKg", "numberOutOfRange")], "a number that overflows to infinity")
    write_error_case("invalid-nan-text", doc().replace(b'"weightKg": 72.4', b'"weightKg": NaN'), [("/person/weightKg", "invalidJSON")], "NaN is not JSON")
    write_error_case("invalid-trailing-garbage", doc() + b"}\n", [("", "invalidJSON")], "trailing characters after the document")
    write_error_case("invalid-empty-file", b"", [("", "emptyInput")], "an empty file")
    write_error_case("invalid-duplicate-key", doc().replace(b'"ageYears": 34', b'"ageYears": 34, "ageYears": 35'), [("/person/ageYears", "duplicateKey")], "a key given twice")
    write_error_case("invalid-utf8", doc().replace(b'"female"', b'"fem\xffale"'), [("/person/equationSex", "invalidUTF8")], "bytes that are not UTF-8")
    write_error_case("invalid-schema-version", doc().replace(b'"schemaVersion": 1', b'"schemaVersion": 2'), [("/schemaVersion", "unsupportedSchemaVersion")], "an unknown schema version")
    write_error_case("invalid-several-problems", doc(ageYears="x", heightCm=None, wieght=1),
                     [("/person/ageYears", "wrongType"), ("/person/heightCm", "missingField"), ("/person/wieght", "unknownKey")],
                     "every problem is reported, one line each")
    d = os.path.join(ROOT, "invalid-directory-input")
    write_error_case("invalid-directory-input", None, [("", "notAFile")], "a directory instead of a file", ["estimate", "a-directory"])
    os.makedirs(os.path.join(d, "a-directory"), exist_ok=True)
    with open(os.path.join(d, "a-directory", "README"), "w") as f:
        f.write("This directory stands where a JSON file is expected.\n")


if __name__ == "__main__":
    main()
