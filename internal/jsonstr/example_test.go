// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package jsonstr_test

import (
	"fmt"

	"github.com/uriscan/uri/internal/jsonstr"
)

func ExampleAppend() {
	b := jsonstr.Append(nil, "/a&b\x7f\xff\u202e café")
	fmt.Println(string(b))
	// Output: "/a&b\u007f\ufffd\u202e café"
}
