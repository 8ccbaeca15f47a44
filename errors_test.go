// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"slices"
	"strings"
	"testing"
)

func TestParseErrorMessage(t *testing.T) {
	_, err := ParseDetailed("http://a b/")
	const want = `uri: invalid character in host at offset 8 (' '): "http://a b/"`
	if err == nil || err.Error() != want {
		t.Errorf("message = %v, want %s", err, want)
	}
	_, err = ParseDetailed([]byte("/%4"))
	if err == nil || !strings.Contains(err.Error(), "at offset 3 (end of input)") {
		t.Errorf("message = %v, want the end of input", err)
	}
	long := "/" + strings.Repeat("a", 500) + " " + strings.Repeat("b", 500)
	_, err = ParseDetailed(long)
	if msg := err.Error(); len(msg) > 300 || !strings.Contains(msg, "offset 501") || !strings.Contains(msg, `a b`) {
		t.Errorf("long input message = %q", msg)
	}
	for c := range ErrorCodes() {
		if c.Name() == "unknown" || strings.Contains(c.Error(), "error ") {
			t.Errorf("code %d has no name or text: %q %q", c, c.Name(), c.Error())
		}
	}
}

// TestErrorCodes checks that ErrorCodes yields every code once, in
// numeric order, and stops when asked.
func TestErrorCodes(t *testing.T) {
	var got []ErrorCode
	for c := range ErrorCodes() {
		got = append(got, c)
	}
	var want []ErrorCode
	for c := ErrorCode(1); c < numErrorCodes; c++ {
		want = append(want, c)
	}
	if !slices.Equal(got, want) {
		t.Errorf("ErrorCodes yields %v, want %v", got, want)
	}
	n := 0
	for range ErrorCodes() {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("break after 3 codes: %d", n)
	}
}
