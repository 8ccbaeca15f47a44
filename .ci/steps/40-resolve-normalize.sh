#!/usr/bin/env bash
# Resolution, normalization, Equal and percent-coding (issue 4): the
# conformance vectors, the property tests, the zero-allocation test, the
# scan resolve / normalize tests, and a short run of each fuzz target.
set -euo pipefail

go test -count=1 -run 'Conformance(Resolve|Dot|Normalize)|Resolve|RemoveDot|Recompose|Normaliz|Equal|Escape|Unescape|NoAllocs|Example' .
go test -count=1 -run 'Resolve|Normalize' ./scan

for target in FuzzResolve FuzzRemoveDotSegments FuzzRecompose FuzzNormalize FuzzEqual FuzzEscape FuzzUnescape; do
	go test -run '^$' -fuzz "^${target}\$" -fuzztime "${FUZZTIME:-5s}" .
done
