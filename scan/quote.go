// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/uriscan/uri"
)

// The record commands print an invalid record in full, quoted. A record may
// be as long as -max-record (16 MiB by default), and one cut at the limit
// is always invalid (too_long); building its quoted line in a buffer would
// hold the record, its quoted copy and the garbage of growing it at once.
// appendInvalidRecord hands the line to the output in pieces instead.

// quotePiece is the most input quoted at once (a variable for the tests).
var quotePiece = 32 << 10

// appendInvalidRecord appends the line of an invalid record, with its
// final newline, to buf, as mode prints it (outText or a JSON mode):
// invalidPrefix, the record quoted (Go syntax in text, a JSON string
// otherwise), invalidSuffix. It
// quotes the record a piece at a time and hands buf to out whenever it
// holds quotePiece bytes or more: it holds no copy of rec, whatever its
// length. It returns the buffer that out gave last.
func appendInvalidRecord(buf, rec []byte, code uri.ErrorCode, off int, mode outMode, out pieceSink) ([]byte, error) {
	b := invalidPrefix(buf, code, off, mode)
	b = append(b, '"')
	var err error
	valid := true // rec is UTF-8
	for r := rec; len(r) > 0; {
		n := pieceEnd(r, quotePiece)
		piece := unsafe.String(unsafe.SliceData(r), n)
		if mode == outText {
			b = appendQuotedBody(b, piece)
		} else {
			var ok bool
			b, ok = appendJSONBody(b, piece)
			valid = valid && ok
		}
		r = r[n:]
		if len(b) >= quotePiece {
			if b, err = out.take(b); err != nil {
				return b, err
			}
		}
	}
	b = append(b, '"')
	if !valid {
		if b, err = appendInBytesJSON(b, rec, out); err != nil {
			return b, err
		}
	}
	b = invalidSuffix(b, rec, code, off, mode)
	return append(b, '\n'), nil
}

// invalidPrefix appends what comes before the quoted record in the line of
// an invalid record.
func invalidPrefix(dst []byte, code uri.ErrorCode, off int, mode outMode) []byte {
	if mode != outText {
		return openInJSON(dst)
	}
	dst = append(dst, "invalid code="...)
	dst = append(dst, code.Name()...)
	dst = append(dst, " offset="...)
	dst = strconv.AppendInt(dst, int64(off), 10)
	return append(dst, " in="...)
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

// appendQuotedBody appends s as strconv.Quote quotes it, less the quotes
// around it, for a record quoted a piece at a time: printable characters
// as they are but '"' and '\\', escaped, C escapes for \a \b \f \n \r
// \t \v, \xHH for other ASCII controls and for bytes that are not UTF-8,
// and \uHHHH or \UHHHHHHHH for other characters that are not printable.
// TestAppendQuotedBody holds it to strconv.Quote.
func appendQuotedBody(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if jsonPlain[c] != 0 { // printable ASCII but '"' and '\\'
			dst = append(dst, c)
			i++
			continue
		}
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r == '"' || r == '\\':
			dst = append(dst, '\\', c)
		case r < ' ' && goEscapes[r] != 0:
			dst = append(dst, '\\', goEscapes[r])
		case r < ' ' || r == 0x7f || size == 1 && r == utf8.RuneError:
			// An ASCII control, or a byte that is not UTF-8.
			dst = append(dst, '\\', 'x', hexDigits[c>>4], hexDigits[c&15])
		case isPrint(r):
			dst = append(dst, s[i:i+size]...)
		case r < 0x10000:
			dst = appendJSONEscape(dst, r)
		default:
			dst = append(dst, '\\', 'U')
			for shift := 28; shift >= 0; shift -= 4 {
				dst = append(dst, hexDigits[r>>shift&15])
			}
		}
		i += size
	}
	return dst
}

// goEscapes holds, by ASCII control, the letter of its C escape in a Go
// string, or 0.
var goEscapes = [32]byte{'\a': 'a', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't', '\v': 'v'}
