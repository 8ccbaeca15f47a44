// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

// FuzzGateway hands the functions of issue 45 that take text alone any
// two strings: none panics, EqualHost is the equality of the normalized
// forms and is symmetric, the decoded views agree with their models, and
// an accepted Origin header is a URI with an origin.
func FuzzGateway(f *testing.F) {
	for _, c := range hostKeyTests {
		f.Add(c.in, c.key)
	}
	for _, c := range originHeaderTests {
		f.Add(c.in, "https://www.example.com")
	}
	for _, s := range decodedSegmentsInputs {
		f.Add(s, "a=1&b=%20")
	}
	f.Fuzz(func(t *testing.T, s, o string) {
		if len(s) > 256 || len(o) > 256 {
			return
		}
		ks, errs := AppendNormalizeHost(nil, s)
		ko, erro := AppendNormalizeHost(nil, o)
		want := errs == nil && erro == nil && string(ks) == string(ko)
		if got := EqualHost(s, o); got != want || EqualHost(o, s) != got {
			t.Fatalf("EqualHost(%q, %q) = %v; normalized %q, %q (%v, %v)", s, o, got, ks, ko, errs, erro)
		}
		if errs == nil && (len(ks) > len(s)+2 && !strings.Contains(string(ks), ":") || !EqualHost(s, s)) {
			t.Fatalf("AppendNormalizeHost(%q) = %q", s, ks)
		}
		if errs == nil {
			// The normalized form is a host, and its own normalized form.
			if k2, err := AppendNormalizeHost(nil, ks); err != nil || string(k2) != string(ks) {
				t.Fatalf("AppendNormalizeHost(%q) = %q, whose own is %q, %v", s, ks, k2, err)
			}
		}
		if r, null, err := ParseOriginHeader(s); err == nil && !null {
			if _, oerr := AppendOrigin(nil, s, r); oerr != nil || r.Path().Len() != 0 || r.HasUserinfo() {
				t.Fatalf("ParseOriginHeader(%q) = %v; AppendOrigin: %v", s, r, oerr)
			}
		}
		wantSegs, werr := decodedSegmentsModel(s)
		buf, spans, _, err := AppendDecodedSegments(nil, nil, s)
		if (err == nil) != (werr == nil) || len(spans) != len(wantSegs) {
			t.Fatalf("AppendDecodedSegments(%q): %d spans, %v; model %d, %v", s, len(spans), err, len(wantSegs), werr)
		}
		for i, sp := range spans {
			if string(sp.Bytes(buf)) != wantSegs[i] {
				t.Fatalf("AppendDecodedSegments(%q) segment %d = %q, want %q", s, i, sp.Bytes(buf), wantSegs[i])
			}
		}
		mode := EscapeQueryComponent | PlusSpace
		wantPs, werr := decodedParamsModel(o, ParamOptions{}, mode)
		buf, ps, _, err := AppendDecodedParams(nil, nil, o, ParamOptions{}, mode)
		if err != werr || len(ps) != len(wantPs) {
			t.Fatalf("AppendDecodedParams(%q): %d, %v; model %d, %v", o, len(ps), err, len(wantPs), werr)
		}
		for i, p := range ps {
			if got := (modelParam{string(p.Key.Bytes(buf)), string(p.Value.Bytes(buf)), p.HasValue}); got != wantPs[i] {
				t.Fatalf("AppendDecodedParams(%q) param %d = %+v, want %+v", o, i, got, wantPs[i])
			}
		}
		if r, err := Parse(s); err == nil {
			checkPortValue(t, "Parse", s, r)
			_ = MatchHostHeader(s, r, o)
			if out, err := AppendJoinPath(nil, s, r, o); err == nil {
				if _, perr := Parse(out); perr != nil {
					t.Fatalf("AppendJoinPath(%q, %q) = %q, invalid: %v", s, o, out, perr)
				}
			}
		}
	})
}
