// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package scripttest runs the command-line tests of scan: the txtar
// scripts of ../testdata/script, with github.com/rogpeppe/go-internal's
// testscript, against the real scan binary, built once from ../ (the
// package in the root module, as the user builds it) into a temporary
// directory put first on PATH.
//
// It is a module of its own so that the root module does not depend on
// go-internal. Run it with
//
//	cd scan/scripttest && go test
//
// and add -update to rewrite the files that cmp compares with the output
// (then review the diff).
package scripttest

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/rogpeppe/go-internal/testscript"
	"github.com/rogpeppe/go-internal/txtar"
	"github.com/ulikunitz/xz"
)

var update = flag.Bool("update", false, "rewrite the files that cmp compares with the output")

// scanBin is the path of the scan binary TestMain builds.
var scanBin string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "scan-scripttest-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		exe := "scan"
		if runtime.GOOS == "windows" {
			exe += ".exe"
		}
		scanBin = filepath.Join(dir, exe)
		// go test puts the go command of its GOROOT first on PATH.
		build := exec.Command("go", "build", "-o", scanBin, ".")
		build.Dir = ".." // the scan package of the root module
		if out, err := build.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "building scan: %v\n%s", err, out)
			return 2
		}
		os.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
		return m.Run()
	}()
	os.Exit(code)
}

