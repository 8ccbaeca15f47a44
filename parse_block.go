// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/bits"
	"strings"
)

// The block parser. Most URLs are short: most of a typical list of web
// URLs fit in 64 bytes. A SIMD kernel classifies the first 64 bytes of the
// input at once into one 64-bit mask per character class (bit k for s[k]),
// and parseBlock finds the component boundaries with trailing-zero counts
// on the masks, with no loop over the bytes and few data-dependent
// branches; a path, query or fragment that goes on past the 64 bytes is
// read on from the masks of the next blocks, to the end (runTail, parse_run.go).
// parseBlock handles the common shapes of valid references; on anything
// else (an invalid byte, an IPvFuture, a colon in the first segment of a
// relative path, a scheme or an authority longer than the block) it gives
// up and parse runs the byte-at-a-time parser from the start, which is the
// reference and reports errors. Tests run both on every input of the test
// suites and require the same Ref.

// blockSpan returns how much of an input of n bytes the block parser
// hands the block classifier: all of it up to two blocks, whose second
// the classifier reads too (blockMasks.next), and else the first block,
// the others being read by the run classifiers, runBatch at a time.
func blockSpan(n int) int {
	if n > 2*blockMax {
		return blockMax
	}
	return n
}

// parseBlock parses s with the masks m that classifyBlock or
// classifyBlockDots fill for s[:blockSpan(len(s))]: those of its first
// blockMax bytes, and of the second block in m.next when s ends in it. It
// returns the Ref that parseScalar would return and true, or false when s
// is not of a shape it handles (every invalid input among them). A path,
// query or fragment that runs past the first block is read on in the
// second from m.next, or, past two blocks, by runTail; anything else that
// does (a scheme, an authority, a first segment without a scheme) is left
// to parseScalar. m is left as it was given. With iri, s is parsed as an IRI: m holds the
// masks of its first block with the bytes above 0x7F taken as bytes of the
// userinfo, host and path (parseBlockIRI), and u8 what utf8Block left to
// check of them in the next block. The grammar is a flag rather than a
// type parameter (as in the byte parser and runTail): Parse and
// AppendToURI, generic, are inlined into the packages that call them with
// the functions they call when these are small enough, and the escape
// analysis of those packages does not see into a generic function of
// this one, so that the block masks of their frames would move to the
// heap.
//
// The common case runs straight through and builds the Ref in registers.
// What needs a loop (a port, a host that may be an IPv4 address) is left
// to blockFinish, called last, so that the common case saves no register
// across a call.
func parseBlock(s string, m *blockMasks, iri bool, u8 uint64) (Ref, bool) {
	// r is filled in as the components are found, the offsets in their
	// words and the kinds in r.d, so that few values stay live: the
	// common case keeps them all in registers.
	var (
		r     Ref
		flags = uint16(flagValid)
		needs uint8
	)
	n := len(s)
	if uint64(n)-1 >= MaxLength { // n == 0 wraps around
		return Ref{}, false
	}
	pct := m.pct
	for p := pct; p != 0; p &= p - 1 {
		// Every "%" starts a pct-encoded triplet: two HEXDIGs follow it
		// (within s, not necessarily within the block).
		if _, ok := checkPct(s, bits.TrailingZeros64(p)); !ok {
			return Ref{}, false
		}
	}
	notPath := m.notPath &^ pct
	i := 0
	if inClass(s[0], classALPHA) {
		// Scheme characters up to the first byte that is not one: a
		// scheme if that is a ":". The colon mask has no bit from n up.
		j := bits.TrailingZeros64(m.notScheme)
		if j >= blockMax {
			return Ref{}, false
		}
		if m.colon>>uint(j)&1 != 0 {
			flags |= flagScheme
			r.a = uint64(j) // schemeEnd
			i = j + 1
		}
	}
	if i+1 < n && uint16(s[i])|uint16(s[i+1])<<8 == '/'|'/'<<8 {
		// authority: [userinfo "@"] reg-name [":" port], that is, bytes
		// of a userinfo (which has the colon) up to an "@" or the end of
		// the authority, and after an "@", up to the end.
		a := i + 2
		if a >= blockMax {
			return Ref{}, false
		}
		notUser := m.notUserinfo &^ pct
		u := bits.TrailingZeros64(from(notUser, a))
		if u < n && s[u] == '@' {
			// A userinfo: the host starts after it.
			if u+1 >= blockMax {
				return Ref{}, false
			}
			flags |= flagUserinfo
			a = u + 1
			u = bits.TrailingZeros64(from(notUser, a))
		}
		if u == a && u < n && s[u] == '[' {
			k, e, ok := blockIPLiteral(s, m, notUser, a)
			if !ok {
				return Ref{}, false
			}
			r.a |= uint64(a+1) << 32 // hostStart
			r.b = uint64(k)          // hostEnd
			if e > k+1 {
				flags |= flagPort
				needs |= needPort
			}
			r.d = refKinds(HostIPv6, PathAbEmpty)
			u = e
		} else {
			// Only "@" may come before the end of the authority.
			if u < n && !isAuthorityEnd(s[u]) || u == blockMax && n > blockMax {
				return Ref{}, false
			}
			hostEnd := u
			if c := from(m.colon, a); c != 0 {
				if k := bits.TrailingZeros64(c); k < u {
					hostEnd = k
					flags |= flagPort
					needs |= needPort
				}
			}
			if hostEnd > a && s[a]-'0' < 10 {
				needs |= needIPv4
			}
			r.a |= uint64(a) << 32 // hostStart
			r.b = uint64(hostEnd)
			r.d = refKinds(HostRegName, PathAbEmpty)
		}
		flags |= flagAuthority
		i = u
	} else {
		pk := pathKindAt(s, i, flags&flagScheme != 0)
		if pk == PathNoScheme && (n > blockMax || m.colon != 0) {
			// The first segment may not hold a colon: leave one that
			// does, and one that may run past the block, to parseScalar.
			// The segment ends at the first byte that is not a path byte
			// ("?", "#" or one parseScalar rejects) or at the first "/".
			seg := scanFrom(notPath, i)
			if k := strings.IndexByte(s[i:seg], '/'); k >= 0 {
				seg = i + k
			}
			if (seg == blockMax && n > blockMax) || m.colon&(uint64(1)<<uint(seg)-1) != 0 {
				return Ref{}, false
			}
		}
		r.d = refKinds(HostNone, pk)
	}
	r.b |= uint64(i) << 32 // pathStart
	// The path, query and fragment, to the end of s or of the block. One
	// that goes on past the block (i == blockMax < n) is read on by
	// blockPast, out of line: the common case, which ends within the
	// block, then makes no call that it would save its registers across.
	i = scanFrom(notPath, i)
	r.c = uint64(i) // pathEnd
	if i == blockMax && n > blockMax {
		goto built
	}
	if i < n && s[i] != '#' {
		if s[i] != '?' {
			return Ref{}, false
		}
		flags |= flagQuery
		if i = blockQueryEnd(s, notPath, i+1); i == blockMax && n > blockMax {
			goto built
		}
	}
	r.c |= uint64(i) << 32 // queryEnd
	if i < n {
		if s[i] != '#' {
			return Ref{}, false
		}
		flags |= flagFragment
		if i = blockQueryEnd(s, notPath, i+1); i < n && i < blockMax {
			return Ref{}, false
		}
	}
built:
	r.d |= uint64(uint32(n)) | uint64(flags)<<refFlagsShift
	if i < n {
		return blockPast(s, m, iri, u8, r, needs)
	}
	if needs != 0 {
		return blockFinish(s, r, needs)
	}
	return r, true
}

