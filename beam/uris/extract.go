// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uris

import (
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/util/reflectx"
	"github.com/uriscan/uri"
)

// Extract returns the URI references found in each element of col by the
// extractor of the uri package (uri.AppendExtract), with the rules and
// results of the scan command, as a PCollection<Record>. col is a
// PCollection<string> of lines, as textio.Read gives, or a
// PCollection<KV<string,string>> of file names and lines, as
// textio.ReadWithFilename gives; the file name is then the File of each
// record. Invalid references are records too, with their error.
//
// A candidate that is not a URI-reference but a valid IRI-reference (RFC
// 3987) is a valid record with IRI set, as scan reports it.
//
// An element that is a JSON object (a line of a JSON log, with the
// default opts.Format) is read as scan reads it: in its string values,
// unescaped; a record found there has Key, the path of its key, and
// Unescaped when its text is unescaped (see uri.ExtractOptions.Format).
//
// Each element is one text: a reference broken across lines between angle
// brackets (RFC 3986 Appendix C) is found when the element holds all of
// it, which lines read one by one do not. opts may be nil for the
// defaults.
//
// Extract does not allocate for an element, except for the text of a
// reference it had to clean or unescape, and for a key path that it has
// not seen before (it keeps up to 4096 of them).
func Extract(s beam.Scope, col beam.PCollection, opts *uri.ExtractOptions) beam.PCollection {
	s = s.Scope("uris.Extract")
	var o uri.ExtractOptions
	if opts != nil {
		o = *opts
	}
	switch t := col.Type(); {
	case isKV(t, reflectx.String, reflectx.String):
		return beam.ParDo(s, &extractFileFn{extractFn{Opts: o}}, col)
	case t.Type() == reflectx.String:
		return beam.ParDo(s, &extractFn{Opts: o}, col)
	default:
		panic(fmt.Sprintf("uris.Extract: the input is a PCollection<%v>, not of string or KV<string,string>", t))
	}
}

// extractFn extracts the references of a line.
type extractFn struct {
	Opts    uri.ExtractOptions
	matches []uri.Match
	clean   []byte
	keys    map[string]string // the key paths seen, as strings
}

// maxKeys bounds the key paths an extractFn keeps.
const maxKeys = 4096

// key returns the key path b as a string: the one kept, or a new one,
// which it keeps while it has room for it.
func (f *extractFn) key(b []byte) string {
	if k, ok := f.keys[string(b)]; ok {
		return k
	}
	k := string(b)
	if f.keys == nil {
		f.keys = make(map[string]string)
	}
	if len(f.keys) < maxKeys {
		f.keys[k] = k
	}
	return k
}

func (f *extractFn) ProcessElement(line string, emit func(Record)) {
	f.extract("", line, emit)
}

// extract emits a record for each reference in line, read from file.
func (f *extractFn) extract(file, line string, emit func(Record)) {
	f.matches, f.clean = uri.AppendExtract(f.matches[:0], f.clean[:0], bytesOf(line), &f.Opts)
	maxLen := f.Opts.MaxLength
	if maxLen <= 0 {
		maxLen = uri.DefaultMaxExtract
	}
	var rec Record
	for i := range f.matches {
		m := &f.matches[i]
		var text string
		if t := matchText(bytesOf(line), f.clean, m, maxLen); m.Flags&(uri.FlagCleaned|uri.FlagUnescaped) != 0 {
			text = string(t) // the clean buffer is reused
		} else {
			text = line[m.Start : m.Start+len(t)] // t is that part of line
		}
		rec.File, rec.Start, rec.End = file, m.Start, m.End
		rec.Kind, rec.Form = kindName(m.Kind), formName(m.Form)
		rec.setRef(text, m.Ref, m.Err)
		rec.IRI = m.Flags&uri.FlagIRI != 0
		rec.Key, rec.Unescaped = "", m.Flags&uri.FlagUnescaped != 0
		if m.Flags&uri.FlagJSON != 0 {
			rec.Key = f.key(m.KeyPath(f.clean))
		}
		emit(rec)
	}
}

// extractFileFn extracts the references of a line keyed by its file name.
type extractFileFn struct {
	extractFn
}

func (f *extractFileFn) ProcessElement(file, line string, emit func(Record)) {
	f.extract(file, line, emit)
}

// kindName returns the name of k, "" for KindNone.
func kindName(k uri.MatchKind) string {
	if k == uri.KindNone {
		return ""
	}
	return k.String()
}

// formName returns the name of f, "" for FormNone.
func formName(f uri.TargetForm) string {
	if f == uri.FormNone {
		return ""
	}
	return f.String()
}
