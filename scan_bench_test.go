// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// benchPath returns n bytes of a path: every byte in classPath.
func benchPath(n int) string {
	const seg = "/static/img-2024_v3/~user/a.b;c=d,e+f!"
	return strings.Repeat(seg, n/len(seg)+1)[:n]
}

// BenchmarkKernel runs each implementation of indexNotIn over n bytes of a
// path with no byte outside classPath, so the kernel reads all n bytes,
// and bytes.IndexByte over the same bytes as the reference. It calls the
// kernels directly: below its minimum length an assembly kernel is replaced
// by the generic code, as the dispatcher does. Compare with
//
//	benchstat -col /impl bench.txt
func BenchmarkKernel(b *testing.B) {
	sizes := []int{16, 64, 256, 4096, 65536}
	for _, k := range kernelsUnderTest() {
		for _, n := range sizes {
			s := benchPath(n)
			b.Run(fmt.Sprintf("impl=%s/size=%d", k.name, n), func(b *testing.B) {
				b.SetBytes(int64(n))
				b.ReportAllocs()
				sum := 0
				for b.Loop() {
					sum += k.notIn(s, classPath)
				}
				if sum == 0 {
					b.Fatal("no bytes scanned")
				}
				sinkInt = sum
			})
		}
	}
	for _, n := range sizes {
		s := []byte(benchPath(n))
		b.Run(fmt.Sprintf("impl=bytes.IndexByte/size=%d", n), func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			sum := 0
			for b.Loop() {
				sum += bytes.IndexByte(s, '?')
			}
			sinkInt = sum
		})
	}
}

// BenchmarkKernelThreshold measures what simdMinLen is chosen from: the
// cost of the dispatched indexNotIn when the first byte outside the class
// is at hit, in an input of n bytes, with each implementation forced. The
// parser hands the kernels the rest of the URL, so a short component in a
// long input is the common case.
func BenchmarkKernelThreshold(b *testing.B) {
	defer restoreImplementation(b)()
	for _, name := range Implementations() {
		for _, c := range []struct{ n, hit int }{
			{8, 8}, {16, 16}, {24, 24}, {32, 32}, {48, 48}, {64, 64},
			{64, 4}, {64, 12}, {128, 8}, {128, 24},
		} {
			s := []byte(benchPath(c.n))
			if c.hit < c.n {
				s[c.hit] = '?'
			}
			str := string(s)
			b.Run(fmt.Sprintf("impl=%s/size=%d/hit=%d", name, c.n, c.hit), func(b *testing.B) {
				if err := useImplementation(name); err != nil {
					b.Fatal(err)
				}
				b.ReportAllocs()
				sum := 0
				for b.Loop() {
					sum += indexNotIn(str, classPath)
				}
				if sum == 0 && c.hit > 0 {
					b.Fatal("no bytes scanned")
				}
				sinkInt = sum
			})
		}
	}
}

// sizedURLs returns count URLs of exactly n bytes (n >= 8) in a few
// shapes: absolute with an authority and a query, absolute with a port,
// an absolute path with a query, a relative path. The shapes differ in
// where their components end, as real lists do.
func sizedURLs(n, count int) []string {
	shapes := []struct{ head, sep string }{
		{"http://example.com", "?q="},
		{"https://a.example.org:8443", ""},
		{"", "?"},
		{"a", ""},
	}
	var out []string
	for i := 0; len(out) < count; i++ {
		sh := shapes[i%len(shapes)]
		u := sh.head + benchPath(3+i%7)
		if sh.sep != "" {
			u += sh.sep
		}
		for len(u) < n {
			u += benchPath(n - len(u))[:min(n-len(u), 5+i%11)]
		}
		out = append(out, u[:n])
	}
	return out
}

