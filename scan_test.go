// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"math/rand/v2"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// A kernelUnderTest is one implementation of the kernels, called directly
// (not through indexNotIn and indexIn), so that an assembly kernel is
// tested at every length it accepts, below the dispatch threshold too.
type kernelUnderTest struct {
	name      string
	notIn, in func(s string, set charset) int
}

// kernelsUnderTest returns every implementation that runs on this CPU,
// generic first. Lengths below a kernel's minimum go to the generic code,
// as the dispatcher sends them.
func kernelsUnderTest() []kernelUnderTest {
	out := []kernelUnderTest{{"generic", indexNotInGeneric, indexInGeneric}}
	for _, k := range kernels {
		if !k.available {
			continue
		}
		out = append(out, kernelUnderTest{
			name: k.name,
			notIn: func(s string, set charset) int {
				if len(s) < k.minLen {
					return indexNotInGeneric(s, set)
				}
				return k.notIn(s, set)
			},
			in: func(s string, set charset) int {
				if len(s) < k.minLen {
					return indexInGeneric(s, set)
				}
				return k.in(s, set)
			},
		})
	}
	return out
}

// classBytes returns the bytes in class set and the bytes not in it, from
// the RFC's lists in table_test.go rather than from the tables.
func classBytes(set charset) (in, out []byte) {
	for c := 0; c < 256; c++ {
		if strings.IndexByte(rfcClasses[set], byte(c)) >= 0 {
			in = append(in, byte(c))
		} else {
			out = append(out, byte(c))
		}
	}
	return in, out
}

// kernelCase describes one polarity of the kernels: the function and the
// bytes that are hits for it and those that are not.
type kernelCase struct {
	name       string
	fn         func(s string, set charset) int
	hit, nohit []byte
}

func kernelCases(k kernelUnderTest, set charset) [2]kernelCase {
	in, out := classBytes(set)
	return [2]kernelCase{
		{"indexNotIn", k.notIn, out, in},
		{"indexIn", k.in, in, out},
	}
}

// TestKernelEveryByte puts every byte value at every position of a run of
// non-hits, for every class and both kernels, and checks the index against
// the class lists: in a 256-byte buffer, and in one that ends at the byte.
func TestKernelEveryByte(t *testing.T) {
	const size = 256
	for _, k := range kernelsUnderTest() {
		t.Run(k.name, func(t *testing.T) {
			buf := make([]byte, size)
			for set := charset(0); set < numClasses; set++ {
				for _, c := range kernelCases(k, set) {
					for i := range buf {
						buf[i] = c.nohit[(i*7)%len(c.nohit)]
					}
					isHit := make([]bool, 256)
					for _, b := range c.hit {
						isHit[b] = true
					}
					fails := 0
					for p := 0; p < size; p++ {
						keep := buf[p]
						for v := 0; v < 256; v++ {
							buf[p] = byte(v)
							for _, n := range [2]int{size, p + 1} {
								want := n
								if isHit[v] {
									want = p
								}
								if got := c.fn(asString(buf[:n]), set); got != want && fails < 10 {
									fails++
									t.Errorf("%s(len %d, byte %#02x at %d, class %d) = %d, want %d", c.name, n, v, p, set, got, want)
								}
							}
						}
						buf[p] = keep
					}
				}
			}
		})
	}
}

// TestKernelGuarded runs every kernel on buffers of every length 0..256 at
// every start alignment 0..63, placed against an unreadable page (see
// guardedPage) before and after, so that a read outside the buffer
// faults. The bytes around the buffer are hits, so that a read outside it
// that went unpunished would still show in the result. For each length and
// alignment it tries no hit and the first hit at every position, with a
// class that rotates with the length and alignment.
func TestKernelGuarded(t *testing.T) {
	page := guardedPage(t)
	const maxLen, maxAlign = 256, 64
	if len(page) < maxLen+maxAlign {
		t.Fatalf("page of %d bytes is too small", len(page))
	}
	for _, k := range kernelsUnderTest() {
		t.Run(k.name, func(t *testing.T) {
			fails := 0
			for n := 0; n <= maxLen; n++ {
				for a := 0; a < maxAlign; a++ {
					set := charset((n + a) % numClasses)
					cases := kernelCases(k, set)
					for side := 0; side < 2; side++ {
						// side 0: a bytes after the page before; side 1: a
						// bytes before the page after.
						start := a
						if side == 1 {
							start = len(page) - a - n
						}
						for pi, c := range cases {
							// Hits around the buffer (as far as a kernel
							// could stray within the page), non-hits in it.
							lo, hi := max(start-maxAlign, 0), min(start+n+maxAlign, len(page))
							for i := lo; i < hi; i++ {
								page[i] = c.hit[(i*5)%len(c.hit)]
							}
							s := page[start : start+n]
							for i := range s {
								s[i] = c.nohit[(i*3+pi)%len(c.nohit)]
							}
							for p := 0; p <= n; p++ {
								if p < n {
									s[p] = c.hit[(p+n)%len(c.hit)]
								}
								// asString: the kernel must read the guarded
								// memory itself, not a copy.
								if got := c.fn(asString(s), set); got != p && fails < 10 {
									fails++
									t.Errorf("%s(len %d, align %d, side %d, class %d, hit at %d) = %d", c.name, n, a, side, set, p, got)
								}
								if p < n {
									s[p] = c.nohit[(p*3+pi)%len(c.nohit)]
								}
							}
						}
					}
				}
			}
		})
	}
}

