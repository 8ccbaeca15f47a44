// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// The Scanner's tests: it finds what AppendExtract finds, over reads of
// any size, across Reset, on huge lines, with line numbers and errors.

// scanAll runs a Scanner over r and returns its matches with their texts.
func scanAll(t testing.TB, r io.Reader, opts *ExtractOptions) ([]Match, []string, error) {
	s := NewScanner(r, opts)
	var ms []Match
	var texts []string
	for s.Scan() {
		ms = append(ms, s.Match())
		texts = append(texts, string(s.Text()))
	}
	return ms, texts, s.Err()
}

// chunkReader returns reads of random sizes in [1, max].
type chunkReader struct {
	b   []byte
	rng *rand.Rand
	max int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.b) == 0 {
		return 0, io.EOF
	}
	n := min(1+c.rng.IntN(c.max), len(p), len(c.b))
	copy(p, c.b[:n])
	c.b = c.b[n:]
	return n, nil
}

// scanLines runs a Scanner counting lines over r, by Scan, by ScanBatch,
// or by both at random when rng is not nil, and returns its matches with
// their texts, lines and key paths ("" for a match without FlagJSON).
// With ScanBatch it checks that Match, Text, Line and Key then give the
// last match of the batch.
func scanLines(t testing.TB, r io.Reader, opts *ExtractOptions, batch bool, rng *rand.Rand) ([]Match, []string, []int, []string, error) {
	t.Helper()
	s := NewScanner(r, opts)
	s.CountLines('\n')
	var ms []Match
	var texts, keys []string
	var lines []int
	for {
		if batch && (rng == nil || rng.IntN(2) == 0) {
			if !s.ScanBatch() {
				if bm, bt, bl := s.Batch(); bm != nil || bt != nil || bl != nil {
					t.Fatalf("Batch after ScanBatch returned false: %d matches", len(bm))
				}
				break
			}
			bm, bt, bl := s.Batch()
			if len(bm) == 0 || len(bt) != len(bm) || len(bl) != len(bm) {
				t.Fatalf("Batch: %d matches, %d texts, %d lines", len(bm), len(bt), len(bl))
			}
			bk := s.Keys()
			if bk == nil {
				for i := range bm {
					if bm[i].Flags&FlagJSON != 0 {
						t.Fatalf("Keys: nil, but match %d of the batch has FlagJSON", i)
					}
				}
				bk = make([][]byte, len(bm))
			}
			last := len(bm) - 1
			if len(bk) != len(bm) || s.Match() != bm[last] || string(s.Text()) != string(bt[last]) || s.Line() != bl[last] || string(s.Key()) != string(bk[last]) {
				t.Fatalf("after ScanBatch: Match %+v %q line %d key %q, last of batch %+v %q line %d, %d keys",
					s.Match(), s.Text(), s.Line(), s.Key(), bm[last], bt[last], bl[last], len(bk))
			}
			for i := range bm {
				ms, texts, lines, keys = append(ms, bm[i]), append(texts, string(bt[i])), append(lines, bl[i]), append(keys, string(bk[i]))
			}
			continue
		}
		if !s.Scan() {
			break
		}
		ms, texts, lines, keys = append(ms, s.Match()), append(texts, string(s.Text())), append(lines, s.Line()), append(keys, string(s.Key()))
	}
	return ms, texts, lines, keys, s.Err()
}

