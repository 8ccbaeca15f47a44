// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/uriscan/uri/internal/jsonstr"
)

// A Result is the answer to "which values of a field are the most
// frequent": what scan top prints, and the Beam pipeline writes, in one
// writer, so that both print the same bytes for the same counts.
type Result struct {
	Field Field
	// Values is the number of values counted (Counter.Total), and
	// References the number of references that gave at least one.
	Values, References int64
	// Distinct is the number of distinct values, when Exact.
	Distinct int
	// Exact reports whether every count is exact (Counter.Exact);
	// MaxError is the most by which a count is below the true one
	// (Counter.Shed), and Budget the budget of the Counter.
	Exact    bool
	MaxError int64
	Budget   int
	// Top holds the largest counts, as Counter.Top orders them.
	Top []Entry
}

// Result returns the Result of c for the field f, with the n largest
// counts (all of them when n is below 1) and refs references counted.
// The strings of its Top are those c holds.
func (c *Counter) Result(f Field, refs int64, n int) Result {
	return Result{
		Field: f, Values: c.Total(), References: refs, Distinct: c.Distinct(),
		Exact: c.Exact(), MaxError: c.Shed(), Budget: c.Budget(), Top: c.Top(n),
	}
}

// AppendText appends the lines of r as scan top prints them, as uniq -c
// does: each count right-aligned in 7 columns, a space and the value
// (AppendValue), and a newline. No value appends nothing.
func (r *Result) AppendText(dst []byte) []byte {
	for _, e := range r.Top {
		dst = fmt.Appendf(dst, "%7d ", e.Count)
		dst = AppendValue(dst, []byte(e.Value))
		dst = append(dst, '\n')
	}
	return dst
}

// AppendJSON appends r as the one JSON object, and a newline, that scan
// top -json prints: "field", "values", "references", "distinct" (null
// when not exact), "exact", "max_error" and "top", an array of {"value",
// "count"}. Strings are written as package jsonstr writes them.
func (r *Result) AppendJSON(dst []byte) []byte {
	dst = jsonstr.Append(append(dst, `{"field": `...), r.Field.String())
	dst = appendMember(dst, "values", r.Values)
	dst = appendMember(dst, "references", r.References)
	if r.Exact {
		dst = appendMember(dst, "distinct", int64(r.Distinct))
	} else {
		dst = append(dst, `, "distinct": null`...)
	}
	dst = strconv.AppendBool(append(dst, `, "exact": `...), r.Exact)
	dst = appendMember(dst, "max_error", r.MaxError)
	dst = append(dst, `, "top": `...)
	dst = AppendEntriesJSON(dst, r.Top)
	return append(dst, "}\n"...)
}

// appendMember appends `, "name": n`.
func appendMember(dst []byte, name string, n int64) []byte {
	dst = append(dst, `, "`...)
	dst = append(dst, name...)
	dst = append(dst, `": `...)
	return strconv.AppendInt(dst, n, 10)
}

// AppendEntriesJSON appends es as a JSON array of {"value", "count"}.
func AppendEntriesJSON(dst []byte, es []Entry) []byte {
	dst = append(dst, '[')
	for i, e := range es {
		if i > 0 {
			dst = append(dst, ", "...)
		}
		dst = jsonstr.Append(append(dst, `{"value": `...), e.Value)
		dst = append(dst, `, "count": `...)
		dst = strconv.AppendInt(dst, e.Count, 10)
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

// Note returns what scan top says on standard error of an approximate
// result: by how much at most each count is below the true one, and the
// bound of Misra-Gries it comes under; "" when r is exact.
func (r *Result) Note() string {
	if r.Exact {
		return ""
	}
	k := r.Budget / 2
	return "approximate: over " + strconv.Itoa(r.Budget) + " distinct values of " + r.Field.String() +
		"; each count is at most " + strconv.FormatInt(r.MaxError, 10) + " below the true one, and a value not shown occurs at most " +
		strconv.FormatInt(r.MaxError, 10) + " times (Misra-Gries, " + strconv.Itoa(k) + " values kept: at most N/(k+1) = " +
		strconv.FormatInt(r.Values, 10) + "/" + strconv.Itoa(k+1) + ")"
}

// AppendValue appends v as scan top and -o print a value: as it is, but
// "" for the empty value, and quoted as Go quotes strings when it holds
// a control byte, a character that is not printable, or a byte that is
// not UTF-8, any of which could break or hide the line. It allocates
// only to grow dst, and to quote.
func AppendValue(dst, v []byte) []byte {
	if len(v) == 0 {
		return append(dst, `""`...)
	}
	for i := 0; i < len(v); {
		if c := v[i]; c < utf8.RuneSelf {
			if c < 0x20 || c == 0x7f {
				return strconv.AppendQuote(dst, string(v))
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(v[i:])
		if r == utf8.RuneError && size == 1 || !strconv.IsPrint(r) {
			return strconv.AppendQuote(dst, string(v))
		}
		i += size
	}
	return append(dst, v...)
}
