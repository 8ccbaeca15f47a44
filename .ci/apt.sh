#!/usr/bin/env bash
# Sourced by the CI steps: apt_install PACKAGE... installs the Debian
# packages that are not installed yet (as root, or through sudo), trying
# the package mirror up to three times so that a transient network error
# does not fail the run.
#
# apt_prefetch PACKAGE... starts installing them in the background, so that
# a fresh machine downloads and unpacks while the tests use the CPU; .ci/run
# calls it once at the start with every package any step needs. apt_install
# first waits for that background install (one apt at a time: they share
# a lock), then installs whatever is still missing, in the foreground, so
# that a step sees the mirror's errors itself.
APT_PREFETCH_LOG="${APT_PREFETCH_LOG:-${TMPDIR:-/tmp}/uriscan-ci-apt.log}"
APT_PREFETCH_PIDFILE="${APT_PREFETCH_LOG}.pid"

apt_missing() {
	local p
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || echo "$p"
	done
}

apt_get() {
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	local try
	for try in 1 2 3; do
		if $sudo apt-get update -qq && $sudo apt-get install -y -qq "$@" >/dev/null; then
			return 0
		fi
		echo "apt-get install $*: attempt $try failed" >&2
		sleep $((try * 10))
	done
	return 1
}

apt_prefetch() {
	local missing
	missing=$(apt_missing "$@")
	[ -z "$missing" ] && return 0
	# shellcheck disable=SC2086
	(DEBIAN_FRONTEND=noninteractive apt_get $missing >"$APT_PREFETCH_LOG" 2>&1 || true) &
	echo $! >"$APT_PREFETCH_PIDFILE"
	echo "installing in the background: $(echo $missing)"
}

apt_wait_prefetch() {
	[ -f "$APT_PREFETCH_PIDFILE" ] || return 0
	local pid
	pid=$(cat "$APT_PREFETCH_PIDFILE")
	while kill -0 "$pid" 2>/dev/null; do sleep 1; done
	rm -f "$APT_PREFETCH_PIDFILE"
}

apt_install() {
	apt_wait_prefetch
	local missing
	missing=$(apt_missing "$@")
	[ -z "$missing" ] && return 0
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive apt_get $missing
}
