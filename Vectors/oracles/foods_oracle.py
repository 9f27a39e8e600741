#!/usr/bin/env python3
"""Independent oracle for the food log golden vectors (issue 23): Vectors/foods/*/.

A second implementation of METHOD.md section 3's food rules, written from the issue and the method
text, never from the Swift code: a day's intake is its foods' kcal summed (a food without kcal
leaves only a lower bound, not evidence); every total is the sum over the foods that carry the
figure with how many do; nutrient amounts are converted to the nutrient's own unit by powers of
ten; the energy split uses the Atwater general factors (protein 4, carbohydrate 4, fat 9, alcohol
7 kcal/g) over the foods that carry protein, carbohydrate and fat; a meal group's totals are those
of the foods that name it; the week's averages are per validated day over the days whose every
food carries the figure. Expected files hold only what this script computes and are compared as a
subset (numbers to 0.011). Documents have no person, so only days declared complete are evidence.

Run on purpose: `python3 Vectors/oracles/foods_oracle.py`, then review `git diff Vectors`.
"""
import datetime as dt
import json
import math
import os
import shutil
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
VECTORS = os.path.join(HERE, "..")

# The nutrients and the unit their totals are in (METHOD.md section 3, "Foods").
NUTRIENT_UNITS = {
    "fiber": "g", "sugars": "g", "addedSugars": "g", "saturatedFat": "g", "monounsaturatedFat": "g",
    "polyunsaturatedFat": "g", "transFat": "g", "salt": "g",
    "cholesterol": "mg", "sodium": "mg", "potassium": "mg", "calcium": "mg", "iron": "mg", "magnesium": "mg",
    "zinc": "mg", "vitaminC": "mg", "caffeine": "mg",
    "vitaminA": "µg", "vitaminD": "µg", "vitaminB12": "µg", "folate": "µg",
}
NUTRIENT_ORDER = ["fiber", "sugars", "addedSugars", "saturatedFat", "monounsaturatedFat", "polyunsaturatedFat",
                  "transFat", "cholesterol", "sodium", "salt", "potassium", "calcium", "iron", "magnesium", "zinc",
                  "vitaminA", "vitaminC", "vitaminD", "vitaminB12", "folate", "caffeine"]
# Powers of ten of a gram.
EXPONENT = {"g": 0, "mg": -3, "µg": -6, "μg": -6, "mcg": -6, "ug": -6}
MACROS = [("kcal", "kcal"), ("proteinG", "g"), ("carbsG", "g"), ("fatG", "g"), ("alcoholG", "g")]
ATWATER = [("proteinG", 4), ("carbsG", 4), ("fatG", 9), ("alcoholG", 7)]
SLOTS = ["breakfast", "lunch", "dinner", "snack"]


def r2(x):
    return None if x is None else math.copysign(math.floor(abs(x) * 100 + 0.5 + 1e-9) / 100, x) + 0.0


def convert(value, unit, nutrient):
    """`value` in `unit` as exact decimal arithmetic, in the nutrient's own unit."""
    steps = EXPONENT[unit] - EXPONENT[NUTRIENT_UNITS[nutrient]]
    return float(Fraction(str(value)) * Fraction(10) ** steps)


def amount(food, key):
    if key in dict(MACROS):
        return food.get(key)
    given = food.get("nutrients", {}).get(key)
    return None if given is None else convert(given["value"], given["unit"], key)


def total(foods, key, unit):
    carried = [amount(f, key) for f in foods if amount(f, key) is not None]
    return {"total": r2(sum(carried)) if carried else None, "unit": unit, "foodsCarrying": len(carried),
            "foods": len(foods), "complete": len(foods) > 0 and len(carried) == len(foods)}


def totals(foods):
    nutrients = [n for n in NUTRIENT_ORDER if any(amount(f, n) is not None for f in foods)]
    split = [f for f in foods if all(f.get(k) is not None for k in ("proteinG", "carbsG", "fatG"))]
    alcohol_foods = len([f for f in split if f.get("alcoholG") is not None])
    parts = {}
    atwater = None
    logged = None
    if split:
        energies = {key: factor * sum(f.get(key) or 0 for f in split) for key, factor in ATWATER
                    if key != "alcoholG" or alcohol_foods > 0}
        atwater = sum(energies.values())
        parts = {key: {"kcal": r2(kcal), "percent": r2(100 * kcal / atwater) if atwater > 0 else None}
                 for key, kcal in energies.items()}
        if all(f.get("kcal") is not None for f in split):
            logged = sum(f["kcal"] for f in split)
    return {
        "foods": len(foods),
        "macros": {key: total(foods, key, unit) for key, unit in MACROS},
        "nutrients": {n: total(foods, n, NUTRIENT_UNITS[n]) for n in nutrients},
        "macroEnergy": {"foodsWithMacros": len(split), "alcoholFoods": alcohol_foods, "atwaterKcal": r2(atwater),
                        "loggedKcal": r2(logged), "parts": parts},
    }


