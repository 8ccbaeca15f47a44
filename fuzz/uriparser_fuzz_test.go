// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"testing"

	"github.com/uriscan/uri"
)

// seeds returns the parse vectors' inputs and the resolution vectors'
// bases and references.
func seeds(tb testing.TB) []string {
	var out []string
	for _, v := range readJSONL[parseVector](tb, "parse.jsonl") {
		out = append(out, v.In)
	}
	for _, v := range readJSONL[resolveVector](tb, "resolve.jsonl") {
		out = append(out, v.Base, v.Ref)
	}
	return out
}

// FuzzUriparser checks that uri.Parse and uriparser agree on validity and,
// for valid input, on every component (defined or not, and its text) and
// on the host kind.
func FuzzUriparser(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkUriparser(t, s)
	})
}

func checkUriparser(t *testing.T, s string) {
	t.Helper()
	ours, theirs := Ours(s), Uriparser(s)
	if d := diff(ours, theirs); d != "" {
		if name := explainParse(s, ours, theirs); name != "" {
			return
		}
		t.Errorf("uri.Parse(%q) and uriparser differ:%s (ours vs uriparser)", s, d)
	}
}

// FuzzUriparserResolve resolves ref against base with uriparser in strict
// mode and with uri.AppendResolve, and compares both targets with
// refResolve, the RFC 3986 5.2 transcription: uri.AppendResolve must match
// it exactly, uriparser through the accepted differences; the target must
// be a valid URI for uri.Parse.
func FuzzUriparserResolve(f *testing.F) {
	for _, v := range readJSONL[resolveVector](f, "resolve.jsonl") {
		f.Add(v.Base, v.Ref)
	}
	for _, d := range resolveDifferences {
		f.Add(d.Base, d.Ref)
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		checkUriparserResolve(t, base, ref)
	})
}

func checkUriparserResolve(t *testing.T, base, ref string) {
	t.Helper()
	want, ok := refResolve(base, ref)
	// The uri package's resolver must give exactly the transcription's
	// target (no accepted differences there), and refuse what it refuses.
	ours, oerr := uri.AppendResolve(nil, base, ref, uri.ResolveStrict)
	switch {
	case ok && oerr != nil:
		t.Errorf("uri.AppendResolve(%q, %q): %v; RFC 3986 5.2 gives %q", base, ref, oerr, want)
	case ok && string(ours) != want:
		t.Errorf("uri.AppendResolve(%q, %q) = %q; RFC 3986 5.2 gives %q", base, ref, ours, want)
	case !ok && oerr == nil:
		t.Errorf("uri.AppendResolve(%q, %q) = %q, want an error (invalid input or base without scheme)", base, ref, ours)
	}
	got, err := UriparserResolve(base, ref)
	if !ok {
		// An invalid input, or a base without a scheme: uriparser must
		// refuse the invalid ones (the base-without-scheme case is its
		// own business: it resolves against it anyway).
		if Ours(base).Valid && Ours(ref).Valid {
			return
		}
		if err == nil {
			t.Errorf("uriparser resolved %q against invalid base or ref %q: %q", ref, base, got)
		}
		return
	}
	if err != nil {
		t.Errorf("uriparser could not resolve %q against %q: %v (want %q)", ref, base, err, want)
		return
	}
	if !Ours(want).Valid {
		t.Errorf("refResolve(%q, %q) = %q, not a valid URI", base, ref, want)
	}
	if got == want {
		return
	}
	if name := explainResolve(base, ref, got, want); name != "" {
		return
	}
	t.Errorf("resolve %q against %q: uriparser gives %q, RFC 3986 5.2 gives %q", ref, base, got, want)
}
