#!/usr/bin/env bash
# beam/ (issue 15): the Apache Beam transforms (beam/uris) and the urilogs
# pipeline, a module of their own, tested on the Prism runner in this
# process (no Docker, no Java): go vet, staticcheck, and go test ./...
# (passert on every transform, zero allocations of the DoFn bodies, and
# the summary of urilogs against scan -stats on a generated 4 MiB log and
# a crafted one). The first build downloads the Beam SDK and its
# dependencies (started in the background by .ci/run), then compiles them;
# .ci/run does both in the background at its start.
set -euo pipefail
cd "$(dirname "$0")/../../beam"
# .ci/run compiles beam in the background from its start: wait for it
# rather than compile the same packages twice at once.
if [ -n "${URISCAN_BEAM_WARM:-}" ]; then
  while kill -0 "$URISCAN_BEAM_WARM" 2>/dev/null; do sleep 1; done
fi
go vet ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
go test -count=1 ./...