// blockPast reads on, for parseBlock, the path, query or fragment of s
// that runs past the first block (the last that r's flags name): in the
// second block from its masks in m.next when s ends there, else with
// runTail. r is the Ref that parseBlock built, the end of that component
// and of those after it not yet set, and needs what it leaves to
// blockFinish.
func blockPast(s string, m *blockMasks, iri bool, u8 uint64, r Ref, needs uint8) (Ref, bool) {
	st := runState{pathEnd: r.pathEnd(), queryEnd: r.queryEnd(), flags: r.flags()}
	switch {
	case iri:
		st = runTail[iriGrammar](s, blockMax, st, u8)
	case len(s) > 2*blockMax:
		st = runTail[uriGrammar](s, blockMax, st, 0)
	default:
		// The second block, the last of s, read from the masks that the
		// block classifier gave with the first, as runTail reads a
		// block: the triplets of the first block were checked with the
		// bytes after them.
		b := &m.next
		var end bool
		st, end = runBlock(s, blockMax, b, badTriplets(b.pct, 0, b.notHex), st)
		if !end && pctCarry(b.pct)&1 != 0 {
			return Ref{}, false // a "%" in the last two bytes
		}
	}
	if st.flags == 0 {
		return Ref{}, false
	}
	st = st.ended(len(s))
	// st holds both ends that r.c holds: the word is set anew, without
	// its old value, which would have to be kept across the run.
	r.c = 0
	r.setPathEnd(st.pathEnd)
	r.setQueryEnd(st.queryEnd)
	r.addFlags(st.flags)
	if needs != 0 {
		return blockFinish(s, r, needs)
	}
	return r, true
}

