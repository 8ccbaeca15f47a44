// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Built without the race detector, as the linearity tests whose helpers
// it uses (extract_work_test.go).

//go:build !race

package uri

import (
	"bytes"
	"testing"
)

// FuzzJSONUnescape checks the unescaping of JSON strings on any bytes:
// it never panics, its offsets map back (checkRawMap), and records that
// hold the bytes in string values give matches whose raw text, between
// their start and end, unescapes to their text (checkMatches), on the
// bytes repeated to about 16 KiB in a value and as a record's keys and
// values too, where a Scanner finds as many matches, with the windows of
// its engine linear in the input (checkLinear, in the build tagged
// uriscan_work, which counts them). keys picks the value's key: one that
// names a URL or not.
func FuzzJSONUnescape(f *testing.F) {
	for _, s := range []string{`a\u0026b`, `\ud83d\ude00\x41`, `\q\u12`, `http:\/\/a\/b c\n<d:e\n f>`, `GET \/a HTTP\/1.1`, `\\\\\"`} {
		f.Add([]byte(s), uint8(0))
		f.Add([]byte(s), uint8(1))
	}
	f.Fuzz(func(t *testing.T, raw []byte, keys uint8) {
		if len(raw) == 0 || len(raw) > 1<<10 {
			return
		}
		u := appendJSONUnescape(nil, raw)
		if len(u) > len(raw) {
			t.Fatalf("%q unescapes to %q, longer", raw, u)
		}
		checkRawMap(t, raw)
		key := [...]string{"url", "msg"}[keys&1]
		one := []byte(`{"` + key + `":"` + string(raw) + `"}` + "\n")
		ms, clean := AppendExtract(nil, nil, one, nil)
		checkMatches(t, one, clean, ms, nil)
		checkValueAsText(t, raw)
		n := (16<<10)/len(raw) + 1
		for _, in := range [][]byte{
			append(append([]byte(`{"`+key+`":"`), bytes.Repeat(raw, n)...), `"}`...),
			append([]byte("{"), bytes.Repeat(append(append([]byte(`"`), raw...), `":"`...), n/2+1)...), // keys and values
			bytes.Repeat(one, n/len(one)+1),
		} {
			ms, clean := AppendExtract(nil, nil, in, nil)
			checkMatches(t, in, clean, ms, nil)
			got, work, err := scannerWork(linearReaders["random"](in), nil)
			if err != nil || got != len(ms) {
				t.Fatalf("Scanner: %d matches, error %v; AppendExtract: %d", got, err, len(ms))
			}
			if countWork {
				checkLinear(t, "Scanner", in, work)
			}
		}
	})
}
