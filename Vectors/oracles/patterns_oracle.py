#!/usr/bin/env python3
"""Independent oracle for the `patterns` golden vectors (Vectors/patterns/).

A second implementation written from METHOD.md "Patterns" and issue 24, never from the Swift code,
with no scipy: Fisher's exact test from hypergeometric probabilities in exact rational arithmetic
(math.comb and Fraction), Benjamini-Hochberg from its definition, and the permutation test's exact
p-value by enumerating every relabelling (the engine draws 9,999 at random, so that case is
compared to 0.02). It writes each case's input.json, case.json and expected.json; expected files
hold only what this script computes and are compared as a subset.
Run on purpose: `python3 Vectors/oracles/patterns_oracle.py`, then review `git diff Vectors`.
"""
import datetime as dt, itertools, json, math, os, zoneinfo
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "patterns")
Q = Fraction(5, 100)
MIN_DAYS, MIN_WEEKS, MIN_KNOWN = 8, 4, 7
BAND = Fraction(10, 100)
ALCOHOL_G, TRAINING_MIN = 10, 20
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
GROUPS = WEEKDAYS + ["weekend", "afterAlcoholDay"]
STATES = ["incomplete", "untracked", "missing"]
FEATURES = ["highProtein", "alcohol", "training", "highSteps", "declaredComplete"]
WEEKLY = ["alcohol", "training", "highSteps"]
# Food-log candidates (issue 24 with the food log of issue 23), looked for only when known on some day.
FOOD_FEATURES = ["breakfastProtein", "lateLastFood", "earlyFirstFood"]
BREAKFAST_PROTEIN_G, LATE_FROM_HOUR, EARLY_BEFORE_HOUR = 30, 21, 9
# Meal evidence (METHOD section 9): usual slots from the evidence days with foods in the 28 days before.
MEAL_WINDOW, MEAL_MIN_DAYS, USUAL_SHARE, FAR_BELOW, SHORT_BELOW_RECENT = 28, 7, Fraction(8, 10), Fraction(35, 100), Fraction(9, 10)
SLOTS = ["breakfast", "lunch", "dinner", "snack"]
WOMAN = {"equationSex": "female", "ageYears": 34, "heightCm": 168, "weightKg": 72.4, "activityLevel": "lowActive"}
SCREEN = {k: False for k in ["pregnant", "lactating", "eatingDisorder", "type1Diabetes", "glucoseLoweringMedication",
                             "chronicKidneyDisease", "otherConditionUnderCare"]}


class LCG:
    """Park-Miller minimal standard generator: the inputs are reproducible from a seed."""

    def __init__(self, seed):
        self.s = seed

    def unit(self):
        self.s = self.s * 48271 % 2147483647
        return self.s / 2147483647


def plan(start, target):
    goal = {"kind": "lose", "landingWeightKg": 68, "ratePercentPerWeek": 0.5}
    return {"goal": goal, "activeTarget": {"kcalPerDay": target, "source": "recommended"},
            "history": [{"kind": "planCreated", "date": start.isoformat(), "algorithmVersion": "oracle",
                         "policyVersion": "oracle", "eligibility": "eligible", "goal": goal,
                         "targetKcalPerDay": target, "targetSource": "recommended"}]}


def logging_days(seed, weeks, friday_incomplete, other_incomplete, weights=True, extras=None):
    """Days from Monday 2026-01-05: each day incomplete, missing (unlisted or no intake), untracked
    or complete by the generator; complete intakes 1600-2200 kcal (the target is 1900)."""
    rng = LCG(seed)
    start = dt.date(2026, 1, 5)
    days = []
    for i in range(7 * weeks):
        date = start + dt.timedelta(days=i)
        r = rng.unit()
        intake, protein, weight = 1600 + round(600 * rng.unit()), 70 + round(70 * rng.unit()), 72.4 - 0.02 * i + 0.6 * (rng.unit() - 0.5)
        day = {"date": date.isoformat()}
        if weights:
            day["weightKg"] = round(weight, 1)
        p_inc = friday_incomplete if date.weekday() == 4 else other_incomplete
        listed = True
        if r < p_inc:
            day.update(intakeCompleteness="incomplete", intakeKcal=900 + round(500 * rng.unit()))
        elif r < p_inc + 0.03:
            listed = False  # not listed: missing
        elif r < p_inc + 0.05:
            pass  # listed with a weigh-in, no intake: missing
        elif r < p_inc + 0.07:
            day.update(intakeCompleteness="untracked")
        else:
            day.update(intakeCompleteness="complete", intakeKcal=intake, proteinG=protein)
        if extras:
            listed = extras(i, date, day, rng) or listed
        if listed:
            days.append(day)
    return start, days


