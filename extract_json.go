// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import "bytes"

// The extractor's JSON records (issue 32): a line that is a JSON object,
// as Caddy, Envoy, nginx with escape=json, Logstash and programs that use
// encoding/json write their logs, is read token by token. The value of a
// key that names a URL is one reference; any other string value is read
// by the text rules: in place when it holds no escape (textValue, with
// the engine's bitmaps), and otherwise unescaped
// (extract_json_unescape.go) into clean, by sub, an engine of its own,
// whose bitmaps are those of the unescaped text, so that the record's
// stay as they are.
//
// A record is read whole within the window: the line from its start, up
// to e.maxLen bytes (and one more, to see where it ends), which a Scanner
// always holds (the lookahead of the other handlers, extractSlack
// besides). So a record needs no state from one window to the next, and
// a Scanner finds what AppendExtract finds. Each byte of the record is
// read a bounded number of times: the end of the line is looked for
// (IndexByte), and backslashes and controls; it is classified into the
// bitmaps and read as part of one token; a key is read again to test it
// and write it into the key path, and a value to test whether it may
// hold a reference, then to unescape it, read it by the text rules or
// parse it, and to map its matches back to raw offsets.

// Limits of JSON records.
const (
	jsonDepth  = 128 // the deepest nesting of objects and arrays read as JSON
	maxKeyPath = 96  // the longest key path kept (Match.Key)
)

// A jsonResult is how the reading of a JSON record ended.
type jsonResult uint8

const (
	jsonOK  jsonResult = iota // one JSON value, then blanks to the end of the line
	jsonCut                   // a token runs into the end of the bytes read: cut short
	jsonBad                   // not JSON
)

// jsonState is the state of the JSON record being read.
type jsonState struct {
	// Bit d-1 of arr is set when the container at depth d is an array,
	// and of url when, besides, its strings are references (its key, or
	// that of the array it lies in, names a URL).
	arr, url [jsonDepth / 64]uint64

	// path holds the key path of the value being read, each key after a
	// ".", the first one too: plen[d] bytes of it are the path of the
	// container at depth d, to which an object adds its keys (and
	// pathCut, when a key was cut).
	path [maxKeyPath + 1]byte
	plen [jsonDepth + 1]uint16

	// ver changes with each key; keySpan, when keyVer is ver and keyLen
	// the length of the path asked for, holds that path in clean, where
	// the matches of one key share it.
	ver, keyVer, keyLen int
	keySpan             Span

	tg jsonTargets // the request-targets (extract_json_whole.go)
}

// jsonStart reports whether a line that begins with c may be a JSON
// record: c opens one, or is a blank before it.
func jsonStart(c byte) bool { return c == '{' || c == '[' || c == ' ' || c == '\t' }

// isBlank reports the blanks around a JSON record and between its tokens
// (within a line): space, tab and carriage return. Most bytes are above
// ' ', which one comparison rules out.
func isBlank(c byte) bool { return c <= ' ' && (c == ' ' || c == '\t' || c == '\r') }

// jsonLine handles the line that starts at w[ls] (e.format is not
// FormatText): when it is read as JSON, it reports the references of its
// string values and returns vYes with the index to go on from, the end of
// the line, or where the text rules take over (see Format); vNo when the
// line is read as text. It returns vMore when the window ends before the
// line and the limit of a record.
func (e *engine) jsonLine(w []byte, ls int, sub *engine) (int, verdict) {
	n := len(w)
	lim := min(n, ls+e.maxLen+1) // the record, and one byte to see its end
	k := ls
	for k < lim && (w[k] == ' ' || w[k] == '\t') {
		k++
	}
	switch {
	case k == lim && lim < ls+e.maxLen+1 && !e.atEOF:
		return ls, vMore
	case k == lim, w[k] != '{' && (w[k] != '[' || e.format != FormatJSON):
		return ls, vNo
	}
	p := bytes.IndexByte(w[k:lim], '\n')
	var le int
	full := true // the line ends within the limit
	switch {
	case p >= 0:
		le = k + p
	case lim == n && lim < ls+e.maxLen+1 && !e.atEOF:
		return ls, vMore
	case lim == n && lim < ls+e.maxLen+1:
		le = n
	default:
		le, full = ls+e.maxLen, false
	}
	n0, c0 := len(e.dst), len(e.clean)
	brk, st := e.jsonRecord(w, k, le, full, sub)
	switch {
	case st == jsonOK:
		return le, vYes
	case e.format == FormatAuto && (st == jsonBad || full):
		// Not a JSON object: the line is read as text.
		e.dst, e.clean = e.dst[:n0], e.clean[:c0]
		return ls, vNo
	}
	// JSON up to brk, text from there on: a record longer than the
	// limit, or with FormatJSON one that breaks.
	return brk, vYes
}