// checkScanner checks that a Scanner over in, read in several ways, finds
// exactly what AppendExtract finds, on the lines where they start, and
// that ScanBatch, alone or mixed with Scan, reports what Scan reports.
func checkScanner(t testing.TB, in []byte, opts *ExtractOptions, seed uint64) {
	t.Helper()
	want, clean := AppendExtract(nil, nil, in, opts)
	maxLen := DefaultMaxExtract
	if opts != nil && opts.MaxLength > 0 {
		maxLen = max(opts.MaxLength, minMaxExtract)
	}
	readers := map[string]func() io.Reader{
		"whole":   func() io.Reader { return bytes.NewReader(in) },
		"onebyte": func() io.Reader { return iotest.OneByteReader(bytes.NewReader(in)) },
		"half":    func() io.Reader { return iotest.HalfReader(bytes.NewReader(in)) },
		"random":  func() io.Reader { return &chunkReader{in, rand.New(rand.NewPCG(seed, 1)), 700} },
		"dataerr": func() io.Reader { return iotest.DataErrReader(bytes.NewReader(in)) },
	}
	if len(in) > 64<<10 {
		delete(readers, "onebyte") // slow, and the random reader covers it
	}
	for name, r := range readers {
		got, texts, lines, keys, err := scanLines(t, r(), opts, false, nil)
		if err != nil {
			t.Fatalf("%s: Err = %v", name, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: Scanner found %d matches, AppendExtract %d", name, len(got), len(want))
		}
		for i := range got {
			w := want[i]
			g := got[i]
			wt := string(w.Text(in, clean))
			if w.Err == ErrTooLong {
				wt = wt[:maxLen]
			}
			wl := bytes.Count(in[:w.Start], []byte{'\n'}) + 1
			wk := string(w.KeyPath(clean))
			g.Clean, w.Clean, g.Key, w.Key = Span{}, Span{}, Span{}, Span{}
			if g != w || texts[i] != wt || lines[i] != wl || keys[i] != wk {
				t.Fatalf("%s: match %d: Scanner %+v %q line %d key %q, AppendExtract %+v %q line %d key %q", name, i, g, texts[i], lines[i], keys[i], w, wt, wl, wk)
			}
		}
		if name == "onebyte" {
			// A run of the extractor per byte read: the batches are those
			// of Scan, and the random reader's small reads cover them.
			continue
		}
		for _, rng := range []*rand.Rand{nil, rand.New(rand.NewPCG(seed, 2))} {
			bms, btexts, blines, bkeys, err := scanLines(t, r(), opts, true, rng)
			if err != nil {
				t.Fatalf("%s: ScanBatch (mixed %v): Err = %v", name, rng != nil, err)
			}
			if !slices.Equal(bms, got) || !slices.Equal(btexts, texts) || !slices.Equal(blines, lines) || !slices.Equal(bkeys, keys) {
				t.Fatalf("%s: ScanBatch (mixed %v) found %d matches, Scan %d, or their texts, lines or keys differ", name, rng != nil, len(bms), len(got))
			}
		}
	}
}

func TestScannerMatchesAppendExtract(t *testing.T) {
	eachImplementation(t, testScannerMatchesAppendExtract)
}

func testScannerMatchesAppendExtract(t *testing.T) {
	for _, tt := range extractTests {
		checkScanner(t, []byte(tt.in), tt.opts, 1)
	}
	// Long inputs with candidates across every window boundary.
	rng := rand.New(rand.NewPCG(7, 7))
	pieces := []string{
		"http://example.com/a/b?c=d#e ", "\"GET /x/y?z HTTP/1.1\" ", "<ftp://foo.example.\n com/rfc/> ",
		"\"http://q.example/\" ", "word ", "\n", "10:30:00 ", "mailto:a@b.c, ", "(http://p.example/x_(y)) ",
		"\x00\xff ", "\"CONNECT h:443 HTTP/1.1\" ", strings.Repeat("z", 300), "http://long.example/" + strings.Repeat("l", 400) + " ",
		"\"/" + strings.Repeat("q", 350) + "\" ", "<http://a.example/" + strings.Repeat("w", 280) + "\n x> ",
		"\nGET /l/m?n HTTP/1.1\r\n", "\nCONNECT h:8443 HTTP/1.1\n", "\nGET /" + strings.Repeat("r", 320) + " HTTP/1.1\n",
		"\nGET http://abs.example/ HTTP/1.0\nPOST /x HTTP/1.1", "\"GET /" + strings.Repeat("p", 320) + " HTTP/1.1\" ",
		// Access log fields: with spaces, escapes, and too long.
		` "GET /a b\" c HTTP/1.1" 200 12 "http://r.example/a b\"c\\" `, ` 304 - "/rel ref" `,
		` "GET / HTTP/1.1" 200 1 "http://long.example/` + strings.Repeat("s ", 200) + `\" x\\" `,
		` "GET / HTTP/1.1" 200 1 "http://unterminated.example/ a` + "\n",
	}
	for _, opts := range []*ExtractOptions{nil, {MaxLength: 300}, {MaxLength: 256, Schemes: []string{"http", "mailto"}}} {
		var b bytes.Buffer
		for b.Len() < 400<<10 {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		checkScanner(t, b.Bytes(), opts, rng.Uint64())
	}
}

// TestScannerTooLongRequests checks too-long request-targets that end in
// the window where a too-long word pending from the previous one ends:
// each keeps its own text (the Scanner holds the prefix of one pending
// match at a time).
func TestScannerTooLongRequests(t *testing.T) {
	opts := &ExtractOptions{MaxLength: 300}
	// The first window of a bytes.Reader is the whole buffer:
	// extractCtx + 2*(300+extractSlack) + readSize - (300+extractSlack)
	// bytes. The long word starts more than 300 bytes before its end, and
	// ends after it.
	window := extractCtx + 300 + extractSlack + readSize
	for _, at := range []int{window - 400, window - 350, window - 310} {
		var b bytes.Buffer
		b.WriteString(strings.Repeat("w", at-1) + " ")
		b.WriteString("http://long.example/" + strings.Repeat("l", 400) + " ")
		w := b.Len()
		for _, lineStart := range []bool{false, true} {
			b.Truncate(w)
			for _, c := range "pqr" {
				if lineStart && c == 'q' {
					b.WriteString("\nGET /" + strings.Repeat(string(c), 320) + " HTTP/1.1\n")
				} else {
					b.WriteString(`"GET /` + strings.Repeat(string(c), 320) + ` HTTP/1.1" `)
				}
			}
			b.WriteString("http://end.example/")
			checkScanner(t, b.Bytes(), opts, 1)
		}
	}
}

// TestScannerReset checks that a Scanner reused with Reset, in any state,
// finds what a new one finds, line numbers included.
func TestScannerReset(t *testing.T) { eachImplementation(t, testScannerReset) }

func testScannerReset(t *testing.T) {
	opts := &ExtractOptions{MaxLength: 256}
	s := NewScanner(strings.NewReader(""), opts)
	s.CountLines('\n')
	inputs := []string{
		"<http://a.example/x\n y> \"GET /p HTTP/1.1\" http://b.example/",
		"http://long.example/" + strings.Repeat("l", 400), // ends in a skip state
		"x\ny\nhttp://c.example/ \"/" + strings.Repeat("q", 300) + "\" mailto:a@b.c",
		"",
		"\"GET /" + strings.Repeat("t", 300), // a too-long request-target at EOF
		"10:30:00 [2001:db8::1]:80 <http://d.example/\n z>",
	}
	for round := range 2 {
		for _, in := range inputs {
			fresh := NewScanner(strings.NewReader(in), opts)
			fresh.CountLines('\n')
			if round == 1 {
				// Leave matches pending, and a too-long word open.
				s.Reset(strings.NewReader(strings.Repeat("http://m.example/\n", 100) + "http://x/" + strings.Repeat("w", 200<<10)))
				for range 100 {
					s.Scan()
				}
			}
			s.Reset(iotest.HalfReader(strings.NewReader(in)))
			for {
				ok, fok := s.Scan(), fresh.Scan()
				if ok != fok {
					t.Fatalf("round %d, %.20q: Scan %v after Reset, %v on a new Scanner", round, in, ok, fok)
				}
				if !ok {
					break
				}
				if s.Match() != fresh.Match() || string(s.Text()) != string(fresh.Text()) || s.Line() != fresh.Line() {
					t.Fatalf("round %d, %.20q: after Reset %+v %q line %d, new Scanner %+v %q line %d", round, in,
						s.Match(), s.Text(), s.Line(), fresh.Match(), fresh.Text(), fresh.Line())
				}
			}
			if s.Err() != nil || s.Offset() != len(in) {
				t.Errorf("round %d, %.20q: Err %v, Offset %d", round, in, s.Err(), s.Offset())
			}
		}
	}
}

func TestScannerHugeLine(t *testing.T) { eachImplementation(t, testScannerHugeLine) }

func testScannerHugeLine(t *testing.T) {
	// A 3 MiB word holding a URI start, and a 3 MiB line of URIs: memory
	// stays bounded (the buffer never grows) and nothing is lost.
	opts := &ExtractOptions{MaxLength: 1024}
	big := []byte("start http://h/" + strings.Repeat("x", 3<<20) + " end")
	s := NewScanner(bytes.NewReader(big), opts)
	c := cap(s.buf)
	n := 0
	for s.Scan() {
		n++
		m := s.Match()
		if m.Err != ErrTooLong || m.Start != 6 || m.End != len(big)-4 || len(s.Text()) != 1024 || !bytes.HasPrefix(s.Text(), []byte("http://h/xxx")) {
			t.Errorf("match %+v text %.20q", m, s.Text())
		}
	}
	if n != 1 || cap(s.buf) != c {
		t.Errorf("%d matches, buffer grew from %d to %d", n, c, cap(s.buf))
	}
	line := bytes.Repeat([]byte("http://a.example/p "), 3<<20/19)
	got, _, err := scanAll(t, bytes.NewReader(line), opts)
	if err != nil || len(got) != 3<<20/19 {
		t.Errorf("%d matches (want %d), err %v", len(got), 3<<20/19, err)
	}
}

func TestScannerLines(t *testing.T) { eachImplementation(t, testScannerLines) }

func testScannerLines(t *testing.T) {
	in := "a\nhttp://x.example/ b\n\n<http://y.example/a\n b> \"GET /" + strings.Repeat("p", 300) + " HTTP/1.1\"\nhttp://z.example/\n"
	s := NewScanner(iotest.OneByteReader(strings.NewReader(in)), &ExtractOptions{MaxLength: 256})
	s.CountLines('\n')
	var lines []int
	for s.Scan() {
		lines = append(lines, s.Line())
		if want := strings.Count(in[:s.Match().Start], "\n") + 1; s.Line() != want {
			t.Errorf("match %q: line %d, want %d", s.Text(), s.Line(), want)
		}
	}
	if len(lines) != 4 {
		t.Errorf("lines %v, want 4 matches", lines)
	}
}

type errReader struct{ n int }

func (e *errReader) Read(p []byte) (int, error) {
	if e.n == 0 {
		return 0, io.ErrUnexpectedEOF
	}
	e.n--
	return copy(p, "see http://a.example/ "), nil
}

func TestScannerError(t *testing.T) {
	ms, _, err := scanAll(t, &errReader{n: 2}, nil)
	if err != io.ErrUnexpectedEOF || len(ms) != 2 {
		t.Errorf("got %d matches, err %v; want 2 and ErrUnexpectedEOF", len(ms), err)
	}
	_, _, err = scanAll(t, iotest.ErrReader(io.ErrClosedPipe), nil)
	if err != io.ErrClosedPipe {
		t.Errorf("err %v", err)
	}
}

// stallReader returns its chunks one per Read, and then, like a pipe
// from a writer that has gone quiet, nothing more: a Read past them
// stalls, which it records, and ends the input.
type stallReader struct {
	chunks  []string
	stalled bool
}

func (r *stallReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		r.stalled = true
		return 0, io.EOF
	}
	n := copy(p, r.chunks[0])
	if r.chunks[0] = r.chunks[0][n:]; r.chunks[0] == "" {
		r.chunks = r.chunks[1:]
	}
	return n, nil
}

// TestScannerReportsBeforeStalling checks that a Scanner reports the
// references of the input it has read as soon as the input decides them,
// before it reads again (issue 33: `tail -f access.log | scan` showed
// nothing until 64 KiB more came): each line, read alone, after a full
// window, in two reads whose second is shorter than the part of the line
// the first left undecided, or a byte at a time. (The last costs a run of
// the extractor per byte over what is undecided, which the Scanner's
// credit, initialCredit and creditPerByte, pays for up to about 500 bytes
// at the start of the input: beyond, it would be quadratic.)
func TestScannerReportsBeforeStalling(t *testing.T) {
	lines := []string{
		`1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /a?b=c HTTP/1.1" 200 2326 "http://ref.example/x" "Mozilla/5.0"` + "\n",
		`1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /` + strings.Repeat("p", 300) + ` HTTP/1.1" 200 1 "-" "-"` + "\n",
		"GET /dump HTTP/1.1\r\n",
		"see <http://angle.example/> and http://bare.example/y, \"/quoted\" mailto:a@b.c\n",
		"http://long.example/" + strings.Repeat("l", 400) + "\n", // too long for MaxLength 256
	}
	filler := strings.Repeat(lines[0], 70<<10/len(lines[0]))
	for _, opts := range []*ExtractOptions{nil, {MaxLength: 256}} {
		for _, line := range lines {
			want, _ := AppendExtract(nil, nil, []byte(line), opts)
			if len(want) == 0 {
				t.Fatalf("%q: no match to wait for", line)
			}
			ways := map[string][]string{
				"alone":      {line},
				"after":      {filler, line},
				"in two":     {line[:len(line)-12], line[len(line)-12:]},
				"after, two": {filler, line[:len(line)-12], line[len(line)-12:]},
			}
			if len(line) < 350 {
				ways["byte a read"] = strings.Split(line, "")
			}
			for name, chunks := range ways {
				r := &stallReader{chunks: chunks}
				s := NewScanner(r, opts)
				skip := 0
				if len(chunks) > 1 && chunks[0] == filler {
					skip, _ = scanCount(filler, opts)
				}
				for i := range skip + len(want) {
					if !s.Scan() {
						t.Fatalf("%s, MaxLength %d, %.30q: Scan false at match %d", name, s.eng.maxLen, line, i)
					}
					if r.stalled {
						t.Fatalf("%s, MaxLength %d, %.30q: match %d (%.30q) reported only after the input stalled", name, s.eng.maxLen, line, i, s.Text())
					}
				}
			}
		}
	}
}

// scanCount returns the number of matches AppendExtract finds in s.
func scanCount(s string, opts *ExtractOptions) (int, error) {
	ms, _ := AppendExtract(nil, nil, []byte(s), opts)
	return len(ms), nil
}

// TestScannerHugeMaxLength checks that a limit above what the library
// accepts is lowered, not obeyed: NewScanner panicked on one (issue 33,
// makeslice: cap out of range), or allocated twice it up front. The
// Scanner starts small and finds what AppendExtract finds.
func TestScannerHugeMaxLength(t *testing.T) {
	in := []byte(`x "GET /a HTTP/1.1" http://b.example/ "/` + strings.Repeat("c", 300<<10) + `" <mailto:d@e>`)
	for _, maxLen := range []int{math.MaxInt, math.MaxInt - 1, math.MaxInt / 2, maxExtractLen + 1, min(17<<30, math.MaxInt), -1} {
		opts := &ExtractOptions{MaxLength: maxLen}
		want, _ := AppendExtract(nil, nil, in, opts)
		s := NewScanner(bytes.NewReader(in), opts)
		if c := cap(s.buf); c > 4*readSize {
			t.Errorf("MaxLength %d: a window of %d bytes before any input", maxLen, c)
		}
		var got []Match
		for s.Scan() {
			got = append(got, s.Match())
		}
		if s.Err() != nil || len(got) != len(want) || len(want) != 4 {
			t.Fatalf("MaxLength %d: Scanner found %d matches (err %v), AppendExtract %d, want 4", maxLen, len(got), s.Err(), len(want))
		}
		for i := range got {
			if got[i].Start != want[i].Start || got[i].End != want[i].End || got[i].Err != want[i].Err {
				t.Errorf("MaxLength %d: match %d: Scanner %+v, AppendExtract %+v", maxLen, i, got[i], want[i])
			}
		}
		if wl := min(max(maxLen, minMaxExtract), maxExtractLen); maxLen > 0 && s.eng.maxLen != wl || maxLen <= 0 && s.eng.maxLen != DefaultMaxExtract {
			t.Errorf("MaxLength %d: the engine's limit is %d", maxLen, s.eng.maxLen)
		}
	}
}
