// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"flag"
	"io"
	"slices"
	"testing"
)

// TestPermuteArgs checks that flags are taken anywhere among the files
// (issue 44): fs.Args() holds the files in order, flags that take a value
// take the next argument, and "--" ends the flags.
func TestPermuteArgs(t *testing.T) {
	tests := []struct {
		args  []string
		files []string
		c     bool
		base  string
	}{
		{[]string{"f", "-c"}, []string{"f"}, true, ""},
		{[]string{"-c", "f"}, []string{"f"}, true, ""},
		{[]string{"f", "-base", "http://h/", "g"}, []string{"f", "g"}, false, "http://h/"},
		{[]string{"f", "--base=http://h/", "g", "-c"}, []string{"f", "g"}, true, "http://h/"},
		{[]string{"f", "--", "-c", "g"}, []string{"f", "-c", "g"}, false, ""},
		{[]string{"-", "-c"}, []string{"-"}, true, ""},
		{[]string{"-base", "--", "f"}, []string{"f"}, false, "--"}, // a value, not the end of the flags
		{[]string{"-c=false", "f", "--", "--"}, []string{"f", "--"}, false, ""},
		{[]string{}, nil, false, ""},
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("scan", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		c := fs.Bool("c", false, "")
		base := fs.String("base", "", "")
		if err := fs.Parse(permuteArgs(fs, tt.args)); err != nil {
			t.Errorf("%q: %v", tt.args, err)
			continue
		}
		if files := fs.Args(); !slices.Equal(files, tt.files) || *c != tt.c || *base != tt.base {
			t.Errorf("%q: files %q, -c %v, -base %q; want %q, %v, %q", tt.args, files, *c, *base, tt.files, tt.c, tt.base)
		}
	}
	// A flag that wants a value and comes last has none, whatever
	// permuteArgs adds.
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.String("base", "", "")
	if err := fs.Parse(permuteArgs(fs, []string{"f", "-base"})); err == nil || err.Error() != "flag needs an argument: -base" {
		t.Errorf("f -base: error %v", err)
	}
	// An unknown flag after a file is still an error.
	fs = flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(permuteArgs(fs, []string{"f", "-nosuch"})); err == nil {
		t.Errorf("f -nosuch: no error")
	}
}
