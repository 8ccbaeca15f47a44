// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strconv"
	"strings"
	"testing"
)

var escapeComponents = []EscapeMode{
	EscapeUnreserved, EscapePathSegment, EscapePath, EscapeQuery,
	EscapeQueryComponent, EscapeFragment, EscapeUserinfo, EscapeHost,
}

// escapeWrap embeds an escaped component in a URI-reference and says
// which component of the parse must hold it, with what text.
func escapeWrap(mode EscapeMode, esc string) (string, Component, string) {
	switch mode & escapeComponentMask {
	case EscapePathSegment, EscapeUnreserved:
		return "s:/" + esc + "/x", ComponentPath, "/" + esc + "/x"
	case EscapePath:
		return "s://h/" + esc, ComponentPath, "/" + esc
	case EscapeQuery, EscapeQueryComponent:
		return "s:?" + esc, ComponentQuery, esc
	case EscapeFragment:
		return "s:#" + esc, ComponentFragment, esc
	case EscapeUserinfo:
		return "s://" + esc + "@h", ComponentUserinfo, esc
	case EscapeHost:
		return "s://" + esc, ComponentHost, esc
	}
	panic("unknown mode")
}

// slowUnescape is a model of AppendUnescape over strings.
func slowUnescape(s string, mode EscapeMode) (string, int, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if mode&RejectControl != 0 && (c < 0x20 || c == 0x7f) {
			return b.String(), i, ErrControl
		}
		switch {
		case c == '+' && mode&PlusSpace != 0:
			b.WriteByte(' ')
		case c == '%':
			for k := 1; k <= 2; k++ {
				if i+k >= len(s) || !strings.ContainsRune("0123456789abcdefABCDEF", rune(s[i+k])) {
					return b.String(), i + k, ErrPercent
				}
			}
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if mode&RejectControl != 0 && (v < 0x20 || v == 0x7f) {
				return b.String(), i, ErrControl
			}
			if v == '/' && mode&escapeComponentMask == EscapePath {
				b.WriteString(s[i : i+3])
			} else {
				b.WriteByte(byte(v))
			}
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), -1, nil
}

// checkEscape checks escaping s in every mode: the result is a valid
// component holding only allowed bytes and triplets, and it unescapes to
// s; unescaping s agrees with the model.
func checkEscape(t *testing.T, s string) {
	for _, comp := range escapeComponents {
		for _, opt := range []EscapeMode{0, PlusSpace, RejectControl, PlusSpace | RejectControl} {
			mode := comp | opt
			esc := string(AppendEscape([]byte("k"), s, mode))[1:]
			if esc2 := string(AppendEscape(nil, []byte(s), mode)); esc2 != esc {
				t.Fatalf("AppendEscape([]byte(%q), %#x) = %q, string gives %q", s, mode, esc2, esc)
			}
			keep := &escapeKeep[comp]
			for i := 0; i < len(esc); i++ {
				c := esc[i]
				switch {
				case c == '%':
					i += 2
				case c == '+' && mode&PlusSpace != 0:
				case !keep[c] || c == '+' && mode&PlusSpace != 0:
					t.Fatalf("AppendEscape(%q, %#x) = %q keeps %q", s, mode, esc, c)
				}
			}
			if esc != "" {
				wrapped, which, text := escapeWrap(mode, esc)
				r, err := Parse(wrapped)
				if err != nil {
					t.Fatalf("AppendEscape(%q, %#x) = %q, which is not a valid component: %v", s, mode, esc, err)
				}
				if sp, _ := r.Component(which); sp.In(wrapped) != text {
					t.Fatalf("AppendEscape(%q, %#x) = %q parses as %v %q in %q", s, mode, esc, which, sp.In(wrapped), wrapped)
				}
			}
			back, off, err := AppendUnescape(nil, esc, mode&^RejectControl)
			if err != nil || string(back) != s || off != -1 {
				t.Fatalf("AppendUnescape(AppendEscape(%q, %#x) = %q) = %q, %d, %v", s, mode, esc, back, off, err)
			}
			got, off, err := AppendUnescape([]byte("k"), s, mode)
			want, woff, werr := slowUnescape(s, mode)
			if string(got) != "k"+want || off != woff || err != werr {
				t.Fatalf("AppendUnescape(%q, %#x) = %q, %d, %v; model says %q, %d, %v", s, mode, got[1:], off, err, want, woff, werr)
			}
			if err == ErrPercent && mode&RejectControl == 0 {
				// The offset is the one the parser reports for the same
				// bytes in a query.
				qb := []byte("?" + s)
				for k := 1; k < len(qb); k++ {
					if qb[k] != '%' && !inClass(qb[k], classQuery) {
						qb[k] = 'g' // in the query class, not a hex digit
					}
				}
				q := string(qb)
				if code, poff := Check(q); code != ErrPercent || poff-1 != off {
					t.Fatalf("AppendUnescape(%q) offset %d; Check(%q) = %v, %d", s, off, q, code, poff)
				}
			}
		}
	}
}

