// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package webhost

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/uriscan/uri/bench/internal/harness"
	"github.com/uriscan/uri/web"
	"golang.org/x/net/idna"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"
)

// The tests here hold package web to ada: the table of ada's answers in
// ../../web/testdata/ada.txt (which web's own tests read) is checked
// against native ada here, and against goada with -tags goada
// (goada_test.go), so that it cannot drift; generated confusion strings
// and random bytes (TestGenerated, FuzzWebHost) must get the same answer
// from both, but where web rules ada wrong (adaWrong).
//
// Native ada is the program of the benchmarks (../native/ada_peer.cpp),
// which cmd/nativepath builds and locates; $WEBHOST_ADA, when set, is its
// path (the CI step sets it once for the fuzz workers). $BENCH_NATIVE=on
// fails the tests when it cannot be had, "off" skips them; by default they
// skip when it does not build.

// The native ada program, started once per process.
var (
	adaOnce sync.Once
	adaProc *harness.Proc
	adaErr  error
)

// startAda starts the native ada program.
func startAda() (*harness.Proc, error) {
	path := os.Getenv("WEBHOST_ADA")
	if path == "" {
		cmd := exec.Command("go", "run", "./cmd/nativepath", "ada")
		cmd.Dir = ".."
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go run ./cmd/nativepath ada: %v", err)
		}
		path = strings.TrimSpace(string(out))
	}
	return harness.Start("ada", filepath.Clean(path))
}

// adaHost returns ada's reading of s: whether it parses, its hostname,
// and whether it has a host.
func adaHost(p *harness.Proc, s string) (ok bool, hostname string, hasHost bool, err error) {
	f, err := p.Call("one", "host", "x", harness.XHex(s))
	if err != nil {
		return false, "", false, err
	}
	if len(f) != 3 {
		return false, "", false, fmt.Errorf("native ada: reply %q", f)
	}
	a, err1 := harness.UnXHex(f[1])
	b, err2 := harness.UnXHex(f[2])
	if err1 != nil || err2 != nil {
		return false, "", false, fmt.Errorf("native ada: reply %q", f)
	}
	return f[0] == "1", a, b == "host", nil
}

// nativeAda returns native ada's answer for s, skipping the test when
// native ada cannot be had (failing it with $BENCH_NATIVE=on).
func nativeAda(t testing.TB, s string) string {
	mode := os.Getenv("BENCH_NATIVE")
	if mode == "off" {
		t.Skip("BENCH_NATIVE=off")
	}
	adaOnce.Do(func() { adaProc, adaErr = startAda() })
	if adaErr != nil {
		if mode == "on" {
			t.Fatalf("native ada: %v", adaErr)
		}
		t.Skipf("native ada: %v", adaErr)
	}
	ok, host, has, err := adaHost(adaProc, s)
	if err != nil {
		t.Fatalf("native ada on %q: %v", s, err)
	}
	return answer(ok, has, host)
}

// adaTablePath is the table of ada's answers, in the web package.
var adaTablePath = filepath.Join("..", "..", "web", "testdata", "ada.txt")

// An adaRow is one row of the table: the class of the input, the input,
// ada's answer, and, where web answers otherwise, its answer and ruling.
type adaRow struct {
	class, in, ada, ours, ruling string
}

// readAdaTable reads the table, and returns its header (the comment lines)
// and its rows.
func readAdaTable(t testing.TB) (header string, rows []adaRow) {
	data, err := os.ReadFile(adaTablePath)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if strings.HasPrefix(line, "#") || line == "" {
			header += line + "\n"
			continue
		}
		f := strings.Split(line, "\t")
		in, err := strconv.Unquote(f[1])
		if err != nil || (len(f) != 3 && len(f) != 5) {
			t.Fatalf("%s:%d: malformed row %q", adaTablePath, i+1, line)
		}
		r := adaRow{class: f[0], in: in, ada: f[2]}
		if len(f) == 5 {
			r.ours, r.ruling = f[3], f[4]
		}
		rows = append(rows, r)
	}
	return header, rows
}

// answer writes a host as the table does: failure, null (no host), or
// the hostname in Go syntax.
func answer(ok, hasHost bool, hostname string) string {
	switch {
	case !ok:
		return "failure"
	case !hasHost:
		return "null"
	}
	return strconv.Quote(hostname)
}

// webAnswer is web's answer for s.
func webAnswer(s string) string {
	h, k, err := web.AppendHost(nil, s)
	return answer(err == nil, k != web.None, string(h))
}

// TestAdaTableNative checks the table's column of ada's answers against
// native ada, and web's answers against the table.
func TestAdaTableNative(t *testing.T) {
	_, rows := readAdaTable(t)
	if len(rows) < 150 {
		t.Fatalf("the table has %d rows, want at least 150", len(rows))
	}
	for _, r := range rows {
		if got := nativeAda(t, r.in); got != r.ada {
			t.Errorf("native ada gives %q %s; the table says %s (rerun go test -tags goada -run TestAdaTable -update)", r.in, got, r.ada)
		}
	}
}

