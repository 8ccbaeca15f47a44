// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"testing"
	"unicode"

	"golang.org/x/net/idna"
	xbidi "golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/rangetable"
)

// xnet is x/net/idna's ToASCII with the URL Standard's options, as web
// calls it.
var xnet = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckHyphens(false),
	idna.CheckJoiners(true),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// changed15to17 lists the code points assigned in Unicode 15.0 whose IDNA
// data differ in 17.0: there x/net/idna's 15.0 answer is not this
// package's. Most are UTS 46 revision 31 (Unicode 15.1), which dropped the
// statuses derived from IDNA2008 (section 7, "Removed"): those characters
// took the status that NFKC_Casefold gives them.
var changed15to17 = []struct {
	lo, hi rune
	why    string
}{
	{0x04C0, 0x04C0, "15.1: U+04C0 CYRILLIC LETTER PALOCHKA, disallowed, maps to U+04CF"},
	{0x10A0, 0x10C5, "15.1: Georgian capitals, disallowed, map to Georgian small letters"},
	{0x115F, 0x1160, "15.1: Hangul fillers, disallowed, are ignored"},
	{0x17B4, 0x17B5, "15.1: Khmer inherent vowels, disallowed, are ignored"},
	{0x1806, 0x1806, "15.1: U+1806 MONGOLIAN TODO SOFT HYPHEN, disallowed, is valid"},
	{0x180E, 0x180E, "15.1: U+180E MONGOLIAN VOWEL SEPARATOR, disallowed, is ignored"},
	{0x1E9E, 0x1E9E, "15.1: U+1E9E LATIN CAPITAL LETTER SHARP S maps to U+00DF, not to \"ss\""},
	{0x2061, 0x2063, "15.1: invisible operators, disallowed, are ignored"},
	{0x206A, 0x206F, "15.1: deprecated format characters, disallowed, are ignored"},
	{0x2132, 0x2132, "15.1: U+2132 TURNED CAPITAL F, disallowed, maps to U+214E"},
	{0x2183, 0x2183, "15.1: U+2183 ROMAN NUMERAL REVERSED ONE HUNDRED, disallowed, maps to U+2184"},
	{0x3164, 0x3164, "15.1: U+3164 HANGUL FILLER, disallowed, is ignored"},
	{0xFC5E, 0xFC63, "15.1: Arabic ligatures that map to a space and marks: disallowed_STD3_mapped, now mapped"},
	{0xFE70, 0xFE70, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE72, 0xFE72, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE74, 0xFE74, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE76, 0xFE76, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE78, 0xFE78, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE7A, 0xFE7A, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE7C, 0xFE7C, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFE7E, 0xFE7E, "15.1: Arabic isolated forms that map to a space and a mark: disallowed_STD3_mapped, now mapped"},
	{0xFFA0, 0xFFA0, "15.1: U+FFA0 HALFWIDTH HANGUL FILLER, disallowed, is ignored"},
	{0x1D173, 0x1D17A, "15.1: musical format characters, disallowed, are ignored"},
	{0x2F868, 0x2F868, "15.1: CJK compatibility ideograph, disallowed, maps to its ideograph"},
	{0x2F874, 0x2F874, "15.1: CJK compatibility ideograph, disallowed, maps to its ideograph"},
	{0x2F91F, 0x2F91F, "15.1: CJK compatibility ideograph, disallowed, maps to its ideograph"},
	{0x2F95F, 0x2F95F, "15.1: CJK compatibility ideograph, disallowed, maps to its ideograph"},
	{0x2F9BF, 0x2F9BF, "15.1: CJK compatibility ideograph, disallowed, maps to its ideograph"},
	{0x1171E, 0x1171E, "16.0: U+1171E AHOM CONSONANT SIGN MEDIAL RA became a spacing mark (Bidi_Class L, not NSM); x/net reads Bidi_Class from x/text, 17.0 under Go 1.27"},
}

func changed(r rune) bool {
	for _, c := range changed15to17 {
		if c.lo <= r && r <= c.hi {
			return true
		}
	}
	return false
}