def day_totals(day):
    foods = day.get("foods", [])
    return {
        "date": day["date"],
        "intakeIsLowerBound": bool(foods) and any(f.get("kcal") is None for f in foods),
        "totals": totals(foods),
        "meals": [{"meal": slot, "totals": totals([f for f in foods if f["meal"] == slot])}
                  for slot in SLOTS if any(f["meal"] == slot for f in foods)],
        "groups": [{"id": g["id"], "name": g.get("name"), "totals": totals([f for f in foods if f.get("group") == g["id"]])}
                   for g in day.get("mealGroups", [])],
    }


def day_intake(day):
    """The day's intake (None) and its lower bound (None), by the derived-intake rule."""
    foods = day.get("foods", [])
    if not foods:
        return day.get("intakeKcal"), None
    known = [f["kcal"] for f in foods if f.get("kcal") is not None]
    if len(known) == len(foods):
        return sum(known), None
    return None, sum(known)


def expected_days(doc, week_start):
    """The subset of `days FILE --week WEEK` this oracle knows, for a document without a person."""
    as_of = dt.date.fromisoformat(doc["asOf"])
    listed = {day["date"]: day for day in doc["days"]}
    first = min(dt.date.fromisoformat(d) for d in listed)
    ledger = []
    lower_bound_days = 0
    validated = []
    date = first
    while date < as_of:
        day = listed.get(date.isoformat())
        entry = {"date": date.isoformat(), "listed": day is not None}
        if day is not None:
            intake, at_least = day_intake(day)
            completeness = day.get("intakeCompleteness", "unknown")
            entry["intakeKcal"] = r2(intake)
            if completeness == "incomplete":
                reason = "declaredIncomplete"
            elif completeness == "untracked":
                reason = "declaredUntracked"
            elif intake is None:
                reason = "intakeLowerBound" if at_least is not None else "noIntakeLogged"
            elif completeness == "complete":
                reason = None
            else:
                reason = "plausibilityNotChecked"
            lower_bound_days += reason == "intakeLowerBound"
            entry["evidence"] = reason is None
            entry["reason"] = reason
            if reason is None and day.get("foods") and week_start <= date < week_start + dt.timedelta(days=7):
                validated.append(day["foods"])
        ledger.append(entry)
        date += dt.timedelta(days=1)
    with_foods = [day for date, day in sorted(listed.items()) if dt.date.fromisoformat(date) < as_of
                  and (day.get("foods") or day.get("mealGroups"))]
    in_week = [day for date, day in listed.items()
               if week_start <= dt.date.fromisoformat(date) < min(week_start + dt.timedelta(days=7), as_of) and day.get("foods")]
    carried = [n for n in NUTRIENT_ORDER if any(amount(f, n) is not None for foods in validated for f in foods)]
    averages = {}
    for key, unit in MACROS + [(n, NUTRIENT_UNITS[n]) for n in carried]:
        complete = [sum(amount(f, key) for f in foods) for foods in validated if all(amount(f, key) is not None for f in foods)]
        averages[key] = {"meanPerDay": r2(sum(complete) / len(complete)) if complete else None, "unit": unit,
                         "days": len(complete), "of": len(validated)}
    return {
        "days": ledger,
        "summary": {"excludedDaysByReason": {"intakeLowerBound": lower_bound_days}},
        "foods": {
            "atwaterKcalPerG": {key: factor for key, factor in ATWATER},
            "days": [day_totals(day) for day in with_foods],
            "week": {"start": week_start.isoformat(), "end": (week_start + dt.timedelta(days=6)).isoformat(),
                     "daysEnded": max(0, min(7, (as_of - week_start).days)), "daysWithFoods": len(in_week),
                     "validatedDaysWithFoods": len(validated), "averages": averages},
        },
    }


