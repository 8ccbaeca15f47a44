// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package decompress

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/ulikunitz/xz"
)

// xzLookahead is the number of compressed bytes at the end of a cut xz
// stream that the decoder may leave undecoded: it decodes an LZMA symbol
// only when 21 bytes of input are at hand (XZ Embedded's LZMA_IN_REQUIRED,
// as much as one symbol may read), and the end of the input does not let
// it decode the rest.
const xzLookahead = 21

// xzParts returns, in .xz form, two streams of parts of b with stream
// padding between them: the first of blocks of 1000 bytes with CRC-64
// checks, the second of one block with SHA-256, so that cuts fall in
// every structure of the format. ends holds the decompressed offsets at
// which blocks end.
func xzParts(t *testing.T, b []byte) (z []byte, ends map[int]bool) {
	t.Helper()
	write := func(p []byte, c xz.WriterConfig) []byte {
		var buf bytes.Buffer
		c.DictCap = 4 << 10
		w, err := c.NewWriter(&buf)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(p)
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	half := len(b) * 2 / 3
	z = cat(write(b[:half], xz.WriterConfig{BlockSize: 1000, CheckSum: xz.CRC64}),
		make([]byte, 4),
		write(b[half:], xz.WriterConfig{CheckSum: xz.SHA256}))
	ends = map[int]bool{half: true, len(b): true}
	for i := 1000; i < half; i += 1000 {
		ends[i] = true
	}
	return z, ends
}

// xzTool returns what xz -dc writes for each cut of z, z[:n] for n below
// len(z): the bytes it recovers before the error of the cut; or nil
// without the tool (under CI, a failure: .ci/run installs it). One xz
// reads every cut, each followed by a file whose data marks where its
// output ends.
func xzTool(t *testing.T, z []byte) [][]byte {
	t.Helper()
	if _, err := exec.LookPath("xz"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("xz is not installed (.ci/run installs it)")
		}
		return nil
	}
	dir := t.TempDir()
	mark := []byte("\x00end of a cut\x00")
	markPath := filepath.Join(dir, "mark.xz")
	var buf bytes.Buffer
	w, err := xz.NewWriter(&buf)
	if err == nil {
		w.Write(mark)
		err = w.Close()
	}
	if err == nil {
		err = os.WriteFile(markPath, buf.Bytes(), 0o644)
	}
	args := []string{"-dc"}
	for n := range z {
		p := filepath.Join(dir, strconv.Itoa(n)+".xz")
		if err == nil {
			err = os.WriteFile(p, z[:n], 0o644)
		}
		args = append(args, p, markPath)
	}
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("xz", args...).Output()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	cuts := bytes.SplitAfter(out, mark)
	if len(cuts) != len(z)+1 || len(cuts[len(z)]) != 0 {
		t.Fatalf("xz -dc of %d cuts gives %d outputs", len(z), len(cuts)-1)
	}
	for n := range z {
		cuts[n] = bytes.TrimSuffix(cuts[n], mark)
	}
	return cuts[:len(z)]
}

// TestXZCutEveryOffset is issue 42's row 10: an .xz file cut inside its
// last block gave nothing of the block (the decoder returned an LZMA2
// chunk, up to 2 MiB, only when it had all of it), where xz -dc recovers
// every byte before the cut. A small file is cut at every offset: what is
// read before the error is a prefix of the data, grows with the cut, is
// part of a block at most cuts, and (with the xz tool) is at least what
// xz -dc recovers from the cut less its last xzLookahead bytes, and at
// most what it recovers from the cut. The error is the *Error of a cut at
// the decompressed offset read, but in the stream padding, which xz too
// calls corrupt.
func TestXZCutEveryOffset(t *testing.T) {
	plain, _ := sample(t)
	plain = plain[:4500]
	z, ends := xzParts(t, plain)
	ref := xzTool(t, z) // xz -dc of each cut
	if ref == nil {
		t.Log("no xz tool: not compared with xz -dc")
	}
	last, inside := 0, 0
	for n := 6; n < len(z); n++ { // a shorter cut is not told as xz
		r := NewReader(bytes.NewReader(z[:n]))
		got, err := readAll(r)
		r.Close()
		var e *Error
		switch {
		case err == nil && ends[len(got)]:
			// A cut at the end of the first stream, or after its
			// padding: no fault.
		case !errors.As(err, &e) || e.Format != XZ || e.Offset != int64(len(got)):
			t.Fatalf("cut at %d: %d bytes, error %v; want an xz *Error at %d", n, len(got), err, len(got))
		case !errors.Is(err, io.ErrUnexpectedEOF) && len(got) != len(plain)*2/3:
			t.Fatalf("cut at %d: %v; want it cut short", n, err)
		}
		if !bytes.HasPrefix(plain, got) {
			t.Fatalf("cut at %d: the %d bytes read are not a prefix of the data", n, len(got))
		}
		if len(got) < last {
			t.Fatalf("cut at %d: %d bytes, fewer than the %d of the cut before", n, len(got), last)
		}
		last = len(got)
		if !ends[len(got)] && len(got) > 0 {
			inside++
		}
		if ref == nil {
			continue
		}
		if !bytes.Equal(ref[n], plain[:len(ref[n])]) {
			t.Fatalf("cut at %d: xz -dc gives %d bytes, not a prefix of the data", n, len(ref[n]))
		}
		if len(got) > len(ref[n]) {
			t.Errorf("cut at %d: %d bytes, more than the %d of xz -dc", n, len(got), len(ref[n]))
		}
		if k := n - xzLookahead; k >= 0 && len(got) < len(ref[k]) {
			t.Errorf("cut at %d: %d bytes, fewer than the %d xz -dc gives %d bytes earlier", n, len(got), len(ref[k]), xzLookahead)
		}
	}
	// A decoder that returns whole blocks ends every cut at a block's end.
	if inside < len(z)/2 {
		t.Errorf("%d of %d cuts read part of a block; want most", inside, len(z))
	}
	if last != len(plain) {
		t.Errorf("the cut before the last byte reads %d bytes, want %d", last, len(plain))
	}
}
