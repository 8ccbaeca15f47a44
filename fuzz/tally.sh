#!/usr/bin/env bash
# Sums fuzz/runs.tsv, the ledger of long runs that run-all.sh appends to,
# into the table of fuzz/README.md: per target, the executions so far, the
# date of the last run, and what the runs found. With -w it rewrites the
# table between the README's "tally" markers; without, it prints it.
# runs.tsv columns: date, package dir, target, executions, seconds, result.
set -euo pipefail
cd "$(dirname "$0")"
table() {
  echo '| package | target | executions so far | runs | last run | found |'
  echo '|---|---|---:|---:|---|---|'
  awk -F'\t' '
    { k = $2 "\t" $3; ex[k] += $4; n[k]++; if ($1 > last[k]) last[k] = $1
      if ($6 != "none" && $6 !~ /^stopped by the deadline race/) found[k] = found[k] (found[k] ? "; " : "") $1 ": " $6 }
    END { for (k in ex) { split(k, p, "\t")
      printf "| %s | %s | %d | %d | %s | %s |\n", p[1], p[2], ex[k], n[k], last[k], (k in found ? found[k] : "nothing") } }
  ' runs.tsv | LC_ALL=C sort
}
if [ "${1:-}" = -w ]; then
  t=$(table)
  awk -v t="$t" '
    /^<!-- tally -->$/ { print; print t; skip = 1; next }
    /^<!-- end tally -->$/ { skip = 0 }
    !skip' README.md >README.md.new
  mv README.md.new README.md
else
  table
fi
