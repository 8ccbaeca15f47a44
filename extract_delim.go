// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The extractor's delimited references: between double quotes and between
// angle brackets.

// quoted handles the '"' at w[j], followed by a URI byte: a request line,
// the referer field of an access log, or a quoted reference.
func (e *engine) quoted(w []byte, j int) (int, verdict) {
	i := j + 1
	n := len(w)
	// A request line starts with a method (most quoted references do
	// not: they start with a lower-case scheme or "/").
	if isMethodByte(w[i]) {
		mode := reqQuoted
		if fieldOpen(w, j) {
			mode = reqField
		}
		if next, v := e.requestLine(w, i, mode); v != vNo {
			return next, v
		}
	}
	// A quoted reference: whether it looks like one depends on its first
	// maxSchemeLen+1 bytes only (the scheme and its colon are word bytes),
	// so that is tested first: most quoted text in logs, such as user
	// agents, is not a reference.
	if v := e.looksLikeRef(w, i); v != vYes {
		return i, v
	}
	// A word up to an unescaped closing quote: the quoted reference, and
	// the whole field when the quote opens an access log's referer (the
	// common case, so tested first).
	end := e.wordEnd(w, i)
	long := end-i > e.maxLen
	if long && end == n && !e.atEOF && end-cutRuneLen(w)-i <= e.maxLen {
		// The window cuts a character at the word's end, one that the
		// end of the input would leave out of the word (as bytes that are
		// not UTF-8): whether the word is over the limit waits for it.
		return i, vMore
	}
	if !long {
		if end == n {
			return i, e.more()
		}
		if w[end] == '"' && w[end-1] != '\\' {
			e.quotedRef(w, i, end)
			return end + 1, vYes
		}
	}
	if refererAt(w, j) {
		if next, v := e.referer(w, i); v != vNo {
			return next, v
		}
	}
	switch {
	case long:
		return e.tooLong(Match{Start: e.base + i, Kind: KindQuoted}, stSkipWord, w, end), vYes
	case w[end] == '"':
		e.quotedRef(w, i, end)
		return end + 1, vYes
	}
	return i, vNo
}

// quotedRef reports the quoted reference w[i:end].
func (e *engine) quotedRef(w []byte, i, end int) {
	ref, code, flags := e.candidate(KindQuoted, asString(w[i:end]))
	e.dst = append(e.dst, Match{Start: e.base + i, End: e.base + end, Ref: ref, Err: code, Kind: KindQuoted, Flags: flags})
}

// looksLikeRef reports whether the quoted text at w[i:] is reported as a
// reference: it begins with a scheme, "/", "./" or "../". It reads at most
// maxSchemeLen+1 bytes, and returns vMore when the window ends before it
// can tell.
func (e *engine) looksLikeRef(w []byte, i int) verdict {
	s := w[i:min(len(w), i+maxSchemeLen+1)]
	if len(s) == 0 {
		return e.more()
	}
	short := len(s) < maxSchemeLen+1 && !e.atEOF // the window cuts s
	if isALPHAByte(s[0]) {
		j := 1
		for j < len(s) && j <= maxSchemeLen && isSchemeByte(s[j]) {
			j++
		}
		if j == len(s) && short {
			return vMore
		}
		if j < len(s) && s[j] == ':' && j <= maxSchemeLen {
			if e.schemes == nil || e.listed(s[:j]) {
				return vYes
			}
			return vNo
		}
	}
	if e.schemes != nil {
		return vNo
	}
	// "/", "./" or "../", compared byte by byte: bytes.HasPrefix calls
	// memequal, and most quoted text (user agents) gets here.
	for k := 0; ; k++ {
		switch {
		case s[k] == '/':
			return vYes
		case s[k] != '.' || k == 2:
			return vNo
		case len(s) == k+1:
			return e.shortVerdict(short)
		}
	}
}

// shortVerdict is vMore when short, vNo otherwise.
func (e *engine) shortVerdict(short bool) verdict {
	if short {
		return vMore
	}
	return vNo
}

// angle handles a word at w[i:] just after "<": a URI, possibly after
// "URL:", possibly broken across lines, up to ">".
func (e *engine) angle(w []byte, i int) (int, verdict) {
	n := len(w)
	k := i
	if m := min(n-k, 4); equalFoldASCII(asString(w[k:k+m]), "url:"[:m]) {
		switch {
		case m == 4:
			k += 4
			if k == n {
				return i, e.more()
			}
			if w[k] == ' ' {
				k++
			}
		case !e.atEOF:
			return i, vMore
		}
	}
	cs := k
	if k >= n {
		return i, e.more()
	}
	if !isALPHAByte(w[k]) {
		return i, vNo
	}
	// A scheme longer than the limit makes a reference over it: the scan
	// stops there, so that the window need not grow past the limit.
	lim := min(n, cs+e.maxLen+1)
	k += indexNotIn(asString(w[k:lim]), classScheme)
	if k == lim {
		if lim == n && n-cs <= e.maxLen {
			return i, e.more()
		}
		return i, vNo
	}
	if w[k] != ':' || (e.schemes != nil && !e.listed(w[cs:k])) {
		return i, vNo
	}
	var flags MatchFlags
	for {
		k = e.wordEnd(w, k)
		if k-cs > e.maxLen {
			return i, vNo
		}
		if k >= n {
			return i, e.more()
		}
		c := w[k]
		if c == '>' {
			break
		}
		ws := k
		nl := false
		for k < n && inClass(w[k], classSpace) {
			nl = nl || w[k] == '\n' || w[k] == '\r'
			k++
		}
		if ws == k || k-cs > e.maxLen {
			return i, vNo
		}
		if k >= n {
			return i, e.more()
		}
		if !nl {
			return i, vNo
		}
		if w[ws-1] == '-' || w[k] == '-' {
			flags |= FlagHyphenBreak
		}
		flags |= FlagCleaned
	}
	m := Match{Start: e.base + cs, End: e.base + k, Kind: KindAngle, Flags: flags}
	if flags&FlagCleaned == 0 {
		m.Ref, m.Err, m.Flags = e.candidate(KindAngle, asString(w[cs:k]))
	} else {
		c0 := len(e.clean)
		for p := cs; p < k; {
			q := p + indexIn(asString(w[p:k]), classSpace)
			e.clean = append(e.clean, w[p:q]...)
			p = q + indexNotIn(asString(w[q:k]), classSpace)
		}
		m.Clean = Span{c0, len(e.clean)}
		var iri MatchFlags
		m.Ref, m.Err, iri = e.candidate(KindAngle, asString(e.clean[c0:]))
		m.Flags |= iri
	}
	e.dst = append(e.dst, m)
	return k + 1, vYes
}