func TestEscape(t *testing.T) {
	inputs := []string{
		"", "a", "hello world", "a/b?c#d", "100%", "%", "%4", "%41", "%4G", "%zz", "a+b=c&d;e",
		"caf\u00e9", "\x00", "%00", "%0a", "%7F", "%7f", "a%2Fb", "%2f", "[::1]", "user:pass",
		"\x7f\x80\xff", "~._-", "!$&'()*+,;=:@", "%%41", "%2", "+%2B+", "\r\n", "%0D%0A",
	}
	for c := 0; c < 256; c++ {
		inputs = append(inputs, string(rune(c)), "%"+strconv.FormatUint(uint64(c)|0x100, 16)[1:], "x"+string([]byte{byte(c)}))
	}
	for _, s := range inputs {
		checkEscape(t, s)
	}
}

func TestUnescapeCases(t *testing.T) {
	for _, tc := range []struct {
		in   string
		mode EscapeMode
		out  string
		off  int
		err  error
	}{
		{"a%20b", EscapePath, "a b", -1, nil},
		{"a+b%2B", EscapeQueryComponent | PlusSpace, "a b+", -1, nil},
		{"a+b", EscapeQueryComponent, "a+b", -1, nil},
		{"/a%2Fb/c", EscapePath, "/a%2Fb/c", -1, nil},
		{"a%2Fb", EscapePathSegment, "a/b", -1, nil},
		{"%e4%bd%a0", EscapeFragment, "\u4f60", -1, nil},
		{"ab%4", EscapeQuery, "ab", 4, ErrPercent},
		{"ab%G1", EscapeQuery, "ab", 3, ErrPercent},
		{"ab%1G", EscapeQuery, "ab", 4, ErrPercent},
		{"a%00b", EscapeQuery, "a\x00b", -1, nil},
		{"a%00b", EscapeQuery | RejectControl, "a", 1, ErrControl},
		{"a%0d%0Ab", EscapeUserinfo | RejectControl, "a", 1, ErrControl},
		{"x%7f", EscapeUnreserved | RejectControl, "x", 1, ErrControl},
		{"x\ny", EscapeQuery | RejectControl, "x", 1, ErrControl},
		{"x%c3%a9\ty", EscapeQuery | RejectControl, "x\u00e9", 7, ErrControl},
		{"%80%FF", EscapeQuery | RejectControl, "\x80\xff", -1, nil},
	} {
		got, off, err := AppendUnescape(nil, tc.in, tc.mode)
		if string(got) != tc.out || off != tc.off || err != tc.err {
			t.Errorf("AppendUnescape(%q, %#x) = %q, %d, %v; want %q, %d, %v", tc.in, tc.mode, got, off, err, tc.out, tc.off, tc.err)
		}
	}
	for _, tc := range []struct {
		in   string
		mode EscapeMode
		out  string
	}{
		{"a b/c?d#e%f", EscapePath, "a%20b/c%3Fd%23e%25f"},
		{"a b/c", EscapePathSegment, "a%20b%2Fc"},
		{"k=v&x;y+z w", EscapeQueryComponent | PlusSpace, "k%3Dv%26x%3By%2Bz+w"},
		{"k=v&x y?/", EscapeQuery, "k=v&x%20y?/"},
		{"user:p@ss", EscapeUserinfo, "user:p%40ss"},
		{"caf\u00e9", EscapeHost, "caf%C3%A9"},
		{"a~b!c", EscapeUnreserved, "a~b%21c"},
		{"a!c", EscapeMode(200), "a%21c"},
	} {
		if got := AppendEscape(nil, tc.in, tc.mode); string(got) != tc.out {
			t.Errorf("AppendEscape(%q, %#x) = %q, want %q", tc.in, tc.mode, got, tc.out)
		}
	}
}

func FuzzEscape(f *testing.F) {
	f.Add("hello world/%41?")
	f.Add("%zz\x00+")
	f.Fuzz(func(t *testing.T, s string) { checkEscape(t, s) })
}

func FuzzUnescape(f *testing.F) {
	f.Add("a%20b+c", uint16(EscapeQueryComponent|PlusSpace))
	f.Add("%2F%00%4", uint16(EscapePath|RejectControl))
	f.Fuzz(func(t *testing.T, s string, m uint16) {
		mode := EscapeMode(m) & (escapeComponentMask | PlusSpace | RejectControl)
		got, off, err := AppendUnescape(nil, s, mode)
		want, woff, werr := slowUnescape(s, mode)
		if string(got) != want || off != woff || err != werr {
			t.Fatalf("AppendUnescape(%q, %#x) = %q, %d, %v; model says %q, %d, %v", s, mode, got, off, err, want, woff, werr)
		}
	})
}
