#!/usr/bin/env bash
# Extractor: a short fuzz run of each of its targets, and the scan command
# on the sample log. Its tests ran in .ci/test.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Budgets are executions (see .ci/fuzz.sh), a few seconds each on the CI
# machine; fuzz/budget.sh measures the CPU time of one execution, to size
# them again when a target gets slower.
source .ci/fuzz.sh
fuzz . FuzzExtract 20000
# The bytes of the windows a Scanner's engine reads stay under their
# bound, whatever its reads (issue 33); AppendExtract's work is held in
# instructions by TestExtractLinearInstructions, in .ci/test.
GOFLAGS=-tags=uriscan_work fuzz . FuzzExtractLinear 3000
# JSON records (issue 32): unescaping, offsets that map back, a Scanner's
# matches equal to AppendExtract's on 16 KiB records.
fuzz . FuzzJSONUnescape 1500
bin=$(mktemp -d)/scan
go build -o "$bin" ./scan
"$bin" -stats testdata/sample/access.log > /dev/null
test "$("$bin" -c testdata/sample/access.log)" -gt 0