// TestKernelRandom compares every implementation with the generic one on
// random bytes drawn mostly from a class, at random lengths and offsets.
func TestKernelRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]byte, 5000)
	impls := kernelsUnderTest()
	for iter := 0; iter < 2000; iter++ {
		set := charset(rng.IntN(numClasses))
		in, out := classBytes(set)
		rate := rng.IntN(400) + 1 // one outsider per rate bytes on average
		for i := range buf {
			if rng.IntN(rate) == 0 {
				buf[i] = out[rng.IntN(len(out))]
			} else {
				buf[i] = in[rng.IntN(len(in))]
			}
		}
		off := rng.IntN(64)
		n := rng.IntN(len(buf) - off)
		s := string(buf[off : off+n])
		wantNot, wantIn := indexNotInGeneric(s, set), indexInGeneric(s, set)
		for _, k := range impls[1:] {
			if got := k.notIn(s, set); got != wantNot {
				t.Fatalf("%s: indexNotIn(len %d, class %d) = %d, generic %d", k.name, n, set, got, wantNot)
			}
			if got := k.in(s, set); got != wantIn {
				t.Fatalf("%s: indexIn(len %d, class %d) = %d, generic %d", k.name, n, set, got, wantIn)
			}
		}
	}
}

// A blockClassifier is one implementation of the block classifier, for the
// tests and benchmarks (parse calls classifyBlock).
type blockClassifier struct {
	name      string
	available bool
	fn        func(s string, m *blockMasks)
	dots      bool // fn fills slash and dot (classifyBlockDots), else not
}

// blockClassifiers are the assembly block classifiers, for the tests: each
// kernel's, and its Dots variant's.
var blockClassifiers = func() []blockClassifier {
	var out []blockClassifier
	for _, k := range kernels {
		out = append(out, blockClassifier{k.name, k.available && blockCPU, k.classify, false},
			blockClassifier{k.name + "/dots", k.available && blockCPU, k.classifyDots, true})
	}
	return out
}()

// A wantKernel is what an assembly implementation must run: its kernels,
// the block classifier that classifyBlock jumps to, the block parser's
// threshold, and the bitmap kernel, which its kernel table entry must
// hold and bitmapBlocks must run (see wantKernels in the
// scan_amd64_test.go, scan_arm64_test.go and scan_noasm_test.go).
type wantKernel struct {
	notIn, in func(s string, set charset) int
	classify  string
	blockMin  int
	bitmap    string
}

// sameFunc reports whether f and g are the same function.
func sameFunc[F any](f, g F) bool {
	return reflect.ValueOf(f).Pointer() == reflect.ValueOf(g).Pointer()
}

