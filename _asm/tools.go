// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build tools

package main

// The generator loads package uri (through the replace directive in go.mod)
// to type the kernels' arguments; this import keeps the requirement in
// go.mod under go mod tidy. It is never built.
import _ "github.com/uriscan/uri"
