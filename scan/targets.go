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
// of them after a leading "=" (logs.JSONTargets reads the value).
func jsonTargetsFlag(fs *flag.FlagSet) *string {
	return fs.String("json-targets", "", "more comma-separated JSON `keys` whose string values are request-targets, read with the method of their object (request.uri: the uri key of a request object; ?path: path in an object that has a method key), besides "+
		strings.Join(uri.DefaultJSONTargets(), ",")+"; a leading = replaces these")
}
