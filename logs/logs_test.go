// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package logs_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/logs"
)

// logText is the text of the tests' streams: lines with references, one
// longer than a piece, and a last line without "\n".
var logText = func() []byte {
	var b bytes.Buffer
	for i := range 2000 {
		fmt.Fprintf(&b, `192.0.2.%d - - "GET /p/%d HTTP/1.1" 200 1 "https://r%d.example/" "ua"`+"\n", i%250, i, i%7)
	}
	b.WriteString("long http://long.example/" + strings.Repeat("a", logs.PieceSize+100) + "\n")
	b.WriteString(`{"request":{"method":"CONNECT","uri":"www.example.com:443"}}` + "\n")
	b.WriteString("last http://last.example/")
	return b.Bytes()
}()

// compressed returns logText in each format.
func compressed(t *testing.T) map[logs.Format][]byte {
	t.Helper()
	out := map[logs.Format][]byte{logs.Plain: logText}
	var b bytes.Buffer
	gw := gzip.NewWriter(&b)
	gw.Write(logText)
	gw.Close()
	out[logs.Gzip] = bytes.Clone(b.Bytes())
	b.Reset()
	zw, _ := zstd.NewWriter(&b)
	zw.Write(logText)
	zw.Close()
	out[logs.Zstd] = bytes.Clone(b.Bytes())
	b.Reset()
	xw, err := xz.NewWriter(&b)
	if err != nil {
		t.Fatal(err)
	}
	xw.Write(logText)
	xw.Close()
	out[logs.XZ] = bytes.Clone(b.Bytes())
	return out
}

// TestDecoderSameBytes reads each format whole, in reads of one byte and
// of any size: the bytes are the text, and the format is told.
func TestDecoderSameBytes(t *testing.T) {
	for f, data := range compressed(t) {
		for _, one := range []bool{false, true} {
			d := logs.NewDecoder(bytes.NewReader(data))
			var r io.Reader = d
			if one {
				r = iotest.OneByteReader(d)
			}
			got, err := io.ReadAll(r)
			if err != nil || !bytes.Equal(got, logText) || d.Format() != f {
				t.Errorf("%v (one-byte reads %v): %d bytes, error %v, format %v; want %d bytes, the text", f, one, len(got), err, d.Format(), len(logText))
			}
			d.Close()
		}
	}
}

// TestDecoderFault cuts each compressed stream at many points: what is
// read is the text up to a line's end or a whole piece of a longer line
// (FaultCut), then an error that is not io.EOF.
func TestDecoderFault(t *testing.T) {
	d := logs.NewDecoder(nil)
	defer d.Close()
	for f, data := range compressed(t) {
		if f == logs.Plain {
			continue
		}
		for k := 1; k <= 40; k++ {
			cut := data[:len(data)*k/41]
			d.Reset(bytes.NewReader(cut))
			got, err := io.ReadAll(d)
			if err == nil {
				t.Errorf("%v cut at %d of %d bytes: no error", f, len(cut), len(data))
			}
			if !bytes.HasPrefix(logText, got) || logs.FaultCut(got, '\n') != len(got) {
				t.Errorf("%v cut at %d: read %d bytes that are not whole lines or pieces of the text", f, len(cut), len(got))
			}
		}
	}
}

// TestOpen checks the errors of Open and of reading a File: they name
// the file, and a fault its decompressed offset.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	if _, err := logs.Open(filepath.Join(dir, "none.log")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open of a missing file: %v, want fs.ErrNotExist", err)
	}
	if _, err := logs.Open(dir); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("Open of a folder: %v, want is a directory", err)
	}
	gz := compressed(t)[logs.Gzip]
	name := filepath.Join(dir, "cut.log.gz")
	if err := os.WriteFile(name, gz[:len(gz)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := logs.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := io.ReadAll(f)
	var le *logs.Error
	if !errors.As(err, &le) || le.Name != name || le.Offset != int64(len(got)) || !strings.HasPrefix(err.Error(), name+": gzip data") {
		t.Fatalf("reading %s cut short: %d bytes, error %v; want an *Error naming it at offset %d", name, len(got), err, len(got))
	}
	if f.Format() != logs.Gzip || f.Name() != name {
		t.Errorf("format %v, name %q", f.Format(), f.Name())
	}
}

// TestReaderSameMatches holds a Reader's records to what uri.AppendExtract
// finds in the decompressed bytes, each with its file, line and offset.
func TestReaderSameMatches(t *testing.T) {
	ins := map[string][]byte{}
	for f, data := range compressed(t) {
		ins[f.String()] = data
	}
	samples, _ := filepath.Glob("../testdata/json-targets/*.jsonl")
	for _, s := range append(samples, "testdata/access.log.gz", "testdata/caddy.jsonl.zst") {
		b, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		ins[s] = b
	}
	for name, data := range ins {
		text, err := io.ReadAll(logs.NewDecoder(bytes.NewReader(data)))
		if err != nil {
			t.Fatal(err)
		}
		ms, clean := uri.AppendExtract(nil, nil, text, nil)
		r := logs.NewReader(logs.NewFile(bytes.NewReader(data), name), nil)
		i := 0
		for ; r.Next(); i++ {
			rec := r.Record()
			if i >= len(ms) {
				t.Fatalf("%s: more records than AppendExtract's %d matches", name, len(ms))
			}
			m := ms[i]
			want := fmt.Sprintf("%s:%d:%d %v %v %v %s %s", name, 1+bytes.Count(text[:m.Start], []byte("\n")), m.Start, m.Kind, m.Form, m.Err, m.KeyPath(clean), m.Text(text, clean))
			if len(m.Text(text, clean)) > uri.DefaultMaxExtract {
				want = want[:len(want)-len(m.Text(text, clean))] + string(m.Text(text, clean)[:uri.DefaultMaxExtract])
			}
			got := fmt.Sprintf("%s:%d:%d %v %v %v %s %s", rec.File, rec.Line, rec.Offset, rec.Match.Kind, rec.Match.Form, rec.Match.Err, rec.Key, rec.Text)
			if got != want || rec.Match.End != m.End || rec.Match.Ref != m.Ref {
				t.Fatalf("%s: record %d:\n%.300s\nAppendExtract:\n%.300s", name, i, got, want)
			}
		}
		if r.Err() != nil || i != len(ms) {
			t.Errorf("%s: %d records, error %v; want %d", name, i, r.Err(), len(ms))
		}
	}
}
