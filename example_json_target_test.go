// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"fmt"

	"github.com/uriscan/uri"
)

// Caddy's request.uri is a request-target, read with the method of its
// request object: CONNECT's is an authority, GET's "//evil.example/..."
// a path, not a host.
func ExampleAppendExtract_jsonTarget() {
	log := []byte(`{"request":{"method":"CONNECT","uri":"www.example.com:443"}}` + "\n" +
		`{"request":{"uri":"//evil.example/a/../b","method":"GET"}}` + "\n")
	ms, clean := uri.AppendExtract(nil, nil, log, nil)
	for _, m := range ms {
		text := m.Text(log, clean)
		fmt.Printf("%s %s %s %q host %q path %q\n", m.KeyPath(clean), m.Kind, m.Form, text,
			m.Ref.Host().Bytes(text), m.Ref.Path().Bytes(text))
	}
	// Output:
	// request.uri target authority "www.example.com:443" host "www.example.com" path ""
	// request.uri target origin "//evil.example/a/../b" host "" path "//evil.example/a/../b"
}

// ExtractOptions.JSONTargets names the keys that hold request-targets: a
// key path's end ("req.target"), and with "?" a key that holds one only
// in an object that has a method key.
func ExampleExtractOptions_jsonTargets() {
	log := []byte(`{"req":{"verb":"GET","method":"CONNECT","target":"h.example:443"},"path":"/a"}` + "\n")
	opts := &uri.ExtractOptions{JSONTargets: append(uri.DefaultJSONTargets(), "req.target")}
	ms, clean := uri.AppendExtract(nil, nil, log, opts)
	for _, m := range ms {
		fmt.Println(string(m.KeyPath(clean)), m.Kind, m.Form, string(m.Text(log, clean)))
	}
	fmt.Println(uri.DefaultJSONTargets())
	// Output:
	// req.target target authority h.example:443
	// path value none /a
	// [request.uri request_uri RequestPath request_url cs-uri-stem http.target :path ?path ?uri ?url]
}