def write(name, files, description, source, command, expected, exit_code=0, raw_files=None):
    directory = os.path.join(VECTORS, "foods", name)
    if os.path.isdir(directory):
        shutil.rmtree(directory)
    os.makedirs(directory)
    for file_name, content in files.items():
        with open(os.path.join(directory, file_name), "w") as f:
            if isinstance(content, str):
                f.write(content)
            else:
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


def mass(value, unit):
    return {"value": value, "unit": unit}


WEEK_DOCUMENT = {
    "schemaVersion": 1,
    "asOf": "2026-11-09",
    "days": [
        {"date": "2026-11-02", "intakeCompleteness": "complete",
         "mealGroups": [{"id": "g-1102-lunch", "name": "Soup and bread"}],
         "foods": [
             {"id": "f1", "meal": "breakfast", "name": "Porridge oats", "kcal": 350, "proteinG": 12, "carbsG": 60, "fatG": 6,
              "nutrients": {"sodium": mass(0.01, "g"), "fiber": mass(8000, "mg")}},
             {"id": "f2", "meal": "breakfast", "name": "Coffee", "kcal": 5, "nutrients": {"caffeine": mass(95, "mg")}},
             {"id": "f3", "meal": "lunch", "name": "Lentil soup", "kcal": 420, "proteinG": 18, "carbsG": 40, "fatG": 20,
              "group": "g-1102-lunch", "nutrients": {"sodium": mass(980, "mg"), "fiber": mass(7.5, "g")}},
             {"id": "f4", "meal": "lunch", "name": "Rye bread", "kcal": 160, "proteinG": 5, "carbsG": 30, "fatG": 2,
              "group": "g-1102-lunch", "nutrients": {"sodium": mass(0.3, "g")}},
             {"id": "f5", "meal": "dinner", "name": "Pasta with tomato sauce", "kcal": 800, "proteinG": 30, "carbsG": 110,
              "fatG": 25, "nutrients": {"sodium": mass(650, "mg"), "vitaminD": mass(2, "µg")}},
             {"id": "f6", "meal": "dinner", "name": "Red wine", "kcal": 125, "proteinG": 0, "carbsG": 4, "fatG": 0,
              "alcoholG": 16, "nutrients": {"sodium": mass(200, "mg")}},
             {"id": "f7", "meal": "snack", "name": "Apple", "kcal": 80},
         ]},
        {"date": "2026-11-03", "intakeCompleteness": "complete",
         "foods": [
             {"meal": "breakfast", "name": "Yoghurt", "kcal": 180, "proteinG": 17, "carbsG": 12, "fatG": 6,
              "nutrients": {"sodium": mass(110, "mg"), "vitaminD": mass(1.2, "mcg")}},
             {"meal": "lunch", "name": "Chicken salad", "kcal": 540, "proteinG": 42, "carbsG": 18, "fatG": 32,
              "nutrients": {"sodium": mass(0.72, "g"), "vitaminD": mass(0.0004, "mg")}},
             {"meal": "dinner", "name": "Rice and beans", "kcal": 910, "proteinG": 31, "carbsG": 150, "fatG": 14,
              "nutrients": {"sodium": mass(1050, "mg"), "fiber": mass(18, "g"), "vitaminD": mass(0, "µg")}},
         ]},
        {"date": "2026-11-04", "intakeCompleteness": "complete",
         "foods": [
             {"meal": "breakfast", "name": "Toast", "kcal": 260, "proteinG": 8},
             {"meal": "dinner", "name": "Takeaway curry", "proteinG": 35},
         ]},
        {"date": "2026-11-05", "intakeCompleteness": "complete", "intakeKcal": 1930.3,
         "foods": [
             {"meal": "lunch", "name": "Burrito", "kcal": 1150.5, "proteinG": 45, "carbsG": 130, "fatG": 45,
              "nutrients": {"sodium": mass(2.1, "g")}},
             {"meal": "dinner", "name": "Omelette", "kcal": 780, "proteinG": 38, "carbsG": 4, "fatG": 62,
              "nutrients": {"sodium": mass(890, "mg")}},
         ]},
        {"date": "2026-11-06", "intakeCompleteness": "incomplete",
         "foods": [{"meal": "lunch", "name": "Sandwich", "kcal": 450, "nutrients": {"sodium": mass(900, "mg")}}]},
        {"date": "2026-11-07", "intakeCompleteness": "complete", "intakeKcal": 2000},
    ],
}