// TestKernelDispatch checks the dispatch: useImplementation switches what
// Implementation reports, which kernels and block classifier the dispatch
// record selects (held to wantKernels, written apart from the kernels
// table), and what indexNotIn and indexIn return, at every length around
// the dispatch threshold; it refuses unknown names.
func TestKernelDispatch(t *testing.T) {
	names := Implementations()
	if len(names) == 0 || names[0] != "generic" {
		t.Fatalf("Implementations() = %q, want generic first", names)
	}
	defer restoreImplementation(t)()
	s := strings.Repeat("a", 300) + " " + strings.Repeat("b", 20)
	for _, name := range names {
		if err := useImplementation(name); err != nil {
			t.Fatalf("useImplementation(%q): %v", name, err)
		}
		if got := Implementation(); got != name {
			t.Errorf("after useImplementation(%q), Implementation() = %q", name, got)
		}
		if src, _ := ImplementationSource(); src != "internal/impl" {
			t.Errorf("after useImplementation(%q), ImplementationSource() = %q", name, src)
		}
		d := active
		if name == "generic" {
			if d.probeMin != noKernel || d.blockMin != noBlock {
				t.Errorf("generic: probeMin %d, blockMin %d; want neither kernel nor block parser", d.probeMin, d.blockMin)
			}
			if got := bitmapTarget(t, d.bitmapID); strings.TrimPrefix(got, "·") != "bitmapInGeneric" {
				t.Errorf("generic: bitmapIn runs %s, want bitmapInGeneric", got)
			}
			if asmKernels {
				if got := blockTarget(t, d.blockID); strings.TrimPrefix(got, "·") != "classifyBlockGeneric" {
					t.Errorf("generic: classifyBlock runs %s, want classifyBlockGeneric", got)
				}
				if got := blockDotsTarget(t, d.blockID); strings.TrimPrefix(got, "·") != "classifyBlockGeneric" {
					t.Errorf("generic: classifyBlockDots runs %s, want classifyBlockGeneric", got)
				}
			}
		} else if w, ok := wantKernels[name]; !ok {
			t.Errorf("%s: not in wantKernels", name)
		} else {
			if got := bitmapTarget(t, d.bitmapID); got != w.bitmap {
				t.Errorf("%s: bitmapIn runs %s, want %s", name, got, w.bitmap)
			}
			// kernelNotIn and kernelIn switch on the same ID as bitmapIn;
			// the kernel table must name the kernels of the implementation.
			for _, k := range kernels {
				if k.name == name && (!sameFunc(k.notIn, w.notIn) || !sameFunc(k.in, w.in)) {
					t.Errorf("%s: the kernel table holds the index kernels of another implementation", name)
				}
			}
			if d.probeMin != simdMinLen {
				t.Errorf("%s: probeMin %d, want %d", name, d.probeMin, simdMinLen)
			}
			if !blockCPU {
				if d.blockMin != noBlock {
					t.Errorf("%s: block parser from %d bytes on a CPU without its classifier", name, d.blockMin)
				}
			} else {
				if d.blockMin != w.blockMin {
					t.Errorf("%s: block parser from %d bytes, want %d", name, d.blockMin, w.blockMin)
				}
				if got := blockTarget(t, d.blockID); got != w.classify {
					t.Errorf("%s: classifyBlock runs %s, want %s", name, got, w.classify)
				}
				wantDots := strings.Replace(w.classify, "classifyBlock", "classifyBlockDots", 1)
				if got := blockDotsTarget(t, d.blockID); got != wantDots {
					t.Errorf("%s: classifyBlockDots runs %s, want %s", name, got, wantDots)
				}
			}
		}
		for n := 0; n <= 100; n++ {
			for p := 0; p <= n; p++ {
				b := []byte(s[:n])
				if p < n {
					b[p] = ' '
				}
				if got := indexNotIn(string(b), classALPHA); got != p {
					t.Fatalf("%s: indexNotIn(len %d, space at %d) = %d", name, n, p, got)
				}
				if got := indexIn(string(b), classSpace); got != p {
					t.Fatalf("%s: indexIn(len %d, space at %d) = %d", name, n, p, got)
				}
			}
		}
	}
	for _, bad := range []string{"", "auto", "Generic", "AVX2", "avx1024", "neon2"} {
		if err := useImplementation(bad); err == nil {
			t.Errorf("useImplementation(%q) succeeded", bad)
		}
	}
	for _, k := range kernels {
		if !k.available {
			if err := useImplementation(k.name); err == nil {
				t.Errorf("useImplementation(%q) succeeded on a CPU without it", k.name)
			}
		}
	}
}

// TestKernelBitmapTable checks that the kernel table gives each
// implementation the bitmap kernel that wantKernels names.
func TestKernelBitmapTable(t *testing.T) {
	for _, k := range kernels {
		got := "nil"
		if k.bitmap != nil {
			got = runtime.FuncForPC(reflect.ValueOf(k.bitmap).Pointer()).Name()
		}
		if want := "github.com/uriscan/uri." + strings.TrimPrefix(wantKernels[k.name].bitmap, "·"); got != want {
			t.Errorf("%s: bitmap kernel %s, want %s", k.name, got, want)
		}
	}
}

