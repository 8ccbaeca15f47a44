// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "github.com/uriscan/uri"

// The fast paths of stream (extract.go) for a batch of matches without
// filter or transform: plain lines and JSON records.

// appendLines is stream's fast path for the plain output of a batch of
// matches, without filter or transform: it counts each match in st and
// appends its text and a newline to buf, or reports it to out when it is
// too long, handing buf to out at each outChunk. It prints what stream's
// general loop prints.
func appendLines(buf []byte, ms []uri.Match, texts [][]byte, off int64, st *extractStats, out outSink) ([]byte, error) {
	texts = texts[:len(ms)]
	for i := range ms {
		m := &ms[i]
		st.count(m)
		if m.Err == uri.ErrTooLong {
			out.tooLong(off+int64(m.Start), m.End-m.Start)
			continue
		}
		buf = append(buf, texts[i]...)
		buf = append(buf, '\n')
		if len(buf) >= outChunk {
			var err error
			if buf, err = out.take(buf); err != nil {
				return buf, err
			}
		}
	}
	return buf, nil
}

// A batch is what one ScanBatch of a Scanner gives: its matches, their
// texts and line numbers (Batch), and the paths of their keys (Keys), nil
// when no match is in a JSON record or when they are not wanted.
type batch struct {
	ms    []uri.Match
	texts [][]byte
	keys  [][]byte
	lines []int
}

// A place is where a stream starts in its input: at byte off, after
// lines0 lines.
type place struct {
	off    int64
	lines0 int64
}

// appendJSONRecords is stream's fast path for the JSON output of a batch
// of matches b, without filter or transform: it counts each match in st
// and appends its record to buf, prefix first, with its line counted from
// at, handing buf to out at each outChunk. It prints what stream's general
// loop prints; kept apart from it, the loop keeps its values in registers.
func appendJSONRecords(buf, prefix []byte, b *batch, at place, st *extractStats, out outSink) ([]byte, error) {
	ms, keys := b.ms, b.keys
	texts, lines := b.texts[:len(ms)], b.lines[:len(ms)]
	lines0, off := at.lines0, at.off
	for i := range ms {
		m := &ms[i]
		st.count(m)
		var key []byte
		if keys != nil { // nil: no match of the batch is in a JSON record
			key = keys[i]
		}
		buf = appendExtractJSON(buf, prefix, int64(lines[i])+lines0, off, m, texts[i], key)
		buf = endExtractJSON(buf)
		if len(buf) >= outChunk {
			var err error
			if buf, err = out.take(buf); err != nil {
				return buf, err
			}
		}
	}
	return buf, nil
}
