// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"regexp"
	"strings"
	"testing"
)

// This file holds a slow reference parser transcribed rule by rule from
// the ABNF of RFC 3986 Appendix A into a regular expression, in the spirit
// of net/netip's parseIPSlow. It shares no code with the real parser (not
// even the class table), so the two can be compared on any input.
//
// Go's regexp reports the submatches a backtracking matcher would find
// (leftmost-first), so alternatives are tried in the order the ABNF lists
// them: URI before relative-ref, and IP-literal, IPv4address, reg-name for
// the host (the first-match-wins rule of 3.2.2).

// abnf holds the rules, each a regexp fragment without capturing groups.
var abnf = abnfRules(false)

// abnfRules returns the rules of RFC 3986 Appendix A or, when iri is set,
// those of RFC 3987 2.2, which differ in two: iunreserved, which adds
// ucschar to unreserved, takes its place everywhere but in IP literals, and
// iquery adds iprivate to query. The rules keep the names of RFC 3986
// ("userinfo" stands for iuserinfo, and so on).
func abnfRules(iri bool) map[string]string {
	r := map[string]string{}
	r["ALPHA"] = `[A-Za-z]`
	r["DIGIT"] = `[0-9]`
	r["HEXDIG"] = `[0-9A-Fa-f]`
	r["pct-encoded"] = `%` + r["HEXDIG"] + r["HEXDIG"]
	r["unreserved"] = `[A-Za-z0-9\-._~]`
	if iri {
		// ucschar and iprivate, as RFC 3987 2.2 lists them.
		r["ucschar"] = `[\x{A0}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFEF}` +
			`\x{10000}-\x{1FFFD}\x{20000}-\x{2FFFD}\x{30000}-\x{3FFFD}` +
			`\x{40000}-\x{4FFFD}\x{50000}-\x{5FFFD}\x{60000}-\x{6FFFD}` +
			`\x{70000}-\x{7FFFD}\x{80000}-\x{8FFFD}\x{90000}-\x{9FFFD}` +
			`\x{A0000}-\x{AFFFD}\x{B0000}-\x{BFFFD}\x{C0000}-\x{CFFFD}` +
			`\x{D0000}-\x{DFFFD}\x{E1000}-\x{EFFFD}]`
		r["iprivate"] = `[\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}]`
	}
	r["iunreserved"] = r["unreserved"]
	if iri {
		r["iunreserved"] = `(?:` + r["unreserved"] + `|` + r["ucschar"] + `)`
	}
	r["sub-delims"] = `[!$&'()*+,;=]`
	r["pchar"] = `(?:` + r["iunreserved"] + `|` + r["pct-encoded"] + `|` + r["sub-delims"] + `|[:@])`
	r["scheme"] = r["ALPHA"] + `(?:` + r["ALPHA"] + `|` + r["DIGIT"] + `|[+\-.])*`
	r["userinfo"] = `(?:` + r["iunreserved"] + `|` + r["pct-encoded"] + `|` + r["sub-delims"] + `|:)*`
	r["h16"] = r["HEXDIG"] + `{1,4}`
	r["dec-octet"] = `(?:25[0-5]|2[0-4]` + r["DIGIT"] + `|1` + r["DIGIT"] + `{2}|[1-9]` + r["DIGIT"] + `|` + r["DIGIT"] + `)`
	r["IPv4address"] = r["dec-octet"] + `\.` + r["dec-octet"] + `\.` + r["dec-octet"] + `\.` + r["dec-octet"]
	r["ls32"] = `(?:` + r["h16"] + `:` + r["h16"] + `|` + r["IPv4address"] + `)`
	h16c := `(?:` + r["h16"] + `:)`
	upTo := func(n int) string { // [ *n( h16 ":" ) h16 ]
		return `(?:` + h16c + `{0,` + string(rune('0'+n)) + `}` + r["h16"] + `)?`
	}
	r["IPv6address"] = `(?:` + strings.Join([]string{
		h16c + `{6}` + r["ls32"],
		`::` + h16c + `{5}` + r["ls32"],
		`(?:` + r["h16"] + `)?::` + h16c + `{4}` + r["ls32"],
		upTo(1) + `::` + h16c + `{3}` + r["ls32"],
		upTo(2) + `::` + h16c + `{2}` + r["ls32"],
		upTo(3) + `::` + h16c + r["ls32"],
		upTo(4) + `::` + r["ls32"],
		upTo(5) + `::` + r["h16"],
		upTo(6) + `::`,
	}, `|`) + `)`
	r["IPvFuture"] = `[vV]` + r["HEXDIG"] + `+\.(?:` + r["unreserved"] + `|` + r["sub-delims"] + `|:)+`
	r["reg-name"] = `(?:` + r["iunreserved"] + `|` + r["pct-encoded"] + `|` + r["sub-delims"] + `)*`
	r["port"] = r["DIGIT"] + `*`
	r["segment"] = r["pchar"] + `*`
	r["segment-nz"] = r["pchar"] + `+`
	r["segment-nz-nc"] = `(?:` + r["iunreserved"] + `|` + r["pct-encoded"] + `|` + r["sub-delims"] + `|@)+`
	r["path-abempty"] = `(?:/` + r["segment"] + `)*`
	r["path-absolute"] = `/(?:` + r["segment-nz"] + `(?:/` + r["segment"] + `)*)?`
	r["path-noscheme"] = r["segment-nz-nc"] + `(?:/` + r["segment"] + `)*`
	r["path-rootless"] = r["segment-nz"] + `(?:/` + r["segment"] + `)*`
	r["query"] = `(?:` + r["pchar"] + `|[/?])*`
	r["fragment"] = r["query"]
	if iri {
		r["query"] = `(?:` + r["pchar"] + `|` + r["iprivate"] + `|[/?])*`
	}
	return r
}

