// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"strings"
	"testing"
)

// TestParamsNoAllocs checks that a range over Params allocates nothing,
// for a string and a []byte, with each separator, up to the limit and past
// it, and with a break.
func TestParamsNoAllocs(t *testing.T) {
	for _, q := range []string{"", "a=1&b=2;c&&d=%zz", strings.Repeat("k=v&", 20)} {
		b := []byte(q)
		for _, opts := range []ParamOptions{{}, {Sep: SepAmpSemicolon}, {Max: 3}, {Max: -1}} {
			var sink int
			allocs := testing.AllocsPerRun(100, func() {
				for p, err := range Params(q, opts) {
					if err != nil {
						sink++
						break
					}
					sink += len(p.Key) + len(p.Value) + p.End()
				}
				for p := range Params(b, opts) {
					sink += len(p.Key)
					if p.HasValue {
						break
					}
				}
			})
			if allocs != 0 {
				t.Errorf("Params(%q, %+v): %v allocations per run, want 0", q, opts, allocs)
			}
			_ = sink
		}
	}
}

// TestSegmentsNoAllocs checks that a range over Segments allocates
// nothing, for a string and a []byte, with and without a break.
func TestSegmentsNoAllocs(t *testing.T) {
	for _, path := range []string{"", "/", "/a//b/c%2Fd", "rel/x/"} {
		b := []byte(path)
		var sink int
		allocs := testing.AllocsPerRun(100, func() {
			for s := range Segments(path) {
				sink += len(s.Text) + s.End()
			}
			for s := range Segments(b) {
				sink += len(s.Text)
				break
			}
		})
		if allocs != 0 {
			t.Errorf("Segments(%q): %v allocations per run, want 0", path, allocs)
		}
		_ = sink
	}
}

// TestEditParamsNoAllocs checks that AppendDropParams, AppendDropParamKeys,
// AppendSetParam and AppendAddParam allocate nothing with room in dst, on
// accepted and refused input.
func TestEditParamsNoAllocs(t *testing.T) {
	buf := make([]byte, 0, 256)
	drop := func(p Param[string]) bool { return strings.HasPrefix(p.Key, "utm_") }
	dropb := func(p Param[[]byte]) bool { return len(p.Key) > 4 && string(p.Key[:4]) == "utm_" }
	patterns := []string{"utm_*", "fbclid", "*_id"}
	for _, q := range []string{"", "a=1&utm_source=x&b=2", strings.Repeat("k=v&", 20), "utm_%2F=1&x+y=2&a_id=3", "a&b&c&d"} {
		b := []byte(q)
		if allocs := testing.AllocsPerRun(100, func() {
			AppendDropParams(buf[:0], q, ParamOptions{}, drop)
			AppendDropParams(buf[:0], b, ParamOptions{Sep: SepAmpSemicolon}, dropb)
			AppendDropParamKeys(buf[:0], q, ParamOptions{}, patterns...)
			AppendDropParamKeys(buf[:0], b, ParamOptions{Max: 3}, patterns...)
			AppendDropParamKeys(buf[:0], b, ParamOptions{}, "utm_source")
			AppendSetParam(buf[:0], q, ParamOptions{}, "b", "3")
			AppendSetParam(buf[:0], b, ParamOptions{}, "k", "v&")
			AppendAddParam(buf[:0], q, ParamOptions{}, "b", "3")
			AppendAddParam(buf[:0], b, ParamOptions{}, "k=", "v")
		}); allocs != 0 {
			t.Errorf("editing %q: %v allocations per run, want 0", q, allocs)
		}
	}
	// A query and a dst on the caller's stack stay there: AppendDropParamKeys
	// calls no closure that would move them to the heap (issue 37).
	sink := 0
	if allocs := testing.AllocsPerRun(100, func() {
		var q [32]byte
		n := copy(q[:], "a=1&utm_%2F=2&b")
		var d [32]byte
		out, _ := AppendDropParamKeys(d[:0], q[:n], ParamOptions{}, "utm_*")
		sink += len(out)
	}); allocs != 0 {
		t.Errorf("AppendDropParamKeys of a query on the stack: %v allocations per run, want 0", allocs)
	}
}

// TestDropParamsCallbackCost checks what the documentation of
// AppendDropParams says it costs: a query on the caller's stack, handed
// to the callback, moves to the heap (one allocation a call), and dst does
// not; AppendDropParamKeys, which takes patterns, moves neither. If the
// compiler learns to keep the query on the stack, the documentation
// should say so.
func TestDropParamsCallbackCost(t *testing.T) {
	drop := func(p Param[[]byte]) bool { return len(p.Key) > 4 && string(p.Key[:4]) == "utm_" }
	sink := 0
	query := func() float64 {
		return testing.AllocsPerRun(100, func() {
			var q [32]byte
			n := copy(q[:], "a=1&utm_x=2&b")
			out, _ := AppendDropParams(dropBuf[:0], q[:n], ParamOptions{}, drop)
			sink += len(out)
		})
	}
	dst := func() float64 {
		q := []byte("a=1&utm_x=2&b")
		return testing.AllocsPerRun(100, func() {
			var d [32]byte
			out, _ := AppendDropParams(d[:0], q, ParamOptions{}, drop)
			sink += len(out)
		})
	}
	keys := func() float64 {
		return testing.AllocsPerRun(100, func() {
			var q [32]byte
			n := copy(q[:], "a=1&utm_x=2&b")
			var d [32]byte
			out, _ := AppendDropParamKeys(d[:0], q[:n], ParamOptions{}, "utm_*")
			sink += len(out)
		})
	}
	if q, d, k := query(), dst(), keys(); q != 1 || d != 0 || k != 0 {
		t.Errorf("allocations per call: AppendDropParams with a query on the stack %v, with dst on the stack %v; AppendDropParamKeys %v; want 1, 0, 0 as documented", q, d, k)
	}
}

// dropBuf is a dst on the heap, for TestDropParamsCallbackCost.
var dropBuf = make([]byte, 0, 64)
