#!/usr/bin/env bash
# bench/: the peer benchmarks build, their wrapper tests pass, and the quick
# mode runs every peer on small generated inputs and checks they agree on
# validity (and uriparser on resolution) where they must; an agreement
# failure fails the step. ada through cgo (-tags goada) is included when a
# C++ compiler is present (its first build compiles ada.cpp through cgo,
# cached by Go afterwards). The native peers (ada in C++, uriparser in C:
# bench/native/) are built and run when a C and a C++ compiler are present,
# and then must build: liburiparser-dev is installed when missing, and the
# first build compiles ada.cpp once more, cached in the user cache dir
# afterwards. The command benchmark's quick mode (cmd/scanbench -quick)
# builds scan, genlog and neturlcount and runs every command of the full
# run once on inputs of a few tens of MiB, in a temporary directory it
# removes.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/apt.sh
cd bench
tags=()
if [ "${CGO_ENABLED:-1}" = 1 ] && command -v "$(go env CXX)" >/dev/null 2>&1; then
  tags=(-tags goada)
else
  echo "no C++ compiler ($(go env CXX)) or cgo disabled: goada left out"
fi
native=off
if command -v cc >/dev/null 2>&1 && command -v c++ >/dev/null 2>&1; then
  [ -f /usr/include/uriparser/Uri.h ] || apt_install liburiparser-dev
  native=on
else
  echo "no C or C++ compiler (cc, c++): native peers left out"
fi
go mod verify
go vet "${tags[@]}" ./...
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 "${tags[@]}" ./...
BENCH_NATIVE=$native go test "${tags[@]}" ./...
go run "${tags[@]}" ./cmd/uribench -quick -native "$native" >/dev/null
echo "bench quick mode: ok (native peers: $native)"
go run ./cmd/scanbench -quick >/dev/null
echo "scan command benchmark quick mode: ok"