// slowRE is URI-reference with named groups; the groups of the URI
// alternative end in 1, those of the relative-ref alternative in 2.
// slowIRIRE is IRI-reference, with the same groups.
var (
	slowRE    = slowRegexp(abnf)
	slowIRIRE = slowRegexp(abnfRules(true))
)

// slowRegexp returns the regular expression of URI-reference (or
// IRI-reference) written with the rules r.
func slowRegexp(r map[string]string) *regexp.Regexp {
	part := func(n string, rootless string) string {
		authority := `(?:(?P<userinfo` + n + `>` + r["userinfo"] + `)@)?` +
			`(?:\[(?P<ipv6` + n + `>` + r["IPv6address"] + `)\]` +
			`|\[(?P<ipvfuture` + n + `>` + r["IPvFuture"] + `)\]` +
			`|(?P<ipv4` + n + `>` + r["IPv4address"] + `)` +
			`|(?P<regname` + n + `>` + r["reg-name"] + `))` +
			`(?::(?P<port` + n + `>` + r["port"] + `))?`
		return `(?:(?P<auth` + n + `>//)` + authority + `(?P<pathA` + n + `>` + r["path-abempty"] + `)` +
			`|(?P<pathB` + n + `>` + r["path-absolute"] + `|` + rootless + `|))` +
			`(?:(?P<q` + n + `>\?)(?P<query` + n + `>` + r["query"] + `))?` +
			`(?:(?P<f` + n + `>#)(?P<fragment` + n + `>` + r["fragment"] + `))?`
	}
	uri := `(?P<scheme1>` + r["scheme"] + `):` + part("1", r["path-rootless"])
	rel := part("2", r["path-noscheme"])
	return regexp.MustCompile(`^(?:` + uri + `|` + rel + `)$`)
}

// slowResult is what the slow parser finds: the components as the
// conformance vectors spell them (nil when undefined) and the host kind.
type slowResult struct {
	valid    bool
	comps    [7]*string
	hostKind HostKind
}

// parseSlow parses s with slowRE.
func parseSlow(s string) slowResult { return parseSlowRE(slowRE, s) }

// parseSlowRE parses s with re, slowRE or slowIRIRE.
func parseSlowRE(slowRE *regexp.Regexp, s string) slowResult {
	idx := slowRE.FindStringSubmatchIndex(s)
	if idx == nil {
		return slowResult{}
	}
	res := slowResult{valid: true}
	group := func(name string) *string {
		i := slowRE.SubexpIndex(name)
		if idx[2*i] < 0 {
			return nil
		}
		v := s[idx[2*i]:idx[2*i+1]]
		return &v
	}
	n := "2"
	if group("scheme1") != nil {
		n = "1"
		res.comps[ComponentScheme] = group("scheme1")
	}
	if group("auth"+n) != nil {
		res.comps[ComponentUserinfo] = group("userinfo" + n)
		for _, k := range []struct {
			name string
			kind HostKind
		}{{"ipv6", HostIPv6}, {"ipvfuture", HostIPvFuture}, {"ipv4", HostIPv4}, {"regname", HostRegName}} {
			if h := group(k.name + n); h != nil {
				res.comps[ComponentHost] = h
				res.hostKind = k.kind
				break
			}
		}
		res.comps[ComponentPort] = group("port" + n)
		res.comps[ComponentPath] = group("pathA" + n)
	} else {
		res.comps[ComponentPath] = group("pathB" + n)
	}
	if group("q"+n) != nil {
		res.comps[ComponentQuery] = group("query" + n)
	}
	if group("f"+n) != nil {
		res.comps[ComponentFragment] = group("fragment" + n)
	}
	return res
}

