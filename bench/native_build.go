// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// The native peers' sources, embedded so that the programs build from
// any directory; ada's own sources come from the module cache.
//
//go:embed native/harness.h native/ada_peer.cpp native/uriparser_peer.c
var nativeSrc embed.FS

//go:embed go.mod
var benchGoMod string

// A nativeProg is one native peer program and how to build it.
type nativeProg struct {
	name  string   // as the report names its library
	src   string   // its source in native/
	cxx   bool     // C++ (else C)
	flags []string // compiler flags
	libs  []string // linker flags after the sources
	needs string   // what it needs installed, for the error when it does not build
}

// nativeProgs are built with -O3 and no -march=native, as ada's and
// goada's own builds are.
var nativeProgs = []nativeProg{
	{name: "ada", src: "ada_peer.cpp", cxx: true, flags: []string{"-O3", "-std=c++20", "-DNDEBUG"},
		needs: "a C++20 compiler (g++ 10 or later, or clang++)"},
	{name: "uriparser", src: "uriparser_peer.c", flags: []string{"-O3", "-std=c11"}, libs: []string{"-luriparser"},
		needs: "a C compiler and uriparser's headers and library (Debian: liburiparser-dev)"},
}

// compiler returns the C++ or C compiler: $CXX or $CC if set (split on
// spaces, as make does), else the first of the usual names on PATH.
func compiler(cxx bool) ([]string, error) {
	env, names := "CC", []string{"cc", "gcc", "clang"}
	if cxx {
		env, names = "CXX", []string{"g++", "clang++", "c++"}
	}
	if f := strings.Fields(os.Getenv(env)); len(f) > 0 {
		return f, nil
	}
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return []string{p}, nil
		}
	}
	return nil, fmt.Errorf("no %s compiler on PATH (tried %s; set $%s)", map[bool]string{true: "C++", false: "C"}[cxx], strings.Join(names, ", "), env)
}

// A nativeBuilder builds the native programs into a cache directory, each
// under a name that hashes everything its binary depends on, so that a
// program is compiled once per compiler, flags and sources.
type nativeBuilder struct {
	cache string
	logf  func(format string, args ...any)
	ada   string // the goada module's directory, once found
}

func newNativeBuilder(logf func(string, ...any)) (*nativeBuilder, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	dir = filepath.Join(dir, "uriscan-bench", "native")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &nativeBuilder{cache: dir, logf: logf}, nil
}

// adaDir returns the directory of the goada module at the version bench's
// go.mod requires, downloading it into the module cache if needed: its
// ada.cpp and ada.h are ada's amalgamation.
func (b *nativeBuilder) adaDir() (string, error) {
	if b.ada != "" {
		return b.ada, nil
	}
	const mod = "github.com/ada-url/goada"
	var version string
	for _, l := range strings.Split(benchGoMod, "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == mod {
			version = f[1]
		} else if len(f) >= 3 && f[0] == "require" && f[1] == mod {
			version = f[2]
		}
	}
	if version == "" {
		return "", fmt.Errorf("bench's go.mod does not require %s", mod)
	}
	out, err := exec.Command("go", "mod", "download", "-json", mod+"@"+version).Output()
	var m struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &m); jerr != nil || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s@%s: %v %s", mod, version, err, m.Error)
	}
	b.ada = m.Dir
	return m.Dir, nil
}

