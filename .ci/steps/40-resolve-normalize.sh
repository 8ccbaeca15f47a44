#!/usr/bin/env bash
# Resolution, normalization, Equal and percent-coding (issue 4): a short
# run of each fuzz target. Their tests, conformance vectors and examples
# ran in .ci/test.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Budgets are executions (see .ci/fuzz.sh), a few seconds each on the CI
# machine, sized by fuzz/budget.sh from the CPU time of one execution.
source .ci/fuzz.sh
fuzz . FuzzResolve 75000
fuzz . FuzzRelative 70000
fuzz . FuzzRemoveDotSegments 100000
fuzz . FuzzRecompose 70000
fuzz . FuzzNormalize 45000
# The normalization fast path against the slow one (issue 14).
fuzz . FuzzNormalizeFastPath 45000
fuzz . FuzzEqual 70000
fuzz . FuzzEscape 15000
fuzz . FuzzUnescape 85000
