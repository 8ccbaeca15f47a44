// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// kernelEnvChild is set in the environment of the test binary that
// TestKernelEnv starts, to make TestKernelEnvChild report.
const kernelEnvChild = "URISCAN_TEST_KERNEL_CHILD"

// TestKernelEnvChild is not a test: in the process that TestKernelEnv
// starts, it prints what the package chose at start-up and exits.
func TestKernelEnvChild(t *testing.T) {
	if os.Getenv(kernelEnvChild) != "1" {
		return
	}
	src, err := ImplementationSource()
	fmt.Printf("%s\n%s\n%v\n", Implementation(), src, err)
	os.Exit(0)
}

// TestKernelEnv starts the test binary again with URISCAN_KERNEL set to
// each implementation the CPU runs, to "auto", empty, and to names the
// package must refuse, and checks what it chose at start-up.
func TestKernelEnv(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the test binary about ten times")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// auto is the first implementation of preferred that the CPU runs.
	auto := "generic"
	avail := Implementations()
	for _, name := range preferred {
		if strings.Contains(" "+strings.Join(avail, " ")+" ", " "+name+" ") {
			auto = name
			break
		}
	}
	type result struct{ name, source, err string }
	start := func(env []string) result {
		cmd := exec.Command(exe, "-test.run=^TestKernelEnvChild$")
		cmd.Env = append(os.Environ(), kernelEnvChild+"=1", kernelEnv+"=")
		cmd.Env = append(cmd.Env, env...)
		out, err := cmd.Output()
		if errors.Is(err, syscall.ENOEXEC) {
			// An arm64 test binary run by qemu-aarch64-static on an
			// amd64 machine without binfmt_misc.
			t.Skipf("the test binary cannot start itself here: %v", err)
		}
		if err != nil {
			t.Fatalf("%q: %v\n%s", env, err, out)
		}
		f := strings.SplitN(strings.TrimSuffix(string(out), "\n"), "\n", 3)
		if len(f) != 3 {
			t.Fatalf("%q: output %q", env, out)
		}
		return result{f[0], f[1], f[2]}
	}
	check := func(env []string, want result) {
		t.Helper()
		got := start(env)
		if got.name != want.name || got.source != want.source || (want.err == "<nil>") != (got.err == "<nil>") {
			t.Errorf("%q: chose %s (%s, error %s), want %s (%s, error %s)", env, got.name, got.source, got.err, want.name, want.source, want.err)
		}
		if want.err != "<nil>" {
			for _, s := range append([]string{want.err}, avail...) {
				if !strings.Contains(got.err, s) {
					t.Errorf("%q: error %q does not say %q", env, got.err, s)
				}
			}
		}
	}
	check(nil, result{auto, "auto", "<nil>"})
	check([]string{kernelEnv + "="}, result{auto, "auto", "<nil>"})
	check([]string{kernelEnv + "=auto"}, result{auto, "auto", "<nil>"})
	for _, name := range avail {
		check([]string{kernelEnv + "=" + name}, result{name, kernelEnv, "<nil>"})
	}
	for _, bad := range []string{"bogus", "AVX2", " generic"} {
		check([]string{kernelEnv + "=" + bad}, result{auto, "auto", "unknown kernel implementation"})
	}
	for _, k := range kernels {
		if !k.available {
			check([]string{kernelEnv + "=" + k.name}, result{auto, "auto", "not supported by this CPU"})
		}
	}
}
