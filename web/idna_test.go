// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package web

import (
	"fmt"
	"strings"
	"testing"
)

// TestIDNADirectAgrees checks domainHost's direct way into IDNA, for a
// domain with a non-ASCII byte and no "%", against the way through
// domainRewrite that percent-decoding takes: each host of toascii.json
// and IdnaTestV2.json with a "%" written for an ASCII letter of it, or
// for a ".", goes through domainRewrite, and must give the same host or
// failure as the host as written.
func TestIDNADirectAgrees(t *testing.T) {
	compared := 0
	for _, name := range []string{"toascii.json", "IdnaTestV2.json"} {
		for _, c := range hostCases(t, name, true) {
			host := strings.TrimSuffix(strings.TrimPrefix(c.input, "https://"), "/x")
			if isASCII(host) || strings.ContainsAny(host, "%\t\n\r") {
				continue
			}
			i := strings.IndexFunc(host, func(r rune) bool { return 'a' <= r|0x20 && r|0x20 <= 'z' || r == '.' })
			if i < 0 {
				continue
			}
			enc := host[:i] + fmt.Sprintf("%%%02X", host[i]) + host[i+1:]
			h1, k1, err1 := AppendHost(nil, "https://"+host+"/x")
			h2, k2, err2 := AppendHost(nil, "https://"+enc+"/x")
			if string(h1) != string(h2) || k1 != k2 || err1 != err2 {
				t.Errorf("%+q: %q, %v, %v; as %+q: %q, %v, %v", host, h1, k1, err1, enc, h2, k2, err2)
			}
			compared++
		}
	}
	if compared < 1000 {
		t.Errorf("only %d hosts compared", compared)
	}
}
