#!/usr/bin/env bash
# Long fuzzing run: every target, one after the other, each for $FUZZTIME
# (default 1h) on both cores, then a table of execs and results per
# target. Usage: fuzz/run-all.sh [fuzztime]   e.g. fuzz/run-all.sh 2h
# A count works too (fuzz/run-all.sh 5000000x): see fuzz/README.md.
#
# Findings are written by go test to testdata/fuzz/<Target>/ (root) or
# fuzz/testdata/fuzz/<Target>/; each must become a regression test.
#
# With a duration, Go 1.26's fuzz coordinator sometimes fails a run that
# found nothing: "context deadline exceeded" as the deadline expires, and
# no input written (golang/go#75804, fixed in Go 1.27). Such a run is
# reported as "stopped by the deadline race, no finding", and the script
# exits 0 for it; any other failure is a finding, reported with its
# reproducer (or its log when it wrote none), and the script exits 1.
set -uo pipefail
cd "$(dirname "$0")/.."
FUZZTIME="${1:-${FUZZTIME:-1h}}"
PAR="${PARALLEL:-2}"
logs=$(mktemp -d)
# Every fuzz target of every package that has one, as the test files
# declare them: the root package, web, scan, internal/decompress and this
# module. Each entry is DIR:TARGET.
dirs=". web scan internal/decompress fuzz"
all=$(for d in $dirs; do
  (cd "$d" && sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(f \*testing\.F).*/\1/p' ./*_test.go | sort -u | sed "s|^|$d:|")
done)

# inputs DIR TARGET lists the inputs of TARGET's corpus in DIR's testdata.
inputs() { ls "$1/testdata/fuzz/$2" 2>/dev/null | sort; }

run() { # dir target
  echo "== $2 ($FUZZTIME, -parallel $PAR)" >&2
  inputs "$1" "$2" >"$logs/$2.before"
  (cd "$1" && go test -run '^$' -fuzz "^$2\$" -fuzztime "$FUZZTIME" -parallel "$PAR" . >"$logs/$2.log" 2>&1)
  echo $? >"$logs/$2.rc"
  inputs "$1" "$2" | comm -13 "$logs/$2.before" - | sed "s|^|$1/testdata/fuzz/$2/|" >"$logs/$2.new"
}

# result TARGET prints what the run of TARGET found, and returns 1 for a
# finding.
result() {
  local t=$1
  if [ "$(cat "$logs/$t.rc")" = 0 ]; then
    echo none
    return 0
  fi
  local written
  written=$(grep -o 'Failing input written to .*' "$logs/$t.log" | head -1)
  if [ -z "$written" ] && [ ! -s "$logs/$t.new" ] &&
     grep -q '^    context deadline exceeded$' "$logs/$t.log" &&
     [ "$(grep -c -e '^--- FAIL' -e 'panic:' "$logs/$t.log")" -le 1 ]; then
    echo "stopped by the deadline race, no finding"
    return 0
  fi
  if [ -n "$written" ]; then
    echo "FINDING: $written"
  elif [ -s "$logs/$t.new" ]; then
    echo "FINDING: new inputs $(tr '\n' ' ' <"$logs/$t.new")"
  else
    echo "FAILED without a reproducer, see $logs/$t.log"
  fi
  return 1
}

for e in $all; do run "${e%%:*}" "${e#*:}"; done
status=0
printf '%-22s %14s  %s\n' target execs result
for e in $all; do
  t=${e#*:}
  execs=$(grep -o 'execs: [0-9]*' "$logs/$t.log" | tail -1 | cut -d' ' -f2)
  r=$(result "$t") || status=1
  printf '%-22s %14s  %s\n' "$t" "${execs:-0}" "$r"
done
echo "logs: $logs"
exit $status