ORACLE = "second implementation: Vectors/oracles/foods_oracle.py (the food rules of METHOD.md section 3, summed in exact decimals)"


def bad(name, foods_days, errors, description):
    doc = {"schemaVersion": 1, "asOf": "2026-11-09", "days": foods_days}
    write(name, {"input.json": doc}, description, "the food input rules of METHOD.md section 3 (issue 23)",
          ["days", "input.json"], {"errors": errors}, exit_code=65)


def main():
    week = dt.date(2026, 11, 2)
    write("week-totals-with-coverage", {"input.json": WEEK_DOCUMENT},
          "a week of food log events: totals per day, meal and meal group with their coverage (sodium 2,140 mg from 5 of 7 foods on 2 Nov), nutrient units converted (0.01 g = 10 mg, 8,000 mg = 8 g, 1.2 mcg, 0.0004 mg = 0.4 µg), the Atwater split (4/4/9/7 kcal/g) over the foods with all three macros, a food without kcal making 4 Nov a lower bound (not evidence), a day's own intake agreeing with its foods (1,930.3 vs 1,930.5), an incomplete day, and the week's averages per validated day",
          ORACLE, ["days", "input.json", "--week", "2026-11-02"], expected_days(WEEK_DOCUMENT, week))

    day = lambda foods, **extra: dict({"date": "2026-11-02", "foods": foods}, **extra)
    soup = {"meal": "lunch", "name": "Soup", "kcal": 300}
    bad("invalid-sodium-in-kcal",
        [day([soup, {"meal": "dinner", "name": "Crisps", "nutrients": {"sodium": mass(500, "kcal")}}])],
        [{"path": "/days/0/foods/1/nutrients/sodium/unit", "code": "invalidValue"}],
        "sodium given in kcal: a unit that does not fit the nutrient (a mass) is refused at its unit")
    bad("invalid-nutrient-without-unit",
        [day([{"meal": "dinner", "name": "Crisps", "nutrients": {"sodium": {"value": 500}}}])],
        [{"path": "/days/0/foods/0/nutrients/sodium/unit", "code": "missingField"}],
        "a nutrient amount without its unit is refused, never read in some default unit")
    bad("invalid-negative-amounts",
        [day([{"meal": "lunch", "name": "Soup", "kcal": -120}, {"meal": "dinner", "name": "Fish", "nutrients": {"iron": mass(-1, "mg")}}])],
        [{"path": "/days/0/foods/0/kcal", "code": "outOfRange"}, {"path": "/days/0/foods/1/nutrients/iron/value", "code": "outOfRange"}],
        "negative amounts (a food's kcal, a nutrient's value) are each a located error")
    bad("invalid-meal-slot",
        [day([{"meal": "brunch", "name": "Pancakes", "kcal": 600}])],
        [{"path": "/days/0/foods/0/meal", "code": "invalidValue"}],
        "a meal slot outside breakfast, lunch, dinner and snack is refused")
    bad("invalid-duplicate-event-ids",
        [day([dict(soup, id="e1")], mealGroups=[{"id": "g1"}]),
         {"date": "2026-11-03", "mealGroups": [{"id": "g1"}], "foods": [{"id": "e1", "meal": "lunch", "name": "Soup again", "kcal": 300}]}],
        [{"path": "/days/1/foods/0/id", "code": "duplicateId"}, {"path": "/days/1/mealGroups/0/id", "code": "duplicateId"}],
        "a food id and a meal-group id used again on another day: each repeat is an error at the repeat, naming the first")
    bad("invalid-group-not-on-its-day",
        [day([dict(soup, group="g-lunch")])],
        [{"path": "/days/0/foods/0/group", "code": "invalidValue"}],
        "a food naming a meal group its day does not list")
    bad("invalid-intake-disagrees-with-foods",
        [day([soup, {"meal": "dinner", "name": "Pie", "kcal": 640}], intakeKcal=1000)],
        [{"path": "/days/0/intakeKcal", "code": "conflictingFields"}],
        "a day's own intakeKcal (1,000) beside foods summing to 940 kcal: with foods the intake is their sum")
    bad("invalid-unknown-nutrient",
        [day([{"meal": "dinner", "name": "Crisps", "nutrients": {"sodum": mass(500, "mg")}}])],
        [{"path": "/days/0/foods/0/nutrients/sodum", "code": "unknownKey"}],
        "a nutrient name that is not listed is an unknown member (with a did-you-mean), never dropped")


if __name__ == "__main__":
    main()
