// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "golang.org/x/sys/unix"

// ioctlReadTermios is the request that reads a terminal's attributes.
const ioctlReadTermios = unix.TCGETS
