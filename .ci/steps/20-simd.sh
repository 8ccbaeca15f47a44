#!/usr/bin/env bash
# SIMD kernels (issue 3): the generated amd64 assembly is up to date, the
# arm64 NEON kernels pass every test under qemu, the portable build passes,
# and go vet (asmdecl) is clean for both architectures.
set -euo pipefail
cd "$(dirname "$0")/../.."

echo "-- regenerate scan_amd64.s with avo (_asm) and compare"
(cd _asm && go generate)
git diff --exit-code -- scan_amd64.s

# Cross builds without cgo: .ci/run sets CGO_ENABLED=1 for the fuzz and
# bench steps, and the host's C compiler cannot build runtime/cgo for arm64
# or 386 (the playground's build command imports net/http, which uses it).
echo "-- go vet, amd64 and arm64 (asmdecl)"
GOARCH=amd64 go vet ./...
CGO_ENABLED=0 GOARCH=arm64 go vet ./...

# The packages whose test binaries link the root package, the only one
# with architecture-specific code: the tag purego and GOARCH change only
# what they run. The others (internal/decompress, internal/uts46, ...)
# are pure Go without unsafe: under purego they build the same program as
# in .ci/test, and under arm64 the same Go for another backend of the
# compiler, little-endian and 64-bit as amd64 is.
root=github.com/uriscan/uri
kernel_users=() others=()
for p in $(go list ./...); do
  if go list -deps -test "$p" | grep -qx "$root"; then kernel_users+=("$p"); else others+=("$p"); fi
done

echo "-- tests with -tags purego (generic kernels only)"
# The command's long tests (a compressed file cut at every offset) test
# the command, not the kernels: they run whole in .ci/test and -short here.
# The linearity tests that count instructions under valgrind (-skip
# Instructions) ran in .ci/test, on the AVX2 kernel: each kernel reads a
# block once, so the generic one changes their constant, not their shape.
go test -tags purego -skip Instructions $(printf '%s\n' "${kernel_users[@]}" | grep -v /scan)
go test -tags purego -short $(printf '%s\n' "${kernel_users[@]}" | grep /scan)

echo "-- arm64 tests under qemu"
source .ci/apt.sh
command -v qemu-aarch64-static >/dev/null || apt_install qemu-user-static
# The root package's tests take most of the time under qemu: its test
# binary runs as two shards at once, split by the first letter of the
# tests' names (-test.run and -test.skip of the same pattern: every test,
# example and fuzz seed runs in one of them), beside the other packages.
qt=$(mktemp -d)
CGO_ENABLED=0 GOARCH=arm64 go test -c -o "$qt/uri.test" .
shard='^(Test[A-Ma-m]|Example)'
# -short: every test runs, with the smaller inputs it takes for -short
# (the kernels' tests keep every length up to a block and past it); the
# whole sizes run natively above, under every amd64 kernel and purego.
(qemu-aarch64-static "$qt/uri.test" -test.short -test.run "$shard" >"$qt/a.log" 2>&1; echo $? >"$qt/a.rc") &
(qemu-aarch64-static "$qt/uri.test" -test.short -test.skip "$shard" >"$qt/b.log" 2>&1; echo $? >"$qt/b.rc") &
# The other packages that link the root package run -short under qemu:
# their long tests (scan's cut of every compressed file at every offset)
# test the command, not the kernels, and run whole natively in .ci/test.
# scan's tests reach the kernels only through the root package's
# functions, whose own tests above run the NEON kernels against the
# generic ones on every length and byte; its binary, like those of the
# packages that do not link the root package, is built for arm64 and
# started under qemu with no test selected (it links, and its package
# initialization and the kernel selection run on arm64), and its tests
# run natively under the amd64 kernels and under purego.
CGO_ENABLED=0 GOARCH=arm64 go test -short -exec qemu-aarch64-static \
  $(printf '%s\n' "${kernel_users[@]}" | grep -vx "$root\|$root/scan")
CGO_ENABLED=0 GOARCH=arm64 go test -run '^$' -exec qemu-aarch64-static "$root/scan" "${others[@]}"
wait
for sh in a b; do
  if [ "$(cat "$qt/$sh.rc")" != 0 ]; then
    echo "root package, shard $sh, under qemu:"; cat "$qt/$sh.log"; exit 1
  fi
  echo "root package, shard $sh: $(tail -n 1 "$qt/$sh.log")"
done


echo "-- 32-bit build (386): go vet, and the root package's short tests, run natively"
CGO_ENABLED=0 GOARCH=386 go vet ./...
CGO_ENABLED=0 GOARCH=386 go test -c -o "${TMPDIR:-/tmp}/uri-386.test" .
if "${TMPDIR:-/tmp}/uri-386.test" -test.run '^$' >/dev/null 2>&1; then
  "${TMPDIR:-/tmp}/uri-386.test" -test.short
else
  echo "this kernel does not run 32-bit x86 binaries: 386 is vetted and built, not run"
fi
