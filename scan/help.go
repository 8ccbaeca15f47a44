// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "strings"

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
