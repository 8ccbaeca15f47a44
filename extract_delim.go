// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// The extractor's delimited references: between double quotes and between
// angle brackets.

// quoted handles the '"' at w[j], followed by a URI byte: a request line,
// the referer field of an access log, or a quoted reference.
func (e *engine) quoted(dst []Match, w []byte, j int) ([]Match, int, verdict) {
	i := j + 1
	n := len(w)
	// A request line starts with a method (most quoted references do
	// not: they start with a lower-case scheme or "/").
	if isMethodByte(w[i]) {
		if d, next, v := e.requestLine(dst, w, i, true, fieldOpen(w, j)); v != vNo {
			return d, next, v
		}
	}
	// A quoted reference: whether it looks like one depends on its first
	// maxSchemeLen+1 bytes only (the scheme and its colon are word bytes),
	// so that is tested first: most quoted text in logs, such as user
	// agents, is not a reference.
	if v := e.looksLikeRef(w, i); v != vYes {
		return dst, i, v
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
		return dst, i, vMore
	}
	if !long {
		if end == n {
			return dst, i, e.more()
		}
		if w[end] == '"' && w[end-1] != '\\' {
			return e.quotedRef(dst, w, i, end), end + 1, vYes
		}
	}
	if refererAt(w, j) {
		if d, next, v := e.referer(dst, w, i); v != vNo {
			return d, next, v
		}
	}
	switch {
	case long:
		dst, end = e.tooLong(dst, Match{Start: e.base + i, Kind: KindQuoted}, stSkipWord, w, end)
		return dst, end, vYes
	case w[end] == '"':
		return e.quotedRef(dst, w, i, end), end + 1, vYes
	}
	return dst, i, vNo
}

// quotedRef reports the quoted reference w[i:end].
func (e *engine) quotedRef(dst []Match, w []byte, i, end int) []Match {
	ref, code, flags := e.candidate(KindQuoted, asString(w[i:end]))
	return append(dst, Match{Start: e.base + i, End: e.base + end, Ref: ref, Err: code, Kind: KindQuoted, Flags: flags})
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
		e.work += j
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
func (e *engine) angle(dst []Match, clean, w []byte, i int) ([]Match, []byte, int, verdict) {
	n := len(w)
	k := i
	if m := min(n-k, 4); equalFoldASCII(asString(w[k:k+m]), "url:"[:m]) {
		switch {
		case m == 4:
			k += 4
			if k == n {
				return dst, clean, i, e.more()
			}
			if w[k] == ' ' {
				k++
			}
		case !e.atEOF:
			return dst, clean, i, vMore
		}
	}
	cs := k
	if k >= n {
		return dst, clean, i, e.more()
	}
	if !isALPHAByte(w[k]) {
		return dst, clean, i, vNo
	}
	// A scheme longer than the limit makes a reference over it: the scan
	// stops there, so that the window need not grow past the limit.
	lim := min(n, cs+e.maxLen+1)
	k += indexNotIn(asString(w[k:lim]), classScheme)
	e.work += k - cs
	if k == lim {
		if lim == n && n-cs <= e.maxLen {
			return dst, clean, i, e.more()
		}
		return dst, clean, i, vNo
	}
	if w[k] != ':' || (e.schemes != nil && !e.listed(w[cs:k])) {
		return dst, clean, i, vNo
	}
	var flags MatchFlags
	for {
		k = e.wordEnd(w, k)
		if k-cs > e.maxLen {
			return dst, clean, i, vNo
		}
		if k >= n {
			return dst, clean, i, e.more()
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
		e.work += k - ws
		if ws == k || k-cs > e.maxLen {
			return dst, clean, i, vNo
		}
		if k >= n {
			return dst, clean, i, e.more()
		}
		if !nl {
			return dst, clean, i, vNo
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
		c0 := len(clean)
		for p := cs; p < k; {
			q := p + indexIn(asString(w[p:k]), classSpace)
			clean = append(clean, w[p:q]...)
			p = q + indexNotIn(asString(w[q:k]), classSpace)
		}
		e.work += k - cs
		m.Clean = Span{c0, len(clean)}
		var iri MatchFlags
		m.Ref, m.Err, iri = e.candidate(KindAngle, asString(clean[c0:]))
		m.Flags |= iri
	}
	return append(dst, m), clean, k + 1, vYes
}