def food_days(seed, weeks, zone="Europe/Berlin"):
    """Days from Monday 2026-01-05, every one with foods in the four slots and local times in `zone`:
    dinner left unlogged on 60 % of Fridays and 5 % of other days; breakfast with at least 30 g
    protein on about half the days, and on those days intake within 10 % of the 1800 kcal target
    with probability 0.8 (0.35 otherwise); 3 % of days declared incomplete, a food without kcal on
    two days, a breakfast food without protein on 8 % of days, a food without `at` on 5 %. A day
    whose dinner is unlogged eats its energy at the other meals, so every evidence intake lies in
    1850-2050 kcal and no day is asked about."""
    rng = LCG(seed)
    start = dt.date(2026, 1, 5)
    tz = zoneinfo.ZoneInfo(zone)
    days = []
    for i in range(7 * weeks):
        date = start + dt.timedelta(days=i)
        day = {"date": date.isoformat(), "weightKg": round(72.4 - 0.02 * i + 0.6 * (rng.unit() - 0.5), 1)}
        high_breakfast = rng.unit() < 0.5
        has_breakfast = rng.unit() < 0.92
        dinner = rng.unit() >= (0.6 if date.weekday() == 4 else 0.05)
        snack = rng.unit() < 0.4
        within = rng.unit() < (0.8 if has_breakfast and high_breakfast else 0.35)
        total = 1850 + round(125 * rng.unit()) if within else 1985 + round(65 * rng.unit())
        incomplete = rng.unit() < 0.03
        no_protein, no_at = rng.unit() < 0.08, rng.unit() < 0.05
        late = rng.unit() < 0.25
        slots = [s for s, on in zip(SLOTS, [has_breakfast, True, dinner, snack]) if on]
        shares = {"breakfast": 0.22, "lunch": 0.33, "dinner": 0.35, "snack": 0.1}
        weight = sum(shares[s] for s in slots)
        foods, left = [], total
        for n, slot in enumerate(slots):
            kcal = left if n == len(slots) - 1 else round(total * shares[slot] / weight)
            left -= kcal
            hour = {"breakfast": 6.5 + 3 * rng.unit(), "lunch": 12 + 1.5 * rng.unit(),
                    "dinner": 18.5 + 3.5 * rng.unit(), "snack": (23 + 2 * rng.unit()) if late else 15 + rng.unit()}[slot]
            local = dt.datetime.combine(date, dt.time(0), tz) + dt.timedelta(minutes=round(60 * hour))
            # Local wall-clock time: adding to an aware datetime keeps its offset, so re-read the zone.
            local = dt.datetime.combine(local.date(), local.time(), tz)
            if slot == "breakfast":
                protein = 32 + round(13 * rng.unit()) if high_breakfast else 10 + round(15 * rng.unit())
                parts = [("Eggs on toast" if high_breakfast else "Toast and jam", kcal // 2, protein // 2),
                         ("Yoghurt", kcal - kcal // 2, protein - protein // 2)]
            else:
                parts = [({"lunch": "Soup and bread", "dinner": "Fish and rice", "snack": "Apple and nuts"}[slot], kcal,
                          {"lunch": 25, "dinner": 35, "snack": 5}[slot])]
            for k, (name, kc, pr) in enumerate(parts):
                food = {"meal": slot, "name": name, "kcal": kc, "proteinG": pr,
                        "at": (local + dt.timedelta(minutes=5 * k)).isoformat(timespec="minutes")}
                if slot == "breakfast" and k == 1 and no_protein:
                    del food["proteinG"]
                foods.append(food)
        if no_at:
            del foods[-1]["at"]
        if i in (30, 71):
            del foods[0]["kcal"]  # a food without kcal: the day's intake is a lower bound
        day["intakeCompleteness"] = "incomplete" if incomplete else "complete"
        day["foods"] = foods
        days.append(day)
    return start, days


def document(start, weeks, days, screen=SCREEN, target=1900, zone=None):
    doc = {"schemaVersion": 1, "asOf": (start + dt.timedelta(days=7 * weeks)).isoformat(), "person": WOMAN,
           "safetyScreen": screen, "goal": plan(start, target)["goal"], "days": days, "plan": plan(start, target)}
    if zone:
        doc["timeZone"] = zone
    return doc


# ---------- the rules, from METHOD.md "Patterns" ----------

def ledger(doc):
    """One entry per calendar day from the first listed day to the day before asOf."""
    listed = {dt.date.fromisoformat(d["date"]): d for d in doc["days"]}
    first, as_of = min(listed), dt.date.fromisoformat(doc["asOf"])
    out = []
    for n in range((as_of - first).days):
        date = first + dt.timedelta(days=n)
        d = listed.get(date)
        if d is not None and d.get("foods"):
            d = with_food_sums(d)
        if d is None:
            state = "missing"
        elif d.get("intakeCompleteness") == "incomplete":
            state = "incomplete"
        elif d.get("intakeCompleteness") == "untracked":
            state = "untracked"
        elif d.get("lowerBound"):
            state = "lowerBound"  # a food without kcal: the intake is a lower bound, not evidence, not missing
        elif "intakeKcal" not in d:
            state = "missing"
        else:
            state = "evidence"  # these inputs keep every logged intake within 50-200 % of the equations
        alcohol = None if d is None or "alcoholG" not in d else d["alcoholG"] >= ALCOHOL_G
        out.append({"date": date, "state": state, "alcohol": alcohol, "day": d or {}, "zone": doc.get("timeZone")})
    judge_meals(out)
    return out


def with_food_sums(d):
    """The day with its intake and protein summed from its foods (METHOD section 9): a sum only when
    every food carries the quantity; protein absent when no food carries it."""
    d = dict(d)
    foods = d["foods"]
    if all("kcal" in f for f in foods):
        d["intakeKcal"] = sum(f["kcal"] for f in foods)
    else:
        d["lowerBound"] = True
    carriers = [f for f in foods if "proteinG" in f]
    if carriers and len(carriers) == len(foods):
        d["proteinG"] = sum(f["proteinG"] for f in foods)
    return d


def judge_meals(days):
    """Each day's usual-meal verdict: True (a usual slot has no food), False, or None (not judged).
    Days asked about (a short or missing meal with intake below 0.9 x the recent median) would not
    become reference days; the food cases keep every evidence intake within 0.9 of every other
    (asserted), so no day is asked about and the recent-intake rules never fire."""
    if not any(d["day"].get("foods") for d in days):
        for day in days:
            day["usualMealUnlogged"] = None
        return
    evidence = [Fraction(d["day"]["intakeKcal"]) for d in days if d["state"] == "evidence"]
    assert not evidence or min(evidence) >= SHORT_BELOW_RECENT * max(evidence), "a day could be asked about"
    reference = []  # (index, {slot: kcal})
    for index, day in enumerate(days):
        day["usualMealUnlogged"] = None
        foods = day["day"].get("foods")
        if not foods:
            continue
        reference = [r for r in reference if index - r[0] <= MEAL_WINDOW]
        if day["state"] in ("incomplete", "untracked", "lowerBound"):
            continue
        slots = {}
        for f in foods:
            slots[f["meal"]] = slots.get(f["meal"], 0) + f["kcal"]
        if len(reference) >= MEAL_MIN_DAYS:
            usual = [s for s in SLOTS if sum(s in r[1] for r in reference) >= USUAL_SHARE * len(reference)]
            day["usualMealUnlogged"] = any(s not in slots for s in usual)
            for s in usual:
                if s in slots:
                    assert slots[s] >= FAR_BELOW * median([r[1][s] for r in reference if s in r[1]]), "a short meal"
        if day["state"] == "evidence":
            reference.append((index, slots))


def food_times(day):
    """(first, last) food time in hours after the local midnight of the day's date, in the document's
    time zone; None without a zone or when a food has no `at`."""
    foods, zone = day["day"].get("foods"), day.get("zone")
    if not foods or zone is None or any("at" not in f for f in foods):
        return None
    hours = []
    for f in foods:
        local = dt.datetime.fromisoformat(f["at"]).astimezone(zoneinfo.ZoneInfo(zone))
        hours.append((local.date() - day["date"]).days * 24 + local.hour + Fraction(local.minute, 60))
    return min(hours), max(hours)


def hypergeometric(r1, r2, c1):
    n = r1 + r2
    lo, hi = max(0, c1 - r2), min(r1, c1)
    return lo, hi, {x: Fraction(math.comb(r1, x) * math.comb(r2, c1 - x), math.comb(n, c1)) for x in range(lo, hi + 1)}


def fisher(a, r1, c, r2):
    """Two-sided p: the sum of P(table) over tables no more probable than the observed one."""
    lo, hi, p = hypergeometric(r1, r2, a + c)
    two_sided = lambda x: sum(v for v in p.values() if v <= p[x])
    return two_sided(a), min(two_sided(lo), two_sided(hi))


def wilson(x, n, z=1.96):
    p = x / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def newcombe(a, r1, c, r2):
    """Difference of shares with Newcombe's (1998) hybrid score interval, in percentage points."""
    p1, p2 = a / r1, c / r2
    (l1, u1), (l2, u2) = wilson(a, r1), wilson(c, r2)
    d = p1 - p2
    return 100 * d, 100 * (d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)), 100 * (d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2))


def round2(x):
    return math.copysign(math.floor(abs(x) * 100 + 0.5 + 1e-9) / 100, x) + 0.0


def bh(ps):
    m = len(ps)
    order = sorted(range(m), key=lambda i: (ps[i], i))
    adjusted, running = [None] * m, Fraction(1)
    for rank in range(m, 0, -1):
        i = order[rank - 1]
        running = min(running, ps[i] * m / rank)
        adjusted[i] = min(Fraction(1), running)
    return adjusted


def median(values):
    v = sorted(values)
    return None if not v else v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2


def logging_candidates(days):
    out = []
    states = STATES + (["usualMealUnlogged"] if any(d["usualMealUnlogged"] is not None for d in days) else [])
    for state in states:
        for group in GROUPS:
            counts = [0, 0, 0, 0]  # group events, group days, other events, other days
            for i, day in enumerate(days):
                if group in WEEKDAYS:
                    inside = day["date"].weekday() == WEEKDAYS.index(group)
                elif group == "weekend":
                    inside = day["date"].weekday() >= 5
                else:
                    inside = days[i - 1]["alcohol"] if i > 0 else None
                holds = day["usualMealUnlogged"] if state == "usualMealUnlogged" else day["state"] == state
                if inside is None or holds is None:
                    continue
                k = 0 if inside else 2
                counts[k + 1] += 1
                counts[k] += holds
            out.append((f"logging.{state}.{group}", "shares", counts))
    return out


def feature(day, name, threshold):
    d = day["day"]
    if name == "highProtein":
        return None if day["state"] != "evidence" or "proteinG" not in d or threshold is None else d["proteinG"] >= threshold
    if name == "highSteps":
        return None if "steps" not in d or threshold is None else d["steps"] >= threshold
    if name == "alcohol":
        return None if "alcoholG" not in d else d["alcoholG"] >= ALCOHOL_G
    if name == "training":
        if "trainingMinutes" in d:
            return d["trainingMinutes"] >= TRAINING_MIN
        return None if "trainingTypes" not in d else len(d["trainingTypes"]) > 0
    if name == "declaredComplete":
        return None if day["state"] != "evidence" else d.get("intakeCompleteness") == "complete"
    if name == "breakfastProtein":
        breakfast = [f for f in d.get("foods", []) if f["meal"] == "breakfast"]
        if not breakfast or any("proteinG" not in f for f in breakfast):
            return None  # no breakfast logged, or a breakfast food whose protein is unknown: neither group
        return sum(f["proteinG"] for f in breakfast) >= BREAKFAST_PROTEIN_G
    times = food_times(day)
    if name == "lateLastFood":
        return None if times is None else times[1] >= LATE_FROM_HOUR
    if name == "earlyFirstFood":
        return None if times is None else times[0] < EARLY_BEFORE_HOUR


def amount(day, name):
    d = day["day"]
    if name == "highProtein":
        return d.get("proteinG") if day["state"] == "evidence" else None
    if name == "highSteps":
        return d.get("steps")
    return None


def day_candidates(days, plan_start, target):
    within = [None if day["state"] != "evidence" or day["date"] < plan_start
              else abs(Fraction(day["day"]["intakeKcal"]) - target) <= BAND * target for day in days]
    out = []
    food = [n for n in FOOD_FEATURES if any(feature(day, n, None) is not None for day in days)]
    for name in FEATURES + food:
        threshold = median([a for day, w in zip(days, within) if w is not None
                            for a in [amount(day, name)] if a is not None])
        counts = [0, 0, 0, 0]
        for day, w in zip(days, within):
            has = feature(day, name, threshold) if w is not None else None
            if has is None:
                continue
            k = 0 if has else 2
            counts[k + 1] += 1
            counts[k] += w
        out.append((f"day.withinTarget.{name}", "shares", counts))
    return out


def week_candidates(days):
    """Evidence days per whole Monday-to-Sunday week; trend weeks are left to cases without weigh-ins."""
    first = days[0]["date"]
    offset = (7 - first.weekday()) % 7
    starts = list(range(offset, len(days) - 6, 7))
    out = []
    for outcome in ["evidenceDays", "trendAgainstBalance"]:
        for name in WEEKLY:
            threshold = median([a for day in days for a in [amount(day, name)] if a is not None])
            counts, values = [], []
            for s in starts:
                week = days[s:s + 7]
                known = [f for f in (feature(d, name, threshold) for d in week) if f is not None]
                value = sum(d["state"] == "evidence" for d in week) if outcome == "evidenceDays" else None
                counts.append(sum(known) if len(known) >= MIN_KNOWN else None)
                values.append(value)
            measured = [c for c, v in zip(counts, values) if c is not None and v is not None]
            k = min(range(1, 8), key=lambda k: (abs(2 * sum(c >= k for c in measured) - len(measured)), k))
            group = [v for c, v in zip(counts, values) if c is not None and v is not None and c >= k]
            others = [v for c, v in zip(counts, values) if c is not None and v is not None and c < k]
            out.append((f"week.{outcome}.{name}", "values", (group, others, k)))
    return out


def exact_permutation_p(group, others):
    values, k = group + others, len(group)
    total, n = sum(values), len(values)
    diff = lambda s: Fraction(s, k) - Fraction(total - s, n - k)
    observed = abs(diff(sum(group)))
    hits = count = 0
    for subset in itertools.combinations(range(n), k):
        count += 1
        hits += abs(diff(sum(values[i] for i in subset))) >= observed
    return Fraction(hits, count)


def evaluate(doc, manual_only):
    days = ledger(doc)
    candidates = logging_candidates(days)
    if not manual_only:
        start = dt.date.fromisoformat(doc["plan"]["history"][0]["date"])
        candidates += day_candidates(days, start, Fraction(doc["plan"]["history"][0]["targetKcalPerDay"]))
        candidates += week_candidates(days)
    tested, untested = [], []
    for name, kind, data in candidates:
        if kind == "shares":
            a, r1, c, r2 = data
            if min(r1, r2) < MIN_DAYS:
                untested.append((name, "tooFewDays"))
                continue
            p, smallest = fisher(a, r1, c, r2)
            if smallest > Q:
                untested.append((name, "cannotReachFalseDiscoveryRate"))
                continue
            value, low, high = newcombe(a, r1, c, r2)
            tested.append({"id": name, "test": "fisherExact", "statistic": a, "p": p,
                           "effect": {"value": round2(value), "interval": {"low": round2(low), "high": round2(high)}},
                           "groups": [{"days": r1, "eventDays": a}, {"days": r2, "eventDays": c}]})
        else:
            group, others, k = data
            if min(len(group), len(others)) < MIN_WEEKS:
                untested.append((name, "tooFewWeeks"))
                continue
            if len(set(group + others)) == 1:
                untested.append((name, "noVariation"))
                continue
            m1, m2 = Fraction(sum(group), len(group)), Fraction(sum(others), len(others))
            tested.append({"id": name, "test": "permutation", "statistic": m1 - m2,
                           "p": exact_permutation_p(group, others), "minimumDays": k,
                           "groups": [{"weeks": len(group), "mean": m1}, {"weeks": len(others), "mean": m2}]})
    for t, adjusted in zip(tested, bh([t["p"] for t in tested])):
        t["adjustedP"], t["passes"] = adjusted, adjusted <= Q
    passing = sorted([t for t in tested if t["passes"]], key=lambda t: (t["adjustedP"], t["p"], tested.index(t)))
    first, last = days[0]["date"], days[-1]["date"]

    def tested_json(t):
        out = {"id": t["id"], "test": t["test"], "statistic": float(t["statistic"]), "p": float(t["p"]),
               "adjustedP": float(t["adjustedP"]), "passes": t["passes"],
               "groups": [{k: float(v) if isinstance(v, Fraction) else v for k, v in g.items()} for g in t["groups"]]}
        if "minimumDays" in t:
            out["subject"] = {"minimumDays": t["minimumDays"]}
        if "effect" in t:
            out["effect"] = t["effect"]
        return out

    expected = {
        "command": "patterns",
        "period": {"asOf": doc["asOf"], "firstDay": first.isoformat(), "lastDay": last.isoformat(), "days": len(days),
                   "weeks": len(range((7 - first.weekday()) % 7, len(days) - 6, 7))},
        "families": ["logging"] if manual_only else ["logging", "dayOutcomes", "weekOutcomes"],
        "falseDiscoveryRate": float(Q),
        "candidates": {"lookedFor": len(candidates), "tested": len(tested), "notTested": len(untested),
                       "passing": len(passing)},
        "tested": [tested_json(t) for t in tested],
        "notTested": [{"id": n, "reason": r} for n, r in untested],
        "patterns": [{"id": t["id"], "p": float(t["p"]), "adjustedP": float(t["adjustedP"])} for t in passing],
    }
    if manual_only:
        expected["manualOnly"] = {"status": "manualOnly"}
        expected["policy"] = {"patterns": {"falseDiscoveryRate": float(Q)}}
    return expected, tested, untested


def write(name, doc, description, manual_only=False, tolerance=(0, 1e-9)):
    folder = os.path.join(OUT, name)
    os.makedirs(folder, exist_ok=True)
    expected, tested, untested = evaluate(doc, manual_only)
    with open(os.path.join(folder, "input.json"), "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    with open(os.path.join(folder, "expected.json"), "w") as f:
        json.dump(expected, f, indent=2, sort_keys=True)
        f.write("\n")
    passing = [t for t in tested if t["passes"]]
    def counts(g):
        return f"{g['eventDays']} of {g['days']} days" if "days" in g else f"mean {float(g['mean']):.3g} over {g['weeks']} weeks"
    def fig(x):
        # Three significant digits; below 0.0001 two, written out (0.0000024), never in e-notation.
        return f"{x:.3g}" if x >= 1e-4 else f"{x:.{1 - math.floor(math.log10(x))}f}"
    stated = "; ".join(f"{t['id']}: {counts(t['groups'][0])} against {counts(t['groups'][1])}, p = {fig(float(t['p']))}, "
                       f"adjusted {fig(float(t['adjustedP']))}" for t in passing) or "none"
    case = {"command": ["patterns", "input.json"], "exitCode": 0, "oracle": "independent",
            "description": f"{description} {expected['candidates']['lookedFor']} candidates, {len(tested)} tested, "
                           f"{len(untested)} not tested; passing: {stated}",
            "source": "Vectors/oracles/patterns_oracle.py: Fisher's exact p from hypergeometric sums in exact rationals, "
                      "Benjamini-Hochberg from its definition" + (", the permutation p by full enumeration" if tolerance[0] else ""),
            "tolerance": {"absolute": tolerance[0], "relative": tolerance[1]}}
    with open(os.path.join(folder, "case.json"), "w") as f:
        json.dump(case, f, indent=2, sort_keys=True)
        f.write("\n")
    return expected


def main():
    start, days = logging_days(seed=24, weeks=16, friday_incomplete=0.55, other_incomplete=0.12)
    write("friday-incomplete", document(start, 16, days),
          "16 weeks; Fridays marked incomplete far more often than other days (generator: 55 % against 12 %).")
    manual = dict(SCREEN, pregnant=True)
    write("manual-only-logging", document(start, 16, days, screen=manual),
          "The same days for a person manual-only now (pregnant): logging candidates only, no day or week outcome.",
          manual_only=True)
    start, days = logging_days(seed=7, weeks=16, friday_incomplete=0.12, other_incomplete=0.12)
    write("nothing-passes", document(start, 16, days),
          "16 weeks logged the same way on every weekday (generator: 12 % incomplete throughout).")

    def training(i, date, day, rng):
        week = i // 7
        # Training on Monday, Wednesday and Friday, and in every third week also Tuesday and Saturday.
        trains = date.weekday() in (0, 2, 4) or (week % 3 == 0 and date.weekday() in (1, 5))
        day["trainingMinutes"] = 45 if trains else 0
        day["steps"] = 6000 + round(6000 * rng.unit())
        if week % 3 == 0:
            day.update(intakeCompleteness="complete", intakeKcal=1800 + round(200 * rng.unit()))
        return True  # listed for the tracker's steps and training even when nothing was eaten-logged
    start, days = logging_days(seed=11, weeks=15, friday_incomplete=0.3, other_incomplete=0.3, weights=False,
                               extras=training)
    write("week-outcomes", document(start, 15, days),
          "15 weeks without weigh-ins, training and steps from a tracker on every day (days without intake are "
          "listed for them); in the weeks with 5 training days every day is logged complete (generator), so evidence "
          "days per week differ by training.",
          tolerance=(0.02, 0))


    start, days = food_days(seed=23, weeks=16)
    write("food-log", document(start, 16, days, target=1800, zone="Europe/Berlin"),
          "16 weeks of food logs in Europe/Berlin (generator: dinner unlogged on 60 % of Fridays, 5 % of other days; "
          "intake within 10 % of the 1800 kcal target on 80 % of days with a breakfast of at least 30 g protein, "
          "35 % otherwise; a breakfast food without protein, a food without at, or a food without kcal leaves that "
          "day out of the groups that need it). The food-log candidates join the same Benjamini-Hochberg family.")
    write("food-log-manual-only", document(start, 16, days, screen=manual, target=1800, zone="Europe/Berlin"),
          "The same food logs for a person manual-only now (pregnant): logging candidates only, the usual meal "
          "unlogged among them; no day outcome.", manual_only=True)


if __name__ == "__main__":
    main()
