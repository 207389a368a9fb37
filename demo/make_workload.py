"""Writes demo/workload.jsonl: a support / developer-assistant chat workload for the demo.

Each line is ``{"prompt": ..., "kind": ..., "same_as": index-or-null}`` where ``kind`` is
``new`` (a base question, first seen), ``repeat`` (the same text again), ``variant`` (the same
question with another case, spacing or punctuation), ``paraphrase`` (another wording of the
same question), ``unrelated`` (a one-off question) or ``near_miss`` (a question that looks like
a base question but needs another answer, e.g. "enable" vs "disable": it must never be served
from it). ``same_as`` is the line index of the base question for the derived kinds.

Why generated: the questions live in the table below, the order and the repeats come from a
seeded RNG, so the file is reproducible (``python demo/make_workload.py``) and reviewable.
The first lines are guaranteed to contain every kind, so a short ``--limit`` run is meaningful.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

SEED = 20240611
REPEATS = 50
VARIANTS = 50
HEAD = 40  # the first HEAD lines must contain every kind (see _head_ok)


@dataclass(frozen=True)
class Base:
    """A base question with its true paraphrases and the near-misses it must not answer."""

    q: str
    para: tuple[str, ...] = ()
    near: tuple[str, ...] = ()


def b(q: str, para: str | None = None, near: str | None = None) -> Base:
    return Base(q, (para,) if para else (), (near,) if near else ())


SUPPORT = [
    b("How do I reset my password?", "How can I reset my password?"),
    b("How do I enable two-factor authentication on my account?",
      "How can I turn on two-factor authentication for my account?",
      "How do I disable two-factor authentication on my account?"),
    b("How do I change the email address on my account?",
      "How can I change the email address of my account?"),
    b("How do I delete my account permanently?", "How can I permanently delete my account?",
      "How do I deactivate my account temporarily?"),
    b("What payment methods do you accept?", "Which payment methods do you accept?"),
    b("How do I update my credit card details?", "How can I update my credit card details?"),
    b("Why was I charged twice this month?", "Why did you charge me twice this month?"),
    b("How do I cancel my subscription?", "How can I cancel my subscription?",
      "How do I pause my subscription?"),
    b("How do I upgrade my plan to Pro?", None, "How do I downgrade my plan from Pro?"),
    b("Can I get a refund for my annual plan?",
      "Is it possible to get a refund for my annual plan?",
      "Can I get a refund for my monthly plan?"),
    b("How long does standard shipping take?", "How long does standard shipping usually take?",
      "How long does express shipping take?"),
    b("Do you ship to Canada?", None, "Do you ship to Mexico?"),
    b("How do I track my order?", "How can I track my order?"),
    b("How do I return an item?", "How can I return an item I bought?"),
    b("What is your return policy for opened items?", None,
      "What is your return policy for unopened items?"),
    b("My package arrived damaged, what should I do?",
      "My package arrived damaged. What should I do now?"),
    b("Can I change the delivery address after placing an order?",
      "Can I change my delivery address after I placed an order?"),
    b("How do I apply a discount code at checkout?", "How can I use a discount code at checkout?"),
    b("Is my personal data shared with third parties?"),
    b("How do I download my invoices?", "Where can I download my invoices?"),
    b("How do I add a team member to my workspace?",
      "How can I add a new team member to my workspace?",
      "How do I remove a team member from my workspace?"),
    b("What are your customer support hours?", "What are the opening hours of customer support?"),
    b("Is customer support available on weekends?"),
    b("Can I schedule a call with support at 7 am?", None,
      "Can I schedule a call with support at 7 pm?"),
    b("Why is the mobile app crashing on startup?",
      "Why does the mobile app keep crashing on startup?"),
    b("Does the app work offline?", "Does the app work without an internet connection?"),
    b("How do I turn off email notifications?", "How can I turn off the email notifications?",
      "How do I turn on email notifications?"),
    b("How do I export my data to CSV?", None, "How do I import my data from CSV?"),
    b("What is the maximum file size for uploads?", "What is the maximum upload file size?"),
    b("Why can't I log in to my account?", "Why am I unable to log in to my account?"),
    b("How do I verify my phone number?"),
    b("How do I change my username?", "How can I change my username?"),
    b("Is there a student discount?", "Do you have a student discount?"),
    b("Do you offer a free trial?", "Do you offer free trials?"),
    b("What happens when my free trial ends?"),
    b("How do I switch from monthly to annual billing?", None,
      "How do I switch from annual to monthly billing?"),
    b("Where can I find my API key?", "Where do I find my API key?"),
    b("How do I rotate my API key?"),
    b("What are the rate limits of the API?", "What are the API rate limits?"),
    b("Is there a limit of 100 requests per minute on the free plan?", None,
      "Is there a limit of 1000 requests per minute on the free plan?"),
    b("How do I connect my account to Slack?", None,
      "How do I connect my account to Microsoft Teams?"),
    b("Can I use the same account on multiple devices?",
      "Can I use one account on multiple devices?"),
    b("How do I change the language of the interface?",
      "How can I change the language of the user interface?"),
    b("How do I set up single sign-on for my company?"),
    b("Is my payment information stored securely?", "Is my payment information kept secure?"),
    b("How do I report a security vulnerability?"),
    b("Can I transfer my license to another user?"),
    b("My order is late, when will it arrive?"),
    b("Can I buy a gift card?"),
    b("How do I close my support ticket?", None, "How do I reopen my support ticket?"),
]

DEVELOPER = [
    b("How do I reverse a list in Python?", "How can I reverse a list in Python?",
      "How do I reverse a list in JavaScript?"),
    b("How do I sort a Python list in ascending order?", None,
      "How do I sort a Python list in descending order?"),
    b("How do I read a file line by line in Python?",
      "What is the best way to read a file line by line in Python?"),
    b("How do I undo the last git commit?", "How can I undo my last git commit?"),
    b("How do I delete a local git branch?", None, "How do I delete a remote git branch?"),
    b("How do I rename a git branch?", "How can I rename a branch in git?"),
    b("What is the difference between git merge and git rebase?"),
    b("How do I resolve a merge conflict in git?", "How should I resolve a merge conflict in git?"),
    b("How do I list all running Docker containers?",
      "How can I list all the running Docker containers?",
      "How do I list all stopped Docker containers?"),
    b("How do I remove unused Docker images?", "How can I remove all unused Docker images?"),
    b("What is the difference between a Docker image and a container?"),
    b("How do I check which process is using port 8080?", None,
      "How do I check which process is using port 8000?"),
    b("How do I find files larger than 100 MB in Linux?", None,
      "How do I find files smaller than 100 MB in Linux?"),
    b("How do I make a shell script executable?", "How can I make a bash script executable?"),
    b("How do I select the top 10 rows in SQL?", "How do I select the first 10 rows in SQL?"),
    b("What is the difference between INNER JOIN and LEFT JOIN?",
      "What's the difference between an INNER JOIN and a LEFT JOIN?"),
    b("How do I add an index to a column in PostgreSQL?", None,
      "How do I drop an index from a column in PostgreSQL?"),
    b("How do I convert a string to an integer in JavaScript?",
      "How can I convert a string into an integer in JavaScript?",
      "How do I convert an integer to a string in JavaScript?"),
    b("What is the difference between let and const in JavaScript?"),
    b("How do I make an HTTP request in Python?", "How can I make an HTTP request in Python?"),
    b("What does HTTP status code 404 mean?", None, "What does HTTP status code 403 mean?"),
    b("What is a CORS error and how do I fix it?", "What is a CORS error and how can I fix it?"),
    b("How do I create a virtual environment in Python?",
      "How can I create a Python virtual environment?"),
    b("How do I install a specific version of a package with pip?",
      "How can I install a specific version of a package using pip?"),
    b("How do I format a date as YYYY-MM-DD in Python?"),
    b("How do I get the current time in UTC in Python?"),
    b("How do I remove duplicates from a list in Python?",
      "How can I remove duplicate items from a list in Python?"),
    b("How do I merge two dictionaries in Python?", "How can I merge two dicts in Python?"),
    b("How do I write unit tests with pytest?"),
    b("How do I mock a function in pytest?"),
    b("How do I catch multiple exceptions in one line in Python?"),
    b("What is a Python decorator?", "What are decorators in Python?"),
    b("How do I run a cron job every Monday at 9 am?", None,
      "How do I run a cron job every Friday at 9 am?"),
    b("How do I set an environment variable in Linux?"),
    b("How do I generate an SSH key?", "How can I generate a new SSH key?"),
    b("How do I copy a file from a remote server with scp?", None,
      "How do I copy a file to a remote server with scp?"),
    b("How do I increase the heap size of the JVM?", None,
      "How do I decrease the heap size of the JVM?"),
    b("How do I center a div with CSS?", "How can I center a div using CSS?"),
    b("How do I parse JSON in JavaScript?"),
    b("What is the difference between a process and a thread?"),
    b("How do I set a timeout with the requests library?"),
    b("How do I connect to a Redis server from Python?"),
    b("How do I count the lines in a file from the command line?",
      "How can I count the lines of a file from the command line?"),
    b("How do I check which version of Python is installed?",
      "How can I check which Python version is installed?"),
    b("How do I stop a Kubernetes pod from restarting?"),
    b("How do I scale a Kubernetes deployment to 3 replicas?", None,
      "How do I scale a Kubernetes deployment to 30 replicas?"),
    b("How do I convert a Python dictionary to JSON?",
      "How can I convert a Python dict to JSON?"),
    b("How do I squash commits in git?"),
    b("How do I enable gzip compression in nginx?", None,
      "How do I disable gzip compression in nginx?"),
    b("What is the difference between a list and a tuple in Python?",
      "What's the difference between a tuple and a list in Python?"),
]

UNRELATED = [
    "How do I change my profile picture?",
    "Do you have a referral program?",
    "What is the difference between TCP and UDP?",
    "How do I write a regular expression that matches an email address?",
    "How do I profile slow Python code?",
    "What is a race condition?",
    "How do I configure a firewall with ufw?",
    "How do I debug a memory leak in Node.js?",
    "Tell me a joke about programmers.",
    "How do I print colored text in the terminal?",
    "How do I use async and await in Python?",
    "How do I paginate results in a REST API?",
    "What is dependency injection?",
    "How do I upload a file to S3 with boto3?",
    "Why is my React component rendering twice?",
    "How do I write a Dockerfile for a Node.js app?",
    "How do I set up a GitHub Actions workflow?",
    "What is the difference between SQL and NoSQL databases?",
    "How do I hash a password securely?",
    "Is there a tablet version of the app?",
    "Can I get a paper invoice by mail?",
    "How do I leave a product review?",
    "Is there a loyalty program?",
    "What is a Python generator?",
    "How do I cherry-pick a commit?",
    "How do I check disk usage on Linux?",
    "How do I open a pull request on GitHub?",
    "What is the time complexity of binary search?",
    "How do I read environment variables in Node.js?",
    "What does the error 'connection refused' mean?",
]


def surface_variant(text: str, rng: random.Random) -> str:
    """The same question in another case, spacing or punctuation (same key when normalized)."""
    forms: list[Callable[[str], str]] = [
        lambda t: t.upper(),
        lambda t: t.lower(),
        lambda t: "  " + t.replace(" ", "  ") + " ",
        lambda t: t.rstrip("?.!") + " ??",
        lambda t: t.rstrip("?.!") + "!!!",
        lambda t: t.rstrip("?.!"),
        lambda t: t.lower().rstrip("?.!") + " ?",
        lambda t: t.replace(" ", "\t", 1) + "...",
    ]
    return rng.choice(forms)(text)


@dataclass
class Item:
    prompt: str
    kind: str
    time: float
    base: Item | None = None
    index: int = field(default=-1)


def _follow(base: Item, rng: random.Random, mean_gap: float) -> float:
    """A time after the base question's: users come back to a question soon, or much later."""
    return base.time + rng.expovariate(1.0 / mean_gap) + 1e-6


