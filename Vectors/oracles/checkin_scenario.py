#!/usr/bin/env python3
"""Writes the base document of the check-in walkthrough (Vectors/check-in/): a woman losing weight,
nine weeks of days from Monday 2026-09-28, with day-to-day intake variation, scale noise, a few
unlogged, partial and untracked days, and one implausibly low 'complete' day in week 5.

Deterministic (seeded LCG, no library randomness), so the document is the same on every machine.
Truth used to generate it: maintenance 2000 kcal/day (about 360 below the NASEM estimate of
2358 for her inputs), logged intake around 1850, energy density 7,700 kcal/kg, so weight falls only
about 0.14 kg/week against a goal of about 0.39: the check-ins should lower the target in steps. Run: python3 Vectors/oracles/checkin_scenario.py OUT.json
"""
import json, sys, datetime

state = 20261130
def rnd():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return (state >> 11) / 2**53

def normal():
    # Irwin-Hall approximation: sum of 12 uniforms minus 6.
    return sum(rnd() for _ in range(12)) - 6

start = datetime.date(2026, 9, 28)
days = []
weight = 78.0
water = 0.0
for i in range(63):
    date = start + datetime.timedelta(days=i)
    intake = round(1850 + 180 * normal())
    true_change = (intake - 2000) / 7700
    weight += true_change
    water = 0.5 * water + 0.35 * normal()
    day = {"date": date.isoformat()}
    r = rnd()
    if i in (30,):
        day.update({"intakeKcal": 640, "intakeCompleteness": "complete"})  # implausibly low, not reconciled
    elif i in (12, 13, 14):
        day.update({"intakeCompleteness": "untracked"})  # travel
    elif r < 0.06:
        pass  # nothing logged
    elif r < 0.12:
        day.update({"intakeKcal": round(intake * 0.6), "intakeCompleteness": "incomplete"})
    else:
        day.update({"intakeKcal": intake, "intakeCompleteness": "complete", "proteinG": round(110 + 15 * normal())})
    if rnd() < 0.85:
        day["weightKg"] = round(weight + water, 1)
    if rnd() < 0.5:
        day["steps"] = round(7000 + 2500 * normal())
    # Body-fat readings by two methods: the check-in compares each only with the same method.
    readings = {7: (31.0, "dexa"), 14: (29.0, "bioimpedance"), 23: (30.6, "dexa"), 45: (28.2, "bioimpedance")}
    if i in readings:
        day["bodyFatPercent"], day["bodyFatMethod"] = readings[i]
    days.append(day)

doc = {
    "schemaVersion": 1,
    "asOf": "2026-11-30",
    "timeZone": "Europe/Berlin",
    "person": {"equationSex": "female", "ageYears": 38, "heightCm": 167, "weightKg": 78.0, "activityLevel": "lowActive", "trainingExperience": "novice"},
    "safetyScreen": {k: False for k in ["pregnant", "lactating", "eatingDisorder", "type1Diabetes", "glucoseLoweringMedication", "chronicKidneyDisease", "otherConditionUnderCare"]},
    "goal": {"kind": "lose", "landingWeightKg": 70, "ratePercentPerWeek": 0.5},
    "days": days,
}
json.dump(doc, open(sys.argv[1], "w"), indent=2, sort_keys=True)
open(sys.argv[1], "a").write("\n")
