#!/usr/bin/env bash
# pgo.sh writes scan/default.pgo, the CPU profile from which the Go
# toolchain optimizes the scan binary (profile-guided optimization: go
# build, go install and go test read default.pgo in the main package's
# directory on their own, -pgo=auto). The profile is that of scan's own
# main jobs, on a generated access log of 256 MiB and on a list of real
# web URLs (the shared kasztp.txt, 40 times: ../shared/datasets, or the
# directory in $URISCAN_DATASETS):
#
#   scan -j 2 and scan -json -j 2 on the log, scan parse -json -j 2 on the list
#
# each run thirty times (URISCAN_CPUPROFILE), by a scan built without a
# profile. Run it from anywhere, after changes that move the time of those
# jobs: a profile older than the code still helps, less. (A list of the
# references in the generated log instead of real URLs made a profile
# that helped the three jobs less: callgrind counted 3.7 to 1.7 points
# fewer instructions saved.)
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

data=${URISCAN_DATASETS:-../shared/datasets}
if [ ! -f "$data/kasztp.txt" ]; then
	echo "pgo.sh: $data/kasztp.txt not found (set URISCAN_DATASETS)" >&2
	exit 2
fi
go build -pgo=off -o "$tmp/scan" ./scan
go run ./scan/internal/accesslog/genlog -bytes $((256 << 20)) > "$tmp/access.log"
for i in $(seq 40); do
	sed '1s/^\xEF\xBB\xBF//' "$data/kasztp.txt" # without its byte order mark
done > "$tmp/refs.txt"
for i in $(seq 30); do
	URISCAN_CPUPROFILE="$tmp/extract$i.prof" "$tmp/scan" -j 2 "$tmp/access.log" > /dev/null
	URISCAN_CPUPROFILE="$tmp/json$i.prof" "$tmp/scan" -json -j 2 "$tmp/access.log" > /dev/null
	# exit 1: some records are invalid, as in any log
	URISCAN_CPUPROFILE="$tmp/parse$i.prof" "$tmp/scan" parse -json -j 2 "$tmp/refs.txt" > /dev/null || [ $? -eq 1 ]
done
go tool pprof -proto "$tmp"/*.prof > scan/default.pgo
echo "pgo.sh: wrote scan/default.pgo ($(wc -c < scan/default.pgo) bytes)"
