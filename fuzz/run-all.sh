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

# The corpus a target's runs have grown lives in go's cache, which a new
# machine lacks; so that long runs add up across machines and sessions,
# each target's grown corpus is kept as DIR/testdata/fuzz/corpus/TARGET.tar.gz
# (a directory go test does not read as seeds: CI does not run them), put
# back into the cache before a run and packed again after it.
cachedir() { # dir target
  echo "$(go env GOCACHE)/fuzz/$(cd "$1" && go list .)/$2"
}
corpus_in() { # dir target
  local a="$1/testdata/fuzz/corpus/$2.tar.gz" c
  c=$(cachedir "$1" "$2")
  [ -f "$a" ] || return 0
  mkdir -p "$c" && tar -xzf "$a" -C "$c"
}
corpus_out() { # dir target
  local a="$1/testdata/fuzz/corpus/$2.tar.gz" c
  c=$(cachedir "$1" "$2")
  [ -d "$c" ] || return 0
  mkdir -p "$(dirname "$a")"
  # Sorted names and no owners or times, so that an unchanged corpus packs
  # to the same bytes.
  (cd "$c" && ls | LC_ALL=C sort | tar --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - -T - | gzip -n -9) >"$a"
}

run() { # dir target
  echo "== $2 ($FUZZTIME, -parallel $PAR)" >&2
  inputs "$1" "$2" >"$logs/$2.before"
  corpus_in "$1" "$2"
  local t0=$SECONDS
  (cd "$1" && go test -run '^$' -fuzz "^$2\$" -fuzztime "$FUZZTIME" -parallel "$PAR" . >"$logs/$2.log" 2>&1)
  echo $? >"$logs/$2.rc"
  echo $((SECONDS - t0)) >"$logs/$2.secs"
  corpus_out "$1" "$2"
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
  # The ledger of every long run, which fuzz/tally.sh sums into the table
  # of fuzz/README.md.
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%F)" "${e%%:*}" "$t" "${execs:-0}" "$(cat "$logs/$t.secs")" "$r" >>fuzz/runs.tsv
done
echo "logs: $logs"
exit $status
