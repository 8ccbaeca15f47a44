// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// gen_corpus writes testdata/corpus.txt: a deterministic, realistic mix of
// URI references for tests and benchmarks that must run without the shared
// datasets. About 1% of the lines are invalid, as in real logs. Its words
// are testkit's, which bench's generator draws from too.
//
//	go run gen_corpus.go [-n 4000] [-o testdata/corpus.txt]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/uriscan/uri/internal/testkit"
)

func main() {
	n := flag.Int("n", 4000, "number of `lines`")
	out := flag.String("o", "testdata/corpus.txt", "output `file`")
	flag.Parse()
	r := rand.New(rand.NewPCG(3986, 2026))
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	for i := 0; i < *n; i++ {
		fmt.Fprintln(w, line(r))
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func pick(r *rand.Rand, s []string) string { return s[r.IntN(len(s))] }

func host(r *rand.Rand) string {
	switch x := r.IntN(100); {
	case x < 4:
		return fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(223), r.IntN(256), r.IntN(256), 1+r.IntN(254))
	case x < 7:
		return fmt.Sprintf("[2001:db8:%x::%x]", r.IntN(0xffff), 1+r.IntN(0xfff))
	case x < 8:
		return "[::ffff:192.0.2." + fmt.Sprint(r.IntN(256)) + "]"
	case x < 9:
		return "localhost"
	default:
		h := pick(r, testkit.Domains) + "." + pick(r, testkit.TLDs)
		if r.IntN(3) > 0 {
			h = pick(r, testkit.Labels) + "." + h
		}
		return h
	}
}

func path(r *rand.Rand) string {
	var b strings.Builder
	for k := r.IntN(6); k >= 0; k-- {
		b.WriteByte('/')
		switch x := r.IntN(20); {
		case x == 0:
			fmt.Fprintf(&b, "%d", r.IntN(1000000))
		case x == 1:
			fmt.Fprintf(&b, "%x", r.Uint64())
		case x == 2:
			b.WriteString("caf%C3%A9")
		default:
			b.WriteString(pick(r, testkit.Words))
		}
	}
	if r.IntN(3) == 0 {
		b.WriteString(pick(r, testkit.Exts))
	}
	return b.String()
}

func query(r *rand.Rand) string {
	var parts []string
	for k := r.IntN(5); k >= 0; k-- {
		v := pick(r, testkit.Words)
		switch x := r.IntN(10); {
		case x == 0:
			v = strings.Repeat(fmt.Sprintf("%016x", r.Uint64()), 1+r.IntN(12)) // long tokens
		case x == 1:
			v = "https%3A%2F%2F" + pick(r, testkit.Domains) + ".com%2F" + pick(r, testkit.Words)
		case x == 2:
			v = pick(r, testkit.Words) + "+" + pick(r, testkit.Words)
		}
		parts = append(parts, pick(r, testkit.Keys)+"="+v)
	}
	return strings.Join(parts, "&")
}

func web(r *rand.Rand) string {
	s := "https"
	if r.IntN(4) == 0 {
		s = "http"
	}
	u := s + "://"
	if r.IntN(50) == 0 {
		u += "user:p%40ss@"
	}
	u += host(r)
	if r.IntN(10) == 0 {
		u += fmt.Sprintf(":%d", []int{80, 443, 8080, 8443, 3000}[r.IntN(5)])
	}
	if r.IntN(8) != 0 {
		u += path(r)
	}
	if r.IntN(3) == 0 {
		u += "?" + query(r)
	}
	if r.IntN(12) == 0 {
		u += "#" + pick(r, testkit.Words)
	}
	return u
}

func line(r *rand.Rand) string {
	switch x := r.IntN(1000); {
	case x < 550:
		return web(r)
	case x < 700: // request targets, origin-form
		t := path(r)
		if r.IntN(2) == 0 {
			t += "?" + query(r)
		}
		return t
	case x < 705:
		return "*"
	case x < 720: // authority-form targets are not URI-references on their own
		return "//" + host(r) + ":443"
	case x < 800: // relative references
		return []string{"../", "./", "", "../../"}[r.IntN(4)] + strings.TrimPrefix(path(r), "/") + []string{"", "?" + query(r), "#top"}[r.IntN(3)]
	case x < 815:
		return "?" + query(r)
	case x < 825:
		return "#" + pick(r, testkit.Words)
	case x < 850:
		return "//" + host(r) + path(r)
	case x < 870:
		return "mailto:" + pick(r, testkit.Words) + "@" + pick(r, testkit.Domains) + ".com"
	case x < 885:
		return "file:///home/" + pick(r, testkit.Words) + path(r)
	case x < 895:
		return fmt.Sprintf("urn:isbn:%d", 9780000000000+r.Int64N(1000000000))
	case x < 905:
		return "ftp://ftp." + pick(r, testkit.Domains) + ".org/pub" + path(r)
	case x < 915:
		return "wss://" + host(r) + "/socket?" + query(r)
	case x < 925:
		return "data:text/plain;charset=utf-8," + pick(r, testkit.Words) + "%20" + pick(r, testkit.Words)
	case x < 935:
		return "git+ssh://git@" + pick(r, testkit.Domains) + ".com/" + pick(r, testkit.Words) + ".git"
	case x < 990:
		return web(r)
	default: // invalid, as real logs have them
		bad := []string{" ", "|", "{", "}", "\\", "^", "`", "é", "%", "%zz", "\"", "<", "[x]"}
		u := web(r)
		i := 8 + r.IntN(len(u)-8)
		return u[:i] + bad[r.IntN(len(bad))] + u[i:]
	}
}
