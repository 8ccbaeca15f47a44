#!/usr/bin/env bash
# Sourced by the CI steps: fuzz DIR TARGET EXECS [PARALLEL] runs one fuzz
# target of the package in DIR for a budget of EXECS executions.
#
# Budgets are counts (-fuzztime Nx), never durations: with a duration, Go
# 1.26's fuzz coordinator can fail a run that found nothing ("context
# deadline exceeded", no input written; golang/go#75804, fixed in Go 1.27
# only). Each step gives a target a few seconds of executions on the CI
# machine, sized by fuzz/budget.sh from the CPU time of one execution.
#
# FUZZ_SCALE (default 1) multiplies every budget, for a longer local run:
#   FUZZ_SCALE=20 bash .ci/steps/60-fuzz.sh
#
# A passing run prints its last line; a failing one prints its whole output
# and any input it wrote under testdata/fuzz, so the log alone reproduces it.
fuzz() {
	local dir=$1 target=$2 n=$(( $3 * ${FUZZ_SCALE:-1} )) par=${4:-2}
	local log status
	log=$(mktemp)
	echo "-- $target ($dir): ${n} executions, -parallel $par"
	set +e
	(cd "$dir" && go test -run '^$' -fuzz "^${target}\$" -fuzztime "${n}x" -parallel "$par" .) >"$log" 2>&1
	status=$?
	set -e
	if [ "$status" = 0 ]; then
		tail -n 1 "$log"
		rm -f "$log"
		return 0
	fi
	echo "FAIL: $target (exit $status); its whole output:"
	cat "$log"
	rm -f "$log"
	local f
	for f in $(cd "$dir" && git ls-files --others --exclude-standard -- "testdata/fuzz/$target"); do
		echo "-- input written to $dir/$f:"
		cat "$dir/$f"
	done
	return 1
}
