// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package decompress

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// sample is the repository's sample access log; sampleBz2 is its bzip2
// form, made by `bzip2 -9` (the Go libraries have no bzip2 writer).
func sample(t testing.TB) (plain, bz2 []byte) {
	t.Helper()
	plain, err := os.ReadFile("../../testdata/sample/access.log")
	if err != nil {
		t.Fatal(err)
	}
	bz2, err = os.ReadFile("testdata/access.log.bz2")
	if err != nil {
		t.Fatal(err)
	}
	return plain, bz2
}

func gzipOf(t testing.TB, b []byte, extra []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	w.Extra = extra
	w.Write(b)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func zstdOf(t testing.TB, b []byte, opts ...zstd.EOption) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := zstd.NewWriter(&buf, opts...)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(b)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func xzOf(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := xz.NewWriter(&buf)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(b)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// skippable returns a zstd skippable frame holding b.
func skippable(b []byte) []byte {
	f := binary.LittleEndian.AppendUint32(nil, 0x184D2A5A)
	f = binary.LittleEndian.AppendUint32(f, uint32(len(b)))
	return append(f, b...)
}

// bgzip returns b as bgzip writes it: members of at most 64 KiB, each
// with the extra field BC (its size), and an empty member at the end.
func bgzip(t testing.TB, b []byte) []byte {
	var out []byte
	for len(b) > 0 {
		n := min(len(b), 60000)
		out = append(out, gzipOf(t, b[:n], []byte{'B', 'C', 2, 0, 0, 0})...)
		b = b[n:]
	}
	return append(out, gzipOf(t, nil, []byte{'B', 'C', 2, 0, 0, 0})...)
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

// readAll reads r through a Reader in pieces of odd sizes.
func readAll(z *Reader) ([]byte, error) {
	var out []byte
	buf := make([]byte, 7919)
	for {
		n, err := z.Read(buf)
		out = append(out, buf[:n]...)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

// TestFormats reads each format, as the Go libraries write it, with
// several members, frames and streams, and checks the bytes, the format
// told, and the compressed size counted; one Reader reads them all in
// turn, as a worker of scan does.
func TestFormats(t *testing.T) {
	plain, bz2 := sample(t)
	half := len(plain) / 2
	a, b := plain[:half], plain[half:]
	tests := []struct {
		name string
		in   []byte
		want []byte
		f    Format
	}{
		{"plain", plain, plain, Plain},
		{"empty", nil, nil, Plain},
		{"gzip", gzipOf(t, plain, nil), plain, Gzip},
		{"gzip two members", cat(gzipOf(t, a, nil), gzipOf(t, b, nil)), plain, Gzip},
		{"gzip trailing zeros", cat(gzipOf(t, plain, nil), make([]byte, 1000)), plain, Gzip},
		{"bgzip", bgzip(t, plain), plain, Gzip},
		{"gzip empty", gzipOf(t, nil, nil), nil, Gzip},
		{"zstd", zstdOf(t, plain), plain, Zstd},
		{"zstd two frames", cat(zstdOf(t, a), zstdOf(t, b)), plain, Zstd},
		{"zstd skippable frames", cat(skippable([]byte("meta")), zstdOf(t, a), skippable(nil), zstdOf(t, b)), plain, Zstd},
		{"zstd checksum", zstdOf(t, plain, zstd.WithEncoderCRC(true)), plain, Zstd},
		{"bzip2", bz2, plain, Bzip2},
		{"bzip2 two streams", cat(bz2, bz2), cat(plain, plain), Bzip2},
		{"xz", xzOf(t, plain), plain, XZ},
		{"xz two streams", cat(xzOf(t, a), xzOf(t, b)), plain, XZ},
		{"text that starts like bzip2", []byte("BZh9 is not a magic\n"), []byte("BZh9 is not a magic\n"), Plain},
		{"short", []byte{0x1f}, []byte{0x1f}, Plain},
	}
	z := NewReader(nil)
	defer z.Close()
	for _, tt := range tests {
		if err := z.Reset(bytes.NewReader(tt.in)); err != nil {
			t.Errorf("%s: Reset: %v", tt.name, err)
			continue
		}
		if z.Format() != tt.f {
			t.Errorf("%s: format %v, want %v", tt.name, z.Format(), tt.f)
		}
		got, err := readAll(z)
		if err != nil || !bytes.Equal(got, tt.want) {
			t.Errorf("%s: %d bytes, error %v; want %d bytes", tt.name, len(got), err, len(tt.want))
		}
		if z.InputOffset() != int64(len(tt.in)) {
			t.Errorf("%s: InputOffset %d, want %d", tt.name, z.InputOffset(), len(tt.in))
		}
	}
}

// TestTools reads what the system's compressors write, where they are
// installed: gzip -9 (two members, as cat makes them), zstd -19 --long
// (a window of 128 MiB), bzip2 and xz -9. Under CI (CI set) a missing
// tool is a failure: .ci/run installs them.
func TestTools(t *testing.T) {
	plain, _ := sample(t)
	for _, tc := range []struct {
		tool string
		args []string
		f    Format
	}{
		{"gzip", []string{"-9", "-c"}, Gzip},
		{"zstd", []string{"-19", "--long=27", "-q", "-c"}, Zstd},
		{"bzip2", []string{"-c"}, Bzip2},
		{"xz", []string{"-9", "-c"}, XZ},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			if _, err := exec.LookPath(tc.tool); err != nil {
				if os.Getenv("CI") != "" {
					t.Fatalf("%s is not installed (.ci/run installs it)", tc.tool)
				}
				t.Skipf("%s is not installed", tc.tool)
			}
			compress := func(b []byte) []byte {
				cmd := exec.Command(tc.tool, tc.args...)
				cmd.Stdin = bytes.NewReader(b)
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%s: %v", tc.tool, err)
				}
				return out
			}
			in := cat(compress(plain[:1000]), compress(plain[1000:]))
			z := NewReader(bytes.NewReader(in))
			defer z.Close()
			got, err := readAll(z)
			if z.Format() != tc.f || err != nil || !bytes.Equal(got, plain) {
				t.Errorf("format %v, %d bytes, error %v; want %v, %d bytes", z.Format(), len(got), err, tc.f, len(plain))
			}
		})
	}
}

// TestFaults cuts and corrupts each format and checks that a Reader
// returns a prefix of the data, then an *Error of the format whose
// Offset is the number of bytes returned, and never a panic.
func TestFaults(t *testing.T) {
	plain, bz2 := sample(t)
	for _, tc := range []struct {
		name string
		in   []byte
		f    Format
	}{
		{"gzip", gzipOf(t, plain, nil), Gzip},
		{"zstd", zstdOf(t, plain, zstd.WithEncoderCRC(true)), Zstd},
		{"bzip2", bz2, Bzip2},
		{"xz", xzOf(t, plain), XZ},
	} {
		check := func(what string, in []byte, wantCut bool) {
			z := NewReader(bytes.NewReader(in))
			defer z.Close()
			got, err := readAll(z)
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("%s %s: error %v, want an *Error", tc.name, what, err)
				return
			}
			if e.Format != tc.f || e.Offset != int64(len(got)) {
				t.Errorf("%s %s: %v; want format %v, offset %d", tc.name, what, e, tc.f, len(got))
			}
			if wantCut && !errors.Is(err, io.ErrUnexpectedEOF) {
				t.Errorf("%s %s: %v, want it cut short", tc.name, what, err)
			}
			if wantCut && !bytes.HasPrefix(plain, got) {
				t.Errorf("%s %s: the %d bytes read are not a prefix of the data", tc.name, what, len(got))
			}
		}
		for _, cut := range []int{len(tc.in) / 2, len(tc.in) - 1, 12} {
			check("cut at "+strconv.Itoa(cut), tc.in[:cut], true)
		}
		for _, at := range []int{len(tc.in) / 3, len(tc.in) / 2, len(tc.in) - 6} {
			bad := bytes.Clone(tc.in)
			bad[at] ^= 0x55
			check("corrupt at "+strconv.Itoa(at), bad, false)
		}
	}
}

// TestTrailingGarbage checks that bytes after the last gzip member that
// are neither a member nor zeros are an error, after all of the data.
func TestTrailingGarbage(t *testing.T) {
	plain, _ := sample(t)
	z := NewReader(bytes.NewReader(cat(gzipOf(t, plain, nil), []byte("garbage"))))
	got, err := readAll(z)
	var e *Error
	if !bytes.Equal(got, plain) || !errors.As(err, &e) || e.Err != ErrTrailing || e.Offset != int64(len(plain)) {
		t.Errorf("%d bytes, error %v; want %d bytes and trailing garbage at %d", len(got), err, len(plain), len(plain))
	}
}

// TestZstdWindow checks that a zstd frame asking for a window larger
// than MaxZstdWindow is an error rather than that much memory.
func TestZstdWindow(t *testing.T) {
	content := []byte("http://example.com/\n")
	for _, tc := range []struct {
		windowLog byte
		ok        bool
	}{{27, true}, {28, false}} {
		// A frame by hand (the encoder shrinks the window to the
		// input): no content size, a window of 1<<windowLog bytes, one
		// raw block, the last.
		frame := []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, (tc.windowLog - 10) << 3}
		h := uint32(len(content))<<3 | 1
		frame = append(frame, byte(h), byte(h>>8), byte(h>>16))
		frame = append(frame, content...)
		z := NewReader(bytes.NewReader(frame))
		got, err := readAll(z)
		z.Close()
		var e *Error
		switch {
		case tc.ok && (err != nil || !bytes.Equal(got, content)):
			t.Errorf("a window of 1<<%d: %q, error %v; want %q", tc.windowLog, got, err, content)
		case !tc.ok && (!errors.As(err, &e) || e.Format != Zstd):
			t.Errorf("a window of 1<<%d: error %v, want an *Error", tc.windowLog, err)
		}
	}
}

