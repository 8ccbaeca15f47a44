// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package logs

import (
	"strings"

	"github.com/uriscan/uri"
)

// JSONTargets returns the uri.ExtractOptions.JSONTargets that a flag's
// value v asks for, as scan's -json-targets and urilogs' --json_targets
// read it: nil (the defaults) when v is empty; the keys of
// uri.DefaultJSONTargets and the comma-separated keys of v; or, when v
// starts with "=", the keys of v alone ("=" alone: none). Blanks around a
// key are dropped.
func JSONTargets(v string) []string {
	if v == "" {
		return nil
	}
	keys := uri.DefaultJSONTargets()
	if rest, ok := strings.CutPrefix(v, "="); ok {
		v, keys = rest, []string{}
	}
	for _, k := range strings.Split(v, ",") {
		if k = strings.TrimSpace(k); k != "" {
			keys = append(keys, k)
		}
	}
	return keys
}