// xnetBug returns which known bug of x/net/idna v0.50.0 explains its
// answer for pre+string(r)+post, after checking that the bug is what
// happens, or "":
//
//   - It reads a code point above U+FFFF that a mark follows as the code
//     point of its low 16 bits, and does not map it (the bug is in
//     golang.org/x/text/unicode/norm, v0.34.0, whose NFC x/net calls): U+10041 and U+0301
//     give "xn--4ba", U+00C1, the NFC of U+0041 U+0301; if it maps the
//     code point, the low 16 bits of its mapping.
//   - It decides whether the domain is a Bidi domain name from the
//     domain as written, not as mapped (UTS 46 4.1 criterion 8 reads the
//     labels after step 2): U+2135 ALEF SYMBOL (Bidi_Class L) maps to
//     U+05D0 (R). Written mapped, the domain fails on x/net too.
func xnetBug(pre string, r rune, post string, want string) string {
	if r > 0xFFFF && post != "" {
		low := []rune{r & 0xFFFF}
		if v := lookup(r); v&statusMask == stMapped {
			if m, _ := mapped(r, v); m >= 0 {
				low = append(low, m&0xFFFF)
			}
		}
		for _, l := range low {
			if w, err := idna.Punycode.ToASCII(norm.NFC.String(pre + string(l) + post)); err == nil && w == want {
				return "low 16 bits"
			}
		}
	}
	if v := lookup(r); v&statusMask == stMapped {
		m, s := mapped(r, v)
		if s == "" {
			s = string(m)
		}
		if _, err := ToASCII(pre + string(r) + post); err == ErrBidi {
			if _, werr := xnet.ToASCII(pre + s + post); werr != nil {
				return "bidi before mapping"
			}
		}
	}
	return ""
}

// TestXNetEquivalence checks ToASCII against x/net/idna (Unicode 15.0
// data) on every code point whose data agree in 15.0 and 17.0: those
// assigned in 15.0 but for changed15to17, and those unassigned in 17.0,
// one in 31 of these; each alone, after "a", after U+05D0 (right to left,
// which makes the domain a Bidi domain name), as a label after "\u05d0.",
// and before U+0301. A difference is an error but for the known bugs of
// x/net that xnetBug checks.
func TestXNetEquivalence(t *testing.T) {
	if idna.UnicodeVersion != "15.0.0" {
		t.Fatalf("x/net/idna has Unicode %s; this test knows the changes from 15.0 only", idna.UnicodeVersion)
	}
	assigned15 := rangetable.Assigned("15.0.0")
	assigned17 := rangetable.Assigned("17.0.0")
	if assigned15 == nil || assigned17 == nil {
		t.Fatal("x/text has no tables of assigned code points for 15.0 or 17.0")
	}
	contexts := []struct{ pre, post string }{{"", ""}, {"a", ""}, {"\u05d0", ""}, {"\u05d0.", ""}, {"", "\u0301"}}
	step := rune(1)
	if testing.Short() {
		step = 7 // one code point in 7 under -short (and -race)
	}
	compared, differ := 0, 0
	seen := map[rune]bool{}
	bugs := map[string]int{}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if 0xD800 <= r && r <= 0xDFFF || r%step != 0 && !changed(r) {
			continue
		}
		switch {
		case unicode.Is(assigned15, r):
		case !unicode.Is(assigned17, r) && r%31 == 0:
		default:
			continue
		}
		for _, c := range contexts {
			in := c.pre + string(r) + c.post
			got, err := ToASCII(in)
			want, werr := xnet.ToASCII(in)
			compared++
			if (err != nil) == (werr != nil) && (err != nil || got == want) {
				continue
			}
			if changed(r) {
				seen[r] = true
				continue
			}
			if bug := xnetBug(c.pre, r, c.post, want); bug != "" && werr == nil {
				bugs[bug]++
				continue
			}
			differ++
			if differ <= 20 {
				t.Errorf("U+%04X in %+q: got %+q, %v; x/net %+q, %v", r, in, got, err, want, werr)
			}
		}
	}
	if differ > 20 {
		t.Errorf("%d more differences", differ-20)
	}
	for _, c := range changed15to17 {
		for r := c.lo; r <= c.hi; r++ {
			// x/net takes Bidi_Class from x/text/unicode/bidi, whose data
			// is 17.0 under Go 1.27.
			if r == 0x1171E && xbidi.UnicodeVersion != "15.0.0" {
				continue
			}
			if !seen[r] && unicode.Is(assigned15, r) && (step == 1 || changed(r)) {
				t.Errorf("U+%04X is listed as changed (%s), and agrees with x/net", r, c.why)
			}
		}
	}
	t.Logf("%d inputs compared; x/net's known bugs: %v", compared, bugs)
}
