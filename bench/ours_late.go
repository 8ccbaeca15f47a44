// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bench

// oursLate returns ours for the operations whose root-package API has not
// reached main yet: resolve (uri.AppendResolve), normalize
// (uri.AppendNormalize) and extract (uri.AppendExtract). Until they land
// the report shows the peers alone for those operations, marked "ours: not
// on main".
func oursLate(name string, setup func() error) []Entry { return nil }
