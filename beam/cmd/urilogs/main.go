// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Urilogs is an Apache Beam pipeline that reads text files (access logs,
// application logs), finds the URI references in them with the extractor
// of the scan command, and writes what a log analyst asks first: the
// summary of scan -stats (references by kind, invalid ones by error code,
// the top schemes and hosts), and optionally the count of each normalized
// URL and of each security finding.
//
// It runs on the Prism runner in this process by default, and unchanged
// on Flink, Spark and Google Dataflow with --runner and that runner's
// flags (see the README):
//
//	go run ./cmd/urilogs --input='logs/*.log' --output=/tmp/summary.jsonl
//	go run ./cmd/urilogs --input=access.log --output=/tmp/summary.txt --format=text \
//		--urls=/tmp/urls.jsonl --base=https://example.com/ --level=scheme
//
// The input is a glob on any file system the runner has registered (local
// files, gs://...), read line by line with uris.ReadLines: as scan reads
// files, one compressed with gzip, zstd, bzip2 or xz is told by its
// bytes and read decompressed. A glob that matches no file is an error.
// A reference broken across lines between angle brackets is not found
// whole. A line that is a JSON object is read as scan reads it
// (--input_format, --json_keys). A line longer than --max_record bytes
// (scan's -max-record, 16 MiB by default) is skipped, so that memory
// does not grow with the length of a line: the summary counts it among
// the records and on a line of its own ("skipped: N"), and the runner's
// metrics in the counter uris.ReadLines/skipped_too_long. With
// --top=FIELD, the output is what scan top -f FIELD prints instead of the
// summary: the --top_n most frequent values of that field, restricted by
// --top_kind, --top_form and --top_key, counted exactly up to
// --top_max_distinct distinct values (top.go). The outputs are
// written with textio.Write, one file each: JSON Lines by default, or text
// (--format=text): the summary in the lines of scan -stats but for the
// byte count, and "count key" lines.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	"github.com/uriscan/uri"
	"github.com/uriscan/uri/beam/uris"
	"github.com/uriscan/uri/logs"
)

func init() {
	register.DoFn1x2[uris.Summary, string, error](&formatSummaryFn{})
	register.DoFn2x1[string, int64, string](&formatCountFn{})
}

// config holds the flags of the pipeline.
type config struct {
	input, output  string
	format         string
	top            int // --top_n: values listed, schemes and hosts in the summary
	topField       string
	topKinds       string
	topForms       string
	topKeys        string
	topMaxDistinct int
	urls           string
	findings       string
	level          uri.Level
	base           string
	maxLength      int
	maxRecord      int
	inputFormat    uri.Format // the lines read as JSON (scan -format)
	jsonKeys       string     // scan -json-keys, when set
	jsonKeysSet    bool
	jsonTargets    string // scan -json-targets
}

// addFlags defines the flags of c in fs. Beam's runners define theirs
// (--runner, --endpoint, --project ...) in flag.CommandLine too.
func (c *config) addFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.input, "input", "", "`glob` of the text files to read, on any file system the runner has registered")
	fs.StringVar(&c.output, "output", "", "`file` to write the summary to")
	fs.StringVar(&c.format, "format", "json", "output format: json (JSON Lines) or text (the lines of scan -stats)")
	c.addTopFlags(fs)
	fs.StringVar(&c.urls, "urls", "", "`file` to write the count of each normalized URL to (none if empty)")
	fs.StringVar(&c.findings, "findings", "", "`file` to write the count of each security finding to (none if empty)")
	c.level = uri.LevelSyntax
	fs.TextVar(&c.level, "level", uri.LevelSyntax, "normalization `level` of the URLs counted: syntax or scheme")
	fs.StringVar(&c.base, "base", "", "resolve each reference against this `URI` before counting URLs")
	fs.IntVar(&c.maxLength, "max_length", uri.DefaultMaxExtract, "longest reference in `bytes` (at least 256); longer ones are invalid (too_long)")
	fs.IntVar(&c.maxRecord, "max_record", uris.DefaultMaxRecord, "longest line in `bytes` (1 to 4294967294), without its \"\\n\" or \"\\r\\n\", as scan -max-record; a longer one is skipped and counted")
	fs.TextVar(&c.inputFormat, "input_format", uri.FormatAuto, "how lines are read, as scan -format: `auto` (a line that is a JSON object as JSON), text or json")
	fs.Func("json_keys", "the comma-separated JSON `keys` whose string values are references, as scan -json-keys (default: uri.DefaultJSONKeys)", func(v string) error {
		c.jsonKeys, c.jsonKeysSet = v, true
		return nil
	})
	fs.StringVar(&c.jsonTargets, "json_targets", "", "more comma-separated JSON `keys` whose string values are request-targets, as scan -json-targets: besides uri.DefaultJSONTargets, or after a leading = instead of them")
}

// extractOptions returns the options of the extractor that c gives.
func (c *config) extractOptions() *uri.ExtractOptions {
	opts := &uri.ExtractOptions{MaxLength: c.maxLength, Format: c.inputFormat, JSONTargets: logs.JSONTargets(c.jsonTargets)}
	if c.jsonKeysSet {
		opts.JSONKeys = []string{} // given, even empty: the list
		for _, k := range strings.Split(c.jsonKeys, ",") {
			if k = strings.TrimSpace(k); k != "" {
				opts.JSONKeys = append(opts.JSONKeys, k)
			}
		}
	}
	return opts
}

