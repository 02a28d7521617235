#!/bin/sh
# Instructions per visible query on a 1M flow layout, counted by callgrind (load-independent).
# Usage (from Benchmarks/): Scripts/callgrind-query.sh [N] [uniform | per-item] [MAX]
# Builds the QueryCount tool in release, runs it under callgrind with N queries and with 0, and
# prints (Ir(N) − Ir(0)) / N; with MAX, fails (exit 1) when that is above MAX, so a change that
# brings generic runtime work back into the query shows. Needs valgrind (Debian: apt-get install valgrind).
set -eu
n=${1:-20000}
kind=${2:-uniform}
max=${3:-}
swift build -c release --product QueryCount >/dev/null
tool=.build/release/QueryCount
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$tool" "$1" "$kind" 2>&1 \
        | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
with=$(count "$n")
without=$(count 0)
echo "$kind: $(( (with - without) / n )) instructions a query ($with − $without over $n queries)"
if [ -n "$max" ] && [ $(( (with - without) / n )) -gt "$max" ]; then
    echo "above $max instructions a query" >&2
    exit 1
fi
