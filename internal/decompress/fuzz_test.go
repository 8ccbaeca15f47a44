// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package decompress

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// FuzzReader reads arbitrary bytes, most of them corrupt compressed
// data, and checks that a Reader never panics and never hangs: it ends
// with io.EOF, an *Error whose Offset counts the bytes it returned, or
// ErrNoProgress; and that a stream in no format is returned as it is.
// The seeds are each format, whole and cut.
func FuzzReader(f *testing.F) {
	plain, bz2 := sample(f)
	plain = plain[:2000]
	for _, b := range [][]byte{
		plain, gzipOf(f, plain, nil), bgzip(f, plain), zstdOf(f, plain),
		cat(skippable([]byte("x")), zstdOf(f, plain)), bz2, xzOf(f, plain),
	} {
		f.Add(b)
		f.Add(b[:len(b)/2])
	}
	z := NewReader(nil)
	f.Fuzz(func(t *testing.T, in []byte) {
		z.Reset(bytes.NewReader(in))
		var out []byte
		buf := make([]byte, 4096)
		var err error
		// At most 1 MiB out: a few bytes of zstd or bzip2 may say
		// "repeat this" for gigabytes, which costs time, not memory.
		for len(out) < 1<<20 {
			var n int
			n, err = z.Read(buf)
			out = append(out, buf[:n]...)
			if err != nil {
				break
			}
		}
		var e *Error
		switch {
		case err == nil: // stopped at 1 MiB
		case err == io.EOF:
			if z.Format() == Plain && !bytes.Equal(out, in) {
				t.Fatalf("plain input: read %d bytes, not the %d given", len(out), len(in))
			}
		case errors.As(err, &e):
			if e.Offset != int64(len(out)) || e.Format != z.Format() {
				t.Fatalf("%v: offset %d and format %v, after %d bytes of %v", err, e.Offset, e.Format, len(out), z.Format())
			}
		default:
			t.Fatalf("error %v (%T), not an *Error", err, err)
		}
	})
}