// parseCorpora returns the benchmark corpora; synthetic ones of URLs of
// one size each (size-N, from 2 to 256 bytes), which show where the
// block parser starts to pay; and two of long URLs (1 KiB and 64 KiB paths
// and queries), where the kernels do most of the work.
func parseCorpora(tb testing.TB) []benchCorpus {
	out := benchCorpora(tb)
	for _, n := range []int{2, 4, 8, 16, 32, 64, 128, 256} {
		c := benchCorpus{Name: fmt.Sprintf("size-%d", n), URLs: sizedURLs(n, 1024)}
		for _, u := range c.URLs {
			c.Bytes += int64(len(u))
		}
		out = append(out, c)
	}
	for _, n := range []int{1 << 10, 64 << 10} {
		c := benchCorpus{Name: fmt.Sprintf("long-%dk", n>>10)}
		for i := 0; i < 8; i++ {
			u := "https://user@example.com:8443" + benchPath(n/2+i) + "?q=" + strings.Repeat("a%20b&c=d/", n/20) + "#" + benchPath(32)
			c.URLs = append(c.URLs, u)
			c.Bytes += int64(len(u))
		}
		out = append(out, c)
	}
	return out
}

// BenchmarkParseImpl is BenchmarkParse with each kernel implementation
// forced in turn, and net/url.Parse as the baseline (impl=net-url),
// in one binary. Compare with
//
//	benchstat -col /impl bench.txt
func BenchmarkParseImpl(b *testing.B) {
	defer restoreImplementation(b)()
	impls := append(Implementations(), "net-url")
	for _, c := range parseCorpora(b) {
		for _, name := range impls {
			b.Run("impl="+name+"/data="+c.Name, func(b *testing.B) {
				b.SetBytes(c.Bytes)
				b.ReportAllocs()
				n := 0
				if name == "net-url" {
					for b.Loop() {
						for _, s := range c.URLs {
							u, err := url.Parse(s)
							if err == nil {
								n += len(u.Host) + len(u.EscapedPath())
							}
						}
					}
				} else {
					if err := useImplementation(name); err != nil {
						b.Fatal(err)
					}
					for b.Loop() {
						for _, s := range c.URLs {
							r, err := Parse(s)
							if err == nil {
								n += len(r.Host().In(s)) + len(r.Path().In(s))
							}
						}
					}
				}
				reportPerURL(b, len(c.URLs))
				sinkInt = n
			})
		}
	}
}

// BenchmarkClassifyBlock runs each block classifier (parse_block.go) on inputs
// of 8, 32 and 64 bytes: the fixed cost that the block parser pays per
// URL. Compare with
//
//	benchstat -col /impl bench.txt
func BenchmarkClassifyBlock(b *testing.B) {
	for _, c := range blockClassifiersUnderTest() {
		for _, n := range []int{8, 32, 64} {
			s := benchPath(n)
			b.Run(fmt.Sprintf("impl=%s/size=%d", c.name, n), func(b *testing.B) {
				b.SetBytes(int64(n))
				b.ReportAllocs()
				var m blockMasks
				x := uint64(0)
				for b.Loop() {
					c.fn(s, &m)
					x += m.notPath
				}
				sinkInt = int(x)
			})
		}
	}
}

// benchText returns n bytes of an access log: the text the extractor
// classifies, with references, quotes, spaces and newlines.
func benchText(n int) string {
	const line = `203.0.113.7 - - [10/Oct/2024:13:55:36 +0000] "GET /a/b.html?q=1&r=%7E HTTP/1.1" 200 2326 ` +
		`"https://www.example.com/start?ref=mail" "Mozilla/5.0 (X11; Linux x86_64) <http://example.org/bot>"` + "\n"
	return strings.Repeat(line, n/len(line)+1)[:n]
}

// BenchmarkBitmapIn runs bitmapIn with each implementation over 2048
// bytes of text, the stretch the extractor classifies at once, for its
// two classes: one call to the implementation's bitmap kernel. Compare
// with
//
//	benchstat -col /impl bench.txt
func BenchmarkBitmapIn(b *testing.B) {
	defer restoreImplementation(b)()
	const n = 2048
	s := benchText(n)
	dst := make([]uint64, n/64)
	for _, name := range Implementations() {
		for _, c := range []struct {
			name string
			set  charset
		}{{"trigger", classTrigger}, {"uri", classURI}} {
			b.Run(fmt.Sprintf("impl=%s/class=%s", name, c.name), func(b *testing.B) {
				if err := useImplementation(name); err != nil {
					b.Fatal(err)
				}
				b.SetBytes(n)
				b.ReportAllocs()
				for b.Loop() {
					bitmapIn(dst, s, c.set)
				}
				if dst[0] == 0 && dst[len(dst)-1] == 0 {
					b.Fatal("no byte of the text in the class")
				}
			})
		}
	}
}
