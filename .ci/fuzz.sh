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
# Each package's instrumented test binary is built once (go test -c -fuzz)
# and run for each of its targets, the way go test -fuzz runs it: in the
# package's directory, with the package's fuzz cache under GOCACHE. A go
# test -fuzz per target would link the binary again each time, one core
# busy and the other idle, for each of the many targets of the root
# package. The binaries live in URISCAN_FUZZ_BIN (which .ci/run sets once
# for the whole run, so that every step shares them), or in a directory of
# this shell's own.
#
# A passing run prints its last lines; a failing one prints its whole
# output and any input it wrote under testdata/fuzz, so the log alone
# reproduces it.
: "${URISCAN_FUZZ_BIN:=$(mktemp -d)}"
fuzz_binary() { # DIR: prints the path of DIR's instrumented test binary
	local dir=$1 key
	# GOFLAGS is part of the key: a target that builds only with a tag
	# (-tags=uriscan_work) needs a binary of its own.
	key=$(cd "$dir" && pwd | tr / _)$(printf '%s' "${GOFLAGS:+_$GOFLAGS}" | tr -c 'A-Za-z0-9_.' _)
	if [ ! -x "$URISCAN_FUZZ_BIN/$key.test" ]; then
		(cd "$dir" && go test -c -fuzz . -o "$URISCAN_FUZZ_BIN/$key.test" . &&
			go list -f '{{.ImportPath}}' . >"$URISCAN_FUZZ_BIN/$key.path") >&2 || return 1
	fi
	echo "$URISCAN_FUZZ_BIN/$key"
}

fuzz() {
	local dir=$1 target=$2 n=$(( $3 * ${FUZZ_SCALE:-1} )) par=${4:-2}
	local log status bin
	log=$(mktemp)
	echo "-- $target ($dir): ${n} executions, -parallel $par"
	set +e
	# A binary without the target would run no fuzzing and pass: the
	# target must be in its list (a tag left out would do that).
	bin=$(fuzz_binary "$dir" 2>"$log") &&
		{ "$bin.test" -test.list "^${target}\$" | grep -qx "$target" ||
			{ echo "no fuzz target $target in $dir's test binary (GOFLAGS=${GOFLAGS:-})" >>"$log"; false; }; } &&
		(cd "$dir" && "$bin.test" -test.paniconexit0 -test.run '^$' -test.fuzz "^${target}\$" \
			-test.fuzztime "${n}x" -test.parallel "$par" \
			-test.fuzzcachedir "$(go env GOCACHE)/fuzz/$(cat "$bin.path")") >>"$log" 2>&1
	status=$?
	set -e
	if [ "$status" = 0 ]; then
		tail -n 2 "$log"
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