// parseBlockIRI runs the block parser with the IRI grammar on s,
// len(s) >= active.blockMin: the bytes above 0x7F of the first block are
// checked on its UTF-8 masks, and then parsed as bytes of the userinfo,
// host, path, query and fragment, which are the components that may hold
// them (the scheme, a port or an IP literal that holds one fails on its
// own rules).
func parseBlockIRI(s string) (Ref, bool) {
	var m blockMasksIRI
	classifyBlockIRI(s[:min(len(s), blockMax)], &m)
	u8, ok := utf8Block(s, 0, &m.utf8, 0)
	if !ok {
		return Ref{}, false
	}
	if len(s) <= blockMax && u8 != 0 {
		return Ref{}, false // a character cut short by the end
	}
	m.notUserinfo &^= m.utf8.hi
	m.notPath &^= m.utf8.hi
	return parseBlock(s, &m.blockMasks, true, u8)
}

// blockIPLiteral reads the IP-literal that starts at s[a] == '[' in the
// authority of the block parser, whose bytes not in classUserinfo (nor
// "%") are those of notUser: every byte of an IPv6address is, and "]"
// is not. It returns the index k of the "]" and the end e of the
// authority (k+1 without a port), and false when the literal is not an
// IPv6address that ends within the block, followed by the end of the
// authority or by ":" and a port that does: an IPvFuture and everything
// invalid go to parseScalar.
func blockIPLiteral(s string, m *blockMasks, notUser uint64, a int) (k, e int, ok bool) {
	if a+1 >= blockMax {
		return 0, 0, false
	}
	k = bits.TrailingZeros64(from(notUser, a+1))
	if k >= len(s) || s[k] != ']' {
		return 0, 0, false
	}
	// The masks of the hexadecimal digits (from a run classifier, which
	// has them) and colons of the block cover an IPv6address without a
	// dotted IPv4address, and their form is checked on them; with one,
	// ipv6Masks checks the rest on them and the IPv4address with isIPv4.
	var rm [runBatch]runMasks
	classifyRun(s[:min(len(s), blockMax)], &rm)
	lit := bitsBelow(k) &^ bitsBelow(a+1)
	hex, colon := ^rm[0].notHex&lit, m.colon&lit
	if hex|colon == lit {
		// The common case, inlined: hexadecimal digits and colons only.
		if !ipv6Form(k-a-1, hex>>uint(a+1), colon>>uint(a+1)) {
			return 0, 0, false
		}
	} else if !ipv6Masks(s[a+1:k], hex>>uint(a+1), colon>>uint(a+1)) {
		return 0, 0, false
	}
	e = k + 1
	if e < len(s) && s[e] == ':' {
		if e+1 >= blockMax {
			return 0, 0, false
		}
		e = bits.TrailingZeros64(from(notUser, e+1))
	}
	if e < len(s) && !isAuthorityEnd(s[e]) || e == blockMax && len(s) > blockMax {
		return 0, 0, false
	}
	return k, e, true
}

// blockQueryEnd returns the end of a query or fragment that starts at i,
// 0 <= i <= blockMax, within the block (blockMax if it runs to the end of
// the block): query = fragment = *( pchar / "/" / "?" ), the path bytes of
// notPath and "?".
func blockQueryEnd(s string, notPath uint64, i int) int {
	for i = scanFrom(notPath, i); i < min(len(s), blockMax) && s[i] == '?'; {
		i = scanFrom(notPath, i+1)
	}
	return i
}

// What parseBlock leaves to blockFinish.
const (
	needPort = 1 << iota // parse the port, [portStart, pathStart)
	needIPv4             // see whether the host is an IPv4 address
)

// blockFinish does for parseBlock what needs says to r, with the rules
// of parseScalar (scanPort, isIPv4), and returns r, or false when the
// input is not of a shape parseBlock handles. parseBlock has set what
// it could: the port flag, the host as a reg-name, the end of the
// authority.
func blockFinish(s string, r Ref, needs uint8) (Ref, bool) {
	if needs&needPort != 0 {
		// The port runs to pathStart, the end of the authority, which
		// is not a digit: the digits must reach it (parsePort's rule).
		i := r.portStart()
		n, port, ok := scanPort(s[i:])
		if i+n != r.pathStart() {
			return Ref{}, false
		}
		if ok {
			r.setPort(port)
			r.addFlags(flagPortOK)
		}
	}
	if needs&needIPv4 != 0 && isIPv4(s[r.hostStart():r.hostEnd()]) {
		// A reg-name that matches IPv4address is one (setRegName's rule).
		r.setHostKind(HostIPv4)
	}
	return r, true
}
