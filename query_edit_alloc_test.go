// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package uri

import (
	"strings"
	"testing"
)

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