// jsonRecord reads the JSON value that starts at w[i], up to le, where the
// line ends (full) or the limit of a record cuts it, and reports the
// references of its string values. It returns jsonOK and le when the
// value is followed by nothing but blanks; otherwise the start of the
// token that breaks it, and jsonCut when that token runs into le (the
// record is cut short there), jsonBad when it is not JSON.
func (e *engine) jsonRecord(w []byte, i, le int, full bool, sub *engine) (int, jsonResult) {
	// The extractor's loop on a JSON log, written for speed: a token is
	// read where the one before it ends (the gotos), a blank is looked
	// for with one comparison.
	js := &e.js
	js.keyVer = -1
	js.tg.nm, js.tg.nw, js.tg.watch = 0, 0, 0
	depth := 0
	kc := kcNone // how the string value at i is read
	pathLen := 0 // the length of the key path of the value at i
	st := jsonBad
	// Most records hold no backslash, hence no escape, and no control
	// byte: their strings end at the next quote (jsonString).
	plain := bytes.IndexByte(w[i:le], '\\') < 0 && indexControl(w[i:le]) == le-i
	var c byte
	var q, d int
	var esc, trig bool
value:
	if i = nextToken(w, i, le); i >= le {
		st = jsonCut
		goto end
	}
	switch c = w[i]; c {
	case '"':
		if plain {
			if q, trig = e.quoteInWord(w, i+1, le), false; q < 0 {
				q, trig = e.plainString(w, i+1, le)
			}
			if q >= le {
				st = jsonCut
				goto end
			}
			esc = false
		} else if q, esc, st = e.jsonString(w, i, le); st != jsonOK {
			goto end
		} else {
			trig = hasColonOrLess(w[i+1 : q])
		}
		// Most values of a log hold no reference: no call for them.
		if kc != kcNone || esc || trig || startsRequest(w[i+1:q]) {
			v := stringValue{vs: i + 1, ve: q, esc: esc, trig: trig, kc: kc, pathLen: pathLen, depth: depth}
			e.jsonStringValue(w, &v, sub)
		}
		i = q + 1
	case '{', '[':
		if depth == jsonDepth {
			st = jsonBad
			goto end
		}
		bit := uint64(1) << (depth & 63)
		js.arr[depth>>6] &^= bit
		js.url[depth>>6] &^= bit
		depth++
		js.plen[depth] = uint16(pathLen)
		if i = nextToken(w, i+1, le); i >= le {
			st = jsonCut
			goto end
		}
		if c == '{' {
			if w[i] == '}' {
				depth--
				i++
				goto after
			}
			goto key
		}
		js.arr[(depth-1)>>6] |= bit
		if kc == kcURL || kc >= kcTarget {
			// The strings of an array of URLs or targets are each
			// one reference.
			js.url[(depth-1)>>6] |= bit
			kc = kcURL
		} else {
			kc = kcNone
		}
		if w[i] == ']' {
			depth--
			i++
			goto after
		}
		goto value
	default:
		if i, st = jsonScalar(w, i, le, full); st != jsonOK {
			goto end
		}
	}
after:
	if i = nextToken(w, i, le); i >= le {
		if st = jsonCut; depth == 0 {
			st = jsonOK
		}
		goto end
	}
	st = jsonBad
	if depth == 0 {
		goto end // something after the value
	}
	d = depth - 1
	switch c = w[i]; {
	case c == ',' && js.arr[d>>6]&(1<<(d&63)) != 0:
		kc = kcNone
		if js.url[d>>6]&(1<<(d&63)) != 0 {
			kc = kcURL
		}
		pathLen = int(js.plen[depth])
		i++
		goto value
	case c == ',':
		if i = nextToken(w, i+1, le); i >= le {
			st = jsonCut
			goto end
		}
		goto key
	case c == ']' && js.arr[d>>6]&(1<<(d&63)) != 0, c == '}' && js.arr[d>>6]&(1<<(d&63)) == 0:
		if depth == js.tg.watch {
			e.closeTargets(w, depth)
		}
		depth--
		i++
		goto after
	}
	goto end
key: // at a byte that is not a blank
	if w[i] != '"' {
		st = jsonBad
		goto end
	}
	if plain {
		if q = e.quoteInWord(w, i+1, le); q < 0 {
			q, _ = e.plainString(w, i+1, le)
		}
		if q >= le {
			st = jsonCut
			goto end
		}
		esc = false
	} else if q, esc, st = e.jsonString(w, i, le); st != jsonOK {
		goto end
	}
	kc, pathLen = e.jsonKey(w[i+1:q], esc, depth)
	if i = nextToken(w, q+1, le); i >= le {
		st = jsonCut
		goto end
	}
	if w[i] != ':' {
		st = jsonBad
		goto end
	}
	i++
	goto value
end:
	if js.tg.nw > 0 {
		e.closeTargets(w, 1)
	}
	return min(i, le), st
}

