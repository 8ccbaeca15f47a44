#!/usr/bin/env bash
# bench/: the peer benchmarks build, their wrapper tests pass, and the quick
# mode runs every peer on small generated inputs and checks they agree on
# validity where they must. ada (cgo + C++) is included when a C++
# compiler is present; its first build compiles ada.cpp (about 2 minutes
# on 2 cores, cached afterwards).
set -euo pipefail
cd "$(dirname "$0")/../../bench"
tags=()
if [ "${CGO_ENABLED:-1}" = 1 ] && command -v "$(go env CXX)" >/dev/null 2>&1; then
  tags=(-tags goada)
else
  echo "no C++ compiler ($(go env CXX)) or cgo disabled: ada left out"
fi
go mod verify
go vet "${tags[@]}" ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 "${tags[@]}" ./...
go test "${tags[@]}" ./...
go run "${tags[@]}" ./cmd/uribench -quick >/dev/null
echo "bench quick mode: ok"
