// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestCountJSON checks the output of -c: a line of text, or with -json
// one JSON object, never the text silently.
func TestCountJSON(t *testing.T) {
	in := "see http://a/x and http://b/y\nhttp://c%zz\n"
	for _, tt := range []struct {
		args []string
		text string
		json map[string]int
		code int
	}{
		{[]string{"-c"}, "3\n", map[string]int{"count": 3}, exitOK},
		{[]string{"-c", "-valid"}, "2\n", map[string]int{"count": 2}, exitOK},
		{[]string{"parse", "-c"}, "0 valid, 2 invalid\n", map[string]int{"valid": 0, "invalid": 2}, exitNotFound},
		{[]string{"resolve", "-base", "http://a/", "-c"}, "0 ok, 2 invalid\n", map[string]int{"ok": 0, "invalid": 2}, exitNotFound},
		{[]string{"normalize", "-c"}, "0 ok, 2 invalid\n", map[string]int{"ok": 0, "invalid": 2}, exitNotFound},
	} {
		out, stderr, code := runScan(t, in, tt.args...)
		if out != tt.text || code != tt.code || stderr != "" {
			t.Errorf("scan %s: exit %d, %q, stderr %q; want %d, %q", strings.Join(tt.args, " "), code, out, stderr, tt.code, tt.text)
		}
		args := append(append([]string(nil), tt.args...), "-json")
		out, stderr, code = runScan(t, in, args...)
		var got map[string]int
		err := json.Unmarshal([]byte(out), &got)
		if err != nil || !strings.HasSuffix(out, "}\n") || strings.Count(out, "\n") != 1 ||
			!reflect.DeepEqual(got, tt.json) || code != tt.code || stderr != "" {
			t.Errorf("scan %s: exit %d, %q (%v), stderr %q; want %d and one JSON line %v",
				strings.Join(args, " "), code, out, err, stderr, tt.code, tt.json)
		}
	}
}
