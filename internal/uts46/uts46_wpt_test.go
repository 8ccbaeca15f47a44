// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uts46

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// rulings lists the cases of testdata/IdnaTestV2*.json whose answer this
// package does not give, each with the reason, cited. TestWPT fails on any
// other difference, and on a ruling that no case needs.
var rulings = map[string]string{}

type wptCase struct {
	Input   string  `json:"input"`
	Output  *string `json:"output"`
	Comment string  `json:"comment"`
}

// readWPT returns the cases of a WPT file, leaving out its comments.
func readWPT(t *testing.T, name string) []wptCase {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	var cases []wptCase
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue // a comment
		}
		var c wptCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	return cases
}

// isForbiddenDomain reports a forbidden domain code point of the URL
// Standard (3.2, Hosts): a forbidden host code point, a C0 control, "%"
// or U+007F.
func isForbiddenDomain(r rune) bool {
	return r <= 0x20 || r == 0x7F || strings.ContainsRune("#%/:<>?@[\\]^|", r)
}

// urlHost computes what WPT checks of a case: the host of
// new URL("https://" + input + "/x"), from ToASCII, for an input that is
// not ASCII. An ASCII input never reaches ToASCII since the standard's
// change of 2026-06-25 (whatwg/url a8d5ca3): the case's output is then the
// input lowered, and the case's comment, the status codes of
// IdnaTestV2.txt, says what ToASCII gives.
func urlHost(input string) (string, error) {
	out, err := ToASCII(input)
	if err != nil {
		return "", err
	}
	if out == "" || strings.ContainsFunc(out, isForbiddenDomain) {
		return "", errors.New("URL Standard: empty host or forbidden domain code point")
	}
	return out, nil
}

// failureCodes returns the codes of a case's comment that are not
// "(ignored)", the errors UTS 46 records with the URL Standard's options.
func failureCodes(comment string) []string {
	var codes []string
	for c := range strings.SplitSeq(comment, ";") {
		c = strings.TrimSpace(c)
		if c != "" && !strings.HasSuffix(c, "(ignored)") {
			codes = append(codes, c)
		}
	}
	return codes
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// TestWPT runs every case of WPT's IdnaTestV2.json and
// IdnaTestV2-removed.json: the non-ASCII inputs through the URL
// Standard's host steps around ToASCII (urlHost), the ASCII ones against
// their comment's status codes; a failure must be one of the codes the
// comment lists.
func TestWPT(t *testing.T) {
	used := map[string]bool{}
	for _, file := range []string{"IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		pass, ruled, total := 0, 0, 0
		for _, c := range readWPT(t, file) {
			total++
			var got, want string
			var err error
			wantFail := c.Output == nil
			if isASCIIString(c.Input) {
				want = strings.ToLower(c.Input)
				wantFail = len(failureCodes(c.Comment)) > 0
				if wantFail {
					want = ""
				}
				got, err = ToASCII(c.Input)
			} else {
				if !wantFail {
					want = *c.Output
				}
				got, err = urlHost(c.Input)
			}
			ok := (err != nil) == wantFail && got == want
			var ue Error
			// The comments of the removed cases are from an older
			// IdnaTestV2.txt, with other codes (the file says so).
			if ok && errors.As(err, &ue) && ue.Code() != "" && file == "IdnaTestV2.json" {
				codes := failureCodes(c.Comment)
				found := false
				for _, code := range codes {
					if code == ue.Code() || ue.Code() == "B" && strings.HasPrefix(code, "B") {
						found = true
					}
				}
				if !found && len(codes) > 0 {
					t.Errorf("%s: %+q: error %s (%v), comment %q", file, c.Input, ue.Code(), ue, c.Comment)
				}
			}
			switch {
			case ok:
				pass++
			case rulings[c.Input] != "":
				ruled++
				used[c.Input] = true
			default:
				t.Errorf("%s: %+q: got %+q, %v; want %+q (fail %v), comment %q", file, c.Input, got, err, want, wantFail, c.Comment)
			}
		}
		t.Logf("%s: %d of %d cases pass, %d by a ruling", file, pass, total, ruled)
	}
	for in := range rulings {
		if !used[in] {
			t.Errorf("ruling for %+q: no case needs it", in)
		}
	}
}
