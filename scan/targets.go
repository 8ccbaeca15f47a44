// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"strings"

	"github.com/uriscan/uri"
)

// jsonTargetsFlag declares -json-targets (issue 44): the JSON keys whose
// values are request-targets, besides uri.DefaultJSONTargets, or instead
// of them after a leading "=".
func jsonTargetsFlag(fs *flag.FlagSet) *string {
	return fs.String("json-targets", "", "more comma-separated JSON `keys` whose string values are request-targets, read with the method of their object (request.uri: the uri key of a request object; ?path: path in an object that has a method key), besides "+
		strings.Join(uri.DefaultJSONTargets(), ",")+"; a leading = replaces these")
}

// jsonTargets returns the ExtractOptions.JSONTargets that the value of
// -json-targets asks for: nil (the defaults) when it is empty.
func jsonTargets(v string) []string {
	if v == "" {
		return nil
	}
	keys := uri.DefaultJSONTargets()
	if strings.HasPrefix(v, "=") {
		v, keys = v[1:], []string{}
	}
	for _, k := range strings.Split(v, ",") {
		if k = strings.TrimSpace(k); k != "" {
			keys = append(keys, k)
		}
	}
	return keys
}