def build(seed: int = SEED) -> list[Item]:
    """The workload in order: base questions, then derived prompts placed after their base."""
    rng = random.Random(seed)
    bases = SUPPORT + DEVELOPER
    base_items = [Item(x.q, "new", rng.random() ** 1.5) for x in bases]
    items = list(base_items) + [Item(q, "unrelated", rng.random()) for q in UNRELATED]
    for spec, item in zip(bases, base_items, strict=True):
        items += [Item(p, "paraphrase", _follow(item, rng, 0.3), item) for p in spec.para]
        items += [Item(p, "near_miss", _follow(item, rng, 0.3), item) for p in spec.near]
    hot = sorted(base_items, key=lambda _: rng.random())[:30]  # a few questions are asked a lot
    for _ in range(REPEATS):
        src = rng.choice(hot) if rng.random() < 0.7 else rng.choice(base_items)
        items.append(Item(src.prompt, "repeat", _follow(src, rng, 0.15), src))
    for _ in range(VARIANTS):
        src = rng.choice(base_items)
        items.append(Item(surface_variant(src.prompt, rng), "variant", _follow(src, rng, 0.2),
                          src))
    items.sort(key=lambda it: it.time)
    for i, it in enumerate(items):
        it.index = i
    return items


def _head_ok(items: list[Item]) -> bool:
    kinds = {it.kind for it in items[:HEAD]}
    return kinds >= {"new", "repeat", "variant", "paraphrase", "unrelated", "near_miss"}


def records(items: list[Item]) -> list[dict[str, object]]:
    return [
        {"prompt": it.prompt, "kind": it.kind,
         "same_as": it.base.index if it.base is not None else None}
        for it in items
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).with_name("workload.jsonl")))
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    seed = args.seed
    items = build(seed)
    while not _head_ok(items):  # deterministic: the first seed whose head has every kind
        seed += 1
        items = build(seed)
    with open(args.out, "w", encoding="utf-8") as out:
        for rec in records(items):
            out.write(json.dumps(rec, ensure_ascii=False) + "\n")
    counts: dict[str, int] = {}
    for it in items:
        counts[it.kind] = counts.get(it.kind, 0) + 1
    print(f"wrote {len(items)} prompts to {args.out} (seed {seed}): {counts}")


if __name__ == "__main__":
    main()