// check reports what is wrong with c.
func (c *config) check() error {
	switch {
	case c.input == "":
		return errors.New("--input is required")
	case c.output == "":
		return errors.New("--output is required")
	case c.format != "json" && c.format != "text":
		return fmt.Errorf("--format=%s: it must be json or text", c.format)
	case c.topField == "" && c.top < 1:
		return errors.New("--top_n must be at least 1 for the summary")
	case c.maxLength < 256:
		return errors.New("--max_length must be at least 256")
	case c.maxRecord < 1 || uint64(c.maxRecord) > uri.MaxLength:
		return fmt.Errorf("--max_record=%d: it must be 1 to %d", c.maxRecord, uint64(uri.MaxLength))
	}
	if c.topField != "" {
		o := c.topOptions()
		if err := o.Check(); err != nil {
			return fmt.Errorf("--top: %v", err)
		}
	}
	if c.base != "" {
		if r, err := uri.Parse(c.base); err != nil || !r.HasScheme() {
			return fmt.Errorf("--base=%s is not a URI (RFC 3986 4.3: it needs a scheme)", c.base)
		}
	}
	return nil
}

// inputExists reports an error when the glob matches no file, naming it:
// a mistyped path is an error, not a summary of nothing.
func inputExists(ctx context.Context, glob string) error {
	fs, err := filesystem.New(ctx, glob)
	if err != nil {
		return fmt.Errorf("--input=%s: %v", glob, err)
	}
	defer fs.Close()
	files, err := fs.List(ctx, glob)
	switch {
	case err != nil:
		return fmt.Errorf("--input=%s: %v", glob, err)
	case len(files) == 0:
		return fmt.Errorf("--input=%s matches no file", glob)
	}
	return nil
}

// pipeline returns the pipeline c describes.
func pipeline(c *config) *beam.Pipeline {
	p, s := beam.NewPipelineWithRoot()
	lines, skipped := uris.ReadLinesMax(s, c.input, c.maxRecord)
	var recs beam.PCollection // Extract's records, when an output needs them
	if c.topField == "" || c.urls != "" || c.findings != "" {
		recs = uris.Extract(s, lines, c.extractOptions())
	}
	if c.topField != "" {
		top := uris.TopField(s, lines, c.extractOptions(), c.topOptions())
		beam.ParDo0(s, &writeTopFn{Output: c.output, Format: c.format}, top)
	} else {
		sum := uris.AddSkipped(s, uris.Summarize(s, lines, recs, c.top), skipped)
		textio.Write(s, c.output, beam.ParDo(s, &formatSummaryFn{Format: c.format}, sum))
	}
	if c.urls != "" {
		counts := uris.CountNormalized(s, recs, c.level, c.base)
		textio.Write(s, c.urls, beam.ParDo(s, &formatCountFn{Format: c.format, Name: "url"}, counts))
	}
	if c.findings != "" {
		counts := uris.CountFindings(s, recs)
		textio.Write(s, c.findings, beam.ParDo(s, &formatCountFn{Format: c.format, Name: "finding"}, counts))
	}
	return p
}

// formatSummaryFn writes a summary as a JSON object or as text.
type formatSummaryFn struct {
	Format string
}

func (f *formatSummaryFn) ProcessElement(sm uris.Summary) (string, error) {
	if f.Format == "text" {
		var b strings.Builder
		if err := sm.WriteText(&b); err != nil {
			return "", err
		}
		return strings.TrimSuffix(b.String(), "\n"), nil // textio.Write ends each element with a newline
	}
	for _, l := range []*[]uris.Count{&sm.Kinds, &sm.Errors, &sm.Findings, &sm.Schemes, &sm.Hosts} {
		if *l == nil {
			*l = []uris.Count{} // [] rather than null
		}
	}
	b, err := json.Marshal(sm)
	return string(b), err
}

// formatCountFn writes a count as a JSON object {Name: key, "count": n},
// or as text: "n key".
type formatCountFn struct {
	Format string
	Name   string
}

func (f *formatCountFn) ProcessElement(key string, n int64) string {
	if f.Format == "text" {
		return strconv.FormatInt(n, 10) + " " + key
	}
	k, _ := json.Marshal(key) // a string: never fails
	return `{"` + f.Name + `": ` + string(k) + `, "count": ` + strconv.FormatInt(n, 10) + "}"
}

func main() {
	var c config
	c.addFlags(flag.CommandLine)
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: urilogs --input=GLOB --output=FILE [--top=FIELD] [flags] [--runner=prism|flink|spark|dataflow ...]\n\n")
		flag.PrintDefaults()
	}
	flag.StringVar(&beamlog.LogLevel, "log_level", "warn", "Beam's log `level`: debug, info, warn or error")
	flag.Parse()
	// On a remote runner's worker, the same binary runs the bundles: Init
	// takes over before any flag of ours is checked.
	beam.Init()
	if err := c.check(); err != nil {
		fmt.Fprintf(os.Stderr, "urilogs: %v\n", err)
		flag.Usage()
		os.Exit(2)
	}
	if err := inputExists(context.Background(), c.input); err != nil {
		// Said here, before the pipeline starts (whose own error, on a
		// worker, would be buried in the runner's).
		fmt.Fprintf(os.Stderr, "urilogs: %v\n", err)
		os.Exit(2)
	}
	if err := beamx.Run(context.Background(), pipeline(&c)); err != nil {
		fmt.Fprintf(os.Stderr, "urilogs: %v\n", err)
		os.Exit(1)
	}
}
