#!/usr/bin/env bash
# Long fuzzing run: every target, one after the other, each for $FUZZTIME
# (default 1h) on both cores, then a table of execs and findings per
# target. Usage: fuzz/run-all.sh [fuzztime]   e.g. fuzz/run-all.sh 2h
# Findings are written by go test to testdata/fuzz/<Target>/ (root) or
# fuzz/testdata/fuzz/<Target>/; each must become a regression test.
set -uo pipefail
cd "$(dirname "$0")/.."
FUZZTIME="${1:-${FUZZTIME:-1h}}"
PAR="${PARALLEL:-2}"
logs=$(mktemp -d)
# Every fuzz target of the root package and of this module, as the test
# files declare them.
root=$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(f \*testing\.F).*/\1/p' ./*_test.go | sort -u | tr '\n' ' ')
mod=$(cd fuzz && sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(f \*testing\.F).*/\1/p' ./*_test.go | sort -u | tr '\n' ' ')
run() { # dir target
  echo "== $2 ($FUZZTIME, -parallel $PAR)" >&2
  (cd "$1" && go test -run '^$' -fuzz "^$2\$" -fuzztime "$FUZZTIME" -parallel "$PAR" . >"$logs/$2.log" 2>&1)
  echo $? >"$logs/$2.rc"
}
for t in $root; do run . "$t"; done
for t in $mod; do run fuzz "$t"; done
printf '%-22s %14s  %s\n' target execs finding
for t in $root $mod; do
  execs=$(grep -o 'execs: [0-9]*' "$logs/$t.log" | tail -1 | cut -d' ' -f2)
  if [ "$(cat "$logs/$t.rc")" = 0 ]; then f=none; else f=$(grep -o 'Failing input written to .*' "$logs/$t.log" | head -1); f=${f:-"failed, see $logs/$t.log"}; fi
  printf '%-22s %14s  %s\n' "$t" "${execs:-0}" "$f"
done
echo "logs: $logs"
