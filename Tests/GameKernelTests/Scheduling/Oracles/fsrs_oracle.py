#!/usr/bin/env python3
"""py-fsrs as an oracle for WordKit's FSRS scheduler (Tests/GameKernelTests).

Reads one JSON request on stdin and prints one JSON answer on stdout.

Replaying review sequences:
  {"mode": "sequences",
   "schedulers": [{"desired_retention": 0.9, "learning_steps": [60, 600],
                   "relearning_steps": [600], "maximum_interval": 36500}, ...],
   "sequences": [{"start": UNIX_SECONDS, "scheduler": 0,
                  "reviews": [{"time": UNIX_SECONDS, "grade": 1..4, "scheduler": 0?}, ...]}],
   "preview": true}
answers, per sequence, per review, the card after it:
  {"state": "learning" | "review" | "relearning", "step": int | null,
   "stability": float, "difficulty": float, "due": UNIX_SECONDS,
   "retrievability": float (of the card before the review, at its time),
   "preview_due": [due after again, hard, good, easy]  (when "preview")}
Every scheduler has fuzz off; a review's "scheduler" switches the scheduler
from that review on (as when a user changes the steps).

The fuzz range of day intervals:
  {"mode": "fuzz", "maximum_interval": N, "intervals": [DAYS, ...]}
answers {"ranges": [[LOWEST, HIGHEST], ...]}: the least and greatest interval
py-fsrs's fuzz gave over a fine grid of its random() values.

Exits 3, with a message naming the install command, when py-fsrs is missing.
"""

import json
import sys
from datetime import datetime, timedelta, timezone

try:
    import fsrs
    import fsrs.scheduler
    from fsrs import Card, Rating, Scheduler, State
except ImportError:
    sys.stderr.write("py-fsrs is not installed; install it with: pip install fsrs==6.3.2\n")
    sys.exit(3)

STATE_NAMES = {State.Learning: "learning", State.Review: "review", State.Relearning: "relearning"}


def moment(seconds):
    return datetime.fromtimestamp(seconds, timezone.utc)


def scheduler_from(spec):
    return Scheduler(
        desired_retention=spec.get("desired_retention", 0.9),
        learning_steps=[timedelta(seconds=s) for s in spec.get("learning_steps", [60, 600])],
        relearning_steps=[timedelta(seconds=s) for s in spec.get("relearning_steps", [600])],
        maximum_interval=spec.get("maximum_interval", 36500),
        enable_fuzzing=False,
    )


def replay(request):
    schedulers = [scheduler_from(spec) for spec in request.get("schedulers", [{}])]
    preview = request.get("preview", False)
    answers = []
    for sequence in request["sequences"]:
        scheduler = schedulers[sequence.get("scheduler", 0)]
        card = Card(card_id=1, due=moment(sequence["start"]))
        steps = []
        for review in sequence["reviews"]:
            if "scheduler" in review:
                scheduler = schedulers[review["scheduler"]]
            when = moment(review["time"])
            entry = {"retrievability": scheduler.get_card_retrievability(card, when)}
            if preview:
                entry["preview_due"] = [
                    scheduler.review_card(card, Rating(grade), when)[0].due.timestamp() for grade in (1, 2, 3, 4)
                ]
            card, _ = scheduler.review_card(card, Rating(review["grade"]), when)
            entry.update(
                state=STATE_NAMES[card.state],
                step=card.step,
                stability=card.stability,
                difficulty=card.difficulty,
                due=card.due.timestamp(),
            )
            steps.append(entry)
        answers.append(steps)
    return {"fsrs_version": version(), "sequences": answers}


def fuzz_ranges(request):
    scheduler = Scheduler(maximum_interval=request["maximum_interval"], enable_fuzzing=True)
    grid = [k / 4000 for k in range(4000)] + [1 - 1e-12]
    original = fsrs.scheduler.random
    ranges = []
    try:
        for days in request["intervals"]:
            seen = set()
            for value in grid:
                fsrs.scheduler.random = lambda value=value: value
                seen.add(scheduler._get_fuzzed_interval(interval=timedelta(days=days)).days)
            ranges.append([min(seen), max(seen)])
    finally:
        fsrs.scheduler.random = original
    return {"fsrs_version": version(), "ranges": ranges}


def version():
    from importlib.metadata import version as package_version

    return package_version("fsrs")


def main():
    request = json.load(sys.stdin)
    mode = request.get("mode", "sequences")
    answer = replay(request) if mode == "sequences" else fuzz_ranges(request)
    json.dump(answer, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
