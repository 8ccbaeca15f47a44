// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"net"
	"net/url"
	"path"
	"strconv"
	"strings"
	"testing"
)

// The functions a proxy or a router needs (Host headers, origins, lookups
// by decoded key, path normalization: issue 37) on the URLs of each
// corpus, each against what a net/url user writes in its place, in the
// same binary. Compare with
//
//	benchstat -col /impl bench.txt

// hostHeadersOf returns the host[:port] of the valid URLs of c that have
// a host and no userinfo: what their Host headers would be.
func hostHeadersOf(c benchCorpus) []string {
	var hs []string
	for _, s := range c.URLs {
		if r, err := Parse(s); err == nil && r.HasAuthority() && !r.HasUserinfo() && r.Host().Len() > 0 {
			hs = append(hs, r.Authority().In(s))
		}
	}
	return hs
}

func BenchmarkParseHostHeader(b *testing.B) {
	for _, c := range benchCorpora(b) {
		hs := hostHeadersOf(c)
		b.Run("data="+c.Name+"/impl=ParseHostHeader", func(b *testing.B) {
			b.SetBytes(totalLen(hs))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, h := range hs {
					if r, err := ParseHostHeader(h); err == nil {
						n += r.Host().Len()
					}
				}
			}
			reportPerURL(b, len(hs))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=net.SplitHostPort", func(b *testing.B) {
			// SplitHostPort checks next to nothing, and wants a port:
			// without one, the host is the header.
			b.SetBytes(totalLen(hs))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, h := range hs {
					host, _, err := net.SplitHostPort(h)
					if err != nil {
						host = h
					}
					n += len(host)
				}
			}
			reportPerURL(b, len(hs))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=url.Parse", func(b *testing.B) {
			b.SetBytes(totalLen(hs))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, h := range hs {
					if u, err := url.Parse("//" + h); err == nil && u.User == nil {
						n += len(u.Hostname())
					}
				}
			}
			reportPerURL(b, len(hs))
			sinkInt = n
		})
	}
}

// netURLOrigin is the origin of s as a net/url user computes it: the
// scheme and host in lower case, the port unless it is the default.
func netURLOrigin(s string) (string, bool) {
	u, err := url.Parse(s)
	if err != nil || u.Scheme == "" || u.Hostname() == "" {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	o := scheme + "://" + strings.ToLower(u.Host)
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n > 65535 {
			return "", false
		}
		if n == map[string]int{"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}[scheme] {
			o = scheme + "://" + strings.ToLower(u.Hostname())
			if strings.HasPrefix(u.Host, "[") {
				o = scheme + "://[" + strings.ToLower(u.Hostname()) + "]"
			}
		}
	}
	return o, true
}

func BenchmarkAppendOrigin(b *testing.B) {
	for _, c := range benchCorpora(b) {
		b.Run("data="+c.Name+"/impl=AppendOrigin", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			buf := make([]byte, 0, 1024)
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					r, _ := Parse(s)
					o, _ := AppendOrigin(buf[:0], s, r)
					n += len(o)
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=neturl", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, s := range c.URLs {
					o, _ := netURLOrigin(s)
					n += len(o)
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
	}
}

func BenchmarkSameOrigin(b *testing.B) {
	for _, c := range benchCorpora(b) {
		b.Run("data="+c.Name+"/impl=SameOrigin", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for i, s := range c.URLs {
					if SameOrigin(s, c.URLs[(i+1)%len(c.URLs)]) {
						n++
					}
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=neturl", func(b *testing.B) {
			b.SetBytes(c.Bytes)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for i, s := range c.URLs {
					oa, oka := netURLOrigin(s)
					ob, okb := netURLOrigin(c.URLs[(i+1)%len(c.URLs)])
					if oka && okb && oa == ob {
						n++
					}
				}
			}
			reportPerURL(b, len(c.URLs))
			sinkInt = n
		})
	}
}

// lastKeys returns the queries of c with more than one parameter, and the
// decoded key of the last parameter of each: a lookup reads all of it.
func lastKeys(c benchCorpus) (queries, keys []string) {
	_, qs := componentsOf(c)
	for _, q := range qs {
		var last string
		n := 0
		for p := range Params(q, ParamOptions{}) {
			last, n = p.Key, n+1
		}
		if k, err := url.QueryUnescape(last); err == nil && n > 1 {
			queries, keys = append(queries, q), append(keys, k)
		}
	}
	return queries, keys
}

func BenchmarkLookupParam(b *testing.B) {
	for _, c := range benchCorpora(b) {
		qs, keys := lastKeys(c)
		if len(qs) == 0 {
			continue
		}
		b.Run("data="+c.Name+"/impl=LookupParam", func(b *testing.B) {
			b.SetBytes(totalLen(qs))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for i, q := range qs {
					if p, ok := LookupParam(q, ParamOptions{}, keys[i]); ok {
						n += len(p.Value)
					}
				}
			}
			reportPerURL(b, len(qs))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=url.ParseQuery.Get", func(b *testing.B) {
			b.SetBytes(totalLen(qs))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for i, q := range qs {
					v, _ := url.ParseQuery(q)
					n += len(v.Get(keys[i]))
				}
			}
			reportPerURL(b, len(qs))
			sinkInt = n
		})
	}
}

func BenchmarkAppendNormalizePath(b *testing.B) {
	for _, c := range benchCorpora(b) {
		paths, _ := componentsOf(c)
		b.Run("data="+c.Name+"/impl=AppendNormalizePath", func(b *testing.B) {
			b.SetBytes(totalLen(paths))
			b.ReportAllocs()
			buf := make([]byte, 0, 1024)
			n := 0
			for b.Loop() {
				for _, p := range paths {
					out, _ := AppendNormalizePath(buf[:0], p, LevelSyntax)
					n += len(out)
				}
			}
			reportPerURL(b, len(paths))
			sinkInt = n
		})
		b.Run("data="+c.Name+"/impl=path.Clean", func(b *testing.B) {
			// Not the same result: Clean also removes empty segments and
			// a final "/", and decodes nothing; the baseline a net/url
			// user has.
			b.SetBytes(totalLen(paths))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, p := range paths {
					n += len(path.Clean(p))
				}
			}
			reportPerURL(b, len(paths))
			sinkInt = n
		})
	}
}
