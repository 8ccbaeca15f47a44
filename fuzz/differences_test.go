// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

// TestResolveDifferences checks each accepted difference on its example:
// uriparser and RFC 3986 5.2 really differ there, the entry explains it,
// and no other entry does.
func TestResolveDifferences(t *testing.T) {
	for _, d := range resolveDifferences {
		want, ok := refResolve(d.Base, d.Ref)
		got, err := UriparserResolve(d.Base, d.Ref)
		if !ok || err != nil {
			t.Errorf("%s: example %q + %q does not resolve: %v %v", d.Name, d.Base, d.Ref, ok, err)
			continue
		}
		if got == want {
			t.Errorf("%s: example %q + %q: both give %q, no difference", d.Name, d.Base, d.Ref, got)
			continue
		}
		for _, o := range resolveDifferences {
			if e := o.Explains(got, want); e != (o.Name == d.Name) {
				t.Errorf("%s: example %q vs %q: entry %s explains = %v", d.Name, got, want, o.Name, e)
			}
		}
	}
	// The guard entry matters because uriparser's output is another URI:
	// it has an authority.
	got, _ := UriparserResolve("a:/b", "/..//evil")
	if r := Ours(got); !r.Valid || r.Comps[2] != (Comp{true, "evil"}) {
		t.Errorf("uriparser gives %q (%+v), expected the host evil", got, r)
	}
	// An unrelated difference is explained by nothing.
	if name := explainResolve("a:/b", "c", "a:/x", "a:/c"); name != "" {
		t.Errorf("a:/x vs a:/c explained by %s", name)
	}
}

// TestResolveVectors checks refResolve and uriparser on the strict vectors
// of ../testdata/resolve.jsonl.
func TestResolveVectors(t *testing.T) {
	n := 0
	for _, v := range readJSONL[resolveVector](t, "resolve.jsonl") {
		if !v.Strict {
			continue
		}
		n++
		if got, ok := refResolve(v.Base, v.Ref); !ok || got != v.Out {
			t.Errorf("refResolve(%q, %q) = %q, %v; want %q", v.Base, v.Ref, got, ok, v.Out)
		}
		got, err := UriparserResolve(v.Base, v.Ref)
		if err != nil || got != v.Out && explainResolve(v.Base, v.Ref, got, v.Out) == "" {
			t.Errorf("uriparser resolve(%q, %q) = %q, %v; want %q", v.Base, v.Ref, got, err, v.Out)
		}
	}
	if n != 42 {
		t.Errorf("%d strict vectors, want 42", n)
	}
}

// TestRemoveDots checks the model of RFC 3986 5.2.4 on ../testdata/dot.jsonl.
func TestRemoveDots(t *testing.T) {
	for _, v := range readJSONL[testkit.DotVector](t, "dot.jsonl") {
		if got := testkit.RemoveDotSegments(v.In); got != v.Out {
			t.Errorf("testkit.RemoveDotSegments(%q) = %q, want %q", v.In, got, v.Out)
		}
	}
}

// TestDotSegmentKept checks the other shapes of dot-segment-kept that the
// fuzzer found.
func TestDotSegmentKept(t *testing.T) {
	for _, tt := range []struct{ base, ref, got, want string }{
		{"A:", ".//", "A:.//", "A:/"},
		{"A:..///", "0", "A:.///0", "A:/.//0"},
		{"A://///", "0", "A:///.///0", "A://///0"},
		{"A://0///", "0", "A://0/.///0", "A://0///0"},
	} {
		want, _ := refResolve(tt.base, tt.ref)
		got, err := UriparserResolve(tt.base, tt.ref)
		if want != tt.want || got != tt.got || err != nil {
			t.Errorf("%q + %q: uriparser %q (%v), 5.2 %q; want %q, %q", tt.base, tt.ref, got, err, want, tt.got, tt.want)
			continue
		}
		if name := explainResolve(tt.base, tt.ref, got, want); name != "dot-segment-kept" {
			t.Errorf("%q + %q explained by %q", tt.base, tt.ref, name)
		}
	}
	// Found by FuzzUriparserResolve: the IPv6 host expanded and the "."
	// segment kept, in one target.
	{
		base, ref := "A://[::]///", "0"
		want, _ := refResolve(base, ref)
		got, err := UriparserResolve(base, ref)
		if want != "A://[::]///0" || got != "A://[0000:0000:0000:0000:0000:0000:0000:0000]/.///0" || err != nil {
			t.Errorf("%q + %q: uriparser %q (%v), 5.2 %q", base, ref, got, err, want)
		} else if name := explainResolve(base, ref, got, want); name != "ipv6-expanded+dot-segment-kept" {
			t.Errorf("%q + %q explained by %q", base, ref, name)
		}
		// An expanded host alone does not excuse another host.
		if name := explainResolve("", "", "A://[0:0:0:0:0:0:0:1]/.///0", "A://[::]///0"); name != "" {
			t.Errorf("different IPv6 hosts explained by %q", name)
		}
	}
	if name := explainResolve("A:", "000/..//", "A:.//", "A:/.//"); name != "rootless-stays-rootless" {
		t.Errorf("A: + 000/..// explained by %q", name)
	}
	// One extra segment only, and not a ".." one.
	for _, tt := range [][2]string{{"A:/././", "A:/"}, {"A:/../", "A:/"}, {"A:/./x", "A:/y"}} {
		if name := explainResolve("", "", tt[0], tt[1]); name != "" {
			t.Errorf("%q vs %q explained by %q", tt[0], tt[1], name)
		}
	}
}