// adaWrong returns the ruling that explains why web answers ours and ada
// answers theirs for s, or "" when nothing does. Each ruling is a step of
// the URL Standard (or of UTS 46, which its domain to ASCII runs) that ada
// does not follow:
//
//   - "utf8": a domain, once percent-decoded, that is not UTF-8. The host
//     parser decodes it as UTF-8 (URL Standard 3.5, host parsing, step 4:
//     "UTF-8 decode without BOM"), which makes U+FFFD of a bad byte, and
//     domain to ASCII fails on U+FFFD (the note of that step). ada does
//     so for a percent-encoded byte ("http://a%FFb/" fails) but gives a
//     raw byte back as it is ("http://a\xffb/" has the hostname "a\xffb",
//     not ASCII, which a domain must be: 3.1).
//   - "bidi": a Bidi domain name, one label of which breaks the Bidi rule.
//     Domain to ASCII sets CheckBidi (3.3, step 1), and UTS 46 then
//     requires every label of a Bidi domain name to satisfy the six
//     conditions of RFC 5893 section 2 (UTS 46 4.1, Validity Criteria,
//     criterion 9). ada checks only the labels that hold a right-to-left
//     character, and not the first condition in them: "1a.א" ("1a" starts
//     with a digit) and "١٢٣" (an Arabic-Indic digit, AN, first) pass.
//   - "long-label": a label of more than 1,024 code points, which web
//     refuses rather than spend a time that grows as its square (see
//     web's Host): not a rule of the standard, but of this package, as
//     x/net/idna refuses to decode punycode into more.
//
// Two more are ada's answers on the standard of 2026, after ada 3.2.5:
// web gives a host where ada fails.
//
//   - "ascii-domain": an ASCII domain (once percent-decoded) is the
//     domain parser's result, lowered, whatever Unicode ToASCII says of
//     it (URL Standard 3.3, IDNA, step 5; whatwg/url a8d5ca3, 2026-06-25):
//     "xn--a" is a host. ada runs Unicode ToASCII on a label in punycode.
//   - "forbidden-after": the forbidden domain code points are looked for
//     in the result of Unicode ToASCII (3.3, step 8), not in its input:
//     "<" then U+0338 is U+226E once normalized, "xn--gdh".
func adaWrong(s, ours, theirs string) string {
	if theirs == "failure" && ours != "failure" && ours != "null" {
		return ada2026(s, ours)
	}
	if ours != "failure" || theirs == "failure" || theirs == "null" {
		return ""
	}
	host, err := strconv.Unquote(theirs)
	if err != nil {
		return ""
	}
	if !utf8.ValidString(host) {
		return "utf8"
	}
	if bidiBroken(host) {
		return "bidi"
	}
	for label := range strings.SplitSeq(host, ".") {
		if u, err := idna.Punycode.ToUnicode(label); err == nil && utf8.RuneCountInString(u) > 1024 {
			return "long-label"
		}
	}
	return ""
}

// ada2026 returns the ruling of the 2026 standard that explains why web
// gives s the host ours where ada fails, or "".
func ada2026(s, ours string) string {
	host, err := strconv.Unquote(ours)
	if err != nil {
		return ""
	}
	// The bytes of s, percent-decoded where they can be: is the domain
	// ASCII, and does it hold "<" or ">" and U+0338?
	dec := []byte(s)
	if u, err := url.PathUnescape(s); err == nil {
		dec = []byte(u)
	}
	ascii := !strings.ContainsFunc(string(dec), func(r rune) bool { return r >= utf8.RuneSelf })
	hasPunycode := strings.HasPrefix(host, "xn--") || strings.Contains(host, ".xn--")
	switch {
	case ascii && hasPunycode:
		return "ascii-domain"
	case !ascii && strings.ContainsAny(string(dec), "<>") && strings.Contains(string(dec), "\u0338"):
		return "forbidden-after"
	}
	return ""
}

// bidiBroken reports whether the ASCII domain d, once its labels in
// punycode are decoded, is a Bidi domain name (RFC 5893 1.4: a label holds
// a character of the Bidi class R, AL or AN) one label of which breaks
// the Bidi rule.
func bidiBroken(d string) bool {
	var labels []string
	rtl := false
	for label := range strings.SplitSeq(d, ".") {
		u, err := idna.Punycode.ToUnicode(label)
		if err != nil {
			return false
		}
		labels = append(labels, u)
		for _, c := range u {
			p, _ := bidi.LookupRune(c)
			switch p.Class() {
			case bidi.R, bidi.AL, bidi.AN:
				rtl = true
			}
		}
	}
	if !rtl {
		return false
	}
	for _, u := range labels {
		if u != "" && !bidirule.ValidString(u) {
			return true
		}
	}
	return false
}

// checkWebHost fails t when web and native ada answer s differently and
// no ruling explains it.
func checkWebHost(t *testing.T, s string) {
	ours, theirs := webAnswer(s), nativeAda(t, s)
	if ours != theirs && adaWrong(s, ours, theirs) == "" {
		t.Errorf("web gives %q %s; ada %s", s, ours, theirs)
	}
}

