// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/uriscan/uri/beam/uris"
)

func init() {
	register.DoFn2x1[context.Context, uris.TopResult, error](&writeTopFn{})
}

// addTopFlags defines the flags of --top in fs: those of scan top, -f,
// -n, -kind, -form, -key and -max-distinct.
func (c *config) addTopFlags(fs *flag.FlagSet) {
	fs.Func("top", "write instead of the summary the most frequent values of this `field`, as scan top -f prints them: "+
		"host, web_host, path, scheme, referer, target, finding or key (a number is --top_n, as before)", func(v string) error {
		if n, err := strconv.Atoi(v); err == nil {
			c.top = n
			return nil
		}
		c.topField = v
		return nil
	})
	fs.IntVar(&c.top, "top_n", 10, "`number` of values listed by --top (0: all), as scan top -n; of schemes and hosts in the summary")
	fs.StringVar(&c.topKinds, "top_kind", "", "--top counts only references of these comma-separated `kinds`, as scan top -kind: bare, quoted, angle, request, value")
	fs.StringVar(&c.topForms, "top_form", "", "--top counts only request-targets of these comma-separated `forms`, as scan top -form: origin, absolute, authority, asterisk")
	fs.StringVar(&c.topKeys, "top_key", "", "--top counts only the values of these comma-separated JSON `keys` (a key path or its last segment), as scan top -key")
	fs.IntVar(&c.topMaxDistinct, "top_max_distinct", 0, "--top counts exactly up to this many distinct `values`, then approximately, as scan top -max-distinct (0: its default, 262144)")
}

// topOptions returns the options of uris.TopField that c gives.
func (c *config) topOptions() uris.TopOptions {
	return uris.TopOptions{Field: c.topField, N: c.top, Kinds: list(c.topKinds), Forms: list(c.topForms),
		Keys: list(c.topKeys), MaxDistinct: c.topMaxDistinct}
}

// list returns the items of a comma-separated list, none for "".
func list(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// writeTopFn writes a TopResult to the file Output as scan top prints
// it: its lines, or with Format "json" its JSON object. It writes the
// file itself, rather than with textio.Write, so that the file is there,
// empty, when no value was counted, as scan top then prints nothing; a
// TopField result is one element, so that one worker writes it. An
// approximate result is said in the log of the worker, as scan top says
// it on standard error.
type writeTopFn struct {
	Output string
	Format string
}

func (f *writeTopFn) ProcessElement(ctx context.Context, r uris.TopResult) error {
	var b []byte
	if f.Format == "json" {
		b = r.AppendJSON(nil)
	} else {
		b = r.AppendText(nil)
	}
	if note := r.Note(); note != "" {
		beamlog.Warnf(ctx, "urilogs --top: %s", note)
	}
	fs, err := filesystem.New(ctx, f.Output)
	if err != nil {
		return fmt.Errorf("--output=%s: %v", f.Output, err)
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, f.Output)
	if err != nil {
		return fmt.Errorf("--output=%s: %v", f.Output, err)
	}
	if _, err := w.Write(b); err != nil {
		w.Close()
		return fmt.Errorf("--output=%s: %v", f.Output, err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("--output=%s: %v", f.Output, err)
	}
	return nil
}
