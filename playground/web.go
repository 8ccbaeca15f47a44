// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package playground holds the static files of the playground page, a
// page that runs the uri package compiled to WebAssembly: web/index.html,
// web/style.css and web/app.js. The build command (playground/build)
// writes them out beside the WebAssembly module (playground/wasm) and
// Go's wasm_exec.js.
package playground

import "embed"

// Web holds the page's files, under "web/".
//
//go:embed web
var Web embed.FS
