#!/usr/bin/env python3
"""Writes a script of N UUID-shaped item names (default 20,000) to stdout, for measuring the
identifier table (`git show ff079bd:Benchmarks/README.md`, command E): appendItems in lines of 500, apply, shuffle,
apply, reloadItems of every name, show snapshot. Seeded, so every run writes the same script."""
import random, sys, uuid

count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
random.seed(5)
# A leading letter: a name starting with a digit would read as a number.
names = ["u" + str(uuid.UUID(int=random.getrandbits(128))).upper() for _ in range(count)]
chunks = [" ".join(names[i:i + 500]) for i in range(0, count, 500)]
lines = ["diffable on", "snapshot {", "  appendSections Feed"]
lines += ["  appendItems Feed " + chunk for chunk in chunks]
lines += ["}", "apply", "snapshot { shuffle Feed seed=7 }", "apply", "snapshot {"]
lines += ["  reloadItems " + chunk for chunk in chunks]
lines += ["}", "show snapshot"]
print("\n".join(lines))