// TestSourceError checks that an error of the underlying reader is
// returned as it is, not as a fault of the compressed data.
func TestSourceError(t *testing.T) {
	plain, _ := sample(t)
	errDisk := errors.New("disk on fire")
	gz := gzipOf(t, plain, nil)
	z := NewReader(io.MultiReader(bytes.NewReader(gz[:len(gz)/2]), iotestErr{errDisk}))
	if _, err := readAll(z); err != errDisk {
		t.Errorf("error %v, want %v", err, errDisk)
	}
}

type iotestErr struct{ err error }

func (r iotestErr) Read([]byte) (int, error) { return 0, r.err }

// TestDetectWaitsForNoMore checks that telling the format reads no more
// bytes than it needs to rule the formats out: a live input whose first
// line is short must not wait for more (tail -f | scan).
func TestDetectWaitsForNoMore(t *testing.T) {
	for _, first := range []string{"x\n", "B\n", "BZh\n", "\x1f\n", "P*\n"} {
		pr, pw := io.Pipe()
		go pw.Write([]byte(first)) // and nothing more until the test ends
		done := make(chan Format)
		go func() {
			z := NewReader(pr)
			done <- z.Format()
		}()
		select {
		case f := <-done:
			if f != Plain {
				t.Errorf("%q: format %v", first, f)
			}
		case <-time.After(time.Minute): // a hang guard, not a measure
			t.Errorf("%q: the format check waits for more input", first)
		}
		pw.Close()
	}
}

// TestDetect checks the magic bytes of each format.
func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		in string
		f  Format
	}{
		{"\x1f\x8b\x08\x00", Gzip},
		{"\x1f\x8b\x07", Plain}, // no method but deflate is defined
		{"\x28\xb5\x2f\xfd", Zstd},
		{"\x50\x2a\x4d\x18", Zstd},
		{"\x5f\x2a\x4d\x18", Zstd},
		{"\x60\x2a\x4d\x18", Plain},
		{"BZh91AY&SY", Bzip2},
		{"BZh1\x17\x72\x45\x38\x50\x90", Bzip2},
		{"BZh0" + "1AY&SY", Plain},
		{"BZh91AY&SX", Plain},
		{"\xfd7zXZ\x00", XZ},
		{"\xfd7zXZ\x01", Plain},
		{"GET / HTTP/1.1", Plain},
		{"", Plain},
	} {
		if f := Detect([]byte(tc.in)); f != tc.f {
			t.Errorf("Detect(%q) = %v, want %v", tc.in, f, tc.f)
		}
	}
}
