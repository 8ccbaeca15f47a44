#!/usr/bin/env bash
# Resolution, normalization, Equal and percent-coding (issue 4): a short
# run of each fuzz target. Their tests, conformance vectors and examples
# ran in .ci/test.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Budgets are executions (see .ci/fuzz.sh), a few seconds each on the CI
# machine, sized by fuzz/budget.sh from the CPU time of one execution.
source .ci/fuzz.sh
fuzz . FuzzResolve 37500
fuzz . FuzzRelative 35000
fuzz . FuzzRemoveDotSegments 50000
fuzz . FuzzRecompose 35000
fuzz . FuzzNormalize 22500
# The normalization fast path against the slow one (issue 14).
fuzz . FuzzNormalizeFastPath 22500
fuzz . FuzzEqual 35000
fuzz . FuzzEscape 7500
fuzz . FuzzUnescape 42500
