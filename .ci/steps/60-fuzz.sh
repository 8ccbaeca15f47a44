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
fuzz . FuzzParse 30000
fuzz . FuzzRefInvariants 35000
fuzz . FuzzHostNetip 42500
fuzz . FuzzErrorOffset 27500
fuzz . FuzzKernel 52500
fuzz . FuzzBlockPaths 27500
fuzz . FuzzParams 32500
fuzz . FuzzSegments 47500
fuzz . FuzzInspect 45000
fuzz . FuzzAnyRef 7500
fuzz . FuzzGateway 3000
fuzz . FuzzParseRequestTarget 37500
fuzz . FuzzURIText 15000
fuzz . FuzzBuild 25000
fuzz . FuzzEditParams 37500
fuzz . FuzzParseIRI 10500
fuzz . FuzzIRIToURI 13000
fuzz . FuzzURIToIRI 36500
fuzz scan FuzzJSONRef 25000
# The route matcher against its pattern-by-pattern model, on two tables,
# and its Mux (issue 45).
fuzz route FuzzLookup 7500
# The decompressing reader of scan and urilogs (issue 32): corrupt gzip,
# zstd, bzip2 and xz are an error, never a panic.
fuzz internal/decompress FuzzReader 25000
fuzz fuzz FuzzUriparser 50000
fuzz fuzz FuzzUriparserResolve 55000
fuzz fuzz FuzzNetURL 37500
# The web package against native ada (issue 35): bench/webhost talks to
# the native ada program of the benchmarks, which the bench step built;
# its path is looked up once for the fuzz workers.
export WEBHOST_ADA BENCH_NATIVE=on
WEBHOST_ADA=$(cd bench && go run ./cmd/nativepath ada)
fuzz bench/webhost FuzzWebHost 12500
fuzz web FuzzAppendHost 50000
# Every exported function of web with mismatched arguments (issue 42, row
# 11).
fuzz web FuzzAnyArgs 2500
