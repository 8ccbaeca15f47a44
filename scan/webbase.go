// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "github.com/uriscan/uri/web"

// appendWebHostBase appends, with -json and -base URI, the field
// "out_web_host" of a match whose text is text, valid or not: the host
// that a browser gives text as a link on a page at the base URI
// (web.AppendHostBase: new URL(text, base)), or null where it refuses it
// or the URL has no host. "out" is the RFC 3986 resolution of a valid
// reference; a browser resolves invalid ones too ("\\evil.example").
func (t *refTransform) appendWebHostBase(dst, text []byte) []byte {
	var buf [256]byte
	host, k, err := web.AppendHostBase(buf[:0], text, t.base)
	if err != nil || k == web.None {
		return append(dst, `, "out_web_host": null`...)
	}
	dst = append(dst, `, "out_web_host": `...)
	return appendJSONBytes(dst, host)
}
