#!/usr/bin/env bash
# The command-line tests of scan (issue 5): the txtar scripts of
# scan/testdata/script run in .ci/test through scan/scripttest, a module of
# its own (so that the root module does not depend on go-internal); here
# that module is vetted and checked by staticcheck.
set -euo pipefail
cd scan/scripttest
go vet ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