// nextToken returns the index of the first byte of w[i:le] that is not a
// blank, or le. Most tokens follow the one before them at once: that is
// one comparison, inlined.
func nextToken(w []byte, i, le int) int {
	if i < le && w[i] > ' ' {
		return i
	}
	return skipBlanks(w, i, le)
}

// skipBlanks is nextToken past blanks.
func skipBlanks(w []byte, i, le int) int {
	for i < le && isBlank(w[i]) {
		i++
	}
	return i
}

// jsonScalar returns the end of the number or literal (true, false,
// null) that starts at w[i], before le: jsonCut when it runs into le and
// the record does not end there (not full), jsonBad when there is none.
// A byte after it that may not follow a value is left to the caller.
func jsonScalar(w []byte, i, le int, full bool) (int, jsonResult) {
	c := w[i]
	if lit := jsonLiteral(c); lit != "" {
		n := min(len(lit), le-i)
		if string(w[i:i+n]) != lit[:n] {
			return i, jsonBad
		}
		if n < len(lit) {
			return i, jsonCut
		}
		return i + n, jsonOK
	}
	// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? (RFC 8259 6)
	j := i
	if c == '-' {
		j++
	}
	switch {
	case j >= le:
		return i, jsonCut
	case w[j] == '0':
		j++
	case isDigit(w[j]):
		j = skipDigits(w, j, le)
	default:
		return i, jsonBad
	}
	if j < le && w[j] == '.' {
		if j++; j < le && !isDigit(w[j]) {
			return i, jsonBad
		}
		j = skipDigits(w, j, le)
	}
	if j < le && (w[j] == 'e' || w[j] == 'E') {
		if j++; j < le && (w[j] == '+' || w[j] == '-') {
			j++
		}
		if j < le && !isDigit(w[j]) {
			return i, jsonBad
		}
		j = skipDigits(w, j, le)
	}
	if j >= le && (!full || !isDigit(w[j-1])) {
		// It may go on past le, or ends with "-", "." or an exponent
		// without digits.
		return i, jsonCut
	}
	return j, jsonOK
}

// skipDigits returns the index of the first byte of w[j:le] that is not
// a decimal digit, or le.
func skipDigits(w []byte, j, le int) int {
	for j < le && isDigit(w[j]) {
		j++
	}
	return j
}

// jsonLiteral returns the literal that c begins, or "".
func jsonLiteral(c byte) string {
	switch c {
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	}
	return ""
}
