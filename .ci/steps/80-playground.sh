#!/usr/bin/env bash
# playground/: the package and the page's WebAssembly module compile and
# vet clean for js/wasm (with -tags purego, as the page is built), and the
# end-to-end test builds the page, serves it on localhost and drives it in
# Debian's headless Chromium (playwright-core from npm, pinned by
# playground/package-lock.json). It installs chromium, and Node.js when
# missing; where chromium cannot be installed the browser tests skip,
# saying so, and only the build is checked. .ci/run starts installing
# chromium and Node.js in the background at its start.
set -euo pipefail
cd "$(dirname "$0")/../.."
source .ci/apt.sh
t0=$(date +%s)

# staticcheck's own binary is built for this machine (cached by the
# staticcheck step of .ci/run), then pointed at js/wasm.
bin=$(mktemp -d)
GOBIN="$bin" go install honnef.co/go/tools/cmd/staticcheck@v0.8.2
# -trimpath, as playground/build builds the module: vet, staticcheck and the
# build then share one compilation of each package for js/wasm.
js=(env GOOS=js GOARCH=wasm GOFLAGS="${GOFLAGS:+$GOFLAGS }-trimpath")
"${js[@]}" go vet -tags purego . ./playground/...
"${js[@]}" "$bin/staticcheck" -tags purego ./playground/...
echo "js/wasm vet and staticcheck: $(( $(date +%s) - t0 ))s"

t1=$(date +%s)
apt_install chromium || echo "chromium could not be installed: the browser tests will skip" >&2
command -v node >/dev/null || apt_install nodejs
echo "chromium and node: $(( $(date +%s) - t1 ))s ($(node --version), $(chromium --version 2>/dev/null || echo 'no chromium'))"

export PLAYGROUND_ARTIFACTS="${PLAYGROUND_ARTIFACTS:-$bin/artifacts}"
cd playground
npm ci --no-audit --no-fund
npm test
echo "playground step: $(( $(date +%s) - t0 ))s; screenshot in $PLAYGROUND_ARTIFACTS"
