// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "runtime/debug"

// modulePath is the module scan belongs to.
const modulePath = "github.com/uriscan/uri"

// moduleVersion returns the version of the module scan was built from,
// as the build recorded it (debug.ReadBuildInfo's results): its tag or
// pseudo-version, from go install of a version or go build in a clone
// (which stamps one from the commit since Go 1.24), the version required
// when scan is built as a dependency, and otherwise "(devel)", with
// the commit and ":dirty" when the build knows them, as
// "(devel:526fe6c1234a+dirty)": one word, so that -version's first line
// stays "scan VERSION GO OS/ARCH".
func moduleVersion(bi *debug.BuildInfo, ok bool) string {
	if !ok || bi == nil {
		return "(devel)"
	}
	if bi.Main.Path == modulePath && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	for _, dep := range bi.Deps {
		if dep.Path == modulePath && dep.Version != "" {
			return dep.Version
		}
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch {
		case s.Key == "vcs.revision":
			rev = s.Value[:min(len(s.Value), 12)]
		case s.Key == "vcs.modified" && s.Value == "true":
			dirty = "+dirty"
		}
	}
	if rev == "" {
		return "(devel)"
	}
	return "(devel:" + rev + dirty + ")"
}