// checkAgainstSlow compares Parse with parseSlow on s.
func checkAgainstSlow(t *testing.T, s string) {
	t.Helper()
	r, err := Parse(s)
	if !sameAsSlow(t, "Parse", s, r, err, parseSlow(s)) {
		return
	}
	// The authority is not one of the seven components: it runs from the
	// "//" after the scheme to the path (its start is derived, not stored).
	if r.HasAuthority() {
		start := 2
		if r.HasScheme() {
			start += r.Scheme().End + 1
		}
		if a := r.Authority(); a != (Span{start, r.Path().Start}) || s[start-2:start] != "//" {
			t.Errorf("Parse(%q).Authority() = %v, want [%d,%d)", s, a, start, r.Path().Start)
		}
	}
}

func TestSlowParserConformance(t *testing.T) {
	// The slow parser is itself checked against the vectors, so that the
	// comparisons below compare the fast parser with something right.
	for _, v := range readJSONL[parseVector](t, "parse.jsonl") {
		res := parseSlow(v.In)
		if res.valid != v.Valid {
			t.Errorf("parseSlow(%q).valid = %v, want %v", v.In, res.valid, v.Valid)
			continue
		}
		if !v.Valid {
			continue
		}
		want := v.Components()
		for c := range want {
			if !sameComponent(res.comps[c], want[c]) {
				t.Errorf("parseSlow(%q).%v = %s, want %s", v.In, Component(c), strp(res.comps[c]), strp(want[c]))
			}
		}
	}
}

func TestParseAgreesWithSlow(t *testing.T) {
	n := 0
	for _, s := range allTestInputs(t) {
		checkAgainstSlow(t, s)
		n++
	}
	if n < 1000 {
		t.Fatalf("only %d inputs compared", n)
	}
}

// FuzzParse checks that Parse never panics, agrees with the slow parser,
// treats strings and byte slices alike, reports an offset inside the input
// on failure, and that Split agrees with Parse on every valid input.
func FuzzParse(f *testing.F) {
	for _, s := range seedInputs(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkAgainstSlow(t, s)
		// The block parser, when it is in use, gives exactly the Ref of
		// the byte-at-a-time one.
		r0, code0 := parse(s)
		if wr, wcode := parseScalar(s); r0 != wr || code0 != wcode {
			t.Fatalf("parse(%q) = %+v, %v; parseScalar gives %+v, %v", s, r0, code0, wr, wcode)
		}
		r, err := Parse(s)
		rb, errb := Parse([]byte(s))
		if r != rb || err != errb {
			t.Fatalf("Parse(%q) = %+v, %v; []byte gives %+v, %v", s, r, err, rb, errb)
		}
		if err != nil {
			if off := r.ErrorOffset(); off < 0 || off > len(s) {
				t.Fatalf("Parse(%q): error offset %d outside the input", s, off)
			}
			return
		}
		checkSplitAgrees(t, s, r)
	})
}

// sameAsSlow compares the result of a parser, named name, on s with what
// a slow model finds, and reports whether s is valid.
func sameAsSlow(t *testing.T, name, s string, r Ref, err error, want slowResult) bool {
	t.Helper()
	if (err == nil) != want.valid {
		t.Errorf("%s(%q): err = %v at %d; slow parser says valid = %v", name, s, err, r.ErrorOffset(), want.valid)
		return false
	}
	if !want.valid {
		return false
	}
	got := components(r, s)
	for c := range got {
		if !sameComponent(got[c], want.comps[c]) {
			t.Errorf("%s(%q).%v = %s; slow parser gives %s", name, s, Component(c), strp(got[c]), strp(want.comps[c]))
		}
	}
	if r.HostKind() != want.hostKind {
		t.Errorf("%s(%q).HostKind() = %v; slow parser gives %v", name, s, r.HostKind(), want.hostKind)
	}
	return true
}

// checkSplitAgrees checks that Split finds the boundaries Parse found.
func checkSplitAgrees(t *testing.T, s string, r Ref) {
	t.Helper()
	sr := Split(s)
	got, want := components(sr, s), components(r, s)
	for c := range got {
		if !sameComponent(got[c], want[c]) {
			t.Errorf("Split(%q).%v = %s; Parse gives %s", s, Component(c), strp(got[c]), strp(want[c]))
		}
	}
	if sr.HostKind() != r.HostKind() || sr.PathKind() != r.PathKind() {
		t.Errorf("Split(%q) kinds %v, %v; Parse gives %v, %v", s, sr.HostKind(), sr.PathKind(), r.HostKind(), r.PathKind())
	}
}
