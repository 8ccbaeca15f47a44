// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The native ada peer (WHATWG URL, C++): the same work as the goada
// entries, without cgo. Built by bench/native.go against the ada
// amalgamation (ada.h, ada.cpp) that the goada module brings.
#include "harness.h"

#include <string>
#include <string_view>

#include "ada.h"

namespace {

// keep holds the strings of a reading in text mode, which outlive the
// ada objects they were read from.
std::string keep_a, keep_b;

int read_out(reading *out, std::string_view a, std::string_view b, int text) {
	if (text) {
		keep_a.assign(a);
		keep_b.assign(b);
		a = keep_a;
		b = keep_b;
	}
	out->a = span{a.data(), a.size()};
	out->b = span{b.data(), b.size()};
	return 1;
}

std::string_view view(span s) { return std::string_view(s.p, s.n); }

// parse: an absolute URL (WHATWG has no relative URL without a base);
// read the host name and the path, as goada's Hostname and Pathname do.
int parse(span, span in, reading *out, int text) {
	auto u = ada::parse<ada::url_aggregator>(view(in));
	if (!u) return 0;
	return read_out(out, u->get_hostname(), u->get_pathname(), text);
}

// can_parse: validity only, without building a URL (ada's fastest path).
int can_parse(span, span in, reading *out, int) {
	out->a = out->b = harness_empty;
	return ada::can_parse(view(in)) ? 1 : 0;
}

// target: a request target against the Host, parsed once as a server
// does (goada's NewWithBase parses both strings per call).
const ada::url_aggregator &target_base() {
	static const ada::url_aggregator base = *ada::parse<ada::url_aggregator>("http://example.com");
	return base;
}

int target(span, span in, reading *out, int text) {
	auto u = ada::parse<ada::url_aggregator>(view(in), &target_base());
	if (!u) return 0;
	return read_out(out, u->get_hostname(), u->get_pathname(), text);
}

// resolve: both parsed per pair, as uriscan's AppendResolve and net/url
// do; write the result (href).
int resolve(span base, span in, reading *out, int text) {
	auto b = ada::parse<ada::url_aggregator>(view(base));
	if (!b) return 0;
	auto u = ada::parse<ada::url_aggregator>(view(in), &*b);
	if (!u) return 0;
	return read_out(out, u->get_href(), std::string_view(), text);
}

// normalize: the WHATWG serialization is ada's normalization.
int normalize(span, span in, reading *out, int text) {
	auto u = ada::parse<ada::url_aggregator>(view(in));
	if (!u) return 0;
	return read_out(out, u->get_href(), std::string_view(), text);
}

// host: the hostname, and "host" when the URL has a host (null or not:
// has_hostname), for the tests of the web package (webhost_test.go).
int host(span, span in, reading *out, int text) {
	auto u = ada::parse<ada::url_aggregator>(view(in));
	if (!u) return 0;
	return read_out(out, u->get_hostname(), u->has_hostname() ? "host" : "", text);
}

const entry entries[] = {
	{"parse", parse}, {"can_parse", can_parse}, {"target", target}, {"resolve", resolve}, {"normalize", normalize},
	{"host", host},
};

}  // namespace

int main() {
	target_base();
	return harness_main("ada", ADA_VERSION, entries, sizeof entries / sizeof entries[0]);
}
