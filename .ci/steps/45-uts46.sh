#!/usr/bin/env bash
# internal/uts46 and web (issue 43, item 3): their tests under Go 1.27
# too, where x/text has Unicode 17.0 data and TestTablesAgainstXText
# checks the generated tables against it (under Go 1.26 that test skips),
# and where web's TestWPT must give the same answers as under Go 1.26.
# FuzzToASCII runs its seed corpus only, with the package's tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

GOTOOLCHAIN=go1.27.3 go test -count=1 ./internal/uts46/ ./web/
out=$(GOTOOLCHAIN=go1.27.3 go test -count=1 -v -run TestTablesAgainstXText ./internal/uts46/)
echo "$out" | tail -3
case "$out" in *"--- PASS: TestTablesAgainstXText"*) ;; *) echo "TestTablesAgainstXText did not pass under Go 1.27"; exit 1 ;; esac
