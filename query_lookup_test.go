// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"strings"
	"testing"
)

func TestLookupParam(t *testing.T) {
	for _, c := range []struct {
		q, key string
		sep    ParamSep
		value  string // "-": not found
		start  int
	}{
		{"%70age=7&page=8", "page", SepAmp, "7", 0},
		{"page=8&%70age=7", "page", SepAmp, "8", 0},
		{"a=1&page=2", "page", SepAmp, "2", 4},
		{"a=1&Page=2", "page", SepAmp, "-", 0}, // keys are case-sensitive
		{"a+b=1&a%20b=2", "a b", SepAmp, "1", 0},
		{"a%2Bb=1&a+b=2", "a+b", SepAmp, "1", 0},
		{"a+b=1", "a+b", SepAmp, "-", 0},
		{"k%zz=1&k=2", "k%zz", SepAmp, "1", 0},
		{"k%=1", "k%", SepAmp, "1", 0},
		{"k%4=1", "k%4", SepAmp, "1", 0},
		{"%6B%3D=1", "k=", SepAmp, "1", 0}, // an encoded "=" is part of the key
		{"a&b&c", "b", SepAmp, "", 2},
		{"a&&b", "", SepAmp, "", 2},
		{"", "", SepAmp, "-", 0},
		{"=v", "", SepAmp, "v", 0},
		{"a=1;page=2", "page", SepAmp, "-", 0},
		{"a=1;page=2", "page", SepAmpSemicolon, "2", 4},
		{"page", "page", SepAmp, "", 0},
		{"pag", "page", SepAmp, "-", 0},
		{"pages=1", "page", SepAmp, "-", 0},
		{"%C3%A9t%C3%A9=1", "\u00e9t\u00e9", SepAmp, "1", 0},
		{"page=%2F", "page", SepAmp, "%2F", 0}, // the value is raw
	} {
		p, ok := LookupParam(c.q, ParamOptions{Sep: c.sep}, c.key)
		pb, okb := LookupParam([]byte(c.q), ParamOptions{Sep: c.sep}, c.key)
		if ok != okb || string(pb.Key) != p.Key || string(pb.Value) != p.Value || pb.HasValue != p.HasValue || pb.Start != p.Start {
			t.Errorf("LookupParam(%q, %q): string and []byte disagree", c.q, c.key)
		}
		if c.value == "-" {
			if ok || p != (Param[string]{}) {
				t.Errorf("LookupParam(%q, %q) = %+v, %v; want none", c.q, c.key, p, ok)
			}
			continue
		}
		if !ok || p.Value != c.value || p.Start != c.start {
			t.Errorf("LookupParam(%q, %q) = %+v, %v; want value %q at %d", c.q, c.key, p, ok, c.value, c.start)
		}
		checkLookup(t, c.q, c.sep, c.key)
	}
	// Max does not hide a parameter.
	q := strings.Repeat("a=1&", 20) + "page=9"
	if p, ok := LookupParam(q, ParamOptions{Max: 3}, "page"); !ok || p.Value != "9" {
		t.Errorf("LookupParam after more than Max parameters = %+v, %v", p, ok)
	}
}

// checkLookup checks LookupParam of key in q against Params and a model of
// form decoding: the first parameter whose decoded key is key.
func checkLookup(t *testing.T, q string, sep ParamSep, key string) {
	t.Helper()
	var want Param[string]
	found := false
	for p := range Params(q, ParamOptions{Sep: sep, Max: -1}) {
		if decodeFormModel(p.Key) == key {
			want, found = p, true
			break
		}
	}
	got, ok := LookupParam(q, ParamOptions{Sep: sep}, key)
	if ok != found || got != want {
		t.Fatalf("LookupParam(%q, %v, %q) = %+v, %v; want %+v, %v", q, sep, key, got, ok, want, found)
	}
}

// decodeFormModel decodes k as form data a byte at a time: "+" is a space,
// a pct-encoded triplet the byte it encodes, any other byte itself.
func decodeFormModel(k string) string {
	var dec []byte
	for i := 0; i < len(k); i++ {
		switch {
		case k[i] == '%' && i+2 < len(k) && inClass(k[i+1], classHEXDIG) && inClass(k[i+2], classHEXDIG):
			dec = append(dec, pctByte(k, i))
			i += 2
		case k[i] == '+':
			dec = append(dec, ' ')
		default:
			dec = append(dec, k[i])
		}
	}
	return string(dec)
}

// TestLookupParamLinear counts the bytes LookupParam reads on hostile
// queries (lookupParam's steps): each parameter is delimited once and its
// key compared once, so at most three reads of each byte and a few for
// each parameter, whatever the number of parameters and their keys.
func TestLookupParamLinear(t *testing.T) {
	for _, c := range []struct{ q, key string }{
		{strings.Repeat("&", 1<<16), "page"},
		{strings.Repeat("&", 1<<16), ""},
		{strings.Repeat("%70%70%70=", 1<<14), "ppp!"},
		{strings.Repeat("pag=1&", 1<<14), "page"},
		{strings.Repeat("page", 1<<14) + "=1", strings.Repeat("page", 1<<14-1) + "pagx"},
		{strings.Repeat("+", 1<<16), strings.Repeat(" ", 1<<16-1) + "x"},
		{strings.Repeat("=", 1<<16), "x"},
	} {
		start, _, _, steps := lookupParam(c.q, SepAmp, c.key)
		params := strings.Count(c.q, "&") + 1
		if limit := 3*len(c.q) + 2*params; steps > limit {
			t.Errorf("LookupParam(%d bytes, %d parameters) read %d bytes, want at most %d", len(c.q), params, steps, limit)
		}
		if _, ok := LookupParam(c.q, ParamOptions{}, c.key); ok != (start >= 0) {
			t.Errorf("LookupParam(%d bytes) = %v; lookupParam says %d", len(c.q), ok, start)
		}
	}
}
