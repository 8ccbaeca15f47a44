#!/usr/bin/env bash
# The command-line tests of scan (issue 5): the txtar scripts of
# scan/testdata/script, run by testscript against the real binary, which
# scan/scripttest (a module of its own, so that the root module does not
# depend on go-internal) builds once. They are also part of .ci/test.
set -euo pipefail
cd scan/scripttest
go vet ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
go test -count=1 ./...
