// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46_test

import (
	"errors"
	"fmt"

	"github.com/uriscan/uri/internal/uts46"
)

func ExampleAppendToASCII() {
	var buf [64]byte
	for _, d := range []string{"www.Example.COM", "Bücher.example", "ẞ.com", "FAẞ.de", "xn--a.com", "\u05d0.1a"} {
		out, err := uts46.AppendToASCII(buf[:0], []byte(d))
		var e uts46.Error
		if errors.As(err, &e) {
			fmt.Printf("%s: %v (%s)\n", d, err, e.Code())
			continue
		}
		fmt.Printf("%s: %s\n", d, out)
	}
	// Output:
	// www.Example.COM: www.example.com
	// Bücher.example: xn--bcher-kva.example
	// ẞ.com: xn--zca.com
	// FAẞ.de: xn--fa-hia.de
	// xn--a.com: uts46: label holds a code point that is not valid (V7)
	// א.1a: uts46: label breaks the Bidi Rule in a bidi domain (B)
}

func ExampleAppendToUnicode() {
	out, err := uts46.AppendToUnicode(nil, []byte("xn--bcher-kva.EXAMPLE"))
	fmt.Printf("%s %v\n", out, err)
	// Output:
	// bücher.example <nil>
}

func ExampleExplain() {
	fmt.Println(uts46.Explain([]byte("ok.a\u200db.com")))
	fmt.Println(uts46.Explain([]byte("ok.example")) == nil)
	// Output:
	// uts46: zero width joiner out of context in label 1 (bytes 3 to 8)
	// true
}
