// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// gen_table generates table.go: the byte-class table of the RFC 3986
// character sets, and the nibble bitmaps the SIMD kernels use for the same
// sets. Each set is written below as a readable predicate, named after the
// ABNF rule it implements; table_test.go recomputes every entry from the same
// sets, spelled out independently from the RFC's character lists, and also
// checks that running this generator reproduces table.go.
//
// Run it with go generate (see doc.go); -o names another output file.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"strings"
)

// isALPHA reports ALPHA = %x41-5A / %x61-7A (RFC 5234 B.1).
func isALPHA(c byte) bool { return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' }

// isDIGIT reports DIGIT = %x30-39.
func isDIGIT(c byte) bool { return '0' <= c && c <= '9' }

// isHEXDIG reports HEXDIG = DIGIT / "A"-"F" (ABNF strings are
// case-insensitive, so "a"-"f" too).
func isHEXDIG(c byte) bool { return isDIGIT(c) || 'A' <= c && c <= 'F' || 'a' <= c && c <= 'f' }

// isGenDelim reports gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" (2.2).
func isGenDelim(c byte) bool { return strings.IndexByte(":/?#[]@", c) >= 0 }

// isSubDelim reports sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" /
// "+" / "," / ";" / "=" (2.2).
func isSubDelim(c byte) bool { return strings.IndexByte("!$&'()*+,;=", c) >= 0 }

// isUnreserved reports unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (2.3).
func isUnreserved(c byte) bool {
	return isALPHA(c) || isDIGIT(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

// isScheme reports the characters after the first of
// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (3.1).
func isScheme(c byte) bool { return isALPHA(c) || isDIGIT(c) || c == '+' || c == '-' || c == '.' }

// isUserinfo reports userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
// (3.2.1) without the "%" of pct-encoded, which the parser checks as a triplet.
func isUserinfo(c byte) bool { return isUnreserved(c) || isSubDelim(c) || c == ':' }

// isRegName reports reg-name = *( unreserved / pct-encoded / sub-delims )
// (3.2.2), without "%".
func isRegName(c byte) bool { return isUnreserved(c) || isSubDelim(c) }

// isPchar reports pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
// (3.3), without "%".
func isPchar(c byte) bool { return isUnreserved(c) || isSubDelim(c) || c == ':' || c == '@' }

// isPath reports the bytes of a path: segments of pchar separated by "/" (3.3).
func isPath(c byte) bool { return isPchar(c) || c == '/' }

// isQuery reports query = fragment = *( pchar / "/" / "?" ) (3.4, 3.5).
func isQuery(c byte) bool { return isPchar(c) || c == '/' || c == '?' }

// isIPv6 reports the bytes an IPv6address can hold: HEXDIG, ":" and the "."
// of an embedded IPv4address (3.2.2).
func isIPv6(c byte) bool { return isHEXDIG(c) || c == ':' || c == '.' }

// isSpace reports the white space that delimits URI references in text
// (Appendix C): SP, HTAB, LF, VT, FF, CR.
func isSpace(c byte) bool { return c == ' ' || '\t' <= c && c <= '\r' }

// isURIByte reports every byte that may appear in a URI-reference:
// reserved, unreserved and "%" (2).
func isURIByte(c byte) bool { return isUnreserved(c) || isGenDelim(c) || isSubDelim(c) || c == '%' }

// isTrigger reports the bytes at which the extractor (extract.go) looks for
// a reference in text: the ":" after a scheme, the '"' and "<" that open a
// quoted or bracketed one (Appendix C), and the LF before a request line
// at the start of a line.
func isTrigger(c byte) bool { return c == ':' || c == '"' || c == '<' || c == '\n' }

// classes lists the sets in bit order. The names become the Go constants
// (class<Name>) and the order is the bit number; it must not exceed 16.
var classes = []struct {
	name string
	doc  string
	pred func(byte) bool
}{
	{"ALPHA", "ALPHA (RFC 5234)", isALPHA},
	{"DIGIT", "DIGIT (RFC 5234)", isDIGIT},
	{"HEXDIG", "HEXDIG (RFC 5234, case-insensitive)", isHEXDIG},
	{"GenDelim", "gen-delims (2.2)", isGenDelim},
	{"SubDelim", "sub-delims (2.2)", isSubDelim},
	{"Unreserved", "unreserved (2.3)", isUnreserved},
	{"Scheme", "ALPHA / DIGIT / \"+\" / \"-\" / \".\" (3.1)", isScheme},
	{"Userinfo", "userinfo without pct-encoded (3.2.1)", isUserinfo},
	{"RegName", "reg-name without pct-encoded (3.2.2)", isRegName},
	{"Pchar", "pchar without pct-encoded (3.3)", isPchar},
	{"Path", "pchar / \"/\" without pct-encoded (3.3)", isPath},
	{"Query", "pchar / \"/\" / \"?\" without pct-encoded: query and fragment (3.4, 3.5)", isQuery},
	{"IPv6", "HEXDIG / \":\" / \".\": the bytes of an IPv6address (3.2.2)", isIPv6},
	{"Space", "white space delimiting references in text (Appendix C)", isSpace},
	{"URI", "any byte of a URI-reference: reserved / unreserved / \"%\" (2)", isURIByte},
	{"Trigger", "\":\" / DQUOTE / \"<\" / LF: where the extractor looks for a reference in text", isTrigger},
}

func main() {
	out := flag.String("o", "table.go", "output `file`")
	flag.Parse()
	if len(classes) > 16 {
		log.Fatalf("%d classes do not fit in uint16", len(classes))
	}
	var b bytes.Buffer
	b.WriteString("// Copyright 2026 The uriscan Authors. All rights reserved.\n")
	b.WriteString("// Use of this source code is governed by a BSD-style\n")
	b.WriteString("// license that can be found in the LICENSE file.\n\n")
	b.WriteString("// Code generated by gen_table.go; DO NOT EDIT.\n\n")
	b.WriteString("package uri\n\n")
	b.WriteString("// charset names one of the character classes below (a bit number in\n")
	b.WriteString("// classTable). The kernels (scan_kernel.go) take a charset rather than a mask so\n")
	b.WriteString("// that every implementation, generic or SIMD, can keep its own table for\n")
	b.WriteString("// each class.\n")
	b.WriteString("type charset uint8\n\n")
	b.WriteString("// Character classes: bit numbers in classTable, one per RFC 3986 set.\n")
	b.WriteString("const (\n")
	for i, c := range classes {
		fmt.Fprintf(&b, "\tclass%s charset = %d // %s\n", c.name, i, c.doc)
	}
	b.WriteString(")\n\n")
	fmt.Fprintf(&b, "// numClasses is the number of character classes.\nconst numClasses = %d\n\n", len(classes))

	b.WriteString("// classTable holds, for each byte, a bit per class it belongs to\n")
	b.WriteString("// (bit n is class n above), written by name.\n")
	b.WriteString("var classTable = [256]uint16{\n")
	for c := 0; c < 256; c++ {
		var names []string
		for _, cl := range classes {
			if cl.pred(byte(c)) {
				names = append(names, "1<<class"+cl.name)
			}
		}
		if len(names) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\t%s: %s,\n", charLit(byte(c)), strings.Join(names, " | "))
	}
	b.WriteString("}\n\n")

	b.WriteString("// nibbleBitmap holds, for each class and each low nibble lo, a byte\n")
	b.WriteString("// whose bit h is set when the byte h<<4|lo belongs to the class\n")
	b.WriteString("// (h < 8: every class is ASCII). A SIMD kernel looks up the low\n")
	b.WriteString("// nibble here, the high nibble in highNibbleBit, and ANDs them.\n")
	b.WriteString("var nibbleBitmap = [numClasses][16]uint8{\n")
	for _, cl := range classes {
		fmt.Fprintf(&b, "\tclass%s: {", cl.name)
		for lo := 0; lo < 16; lo++ {
			var bits uint8
			for h := 0; h < 16; h++ {
				if cl.pred(byte(h<<4 | lo)) {
					if h >= 8 {
						log.Fatalf("class %s holds non-ASCII byte %#x", cl.name, h<<4|lo)
					}
					bits |= 1 << h
				}
			}
			if lo > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "0x%02x", bits)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n")
	b.WriteString("// highNibbleBit maps a high nibble h to 1<<h for h < 8, and to 0 for\n")
	b.WriteString("// the non-ASCII nibbles, so that no class matches a byte >= 0x80.\n")
	b.WriteString("var highNibbleBit = [16]uint8{")
	for h := 0; h < 16; h++ {
		if h > 0 {
			b.WriteString(", ")
		}
		v := 0
		if h < 8 {
			v = 1 << h
		}
		fmt.Fprintf(&b, "0x%02x", v)
	}
	b.WriteString("}\n\n")
	writeUTF8Classes(&b)

	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatalf("formatting generated code: %v\n%s", err, b.Bytes())
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// A utf8Class is one class of the bytes above 0x7F that the IRI run
// classifier tells apart (parse_run.go): a set of bytes, written as the union
// of products of a set of high nibbles and a set of low nibbles, each
// product one bit of the nibble tables.
type utf8Class struct {
	name, doc string
	pred      func(c byte) bool
	terms     [][2]string // pairs of high and low nibbles, as hexadecimal digits
}

const anyNibble = "0123456789abcdef"

var utf8Classes = []utf8Class{
	{"Cont", "0x80-0xBF: a continuation byte",
		func(c byte) bool { return 0x80 <= c && c <= 0xbf }, [][2]string{{"89ab", anyNibble}}},
	{"Lo9F", "0x80-0x9F, after E0 (overlong) or D8 (the 9C of U+061C)",
		func(c byte) bool { return 0x80 <= c && c <= 0x9f }, [][2]string{{"89", anyNibble}}},
	{"Lead3", "0xE0-0xEF: the first byte of three",
		func(c byte) bool { return 0xe0 <= c && c <= 0xef }, [][2]string{{"e", anyNibble}}},
	{"Special", "C0-C2 E2 ED EE EF F0-FF: a first byte the parser reads with iriChar",
		func(c byte) bool { return c <= 0xc2 && c >= 0xc0 || c == 0xe2 || c >= 0xed },
		[][2]string{{"e", "2def"}, {"f", anyNibble}, {"c", "012"}}},
	{"E0", "E0: a first byte whose second must be from 0xA0 up",
		func(c byte) bool { return c == 0xe0 }, [][2]string{{"e", "0"}}},
	{"D8", "D8: a first byte whose second must not be 9C (U+061C)",
		func(c byte) bool { return c == 0xd8 }, [][2]string{{"d", "8"}}},
}

// writeUTF8Classes writes the constants and nibble tables of utf8Classes.
func writeUTF8Classes(b *bytes.Buffer) {
	var lo, hi [16]uint8
	bit := 0
	masks := make([]uint8, len(utf8Classes))
	for i, cl := range utf8Classes {
		for _, t := range cl.terms {
			for _, h := range t[0] {
				hi[strings.IndexRune(anyNibble, h)] |= 1 << bit
			}
			for _, l := range t[1] {
				lo[strings.IndexRune(anyNibble, l)] |= 1 << bit
			}
			masks[i] |= 1 << bit
			bit++
		}
	}
	if bit > 8 {
		log.Fatalf("the UTF-8 classes take %d bits", bit)
	}
	for i, cl := range utf8Classes {
		for c := 0; c < 256; c++ {
			if got := lo[c&15]&hi[c>>4]&masks[i] != 0; got != cl.pred(byte(c)) {
				log.Fatalf("utf8%s: the nibble tables give %v for %#x", cl.name, got, c)
			}
		}
	}
	b.WriteString("// The classes of the bytes above 0x7F that the IRI run classifier\n")
	b.WriteString("// (parse_run.go) tells apart: a byte c is in one when\n")
	b.WriteString("// utf8Nibbles[c&15] & utf8Nibbles[16+c>>4] has one of its bits.\n")
	b.WriteString("const (\n")
	for i, cl := range utf8Classes {
		fmt.Fprintf(b, "\tutf8%s = 0x%02x // %s\n", cl.name, masks[i], cl.doc)
	}
	b.WriteString(")\n\n")
	b.WriteString("// utf8Nibbles holds the bits of the UTF-8 classes for each low nibble,\n")
	b.WriteString("// then for each high nibble.\n")
	b.WriteString("var utf8Nibbles = [32]uint8{")
	for i, v := range append(lo[:], hi[:]...) {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "0x%02x", v)
	}
	b.WriteString("}\n")
}

// charLit renders c as a Go constant that reads well in the table.
func charLit(c byte) string {
	switch {
	case c == '\'':
		return `'\''`
	case c == '\\':
		return `'\\'`
	case c >= 0x20 && c < 0x7f:
		return "'" + string(rune(c)) + "'"
	default:
		return fmt.Sprintf("0x%02x", c)
	}
}
