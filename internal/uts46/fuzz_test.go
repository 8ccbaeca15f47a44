// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"bytes"
	"testing"
)

// FuzzToASCII checks, on any input, that AppendToASCII does not panic,
// appends to dst without touching what it holds, gives ASCII, returns dst
// unchanged on failure, agrees with the fast path where that applies, is
// idempotent (its result is its own ASCII form), and that AppendToUnicode
// succeeds exactly when it does and gives back the same ASCII form.
func FuzzToASCII(f *testing.F) {
	for _, s := range []string{"www.Example.com", "bücher.de", "xn--bcher-kva.de", "a\u0301\u0323", "\u0628\u200c\u0628", "\u05d0.1a", "xn--a", "\ufdfa", "a\xff", "⒈.com", "ẞ.com"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		prefix := []byte("keep")
		dst := append(make([]byte, 0, 8), prefix...)
		out, err := AppendToASCII(dst, in)
		if !bytes.Equal(out[:len(prefix)], prefix) {
			t.Fatalf("%+q: dst's bytes changed", in)
		}
		if err != nil {
			if len(out) != len(prefix) {
				t.Fatalf("%+q: failure %v with a result", in, err)
			}
			if _, uerr := AppendToUnicode(nil, in); uerr == nil {
				t.Fatalf("%+q: ToASCII fails (%v), ToUnicode does not", in, err)
			}
			return
		}
		res := out[len(prefix):]
		for _, c := range res {
			if c >= 0x80 {
				t.Fatalf("%+q: result %+q is not ASCII", in, res)
			}
		}
		if fast, ok := appendASCII(nil, in); ok {
			slow, _, serr := process(nil, in, false)
			if serr != 0 || !bytes.Equal(fast, slow) {
				t.Fatalf("%+q: fast path %+q, full path %+q, %v", in, fast, slow, serr)
			}
		}
		again, err := AppendToASCII(nil, res)
		if err != nil || !bytes.Equal(again, res) {
			t.Fatalf("%+q: ToASCII of %+q gives %+q, %v", in, res, again, err)
		}
		u, err := AppendToUnicode(nil, in)
		if err != nil {
			t.Fatalf("%+q: ToASCII gives %+q, ToUnicode fails: %v", in, res, err)
		}
		back, err := AppendToASCII(nil, u)
		if err != nil || !bytes.Equal(back, res) {
			t.Fatalf("%+q: ToUnicode gives %+q, whose ToASCII is %+q, %v; want %+q", in, u, back, err, res)
		}
	})
}
