#!/usr/bin/env bash
# Sizes the execution budgets of the CI fuzz runs (.ci/fuzz.sh): for each
# target that a CI step fuzzes, the CPU time of one execution, and the
# executions that a run of SECONDS (default 2.5) makes on a quiet 2-core
# machine with -parallel 2.
#
# Usage: fuzz/budget.sh [seconds] [target-regexp]
#
# Wall-clock rates of a shared machine vary fourfold with its load, so this
# measures CPU time (user + system, which the load changes much less): two
# runs of each target, of N1 and N2 executions, and the difference of their
# CPU times divided by N2 - N1, so that building, start-up and the seed
# corpus cancel out. Both workers and the coordinator are counted, so a
# quiet 2-core machine runs 2 / (CPU seconds per execution) executions a
# second.
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-2.5}"
filter="${2:-.}"
N1="${N1:-20000}"
N2="${N2:-120000}"

cpu() { # dir target n: CPU seconds of a run of n executions
	local t
	t=$( { /usr/bin/time -f '%U %S' bash -c "cd '$1' && go test -run '^\$' -fuzz '^$2\$' -fuzztime '$3x' -parallel 2 . >/dev/null" ; } 2>&1 | tail -n 1)
	echo "$t" | awk '{print $1 + $2}'
}

printf '%-22s %-6s %12s %14s\n' target dir 'µs CPU/exec' "execs in ${secs}s"
# A line may set GOFLAGS for its target (a tag it builds with): cpu runs
# it with the same.
grep -hE '^(GOFLAGS=\S+ )?fuzz ' .ci/steps/*.sh | sed -E 's/^(GOFLAGS=(\S+) )?fuzz /\2 /; s/^ /- /' | while read -r flags dir target _; do
	[ "$flags" = - ] && flags=""
	export GOFLAGS="$flags"
	[[ "$target" =~ $filter ]] || continue
	c1=$(cpu "$dir" "$target" "$N1")
	c2=$(cpu "$dir" "$target" "$N2")
	awk -v t="$target" -v d="$dir" -v c1="$c1" -v c2="$c2" -v n1="$N1" -v n2="$N2" -v s="$secs" 'BEGIN {
		per = (c2 - c1) / (n2 - n1)
		if (per <= 0) { printf "%-22s %-6s %12s %14s\n", t, d, "noise", "-"; exit }
		printf "%-22s %-6s %12.1f %14d\n", t, d, per * 1e6, s * 2 / per
	}'
done