// TestGenerated compares web with native ada on generated
// confusion strings and random bytes, and counts the rulings.
func TestGenerated(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	r := rand.New(rand.NewPCG(35, 2026))
	agree, ruled := 0, map[string]int{}
	for i := 0; i < n; i++ {
		s := genConfusion(r)
		ours, theirs := webAnswer(s), nativeAda(t, s)
		if ours == theirs {
			agree++
			continue
		}
		why := adaWrong(s, ours, theirs)
		if why == "" {
			t.Errorf("web gives %q %s; ada %s", s, ours, theirs)
		}
		ruled[why]++
	}
	t.Logf("%d inputs: %d the same, ada ruled wrong on %v", n, agree, ruled)
}

// FuzzWebHost compares web with native ada on any string, from seeds of
// the table and generated confusion strings.
func FuzzWebHost(f *testing.F) {
	_, rows := readAdaTable(f)
	for _, row := range rows {
		f.Add(row.in)
	}
	r := rand.New(rand.NewPCG(35, 1))
	for range 200 {
		f.Add(genConfusion(r))
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkWebHost(t, s)
	})
}

// The parts of the confusion strings: schemes, what follows the ":",
// userinfo, hosts of every class, ports and what follows the authority.
var (
	confSchemes = []string{"http", "HTTP", "https", "ws", "wss", "ftp", "file", "FiLe", "sc", "git", "mailto", "h\ttp", "", "1http", "http+x", "httpss"}
	confSeps    = []string{":", "://", ":/", ":///", ":\\\\", ":/\\", "://\t/", ":////", ":\\/\\/", "://\n", ":\\"}
	confUsers   = []string{"", "", "", "u@", "u:p@", "a@b@", "evil.example\\@", "@", ":@", "%40@", "evil.example@", "a:b:c@"}
	confHosts   = []string{"example.com", "EXAMPLE.com", "ex%61mple.com", "%31%32%37.0.0.1", "0x7f.1", "2130706433",
		"127.0.0.1.", "127.1", "0177.0.0.1", "1.2.3.4.5", "0x100000000", "4294967295", "4294967296", "09", "foo.09",
		"a.0x", "0X7F.1", "1.256", "1.2.65536", "0xffffffff", "00000000000000000000001", "[::1]", "[::ffff:1.2.3.4]",
		"[1:2:3:4:5:6:7:8]", "[1::2::3]", "[::1", "[v1.x]", "[::1%25eth0]", "[::127.0.0.1]", "[::01.2.3.4]", "[FFFF::]",
		"xn--9ca.com", "xn--", "xn--a", "%78n--a", "xn--ab-j1t", "<\u0338", "%3C%CC%B8", "XN--9CA", "é.com", "ＥＸＡＭＰＬＥ.com", "ex\u00adample.com", "ex\u200bample",
		"a\u200db", "%E2%80%8B", "١٢٣", "א.1a", "a.א", "localhost", "LOCALHOST", "loc%61lhost", "C:", "c|", "", ".", "..",
		"a..b", "a b", "a%20b", "%2e", "a_b", "-a-", "a*b", "a\x01b", "a%00b", "%zz", "％４１", "a\u3002b", "ｘｎ--9ca",
		"xn--abc-", "xn--xn---epa", "faß.de", "\u0301a", "a%", "%C3%A9", "%c3", "ǅ", "ς", "\u2488", "a\u0378b",
		"１２７.０.０.１", "1.2.3.4..", "evil.example\\", "a^b", "a|b", "a\"b", "a{b}", "a`b", "a~b", "\xff", "a%FFb"}
	confPorts = []string{"", "", "", ":", ":80", ":0080", ":65535", ":65536", ":8x", "::", ":99999999999999999999", ":\t8\t0", ": 80"}
	confTails = []string{"", "/", "/x", "?q", "#f", "\\x", "/@good.example/", "?@x", "#@x", " ", "\t"}
)

// genConfusion returns a string of the confusion classes, or now and then
// random bytes of the alphabet that matters to a URL's host.
func genConfusion(r *rand.Rand) string {
	pick := func(l []string) string { return l[r.IntN(len(l))] }
	if r.IntN(4) == 0 {
		const alpha = "htpsfile:/\\@?#[]%.0123456789abcxXnN-_ \t\n\r\x00\x01\x7f\xff\xc3\xa9<>^|:ftpw"
		var b strings.Builder
		if r.IntN(2) == 0 {
			b.WriteString(pick(confSchemes) + pick(confSeps))
		}
		for range r.IntN(24) {
			b.WriteByte(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	s := pick(confSchemes) + pick(confSeps) + pick(confUsers) + pick(confHosts)
	if r.IntN(5) == 0 {
		s += "." + pick(confHosts)
	}
	s += pick(confPorts) + pick(confTails)
	for r.IntN(6) == 0 {
		i := r.IntN(len(s) + 1)
		s = s[:i] + string("\t\n\r \x00"[r.IntN(5)]) + s[i:]
	}
	if r.IntN(8) == 0 {
		s = " " + s
	}
	return s
}
