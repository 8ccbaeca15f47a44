// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build js && wasm

// Command wasm is the playground's WebAssembly module: the uri package,
// compiled with GOOS=js GOARCH=wasm (and -tags purego), behind three
// JavaScript functions on globalThis.uriscan, each returning JSON:
//
//	uriscan.analyze(input, base)  // report.Analyze: one reference
//	uriscan.extract(text)         // report.Extract: the references in a text, the first 1,000
//	uriscan.errorCodes()          // every ErrorCode: its Name and Error
//
// and two strings: uriscan.defaultBase (the base of RFC 3986 5.4's
// examples) and uriscan.implementation (the kernel, "generic" with purego).
//
// After setting them it calls globalThis.uriscanReady, if the page defined
// it, and then waits forever, as a Go program behind a page must.
//
// Build it with go run ./playground/build (see docs/playground.md).
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/playground/internal/report"
)

func main() {
	api := js.Global().Get("Object").New()
	api.Set("analyze", js.FuncOf(func(_ js.Value, args []js.Value) any {
		base := report.DefaultBase
		if len(args) > 1 && args[1].Type() == js.TypeString {
			base = args[1].String()
		}
		return toJSON(report.Analyze(arg(args, 0), base))
	}))
	api.Set("extract", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return toJSON(report.Extract(arg(args, 0), report.MaxMatches))
	}))
	api.Set("errorCodes", js.FuncOf(func(js.Value, []js.Value) any {
		type code struct {
			Name    string `json:"name"`
			Message string `json:"message"`
		}
		var codes []code
		for c := range uri.ErrorCodes() {
			codes = append(codes, code{c.Name(), c.Error()})
		}
		return toJSON(codes)
	}))
	api.Set("defaultBase", report.DefaultBase)
	api.Set("implementation", uri.Implementation())
	js.Global().Set("uriscan", api)
	if ready := js.Global().Get("uriscanReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// arg returns args[i] as a string, "" when it is missing or not a string.
func arg(args []js.Value, i int) string {
	if i < len(args) && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return ""
}

// toJSON returns v as JSON text, or, should encoding fail (the reports
// hold strings, numbers and booleans only), an object whose
// "internalError" the page shows.
func toJSON(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]string{"internalError": err.Error()})
	}
	return string(b)
}
