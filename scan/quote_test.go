// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/uriscan/uri"
)

// TestWriteInvalidRecord checks that writing an invalid record in pieces
// gives the line the appenders build, for records of every kind of byte
// cut into pieces of every small size.
func TestWriteInvalidRecord(t *testing.T) {
	defer func(n int) { quotePiece = n }(quotePiece)
	rng := rand.New(rand.NewPCG(1, 2))
	atoms := []string{"a", "/", "%", "\"", "\\", "\n", "\x00", "\x7f", "é", "€", "😀", "\xe2\x82", "\xff", "\x80\x80\x80\x80", "\xf0\x9f\x98", " "}
	var recs [][]byte
	for range 300 {
		var sb strings.Builder
		for range rng.IntN(40) {
			sb.WriteString(atoms[rng.IntN(len(atoms))])
		}
		recs = append(recs, []byte(sb.String()))
	}
	recs = append(recs, []byte(strings.Repeat("€😀a\xe2", 1000)), nil)
	for _, piece := range []int{4, 5, 6, 7, 8, 13, 32 << 10} {
		quotePiece = piece
		for _, rec := range recs {
			code, off := uri.ErrTooLong, len(rec)
			for style, want := range [][]byte{
				styleText:      appendParseText(nil, rec, uri.Ref{}, code, off),
				styleParseJSON: appendParseJSON(nil, rec, uri.Ref{}, code, off),
				styleOutJSON:   appendRecordJSON(nil, rec, nil, code, off),
			} {
				want = append(want, '\n')
				var got bytes.Buffer
				w := bufio.NewWriterSize(&got, 16)
				if _, err := writeInvalidRecord(w, nil, rec, code, off, style); err != nil {
					t.Fatal(err)
				}
				w.Flush()
				if !bytes.Equal(got.Bytes(), want) {
					t.Fatalf("piece %d, style %d, record %q:\n got %q\nwant %q", piece, style, rec, got.Bytes(), want)
				}
			}
			if got, want := appendRecordInvalid(nil, rec, code, off), appendParseText(nil, rec, uri.Ref{}, code, off); !bytes.Equal(got, want) {
				t.Fatalf("record and parse text lines differ: %q, %q", got, want)
			}
		}
	}
}

// TestRecordCommandsLongInvalid runs the record commands over an invalid
// record longer than longRecord and checks each line against the
// appenders.
func TestRecordCommandsLongInvalid(t *testing.T) {
	rec := strings.Repeat("http://h/€ \"x\"\\", longRecord/8)
	code, off := uri.Check(rec)
	if code != uri.ErrPath || off != 9 {
		t.Fatalf("Check: %v at %d, want path at 9", code, off)
	}
	for _, tt := range []struct {
		args []string
		want []byte
	}{
		{[]string{"parse"}, appendParseText(nil, []byte(rec), uri.Ref{}, code, off)},
		{[]string{"parse", "-json"}, appendParseJSON(nil, []byte(rec), uri.Ref{}, code, off)},
		{[]string{"normalize"}, appendRecordInvalid(nil, []byte(rec), code, off)},
		{[]string{"resolve", "-base", "http://a/", "-json"}, appendRecordJSON(nil, []byte(rec), nil, code, off)},
		{[]string{"parse", "-max-record", "1000"}, appendParseText(nil, []byte(rec[:1000]), uri.Ref{}, uri.ErrTooLong, 1000)},
	} {
		out, stderr, code := runScan(t, rec+"\nhttp://ok/\n", tt.args...)
		want := string(tt.want) + "\n"
		if code != exitNotFound || stderr != "" || !strings.HasPrefix(out, want) || strings.Count(out, "\n") != 2 {
			t.Errorf("%q: exit %d, stderr %q, output %.200q...; want 1 and %.200q...", tt.args, code, stderr, out, want)
		}
	}
}

func TestPieceEnd(t *testing.T) {
	for _, s := range []string{"aaaa€€€€", "😀😀😀😀😀", "\x80\x80\x80\x80\x80\x80\x80", "a\xe2\x82\xac\xe2\x82", "\xf0\x9f\x98\x80\x80\x80\x80\x80"} {
		for n := 4; n < len(s)+2; n++ {
			b := []byte(s)
			e := pieceEnd(b, n)
			if e > n || e <= n-4 && e != len(b) || e == 0 {
				t.Errorf("pieceEnd(%q, %d) = %d", s, n, e)
			}
			// No valid sequence may span e.
			for p := max(e-3, 0); p < e; p++ {
				if r, size := decodeRune(b[p:]); r != -1 && p+size > e {
					t.Errorf("pieceEnd(%q, %d) = %d splits %q", s, n, e, b[p:p+size])
				}
			}
		}
	}
}

// decodeRune returns the valid rune b starts with and its size, or -1.
func decodeRune(b []byte) (rune, int) {
	r, size := []rune(string(b[:min(len(b), 4)]))[0], 0
	for size = 1; size <= 4 && size <= len(b); size++ {
		if string(r) == string(b[:size]) {
			return r, size
		}
	}
	return -1, 1
}
