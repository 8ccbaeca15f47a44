// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"runtime/debug"
	"strings"
	"testing"
)

// TestModuleVersion checks the version -version prints for the builds
// that record one differently: go install of a tag, go build in a clone
// (a pseudo-version, or "(devel)" and the commit), scan as a dependency,
// and no build information.
func TestModuleVersion(t *testing.T) {
	main := debug.Module{Path: modulePath}
	vcs := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "526fe6c1234abcdef0123456789abcdef0123456"}}
	for _, tt := range []struct {
		name string
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{"tag", &debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "v0.1.0"}}, true, "v0.1.0"},
		{"pseudo-version", &debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "v0.1.1-0.20261202033000-526fe6c1234a+dirty"}}, true, "v0.1.1-0.20261202033000-526fe6c1234a+dirty"},
		{"devel with commit", &debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "(devel)"}, Settings: vcs}, true, "(devel:526fe6c1234a)"},
		{"devel, modified", &debug.BuildInfo{Main: main, Settings: append(vcs, debug.BuildSetting{Key: "vcs.modified", Value: "true"})}, true, "(devel:526fe6c1234a+dirty)"},
		{"devel, unmodified", &debug.BuildInfo{Main: main, Settings: append(vcs, debug.BuildSetting{Key: "vcs.modified", Value: "false"})}, true, "(devel:526fe6c1234a)"},
		{"devel, no vcs", &debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "(devel)"}}, true, "(devel)"},
		{"short revision", &debug.BuildInfo{Main: main, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}}}, true, "(devel:abc)"},
		{"dependency", &debug.BuildInfo{Main: debug.Module{Path: "example.com/tool", Version: "v1.2.3"}, Deps: []*debug.Module{{Path: "golang.org/x/sys", Version: "v0.30.0"}, {Path: modulePath, Version: "v0.1.0"}}}, true, "v0.1.0"},
		{"no build info", nil, false, "(devel)"},
	} {
		if got := moduleVersion(tt.bi, tt.ok); got != tt.want {
			t.Errorf("%s: moduleVersion = %q, want %q", tt.name, got, tt.want)
		}
		if strings.ContainsAny(moduleVersion(tt.bi, tt.ok), " \t\n") {
			t.Errorf("%s: the version is not one word", tt.name)
		}
	}
}

// TestVersionLine checks that -version prints the version of this
// build, as moduleVersion reads it, beside the kernel and the CPU.
func TestVersionLine(t *testing.T) {
	out, _, code := runScan(t, "", "-version")
	want := "scan " + moduleVersion(debug.ReadBuildInfo()) + " "
	if code != exitOK || !strings.HasPrefix(out, want) || !strings.Contains(out, "\nkernel: ") || !strings.Contains(out, "\ncpu: ") {
		t.Errorf("exit %d, output %q; want it to start with %q", code, out, want)
	}
}
