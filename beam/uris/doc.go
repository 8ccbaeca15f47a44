// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package uris holds Apache Beam transforms that find, parse, normalize,
// resolve and count URI references (RFC 3986) with the uri package, for
// pipelines over logs that outgrow one machine. They run on any Beam
// runner: Prism in the same process, Flink, Spark, Google Dataflow.
//
// ReadLines reads the lines of log files as scan reads them, compressed
// or not, and skips a line longer than scan's -max-record, so that memory
// does not grow with the length of a line; ReadLinesMax sets the limit
// and returns the lines skipped, which AddSkipped counts in a summary.
// Extract finds the references in lines of text with the extractor of
// the scan command, and Parse and ParseTarget read a field that holds
// one; each gives a Record per reference, an invalid one included, with
// its error. Normalize and Resolve give a Result per reference. The
// counting transforms (CountHosts, CountSchemes, CountErrors, CountKinds,
// CountFindings, CountNormalized) aggregate records in a map for each
// bundle before Beam sums them by key; Top lists the largest counts and
// Summarize puts together the summary that scan -stats prints.
//
//	lines := uris.ReadLines(s, "logs/*.log*") // .gz, .zst ... read decompressed
//	recs := uris.Extract(s, lines, nil)
//	hosts := uris.Top(s, uris.CountHosts(s, recs), 10)
//
// The DoFns are registered with Beam's register package, and their
// bodies do not allocate for an element (but ReadLines's, which makes a
// string of each line, as textio does): the strings of a Record are
// substrings of the element it was made from, and a count allocates only
// for a key its bundle had not seen. The runner's own work (decoding,
// encoding and boxing elements) is not counted there.
package uris
