// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Scan finds, checks, resolves and normalizes URI references as RFC 3986
// defines them, in files or standard input.
//
// Usage:
//
//	scan [flags] [file...]          extract URI references from text and logs
//	scan parse [flags] [file...]    parse each record as one URI reference
//	scan resolve -base URI [file...] resolve each record against a base
//	scan normalize [file...]        normalize each record
//	scan relative -base URI [file...] the reference from a base to each record
//	scan edit -set C=V [file...]    set or remove components of each record
//	scan top [-f FIELD] [file...]   the most frequent values of a field
//	scan -version                   print the version and the kernel in use
//
// A file named "-" is standard input, as is no file at all; with -r, a
// folder stands for every regular file under it, in name order, as grep
// -r reads them (a symbolic link named is followed, those under it are
// left out). Inputs are read as they are on disk: a file or standard
// input compressed with gzip, zstd, bzip2 or xz is told by its first
// bytes, not its name, and read decompressed; offsets and line numbers
// count the decompressed bytes, and compressed data that is corrupt or
// cut short is a read error that names the file and the decompressed
// offset, after the output of what came before it. The decoders of all
// the inputs read at once hold at most -max-decoder-memory bytes of
// dictionaries and windows (256M by default): a file whose header asks
// for more is such an error, and files within it wait for each other.
// With several files,
// the -j workers read several at once; the output is in their order,
// the same as with -j 1, and memory does not grow with their number.
// Records are
// lines (a final "\r" is dropped, as bufio.ScanLines does), or with -z
// NUL-separated, so that a record may hold a newline. A UTF-8 byte order
// mark at the start of an input is skipped. A record longer than
// -max-record bytes, not counting its "\n", "\r\n" or NUL, is reported as
// too_long.
//
// Every record command prints one result per input record, invalid records
// included, so that output lines stay aligned with input records. Record
// commands exit 0 when every record succeeded, 1 when one failed or there
// were none, and 2 on a usage or I/O error; the extract command exits 0
// when it found a reference (one that -valid or -invalid lets through,
// too long ones included), 1 when it found none, 2 on error, like grep. A
// regular file that shrinks while it is read (truncated, as by logrotate's
// copytruncate) is such an error: the command names the file and says so.
//
// Output is written in large pieces, but nothing waits in them: before a
// read that would wait (a pipe, terminal or socket whose writer has gone
// quiet, as under tail -f), every command writes out what it has found in
// the input read so far, and to a terminal it writes line by line, as grep
// --line-buffered does.
//
// The environment variable URISCAN_KERNEL pins the kernel implementation
// (one of those that scan -version lists, or auto); a name this CPU does
// not run is an error, exit 2. URISCAN_CPUPROFILE=file writes a CPU
// profile of the run to file, for go tool pprof; a file that cannot be
// written is an error, exit 2.
//
// Flags may come before, between or after the files, for every command, as
// GNU tools and rg take them: "scan access.log -c" is "scan -c access.log".
// "--" ends the flags: every argument after it is a file, even one that
// begins with "-". A flag that takes a value takes the next argument.
//
// Run "scan <command> -h" for the flags of a command. Usage asked for with
// -h, -help or help is printed on standard output, exit 0, as grep --help
// does; after a usage error (an unknown flag, a bad value, a missing
// argument) the message and how to get the usage go to standard error, and
// with no file and a terminal on standard input the usage does; exit 2.
package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/klauspost/cpuid/v2"
	"github.com/uriscan/uri"
)

// A command is one of scan's subcommands.
type command struct {
	summary string
	usage   string // the help text, before the list of flags
	// examples are shown in the help text of the command, and tested.
	examples []example
	// run runs the extract command with the arguments after its name
	// and returns the exit code.
	run func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
	// A record command (run is nil) has the flags of addRecordFlags,
	// with json the help of its -json (outJSONHelp if empty), and with
	// base a required -base; setup defines its own flags and returns
	// what runs it once they are parsed and checked (runner.go).
	json  string
	base  bool
	setup func(fs *flag.FlagSet) func(inv *invocation) int
}

// commands holds the subcommands by name. The command named "extract"
// runs when the first argument names no command.
var commands = map[string]*command{
	"extract":   {summary: "find URI references in text and logs (the default command)", usage: extractUsage, examples: extractExamples, run: runExtract},
	"parse":     {summary: "parse each record as one URI reference and print its components", usage: parseUsage, examples: parseExamples, setup: setupParse, json: parseJSONHelp},
	"resolve":   {summary: "resolve each record as a reference against a base URI", usage: resolveUsage, examples: resolveExamples, setup: setupResolve, base: true},
	"relative":  {summary: "print the relative reference from a base URI to each record (the inverse of resolve)", usage: relativeUsage, examples: relativeExamples, setup: setupRelative, base: true},
	"normalize": {summary: "normalize each record (RFC 3986 6.2.2, or 6.2.3 with -level scheme)", usage: normalizeUsage, examples: normalizeExamples, setup: setupNormalize},
	"edit":      {summary: "set or remove components and query parameters of each record, keeping every other byte", usage: editUsage, examples: editExamples, setup: setupEdit},
	"top":       {summary: "print the most frequent values of a field of the references (host, path, referer ...)", usage: topUsage, examples: topExamples, run: runTop},
	"to-uri":    {summary: "print the URI of each record, an IRI reference (RFC 3987 3.1)", usage: toURIUsage, examples: toURIExamples, setup: mapping(uri.AppendToURI[[]byte])},
	"to-iri":    {summary: "print each record, a URI (or IRI) reference, as an IRI for display (RFC 3987 3.2)", usage: toIRIUsage, examples: toIRIExamples, setup: mapping(uri.AppendToIRI[[]byte])},
}

