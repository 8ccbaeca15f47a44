// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/internal/testkit"
)

// refResolve is the reference model of RFC 3986 5.2.2 (strict), 5.2.3,
// 5.2.4 and 5.3 (testkit.Resolve, with the "/." guard of the conformance
// rulings) on the references uri.Parse accepts: the model shares no code
// with uriparser or with the uri package. ok is false when base is not a
// URI with a scheme or either input is invalid.
func refResolve(base, ref string) (out string, ok bool) {
	b, r := Ours(base), Ours(ref)
	if !b.Valid || !r.Valid || !b.Comps[uri.ComponentScheme].Defined {
		return "", false
	}
	return testkit.Resolve(base, ref, true)
}