// TestKernelPreferred checks that the order of preference names every
// assembly implementation once, and nothing else.
func TestKernelPreferred(t *testing.T) {
	seen := map[string]int{}
	for _, name := range preferred {
		seen[name]++
	}
	for _, k := range kernels {
		if seen[k.name] != 1 {
			t.Errorf("%s is %d times in preferred, want once", k.name, seen[k.name])
		}
		delete(seen, k.name)
	}
	for name := range seen {
		t.Errorf("preferred names %q, which is no kernel", name)
	}
	if len(wantKernels) != len(kernels) {
		t.Errorf("wantKernels has %d implementations, kernels %d", len(wantKernels), len(kernels))
	}
}

// restoreImplementation returns a function that restores the
// implementation in use now, and the source that ImplementationSource
// reports for it, so that a test leaves the package as it found it.
func restoreImplementation(tb testing.TB) func() {
	prev := active
	return func() {
		k, err := lookupKernel(prev.name)
		if err != nil {
			tb.Fatal(err)
		}
		use(k, prev.name, prev.source)
	}
}

// eachImplementation runs test once under each of Implementations, as a
// subtest named impl=<name>, and restores the implementation in use.
func eachImplementation(t *testing.T, test func(t *testing.T)) {
	t.Helper()
	defer restoreImplementation(t)()
	for _, name := range Implementations() {
		if err := useImplementation(name); err != nil {
			t.Fatal(err)
		}
		t.Run("impl="+name, test)
	}
}

// FuzzKernel compares every implementation with the generic one on the
// fuzzer's bytes, class and start offset, every bitmap kernel with the
// generic one on the whole blocks of those bytes; and every block classifier with
// the generic one on the first 64 of those bytes, and the block parser,
// with each, with parseScalar.
func FuzzKernel(f *testing.F) {
	f.Add([]byte("http://example.com/a/b?c=d#e"), uint8(classPath), uint8(0))
	f.Add([]byte(strings.Repeat("abc", 50)+"\x80"), uint8(classALPHA), uint8(3))
	f.Add([]byte(strings.Repeat(" ", 70)+"x"), uint8(classSpace), uint8(1))
	impls := kernelsUnderTest()
	bitmaps := bitmapKernelsUnderTest(f)
	f.Fuzz(func(t *testing.T, data []byte, set, off uint8) {
		set %= numClasses
		if len(data) > 0 {
			data = data[int(off)%len(data):]
		}
		s := string(data)
		wantNot, wantIn := indexNotInGeneric(s, charset(set)), indexInGeneric(s, charset(set))
		if b := s[:min(len(s), 2*blockMax)]; b != "" {
			var want blockMasks
			classifyBlockGeneric(b, &want)
			wr, wcode := parseScalar(s)
			for _, c := range blockClassifiersUnderTest() {
				var m blockMasks
				c.fn(b, &m)
				w := want
				if !c.dots {
					w.slash, w.dot = 0, 0 // left as they were
				}
				if m != w {
					t.Errorf("%s: block masks of %q = %+v, generic %+v", c.name, b, m, w)
				}
				if r, ok := parseBlock(s, &m, false, 0); ok && (wcode != 0 || r != wr) {
					t.Errorf("%s: parseBlock(%q) = %+v; parseScalar gives %+v, %v", c.name, s, r, wr, wcode)
				}
			}
		}
		for _, k := range impls[1:] {
			if got := k.notIn(s, charset(set)); got != wantNot {
				t.Errorf("%s: indexNotIn(%q, %d) = %d, generic %d", k.name, s, set, got, wantNot)
			}
			if got := k.in(s, charset(set)); got != wantIn {
				t.Errorf("%s: indexIn(%q, %d) = %d, generic %d", k.name, s, set, got, wantIn)
			}
		}
		blocks := s[:len(s)&^63]
		want := make([]uint64, len(blocks)/64+1)
		got := make([]uint64, len(want))
		bitmaps[0].run(t, want, blocks, charset(set))
		for _, k := range bitmaps[1:] {
			for i, w := range k.run(t, got, blocks, charset(set)) {
				if w != want[i] {
					t.Errorf("%s: bitmap of %q, class %d, word %d = %#x, generic %#x", k.name, blocks, set, i, w, want[i])
				}
			}
		}
	})
}