// exec runs c, named name, with the arguments after its name and returns
// the exit code.
func (c *command) exec(name string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if c.run != nil {
		return c.run(args, stdin, stdout, stderr)
	}
	fs := flag.NewFlagSet("scan "+name, flag.ContinueOnError)
	if c.base {
		fs.String("base", "", "the base `URI` (required; it must have a scheme)")
	}
	rf := addRecordFlags(fs, cmp.Or(c.json, outJSONHelp))
	run := c.setup(fs)
	if code, ok := parseFlags(fs, c.usage, args, stdout, stderr); !ok {
		return code
	}
	if !rf.check(fs.Name(), stderr) {
		return exitError
	}
	inv := &invocation{recordFlags: rf, name: fs.Name(), files: fs.Args(), stdin: stdin, stdout: stdout, stderr: stderr}
	if c.base {
		var ok bool
		if inv.base, inv.baseRef, ok = requiredBase(fs, stderr); !ok {
			return exitError
		}
	}
	return run(inv)
}

func main() {
	os.Exit(withCPUProfile(os.Getenv(profileEnv), os.Stderr, func() int {
		return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	}))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if _, err := uri.ImplementationSource(); err != nil {
		// URISCAN_KERNEL names no kernel this CPU runs: say so rather
		// than run with another one.
		fmt.Fprintf(stderr, "scan: %v\n", err)
		return exitError
	}
	if len(args) > 0 {
		if c, ok := commands[args[0]]; ok {
			return c.exec(args[0], args[1:], stdin, stdout, stderr)
		}
		switch args[0] {
		case "version", "-version", "--version":
			printVersion(stdout)
			return exitOK
		case "help", "-h", "-help", "--help":
			usage(stdout)
			return exitOK
		}
	}
	if c, ok := commands["extract"]; ok {
		return c.exec("extract", args, stdin, stdout, stderr)
	}
	if len(args) > 0 {
		fmt.Fprintf(stderr, "scan: unknown command %q\n", args[0])
	}
	usage(stderr)
	return exitError
}

// usage prints the list of commands.
func usage(w io.Writer) {
	fmt.Fprintf(w, "usage: scan [command] [flags] [file...]\n\nCommands:\n")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-10s %s\n", name, commands[name].summary)
	}
	fmt.Fprintf(w, "  %-10s %s\n", "-version", "print the version, the kernel in use and the CPU")
	fmt.Fprintf(w, "\nWithout a command, scan extracts URI references (the extract command).\n")
	fmt.Fprintf(w, "Files compressed with gzip, zstd, bzip2 or xz (told by their bytes) are read\n")
	fmt.Fprintf(w, "decompressed: offsets and line numbers count decompressed bytes. -r DIR reads\n")
	fmt.Fprintf(w, "every file under DIR; -j workers read several files at once. The decoders hold\n")
	fmt.Fprintf(w, "at most -max-decoder-memory (256M) in all; a file that needs more is an error.\n")
	fmt.Fprintf(w, "Flags may come anywhere among the files (scan FILE -c is scan -c FILE); \"--\"\n")
	fmt.Fprintf(w, "ends them. Run \"scan <command> -h\" for its flags.\n")
}

// printVersion prints the module version, the Go version, the kernel
// implementation in use and the CPU with the features that matter to the
// kernels.
func printVersion(w io.Writer) {
	version := moduleVersion(debug.ReadBuildInfo())
	fmt.Fprintf(w, "scan %s %s %s/%s\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	fmt.Fprintf(w, "kernel: %s (%s)\n", uri.Implementation(), kernelReason())
	var feats []string
	for _, f := range []cpuid.FeatureID{cpuid.SSE42, cpuid.AVX2, cpuid.AVX512F, cpuid.AVX512BW, cpuid.AVX512VBMI, cpuid.ASIMD} {
		if cpuid.CPU.Supports(f) {
			feats = append(feats, f.String())
		}
	}
	brand := cpuid.CPU.BrandName
	if brand == "" {
		brand = "unknown CPU"
	}
	// runtime.NumCPU, not cpuid: in a virtual machine or a container, the
	// CPU identification describes the host, not what this process may use.
	fmt.Fprintf(w, "cpu: %s (%d logical cores; %s)\n", brand, runtime.NumCPU(), strings.Join(feats, " "))
}

// kernelReason says why the kernel in use was chosen.
func kernelReason() string {
	switch src, _ := uri.ImplementationSource(); src {
	case "auto":
		return "auto on this CPU, which runs " + strings.Join(uri.Implementations(), ", ") + "; URISCAN_KERNEL pins one"
	case "URISCAN_KERNEL":
		return "pinned by URISCAN_KERNEL"
	default:
		return "set by " + src
	}
}
