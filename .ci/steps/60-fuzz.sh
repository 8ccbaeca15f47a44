#!/usr/bin/env bash
# Fuzz step: the fuzz module's tests (uriparser and net/url differentials,
# cgo), then every fuzz target for a few seconds. Bounded to ~2 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! [ -f /usr/include/uriparser/Uri.h ]; then
  (apt-get update -qq && apt-get install -y -qq liburiparser-dev) >/dev/null
fi
export CGO_ENABLED=1
(cd fuzz && go vet ./... && go test -count=1 ./...)
for t in FuzzParse FuzzRefInvariants FuzzHostNetip FuzzErrorOffset FuzzKernel; do
  echo "-- $t"; go test -run '^$' -fuzz "^$t\$" -fuzztime 5s -parallel 2 . 2>&1 | tail -1
done
for t in FuzzUriparser FuzzUriparserResolve FuzzNetURL; do
  echo "-- $t"; (cd fuzz && go test -run '^$' -fuzz "^$t\$" -fuzztime 5s -parallel 2 . 2>&1 | tail -1)
done
