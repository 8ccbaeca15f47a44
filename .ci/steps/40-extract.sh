#!/usr/bin/env bash
# Extractor: the library tests, a short fuzz run, and the scan command on
# the sample log (sequential and parallel give the same output).
set -euo pipefail
cd "$(dirname "$0")/../.."
go test -run 'Extract|Scanner' .
# 250,000 executions, not a duration (see .ci/fuzz.sh): about 20 s of
# fuzzing on a quiet 2-core machine, at 110-119 µs of CPU per execution
# (fuzz/budget.sh, AMD EPYC, go1.26.8, 2026-11-24) for 360,000 before the
# JSON records' seeds and formats (issue 32), which made an execution 1.4
# times as long (100,000: 39 s of CPU against 27 s, on a loaded machine,
# 2026-11-27). In the CI run of 2026-11-27 (fe932ae) 250,000 took 58 s,
# the longest target of all and a reason the run took 17 minutes: 80,000
# give it about 15 s.
source .ci/fuzz.sh
fuzz . FuzzExtract 80000
# The engine's work per byte of input stays under its bound (issue 33):
# about 5 s. With its seeds only, as in CI, 20,000 executions took 16 s
# of CPU, 12 s on a loaded 2-core machine (fuzz/budget.sh: 286-535 µs of
# CPU per execution; AMD EPYC, go1.26.8, 2026-11-27).
fuzz . FuzzExtractLinear 12000
# JSON records (issue 32): unescaping, offsets that map back, linear work
# on 16 KiB records: about 5 s. 6,000 executions took 7.3 s of CPU and
# 6.6 s of wall time at a load average of 8.5 on the 2-core machine (20,000:
# 22.7 s of CPU, 1.1 ms an execution; AMD EPYC, go1.26.8, 2026-11-27).
fuzz . FuzzJSONUnescape 6000
bin=$(mktemp -d)/scan
go build -o "$bin" ./scan
"$bin" -stats testdata/sample/access.log > /dev/null
test "$("$bin" -c testdata/sample/access.log)" -gt 0
