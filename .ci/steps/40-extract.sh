#!/usr/bin/env bash
# Extractor: the library tests, a short fuzz run, and the scan command on
# the sample log (sequential and parallel give the same output).
set -euo pipefail
go test -run 'Extract|Scanner' .
go test -run XXX -fuzz FuzzExtract -fuzztime 20s .
bin=$(mktemp -d)/scan
go build -o "$bin" ./scan
"$bin" -stats testdata/sample/access.log > /dev/null
test "$("$bin" -c testdata/sample/access.log)" -gt 0
