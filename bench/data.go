// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/uriscan/uri/internal/testkit"
)

// A Dataset is the input of one operation: a list of references (Refs),
// (base, reference) pairs (Bases and Refs), or a log (Log).
type Dataset struct {
	Name   string
	Op     string // the operation it feeds: "parse", "target", "resolve", "normalize", "extract"
	Source string // "generated" or the file it was read from

	Refs  []string // one input each; for resolve, the references
	Bytes [][]byte // Refs as byte slices of one buffer, for the []byte APIs
	Bases []string // for resolve: the base of each reference
	Log   []byte   // for extract
	Buf   []byte   // every input, one after another (Refs joined by '\n', or Log)

	Labels []Label // for generated inputs, what the generator knows; else nil
}

// Count is the number of inputs (URLs, pairs, or log lines).
func (d *Dataset) Count() int {
	if d.Log != nil {
		return bytes.Count(d.Log, []byte{'\n'})
	}
	return len(d.Refs)
}

// Size is the number of input bytes processed per pass: the references
// (and bases) without separators, or the whole log.
func (d *Dataset) Size() int64 {
	if d.Log != nil {
		return int64(len(d.Log))
	}
	var n int64
	for i, s := range d.Refs {
		n += int64(len(s))
		if d.Bases != nil {
			n += int64(len(d.Bases[i]))
		}
	}
	return n
}

// newRefs builds a Dataset of refs whose Bytes alias one buffer.
func newRefs(name, op, source string, refs []string, labels []Label) *Dataset {
	d := &Dataset{Name: name, Op: op, Source: source, Refs: refs, Labels: labels}
	d.Buf = []byte(strings.Join(refs, "\n"))
	d.Bytes = make([][]byte, len(refs))
	off := 0
	for i, s := range refs {
		d.Bytes[i] = d.Buf[off : off+len(s) : off+len(s)]
		off += len(s) + 1
	}
	return d
}

func newLog(name, source string, log []byte) *Dataset {
	return &Dataset{Name: name, Op: "extract", Source: source, Log: log, Buf: log}
}

// Generated returns the generated datasets, n inputs each (n/2 pairs for
// resolve, n/4 lines of log), from a fixed seed.
func Generated(n int) []*Dataset {
	g := NewGen(2026)
	var out []*Dataset
	for _, k := range []string{"web", "ip", "longquery", "relative"} {
		refs, lab := g.Labeled(k, n)
		out = append(out, newRefs("gen-"+k, "parse", "generated", refs, lab))
	}
	// IRIs, and the web URLs again (ASCII: what an IRI parser costs on
	// the URLs it meets most).
	iris := make([]string, n)
	for i := range iris {
		iris[i] = g.IRI()
	}
	out = append(out, newRefs("gen-iri", OpIRI, "generated", iris, nil))
	out = append(out, newRefs("gen-web", OpIRI, "generated", out[0].Refs, nil))
	refs, lab := g.Labeled("target", n)
	out = append(out, newRefs("gen-target", "target", "generated", refs, lab))
	// Normalization input: web URLs, a share with upper-case scheme and host,
	// dot segments and encoded unreserved bytes.
	norm := make([]string, n)
	for i := range norm {
		s := g.Web()
		switch g.r.IntN(4) {
		case 0:
			s = strings.ToUpper(s[:12]) + s[12:]
		case 1:
			s += "/./a/../b%7Ec"
		}
		norm[i] = s
	}
	out = append(out, newRefs("gen-web", "normalize", "generated", norm, nil))
	bases, refs2 := g.Pairs(n / 2)
	d := newRefs("gen-pairs", "resolve", "generated", refs2, nil)
	d.Bases = bases
	out = append(out, d)
	out = append(out, newLog("gen-log", "generated", g.Log(n/4)))
	// Long URLs of real shapes (gen_long.go), from a generator of their
	// own, so that the datasets above stay as they were before it.
	refs, lab = NewGen(34).Labeled("longurl", n)
	out = append(out, newRefs("gen-longurl", "parse", "generated", refs, lab))
	// Request-targets over the 200 routes of RouteTable (route.go).
	out = append(out, newRefs("gen-routes", OpRoute, "generated", RouteTargets(n), nil))
	return out
}

// DataDir is the default directory of the shared datasets for a command
// run from bench/: $BENCH_DATA, or ../../shared/datasets.
func DataDir() string {
	if d := os.Getenv("BENCH_DATA"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "shared", "datasets")
}

// SharedFiles are the one-URL-per-line files of the shared datasets, and
// the operation each feeds.
var SharedFiles = []string{"kasztp.txt", "userbait.txt", "node_files.txt", "isaacs_files.txt"}

// LoadShared reads the datasets in dir: each URL list (for parse and,
// for the web lists, normalize), relative_urls_cc_10k.csv (its references
// for parse, its pairs for resolve), and a log built from userbait.txt
// for extract. Missing files are left out; a missing dir gives nil.
func LoadShared(dir string) ([]*Dataset, error) {
	if dir == "" {
		return nil, nil
	}
	if _, err := os.Stat(dir); err != nil {
		return nil, nil
	}
	var out []*Dataset
	for _, f := range SharedFiles {
		lines, err := testkit.LoadLines(filepath.Join(dir, f))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(f, ".txt")
		out = append(out, newRefs(name, "parse", f, lines, nil))
		if f == "kasztp.txt" || f == "userbait.txt" {
			out = append(out, newRefs(name, "normalize", f, lines, nil))
		}
		if f == "userbait.txt" {
			out = append(out, newLog("userbait-log", f, logOf(lines)))
		}
	}
	const pairs = "relative_urls_cc_10k.csv"
	lines, err := testkit.LoadLines(filepath.Join(dir, pairs))
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	if len(lines) > 1 {
		var bases, refs []string
		for _, l := range lines[1:] { // skip the header
			b, r, ok := strings.Cut(l, ",")
			if !ok {
				return nil, fmt.Errorf("%s: line without a comma: %q", pairs, l)
			}
			bases = append(bases, b)
			refs = append(refs, r)
		}
		out = append(out, newRefs("cc-relative", "parse", pairs, refs, nil))
		d := newRefs("cc-pairs", "resolve", pairs, refs, nil)
		d.Bases = bases
		out = append(out, d)
	}
	return out, nil
}

// logOf embeds each URL in a log line, as a proxy or mail filter sees it.
func logOf(urls []string) []byte {
	var b bytes.Buffer
	for i, u := range urls {
		switch i % 3 {
		case 0:
			fmt.Fprintf(&b, "2026-11-21T01:%02d:%02dZ INFO blocked %s (rule %d)\n", i/60%60, i%60, u, i%97)
		case 1:
			fmt.Fprintf(&b, "2026-11-21T01:%02d:%02dZ WARN mail from <user%d@example.org> links to \"%s\".\n", i/60%60, i%60, i, u)
		default:
			fmt.Fprintf(&b, "2026-11-21T01:%02d:%02dZ DEBUG no url on this line, id=%d\n", i/60%60, i%60, i)
		}
	}
	return b.Bytes()
}