func TestScripts(t *testing.T) {
	sample, err := filepath.Abs(filepath.Join("..", "..", "testdata", "sample", "access.log"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:           filepath.Join("..", "testdata", "script"),
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("SAMPLE", sample) // the sample log shipped in the repository
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"status":   cmdStatus,
			"repeat":   cmdRepeat,
			"decode":   cmdDecode,
			"compress": cmdCompress,
			"cut":      cmdCut,
		},
		Condition: func(cond string) (bool, error) {
			switch cond {
			case "root":
				return os.Geteuid() == 0, nil
			case "pty": // ttyin needs a pseudo-terminal
				f, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
				if err != nil {
					return false, nil
				}
				f.Close()
				return true, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}

// cmdStatus implements "status N command [args...]": it runs the command
// like exec does, keeping its stdout and stderr for the commands that
// follow, and fails unless the exit status is N.
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! status")
	}
	if len(args) < 2 {
		ts.Fatalf("usage: status N command [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("status: bad exit status %q", args[0])
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			ts.Fatalf("status: %v", err)
		}
		got = ee.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
	}
}

// fileCmd returns a script command that writes a file made from another:
// its command line has n arguments, the file read is args[src] and the
// file written the last; make returns the bytes to write. usage is the
// command line, shown when it is wrong.
func fileCmd(usage string, n, src int, make func(ts *testscript.TestScript, args []string, src []byte) []byte) func(*testscript.TestScript, bool, []string) {
	return func(ts *testscript.TestScript, neg bool, args []string) {
		if neg || len(args) != n {
			ts.Fatalf("usage: %s", usage)
		}
		in, err := os.ReadFile(ts.MkAbs(args[src]))
		ts.Check(err)
		ts.Check(os.WriteFile(ts.MkAbs(args[n-1]), make(ts, args, in), 0o666))
	}
}

// cmdRepeat implements "repeat file size out": it writes to out the
// content of file repeated until out holds at least size bytes (a number
// with an optional suffix k or M), to make inputs large enough for the
// parallel path without shipping them.
var cmdRepeat = fileCmd("repeat file size out", 3, 0, func(ts *testscript.TestScript, args []string, src []byte) []byte {
	if len(src) == 0 {
		ts.Fatalf("repeat: %s is empty", args[0])
	}
	s, mul := args[1], 1
	switch {
	case strings.HasSuffix(s, "M"):
		s, mul = s[:len(s)-1], 1<<20
	case strings.HasSuffix(s, "k"):
		s, mul = s[:len(s)-1], 1<<10
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		ts.Fatalf("repeat: bad size %q", args[1])
	}
	return bytes.Repeat(src, (n*mul+len(src)-1)/len(src))
})

// cmdDecode implements "decode src dst": each line of src is the body of
// a Go interpreted string literal (`\x00`, `\n`, `\xff`, `\"`, ...),
// and dst is their concatenation (with no newline but those written as
// `\n`), to write binary inputs, NUL-separated records and lines without a
// final newline.
var cmdDecode = fileCmd("decode src dst", 2, 0, func(ts *testscript.TestScript, args []string, src []byte) []byte {
	var out []byte
	for i, line := range strings.Split(strings.TrimSuffix(string(src), "\n"), "\n") {
		s, err := strconv.Unquote(`"` + line + `"`)
		if err != nil {
			ts.Fatalf("decode: %s:%d: %v", args[0], i+1, err)
		}
		out = append(out, s...)
	}
	return out
})

// cmdCompress implements "compress FORMAT src dst": it writes src
// compressed in FORMAT (gzip, zstd, xz, or xz64m, xz with a 64 MiB
// dictionary, by Go libraries; bzip2 has no Go writer: the scripts run the
// bzip2 tool where it is installed) to dst.
var cmdCompress = fileCmd("compress gzip|zstd|xz|xz64m src dst", 3, 1, func(ts *testscript.TestScript, args []string, src []byte) []byte {
	var buf bytes.Buffer
	var w io.WriteCloser
	var err error
	switch args[0] {
	case "gzip":
		w = gzip.NewWriter(&buf)
	case "zstd":
		w, err = zstd.NewWriter(&buf)
	case "xz":
		w, err = xz.NewWriter(&buf)
	case "xz64m":
		w, err = xz.WriterConfig{DictCap: 64 << 20}.NewWriter(&buf)
	default:
		ts.Fatalf("compress: no format %q", args[0])
	}
	ts.Check(err)
	_, err = w.Write(src)
	ts.Check(err)
	ts.Check(w.Close())
	return buf.Bytes()
})

// cmdCut implements "cut src N% dst": it writes the first N percent of
// the bytes of src to dst, a file cut short.
var cmdCut = fileCmd("cut src N% dst", 3, 0, func(ts *testscript.TestScript, args []string, src []byte) []byte {
	pc, err := strconv.Atoi(strings.TrimSuffix(args[1], "%"))
	if err != nil || pc < 0 || pc > 100 || !strings.HasSuffix(args[1], "%") {
		ts.Fatalf("cut: bad percentage %q", args[1])
	}
	return src[:len(src)*pc/100]
})

// flagLine matches a flag in the output of "scan <command> -h".
var flagLine = regexp.MustCompile(`(?m)^  -([a-z-]+)`)

// scriptFlags returns the flags used by the scan command lines of the
// scripts, by subcommand ("extract" when there is none).
// scriptedCommands are the commands whose every flag some script uses.
var scriptedCommands = []string{"extract", "parse", "resolve", "normalize", "to-uri", "to-iri"}

func scriptFlags(t *testing.T) map[string]map[string]bool {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "script", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts: %v", err)
	}
	used := map[string]map[string]bool{}
	for _, f := range files {
		ar, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(ar.Comment), "\n") {
			fields := strings.Fields(line)
			if len(fields) > 0 && fields[0] == "!" {
				fields = fields[1:]
			}
			switch {
			case len(fields) >= 2 && fields[0] == "exec" && fields[1] == "scan":
				fields = fields[2:]
			case len(fields) >= 3 && fields[0] == "status" && fields[2] == "scan":
				fields = fields[3:]
			default:
				continue
			}
			cmd := "extract"
			if len(fields) > 0 && slices.Contains(scriptedCommands, fields[0]) {
				cmd, fields = fields[0], fields[1:]
			}
			if used[cmd] == nil {
				used[cmd] = map[string]bool{}
			}
			for _, a := range fields {
				a = strings.Trim(a, `'"`)
				if strings.HasPrefix(a, "-") && len(a) > 1 {
					name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
					used[cmd][name] = true
				}
			}
		}
	}
	return used
}

// TestEveryFlagScripted checks that each flag of each command is used by
// some script, so that a new flag without a script test fails here.
func TestEveryFlagScripted(t *testing.T) {
	used := scriptFlags(t)
	for _, cmd := range scriptedCommands {
		out, err := exec.Command(scanBin, cmd, "-h").CombinedOutput()
		if err != nil {
			t.Fatalf("scan %s -h: %v\n%s", cmd, err, out)
		}
		var flags []string
		for _, m := range flagLine.FindAllStringSubmatch(string(out), -1) {
			flags = append(flags, m[1])
		}
		if len(flags) < 4 {
			t.Fatalf("scan %s -h lists only the flags %q:\n%s", cmd, flags, out)
		}
		sort.Strings(flags)
		for _, f := range flags {
			if !used[cmd][f] {
				t.Errorf("flag -%s of scan %s is used in no script", f, cmd)
			}
		}
	}
}
