// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import "github.com/uriscan/uri"

// ParseKinds returns the kinds of match whose parse the values of s
// depend on, for uri.ExtractOptions.ParseKinds: a match of any other
// kind gives s no value, parsed or not, so an extractor need not parse
// it. filtered says that the matches are kept or dropped by their parse
// (valid or not, with findings or not) before s sees them: the kinds
// that may give a value are then parsed even for FieldKey, whose value
// does not depend on the parse. It returns nil for every kind, and an
// empty slice, not nil, for none.
func (s *Selector) ParseKinds(filtered bool) []uri.MatchKind {
	var bits uint16
	switch s.Field {
	case FieldNone:
	case FieldReferer:
		bits = 1<<uri.KindQuoted | 1<<uri.KindValue
	case FieldTarget:
		bits = targetKinds
	case FieldKey:
		if filtered {
			bits = allKinds
		}
	default:
		bits = allKinds
	}
	if s.Kinds != 0 {
		bits &= s.Kinds
	}
	if s.Forms != 0 {
		bits &= targetKinds
	}
	if bits == allKinds {
		return nil
	}
	kinds := []uri.MatchKind{}
	for k := uri.KindBare; k <= uri.KindTarget; k++ {
		if bits&(1<<k) != 0 {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// allKinds holds the bits of the kinds of match the extractor reports,
// and targetKinds those of the request-targets (isTarget).
const (
	allKinds    = 1<<uri.KindBare | 1<<uri.KindQuoted | 1<<uri.KindAngle | 1<<uri.KindRequest | 1<<uri.KindValue | 1<<uri.KindTarget
	targetKinds = 1<<uri.KindRequest | 1<<uri.KindTarget
)
