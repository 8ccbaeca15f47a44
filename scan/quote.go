// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"strconv"
	"unicode/utf8"

	"github.com/uriscan/uri"
)

// The record commands print an invalid record in full, quoted. A record may
// be as long as -max-record (16 MiB by default), and one cut at the limit
// is always invalid (too_long); building its quoted line in a buffer would
// hold the record, its quoted copy and the garbage of growing it at once.
// writeInvalidRecord writes the same line to the output in pieces instead.

// longRecord is the length from which an invalid record is written in
// pieces.
const longRecord = 64 << 10

// quotePiece is the most input quoted at once (a variable for the tests).
var quotePiece = 32 << 10

// Line styles of writeInvalidRecord.
const (
	styleText      = iota // invalid code=... offset=... in="..." (parse, resolve, normalize)
	styleParseJSON        // {"in": ..., "valid": false, "error": {...}} (parse -json)
	styleOutJSON          // {"in": ..., "out": null, "error": {...}} (resolve, normalize -json)
)

// writeInvalidRecord writes the line of an invalid record, with its final
// newline, to w: the same bytes as appendParseText, appendRecordInvalid,
// appendParseJSON or appendRecordJSON followed by '\n', by style. It uses
// scratch as its buffer and returns it; it holds no copy of rec.
func writeInvalidRecord(w *bufio.Writer, scratch, rec []byte, code uri.ErrorCode, off int, style int) ([]byte, error) {
	b := scratch[:0]
	if style == styleText {
		b = append(b, "invalid code="...)
		b = append(b, code.Name()...)
		b = append(b, " offset="...)
		b = strconv.AppendInt(b, int64(off), 10)
		b = append(b, " in="...)
	} else {
		b = append(b, `{"in": `...)
	}
	b = append(b, '"')
	for len(rec) > 0 {
		n := pieceEnd(rec, quotePiece)
		start := len(b)
		if style == styleText {
			b = appendQuoteBytes(b, rec[:n])
		} else {
			b = appendJSONBytes(b, rec[:n])
		}
		// Drop the quotes around the piece.
		b = append(b[:start], b[start+1:len(b)-1]...)
		rec = rec[n:]
		if len(b) >= quotePiece {
			if _, err := w.Write(b); err != nil {
				return b, err
			}
			b = b[:0]
		}
	}
	b = append(b, '"')
	switch style {
	case styleParseJSON:
		b = append(b, `, "valid": false`...)
	case styleOutJSON:
		b = append(b, `, "out": null`...)
	}
	if style != styleText {
		b = append(b, `, "error": {"code": "`...)
		b = append(b, code.Name()...)
		b = append(b, `", "offset": `...)
		b = appendJSONInt(b, off)
		b = append(b, "}}"...)
	}
	b = append(b, '\n')
	_, err := w.Write(b)
	return b, err
}

// pieceEnd returns where to end a piece of b of at most n bytes (n >= 4)
// so that no valid UTF-8 sequence is split: then quoting the pieces one
// by one gives the quoted whole, since both quoting functions decode b
// rune by rune and take an invalid byte alone.
func pieceEnd(b []byte, n int) int {
	if len(b) <= n {
		return len(b)
	}
	// A valid sequence that spans n starts at most 3 bytes before it,
	// and its bytes after the first are continuation bytes: cutting
	// before a byte that is not one is safe, and so is cutting at n when
	// no such byte is within 3 before it.
	for p := n; p > n-utf8.UTFMax; p-- {
		if !isContinuation(b[p]) {
			return p
		}
	}
	return n
}

func isContinuation(c byte) bool { return c&0xc0 == 0x80 }
