// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

// shortPiece is the longest string that resolution copies with copyShort2,
// the masked copy of the AVX-512 kernel (active.shortCopy), which has no
// branch on the length: runtime.memmove picks its code by size, and on the
// short pieces of varying length that resolution writes (a prefix of the
// base and the rest of the reference) its mispredicted branches cost
// about a tenth of a resolution. For AppendNormalize, which copies a
// reference that is normal already in one piece, the masked copy was not
// faster than memmove.
const shortPiece = 128