// nativeKey hashes the compiler's identity and the given parts.
func nativeKey(cc []string, parts ...[]byte) (string, error) {
	ver, err := exec.Command(cc[0], append(cc[1:], "--version")...).Output()
	if err != nil {
		return "", fmt.Errorf("%s --version: %v", strings.Join(cc, " "), err)
	}
	h := sha256.New()
	h.Write(ver)
	h.Write([]byte(strings.Join(cc, " ")))
	for _, p := range parts {
		fmt.Fprintf(h, "%d:", len(p))
		h.Write(p)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// runCompiler runs the compiler, returning its output in the error.
func runCompiler(cc []string, args ...string) error {
	cmd := exec.Command(cc[0], append(cc[1:], args...)...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(out.String())
		if len(msg) > 2000 {
			msg = msg[:2000] + " ..."
		}
		return fmt.Errorf("%s %s: %v\n%s", strings.Join(cc, " "), strings.Join(args, " "), err, msg)
	}
	return nil
}

// cached builds the file name in the cache with make, unless it is
// there: make writes a temporary file, which is renamed into place, so a
// build that fails or runs twice at once leaves no half-written file.
func (b *nativeBuilder) cached(name string, make func(tmp string) error) (string, error) {
	path := filepath.Join(b.cache, name)
	if _, err := os.Stat(path); err == nil {
		return path, nil
	}
	tmp := fmt.Sprintf("%s.tmp%d", path, os.Getpid())
	defer os.Remove(tmp)
	if err := make(tmp); err != nil {
		return "", err
	}
	return path, os.Rename(tmp, path)
}

// adaObject compiles ada.cpp once per compiler, flags and ada version:
// the slowest step of a first build, so its object is kept.
func (b *nativeBuilder) adaObject(cc []string, flags []string) (string, error) {
	dir, err := b.adaDir()
	if err != nil {
		return "", err
	}
	src, err := os.ReadFile(filepath.Join(dir, "ada.cpp"))
	if err != nil {
		return "", err
	}
	hdr, err := os.ReadFile(filepath.Join(dir, "ada.h"))
	if err != nil {
		return "", err
	}
	k, err := nativeKey(cc, []byte(strings.Join(flags, " ")), src, hdr)
	if err != nil {
		return "", err
	}
	return b.cached("ada-"+k+".o", func(tmp string) error {
		b.logf("native: compiling ada.cpp from %s (once per compiler and ada version)", dir)
		t0 := time.Now()
		args := append(append([]string{}, flags...), "-c", filepath.Join(dir, "ada.cpp"), "-o", tmp)
		if err := runCompiler(cc, args...); err != nil {
			return err
		}
		b.logf("native: ada.cpp compiled in %s", time.Since(t0).Round(100*time.Millisecond))
		return nil
	})
}

// NativeProgram returns the path of the executable of the native peer
// program name ("ada" or "uriparser"), building it first if it is not in
// the cache: for the tests outside this package that talk to one
// (webhost/), which cmd/nativepath serves.
func NativeProgram(name string, logf func(string, ...any)) (string, error) {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	b, err := newNativeBuilder(logf)
	if err != nil {
		return "", err
	}
	for _, p := range nativeProgs {
		if p.name == name {
			return b.build(p)
		}
	}
	return "", fmt.Errorf("no native program %q", name)
}

// build returns the path of p's executable, building it if needed.
func (b *nativeBuilder) build(p nativeProg) (string, error) {
	cc, err := compiler(p.cxx)
	if err != nil {
		return "", err
	}
	var parts [][]byte
	parts = append(parts, []byte(strings.Join(p.flags, " ")+"|"+strings.Join(p.libs, " ")))
	for _, f := range []string{"harness.h", p.src} {
		s, err := nativeSrc.ReadFile("native/" + f)
		if err != nil {
			return "", err
		}
		parts = append(parts, s)
	}
	var objs, incs []string
	if p.name == "ada" {
		obj, err := b.adaObject(cc, p.flags)
		if err != nil {
			return "", err
		}
		dir, _ := b.adaDir()
		objs, incs = []string{obj}, []string{"-I", dir}
		parts = append(parts, []byte(obj))
	}
	k, err := nativeKey(cc, parts...)
	if err != nil {
		return "", err
	}
	return b.cached(p.name+"-"+k, func(tmp string) error {
		src, err := os.MkdirTemp("", "uriscan-native-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(src)
		for _, f := range []string{"harness.h", p.src} {
			s, _ := nativeSrc.ReadFile("native/" + f)
			if err := os.WriteFile(filepath.Join(src, f), s, 0o644); err != nil {
				return err
			}
		}
		b.logf("native: building %s", p.name)
		args := append(append([]string{}, p.flags...), incs...)
		args = append(args, filepath.Join(src, p.src))
		args = append(append(args, objs...), p.libs...)
		if err := runCompiler(cc, append(args, "-o", tmp)...); err != nil {
			return errors.Join(fmt.Errorf("%s needs %s", p.name, p.needs), err)
		}
		return nil
	})
}
