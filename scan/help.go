// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// docs/command.md shows the usage text of each command, which
// TestCommandDoc checks and, run so, writes.
//go:generate go test -run ^TestCommandDoc$ . -update-docs

// parseFlags parses the flags of a command whose help text, before the
// list of flags, is usage. Usage asked for with -h or -help is printed on
// standard output and the command exits 0, as grep --help and go help do,
// so that it can be paged; after a usage error, the message and how to
// get the usage (usageHint) go to standard error and the command exits 2.
// parseFlags returns false with the exit status when the command is to
// stop; fs.Usage prints the usage on standard error afterwards.
//
// Flags may come anywhere among the files, as GNU tools and rg take them
// ("scan FILE -c" is "scan -c FILE"), and "--" ends them: every argument
// after it is a file, even one that begins with "-" (see permuteArgs).
// fs.Args() then holds the files, in their order.
func parseFlags(fs *flag.FlagSet, usage string, args []string, stdout, stderr io.Writer) (code int, ok bool) {
	printUsage := func(w io.Writer) {
		fs.SetOutput(w)
		fmt.Fprint(w, usage)
		fs.PrintDefaults()
		fs.SetOutput(stderr)
	}
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed below, on the stream that fits
	err := fs.Parse(permuteArgs(fs, args))
	fs.Usage = func() { printUsage(stderr) }
	switch {
	case errors.Is(err, flag.ErrHelp):
		printUsage(stdout)
		return exitOK, false
	case err != nil:
		usageHint(fs, stderr)
		return exitError, false
	}
	return exitOK, true
}

// flagsAnywhereHelp is what the help of every command says of where its
// flags go (parseFlags).
const flagsAnywhereHelp = `Flags may come before, between or after the files: scan FILE -c is
scan -c FILE. "--" ends the flags (scan -- -c reads the file named -c).
`

// permuteArgs returns args with the flags, and the values of those that
// take one, moved before the other arguments, which follow a "--" (so
// that fs.Parse takes none of them for a flag). A "--" ends the flags;
// "-" alone is an argument (standard input). An argument that looks like
// a flag but names none of fs stays a flag, for fs.Parse to report. A
// flag that takes a value and is not written -name=value takes the next
// argument as its value, whatever it is, as fs.Parse does.
func permuteArgs(fs *flag.FlagSet, args []string) []string {
	flags := make([]string, 0, len(args)+1)
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimPrefix(a[1:], "-")
		if strings.Contains(name, "=") {
			continue
		}
		f := fs.Lookup(name)
		if f == nil || isBoolFlag(f) {
			continue
		}
		if i+1 == len(args) {
			// A flag that wants a value and is last: the flags alone,
			// without "--", for fs.Parse to report it without one.
			return flags
		}
		i++
		flags = append(flags, args[i])
	}
	if len(rest) == 0 {
		return flags
	}
	return append(append(flags, "--"), rest...)
}

// isBoolFlag reports whether f is a flag that takes no value, as the
// flag package tells it.
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// usageHint says, after the message of a usage error, how to get the
// usage of the command of fs: the usage itself, some 40 lines, buried the
// message (issue 33).
func usageHint(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprintf(w, "Run %q for usage.\n", fs.Name()+" -h")
}

// An example is a run of a command shown in its help text. The help text
// is rendered from it and TestHelpExamples runs it, so that what the help
// shows is what the command does.
type example struct {
	args []string // the arguments after "scan"
	in   []string // the lines of standard input
	out  string   // standard output
	code int      // the exit status (checked, not shown)
}

// examplesText renders examples as shell sessions, indented by two
// spaces:
//
//	$ printf '%s\n' 'line' 'line' | scan args...
//	output
func examplesText(examples []example) string {
	var b strings.Builder
	for i, ex := range examples {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString("  $ printf '%s\\n'")
		for _, s := range ex.in {
			b.WriteString(" " + shellQuote(s))
		}
		b.WriteString(" | scan")
		for _, s := range ex.args {
			b.WriteString(" " + shellQuote(s))
		}
		b.WriteString("\n")
		for _, line := range strings.SplitAfter(ex.out, "\n") {
			if line != "" {
				b.WriteString("  " + line)
			}
		}
	}
	return b.String()
}

// shellQuote quotes s for a POSIX shell when it holds anything but
// letters, digits and a few punctuation characters.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=/.:,@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
