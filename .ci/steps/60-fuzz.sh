#!/usr/bin/env bash
# Fuzz step: the fuzz module's tests (uriparser and net/url differentials,
# cgo), then every fuzz target for a budget of executions (about 5 s each on
# the CI machine). Bounded to ~2 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/apt.sh
[ -f /usr/include/uriparser/Uri.h ] || apt_install liburiparser-dev
export CGO_ENABLED=1
(cd fuzz && go vet ./... && go test -count=1 ./...)
# Budgets in executions, not durations (see .ci/fuzz.sh): about 5 s of
# fuzzing each on a quiet 2-core machine, sized by fuzz/budget.sh from the
# CPU time of one execution (AMD EPYC, go1.26.8, 2026-11-24): FuzzParse
# 59 µs, FuzzRefInvariants 32, FuzzHostNetip 58, FuzzErrorOffset 52,
# FuzzKernel 30-47, FuzzBlockPaths 85 (2026-11-27: every implementation on each input), FuzzParams 35, FuzzSegments 50, FuzzInspect 6-55, FuzzAnyRef 195-225 (2026-11-27, under load: every function that takes a Ref, on the Refs of two inputs from every origin; issue 37 added the Refs of ParseAuthority and ParseHostHeader and four functions, about a sixth more), FuzzParseRequestTarget 2.5 (2026-11-25, under load: both capped near 150,000-180,000), FuzzURIText 60,000 (9,500 a second seen under load), FuzzBuild 100,000 (16,000 a second), FuzzEditParams 150,000 (20,000 a second), FuzzJSONRef 100,000 (about 25,000 a second under load, 2026-11-25), FuzzParseIRI 235, FuzzIRIToURI 190, FuzzURIToIRI 68 (2026-11-25, under load; FuzzParseIRI runs the IRI regexp model on each input; the three take 32 s of wall time here), FuzzUriparser 50, FuzzUriparserResolve 45, FuzzNetURL
# 65; budget = 5 s x 2 cores / that time (the larger one where two runs
# differed), rounded down. Rerun fuzz/budget.sh when a target gets slower.
# In the CI run of 2026-11-27 (fe932ae, 17 minutes in all) FuzzParse,
# FuzzRefInvariants, FuzzErrorOffset, FuzzParams and FuzzAnyRef took 14 to
# 21 s each, start-up included, where 5-8 were meant; their budgets were cut
# to about 10 s (budget x 7 s / (time - 3 s of start-up)).
source .ci/fuzz.sh
fuzz . FuzzParse 120000
fuzz . FuzzRefInvariants 140000
fuzz . FuzzHostNetip 170000
fuzz . FuzzErrorOffset 110000
fuzz . FuzzKernel 210000
fuzz . FuzzBlockPaths 110000
fuzz . FuzzParams 130000
fuzz . FuzzSegments 190000
fuzz . FuzzInspect 180000
fuzz . FuzzAnyRef 30000
fuzz . FuzzParseRequestTarget 150000
fuzz . FuzzURIText 60000
fuzz . FuzzBuild 100000
fuzz . FuzzEditParams 150000
fuzz . FuzzParseIRI 42000
fuzz . FuzzIRIToURI 52000
fuzz . FuzzURIToIRI 146000
fuzz scan FuzzJSONRef 100000
# The decompressing reader of scan and urilogs (issue 32): corrupt gzip,
# zstd, bzip2 and xz are an error, never a panic; 100,000 executions in
# 3.2 s here under load (2026-11-27).
fuzz internal/decompress FuzzReader 100000
fuzz fuzz FuzzUriparser 200000
fuzz fuzz FuzzUriparserResolve 220000
fuzz fuzz FuzzNetURL 150000
# The web package against native ada (issue 35): bench/webhost talks to
# the native ada program of the benchmarks, which the bench step built;
# its path is looked up once for the fuzz workers. FuzzWebHost makes about
# 15,000 executions a second (a pipe round trip each), FuzzAppendHost
# about 35,000, under load (2026-11-27); both lines take 11 s of wall time
# here, the look-up included.
export WEBHOST_ADA BENCH_NATIVE=on
WEBHOST_ADA=$(cd bench && go run ./cmd/nativepath ada)
fuzz bench/webhost FuzzWebHost 50000
fuzz web FuzzAppendHost 200000
# Every exported function of web with mismatched arguments (issue 42, row
# 11): 500-700 executions a second under load (2026-12-02), about 17 s.
fuzz web FuzzAnyArgs 10000
