#!/usr/bin/env bash
# Sourced by the CI steps: apt_install PACKAGE... installs the Debian
# packages that are not installed yet (as root, or through sudo), trying
# the package mirror up to three times so that a transient network error
# does not fail the run.
apt_install() {
	local missing=() p
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
	done
	[ ${#missing[@]} = 0 ] && return 0
	local sudo=""
	[ "$(id -u)" = 0 ] || sudo=sudo
	local try
	for try in 1 2 3; do
		if $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null; then
			return 0
		fi
		echo "apt-get install ${missing[*]}: attempt $try failed" >&2
		sleep $((try * 10))
	done
	return 1
}
