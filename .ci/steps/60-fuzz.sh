#!/usr/bin/env bash
# Fuzz step: the fuzz module's tests (uriparser and net/url differentials,
# cgo), then every fuzz target for a budget of executions.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/apt.sh
[ -f /usr/include/uriparser/Uri.h ] || apt_install liburiparser-dev
export CGO_ENABLED=1
(cd fuzz && go vet ./... && go test -count=1 ./...)
# Budgets are executions (see .ci/fuzz.sh), a few seconds each on the CI
# machine, sized by fuzz/budget.sh from the CPU time of one execution;
# rerun it when a target gets slower. The long runs are fuzz/run-all.sh's,
# off CI, whose executions fuzz/runs.tsv records.
source .ci/fuzz.sh
fuzz . FuzzParse 60000
fuzz . FuzzRefInvariants 70000
fuzz . FuzzHostNetip 85000
fuzz . FuzzErrorOffset 55000
fuzz . FuzzKernel 105000
fuzz . FuzzBlockPaths 55000
fuzz . FuzzParams 65000
fuzz . FuzzSegments 95000
fuzz . FuzzInspect 90000
fuzz . FuzzAnyRef 15000
fuzz . FuzzGateway 6000
fuzz . FuzzParseRequestTarget 75000
fuzz . FuzzURIText 30000
fuzz . FuzzBuild 50000
fuzz . FuzzEditParams 75000
fuzz . FuzzParseIRI 21000
fuzz . FuzzIRIToURI 26000
fuzz . FuzzURIToIRI 73000
fuzz scan FuzzJSONRef 50000
# The route matcher against its pattern-by-pattern model, on two tables,
# and its Mux (issue 45).
fuzz route FuzzLookup 15000
# The decompressing reader of scan and urilogs (issue 32): corrupt gzip,
# zstd, bzip2 and xz are an error, never a panic.
fuzz internal/decompress FuzzReader 50000
fuzz fuzz FuzzUriparser 100000
fuzz fuzz FuzzUriparserResolve 110000
fuzz fuzz FuzzNetURL 75000
# The web package against native ada (issue 35): bench/webhost talks to
# the native ada program of the benchmarks, which the bench step built;
# its path is looked up once for the fuzz workers.
export WEBHOST_ADA BENCH_NATIVE=on
WEBHOST_ADA=$(cd bench && go run ./cmd/nativepath ada)
fuzz bench/webhost FuzzWebHost 25000
fuzz web FuzzAppendHost 100000
# Every exported function of web with mismatched arguments (issue 42, row
# 11).
fuzz web FuzzAnyArgs 5000
